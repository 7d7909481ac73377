#pragma once

// The inspector's forms, one per kind of element: each declares its fields on a PropertyForm.

#include "catalog/Catalog.h"
#include "document/ElementRef.h"

#include <QStringList>

namespace cp::ui {

class PropertyForm;

void buildGroupForm(PropertyForm& form, const Catalog* catalog, const std::vector<int>& path, bool isNodes);
void buildFabricForm(PropertyForm& form, const Catalog* catalog, int index, const QStringList& groupNames);
void buildStorageForm(PropertyForm& form, const Catalog* catalog, int index);
void buildDesignForm(PropertyForm& form);
void buildTrainingJobForm(PropertyForm& form, int index);
void buildInferenceServiceForm(PropertyForm& form, int index);
// Catalog overrides (price, power) of one catalog entry, for this design only.
void addOverrideFields(PropertyForm& form, const Catalog* catalog, CatalogKind kind, const std::string& id);

}  // namespace cp::ui
