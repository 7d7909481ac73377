#include "cost/TcoModel.h"

#include "power/PowerModel.h"

#include <algorithm>
#include <cmath>

namespace cp {

double annuityFactor(double years, double discountRate)
{
    if (discountRate <= 0)
        return years;
    return (1.0 - std::pow(1.0 + discountRate, -years)) / discountRate;
}

double capitalRecoveryTotal(double years, double discountRate)
{
    if (discountRate <= 0 || years <= 0)
        return 1.0;
    return years / annuityFactor(years, discountRate);
}

OpexEstimate estimateOpex(const EconomicsInputs& inputs, const FigureSet& figures, const PowerEstimate& power,
                          const CapexEstimate& capex)
{
    OpexEstimate opex;
    // In colocation the energy is passed through at the metered draw x PUE; the $/kW-month
    // fee (CBRE) pays for space, power capacity and cooling of the contracted critical kW.
    opex.energyUsd = power.annualEnergyUsd;
    if (inputs.facility.site == SiteModel::Colocation && figures.contains("colocation_usd_per_kw_month"))
        opex.colocationUsd = power.itPeakKw * figures.value("colocation_usd_per_kw_month") * 12.0;
    opex.supportUsd = capex.hardwareUsd * figures.value("support_fraction_per_year");
    opex.staffUsd = figures.value("staff_usd_per_year");
    opex.totalUsd = opex.energyUsd + opex.colocationUsd + opex.supportUsd + opex.staffUsd;
    return opex;
}

TcoEstimate estimateTco(const EconomicsInputs& inputs, const FigureSet& figures, const CapexEstimate& capex,
                        const OpexEstimate& opex)
{
    TcoEstimate tco;
    tco.years = figures.value("depreciation_years");
    tco.discountRate = figures.value("discount_rate");
    tco.itCapexUsd = capex.hardwareUsd;
    // Epoch AI (1 GW data-center TCO): IT lives ~5 years, the building ~14; the period carries
    // only its share of the building. Without a facility life the building is charged in full.
    const double facilityLifeYears =
        figures.contains("facility_life_years") ? figures.value("facility_life_years") : tco.years;
    tco.facilityCapexUsd = capex.facilityUsd * std::min(1.0, tco.years / facilityLifeYears);
    // The up-front spending repaid in equal yearly instalments at the discount rate: what they
    // add beyond the spending itself is the cost of capital.
    tco.capitalCostUsd = tco.upfrontUsd() * (capitalRecoveryTotal(tco.years, tco.discountRate) - 1.0);
    tco.opexUsd = opex.totalUsd * tco.years;
    tco.tcoUsd = tco.upfrontUsd() + tco.capitalCostUsd + tco.opexUsd;
    tco.tcoPerYearUsd = tco.years > 0 ? tco.tcoUsd / tco.years : 0.0;
    tco.usefulGpuHours = static_cast<double>(inputs.gpus) * tco.years * hoursPerYear * figures.value("utilization");
    // Yearly cost over yearly useful hours: equal to discounted cost over discounted hours.
    tco.costPerGpuHourUsd = tco.usefulGpuHours > 0 ? tco.tcoUsd / tco.usefulGpuHours : 0.0;
    if (tco.tcoUsd > 0) {
        tco.energyShare = opex.energyUsd * tco.years / tco.tcoUsd;
        tco.depreciationShare = tco.itCapexUsd / tco.tcoUsd;
    }
    return tco;
}

}  // namespace cp
