#pragma once

// RFC 4180 CSV rows (fields quoted by csvEscape, catalog/CsvDocument.h); CRLF
// is not required by spreadsheet readers, so lines end with '\n'.

#include <string>
#include <string_view>
#include <vector>

namespace cp {

class CsvWriter {
public:
    void addRow(const std::vector<std::string>& fields);
    const std::string& text() const { return m_text; }

    // Shortest decimal text that reads back as the same double ("1016", "0.4312").
    static std::string number(double value);

private:
    std::string m_text;
};

}  // namespace cp
