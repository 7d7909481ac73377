// Inventory (the hierarchy multiplied out), enum spellings, catalog overrides and the
// evaluation report's structure.

#include "model/DesignTestCatalog.h"

#include "design/DesignEnumNames.h"
#include "design/DesignError.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "figures/EvaluationText.h"

#include <QtTest>

#include <nlohmann/json.hpp>

namespace {

cp::Group nodesGroup(std::string name, int count, std::string platform, std::string gpu = {})
{
    cp::Group group;
    group.name = std::move(name);
    group.kind = cp::GroupKind::Nodes;
    group.count = count;
    group.node = cp::NodeSpec{std::move(platform), std::move(gpu), 0, 0};
    return group;
}

cp::Group group(std::string name, cp::GroupKind kind, int count, std::vector<cp::Group> children)
{
    cp::Group g;
    g.name = std::move(name);
    g.kind = kind;
    g.count = count;
    g.children = std::move(children);
    return g;
}

template <typename Enum, std::size_t N, typename FromString>
void checkRoundTrip(const cp::EnumNames<Enum, N>& names, FromString fromString)
{
    for (const auto& [value, name] : names) {
        QCOMPARE(cp::toString(value), name);
        QCOMPARE(fromString(name), std::optional<Enum>(value));
    }
    QCOMPARE(fromString("no such value"), std::optional<Enum>());
}

}  // namespace

class TestDesignInventory : public QObject {
    Q_OBJECT

private slots:
    void enumSpellingsRoundTrip()
    {
        checkRoundTrip(cp::groupKindNames, cp::groupKindFromString);
        checkRoundTrip(cp::fabricRoleNames, cp::fabricRoleFromString);
        checkRoundTrip(cp::fabricTechnologyNames, cp::fabricTechnologyFromString);
        checkRoundTrip(cp::topologyKindNames, cp::topologyKindFromString);
        checkRoundTrip(cp::coolingNames, cp::coolingFromString);
        checkRoundTrip(cp::siteModelNames, cp::siteModelFromString);
        checkRoundTrip(cp::precisionNames, cp::precisionFromString);
        checkRoundTrip(cp::recomputeNames, cp::recomputeFromString);
        checkRoundTrip(cp::servingModeNames, cp::servingModeFromString);
        checkRoundTrip(cp::planObjectiveNames, cp::planObjectiveFromString);
    }

    void bytesPerElement()
    {
        QCOMPARE(cp::bytesPerElement(cp::Precision::BF16), 2.0);
        QCOMPARE(cp::bytesPerElement(cp::Precision::FP16), 2.0);
        QCOMPARE(cp::bytesPerElement(cp::Precision::FP8), 1.0);
        QCOMPARE(cp::bytesPerElement(cp::Precision::FP4), 0.5625);  // NVFP4: 4 bits + FP8 scale per 16
    }

    void mixedClassesAndRacks()
    {
        cp::Design design;
        // 2 pods x (3 racks x (4 DGX H100 + 1 DGX B200)) + 5 network racks.
        design.groups = {
            group("Pod", cp::GroupKind::Pod, 2,
                  {group("Rack", cp::GroupKind::Rack, 3, {nodesGroup("H100", 4, "dgx_h100"), nodesGroup("B200", 1, "dgx_b200")})}),
            group("Network", cp::GroupKind::Rack, 5, {}),
        };
        const cp::Inventory inventory = cp::takeInventory(design, cp::test::designTestCatalog());
        QCOMPARE(inventory.nodes, std::int64_t{30});
        QCOMPARE(inventory.gpus, std::int64_t{240});
        QCOMPARE(inventory.racks, std::int64_t{11});
        QCOMPARE(inventory.nodeClasses.size(), std::size_t{2});
        const cp::NodeClass& h100 = inventory.nodeClasses[0];
        QCOMPARE(h100.path, std::string("/Pod[2]/Rack[3]/H100[4]"));
        QCOMPARE(h100.nodeCount, std::int64_t{24});
        QCOMPARE(h100.nodesPerRack, std::int64_t{4});
        QCOMPARE(h100.racks, std::int64_t{6});
        QCOMPARE(inventory.dominantNodeClass(), &inventory.nodeClasses[0]);
        QCOMPARE(inventory.peakBf16Pflops, (192 * 989.4 + 48 * 2250.0) / 1000.0);
    }

    void rackScaleDomains()
    {
        // Two GB200 NVL72 racks: 18 compute trays (hosts) each, one 72-GPU NVLink domain per rack.
        cp::Design design;
        cp::Group rack = group("NVL72", cp::GroupKind::Rack, 2, {nodesGroup("Compute tray", 18, "gb200_compute_tray")});
        rack.rackSystemId = "gb200_nvl72";
        design.groups = {rack};
        const cp::Inventory inventory = cp::takeInventory(design, cp::test::designTestCatalog());
        QCOMPARE(inventory.gpus, std::int64_t{144});
        QCOMPARE(inventory.nodes, std::int64_t{36});
        QCOMPARE(inventory.racks, std::int64_t{2});
        QCOMPARE(inventory.scaleupDomains, std::int64_t{2});
        const cp::NodeClass& trays = inventory.nodeClasses.at(0);
        QCOMPARE(trays.gpusPerNode, 4);
        QCOMPARE(trays.scaleupDomainGpus, 72);
        QCOMPARE(trays.hostsPerDomain(), 18);
        QVERIFY(trays.rackSystem != nullptr);
        QCOMPARE(trays.rackSystem->switchTrays, 9);
        QCOMPARE(inventory.rackClasses.size(), std::size_t{1});
        QCOMPARE(inventory.rackClasses[0].rackSystem, trays.rackSystem);

        // Trays in a rack that names no system still share the catalog's 72-GPU domain, but the
        // validator says that their switch trays, rack power and price are not counted.
        design.groups[0].rackSystemId.clear();
        const cp::Inventory bare = cp::takeInventory(design, cp::test::designTestCatalog());
        QCOMPARE(bare.scaleupDomains, std::int64_t{2});
        QVERIFY(bare.nodeClasses[0].rackSystem == nullptr);
        const auto issues = cp::validateDesign(design, cp::test::designTestCatalog());
        QVERIFY(std::any_of(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
            return issue.severity == cp::Severity::Warning && issue.message.find("compute tray") != std::string::npos;
        }));
    }

    void rackSystemHoldsItsTrays()
    {
        // 12 trays in an NVL72 rack: one partly filled domain, with a warning.
        cp::Design design;
        cp::Group rack = group("NVL72", cp::GroupKind::Rack, 1, {nodesGroup("Compute tray", 12, "gb200_compute_tray")});
        rack.rackSystemId = "gb200_nvl72";
        design.groups = {rack};
        const auto issues = cp::validateDesign(design, cp::test::designTestCatalog());
        QVERIFY(!cp::hasErrors(issues));
        QVERIFY(std::any_of(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
            return issue.pointer == "/groups/0/children" && issue.message.find("partly filled") != std::string::npos;
        }));
        QCOMPARE(cp::takeInventory(design, cp::test::designTestCatalog()).scaleupDomains, std::int64_t{1});

        // An unknown system id is an error naming the nearest.
        design.groups[0].rackSystemId = "gb200_nvl7";
        const auto unknown = cp::validateDesign(design, cp::test::designTestCatalog());
        QVERIFY(std::any_of(unknown.begin(), unknown.end(), [](const cp::DesignIssue& issue) {
            return issue.severity == cp::Severity::Error && issue.pointer == "/groups/0/system" &&
                   issue.message.find("gb200_nvl72") != std::string::npos;
        }));
    }

    void unknownIdThrowsWithPointer()
    {
        cp::Design design;
        design.groups = {group("Rack", cp::GroupKind::Rack, 1, {nodesGroup("X", 1, "dgx_h100", "nvidia_h100")})};
        try {
            cp::takeInventory(design, cp::test::designTestCatalog());
            QFAIL("expected DesignError");
        } catch (const cp::DesignError& error) {
            QCOMPARE(error.issues().at(0).pointer, std::string("/groups/0/children/0/node/gpu"));
            QVERIFY2(std::string(error.what()).find("nvidia_h100_sxm5_80gb") != std::string::npos, error.what());
        }
    }

    void errorsNameTheNestedGroupsPointer()
    {
        cp::Design design;
        design.groups = {group("Rack", cp::GroupKind::Rack, 1, {nodesGroup("X", 1, "dgx_h100")}),
                         group("Pod", cp::GroupKind::Pod, 2,
                               {group("R1", cp::GroupKind::Rack, 1, {nodesGroup("Y", 1, "dgx_h100")}),
                                group("R2", cp::GroupKind::Rack, 1, {nodesGroup("Z", 0, "dgx_h100")})})};
        try {
            cp::takeInventory(design, cp::test::designTestCatalog());
            QFAIL("expected DesignError");
        } catch (const cp::DesignError& error) {
            QCOMPARE(error.issues().at(0).pointer, std::string("/groups/1/children/1/children/0/count"));
        }
        design.groups[1].children[1].children[0].count = 1;
        design.groups[1].children[1].children[0].node->platformId = "dgx_h10";
        try {
            cp::takeInventory(design, cp::test::designTestCatalog());
            QFAIL("expected DesignError");
        } catch (const cp::DesignError& error) {
            QCOMPARE(error.issues().at(0).pointer, std::string("/groups/1/children/1/children/0/node/platform"));
        }
        design.groups[1].children[1].children[0].node->platformId = "dgx_h100";
        const cp::Inventory inventory = cp::takeInventory(design, cp::test::designTestCatalog());
        QCOMPARE(inventory.nodeClasses.size(), std::size_t{3});
        QCOMPARE(inventory.nodeClasses[2].path, std::string("/Pod[2]/R2[1]/Z[1]"));
        QCOMPARE(inventory.rackClasses[2].path, std::string("/Pod[2]/R2[1]"));
        QCOMPARE(inventory.nodeClasses[2].nodeCount, std::int64_t{2});
    }

    void overflowIsCaught()
    {
        cp::Design design;
        design.groups = {group("A", cp::GroupKind::Pod, 2'000'000'000,
                               {group("B", cp::GroupKind::Pod, 2'000'000'000,
                                      {group("C", cp::GroupKind::Rack, 2'000'000'000, {nodesGroup("N", 2'000'000'000, "dgx_h100")})})})};
        QVERIFY_THROWS_EXCEPTION(cp::DesignError, cp::takeInventory(design, cp::test::designTestCatalog()));
    }

    void overridesChangeTheEvaluation()
    {
        cp::Design design;
        design.groups = {group("Rack", cp::GroupKind::Rack, 1, {nodesGroup("DGX", 1, "dgx_h100")})};
        design.overrides["nvidia_h100_sxm5_80gb"]["bf16_dense_tflops"] = 1000.0;
        const cp::Catalog catalog = cp::test::designTestCatalog();
        QVERIFY(cp::checkOverrides(design.overrides, catalog).empty());
        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(design, catalog));
        QCOMPARE(report["totals"]["peak_bf16_pflops"].get<double>(), 8.0);
        // The catalog passed in is left alone.
        QCOMPARE(catalog.findGpu("nvidia_h100_sxm5_80gb")->bf16DenseTflops, 989.4);
    }

    void reportStructureAndFormats()
    {
        cp::Design design;
        design.name = "Small, \"quoted\"";
        design.groups = {nodesGroup("Loose nodes", 2, "dgx_h100")};
        const cp::Evaluation evaluation = cp::evaluateDesign(design, cp::test::designTestCatalog());
        const nlohmann::json report = cp::evaluationJson(evaluation);
        QCOMPARE(report["format"].get<std::string>(), std::string("clusterplanner-evaluation"));
        QVERIFY(report.contains("totals"));
        QVERIFY(report["warnings"].is_array());
        // Nodes outside a rack are counted but flagged.
        QCOMPARE(report["totals"]["racks"].get<int>(), 0);
        QCOMPARE(report["warnings"][0]["pointer"].get<std::string>(), std::string("/groups/0/node"));

        // CSV: one row per figure with its registry label and unit; text fields quoted.
        const std::string csv = cp::evaluationAsCsv(evaluation);
        QVERIFY(csv.rfind("key,section,item,figure,value,unit,low,high,source\n", 0) == 0);
        QVERIFY(csv.find("\ntotals.gpus,totals,,GPUs,16,,,,\n") != std::string::npos);
        QVERIFY(csv.find("\ndesign.name,design,,Design,\"Small, \"\"quoted\"\"\"") != std::string::npos);
        const std::string text = cp::evaluationAsText(evaluation);
        QVERIFY(text.find("\nOverview\n") != std::string::npos);
        QVERIFY(QString::fromStdString(text).contains(QRegularExpression("\n  GPUs +16\n")));
    }

    void invalidDesignIsNotEvaluated()
    {
        cp::Design design;
        design.groups = {nodesGroup("N", 1, "no_such_node")};
        QVERIFY_THROWS_EXCEPTION(cp::DesignError, cp::evaluateDesign(design, cp::test::designTestCatalog()));
    }
};

QTEST_GUILESS_MAIN(TestDesignInventory)
#include "tst_design_inventory.moc"
