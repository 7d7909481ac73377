#include "inference/ServingEconomics.h"

#include "catalog/CatalogError.h"

#include <algorithm>
#include <cstdio>

namespace cp {

namespace {

constexpr double kHoursPerYear = 8766.0;  // 365.25 days

const NodePlatform* pricedNodeFor(const Catalog& catalog, const Gpu& gpu)
{
    const NodePlatform* best = nullptr;
    for (const NodePlatform& node : catalog.nodes) {
        if (node.gpuId != gpu.id || node.gpuCount <= 0 || !node.price.usd)
            continue;
        if (!best || *node.price.usd / node.gpuCount < *best->price.usd / best->gpuCount)
            best = &node;
    }
    return best;
}

}  // namespace

ServingEconomics servingEconomics(const Catalog& catalog, const Gpu& gpu, const Economics& economics,
                                  const Facility& facility, double hostPowerFraction)
{
    ServingEconomics e;
    const NodePlatform* node = pricedNodeFor(catalog, gpu);
    // maxPowerKw is optional in the catalog (not published for OEM/cloud platforms).
    e.wattsPerGpu = node && node->maxPowerKw && *node->maxPowerKw > 0 ? *node->maxPowerKw * 1000.0 / node->gpuCount
                                                 : gpu.tdpW * (1.0 + hostPowerFraction);
    e.energyUsdPerGpuHour = e.wattsPerGpu / 1000.0 * facility.pue * facility.electricityUsdPerKwh;
    const double hours = std::max(economics.depreciationYears, 0.1) * kHoursPerYear;
    char text[256];
    if (node) {
        e.capexUsdPerGpuHour = *node->price.usd / node->gpuCount / hours;
        std::snprintf(text, sizeof text, "server %s at $%.0f per GPU over %.1f years, %.0f W per GPU at PUE %.2f and $%.3f/kWh",
                      node->id.c_str(), *node->price.usd / node->gpuCount, economics.depreciationYears, e.wattsPerGpu,
                      facility.pue, facility.electricityUsdPerKwh);
        e.basis = text;
    } else if (gpu.price.usd) {
        e.capexUsdPerGpuHour = *gpu.price.usd / hours;
        std::snprintf(text, sizeof text, "GPU %s at $%.0f (GPU only, no server) over %.1f years, %.0f W per GPU at PUE %.2f and $%.3f/kWh",
                      gpu.id.c_str(), *gpu.price.usd, economics.depreciationYears, e.wattsPerGpu, facility.pue,
                      facility.electricityUsdPerKwh);
        e.basis = text;
    } else {
        const CloudOffer* cheapest = nullptr;
        for (const CloudOffer& offer : catalog.cloudOffers)
            if (offer.gpuId == gpu.id && offer.usdPerGpuHour > 0 && (!cheapest || offer.usdPerGpuHour < cheapest->usdPerGpuHour))
                cheapest = &offer;
        if (!cheapest)
            throw CatalogError("no purchase price, server price or cloud offer for GPU '" + gpu.id
                               + "': cannot cost an inference fleet on it");
        e.usdPerGpuHour = cheapest->usdPerGpuHour;
        std::snprintf(text, sizeof text, "cloud offer %s %s (%s) at $%.2f per GPU-hour, energy included",
                      cheapest->provider.c_str(), cheapest->instance.c_str(), cheapest->term.c_str(), cheapest->usdPerGpuHour);
        e.basis = text;
        e.energyUsdPerGpuHour = 0;
        return e;
    }
    e.usdPerGpuHour = e.capexUsdPerGpuHour + e.energyUsdPerGpuHour;
    return e;
}

}  // namespace cp
