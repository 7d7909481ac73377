#pragma once

// Capital expenditure by category, with every priced line and its source.

#include <optional>
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
    bool estimate = false;                   // the unit price is an estimate (its range is in the assumptions)
    std::string includedIn;                  // non-empty: bought as part of that (usd is 0, unitUsd informative)
    std::optional<double> unitWatts;         // peak power of one unit; nullopt: not published
    bool passive = false;                    // draws no power (racks, PDUs, fiber)
    std::optional<double> totalWatts;        // lines that are not units (a share): their power in all
    std::string catalogId;                   // the catalog item, when the line is one
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
    double networkUsd = 0;                   // every fabric: switches, NICs, transceivers, cables
    double networkShare = 0;                 // networkUsd / totalUsd

    // Items whose price is an estimate (analyst figures, proxies, aggregates split by item).
    std::vector<std::string> estimatedItems() const;
    // The share of capex resting on estimated unit prices.
    double estimatedUsd() const;

    double category(const std::string& key) const;
};

}  // namespace cp
