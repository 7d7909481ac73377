#pragma once

// The hardware catalog as an in-memory value: what every estimator reads. It is loaded from
// the bundled SQLite database with the user's catalog layered over it (CatalogDatabase), or
// built directly in tests. Lookups are by the stable string ids of the seed data: through a
// hash index once reindex() has run (the loaders do), by a scan otherwise.

#include "catalog/CatalogIdIndex.h"
#include "catalog/CatalogItems.h"
#include "catalog/CatalogParameterIndex.h"

#include <string>
#include <string_view>
#include <vector>

namespace cp {

class Catalog {
public:
    std::vector<Gpu> gpus;
    std::vector<NodePlatform> nodes;
    std::vector<Switch> switches;
    std::vector<Nic> nics;
    std::vector<Optic> optics;
    std::vector<StorageSystem> storage;
    std::vector<FacilityProfile> facilities;
    std::vector<CloudOffer> cloudOffers;
    std::vector<FailureRate> failureRates;
    std::vector<RackSystem> rackSystems;
    std::vector<EfficiencyCurve> efficiencyCurves;
    std::vector<ModelParameter> parameters;
    std::vector<SoftwareStack> softwareStacks;

    const Gpu* findGpu(std::string_view id) const;
    const NodePlatform* findNode(std::string_view id) const;
    const Switch* findSwitch(std::string_view id) const;
    const Nic* findNic(std::string_view id) const;
    const Optic* findOptic(std::string_view id) const;
    const StorageSystem* findStorage(std::string_view id) const;
    const FacilityProfile* findFacility(std::string_view id) const;
    const CloudOffer* findCloudOffer(std::string_view id) const;
    const FailureRate* findFailureRate(std::string_view id) const;
    const RackSystem* findRackSystem(std::string_view id) const;

    const EfficiencyCurve* findEfficiencyCurve(std::string_view gpuId, std::string_view curve) const;
    const ModelParameter* findParameter(std::string_view scope, std::string_view name) const;
    const SoftwareStack* findSoftwareStack(std::string_view id) const;
    // The parameter's value; throws CatalogError naming scope and name when it is missing.
    double parameter(std::string_view scope, std::string_view name) const;

    // Like find*, but throws CatalogError naming the id, the kind and the nearest known ids.
    const Gpu& gpu(std::string_view id) const;
    const NodePlatform& node(std::string_view id) const;
    const Switch& switchById(std::string_view id) const;

    // All ids of one kind, in catalog order.
    std::vector<std::string> ids(CatalogKind kind) const;
    // Known ids of `kind` closest to `id` (edit distance), best first.
    std::vector<std::string> nearestIds(CatalogKind kind, std::string_view id, int count = 3) const;

    // Rebuilds the id index of every kind and the parameters' index. Call it after filling or changing the vectors; a
    // lookup never trusts a stale index (a hit is checked, a miss is confirmed by a scan).
    void reindex();

private:
    CatalogIdIndex gpuIndex_;
    CatalogIdIndex nodeIndex_;
    CatalogIdIndex switchIndex_;
    CatalogIdIndex nicIndex_;
    CatalogIdIndex opticIndex_;
    CatalogIdIndex storageIndex_;
    CatalogIdIndex facilityIndex_;
    CatalogIdIndex cloudOfferIndex_;
    CatalogIdIndex failureRateIndex_;
    CatalogIdIndex rackSystemIndex_;
    CatalogParameterIndex parameterIndex_;
};

std::string_view toString(CatalogKind kind);

}  // namespace cp
