#pragma once

// The serving model's calibration (clusterplanner calibrate with a serving spec): a few named
// factors of one serving engine generation on a set of GPUs (host overhead per iteration and per
// sequence, front-end latency, disaggregated hand-over, kernel efficiency scales), fitted by
// LeastSquaresFit to every measured figure of the inference validation cases that run that
// engine on those GPUs, and written as catalog parameters of scope
// "serving_engine.<generation>.<gpu id>", which servingEngine() reads before the generation's
// sourced rows. Every figure is reported twice: in-sample and leave-one-group-out (each source
// table predicted by factors fitted without it). Cases that no fit covers are scored with the
// sourced values, out of sample by construction.
//
// A spec (data/calibration/serving.json for the bundled catalog):
//   {"format": "clusterplanner-calibration", "version": 1, "model": "serving", "fits": [
//     {"name": "vllm-hopper", "engine": "vllm", "gpus": ["nvidia_h100_sxm5_80gb"],
//      "parameters": ["host_sequence_overhead_s", "request_latency_s"], "fit_groups": ["..."]}]}
// `engine` is a generation (serving_engine.<generation>: vllm, vllm_v0, tensorrt-llm,
// tensorrt-llm_trt, sglang, sglang_triton, fastertransformer); `fit_groups` absent: every matching group.

#include "calibration/LeastSquaresFit.h"
#include "catalog/CatalogItems.h"
#include "validation/ValidationCase.h"
#include "validation/ValidationReport.h"

#include <nlohmann/json_fwd.hpp>

#include <stop_token>
#include <string>
#include <vector>

namespace cp {

class Catalog;

struct ServingFitSpec {
    std::string name;
    std::string engine;                    // engine generation (catalog scope suffix)
    std::vector<std::string> gpus;         // GPU ids sharing the factors
    std::vector<std::string> parameters;   // names from calibratableEngineParameters()
    std::vector<std::string> fitGroups;    // empty: every group with matching cases
};

struct ServingCalibrationSpec {
    std::vector<ServingFitSpec> fits;
    // True when the document is a serving spec ("model": "serving").
    static bool isServingSpec(const std::string& text);
    // Throws std::runtime_error naming the file, JSON pointer and value.
    static ServingCalibrationSpec parse(const std::string& text, const std::string& fileName);
    static ServingCalibrationSpec read(const std::string& path);
};

// One scored case-field.
struct ServingCalibratedField {
    std::string id;
    std::string group;
    std::string field;
    std::string fit;                       // "" = no fit covers the case: sourced values
    bool fittedOn = false;
    std::string engine;                    // the engine generation the case runs
    std::string mode;                      // serving mode as the case gives it ("(not given)")
    std::string gpu;
    bool moe = false;
    double measured = 0;
    double sourced = 0;
    double inSample = 0;
    double heldOut = 0;
};

struct ServingFitOutcome {
    ServingFitSpec spec;
    FitResult result;
    int cases = 0;
    int figures = 0;
    std::vector<std::string> files;
    std::vector<std::string> groups;
    ErrorSummary inSample;
    ErrorSummary crossValidated;
};

// Which figures a summary takes.
struct ServingSlice {
    std::string group, engine, mode, gpu, field;
    bool moeOnly = false;
    bool ttftUnderLoad = false;            // ttft_s of server, concurrency and disaggregated cases
};

struct ServingCalibrationReport {
    std::vector<ServingFitOutcome> fits;
    std::vector<ServingCalibratedField> fields;
    std::vector<ValidationSkip> skipped;
    bool cancelled = false;                // stopped on request: nothing in it is complete

    // `which`: 0 sourced, 1 in-sample, 2 held out.
    ErrorSummary summary(int which, const ServingSlice& slice = {}) const;
    std::vector<ModelParameter> fittedRows(int year) const;
    std::string toText() const;
    nlohmann::json toJson() const;
};

FitOptions defaultServingFitOptions();
// `stop`: checked between fits and held-out groups (the app's Validation tab runs it in the background).
ServingCalibrationReport calibrateServing(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                                          const ServingCalibrationSpec& spec, FitOptions options = defaultServingFitOptions(),
                                          std::stop_token stop = {});

// The catalog without the rows a spec fits.
Catalog withoutFittedRows(const Catalog& catalog, const ServingCalibrationSpec& spec);

}  // namespace cp
