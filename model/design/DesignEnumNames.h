#pragma once

// The file spellings of every design and workload enum (docs/design-format.md lists them).
// Shared by toString/fromString and by the loader's "expected one of" messages.

#include "design/Design.h"
#include "design/EnumNames.h"

namespace cp {

inline constexpr EnumNames<GroupKind, 5> groupKindNames{{
    {GroupKind::Pod, "pod"},
    {GroupKind::ScalableUnit, "scalable_unit"},
    {GroupKind::Row, "row"},
    {GroupKind::Rack, "rack"},
    {GroupKind::Nodes, "nodes"},
}};

inline constexpr EnumNames<FabricRole, 3> fabricRoleNames{{
    {FabricRole::Compute, "compute"},
    {FabricRole::FrontEnd, "front_end"},
    {FabricRole::Storage, "storage"},
}};

inline constexpr EnumNames<FabricTechnology, 2> fabricTechnologyNames{{
    {FabricTechnology::InfiniBand, "infiniband"},
    {FabricTechnology::Ethernet, "ethernet"},
}};

inline constexpr EnumNames<TopologyKind, 3> topologyKindNames{{
    {TopologyKind::RailOptimizedFatTree, "rail_optimized_fat_tree"},
    {TopologyKind::FatTree, "fat_tree"},
    {TopologyKind::SingleTier, "single_tier"},
}};

inline constexpr EnumNames<Cooling, 2> coolingNames{{
    {Cooling::Air, "air"},
    {Cooling::Liquid, "liquid"},
}};

inline constexpr EnumNames<SiteModel, 2> siteModelNames{{
    {SiteModel::Build, "build"},
    {SiteModel::Colocation, "colocation"},
}};

inline constexpr EnumNames<CheckpointStrategy, 3> checkpointStrategyNames{{
    {CheckpointStrategy::Blocking, "blocking"},
    {CheckpointStrategy::Asynchronous, "asynchronous"},
    {CheckpointStrategy::InMemory, "in_memory"},
}};

inline constexpr EnumNames<Precision, 4> precisionNames{{
    {Precision::BF16, "bf16"},
    {Precision::FP16, "fp16"},
    {Precision::FP8, "fp8"},
    {Precision::FP4, "fp4"},
}};

inline constexpr EnumNames<Recompute, 3> recomputeNames{{
    {Recompute::None, "none"},
    {Recompute::Selective, "selective"},
    {Recompute::Full, "full"},
}};

inline constexpr EnumNames<ServingMode, 3> servingModeNames{{
    {ServingMode::Aggregated, "aggregated"},
    {ServingMode::Disaggregated, "disaggregated"},
    {ServingMode::Auto, "auto"},
}};

inline constexpr EnumNames<KvCacheDtype, 3> kvCacheDtypeNames{{
    {KvCacheDtype::EngineDefault, "auto"},
    {KvCacheDtype::Fp8, "fp8"},
    {KvCacheDtype::SixteenBit, "bf16"},
}};

inline constexpr EnumNames<PlanObjective, 2> planObjectiveNames{{
    {PlanObjective::TimeToTrain, "time_to_train"},
    {PlanObjective::TokensPerDollar, "tokens_per_dollar"},
}};

}  // namespace cp
