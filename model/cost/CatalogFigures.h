#pragma once

// Turns catalog entries into SourcedFigures, applying the design's overrides first
// (`Design::overrides[id][field]` wins over the catalog for this design only). The source of
// an overridden figure is the override's JSON pointer, so the user sees which number is theirs.

#include "catalog/Catalog.h"
#include "cost/SourcedFigure.h"
#include "design/Design.h"

#include <optional>
#include <string>
#include <string_view>

namespace cp {

class CatalogFigures {
public:
    CatalogFigures(const Catalog& catalog, const CatalogOverrides& overrides);

    // Item price: override `/overrides/<id>/price_usd`, else the catalog price with its range.
    std::optional<SourcedFigure> price(std::string key, std::string_view itemId, const PriceUsd& price,
                                       const Provenance& provenance) const;
    // A numeric item field (power, ...): override `/overrides/<id>/<field>`, else the catalog
    // value when it is published (nullopt or <= 0 means not published).
    std::optional<SourcedFigure> itemField(std::string key, std::string_view itemId, std::string_view field,
                                           std::optional<double> catalogValue, std::string unit,
                                           const Provenance& provenance) const;
    // The same, with the catalog's low/high range of an estimated value.
    std::optional<SourcedFigure> itemFieldWithRange(std::string key, std::string_view itemId, std::string_view field,
                                                    std::optional<double> catalogValue, std::optional<double> low,
                                                    std::optional<double> high, std::string unit,
                                                    const Provenance& provenance) const;
    // A facility profile by metric (the most recent row): override `/overrides/<profile id>/value`.
    std::optional<SourcedFigure> facilityMetric(std::string key, std::string_view metric, std::string unit) const;
    // A model parameter (changed in the user catalog, not per design).
    std::optional<SourcedFigure> parameter(std::string key, std::string_view scope, std::string_view name) const;

    std::optional<double> overrideValue(std::string_view id, std::string_view field) const;

private:
    const Catalog& catalog_;
    const CatalogOverrides& overrides_;
};

std::string describe(const Provenance& provenance);
std::string overridePointer(std::string_view id, std::string_view field);

}  // namespace cp
