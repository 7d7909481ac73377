#include "cost/FacilityFigures.h"

#include <tuple>

namespace cp {
namespace {

// The figures in the order they are gathered, which is the order gatherEconomicsInputs adds them.
struct FigureList {
    std::vector<SourcedFigure>& figures;
    void add(SourcedFigure figure) { figures.push_back(std::move(figure)); }
};

// A percentage profile as a fraction (the catalog stores published percentages as printed).
std::optional<SourcedFigure> percentAsFraction(std::optional<SourcedFigure> figure)
{
    if (figure) {
        figure->value /= 100.0;
        figure->low /= 100.0;
        figure->high /= 100.0;
        figure->unit = "fraction";
    }
    return figure;
}

void addFacilityFigures(const Design& design, const CatalogFigures& catalogFigures, FacilityFigures& out)
{
    FigureList figures{out.figures};
    const Facility& facility = design.facility;
    figures.add(SourcedFigure::exact("pue", facility.pue, "ratio", "design /facility/pue"));
    figures.add(SourcedFigure::exact("electricity_usd_per_kwh", facility.electricityUsdPerKwh, "usd_per_kwh",
                                     "design /facility/electricity_usd_per_kwh"));

    if (facility.site == SiteModel::Build) {
        if (facility.buildUsdPerMw > 0)
            figures.add(SourcedFigure::exact("build_usd_per_mw", facility.buildUsdPerMw, "usd_per_mw",
                                             "design /facility/build_usd_per_mw"));
        else if (auto f = catalogFigures.facilityMetric("build_usd_per_mw", "construction_usd_per_mw_critical",
                                                        "usd_per_mw"))
            figures.add(*f);
        else
            out.gaps.push_back("facility build not priced: /facility/build_usd_per_mw is 0 and the catalog has "
                               "no 'construction_usd_per_mw_critical' facility profile");
        if (auto f = catalogFigures.facilityMetric("facility_life_years", "facility_life_years", "years"))
            figures.add(*f);
    } else {
        if (facility.colocationUsdPerKwMonth > 0)
            figures.add(SourcedFigure::exact("colocation_usd_per_kw_month", facility.colocationUsdPerKwMonth,
                                             "usd_per_kw_month", "design /facility/colocation_usd_per_kw_month"));
        else if (auto f = catalogFigures.facilityMetric("colocation_usd_per_kw_month", "colocation_usd_per_kw_month",
                                                        "usd_per_kw_month"))
            figures.add(*f);
        else
            out.gaps.push_back("colocation not priced: /facility/colocation_usd_per_kw_month is 0 and the catalog "
                               "has no 'colocation_usd_per_kw_month' facility profile");
    }

    if (facility.maxRackKw > 0) {
        figures.add(SourcedFigure::exact("rack_kw_limit", facility.maxRackKw, "kw", "design /facility/max_rack_kw"));
    } else {
        const std::string metric = facility.cooling == Cooling::Air ? "rack_kw_limit_air" : "rack_kw_limit_liquid";
        if (auto f = catalogFigures.facilityMetric("rack_kw_limit", metric, "kw"))
            figures.add(*f);
        else
            out.gaps.push_back("rack density not checked: no /facility/max_rack_kw and no catalog facility "
                               "profile '" + metric + "'");
    }

    if (auto f = catalogFigures.facilityMetric("average_power_fraction", "avg_server_power_fraction_of_tdp",
                                               "fraction"))
        figures.add(*f);
    else
        out.gaps.push_back("average power taken equal to peak: the catalog has no "
                           "'avg_server_power_fraction_of_tdp' facility profile");
    if (auto f = percentAsFraction(
            catalogFigures.facilityMetric("cluster_overhead_power_fraction", "cluster_overhead_pct", "%")))
        figures.add(*f);
    if (auto f = percentAsFraction(catalogFigures.facilityMetric("storage_capex_fraction", "storage_capex_pct", "%")))
        figures.add(*f);
    if (auto f = catalogFigures.facilityMetric("rack_infrastructure_usd_per_rack", "rack_infrastructure_usd_per_rack",
                                               "usd"))
        figures.add(*f);
    // Rack-level items of the bill of materials: PDUs by the rack's draw, rear doors above the
    // legacy air limit, facility CDUs by the liquid-cooled load.
    for (const auto& [key, metric, unit] : {std::tuple{"rack_pdu_usd", "rack_pdu_usd", "usd"},
                                            std::tuple{"rack_pdu_kw", "rack_pdu_kw", "kw"},
                                            std::tuple{"rack_kw_limit_legacy_air", "rack_kw_limit_legacy_air", "kw"},
                                            std::tuple{"cdu_capacity_kw", "cdu_capacity_kw", "kw"},
                                            std::tuple{"storage_tb_per_gpu", "storage_tb_per_gpu", "tb"},
                                            std::tuple{"storage_kw_per_pb", "storage_kw_per_pb", "kw"}})
        if (auto f = catalogFigures.facilityMetric(key, metric, unit))
            figures.add(*f);
}

void addEconomicsFigures(const Design& design, FigureList figures)
{
    const Economics& e = design.economics;
    figures.add(SourcedFigure::exact("depreciation_years", e.depreciationYears, "years",
                                     "design /economics/depreciation_years"));
    figures.add(SourcedFigure::exact("utilization", e.utilization, "fraction", "design /economics/utilization"));
    figures.add(SourcedFigure::exact("support_fraction_per_year", e.supportPercentPerYear / 100.0, "fraction",
                                     "design /economics/support_percent_per_year"));
    figures.add(SourcedFigure::exact("integration_fraction", e.integrationPercent / 100.0, "fraction",
                                     "design /economics/integration_percent"));
    figures.add(SourcedFigure::exact("staff_usd_per_year", e.staffUsdPerYear, "usd",
                                     "design /economics/staff_usd_per_year"));
    figures.add(SourcedFigure::exact("discount_rate", e.discountRate, "fraction", "design /economics/discount_rate"));
}

}  // namespace

FacilityFigures facilityFigures(const Design& design, const CatalogFigures& catalogFigures)
{
    FacilityFigures out;
    addFacilityFigures(design, catalogFigures, out);
    addEconomicsFigures(design, FigureList{out.figures});
    return out;
}

std::shared_ptr<const FacilityFigures> FacilityFiguresReuse::of(const Design& design, const Catalog& catalog)
{
    const std::lock_guard lock(mutex_);
    if (!figures_) {
        catalog_ = &catalog;
        overrides_ = design.overrides;
        facility_ = design.facility;
        economics_ = design.economics;
        figures_ =
            std::make_shared<const FacilityFigures>(facilityFigures(design, CatalogFigures(catalog, design.overrides)));
    }
    if (catalog_ == &catalog && facility_ == design.facility && economics_ == design.economics && overrides_ == design.overrides)
        return figures_;
    return std::make_shared<const FacilityFigures>(facilityFigures(design, CatalogFigures(catalog, design.overrides)));
}

}  // namespace cp
