#pragma once

// Capital expenditure by category, with every priced line and its source.

#include <string>
#include <vector>

namespace cp {

// Category keys, in report order (stable: they are the keys of `capex_by_category`).
inline constexpr const char* capexCompute = "compute";                       // GPUs and servers
inline constexpr const char* capexScaleOutNetwork = "scale_out_network";     // compute fabric
inline constexpr const char* capexFrontEndStorageNetwork = "front_end_storage_network";
inline constexpr const char* capexStorage = "storage";
inline constexpr const char* capexRacksPdusCooling = "racks_pdus_cooling";
inline constexpr const char* capexIntegration = "integration";
inline constexpr const char* capexFacilityBuild = "facility_build";

struct CapexLine {
    std::string category;
    std::string item;                        // catalog id or a description
    double quantity = 0;
    double unitUsd = 0;
    double usd = 0;
    std::string source;
};

struct CapexCategory {
    std::string key;
    double usd = 0;
};

struct CapexEstimate {
    std::vector<CapexCategory> byCategory;   // every category, in report order, zero when none
    std::vector<CapexLine> lines;
    double computeUsd = 0;                   // GPUs and servers only
    double hardwareUsd = 0;                  // everything depreciated with the IT (incl. integration)
    double facilityUsd = 0;                  // building (site model "build"), depreciated over its own life
    double totalUsd = 0;

    double category(const std::string& key) const;
};

}  // namespace cp
