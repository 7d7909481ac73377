#pragma once

// Reads an RFC 4180 CSV stream one record at a time (the format of CsvDocument), so a file of
// 10^6 rows costs one record of memory. Every field is checked to be UTF-8; a record longer
// than the record limit is refused before it is held, so hostile input (a 1 GB line,
// /dev/zero) costs bounded memory. Errors are CatalogError naming the file, the row (and its
// line) and the field, by the header's name.

#include "catalog/CsvDocument.h"

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace cp {

class CsvReader {
public:
    static constexpr std::size_t defaultMaxRecordBytes = 1 << 20;   // 1 MiB: far above any real row
    static constexpr std::size_t defaultMaxFields = 1024;

    // Reads the header row at once (throws CatalogError when the stream holds none).
    CsvReader(std::istream& stream, std::string fileName, std::size_t maxRecordBytes = defaultMaxRecordBytes);

    const std::string& fileName() const { return fileName_; }
    const std::vector<std::string>& header() const { return header_; }
    // The next data record (row 1 is the first after the header), or nullopt at the end.
    std::optional<CsvRecord> next();
    // Data records returned so far.
    std::size_t rows() const { return rows_; }
    std::uintmax_t bytesRead() const { return bytesRead_; }

    // "FILE: row N (line L)" of the record `next` returned last.
    std::string rowContext() const;

private:
    int get();
    int peek();
    std::optional<CsvRecord> readRecord();
    void checkUtf8(const CsvRecord& record, bool isHeader) const;
    [[noreturn]] void fail(int line, const std::string& problem) const;

    std::streambuf* buffer_;
    std::string fileName_;
    std::size_t maxRecordBytes_;
    std::vector<std::string> header_;
    std::size_t rows_ = 0;
    int lastRecordLine_ = 0;
    std::uintmax_t bytesRead_ = 0;
    int line_ = 1;
    bool started_ = false;
};

}  // namespace cp
