#pragma once

// The outcome of evaluating one version of the design: the `evaluate` JSON document (every
// area's section), or the reason it could not be evaluated.

#include <QString>

#include <memory>
#include <nlohmann/json_fwd.hpp>

namespace cp::ui {

struct EvaluationResult {
    std::shared_ptr<const nlohmann::json> document;   // null when evaluation failed
    QString error;
    quint64 generation = 0;                           // which request produced it
    double seconds = 0;                               // wall time of the evaluation

    bool ok() const { return document != nullptr; }
};

}  // namespace cp::ui
