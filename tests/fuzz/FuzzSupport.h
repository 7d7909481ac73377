#pragma once

// What the libFuzzer targets share (built by run-fuzz.sh with clang, never by the normal
// build): the shipped catalog, a scratch folder on tmpfs where there is one (targets that read
// files write each input there), and a failed property that stops the fuzzer with a message.

#include "catalog/Catalog.h"
#include "catalog/CatalogDatabase.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace cp::fuzz {

[[noreturn]] inline void fail(const std::string& property)
{
    std::fprintf(stderr, "fuzz property broken: %s\n", property.c_str());
    std::abort();
}

inline const char* bundledCatalogPath()
{
    return CP_BUILD_DIR "/data/catalog.sqlite";
}

inline const Catalog& bundledCatalog()
{
    static const Catalog catalog = [] {
        try {
            CatalogDatabase database(bundledCatalogPath(), CatalogDatabase::Access::ReadOnly);
            return database.load(CatalogOrigin::Bundled);
        } catch (const std::exception& error) {
            std::fprintf(stderr, "cannot load %s: %s\n", bundledCatalogPath(), error.what());
            std::abort();
        }
    }();
    return catalog;
}

// A folder of this process only, emptied by the caller after each input.
inline const std::filesystem::path& scratchFolder()
{
    static const std::filesystem::path folder = [] {
        const std::filesystem::path base = std::filesystem::exists("/dev/shm") ? "/dev/shm" : std::filesystem::temp_directory_path();
        std::filesystem::path path = base / ("cp-fuzz-" + std::to_string(::getpid()));
        std::filesystem::create_directories(path);
        return path;
    }();
    return folder;
}

inline void writeBytes(const std::filesystem::path& file, std::string_view bytes)
{
    std::ofstream stream(file, std::ios::binary | std::ios::trunc);
    stream.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!stream)
        fail("cannot write the scratch file " + file.string());
}

inline void emptyScratchFolder()
{
    std::error_code ignored;
    for (const auto& entry : std::filesystem::directory_iterator(scratchFolder(), ignored))
        std::filesystem::remove_all(entry.path(), ignored);
}

}  // namespace cp::fuzz
