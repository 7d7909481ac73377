#pragma once

// The figures of an evaluation as every reader shows them: per section its own figures and
// its lists (one group per training job, service, fabric, ...), each figure with its registry
// entry, its value, its range and where it is in the evaluate JSON. Read from the typed
// evaluation only; the CLI text, the CSV, the result tabs, the report and the comparison all
// go through it, so a figure that reaches a person has a label, a unit and a place.

#include "evaluation/Evaluation.h"
#include "figures/FieldRegistry.h"

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cp {

// Not known (monostate: the catalog lacks a figure), a number, a text or a flag.
using FigureValue = std::variant<std::monostate, double, std::string, bool>;

struct Figure {
    const FieldSpec* field = nullptr;
    FigureValue value;
    std::optional<double> low;           // range propagated from uncertain catalog figures
    std::optional<double> high;
    std::string pointer;                 // into the evaluate JSON: "/cost/tco_usd"
    std::string subject;                 // headline figures of one workload: its name
    std::optional<double> qualifierValue;   // the value of field->qualifier ("cost.tco_years": 5)
    bool partlyEstimated = false;        // rests partly on estimated prices (proxies, analyst figures)

    const double* number() const { return std::get_if<double>(&value); }
};

struct FigureGroup {
    const FieldSpec* kind = nullptr;     // "training.job", "network.tier", ...
    std::string title;                   // the entry's own name ("Llama 3 405B"); "" for a sub-object
    std::string designPointer;           // where it comes from in the design file ("/training/0"), "" if nowhere
    std::string pointer;                 // into the evaluate JSON
    std::vector<Figure> figures;         // in registry order
    std::vector<FigureGroup> groups;     // its own lists and breakdowns

    const Figure* find(std::string_view key) const;
    const FigureGroup* child(std::string_view kindKey) const;
};

struct SectionFigures {
    ResultSection section = ResultSection::Totals;
    std::string error;                   // not empty: the section could not be estimated, and why
    std::vector<Figure> figures;         // the section's own, in registry order
    std::vector<FigureGroup> groups;

    const Figure* find(std::string_view key) const;
    std::vector<const FigureGroup*> groupsOf(std::string_view kindKey) const;
};

// Every section the evaluation has, in kResultSections order.
std::vector<SectionFigures> evaluationFigures(const Evaluation& evaluation);

// Which workload the headline figures describe (training jobs and the status bar's
// interruptions): an index into the design's training jobs.
struct HeadlineChoice {
    std::size_t trainingJob = 0;
};

// The registry's headline figures the evaluation has, in registry order.
std::vector<Figure> headlineFigures(const Evaluation& evaluation, HeadlineChoice choice = {});
std::vector<Figure> headlineFigures(const std::vector<SectionFigures>& sections, HeadlineChoice choice = {});

// "TP8 x PP16 x DP64, ZeRO-1, BF16, micro-batch 1"
std::string parallelPlanSummary(const ParallelPlan& plan);

}  // namespace cp
