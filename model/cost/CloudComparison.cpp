#include "cost/CloudComparison.h"

#include "cost/CatalogFigures.h"
#include "power/PowerModel.h"

#include <algorithm>
#include <cctype>

namespace cp {
namespace {

bool isCommitted(std::string term)
{
    std::transform(term.begin(), term.end(), term.begin(), [](unsigned char c) { return std::tolower(c); });
    return term.find("demand") == std::string::npos && term.find("spot") == std::string::npos;
}

}  // namespace

std::vector<CloudComparison> compareWithCloud(const Catalog& catalog, const std::string& gpuId, double gpus,
                                              double utilization, const OpexEstimate& opex,
                                              const TcoEstimate& tco)
{
    std::vector<CloudComparison> result;
    const double hoursPerMonth = hoursPerYear / 12.0;
    // Owning costs the up-front spending, then each year's opex and cost of capital (the TCO's
    // own definition, cost/TcoEstimate.h); renting costs the hours used.
    const double upfrontUsd = tco.upfrontUsd();
    const double ownRunningPerMonth = tco.years > 0 ? (tco.tcoUsd - upfrontUsd) / tco.years / 12.0 : opex.totalUsd / 12.0;
    for (const CloudOffer& offer : catalog.cloudOffers) {
        if (offer.gpuId != gpuId || offer.usdPerGpuHour <= 0)
            continue;
        CloudComparison comparison;
        comparison.offerId = offer.id;
        comparison.provider = offer.provider;
        comparison.instance = offer.instance;
        comparison.term = offer.term;
        comparison.committed = isCommitted(offer.term);
        comparison.usdPerGpuHour = offer.usdPerGpuHour;
        comparison.cloudUsdPerYear = gpus * hoursPerYear * utilization * offer.usdPerGpuHour;
        comparison.ownUsdPerYear = tco.tcoPerYearUsd;
        comparison.breakEvenUtilization = tco.tcoPerYearUsd / (gpus * hoursPerYear * offer.usdPerGpuHour);
        const double rentPerMonth = gpus * hoursPerMonth * utilization * offer.usdPerGpuHour;
        if (rentPerMonth > ownRunningPerMonth)
            comparison.breakEvenMonths = upfrontUsd / (rentPerMonth - ownRunningPerMonth);
        comparison.source = describe(offer.provenance);
        result.push_back(comparison);
    }
    std::sort(result.begin(), result.end(),
              [](const CloudComparison& a, const CloudComparison& b) { return a.usdPerGpuHour < b.usdPerGpuHour; });
    return result;
}

}  // namespace cp
