#include "autodesign/DesignSearchJson.h"

#include "export/CsvWriter.h"
#include "training/TrainingJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

using nlohmann::json;

const char* stageName(CandidateStage stage)
{
    switch (stage) {
    case CandidateStage::Pending: return "not_evaluated";
    case CandidateStage::PrunedByDeadlineBound: return "pruned_deadline_bound";
    case CandidateStage::PrunedByLimitBound: return "pruned_limit_bound";
    case CandidateStage::OverLimit: return "over_limit";
    case CandidateStage::Dominated: return "dominated";
    case CandidateStage::Evaluated: return "evaluated";
    case CandidateStage::Failed: return "failed";
    }
    return "evaluated";
}

json candidateJson(const Design& question, const DesignSearchResult& result, int index)
{
    const Candidate& c = result.candidates[static_cast<std::size_t>(index)];
    const BuildingBlock& block = result.blocks[static_cast<std::size_t>(c.key.block)];
    const CandidateFigures& f = c.figures;
    json j{{"candidate", index},
           {"platform", block.id},
           {"gpu", block.gpu->id},
           {"fabric", result.fabrics[static_cast<std::size_t>(c.key.fabric)].label()},
           {"training_scalable_units", c.key.trainingUnits},
           {"training_gpus", static_cast<std::int64_t>(c.key.trainingUnits) * block.gpusPerUnit()},
           {"serving_racks", c.key.servingRacks},
           {"serving_gpus", static_cast<std::int64_t>(c.key.servingRacks) * block.gpusPerRack()},
           {"gpus", f.gpus},
           {"racks", f.racks},
           {"stage", stageName(c.stage)},
           {"feasible", c.feasible()},
           {"capex_usd", f.capexUsd},
           {"tco_usd", f.tcoUsd},
           {"it_peak_mw", f.itPeakKw / 1000.0},
           {"facility_peak_mw", f.facilityPeakKw / 1000.0},
           {"max_rack_kw", f.maxRackKw}};
    if (f.workloadsEstimated) {
        json jobs = json::array();
        for (std::size_t i = 0; i < f.jobs.size(); ++i) {
            const JobFigures& job = f.jobs[i];
            json entry{{"name", question.training[i].name}, {"runs", job.runs}};
            if (job.runs) {
                entry["days"] = job.days;
                entry["mfu"] = job.mfu;
                entry["gpus"] = job.gpus;
                entry["plan"] = parallelPlanJson(job.plan);
            } else {
                entry["problem"] = job.problem;
            }
            jobs.push_back(std::move(entry));
        }
        j["training"] = std::move(jobs);
        json services = json::array();
        for (std::size_t i = 0; i < f.services.size(); ++i) {
            const ServiceFigures& service = f.services[i];
            json entry{{"name", question.inference[i].name}, {"met", service.met}};
            if (service.met) {
                entry["gpus"] = service.gpus;
                entry["mode"] = toString(service.mode);
                entry["ttft_s"] = service.ttftS;
                entry["tpot_s"] = service.tpotS;
                entry["usd_per_million_tokens"] = service.usdPerMillionTokens;
            } else {
                entry["problem"] = service.problem;
            }
            services.push_back(std::move(entry));
        }
        j["inference"] = std::move(services);
    }
    json violations = json::array();
    for (const Violation& v : c.violations)
        violations.push_back({{"limit", toString(v.limit)}, {"text", v.text}});
    j["violations"] = std::move(violations);
    return j;
}

}  // namespace

json designSearchJson(const Design& question, const DesignSearchResult& result, int top,
                      const std::map<std::string, std::string>& answerFiles)
{
    const DesignSearchStatistics& s = result.statistics;
    json j{{"question", question.name},
           {"objective", toString(result.objective)},
           {"answered", result.answered},
           {"cancelled", result.cancelled},
           {"rack_limit_kw", result.rackLimitKw},
           {"statistics",
            {{"candidates", s.candidates},
             {"pruned_by_deadline_bound", s.prunedByDeadlineBound},
             {"pruned_by_limit_bound", s.prunedByLimitBound},
             {"over_limit", s.overLimit},
             {"dominated", s.dominated},
             {"evaluated", s.evaluated},
             {"failed", s.failed},
             {"plan_searches", s.plansSearched},
             {"wall_s", s.wallSeconds}}},
           {"notes", result.notes}};
    if (!result.answered) {
        j["refusal"] = {{"binding_limit", toString(result.refusalLimit)}, {"text", result.refusal}};
    }
    json answers = json::array();
    for (const DesignAnswer& answer : result.answers) {
        json entry{{"objective", toString(answer.objective)},
                   {"design_name", answer.design.name},
                   {"why", answer.why},
                   {"binding_limit", toString(answer.binding)},
                   {"binding", answer.bindingText},
                   {"figures", candidateJson(question, result, answer.candidate)}};
        const std::string key(toString(answer.objective));
        if (const auto file = answerFiles.find(key); file != answerFiles.end())
            entry["file"] = file->second;
        answers.push_back(std::move(entry));
    }
    j["answers"] = std::move(answers);
    json front = json::array();
    const std::size_t count = top > 0 ? std::min<std::size_t>(static_cast<std::size_t>(top), result.paretoFront.size())
                                      : result.paretoFront.size();
    for (std::size_t i = 0; i < count; ++i)
        front.push_back(candidateJson(question, result, result.paretoFront[i]));
    j["pareto_front"] = std::move(front);
    j["pareto_front_size"] = result.paretoFront.size();
    return j;
}

std::string designSearchCsv(const Design& question, const DesignSearchResult& result)
{
    CsvWriter csv;
    std::vector<std::string> header{"candidate", "platform", "gpu", "fabric", "training_gpus", "serving_gpus", "gpus",
                                    "stage", "feasible", "pareto_front", "capex_usd", "tco_usd", "facility_peak_mw",
                                    "training_days", "violations"};
    csv.addRow(header);
    for (std::size_t i = 0; i < result.candidates.size(); ++i) {
        const Candidate& c = result.candidates[i];
        if (c.stage == CandidateStage::PrunedByDeadlineBound || c.stage == CandidateStage::PrunedByLimitBound)
            continue;
        const BuildingBlock& block = result.blocks[static_cast<std::size_t>(c.key.block)];
        const bool onFront = std::find(result.paretoFront.begin(), result.paretoFront.end(), static_cast<int>(i)) !=
                             result.paretoFront.end();
        std::string violations;
        for (const Violation& v : c.violations)
            violations += (violations.empty() ? "" : "; ") + v.text;
        const double days = c.figures.workloadsEstimated && !question.training.empty() ? c.figures.trainingDays() : NAN;
        csv.addRow({std::to_string(i), block.id, block.gpu->id, result.fabrics[static_cast<std::size_t>(c.key.fabric)].label(),
                    std::to_string(static_cast<std::int64_t>(c.key.trainingUnits) * block.gpusPerUnit()),
                    std::to_string(static_cast<std::int64_t>(c.key.servingRacks) * block.gpusPerRack()),
                    std::to_string(c.figures.gpus), stageName(c.stage), c.feasible() ? "yes" : "no", onFront ? "yes" : "no",
                    CsvWriter::number(c.figures.capexUsd), CsvWriter::number(c.figures.tcoUsd),
                    CsvWriter::number(c.figures.facilityPeakKw / 1000.0),
                    std::isfinite(days) ? CsvWriter::number(days) : std::string(), violations});
    }
    return csv.text();
}

}  // namespace cp
