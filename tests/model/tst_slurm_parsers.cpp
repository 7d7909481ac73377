// The Slurm import's parsers one by one: hostlist expressions, the shared line syntax,
// slurm.conf node and partition lines, GRES lists, topology.conf, gres.conf, nvidia-smi topo -m,
// ibnetdiscover and ibstat, and the GPU/platform matching against the catalog.

#include "TestCatalog.h"

#include "export/GresTypeNames.h"
#include "import/CatalogMapping.h"
#include "import/CatalogMatch.h"
#include "import/ConfigText.h"
#include "import/GpuTopologyMatrix.h"
#include "import/GresConf.h"
#include "import/Hostlist.h"
#include "import/InfinibandFabricText.h"
#include "import/SlurmConf.h"
#include "import/TopologyConf.h"

#include <QtTest>

#include <set>

using namespace cp;

namespace {

std::string joined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& name : names)
        out += (out.empty() ? "" : " ") + name;
    return out;
}

}  // namespace

class TestSlurmParsers : public QObject {
    Q_OBJECT

private slots:
    void hostlistsExpand_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("hosts");
        QTest::newRow("single") << "login1" << "login1";
        QTest::newRow("list") << "alpha,beta,gamma" << "alpha beta gamma";
        QTest::newRow("padded range") << "gpu-[001-003]" << "gpu-001 gpu-002 gpu-003";
        QTest::newRow("gap") << "gpu-[001-002,005]" << "gpu-001 gpu-002 gpu-005";
        QTest::newRow("unpadded") << "linux[8-11]" << "linux8 linux9 linux10 linux11";
        QTest::newRow("two ranges") << "rack[0-1]_blade[0-1]" << "rack0_blade0 rack0_blade1 rack1_blade0 rack1_blade1";
        QTest::newRow("mixed") << "lx[15,18,32-33],login" << "lx15 lx18 lx32 lx33 login";
        QTest::newRow("suffix after range") << "n[1-2].ib" << "n1.ib n2.ib";
    }

    void hostlistsExpand()
    {
        QFETCH(QString, expression);
        QFETCH(QString, hosts);
        const HostlistExpansion expansion = expandHostlist(expression.toStdString());
        QVERIFY2(expansion.ok(), expansion.error.c_str());
        QCOMPARE(QString::fromStdString(joined(expansion.hosts)), hosts);
    }

    void malformedHostlistsSayWhy_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("error");
        QTest::newRow("unclosed") << "gpu[1-4" << "'[' without a matching ']'";
        QTest::newRow("stray close") << "gpu1-4]" << "']' without a matching '['";
        QTest::newRow("backwards") << "gpu[9-2]" << "range '9-2' runs backwards";
        QTest::newRow("letters") << "gpu[a-c]" << "'a-c' is not a number";
        QTest::newRow("empty brackets") << "gpu[]" << "empty brackets";
        QTest::newRow("empty item") << "a,,b" << "an empty name between commas";
        QTest::newRow("nested") << "gpu[[1-2]]" << "nested '['";
        QTest::newRow("too many") << "n[0-999999999]" << "more than 1000000 hosts";
    }

    void malformedHostlistsSayWhy()
    {
        QFETCH(QString, expression);
        QFETCH(QString, error);
        const HostlistExpansion expansion = expandHostlist(expression.toStdString());
        QVERIFY(!expansion.ok());
        QVERIFY(expansion.hosts.empty());
        QVERIFY2(QString::fromStdString(expansion.error).contains(error), expansion.error.c_str());
    }

    void hostlistsCompressInOrder()
    {
        QCOMPARE(compressHostlist({"gpu-001", "gpu-002", "gpu-003", "gpu-007"}), std::string("gpu-[001-003,007]"));
        QCOMPARE(compressHostlist({"dev0", "dev1", "dev9", "dev10", "dev11"}), std::string("dev[0-1,9-11]"));
        QCOMPARE(compressHostlist({"n08", "n09", "n10"}), std::string("n[08-10]"));
        QCOMPARE(compressHostlist({"login", "a1", "b1"}), std::string("login,a1,b1"));
        const HostlistExpansion big = expandHostlist("hgx-[00001-12544]");
        QCOMPARE(compressHostlist(big.hosts), std::string("hgx-[00001-12544]"));
    }

    void configLinesJoinContinuationsAndDropComments()
    {
        const ConfigText text = parseConfigText("# header\n"
                                                "NodeName=a[1-2] \\\n"
                                                "   CPUs=8   # trailing comment\n"
                                                "MailProg=/bin/mail\\#x Reason=\"two words # not a comment\"\n"
                                                "include extra.conf\n",
                                                "slurm.conf");
        QVERIFY(text.messages.empty());
        QCOMPARE(text.records.size(), std::size_t{3});
        QCOMPARE(text.records[0].where.line, 2);
        QCOMPARE(text.records[0].where.text, std::string("NodeName=a[1-2]     CPUs=8"));
        QCOMPARE(text.records[0].find("cpus")->value, std::string("8"));
        QCOMPARE(text.records[1].pairs[0].value, std::string("/bin/mail#x"));
        QCOMPARE(text.records[1].find("REASON")->value, std::string("two words # not a comment"));
        QCOMPARE(text.records[2].include.value(), std::string("extra.conf"));
    }

    void gresListsParse()
    {
        std::string error;
        std::vector<GresCount> gres = parseGresList("gpu:h100:8,shard:64,bandwidth:lustre:no_consume:4G", error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(gres.size(), std::size_t{3});
        QCOMPARE(gres[0].type, std::string("h100"));
        QCOMPARE(gres[0].count, std::int64_t{8});
        QCOMPARE(gres[1].name, std::string("shard"));
        QCOMPARE(gres[1].type, std::string());
        QCOMPARE(gres[2].count, std::int64_t{4} << 30);
        gres = parseGresList("gpu:a100:4(S:0-1),gpu", error);
        QVERIFY(error.empty());
        QCOMPARE(gres[0].count, std::int64_t{4});
        QCOMPARE(gres[1].count, std::int64_t{1});
        parseGresList("gpu:a:b:8", error);
        QVERIFY(!error.empty());
        QCOMPARE(parseCount("2K").value(), std::int64_t{2048});
        QVERIFY(!parseCount("2X"));
    }

    void nodeLinesTakeDefaultsAndCountCpus()
    {
        const SlurmConf conf = parseSlurmConf("NodeName=DEFAULT RealMemory=1000 Gres=gpu:a100:4\n"
                                              "NodeName=a[1-2] Sockets=2 CoresPerSocket=32 ThreadsPerCore=2 Weight=4\n"
                                              "NodeName=DEFAULT Gres=gpu:h100:8\n"
                                              "NodeName=b1 CPUs=96 Features=hopper,ib\n"
                                              "PartitionName=p Nodes=ALL\n",
                                              "slurm.conf", {});
        QVERIFY(!hasImportErrors(conf.messages));
        QCOMPARE(conf.nodes.size(), std::size_t{2});
        QCOMPARE(conf.nodes[0].cpus.value(), 128);
        QCOMPARE(conf.nodes[0].physicalCores().value(), 64);
        QCOMPARE(conf.nodes[0].gpuType(), std::string("a100"));
        QCOMPARE(conf.nodes[1].realMemoryMiB.value(), std::int64_t{1000});
        QCOMPARE(conf.nodes[1].gpuCount(), std::int64_t{8});
        QCOMPARE(conf.nodes[1].features.size(), std::size_t{2});
        QCOMPARE(conf.partitions.front().hosts.size(), std::size_t{3});
    }

    void includesAreReadAndReported()
    {
        int reads = 0;
        const SlurmConf conf = parseSlurmConf("ClusterName=alpha\nInclude /etc/slurm/%c_nodes.conf\n", "slurm.conf",
                                              [&](const std::string& name) -> std::optional<std::string> {
                                                  ++reads;
                                                  if (name != "/etc/slurm/alpha_nodes.conf")
                                                      return std::nullopt;
                                                  return std::string("NodeName=n[1-4] Gres=gpu:h100:8\n");
                                              });
        QCOMPARE(reads, 1);
        QVERIFY(!hasImportErrors(conf.messages));
        QCOMPARE(conf.nodes.size(), std::size_t{1});
        QCOMPARE(conf.nodes[0].where.file, std::string("/etc/slurm/alpha_nodes.conf"));
        QCOMPARE(conf.includedFiles.size(), std::size_t{1});
        const auto note = std::find_if(conf.messages.begin(), conf.messages.end(),
                                       [](const ImportMessage& m) { return m.severity == Severity::Note && m.where.line == 2; });
        QVERIFY(note != conf.messages.end());
        // A file that includes itself stops at the nesting limit with an error.
        const SlurmConf loop = parseSlurmConf("Include self.conf\n", "slurm.conf",
                                              [](const std::string&) { return std::optional<std::string>("Include self.conf\n"); });
        QVERIFY(hasImportErrors(loop.messages));
        const auto cycle = std::find_if(loop.messages.begin(), loop.messages.end(), [](const ImportMessage& m) {
            return m.severity == Severity::Error && m.message.find("Include cycle: 'self.conf' includes itself") != std::string::npos;
        });
        QVERIFY(cycle != loop.messages.end());
        QCOMPARE(loop.includedFiles.size(), std::size_t{1});
        // A file including itself three times used to be read 3^8 times (a fuzzer found it at 2 GB):
        // now once, and an acyclic fan-out stops at the cap on included files.
        int selfReads = 0;
        const SlurmConf fanOut = parseSlurmConf("Include self.conf\n", "slurm.conf", [&](const std::string&) {
            ++selfReads;
            return std::optional<std::string>("Include self.conf\nInclude self.conf\nInclude self.conf\nPartitionName=p Nodes=n[1-128]\n");
        });
        QCOMPARE(selfReads, 1);
        QVERIFY(hasImportErrors(fanOut.messages));
        int treeReads = 0;
        const SlurmConf tree = parseSlurmConf("Include a0.conf\n", "slurm.conf", [&](const std::string& name) {
            ++treeReads;
            const int level = std::stoi(name.substr(1));
            const std::string next = "a" + std::to_string(level + 1) + ".conf";
            return std::optional<std::string>("Include " + next + "\nInclude " + next + "\nInclude " + next + "\n");
        });
        QVERIFY2(treeReads <= 256, qPrintable(QString::number(treeReads)));
        QVERIFY(std::any_of(tree.messages.begin(), tree.messages.end(), [](const ImportMessage& m) {
            return m.message.find("included files") != std::string::npos;
        }));
    }

    void unknownKeysAreNotesNotErrors()
    {
        const SlurmConf conf = parseSlurmConf("NodeName=n1 Gres=gpu:h100:8 Colour=blue\nPartitionName=p Nodes=n1 Colour=red\n", "s.conf", {});
        QVERIFY(!hasImportErrors(conf.messages));
        const auto notes = std::count_if(conf.messages.begin(), conf.messages.end(), [](const ImportMessage& m) {
            return m.severity == Severity::Note && m.message.find("Colour") != std::string::npos;
        });
        QCOMPARE(notes, 2);
    }

    void topologyTreesAndBlocksParse()
    {
        const TopologyConf topology = parseTopologyConf("SwitchName=s0 Nodes=dev[0-5] LinkSpeed=100\n"
                                                        "SwitchName=s3 Switches=s[0-2]\n"
                                                        "BlockName=b1 Nodes=dev[0-17]\n"
                                                        "BlockSizes=18,36\n",
                                                        "topology.conf");
        QVERIFY(!hasImportErrors(topology.messages));
        QCOMPARE(topology.switches.size(), std::size_t{2});
        QCOMPARE(topology.switches[0].nodes.size(), std::size_t{6});
        QCOMPARE(topology.switches[1].switches.size(), std::size_t{3});
        QCOMPARE(topology.blocks.front().nodes.size(), std::size_t{18});
        QCOMPARE(topology.blockSizes, (std::vector<int>{18, 36}));
    }

    void gresConfCountsFiles()
    {
        const GresConf gres = parseGresConf("AutoDetect=nvml\n"
                                            "NodeName=tux[0-2] Name=gpu Type=a100 File=/dev/nvidia[0-3] Cores=0-31\n"
                                            "Name=gpu Type=a100 File=/dev/nvidia[0,2-3]\n"
                                            "NodeName=tux3 Name=bandwidth Type=lustre Count=4G Flags=CountOnly\n",
                                            "gres.conf");
        QVERIFY(!hasImportErrors(gres.messages));
        QCOMPARE(gres.globalAutoDetect, std::string("nvml"));
        QCOMPARE(gres.lines.size(), std::size_t{3});
        QCOMPARE(gres.lines[0].count.value(), std::int64_t{4});
        QCOMPARE(gres.lines[0].nodes.size(), std::size_t{3});
        QCOMPARE(gres.lines[1].count.value(), std::int64_t{3});
        QVERIFY(gres.lines[1].nodes.empty());
        QCOMPARE(gres.lines[2].count.value(), std::int64_t{4} << 30);
    }

    void nvidiaSmiTopologyGivesNvlinkAndRails()
    {
        const std::string text =
            "\tGPU0\tGPU1\tGPU2\tGPU3\tNIC0\tNIC1\tCPU Affinity\tNUMA Affinity\n"
            "GPU0\t X \tNV4\tSYS\tSYS\tPIX\tSYS\t0-15\t0\n"
            "GPU1\tNV4\t X \tSYS\tSYS\tPIX\tSYS\t0-15\t0\n"
            "GPU2\tSYS\tSYS\t X \tNV4\tSYS\tPXB\t16-31\t1\n"
            "GPU3\tSYS\tSYS\tNV4\t X \tSYS\tPXB\t16-31\t1\n"
            "NIC0\tPIX\tPIX\tSYS\tSYS\t X \tSYS\n"
            "NIC1\tSYS\tSYS\tPXB\tPXB\tSYS\t X \n"
            "\nNIC Legend:\n\n  NIC0: mlx5_0\n  NIC1: mlx5_1\n";
        const GpuTopologyMatrix matrix = parseGpuTopologyMatrix(text, "topo.txt");
        QVERIFY(!hasImportErrors(matrix.messages));
        QCOMPARE(matrix.gpus, 4);
        QCOMPARE(matrix.nics, (std::vector<std::string>{"mlx5_0", "mlx5_1"}));
        QCOMPARE(matrix.scaleupDomainGpus, 2);   // NVLink bridges in pairs
        QCOMPARE(matrix.nicOfGpu, (std::vector<int>{0, 0, 1, 1}));
        QCOMPARE(matrix.railNics, 2);
        QVERIFY(hasImportErrors(parseGpuTopologyMatrix("no matrix here\n", "x").messages));
    }

    void infinibandTextGivesRatesAndLinkLayer()
    {
        QCOMPARE(infinibandRateGbps("4xNDR"), 400.0);
        QCOMPARE(infinibandRateGbps("4xHDR"), 200.0);
        QCOMPARE(infinibandRateGbps("2xNDR"), 200.0);
        QCOMPARE(infinibandRateGbps("4xXDR"), 800.0);
        QCOMPARE(infinibandRateGbps("lid"), 0.0);
        const InfinibandFabric ibstat = parseIbstat("CA 'mlx5_0'\n\tPort 1:\n\t\tState: Active\n\t\tRate: 400\n\t\tLink layer: Ethernet\n"
                                                    "CA 'mlx5_1'\n\tPort 1:\n\t\tState: Down\n\t\tRate: 10\n\t\tLink layer: Ethernet\n",
                                                    "ibstat.txt");
        QCOMPARE(ibstat.hostAdapters, std::int64_t{2});
        QCOMPARE(ibstat.ethernetPorts, std::int64_t{1});
        QCOMPARE(ibstat.dominantLinkGbps(), 400.0);
    }

    void gpuTypesMatchTheCatalog_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("gpu");
        QTest::newRow("export name") << "h100" << "nvidia_h100_sxm5_80gb";
        QTest::newRow("export name, second of a model") << "a100_80gb" << "nvidia_a100_sxm4_80gb";
        QTest::newRow("catalog id") << "nvidia_h200_sxm_141gb" << "nvidia_h200_sxm_141gb";
        QTest::newRow("nvml sxm") << "nvidia_h100_80gb_hbm3" << "nvidia_h100_sxm5_80gb";
        QTest::newRow("nvml pcie") << "nvidia_h100_pcie" << "nvidia_h100_pcie_80gb";
        QTest::newRow("nvml a100 80") << "nvidia_a100-sxm4-80gb" << "nvidia_a100_sxm4_80gb";
        QTest::newRow("case") << "H200" << "nvidia_h200_sxm_141gb";
        QTest::newRow("amd") << "mi300x" << "amd_mi300x";
    }

    void gpuTypesMatchTheCatalog()
    {
        QFETCH(QString, type);
        QFETCH(QString, gpu);
        const GpuMatch match = matchGpuType(type.toStdString(), bundledCatalog(), {});
        QVERIFY(match.gpu);
        QCOMPARE(QString::fromStdString(match.gpu->id), gpu);
    }

    void unknownGpuTypesSuggestNearest()
    {
        const GpuMatch match = matchGpuType("h1000", bundledCatalog(), {});
        QVERIFY(!match.gpu);
        QVERIFY(!match.nearest.empty());
        QCOMPARE(match.nearest.front(), std::string("h100"));
    }

    void exportNamesAreUniqueInTheCatalog()
    {
        std::set<std::string> names;
        for (const Gpu& gpu : bundledCatalog().gpus)
            QVERIFY2(names.insert(gresTypeName(gpu, bundledCatalog())).second, gpu.id.c_str());
        for (const Gpu& gpu : bundledCatalog().gpus)
            QCOMPARE(matchGpuType(gresTypeName(gpu, bundledCatalog()), bundledCatalog(), {}).gpu->id, gpu.id);
    }

    void mappingFilesInCsvAndJson()
    {
        const CatalogMapping csv = parseCatalogMapping("slurm,catalog_id\ntesla,nvidia_a100_sxm4_80gb\nnodes:n[1-2],dgx_h100\n"
                                                       "feature:oem,hgx_h100_8gpu_server\n",
                                                       "map.csv", bundledCatalog());
        QVERIFY(!hasImportErrors(csv.messages));
        QCOMPARE(csv.forGresType("Tesla")->catalogId, std::string("nvidia_a100_sxm4_80gb"));
        QCOMPARE(csv.forHost("n2", {}, true)->catalogId, std::string("dgx_h100"));
        QCOMPARE(csv.forHost("x", {"oem"}, true)->catalogId, std::string("hgx_h100_8gpu_server"));
        QVERIFY(!csv.forHost("n3", {}, true));
        const CatalogMapping json = parseCatalogMapping(R"({"hopper": "nvidia_h200_sxm_141gb", "ampere": "dgx_h100"})", "map.json", bundledCatalog());
        QCOMPARE(json.entries.size(), std::size_t{1});
        QVERIFY(hasImportErrors(json.messages));   // a GRES type cannot name a platform
    }
};

QTEST_APPLESS_MAIN(TestSlurmParsers)
#include "tst_slurm_parsers.moc"
