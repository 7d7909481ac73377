#include "inspector/InspectorForms.h"

#include "design/DesignRanges.h"
#include "inspector/PropertyForm.h"
#include "reliability/FailureRateSets.h"

#include <QCoreApplication>

namespace cp::ui {
namespace {

// A bound number field for a plain double member reached through `member`.
template <typename Member>
void number(PropertyForm& form, const QString& id, const QString& label, const QString& unit, double min, double max, int decimals,
            Member member, double scale = 1.0)
{
    form.addNumber(id, label, unit, min, max, decimals,
                   [member](const Design& d) -> std::optional<double> { return static_cast<double>(member(const_cast<Design&>(d))); },
                   [member](Design& d, std::optional<double> v) { if (v) member(d) = static_cast<std::remove_reference_t<decltype(member(d))>>(*v); },
                   scale);
}

// Failure-rate sets by the fleet they were measured on; the design stores the set's id prefix.
QStringList failureRateSetLabels()
{
    struct Label {
        const char* prefix;
        const char* text;
    };
    static const Label kLabels[] = {
        {"llama3_", QT_TRANSLATE_NOOP("Inspector", "Llama 3 pre-training, 16k H100 (Meta, 2024)")},
        {"meta_rsc1_", QT_TRANSLATE_NOOP("Inspector", "Meta RSC-1 research cluster, 16k A100 (2025)")},
        {"meta_rsc2_", QT_TRANSLATE_NOOP("Inspector", "Meta RSC-2 research cluster, 8k A100 (2025)")},
        {"opt175b_", QT_TRANSLATE_NOOP("Inspector", "OPT-175B run, 1k A100 in a cloud (2022)")},
        {"bloom176b_", QT_TRANSLATE_NOOP("Inspector", "BLOOM-176B run, 384 A100 (2022)")},
        {"crusoe_h200_", QT_TRANSLATE_NOOP("Inspector", "Crusoe H200 cluster (secondary source, 2025)")},
        {"databricks_", QT_TRANSLATE_NOOP("Inspector", "Databricks planning assumption, hard failures (2026)")},
    };
    QStringList labels;
    for (const FailureRateSetInfo& set : knownFailureRateSets()) {
        QString label = QString::fromUtf8(set.fleet);
        for (const Label& known : kLabels)
            if (qstrcmp(known.prefix, set.prefix) == 0)
                label = QCoreApplication::translate("Inspector", known.text);
        labels << label;
    }
    return labels;
}

void buildReliabilityFields(PropertyForm& form)
{
    form.addHeading(QCoreApplication::translate("Inspector", "Reliability"));
    // A set of the user's catalog that is not one of the known fleets shows no choice; picking
    // one replaces it.
    form.addChoice(QStringLiteral("failureRateSet"), QCoreApplication::translate("Inspector", "Failure rates"), failureRateSetLabels(),
                   [](const Design& d) -> std::optional<int> {
                       const auto sets = knownFailureRateSets();
                       for (std::size_t i = 0; i < sets.size(); ++i)
                           if (d.reliability.failureRateSet == sets[i].prefix)
                               return static_cast<int>(i);
                       return std::nullopt;
                   },
                   [](Design& d, int i) {
                       const auto sets = knownFailureRateSets();
                       if (i >= 0 && static_cast<std::size_t>(i) < sets.size())
                           d.reliability.failureRateSet = sets[static_cast<std::size_t>(i)].prefix;
                   });
    number(form, QStringLiteral("failureRateMultiplier"), QCoreApplication::translate("Inspector", "Rate multiplier"),
           QCoreApplication::translate("Inspector", "x the fleet's rates"), designranges::failureRateMultiplier.min,
           designranges::failureRateMultiplier.max, 2, [](Design& d) -> double& { return d.reliability.failureRateMultiplier; });
    // In CheckpointStrategy's order.
    form.addChoice(QStringLiteral("checkpointStrategy"), QCoreApplication::translate("Inspector", "Checkpoints"),
                   {QCoreApplication::translate("Inspector", "Blocking writes"),
                    QCoreApplication::translate("Inspector", "Asynchronous (host memory, then storage)"),
                    QCoreApplication::translate("Inspector", "In memory (copies on other servers)")},
                   [](const Design& d) -> std::optional<int> { return static_cast<int>(d.reliability.checkpointStrategy); },
                   [](Design& d, int i) {
                       if (i >= 0 && i < static_cast<int>(std::size(allCheckpointStrategies)))
                           d.reliability.checkpointStrategy = allCheckpointStrategies[i];
                   });
}

}  // namespace

void buildDesignForm(PropertyForm& form)
{
    form.addHeading(QCoreApplication::translate("Inspector", "Design"));
    form.addText(QStringLiteral("designName"), QCoreApplication::translate("Inspector", "Name"), [](const Design& d) -> std::optional<std::string> { return d.name; },
                 [](Design& d, const std::string& v) { d.name = v; });
    form.addText(QStringLiteral("description"), QCoreApplication::translate("Inspector", "Description"), [](const Design& d) -> std::optional<std::string> { return d.description; },
                 [](Design& d, const std::string& v) { d.description = v; });
    form.addHeading(QCoreApplication::translate("Inspector", "Facility"));
    number(form, QStringLiteral("pue"), QCoreApplication::translate("Inspector", "PUE"), QString(), 1.0, 3.0, 2, [](Design& d) -> double& { return d.facility.pue; });
    number(form, QStringLiteral("electricity"), QCoreApplication::translate("Inspector", "Electricity"), QCoreApplication::translate("Inspector", "$/kWh"), 0, 2, 3, [](Design& d) -> double& { return d.facility.electricityUsdPerKwh; });
    form.addChoice(QStringLiteral("cooling"), QCoreApplication::translate("Inspector", "Cooling"), {QCoreApplication::translate("Inspector", "Air"), QCoreApplication::translate("Inspector", "Liquid")},
                   [](const Design& d) -> std::optional<int> { return static_cast<int>(d.facility.cooling); },
                   [](Design& d, int i) { d.facility.cooling = static_cast<Cooling>(i); });
    form.addChoice(QStringLiteral("site"), QCoreApplication::translate("Inspector", "Site"), {QCoreApplication::translate("Inspector", "Build"), QCoreApplication::translate("Inspector", "Colocation")},
                   [](const Design& d) -> std::optional<int> { return static_cast<int>(d.facility.site); },
                   [](Design& d, int i) { d.facility.site = static_cast<SiteModel>(i); });
    number(form, QStringLiteral("buildUsdPerMw"), QCoreApplication::translate("Inspector", "Build cost"), QCoreApplication::translate("Inspector", "$M/MW"), 0, 100e6, 2, [](Design& d) -> double& { return d.facility.buildUsdPerMw; }, 1e-6);
    number(form, QStringLiteral("colocation"), QCoreApplication::translate("Inspector", "Colocation"), QCoreApplication::translate("Inspector", "$/kW-month"), 0, 10000, 0, [](Design& d) -> double& { return d.facility.colocationUsdPerKwMonth; });
    number(form, QStringLiteral("maxRackKw"), QCoreApplication::translate("Inspector", "Rack limit"), QCoreApplication::translate("Inspector", "kW (0 = cooling default)"), 0, 500, 0, [](Design& d) -> double& { return d.facility.maxRackKw; });
    form.addHeading(QCoreApplication::translate("Inspector", "Economics"));
    number(form, QStringLiteral("depreciation"), QCoreApplication::translate("Inspector", "Depreciation"), QCoreApplication::translate("Inspector", "years"), 1, 15, 1, [](Design& d) -> double& { return d.economics.depreciationYears; });
    number(form, QStringLiteral("utilization"), QCoreApplication::translate("Inspector", "Utilization"), QCoreApplication::translate("Inspector", "%"), 0.01, 1, 1, [](Design& d) -> double& { return d.economics.utilization; }, 100);
    number(form, QStringLiteral("support"), QCoreApplication::translate("Inspector", "Support"), QCoreApplication::translate("Inspector", "%/year of capex"), 0, 100, 1, [](Design& d) -> double& { return d.economics.supportPercentPerYear; });
    number(form, QStringLiteral("discount"), QCoreApplication::translate("Inspector", "Discount rate"), QCoreApplication::translate("Inspector", "%/year"), 0, 0.5, 1, [](Design& d) -> double& { return d.economics.discountRate; }, 100);
    number(form, QStringLiteral("integration"), QCoreApplication::translate("Inspector", "Integration"), QCoreApplication::translate("Inspector", "% of capex"), 0, 100, 1, [](Design& d) -> double& { return d.economics.integrationPercent; });
    number(form, QStringLiteral("staff"), QCoreApplication::translate("Inspector", "Staff"), QCoreApplication::translate("Inspector", "$/year"), 0, 1e9, 0, [](Design& d) -> double& { return d.economics.staffUsdPerYear; });
    buildReliabilityFields(form);
}

}  // namespace cp::ui
