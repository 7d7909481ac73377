#pragma once

// The training model's calibration (clusterplanner calibrate): a few named factors per
// (GPU generation x software stack), fitted by LeastSquaresFit to published or measured step
// times in the validation format, written as catalog parameters of scope
// "training.<gpu id>.<stack id>" (which TrainingSystem reads before the sourced values), with
// their provenance. Every figure is reported twice: in-sample (the fit's own data) and
// leave-one-group-out (each source table predicted by factors fitted without it). Groups that
// no fit uses are scored with the sourced values, out of sample by construction.
//
// A spec (data/calibration/training.json for the bundled catalog) names the fits:
//   {"format": "clusterplanner-calibration", "version": 1, "fits": [
//     {"name": "hopper-megatron", "gpus": ["nvidia_h100_sxm5_80gb", "nvidia_h200_sxm_141gb"],
//      "stack": "megatron-core", "parameters": ["matmul_efficiency_scale", "layer_overhead_s"],
//      "fit_groups": ["..."]}],
//    "shared": [{"parameter": "attention_efficiency_scale", "fits": ["hopper-megatron", "..."]}]}
// `fit_groups` absent: every group with cases of that GPU set and stack. A `shared` parameter
// takes one value for every fit it names (fitted on all their cases together): a property of
// the GPU that several stacks see alike, which no one stack's runs may identify alone.

#include "calibration/LeastSquaresFit.h"
#include "catalog/CatalogItems.h"
#include "validation/ValidationCase.h"
#include "validation/ValidationReport.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <stop_token>
#include <string>
#include <vector>

namespace cp {

class Catalog;

// A factor the training calibration may fit: its name (a "training.<gpu>.<stack>" parameter),
// unit and bounds, and the sourced value it starts from.
struct CalibratableParameter {
    const char* name;
    const char* unit;
    double lower;
    double upper;
    const char* meaning;
};
const std::vector<CalibratableParameter>& calibratableTrainingParameters();

struct TrainingFitSpec {
    std::string name;
    std::vector<std::string> gpus;         // GPU ids sharing the factors (one generation)
    std::string stack;                     // software_stacks id
    std::vector<std::string> parameters;   // names from calibratableTrainingParameters()
    std::vector<std::string> fitGroups;    // empty: every group with matching cases
};

// One parameter fitted to a single value across several fits (each of which lists it).
struct SharedTrainingParameter {
    std::string parameter;
    std::vector<std::string> fits;         // fit names
};

struct TrainingCalibrationSpec {
    std::vector<TrainingFitSpec> fits;
    std::vector<SharedTrainingParameter> shared;
    // Throws std::runtime_error naming the file, JSON pointer and value.
    static TrainingCalibrationSpec parse(const std::string& text, const std::string& fileName);
    static TrainingCalibrationSpec read(const std::string& path);
};

// One scored case-field: measured, with the sourced values, in-sample and held out.
struct CalibratedCaseField {
    std::string id;
    std::string group;
    std::string field;
    std::string fit;                       // the fit it belongs to ("" = none: sourced values)
    bool fittedOn = false;                 // its group is one the fit used
    std::vector<std::string> slices;       // "blackwell", "moe", "cp>=4", "fsdp/zero-3"
    double measured = 0;
    double sourced = 0;                    // prediction with the sourced (unfitted) values
    double inSample = 0;                   // with the factors fitted on every fit group
    double heldOut = 0;                    // with the factors fitted without this case's group
};

// A fitted factor that one group alone sets: fitted without that group, it leaves its 95%
// interval (or is refused). Held out, that group is predicted with the other value, which is why
// its held-out error can be far above its in-sample one; new runs like it rest on that group.
struct GroupDependence {
    std::string parameter;
    std::string group;
    double valueWithout = 0;
};

struct TrainingFitOutcome {
    TrainingFitSpec spec;
    FitResult result;                      // in-sample fit
    int cases = 0;                         // cases fitted on
    std::vector<std::string> files;        // validation files they came from
    std::vector<std::string> groups;       // groups fitted on
    ErrorSummary inSample;                 // |error| of the fitted cases, in-sample
    ErrorSummary crossValidated;           // |error| of the same cases, group held out
    std::vector<GroupDependence> restsOnOneGroup;   // identified factors one group alone sets
    // Parameters fitted jointly with other fits: parameter -> those fits' names.
    std::map<std::string, std::vector<std::string>> sharedWith;
};

struct TrainingCalibrationReport {
    bool cancelled = false;                // stopped on request: nothing in it is complete
    std::vector<TrainingFitOutcome> fits;
    std::vector<CalibratedCaseField> fields;
    std::vector<ValidationSkip> skipped;

    ErrorSummary summary(bool heldOut, const std::string& group = {}, const std::string& slice = {}) const;
    std::vector<std::string> groups() const;
    // The catalog rows the fits produce (identified parameters only), with provenance.
    std::vector<ModelParameter> fittedRows(int year) const;
    std::string toText() const;
    nlohmann::json toJson() const;
};

// Fits every spec on the training cases (the catalog's own rows of the fitted scopes are
// ignored: the fit starts from the sourced values) and cross-validates by group.
// The default options use the robust (pseudo-Huber) loss at 15% log error: published tables
// carry cases with mechanisms the model lacks, which must not set everyone's factors.
FitOptions defaultTrainingFitOptions();
// `stop`: checked between fits (the app's Validation tab runs the bundled fit in the background).
TrainingCalibrationReport calibrateTraining(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                                            const TrainingCalibrationSpec& spec, FitOptions options = defaultTrainingFitOptions(),
                                            std::stop_token stop = {});

// The catalog without the rows a spec fits (its parameters in scope "training.<gpu>.<stack>").
Catalog withoutFittedRows(const Catalog& catalog, const TrainingCalibrationSpec& spec);

}  // namespace cp
