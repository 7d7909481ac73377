// import-slurm on the corpus in tests/data/slurm/: real-world-shaped configurations written from
// slurm.conf(5), topology.conf(5) and gres.conf(5) import with the inventory each expected.json
// states; malformed ones are refused with the file, line and text of the problem, and no design.

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "import/SlurmImport.h"
#include "import/SlurmImportFiles.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace cp;
namespace fs = std::filesystem;

namespace {

const fs::path corpus = fs::path(CP_SOURCE_DIR) / "tests/data/slurm";

nlohmann::json readJson(const fs::path& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

std::vector<fs::path> casesIn(const fs::path& folder)
{
    std::vector<fs::path> cases;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder))
        if (entry.is_directory())
            cases.push_back(entry.path());
    std::sort(cases.begin(), cases.end());
    return cases;
}

SlurmImportResult importCase(const fs::path& folder, const nlohmann::json& options)
{
    SlurmImportPaths paths;
    paths.slurmConf = folder;
    const auto optional = [&](const char* key) -> std::optional<fs::path> {
        if (!options.contains(key))
            return std::nullopt;
        return folder / options.at(key).get<std::string>();
    };
    paths.mapping = optional("map");
    paths.nvidiaSmiTopology = optional("nvidia_smi_topo");
    paths.ibnetdiscover = optional("ibnetdiscover");
    paths.ibstat = optional("ibstat");
    std::optional<FabricTechnology> technology;
    if (options.contains("technology"))
        technology = fabricTechnologyFromString(options.at("technology").get<std::string>());
    return importSlurmFiles(paths, bundledCatalog(), {}, technology);
}

std::string allMessages(const SlurmImportResult& result)
{
    std::string text;
    for (const ImportMessage& message : result.messages)
        text += formatImportMessage(message) + "\n";
    return text;
}

}  // namespace

class TestSlurmImport : public QObject {
    Q_OBJECT

private slots:
    void validConfigurationsImport_data()
    {
        QTest::addColumn<QString>("folder");
        for (const fs::path& folder : casesIn(corpus / "valid"))
            QTest::newRow(folder.filename().c_str()) << QString::fromStdString(folder.string());
    }

    void validConfigurationsImport()
    {
        QFETCH(QString, folder);
        const fs::path path = folder.toStdString();
        const nlohmann::json expected = readJson(path / "expected.json");
        const SlurmImportResult result = importCase(path, expected.value("options", nlohmann::json::object()));
        const std::string messages = allMessages(result);
        QVERIFY2(result.ok(), messages.c_str());
        const SlurmImportSummary& summary = result.summary;
        QCOMPARE(summary.nodes, expected.at("nodes").get<std::int64_t>());
        QCOMPARE(summary.gpus, expected.at("gpus").get<std::int64_t>());

        const auto& types = expected.at("node_types");
        QCOMPARE(summary.nodeTypes.size(), types.size());
        for (const auto& type : types) {
            const std::string hosts = type.at("hosts");
            const auto row = std::find_if(summary.nodeTypes.begin(), summary.nodeTypes.end(),
                                          [&](const ImportedNodeType& t) { return t.hosts == hosts; });
            QVERIFY2(row != summary.nodeTypes.end(), ("no node type with hosts " + hosts + "\n" + messages).c_str());
            QCOMPARE(row->gpuId, type.at("gpu").get<std::string>());
            QCOMPARE(row->gpusPerNode, type.at("gpus_per_node").get<int>());
            if (type.contains("platform"))
                QCOMPARE(row->platformId, type.at("platform").get<std::string>());
        }
        const auto& partitions = expected.at("partitions");
        QCOMPARE(summary.partitions.size(), partitions.size());
        for (const ImportedPartition& partition : summary.partitions) {
            QVERIFY2(partitions.contains(partition.name), partition.name.c_str());
            QCOMPARE(partition.nodes, partitions.at(partition.name).get<std::int64_t>());
        }

        const nlohmann::json& fabric = expected.at("fabric");
        const ImportedNetwork& network = summary.network;
        QCOMPARE(network.present, !fabric.is_null());
        QCOMPARE(result.design->fabrics.size(), fabric.is_null() ? std::size_t{0} : std::size_t{1});
        if (!fabric.is_null()) {
            if (fabric.contains("topology"))
                QCOMPARE(std::string(toString(network.topology)), fabric.at("topology").get<std::string>());
            if (fabric.contains("technology"))
                QCOMPARE(std::string(toString(network.technology)), fabric.at("technology").get<std::string>());
            if (fabric.contains("tiers"))
                QCOMPARE(network.tiers, fabric.at("tiers").get<int>());
            if (fabric.contains("rails"))
                QCOMPARE(network.rails, fabric.at("rails").get<int>());
            if (fabric.contains("switch"))
                QCOMPARE(network.switchId, fabric.at("switch").get<std::string>());
            if (fabric.contains("link_gbps"))
                QCOMPARE(network.linkGbps, fabric.at("link_gbps").get<double>());
            if (fabric.contains("slurm_leaves"))
                QCOMPARE(network.slurmLeafSwitches, fabric.at("slurm_leaves").get<std::int64_t>());
            if (fabric.contains("max_nodes_per_leaf"))
                QCOMPARE(network.maxNodesPerLeaf, fabric.at("max_nodes_per_leaf").get<std::int64_t>());
            if (fabric.contains("leaves"))
                QCOMPARE(network.leaves, fabric.at("leaves").get<std::int64_t>());
            if (fabric.contains("spines"))
                QCOMPARE(network.spines, fabric.at("spines").get<std::int64_t>());
            if (fabric.contains("oversubscription"))
                QCOMPARE(network.oversubscription, fabric.at("oversubscription").get<std::vector<double>>());
        }
        for (const auto& note : expected.value("notes", nlohmann::json::array()))
            QVERIFY2(messages.find(note.get<std::string>()) != std::string::npos, (note.get<std::string>() + " not in\n" + messages).c_str());
        QVERIFY2(!hasImportErrors(result.messages), messages.c_str());

        // What is written opens again as the same design.
        const DesignLoadResult reloaded = parseDesignText(designToJsonText(*result.design));
        QVERIFY(reloaded.ok());
        QCOMPARE(designToJsonText(*reloaded.design), designToJsonText(*result.design));
    }

    void malformedConfigurationsAreRefused_data()
    {
        QTest::addColumn<QString>("folder");
        for (const fs::path& folder : casesIn(corpus / "malformed"))
            QTest::newRow(folder.filename().c_str()) << QString::fromStdString(folder.string());
    }

    void malformedConfigurationsAreRefused()
    {
        QFETCH(QString, folder);
        const fs::path path = folder.toStdString();
        const nlohmann::json expected = readJson(path / "expected.json");
        const SlurmImportResult result = importCase(path, expected.value("options", nlohmann::json::object()));
        const std::string messages = allMessages(result);
        QVERIFY2(!result.ok(), messages.c_str());
        QVERIFY(!result.design);
        const std::string file = expected.at("file");
        const int line = expected.at("line");
        const std::string wanted = expected.at("message");
        const auto match = std::find_if(result.messages.begin(), result.messages.end(), [&](const ImportMessage& m) {
            return m.severity == Severity::Error && m.where.file == (path / file).string() && m.where.line == line
                   && m.message.find(wanted) != std::string::npos;
        });
        QVERIFY2(match != result.messages.end(), ("expected " + file + ":" + std::to_string(line) + ": " + wanted + "\ngot:\n" + messages).c_str());
        const std::string formatted = formatImportMessage(*match);
        QVERIFY2(formatted.rfind((path / file).string() + (line > 0 ? ":" + std::to_string(line) : "") + ": ", 0) == 0, formatted.c_str());
        if (expected.contains("text"))
            QVERIFY2(match->where.text.find(expected.at("text").get<std::string>()) != std::string::npos, formatted.c_str());
    }

    // What the catalog does not match exactly is listed with what it could be; a chosen mapping
    // (the import preview's) is read after the mapping file and wins over it.
    void unmatchedNamesAreListedAndChoicesWin()
    {
        const fs::path unknown = corpus / "malformed/03-unknown-gres-type";
        LoadedSlurmInput loaded = loadSlurmImportInput({unknown});
        SlurmImportResult refused = importSlurm(loaded.input, bundledCatalog());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.unmatched.size(), std::size_t{1});
        const UnmatchedName& name = refused.unmatched.front();
        QCOMPARE(int(name.kind), int(UnmatchedName::Kind::UnknownGpu));
        QCOMPARE(name.mappingKey, std::string("h1000"));
        QCOMPARE(name.hosts, std::string("g[1-4]"));
        QCOMPARE(name.where.line, 4);
        QVERIFY(name.current.empty());
        QVERIFY(std::find(name.candidates.begin(), name.candidates.end(), "nvidia_h100_sxm5_80gb") != name.candidates.end());

        loaded.input.chosenMapping = NamedText{"choices", "slurm,catalog_id\nh1000,nvidia_h100_sxm5_80gb\n"};
        const SlurmImportResult chosen = importSlurm(loaded.input, bundledCatalog());
        QVERIFY2(chosen.ok(), allMessages(chosen).c_str());
        QCOMPARE(chosen.summary.nodeTypes.front().gpuId, std::string("nvidia_h100_sxm5_80gb"));
        QVERIFY(chosen.unmatched.empty() || chosen.unmatched.front().mappingKey != "h1000");

        // A choice wins over the mapping file's row for the same name.
        const fs::path mapped = corpus / "valid/09-mapping-file";
        LoadedSlurmInput withFile = loadSlurmImportInput({mapped, std::nullopt, std::nullopt, mapped / "mapping.csv"});
        const SlurmImportResult byFile = importSlurm(withFile.input, bundledCatalog());
        QVERIFY2(byFile.ok(), allMessages(byFile).c_str());
        const ImportedNodeType first = byFile.summary.nodeTypes.front();
        const std::string other = first.gpuId == "nvidia_a100_sxm4_40gb" ? "nvidia_a100_sxm4_80gb" : "nvidia_a100_sxm4_40gb";
        withFile.input.chosenMapping = NamedText{"choices", "slurm,catalog_id\n" + first.gresType + "," + other + "\n"};
        const SlurmImportResult byChoice = importSlurm(withFile.input, bundledCatalog());
        QVERIFY2(byChoice.ok(), allMessages(byChoice).c_str());
        QCOMPARE(byChoice.summary.nodeTypes.front().gpuId, other);
    }

    // Nodes on a platform that differs from what slurm.conf says are named with the platforms
    // they could be, those built on their GPU first.
    void approximatePlatformsAreListed()
    {
        SlurmImportInput input;
        input.files.slurmConf = {"slurm.conf", "NodeName=inf[01-04] CPUs=96 Gres=gpu:h200:8\n"};
        const SlurmImportResult result = importSlurm(input, bundledCatalog());
        QVERIFY2(result.ok(), allMessages(result).c_str());
        const auto platform = std::find_if(result.unmatched.begin(), result.unmatched.end(), [](const UnmatchedName& n) {
            return n.kind == UnmatchedName::Kind::ApproximatePlatform;
        });
        QVERIFY(platform != result.unmatched.end());
        QCOMPARE(platform->mappingKey, std::string("nodes:inf[01-04]"));
        QCOMPARE(platform->current, result.summary.nodeTypes.front().platformId);
        QVERIFY2(platform->why.find("H100") != std::string::npos || platform->why.find("cores") != std::string::npos, platform->why.c_str());
        QVERIFY(!platform->candidates.empty());
        QVERIFY(std::find(platform->candidates.begin(), platform->candidates.end(), platform->current) == platform->candidates.end());
    }

    void corpusHasTwentyMalformedConfigurations()
    {
        QVERIFY(casesIn(corpus / "malformed").size() >= 20);
        QVERIFY(casesIn(corpus / "valid").size() >= 10);
    }
};

QTEST_APPLESS_MAIN(TestSlurmImport)
#include "tst_slurm_import.moc"
