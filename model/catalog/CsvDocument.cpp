#include "catalog/CsvDocument.h"

#include "catalog/CatalogError.h"
#include "catalog/CsvReader.h"
#include "io/AtomicFile.h"
#include "io/InputFile.h"

#include <algorithm>
#include <streambuf>

namespace cp {
namespace {

// A read-only stream over text already in memory, without copying it.
class ViewBuffer : public std::streambuf {
public:
    explicit ViewBuffer(std::string_view text)
    {
        char* begin = const_cast<char*>(text.data());   // never written: no put area, no putback
        setg(begin, begin, begin + text.size());
    }
};

}  // namespace

CsvDocument CsvDocument::parse(std::string_view text, std::string fileName)
{
    ViewBuffer buffer(text);
    std::istream stream(&buffer);
    // A document in memory is already bounded; its records may be as long as the text.
    CsvReader reader(stream, std::move(fileName), std::max<std::size_t>(text.size(), CsvReader::defaultMaxRecordBytes));
    CsvDocument document;
    document.fileName = reader.fileName();
    document.header = reader.header();
    while (std::optional<CsvRecord> record = reader.next())
        document.records.push_back(std::move(*record));
    return document;
}

CsvDocument CsvDocument::read(const std::filesystem::path& file)
{
    InputFile input(file);
    std::optional<std::string> text = input.readAll(maxDocumentBytes);
    if (!text)
        throw CatalogError("cannot read '" + file.string() + "': " + input.problem());
    return parse(*text, file.string());
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
    try {
        writeFileAtomically(file, toText());
    } catch (const std::runtime_error& error) {
        throw CatalogError(error.what());
    }
}

}  // namespace cp
