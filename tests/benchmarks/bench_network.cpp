// Speed of the network model on the plan-search path: building the fabric plan and the
// precomputed CollectiveTable for a 100,000-GPU H100 cluster, then collective-time
// evaluations per second through the table (what the training plan search calls) and
// through the exact CollectiveModel.

#include "../model/NetworkTestCatalog.h"
#include "network/CollectiveModel.h"
#include "network/CollectiveTable.h"
#include "network/FabricPlanner.h"

#include <chrono>
#include <cstdio>

using namespace cp;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main()
{
    const Catalog catalog = test::networkTestCatalog();
    Fabric fabric;
    fabric.name = "compute";
    fabric.switchId = "nvidia_sn5600";             // 128 x 400G (xAI Colossus-style)
    fabric.technology = FabricTechnology::Ethernet;
    fabric.linkGbpsPerGpu = 400;
    fabric.tiers = 3;
    fabric.opticId = "osfp_800g_dr8";
    FabricEndpoints endpoints;
    endpoints.nodes = 12500;                       // 100,000 H100 GPUs
    endpoints.gpusPerNode = 8;
    endpoints.scaleupDomainGpus = 8;
    endpoints.nicsPerNode = 8;
    endpoints.nicGbps = 400;
    endpoints.nodesPerRack = 4;
    endpoints.scaleupBytesPerSecondPerGpu = 450e9;
    endpoints.scaleupReduction = true;

    auto start = Clock::now();
    FabricPlan plan = planFabric(fabric, endpoints, catalog);
    std::printf("planFabric (100,000 GPUs, %d tiers, %lld switches): %.3f ms\n", plan.tierCount,
                static_cast<long long>(plan.switches()), secondsSince(start) * 1e3);

    start = Clock::now();
    const CollectiveModel model(std::move(plan), catalog);
    const CollectiveTable table(model);
    std::printf("CollectiveTable build (%d size x %d stride classes, link load analysed lazily per class): %.3f s\n",
                table.sizeClasses(), table.strideClasses(), secondsSince(start));

    // A plan-search-like sweep: TP in {1..8}, PP in {1..64}, DP fills; four ops per plan.
    const int tps[] = {1, 2, 4, 8};
    const int pps[] = {1, 2, 4, 8, 16, 32, 64};
    const CollectiveOp ops[] = {CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather,
                                CollectiveOp::PointToPoint};
    const long long rounds = 200000;
    double sink = 0;
    long long evaluations = 0;
    start = Clock::now();
    for (long long r = 0; r < rounds; ++r)
        for (const int tp : tps)
            for (const int pp : pps) {
                const int dp = 98304 / (tp * pp);
                const double bytes = 1e6 * static_cast<double>((r % 1000) + 1);
                sink += table.seconds(ops[r % 4], bytes, {dp, static_cast<std::int64_t>(tp) * pp, 0});
                sink += table.seconds(CollectiveOp::AllReduce, bytes / 64, {tp, 1, 0});
                evaluations += 2;
            }
    const double tableSeconds = secondsSince(start);
    std::printf("CollectiveTable::seconds: %.1f million evaluations/s (%lld evaluations, checksum %.3g)\n",
                evaluations / tableSeconds / 1e6, evaluations, sink);

    evaluations = 0;
    start = Clock::now();
    while (secondsSince(start) < 2.0)
        for (const int pp : {1, 4, 16}) {
            sink += model.collectiveTime(CollectiveOp::AllReduce, 1e9, {98304 / (8 * pp), 8L * pp, 0});
            ++evaluations;
        }
    const double exactSeconds = secondsSince(start);
    std::printf("CollectiveModel::collectiveTime (exact link load, all DP groups): %.1f evaluations/s (checksum %.3g)\n",
                evaluations / exactSeconds, sink);

    // The link load itself: closed form / per-bundle accumulation vs. the per-flow Eigen router,
    // every group of a shape at once (what one CollectiveTable class costs).
    const LinkLoad& load = model.linkLoad();
    const struct {
        const char* name;
        CollectiveOp op;
        GroupPlacement group;
    } shapes[] = {
        {"all-to-all, 64 GPUs at stride 1024 (EP across pods)", CollectiveOp::AllToAll, {64, 1024, 0}},
        {"all-to-all, 8192 GPUs at stride 8", CollectiveOp::AllToAll, {8192, 8, 0}},
        {"all-reduce ring, 1024 GPUs at stride 2 (DP, TP=2)", CollectiveOp::AllReduce, {1024, 2, 0}},
        {"all-reduce ring, 12288 GPUs at stride 8 (DP, TP=8)", CollectiveOp::AllReduce, {12288, 8, 0}},
    };
    for (const auto& shape : shapes) {
        double closedMs = 0, perFlowMs = 0;
        Congestion closed, perFlow;
        for (int run = 0; run < 3; ++run) {
            start = Clock::now();
            closed = load.analyse(shape.op, shape.group, CollectiveAlgorithm::Ring);
            closedMs += secondsSince(start) * 1e3 / 3;
            start = Clock::now();
            perFlow = load.analysePerFlow(shape.op, shape.group, CollectiveAlgorithm::Ring);
            perFlowMs += secondsSince(start) * 1e3 / 3;
        }
        std::printf("LinkLoad %s: analyse %.3f ms, analysePerFlow %.3f ms (slowdown %.6f vs %.6f)\n", shape.name, closedMs,
                    perFlowMs, closed.slowdown, perFlow.slowdown);
    }
    return 0;
}
