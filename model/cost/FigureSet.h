#pragma once

// The figures one evaluation of the economics model reads, by key. A FigureSet is a value:
// range propagation evaluates the model on copies with one figure moved to its low or high.

#include "cost/SourcedFigure.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

class FigureSet {
public:
    // Adds `figure`, or keeps the existing one with the same key (first source wins).
    void add(SourcedFigure&& figure);
    // The same, copying `figure` only when its key is new.
    void add(const SourcedFigure& figure);
    // The same, copying all of `figure` but its source (FigureDetail::ValuesOnly).
    void addValues(const SourcedFigure& figure);
    // Adds `figure`, replacing the one with the same key (a better-founded figure wins).
    void replace(SourcedFigure figure);
    bool contains(std::string_view key) const;
    // The central value; throws std::out_of_range naming the key when it is missing.
    double value(std::string_view key) const;
    const SourcedFigure& figure(std::string_view key) const;
    const std::vector<SourcedFigure>& figures() const { return figures_; }
    void reserve(std::size_t figures);

    // A copy with figure `index` set to `value` (used to move one figure to its low/high).
    FigureSet withValue(std::size_t index, double value) const;

private:
    // The figures are looked up and added once or more per candidate in auto-design, so the
    // index is an open-addressing table of positions into figures_ (keys are not copied; a
    // slot is the position + 1, 0 when empty) rather than a map of string nodes.
    static constexpr std::uint32_t emptySlot = 0;
    std::size_t slotOf(std::string_view key) const;   // the key's slot, or the empty one it would take
    // The empty slot a new key takes (the table grown first if need be); null when the key is in.
    std::uint32_t* vacantSlot(std::string_view key);
    const SourcedFigure* find(std::string_view key) const;
    void rehash(std::size_t slots);

    std::vector<SourcedFigure> figures_;
    std::vector<std::uint32_t> slots_;                // size a power of two, at least twice the figures
};

}  // namespace cp
