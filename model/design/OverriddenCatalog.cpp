#include "design/OverriddenCatalog.h"

#include "catalog/CatalogTable.h"
#include "design/JsonPointer.h"
#include "design/NearestNames.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace cp {
namespace {

// One overridable field of an item type: its name in the file, whether it must be a whole
// number, and how to store it.
template <typename Item>
struct Field {
    std::string_view name;
    bool integral;
    void (*apply)(Item& item, double value);
};

// The design file names the catalog's own field names (docs/design-format.md).
const Field<Gpu> gpuFields[] = {
    {"price_usd", false, [](Gpu& g, double v) { g.price.usd = v; }},
    {"bf16_dense_tflops", false, [](Gpu& g, double v) { g.bf16DenseTflops = v; }},
    {"fp8_dense_tflops", false, [](Gpu& g, double v) { g.fp8DenseTflops = v; }},
    {"fp4_dense_tflops", false, [](Gpu& g, double v) { g.fp4DenseTflops = v; }},
    {"hbm_gb", false, [](Gpu& g, double v) { g.hbmGb = v; }},
    {"hbm_tbps", false, [](Gpu& g, double v) { g.hbmTbps = v; }},
    {"scaleup_unidir_gbytes_per_s", false, [](Gpu& g, double v) { g.scaleupUnidirGBps = v; }},
    {"tdp_w", false, [](Gpu& g, double v) { g.tdpW = v; }},
};
const Field<NodePlatform> nodeFields[] = {
    {"price_usd", false, [](NodePlatform& n, double v) { n.price.usd = v; }},
    {"max_power_kw", false, [](NodePlatform& n, double v) { n.maxPowerKw = v; }},
    {"compute_nics", true, [](NodePlatform& n, double v) { n.computeNics = static_cast<int>(v); }},
    {"compute_nic_gbps", false, [](NodePlatform& n, double v) { n.computeNicGbps = v; }},
    {"rack_units", true, [](NodePlatform& n, double v) { n.rackUnits = static_cast<int>(v); }},
};
const Field<Switch> switchFields[] = {
    {"price_usd", false, [](Switch& s, double v) { s.price.usd = v; }},
    {"power_w", false, [](Switch& s, double v) { s.powerW = v; }},
    {"ports", true, [](Switch& s, double v) { s.ports = static_cast<int>(v); }},
    {"port_gbps", false, [](Switch& s, double v) { s.portGbps = v; }},
    {"latency_ns", false, [](Switch& s, double v) { s.latencyNs = v; }},
};
const Field<Nic> nicFields[] = {
    {"price_usd", false, [](Nic& n, double v) { n.price.usd = v; }},
    {"power_w", false, [](Nic& n, double v) { n.powerW = v; }},
    {"max_port_gbps", false, [](Nic& n, double v) { n.maxPortGbps = v; }},
};
const Field<Optic> opticFields[] = {
    {"price_usd", false, [](Optic& o, double v) { o.price.usd = v; }},
    {"power_w", false, [](Optic& o, double v) { o.powerW = v; }},
};
const Field<StorageSystem> storageFields[] = {
    {"price_usd", false, [](StorageSystem& s, double v) { s.price.usd = v; }},
    {"power_w", false, [](StorageSystem& s, double v) { s.powerW = v; }},
    {"capacity_tb", false, [](StorageSystem& s, double v) { s.capacityTb = v; }},
    {"read_gbytes_per_s", false, [](StorageSystem& s, double v) { s.readGBps = v; }},
    {"write_gbytes_per_s", false, [](StorageSystem& s, double v) { s.writeGBps = v; }},
};
const Field<FacilityProfile> facilityFields[] = {
    {"value", false, [](FacilityProfile& f, double v) { f.value = v; }},
};
const Field<CloudOffer> cloudFields[] = {
    {"usd_per_gpu_hour", false, [](CloudOffer& c, double v) { c.usdPerGpuHour = v; }},
};
const Field<RackSystem> rackSystemFields[] = {
    {"price_usd", false, [](RackSystem& r, double v) { r.price.usd = v; }},
    {"max_power_kw", false, [](RackSystem& r, double v) { r.maxPowerKw = v; }},
};
const Field<FailureRate> failureFields[] = {
    {"failures_per_million_hours", false, [](FailureRate& f, double v) { f.failuresPerMillionHours = v; }},
};

template <typename Item, std::size_t N>
std::vector<std::string_view> namesOf(const Field<Item> (&fields)[N])
{
    std::vector<std::string_view> names;
    for (const auto& field : fields)
        names.push_back(field.name);
    return names;
}

template <typename Item, std::size_t N>
const Field<Item>* findField(const Field<Item> (&fields)[N], std::string_view name)
{
    for (const auto& field : fields)
        if (field.name == name)
            return &field;
    return nullptr;
}

template <typename Item, std::size_t N>
void applyTo(std::vector<Item>& items, const Field<Item> (&fields)[N], const CatalogOverrides& overrides)
{
    for (Item& item : items) {
        const auto it = overrides.find(item.id);
        if (it == overrides.end())
            continue;
        for (const auto& [name, value] : it->second)
            if (const Field<Item>* field = findField(fields, name))
                field->apply(item, value);
    }
}

// Which kind of item an id names, and whether a field is overridable and integral.
struct Target {
    CatalogKind kind;
    std::vector<std::string_view> fields;
    std::vector<std::string_view> integralFields;
};

template <typename Item, std::size_t N>
std::optional<Target> targetIn(const std::vector<Item>& items, CatalogKind kind, const Field<Item> (&fields)[N],
                               std::string_view id)
{
    if (std::none_of(items.begin(), items.end(), [id](const Item& item) { return item.id == id; }))
        return std::nullopt;
    Target target{kind, namesOf(fields), {}};
    for (const auto& field : fields)
        if (field.integral)
            target.integralFields.push_back(field.name);
    return target;
}

std::optional<Target> findTarget(const Catalog& catalog, std::string_view id)
{
    if (auto t = targetIn(catalog.gpus, CatalogKind::Gpu, gpuFields, id)) return t;
    if (auto t = targetIn(catalog.nodes, CatalogKind::Node, nodeFields, id)) return t;
    if (auto t = targetIn(catalog.switches, CatalogKind::Switch, switchFields, id)) return t;
    if (auto t = targetIn(catalog.nics, CatalogKind::Nic, nicFields, id)) return t;
    if (auto t = targetIn(catalog.optics, CatalogKind::Optic, opticFields, id)) return t;
    if (auto t = targetIn(catalog.storage, CatalogKind::Storage, storageFields, id)) return t;
    if (auto t = targetIn(catalog.facilities, CatalogKind::Facility, facilityFields, id)) return t;
    if (auto t = targetIn(catalog.cloudOffers, CatalogKind::Cloud, cloudFields, id)) return t;
    if (auto t = targetIn(catalog.failureRates, CatalogKind::FailureRate, failureFields, id)) return t;
    if (auto t = targetIn(catalog.rackSystems, CatalogKind::RackSystem, rackSystemFields, id)) return t;
    return std::nullopt;
}

std::string join(const std::vector<std::string_view>& names)
{
    std::string text;
    for (const auto name : names)
        text += (text.empty() ? "" : ", ") + std::string(name);
    return text;
}

}  // namespace

std::vector<std::string_view> overridableFields(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Gpu: return namesOf(gpuFields);
    case CatalogKind::Node: return namesOf(nodeFields);
    case CatalogKind::Switch: return namesOf(switchFields);
    case CatalogKind::Nic: return namesOf(nicFields);
    case CatalogKind::Optic: return namesOf(opticFields);
    case CatalogKind::Storage: return namesOf(storageFields);
    case CatalogKind::Facility: return namesOf(facilityFields);
    case CatalogKind::Cloud: return namesOf(cloudFields);
    case CatalogKind::FailureRate: return namesOf(failureFields);
    case CatalogKind::RackSystem: return namesOf(rackSystemFields);
    }
    return {};
}

Catalog withOverrides(const Catalog& catalog, const CatalogOverrides& overrides)
{
    Catalog result = catalog;
    if (overrides.empty())
        return result;
    applyTo(result.gpus, gpuFields, overrides);
    applyTo(result.nodes, nodeFields, overrides);
    applyTo(result.switches, switchFields, overrides);
    applyTo(result.nics, nicFields, overrides);
    applyTo(result.optics, opticFields, overrides);
    applyTo(result.storage, storageFields, overrides);
    applyTo(result.facilities, facilityFields, overrides);
    applyTo(result.cloudOffers, cloudFields, overrides);
    applyTo(result.failureRates, failureFields, overrides);
    applyTo(result.rackSystems, rackSystemFields, overrides);
    return result;
}

std::vector<DesignIssue> checkOverrides(const CatalogOverrides& overrides, const Catalog& catalog)
{
    std::vector<DesignIssue> issues;
    for (const auto& [id, fields] : overrides) {
        const std::string idPointer = pointerTo("/overrides", id);
        const std::optional<Target> target = findTarget(catalog, id);
        if (!target) {
            // Suggest from every kind: the user may not remember which kind the id is.
            std::vector<std::string> candidates;
            for (const CatalogKind kind : allCatalogKinds())
                for (std::string& candidate : catalog.ids(kind))
                    candidates.push_back(std::move(candidate));
            const std::vector<std::string> best = nearestNames(std::move(candidates), id);
            issues.push_back({idPointer, "unknown catalog id '" + id + "'" +
                                             (best.empty() ? std::string() : " (nearest: " + joinQuoted(best) + ")"),
                              Severity::Error});
            continue;
        }
        for (const auto& [field, value] : fields) {
            const std::string fieldPointer = pointerTo(idPointer, field);
            if (std::find(target->fields.begin(), target->fields.end(), field) == target->fields.end()) {
                issues.push_back({fieldPointer, "'" + field + "' cannot be overridden for a " +
                                                    std::string(toString(target->kind)) + " (expected one of: " +
                                                    join(target->fields) + ")",
                                  Severity::Error});
                continue;
            }
            const bool integral = std::find(target->integralFields.begin(), target->integralFields.end(), field) !=
                                  target->integralFields.end();
            if (!std::isfinite(value) || value < 0 || value > 1.0e12 || (integral && value != std::floor(value)))
                issues.push_back({fieldPointer, std::to_string(value) + " is not " +
                                                    (integral ? "a non-negative whole number" : "a non-negative number") +
                                                    " of sensible size",
                                  Severity::Error});
        }
    }
    return issues;
}

}  // namespace cp
