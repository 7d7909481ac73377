#include "io/FileSet.h"

#include "io/AtomicFile.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <set>
#include <stdexcept>

#include <fcntl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <unistd.h>

namespace cp {
namespace {

[[noreturn]] void failWrite(const std::filesystem::path& path, const std::string& step, int error)
{
    throw std::runtime_error("cannot write '" + path.string() + "': " + step + ": " + std::strerror(error));
}

void syncFolder(const std::filesystem::path& folder)
{
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Removes the staging folder unless it was moved into place.
class StagingFolder {
public:
    explicit StagingFolder(std::filesystem::path path) : path_(std::move(path)) {}
    ~StagingFolder()
    {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    StagingFolder(const StagingFolder&) = delete;
    StagingFolder& operator=(const StagingFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

std::filesystem::path stagingPath(const std::filesystem::path& target)
{
    static std::atomic<unsigned> counter{0};
    return target.parent_path() /
           ("." + target.filename().string() + ".staging-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
}

// True when the folder holds nothing but files of `names` (so the new set may replace it whole).
bool holdsOnly(const std::filesystem::path& folder, const std::set<std::string>& names)
{
    std::error_code error;
    std::filesystem::directory_iterator entry(folder, error);
    for (; !error && entry != std::filesystem::directory_iterator(); entry.increment(error)) {
        std::error_code typeError;
        if (!names.count(entry->path().filename().string()) || !entry->is_regular_file(typeError))
            return false;
    }
    return !error;
}

bool isCurrentFolder(const std::filesystem::path& folder)
{
    std::error_code error;
    return std::filesystem::equivalent(folder, std::filesystem::current_path(error), error) && !error;
}

}  // namespace

void writeFileSetAtomically(const std::filesystem::path& requested, const std::vector<FileToWrite>& files,
                            const std::vector<std::string>& setNames)
{
    std::error_code error;
    // A symbolic link to a folder: the folder it names is what is replaced, never the link.
    std::filesystem::path directory = std::filesystem::weakly_canonical(std::filesystem::absolute(requested, error), error);
    if (error)
        failWrite(requested, "cannot resolve the path", error.value());
    std::set<std::string> names;
    for (const FileToWrite& file : files) {
        if (file.name.empty() || file.name.find('/') != std::string::npos || file.name == "." || file.name == "..")
            throw std::runtime_error("cannot write '" + file.name + "': not a plain file name");
        names.insert(file.name);
    }
    std::filesystem::create_directories(directory.parent_path(), error);
    if (error)
        failWrite(directory.parent_path(), "cannot create the folder", error.value());

    const StagingFolder staging(stagingPath(directory));
    if (::mkdir(staging.path().c_str(), 0777) != 0)
        failWrite(staging.path(), "cannot create a staging folder beside the target", errno);
    for (const FileToWrite& file : files)
        writeFileAtomically(staging.path() / file.name, file.contents);
    syncFolder(staging.path());

    const std::filesystem::file_status status = std::filesystem::status(directory, error);
    if (error && status.type() != std::filesystem::file_type::not_found)
        failWrite(directory, "cannot inspect the folder", error.value());
    if (!std::filesystem::exists(status)) {
        if (::rename(staging.path().c_str(), directory.c_str()) != 0)
            failWrite(directory, "cannot move the files in place", errno);
        syncFolder(directory.parent_path());
        return;
    }
    if (!std::filesystem::is_directory(status))
        throw std::runtime_error("cannot write into '" + directory.string() + "': it is not a folder");
    ::chmod(staging.path().c_str(), static_cast<mode_t>(status.permissions()) & 07777);   // the folder keeps its permissions
    std::set<std::string> replaceable(setNames.begin(), setNames.end());
    replaceable.insert(names.begin(), names.end());
    if (holdsOnly(directory, replaceable) && !isCurrentFolder(directory) &&
        ::renameat2(AT_FDCWD, staging.path().c_str(), AT_FDCWD, directory.c_str(), RENAME_EXCHANGE) == 0) {
        // The new set is in place; the old one now sits in the staging folder, removed with it.
        syncFolder(directory.parent_path());
        return;
    }
    // The folder holds other things (or the file system cannot exchange folders): every file
    // was written already; each takes its place in one rename.
    for (const FileToWrite& file : files)
        if (::rename((staging.path() / file.name).c_str(), (directory / file.name).c_str()) != 0)
            failWrite(directory / file.name, "cannot move the file in place", errno);
    syncFolder(directory);
}

}  // namespace cp
