#include "cost/FigureSet.h"

#include <bit>
#include <functional>
#include <stdexcept>

namespace cp {

std::size_t FigureSet::slotOf(std::string_view key) const
{
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t slot = std::hash<std::string_view>{}(key) & mask;; slot = (slot + 1) & mask) {
        const std::uint32_t entry = slots_[slot];
        if (entry == emptySlot || figures_[entry - 1].key == key)
            return slot;
    }
}

void FigureSet::rehash(std::size_t slots)
{
    slots_.assign(slots, emptySlot);
    for (std::size_t i = 0; i < figures_.size(); ++i)
        slots_[slotOf(figures_[i].key)] = static_cast<std::uint32_t>(i + 1);
}

void FigureSet::reserve(std::size_t figures)
{
    figures_.reserve(figures);
    if (const std::size_t slots = std::bit_ceil(2 * figures + 2); slots > slots_.size())
        rehash(slots);
}

std::uint32_t* FigureSet::vacantSlot(std::string_view key)
{
    if (2 * (figures_.size() + 1) > slots_.size())
        reserve(2 * figures_.size() + 8);   // before the slot is found: a rehash moves it
    std::uint32_t& slot = slots_[slotOf(key)];
    return slot == emptySlot ? &slot : nullptr;
}

void FigureSet::add(SourcedFigure&& figure)
{
    if (std::uint32_t* slot = vacantSlot(figure.key)) {
        figures_.push_back(std::move(figure));
        *slot = static_cast<std::uint32_t>(figures_.size());
    }
}

void FigureSet::add(const SourcedFigure& figure)
{
    if (std::uint32_t* slot = vacantSlot(figure.key)) {
        figures_.push_back(figure);
        *slot = static_cast<std::uint32_t>(figures_.size());
    }
}

void FigureSet::addValues(const SourcedFigure& figure)
{
    if (std::uint32_t* slot = vacantSlot(figure.key)) {
        figures_.emplace_back().assignValues(figure);
        *slot = static_cast<std::uint32_t>(figures_.size());
    }
}

void FigureSet::replace(SourcedFigure figure)
{
    if (const SourcedFigure* existing = find(figure.key))
        figures_[static_cast<std::size_t>(existing - figures_.data())] = std::move(figure);
    else
        add(std::move(figure));
}

const SourcedFigure* FigureSet::find(std::string_view key) const
{
    if (slots_.empty())
        return nullptr;
    const std::uint32_t entry = slots_[slotOf(key)];
    return entry == emptySlot ? nullptr : &figures_[entry - 1];
}

bool FigureSet::contains(std::string_view key) const { return find(key) != nullptr; }

const SourcedFigure& FigureSet::figure(std::string_view key) const
{
    if (const SourcedFigure* found = find(key))
        return *found;
    throw std::out_of_range("economics model: no figure '" + std::string(key) + "' was resolved");
}

double FigureSet::value(std::string_view key) const { return figure(key).value; }

FigureSet FigureSet::withValue(std::size_t index, double value) const
{
    FigureSet copy = *this;
    copy.figures_.at(index).value = value;
    return copy;
}

}  // namespace cp
