#include "cost/FigureSet.h"

#include <stdexcept>

namespace cp {

void FigureSet::add(SourcedFigure figure)
{
    if (indexByKey_.count(figure.key))
        return;
    indexByKey_.emplace(figure.key, figures_.size());
    figures_.push_back(std::move(figure));
}

void FigureSet::replace(SourcedFigure figure)
{
    if (const auto it = indexByKey_.find(figure.key); it != indexByKey_.end())
        figures_[it->second] = std::move(figure);
    else
        add(std::move(figure));
}

bool FigureSet::contains(std::string_view key) const { return indexByKey_.find(key) != indexByKey_.end(); }

const SourcedFigure& FigureSet::figure(std::string_view key) const
{
    const auto it = indexByKey_.find(key);
    if (it == indexByKey_.end())
        throw std::out_of_range("economics model: no figure '" + std::string(key) + "' was resolved");
    return figures_[it->second];
}

double FigureSet::value(std::string_view key) const { return figure(key).value; }

FigureSet FigureSet::withValue(std::size_t index, double value) const
{
    FigureSet copy = *this;
    copy.figures_.at(index).value = value;
    return copy;
}

}  // namespace cp
