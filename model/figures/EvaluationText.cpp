#include "figures/EvaluationText.h"

#include "export/CsvWriter.h"

namespace cp {
namespace {

constexpr std::size_t kLabelWidth = 46;

std::string padded(std::string label, std::size_t width)
{
    std::size_t length = 0;   // in code points, so "µs" and accented labels line up
    for (unsigned char c : label)
        length += (c & 0xC0) != 0x80;
    if (length + 1 < width)
        label.append(width - length, ' ');
    else
        label += "  ";
    return label;
}

std::string figureLine(const Figure& figure, const FigureWords& words, int indent)
{
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    std::string line = pad + padded(qualifiedLabel(figure, words), kLabelWidth - pad.size()) + words.value(figure);
    if (const std::string range = words.range(figure); !range.empty())
        line += "  (" + range + ")";
    return line + "\n";
}

std::string groupTitle(const FigureGroup& group, const FigureWords& words)
{
    const std::string kind = words.label(*group.kind);
    if (group.title.empty())
        return kind;
    return kind + ": " + group.title;
}

void appendGroup(std::string& out, const FigureGroup& group, const FigureWords& words, int indent)
{
    out += std::string(static_cast<std::size_t>(indent) * 2, ' ') + groupTitle(group, words) + "\n";
    for (const Figure& figure : group.figures)
        out += figureLine(figure, words, indent + 1);
    for (const FigureGroup& child : group.groups)
        appendGroup(out, child, words, indent + 1);
}

void appendCsvRows(CsvWriter& writer, const std::string& section, const std::string& item,
                   const std::vector<Figure>& figures, const FigureWords& words)
{
    for (const Figure& figure : figures) {
        std::string value;
        if (const double* number = figure.number())
            value = CsvWriter::number(*number);
        else if (const std::string* text = std::get_if<std::string>(&figure.value))
            value = *text;
        else if (const bool* flag = std::get_if<bool>(&figure.value))
            value = *flag ? "true" : "false";
        writer.addRow({dottedKey(figure.pointer), section, item, qualifiedLabel(figure, words), value,
                       std::string(unitSymbol(figure.field->unit)), figure.low ? CsvWriter::number(*figure.low) : "",
                       figure.high ? CsvWriter::number(*figure.high) : "", ""});
    }
}

void appendCsvGroup(CsvWriter& writer, const std::string& section, const std::string& parentItem,
                    const FigureGroup& group, const FigureWords& words)
{
    std::string item = group.title.empty() ? words.label(*group.kind) : group.title;
    if (!parentItem.empty())
        item = parentItem + " / " + item;
    appendCsvRows(writer, section, item, group.figures, words);
    for (const FigureGroup& child : group.groups)
        appendCsvGroup(writer, section, item, child, words);
}

}  // namespace

std::string dottedKey(std::string_view pointer)
{
    std::string key;
    for (char c : pointer.substr(pointer.empty() || pointer[0] != '/' ? 0 : 1))
        key += c == '/' ? '.' : c;
    return key;
}

std::string evaluationAsText(const Evaluation& evaluation, const FigureWords& words)
{
    const std::vector<SectionFigures> sections = evaluationFigures(evaluation);
    std::string out = words.phrase("Design") + ": " + evaluation.designName + "\n\n";
    out += words.phrase("Headline figures") + "\n";
    const std::vector<Figure> headline = headlineFigures(sections);
    for (const Figure& figure : headline)
        out += figureLine(figure, words, 1);
    for (const SectionFigures& section : sections) {
        out += "\n" + words.sectionTitle(section.section) + "\n";
        if (!section.error.empty()) {
            out += "  " + words.phrase("could not be estimated") + ": " + section.error + "\n";
            continue;
        }
        // The section's notes (conventions, bases) after its lists.
        for (const Figure& figure : section.figures)
            if (figure.field->importance != Importance::Detail || figure.number())
                out += figureLine(figure, words, 1);
        for (const FigureGroup& group : section.groups)
            appendGroup(out, group, words, 1);
        for (const Figure& figure : section.figures)
            if (figure.field->importance == Importance::Detail && !figure.number())
                out += figureLine(figure, words, 1);
    }
    if (!evaluation.warnings.empty()) {
        out += "\n" + words.phrase("Warnings") + "\n";
        for (const EvaluationWarning& warning : evaluation.warnings) {
            std::string where = warning.section;
            if (!warning.workload.empty())
                where += ", " + warning.workload;
            if (!warning.pointer.empty())
                where += ", " + warning.pointer;
            out += "  [" + where + "] " + warning.message + "\n";
        }
    }
    return out;
}

std::string evaluationAsCsv(const Evaluation& evaluation, const FigureWords& words)
{
    CsvWriter writer;
    writer.addRow({"key", "section", "item", "figure", "value", "unit", "low", "high", "source"});
    writer.addRow({"design.name", "design", "", words.phrase("Design"), evaluation.designName, "", "", "", ""});
    for (const SectionFigures& section : evaluationFigures(evaluation)) {
        const std::string sectionName(sectionKey(section.section));
        if (!section.error.empty()) {
            writer.addRow({sectionName + ".error", sectionName, "", words.phrase("could not be estimated"), section.error,
                           "", "", "", ""});
            continue;
        }
        appendCsvRows(writer, sectionName, "", section.figures, words);
        for (const FigureGroup& group : section.groups)
            appendCsvGroup(writer, sectionName, "", group, words);
    }
    // The catalog and design figures the estimates read, with their sources.
    const auto addAssumptions = [&](const char* section, const std::vector<SourcedFigure>& figures) {
        for (const SourcedFigure& f : figures)
            writer.addRow({std::string(section) + ".assumptions." + f.key, section, "", words.phrase("Assumption"),
                           CsvWriter::number(f.value), f.unit, f.hasRange() ? CsvWriter::number(f.low) : "",
                           f.hasRange() ? CsvWriter::number(f.high) : "", f.source});
    };
    if (const CostResults* cost = evaluation.cost.get())
        addAssumptions("cost", cost->economics.assumptions);
    if (const ReliabilityResults* reliability = evaluation.reliability.get())
        addAssumptions("reliability", reliability->assumptions);
    return writer.text();
}

}  // namespace cp
