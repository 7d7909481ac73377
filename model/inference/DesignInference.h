#pragma once

// Sizes every inference service of a design on the design's GPUs: the GPU type, scale-up
// domain and compute fabric come from the design, the cost per GPU-hour from the economics
// model (its TCO per useful GPU-hour) when the design can be costed, else from catalog prices.

#include "catalog/Catalog.h"
#include "cost/EconomicsEstimate.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "inference/ServiceSizing.h"
#include "inference/ServingEngine.h"
#include "network/CollectiveModel.h"
#include "network/PlannedFabrics.h"

#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cp {

struct ServiceSizingResult {
    std::string pointer;          // "/inference/0"
    InferenceService service;
    std::string gpuId;
    InferenceSizing sizing;
};

struct DesignInference {
    std::vector<ServiceSizingResult> services;
    std::int64_t gpusNeeded = 0;  // sum over services of the chosen plans
    std::int64_t designGpus = 0;
    std::string fabricBasis;      // how the KV-transfer bandwidth was obtained
    std::string costBasis;
};

// Throws CatalogError when a serving factor is missing; a service that cannot be sized gets
// its reason in its sizing's warnings.
DesignInference sizeDesignInference(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                    const PlannedFabrics* fabrics = nullptr);
// Sizings shared by designs that differ only in size and price (the auto-design's candidates of
// one building block and fabric): a service is sized once per GPU, scale-up domain and KV-transfer
// path and re-priced (repriceSizing) for the other designs, which gives what sizing them afresh
// gives. Holds the services of one set of designs with the same inference services (keyed by
// their index); thread-safe.
class SizingReuse {
public:
    struct Key {
        std::size_t service = 0;
        std::string gpuId;
        int scaleupDomainGpus = 0;
        double fabricBytesPerSecondPerGpu = 0;
        double fabricLatencyS = 0;
        auto operator<=>(const Key&) const = default;
    };
    struct Entry {
        SizingContext context;               // the one it was sized on
        InferenceSizing sizing;
    };

    // Null when none is stored. Entries are never changed or removed once stored, so what these
    // return stays valid, unchanged, as long as this object.
    const Entry* find(const Key& key) const;
    void store(const Key& key, Entry entry);

    // servingEfficiency and servingEngine (ServingEngine.h) of `catalog`, the one catalog the
    // designs share, read once per GPU and engine.
    const ServingEfficiency& efficiency(const Catalog& catalog, const Gpu& gpu);
    const ServingEngine& engine(const Catalog& catalog, const std::string& id, const std::string& version, const Gpu& gpu);
    // servingEconomics (ServingEconomics.h) of `catalog`, once per GPU and what it reads of the
    // economics and facility.
    const ServingEconomics& economics(const Catalog& catalog, const Gpu& gpu, const Economics& economics,
                                      const Facility& facility, double hostPowerFraction);
    // CollectiveParameters::fromCatalog(catalog), for the KV-transfer path.
    const CollectiveParameters& collectiveParameters(const Catalog& catalog);

private:
    // The GPU and the bits of depreciation years, PUE, electricity price and host power fraction
    // (bits, so that every value, NaN included, is a key of its own).
    using EconomicsKey = std::pair<std::string, std::array<std::uint64_t, 4>>;

    mutable std::mutex mutex_;
    std::map<Key, Entry> entries_;
    std::map<std::string, ServingEfficiency> efficiencies_;
    std::map<std::array<std::string, 3>, ServingEngine> engines_;   // GPU, engine, version
    std::map<EconomicsKey, ServingEconomics> economics_;
    std::optional<CollectiveParameters> collectiveParameters_;
};

// The same with the design's economics already estimated (estimateDesignEconomics without the
// training jobs' power profile, as the sizing computes it itself; only central values are read),
// and sizings to reuse (none: every service sized afresh).
// `fabrics`: the evaluation's planned fabrics; null: the compute fabric is planned here.
DesignInference sizeDesignInference(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                    const EconomicsEstimate& economics, SizingReuse* reuse = nullptr,
                                    const PlannedFabrics* fabrics = nullptr);

// The sizing context for one GPU type without a design: catalog prices, default economics
// and facility, `fabricGbpsPerGpu` of scale-out bandwidth (0: KV transfer not costed), the
// serving engine `engine` (empty: the GPU's default) at `engineVersion` with its KV cache in
// `kvCache`. Throws CatalogError for an unknown engine.
SizingContext standaloneSizingContext(const Catalog& catalog, const Gpu& gpu, int scaleupDomainGpus,
                                      double fabricGbpsPerGpu, const std::string& engine = {},
                                      const std::string& engineVersion = {},
                                      KvCacheDtype kvCache = KvCacheDtype::EngineDefault);

// Puts the engine's batch limits, KV-cache sizing and scheduling into `context`.
void useEngine(SizingContext& context, const Catalog& catalog, const Gpu& gpu, const std::string& engine,
               const std::string& engineVersion);

}  // namespace cp
