#include "export/ResultsCsvExporter.h"

#include "figures/EvaluationText.h"

namespace cp {

std::vector<ExportedFile> ResultsCsvExporter::write(const ExportInput& input) const
{
    return {{"results.csv", input.words ? evaluationAsCsv(input.evaluation, *input.words) : evaluationAsCsv(input.evaluation)}};
}

}  // namespace cp
