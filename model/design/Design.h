#pragma once

// The cluster design: the one document the user edits, saves and shares. A hierarchy of
// replicated groups keeps a 100,000-GPU cluster a small document. Estimates are never stored
// here; they are pure functions of (Design, Catalog).

#include "design/Workload.h"
#include "reliability/CheckpointStrategy.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cp {

enum class GroupKind { Pod, ScalableUnit, Row, Rack, Nodes };

// The servers of one kind inside a group: `count` identical nodes.
struct NodeSpec {
    std::string platformId;                  // catalog node platform
    std::string gpuId;                       // empty = the platform's own GPU
    int gpusPerNode = 0;                     // 0 = the platform's GPU count
    int scaleupDomainGpus = 0;               // 0 = the rack system's domain, else the platform's
};

struct Group {
    std::string name;
    GroupKind kind = GroupKind::Rack;
    int count = 1;                           // replication: this group exists `count` times
    std::optional<NodeSpec> node;            // set for kind == Nodes: `count` such servers
    std::vector<Group> children;
    double x = 0, y = 0;                     // canvas position (layout only; no model meaning)
    // Rack groups only: the catalog rack-scale system this rack is (e.g. "gb200_nvl72"). Its
    // compute trays are the rack's nodes; its switch trays, power shelves and price come with it.
    // Last, so that positional initialisation of the fields above still works.
    std::string rackSystemId;
};

enum class FabricRole { Compute, FrontEnd, Storage };
enum class FabricTechnology { InfiniBand, Ethernet };
enum class TopologyKind { RailOptimizedFatTree, FatTree, SingleTier };

struct Fabric {
    std::string name;
    FabricRole role = FabricRole::Compute;
    FabricTechnology technology = FabricTechnology::InfiniBand;
    TopologyKind topology = TopologyKind::RailOptimizedFatTree;
    int tiers = 2;                           // 1, 2 or 3 switch tiers
    std::string switchId;                    // catalog switch
    std::string nicId;                       // catalog NIC (empty: the platform's)
    std::string opticId;                     // catalog optic for switch-to-switch links
    double linkGbpsPerGpu = 0;               // compute fabric: per GPU (per rail)
    double linkGbpsPerNode = 0;              // front-end/storage: per node
    int rails = 0;                           // 0 = one rail per GPU in the node
    std::vector<double> oversubscription;    // per tier boundary, leaf->spine first; 1 = non-blocking
    bool inNetworkReduction = false;         // InfiniBand SHARP / NVLink SHARP
    std::string attachedGroup;               // empty = the whole design
};

struct StorageDeployment {
    std::string name;
    std::string systemId;                    // catalog storage system
    int count = 1;
};

enum class Cooling { Air, Liquid };
enum class SiteModel { Build, Colocation };

struct Facility {
    double pue = 1.3;
    double electricityUsdPerKwh = 0.08;
    Cooling cooling = Cooling::Liquid;
    SiteModel site = SiteModel::Colocation;
    double buildUsdPerMw = 0;                // capex per MW of critical IT when building
    double colocationUsdPerKwMonth = 0;      // when colocating
    double maxRackKw = 0;                    // 0 = the cooling type's default from the catalog

    bool operator==(const Facility&) const = default;
};

struct Economics {
    double depreciationYears = 5;
    double utilization = 0.8;                // fraction of GPU-hours doing paid/useful work
    double supportPercentPerYear = 0.0;      // of hardware capex
    double discountRate = 0.0;
    double integrationPercent = 0.0;         // installation/integration, of hardware capex
    double staffUsdPerYear = 0.0;

    bool operator==(const Economics&) const = default;
};

// How the design's training jobs are expected to fail and save their state.
struct ReliabilitySettings {
    std::string failureRateSet = "llama3_";  // prefix of catalog failure-rate ids (a published fleet)
    double failureRateMultiplier = 1.0;      // e.g. a newer GPU generation against that fleet
    CheckpointStrategy checkpointStrategy = CheckpointStrategy::Asynchronous;

    bool operator==(const ReliabilitySettings&) const = default;
};

// Per-item overrides of catalog figures: catalog id -> field name -> value (SI as in the
// catalog field). They win over the bundled and user catalogs for this design only.
using CatalogOverrides = std::map<std::string, std::map<std::string, double>>;

struct Design {
    std::string name;
    std::string description;
    std::vector<Group> groups;
    std::vector<Fabric> fabrics;
    std::vector<StorageDeployment> storage;
    Facility facility;
    Economics economics;
    ReliabilitySettings reliability;
    std::vector<TrainingJob> training;
    std::vector<InferenceService> inference;
    CatalogOverrides overrides;
};

std::string_view toString(GroupKind k);
std::string_view toString(FabricRole r);
std::string_view toString(FabricTechnology t);
std::string_view toString(TopologyKind t);
std::string_view toString(Cooling c);
std::string_view toString(SiteModel s);
std::optional<GroupKind> groupKindFromString(std::string_view s);
std::optional<FabricRole> fabricRoleFromString(std::string_view s);
std::optional<FabricTechnology> fabricTechnologyFromString(std::string_view s);
std::optional<TopologyKind> topologyKindFromString(std::string_view s);
std::optional<Cooling> coolingFromString(std::string_view s);
std::optional<SiteModel> siteModelFromString(std::string_view s);

}  // namespace cp
