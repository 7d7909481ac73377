#pragma once

// The evaluation for people and for spreadsheets, from the figures and their registry:
// `evaluate --format text` prints the headline figures, then each section in registry order
// with units and each list entry under its name, then the warnings; `--format csv` and the
// report's results CSV have one row per figure with its key, label, value and unit.

#include "evaluation/Evaluation.h"
#include "figures/FigureWords.h"

#include <string>

namespace cp {

std::string evaluationAsText(const Evaluation& evaluation, const FigureWords& words = FigureWords{});

// RFC 4180 CSV, header `key,section,item,figure,value,unit,low,high,source`: key is the figure's
// path in the evaluate JSON as dotted keys ("totals.gpus", "training.workloads.0.mfu"), value
// the model's number in `unit` (shortest round-trip form, '.' decimal point), figure the label;
// then the assumptions (cost and reliability; power's are among cost's) with their sources.
std::string evaluationAsCsv(const Evaluation& evaluation, const FigureWords& words = FigureWords{});

// "/training/workloads/0/mfu" -> "training.workloads.0.mfu"
std::string dottedKey(std::string_view pointer);

}  // namespace cp
