#include "catalog/Catalog.h"

#include "catalog/CatalogError.h"
#include "design/NearestNames.h"

#include <algorithm>

namespace cp {
namespace {

template <typename Item>
const Item* findById(const std::vector<Item>& items, std::string_view id)
{
    const auto it = std::find_if(items.begin(), items.end(),
                                 [id](const Item& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

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
const Item& requireById(const Catalog& catalog, const std::vector<Item>& items, CatalogKind kind,
                        std::string_view id)
{
    if (const Item* item = findById(items, id))
        return *item;
    throw CatalogError::unknownId(kind, id, catalog.nearestIds(kind, id));
}

}  // namespace

const Gpu* Catalog::findGpu(std::string_view id) const { return findById(gpus, id); }
const NodePlatform* Catalog::findNode(std::string_view id) const { return findById(nodes, id); }
const Switch* Catalog::findSwitch(std::string_view id) const { return findById(switches, id); }
const Nic* Catalog::findNic(std::string_view id) const { return findById(nics, id); }
const Optic* Catalog::findOptic(std::string_view id) const { return findById(optics, id); }
const StorageSystem* Catalog::findStorage(std::string_view id) const { return findById(storage, id); }
const FacilityProfile* Catalog::findFacility(std::string_view id) const { return findById(facilities, id); }
const CloudOffer* Catalog::findCloudOffer(std::string_view id) const { return findById(cloudOffers, id); }
const FailureRate* Catalog::findFailureRate(std::string_view id) const { return findById(failureRates, id); }
const RackSystem* Catalog::findRackSystem(std::string_view id) const { return findById(rackSystems, id); }

const EfficiencyCurve* Catalog::findEfficiencyCurve(std::string_view gpuId, std::string_view curve) const
{
    const auto it = std::find_if(efficiencyCurves.begin(), efficiencyCurves.end(), [&](const EfficiencyCurve& c) {
        return c.gpuId == gpuId && c.curve == curve;
    });
    return it == efficiencyCurves.end() ? nullptr : &*it;
}

const ModelParameter* Catalog::findParameter(std::string_view scope, std::string_view name) const
{
    const auto it = std::find_if(parameters.begin(), parameters.end(), [&](const ModelParameter& p) {
        return p.scope == scope && p.name == name;
    });
    return it == parameters.end() ? nullptr : &*it;
}

double Catalog::parameter(std::string_view scope, std::string_view name) const
{
    if (const ModelParameter* p = findParameter(scope, name))
        return p->value;
    throw CatalogError("missing model parameter '" + std::string(scope) + "." + std::string(name) +
                       "' in the catalog (data/catalog/parameters.csv)");
}

const Gpu& Catalog::gpu(std::string_view id) const { return requireById(*this, gpus, CatalogKind::Gpu, id); }
const NodePlatform& Catalog::node(std::string_view id) const { return requireById(*this, nodes, CatalogKind::Node, id); }
const Switch& Catalog::switchById(std::string_view id) const
{
    return requireById(*this, switches, CatalogKind::Switch, id);
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
