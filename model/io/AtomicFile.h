#pragma once

// Writing a file so that readers (and a crash at any moment) see either the old content or the
// new one, never a mix: write a temporary file in the same directory, fsync it, rename it over
// the target, fsync the directory. The model links no Qt, hence POSIX instead of QSaveFile.

#include <filesystem>
#include <string_view>

namespace cp {

// Throws std::runtime_error naming the file and the system error; the old file is untouched
// then. A symbolic link is followed: its target is replaced, the link stays.
void writeFileAtomically(const std::filesystem::path& path, std::string_view bytes);

}  // namespace cp
