#include "io/InputFile.h"

#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cp {
namespace {

std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe)";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

}  // namespace

// Reads the descriptor in blocks; what a std::istream of the file needs and nothing more.
class InputFile::Buffer : public std::streambuf {
public:
    explicit Buffer(int fd) : fd_(fd), data_(1 << 16) {}

protected:
    int_type underflow() override
    {
        if (gptr() < egptr())
            return traits_type::to_int_type(*gptr());
        ssize_t got = 0;
        do {
            got = ::read(fd_, data_.data(), data_.size());
        } while (got < 0 && errno == EINTR);
        if (got <= 0)
            return traits_type::eof();
        setg(data_.data(), data_.data(), data_.data() + got);
        return traits_type::to_int_type(*gptr());
    }

private:
    int fd_;
    std::vector<char> data_;
};

InputFile::InputFile(const std::filesystem::path& path)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd_ < 0) {
        problem_ = std::string("cannot open the file: ") + std::strerror(errno);
        return;
    }
    struct stat status {};
    if (::fstat(fd_, &status) != 0) {
        problem_ = std::string("cannot inspect the file: ") + std::strerror(errno);
        return;
    }
    if (!S_ISREG(status.st_mode)) {
        problem_ = "this is " + kindOf(status.st_mode) + ", not a regular file";
        return;
    }
    const int flags = ::fcntl(fd_, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
    size_ = static_cast<std::uintmax_t>(status.st_size);
}

InputFile::~InputFile()
{
    stream_.reset();
    buffer_.reset();
    if (fd_ >= 0)
        ::close(fd_);
}

std::optional<std::string> InputFile::readAll(std::uintmax_t maxBytes)
{
    if (!ok())
        return std::nullopt;
    if (size_ > maxBytes) {
        tooLarge_ = true;
        problem_ = "the file is " + std::to_string(size_) + " bytes, more than the limit of " +
                   std::to_string(maxBytes) + " bytes";
        return std::nullopt;
    }
    std::string bytes(static_cast<std::size_t>(size_) + 1, '\0');
    std::size_t filled = 0;
    while (true) {
        if (filled == bytes.size()) {
            if (bytes.size() > maxBytes)
                break;
            bytes.resize(std::min<std::uintmax_t>(maxBytes + 1, bytes.size() * 2 + 4096));
        }
        const ssize_t got = ::read(fd_, bytes.data() + filled, bytes.size() - filled);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            problem_ = std::string("cannot read the file: ") + std::strerror(errno);
            return std::nullopt;
        }
        if (got == 0)
            break;
        filled += static_cast<std::size_t>(got);
    }
    if (filled > maxBytes) {
        tooLarge_ = true;
        problem_ = "the file holds more than the limit of " + std::to_string(maxBytes) + " bytes";
        return std::nullopt;
    }
    bytes.resize(filled);
    return bytes;
}

std::istream* InputFile::stream()
{
    if (!ok())
        return nullptr;
    if (!stream_) {
        buffer_ = std::make_unique<Buffer>(fd_);
        stream_ = std::make_unique<std::istream>(buffer_.get());
    }
    return stream_.get();
}

PathProbe probePath(const std::filesystem::path& path)
{
    PathProbe probe;
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (error && status.type() != std::filesystem::file_type::not_found) {
        probe.problem = "cannot inspect '" + path.string() + "': " + error.message();
        return probe;
    }
    probe.exists = std::filesystem::exists(status);
    probe.isRegularFile = std::filesystem::is_regular_file(status);
    probe.isDirectory = std::filesystem::is_directory(status);
    return probe;
}

}  // namespace cp
