// The network model on the bundled example designs, end to end through evaluateDesign:
// the 100,000-GPU xAI Colossus-style cluster needs a 3-tier fabric with a plausible bill of
// materials; the SuperPOD example reproduces NVIDIA's 4-SU switch counts.

#include "model/DesignTestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"
#include "network/NetworkPlan.h"
#include "network/PlannedFabrics.h"

#include <QtTest>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace {

nlohmann::json evaluateExample(const char* name)
{
    const auto loaded = cp::loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/" + name);
    if (!loaded.ok()) throw std::runtime_error(std::string("cannot load ") + name);
    return cp::evaluationJson(cp::evaluateDesign(*loaded.design, cp::test::designTestCatalog()));
}

const nlohmann::json& fabricNamed(const nlohmann::json& network, const std::string& role)
{
    for (const nlohmann::json& fabric : network["fabrics"])
        if (fabric["role"] == role) return fabric;
    throw std::runtime_error("no " + role + " fabric");
}

}  // namespace

class TestNetworkExamples : public QObject {
    Q_OBJECT

private slots:
    void plannedFabricsPlanEachFabricOnceAsPlanFabricDoes()
    {
        const auto loaded = cp::loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/gb200-nvl72-pod.json");
        QVERIFY(loaded.ok());
        cp::Design design = *loaded.design;
        const cp::Catalog& catalog = cp::test::designTestCatalog();
        const cp::Inventory inventory = cp::takeInventory(design, catalog);
        const cp::PlannedFabrics fabrics(design, catalog, inventory);
        const auto computeFabric = std::find_if(design.fabrics.begin(), design.fabrics.end(), [](const cp::Fabric& f) {
            return f.role == cp::FabricRole::Compute && cp::isPlanned(f);
        });
        QVERIFY(computeFabric != design.fabrics.end());
        const cp::FabricPlan direct = cp::planFabric(*computeFabric, cp::fabricEndpoints(*computeFabric, inventory), catalog);
        const cp::FabricPlan* compute = fabrics.computeFabric();
        QVERIFY(compute);
        QCOMPARE(compute->tierCount, direct.tierCount);
        QCOMPARE(compute->bom.lines.size(), direct.bom.lines.size());
        for (std::size_t i = 0; i < compute->bom.lines.size(); ++i)
            QCOMPARE(compute->bom.lines[i].quantity, direct.bom.lines[i].quantity);
        // planNetwork reads the same plans.
        QCOMPARE(cp::planNetwork(design, fabrics).computeFabric()->bom.lines.size(), direct.bom.lines.size());
        // Planned once: every caller gets the same plan.
        QCOMPARE(fabrics.computeFabric(), compute);

        // A fabric that cannot be planned gives every caller the error planFabric gives.
        design.fabrics.front().switchId = "no_such_switch";
        const cp::PlannedFabrics broken(design, catalog, inventory);
        QString first;
        try {
            broken.plan(0);
            QFAIL("an unknown switch was planned");
        } catch (const std::exception& error) {
            first = error.what();
        }
        QVERIFY(first.contains("no_such_switch"));
        try {
            broken.computeFabric();
            QFAIL("an unknown switch was planned");
        } catch (const std::exception& error) {
            QCOMPARE(QString(error.what()), first);
        }
    }

    void colossusNeedsThreeTiersWithPlausibleBill()
    {
        const nlohmann::json report = evaluateExample("xai-memphis-h100-100k.json");
        QVERIFY2(report.contains("network") && !report["network"].contains("error"), qPrintable(QString::fromStdString(report.dump(1).substr(0, 3000))));
        const nlohmann::json& network = report["network"];
        const nlohmann::json& compute = fabricNamed(network, "compute");
        QCOMPARE(compute["tier_count"].get<int>(), 3);
        QCOMPARE(compute["endpoints"].get<qint64>(), qint64{100352});
        // SN5600 at 400G: 128-port radix; non-blocking, so one link per GPU per tier.
        QCOMPARE(compute["switch_radix_ports"].get<int>(), 128);
        for (const nlohmann::json& link : compute["links"]) QCOMPARE(link["links"].get<qint64>(), qint64{100352});
        const nlohmann::json& tiers = compute["tiers"];
        const qint64 leaves = tiers[0]["switches"].get<qint64>();
        const qint64 spines = tiers[1]["switches"].get<qint64>();
        const qint64 cores = tiers[2]["switches"].get<qint64>();
        // 12,544 nodes / 64 per leaf per rail = 196 leaves per rail, x 8 rails.
        QCOMPARE(leaves, qint64{1568});
        QCOMPARE(spines, qint64{1568});
        QCOMPARE(cores, qint64{784});
        // About 3 switches per 64 GPUs; 2 optical ends per switch-to-switch link, node links
        // optical too (rail-optimized leaves are outside the rack); twin-port 800G modules.
        QCOMPARE(compute["transceivers_total"].get<qint64>(), qint64{3 * 100352});
        QVERIFY(compute["max_nodes"].get<qint64>() >= 12544);
        QCOMPARE(compute["max_switch_hops"].get<int>(), 5);
        // Every switch, NIC and transceiver is priced (the SN5600 from a published aggregate,
        // marked as an estimate): nothing is missing, and switches add to the optics' $376 M
        // (301,056 transceivers at the $1,250 midpoint).
        QVERIFY2(compute["missing_figures"].empty(), compute["missing_figures"].dump().c_str());
        QCOMPARE(network["cost_complete"].get<bool>(), true);
        QVERIFY2(compute["known_cost_usd"].get<double>() > 4.5e8 && compute["known_cost_usd"].get<double>() < 9.0e8,
                 qPrintable(QString::number(compute["known_cost_usd"].get<double>())));

        // Worst case: every data-parallel group reducing at once on a non-blocking fabric stays
        // at the NIC rate (no tier saturates), and ring all-reduce of whole domains in a node
        // uses NVLink.
        const nlohmann::json& collectives = network["compute_collectives"];
        const double worst = collectives["worst_case_all_reduce_bus_bytes_per_second_per_gpu"].get<double>();
        QVERIFY2(worst > 0.7 * 50e9 && worst <= 50e9, qPrintable(QString::number(worst)));
        QCOMPARE(collectives["worst_case_all_reduce"]["congestion_slowdown"].get<double>(), 1.0);
        QVERIFY(collectives["scaleup_all_reduce"]["bus_bytes_per_second_per_gpu"].get<double>() > 300e9);

        // Front end: one 400G port per node with 3:1 oversubscription.
        const nlohmann::json& frontEnd = fabricNamed(network, "front_end");
        QCOMPARE(frontEnd["endpoints"].get<qint64>(), qint64{12544});
    }

    void superPodExampleMatchesTheReferenceArchitecture()
    {
        const nlohmann::json report = evaluateExample("dgx-superpod-h100-4su.json");
        const nlohmann::json& network = report["network"];
        QVERIFY2(!network.contains("error"), qPrintable(QString::fromStdString(network.dump())));
        const nlohmann::json& compute = fabricNamed(network, "compute");
        QCOMPARE(compute["tiers"][0]["switches"].get<qint64>(), qint64{32});
        QCOMPARE(compute["tiers"][1]["switches"].get<qint64>(), qint64{16});
        QCOMPARE(compute["links"][1]["links"].get<qint64>(), qint64{1024});
        // Storage: 800 Gb/s per node = two 400G ports per DGX.
        const nlohmann::json& storage = fabricNamed(network, "storage");
        QCOMPARE(storage["endpoints"].get<qint64>(), qint64{254});
        QCOMPARE(storage["link_gbps"].get<double>(), 400.0);
        // In-network reduction on: the worst-case all-reduce uses SHARP.
        QCOMPARE(network["compute_collectives"]["worst_case_all_reduce"]["algorithm"].get<std::string>(),
                 std::string("in_network"));
    }
};

QTEST_GUILESS_MAIN(TestNetworkExamples)
#include "tst_network_examples.moc"
