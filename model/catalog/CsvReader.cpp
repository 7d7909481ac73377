#include "catalog/CsvReader.h"

#include "catalog/CatalogError.h"
#include "io/Utf8.h"

namespace cp {
namespace {

bool isBlank(const std::vector<std::string>& fields)
{
    return fields.size() == 1 && fields.front().empty();
}

}  // namespace

CsvReader::CsvReader(std::istream& stream, std::string fileName, std::size_t maxRecordBytes)
    : buffer_(stream.rdbuf()), fileName_(std::move(fileName)), maxRecordBytes_(maxRecordBytes)
{
    if (!buffer_)
        throw CatalogError(fileName_ + ": cannot read the file");
    std::optional<CsvRecord> header = readRecord();
    if (!header)
        throw CatalogError(fileName_ + ": the file is empty (expected a header row)");
    checkUtf8(*header, true);
    header_ = std::move(header->fields);
}

int CsvReader::get()
{
    const int c = buffer_->sbumpc();
    if (c == std::char_traits<char>::eof())
        return c;
    ++bytesRead_;
    if (!started_) {
        started_ = true;
        // A UTF-8 byte-order mark, as spreadsheets write it, is not part of the first field.
        if (c == 0xEF && buffer_->sgetc() == 0xBB) {
            buffer_->sbumpc();
            if (buffer_->sgetc() == 0xBF) {
                buffer_->sbumpc();
                bytesRead_ += 2;
                return get();
            }
            buffer_->sungetc();
        }
    }
    return c;
}

int CsvReader::peek()
{
    return buffer_->sgetc();
}

void CsvReader::fail(int line, const std::string& problem) const
{
    throw CatalogError(fileName_ + ": line " + std::to_string(line) + ": " + problem);
}

std::optional<CsvRecord> CsvReader::readRecord()
{
    constexpr int eof = std::char_traits<char>::eof();
    while (true) {
        CsvRecord record{line_, {}};
        std::string field;
        std::size_t recordBytes = 0;
        bool inQuotes = false;
        bool fieldWasQuoted = false;
        int quoteLine = line_;
        bool any = false;
        auto endField = [&] {
            if (record.fields.size() >= defaultMaxFields)
                fail(record.line, "more than " + std::to_string(defaultMaxFields) + " fields in one record");
            record.fields.push_back(std::move(field));
            field.clear();
            fieldWasQuoted = false;
        };
        int c = get();
        if (c == eof)
            return std::nullopt;
        for (; c != eof; c = get()) {
            any = true;
            if (++recordBytes > maxRecordBytes_)
                fail(record.line, "a record longer than " + std::to_string(maxRecordBytes_) +
                                      " bytes (is this a CSV file? an unclosed quote?)");
            const char ch = static_cast<char>(c);
            if (inQuotes) {
                if (ch == '"') {
                    if (peek() == '"') {
                        get();
                        field += '"';
                    } else {
                        inQuotes = false;
                    }
                } else {
                    if (ch == '\n')
                        ++line_;
                    field += ch;
                }
                continue;
            }
            if (ch == '"') {
                if (!field.empty() || fieldWasQuoted)
                    fail(line_, "a quote inside an unquoted field (quote the whole field and double inner quotes)");
                inQuotes = true;
                fieldWasQuoted = true;
                quoteLine = line_;
            } else if (ch == ',') {
                endField();
            } else if (ch == '\r') {
                continue;
            } else if (ch == '\n') {
                ++line_;
                break;
            } else {
                if (fieldWasQuoted)
                    fail(line_, "text after the closing quote of a field");
                field += ch;
            }
        }
        if (inQuotes)
            fail(quoteLine, "a quoted field is never closed");
        if (!any)
            return std::nullopt;
        endField();
        if (isBlank(record.fields))
            continue;
        return record;
    }
}

void CsvReader::checkUtf8(const CsvRecord& record, bool isHeader) const
{
    for (std::size_t i = 0; i < record.fields.size(); ++i) {
        const std::string& text = record.fields[i];
        if (isValidUtf8(text))
            continue;
        const std::string where = isHeader ? fileName_ + ": header (line " + std::to_string(record.line) + "), column " +
                                                 std::to_string(i + 1)
                                           : rowContext() + ", field '" +
                                                 (i < header_.size() ? header_[i] : "#" + std::to_string(i + 1)) + "'";
        throw CatalogError(where + ": not valid UTF-8 (" + describeInvalidUtf8(text) +
                           " of the field); save the file with UTF-8 encoding");
    }
}

std::optional<CsvRecord> CsvReader::next()
{
    std::optional<CsvRecord> record = readRecord();
    if (!record)
        return std::nullopt;
    ++rows_;
    lastRecordLine_ = record->line;
    checkUtf8(*record, false);
    return record;
}

std::string CsvReader::rowContext() const
{
    return fileName_ + ": row " + std::to_string(rows_) + " (line " + std::to_string(lastRecordLine_) + ")";
}

}  // namespace cp
