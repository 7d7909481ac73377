#include "results/FieldLabels.h"

#include <QCoreApplication>

#include <string>

namespace cp::ui {
namespace {

constexpr const char* kContext = "Fields";

// Scale and unit words of model/figures/FigureFormat (displayWords), in its order.
const char* const kDisplayWords[] = {
    "",
    QT_TRANSLATE_NOOP("Fields", "k"),
    QT_TRANSLATE_NOOP("Fields", "M"),
    QT_TRANSLATE_NOOP("Fields", "B"),
    QT_TRANSLATE_NOOP("Fields", "%"),
    QT_TRANSLATE_NOOP("Fields", ":1"),
    QT_TRANSLATE_NOOP("Fields", "/year"),
    QT_TRANSLATE_NOOP("Fields", "/h"),
    QT_TRANSLATE_NOOP("Fields", "/GPU-hour"),
    QT_TRANSLATE_NOOP("Fields", "/M tokens"),
    QT_TRANSLATE_NOOP("Fields", "W"),
    QT_TRANSLATE_NOOP("Fields", "kW"),
    QT_TRANSLATE_NOOP("Fields", "MW"),
    QT_TRANSLATE_NOOP("Fields", "MWh"),
    QT_TRANSLATE_NOOP("Fields", "GWh"),
    QT_TRANSLATE_NOOP("Fields", "TWh"),
    QT_TRANSLATE_NOOP("Fields", "µs"),
    QT_TRANSLATE_NOOP("Fields", "ms"),
    QT_TRANSLATE_NOOP("Fields", "s"),
    QT_TRANSLATE_NOOP("Fields", "min"),
    QT_TRANSLATE_NOOP("Fields", "h"),
    QT_TRANSLATE_NOOP("Fields", "days"),
    QT_TRANSLATE_NOOP("Fields", "years"),
    QT_TRANSLATE_NOOP("Fields", "months"),
    QT_TRANSLATE_NOOP("Fields", "bytes"),
    QT_TRANSLATE_NOOP("Fields", "kB"),
    QT_TRANSLATE_NOOP("Fields", "MB"),
    QT_TRANSLATE_NOOP("Fields", "GB"),
    QT_TRANSLATE_NOOP("Fields", "TB"),
    QT_TRANSLATE_NOOP("Fields", "PB"),
    QT_TRANSLATE_NOOP("Fields", "GiB"),
    QT_TRANSLATE_NOOP("Fields", "TiB"),
    QT_TRANSLATE_NOOP("Fields", "kB/s"),
    QT_TRANSLATE_NOOP("Fields", "MB/s"),
    QT_TRANSLATE_NOOP("Fields", "GB/s"),
    QT_TRANSLATE_NOOP("Fields", "TB/s"),
    QT_TRANSLATE_NOOP("Fields", "Gb/s"),
    QT_TRANSLATE_NOOP("Fields", "Tb/s"),
    QT_TRANSLATE_NOOP("Fields", "PFLOP/s"),
    QT_TRANSLATE_NOOP("Fields", "EFLOP/s"),
    QT_TRANSLATE_NOOP("Fields", "TFLOP/s"),
    QT_TRANSLATE_NOOP("Fields", "tokens"),
    QT_TRANSLATE_NOOP("Fields", "tokens/s"),
    QT_TRANSLATE_NOOP("Fields", "requests/s"),
    QT_TRANSLATE_NOOP("Fields", "per day"),
    QT_TRANSLATE_NOOP("Fields", "GPU-hours"),
    QT_TRANSLATE_NOOP("Fields", "GW"),
    QT_TRANSLATE_NOOP("Fields", "kW/s"),
    QT_TRANSLATE_NOOP("Fields", "MW/s"),
    QT_TRANSLATE_NOOP("Fields", "GW/s"),
    QT_TRANSLATE_NOOP("Fields", "kWh"),
};

// Phrases of the text layout (model/figures/EvaluationText, FigureWords) and the section titles.
const char* const kPhrases[] = {
    QT_TRANSLATE_NOOP("Fields", "Design"),
    QT_TRANSLATE_NOOP("Fields", "Headline figures"),
    QT_TRANSLATE_NOOP("Fields", "Warnings"),
    QT_TRANSLATE_NOOP("Fields", "could not be estimated"),
    QT_TRANSLATE_NOOP("Fields", "yes"),
    QT_TRANSLATE_NOOP("Fields", "no"),
    QT_TRANSLATE_NOOP("Fields", "not known"),
    QT_TRANSLATE_NOOP("Fields", "Assumption"),
    QT_TRANSLATE_NOOP("Fields", "Overview"),
    QT_TRANSLATE_NOOP("Fields", "Servers"),
    QT_TRANSLATE_NOOP("Fields", "Training"),
    QT_TRANSLATE_NOOP("Fields", "Inference"),
    QT_TRANSLATE_NOOP("Fields", "Network"),
    QT_TRANSLATE_NOOP("Fields", "Power"),
    QT_TRANSLATE_NOOP("Fields", "Cost and TCO"),
    QT_TRANSLATE_NOOP("Fields", "Reliability"),
    // Group titles of model/figures/FigureTitles (strategies, failure domains, step phases).
    QT_TRANSLATE_NOOP("Fields", "Blocking"),
    QT_TRANSLATE_NOOP("Fields", "Asynchronous"),
    QT_TRANSLATE_NOOP("Fields", "In memory"),
    QT_TRANSLATE_NOOP("Fields", "GPU"),
    QT_TRANSLATE_NOOP("Fields", "Server"),
    QT_TRANSLATE_NOOP("Fields", "NVLink domain"),
    QT_TRANSLATE_NOOP("Fields", "Leaf switch"),
    QT_TRANSLATE_NOOP("Fields", "Spine switch"),
    QT_TRANSLATE_NOOP("Fields", "Core switch"),
    QT_TRANSLATE_NOOP("Fields", "Rack PDU"),
    QT_TRANSLATE_NOOP("Fields", "Cooling loop"),
    QT_TRANSLATE_NOOP("Fields", "Rack"),
    QT_TRANSLATE_NOOP("Fields", "Scalable unit"),
    QT_TRANSLATE_NOOP("Fields", "Pipeline fill"),
    QT_TRANSLATE_NOOP("Fields", "Forward and backward"),
    QT_TRANSLATE_NOOP("Fields", "Exposed communication"),
    QT_TRANSLATE_NOOP("Fields", "Pipeline drain"),
    QT_TRANSLATE_NOOP("Fields", "Gradient reduction"),
    QT_TRANSLATE_NOOP("Fields", "Optimizer step"),
};

QString translated(std::string_view english)
{
    if (english.empty())
        return {};
    const std::string text(english);
    return QCoreApplication::translate(kContext, text.c_str());
}

}  // namespace

std::span<const char* const> displayWordTable() { return kDisplayWords; }
std::span<const char* const> phraseTable() { return kPhrases; }

QString fieldLabel(const FieldSpec& field) { return translated(field.label); }
QString fieldTooltip(const FieldSpec& field) { return translated(field.tooltip); }
QString fieldShortLabel(const FieldSpec& field)
{
    return field.shortLabel.empty() ? fieldLabel(field) : translated(field.shortLabel);
}
QString translatedSectionTitle(ResultSection section) { return translated(cp::sectionTitle(section)); }
QString displayWord(std::string_view english) { return translated(english); }
QString figurePhrase(std::string_view english) { return translated(english); }

std::string TranslatedFigureWords::label(const FieldSpec& field) const { return fieldLabel(field).toStdString(); }

std::string TranslatedFigureWords::sectionTitle(ResultSection section) const
{
    return translatedSectionTitle(section).toStdString();
}

std::string TranslatedFigureWords::phrase(std::string_view english) const { return figurePhrase(english).toStdString(); }

std::string TranslatedFigureWords::word(std::string_view english) const { return displayWord(english).toStdString(); }

}  // namespace cp::ui
