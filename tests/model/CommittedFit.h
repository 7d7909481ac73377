#pragma once

// A calibration's fitted rows against the rows committed to the catalog for it: the committed
// file must be what the command writes, so a model change that moves the fit shows up.

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogTable.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace cp::test {

// Empty when every fitted row is committed with the fitted value (to 0.2%) and nothing else is;
// otherwise what differs, and `rerun`, the command that rewrites the file.
inline std::string committedFitMismatch(const std::vector<ModelParameter>& fitted, const std::string& committedFile,
                                        const std::string& rerun)
{
    const std::vector<ModelParameter> committed =
        itemsFromCsv(CsvDocument::read(committedFile), catalogTable<ModelParameter>());
    if (committed.size() != fitted.size())
        return committedFile + ": " + std::to_string(committed.size()) + " rows, the fit gives " + std::to_string(fitted.size())
            + " (rerun " + rerun + ")";
    for (const ModelParameter& row : fitted) {
        const auto it = std::find_if(committed.begin(), committed.end(), [&](const ModelParameter& c) {
            return c.scope == row.scope && c.name == row.name;
        });
        if (it == committed.end())
            return row.scope + "/" + row.name + " is not committed (rerun " + rerun + ")";
        if (!(std::abs(it->value / row.value - 1) < 2e-3)) {
            char values[96];
            std::snprintf(values, sizeof values, ": committed %.6g, the fit gives %.6g", it->value, row.value);
            return row.scope + "/" + row.name + values + " (rerun " + rerun + ")";
        }
    }
    return {};
}

}  // namespace cp::test
