#pragma once

// RFC 4180 CSV as used by the catalog seed files and import/export: UTF-8, a header row,
// comma-separated, fields with commas, quotes or line breaks in double quotes ("" escapes a
// quote). Records remember the line they start on so errors can name it.

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct CsvRecord {
    int line = 0;                          // 1-based line where the record starts in the file
    std::vector<std::string> fields;
};

struct CsvDocument {
    std::string fileName;                  // for messages
    std::vector<std::string> header;
    std::vector<CsvRecord> records;        // data rows; record i is "row i+1"

    // A whole document read at once (the seed files, tests); imports stream with CsvReader.
    static constexpr std::uintmax_t maxDocumentBytes = 256u << 20;

    // Throws CatalogError naming the file and line on malformed input (unterminated quote,
    // text that is not UTF-8, ...).
    static CsvDocument parse(std::string_view text, std::string fileName);
    // Also refuses what is not a regular file (FIFO, device) and files above maxDocumentBytes.
    static CsvDocument read(const std::filesystem::path& file);

    std::string toText() const;
    // Writes to a temporary file of a unique name beside `file`, then renames it over `file`.
    void writeAtomically(const std::filesystem::path& file) const;
};

std::string csvEscape(std::string_view field);

}  // namespace cp
