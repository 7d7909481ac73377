#pragma once

// Opening a file the user names as input (design, CSV, validation case, user catalog) without
// ever blocking or throwing: a FIFO, a device or a folder is refused before anything is read
// (opening a FIFO for reading waits for a writer forever), a symbolic-link loop or an
// unreadable folder is a message, and the size is known before reading. The checks are made
// on the opened descriptor, so the file cannot be swapped between check and read.

#include <cstdint>
#include <filesystem>
#include <istream>
#include <memory>
#include <optional>
#include <streambuf>
#include <string>

namespace cp {

class InputFile {
public:
    // Opens `path`; problem() is empty when it is a regular file open for reading.
    explicit InputFile(const std::filesystem::path& path);
    ~InputFile();
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;

    bool ok() const { return problem_.empty(); }
    // "cannot open the file: No such file or directory", "not a regular file (a FIFO)", ...
    const std::string& problem() const { return problem_; }
    std::uintmax_t size() const { return size_; }

    // The whole content; nullopt (problem() says why) when it cannot be read or holds more
    // than `maxBytes` (the file may grow after it was opened: at most maxBytes + 1 are read).
    std::optional<std::string> readAll(std::uintmax_t maxBytes);
    // Whether readAll failed because the file holds more than its limit.
    bool tooLarge() const { return tooLarge_; }

    // The content as a stream for readers that go record by record; nullptr when !ok().
    std::istream* stream();

private:
    class Buffer;
    int fd_ = -1;
    std::uintmax_t size_ = 0;
    std::string problem_;
    bool tooLarge_ = false;
    std::unique_ptr<Buffer> buffer_;
    std::unique_ptr<std::istream> stream_;
};

// Never throws: the reason `path` cannot be inspected is returned in `problem`.
struct PathProbe {
    bool exists = false;
    bool isRegularFile = false;
    bool isDirectory = false;
    std::string problem;       // set when the path cannot be inspected (loop, permission)
};
PathProbe probePath(const std::filesystem::path& path);

}  // namespace cp
