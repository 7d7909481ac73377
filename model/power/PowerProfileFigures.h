#pragma once

// The catalog figures the training jobs' power profile reads (the GPUs' power fractions, the
// hosts' power, the phase transition time, whether the platform stores energy in its power
// supplies): they depend on the catalog with the design's overrides and the dominant GPU, not on
// the design's size, so the auto-design search's candidates share them (PowerProfileFiguresReuse).

#include "catalog/Catalog.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"
#include "power/JobPowerProfile.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct PowerProfileFigures {
    GpuPowerFigures gpu;                     // without its TDP (the design's GPU gives it)
    double phaseTransitionS = 0;
    bool psuEnergyStorage = false;
    std::vector<SourcedFigure> assumptions;  // every figure read, in the order read
    std::string missing;                     // non-empty: a required figure is not in the catalog, and which
};

PowerProfileFigures powerProfileFigures(const Catalog& catalog, const CatalogOverrides& overrides,
                                        const std::string& gpuId);

// The figures of each GPU asked for with the first call's catalog and overrides, kept; for others
// gathered afresh. Thread-safe.
class PowerProfileFiguresReuse {
public:
    std::shared_ptr<const PowerProfileFigures> of(const Catalog& catalog, const CatalogOverrides& overrides,
                                                  const std::string& gpuId);

private:
    std::mutex mutex_;
    const Catalog* catalog_ = nullptr;
    std::optional<CatalogOverrides> overrides_;
    std::map<std::string, std::shared_ptr<const PowerProfileFigures>, std::less<>> figures_;
};

}  // namespace cp
