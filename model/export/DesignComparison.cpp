#include "export/DesignComparison.h"

#include "export/CsvWriter.h"
#include "figures/EvaluationFigures.h"
#include "figures/FigureFormat.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cp {
namespace {

std::string percent(double fraction)
{
    if (!std::isfinite(fraction))
        return "n/a";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f%%", fraction * 100.0);
    return buffer;
}

// Width in code points, so "µs" lines up.
std::size_t displayWidth(const std::string& text)
{
    std::size_t length = 0;
    for (unsigned char c : text)
        length += (c & 0xC0) != 0x80;
    return length;
}

std::string padRight(const std::string& text, std::size_t width)
{
    const std::size_t length = displayWidth(text);
    return length >= width ? text : text + std::string(width - length, ' ');
}

void addRow(DesignComparison& comparison, std::size_t design, std::size_t designs, const Figure& figure,
            const std::string& item)
{
    const double* value = figure.number();
    if (!value || figure.field->importance == Importance::Detail)
        return;
    const std::string key = std::string(figure.field->key) + (item.empty() ? "" : "[" + item + "]");
    auto row = std::find_if(comparison.rows.begin(), comparison.rows.end(), [&](const ComparisonRow& r) { return r.key == key; });
    if (row == comparison.rows.end()) {
        ComparisonRow added;
        added.field = figure.field;
        added.item = item;
        added.key = key;
        added.values.resize(designs);
        comparison.rows.push_back(std::move(added));
        row = comparison.rows.end() - 1;
    }
    row->values[design] = *value;
}

}  // namespace

DesignComparison compareDesigns(const std::vector<std::string>& names, const std::vector<const Evaluation*>& evaluations)
{
    DesignComparison comparison;
    comparison.designs = names;
    const std::size_t count = evaluations.size();
    for (std::size_t d = 0; d < count; ++d) {
        for (const SectionFigures& section : evaluationFigures(*evaluations[d])) {
            for (const Figure& figure : section.figures)
                addRow(comparison, d, count, figure, {});
            for (const FigureGroup& group : section.groups)
                if (group.kind->key == "training.job" || group.kind->key == "inference.service"
                    || group.kind->key == "reliability.job")
                    for (const Figure& figure : group.figures)
                        addRow(comparison, d, count, figure, group.title);
        }
    }
    std::stable_sort(comparison.rows.begin(), comparison.rows.end(), [](const ComparisonRow& a, const ComparisonRow& b) {
        return displayOrder(*a.field) < displayOrder(*b.field);
    });
    for (ComparisonRow& row : comparison.rows) {
        row.differences.resize(count);
        row.relativeDifferences.resize(count);
        for (std::size_t d = 1; d < count; ++d) {
            if (!row.values[0] || !row.values[d])
                continue;
            row.differences[d] = *row.values[d] - *row.values[0];
            if (*row.values[0] != 0)
                row.relativeDifferences[d] = *row.differences[d] / std::abs(*row.values[0]);
        }
    }
    return comparison;
}

std::string DesignComparison::toText() const
{
    std::vector<std::vector<std::string>> table;
    std::vector<std::string> header{"Figure"};
    for (std::size_t d = 0; d < designs.size(); ++d) {
        header.push_back(designs[d]);
        if (d > 0)
            header.push_back("vs " + designs[0]);
    }
    table.push_back(header);
    for (const ComparisonRow& row : rows) {
        std::string label = std::string(sectionTitle(row.field->section())) + ": " + std::string(row.field->label);
        if (!row.item.empty())
            label += ", " + row.item;
        std::vector<std::string> cells{label};
        for (std::size_t d = 0; d < designs.size(); ++d) {
            cells.push_back(row.values[d] ? formatFigure(*row.values[d], row.field->unit, row.field->precision) : "-");
            if (d > 0) {
                std::string diff = "-";
                if (row.differences[d])
                    diff = *row.differences[d] == 0 ? "0"
                         : (*row.differences[d] > 0 ? "+" : "") + formatFigure(*row.differences[d], row.field->unit, row.field->precision);
                if (row.relativeDifferences[d] && *row.differences[d] != 0)
                    diff += " (" + percent(*row.relativeDifferences[d]) + ")";
                cells.push_back(diff);
            }
        }
        table.push_back(cells);
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto& cells : table)
        for (std::size_t c = 0; c < cells.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(cells[c]));
    std::string out;
    for (std::size_t r = 0; r < table.size(); ++r) {
        for (std::size_t c = 0; c < table[r].size(); ++c)
            out += (c ? "  " : "") + (c + 1 == table[r].size() ? table[r][c] : padRight(table[r][c], widths[c]));
        out += '\n';
        if (r == 0) {
            std::size_t total = 0;
            for (std::size_t w : widths)
                total += w + 2;
            out += std::string(total - 2, '-') + '\n';
        }
    }
    return out;
}

std::string DesignComparison::toCsv() const
{
    CsvWriter writer;
    std::vector<std::string> header{"key", "unit"};
    for (std::size_t d = 0; d < designs.size(); ++d) {
        header.push_back(designs[d]);
        if (d > 0) {
            header.push_back(designs[d] + " - " + designs[0]);
            header.push_back(designs[d] + " vs " + designs[0] + " (relative)");
        }
    }
    writer.addRow(header);
    for (const ComparisonRow& row : rows) {
        std::vector<std::string> cells{row.key, std::string(unitSymbol(row.field->unit))};
        for (std::size_t d = 0; d < designs.size(); ++d) {
            cells.push_back(row.values[d] ? CsvWriter::number(*row.values[d]) : std::string());
            if (d > 0) {
                cells.push_back(row.differences[d] ? CsvWriter::number(*row.differences[d]) : std::string());
                cells.push_back(row.relativeDifferences[d] ? CsvWriter::number(*row.relativeDifferences[d]) : std::string());
            }
        }
        writer.addRow(cells);
    }
    return writer.text();
}

nlohmann::json DesignComparison::toJson() const
{
    nlohmann::json out;
    out["designs"] = designs;
    out["figures"] = nlohmann::json::array();
    for (const ComparisonRow& row : rows) {
        nlohmann::json figure;
        figure["key"] = row.key;
        figure["label"] = std::string(row.field->label);
        figure["item"] = row.item;
        figure["unit"] = std::string(unitSymbol(row.field->unit));
        auto optionalArray = [](const std::vector<std::optional<double>>& values) {
            nlohmann::json array = nlohmann::json::array();
            for (const auto& v : values)
                array.push_back(v ? nlohmann::json(*v) : nlohmann::json(nullptr));
            return array;
        };
        figure["values"] = optionalArray(row.values);
        figure["differences"] = optionalArray(row.differences);
        figure["relative_differences"] = optionalArray(row.relativeDifferences);
        out["figures"].push_back(std::move(figure));
    }
    return out;
}

}  // namespace cp
