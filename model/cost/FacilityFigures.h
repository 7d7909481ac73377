#pragma once

// The sourced figures of a design's facility (PUE, power price, build or colocation cost, rack
// limits, rack-level bill of materials, storage ratios) and economics settings (depreciation,
// utilization, support, staff, discount rate), with what could not be found. They depend on
// the facility, the economics settings and the catalog with the design's overrides, not on what
// the design holds, so the auto-design search's candidates share them (FacilityFiguresReuse).

#include "catalog/Catalog.h"
#include "cost/CatalogFigures.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace cp {

struct FacilityFigures {
    std::vector<SourcedFigure> figures;      // in the order the economics inputs add them
    std::vector<std::string> gaps;           // what the catalog lacks, and why it matters
};

FacilityFigures facilityFigures(const Design& design, const CatalogFigures& catalogFigures);

// The figures of the first design asked for, kept; for a design with another facility,
// economics settings or overrides, or another catalog, gathered afresh. Thread-safe.
class FacilityFiguresReuse {
public:
    std::shared_ptr<const FacilityFigures> of(const Design& design, const Catalog& catalog);

private:
    std::mutex mutex_;
    const Catalog* catalog_ = nullptr;
    CatalogOverrides overrides_;
    Facility facility_;
    Economics economics_;
    std::shared_ptr<const FacilityFigures> figures_;
};

}  // namespace cp
