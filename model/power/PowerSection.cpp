#include "power/PowerSection.h"

#include "cost/DesignEconomics.h"
#include "cost/EconomicsJson.h"
#include "power/PowerProfileJson.h"
#include "power/SitePowerProfile.h"

#include <nlohmann/json.hpp>

namespace cp {

nlohmann::json buildPowerSection(const EvaluationContext& context, std::vector<EvaluationWarning>& warnings)
{
    if (context.inventory.gpus == 0)
        return nullptr;
    const EconomicsEstimate estimate = estimateDesignEconomics(context);
    for (const std::string& message : estimate.power.warnings)
        warnings.push_back({"power", "/facility", message});
    nlohmann::json section = powerSectionJson(estimate);
    // The power figures' own inputs (node power, PUE, average fraction, limits) are among the
    // cost section's assumptions; listed here too so that the section stands alone.
    nlohmann::json assumptions = nlohmann::json::array();
    for (const auto& item : assumptionsJson(estimate.assumptions)) {
        const std::string key = item["key"].get<std::string>();
        if (key.find("power") != std::string::npos || key.find("tdp") != std::string::npos || key == "pue" ||
            key == "electricity_usd_per_kwh" || key == "rack_kw_limit")
            assumptions.push_back(item);
    }
    const SitePowerProfile profile = estimateSitePowerProfile(context);
    for (const nlohmann::json& item : assumptionsJson(profile.assumptions))
        assumptions.push_back(item);
    section["assumptions"] = std::move(assumptions);
    section["profile"] = sitePowerProfileJson(profile);
    return section;
}

}  // namespace cp
