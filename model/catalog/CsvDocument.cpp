#include "catalog/CsvDocument.h"

#include "catalog/CatalogError.h"

#include <fstream>
#include <sstream>

namespace cp {
namespace {

bool isBlank(const std::vector<std::string>& fields)
{
    return fields.size() == 1 && fields.front().empty();
}

}  // namespace

CsvDocument CsvDocument::parse(std::string_view text, std::string fileName)
{
    CsvDocument document;
    document.fileName = std::move(fileName);
    if (text.substr(0, 3) == "\xEF\xBB\xBF")   // UTF-8 byte-order mark written by spreadsheets
        text.remove_prefix(3);

    std::vector<std::vector<std::string>> rows;
    std::vector<int> rowLines;
    std::vector<std::string> fields;
    std::string field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int line = 1;
    int recordLine = 1;
    int quoteLine = 1;

    auto endField = [&] {
        fields.push_back(std::move(field));
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        if (!isBlank(fields)) {
            rows.push_back(std::move(fields));
            rowLines.push_back(recordLine);
        }
        fields.clear();
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (!field.empty() || fieldWasQuoted)
                throw CatalogError(document.fileName + ": line " + std::to_string(line) +
                                   ": a quote inside an unquoted field (quote the whole field and double inner quotes)");
            inQuotes = true;
            fieldWasQuoted = true;
            quoteLine = line;
            break;
        case ',':
            endField();
            break;
        case '\r':
            break;
        case '\n':
            endRecord();
            ++line;
            recordLine = line;
            break;
        default:
            if (fieldWasQuoted)
                throw CatalogError(document.fileName + ": line " + std::to_string(line) +
                                   ": text after the closing quote of a field");
            field += c;
        }
    }
    if (inQuotes)
        throw CatalogError(document.fileName + ": line " + std::to_string(quoteLine) +
                           ": a quoted field is never closed");
    if (!field.empty() || !fields.empty() || fieldWasQuoted)
        endRecord();

    if (rows.empty())
        throw CatalogError(document.fileName + ": the file is empty (expected a header row)");
    document.header = std::move(rows.front());
    for (std::size_t r = 1; r < rows.size(); ++r)
        document.records.push_back(CsvRecord{rowLines[r], std::move(rows[r])});
    return document;
}

CsvDocument CsvDocument::read(const std::filesystem::path& file)
{
    std::ifstream stream(file, std::ios::binary);
    if (!stream)
        throw CatalogError("cannot read '" + file.string() + "'");
    std::ostringstream text;
    text << stream.rdbuf();
    return parse(text.str(), file.string());
}

std::string csvEscape(std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos && (field.empty() || field.front() != ' '))
        return std::string(field);
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string CsvDocument::toText() const
{
    std::string text;
    auto appendRow = [&text](const std::vector<std::string>& fields) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i)
                text += ',';
            text += csvEscape(fields[i]);
        }
        text += '\n';
    };
    appendRow(header);
    for (const CsvRecord& record : records)
        appendRow(record.fields);
    return text;
}

void CsvDocument::writeAtomically(const std::filesystem::path& file) const
{
    const std::filesystem::path temporary = file.string() + ".tmp";
    {
        std::ofstream stream(temporary, std::ios::binary | std::ios::trunc);
        if (!stream)
            throw CatalogError("cannot write '" + temporary.string() + "'");
        const std::string text = toText();
        stream.write(text.data(), static_cast<std::streamsize>(text.size()));
        stream.close();
        if (!stream)
            throw CatalogError("cannot write '" + temporary.string() + "' (disk full?)");
    }
    std::error_code error;
    std::filesystem::rename(temporary, file, error);
    if (error) {
        std::filesystem::remove(temporary);
        throw CatalogError("cannot replace '" + file.string() + "': " + error.message());
    }
}

}  // namespace cp
