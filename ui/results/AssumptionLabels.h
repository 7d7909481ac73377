#pragma once

// The inputs the power, cost and reliability models multiply (SourcedFigure, keyed
// "node_price_usd/dgx-h100") in a person's words and units: "Server price · DGX H100",
// "$290k". The key stays in the tooltip and the CSV.

#include "cost/SourcedFigure.h"
#include "settings/AppSettings.h"

#include <QString>

namespace cp {
class Catalog;
}

namespace cp::ui {

// "Server price · DGX H100" (the item's catalog name when `catalog` has it, else its id); a
// key the table does not know reads as written.
QString assumptionLabel(const std::string& key, const Catalog* catalog = nullptr);
bool hasAssumptionLabel(const std::string& key);
// Catalog ids in a text ("dgx_h100 (/SU[3]/...)", "a+b") replaced by the items' names.
QString withCatalogNames(const QString& text, const Catalog* catalog);
// The value in the figure's unit with its range: "$290k ($250k – $330k)", "1,3", "80 %".
QString assumptionValue(const SourcedFigure& figure, const AppSettings& settings);

}  // namespace cp::ui
