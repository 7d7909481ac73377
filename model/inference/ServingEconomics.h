#pragma once

// What one GPU of a serving fleet costs per hour and draws, from catalog prices and the
// design's economics and facility: capex of the server slot amortised over the depreciation
// period plus the energy at the facility's PUE. Falls back to the cheapest cloud offer when the
// catalog has no purchase price.

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <string>

namespace cp {

struct ServingEconomics {
    double usdPerGpuHour = 0;
    double capexUsdPerGpuHour = 0;
    double energyUsdPerGpuHour = 0;
    double wattsPerGpu = 0;                  // IT power of one GPU with its share of the server
    std::string basis;                       // where the figures came from, for the report
};

// Throws CatalogError when neither a price nor a cloud offer for the GPU is known.
ServingEconomics servingEconomics(const Catalog& catalog, const Gpu& gpu, const Economics& economics,
                                  const Facility& facility, double hostPowerFraction);

}  // namespace cp
