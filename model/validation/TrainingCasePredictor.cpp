#include "validation/CasePredictor.h"

#include "catalog/CatalogError.h"
#include "training/StackSelection.h"
#include "validation/TrainingCase.h"

namespace cp {

CasePrediction predictTrainingCase(const ValidationCase& validationCase, const Catalog& catalog)
{
    CasePrediction prediction;
    try {
        const TrainingCaseSetup setup = resolveTrainingCase(validationCase, catalog);
        prediction.notes = setup.notes;
        prediction.stack = selectSoftwareStack(catalog, setup.options.stack, setup.options.stackVersion).stack->id;
        prediction.values = predictTrainingSetup(setup, catalog);
    } catch (const CaseSkip& skip) {
        prediction.values.clear();
        prediction.skipReason = skip.what();
    } catch (const CatalogError& gap) {
        // A GPU the catalog lists without the training calibration it needs: a skip, not a failure.
        prediction.values.clear();
        prediction.skipReason = gap.what();
    }
    return prediction;
}

}  // namespace cp
