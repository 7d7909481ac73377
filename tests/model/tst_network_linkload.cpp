// Link load: the closed form / direct per-bundle accumulation (LinkLoad::analyse) against the
// reference router that aggregates every leaf-to-leaf flow into an Eigen routing matrix
// (LinkLoad::analysePerFlow), on small fabrics of several shapes: rail-optimized and plain
// fat trees, 2 and 3 tiers, non-blocking and oversubscribed, 4-, 8- and 72-GPU scale-up
// domains; every traffic pattern, group sizes and strides that do and do not divide the
// fabric's geometry, all groups or a few at once.

#include "NetworkTestCatalog.h"
#include "network/ExactDivisor.h"
#include "network/FabricPlanner.h"
#include "network/LinkLoad.h"
#include "network/NetworkError.h"

#include <QtTest>

#include <cmath>
#include <cstring>

using namespace cp;

namespace {

struct Shape {
    const char* switchId;
    TopologyKind topology;
    int tiers;
    std::vector<double> oversubscription;
    std::int64_t nodes;
    int gpusPerNode;
    int domainGpus;
    int nicsPerNode;
};

FabricPlan planOf(const Shape& shape)
{
    Fabric fabric;
    fabric.name = "compute";
    fabric.switchId = shape.switchId;
    fabric.topology = shape.topology;
    fabric.tiers = shape.tiers;
    fabric.opticId = "osfp_800g_dr8";
    fabric.oversubscription = shape.oversubscription;
    FabricEndpoints endpoints;
    endpoints.nodes = shape.nodes;
    endpoints.gpusPerNode = shape.gpusPerNode;
    endpoints.scaleupDomainGpus = shape.domainGpus;
    endpoints.nicsPerNode = shape.nicsPerNode;
    endpoints.nicGbps = std::string(shape.switchId) == "nvidia_qm8700" ? 200 : 400;   // 40 x 200G or 64 x 400G
    endpoints.nodesPerRack = 4;
    endpoints.scaleupBytesPerSecondPerGpu = 450e9;
    return planFabric(fabric, endpoints, test::networkTestCatalog());
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

}  // namespace

class TestNetworkLinkLoad : public QObject {
    Q_OBJECT

private slots:
    void closedFormEqualsPerFlowRouting_data()
    {
        QTest::addColumn<int>("shapeIndex");
        QTest::newRow("rail-optimized, 2 tiers, non-blocking") << 0;
        QTest::newRow("rail-optimized, 2 tiers, 2:1 leaf oversubscription") << 1;
        QTest::newRow("rail-optimized, 3 tiers, 3:1 core oversubscription") << 2;
        QTest::newRow("fat tree, 2 tiers, 3:1 leaf oversubscription") << 3;
        QTest::newRow("fat tree, 3 tiers, 1.5:1 and 2:1, two full pods") << 4;
        QTest::newRow("72-GPU domains of 4-GPU nodes, rail-optimized") << 5;
        QTest::newRow("4 rails for 8 GPUs, 3 tiers, partial last pod") << 6;
        QTest::newRow("4-GPU domains in 8-GPU nodes, rail-optimized, 2:1") << 7;
        QTest::newRow("fat tree, 1.5:1, nodes straddling leaves") << 8;
    }

    void closedFormEqualsPerFlowRouting()
    {
        QFETCH(int, shapeIndex);
        const Shape shapes[] = {
            {"nvidia_qm9700", TopologyKind::RailOptimizedFatTree, 2, {}, 96, 8, 8, 8},
            {"nvidia_qm9700", TopologyKind::RailOptimizedFatTree, 2, {2.0}, 84, 8, 8, 8},
            {"nvidia_qm8700", TopologyKind::RailOptimizedFatTree, 3, {1.0, 3.0}, 100, 8, 8, 8},
            {"nvidia_qm9700", TopologyKind::FatTree, 2, {3.0}, 40, 8, 8, 8},
            {"nvidia_qm8700", TopologyKind::FatTree, 3, {1.5, 2.0}, 156, 8, 8, 8},
            {"nvidia_qm9700", TopologyKind::RailOptimizedFatTree, 2, {1.5}, 144, 4, 72, 4},
            {"nvidia_qm8700", TopologyKind::RailOptimizedFatTree, 3, {}, 130, 8, 8, 4},
            {"nvidia_qm9700", TopologyKind::RailOptimizedFatTree, 2, {2.0}, 90, 8, 4, 8},
            {"nvidia_qm9700", TopologyKind::FatTree, 2, {1.5}, 60, 8, 8, 8},
        };
        const Shape& shape = shapes[shapeIndex];
        const FabricPlan plan = planOf(shape);
        QCOMPARE(plan.tierCount, shape.tiers);
        if (shape.tiers == 3)
            QVERIFY(plan.pods > 1);
        const LinkLoad load(plan);
        const std::int64_t gpus = load.clusterGpus();

        const struct {
            CollectiveOp op;
            CollectiveAlgorithm algorithm;
        } patterns[] = {
            {CollectiveOp::AllReduce, CollectiveAlgorithm::Ring}, {CollectiveOp::AllReduce, CollectiveAlgorithm::Tree},
            {CollectiveOp::AllGather, CollectiveAlgorithm::Ring}, {CollectiveOp::AllToAll, CollectiveAlgorithm::Ring},
            {CollectiveOp::PointToPoint, CollectiveAlgorithm::Ring},
        };
        const int sizes[] = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 100, 128, 256, 512};
        std::vector<std::int64_t> strides = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64, 72, 96, 128, 256};
        // Strides of one leaf's and one pod's GPUs: every ring hop leaves its leaf or pod.
        const bool railOptimized = plan.topology == TopologyKind::RailOptimizedFatTree && plan.rails > 1;
        const std::int64_t portsPerLeafNode = railOptimized ? plan.endpointsPerNode / plan.rails : plan.endpointsPerNode;
        const std::int64_t gpusPerLeaf = plan.endpointsPerLeaf * plan.gpusPerNode / portsPerLeafNode;
        strides.push_back(gpusPerLeaf);
        if (shape.tiers == 3)
            strides.push_back(gpusPerLeaf * (railOptimized ? plan.leavesPerPod / plan.rails : plan.leavesPerPod));
        const std::int64_t concurrent[] = {0, 1, 5};
        int compared = 0, congested = 0, spineCore = 0, crossPod = 0, unloaded = 0;
        for (const auto& pattern : patterns)
            for (const int size : sizes)
                for (const std::int64_t stride : strides)
                    for (const std::int64_t groups : concurrent) {
                        const GroupPlacement placement{size, stride, groups};
                        if (size * stride > gpus) {
                            QVERIFY_THROWS_EXCEPTION(NetworkError, load.analyse(pattern.op, placement, pattern.algorithm));
                            continue;
                        }
                        const Congestion fast = load.analyse(pattern.op, placement, pattern.algorithm);
                        const Congestion exact = load.analysePerFlow(pattern.op, placement, pattern.algorithm);
                        const QByteArray where = QStringLiteral("op %1 algorithm %2, %3 GPUs at stride %4, %5 groups: %6 vs %7")
                                                     .arg(int(pattern.op)).arg(int(pattern.algorithm)).arg(size).arg(stride).arg(groups)
                                                     .arg(fast.maxUtilization, 0, 'g', 17).arg(exact.maxUtilization, 0, 'g', 17)
                                                     .toUtf8();
                        QVERIFY2(close(fast.maxUtilization, exact.maxUtilization), where.constData());
                        // Rings, trees and pipelines load bundles with sums of quarter NIC links,
                        // which no order of addition rounds (analyse routes alike groups at once).
                        if (pattern.op != CollectiveOp::AllToAll)
                            QVERIFY2(fast.maxUtilization == exact.maxUtilization, where.constData());
                        QVERIFY2(close(fast.slowdown, exact.slowdown), where.constData());
                        QVERIFY2(fast.busiestLinks == exact.busiestLinks, where.constData());
                        // Exactly saturated bundles (utilization 1) are "saturated" in one of
                        // the two only by rounding.
                        if (!close(exact.slowdown, 1.0))
                            QVERIFY2(fast.saturatedLinks == exact.saturatedLinks, where.constData());
                        QVERIFY2(fast.span == exact.span, where.constData());
                        QCOMPARE(fast.groups, exact.groups);
                        const double slowdown = load.slowdown(pattern.op, placement, pattern.algorithm);
                        QVERIFY2(std::memcmp(&slowdown, &fast.slowdown, sizeof slowdown) == 0, where.constData());
                        if (!load.mayLoadBundles(placement)) {
                            // What the collective table takes without analysing.
                            QVERIFY2(exact.maxUtilization == 0.0 && exact.slowdown == 1.0, where.constData());
                            ++unloaded;
                        }
                        ++compared;
                        congested += exact.slowdown > 1.0 + 1e-9;
                        spineCore += exact.saturatedLinks == "spine-core";
                        crossPod += exact.span == FabricSpan::Core;
                    }
        QVERIFY(compared > 500);
        // Where nodes straddle leaves every placement is walked.
        if (plan.endpointsPerLeaf % portsPerLeafNode == 0)
            QVERIFY(unloaded > 0);
        // The shapes exercise what they are meant to: congestion where oversubscribed, pods
        // crossed on 3 tiers.
        if (!shape.oversubscription.empty())
            QVERIFY(congested > 0);
        if (shape.tiers == 3)
            QVERIFY(crossPod > 0);
        if (shape.tiers == 3 && shape.oversubscription.size() > 1 && shape.oversubscription[1] > 1)
            QVERIFY(spineCore > 0);
    }

    void allToAllClosedFormOnOneLeafPair()
    {
        // Two leaves per rail, one group of 4 domains: 3 on leaf 0 and 1 on leaf 1 (rail 0).
        // Each domain sends 1/3 of a NIC to each other domain: leaf 0's uplinks carry
        // 3 x 1 x 1/3 = 1 NIC, leaf 1's uplinks 1 x 3 x 1/3 = 1 NIC.
        const FabricPlan plan = planOf({"nvidia_qm9700", TopologyKind::RailOptimizedFatTree, 2, {}, 64, 8, 8, 8});
        QCOMPARE(plan.endpointsPerLeaf, 32);
        const LinkLoad load(plan);
        const GroupPlacement group{4, 8 * 10, 1};   // nodes 0, 10, 20, 30 ... then 40 is not in it
        const GroupPlacement straddling{4, 8 * 11, 1};  // nodes 0, 11, 22 on leaf 0; 33 on leaf 1
        QCOMPARE(load.analyse(CollectiveOp::AllToAll, group, CollectiveAlgorithm::Ring).maxUtilization, 0.0);
        const Congestion c = load.analyse(CollectiveOp::AllToAll, straddling, CollectiveAlgorithm::Ring);
        QVERIFY(qFuzzyCompare(c.maxUtilization, 1.0 / plan.tier(1)->upPortsPerSwitch));
        QCOMPARE(c.busiestLinks, std::string("leaf-spine"));
        QVERIFY(c.span == FabricSpan::Spine);
    }

    void leavesFoundByMultiplicationAreExactDivisions()
    {
        // Every divisor up to 4,096 and the powers of two beyond, at dividends around each
        // multiple (where a rounding error would show) and at the top of the range.
        std::vector<std::int64_t> divisors;
        for (std::int64_t d = 1; d <= 4096; ++d)
            divisors.push_back(d);
        for (std::int64_t d = 8192; d <= ExactDivisor::maxDividend; d *= 2)
            divisors.insert(divisors.end(), {d - 1, d, d + 1});
        for (const std::int64_t d : divisors) {
            const ExactDivisor divisor(d);
            const auto check = [&](std::int64_t n) {
                if (n < 0 || n > ExactDivisor::maxDividend)
                    return;
                if (divisor.divide(n) != n / d)
                    QFAIL(qPrintable(QString("%1 / %2: %3, not %4").arg(n).arg(d).arg(divisor.divide(n)).arg(n / d)));
            };
            for (std::int64_t q : {std::int64_t{0}, std::int64_t{1}, std::int64_t{7}, ExactDivisor::maxDividend / d,
                                   ExactDivisor::maxDividend / d - 1})
                for (std::int64_t r = -1; r <= 1; ++r)
                    check(q * d + r), check(q * d + d - 1 + r);
            check(ExactDivisor::maxDividend);
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ExactDivisor(0));
    }
};

QTEST_GUILESS_MAIN(TestNetworkLinkLoad)
#include "tst_network_linkload.moc"
