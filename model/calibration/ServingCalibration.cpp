#include "calibration/ServingCalibration.h"

#include "calibration/CalibrationReportText.h"
#include "calibration/CalibrationSpecFile.h"
#include "calibration/CrossValidation.h"
#include "catalog/Catalog.h"
#include "inference/InferenceCasePrediction.h"
#include "inference/InferenceCaseSpec.h"
#include "inference/ServingEngine.h"
#include "text/TextFunctions.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>

namespace cp {
namespace {

std::string engineScope(const std::string& engine, const std::string& gpu) { return "serving_engine." + engine + "." + gpu; }

const CalibratableEngineParameter* calibratable(const std::string& name)
{
    for (const CalibratableEngineParameter& p : calibratableEngineParameters())
        if (name == p.name)
            return &p;
    return nullptr;
}

// The value a generation runs with on `gpu` before any fit: what servingEngine() reads.
double currentValue(const ServingEngine& engine, const std::string& name)
{
    if (name == "host_step_overhead_s")
        return engine.hostStepS;
    if (name == "host_sequence_overhead_s")
        return engine.hostPerSequenceS;
    if (name == "request_latency_s")
        return engine.scheduling.requestLatencyS;
    if (name == "handoff_latency_s")
        return engine.scheduling.handoffLatencyS;
    if (name == "gemm_efficiency_scale")
        return engine.gemmEfficiencyScale;
    if (name == "moe_gemm_efficiency_scale")
        return engine.moeGemmEfficiencyScale;
    if (name == "hbm_efficiency_scale")
        return engine.hbmEfficiencyScale;
    if (name == "layer_overhead_scale")
        return engine.layerOverheadScale;
    return 1.0;
}

struct ResolvedServingCase {
    const ValidationCase* source = nullptr;
    std::string engine;                  // generation
    std::string gpu;
    bool moe = false;
    int fit = -1;
    std::vector<std::pair<std::string, double>> measured;   // positive numeric fields
};

using Values = std::map<std::string, double>;

// Predictions of one fit's cases for parameter values: the values go into rows of scope
// "serving_engine.<generation>.<gpu>" of a private copy of the catalog.
class ServingFitModel {
public:
    ServingFitModel(const Catalog& base, const ServingFitSpec& spec, std::vector<const ResolvedServingCase*> cases)
        : catalog_(std::make_shared<Catalog>(base)), cases_(std::move(cases))
    {
        for (const std::string& name : spec.parameters) {
            const CalibratableEngineParameter* known = calibratable(name);
            std::vector<std::size_t> rows;
            for (const std::string& gpu : spec.gpus) {
                ModelParameter row;
                row.scope = engineScope(spec.engine, gpu);
                row.name = name;
                row.unit = known ? known->unit : "";
                row.provenance.source = "calibration in progress";
                rows.push_back(catalog_->parameters.size());
                catalog_->parameters.push_back(row);
            }
            rows_.push_back(rows);
        }
        // Parameters are looked up by a linear scan: the fitted rows go to the front.
        std::vector<ModelParameter> fitted(catalog_->parameters.end() - static_cast<std::ptrdiff_t>(spec.parameters.size() * spec.gpus.size()),
                                           catalog_->parameters.end());
        catalog_->parameters.resize(catalog_->parameters.size() - fitted.size());
        catalog_->parameters.insert(catalog_->parameters.begin(), fitted.begin(), fitted.end());
        for (std::size_t j = 0; j < rows_.size(); ++j)
            for (std::size_t g = 0; g < rows_[j].size(); ++g)
                rows_[j][g] = j * spec.gpus.size() + g;
        for (std::size_t k = 0; k < cases_.size(); ++k)
            for (const auto& [field, measured] : cases_[k]->measured) {
                observationCase_.push_back(k);
                observationField_.push_back(field);
            }
    }

    const std::vector<const ResolvedServingCase*>& cases() const { return cases_; }
    std::size_t observationCase(std::size_t observation) const { return observationCase_[observation]; }

    Values values(std::size_t k, const std::vector<double>& parameters)
    {
        set(parameters);
        const InferenceCasePrediction p = predictInferenceCase(cases_[k]->source->raw, *catalog_);
        return p.skipReason.empty() ? p.predicted : Values{};
    }

    std::vector<double> predict(const std::vector<double>& parameters, const std::vector<std::size_t>& observations)
    {
        std::map<std::size_t, Values> byCase;
        std::vector<double> out;
        out.reserve(observations.size());
        for (const std::size_t o : observations) {
            const std::size_t k = observationCase_[o];
            auto it = byCase.find(k);
            if (it == byCase.end())
                it = byCase.emplace(k, values(k, parameters)).first;
            const auto field = it->second.find(observationField_[o]);
            out.push_back(field == it->second.end() ? 0.0 : field->second);
        }
        return out;
    }

private:
    void set(const std::vector<double>& values)
    {
        for (std::size_t j = 0; j < rows_.size() && j < values.size(); ++j)
            for (const std::size_t row : rows_[j])
                catalog_->parameters[row].value = values[j];
    }

    std::shared_ptr<Catalog> catalog_;
    std::vector<const ResolvedServingCase*> cases_;
    std::vector<std::vector<std::size_t>> rows_;
    std::vector<std::size_t> observationCase_;
    std::vector<std::string> observationField_;
};

bool underLoad(const std::string& mode) { return mode == "server" || mode == "concurrency" || mode == "disaggregated"; }

}  // namespace

FitOptions defaultServingFitOptions()
{
    FitOptions options;
    // Published serving tables carry runs with mechanisms the model lacks (a kernel a release
    // did not have yet): the pseudo-Huber loss keeps them from setting everyone's factors.
    options.robustScale = 0.15;
    // The load model's fixed points converge to 1e-5: a step well above that.
    options.logStep = 1e-3;
    options.maxIterations = 25;
    options.tolerance = 1e-6;
    return options;
}

bool ServingCalibrationSpec::isServingSpec(const std::string& text)
{
    try {
        const nlohmann::json document = nlohmann::json::parse(text);
        return document.is_object() && document.value("model", std::string()) == "serving";
    } catch (const nlohmann::json::exception&) {
        return false;
    }
}

ServingCalibrationSpec ServingCalibrationSpec::parse(const std::string& text, const std::string& fileName)
{
    const nlohmann::json document = parseCalibrationDocument(text, fileName);
    if (document.value("model", std::string()) != "serving")
        throw std::runtime_error(fileName + ": /model must be \"serving\"");
    ServingCalibrationSpec spec;
    int index = 0;
    for (const nlohmann::json& item : document.at("fits")) {
        const std::string where = fileName + ": /fits/" + std::to_string(index++);
        if (!item.is_object())
            throw std::runtime_error(where + " must be an object");
        ServingFitSpec fit;
        if (!item.contains("engine") || !item["engine"].is_string())
            throw std::runtime_error(where + "/engine must be a serving engine generation (vllm, vllm_v0, tensorrt-llm, "
                                             "tensorrt-llm_trt, sglang, sglang_triton, fastertransformer)");
        fit.engine = item["engine"].get<std::string>();
        fit.name = item.value("name", fit.engine);
        fit.gpus = stringArrayField(item, "gpus", where);
        fit.parameters = stringArrayField(item, "parameters", where);
        fit.fitGroups = stringArrayField(item, "fit_groups", where);
        if (fit.gpus.empty())
            throw std::runtime_error(where + "/gpus must name at least one GPU id");
        for (const std::string& name : fit.parameters) {
            if (!calibratable(name)) {
                std::string names;
                for (const CalibratableEngineParameter& p : calibratableEngineParameters())
                    names += (names.empty() ? "" : ", ") + std::string(p.name);
                throw std::runtime_error(where + "/parameters: '" + name + "' cannot be calibrated (expected one of: " + names + ")");
            }
        }
        spec.fits.push_back(std::move(fit));
    }
    return spec;
}

ServingCalibrationSpec ServingCalibrationSpec::read(const std::string& path)
{
    return parse(readCalibrationSpecText(path), path);
}

Catalog withoutFittedRows(const Catalog& catalog, const ServingCalibrationSpec& spec)
{
    std::set<std::pair<std::string, std::string>> fitted;
    for (const ServingFitSpec& fit : spec.fits)
        for (const std::string& gpu : fit.gpus)
            for (const std::string& name : fit.parameters)
                fitted.insert({engineScope(fit.engine, gpu), name});
    Catalog result = catalog;
    std::erase_if(result.parameters, [&](const ModelParameter& p) { return fitted.count({p.scope, p.name}) > 0; });
    return result;
}

ServingCalibrationReport calibrateServing(const std::vector<ValidationCase>& cases, const Catalog& catalogWithFits,
                                          const ServingCalibrationSpec& spec, FitOptions options, std::stop_token stop)
{
    const Catalog base = withoutFittedRows(catalogWithFits, spec);
    ServingCalibrationReport report;

    // --- every inference case once: its engine generation, GPU and measured figures
    std::vector<ResolvedServingCase> resolved;
    for (const ValidationCase& c : cases) {
        if (c.kind != "inference")
            continue;
        ResolvedServingCase r;
        r.source = &c;
        for (const auto& [field, value] : c.measured)
            if (std::isfinite(value) && value > 0)
                r.measured.emplace_back(field, value);
        if (r.measured.empty()) {
            report.skipped.push_back({c.id, "no positive measured figure"});
            continue;
        }
        try {
            const InferenceCaseSpec caseSpec = readInferenceCase(c.raw);
            const Gpu* gpu = base.findGpu(caseSpec.gpuId);
            if (!gpu)
                throw std::runtime_error("unknown GPU id '" + caseSpec.gpuId + "'");
            const auto& ids = servingEngineIds();
            const std::string id = std::find(ids.begin(), ids.end(), caseSpec.engine) == ids.end() ? "" : caseSpec.engine;
            r.engine = servingEngine(base, id, caseSpec.engineVersion, *gpu).generation;
            r.gpu = gpu->id;
            r.moe = caseSpec.model.isMoe();
        } catch (const std::exception& error) {
            report.skipped.push_back({c.id, error.what()});
            continue;
        }
        for (std::size_t f = 0; f < spec.fits.size(); ++f) {
            const ServingFitSpec& fit = spec.fits[f];
            if (fit.engine == r.engine && std::find(fit.gpus.begin(), fit.gpus.end(), r.gpu) != fit.gpus.end()) {
                r.fit = static_cast<int>(f);
                break;
            }
        }
        resolved.push_back(std::move(r));
    }

    struct ServingFitState {
        std::unique_ptr<ServingFitModel> model;
        std::unique_ptr<LeastSquaresFit> problem;
        std::vector<std::size_t> fitSubset;   // observations of the fit groups
        std::vector<double> inSample;
    };
    std::vector<ServingFitState> states(spec.fits.size());
    const auto stopped = [&] {
        if (stop.stop_requested())
            report.cancelled = true;
        return report.cancelled;
    };
    for (std::size_t f = 0; f < spec.fits.size(); ++f) {
        if (stopped())
            return report;
        const ServingFitSpec& fitSpec = spec.fits[f];
        std::vector<const ResolvedServingCase*> members;
        for (const ResolvedServingCase& r : resolved)
            if (r.fit == static_cast<int>(f))
                members.push_back(&r);
        ServingFitState& state = states[f];
        state.model = std::make_unique<ServingFitModel>(base, fitSpec, members);
        std::vector<FitParameter> parameters;
        const Gpu* firstGpu = base.findGpu(members.empty() ? fitSpec.gpus.front() : members.front()->gpu);
        for (const std::string& name : fitSpec.parameters) {
            const CalibratableEngineParameter& known = *calibratable(name);
            double initial = known.neutral;
            if (firstGpu) {
                try {
                    initial = currentValue(servingEngineGeneration(base, fitSpec.engine, *firstGpu), name);
                } catch (const std::exception&) {
                    // A generation the catalog does not know has no cases either: the neutral start.
                }
            }
            // A zero start has no logarithm: start a host cost at its lower bound.
            parameters.push_back({name, std::clamp(initial, known.lower, known.upper), known.lower, known.upper});
        }
        std::vector<FitObservation> observations;
        std::size_t o = 0;
        for (const ResolvedServingCase* member : members) {
            const bool fitGroup = fitSpec.fitGroups.empty()
                || std::find(fitSpec.fitGroups.begin(), fitSpec.fitGroups.end(), member->source->group) != fitSpec.fitGroups.end();
            for (const auto& [field, measured] : member->measured) {
                observations.push_back({member->source->id + "/" + field, member->source->group, measured});
                if (fitGroup)
                    state.fitSubset.push_back(o);
                ++o;
            }
        }
        ServingFitModel* model = state.model.get();
        state.problem = std::make_unique<LeastSquaresFit>(
            parameters, observations,
            [model](const std::vector<double>& values, const std::vector<std::size_t>& indices) { return model->predict(values, indices); },
            options);
        ServingFitOutcome outcome;
        outcome.spec = fitSpec;
        if (!state.fitSubset.empty() && !parameters.empty()) {
            outcome.result = state.problem->fit(state.fitSubset);
        } else {
            for (const FitParameter& p : parameters)
                outcome.result.parameters.push_back({p.name, p.initial, p.initial, p.initial, false,
                                                     "no cases of this engine and GPU set to fit on"});
        }
        state.inSample = outcome.result.values();
        std::set<std::string> files, groups;
        std::set<std::size_t> fittedCases;
        for (const std::size_t k : state.fitSubset) {
            const ResolvedServingCase& member = *members[model->observationCase(k)];
            files.insert(std::filesystem::path(member.source->file).filename().string());
            groups.insert(member.source->group);
            fittedCases.insert(model->observationCase(k));
        }
        outcome.cases = static_cast<int>(fittedCases.size());
        outcome.figures = static_cast<int>(outcome.result.observations.size());
        outcome.files.assign(files.begin(), files.end());
        outcome.groups.assign(groups.begin(), groups.end());
        report.fits.push_back(std::move(outcome));
    }

    // --- leave one group out: refit each fit without the group, predict the group
    std::map<std::pair<std::string, std::size_t>, std::vector<double>> heldOutValues;
    for (std::size_t f = 0; f < states.size(); ++f) {
        ServingFitState& state = states[f];
        std::set<std::string> groups;
        for (const ResolvedServingCase* member : state.model->cases())
            groups.insert(member->source->group);
        for (const std::string& group : groups) {
            if (stopped())
                return report;
            heldOutValues[{group, f}] = parametersWithoutGroup(*state.problem, state.fitSubset, state.inSample, group);
        }
    }

    // --- score every measured figure under the sourced, in-sample and held-out values
    std::map<std::size_t, std::pair<std::vector<double>, std::vector<double>>> fitErrors;
    for (std::size_t f = 0; f < states.size(); ++f) {
        ServingFitState& state = states[f];
        const std::vector<double> sourced = startingValues(*state.problem);
        std::set<std::size_t> fittedCases;
        for (const std::size_t k : state.fitSubset)
            fittedCases.insert(state.model->observationCase(k));
        const auto& members = state.model->cases();
        for (std::size_t k = 0; k < members.size(); ++k) {
            const ResolvedServingCase& r = *members[k];
            const Values atSourced = state.model->values(k, sourced);
            const Values atInSample = state.model->values(k, state.inSample);
            const Values atHeldOut = state.model->values(k, heldOutValues[{r.source->group, f}]);
            const bool fittedOn = fittedCases.count(k) > 0;
            for (const auto& [field, measured] : r.measured) {
                if (!atSourced.count(field) || !atInSample.count(field) || !atHeldOut.count(field))
                    continue;
                ServingCalibratedField row{r.source->id, r.source->group, field, spec.fits[f].name, fittedOn,
                                           r.engine, r.source->mode.empty() ? "(not given)" : r.source->mode, r.gpu, r.moe,
                                           measured, atSourced.at(field), atInSample.at(field), atHeldOut.at(field)};
                if (fittedOn) {
                    fitErrors[f].first.push_back(std::abs(row.inSample / measured - 1));
                    fitErrors[f].second.push_back(std::abs(row.heldOut / measured - 1));
                }
                report.fields.push_back(std::move(row));
            }
        }
    }
    for (const ResolvedServingCase& r : resolved) {
        if (r.fit >= 0)
            continue;
        if (stopped())
            return report;
        const InferenceCasePrediction p = predictInferenceCase(r.source->raw, base);
        if (!p.skipReason.empty()) {
            report.skipped.push_back({r.source->id, p.skipReason});
            continue;
        }
        for (const auto& [field, measured] : r.measured) {
            const auto it = p.predicted.find(field);
            if (it == p.predicted.end())
                continue;
            report.fields.push_back({r.source->id, r.source->group, field, "", false, r.engine,
                                     r.source->mode.empty() ? "(not given)" : r.source->mode, r.gpu, r.moe, measured,
                                     it->second, it->second, it->second});
        }
    }
    for (std::size_t f = 0; f < report.fits.size(); ++f) {
        report.fits[f].inSample = summarizeErrors(fitErrors[f].first);
        report.fits[f].crossValidated = summarizeErrors(fitErrors[f].second);
    }
    return report;
}

ErrorSummary ServingCalibrationReport::summary(int which, const ServingSlice& slice) const
{
    std::vector<double> errors;
    for (const ServingCalibratedField& f : fields) {
        if ((!slice.group.empty() && f.group != slice.group) || (!slice.engine.empty() && f.engine != slice.engine)
            || (!slice.mode.empty() && f.mode != slice.mode) || (!slice.gpu.empty() && f.gpu != slice.gpu)
            || (!slice.field.empty() && f.field != slice.field) || (slice.moeOnly && !f.moe)
            || (slice.ttftUnderLoad && !(f.field == "ttft_s" && underLoad(f.mode))))
            continue;
        const double predicted = which == 0 ? f.sourced : which == 1 ? f.inSample : f.heldOut;
        errors.push_back(predicted / f.measured - 1);
    }
    return summarizeSignedErrors(errors);
}

std::vector<ModelParameter> ServingCalibrationReport::fittedRows(int year) const
{
    std::vector<ModelParameter> rows;
    for (const ServingFitOutcome& fit : fits) {
        for (const FittedParameter& p : fit.result.parameters) {
            if (!p.identified)
                continue;
            const CalibratableEngineParameter* known = calibratable(p.name);
            char interval[96];
            std::snprintf(interval, sizeof interval, "95%% interval %.4g .. %.4g", p.low95, p.high95);
            for (const std::string& gpu : fit.spec.gpus) {
                ModelParameter row;
                row.scope = engineScope(fit.spec.engine, gpu);
                row.name = p.name;
                row.value = p.value;
                row.unit = known ? known->unit : "";
                row.provenance.source = "clusterplanner calibrate --spec data/calibration/serving.json, fit '" + fit.spec.name
                    + "': " + std::to_string(fit.figures) + " figures of " + std::to_string(fit.cases) + " cases, groups "
                    + joined(fit.groups, ", ") + " (files " + joined(fit.files, ", ") + "); in-sample median |error| "
                    + percentText(fit.inSample.medianAbsError) + ", leave-one-group-out median "
                    + percentText(fit.crossValidated.medianAbsError) + " / p90 " + percentText(fit.crossValidated.p90AbsError) + "; "
                    + interval;
                row.provenance.year = year;
                row.provenance.estimate = false;
                row.provenance.notes = std::string(known ? known->meaning : "") + " (fitted for " + joined(fit.spec.gpus, ", ")
                    + " under serving engine " + fit.spec.engine + ")";
                rows.push_back(row);
            }
        }
    }
    return rows;
}

std::string ServingCalibrationReport::toText() const
{
    std::string text;
    char line[640];
    for (const ServingFitOutcome& fit : fits) {
        std::snprintf(line, sizeof line, "fit %s (%s on %s): %d figures of %d cases, groups %s\n", fit.spec.name.c_str(),
                      fit.spec.engine.c_str(), joined(fit.spec.gpus, ", ").c_str(), fit.figures, fit.cases, joined(fit.groups, ", ").c_str());
        text += line;
        for (const FittedParameter& p : fit.result.parameters) {
            if (p.identified)
                std::snprintf(line, sizeof line, "  %-28s %.5g  (95%% interval %.4g .. %.4g)\n", p.name.c_str(), p.value, p.low95,
                              p.high95);
            else
                std::snprintf(line, sizeof line, "  %-28s refused, kept at %.5g: %s\n", p.name.c_str(), p.value, p.reason.c_str());
            text += line;
        }
        std::snprintf(line, sizeof line, "  in-sample median %s p90 %s | leave-one-group-out median %s p90 %s\n",
                      percentText(fit.inSample.medianAbsError).c_str(), percentText(fit.inSample.p90AbsError).c_str(),
                      percentText(fit.crossValidated.medianAbsError).c_str(), percentText(fit.crossValidated.p90AbsError).c_str());
        text += line;
    }
    const auto row = [&](const std::string& label, const ServingSlice& slice) {
        const ErrorSummary sourced = summary(0, slice), in = summary(1, slice), out = summary(2, slice);
        if (out.count == 0)
            return;
        std::snprintf(line, sizeof line,
                      "  %-42s n=%-4d sourced median %6s p90 %6s | in-sample median %6s | held out median %6s p90 %6s bias %+6.1f%%\n",
                      label.c_str(), out.count, percentText(sourced.medianAbsError).c_str(), percentText(sourced.p90AbsError).c_str(),
                      percentText(in.medianAbsError).c_str(), percentText(out.medianAbsError).c_str(), percentText(out.p90AbsError).c_str(),
                      100 * out.medianSignedError);
        text += line;
    };
    std::set<std::string> groups, engines, modes, gpus;
    for (const ServingCalibratedField& f : fields) {
        groups.insert(f.group);
        engines.insert(f.engine);
        modes.insert(f.mode);
        gpus.insert(f.gpu);
    }
    text += "\nper group (|error| of every measured figure; held out = leave-one-group-out):\n";
    for (const std::string& g : groups)
        row(g, ServingSlice{g});
    text += "\nper engine:\n";
    for (const std::string& e : engines)
        row(e, ServingSlice{{}, e});
    text += "\nper mode:\n";
    for (const std::string& m : modes)
        row(m, ServingSlice{{}, {}, m});
    text += "\nper GPU:\n";
    for (const std::string& g : gpus)
        row(g, ServingSlice{{}, {}, {}, g});
    text += "\nslices:\n";
    row("moe", ServingSlice{{}, {}, {}, {}, {}, true});
    row("ttft under load", ServingSlice{{}, {}, {}, {}, {}, false, true});
    text += "\nall serving figures:\n";
    row("all", {});
    if (!skipped.empty()) {
        text += "\nnot calibrated on:\n";
        for (const ValidationSkip& s : skipped)
            text += "  " + s.id + ": " + s.reason + "\n";
    }
    return text;
}

nlohmann::json ServingCalibrationReport::toJson() const
{
    const auto three = [&](const ServingSlice& slice) {
        return nlohmann::json{{"sourced", errorSummaryJson(summary(0, slice))},
                              {"in_sample", errorSummaryJson(summary(1, slice))},
                              {"held_out", errorSummaryJson(summary(2, slice))}};
    };
    nlohmann::json json;
    json["fits"] = nlohmann::json::array();
    for (const ServingFitOutcome& fit : fits) {
        nlohmann::json parameters = nlohmann::json::array();
        for (const FittedParameter& p : fit.result.parameters)
            parameters.push_back({{"name", p.name},
                                  {"value", p.value},
                                  {"identified", p.identified},
                                  {"low95", p.low95},
                                  {"high95", std::isfinite(p.high95) ? nlohmann::json(p.high95) : nlohmann::json(nullptr)},
                                  {"reason", p.reason}});
        json["fits"].push_back({{"name", fit.spec.name},
                                {"engine", fit.spec.engine},
                                {"gpus", fit.spec.gpus},
                                {"cases", fit.cases},
                                {"figures", fit.figures},
                                {"groups", fit.groups},
                                {"files", fit.files},
                                {"parameters", parameters},
                                {"in_sample", errorSummaryJson(fit.inSample)},
                                {"cross_validated", errorSummaryJson(fit.crossValidated)}});
    }
    json["cases"] = nlohmann::json::array();
    std::set<std::string> groups, engines, modes, gpus;
    for (const ServingCalibratedField& f : fields) {
        json["cases"].push_back({{"id", f.id},
                                 {"group", f.group},
                                 {"field", f.field},
                                 {"fit", f.fit},
                                 {"fitted_on", f.fittedOn},
                                 {"engine", f.engine},
                                 {"mode", f.mode},
                                 {"gpu", f.gpu},
                                 {"moe", f.moe},
                                 {"measured", f.measured},
                                 {"sourced", f.sourced},
                                 {"in_sample", f.inSample},
                                 {"held_out", f.heldOut}});
        groups.insert(f.group);
        engines.insert(f.engine);
        modes.insert(f.mode);
        gpus.insert(f.gpu);
    }
    nlohmann::json byGroup = nlohmann::json::object(), byEngine = nlohmann::json::object(),
                   byMode = nlohmann::json::object(), byGpu = nlohmann::json::object();
    for (const std::string& g : groups)
        byGroup[g] = three(ServingSlice{g});
    for (const std::string& e : engines)
        byEngine[e] = three(ServingSlice{{}, e});
    for (const std::string& m : modes)
        byMode[m] = three(ServingSlice{{}, {}, m});
    for (const std::string& g : gpus)
        byGpu[g] = three(ServingSlice{{}, {}, {}, g});
    json["summary"] = three({});
    json["summary"]["by_group"] = byGroup;
    json["summary"]["by_engine"] = byEngine;
    json["summary"]["by_mode"] = byMode;
    json["summary"]["by_gpu"] = byGpu;
    json["summary"]["moe"] = three(ServingSlice{{}, {}, {}, {}, {}, true});
    json["summary"]["ttft_under_load"] = three(ServingSlice{{}, {}, {}, {}, {}, false, true});
    json["skipped"] = nlohmann::json::array();
    for (const ValidationSkip& s : skipped)
        json["skipped"].push_back({{"id", s.id}, {"reason", s.reason}});
    return json;
}

}  // namespace cp
