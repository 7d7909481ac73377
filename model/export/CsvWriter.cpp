#include "export/CsvWriter.h"

#include "catalog/CsvDocument.h"

#include <charconv>
#include <cmath>

namespace cp {

void CsvWriter::addRow(const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            m_text += ',';
        m_text += csvEscape(fields[i]);
    }
    m_text += '\n';
}

std::string CsvWriter::number(double value)
{
    if (!std::isfinite(value))
        return {};
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

}  // namespace cp
