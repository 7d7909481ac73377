#include "results/HeadlineFigures.h"

#include "results/FigureFormat.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <optional>

namespace cp::ui {
namespace {


struct Found {
    std::string key;
    const nlohmann::json* value;
    std::string pointer;
};

// Depth-first search for a numeric leaf whose key equals one of `keys`.
std::optional<Found> findKey(const nlohmann::json& node, const std::vector<std::string>& keys, const std::string& pointer)
{
    // Per-job sections are arrays: the headline shows the first job (the one listed first).
    if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            if (auto found = findKey(node[i], keys, pointer + "/" + std::to_string(i)))
                return found;
        return std::nullopt;
    }
    if (!node.is_object())
        return std::nullopt;
    for (const std::string& key : keys) {
        const auto it = node.find(key);
        if (it != node.end() && it->is_number())
            return Found{key, &*it, pointer + "/" + key};
    }
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (it->is_structured() && it.key() != "assumptions" && it.key() != "warnings")
            if (auto found = findKey(*it, keys, pointer + "/" + it.key()))
                return found;
    }
    return std::nullopt;
}

struct FigureSpec {
    const char* id;
    const char* label;
    std::vector<std::string> sections;   // searched in order; "" = the whole document
    std::vector<std::string> keys;
};

const std::vector<FigureSpec>& specs()
{
    static const std::vector<FigureSpec> kSpecs = {
        {"gpus", QT_TRANSLATE_NOOP("HeadlineFigures", "GPUs"), {"totals"}, {"gpus"}},
        {"peak", QT_TRANSLATE_NOOP("HeadlineFigures", "Peak"), {"totals"}, {"peak_bf16_pflops"}},
        {"tokens", QT_TRANSLATE_NOOP("HeadlineFigures", "Training"), {"training", "inference"},
         {"tokens_per_s", "training_tokens_per_s", "throughput_tokens_per_s", "output_tokens_per_s"}},
        {"mfu", QT_TRANSLATE_NOOP("HeadlineFigures", "MFU"), {"training"}, {"mfu", "mfu_fraction"}},
        {"ttt", QT_TRANSLATE_NOOP("HeadlineFigures", "Time to train"), {"training"},
         {"time_to_train_days", "time_to_train_hours", "time_to_train_s", "wall_clock_days", "days"}},
        {"power", QT_TRANSLATE_NOOP("HeadlineFigures", "Power"), {"power"},
         {"facility_mw", "facility_power_mw", "total_facility_mw", "total_mw", "facility_kw", "facility_power_kw", "it_mw", "it_power_mw", "it_kw", "it_power_kw"}},
        {"capex", QT_TRANSLATE_NOOP("HeadlineFigures", "Capex"), {"cost"}, {"capex_usd", "total_capex_usd", "hardware_capex_usd"}},
        {"tco", QT_TRANSLATE_NOOP("HeadlineFigures", "TCO"), {"cost"}, {"tco_usd", "total_tco_usd", "lifetime_tco_usd"}},
        {"gpuhour", QT_TRANSLATE_NOOP("HeadlineFigures", "Per GPU-hour"), {"cost"},
         {"usd_per_gpu_hour", "cost_usd_per_gpu_hour", "tco_usd_per_gpu_hour"}},
        {"interruptions", QT_TRANSLATE_NOOP("HeadlineFigures", "Interruptions"), {"reliability"},
         {"interruptions_per_day", "job_interruptions_per_day", "failures_per_day"}},
    };
    return kSpecs;
}

void collectWarningsIn(const nlohmann::json& node, const QString& where, QStringList& out)
{
    if (node.is_object()) {
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (it.key() == "warnings" && it->is_array()) {
                for (const auto& warning : *it) {
                    QString text;
                    if (warning.is_string())
                        text = QString::fromStdString(warning.get<std::string>());
                    else if (warning.is_object() && warning.contains("message") && warning["message"].is_string())
                        text = QString::fromStdString(warning["message"].get<std::string>());
                    if (!text.isEmpty())
                        out << (where.isEmpty() ? text : QStringLiteral("%1: %2").arg(where, text));
                }
            } else {
                collectWarningsIn(*it, where.isEmpty() ? QString::fromStdString(it.key()) : where, out);
            }
        }
    } else if (node.is_array()) {
        for (const auto& element : node)
            collectWarningsIn(element, where, out);
    }
}

}  // namespace

std::vector<HeadlineFigure> headlineFigures(const nlohmann::json& evaluation, const AppSettings& settings)
{
    std::vector<HeadlineFigure> figures;
    for (const FigureSpec& spec : specs()) {
        HeadlineFigure figure{QString::fromLatin1(spec.id), QCoreApplication::translate("HeadlineFigures", spec.label), {}, {}};
        for (const std::string& section : spec.sections) {
            const auto it = evaluation.is_object() ? evaluation.find(section) : evaluation.end();
            if (it == evaluation.end())
                continue;
            if (const auto found = findKey(*it, spec.keys, "/" + section)) {
                figure.value = formatValue(QString::fromStdString(found->key), *found->value, settings);
                figure.source = QString::fromStdString(found->pointer);
                break;
            }
        }
        // Capex resting partly on estimated prices (proxies, analyst figures, split aggregates)
        // says so where it is read first.
        if (figure.id == QLatin1String("capex") && !figure.value.isEmpty() && evaluation.is_object()) {
            const auto cost = evaluation.find("cost");
            if (cost != evaluation.end() && cost->is_object() && cost->value("capex_has_estimates", false))
                figure.value = QCoreApplication::translate("HeadlineFigures", "%1 (part estimated)").arg(figure.value);
        }
        figures.push_back(figure);
    }
    return figures;
}

QStringList collectWarnings(const nlohmann::json& evaluation)
{
    QStringList warnings;
    collectWarningsIn(evaluation, QString(), warnings);
    return warnings;
}

}  // namespace cp::ui
