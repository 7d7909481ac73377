#include "charts/ValidationChartData.h"

#include "results/ValidationLabels.h"

#include <map>

namespace cp::ui {

QVector<XYSeries> validationScatter(const ValidationReport& report)
{
    std::map<std::string, XYSeries> byKind;
    for (const ValidationResult& result : report.results) {
        XYSeries& series = byKind[result.kind];
        series.x << result.measured;
        series.y << result.predicted;
    }
    QVector<XYSeries> series;
    for (auto& [kind, entry] : byKind) {
        entry.name = validationKindLabel(kind);
        series << entry;
    }
    return series;
}

}  // namespace cp::ui
