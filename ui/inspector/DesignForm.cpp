#include "inspector/InspectorForms.h"

#include "inspector/PropertyForm.h"

#include <QCoreApplication>

namespace cp::ui {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("Inspector", text); }

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
}  // namespace

void buildDesignForm(PropertyForm& form)
{
    form.addHeading(tr("Design"));
    form.addText(QStringLiteral("designName"), tr("Name"), [](const Design& d) -> std::optional<std::string> { return d.name; },
                 [](Design& d, const std::string& v) { d.name = v; });
    form.addText(QStringLiteral("description"), tr("Description"), [](const Design& d) -> std::optional<std::string> { return d.description; },
                 [](Design& d, const std::string& v) { d.description = v; });
    form.addHeading(tr("Facility"));
    number(form, QStringLiteral("pue"), tr("PUE"), QString(), 1.0, 3.0, 2, [](Design& d) -> double& { return d.facility.pue; });
    number(form, QStringLiteral("electricity"), tr("Electricity"), tr("$/kWh"), 0, 2, 3, [](Design& d) -> double& { return d.facility.electricityUsdPerKwh; });
    form.addChoice(QStringLiteral("cooling"), tr("Cooling"), {tr("Air"), tr("Liquid")},
                   [](const Design& d) -> std::optional<int> { return static_cast<int>(d.facility.cooling); },
                   [](Design& d, int i) { d.facility.cooling = static_cast<Cooling>(i); });
    form.addChoice(QStringLiteral("site"), tr("Site"), {tr("Build"), tr("Colocation")},
                   [](const Design& d) -> std::optional<int> { return static_cast<int>(d.facility.site); },
                   [](Design& d, int i) { d.facility.site = static_cast<SiteModel>(i); });
    number(form, QStringLiteral("buildUsdPerMw"), tr("Build cost"), tr("$M/MW"), 0, 100e6, 2, [](Design& d) -> double& { return d.facility.buildUsdPerMw; }, 1e-6);
    number(form, QStringLiteral("colocation"), tr("Colocation"), tr("$/kW-month"), 0, 10000, 0, [](Design& d) -> double& { return d.facility.colocationUsdPerKwMonth; });
    number(form, QStringLiteral("maxRackKw"), tr("Rack limit"), tr("kW (0 = cooling default)"), 0, 500, 0, [](Design& d) -> double& { return d.facility.maxRackKw; });
    form.addHeading(tr("Economics"));
    number(form, QStringLiteral("depreciation"), tr("Depreciation"), tr("years"), 1, 15, 1, [](Design& d) -> double& { return d.economics.depreciationYears; });
    number(form, QStringLiteral("utilization"), tr("Utilization"), tr("%"), 0.01, 1, 1, [](Design& d) -> double& { return d.economics.utilization; }, 100);
    number(form, QStringLiteral("support"), tr("Support"), tr("%/year of capex"), 0, 100, 1, [](Design& d) -> double& { return d.economics.supportPercentPerYear; });
    number(form, QStringLiteral("discount"), tr("Discount rate"), tr("%/year"), 0, 0.5, 1, [](Design& d) -> double& { return d.economics.discountRate; }, 100);
    number(form, QStringLiteral("integration"), tr("Integration"), tr("% of capex"), 0, 100, 1, [](Design& d) -> double& { return d.economics.integrationPercent; });
    number(form, QStringLiteral("staff"), tr("Staff"), tr("$/year"), 0, 1e9, 0, [](Design& d) -> double& { return d.economics.staffUsdPerYear; });
}

}  // namespace cp::ui
