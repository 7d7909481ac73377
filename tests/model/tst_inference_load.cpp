// The serving load model: continuous batching with prefill/decode interference, Poisson
// arrivals, fixed concurrency, length distributions, TTFT/TPOT percentiles and goodput.

#include "InferenceTestCatalog.h"
#include "TestModels.h"

#include "inference/LengthDistribution.h"
#include "inference/ServingLoad.h"

#include <QtTest>

#include <cmath>

using namespace cp;

namespace {

// E[L²] of an exponential on [1, max] with the given mean, by bisection on the rate and a
// midpoint integral of the density: independent of LengthDistribution's closed forms.
double truncatedExponentialSecondMoment(double mean, double max)
{
    const auto moments = [&](double rate, double& first, double& second) {
        constexpr int steps = 200000;
        const double width = (max - 1.0) / steps;
        double mass = 0;
        first = second = 0;
        for (int i = 0; i < steps; ++i) {
            const double x = 1.0 + (i + 0.5) * width;
            const double p = std::exp(-rate * (x - 1.0)) * width;
            mass += p;
            first += x * p;
            second += x * x * p;
        }
        first /= mass;
        second /= mass;
    };
    double low = 1e-6, high = 1.0, first = 0, second = 0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (low + high);
        moments(mid, first, second);
        (first > mean ? low : high) = mid;
    }
    moments(0.5 * (low + high), first, second);
    return second;
}

struct Fixture {
    Catalog catalog = testing::inferenceTestCatalog();
    const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
    ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
    ServingInstance instance{test::presetModel("llama3_8b"), gpu, efficiency, InstanceShape{1, 1, 1, Precision::FP8}};
    EngineScheduling engine;
    ServingLengths lengths{LengthDistribution::fixed(2000), LengthDistribution::fixed(200)};
};

// Bit for bit (QCOMPARE compares doubles within a tolerance).
bool same(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

// Largest stable Poisson rate.
double saturationRate(const Fixture& f)
{
    double low = 0, high = 1;
    while (openLoopLoad(f.instance, f.engine, high, f.lengths).stable)
        high *= 2;
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (low + high);
        (openLoopLoad(f.instance, f.engine, mid, f.lengths).stable ? low : high) = mid;
    }
    return low;
}

}  // namespace

class TestInferenceLoad : public QObject {
    Q_OBJECT

private slots:
    // A goodput search keeps one OpenLoopLoads and asks it for many rates, some twice; every
    // load must be the one openLoopLoad computes afresh.
    void loadsOfOneSearchEqualFreshOnes()
    {
        const Fixture f;
        EngineScheduling prefillFirst;
        prefillFirst.chunkedPrefill = false;
        prefillFirst.mixedBatches = false;
        EngineScheduling wholePrompts;
        wholePrompts.chunkedPrefill = false;
        const ServingLengths varied{LengthDistribution::fromMeanAndMax(2000, 3000), LengthDistribution::fromMeanAndMax(200, 2048)};
        for (const EngineScheduling& engine : {f.engine, prefillFirst, wholePrompts})
            for (const ServingLengths& lengths : {f.lengths, varied})
                for (const ServingRole role : {ServingRole::Aggregated, ServingRole::PrefillOnly, ServingRole::DecodeOnly}) {
                    const OpenLoopLoads loads(f.instance, engine, lengths, role);
                    for (const double rate : {0.5, 8.0, 0.5, 2.0, 30.0, 1e-6, 8.0, 4.0, 300.0, 2.0}) {
                        for (const bool quantiles : {false, true}) {
                            const ServingLoad a = loads.at(rate, quantiles);
                            const ServingLoad b = openLoopLoad(f.instance, engine, rate, lengths, role, quantiles);
                            QCOMPARE(a.stable, b.stable);
                            QCOMPARE(a.limit, b.limit);
                            for (const auto field : {&ServingLoad::requestsPerS, &ServingLoad::outputTokensPerS,
                                                     &ServingLoad::decodeSequences, &ServingLoad::prefillTokensPerIteration,
                                                     &ServingLoad::decodeStepS, &ServingLoad::iterationS,
                                                     &ServingLoad::prefillUtilization, &ServingLoad::prefillAloneS})
                                QVERIFY(same(a.*field, b.*field));
                            QCOMPARE(a.decodeBandwidthBound, b.decodeBandwidthBound);
                            for (const auto quantile : {&ServingLoad::ttft, &ServingLoad::tpot})
                                for (const auto value : {&LatencyQuantiles::mean, &LatencyQuantiles::p50,
                                                         &LatencyQuantiles::p90, &LatencyQuantiles::p99})
                                    QVERIFY(same((a.*quantile).*value, (b.*quantile).*value));
                            for (const double t : {0.01, 0.1, 1.0, 10.0}) {
                                QVERIFY(same(a.ttftDistribution.exceedance(t), b.ttftDistribution.exceedance(t)));
                                QVERIFY(same(a.tpotDistribution.cdf(t / 100), b.tpotDistribution.cdf(t / 100)));
                            }
                        }
                    }
                }
    }

    void lengthDistributionsKeepThePublishedMean_data()
    {
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("max");
        QTest::newRow("fixed") << 1000.0 << 1000.0;
        QTest::newRow("uniform (random dataset, range ratio 0.5)") << 1000.0 << 1500.0;
        QTest::newRow("skewed (ShareGPT-like)") << 230.0 << 2048.0;
    }
    void lengthDistributionsKeepThePublishedMean()
    {
        QFETCH(double, mean);
        QFETCH(double, max);
        const LengthDistribution d = LengthDistribution::fromMeanAndMax(mean, max);
        QVERIFY2(std::abs(d.mean() / mean - 1) < 1e-6, qPrintable(QString::number(d.mean())));
        QVERIFY(d.max() <= max);
        for (double x : d.points())
            QVERIFY(x >= 1.0 && x <= max);
        if (max > mean)
            QVERIFY(d.meanSquare() > mean * mean);
        // E[(L − k)+]: the mean at k = 0, nothing beyond the largest length, falling in between.
        QVERIFY(std::abs(d.expectedExcess(0) / mean - 1) < 1e-6);
        QCOMPARE(d.expectedExcess(max), 0.0);
        for (double k = 0; k < max; k += max / 64)
            QVERIFY(d.expectedExcess(k + max / 64) < d.expectedExcess(k));
    }

    void ttftTailGrowsFasterThanTheMeanTowardsSaturation()
    {
        const Fixture f;
        const double saturation = saturationRate(f);
        QVERIFY(saturation > 0);
        const ServingLoad light = openLoopLoad(f.instance, f.engine, 0.5 * saturation, f.lengths);
        const ServingLoad heavy = openLoopLoad(f.instance, f.engine, 0.95 * saturation, f.lengths);
        QVERIFY(light.stable && heavy.stable);
        QVERIFY(light.ttft.p99 > light.ttft.p90 && light.ttft.p90 >= light.ttft.p50);
        const double meanGrowth = heavy.ttft.mean / light.ttft.mean;
        const double tailGrowth = heavy.ttft.p99 / light.ttft.p99;
        qInfo("saturation %.2f req/s; TTFT mean %.3f -> %.3f s (x%.2f), p99 %.3f -> %.3f s (x%.2f)", saturation,
              light.ttft.mean, heavy.ttft.mean, meanGrowth, light.ttft.p99, heavy.ttft.p99, tailGrowth);
        QVERIFY(meanGrowth > 1.0);
        QVERIFY2(heavy.ttft.p99 - light.ttft.p99 > heavy.ttft.mean - light.ttft.mean,
                 "the p99 must gain more seconds than the mean as the queue builds");
        QVERIFY(!openLoopLoad(f.instance, f.engine, 1.05 * saturation, f.lengths).stable);
    }

    void decodeSlowsDownWithPrefillInterference()
    {
        const Fixture f;
        const ServingLoad low = openLoopLoad(f.instance, f.engine, 1.0, f.lengths);
        const ServingLoad high = openLoopLoad(f.instance, f.engine, 10.0, f.lengths);
        QVERIFY(low.stable && high.stable);
        // TPOT is the mean iteration, which carries prefill chunks: above the pure decode step.
        QVERIFY(high.tpot.mean > high.decodeStepS);
        QVERIFY(high.tpot.mean > low.tpot.mean);
        QVERIFY(high.tpot.p90 > high.tpot.mean);
    }

    void closedLoopObeysLittlesLaw_data()
    {
        QTest::addColumn<double>("concurrency");
        QTest::newRow("1") << 1.0;
        QTest::newRow("16") << 16.0;
        QTest::newRow("256") << 256.0;
    }
    void closedLoopObeysLittlesLaw()
    {
        QFETCH(double, concurrency);
        const Fixture f;
        const ServingLoad load = closedLoopLoad(f.instance, f.engine, concurrency, f.lengths);
        QVERIFY2(load.stable, load.limit.c_str());
        const double latency = load.ttft.mean + 199.0 * load.tpot.mean;
        QVERIFY2(std::abs(load.requestsPerS * latency / concurrency - 1) < 0.02,
                 qPrintable(QString("X·latency = %1").arg(load.requestsPerS * latency)));
        if (concurrency == 1.0)
            QVERIFY(std::abs(load.ttft.mean / load.prefillAloneS - 1) < 0.05);
    }

    // A prefill-first engine (SGLang, vLLM V0) in a closed loop of equal requests: the requests
    // that finish together are replaced together, so their prompts queue behind each other every
    // wave. TTFT spreads evenly over the wave's prefill (p99 about twice the mean, as dstack's
    // SGLang DeepSeek-R1 runs at concurrency 32-128 show: 1.4-2.0x), and the first-served prompts
    // wait through the rest of it before their second token, which TPOT carries.
    void prefillFirstClosedLoopLocksIntoWaves()
    {
        Fixture f;
        f.engine.mixedBatches = false;
        const double concurrency = 64;
        QVERIFY(locksIntoWaves(f.engine, f.lengths));
        const ServingLoad waves = closedLoopLoad(f.instance, f.engine, concurrency, f.lengths);
        QVERIFY2(waves.stable, waves.limit.c_str());
        QVERIFY2(waves.ttft.p99 > 1.8 * waves.ttft.mean,
                 qPrintable(QString("p99 %1 s, mean %2 s").arg(waves.ttft.p99).arg(waves.ttft.mean)));
        QVERIFY(waves.tpot.mean > waves.decodeStepS);
        // Little's law holds for the waves as for any closed loop.
        const double latency = waves.ttft.mean + 199.0 * waves.tpot.mean;
        QVERIFY2(std::abs(waves.requestsPerS * latency / concurrency - 1) < 0.05,
                 qPrintable(QString("X·latency = %1").arg(waves.requestsPerS * latency)));
        // Unequal output lengths break the lock-step: the steady closed loop, with a narrower TTFT tail.
        Fixture varied = f;
        varied.lengths.output = LengthDistribution::fromMeanAndMax(200, 300);
        QVERIFY(!locksIntoWaves(varied.engine, varied.lengths));
        const ServingLoad steady = closedLoopLoad(varied.instance, varied.engine, concurrency, varied.lengths);
        QVERIFY(steady.stable);
        QVERIFY(steady.ttft.p99 < waves.ttft.p99);
        // An engine that mixes prompts into decode iterations never locks into waves.
        f.engine.mixedBatches = true;
        QVERIFY(!locksIntoWaves(f.engine, f.lengths));
    }

    // The prompts of one prefill iteration get their first tokens together, at its end. A wave
    // whose prompts all fit one iteration's token budget (vLLM V0 without chunked prefill, whose
    // budget is the context length) has every TTFT at the end of the wave's prefill; with one
    // prompt per iteration they spread over it; chunks of two prompts finish in pairs.
    void promptsOfOnePrefillIterationFinishTogether()
    {
        Fixture f;
        f.engine.mixedBatches = false;
        f.engine.chunkedPrefill = false;
        const double concurrency = 16;
        f.engine.tokenBudget = 2000;
        const ServingLoad onePerIteration = closedLoopLoad(f.instance, f.engine, concurrency, f.lengths);
        f.engine.tokenBudget = concurrency * 2000;
        const ServingLoad allInOne = closedLoopLoad(f.instance, f.engine, concurrency, f.lengths);
        f.engine.chunkedPrefill = true;
        f.engine.tokenBudget = 4000;
        const ServingLoad pairs = closedLoopLoad(f.instance, f.engine, concurrency, f.lengths);
        QVERIFY(onePerIteration.stable && allInOne.stable && pairs.stable);
        QVERIFY2(std::abs(allInOne.ttft.p99 / allInOne.ttft.mean - 1) < 0.01,
                 qPrintable(QString("p99 %1 s, mean %2 s").arg(allInOne.ttft.p99).arg(allInOne.ttft.mean)));
        QVERIFY2(allInOne.ttft.mean > 1.7 * onePerIteration.ttft.mean,
                 qPrintable(QString("%1 vs %2 s").arg(allInOne.ttft.mean).arg(onePerIteration.ttft.mean)));
        QVERIFY(pairs.ttft.mean > onePerIteration.ttft.mean && pairs.ttft.mean < allInOne.ttft.mean);
    }

    // A wave smaller than one iteration's budget runs as one pass of its own prompts. Its fixed
    // costs (per-layer launches, host work) are its own, not a share of a full-budget pass, so
    // a lone short prompt waits at least its own prefill pass before its first token.
    void aLonePromptPaysItsWholePrefillPass()
    {
        Fixture f;
        f.engine.mixedBatches = false;
        f.engine.tokenBudget = 16384;
        f.lengths = ServingLengths{LengthDistribution::fixed(128), LengthDistribution::fixed(200)};
        QVERIFY(locksIntoWaves(f.engine, f.lengths));
        const ServingLoad one = closedLoopLoad(f.instance, f.engine, 1, f.lengths);
        QVERIFY(one.stable);
        const double ownPass = f.instance.prefill(128, 1).seconds;
        const double sharedPass = f.instance.prefill(128, 128).seconds / 128;
        QVERIFY2(ownPass > 2 * sharedPass, qPrintable(QString("%1 vs %2 s").arg(ownPass).arg(sharedPass)));
        QVERIFY2(one.ttft.mean >= ownPass * 0.999,
                 qPrintable(QString("TTFT %1 s, own prefill pass %2 s").arg(one.ttft.mean).arg(ownPass)));
    }

    // More requests in flight than one wave holds: finished requests are replaced at once, so
    // every wave stays full; the extra requests only wait, and Little's law still holds.
    void aClosedLoopBeyondOneWaveKeepsEveryWaveFull()
    {
        Fixture f;
        f.engine.mixedBatches = false;
        const double wave = f.instance.maxLockStepSequences(2000, 200);
        QVERIFY(wave > 4);
        const ServingLoad one = closedLoopLoad(f.instance, f.engine, wave, f.lengths);
        const ServingLoad more = closedLoopLoad(f.instance, f.engine, 1.5 * wave, f.lengths);
        QVERIFY(one.stable && more.stable);
        QVERIFY2(std::abs(more.requestsPerS / one.requestsPerS - 1) < 1e-9,
                 qPrintable(QString("%1 vs %2 req/s").arg(more.requestsPerS).arg(one.requestsPerS)));
        const double latency = more.ttft.mean + 199.0 * more.tpot.mean;
        QVERIFY2(std::abs(more.requestsPerS * latency / (1.5 * wave) - 1) < 0.05,
                 qPrintable(QString("X·latency = %1 for %2 in flight").arg(more.requestsPerS * latency).arg(1.5 * wave)));
    }

    // A benchmark run opens with all N requests at once: that first wave (here 5% of the
    // requests) queues behind itself, which moves the upper percentiles of TTFT and barely the median.
    void firstWaveOfARunWeighsInTheTtftTail()
    {
        const Fixture f;
        const ServingLoad steady = closedLoopLoad(f.instance, f.engine, 32, f.lengths);
        const ServingLoad first = batchRunLoad(f.instance, f.engine, 32, f.lengths);
        QVERIFY(steady.stable && first.stable);
        QVERIFY(first.ttft.p99 > 2 * steady.ttft.p99);
        const LatencyQuantiles run = mixtureQuantiles(first.ttftDistribution, 0.05, steady.ttftDistribution);
        QVERIFY(run.p99 > 1.2 * steady.ttft.p99);
        QVERIFY(run.p99 <= first.ttft.p99 * 1.0001);
        QVERIFY(std::abs(run.p50 / steady.ttft.p50 - 1) < 0.1);
        QVERIFY(std::abs(run.mean - (0.05 * first.ttft.mean + 0.95 * steady.ttft.mean)) < 1e-9 * run.mean);
        const LatencyQuantiles none = mixtureQuantiles(first.ttftDistribution, 0.0, steady.ttftDistribution);
        QVERIFY(std::abs(none.p99 / steady.ttft.p99 - 1) < 1e-6);
    }

    // The end of a burst run: with every output as long as the mean the batch thins out evenly
    // (half the tokens of a full batch); with ShareGPT-like lengths the long requests in flight
    // are over-represented and decode almost alone at the end, more slowly still.
    void variedOutputsDrainSlowerThanEvenOnes()
    {
        const Fixture f;
        const double inFlight = 256;
        const RunDrain even = runDrain(f.instance, f.engine, inFlight, f.lengths);
        QVERIFY(std::abs(even.outputTokens / (inFlight * 200) - 0.5) < 0.02);
        ServingLengths varied = f.lengths;
        varied.output = LengthDistribution::fromMeanAndMax(200, 2044);
        const RunDrain tail = runDrain(f.instance, f.engine, inFlight, varied);
        // Length-biased remainders: E[L²] / (2·E[L]) tokens per request still in flight, with
        // E[L²] of the capped exponential itself (integrated here from its density), not of its
        // 16 points, whose highest is the 97th percentile.
        const double secondMoment = truncatedExponentialSecondMoment(200, 2044);
        QVERIFY(secondMoment > varied.output.meanSquare() * 1.05);
        const double expected = inFlight * secondMoment / (2 * varied.output.mean());
        QVERIFY2(std::abs(tail.outputTokens / expected - 1) < 0.02, qPrintable(QString("%1 vs %2").arg(tail.outputTokens).arg(expected)));
        const double fullBatchTokensPerS = inFlight / f.instance.decodeStep(inFlight, 2100).seconds;
        QVERIFY(tail.outputTokens / tail.seconds < even.outputTokens / even.seconds);
        QVERIFY(even.outputTokens / even.seconds < fullBatchTokensPerS);
        QCOMPARE(runDrain(f.instance, f.engine, 0.5, varied).seconds, 0.0);
    }

    void moreConcurrencyMoreThroughputAndLatency()
    {
        const Fixture f;
        const ServingLoad eight = closedLoopLoad(f.instance, f.engine, 8, f.lengths);
        const ServingLoad sixtyFour = closedLoopLoad(f.instance, f.engine, 64, f.lengths);
        QVERIFY(sixtyFour.outputTokensPerS > eight.outputTokensPerS);
        QVERIFY(sixtyFour.tpot.mean > eight.tpot.mean);
        QVERIFY(sixtyFour.ttft.mean > eight.ttft.mean);
    }

    void offlineRunsAsManySequencesAsFit()
    {
        const Fixture f;
        const ServingLoad offline = offlineLoad(f.instance, f.engine, f.lengths);
        const ServingLoad some = closedLoopLoad(f.instance, f.engine, 32, f.lengths);
        QVERIFY(offline.stable);
        QVERIFY(offline.outputTokensPerS > some.outputTokensPerS);
    }

    void goodputCountsRequestsMeetingBothTargets()
    {
        const Fixture f;
        const ServingLoad load = openLoopLoad(f.instance, f.engine, 5.0, f.lengths);
        QVERIFY(load.stable);
        QCOMPARE(load.sloAttainment(1e9, 1e9), 1.0);
        // At a percentile of TTFT at least that share of requests meets it (more where the
        // distribution has an atom: requests that did not queue).
        QVERIFY(load.sloAttainment(load.ttft.p90, 1e9) >= 0.9 - 1e-6);
        QVERIFY(load.sloAttainment(load.ttft.p99, 1e9) >= 0.99 - 1e-6);
        QVERIFY(load.sloAttainment(0.5 * load.ttft.p50, 1e9) < 0.5);
        QVERIFY(load.sloAttainment(load.ttft.p90, load.tpot.p90) < load.sloAttainment(load.ttft.p90, 1e9));
        QCOMPARE(load.sloAttainment(1e-6, 1e9), 0.0);
    }

    void chunkedPrefillLowersTtftWhereWholePromptsMustWaitForRoom()
    {
        // In-flight batching without chunking (TensorRT-LLM's default) starts a whole prompt only in
        // an iteration whose decode tokens leave room for it in the token budget. With long
        // prompts and a large decode batch that room is rare, and prompts wait; chunked prefill
        // fits a chunk beside any batch, so TTFT falls, and decode iterations carry prefill work,
        // so TPOT rises above the decode-only step.
        Fixture f;
        f.lengths = {LengthDistribution::fixed(800), LengthDistribution::fixed(1000)};
        EngineScheduling whole;
        whole.tokenBudget = 1024;
        whole.chunkedPrefill = false;
        whole.mixedBatches = true;
        EngineScheduling chunked = whole;
        chunked.chunkedPrefill = true;
        // The largest rate whole prompts sustain: there the decode batch leaves no room for them.
        double low = 0, high = 1;
        while (openLoopLoad(f.instance, whole, high, f.lengths).stable)
            high *= 2;
        for (int i = 0; i < 40; ++i) {
            const double mid = 0.5 * (low + high);
            (openLoopLoad(f.instance, whole, mid, f.lengths).stable ? low : high) = mid;
        }
        QCOMPARE(QString::fromStdString(openLoopLoad(f.instance, whole, 1.05 * low, f.lengths).limit), QString("token budget"));
        const double rate = 0.97 * low;
        const ServingLoad w = openLoopLoad(f.instance, whole, rate, f.lengths);
        const ServingLoad c = openLoopLoad(f.instance, chunked, rate, f.lengths);
        qInfo("%.2f req/s, %.0f decoding: whole prompts TTFT %.3f s (p99 %.3f), TPOT %.2f ms; chunked TTFT %.3f s (p99 %.3f), "
              "TPOT %.2f ms (decode-only step %.2f ms)",
              rate, c.decodeSequences, w.ttft.mean, w.ttft.p99, 1e3 * w.tpot.mean, c.ttft.mean, c.ttft.p99,
              1e3 * c.tpot.mean, 1e3 * c.decodeStepS);
        QVERIFY(w.stable && c.stable);
        QVERIFY(c.ttft.mean < w.ttft.mean);
        QVERIFY(c.ttft.p99 < w.ttft.p99);
        QVERIFY(c.tpot.mean > c.decodeStepS);
        // Chunked prefill sustains rates at which whole prompts no longer get in at all.
        QVERIFY(openLoopLoad(f.instance, chunked, 1.05 * low, f.lengths).stable);
    }

    void chunkedPrefillLowersTpotAgainstPrefillFirst()
    {
        // Against a prefill-first engine (vLLM V0: prompts run in their own iterations while decoding
        // waits), chunking with a small budget smooths decoding (TPOT down) and spreads a prompt over
        // several iterations (TTFT up): Sarathi-Serve's trade (Agrawal et al., OSDI 2024).
        Fixture f;
        f.lengths = {LengthDistribution::fixed(6000), LengthDistribution::fixed(300)};
        EngineScheduling prefillFirst;
        prefillFirst.chunkedPrefill = false;
        prefillFirst.mixedBatches = false;
        EngineScheduling chunked;
        chunked.tokenBudget = 2048;
        const double rate = 4.0;
        const ServingLoad p = openLoopLoad(f.instance, prefillFirst, rate, f.lengths);
        const ServingLoad c = openLoopLoad(f.instance, chunked, rate, f.lengths);
        QVERIFY(p.stable && c.stable);
        qInfo("%.1f req/s: prefill-first TTFT %.3f s, TPOT %.2f ms; chunked (2048) TTFT %.3f s, TPOT %.2f ms", rate,
              p.ttft.mean, 1e3 * p.tpot.mean, c.ttft.mean, 1e3 * c.tpot.mean);
        QVERIFY(c.tpot.mean < p.tpot.mean);
        QVERIFY(c.ttft.mean > p.ttft.mean);
    }

    void moeDecodeAcrossNodesPaysTheAllToAll()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        efficiency.scaleupDomainGpus = 8;
        const ModelArchitecture deepseek = test::presetModel("deepseek_v3");
        // Wide EP: 32 GPUs, attention data-parallel, experts whole on their GPUs.
        const ServingInstance ep32(deepseek, gpu, efficiency, {1, 1, 32, Precision::FP8});
        QCOMPARE(ep32.shape().gpus(), 32);
        QVERIFY(ep32.fits(8192));
        const PassTime step = ep32.decodeStep(32 * 64, 2048);
        QVERIFY(step.allToAllSeconds > 0);
        // Dispatch (FP8) and combine (BF16) of 64 tokens × 8 copies × 7168 per GPU, 3/4 of it
        // leaving the node at 50 GB/s: about 58 layers × (6.9 + 13.8 us/…); the RDMA part dominates.
        const double copies = 64.0 * 8;
        const double remoteBytes = copies * 7168 * (1 + 2) * 24.0 / 32.0;
        const double expected = 58 * (remoteBytes / 50e9 + 2 * efficiency.scaleoutLatencyS);
        QVERIFY2(std::abs(step.allToAllSeconds / expected - 1) < 0.15,
                 qPrintable(QString("%1 vs %2").arg(step.allToAllSeconds).arg(expected)));
        // The same group inside one NVL72-sized domain moves it over NVLink: much cheaper.
        ServingEfficiency oneDomain = efficiency;
        oneDomain.scaleupDomainGpus = 72;
        const ServingInstance nvl(deepseek, gpu, oneDomain, {1, 1, 32, Precision::FP8});
        QVERIFY(nvl.decodeStep(32 * 64, 2048).allToAllSeconds < 0.5 * step.allToAllSeconds);
        // Half the scale-out bandwidth: the all-to-all and the step take longer.
        ServingEfficiency slow = efficiency;
        slow.scaleoutBytesPerSecondPerGpu /= 2;
        const ServingInstance slowEp(deepseek, gpu, slow, {1, 1, 32, Precision::FP8});
        QVERIFY(slowEp.decodeStep(32 * 64, 2048).seconds > step.seconds);
        // Experts sliced over a TP group need no all-to-all.
        const ServingInstance tp8(deepseek, gpu, efficiency, {8, 2, 1, Precision::FP8});
        QCOMPARE(tp8.decodeStep(64, 2048).allToAllSeconds, 0.0);
    }

    // Each attention data-parallel rank fills its own budget (TensorRT-LLM, vLLM): four ranks
    // prefill four budget-sized prompts in one iteration and their first tokens come together;
    // under one budget shared by the ranks (SGLang) the prompts run one iteration after another.
    void eachAttentionRankFillsItsOwnTokenBudget()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingInstance dep4(test::presetModel("mixtral_8x7b"), gpu, servingEfficiency(catalog, gpu),
                                   {1, 1, 4, Precision::FP8});
        QCOMPARE(dep4.shape().attentionDataParallel(), 4);
        const ServingLengths lengths{LengthDistribution::fixed(8000), LengthDistribution::fixed(100)};
        EngineScheduling perRank;
        perRank.mixedBatches = false;
        perRank.chunkedPrefill = false;
        perRank.tokenBudget = 8192;
        EngineScheduling shared = perRank;
        shared.limitsSplitAmongAttentionRanks = true;
        const ServingLoad together = batchRunLoad(dep4, perRank, 4, lengths);
        const ServingLoad inTurn = batchRunLoad(dep4, shared, 4, lengths);
        QVERIFY(together.stable && inTurn.stable);
        QVERIFY2(together.ttft.mean > 0.99 * together.ttft.p99,
                 qPrintable(QString("mean %1 s, p99 %2 s").arg(together.ttft.mean).arg(together.ttft.p99)));
        QVERIFY2(inTurn.ttft.mean < 0.8 * inTurn.ttft.p99,
                 qPrintable(QString("mean %1 s, p99 %2 s").arg(inTurn.ttft.mean).arg(inTurn.ttft.p99)));
    }

    void expertImbalanceSlowsSmallBatches()
    {
        const Catalog catalog = testing::inferenceTestCatalog();
        const Gpu& gpu = catalog.gpu("nvidia_h100_sxm5_80gb");
        const ServingEfficiency efficiency = servingEfficiency(catalog, gpu);
        const ServingInstance ep8(test::presetModel("deepseek_v3"), gpu, efficiency, {1, 2, 8, Precision::FP8});
        // The busiest GPU's routed tokens exceed the mean; the relative excess shrinks with the batch.
        const PassTime small = ep8.prefill(256, 1);
        const PassTime large = ep8.prefill(8192, 1);
        QVERIFY(small.gemmComputeSeconds / 256 > large.gemmComputeSeconds / 8192);
    }

    void hostWorkAddsToTheIterationUnlessAnOverlapSchedulerHidesIt()
    {
        Fixture f;
        f.efficiency.stepOverheadS = 0.002;
        f.efficiency.hostPerSequenceS = 20e-6;
        f.efficiency.hostOverlapped = false;
        const ServingInstance serial(test::presetModel("llama3_8b"), f.gpu, f.efficiency, InstanceShape{1, 1, 1, Precision::FP8});
        f.efficiency.hostOverlapped = true;
        const ServingInstance overlapped(test::presetModel("llama3_8b"), f.gpu, f.efficiency, InstanceShape{1, 1, 1, Precision::FP8});
        for (double batch : {8.0, 256.0, 2048.0}) {
            const PassTime a = serial.decodeStep(batch, 1000);
            const PassTime b = overlapped.decodeStep(batch, 1000);
            QCOMPARE(a.hostSeconds, 0.002 + 20e-6 * batch);
            QVERIFY(std::abs(a.seconds - (a.gpuSeconds + a.hostSeconds)) < 1e-12);
            QVERIFY(std::abs(b.seconds - std::max(b.gpuSeconds, b.hostSeconds)) < 1e-12);
        }
        // Per-sequence host work grows with the batch: at thousands of sequences it, not the
        // GPU, bounds an overlapped engine's iteration.
        const PassTime huge = overlapped.decodeStep(4096, 200);
        QVERIFY(huge.hostSeconds > huge.gpuSeconds);
        QCOMPARE(huge.seconds, huge.hostSeconds);
    }

    void serverFrontEndAddsToEveryFirstTokenNotToTpot()
    {
        Fixture f;
        const ServingLoad direct = closedLoopLoad(f.instance, f.engine, 4, f.lengths);
        f.engine.requestLatencyS = 0.03;
        const ServingLoad served = closedLoopLoad(f.instance, f.engine, 4, f.lengths);
        QVERIFY(direct.stable && served.stable);
        // The front end delays every first token by about its latency (the batch barely changes).
        QVERIFY2(std::abs(served.ttft.mean - direct.ttft.mean - 0.03) < 0.005,
                 qPrintable(QString("TTFT %1 -> %2 s").arg(direct.ttft.mean).arg(served.ttft.mean)));
        QVERIFY(served.ttft.p50 >= 0.03);
        QVERIFY(std::abs(served.tpot.mean / direct.tpot.mean - 1) < 0.05);
        // A request holds its slot while the front end works, so a closed loop completes fewer.
        QVERIFY(served.requestsPerS < direct.requestsPerS);
        const ServingLoad open = openLoopLoad(f.instance, f.engine, 1.0, f.lengths);
        QVERIFY(open.ttft.mean > open.prefillAloneS + 0.03 - 1e-9);
    }

    void lockStepBatchesHoldTheirWholeContextAtTheEnd()
    {
        // An engine that allocates KV on demand admits sequences by what they hold now; a batch
        // submitted at once grows in lock step, so no more than fit at full length can finish.
        Fixture f;
        f.efficiency.kvReservedOutputFraction = 0.5;
        const ServingInstance onDemand(test::presetModel("llama3_70b"), f.gpu, f.efficiency, InstanceShape{2, 1, 1, Precision::FP8});
        const double steady = onDemand.maxConcurrentSequences(128, 2048);
        const double lockStep = onDemand.maxLockStepSequences(128, 2048);
        QVERIFY2(lockStep < 0.6 * steady, qPrintable(QString("%1 vs %2").arg(lockStep).arg(steady)));
        const ServingLengths lengths{LengthDistribution::fixed(128), LengthDistribution::fixed(2048)};
        const ServingLoad wave = batchRunLoad(onDemand, f.engine, 2 * steady, lengths);
        QVERIFY(wave.stable);
        QVERIFY(wave.decodeSequences <= lockStep + 1e-9);
    }

    // A run of 1.25 waves: the last wave holds a quarter of the admitted batch, which decodes
    // faster than a full one, so the run takes one full wave plus that small wave run alone,
    // not two full waves.
    void aPartialLastWaveTakesLessThanAFullOne()
    {
        const Fixture f;
        const ServingLengths lengths{LengthDistribution::fixed(128), LengthDistribution::fixed(2048)};
        const double wave = f.instance.maxLockStepSequences(128, 2048);
        QVERIFY(wave > 8);
        const ServingLoad full = batchRunLoad(f.instance, f.engine, wave, lengths);
        const ServingLoad quarter = batchRunLoad(f.instance, f.engine, std::floor(wave / 4), lengths);
        const ServingLoad run = batchRunLoad(f.instance, f.engine, wave + std::floor(wave / 4), lengths);
        QVERIFY(full.stable && quarter.stable && run.stable);
        const double fullS = wave / full.requestsPerS;
        const double quarterS = std::floor(wave / 4) / quarter.requestsPerS;
        QVERIFY2(quarterS < 0.9 * fullS, qPrintable(QString("%1 s vs %2 s").arg(quarterS).arg(fullS)));
        const double runS = (wave + std::floor(wave / 4)) / run.requestsPerS;
        QVERIFY2(std::abs(runS / (fullS + quarterS) - 1) < 1e-9, qPrintable(QString("%1 s vs %2 s").arg(runS).arg(fullS + quarterS)));
        // Its requests' mean TTFT sits between the first wave's and the second's.
        QVERIFY(run.ttft.mean > full.ttft.mean && run.ttft.mean < full.ttft.mean + fullS);
    }

    void variableLengthsWidenTheTails()
    {
        Fixture f;
        const ServingLoad fixed = openLoopLoad(f.instance, f.engine, 8.0, f.lengths);
        f.lengths.input = LengthDistribution::fromMeanAndMax(2000, 8000);
        f.lengths.output = LengthDistribution::fromMeanAndMax(200, 1000);
        const ServingLoad skewed = openLoopLoad(f.instance, f.engine, 8.0, f.lengths);
        QVERIFY(fixed.stable && skewed.stable);
        QVERIFY(skewed.ttft.p99 > fixed.ttft.p99);
        QVERIFY(skewed.tpot.p90 > fixed.tpot.p90);
    }
};

QTEST_GUILESS_MAIN(TestInferenceLoad)
#include "tst_inference_load.moc"
