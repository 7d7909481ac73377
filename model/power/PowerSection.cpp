#include "power/PowerSection.h"

#include "evaluation/SharedEstimates.h"
#include "power/SitePowerProfile.h"

namespace cp {

PowerResults powerResults(const EconomicsEstimate& economics)
{
    PowerResults power{economics.power, economics.itPeakKw, economics.facilityPeakKw, economics.annualEnergyMwh, {}, {}};
    // The power figures' own inputs (node power, PUE, average fraction, limits) are among the
    // cost section's assumptions; listed here too so that the section stands alone.
    for (const SourcedFigure& figure : economics.assumptions) {
        const std::string& key = figure.key;
        if (key.find("power") != std::string::npos || key.find("tdp") != std::string::npos || key == "pue" ||
            key == "electricity_usd_per_kwh" || key == "rack_kw_limit")
            power.assumptions.push_back(figure);
    }
    return power;
}

std::optional<PowerResults> estimatePowerSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return std::nullopt;
    PowerResults power = powerResults(economicsOf(context));
    for (const std::string& message : power.estimate.warnings)
        warnings.push_back({"power", "/facility", message});
    // The same profile the economics estimate took its average power from.
    SitePowerProfile profile = estimateSitePowerProfile(context);
    power.assumptions.insert(power.assumptions.end(), profile.assumptions.begin(), profile.assumptions.end());
    power.profile = std::move(profile);
    return power;
}

}  // namespace cp
