#pragma once

// The figures one evaluation of the economics model reads, by key. A FigureSet is a value:
// range propagation evaluates the model on copies with one figure moved to its low or high.

#include "cost/SourcedFigure.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

class FigureSet {
public:
    // Adds `figure`, or keeps the existing one with the same key (first source wins).
    void add(SourcedFigure figure);
    // Adds `figure`, replacing the one with the same key (a better-founded figure wins).
    void replace(SourcedFigure figure);
    bool contains(std::string_view key) const;
    // The central value; throws std::out_of_range naming the key when it is missing.
    double value(std::string_view key) const;
    const SourcedFigure& figure(std::string_view key) const;
    const std::vector<SourcedFigure>& figures() const { return figures_; }

    // A copy with figure `index` set to `value` (used to move one figure to its low/high).
    FigureSet withValue(std::size_t index, double value) const;

private:
    std::vector<SourcedFigure> figures_;
    std::map<std::string, std::size_t, std::less<>> indexByKey_;
};

}  // namespace cp
