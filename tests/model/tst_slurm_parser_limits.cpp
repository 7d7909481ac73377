// What the Slurm import's parsers do with input that is legal but large, deep or odd: a
// "Gres=" that clears a DEFAULT record's GRES, gres.conf lines without NodeName= that add up
// for every node (and one naming another type than slurm.conf), a switch tree deeper than any
// call stack, partitions that together name more hosts than an import may hold, device lists
// that do the same, and a message about a very long key that stays short.

#include "import/ConfigText.h"
#include "import/GresConf.h"
#include "import/Hostlist.h"
#include "import/SlurmCluster.h"
#include "import/SlurmConf.h"

#include <QtTest>

using namespace cp;

namespace {

SlurmCluster clusterOf(const std::string& slurmConf, const std::string& topologyConf = {}, const std::string& gresConf = {})
{
    SlurmFiles files;
    files.slurmConf = {"slurm.conf", slurmConf};
    if (!topologyConf.empty())
        files.topologyConf = NamedText{"topology.conf", topologyConf};
    if (!gresConf.empty())
        files.gresConf = NamedText{"gres.conf", gresConf};
    return readSlurmCluster(files);
}

std::string errorsOf(const std::vector<ImportMessage>& messages)
{
    std::string text;
    for (const ImportMessage& message : messages)
        if (message.severity == Severity::Error)
            text += formatImportMessage(message) + "\n";
    return text;
}

}  // namespace

class TestSlurmParserLimits : public QObject {
    Q_OBJECT

private slots:
    // Before: "Gres=" was a malformed GRES list, so a CPU node line below a GPU DEFAULT was refused.
    void emptyGresClearsTheDefault()
    {
        std::string error;
        QVERIFY(parseGresList("", error).empty());
        QVERIFY(error.empty());
        const SlurmConf conf = parseSlurmConf("NodeName=DEFAULT Gres=gpu:h100:8\n"
                                              "NodeName=dgx[1-2]\n"
                                              "NodeName=login1 Gres=\n",
                                              "slurm.conf", {});
        QVERIFY2(!hasImportErrors(conf.messages), errorsOf(conf.messages).c_str());
        QCOMPARE(conf.nodes.size(), std::size_t{2});
        QCOMPARE(conf.nodes[0].gpuCount(), std::int64_t{8});
        QCOMPARE(conf.nodes[1].gpuCount(), std::int64_t{0});
    }

    // gres.conf lines without NodeName= describe every node: two of them add up to 8 GPUs.
    void gresLinesForEveryNodeAddUp()
    {
        const SlurmCluster cluster = clusterOf("NodeName=n[1-3] Gres=gpu:h100:8\n", {},
                                               "Name=gpu Type=h100 File=/dev/nvidia[0-3]\n"
                                               "Name=gpu Type=h100 File=/dev/nvidia[4-7]\n");
        QVERIFY2(!hasImportErrors(cluster.messages), errorsOf(cluster.messages).c_str());
        for (const ClusterHost& host : cluster.hosts)
            QCOMPARE(host.gpus, std::int64_t{8});
        const SlurmCluster short_ = clusterOf("NodeName=n[1-3] Gres=gpu:h100:8\n", {}, "Name=gpu Type=h100 File=/dev/nvidia[0-3]\n");
        QVERIFY(hasImportErrors(short_.messages));
    }

    void gresLineForEveryNodeOfAnotherTypeIsRefused()
    {
        const SlurmCluster cluster = clusterOf("NodeName=n[1-3] Gres=gpu:h100:8\n", {}, "Name=gpu Type=a100 File=/dev/nvidia[0-7]\n");
        const std::string errors = errorsOf(cluster.messages);
        QVERIFY2(errors.find("gres.conf:1: unknown GRES type: gres.conf says Type=a100 for every node, where slurm.conf says "
                             "'h100' (slurm.conf:1)")
                     != std::string::npos,
                 errors.c_str());
    }

    // Before: the levels were found by recursion, one stack frame per level: a hostile file with a
    // chain of 200,000 switches overflowed the stack.
    void deepSwitchChainNeedsNoDeepStack()
    {
        constexpr int depth = 200'000;
        std::string topology = "SwitchName=s0 Nodes=n[1-2]\n";
        for (int i = 1; i < depth; ++i)
            topology += "SwitchName=s" + std::to_string(i) + " Switches=s" + std::to_string(i - 1) + "\n";
        const SlurmCluster cluster = clusterOf("NodeName=n[1-2] Gres=gpu:h100:8\n", topology);
        QVERIFY2(!hasImportErrors(cluster.messages), errorsOf(cluster.messages).c_str());
        QCOMPARE(cluster.switchLevels, depth);
        QCOMPARE(cluster.switches.back().level, depth - 1);
        QCOMPARE(cluster.hosts[0].leafSwitch, 0);
    }

    void switchCycleIsStillFound()
    {
        const SlurmCluster cluster = clusterOf("NodeName=n[1-2] Gres=gpu:h100:8\n",
                                               "SwitchName=leaf Nodes=n[1-2]\nSwitchName=a Switches=leaf,b\nSwitchName=b Switches=a\n");
        QVERIFY(errorsOf(cluster.messages).find("cycle") != std::string::npos);
    }

    // Before: each partition was limited on its own, so 2,000 partitions of Nodes=ALL over 1,000
    // hosts expanded 2 million names.
    void partitionsTogetherStayWithinTheHostLimit()
    {
        std::string text = "NodeName=n[1-1000] Gres=gpu:h100:8\n";
        for (int p = 0; p < 2000; ++p)
            text += "PartitionName=p" + std::to_string(p) + " Nodes=ALL\n";
        const SlurmConf conf = parseSlurmConf(text, "slurm.conf", {});
        const std::string errors = errorsOf(conf.messages);
        QVERIFY2(errors.find("partitions and node sets name more than " + std::to_string(maxHostsPerImport) + " hosts in all")
                     != std::string::npos,
                 errors.substr(0, 2000).c_str());
        std::size_t named = 0;
        for (const SlurmPartition& partition : conf.partitions)
            named += partition.hosts.size();
        QVERIFY(named <= maxHostsPerImport);
        // Well within it, the same partitions are fine.
        std::string fine = "NodeName=n[1-10] Gres=gpu:h100:8\n";
        for (int p = 0; p < 100; ++p)
            fine += "PartitionName=p" + std::to_string(p) + " Nodes=n[1-10]\n";
        QVERIFY(!hasImportErrors(parseSlurmConf(fine, "slurm.conf", {}).messages));
    }

    void deviceListsTogetherStayWithinTheHostLimit()
    {
        std::string text;
        for (int l = 0; l < 40; ++l)
            text += "NodeName=n" + std::to_string(l) + " Name=gpu File=/dev/nvidia[0-49999]\n";
        const GresConf gres = parseGresConf(text, "gres.conf");
        QVERIFY(hasImportErrors(gres.messages));
        std::int64_t files = 0;
        for (const GresConfLine& line : gres.lines)
            files += line.count.value_or(0);
        QVERIFY(files <= static_cast<std::int64_t>(maxHostsPerImport));
    }

    void longKeyGivesAShortMessage()
    {
        const std::string key(100'000, 'K');
        const ConfigText text = parseConfigText(key + "\n", "slurm.conf");
        QCOMPARE(text.messages.size(), std::size_t{1});
        QVERIFY(text.messages[0].message.size() < 200);
        QVERIFY(text.messages[0].message.find("is not KEY=VALUE") != std::string::npos);
        const ConfigText quote = parseConfigText(key + "=\"open\n", "slurm.conf");
        QVERIFY(hasImportErrors(quote.messages));
        QVERIFY(quote.messages[0].message.size() < 200);
    }
};

QTEST_APPLESS_MAIN(TestSlurmParserLimits)
#include "tst_slurm_parser_limits.moc"
