#include "results/HeadlineFigures.h"

#include "results/FieldLabels.h"
#include "results/FigureFormat.h"

#include <QCoreApplication>

namespace cp::ui {

std::vector<HeadlineFigure> headlineFigures(const std::vector<SectionFigures>* sections, HeadlineChoice choice,
                                            const AppSettings& settings)
{
    const std::vector<Figure> present = sections ? cp::headlineFigures(*sections, choice) : std::vector<Figure>{};
    std::vector<HeadlineFigure> figures;
    for (const FieldSpec& field : fieldRegistry()) {
        if (field.importance != Importance::Headline || field.isGroup)
            continue;
        const std::string_view key = field.key;
        HeadlineFigure shown{QString::fromUtf8(key.substr(key.rfind('.') + 1).data(),
                                               qsizetype(key.size() - key.rfind('.') - 1)),
                             fieldShortLabel(field), {}, {}};
        for (const Figure& figure : present) {
            if (figure.field != &field)
                continue;
            shown.value = formatFigure(figure, settings);
            QString tooltip = QStringLiteral("%1: %2").arg(figureLabel(figure, settings), shown.value);
            // Capex resting partly on estimated prices says so where it is read first: marked
            // "≈" in the bar (room is short there), in words in the tool tip.
            if (figure.partlyEstimated) {
                shown.value = QCoreApplication::translate("HeadlineFigures", "\u2248%1").arg(shown.value);
                tooltip += QLatin1Char('\n') + QCoreApplication::translate("HeadlineFigures", "Part of it rests on estimated prices.");
            }
            if (const QString range = formatFigureRange(figure, settings); !range.isEmpty())
                tooltip += QLatin1Char('\n') + QCoreApplication::translate("Fields", "Range from uncertain catalog figures: %1").arg(range);
            shown.tooltip = tooltip + QLatin1Char('\n') + figureTooltip(figure);
        }
        figures.push_back(std::move(shown));
    }
    return figures;
}

}  // namespace cp::ui
