#include "report/SensitivityLabels.h"

#include <QCoreApplication>

namespace cp::ui {
namespace {

const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("Sensitivity", "GPU peak FLOP/s"),
    QT_TRANSLATE_NOOP("Sensitivity", "HBM bandwidth"),
    QT_TRANSLATE_NOOP("Sensitivity", "Scale-up bandwidth"),
    QT_TRANSLATE_NOOP("Sensitivity", "Scale-out bandwidth per GPU"),
    QT_TRANSLATE_NOOP("Sensitivity", "Server and GPU prices"),
    QT_TRANSLATE_NOOP("Sensitivity", "Network prices"),
    QT_TRANSLATE_NOOP("Sensitivity", "Electricity price"),
    QT_TRANSLATE_NOOP("Sensitivity", "PUE overhead"),
    QT_TRANSLATE_NOOP("Sensitivity", "Utilization"),
    QT_TRANSLATE_NOOP("Sensitivity", "Depreciation years"),
    QT_TRANSLATE_NOOP("Sensitivity", "Token budget"),
    QT_TRANSLATE_NOOP("Sensitivity", "Failure rates"),
    QT_TRANSLATE_NOOP("Sensitivity", "Time to train"),
    QT_TRANSLATE_NOOP("Sensitivity", "TCO"),
};

}  // namespace

bool hasSensitivityLabel(const std::string& english)
{
    for (const char* label : kLabels)
        if (english == label)
            return true;
    return false;
}

QString sensitivityLabel(const std::string& english)
{
    return hasSensitivityLabel(english) ? QCoreApplication::translate("Sensitivity", english.c_str())
                                        : QString::fromStdString(english);
}

}  // namespace cp::ui
