#include "inference/DesignInference.h"

#include "catalog/CatalogError.h"
#include "cost/DesignEconomics.h"
#include "inference/ServingEngine.h"
#include "network/CollectiveModel.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <exception>
#include <memory>
#include <optional>
#include <stdexcept>

namespace cp {

namespace {

struct FabricPath {
    double bytesPerSecondPerGpu = 0;
    double latencyS = 0;
    std::string basis;
};

// KV caches move between GPUs of different servers: a point-to-point send across the compute
// fabric, timed by the network model when the fabric can be planned. `reuse`: where the
// catalog's collective parameters are kept (null: read here).
FabricPath kvTransferPath(const Design& design, const Catalog& catalog, const Inventory& inventory, int gpusPerNode,
                          const PlannedFabrics* fabrics, SizingReuse* reuse)
{
    FabricPath path;
    const auto fabric = std::find_if(design.fabrics.begin(), design.fabrics.end(),
                                     [](const Fabric& f) { return f.role == FabricRole::Compute; });
    if (fabric == design.fabrics.end()) {
        path.basis = "no compute fabric: KV transfer between pools not costed";
        return path;
    }
    try {
        // The plan first: when both fail, its error is the one reported.
        std::shared_ptr<const FabricPlan> plan = fabrics
            ? fabrics->shared(*fabric)
            : std::make_shared<const FabricPlan>(planFabric(*fabric, fabricEndpoints(*fabric, inventory), catalog));
        const CollectiveModel network(std::move(plan), reuse ? reuse->collectiveParameters(catalog)
                                                             : CollectiveParameters::fromCatalog(catalog));
        const CollectiveCost cost = network.cost(CollectiveOp::PointToPoint, GroupPlacement{2, gpusPerNode, 1});
        if (cost.secondsPerByte > 0) {
            path.bytesPerSecondPerGpu = 1.0 / cost.secondsPerByte;
            path.latencyS = cost.latencySeconds;
            path.basis = "network model: point-to-point on fabric '" + fabric->name + "'";
            return path;
        }
    } catch (const std::exception& error) {
        path.basis = std::string("network model unavailable (") + error.what() + "); ";
    }
    path.bytesPerSecondPerGpu = fabric->linkGbpsPerGpu * 1e9 / 8.0;
    path.basis += "link rate of fabric '" + fabric->name + "' per GPU, no latency";
    return path;
}

}  // namespace

namespace {

void useEngine(SizingContext& context, const ServingEfficiency& efficiency, const ServingEngine& engine)
{
    context.efficiency = withEngine(efficiency, engine);
    context.scheduling = engine.scheduling;
    context.engine = engine.id + (engine.version.empty() ? "" : " " + engine.version);
    context.engineFactors = engine.catalogFactors;
    // Expert all-to-alls run on the same links as the KV transfer.
    context.efficiency.scaleupDomainGpus = std::max(context.scaleupDomainGpus, 1);
    if (context.fabricBytesPerSecondPerGpu > 0)
        context.efficiency.scaleoutBytesPerSecondPerGpu = context.fabricBytesPerSecondPerGpu;
}

}  // namespace

void useEngine(SizingContext& context, const Catalog& catalog, const Gpu& gpu, const std::string& engineId,
               const std::string& version)
{
    useEngine(context, servingEfficiency(catalog, gpu), servingEngine(catalog, engineId, version, gpu));
}

SizingContext standaloneSizingContext(const Catalog& catalog, const Gpu& gpu, int scaleupDomainGpus,
                                      double fabricGbpsPerGpu, const std::string& engine, const std::string& engineVersion,
                                      KvCacheDtype kvCache)
{
    SizingContext context;
    context.gpu = &gpu;
    context.scaleupDomainGpus = std::max(scaleupDomainGpus, 1);
    context.fabricBytesPerSecondPerGpu = fabricGbpsPerGpu * 1e9 / 8.0;
    useEngine(context, servingEfficiency(catalog, gpu), withKvCache(servingEngine(catalog, engine, engineVersion, gpu), kvCache));
    context.economics = servingEconomics(catalog, gpu, Economics{}, Facility{}, context.efficiency.hostPowerFraction);
    return context;
}

namespace {

// What "%.<decimals>f" prints (std::to_chars with a precision rounds as printf does), without
// parsing a format: this runs for every candidate of a design search.
std::string fixedText(double value, int decimals)
{
    char text[400];
    const std::to_chars_result written = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
    return std::string(text, written.ptr);
}

// The engine a service runs on `gpu`: its engine and release, with the KV cache it launches.
ServingEngine serviceEngine(const Catalog& catalog, const InferenceService& service, const Gpu& gpu, SizingReuse* reuse)
{
    return withKvCache(reuse ? reuse->engine(catalog, service.engine, service.engineVersion, gpu)
                             : servingEngine(catalog, service.engine, service.engineVersion, gpu),
                       service.kvCache);
}

// `economics` null: estimated here (exceptions noted in the cost basis).
DesignInference sizeWith(const Design& design, const Catalog& catalog, const Inventory& inventory,
                         const EconomicsEstimate* knownEconomics, SizingReuse* reuse, const PlannedFabrics* fabrics)
{
    DesignInference result;
    result.designGpus = inventory.gpus;
    if (design.inference.empty())
        return result;
    const NodeClass* nodes = inventory.dominantNodeClass();
    if (!nodes || !nodes->gpu)
        throw std::invalid_argument("the design has no GPUs to serve its inference services on");
    const Gpu& gpu = *nodes->gpu;

    // The service's engine sets the context's efficiency and scheduling (useEngine); the GPU's
    // own factors only give its host power here.
    std::optional<ServingEfficiency> ownEfficiency;
    if (!reuse)
        ownEfficiency = servingEfficiency(catalog, gpu);
    const ServingEfficiency& efficiency = reuse ? reuse->efficiency(catalog, gpu) : *ownEfficiency;
    const auto catalogEconomics = [&] {
        return reuse ? reuse->economics(catalog, gpu, design.economics, design.facility, efficiency.hostPowerFraction)
                     : servingEconomics(catalog, gpu, design.economics, design.facility, efficiency.hostPowerFraction);
    };
    SizingContext context;
    context.gpu = &gpu;
    context.scaleupDomainGpus = std::max(nodes->scaleupDomainGpus, 1);
    const FabricPath path = kvTransferPath(design, catalog, inventory, nodes->gpusPerNode, fabrics, reuse);
    context.fabricBytesPerSecondPerGpu = path.bytesPerSecondPerGpu;
    context.fabricLatencyS = path.latencyS;
    result.fabricBasis = path.basis;

    context.economics = catalogEconomics();
    try {
        // With the network model's bills of materials, so the fabric is in the GPU-hour cost.
        std::optional<EconomicsEstimate> estimated;
        if (!knownEconomics)
            estimated = estimateDesignEconomics(EvaluationContext{design, catalog, inventory, nullptr, nullptr, nullptr, fabrics});
        const EconomicsEstimate& economics = knownEconomics ? *knownEconomics : *estimated;
        if (economics.costPerGpuHourUsd.central > 0) {
            // The design's own TCO per useful GPU-hour (hardware, facility, energy, staff).
            context.economics.usdPerGpuHour = economics.costPerGpuHourUsd.central;
            if (economics.power.itPeakKw > 0 && inventory.gpus > 0)
                context.economics.wattsPerGpu = economics.power.itPeakKw * 1000.0 / inventory.gpus;
            context.economics.basis = "design TCO per useful GPU-hour $" + fixedText(context.economics.usdPerGpuHour, 2)
                + " (cost model), " + fixedText(context.economics.wattsPerGpu, 0) + " W IT per GPU";
        }
    } catch (const std::exception& error) {
        context.economics.basis += std::string(" (cost model unavailable: ") + error.what() + ")";
    }
    // Other GPU types of the design can carry a disaggregated pool; all types are then priced
    // from the catalog alike, so the comparison between them is like for like.
    for (const NodeClass& other : inventory.nodeClasses) {
        if (!other.gpu || other.gpu->id == gpu.id)
            continue;
        if (std::any_of(context.otherGpus.begin(), context.otherGpus.end(),
                        [&](const PoolGpu& known) { return known.gpu->id == other.gpu->id; }))
            continue;
        try {
            PoolGpu option;
            option.gpu = other.gpu;
            option.scaleupDomainGpus = std::max(other.scaleupDomainGpus, 1);
            option.efficiency = servingEfficiency(catalog, *other.gpu);
            option.economics = servingEconomics(catalog, *other.gpu, design.economics, design.facility,
                                                option.efficiency.hostPowerFraction);
            context.otherGpus.push_back(std::move(option));
        } catch (const CatalogError& error) {
            result.costBasis += std::string(" (") + other.gpu->id + " not offered for a pool: " + error.what() + ")";
        }
    }
    if (!context.otherGpus.empty())
        context.economics = catalogEconomics();
    result.costBasis = context.economics.basis + result.costBasis;

    // Re-pricing needs one GPU type and a price to scale (see repriceSizing).
    const bool reusable = reuse && context.otherGpus.empty() && context.economics.usdPerGpuHour > 0;
    for (std::size_t i = 0; i < design.inference.size(); ++i) {
        ServiceSizingResult entry;
        entry.pointer = "/inference/" + std::to_string(i);
        entry.service = design.inference[i];
        entry.gpuId = gpu.id;
        try {
            // A stored sizing was made with this service's engine on this GPU, which was found
            // then; the engine does not change what re-pricing reads (the economics).
            const SizingReuse::Key key{i, gpu.id, context.scaleupDomainGpus, context.fabricBytesPerSecondPerGpu,
                                       context.fabricLatencyS};
            if (const SizingReuse::Entry* known = reusable ? reuse->find(key) : nullptr) {
                entry.sizing = known->sizing;
                repriceSizing(entry.sizing, entry.service, known->context, context);
            } else {
                SizingContext serviceContext = context;
                useEngine(serviceContext, efficiency, serviceEngine(catalog, entry.service, gpu, reuse));
                for (PoolGpu& option : serviceContext.otherGpus) {
                    const ServingEngine engine = serviceEngine(catalog, entry.service, *option.gpu, reuse);
                    option.efficiency = withEngine(servingEfficiency(catalog, *option.gpu), engine);
                    option.efficiency.scaleupDomainGpus = option.scaleupDomainGpus;
                    option.efficiency.scaleoutBytesPerSecondPerGpu = serviceContext.efficiency.scaleoutBytesPerSecondPerGpu;
                    option.scheduling = engine.scheduling;
                }
                entry.sizing = sizeInferenceService(entry.service, serviceContext);
                if (reusable)
                    reuse->store(key, {serviceContext, entry.sizing});
            }
        } catch (const std::invalid_argument& error) {
            entry.sizing.warnings.emplace_back(error.what());
        } catch (const CatalogError& error) {
            entry.sizing.warnings.emplace_back(std::string(entry.pointer + "/engine: ") + error.what());
        }
        entry.sizing.assumptions.push_back("KV transfer: " + path.basis);
        if (entry.sizing.best)
            result.gpusNeeded += entry.sizing.best->gpus;
        result.services.push_back(std::move(entry));
    }
    return result;
}

}  // namespace

const SizingReuse::Entry* SizingReuse::find(const Key& key) const
{
    const std::lock_guard lock(mutex_);
    const auto it = entries_.find(key);
    return it == entries_.end() ? nullptr : &it->second;
}

void SizingReuse::store(const Key& key, Entry entry)
{
    const std::lock_guard lock(mutex_);
    entries_.try_emplace(key, std::move(entry));
}

const ServingEfficiency& SizingReuse::efficiency(const Catalog& catalog, const Gpu& gpu)
{
    {
        const std::lock_guard lock(mutex_);
        if (const auto it = efficiencies_.find(gpu.id); it != efficiencies_.end())
            return it->second;
    }
    ServingEfficiency read = servingEfficiency(catalog, gpu);
    const std::lock_guard lock(mutex_);
    return efficiencies_.try_emplace(gpu.id, std::move(read)).first->second;
}

const ServingEconomics& SizingReuse::economics(const Catalog& catalog, const Gpu& gpu, const Economics& economics,
                                               const Facility& facility, double hostPowerFraction)
{
    const EconomicsKey key{gpu.id,
                           {std::bit_cast<std::uint64_t>(economics.depreciationYears), std::bit_cast<std::uint64_t>(facility.pue),
                            std::bit_cast<std::uint64_t>(facility.electricityUsdPerKwh),
                            std::bit_cast<std::uint64_t>(hostPowerFraction)}};
    {
        const std::lock_guard lock(mutex_);
        if (const auto it = economics_.find(key); it != economics_.end())
            return it->second;
    }
    ServingEconomics read = servingEconomics(catalog, gpu, economics, facility, hostPowerFraction);
    const std::lock_guard lock(mutex_);
    return economics_.try_emplace(key, std::move(read)).first->second;
}

const CollectiveParameters& SizingReuse::collectiveParameters(const Catalog& catalog)
{
    {
        const std::lock_guard lock(mutex_);
        if (collectiveParameters_)
            return *collectiveParameters_;
    }
    const CollectiveParameters read = CollectiveParameters::fromCatalog(catalog);
    const std::lock_guard lock(mutex_);
    if (!collectiveParameters_)
        collectiveParameters_ = read;
    return *collectiveParameters_;
}

const ServingEngine& SizingReuse::engine(const Catalog& catalog, const std::string& id, const std::string& version, const Gpu& gpu)
{
    const std::array<std::string, 3> key{gpu.id, id, version};
    {
        const std::lock_guard lock(mutex_);
        if (const auto it = engines_.find(key); it != engines_.end())
            return it->second;
    }
    ServingEngine read = servingEngine(catalog, id, version, gpu);
    const std::lock_guard lock(mutex_);
    return engines_.try_emplace(key, std::move(read)).first->second;
}

DesignInference sizeDesignInference(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                    const PlannedFabrics* fabrics)
{
    return sizeWith(design, catalog, inventory, nullptr, nullptr, fabrics);
}

DesignInference sizeDesignInference(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                    const EconomicsEstimate& economics, SizingReuse* reuse,
                                    const PlannedFabrics* fabrics)
{
    return sizeWith(design, catalog, inventory, &economics, reuse, fabrics);
}

}  // namespace cp
