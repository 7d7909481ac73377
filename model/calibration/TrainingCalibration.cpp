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
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <numeric>
#include <set>
#include <stdexcept>
#include <thread>

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
const CalibratableParameter& trainingParameterNamed(const std::string& name)
{
    for (const CalibratableParameter& p : calibratableTrainingParameters())
        if (name == p.name)
            return p;
    throw std::logic_error("not a calibratable training parameter: " + name);
}

// One unknown of a least-squares problem: a parameter and the catalog scopes it is written to
// (one fit's GPUs under its stack, or those of every fit that shares it).
struct JointParameter {
    std::string name;
    std::vector<std::string> scopes;
};

class TrainingFitModel {
public:
    TrainingFitModel(const Catalog& base, const std::vector<JointParameter>& parameters,
                     std::vector<const ResolvedTrainingCase*> cases)
        : catalog_(std::make_shared<Catalog>(base)), cases_(std::move(cases))
    {
        for (const JointParameter& parameter : parameters) {
            std::vector<std::size_t> rows;
            for (const std::string& scope : parameter.scopes) {
                ModelParameter row;
                row.scope = scope;
                row.name = parameter.name;
                row.unit = trainingParameterNamed(parameter.name).unit;
                row.provenance.source = "calibration in progress";
                rows.push_back(catalog_->parameters.size());
                catalog_->parameters.push_back(row);
            }
            rows_.push_back(rows);
        }
    }

    const std::vector<const ResolvedTrainingCase*>& cases() const { return cases_; }

    // The same model over a catalog of its own (for a worker thread: set() writes the catalog).
    TrainingFitModel clone() const
    {
        TrainingFitModel copy = *this;
        copy.catalog_ = std::make_shared<Catalog>(*catalog_);
        return copy;
    }

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
    std::vector<std::vector<std::size_t>> rows_;   // per parameter, its rows (one per scope)
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
    if (document.contains("shared")) {
        if (!document["shared"].is_array())
            throw std::runtime_error(fileName + ": /shared must be an array");
        std::set<std::string> names;
        for (const TrainingFitSpec& fit : spec.fits)
            if (!names.insert(fit.name).second)
                throw std::runtime_error(fileName + ": /fits: two fits are named '" + fit.name +
                                         "' (shared parameters name fits: give each its own name)");
        std::set<std::pair<std::string, std::string>> taken;   // (fit, parameter) already shared
        index = 0;
        for (const nlohmann::json& item : document["shared"]) {
            const std::string where = fileName + ": /shared/" + std::to_string(index++);
            if (!item.is_object() || !item.contains("parameter") || !item["parameter"].is_string())
                throw std::runtime_error(where + " must be an object with a 'parameter' name");
            SharedTrainingParameter shared;
            shared.parameter = item["parameter"].get<std::string>();
            shared.fits = stringArrayField(item, "fits", where);
            if (shared.fits.size() < 2)
                throw std::runtime_error(where + "/fits must name at least two fits");
            for (const std::string& name : shared.fits) {
                const auto fit = std::find_if(spec.fits.begin(), spec.fits.end(),
                                              [&](const TrainingFitSpec& f) { return f.name == name; });
                if (fit == spec.fits.end())
                    throw std::runtime_error(where + "/fits: no fit is named '" + name + "'");
                if (std::find(fit->parameters.begin(), fit->parameters.end(), shared.parameter) == fit->parameters.end())
                    throw std::runtime_error(where + "/fits: fit '" + name + "' does not fit '" + shared.parameter + "'");
                if (!taken.insert({name, shared.parameter}).second)
                    throw std::runtime_error(where + "/fits: fit '" + name + "' already shares '" + shared.parameter + "'");
            }
            spec.shared.push_back(std::move(shared));
        }
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

    // --- the least-squares problems: one per set of fits joined by shared parameters
    std::vector<std::size_t> component(spec.fits.size());
    std::iota(component.begin(), component.end(), std::size_t{0});
    const auto root = [&](std::size_t f) {
        while (component[f] != f)
            f = component[f] = component[component[f]];
        return f;
    };
    const auto fitIndex = [&](const std::string& name) {
        for (std::size_t f = 0; f < spec.fits.size(); ++f)
            if (spec.fits[f].name == name)
                return f;
        throw std::logic_error("shared parameter names an unknown fit: " + name);
    };
    for (const SharedTrainingParameter& shared : spec.shared)
        for (const std::string& name : shared.fits)
            component[root(fitIndex(name))] = root(fitIndex(shared.fits.front()));
    const auto sharedGroupOf = [&](std::size_t f, const std::string& parameter) -> const SharedTrainingParameter* {
        for (const SharedTrainingParameter& shared : spec.shared)
            if (shared.parameter == parameter &&
                std::find(shared.fits.begin(), shared.fits.end(), spec.fits[f].name) != shared.fits.end())
                return &shared;
        return nullptr;
    };
    const auto scopesOf = [&](std::size_t f) {
        std::vector<std::string> scopes;
        for (const std::string& gpu : spec.fits[f].gpus)
            scopes.push_back(trainingScope(gpu, spec.fits[f].stack));
        return scopes;
    };
    // The starting value of a parameter: what the system of the fit's first case reads without
    // a fitted row (1 for the scales).
    const auto startingValue = [&](const std::string& name, const ResolvedTrainingCase* first) {
        if (!first)
            return 1.0;
        const TrainingSystem system =
            TrainingSystem::fromCatalog(base, first->setup.gpuId, first->setup.plan.gpus(), first->setup.gpusPerNode,
                                        first->setup.scaleupDomainGpus, first->setup.scaleoutBitsPerSecondPerGpu,
                                        first->setup.technology, first->setup.options);
        if (name == "layer_overhead_s")
            return system.layerOverheadS;
        if (name == "moe_layer_overhead_s")
            return system.moeLayerOverheadS;
        if (name == "tensor_parallel_overlap")
            return system.tensorParallelOverlap;
        if (name == "overlap_compute_slowdown")
            return system.overlapComputeSlowdown;
        if (name == "expert_overlap")
            return system.expertOverlap;
        return 1.0;
    };

    struct TrainingProblem {
        std::vector<std::size_t> fits;                              // spec indices
        std::map<std::size_t, std::vector<std::size_t>> unknownOf;  // fit -> problem unknown of each of its parameters
        std::unique_ptr<TrainingFitModel> model;
        std::unique_ptr<LeastSquaresFit> problem;
        std::vector<std::size_t> fitSubset;                         // observations of the fit groups
        std::vector<std::string> fitGroups;
        FitResult result;
        std::vector<double> inSample;
    };
    std::vector<TrainingProblem> problems;
    std::vector<std::size_t> problemOfFit(spec.fits.size());
    std::vector<TrainingFitOutcome> outcomes(spec.fits.size());   // in the spec's order
    std::map<std::size_t, std::size_t> problemOfRoot;
    for (std::size_t f = 0; f < spec.fits.size(); ++f) {
        const auto [it, added] = problemOfRoot.try_emplace(root(f), problems.size());
        if (added)
            problems.emplace_back();
        problems[it->second].fits.push_back(f);
        problemOfFit[f] = it->second;
    }

    for (TrainingProblem& problem : problems) {
        if (stop.stop_requested()) {
            report.cancelled = true;
            return report;
        }
        std::vector<const ResolvedTrainingCase*> members;
        std::map<std::size_t, const ResolvedTrainingCase*> firstOf;
        for (const ResolvedTrainingCase& r : resolved)
            if (r.fit >= 0 && problemOfFit[static_cast<std::size_t>(r.fit)] == static_cast<std::size_t>(&problem - problems.data())) {
                members.push_back(&r);
                firstOf.try_emplace(static_cast<std::size_t>(r.fit), &r);
            }
        const auto firstCase = [&](std::size_t f) {
            const auto it = firstOf.find(f);
            return it == firstOf.end() ? nullptr : it->second;
        };

        std::vector<JointParameter> unknowns;
        std::vector<FitParameter> parameters;
        std::map<const SharedTrainingParameter*, std::size_t> sharedUnknown;
        for (const std::size_t f : problem.fits) {
            for (const std::string& name : spec.fits[f].parameters) {
                const SharedTrainingParameter* shared = sharedGroupOf(f, name);
                if (shared && sharedUnknown.count(shared)) {
                    problem.unknownOf[f].push_back(sharedUnknown[shared]);
                    continue;
                }
                JointParameter unknown{name, {}};
                const ResolvedTrainingCase* first = firstCase(f);
                if (shared) {
                    for (const std::string& fitName : shared->fits) {
                        const std::size_t g = fitIndex(fitName);
                        const std::vector<std::string> scopes = scopesOf(g);
                        unknown.scopes.insert(unknown.scopes.end(), scopes.begin(), scopes.end());
                        first = first ? first : firstCase(g);
                    }
                    sharedUnknown[shared] = unknowns.size();
                } else {
                    unknown.scopes = scopesOf(f);
                }
                const CalibratableParameter& known = trainingParameterNamed(name);
                problem.unknownOf[f].push_back(unknowns.size());
                FitParameter parameter{shared ? name : spec.fits[f].name + "/" + name,
                                       std::clamp(startingValue(name, first), known.lower, known.upper), known.lower, known.upper};
                if (problem.fits.size() > 1) {
                    for (std::size_t k = 0; k < members.size(); ++k)
                        if (std::find(unknown.scopes.begin(), unknown.scopes.end(),
                                      trainingScope(members[k]->setup.gpuId, members[k]->stackId)) != unknown.scopes.end())
                            parameter.affects.push_back(k);
                    parameter.block = shared ? 0 : 1 + static_cast<int>(f);
                }
                parameters.push_back(std::move(parameter));
                unknowns.push_back(std::move(unknown));
            }
        }
        problem.model = std::make_unique<TrainingFitModel>(base, unknowns, members);

        std::vector<FitObservation> observations;
        std::set<std::string> fitGroups;
        for (std::size_t k = 0; k < members.size(); ++k) {
            const ResolvedTrainingCase& r = *members[k];
            observations.push_back({r.source->id + "/" + r.field, r.source->group, r.measured});
            const TrainingFitSpec& own = spec.fits[static_cast<std::size_t>(r.fit)];
            if (own.fitGroups.empty() || std::find(own.fitGroups.begin(), own.fitGroups.end(), r.source->group) != own.fitGroups.end()) {
                problem.fitSubset.push_back(k);
                fitGroups.insert(r.source->group);
            }
        }
        problem.fitGroups.assign(fitGroups.begin(), fitGroups.end());
        TrainingFitModel* model = problem.model.get();
        problem.problem = std::make_unique<LeastSquaresFit>(
            parameters, observations,
            [model](const std::vector<double>& values, const std::vector<std::size_t>& indices) {
                return model->predict(values, indices);
            },
            options);
        if (!problem.fitSubset.empty() && !parameters.empty()) {
            problem.result = problem.problem->fit(problem.fitSubset);
        } else {
            for (const FitParameter& p : parameters)
                problem.result.parameters.push_back({p.name, p.initial, p.initial, p.initial, false,
                                                     "no cases of this GPU set and stack to fit on"});
        }
        problem.inSample = problem.result.values();

        for (const std::size_t f : problem.fits) {
            TrainingFitOutcome& outcome = outcomes[f];
            outcome.spec = spec.fits[f];
            outcome.result.iterations = problem.result.iterations;
            outcome.result.converged = problem.result.converged;
            // This fit's own observations of the (possibly joint) fit, and their scatter.
            double squares = 0;
            int counted = 0;
            for (std::size_t i = 0; i < problem.result.observations.size() && i < problem.result.predicted.size(); ++i) {
                const std::size_t k = problem.result.observations[i];
                if (members[k]->fit != static_cast<int>(f))
                    continue;
                const double predicted = problem.result.predicted[i];
                outcome.result.observations.push_back(k);
                outcome.result.predicted.push_back(predicted);
                if (std::isfinite(predicted) && predicted > 0) {
                    squares += std::pow(std::log(predicted / members[k]->measured), 2);
                    ++counted;
                }
            }
            outcome.result.rmsLogError = counted > 0 ? std::sqrt(squares / counted) : 0.0;
            for (std::size_t i = 0; i < outcome.spec.parameters.size(); ++i) {
                FittedParameter p = problem.result.parameters[problem.unknownOf[f][i]];
                p.name = outcome.spec.parameters[i];
                outcome.result.parameters.push_back(p);
                if (const SharedTrainingParameter* shared = sharedGroupOf(f, p.name))
                    for (const std::string& other : shared->fits)
                        if (other != outcome.spec.name)
                            outcome.sharedWith[p.name].push_back(other);
            }
            std::set<std::string> files, groups;
            for (const std::size_t k : problem.fitSubset) {
                if (members[k]->fit != static_cast<int>(f))
                    continue;
                files.insert(std::filesystem::path(members[k]->source->file).filename().string());
                groups.insert(members[k]->source->group);
                ++outcome.cases;
            }
            outcome.files.assign(files.begin(), files.end());
            outcome.groups.assign(groups.begin(), groups.end());
        }
    }
    report.fits = std::move(outcomes);
    const auto valuesOfFit = [&](std::size_t f, const std::vector<double>& problemValues) {
        std::vector<double> values;
        for (const std::size_t u : problems[problemOfFit[f]].unknownOf[f])
            values.push_back(u < problemValues.size() ? problemValues[u] : 0.0);
        return values;
    };

    // --- leave one group out: refit every problem without the group, predict the group. The
    // refits are independent: one worker per core, each with its own copies of the models.
    std::set<std::string> allGroups;
    for (const ResolvedTrainingCase& r : resolved)
        allGroups.insert(r.source->group);
    std::vector<std::pair<std::string, std::size_t>> folds;   // (group, problem)
    for (const std::string& group : allGroups)
        for (std::size_t p = 0; p < problems.size(); ++p)
            folds.push_back({group, p});
    std::vector<std::vector<double>> foldValues(folds.size());
    std::atomic<std::size_t> nextFold{0};
    const auto refitFolds = [&] {
        std::map<std::size_t, std::pair<std::unique_ptr<TrainingFitModel>, std::unique_ptr<LeastSquaresFit>>> copies;
        for (std::size_t i = nextFold++; i < folds.size(); i = nextFold++) {
            if (stop.stop_requested())
                return;
            const auto& [group, p] = folds[i];
            auto& [model, fit] = copies[p];
            if (!model) {
                model = std::make_unique<TrainingFitModel>(problems[p].model->clone());
                TrainingFitModel* own = model.get();
                fit = std::make_unique<LeastSquaresFit>(
                    problems[p].problem->parameters(), problems[p].problem->observations(),
                    [own](const std::vector<double>& values, const std::vector<std::size_t>& indices) {
                        return own->predict(values, indices);
                    },
                    options);
            }
            foldValues[i] = parametersWithoutGroup(*fit, problems[p].fitSubset, problems[p].inSample, group);
        }
    };
    {
        const unsigned workers = std::clamp(std::thread::hardware_concurrency(), 1u, 16u);
        std::vector<std::jthread> threads;
        for (unsigned w = 1; w < workers; ++w)
            threads.emplace_back(refitFolds);
        refitFolds();
    }
    if (stop.stop_requested()) {
        report.cancelled = true;
        return report;
    }
    std::map<std::pair<std::string, std::size_t>, std::vector<double>> heldOutValues;   // (group, problem) -> unknowns
    for (std::size_t i = 0; i < folds.size(); ++i)
        heldOutValues[folds[i]] = std::move(foldValues[i]);

    // --- identified factors that one group alone sets (with one group, every factor does: that
    // says nothing the group count does not); a shared factor can rest on another fit's group
    for (std::size_t f = 0; f < spec.fits.size(); ++f) {
        TrainingFitOutcome& outcome = report.fits[f];
        const TrainingProblem& problem = problems[problemOfFit[f]];
        if (problem.fitGroups.size() < 2)
            continue;
        const std::vector<FittedParameter>& fitted = outcome.result.parameters;
        for (const std::string& group : problem.fitGroups) {
            const std::vector<double> without = valuesOfFit(f, heldOutValues[{group, problemOfFit[f]}]);
            for (std::size_t i = 0; i < fitted.size() && i < without.size(); ++i) {
                const bool sharedParameter = outcome.sharedWith.count(fitted[i].name) > 0;
                const bool ownGroup = std::find(outcome.groups.begin(), outcome.groups.end(), group) != outcome.groups.end();
                if (!sharedParameter && !ownGroup)
                    continue;
                if (fitted[i].identified && (without[i] < fitted[i].low95 || without[i] > fitted[i].high95))
                    outcome.restsOnOneGroup.push_back({fitted[i].name, group, without[i]});
            }
        }
    }

    // --- score every time field of every case under the sourced, in-sample and held-out values
    std::map<std::size_t, std::vector<std::pair<double, double>>> fitErrors;   // fit -> (in-sample, held-out) error
    for (std::size_t p = 0; p < problems.size(); ++p) {
        TrainingProblem& problem = problems[p];
        const auto& members = problem.model->cases();
        const std::vector<double> sourced = startingValues(*problem.problem);
        for (std::size_t k = 0; k < members.size(); ++k) {
            const ResolvedTrainingCase& r = *members[k];
            const std::size_t f = static_cast<std::size_t>(r.fit);
            const auto atSourced = problem.model->values(k, sourced);
            const auto atInSample = problem.model->values(k, problem.inSample);
            const auto atHeldOut = problem.model->values(k, heldOutValues[{r.source->group, p}]);
            const bool fittedOn = std::find(problem.fitSubset.begin(), problem.fitSubset.end(), k) != problem.fitSubset.end();
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
            if (const auto shared = fit.sharedWith.find(p.name); shared != fit.sharedWith.end())
                restsOn += "; one value for this fit and " + joined(shared->second, ", ") + ", fitted on all their cases";
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
            if (const auto shared = fit.sharedWith.find(p.name); shared != fit.sharedWith.end())
                text += "    shared with " + joined(shared->second, ", ") + "\n";
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
                                {"shared_with", fit.sharedWith},
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
