// Slurm and Kubernetes exports of the example designs: node counts, GRES, and a topology tree
// that lists the switches the network model generated with every node exactly once.

#include "NetworkTestCatalog.h"
#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "design/Inventory.h"
#include "export/ExporterRegistry.h"
#include "export/KubernetesNodesExporter.h"
#include "export/SchedulerLayout.h"
#include "export/SlurmExporter.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace cp;

namespace {

Design loadExample(const std::string& name)
{
    const DesignLoadResult result = loadDesignFile(std::string(CP_SOURCE_DIR) + "/data/examples/" + name);
    if (!result.design)
        throw std::runtime_error(name + ": " + (result.issues.empty() ? std::string("cannot load") : result.issues.front().message));
    return *result.design;
}

// The seed's DGX H100 host figures (catalog-seed.json: "2x Intel Xeon Platinum 8480C (112
// cores total ...)", 2048 GB) on the network test catalog.
Catalog superpodCatalog()
{
    Catalog catalog = test::networkTestCatalog();
    for (NodePlatform& node : catalog.nodes)
        if (node.id == "dgx_h100") {
            node.cpu = "2x Intel Xeon Platinum 8480C (112 cores total, 2.0/3.8 GHz)";
            node.ramGb = 2048;
        }
    for (Gpu& gpu : catalog.gpus)
        if (gpu.id == "nvidia_h100_sxm5_80gb") {
            gpu.vendor = "NVIDIA";
            gpu.name = "H100 SXM5 80GB";
            gpu.hbmGb = 80;
        }
    // The 100k example's generic HGX server: the DGX H100 figures under its id.
    NodePlatform hgx = *catalog.findNode("dgx_h100");
    hgx.id = "hgx_h100_8gpu_server";
    catalog.nodes.push_back(hgx);
    if (!catalog.findNic("nvidia_connectx7")) {
        Nic cx7;
        cx7.id = "nvidia_connectx7";
        cx7.name = "ConnectX-7";
        cx7.protocol = "InfiniBand NDR / Ethernet";
        cx7.ports = 1;
        cx7.maxPortGbps = 400;
        catalog.nics.push_back(cx7);
    }
    if (!catalog.findNic("nvidia_bluefield3")) {
        Nic bluefield;
        bluefield.id = "nvidia_bluefield3";
        bluefield.name = "BlueField-3 SuperNIC";
        bluefield.protocol = "Ethernet";
        bluefield.ports = 1;
        bluefield.maxPortGbps = 400;
        catalog.nics.push_back(bluefield);
    }
    return catalog;
}

// Expands a Slurm hostlist ("a-[001-003],b-7") into host names.
std::vector<std::string> expandHostlist(const std::string& list)
{
    std::vector<std::string> hosts;
    std::regex item("([^,\\[]+)(?:\\[(\\d+)-(\\d+)\\])?");
    for (auto it = std::sregex_iterator(list.begin(), list.end(), item); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        if (!m[2].matched) {
            hosts.push_back(m[1]);
            continue;
        }
        const int width = static_cast<int>(m[2].length());
        for (long long n = std::stoll(m[2]); n <= std::stoll(m[3]); ++n) {
            std::string digits = std::to_string(n);
            digits.insert(0, static_cast<std::size_t>(std::max(0, width - static_cast<int>(digits.size()))), '0');
            hosts.push_back(std::string(m[1]) + digits);
        }
    }
    return hosts;
}

// key=value pairs of a slurm.conf-style line (comments stripped).
std::map<std::string, std::string> parseLine(std::string line)
{
    const std::string original = line;
    line = line.substr(0, line.find('#'));
    std::map<std::string, std::string> fields;
    std::istringstream words(line);
    std::string word;
    while (words >> word) {
        const auto eq = word.find('=');
        if (eq == std::string::npos)
            throw std::runtime_error("not key=value: " + word + " in: " + original);
        fields[word.substr(0, eq)] = word.substr(eq + 1);
    }
    return fields;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

const ExportedFile& file(const std::vector<ExportedFile>& files, const std::string& name)
{
    for (const ExportedFile& f : files)
        if (f.fileName == name)
            return f;
    throw std::runtime_error("no " + name);
}

}  // namespace

class TestSchedulerExport : public QObject {
    Q_OBJECT
private slots:
    void cpuCores_data()
    {
        QTest::addColumn<QString>("cpu");
        QTest::addColumn<int>("cores");
        QTest::newRow("total") << "2x Intel Xeon Platinum 8480C (112 cores total, 2.0/3.8 GHz)" << 112;
        QTest::newRow("each and total") << "2x AMD EPYC 7742 (64c each, 128 total)" << 128;
        QTest::newRow("each") << "2x Intel Xeon Platinum 8570 (56c each, 2.1/4.0 GHz)" << 112;
        QTest::newRow("exposed") << "2x 56-core Sapphire Rapids (96 cores exposed)" << 96;
        QTest::newRow("Grace") << "36x Grace (72 Arm Neoverse V2 cores each)" << 36 * 72;
        QTest::newRow("unknown") << "example MLPerf system: 2x AMD EPYC 9374F" << 0;
    }
    void cpuCores()
    {
        QFETCH(QString, cpu);
        QFETCH(int, cores);
        NodePlatform platform;
        platform.cpu = cpu.toStdString();
        QCOMPARE(cpuCoresOf(platform).value_or(0), cores);
    }

    void slurmConfOfTheSuperPod()
    {
        const Design design = loadExample("dgx-superpod-h100-4su.json");
        const Catalog catalog = superpodCatalog();
        std::vector<ExportedFile> files;
        try {
            files = SlurmExporter().write({design, catalog, Evaluation{}});
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
        std::set<std::string> nodes;
        int nodeLines = 0;
        int partitions = 0;
        for (const std::string& line : lines(file(files, "slurm.conf").contents)) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto fields = parseLine(line);
            if (fields.contains("NodeName")) {
                ++nodeLines;
                for (const std::string& host : expandHostlist(fields.at("NodeName")))
                    QVERIFY2(nodes.insert(host).second, host.c_str());
                QCOMPARE(fields.at("Gres"), std::string("gpu:h100:8"));
                QCOMPARE(fields.at("CPUs"), std::string("112"));
                // 2,048 GB of 10^9 bytes in MiB.
                QCOMPARE(fields.at("RealMemory"), std::string("1953125"));
            } else if (fields.contains("PartitionName")) {
                ++partitions;
                QCOMPARE(expandHostlist(fields.at("Nodes")).size(), std::size_t(127));
                QCOMPARE(fields.at("Default"), std::string("YES"));
            } else {
                QVERIFY(fields.contains("GresTypes") || fields.at("TopologyPlugin") == "topology/tree");
            }
        }
        QCOMPARE(nodes.size(), std::size_t(127));
        QCOMPARE(nodeLines, 1);   // one platform: one line, adjacent ranges merged
        QCOMPARE(partitions, 1);
        QVERIFY(file(files, "gres.conf").contents.find("Name=gpu Type=h100 File=/dev/nvidia[0-7]") != std::string::npos);
    }

    void topologyConfListsTheGeneratedSwitchesAndEveryNodeOnce()
    {
        const Design design = loadExample("dgx-superpod-h100-4su.json");
        const Catalog catalog = superpodCatalog();
        const auto files = SlurmExporter().write({design, catalog, Evaluation{}});
        const std::string topology = file(files, "topology.conf").contents;
        if (qEnvironmentVariableIsSet("CP_PRINT_EXPORTS"))
            std::printf("%s\n%s\n", file(files, "slurm.conf").contents.c_str(), topology.c_str());

        // What the network model generated for this fabric.
        const Inventory inventory = takeInventory(design, catalog);
        const FabricPlan plan = planFabric(design.fabrics.front(), fabricEndpoints(design.fabrics.front(), inventory), catalog);
        QCOMPARE(plan.tier(1)->switches, std::int64_t(32));   // NVIDIA SuperPOD RA, 4 SU
        QCOMPARE(plan.tier(2)->switches, std::int64_t(16));

        std::set<std::string> leaves, spines, nodes, switchNames;
        std::map<std::string, std::vector<std::string>> children;
        for (const std::string& line : lines(topology)) {
            if (line.rfind("# Leaf switches:", 0) == 0 || line.rfind("# Spine switches:", 0) == 0) {
                std::istringstream names(line.substr(line.find(':') + 1));
                for (std::string name; names >> name;)
                    QVERIFY2((line[2] == 'L' ? leaves : spines).insert(name).second, name.c_str());
                continue;
            }
            if (line.empty() || line[0] == '#')
                continue;
            const auto fields = parseLine(line);
            QVERIFY(fields.contains("SwitchName"));
            QVERIFY2(switchNames.insert(fields.at("SwitchName")).second, "switch names are unique");
            if (fields.contains("Nodes"))
                for (const std::string& host : expandHostlist(fields.at("Nodes")))
                    QVERIFY2(nodes.insert(host).second, ("listed twice: " + host).c_str());
            if (fields.contains("Switches"))
                children[fields.at("SwitchName")] = expandHostlist(fields.at("Switches"));
        }
        QCOMPARE(static_cast<std::int64_t>(leaves.size()), plan.tier(1)->switches);
        QCOMPARE(static_cast<std::int64_t>(spines.size()), plan.tier(2)->switches);
        QCOMPARE(nodes.size(), std::size_t(127));
        // Four rail groups (scalable units) of 32, 32, 32 and 31 nodes under one spine level.
        QCOMPARE(children.size(), std::size_t(1));
        QCOMPARE(children.begin()->second.size(), std::size_t(4));
        for (const std::string& group : children.begin()->second)
            QVERIFY(switchNames.contains(group));
        QVERIFY(topology.find("SwitchName=railgroup01 Nodes=dgx-h100-[001-032]") != std::string::npos);
        QVERIFY(topology.find("SwitchName=railgroup04 Nodes=dgx-h100-[097-127]") != std::string::npos);
    }

    void kubernetesNodesCarryGpuAndTopologyLabels()
    {
        const Design design = loadExample("dgx-superpod-h100-4su.json");
        const Catalog catalog = superpodCatalog();
        const std::string yaml = KubernetesNodesExporter().write({design, catalog, Evaluation{}}).front().contents;
        std::size_t nodes = 0;
        for (std::size_t at = yaml.find("kind: Node\n"); at != std::string::npos; at = yaml.find("kind: Node\n", at + 1))
            ++nodes;
        QCOMPARE(nodes, std::size_t(127));
        const auto count = [&](const std::string& needle) {
            std::size_t n = 0;
            for (std::size_t at = yaml.find(needle); at != std::string::npos; at = yaml.find(needle, at + 1))
                ++n;
            return n;
        };
        QCOMPARE(count("nvidia.com/gpu.product: NVIDIA-H100-SXM5-80GB\n"), std::size_t(127));
        QCOMPARE(count("nvidia.com/gpu.count: \"8\"\n"), std::size_t(127));
        // NVIDIA Topograph's network labels: the leaf group is the block, the spines above it.
        QCOMPARE(count("network.topology.nvidia.com/block: railgroup01\n"), std::size_t(32));
        QCOMPARE(count("network.topology.nvidia.com/block: railgroup04\n"), std::size_t(31));
        QCOMPARE(count("network.topology.nvidia.com/spine: spines\n"), std::size_t(127));
        // Each DGX is its own NVLink domain: no clique labels.
        QCOMPARE(count("nvidia.com/gpu.clique: "), std::size_t(0));
        // 4 DGX per rack: 32 racks of compute.
        QCOMPARE(count("topology.clusterplanner.io/rack: rack32\n"), std::size_t(3));
        QCOMPARE(count("topology.clusterplanner.io/rack: rack33\n"), std::size_t(0));
    }

    void gb200ExportHasOneNodePerTrayInEightBlocks()
    {
        // 8 NVL72 racks: 144 compute trays, each a Slurm node with 4 GPUs and 2 Grace CPUs, in 8
        // NVLink blocks of 18.
        const Design design = loadExample("gb200-nvl72-pod.json");
        const Catalog& catalog = test::bundledCatalog();
        const auto files = SlurmExporter().write({design, catalog, Evaluation{}});
        if (qEnvironmentVariableIsSet("CP_PRINT_EXPORTS"))
            for (const ExportedFile& f : files)
                std::printf("== %s\n%s\n", f.fileName.c_str(), f.contents.c_str());
        std::set<std::string> nodes;
        for (const std::string& line : lines(file(files, "slurm.conf").contents)) {
            if (line.rfind("NodeName=", 0) != 0)
                continue;
            const auto fields = parseLine(line);
            for (const std::string& host : expandHostlist(fields.at("NodeName")))
                QVERIFY2(nodes.insert(host).second, host.c_str());
            QCOMPARE(fields.at("Gres"), std::string("gpu:gb200:4"));
            QCOMPARE(fields.at("CPUs"), std::string("144"));   // 2 Grace x 72 cores
        }
        QCOMPARE(nodes.size(), std::size_t(144));
        QVERIFY(file(files, "slurm.conf").contents.find("TopologyPlugin=topology/tree\n") != std::string::npos);
        QVERIFY(file(files, "gres.conf").contents.find("Name=gpu Type=gb200 File=/dev/nvidia[0-3]") != std::string::npos);

        // Slurm >= 23.11: one block per NVLink domain, base size 18 trays.
        std::set<std::string> blockHosts;
        int blocks = 0;
        std::string sizes;
        for (const std::string& line : lines(file(files, "topology-block.conf").contents)) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto fields = parseLine(line);
            if (fields.contains("BlockSizes")) {
                sizes = fields.at("BlockSizes");
                continue;
            }
            ++blocks;
            const auto hosts = expandHostlist(fields.at("Nodes"));
            QCOMPARE(hosts.size(), std::size_t(18));
            for (const std::string& host : hosts)
                QVERIFY2(blockHosts.insert(host).second, host.c_str());
        }
        QCOMPARE(blocks, 8);
        QCOMPARE(blockHosts, nodes);
        QCOMPARE(sizes, std::string("18,36,72,144"));

        // Slurm 22.05 (tree): the NVLink domains are the lowest switches; every node once.
        std::set<std::string> treeNodes;
        std::map<std::string, std::vector<std::string>> children;
        for (const std::string& line : lines(file(files, "topology.conf").contents)) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto fields = parseLine(line);
            if (fields.contains("Nodes"))
                for (const std::string& host : expandHostlist(fields.at("Nodes")))
                    QVERIFY2(treeNodes.insert(host).second, host.c_str());
            if (fields.contains("Switches"))
                children[fields.at("SwitchName")] = expandHostlist(fields.at("Switches"));
        }
        QCOMPARE(treeNodes, nodes);
        QVERIFY(file(files, "topology.conf").contents.find("SwitchName=gb200-nvl72-01 Nodes=gb200-compute-tray-[001-018]\n") !=
                std::string::npos);
        std::size_t domainsUnderSwitches = 0;
        for (const auto& [parent, kids] : children)
            for (const std::string& kid : kids)
                domainsUnderSwitches += kid.rfind("gb200-nvl72-", 0) == 0 ? 1 : 0;
        QCOMPARE(domainsUnderSwitches, std::size_t(8));
    }

    void kubernetesLabelsNestAsTheKueueTopologySays()
    {
        // Every host of every example carries the labels the Kueue Topology names, and each
        // level's values nest in the level above (the hierarchy Kueue requires).
        for (const char* example : {"gb200-nvl72-pod.json", "dgx-superpod-h100-4su.json", "xai-memphis-h100-100k.json",
                                    "meta-rsc-a100-16k.json", "llama3-70b-disaggregated-inference.json",
                                    "dgx-superpod-b200-4su.json"}) {
            const Design design = loadExample(example);
            const auto files = KubernetesNodesExporter().write({design, test::bundledCatalog(), Evaluation{}});
            const std::string topology = file(files, "kueue-topology.yaml").contents;
            QVERIFY2(topology.find("apiVersion: kueue.x-k8s.io/v1beta1\nkind: Topology\n") != std::string::npos, example);
            QVERIFY2(topology.find("topologyName: ") != std::string::npos, example);
            std::vector<std::string> levels;
            std::regex level("- nodeLabel: \"([^\"]+)\"");
            for (auto it = std::sregex_iterator(topology.begin(), topology.end(), level); it != std::sregex_iterator(); ++it)
                levels.push_back((*it)[1]);
            QVERIFY2(!levels.empty() && levels.back() == "kubernetes.io/hostname", example);

            // Labels per node from nodes.yaml.
            std::vector<std::map<std::string, std::string>> hosts;
            for (const std::string& line : lines(file(files, "nodes.yaml").contents)) {
                if (line == "- apiVersion: v1")
                    hosts.emplace_back();
                const auto colon = line.find(": ");
                if (hosts.empty() || line.rfind("      ", 0) != 0 || colon == std::string::npos)
                    continue;
                std::string value = line.substr(colon + 2);
                if (value.size() >= 2 && value.front() == '"')
                    value = value.substr(1, value.size() - 2);
                hosts.back()[line.substr(6, colon - 6)] = value;
            }
            QVERIFY2(!hosts.empty(), example);
            for (std::size_t i = 1; i < levels.size(); ++i) {
                std::map<std::string, std::string> parentOf;
                for (const auto& labels : hosts) {
                    QVERIFY2(labels.contains(levels[i]) && labels.contains(levels[i - 1]), (std::string(example) + " " + levels[i]).c_str());
                    const auto [it, inserted] = parentOf.emplace(labels.at(levels[i]), labels.at(levels[i - 1]));
                    QVERIFY2(inserted || it->second == labels.at(levels[i - 1]), (std::string(example) + " " + levels[i]).c_str());
                }
            }
            if (std::string(example) == "gb200-nvl72-pod.json") {
                QCOMPARE(hosts.size(), std::size_t(144));
                std::map<std::string, int> cliques;
                for (const auto& labels : hosts) {
                    QCOMPARE(labels.at("nvidia.com/gpu.count"), std::string("4"));
                    QCOMPARE(labels.at("nvidia.com/gpu.clique"), labels.at("network.topology.nvidia.com/accelerator"));
                    ++cliques[labels.at("nvidia.com/gpu.clique")];
                }
                QCOMPARE(cliques.size(), std::size_t(8));
                for (const auto& [clique, members] : cliques)
                    QCOMPARE(members, 18);
                QVERIFY(std::find(levels.begin(), levels.end(), "network.topology.nvidia.com/accelerator") != levels.end());
            }
        }
    }

    void threeTierFabricGroupsSpinesIntoPods()
    {
        const Design design = loadExample("xai-memphis-h100-100k.json");
        Catalog catalog = superpodCatalog();
        SchedulerLayout layout;
        try {
            layout = makeSchedulerLayout(design, catalog);
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
        QVERIFY(layout.tiers.has_value());
        if (layout.tiers->cores == 0)
            QSKIP("the example's fabric plans to 2 tiers with this catalog");
        std::int64_t listedSpines = 0, nodes = 0;
        for (const SpineGroup& pod : layout.spineGroups)
            listedSpines += static_cast<std::int64_t>(pod.spineSwitches.size());
        for (const LeafGroup& group : layout.leafGroups)
            nodes += group.nodes;
        QCOMPARE(listedSpines, layout.tiers->spines);
        QCOMPARE(nodes, layout.nodes);
        QCOMPARE(static_cast<std::int64_t>(layout.coreSwitches.size()), layout.tiers->cores);
    }

    void registryWritesFilesAtomically()
    {
        QCOMPARE(makeExporters().size(), std::size_t(4));
        QCOMPARE(makeExporter("kubernetes")->write({loadExample("gb200-nvl72-pod.json"), test::bundledCatalog(),
                                                    Evaluation{}}).size(), std::size_t(2));
        QVERIFY(makeExporter("slurm") != nullptr);
        QVERIFY(makeExporter("nope") == nullptr);
        QTemporaryDir dir;
        writeExportedFiles({{"a.txt", "one"}, {"b.txt", "two"}}, dir.filePath("out").toStdString());
        QFile a(dir.filePath("out/a.txt"));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), QByteArray("one"));
        QCOMPARE(QDir(dir.filePath("out")).entryList(QDir::Files).size(), 2);   // no temporary left
    }
};

QTEST_GUILESS_MAIN(TestSchedulerExport)
#include "tst_scheduler_export.moc"
