// Auto-design (model/autodesign): the question in the design file, the search's answers and
// their properties: a looser deadline never costs more, a tighter power limit never gives more
// power, every answer re-evaluated (also through its written file) gives the search's figures
// exactly, an impossible question is refused naming the binding limit, the result does not
// depend on the thread count, and the pruning bounds are lower bounds.

#include "TestCatalog.h"
#include "model/TestModels.h"

#include "autodesign/DesignSearch.h"
#include "autodesign/DesignSearchJson.h"
#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignQuestionJson.h"
#include "evaluation/Evaluation.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <stop_token>

namespace {

struct Asked {
    cp::Design design;
    cp::DesignQuestion question;
};

// Llama 3 8B on 1T tokens, optionally with a small Llama 3 8B service: candidates whose plan
// searches and sizings take milliseconds, on two platforms and InfiniBand only.
Asked smallQuestion(double deadlineDays, double facilityMw, bool withService = false)
{
    cp::Design design;
    design.name = "test question";
    design.facility.pue = 1.2;
    design.facility.site = cp::SiteModel::Build;
    design.facility.buildUsdPerMw = 11.7e6;
    cp::TrainingJob job;
    job.name = "8B";
    job.model = cp::test::presetModel("llama3_8b");
    job.tokenBudget = 1.0e12;
    job.globalBatchSequences = 512;
    design.training.push_back(job);
    if (withService) {
        cp::InferenceService service;
        service.name = "8B chat";
        service.model = cp::test::presetModel("llama3_8b");
        service.requestRatePerS = 20;
        service.inputTokens = 1000;
        service.outputTokens = 200;
        service.ttftTargetS = 1.0;
        service.tpotTargetS = 0.05;
        design.inference.push_back(service);
    }
    cp::DesignQuestion question;
    question.training.push_back({"8B", deadlineDays});
    question.limits.facilityMw = facilityMw;
    question.limits.platforms = {"dgx_h100", "dgx_b200"};
    question.limits.fabrics = {cp::FabricTechnology::InfiniBand};
    return {design, question};
}

cp::DesignSearchResult search(const Asked& asked, int threads = 2)
{
    cp::DesignSearchOptions options;
    options.threads = threads;
    return cp::searchDesigns(asked.design, asked.question, bundledCatalog(), options);
}

const cp::Candidate& chosen(const cp::DesignSearchResult& result, cp::DesignObjective objective)
{
    const cp::DesignAnswer* answer = result.answer(objective);
    if (!answer)
        throw std::runtime_error("no answer for the objective");
    return result.candidates.at(static_cast<std::size_t>(answer->candidate));
}

std::vector<cp::DesignIssue> parseIssues(const nlohmann::json& question)
{
    nlohmann::json document = nlohmann::json::parse(cp::designToJsonText(smallQuestion(30, 0).design));
    document["question"] = question;
    return cp::parseQuestionText(document.dump()).issues;
}

bool hasIssueAt(const std::vector<cp::DesignIssue>& issues, const std::string& pointer, const std::string& text)
{
    for (const cp::DesignIssue& issue : issues)
        if (issue.pointer == pointer && issue.message.find(text) != std::string::npos)
            return true;
    return false;
}

}  // namespace

class TestDesignSearch : public QObject {
    Q_OBJECT

private slots:
    void questionRoundTripsThroughTheFile()
    {
        Asked asked = smallQuestion(45, 12.5, true);
        asked.question.objective = cp::DesignObjective::Time;
        asked.question.limits.capexUsd = 2.0e9;
        asked.question.limits.gpus = {"nvidia_h100_sxm5_80gb"};
        asked.question.limits.maxGpus = 4096;
        const std::string text = cp::designToJsonText(asked.design, asked.question);
        const cp::QuestionLoadResult loaded = cp::parseQuestionText(text);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.fileVersion, cp::currentDesignFormatVersion);
        const cp::DesignQuestion& q = *loaded.question;
        QVERIFY(q.objective == cp::DesignObjective::Time);
        QCOMPARE(q.training.at(0).job, std::string("8B"));
        QCOMPARE(q.training.at(0).deadlineDays, 45.0);
        QCOMPARE(q.limits.facilityMw, 12.5);
        QCOMPARE(q.limits.capexUsd, 2.0e9);
        QCOMPARE(q.limits.platforms.size(), std::size_t{2});
        QCOMPARE(q.limits.gpus.at(0), std::string("nvidia_h100_sxm5_80gb"));
        QVERIFY(q.limits.fabrics.at(0) == cp::FabricTechnology::InfiniBand);
        QCOMPARE(q.limits.maxGpus, std::int64_t{4096});
        QCOMPARE(cp::designToJsonText(*loaded.design, *loaded.question), text);
        // The design loader reads the file too, and says that the app does not keep the question.
        const cp::DesignLoadResult design = cp::parseDesignText(text);
        QVERIFY(design.ok());
        QVERIFY(hasIssueAt(design.issues, "/question", "saving from the app leaves it out"));
        QVERIFY(cp::designToJsonText(*design.design).find("\"question\"") == std::string::npos);
    }

    void badQuestionValuesNamePointerAndValue()
    {
        const auto issues = parseIssues(nlohmann::json{{"objective", "cheapest"},
                                                       {"training", {{{"job", "8B"}, {"deadline_days", -3}}}},
                                                       {"limits", {{"facility_mw", "60"}, {"fabrics", {"myrinet"}},
                                                                   {"platforms", {7}}, {"budget", 1}}}});
        QVERIFY(hasIssueAt(issues, "/question/objective", "\"cheapest\""));
        QVERIFY(hasIssueAt(issues, "/question/objective", "tco"));
        QVERIFY(hasIssueAt(issues, "/question/training/0/deadline_days", "-3"));
        QVERIFY(hasIssueAt(issues, "/question/limits/facility_mw", "\"60\""));
        QVERIFY(hasIssueAt(issues, "/question/limits/fabrics/0", "\"myrinet\""));
        QVERIFY(hasIssueAt(issues, "/question/limits/platforms/0", "7"));
        QVERIFY(hasIssueAt(issues, "/question/limits/budget", ""));
    }

    void olderFilesMigrateWithoutQuestion()
    {
        const cp::DesignLoadResult loaded = cp::loadDesignFile(CP_SOURCE_DIR "/tests/data/design-v4.json");
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.fileVersion, 4);
        const cp::QuestionLoadResult asked = cp::loadQuestionFile(CP_SOURCE_DIR "/tests/data/design-v4.json");
        QVERIFY(!asked.ok());
        QVERIFY(hasIssueAt(asked.issues, "/question", "asks no question"));
        // The bundled example question loads.
        const cp::QuestionLoadResult example =
            cp::loadQuestionFile(CP_SOURCE_DIR "/data/examples/questions/llama3-405b-training-and-70b-service.json");
        QVERIFY(example.ok());
        QVERIFY(cp::checkQuestion(*example.design, *example.question, bundledCatalog()).empty());
    }

    void questionReferencesAreChecked()
    {
        Asked asked = smallQuestion(30, 0);
        asked.question.training[0].job = "8b";
        asked.question.limits.platforms = {"dgx_h10"};
        const auto issues = cp::checkQuestion(asked.design, asked.question, bundledCatalog());
        QVERIFY(hasIssueAt(issues, "/question/training/0/job", "did you mean '8B'"));
        QVERIFY(hasIssueAt(issues, "/question/limits/platforms/0", "dgx_h100"));
        QVERIFY_THROWS_EXCEPTION(cp::DesignError, cp::searchDesigns(asked.design, asked.question, bundledCatalog()));
    }

    void answersMeetEveryTargetAndLimit()
    {
        const cp::DesignSearchResult result = search(smallQuestion(30, 5));
        QVERIFY2(result.answered, result.refusal.c_str());
        QVERIFY(!result.paretoFront.empty());
        QCOMPARE(result.answers.size(), std::size_t{4});
        for (const cp::DesignAnswer& answer : result.answers) {
            const cp::Candidate& c = result.candidates.at(static_cast<std::size_t>(answer.candidate));
            QVERIFY(c.feasible());
            QVERIFY(c.figures.trainingDays() <= 30.0);
            QVERIFY(c.figures.facilityPeakKw <= 5000.0);
            QVERIFY(!answer.why.empty());
            QVERIFY(!answer.bindingText.empty());
        }
        // The cheapest design is as small as the deadline allows: one unit fewer misses it.
        const cp::DesignAnswer& cheapest = *result.answer(cp::DesignObjective::Tco);
        QVERIFY2(cheapest.binding == cp::Limit::Deadline || cheapest.binding == cp::Limit::None, cheapest.bindingText.c_str());
        // The fastest is as large as the power limit allows (or the grid goes).
        const cp::DesignAnswer& fastest = *result.answer(cp::DesignObjective::Time);
        QVERIFY2(fastest.binding == cp::Limit::FacilityPower || fastest.binding == cp::Limit::GridEnd,
                 fastest.bindingText.c_str());
        const cp::DesignSearchResult tight = search(smallQuestion(30, 1.5));
        QVERIFY2(tight.answered, tight.refusal.c_str());
        const cp::DesignAnswer& fastestTight = *tight.answer(cp::DesignObjective::Time);
        QVERIFY2(fastestTight.binding == cp::Limit::FacilityPower, fastestTight.bindingText.c_str());
        QVERIFY2(fastestTight.bindingText.find("the limit is 1.5 MW") != std::string::npos, fastestTight.bindingText.c_str());
        // No front member is dominated by another feasible candidate.
        for (const int i : result.paretoFront)
            for (const cp::Candidate& other : result.candidates) {
                const cp::Candidate& c = result.candidates[static_cast<std::size_t>(i)];
                if (!other.feasible())
                    continue;
                const bool noWorse = other.figures.tcoUsd <= c.figures.tcoUsd &&
                                     other.figures.trainingDays() <= c.figures.trainingDays() &&
                                     other.figures.facilityPeakKw <= c.figures.facilityPeakKw;
                const bool better = other.figures.tcoUsd < c.figures.tcoUsd ||
                                    other.figures.trainingDays() < c.figures.trainingDays() ||
                                    other.figures.facilityPeakKw < c.figures.facilityPeakKw;
                QVERIFY(!(noWorse && better));
            }
    }

    void looserDeadlineNeverCostsMore()
    {
        double previousTco = std::numeric_limits<double>::infinity();
        for (const double days : {12.0, 20.0, 35.0, 60.0}) {
            const cp::DesignSearchResult result = search(smallQuestion(days, 0));
            QVERIFY2(result.answered, result.refusal.c_str());
            const double tco = chosen(result, cp::DesignObjective::Tco).figures.tcoUsd;
            QVERIFY2(tco <= previousTco, qPrintable(QString("deadline %1 days: TCO %2 > %3").arg(days).arg(tco).arg(previousTco)));
            previousTco = tco;
        }
    }

    void tighterPowerLimitNeverGivesMorePower()
    {
        double previousKw = std::numeric_limits<double>::infinity();
        for (const double mw : {8.0, 4.0, 2.0, 1.0}) {
            Asked question = smallQuestion(60, mw);
            question.question.objective = cp::DesignObjective::Time;
            const cp::DesignSearchResult result = search(question);
            QVERIFY2(result.answered, result.refusal.c_str());
            const double kw = chosen(result, cp::DesignObjective::Time).figures.facilityPeakKw;
            QVERIFY(kw <= mw * 1000.0);
            QVERIFY2(kw <= previousKw, qPrintable(QString("limit %1 MW: %2 kW > %3 kW").arg(mw).arg(kw).arg(previousKw)));
            previousKw = kw;
        }
    }

    void answersReEvaluatedGiveTheSameFigures()
    {
        const Asked question = smallQuestion(30, 5, true);
        const cp::DesignSearchResult result = search(question);
        QVERIFY2(result.answered, result.refusal.c_str());
        for (const cp::DesignAnswer& answer : result.answers) {
            const cp::Candidate& c = result.candidates.at(static_cast<std::size_t>(answer.candidate));
            QVERIFY(c.figures.services.at(0).met);
            QVERIFY(c.figures.services.at(0).ttftS <= question.design.inference.at(0).ttftTargetS);
            QVERIFY(c.figures.services.at(0).tpotS <= question.design.inference.at(0).tpotTargetS);
            QVERIFY(c.figures.servingGpusNeeded > 0);
            // Directly, and through the file the CLI writes (field by field first, so a difference
            // names the figure).
            const cp::DesignLoadResult reloaded = cp::parseDesignText(cp::designToJsonText(answer.design));
            QVERIFY(reloaded.ok());
            for (const cp::Design* design : {&answer.design, &*reloaded.design}) {
                const cp::CandidateFigures again = cp::figuresOf(cp::evaluateDesign(*design, bundledCatalog()));
                QCOMPARE(again.capexUsd, c.figures.capexUsd);
                QCOMPARE(again.tcoUsd, c.figures.tcoUsd);
                QCOMPARE(again.facilityPeakKw, c.figures.facilityPeakKw);
                QCOMPARE(again.jobs.at(0).days, c.figures.jobs.at(0).days);
                QVERIFY(again.jobs.at(0).plan == c.figures.jobs.at(0).plan);
                QCOMPARE(again.itPeakKw, c.figures.itPeakKw);
                QCOMPARE(again.maxRackKw, c.figures.maxRackKw);
                QCOMPARE(again.jobs.at(0).mfu, c.figures.jobs.at(0).mfu);
                QCOMPARE(again.services.at(0).gpus, c.figures.services.at(0).gpus);
                QCOMPARE(again.services.at(0).ttftS, c.figures.services.at(0).ttftS);
                QCOMPARE(again.services.at(0).tpotS, c.figures.services.at(0).tpotS);
                QCOMPARE(again.services.at(0).usdPerMillionTokens, c.figures.services.at(0).usdPerMillionTokens);
                QCOMPARE(again.servingGpusNeeded, c.figures.servingGpusNeeded);
                QVERIFY(again == c.figures);
            }
        }
        // Every other evaluated candidate too.
        int checked = 0;
        for (const cp::Candidate& c : result.candidates) {
            if (c.stage != cp::CandidateStage::Evaluated || checked >= 6)
                continue;
            ++checked;
            const cp::Design design = cp::candidateDesign(question.design, result, c.key);
            QVERIFY(cp::figuresOf(cp::evaluateDesign(design, bundledCatalog())) == c.figures);
        }
        QVERIFY(checked > 0);
    }

    void impossibleQuestionIsRefusedNamingTheBindingLimit()
    {
        // 8B on 1T tokens in 2 days needs hundreds of GPUs: far more than 0.2 MW.
        const cp::DesignSearchResult result = search(smallQuestion(2, 0.2));
        QVERIFY(!result.answered);
        QVERIFY(result.answers.empty());
        QVERIFY2(result.refusalLimit == cp::Limit::FacilityPower, result.refusal.c_str());
        QVERIFY2(result.refusal.find("the limit is 0.2 MW") != std::string::npos, result.refusal.c_str());
        QVERIFY2(result.refusal.find("MW of ") != std::string::npos, result.refusal.c_str());
        QVERIFY2(result.refusal.find("best MFU found") != std::string::npos, result.refusal.c_str());

        // A deadline no plan meets within the capex: the capex binds.
        Asked capped = smallQuestion(2, 0);
        capped.question.limits.capexUsd = 5.0e6;
        const cp::DesignSearchResult capex = search(capped);
        QVERIFY(!capex.answered);
        QVERIFY2(capex.refusalLimit == cp::Limit::Capex, capex.refusal.c_str());
        QVERIFY2(capex.refusal.find("the limit is $5.0 M") != std::string::npos, capex.refusal.c_str());
    }

    // 405B on 15T tokens in 5 days needs hundreds of MW: the grid's largest clusters are beyond
    // what their fabrics' switches connect, so the refusal measures a smaller one (it used to
    // say only "no candidate meets the deadlines").
    void refusalNamesTheLimitWhenTheLargestClustersCannotBeBuilt()
    {
        const cp::QuestionLoadResult loaded =
            cp::loadQuestionFile(CP_SOURCE_DIR "/data/examples/questions/llama3-405b-training-and-70b-service.json");
        QVERIFY(loaded.ok());
        cp::DesignQuestion question = *loaded.question;
        question.training.at(0).deadlineDays = 5;
        cp::DesignSearchOptions options;
        options.threads = 2;
        const cp::DesignSearchResult result = cp::searchDesigns(*loaded.design, question, bundledCatalog(), options);
        QVERIFY(!result.answered);
        QVERIFY2(result.refusalLimit == cp::Limit::FacilityPower, result.refusal.c_str());
        QVERIFY2(result.refusal.find("(5 days) needs >= ") != std::string::npos, result.refusal.c_str());
        QVERIFY2(result.refusal.find("the limit is 60.0 MW") != std::string::npos, result.refusal.c_str());
    }

    void resultDoesNotDependOnThreads()
    {
        const Asked question = smallQuestion(20, 3);
        const cp::DesignSearchResult one = search(question, 1);
        const cp::DesignSearchResult two = search(question, 2);
        QCOMPARE(one.paretoFront, two.paretoFront);
        QCOMPARE(one.answers.size(), two.answers.size());
        for (std::size_t i = 0; i < one.answers.size(); ++i) {
            QCOMPARE(one.answers[i].candidate, two.answers[i].candidate);
            QCOMPARE(cp::designToJsonText(one.answers[i].design), cp::designToJsonText(two.answers[i].design));
        }
        QCOMPARE(one.statistics.evaluated, two.statistics.evaluated);
        QCOMPARE(one.statistics.dominated, two.statistics.dominated);
    }

    void boundsAreLowerBounds()
    {
        // One day: the 100%-MFU bound needs 3 scalable units of H100, so the grid's first is pruned.
        const cp::DesignSearchResult result = search(smallQuestion(1, 0));
        int evaluated = 0;
        for (const cp::Candidate& c : result.candidates) {
            if (c.stage != cp::CandidateStage::Evaluated)
                continue;
            ++evaluated;
            QVERIFY(c.trainingDaysLowerBound <= c.figures.trainingDays());
            const cp::BuildingBlock& block = result.blocks.at(static_cast<std::size_t>(c.key.block));
            const double racks = static_cast<double>(c.figures.racks);
            QVERIFY(racks * block.rackPeakKw * 1.2 <= c.figures.facilityPeakKw * (1 + 1e-12));
            QVERIFY(racks * block.rackPriceUsd <= c.figures.capexUsd);
        }
        QVERIFY(evaluated > 3);
        QVERIFY(result.statistics.prunedByDeadlineBound > 0);
    }

    void cancelledSearchSaysSo()
    {
        std::stop_source stop;
        stop.request_stop();
        cp::DesignSearchOptions options;
        options.stop = stop.get_token();
        long long lastDone = -1, lastTotal = -1;
        options.progress = [&](long long done, long long total) {
            lastDone = done;
            lastTotal = total;
        };
        const cp::DesignSearchResult result = cp::searchDesigns(smallQuestion(30, 0).design, smallQuestion(30, 0).question, bundledCatalog(), options);
        QVERIFY(result.cancelled);
        QVERIFY(lastTotal > 0);
        QVERIFY(lastDone < lastTotal);
    }

    void summaryJsonNamesAnswersAndFront()
    {
        const Asked question = smallQuestion(30, 5);
        const cp::DesignSearchResult result = search(question);
        const nlohmann::json summary = cp::designSearchJson(question.design, result, 3);
        QCOMPARE(summary["answered"].get<bool>(), true);
        QCOMPARE(summary["answers"].size(), std::size_t{4});
        QCOMPARE(summary["answers"][0]["objective"].get<std::string>(), std::string("tco"));
        QVERIFY(summary["pareto_front"].size() <= 3);
        QVERIFY(summary["statistics"]["evaluated"].get<long long>() > 0);
        const std::string csv = cp::designSearchCsv(question.design, result);
        QVERIFY(csv.rfind("candidate,platform,gpu,fabric", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestDesignSearch)
#include "tst_design_search.moc"
