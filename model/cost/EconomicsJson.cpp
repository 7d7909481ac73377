#include "cost/EconomicsJson.h"

#include "cost/WorkloadCosts.h"
#include "power/PowerProfileJson.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

void putRange(nlohmann::json& section, const std::string& stem, const std::string& unit, const ValueRange& range)
{
    section[stem + "_" + unit] = range.central;
    section[stem + "_low_" + unit] = range.low;
    section[stem + "_high_" + unit] = range.high;
}

}  // namespace

nlohmann::json assumptionsJson(const std::vector<SourcedFigure>& figures)
{
    nlohmann::json list = nlohmann::json::array();
    for (const SourcedFigure& f : figures) {
        nlohmann::json item{{"key", f.key}, {"value", f.value}, {"unit", f.unit}, {"source", f.source},
                            {"estimate", f.estimate}};
        if (f.hasRange()) {
            item["low"] = f.low;
            item["high"] = f.high;
        }
        list.push_back(std::move(item));
    }
    return list;
}

nlohmann::json powerSectionJson(const EconomicsEstimate& e)
{
    return powerSectionJson(powerResults(e));
}

nlohmann::json powerSectionJson(const PowerResults& e)
{
    const PowerEstimate& p = e.estimate;
    nlohmann::json section;
    putRange(section, "it_power", "kw", e.itPeakKw);
    section["it_average_power_kw"] = p.itAverageKw;
    putRange(section, "facility_power", "kw", e.facilityPeakKw);
    section["facility_average_power_kw"] = p.facilityAverageKw;
    section["pue"] = p.pue;
    section["gpu_tdp_kw"] = p.gpuTdpKw;
    section["server_peak_kw"] = p.serverPeakKw;
    section["server_average_kw"] = p.serverAverageKw;
    section["network_kw"] = p.networkKw;
    section["storage_kw"] = p.storageKw;
    section["network_storage_overhead_kw"] = p.overheadKw;
    putRange(section, "annual_energy", "mwh", e.annualEnergyMwh);
    section["annual_energy_usd"] = p.annualEnergyUsd;
    nlohmann::json racks = nlohmann::json::array();
    for (const RackDensity& rack : p.racks) {
        nlohmann::json item{{"path", rack.path}, {"rack_kw", rack.rackKw}, {"exceeds_limit", rack.exceedsLimit}};
        item["limit_kw"] = rack.limitKw > 0 ? nlohmann::json(rack.limitKw) : nlohmann::json(nullptr);
        racks.push_back(std::move(item));
    }
    section["racks"] = std::move(racks);
    section["warnings"] = p.warnings;
    section["assumptions"] = assumptionsJson(e.assumptions);
    if (e.profile)
        section["profile"] = sitePowerProfileJson(*e.profile);
    return section;
}

nlohmann::json costSectionJson(const EconomicsEstimate& e)
{
    nlohmann::json section;
    putRange(section, "capex", "usd", e.capexUsd);
    putRange(section, "compute_capex", "usd", e.computeCapexUsd);
    nlohmann::json byCategory = nlohmann::json::object();
    for (const CapexCategory& category : e.capex.byCategory)
        byCategory[category.key] = category.usd;
    section["capex_by_category"] = std::move(byCategory);
    nlohmann::json lines = nlohmann::json::array();
    for (const CapexLine& line : e.capex.lines) {
        nlohmann::json item{{"category", line.category}, {"item", line.item}, {"quantity", line.quantity},
                            {"unit_usd", line.unitUsd}, {"usd", line.usd}, {"source", line.source},
                            {"estimate", line.estimate}};
        if (!line.catalogId.empty())
            item["catalog_id"] = line.catalogId;
        if (!line.includedIn.empty()) {
            item["included_in"] = line.includedIn;
            item["price_included_elsewhere"] = true;
        }
        if (line.passive)
            item["unit_power_w"] = 0.0;
        else if (line.unitWatts)
            item["unit_power_w"] = *line.unitWatts;
        if (line.totalWatts)
            item["power_w"] = *line.totalWatts;
        lines.push_back(std::move(item));
    }
    section["capex_lines"] = std::move(lines);
    // The headline capex rests partly on estimates: say how much, and on what.
    section["capex_estimated_usd"] = e.capex.estimatedUsd();
    section["capex_has_estimates"] = e.capex.estimatedUsd() > 0;
    section["network_capex_usd"] = e.capex.networkUsd;
    section["network_share_of_capex"] = e.capex.networkShare;
    nlohmann::json references = nlohmann::json::array();
    for (const SourcedFigure& f : e.networkShareReferences)
        references.push_back({{"share", f.value}, {"low", f.low}, {"high", f.high}, {"source", f.source}});
    section["network_share_references"] = std::move(references);

    section["opex_usd_per_year"] = e.opexUsdPerYear.central;
    section["opex_low_usd_per_year"] = e.opexUsdPerYear.low;
    section["opex_high_usd_per_year"] = e.opexUsdPerYear.high;
    section["opex_by_category_usd_per_year"] = {{"energy", e.opex.energyUsd},
                                                {"colocation", e.opex.colocationUsd},
                                                {"support", e.opex.supportUsd},
                                                {"staff", e.opex.staffUsd}};
    putRange(section, "tco", "usd", e.tcoUsd);
    section["tco_usd_per_year"] = e.tco.tcoPerYearUsd;
    section["tco_years"] = e.tco.years;
    section["tco_it_capex_usd"] = e.tco.itCapexUsd;
    section["tco_facility_capex_usd"] = e.tco.facilityCapexUsd;
    section["tco_capital_cost_usd"] = e.tco.capitalCostUsd;
    section["discount_rate"] = e.tco.discountRate;
    section["tco_opex_usd"] = e.tco.opexUsd;
    section["useful_gpu_hours"] = e.tco.usefulGpuHours;
    putRange(section, "cost_per_gpu_hour", "usd", e.costPerGpuHourUsd);
    section["energy_share_of_tco"] = e.tco.energyShare;
    section["depreciation_share_of_tco"] = e.tco.depreciationShare;

    nlohmann::json cloud = nlohmann::json::array();
    for (const CloudComparison& c : e.cloud) {
        nlohmann::json item{{"offer_id", c.offerId},
                            {"provider", c.provider},
                            {"instance", c.instance},
                            {"term", c.term},
                            {"committed", c.committed},
                            {"usd_per_gpu_hour", c.usdPerGpuHour},
                            {"cloud_usd_per_year", c.cloudUsdPerYear},
                            {"own_usd_per_year", c.ownUsdPerYear},
                            {"break_even_utilization", c.breakEvenUtilization},
                            {"source", c.source}};
        item["break_even_months"] = c.breakEvenMonths ? nlohmann::json(*c.breakEvenMonths) : nlohmann::json(nullptr);
        cloud.push_back(std::move(item));
    }
    section["cloud"] = std::move(cloud);
    section["assumptions"] = assumptionsJson(e.assumptions);
    section["gaps"] = e.gaps;
    return section;
}

nlohmann::json costSectionJson(const CostResults& cost)
{
    nlohmann::json section = costSectionJson(cost.economics);
    section["workloads"] = workloadCostsJson(cost.workloads);
    return section;
}

}  // namespace cp
