#pragma once

// The outcome of evaluating one version of the design: the typed evaluation and its figures
// (model/figures, computed on the worker thread with it), or the reason it could not be
// evaluated.

#include "evaluation/Evaluation.h"
#include "figures/EvaluationFigures.h"

#include <QString>

#include <memory>
#include <vector>

namespace cp::ui {

struct EvaluationResult {
    std::shared_ptr<const Evaluation> evaluation;                  // null when evaluation failed
    std::shared_ptr<const std::vector<SectionFigures>> figures;    // set with `evaluation`
    QString error;
    quint64 generation = 0;                                        // which request produced it
    double seconds = 0;                                            // wall time of the evaluation

    bool ok() const { return evaluation != nullptr; }
    // The figures of one section; nullptr when the evaluation has no such section.
    const SectionFigures* section(ResultSection id) const
    {
        if (figures)
            for (const SectionFigures& s : *figures)
                if (s.section == id)
                    return &s;
        return nullptr;
    }
};

}  // namespace cp::ui
