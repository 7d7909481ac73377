// export-slurm then import-slurm on every bundled example: the imported design validates and has
// the same GPUs, nodes, GPU type per node, hosts per rack-scale system (GB200 NVL72 trays in
// their racks), leaf/spine/core switch counts and partitions as the original.

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "evaluation/Evaluation.h"
#include "export/SlurmExporter.h"
#include "export/SwitchTiers.h"
#include "import/SlurmConf.h"
#include "import/SlurmImport.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>

using namespace cp;
namespace fs = std::filesystem;

namespace {

std::map<std::string, std::string> exportSlurm(const Design& design)
{
    const Evaluation noEvaluation;   // the Slurm files need the design and the catalog only
    std::map<std::string, std::string> files;
    for (const ExportedFile& file : SlurmExporter().write({design, bundledCatalog(), noEvaluation}))
        files[file.fileName] = file.contents;
    return files;
}

SlurmImportResult importExport(const std::map<std::string, std::string>& files)
{
    SlurmImportInput input;
    input.files.slurmConf = {"slurm.conf", files.at("slurm.conf")};
    if (files.count("topology.conf"))
        input.files.topologyConf = NamedText{"topology.conf", files.at("topology.conf")};
    if (files.count("gres.conf"))
        input.files.gresConf = NamedText{"gres.conf", files.at("gres.conf")};
    return importSlurm(input, bundledCatalog());
}

// GPU id and GPUs per node -> nodes.
std::map<std::pair<std::string, int>, std::int64_t> gpuTypes(const Inventory& inventory)
{
    std::map<std::pair<std::string, int>, std::int64_t> types;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        types[{nodeClass.gpu ? nodeClass.gpu->id : std::string(), nodeClass.gpusPerNode}] += nodeClass.nodeCount;
    return types;
}

// Rack-scale system id ("" for servers) -> its hosts: compute trays come back in their racks.
std::map<std::string, std::int64_t> rackSystemHosts(const Inventory& inventory)
{
    std::map<std::string, std::int64_t> hosts;
    for (const NodeClass& nodeClass : inventory.nodeClasses)
        hosts[nodeClass.rackSystem ? nodeClass.rackSystem->id : std::string()] += nodeClass.nodeCount;
    return hosts;
}

// Partition name -> its node names, as slurm.conf lists them.
std::map<std::string, std::vector<std::string>> partitionsOf(const std::string& slurmConf)
{
    const SlurmConf conf = parseSlurmConf(slurmConf, "slurm.conf", {});
    std::map<std::string, std::vector<std::string>> partitions;
    for (const SlurmPartition& partition : conf.partitions)
        partitions[partition.name] = partition.hosts;
    return partitions;
}

}  // namespace

class TestSlurmRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void exportThenImportKeepsTheCluster_data()
    {
        QTest::addColumn<QString>("example");
        std::vector<fs::path> examples;
        for (const fs::directory_entry& entry : fs::directory_iterator(fs::path(CP_SOURCE_DIR) / "data/examples"))
            if (entry.path().extension() == ".json")
                examples.push_back(entry.path());
        std::sort(examples.begin(), examples.end());
        QVERIFY(examples.size() >= 5);
        for (const fs::path& example : examples)
            QTest::newRow(example.stem().c_str()) << QString::fromStdString(example.string());
    }

    void exportThenImportKeepsTheCluster()
    {
        QFETCH(QString, example);
        const DesignLoadResult loaded = loadDesignFile(example.toStdString());
        QVERIFY(loaded.ok());
        const Design& original = *loaded.design;
        const auto exported = exportSlurm(original);
        const SlurmImportResult imported = importExport(exported);
        std::string messages;
        for (const ImportMessage& message : imported.messages)
            messages += formatImportMessage(message) + "\n";
        QVERIFY2(imported.ok(), messages.c_str());

        const Inventory before = takeInventory(original, bundledCatalog());
        const Inventory after = takeInventory(*imported.design, bundledCatalog());
        QCOMPARE(after.gpus, before.gpus);
        QCOMPARE(after.nodes, before.nodes);
        QCOMPARE(gpuTypes(after), gpuTypes(before));
        QCOMPARE(rackSystemHosts(after), rackSystemHosts(before));
        QVERIFY(!hasErrors(validateDesign(*imported.design, bundledCatalog())));

        const std::optional<SwitchTiers> tiersBefore = planSwitchTiers(original, bundledCatalog(), before);
        const std::optional<SwitchTiers> tiersAfter = planSwitchTiers(*imported.design, bundledCatalog(), after);
        QCOMPARE(tiersAfter.has_value(), tiersBefore.has_value());
        if (tiersBefore) {
            QCOMPARE(tiersAfter->leaves, tiersBefore->leaves);
            QCOMPARE(tiersAfter->spines, tiersBefore->spines);
            QCOMPARE(tiersAfter->cores, tiersBefore->cores);
            QCOMPARE(tiersAfter->railOptimized, tiersBefore->railOptimized);
        }

        const auto reexported = exportSlurm(*imported.design);
        QCOMPARE(partitionsOf(reexported.at("slurm.conf")), partitionsOf(exported.at("slurm.conf")));
    }
};

QTEST_APPLESS_MAIN(TestSlurmRoundTrip)
#include "tst_slurm_roundtrip.moc"
