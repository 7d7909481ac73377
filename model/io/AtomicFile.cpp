#include "io/AtomicFile.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cp {
namespace {

[[noreturn]] void failSave(const std::filesystem::path& path, const std::string& step, int error)
{
    throw std::runtime_error("cannot save '" + path.string() + "': " + step + ": " + std::strerror(error));
}

// Closes the descriptor and removes the temporary file unless released.
class TemporaryFile {
public:
    TemporaryFile(int fd, std::filesystem::path path) : m_fd(fd), m_path(std::move(path)) {}
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_committed)
            ::unlink(m_path.c_str());
    }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;

    int fd() const { return m_fd; }
    const std::filesystem::path& path() const { return m_path; }
    int close()
    {
        const int result = ::close(m_fd);
        m_fd = -1;
        return result;
    }
    void commit() { m_committed = true; }

private:
    int m_fd;
    std::filesystem::path m_path;
    bool m_committed = false;
};

TemporaryFile createTemporaryBeside(const std::filesystem::path& target)
{
    const auto seed = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::filesystem::path candidate = target;
        candidate += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string((seed + attempt) % 1000000007ull);
        // 0666 filtered by the umask, as for any newly created file.
        const int fd = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0)
            return TemporaryFile(fd, candidate);
        if (errno != EEXIST)
            failSave(target, "cannot create a temporary file in its directory", errno);
    }
    failSave(target, "cannot create a temporary file in its directory", EEXIST);
}

}  // namespace

void writeFileAtomically(const std::filesystem::path& requestedPath, std::string_view bytes)
{
    std::error_code error;
    std::filesystem::path path = requestedPath;
    if (std::filesystem::is_symlink(requestedPath, error)) {
        path = std::filesystem::canonical(requestedPath, error);
        if (error)
            failSave(requestedPath, "cannot resolve the symbolic link", error.value());
    }

    TemporaryFile temporary = createTemporaryBeside(path);
    struct stat existing {};
    if (::stat(path.c_str(), &existing) == 0)
        ::fchmod(temporary.fd(), existing.st_mode & 07777);  // keep the user's permissions

    const char* data = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(temporary.fd(), data, left);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            failSave(path, "write failed", errno);
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    if (::fsync(temporary.fd()) != 0)
        failSave(path, "fsync failed", errno);
    if (temporary.close() != 0)
        failSave(path, "close failed", errno);
    if (::rename(temporary.path().c_str(), path.c_str()) != 0)
        failSave(path, "rename failed", errno);
    temporary.commit();

    // Make the rename itself durable.
    std::filesystem::path directory = path.parent_path();
    if (directory.empty())
        directory = ".";
    const int dirFd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
}

}  // namespace cp
