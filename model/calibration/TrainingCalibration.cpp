#include "calibration/TrainingCalibration.h"

#include "calibration/CalibrationReportText.h"
#include "calibration/CalibrationSpecFile.h"
#include "calibration/CrossValidation.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"
#include "text/TextFunctions.h"
#include "training/StackSelection.h"
#include "validation/TrainingCase.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <set>
#include <stdexcept>

namespace cp {
namespace {

// Measured fields that time a step (one of them is fitted per case: they carry the same
// information), in order of preference.
constexpr const char* timeFields[] = {"iteration_time_s", "tflops_per_gpu", "mfu", "tokens_per_s", "tokens_per_s_per_gpu"};

bool isTimeField(const std::string& field)
{
    return std::any_of(std::begin(timeFields), std::end(timeFields), [&](const char* f) { return field == f; });
}

std::string trainingScope(const std::string& gpuId, const std::string& stackId) { return "training." + gpuId + "." + stackId; }

struct ResolvedTrainingCase {
    const ValidationCase* source = nullptr;
    TrainingCaseSetup setup;
    std::string stackId;
    int fit = -1;                    // index into the spec's fits, -1 = none
    std::string field;               // the fitted (primary) time field
    double measured = 0;
    std::vector<std::string> slices;
};

std::vector<std::string> slicesOf(const TrainingCaseSetup& setup, const SoftwareStack& stack)
{
    std::vector<std::string> slices;
    if (setup.gpuId.find("b200") != std::string::npos || setup.gpuId.find("gb200") != std::string::npos)
        slices.push_back("blackwell");
    if (setup.model.isMoe())
        slices.push_back("moe");
    if (setup.model.isMoe() && setup.plan.ep >= 8)
        slices.push_back("moe ep>=8");
    if (setup.plan.cp >= 4)
        slices.push_back("cp>=4");
    if (setup.plan.cp >= 2 || setup.model.seqLen >= 32768)
        slices.push_back("long context");
    if (setup.plan.zeroStage == 3 || stack.framework == "pytorch-fsdp")
        slices.push_back("fsdp/zero-3");
    if (!setup.model.isMoe() && stack.framework == "megatron" && setup.gpuId == "nvidia_h100_sxm5_80gb")
        slices.push_back("megatron dense h100");
    return slices;
}

// The slices every report lists: what users buy now (issue 14) and the Megatron baseline.
constexpr const char* reportedSlices[] = {"blackwell", "moe", "moe ep>=8", "cp>=4", "long context", "fsdp/zero-3",
                                          "megatron dense h100"};

// The predictions of one fit's cases for parameter values: the values go into the rows of
// scope "training.<gpu>.<stack>" of a private copy of the catalog, then each case is re-timed
// with the plan resolved once (a framework user's plan does not move with these factors).
class TrainingFitModel {
public:
    TrainingFitModel(const Catalog& base, const TrainingFitSpec& spec, std::vector<const ResolvedTrainingCase*> cases)
        : catalog_(std::make_shared<Catalog>(base)), cases_(std::move(cases))
    {
        for (const std::string& name : spec.parameters) {
            const CalibratableParameter* known = nullptr;
            for (const CalibratableParameter& p : calibratableTrainingParameters())
                if (name == p.name)
                    known = &p;
            std::vector<std::size_t> rows;
            for (const std::string& gpu : spec.gpus) {
                ModelParameter row;
                row.scope = trainingScope(gpu, spec.stack);
                row.name = name;
                row.unit = known ? known->unit : "";
                row.provenance.source = "calibration in progress";
                rows.push_back(catalog_->parameters.size());
                catalog_->parameters.push_back(row);
            }
            rows_.push_back(rows);
        }
    }

    const std::vector<const ResolvedTrainingCase*>& cases() const { return cases_; }

    void set(const std::vector<double>& values)
    {
        for (std::size_t j = 0; j < rows_.size() && j < values.size(); ++j)
            for (const std::size_t row : rows_[j])
                catalog_->parameters[row].value = values[j];
    }

    // Every predicted field of case `k`; empty when the model cannot predict it.
    std::map<std::string, double> values(std::size_t k, const std::vector<double>& parameters)
    {
        set(parameters);
        try {
            return predictTrainingSetup(cases_[k]->setup, *catalog_);
        } catch (const std::exception&) {
            return {};
        }
    }

    std::vector<double> predict(const std::vector<double>& parameters, const std::vector<std::size_t>& indices)
    {
        std::vector<double> out;
        out.reserve(indices.size());
        for (const std::size_t k : indices) {
            const auto v = values(k, parameters);
            const auto it = v.find(cases_[k]->field);
            out.push_back(it == v.end() ? 0.0 : it->second);
        }
        return out;
    }

private:
    std::shared_ptr<Catalog> catalog_;
    std::vector<const ResolvedTrainingCase*> cases_;
    std::vector<std::vector<std::size_t>> rows_;   // per parameter, its rows (one per GPU)
};

}  // namespace

FitOptions defaultTrainingFitOptions()
{
    FitOptions options;
    options.robustScale = 0.15;
    return options;
}

const std::vector<CalibratableParameter>& calibratableTrainingParameters()
{
    static const std::vector<CalibratableParameter> parameters = {
        {"matmul_efficiency_scale", "ratio", 0.3, 1.5,
         "achieved GEMM throughput relative to the efficiency curve (sustained clocks, library)"},
        {"attention_efficiency_scale", "ratio", 0.2, 2.0, "fused attention throughput relative to its curve or constant"},
        {"layer_overhead_s", "s", 1e-7, 5e-3, "exposed host/launch time per layer and micro-batch"},
        {"moe_layer_overhead_s", "s", 1e-6, 2e-2, "more exposed host time per MoE layer and micro-batch (router, permutation, token-count sync, expert launches)"},
        {"tensor_parallel_overlap", "ratio", 0.01, 1.0, "fraction of synchronous TP communication hidden under GEMMs"},
        {"overlap_compute_slowdown", "ratio", 0.01, 0.8, "compute lost per second of overlapped communication"},
        {"expert_overlap", "ratio", 0.01, 1.0, "fraction of the MoE all-to-all hidden under compute"},
    };
    return parameters;
}

TrainingCalibrationSpec TrainingCalibrationSpec::parse(const std::string& text, const std::string& fileName)
{
    const nlohmann::json document = parseCalibrationDocument(text, fileName);
    TrainingCalibrationSpec spec;
    int index = 0;
    for (const nlohmann::json& item : document.at("fits")) {
        const std::string where = fileName + ": /fits/" + std::to_string(index++);
        if (!item.is_object())
            throw std::runtime_error(where + " must be an object");
        TrainingFitSpec fit;
        fit.name = item.value("name", std::string());
        fit.gpus = stringArrayField(item, "gpus", where);
        if (!item.contains("stack") || !item["stack"].is_string())
            throw std::runtime_error(where + "/stack must be a software_stacks id");
        fit.stack = item["stack"].get<std::string>();
        fit.parameters = stringArrayField(item, "parameters", where);
        fit.fitGroups = stringArrayField(item, "fit_groups", where);
        if (fit.name.empty())
            fit.name = fit.stack;
        if (fit.gpus.empty())
            throw std::runtime_error(where + "/gpus must name at least one GPU id");
        for (const std::string& name : fit.parameters) {
            const auto& known = calibratableTrainingParameters();
            if (std::none_of(known.begin(), known.end(), [&](const CalibratableParameter& p) { return name == p.name; })) {
                std::string names;
                for (const CalibratableParameter& p : known)
                    names += (names.empty() ? "" : ", ") + std::string(p.name);
                throw std::runtime_error(where + "/parameters: '" + name + "' cannot be calibrated (expected one of: " + names + ")");
            }
        }
        spec.fits.push_back(std::move(fit));
    }
    return spec;
}

TrainingCalibrationSpec TrainingCalibrationSpec::read(const std::string& path)
{
    return parse(readCalibrationSpecText(path), path);
}

Catalog withoutFittedRows(const Catalog& catalog, const TrainingCalibrationSpec& spec)
{
    // Only the (scope, name) pairs the fits produce: sourced rows of the same scope (e.g. the
    // attention kernel generation of a stack on a GPU) stay.
    std::set<std::pair<std::string, std::string>> fitted;
    for (const TrainingFitSpec& fit : spec.fits)
        for (const std::string& gpu : fit.gpus)
            for (const std::string& name : fit.parameters)
                fitted.insert({trainingScope(gpu, fit.stack), name});
    Catalog result = catalog;
    std::erase_if(result.parameters, [&](const ModelParameter& p) { return fitted.count({p.scope, p.name}) > 0; });
    return result;
}

TrainingCalibrationReport calibrateTraining(const std::vector<ValidationCase>& cases, const Catalog& catalogWithFits,
                                            const TrainingCalibrationSpec& spec, FitOptions options, std::stop_token stop)
{
    const Catalog base = withoutFittedRows(catalogWithFits, spec);
    TrainingCalibrationReport report;

    // --- resolve every training case once (plans searched where the case leaves them open)
    std::vector<ResolvedTrainingCase> resolved;
    resolved.reserve(cases.size());
    for (const ValidationCase& c : cases) {
        if (c.kind != "training")
            continue;
        if (stop.stop_requested()) {
            report.cancelled = true;
            return report;
        }
        ResolvedTrainingCase r;
        r.source = &c;
        for (const char* field : timeFields) {
            const auto it = c.measured.find(field);
            if (it != c.measured.end() && std::isfinite(it->second) && it->second > 0) {
                r.field = field;
                r.measured = it->second;
                break;
            }
        }
        if (r.field.empty()) {
            report.skipped.push_back({c.id, "no measured step time, throughput or MFU to calibrate on"});
            continue;
        }
        try {
            r.setup = resolveTrainingCase(c, base);
            const SoftwareStack& stack = *selectSoftwareStack(base, r.setup.options.stack, r.setup.options.stackVersion).stack;
            r.stackId = stack.id;
            r.slices = slicesOf(r.setup, stack);
        } catch (const CaseSkip& skip) {
            report.skipped.push_back({c.id, skip.what()});
            continue;
        } catch (const CatalogError& gap) {
            report.skipped.push_back({c.id, gap.what()});
            continue;
        }
        for (std::size_t f = 0; f < spec.fits.size(); ++f) {
            const TrainingFitSpec& fit = spec.fits[f];
            if (fit.stack == r.stackId && std::find(fit.gpus.begin(), fit.gpus.end(), r.setup.gpuId) != fit.gpus.end()) {
                r.fit = static_cast<int>(f);
                break;
            }
        }
        resolved.push_back(std::move(r));
    }

    // --- one least-squares problem per fit
    struct TrainingFitState {
        std::unique_ptr<TrainingFitModel> model;
        std::unique_ptr<LeastSquaresFit> problem;
        std::vector<std::size_t> fitSubset;   // observations of the fit groups
        std::vector<double> inSample;
    };
    std::vector<TrainingFitState> states(spec.fits.size());
    for (std::size_t f = 0; f < spec.fits.size(); ++f) {
        if (stop.stop_requested()) {
            report.cancelled = true;
            return report;
        }
        const TrainingFitSpec& fitSpec = spec.fits[f];
        std::vector<const ResolvedTrainingCase*> members;
        for (const ResolvedTrainingCase& r : resolved)
            if (r.fit == static_cast<int>(f))
                members.push_back(&r);
        TrainingFitState& state = states[f];
        state.model = std::make_unique<TrainingFitModel>(base, fitSpec, members);
        std::vector<FitParameter> parameters;
        for (const std::string& name : fitSpec.parameters) {
            const CalibratableParameter* known = nullptr;
            for (const CalibratableParameter& p : calibratableTrainingParameters())
                if (name == p.name)
                    known = &p;
            // The starting value: what the system reads without a fitted row.
            double initial = 1.0;
            if (!members.empty()) {
                const ResolvedTrainingCase& first = *members.front();
                const TrainingSystem system =
                    TrainingSystem::fromCatalog(base, first.setup.gpuId, first.setup.plan.gpus(), first.setup.gpusPerNode,
                                                first.setup.scaleupDomainGpus, first.setup.scaleoutBitsPerSecondPerGpu,
                                                first.setup.technology, first.setup.options);
                if (name == "layer_overhead_s")
                    initial = system.layerOverheadS;
                else if (name == "moe_layer_overhead_s")
                    initial = system.moeLayerOverheadS;
                else if (name == "tensor_parallel_overlap")
                    initial = system.tensorParallelOverlap;
                else if (name == "overlap_compute_slowdown")
                    initial = system.overlapComputeSlowdown;
                else if (name == "expert_overlap")
                    initial = system.expertOverlap;
            }
            parameters.push_back({name, std::clamp(initial, known->lower, known->upper), known->lower, known->upper});
        }
        std::vector<FitObservation> observations;
        for (std::size_t k = 0; k < members.size(); ++k) {
            observations.push_back({members[k]->source->id + "/" + members[k]->field, members[k]->source->group, members[k]->measured});
            const bool fitGroup = fitSpec.fitGroups.empty() ||
                                  std::find(fitSpec.fitGroups.begin(), fitSpec.fitGroups.end(), members[k]->source->group) !=
                                      fitSpec.fitGroups.end();
            if (fitGroup)
                state.fitSubset.push_back(k);
        }
        TrainingFitModel* model = state.model.get();
        state.problem = std::make_unique<LeastSquaresFit>(
            parameters, observations,
            [model](const std::vector<double>& values, const std::vector<std::size_t>& indices) {
                return model->predict(values, indices);
            },
            options);
        TrainingFitOutcome outcome;
        outcome.spec = fitSpec;
        if (!state.fitSubset.empty() && !parameters.empty()) {
            outcome.result = state.problem->fit(state.fitSubset);
        } else {
            for (const FitParameter& p : parameters)
                outcome.result.parameters.push_back({p.name, p.initial, p.initial, p.initial, false,
                                                     "no cases of this GPU set and stack to fit on"});
        }
        state.inSample = outcome.result.values();
        std::set<std::string> files, groups;
        for (const std::size_t k : state.fitSubset) {
            files.insert(std::filesystem::path(members[k]->source->file).filename().string());
            groups.insert(members[k]->source->group);
        }
        outcome.cases = static_cast<int>(state.fitSubset.size());
        outcome.files.assign(files.begin(), files.end());
        outcome.groups.assign(groups.begin(), groups.end());
        report.fits.push_back(std::move(outcome));
    }

    // --- leave one group out: refit every fit without the group, predict the group
    std::set<std::string> allGroups;
    for (const ResolvedTrainingCase& r : resolved)
        allGroups.insert(r.source->group);
    std::map<std::pair<std::string, std::size_t>, std::vector<double>> heldOutValues;   // (group, fit) -> parameters
    for (const std::string& group : allGroups)
        for (std::size_t f = 0; f < states.size(); ++f) {
            if (stop.stop_requested()) {
                report.cancelled = true;
                return report;
            }
            heldOutValues[{group, f}] = parametersWithoutGroup(*states[f].problem, states[f].fitSubset, states[f].inSample, group);
        }

    // --- identified factors that one group alone sets (with one group, every factor does: that
    // says nothing the group count does not)
    for (std::size_t f = 0; f < states.size(); ++f) {
        TrainingFitOutcome& outcome = report.fits[f];
        if (outcome.groups.size() < 2)
            continue;
        const std::vector<FittedParameter>& fitted = outcome.result.parameters;
        for (const std::string& group : outcome.groups) {
            const std::vector<double>& without = heldOutValues[{group, f}];
            for (std::size_t i = 0; i < fitted.size() && i < without.size(); ++i)
                if (fitted[i].identified && (without[i] < fitted[i].low95 || without[i] > fitted[i].high95))
                    outcome.restsOnOneGroup.push_back({fitted[i].name, group, without[i]});
        }
    }

    // --- score every time field of every case under the sourced, in-sample and held-out values
    std::map<std::size_t, std::vector<std::pair<double, double>>> fitErrors;   // fit -> (in-sample, held-out) error
    for (std::size_t f = 0; f < states.size(); ++f) {
        TrainingFitState& state = states[f];
        const auto& members = state.model->cases();
        const std::vector<double> sourced = startingValues(*state.problem);
        for (std::size_t k = 0; k < members.size(); ++k) {
            const ResolvedTrainingCase& r = *members[k];
            const auto atSourced = state.model->values(k, sourced);
            const auto atInSample = state.model->values(k, state.inSample);
            const auto atHeldOut = state.model->values(k, heldOutValues[{r.source->group, f}]);
            const bool fittedOn = std::find(state.fitSubset.begin(), state.fitSubset.end(), k) != state.fitSubset.end();
            for (const auto& [field, measured] : r.source->measured) {
                if (!isTimeField(field) || !(measured > 0) || !atSourced.count(field) || !atInSample.count(field) ||
                    !atHeldOut.count(field))
                    continue;
                CalibratedCaseField row{r.source->id, r.source->group, field, spec.fits[f].name, fittedOn, r.slices, measured,
                                        atSourced.at(field), atInSample.at(field), atHeldOut.at(field)};
                if (fittedOn)
                    fitErrors[f].push_back({row.inSample / measured - 1, row.heldOut / measured - 1});
                report.fields.push_back(std::move(row));
            }
        }
    }
    for (const ResolvedTrainingCase& r : resolved) {
        if (r.fit >= 0)
            continue;
        std::map<std::string, double> values;
        try {
            values = predictTrainingSetup(r.setup, base);
        } catch (const std::exception& error) {
            report.skipped.push_back({r.source->id, error.what()});
            continue;
        }
        for (const auto& [field, measured] : r.source->measured) {
            if (!isTimeField(field) || !(measured > 0) || !values.count(field))
                continue;
            const double v = values.at(field);
            report.fields.push_back({r.source->id, r.source->group, field, "", false, r.slices, measured, v, v, v});
        }
    }
    for (std::size_t f = 0; f < report.fits.size(); ++f) {
        std::vector<double> inSample, heldOut;
        for (const auto& [a, b] : fitErrors[f]) {
            inSample.push_back(a);
            heldOut.push_back(b);
        }
        report.fits[f].inSample = summarizeSignedErrors(inSample);
        report.fits[f].crossValidated = summarizeSignedErrors(heldOut);
    }
    return report;
}

ErrorSummary TrainingCalibrationReport::summary(bool heldOut, const std::string& group, const std::string& slice) const
{
    std::vector<double> errors;
    for (const CalibratedCaseField& f : fields) {
        if (!group.empty() && f.group != group)
            continue;
        if (!slice.empty() && std::find(f.slices.begin(), f.slices.end(), slice) == f.slices.end())
            continue;
        errors.push_back((heldOut ? f.heldOut : f.inSample) / f.measured - 1);
    }
    return summarizeSignedErrors(errors);
}

std::vector<std::string> TrainingCalibrationReport::groups() const
{
    std::set<std::string> names;
    for (const CalibratedCaseField& f : fields)
        names.insert(f.group);
    return {names.begin(), names.end()};
}

std::vector<ModelParameter> TrainingCalibrationReport::fittedRows(int year) const
{
    std::vector<ModelParameter> rows;
    for (const TrainingFitOutcome& fit : fits) {
        for (const FittedParameter& p : fit.result.parameters) {
            if (!p.identified)
                continue;
            const CalibratableParameter* known = nullptr;
            for (const CalibratableParameter& c : calibratableTrainingParameters())
                if (p.name == c.name)
                    known = &c;
            char interval[96];
            std::snprintf(interval, sizeof interval, "95%% interval %.4g .. %.4g", p.low95, p.high95);
            std::string restsOn;
            for (const GroupDependence& d : fit.restsOnOneGroup)
                if (d.parameter == p.name) {
                    char without[64];
                    std::snprintf(without, sizeof without, "%.4g", d.valueWithout);
                    restsOn += "; rests on group " + d.group + " (fitted without it: " + without + ")";
                }
            for (const std::string& gpu : fit.spec.gpus) {
                ModelParameter row;
                row.scope = trainingScope(gpu, fit.spec.stack);
                row.name = p.name;
                row.value = p.value;
                row.unit = known ? known->unit : "";
                row.provenance.source = "clusterplanner calibrate, fit '" + fit.spec.name + "': " + std::to_string(fit.cases) +
                                        " cases of groups " + joined(fit.groups, ", ") + " (files " + joined(fit.files, ", ") +
                                        "); in-sample median |error| " + percentText(fit.inSample.medianAbsError) +
                                        ", leave-one-group-out median " + percentText(fit.crossValidated.medianAbsError) + " / p90 " +
                                        percentText(fit.crossValidated.p90AbsError) + "; " + interval + restsOn;
                row.provenance.year = year;
                row.provenance.estimate = false;
                row.provenance.notes = std::string(known ? known->meaning : "") + " (fitted for " + joined(fit.spec.gpus, ", ") +
                                       " under " + fit.spec.stack + ")";
                rows.push_back(row);
            }
        }
    }
    return rows;
}

std::string TrainingCalibrationReport::toText() const
{
    std::string text;
    char line[512];
    for (const TrainingFitOutcome& fit : fits) {
        std::snprintf(line, sizeof line, "fit %s (%s on %s): %d cases, groups %s\n", fit.spec.name.c_str(), fit.spec.stack.c_str(),
                      joined(fit.spec.gpus, ", ").c_str(), fit.cases, joined(fit.groups, ", ").c_str());
        text += line;
        for (const FittedParameter& p : fit.result.parameters) {
            if (p.identified)
                std::snprintf(line, sizeof line, "  %-28s %.5g  (95%% interval %.4g .. %.4g)\n", p.name.c_str(), p.value, p.low95,
                              p.high95);
            else
                std::snprintf(line, sizeof line, "  %-28s refused, kept at %.5g: %s\n", p.name.c_str(), p.value, p.reason.c_str());
            text += line;
            for (const GroupDependence& d : fit.restsOnOneGroup)
                if (d.parameter == p.name) {
                    std::snprintf(line, sizeof line, "    rests on group %s: fitted without it, %.5g (outside the interval)\n",
                                  d.group.c_str(), d.valueWithout);
                    text += line;
                }
        }
        std::snprintf(line, sizeof line, "  in-sample median %s p90 %s | leave-one-group-out median %s p90 %s\n",
                      percentText(fit.inSample.medianAbsError).c_str(), percentText(fit.inSample.p90AbsError).c_str(),
                      percentText(fit.crossValidated.medianAbsError).c_str(), percentText(fit.crossValidated.p90AbsError).c_str());
        text += line;
    }
    auto row = [&](const std::string& label, const ErrorSummary& in, const ErrorSummary& out) {
        std::snprintf(line, sizeof line, "  %-44s n=%-4d in-sample median %6s  |  held out median %6s  p90 %6s  max %6s\n",
                      label.c_str(), out.count, percentText(in.medianAbsError).c_str(), percentText(out.medianAbsError).c_str(),
                      percentText(out.p90AbsError).c_str(), percentText(out.maxAbsError).c_str());
        text += line;
    };
    text += "\nper group (|error| of step time / throughput / MFU; held out = leave-one-group-out):\n";
    for (const std::string& group : groups())
        row(group, summary(false, group), summary(true, group));
    // A slice none of the cases is in (a user's dense H100 runs have no Blackwell or MoE) says nothing.
    text += "\nper slice:\n";
    for (const char* slice : reportedSlices)
        if (const ErrorSummary heldOut = summary(true, {}, slice); heldOut.count > 0)
            row(slice, summary(false, {}, slice), heldOut);
    text += "\nall training cases:\n";
    row("all", summary(false), summary(true));
    if (!skipped.empty()) {
        text += "\nnot calibrated on:\n";
        for (const ValidationSkip& s : skipped)
            text += "  " + s.id + ": " + s.reason + "\n";
    }
    return text;
}

nlohmann::json TrainingCalibrationReport::toJson() const
{
    nlohmann::json json;
    json["fits"] = nlohmann::json::array();
    for (const TrainingFitOutcome& fit : fits) {
        nlohmann::json parameters = nlohmann::json::array();
        for (const FittedParameter& p : fit.result.parameters)
            parameters.push_back({{"name", p.name},
                                  {"value", p.value},
                                  {"identified", p.identified},
                                  {"low95", p.low95},
                                  {"high95", std::isfinite(p.high95) ? nlohmann::json(p.high95) : nlohmann::json(nullptr)},
                                  {"reason", p.reason}});
        nlohmann::json restsOn = nlohmann::json::array();
        for (const GroupDependence& d : fit.restsOnOneGroup)
            restsOn.push_back({{"parameter", d.parameter}, {"group", d.group}, {"value_without", d.valueWithout}});
        json["fits"].push_back({{"name", fit.spec.name},
                                {"rests_on_one_group", restsOn},
                                {"stack", fit.spec.stack},
                                {"gpus", fit.spec.gpus},
                                {"cases", fit.cases},
                                {"groups", fit.groups},
                                {"files", fit.files},
                                {"parameters", parameters},
                                {"in_sample", errorSummaryJson(fit.inSample)},
                                {"cross_validated", errorSummaryJson(fit.crossValidated)}});
    }
    json["cases"] = nlohmann::json::array();
    for (const CalibratedCaseField& f : fields)
        json["cases"].push_back({{"id", f.id},
                                 {"group", f.group},
                                 {"field", f.field},
                                 {"fit", f.fit},
                                 {"fitted_on", f.fittedOn},
                                 {"slices", f.slices},
                                 {"measured", f.measured},
                                 {"sourced", f.sourced},
                                 {"in_sample", f.inSample},
                                 {"held_out", f.heldOut}});
    nlohmann::json byGroup = nlohmann::json::object();
    for (const std::string& group : groups())
        byGroup[group] = {{"in_sample", errorSummaryJson(summary(false, group))}, {"held_out", errorSummaryJson(summary(true, group))}};
    nlohmann::json bySlice = nlohmann::json::object();
    for (const char* slice : reportedSlices)
        bySlice[slice] = {{"in_sample", errorSummaryJson(summary(false, {}, slice))}, {"held_out", errorSummaryJson(summary(true, {}, slice))}};
    json["summary"] = {{"in_sample", errorSummaryJson(summary(false))},
                       {"held_out", errorSummaryJson(summary(true))},
                       {"by_group", byGroup},
                       {"by_slice", bySlice}};
    json["skipped"] = nlohmann::json::array();
    for (const ValidationSkip& s : skipped)
        json["skipped"].push_back({{"id", s.id}, {"reason", s.reason}});
    return json;
}

}  // namespace cp
