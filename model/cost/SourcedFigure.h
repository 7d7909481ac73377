#pragma once

// One input figure of the power, cost or reliability model, with where it came from. Every
// number the economics model multiplies is one of these, so the `assumptions` list of the
// evaluation can show each figure, its range and its source.

#include "cost/ValueRange.h"

#include <string>

namespace cp {

struct SourcedFigure {
    std::string key;                         // stable, e.g. "node_price_usd/dgx_h100"
    double value = 0;
    double low = 0;                          // == value when the source gives no range
    double high = 0;
    std::string unit;                        // "usd", "kw", "usd_per_kwh", "fraction", ...
    std::string source;                      // citation, or "design /facility/pue", or an override path
    bool estimate = false;                   // analyst/press estimate rather than spec or list price

    bool hasRange() const { return low != value || high != value; }
    // Takes `from`'s key, numbers, unit and estimate flag, but not its source: all that a search
    // writing no report reads.
    void assignValues(const SourcedFigure& from);
    ValueRange range() const { return ValueRange{value, low, high}; }

    static SourcedFigure exact(std::string key, double value, std::string unit, std::string source);
    static SourcedFigure ranged(std::string key, double value, double low, double high, std::string unit,
                                std::string source, bool estimate);
};

}  // namespace cp
