#include "catalog/Catalog.h"

#include "catalog/CatalogError.h"
#include "design/NearestNames.h"

#include <algorithm>

namespace cp {
namespace {

template <typename Item>
std::vector<std::string> idsOf(const std::vector<Item>& items)
{
    std::vector<std::string> result;
    result.reserve(items.size());
    for (const auto& item : items)
        result.push_back(item.id);
    return result;
}

template <typename Item>
const Item& requireById(const Catalog& catalog, const Item* item, CatalogKind kind, std::string_view id)
{
    if (item)
        return *item;
    throw CatalogError::unknownId(kind, id, catalog.nearestIds(kind, id));
}

}  // namespace

const Gpu* Catalog::findGpu(std::string_view id) const { return gpuIndex_.find(gpus, id); }
const NodePlatform* Catalog::findNode(std::string_view id) const { return nodeIndex_.find(nodes, id); }
const Switch* Catalog::findSwitch(std::string_view id) const { return switchIndex_.find(switches, id); }
const Nic* Catalog::findNic(std::string_view id) const { return nicIndex_.find(nics, id); }
const Optic* Catalog::findOptic(std::string_view id) const { return opticIndex_.find(optics, id); }
const StorageSystem* Catalog::findStorage(std::string_view id) const { return storageIndex_.find(storage, id); }
const FacilityProfile* Catalog::findFacility(std::string_view id) const { return facilityIndex_.find(facilities, id); }
const CloudOffer* Catalog::findCloudOffer(std::string_view id) const { return cloudOfferIndex_.find(cloudOffers, id); }
const FailureRate* Catalog::findFailureRate(std::string_view id) const
{
    return failureRateIndex_.find(failureRates, id);
}
const RackSystem* Catalog::findRackSystem(std::string_view id) const { return rackSystemIndex_.find(rackSystems, id); }

void Catalog::reindex()
{
    gpuIndex_.rebuild(gpus);
    nodeIndex_.rebuild(nodes);
    switchIndex_.rebuild(switches);
    nicIndex_.rebuild(nics);
    opticIndex_.rebuild(optics);
    storageIndex_.rebuild(storage);
    facilityIndex_.rebuild(facilities);
    cloudOfferIndex_.rebuild(cloudOffers);
    failureRateIndex_.rebuild(failureRates);
    rackSystemIndex_.rebuild(rackSystems);
    parameterIndex_.rebuild(parameters);
}

const EfficiencyCurve* Catalog::findEfficiencyCurve(std::string_view gpuId, std::string_view curve) const
{
    const auto it = std::find_if(efficiencyCurves.begin(), efficiencyCurves.end(), [&](const EfficiencyCurve& c) {
        return c.gpuId == gpuId && c.curve == curve;
    });
    return it == efficiencyCurves.end() ? nullptr : &*it;
}

const ModelParameter* Catalog::findParameter(std::string_view scope, std::string_view name) const
{
    return parameterIndex_.find(parameters, scope, name);
}

const SoftwareStack* Catalog::findSoftwareStack(std::string_view id) const
{
    const auto it = std::find_if(softwareStacks.begin(), softwareStacks.end(),
                                 [&](const SoftwareStack& stack) { return stack.id == id; });
    return it == softwareStacks.end() ? nullptr : &*it;
}

double Catalog::parameter(std::string_view scope, std::string_view name) const
{
    if (const ModelParameter* p = findParameter(scope, name))
        return p->value;
    throw CatalogError("missing model parameter '" + std::string(scope) + "." + std::string(name) +
                       "' in the catalog (data/catalog/parameters.csv)");
}

const Gpu& Catalog::gpu(std::string_view id) const { return requireById(*this, findGpu(id), CatalogKind::Gpu, id); }
const NodePlatform& Catalog::node(std::string_view id) const
{
    return requireById(*this, findNode(id), CatalogKind::Node, id);
}
const Switch& Catalog::switchById(std::string_view id) const
{
    return requireById(*this, findSwitch(id), CatalogKind::Switch, id);
}

std::vector<std::string> Catalog::ids(CatalogKind kind) const
{
    switch (kind) {
    case CatalogKind::Gpu: return idsOf(gpus);
    case CatalogKind::Node: return idsOf(nodes);
    case CatalogKind::Switch: return idsOf(switches);
    case CatalogKind::Nic: return idsOf(nics);
    case CatalogKind::Optic: return idsOf(optics);
    case CatalogKind::Storage: return idsOf(storage);
    case CatalogKind::Facility: return idsOf(facilities);
    case CatalogKind::Cloud: return idsOf(cloudOffers);
    case CatalogKind::FailureRate: return idsOf(failureRates);
    case CatalogKind::RackSystem: return idsOf(rackSystems);
    }
    return {};
}

std::vector<std::string> Catalog::nearestIds(CatalogKind kind, std::string_view id, int count) const
{
    std::vector<std::string> candidates = ids(kind);
    std::stable_sort(candidates.begin(), candidates.end(), [id](const std::string& a, const std::string& b) {
        return editDistance(a, id) < editDistance(b, id);
    });
    if (candidates.size() > static_cast<std::size_t>(std::max(count, 0)))
        candidates.resize(static_cast<std::size_t>(std::max(count, 0)));
    return candidates;
}

std::string_view toString(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Gpu: return "gpu";
    case CatalogKind::Node: return "node";
    case CatalogKind::Switch: return "switch";
    case CatalogKind::Nic: return "nic";
    case CatalogKind::Optic: return "optic";
    case CatalogKind::Storage: return "storage";
    case CatalogKind::Facility: return "facility";
    case CatalogKind::Cloud: return "cloud";
    case CatalogKind::FailureRate: return "failure_rate";
    case CatalogKind::RackSystem: return "rack_system";
    }
    return "unknown";
}

}  // namespace cp
