#pragma once

// How close the model came on the bundled published runs, as the Training and Inference tabs
// quote it beside their estimates: the training model held out (leave-one-group-out: each
// run predicted with the calibration refitted without its own source table) and the serving
// model per engine. Built from what the Validation tab computed; empty until it has.

#include "report/ReportValidation.h"

#include <QString>

#include <map>
#include <optional>
#include <string>

namespace cp::ui {

struct ModelAccuracy {
    std::optional<ErrorSummary> trainingHeldOut;
    int trainingTables = 0;
    std::map<std::string, ErrorSummary> servingByEngine;   // "tensorrt-llm", "vllm", "sglang", ...
    // True once the Validation tab has held each serving source table out; until then the
    // serving figures are in-sample.
    bool servingHeldOut = false;
    int servingTables = 0;

    bool empty() const { return !trainingHeldOut && servingByEngine.empty(); }
};

ModelAccuracy modelAccuracy(const ReportValidation& validation);

// "TensorRT-LLM" for "tensorrt-llm": the product's own spelling (the id when unknown).
QString servingEngineName(const std::string& id);

}  // namespace cp::ui
