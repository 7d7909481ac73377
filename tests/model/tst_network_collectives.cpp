// Collective-communication model: which link bounds a placed group, congestion from the
// link-load computation, in-network reduction, and the precomputed table.

#include "NetworkTestCatalog.h"
#include "network/CollectiveModel.h"
#include "network/CollectiveTable.h"
#include "network/FabricPlanner.h"
#include "network/LinkLoadReuse.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace cp;

namespace {

constexpr double nicBytesPerSecond = 400e9 / 8;     // one 400G NDR port per GPU
constexpr double nvlinkBytesPerSecond = 450e9;      // H100 per direction

FabricPlan h100Cluster(std::int64_t nodes, std::vector<double> oversubscription = {}, int tiers = 2,
                       bool inNetworkReduction = false)
{
    Fabric fabric;
    fabric.name = "compute";
    fabric.switchId = "nvidia_qm9700";
    fabric.tiers = tiers;
    fabric.opticId = "osfp_800g_dr8";
    fabric.oversubscription = std::move(oversubscription);
    fabric.inNetworkReduction = inNetworkReduction;
    FabricEndpoints endpoints;
    endpoints.nodes = nodes;
    endpoints.gpusPerNode = 8;
    endpoints.scaleupDomainGpus = 8;
    endpoints.nicsPerNode = 8;
    endpoints.nicGbps = 400;
    endpoints.nodesPerRack = 4;
    endpoints.scaleupBytesPerSecondPerGpu = nvlinkBytesPerSecond;
    endpoints.scaleupReduction = true;
    return planFabric(fabric, endpoints, test::networkTestCatalog());
}

}  // namespace

class TestNetworkCollectives : public QObject {
    Q_OBJECT

private slots:
    void allReduceInsideNodeIsBoundByNvlink()
    {
        const Catalog catalog = test::networkTestCatalog();
        const CollectiveModel model(h100Cluster(32), catalog);
        const double efficiency = catalog.parameter("nccl", "ring_bus_efficiency");
        const CollectiveEstimate e = model.estimate(CollectiveOp::AllReduce, 1e9, {8, 1, 0});
        QCOMPARE(e.domains, 1);
        QCOMPARE(e.ranksPerDomain, 8);
        QCOMPARE(e.boundBy, std::string("scale-up"));
        QVERIFY(e.span == FabricSpan::ScaleUp);
        QVERIFY(qFuzzyCompare(e.busBytesPerSecond, nvlinkBytesPerSecond * efficiency));
        // Ring time = 2(n-1)/n * S / (B * eff) + latency.
        const double bandwidthSeconds = 2.0 * 7 / 8 * 1e9 / (nvlinkBytesPerSecond * efficiency);
        QVERIFY(qFuzzyCompare(e.seconds, bandwidthSeconds + e.latencySeconds));
        QVERIFY(e.latencySeconds > 0 && e.latencySeconds < 1e-4);
    }

    void allReduceAcrossNodesIsBoundByTheGpuNic()
    {
        const Catalog catalog = test::networkTestCatalog();
        const CollectiveModel model(h100Cluster(32), catalog);
        const double efficiency = catalog.parameter("nccl", "ring_bus_efficiency");
        // One GPU per node, same rail, 16 nodes under one leaf (a DP group with TP = 8).
        const CollectiveEstimate e = model.estimate(CollectiveOp::AllReduce, 1e9, {16, 8, 0}, CollectiveAlgorithm::Ring);
        QCOMPARE(e.domains, 16);
        QCOMPARE(e.boundBy, std::string("nic"));
        QVERIFY(e.span == FabricSpan::Leaf);
        QVERIFY(qFuzzyCompare(e.busBytesPerSecond, nicBytesPerSecond * efficiency));
        QVERIFY(e.busBytesPerSecond < model.estimate(CollectiveOp::AllReduce, 1e9, {8, 1, 0}).busBytesPerSecond / 5);
        // Whole nodes (8 GPUs each) reduce across 8 NICs per node: bus bandwidth is bounded by
        // min(8 NICs, NVLink * 8/7), not by one NIC.
        const CollectiveEstimate whole = model.estimate(CollectiveOp::AllReduce, 1e9, {128, 1, 0}, CollectiveAlgorithm::Ring);
        QCOMPARE(whole.ranksPerDomain, 8);
        QVERIFY(qFuzzyCompare(whole.busBytesPerSecond, 8 * nicBytesPerSecond * efficiency));
    }

    void rackScaleDomainKeepsOneNicPerGpu()
    {
        Fabric fabric;
        fabric.name = "compute";
        fabric.switchId = "nvidia_qm9700";
        fabric.rails = 4;
        FabricEndpoints racks;
        racks.nodes = 8;
        racks.gpusPerNode = 72;
        racks.scaleupDomainGpus = 72;
        racks.nicsPerNode = 72;
        racks.nicGbps = 400;
        racks.scaleupBytesPerSecondPerGpu = 900e9;
        const CollectiveModel model(planFabric(fabric, racks, test::networkTestCatalog()), test::networkTestCatalog());
        QCOMPARE(model.nicBytesPerSecondPerGpu(), nicBytesPerSecond);
        // 72-GPU NVLink domain: all-reduce of a 72-rank group stays on NVLink.
        QCOMPARE(model.estimate(CollectiveOp::AllReduce, 1e9, {72, 1, 0}).boundBy, std::string("scale-up"));
        // One GPU per rack across the 8 racks: that GPU's own NIC.
        const CollectiveEstimate dp = model.estimate(CollectiveOp::AllReduce, 1e9, {8, 72, 0}, CollectiveAlgorithm::Ring);
        QCOMPARE(dp.boundBy, std::string("nic"));
        QVERIFY(qFuzzyCompare(dp.busBytesPerSecond, nicBytesPerSecond * model.parameters().ringBusEfficiency));
    }

    void oversubscribedSpineSlowsClusterWideAllReduceAsLinkLoadPredicts()
    {
        const CollectiveModel model(h100Cluster(252, {2.0}), test::networkTestCatalog());
        const FabricPlan& plan = model.plan();
        QCOMPARE(plan.endpointsPerLeaf, 42);
        QCOMPARE(plan.tier(1)->upPortsPerSwitch, 21);

        // Leaf-local: the 42 nodes of each leaf reduce among themselves on every rail.
        const GroupPlacement local{42, 8, 0};
        // Cluster-wide: one GPU per leaf-sized block of nodes, so every ring hop leaves its leaf;
        // all such groups reduce at once (every NIC of the cluster busy).
        const GroupPlacement clusterWide{6, 42 * 8, 0};
        const Congestion localLoad = model.congestion(CollectiveOp::AllReduce, local);
        const Congestion wideLoad = model.congestion(CollectiveOp::AllReduce, clusterWide);
        QCOMPARE(localLoad.slowdown, 1.0);
        QVERIFY(localLoad.span == FabricSpan::Leaf);
        QVERIFY(wideLoad.span == FabricSpan::Spine);
        QCOMPARE(wideLoad.saturatedLinks, std::string("leaf-spine"));
        // 42 NICs per leaf push into 21 uplinks.
        QCOMPARE(wideLoad.slowdown, 2.0);

        const double bytes = 4e9;
        const CollectiveEstimate fast = model.estimate(CollectiveOp::AllReduce, bytes, local, CollectiveAlgorithm::Ring);
        const CollectiveEstimate slow = model.estimate(CollectiveOp::AllReduce, bytes, clusterWide, CollectiveAlgorithm::Ring);
        QCOMPARE(slow.boundBy, std::string("leaf-spine"));
        QVERIFY(qFuzzyCompare(fast.busBytesPerSecond / slow.busBytesPerSecond, wideLoad.slowdown));

        // The same placement on a non-blocking fabric does not congest.
        const CollectiveModel nonBlocking(h100Cluster(256), test::networkTestCatalog());
        QCOMPARE(nonBlocking.congestion(CollectiveOp::AllReduce, {8, 32 * 8, 0}).slowdown, 1.0);
        // One group alone does not congest even the oversubscribed fabric.
        QCOMPARE(model.congestion(CollectiveOp::AllReduce, {6, 42 * 8, 1}).slowdown, 1.0);
    }

    void threeTierCoreOversubscriptionSaturatesSpineToCore()
    {
        const CollectiveModel model(h100Cluster(2048, {1.0, 3.0}, 3), test::networkTestCatalog());
        const FabricPlan& plan = model.plan();
        QCOMPARE(plan.tierCount, 3);
        QCOMPARE(plan.tier(2)->downPortsPerSwitch, 48);
        QCOMPARE(plan.tier(2)->upPortsPerSwitch, 16);
        // DP groups one GPU per pod-sized block: every hop crosses the core.
        const std::int64_t nodesPerPod = plan.leavesPerPod / plan.rails * plan.endpointsPerLeaf;
        const Congestion load = model.congestion(CollectiveOp::AllReduce,
                                                 {static_cast<int>(plan.nodes / nodesPerPod), nodesPerPod * 8, 0});
        QCOMPARE(load.saturatedLinks, std::string("spine-core"));
        QVERIFY(load.span == FabricSpan::Core);
        QVERIFY(qAbs(load.slowdown - 3.0) < 0.05);
    }

    void inNetworkReductionRoughlyHalvesAllReduceTraffic()
    {
        const Catalog catalog = test::networkTestCatalog();
        const CollectiveModel sharp(h100Cluster(256, {}, 2, true), catalog);
        QVERIFY(sharp.networkReduction());
        QVERIFY(sharp.scaleupReduction());
        // Across nodes, one GPU per node: ring sends 2(m-1)/m * S per NIC, SHARP sends S.
        const GroupPlacement dp{256, 8, 0};
        const CollectiveCost ring = sharp.cost(CollectiveOp::AllReduce, dp, CollectiveAlgorithm::Ring);
        const CollectiveCost inNetwork = sharp.cost(CollectiveOp::AllReduce, dp, CollectiveAlgorithm::InNetwork);
        const double ratio = inNetwork.secondsPerByte / ring.secondsPerByte;
        const double trafficRatio = 1.0 / busFactor(CollectiveOp::AllReduce, 256);
        QVERIFY(trafficRatio > 0.49 && trafficRatio < 0.51);
        QVERIFY2(ratio > 0.45 && ratio < 0.65, qPrintable(QString::number(ratio)));
        QVERIFY(qFuzzyCompare(ratio, trafficRatio / catalog.parameter("nccl", "sharp_bus_efficiency_vs_ring")));
        QVERIFY(sharp.estimate(CollectiveOp::AllReduce, 1e9, dp).algorithm == CollectiveAlgorithm::InNetwork);
        // Without the feature the in-network algorithm is not offered.
        const CollectiveModel plain(h100Cluster(256), catalog);
        QVERIFY_THROWS_EXCEPTION(std::exception, plain.estimate(CollectiveOp::AllReduce, 1e9, dp, CollectiveAlgorithm::InNetwork));
    }

    void opsFollowTheirTrafficFactors()
    {
        const CollectiveModel model(h100Cluster(32), test::networkTestCatalog());
        const GroupPlacement tp{8, 1, 0};
        const double bytes = 1e10;
        const double allReduce = model.estimate(CollectiveOp::AllReduce, bytes, tp, CollectiveAlgorithm::Ring).seconds;
        const double reduceScatter = model.estimate(CollectiveOp::ReduceScatter, bytes, tp).seconds;
        const double allGather = model.estimate(CollectiveOp::AllGather, bytes, tp).seconds;
        QVERIFY(qAbs(reduceScatter / allReduce - 0.5) < 0.01);
        QCOMPARE(reduceScatter, allGather);
        // All-to-all across nodes: (n-g)/n of the buffer leaves the node through the NIC.
        const CollectiveEstimate a2a = model.estimate(CollectiveOp::AllToAll, bytes, {64, 1, 1});
        QCOMPARE(a2a.boundBy, std::string("nic"));
        // Point-to-point between pipeline stages on different nodes: one NIC.
        const CollectiveEstimate p2p = model.estimate(CollectiveOp::PointToPoint, bytes, {2, 8, 1});
        QVERIFY(qAbs(p2p.algorithmBytesPerSecond / nicBytesPerSecond - model.parameters().ringBusEfficiency) < 1e-9);
        QCOMPARE(model.collectiveTime(CollectiveOp::AllReduce, 1e6, {1, 1, 0}), 0.0);
    }

    void tableMatchesTheModelWithoutAllocation()
    {
        const CollectiveModel model(h100Cluster(252, {2.0}), test::networkTestCatalog());
        const CollectiveTable table(model);
        const GroupPlacement placements[] = {{8, 1, 0}, {16, 8, 0}, {32, 8, 0}, {4, 256, 0}, {64, 8, 0}, {2, 512, 0}};
        for (const GroupPlacement& g : placements)
            for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather,
                                          CollectiveOp::AllToAll, CollectiveOp::PointToPoint}) {
                const double exact = model.collectiveTime(op, 1e9, g);
                const double fast = table.seconds(op, 1e9, g);
                QVERIFY2(qFuzzyCompare(exact, fast), qPrintable(QString("%1 size %2 stride %3: %4 vs %5")
                                                                    .arg(QString::fromLatin1(toString(op).data()))
                                                                    .arg(g.sizeGpus).arg(g.strideGpus).arg(exact).arg(fast)));
            }
        // Strides between powers of two use the congestion of the power of two below: within
        // the range of slowdowns the fabric can produce (here 1x-2x).
        const double exact = model.collectiveTime(CollectiveOp::AllReduce, 1e9, {4, 504, 0});
        const double fast = table.seconds(CollectiveOp::AllReduce, 1e9, {4, 504, 0});
        QVERIFY(fast <= exact && fast >= exact / 2);
    }

    void lowerBoundTableNeverCostsMoreThanTheAnalysedOne()
    {
        // A 2:1 leaf-to-spine fabric, with SHARP so that every algorithm can apply.
        const CollectiveModel model(h100Cluster(252, {2.0}, 2, true), test::networkTestCatalog());
        const CollectiveTable analysed(model);
        const CollectiveTable bound(model, CollectiveTable::Congestion::LowerBound);
        const GroupPlacement placements[] = {{8, 1, 0}, {16, 8, 0}, {64, 8, 0}, {128, 8, 0}, {4, 256, 0}, {252, 8, 0}, {2, 1008, 0}};
        bool congested = false;
        for (const GroupPlacement& g : placements)
            for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather,
                                          CollectiveOp::AllToAll, CollectiveOp::PointToPoint}) {
                const CollectiveCost exact = analysed.cost(op, g);
                const CollectiveCost least = bound.cost(op, g);
                QVERIFY(least.latencySeconds <= exact.latencySeconds);
                QVERIFY(least.secondsPerByte <= exact.secondsPerByte);
                for (const double bytes : {1e3, 1e6, 1e9}) {
                    QVERIFY(bound.seconds(op, bytes, g) <= analysed.seconds(op, bytes, g));
                    QVERIFY(least.seconds(bytes) <= exact.seconds(bytes));
                }
                congested = congested || analysed.seconds(op, 1e9, g) > 1.2 * bound.seconds(op, 1e9, g);
            }
        // The bound is the uncongested cost: on this fabric some groups are slowed by their spine.
        QVERIFY(congested);
        QCOMPARE(bound.slowdown(CollectiveOp::AllReduce, CollectiveAlgorithm::Ring, {252, 8, 0}), 1.0);
    }

    void uncongestedCostsDependOnlyOnTheSignature()
    {
        // Clusters of one fabric that differ in size, tiers and oversubscription: equal
        // signatures, equal congestion-free costs (what KernelCostReuse shares between them).
        const CollectiveModel small(h100Cluster(32), test::networkTestCatalog());
        const CollectiveModel large(h100Cluster(1024, {2.0}, 3), test::networkTestCatalog());
        QVERIFY(small.plan().tierCount != large.plan().tierCount);
        QVERIFY(small.uncongestedSignature() == large.uncongestedSignature());
        const CollectiveTable smallBound(small, CollectiveTable::Congestion::LowerBound);
        const CollectiveTable largeBound(large, CollectiveTable::Congestion::LowerBound);
        for (const GroupPlacement& g : {GroupPlacement{8, 1, 0}, GroupPlacement{16, 8, 0}, GroupPlacement{4, 64, 0}, GroupPlacement{32, 8, 0}})
            for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllToAll,
                                          CollectiveOp::PointToPoint}) {
                QCOMPARE(smallBound.cost(op, g).latencySeconds, largeBound.cost(op, g).latencySeconds);
                QCOMPARE(smallBound.cost(op, g).secondsPerByte, largeBound.cost(op, g).secondsPerByte);
            }
        // In-network reduction changes what an all-reduce can cost: another signature.
        const CollectiveModel sharp(h100Cluster(32, {}, 2, true), test::networkTestCatalog());
        QVERIFY(!(sharp.uncongestedSignature() == small.uncongestedSignature()));
    }

    void sharedLinkLoadAnalysesAreTheTablesOwn()
    {
        // Two fabrics of one geometry and one of another, their tables sharing one reuse (as
        // auto-design's candidates do): every slowdown exactly what an unshared table gives.
        const CollectiveModel first(h100Cluster(252, {2.0}), test::networkTestCatalog());
        const CollectiveModel second(h100Cluster(252, {2.0}), test::networkTestCatalog());
        const CollectiveModel other(h100Cluster(128, {2.0}), test::networkTestCatalog());
        QVERIFY(first.linkLoad() == second.linkLoad());
        QCOMPARE(first.linkLoad().hash(), second.linkLoad().hash());
        QVERIFY(!(first.linkLoad() == other.linkLoad()));
        LinkLoadReuse reuse;
        for (const CollectiveModel* model : {&first, &second, &other}) {
            const CollectiveTable shared(*model, CollectiveTable::Congestion::Analysed, &reuse);
            const CollectiveTable own(*model);
            for (const GroupPlacement& g : {GroupPlacement{8, 1, 0}, GroupPlacement{16, 8, 0}, GroupPlacement{64, 8, 0},
                                            GroupPlacement{128, 8, 0}, GroupPlacement{4, 256, 0}, GroupPlacement{2, 1008, 0}})
                for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllToAll, CollectiveOp::PointToPoint})
                    for (const CollectiveAlgorithm algorithm : {CollectiveAlgorithm::Ring, CollectiveAlgorithm::Tree})
                        QCOMPARE(shared.slowdown(op, algorithm, g), own.slowdown(op, algorithm, g));
        }
        // The same query on an equal link load is answered from the first one's analyses.
        LinkLoadReuse::Analyses& analyses = reuse.analysesOf(first.linkLoad());
        QCOMPARE(&reuse.analysesOf(second.linkLoad()), &analyses);
        QVERIFY(&reuse.analysesOf(other.linkLoad()) != &analyses);
        const Congestion congestion = analyses.analyse(second.linkLoad(), CollectiveOp::AllReduce, {128, 8, 0},
                                                       CollectiveAlgorithm::Ring);
        const Congestion direct = first.congestion(CollectiveOp::AllReduce, {128, 8, 0}, CollectiveAlgorithm::Ring);
        QCOMPARE(congestion.slowdown, direct.slowdown);
        QCOMPARE(analyses.slowdown(second.linkLoad(), CollectiveOp::AllReduce, {128, 8, 0}, CollectiveAlgorithm::Ring),
                 direct.slowdown);
        QCOMPARE(congestion.maxUtilization, direct.maxUtilization);
        QCOMPARE(congestion.busiestLinks, direct.busiestLinks);
    }

    void costPairPicksTheAlgorithmForTheTypicalMessage()
    {
        const CollectiveModel model(h100Cluster(1024), test::networkTestCatalog());
        const CollectiveTable table(model);
        // 1,024 ranks across nodes: a ring's 2(n-1) network steps would cost ~8 ms of latency;
        // NCCL's tuner and this model pick the tree (log2 latency) for a 256 MiB bucket.
        const GroupPlacement dp{1024, 8, 0};
        const CollectiveCost large = table.cost(CollectiveOp::AllReduce, dp);
        const CollectiveCost ring = model.cost(CollectiveOp::AllReduce, dp, CollectiveAlgorithm::Ring);
        QVERIFY(ring.latencySeconds > 5e-3);
        QVERIFY(large.latencySeconds < 1e-3);
        QVERIFY(large.seconds(256.0 * 1024 * 1024) < ring.seconds(256.0 * 1024 * 1024));
        // A 16-rank group keeps the ring (better bandwidth, little latency).
        const CollectiveCost small = table.cost(CollectiveOp::AllReduce, {16, 8, 0});
        QVERIFY(qFuzzyCompare(small.secondsPerByte, model.cost(CollectiveOp::AllReduce, {16, 8, 0}, CollectiveAlgorithm::Ring).secondsPerByte));
    }

    void analysingOnlyAlgorithmsThatCanWinPicksWhatAnalysingAllWould()
    {
        // A 2:1 leaf-to-spine fabric with SHARP (every algorithm applies to an all-reduce), at
        // sizes where rings win, where trees win, and where congestion reorders them.
        int reordered = 0;   // queries where congestion changes which algorithm is fastest
        for (const double oversubscription : {2.0, 4.0}) {
        const CollectiveModel model(h100Cluster(252, {oversubscription}, 2, true), test::networkTestCatalog());
        const CollectiveTable lazy(model);
        const CollectiveTable reference(model);
        const CollectiveAlgorithm algorithms[] = {CollectiveAlgorithm::Ring, CollectiveAlgorithm::Tree, CollectiveAlgorithm::InNetwork};
        for (const GroupPlacement& g : {GroupPlacement{8, 1, 0}, GroupPlacement{16, 8, 0}, GroupPlacement{64, 8, 0},
                                        GroupPlacement{252, 8, 0}, GroupPlacement{4, 256, 0}, GroupPlacement{2, 1008, 0}})
            for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather,
                                          CollectiveOp::AllToAll, CollectiveOp::PointToPoint})
                for (double bytes = 1e3; bytes < 1e11; bytes *= 1.5) {
                    // Every algorithm analysed, in order; the first of equals wins.
                    CollectiveCost best{0, std::numeric_limits<double>::infinity()};
                    double bestSeconds = std::numeric_limits<double>::infinity();
                    int fastest = -1, fastestUncongested = -1;
                    double leastUncongested = std::numeric_limits<double>::infinity();
                    for (int i = 0; i < 3; ++i) {
                        const CollectiveAlgorithm algorithm = algorithms[i];
                        const CollectiveCost c = model.costWithSlowdown(op, g, algorithm, reference.slowdown(op, algorithm, g));
                        if (!std::isfinite(c.secondsPerByte)) continue;
                        if (const double seconds = c.latencySeconds + bytes * c.secondsPerByte; seconds < bestSeconds) {
                            bestSeconds = seconds;
                            best = c;
                            fastest = i;
                        }
                        if (const double seconds = model.costWithSlowdown(op, g, algorithm, 1.0).seconds(bytes); seconds < leastUncongested) {
                            leastUncongested = seconds;
                            fastestUncongested = i;
                        }
                    }
                    reordered += fastest != fastestUncongested;
                    const CollectiveCost chosen = lazy.cost(op, g, bytes);
                    const QString where = QString("%1 size %2 stride %3, %4 bytes").arg(QString::fromLatin1(toString(op).data()))
                                              .arg(g.sizeGpus).arg(g.strideGpus).arg(bytes);
                    QVERIFY2(chosen.latencySeconds == best.latencySeconds && chosen.secondsPerByte == best.secondsPerByte,
                             qPrintable(where));
                    QVERIFY2(lazy.seconds(op, bytes, g) == best.seconds(bytes), qPrintable(where));
                }
        }
        QVERIFY(reordered > 0);
    }

    void placementLargerThanTheClusterIsAnError()
    {
        const CollectiveModel model(h100Cluster(4), test::networkTestCatalog());
        try {
            model.estimate(CollectiveOp::AllReduce, 1e6, {64, 8, 0});
            QFAIL("expected an error");
        } catch (const std::exception& e) {
            QVERIFY(QString(e.what()).contains("64 GPUs at stride 8"));
        }
    }
};

QTEST_GUILESS_MAIN(TestNetworkCollectives)
#include "tst_network_collectives.moc"
