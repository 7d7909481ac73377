#include "cost/CatalogFigures.h"

#include <algorithm>

namespace cp {

std::string describe(const Provenance& provenance)
{
    std::string text = provenance.source.empty() ? std::string("catalog (no source recorded)") : provenance.source;
    if (provenance.year > 0)
        text += " (" + std::to_string(provenance.year) + ")";
    if (provenance.estimate)
        text += " [estimate]";
    return text;
}

std::string overridePointer(std::string_view id, std::string_view field)
{
    return "design override /overrides/" + std::string(id) + "/" + std::string(field);
}

CatalogFigures::CatalogFigures(const Catalog& catalog, const CatalogOverrides& overrides)
    : catalog_(catalog), overrides_(overrides)
{
}

std::optional<double> CatalogFigures::overrideValue(std::string_view id, std::string_view field) const
{
    const auto item = overrides_.find(std::string(id));
    if (item == overrides_.end())
        return std::nullopt;
    const auto value = item->second.find(std::string(field));
    if (value == item->second.end())
        return std::nullopt;
    return value->second;
}

std::optional<SourcedFigure> CatalogFigures::price(std::string key, std::string_view itemId, const PriceUsd& price,
                                                   const Provenance& provenance) const
{
    if (const auto overridden = overrideValue(itemId, "price_usd"))
        return SourcedFigure::exact(std::move(key), *overridden, "usd", overridePointer(itemId, "price_usd"));
    if (!price.usd && !(price.lowUsd && price.highUsd))
        return std::nullopt;
    // A catalog entry with only a low/high range is priced at the middle of the range.
    const double central = price.usd ? *price.usd : 0.5 * (*price.lowUsd + *price.highUsd);
    std::string source = price.source.empty() ? describe(provenance) : price.source;
    if (price.year > 0)
        source += " (price " + std::to_string(price.year) + ")";
    const bool estimate = price.estimate || provenance.estimate;
    return SourcedFigure::ranged(std::move(key), central, price.lowUsd.value_or(central),
                                 price.highUsd.value_or(central), "usd", source + (estimate ? " [estimate]" : ""),
                                 estimate);
}

std::optional<SourcedFigure> CatalogFigures::itemField(std::string key, std::string_view itemId, std::string_view field,
                                                       std::optional<double> catalogValue, std::string unit,
                                                       const Provenance& provenance) const
{
    if (const auto overridden = overrideValue(itemId, field))
        return SourcedFigure::exact(std::move(key), *overridden, std::move(unit), overridePointer(itemId, field));
    if (!catalogValue || *catalogValue <= 0)
        return std::nullopt;
    SourcedFigure figure = SourcedFigure::exact(std::move(key), *catalogValue, std::move(unit), describe(provenance));
    figure.estimate = provenance.estimate;
    return figure;
}

std::optional<SourcedFigure> CatalogFigures::itemFieldWithRange(std::string key, std::string_view itemId,
                                                                std::string_view field,
                                                                std::optional<double> catalogValue,
                                                                std::optional<double> low, std::optional<double> high,
                                                                std::string unit, const Provenance& provenance) const
{
    std::optional<SourcedFigure> figure =
        itemField(std::move(key), itemId, field, catalogValue, std::move(unit), provenance);
    if (!figure || overrideValue(itemId, field) || (!low && !high))
        return figure;
    figure->low = std::min(low.value_or(figure->value), figure->value);
    figure->high = std::max(high.value_or(figure->value), figure->value);
    figure->estimate = true;
    return figure;
}

std::optional<SourcedFigure> CatalogFigures::facilityMetric(std::string key, std::string_view metric,
                                                            std::string unit) const
{
    const FacilityProfile* best = nullptr;
    for (const FacilityProfile& profile : catalog_.facilities) {
        if (profile.metric != metric)
            continue;
        if (!best || profile.provenance.year > best->provenance.year)
            best = &profile;
    }
    if (!best)
        return std::nullopt;
    if (const auto overridden = overrideValue(best->id, "value"))
        return SourcedFigure::exact(std::move(key), *overridden, std::move(unit), overridePointer(best->id, "value"));
    return SourcedFigure::ranged(std::move(key), best->value, best->low.value_or(best->value),
                                 best->high.value_or(best->value), std::move(unit),
                                 describe(best->provenance) + " [catalog facility '" + best->id + "']",
                                 best->provenance.estimate);
}

std::optional<SourcedFigure> CatalogFigures::parameter(std::string key, std::string_view scope,
                                                       std::string_view name) const
{
    const ModelParameter* parameter = catalog_.findParameter(scope, name);
    if (!parameter)
        return std::nullopt;
    return SourcedFigure::ranged(std::move(key), parameter->value, parameter->low.value_or(parameter->value),
                                 parameter->high.value_or(parameter->value), parameter->unit,
                                 describe(parameter->provenance) + " [catalog parameter " + std::string(scope) + "/" +
                                     std::string(name) + "]",
                                 parameter->provenance.estimate);
}

}  // namespace cp
