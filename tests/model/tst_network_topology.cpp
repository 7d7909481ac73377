// Topology generator against NVIDIA's DGX SuperPOD reference architectures and the fat-tree
// formulas (hardware-cost-anchors.md 3d-3e; catalog-seed.json fabric_designs).

#include "NetworkTestCatalog.h"
#include "network/FabricPlanner.h"
#include "network/NetworkError.h"

#include <QtTest>

using namespace cp;

namespace {

Fabric computeFabric(const std::string& switchId, int tiers, double linkGbps)
{
    Fabric fabric;
    fabric.name = "compute";
    fabric.switchId = switchId;
    fabric.tiers = tiers;
    fabric.linkGbpsPerGpu = linkGbps;
    fabric.opticId = "osfp_800g_dr8";
    return fabric;
}

FabricEndpoints dgxNodes(std::int64_t nodes, int gpusPerNode = 8)
{
    FabricEndpoints endpoints;
    endpoints.nodes = nodes;
    endpoints.gpusPerNode = gpusPerNode;
    endpoints.scaleupDomainGpus = gpusPerNode;
    endpoints.nicsPerNode = gpusPerNode;
    endpoints.nicGbps = 400;
    endpoints.nodesPerRack = 4;
    endpoints.scaleupBytesPerSecondPerGpu = 450e9;
    endpoints.nicsIncludedInNodePrice = true;
    return endpoints;
}

}  // namespace

class TestNetworkTopology : public QObject {
    Q_OBJECT

private slots:
    void superPodH100_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("spineLeafLinks");
        // NVIDIA DGX SuperPOD H100 RA, "Network Fabrics" Table 4 (1-4 scalable units).
        QTest::newRow("1 SU") << 31 << 8 << 4 << 256;
        QTest::newRow("2 SU") << 63 << 16 << 8 << 512;
        QTest::newRow("3 SU") << 95 << 24 << 16 << 768;
        QTest::newRow("4 SU") << 127 << 32 << 16 << 1024;
    }
    void superPodH100()
    {
        QFETCH(int, nodes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, spineLeafLinks);
        const FabricPlan plan = planFabric(computeFabric("nvidia_qm9700", 2, 400), dgxNodes(nodes), test::networkTestCatalog());
        QCOMPARE(plan.tierCount, 2);
        QCOMPARE(plan.switchRadix, 64);
        QCOMPARE(plan.tiers.size(), std::size_t{2});
        QCOMPARE(plan.tiers[0].switches, std::int64_t{leaves});
        QCOMPARE(plan.tiers[1].switches, std::int64_t{spines});
        QCOMPARE(plan.linkClasses[0].links, std::int64_t{nodes} * 8);
        QCOMPARE(plan.linkClasses[1].links, std::int64_t{spineLeafLinks});
        QVERIFY(plan.warnings.empty());
    }

    // NVIDIA DGX SuperPOD B200 RA larger configurations (32 nodes/SU, 64-port NDR).
    void superPodLarger_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::newRow("8 SU") << 256 << 2 << 64 << 32 << 0;
        QTest::newRow("16 SU") << 512 << 3 << 128 << 128 << 64;
        QTest::newRow("32 SU") << 1024 << 3 << 256 << 256 << 128;
        QTest::newRow("64 SU") << 2048 << 3 << 512 << 512 << 256;
    }
    void superPodLarger()
    {
        QFETCH(int, nodes);
        QFETCH(int, tiers);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        const FabricPlan plan = planFabric(computeFabric("nvidia_qm9700", tiers, 400), dgxNodes(nodes), test::networkTestCatalog());
        QCOMPARE(plan.tierCount, tiers);
        QCOMPARE(plan.tier(1)->switches, std::int64_t{leaves});
        QCOMPARE(plan.tier(2)->switches, std::int64_t{spines});
        if (tiers == 3) QCOMPARE(plan.tier(3)->switches, std::int64_t{cores});
        // Cabling rule of the RA: node-leaf = leaf-spine = spine-core = GPU count.
        for (const LinkClass& link : plan.linkClasses) QCOMPARE(link.links, std::int64_t{nodes} * 8);
    }

    // NVIDIA DGX SuperPOD B300 XDR RA, Table 3 (144-port Quantum-X800, 72 nodes per SU).
    void superPodB300Xdr_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::newRow("1 SU") << 72 << 8 << 4;
        QTest::newRow("2 SU") << 144 << 16 << 8;
        QTest::newRow("4 SU") << 288 << 32 << 18;
        QTest::newRow("8 SU") << 576 << 64 << 36;
        QTest::newRow("18 SU") << 1296 << 144 << 72;
    }
    void superPodB300Xdr()
    {
        QFETCH(int, nodes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        FabricEndpoints endpoints = dgxNodes(nodes);
        endpoints.nicGbps = 800;
        const FabricPlan plan = planFabric(computeFabric("nvidia_q3400_xdr", 2, 800), endpoints, test::networkTestCatalog());
        QCOMPARE(plan.tier(1)->switches, std::int64_t{leaves});
        QCOMPARE(plan.tier(2)->switches, std::int64_t{spines});
    }

    // Al-Fares et al. (SIGCOMM 2008): k^2/2 hosts on 3k/2 switches (2 tiers), k^3/4 hosts on
    // 5k^2/4 switches (3 tiers), built out fully with non-blocking switches of radix k.
    void fatTreeFormulas_data()
    {
        QTest::addColumn<QString>("switchId");
        QTest::addColumn<double>("linkGbps");
        QTest::addColumn<int>("k");
        QTest::newRow("k=40 HDR") << "nvidia_qm8700" << 200.0 << 40;
        QTest::newRow("k=64 NDR") << "nvidia_qm9700" << 400.0 << 64;
        QTest::newRow("k=128 SN5600 at 400G") << "nvidia_sn5600" << 400.0 << 128;
    }
    void fatTreeFormulas()
    {
        QFETCH(QString, switchId);
        QFETCH(double, linkGbps);
        QFETCH(int, k);
        const std::int64_t kk = k;
        QCOMPARE(fatTreeMaxEndpoints(k, 2), kk * kk / 2);
        QCOMPARE(fatTreeMaxEndpoints(k, 3), kk * kk * kk / 4);

        Fabric fabric = computeFabric(switchId.toStdString(), 2, linkGbps);
        fabric.topology = TopologyKind::FatTree;
        fabric.rails = 1;
        FabricEndpoints hosts = dgxNodes(kk * kk / 2, 1);
        hosts.nicGbps = linkGbps;
        const Catalog catalog = test::networkTestCatalog();
        const FabricPlan two = planFabric(fabric, hosts, catalog);
        QCOMPARE(two.switchRadix, k);
        QCOMPARE(two.tierCount, 2);
        QCOMPARE(two.tier(1)->switches, kk);
        QCOMPARE(two.tier(2)->switches, kk / 2);
        QCOMPARE(two.switches(), 3 * kk / 2);
        QCOMPARE(two.maxEndpoints, kk * kk / 2);
        QCOMPARE(two.tier(1)->portsFree + two.tier(2)->portsFree, std::int64_t{0});

        fabric.tiers = 3;
        hosts.nodes = kk * kk * kk / 4;
        const FabricPlan three = planFabric(fabric, hosts, catalog);
        QCOMPARE(three.tierCount, 3);
        QCOMPARE(three.tier(1)->switches, kk * kk / 2);
        QCOMPARE(three.tier(2)->switches, kk * kk / 2);
        QCOMPARE(three.tier(3)->switches, kk * kk / 4);
        QCOMPARE(three.switches(), 5 * kk * kk / 4);
        QCOMPARE(three.pods, kk);
        QCOMPARE(three.maxEndpoints, kk * kk * kk / 4);
        QCOMPARE(three.maxSwitchHops, 5);
        // Non-blocking: bisection = half the hosts at full link rate.
        QCOMPARE(three.bisectionBytesPerSecond, static_cast<double>(hosts.nodes) / 2 * linkGbps * 1e9 / 8);
    }

    // GB200 NVL72: the rack is one 72-GPU node with a 400G ConnectX-7 per GPU (4 per compute
    // tray); a fabric of 4 rails puts 18 ports of every rack on each rail.
    void rackScaleNodesSpreadPortsOverRails()
    {
        FabricEndpoints racks = dgxNodes(8, 72);
        racks.nicsPerNode = 72;
        Fabric fabric = computeFabric("nvidia_qm9700", 2, 400);
        fabric.rails = 4;
        const FabricPlan plan = planFabric(fabric, racks, test::networkTestCatalog());
        QCOMPARE(plan.endpoints, std::int64_t{576});
        QCOMPARE(plan.endpointsPerNode, 72);
        // Per rail 8 racks x 18 ports = 144 ports on 32-port leaves: 5 leaves per rail.
        QCOMPARE(plan.leavesPerRail, std::int64_t{5});
        QCOMPARE(plan.tier(1)->switches, std::int64_t{20});
        fabric.rails = 5;
        QVERIFY_THROWS_EXCEPTION(NetworkError, planFabric(fabric, racks, test::networkTestCatalog()));
    }

    void tooManyEndpointsRaisesTiersWithWarning()
    {
        const FabricPlan plan = planFabric(computeFabric("nvidia_qm9700", 2, 400), dgxNodes(512), test::networkTestCatalog());
        QCOMPARE(plan.tierCount, 3);
        QCOMPARE(plan.warnings.size(), std::size_t{1});
        QVERIFY(QString::fromStdString(plan.warnings[0]).contains("planned with 3 tiers"));
    }

    void oversubscriptionHalvesUplinks()
    {
        Fabric fabric = computeFabric("nvidia_qm9700", 2, 400);
        fabric.oversubscription = {2.0};
        const FabricPlan plan = planFabric(fabric, dgxNodes(126), test::networkTestCatalog());
        QCOMPARE(plan.tier(1)->downPortsPerSwitch, 42);
        QCOMPARE(plan.tier(1)->upPortsPerSwitch, 21);
        QCOMPARE(plan.tier(1)->switches, std::int64_t{3 * 8});
        QCOMPARE(plan.bisectionBytesPerSecond, 24.0 * 21 / 2 * 50e9);
    }

    void badInputNamesFabricAndField()
    {
        const Catalog catalog = test::networkTestCatalog();
        Fabric fabric = computeFabric("nvidia_qm9700", 4, 400);
        try {
            planFabric(fabric, dgxNodes(4), catalog);
            QFAIL("expected NetworkError");
        } catch (const NetworkError& e) {
            QVERIFY(QString(e.what()).contains("fabric 'compute'"));
            QVERIFY(QString(e.what()).contains("tiers = 4"));
        }
        fabric.tiers = 2;
        fabric.oversubscription = {0.5};
        QVERIFY_THROWS_EXCEPTION(NetworkError, planFabric(fabric, dgxNodes(4), catalog));
        fabric.oversubscription = {};
        fabric.linkGbpsPerGpu = 800;
        QVERIFY_THROWS_EXCEPTION(NetworkError, planFabric(fabric, dgxNodes(4), catalog));
    }

    void billOfMaterialsCarriesSourcesAndMissingFigures()
    {
        // A catalog where the QM9700's chassis power is not published.
        Catalog catalog = test::networkTestCatalog();
        for (Switch& item : catalog.switches)
            if (item.id == "nvidia_qm9700")
                item.powerW.reset(), item.powerWLow.reset(), item.powerWHigh.reset();
        catalog.reindex();
        const FabricPlan plan = planFabric(computeFabric("nvidia_qm9700", 2, 400), dgxNodes(127), catalog);
        const NetworkBillOfMaterials& bom = plan.bom;
        const NetworkBomLine& leaves = bom.lines.front();
        QCOMPARE(leaves.quantity, std::int64_t{32});
        QCOMPARE(*leaves.unitUsd, 36000.0);
        QVERIFY(leaves.priceSource.find("Freakonomics") != std::string::npos);
        // A power figure that is not published is reported, not invented.
        const std::vector<std::string> missing = bom.missingFigures();
        QVERIFY(std::any_of(missing.begin(), missing.end(), [](const std::string& m) {
            return m.find("leaf switch nvidia_qm9700: no power figure") != std::string::npos;
        }));
        // 800G twin-port modules serve two 400G links: 2 ends x 1,016 links / 2.
        QCOMPARE(plan.linkClasses[0].transceivers, std::int64_t{1016});
        QVERIFY(plan.linkClasses[0].medium == LinkMedium::Transceiver);
        // Known total = switches + transceivers at the midpoint of the optic's range + one fiber
        // cable per optical link ($60 each; the NIC ports ship with the servers).
        const double expected = 48 * 36000.0 + (1016 + 1024) * 1250.0 + (1016 + 1024) * 60.0;
        QCOMPARE(bom.knownUsd(), expected);
    }
};

QTEST_GUILESS_MAIN(TestNetworkTopology)
#include "tst_network_topology.moc"
