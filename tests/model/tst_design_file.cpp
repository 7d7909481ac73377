// Design files: the migration chain, refusing newer versions, atomic saves, and a suite of
// malformed files that must each give a precise error (JSON pointer + what was expected),
// never a crash.

#include "model/DesignTestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

std::string readBytes(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::string testData(const char* name) { return std::string(CP_SOURCE_DIR) + "/tests/data/" + name; }

// A minimal valid current-version document to break in one place.
nlohmann::json validDocument()
{
    return nlohmann::json::parse(R"({
      "format": "clusterplanner-design", "version": 5, "min_app_version": "0.1.0", "name": "t",
      "groups": [ { "name": "SU", "kind": "scalable_unit", "count": 2, "children": [
          { "name": "Rack", "kind": "rack", "count": 4, "children": [
              { "name": "DGX", "kind": "nodes", "count": 4, "node": { "platform": "dgx_h100" } } ] } ] } ],
      "fabrics": [ { "name": "Compute", "role": "compute", "switch": "nvidia_qm9700", "tiers": 2,
                     "oversubscription": [1.0] } ]
    })");
}

// Every issue from parsing and, when the file parses, from validating against the test catalog.
std::vector<cp::DesignIssue> allIssues(std::string_view text)
{
    cp::DesignLoadResult loaded = cp::parseDesignText(text);
    std::vector<cp::DesignIssue> issues = loaded.issues;
    if (loaded.ok()) {
        const auto more = cp::validateDesign(*loaded.design, cp::test::designTestCatalog());
        issues.insert(issues.end(), more.begin(), more.end());
    }
    return issues;
}

QString describe(const std::vector<cp::DesignIssue>& issues)
{
    QStringList lines;
    for (const auto& issue : issues)
        lines << QString::fromStdString(cp::formatIssue(issue));
    return lines.join('\n');
}

std::string nested(const std::string& open, const std::string& close, int depth)
{
    std::string text;
    for (int i = 0; i < depth; ++i)
        text += open;
    for (int i = 0; i < depth; ++i)
        text += close;
    return text;
}

}  // namespace

class TestDesignFile : public QObject {
    Q_OBJECT

private slots:
    void migratesVersion1()
    {
        const cp::DesignLoadResult v1 = cp::loadDesignFile(testData("design-v1.json"));
        QVERIFY2(v1.ok(), qPrintable(describe(v1.issues)));
        QCOMPARE(v1.fileVersion, 1);
        QCOMPARE(v1.design->fabrics.at(0).oversubscription, std::vector<double>{2.0});
        const auto note = std::find_if(v1.issues.begin(), v1.issues.end(), [](const cp::DesignIssue& issue) {
            return issue.pointer == "/fabrics/0/oversubscription" && issue.severity == cp::Severity::Note;
        });
        QVERIFY2(note != v1.issues.end(), qPrintable(describe(v1.issues)));

        // Migrating version 1 gives exactly the current-version file of the same design.
        const cp::DesignLoadResult current = cp::loadDesignFile(testData("design-v5.json"));
        QVERIFY2(current.ok(), qPrintable(describe(current.issues)));
        QCOMPARE(current.fileVersion, cp::currentDesignFormatVersion);
        cp::Design migrated = *v1.design;
        migrated.name = current.design->name;
        migrated.description = current.design->description;
        QCOMPARE(cp::designToJsonText(migrated), readBytes(testData("design-v5.json")));
    }

    void migratesVersion2ResettingNestedPositions()
    {
        // Version 2 wrote positions of nested groups that nothing used; version 3 places nested
        // groups inside their parent, so the old values are reset to "automatic" (0, 0) with a note.
        const cp::DesignLoadResult v2 = cp::loadDesignFile(testData("design-v2.json"));
        QVERIFY2(v2.ok(), qPrintable(describe(v2.issues)));
        QCOMPARE(v2.fileVersion, 2);
        const cp::Group& nested = v2.design->groups.at(0).children.at(0);
        QCOMPARE(nested.x, 0.0);
        QCOMPARE(nested.y, 0.0);
        const auto note = std::find_if(v2.issues.begin(), v2.issues.end(), [](const cp::DesignIssue& issue) {
            return issue.pointer == "/groups" && issue.severity == cp::Severity::Note;
        });
        QVERIFY2(note != v2.issues.end(), qPrintable(describe(v2.issues)));
        const cp::DesignLoadResult v3 = cp::loadDesignFile(testData("design-v3.json"));
        QVERIFY(v3.ok());
        const cp::DesignLoadResult current = cp::loadDesignFile(testData("design-v5.json"));
        QVERIFY(current.ok());
        cp::Design migrated = *v2.design;
        migrated.name = current.design->name;
        migrated.description = current.design->description;
        QCOMPARE(cp::designToJsonText(migrated), readBytes(testData("design-v5.json")));
        cp::Design fromV3 = *v3.design;
        fromV3.name = current.design->name;
        fromV3.description = current.design->description;
        QCOMPARE(cp::designToJsonText(fromV3), readBytes(testData("design-v5.json")));

        // Positions of nested groups written by version 3 are kept.
        cp::Design placed = *v3.design;
        placed.groups[0].children[0].x = 40;
        placed.groups[0].children[0].y = 60;
        const cp::DesignLoadResult reread = cp::parseDesignText(cp::designToJsonText(placed));
        QVERIFY(reread.ok());
        QCOMPARE(reread.design->groups[0].children[0].x, 40.0);
        QCOMPARE(reread.design->groups[0].children[0].y, 60.0);
    }

    void migratesRackScaleNodesToComputeTrays()
    {
        // Version 3 modelled each GB200 NVL72 rack as one 72-GPU node: the v3 example of 8 such
        // racks opens as 8 racks of system gb200_nvl72 with 18 compute trays each, with a note,
        // and evaluates to the same 576 GPUs (now on 144 hosts).
        const cp::DesignLoadResult v3 = cp::loadDesignFile(testData("design-v3-gb200-nvl72.json"));
        QVERIFY2(v3.ok(), qPrintable(describe(v3.issues)));
        QCOMPARE(v3.fileVersion, 3);
        const auto note = std::find_if(v3.issues.begin(), v3.issues.end(), [](const cp::DesignIssue& issue) {
            return issue.pointer == "/groups/0/children/0/children/0" && issue.severity == cp::Severity::Note &&
                   issue.message.find("gb200_compute_tray") != std::string::npos;
        });
        QVERIFY2(note != v3.issues.end(), qPrintable(describe(v3.issues)));
        const cp::Group& rack = v3.design->groups.at(0).children.at(0);
        QVERIFY(rack.kind == cp::GroupKind::Rack);
        QCOMPARE(rack.count, 8);
        QCOMPARE(rack.rackSystemId, std::string("gb200_nvl72"));
        const cp::Group& trays = rack.children.at(0);
        QCOMPARE(trays.count, 18);
        QCOMPARE(trays.node->platformId, std::string("gb200_compute_tray"));

        const cp::Catalog catalog = cp::test::designTestCatalog();
        const auto issues = cp::validateDesign(*v3.design, catalog);
        QVERIFY2(!cp::hasErrors(issues), qPrintable(describe(issues)));
        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*v3.design, catalog));
        QCOMPARE(report["totals"]["gpus"].get<int>(), 576);
        QCOMPARE(report["totals"]["nodes"].get<int>(), 144);
        QCOMPARE(report["totals"]["scaleup_domains"].get<int>(), 8);
    }

    void migratesWholeRackNodesOutsideARack()
    {
        // Whole-rack nodes placed directly in a pod become racks of the system around the trays.
        nlohmann::json document = nlohmann::json::parse(readBytes(testData("design-v3-gb200-nvl72.json")));
        nlohmann::json nodes = document["groups"][0]["children"][0]["children"][0];
        nodes["count"] = 3;
        nodes["node"]["gpus_per_node"] = 36;   // a half-filled rack: 9 trays of 4
        document["groups"][0]["children"] = nlohmann::json::array({nodes});
        const cp::DesignLoadResult loaded = cp::parseDesignText(document.dump());
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.issues)));
        const cp::Group& rack = loaded.design->groups.at(0).children.at(0);
        QVERIFY(rack.kind == cp::GroupKind::Rack);
        QCOMPARE(rack.count, 3);
        QCOMPARE(rack.rackSystemId, std::string("gb200_nvl72"));
        QCOMPARE(rack.children.at(0).count, 9);
        QCOMPARE(rack.children.at(0).node->gpusPerNode, 0);
    }

    void everyPastVersionHasATestFile()
    {
        for (int version = 1; version <= cp::currentDesignFormatVersion; ++version) {
            const std::string file = testData(("design-v" + std::to_string(version) + ".json").c_str());
            const cp::DesignLoadResult loaded = cp::loadDesignFile(file);
            QVERIFY2(loaded.ok(), file.c_str());
            QCOMPARE(loaded.fileVersion, version);
        }
    }

    void refusesNewerVersionNamingTheAppVersion()
    {
        nlohmann::json document = validDocument();
        document["version"] = cp::currentDesignFormatVersion + 1;
        document["min_app_version"] = "3.2.0";
        const auto loaded = cp::parseDesignText(document.dump());
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.issues.size(), std::size_t{1});
        QCOMPARE(loaded.issues[0].pointer, std::string("/version"));
        QVERIFY2(loaded.issues[0].message.find("ClusterPlanner version 3.2.0 or later") != std::string::npos,
                 loaded.issues[0].message.c_str());
        QVERIFY(loaded.issues[0].message.find(CP_VERSION) != std::string::npos);
    }

    void collectsAllErrors()
    {
        nlohmann::json document = validDocument();
        document["groups"][0]["count"] = -1;
        document["groups"][0]["children"][0]["kind"] = "cabinet";
        document["fabrics"][0]["tiers"] = 7;
        const auto issues = allIssues(document.dump());
        QCOMPARE(issues.size(), std::size_t{3});
        QCOMPARE(issues[0].pointer, std::string("/groups/0/count"));
        QCOMPARE(issues[1].pointer, std::string("/groups/0/children/0/kind"));
        QCOMPARE(issues[2].pointer, std::string("/fabrics/0/tiers"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");

        const auto with = [](auto edit) {
            nlohmann::json document = validDocument();
            edit(document);
            return QByteArray::fromStdString(document.dump(2));
        };
        const QByteArray valid = QByteArray::fromStdString(validDocument().dump(2));

        QTest::newRow("empty") << QByteArray() << "" << "the file is empty";
        QTest::newRow("truncated") << valid.left(valid.size() / 2) << "/groups/0/children/0/children/0/kind"
                                   << "not valid JSON at line 22, column 2";
        QTest::newRow("trailing garbage") << valid + "}" << "" << "not valid JSON at line 41, column 2";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "" << "expected an object";
        QTest::newRow("other format") << with([](auto& d) { d["format"] = "kicad"; }) << "/format"
                                      << "\"kicad\" is not a ClusterPlanner design";
        QTest::newRow("no version") << with([](auto& d) { d.erase("version"); }) << "/version" << "missing required key";
        QTest::newRow("version string") << with([](auto& d) { d["version"] = "2"; }) << "/version"
                                        << "\"2\" is not a format version";
        QTest::newRow("version 0") << with([](auto& d) { d["version"] = 0; }) << "/version" << "is not a format version";
        QTest::newRow("negative count") << with([](auto& d) {
            d["groups"][0]["children"][0]["children"].push_back(d["groups"][0]["children"][0]["children"][0]);
            d["groups"][0]["children"][0]["children"].push_back(d["groups"][0]["children"][0]["children"][0]);
            d["groups"][0]["children"][0]["children"][2]["count"] = -4;
        }) << "/groups/0/children/0/children/2/count" << "-4 is not a positive integer";
        QTest::newRow("zero count") << with([](auto& d) { d["groups"][0]["count"] = 0; }) << "/groups/0/count"
                                    << "0 is not a positive integer";
        QTest::newRow("count string") << with([](auto& d) { d["groups"][0]["count"] = "4"; }) << "/groups/0/count"
                                      << "\"4\" is a string; expected a positive integer";
        QTest::newRow("count fraction") << with([](auto& d) { d["groups"][0]["count"] = 2.5; }) << "/groups/0/count"
                                        << "2.5 is a number; expected a positive integer";
        QTest::newRow("huge count") << with([](auto& d) { d["groups"][0]["count"] = 1000000000000LL; })
                                    << "/groups/0/count" << "1000000000000 is too large";
        QTest::newRow("uint64 count") << with([](auto& d) { d["groups"][0]["count"] = 18446744073709551615ULL; })
                                      << "/groups/0/count" << "18446744073709551615 is too large";
        QTest::newRow("counts multiply past limit") << with([](auto& d) {
            d["groups"][0]["count"] = 10000000;
            d["groups"][0]["children"][0]["count"] = 10000000;
        }) << "/groups/0/children/0/count" << "more than the largest design supported";
        QTest::newRow("GPUs past limit") << with([](auto& d) {
            d["groups"][0]["count"] = 100000;
            d["groups"][0]["children"][0]["count"] = 10;
            d["groups"][0]["children"][0]["children"][0]["count"] = 10;
        }) << "/groups" << "more than 10000000 GPUs in total";
        QTest::newRow("unknown key") << with([](auto& d) { d["groups"][0]["cuont"] = 3; }) << "/groups/0/cuont"
                                     << "unknown key 'cuont' (did you mean 'count'?)";
        QTest::newRow("unknown enum") << with([](auto& d) { d["groups"][0]["kind"] = "pods"; }) << "/groups/0/kind"
                                      << "\"pods\" is not a group kind (expected one of: pod, scalable_unit";
        QTest::newRow("nodes without node") << with([](auto& d) {
            d["groups"][0]["children"][0]["children"][0].erase("node");
        }) << "/groups/0/children/0/children/0/node" << "missing required key 'node'";
        QTest::newRow("groups not array") << with([](auto& d) { d["groups"] = nlohmann::json::object(); }) << "/groups"
                                          << "expected an array";
        QTest::newRow("number overflow") << with([](auto& d) { d["facility"] = {{"pue", 1.2}}; }).replace("1.2", "1e400")
                                         << "/facility/pue" << "number overflow parsing '1e400'";
        QTest::newRow("deep JSON nesting") << QByteArray::fromStdString(
            R"({"format": "clusterplanner-design", "version": 2, "name": )" + nested("[", "]", 200) + "}")
                                           << "/name/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0"
                                           << "nested deeper than 64 levels";
        {
            std::string groups = R"({"name": "leaf", "kind": "nodes", "node": {"platform": "dgx_h100"}})";
            for (int level = 0; level < 13; ++level)
                groups = R"({"name": "g", "kind": "pod", "children": [)" + groups + "]}";
            std::string pointer = "/groups/0";
            for (int level = 0; level < 11; ++level)
                pointer += "/children/0";
            QTest::newRow("deep group nesting")
                << QByteArray::fromStdString(R"({"format": "clusterplanner-design", "version": 2, "groups": [)" + groups + "]}")
                << QString::fromStdString(pointer + "/children") << "groups nested deeper than 12 levels";
        }
        QTest::newRow("non-UTF-8") << with([](auto& d) { d["name"] = "RACK_NAME"; }).replace("RACK_NAME", "caf\xe9")
                                   << "" << "not valid UTF-8: byte 0xE9 at line 39, column 15";
        QTest::newRow("overlong UTF-8") << valid.left(1) + "\xc0\xaf" + valid.mid(1) << ""
                                        << "not valid UTF-8: byte 0xC0 at line 1, column 2";
        QTest::newRow("huge string") << with([](auto& d) { d["name"] = std::string(5000, 'x'); }) << "/name"
                                     << "a string of 5000 bytes";
        QTest::newRow("huge key") << with([](auto& d) { d[std::string(5000, 'k')] = 1; }) << "/kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk..."
                                  << "a key of 5000 bytes";
        QTest::newRow("huge array") << with([](auto& d) { d["storage"] = std::vector<int>(10001, 1); })
                                    << "/storage/10000" << "an array with more than 10000 items";
        QTest::newRow("too many values") << QByteArray::fromStdString(
            R"({"format": "clusterplanner-design", "version": 2, "x": [)" + [] {
                std::string items = "[0";
                for (int i = 1; i < 9999; ++i)
                    items += ",0";
                std::string all = items + "]";
                for (int i = 1; i < 101; ++i)
                    all += "," + items + "]";
                return all;
            }() + "]}")
                                         << "/x/99/9994" << "more than 1000000 values";
        QTest::newRow("unknown platform") << with([](auto& d) {
            d["groups"][0]["children"][0]["children"][0]["node"]["platform"] = "dgx_h10";
        }) << "/groups/0/children/0/children/0/node/platform" << "unknown node id 'dgx_h10' (nearest: 'dgx_h100'";
        QTest::newRow("unknown GPU") << with([](auto& d) {
            d["groups"][0]["children"][0]["children"][0]["node"]["gpu"] = "nvidia_h200";
        }) << "/groups/0/children/0/children/0/node/gpu" << "unknown gpu id 'nvidia_h200' (nearest: 'nvidia_h200_sxm_141gb'";
        QTest::newRow("unknown switch") << with([](auto& d) { d["fabrics"][0]["switch"] = "qm9700"; })
                                        << "/fabrics/0/switch" << "unknown switch id 'qm9700' (nearest: 'nvidia_qm9700'";
        QTest::newRow("unknown override id") << with([](auto& d) { d["overrides"] = {{"dgx_h1OO", {{"price_usd", 1.0}}}}; })
                                             << "/overrides/dgx_h1OO" << "unknown catalog id 'dgx_h1OO' (nearest: 'dgx_h100'";
        QTest::newRow("override field") << with([](auto& d) { d["overrides"] = {{"dgx_h100", {{"colour", 1.0}}}}; })
                                        << "/overrides/dgx_h100/colour" << "'colour' cannot be overridden for a node";
        QTest::newRow("override value") << with([](auto& d) { d["overrides"] = {{"dgx_h100", {{"price_usd", "cheap"}}}}; })
                                        << "/overrides/dgx_h100/price_usd" << "\"cheap\" is a string; expected a number";
        QTest::newRow("missing attached group") << with([](auto& d) { d["fabrics"][0]["attached_group"] = "Rak"; })
                                                << "/fabrics/0/attached_group" << "no group is named 'Rak' (nearest: 'Rack'";
        QTest::newRow("rack in rack (no cycles: groups nest)") << with([](auto& d) {
            d["groups"][0]["kind"] = "rack";
        }) << "/groups/0/children/0/kind" << "a rack inside another rack";
        QTest::newRow("oversubscription per tier") << with([](auto& d) {
            d["fabrics"][0]["oversubscription"] = {1.0, 2.0};
        }) << "/fabrics/0/oversubscription" << "2 ratios for 2 tiers";
        QTest::newRow("oversubscription below 1") << with([](auto& d) { d["fabrics"][0]["oversubscription"] = {0.5}; })
                                                  << "/fabrics/0/oversubscription/0" << "0.5 is outside the range 1.0";
        QTest::newRow("plan product overflow") << with([](auto& d) {
            d["training"] = {{{"model", "llama3_8b"}, {"token_budget", 1e12},
                              {"plan", {{"tp", 10000000}, {"pp", 10000000}, {"dp", 10000000}}}}};
        }) << "/training/0/plan" << "tp x pp x dp x cp is more than 10000000 GPUs";
        // What the training model refuses to time, `check` refuses too (found by fuzz/design_evaluate:
        // 81 layers on pp 2 with interleave 2).
        QTest::newRow("interleave and layers per stage") << with([](auto& d) {
            d["training"] = {{{"model", {{"layers", 81}, {"hidden", 1024}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 4096},
                                         {"vocab", 1000}, {"seq_len", 2048}}},
                              {"token_budget", 1e9},
                              {"plan", {{"tp", 1}, {"pp", 2}, {"dp", 128}, {"micro_batch", 1}, {"global_batch", 256}, {"interleave", 2}}}}};
        }) << "/training/0/plan/interleave" << "layers per stage (41) a multiple of the interleave";
        QTest::newRow("interleave without a pipeline") << with([](auto& d) {
            d["training"] = {{{"model", "llama3_8b"}, {"token_budget", 1e12},
                              {"plan", {{"tp", 1}, {"pp", 1}, {"dp", 256}, {"micro_batch", 1}, {"global_batch", 256}, {"interleave", 2}}}}};
        }) << "/training/0/plan/interleave" << "needs pp > 1";
        QTest::newRow("context parallelism and the sequence") << with([](auto& d) {
            d["training"] = {{{"model", {{"layers", 4}, {"hidden", 1024}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 4096},
                                         {"vocab", 1000}, {"seq_len", 1002}}},
                              {"token_budget", 1e9},
                              {"plan", {{"tp", 1}, {"pp", 1}, {"dp", 64}, {"cp", 4}, {"micro_batch", 1}, {"global_batch", 64}}}}};
        }) << "/training/0/plan/cp" << "divisible by 2 x cp = 8 (it is 1002)";
        QTest::newRow("tensor parallelism and the KV heads") << with([](auto& d) {
            d["training"] = {{{"model", {{"layers", 4}, {"hidden", 1536}, {"heads", 12}, {"kv_heads", 3}, {"ffn_hidden", 6144},
                                         {"vocab", 1000}, {"seq_len", 1024}}},
                              {"token_budget", 1e9},
                              {"plan", {{"tp", 4}, {"pp", 1}, {"dp", 64}, {"micro_batch", 1}, {"global_batch", 64}}}}};
        }) << "/training/0/plan/tp" << "the 3 KV heads: neither divides the other";
        QTest::newRow("unknown preset") << with([](auto& d) {
            d["training"] = {{{"model", "llama4_2t"}, {"token_budget", 1e12}}};
        }) << "/training/0/model" << "\"llama4_2t\" is not a model preset (expected one of: gpt3_175b";
        QTest::newRow("dropout not a boolean") << with([](auto& d) {
            d["training"] = {{{"model", {{"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 256},
                                         {"vocab", 100}, {"seq_len", 128}, {"dropout", 0.1}}},
                              {"token_budget", 1e9}}};
        }) << "/training/0/model/dropout" << "expected true or false";
        QTest::newRow("kv heads") << with([](auto& d) {
            d["inference"] = {{{"model", {{"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 3}, {"ffn_hidden", 256},
                                          {"vocab", 100}, {"seq_len", 128}}},
                               {"request_rate_per_s", 1.0}, {"input_tokens", 10}, {"output_tokens", 10}}};
        }) << "/inference/0/model/kv_heads" << "3 KV heads do not divide the 8 attention heads";
        QTest::newRow("top-k above experts") << with([](auto& d) {
            d["inference"] = {{{"model", {{"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 256},
                                          {"vocab", 100}, {"seq_len", 128}, {"moe", {{"experts", 4}, {"top_k", 5}}}}},
                               {"request_rate_per_s", 1.0}, {"input_tokens", 10}, {"output_tokens", 10}}};
        }) << "/inference/0/model/moe/top_k" << "top-5 routing with only 4 experts";
        QTest::newRow("local attention without a window") << with([](auto& d) {
            d["inference"] = {{{"model", {{"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 256},
                                          {"vocab", 100}, {"seq_len", 128}, {"local_attention", {{"layers", 1}}}}},
                               {"request_rate_per_s", 1.0}, {"input_tokens", 10}, {"output_tokens", 10}}};
        }) << "/inference/0/model/local_attention/window_tokens" << "missing required key";
        QTest::newRow("more local layers than layers") << with([](auto& d) {
            d["inference"] = {{{"model", {{"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 8}, {"ffn_hidden", 256},
                                          {"vocab", 100}, {"seq_len", 128},
                                          {"local_attention", {{"layers", 3}, {"window_tokens", 128}}}}},
                               {"request_rate_per_s", 1.0}, {"input_tokens", 10}, {"output_tokens", 10}}};
        }) << "/inference/0/model/local_attention/layers" << "3 local-attention layers in a model of 2 layers";
    }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        const std::vector<cp::DesignIssue> issues = allIssues(std::string_view(text.constData(), text.size()));
        const auto match = std::find_if(issues.begin(), issues.end(), [&](const cp::DesignIssue& issue) {
            return issue.severity == cp::Severity::Error && issue.pointer == pointer.toStdString() &&
                   issue.message.find(message.toStdString()) != std::string::npos;
        });
        QVERIFY2(match != issues.end(), qPrintable("expected " + pointer + ": " + message + "\ngot:\n" + describe(issues)));
    }

    // A job larger than the cluster (say after a rack count was lowered) is a warning on the
    // job: the design stays valid, so its hardware, power and cost are still estimated.
    void workloadLargerThanTheClusterIsAWarning()
    {
        nlohmann::json document = validDocument();
        document["training"] = {{{"model", "llama3_8b"}, {"token_budget", 1e12},
                                 {"plan", {{"tp", 8}, {"pp", 1}, {"dp", 64}, {"global_batch", 64}}}}};
        const std::vector<cp::DesignIssue> issues = allIssues(document.dump(2));
        QVERIFY2(!cp::hasErrors(issues), qPrintable(describe(issues)));
        const auto warning = std::find_if(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
            return issue.severity == cp::Severity::Warning && issue.pointer == "/training/0/plan" &&
                   issue.message.find("tp x pp x dp x cp = 512 GPUs but the design has 256") != std::string::npos;
        });
        QVERIFY2(warning != issues.end(), qPrintable(describe(issues)));
    }

    void oversizedFileIsRefusedBeforeReading()
    {
        const std::filesystem::path file = std::filesystem::path(CP_BUILD_DIR) / "tst_design_file_oversized.json";
        {
            std::ofstream out(file, std::ios::binary);
            out << "{\"name\": \"";
            out << std::string(17 * 1024 * 1024, 'x');
            out << "\"}";
        }
        const cp::DesignLoadResult loaded = cp::loadDesignFile(file);
        std::filesystem::remove(file);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.issues.size(), std::size_t{1});
        QVERIFY(loaded.issues[0].message.find("larger than 16777216 bytes") != std::string::npos);
    }

    void missingFileIsAnIssue()
    {
        const cp::DesignLoadResult loaded = cp::loadDesignFile("/nonexistent/design.json");
        QVERIFY(!loaded.ok());
        QVERIFY(loaded.issues.at(0).message.find("cannot open the file") != std::string::npos);
        const cp::DesignLoadResult directory = cp::loadDesignFile(CP_SOURCE_DIR);
        QVERIFY(!directory.ok());
        QVERIFY(directory.issues.at(0).message.find("directory") != std::string::npos);
    }

    void saveIsAtomicAndKeepsPermissions()
    {
        const std::filesystem::path dir = std::filesystem::path(CP_BUILD_DIR) / "tst_design_file_save";
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        const std::filesystem::path file = dir / "design.json";
        { std::ofstream(file) << "old"; }
        std::filesystem::permissions(file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                                               std::filesystem::perms::group_read);

        const cp::DesignLoadResult loaded = cp::parseDesignText(validDocument().dump());
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.issues)));
        cp::saveDesignFile(*loaded.design, file);
        QCOMPARE(readBytes(file), cp::designToJsonText(*loaded.design));
        QCOMPARE(std::filesystem::status(file).permissions() & std::filesystem::perms::all,
                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                     std::filesystem::perms::group_read);
        // No temporary file is left behind.
        QCOMPARE(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()), 1);

        // A failed save (directory gone) throws with the file name and leaves nothing.
        const std::filesystem::path missing = dir / "no-such-dir" / "design.json";
        bool threw = false;
        try {
            cp::saveDesignFile(*loaded.design, missing);
        } catch (const std::runtime_error& error) {
            threw = std::string(error.what()).find(missing.string()) != std::string::npos;
        }
        QVERIFY(threw);
        std::filesystem::remove_all(dir);
    }

    void dropoutIsOptionalAndWrittenOnlyWhenOff()
    {
        nlohmann::json document = validDocument();
        const nlohmann::json model = {{"name", "m"}, {"layers", 2}, {"hidden", 64}, {"heads", 8}, {"kv_heads", 8},
                                      {"head_dim", 8}, {"ffn_hidden", 256}, {"gated_mlp", true}, {"vocab", 100},
                                      {"seq_len", 128}, {"tied_embeddings", false}};
        document["training"] = {{{"model", model}, {"token_budget", 1e9}}};

        // Without the field: dropout on (files from before it keep their meaning), and not written.
        const auto withoutField = cp::parseDesignText(document.dump());
        QVERIFY2(withoutField.ok(), qPrintable(describe(withoutField.issues)));
        QVERIFY(withoutField.design->training.at(0).model.dropout);
        const std::string onText = cp::designToJsonText(*withoutField.design);
        QVERIFY(onText.find("\"dropout\"") == std::string::npos);
        QCOMPARE(cp::designToJsonText(*cp::parseDesignText(onText).design), onText);

        // dropout false is kept through save and load, byte-identical from then on.
        document["training"][0]["model"]["dropout"] = false;
        const auto off = cp::parseDesignText(document.dump());
        QVERIFY2(off.ok(), qPrintable(describe(off.issues)));
        QVERIFY(!off.design->training.at(0).model.dropout);
        const std::string offText = cp::designToJsonText(*off.design);
        QVERIFY(offText.find("\"dropout\": false") != std::string::npos);
        const auto reloaded = cp::parseDesignText(offText);
        QVERIFY(reloaded.ok());
        QVERIFY(!reloaded.design->training.at(0).model.dropout);
        QCOMPARE(cp::designToJsonText(*reloaded.design), offText);

        // An explicit true reads as true and saves like a file without the field.
        document["training"][0]["model"]["dropout"] = true;
        const auto on = cp::parseDesignText(document.dump());
        QVERIFY(on.ok());
        QVERIFY(on.design->training.at(0).model.dropout);
        QCOMPARE(cp::designToJsonText(*on.design), onText);
    }

    // expert_tp: 1 is kept through save and load; the plan's tp reads as the default (not
    // written); anything else is refused with its pointer.
    void expertTensorParallelIsReadWrittenAndChecked()
    {
        nlohmann::json document = validDocument();
        const nlohmann::json model = {{"name", "moe"}, {"layers", 4}, {"hidden", 256}, {"heads", 8}, {"kv_heads", 8},
                                      {"head_dim", 32}, {"ffn_hidden", 1024}, {"gated_mlp", true}, {"vocab", 1000},
                                      {"seq_len", 1024}, {"moe", {{"experts", 8}, {"top_k", 2}, {"expert_ffn_hidden", 512}, {"shared_experts", 0}}}};
        const nlohmann::json plan = {{"tp", 2}, {"pp", 1}, {"dp", 2}, {"ep", 2}, {"micro_batch", 1}, {"global_batch", 8},
                                     {"expert_tp", 1}};
        document["training"] = {{{"model", model}, {"token_budget", 1e9}, {"plan", plan}}};
        const auto folded = cp::parseDesignText(document.dump());
        QVERIFY2(folded.ok(), qPrintable(describe(folded.issues)));
        QCOMPARE(folded.design->training.at(0).plan->expertTensorParallel, 1);
        const std::string text = cp::designToJsonText(*folded.design);
        QVERIFY(text.find("\"expert_tp\": 1") != std::string::npos);
        QCOMPARE(cp::parseDesignText(text).design->training.at(0).plan->expertTensorParallel, 1);

        document["training"][0]["plan"]["expert_tp"] = 2;   // = tp: the default
        const auto split = cp::parseDesignText(document.dump());
        QVERIFY2(split.ok(), qPrintable(describe(split.issues)));
        QCOMPARE(split.design->training.at(0).plan->expertTensorParallel, 0);
        QVERIFY(cp::designToJsonText(*split.design).find("expert_tp") == std::string::npos);

        document["training"][0]["plan"]["expert_tp"] = 3;
        const auto wrong = cp::parseDesignText(document.dump());
        QVERIFY(!wrong.ok());
        QVERIFY2(describe(wrong.issues).contains("/training/0/plan/expert_tp") &&
                     describe(wrong.issues).contains("neither 1"),
                 qPrintable(describe(wrong.issues)));
    }

    // A service's KV cache dtype is read, written only when it is not the engine's default, and
    // an unknown one names the field and the values it may take.
    void kvCacheDtypeIsReadWrittenAndChecked()
    {
        nlohmann::json document = validDocument();
        document["inference"] = {{{"model", "llama3_70b"}, {"precision", "bf16"}, {"request_rate_per_s", 1.0},
                                  {"input_tokens", 1000}, {"output_tokens", 100}, {"kv_cache", "fp8"}}};
        const auto fp8 = cp::parseDesignText(document.dump());
        QVERIFY2(fp8.ok(), qPrintable(describe(fp8.issues)));
        QVERIFY(fp8.design->inference.at(0).kvCache == cp::KvCacheDtype::Fp8);
        const std::string text = cp::designToJsonText(*fp8.design);
        QVERIFY(text.find("\"kv_cache\": \"fp8\"") != std::string::npos);
        QVERIFY(cp::parseDesignText(text).design->inference.at(0).kvCache == cp::KvCacheDtype::Fp8);

        document["inference"][0]["kv_cache"] = "auto";
        const auto automatic = cp::parseDesignText(document.dump());
        QVERIFY(automatic.ok());
        QVERIFY(automatic.design->inference.at(0).kvCache == cp::KvCacheDtype::EngineDefault);
        QVERIFY(cp::designToJsonText(*automatic.design).find("kv_cache") == std::string::npos);

        document["inference"][0]["kv_cache"] = "int4";
        const auto wrong = cp::parseDesignText(document.dump());
        QVERIFY(!wrong.ok());
        QVERIFY2(describe(wrong.issues).contains("/inference/0/kv_cache") && describe(wrong.issues).contains("bf16"),
                 qPrintable(describe(wrong.issues)));
    }

    void textIsCanonical()
    {
        const cp::DesignLoadResult loaded = cp::parseDesignText(validDocument().dump());
        QVERIFY(loaded.ok());
        const std::string text = cp::designToJsonText(*loaded.design);
        QVERIFY(text.back() == '\n');
        QVERIFY(text.rfind("{\n  \"format\": \"clusterplanner-design\",\n  \"version\": 5,\n  \"min_app_version\"", 0) == 0);
        // Presets given by id are saved expanded, and the result is stable from then on.
        nlohmann::json withPreset = validDocument();
        withPreset["training"] = {{{"model", "deepseek_v3"}, {"token_budget", 14.8e12}}};
        const auto first = cp::parseDesignText(withPreset.dump());
        QVERIFY2(first.ok(), qPrintable(describe(first.issues)));
        const std::string once = cp::designToJsonText(*first.design);
        QVERIFY(once.find("\"kv_lora_rank\": 512") != std::string::npos);
        QCOMPARE(cp::designToJsonText(*cp::parseDesignText(once).design), once);
        // So is its checkpoint's block-scaled FP8, which the serving model times on block kernels.
        QVERIFY(once.find("\"fp8_block_scaled\": true") != std::string::npos);
        QVERIFY(cp::parseDesignText(once).design->training.at(0).model.fp8BlockScaled);
        // Local attention too: gpt-oss's sliding windows, Llama 4's chunks.
        withPreset["inference"] = {{{"model", "gpt_oss_120b"}, {"request_rate_per_s", 1.0}, {"input_tokens", 1000}, {"output_tokens", 100}},
                                   {{"model", "llama4_maverick"}, {"request_rate_per_s", 1.0}, {"input_tokens", 1000}, {"output_tokens", 100}}};
        const auto second = cp::parseDesignText(withPreset.dump());
        QVERIFY2(second.ok(), qPrintable(describe(second.issues)));
        const std::string local = cp::designToJsonText(*second.design);
        const cp::Design reread = *cp::parseDesignText(local).design;
        QCOMPARE(reread.inference.at(0).model.localAttention.layers, 18);
        QCOMPARE(reread.inference.at(0).model.localAttention.windowTokens, 128);
        QVERIFY(!reread.inference.at(0).model.localAttention.chunked);
        QCOMPARE(reread.inference.at(1).model.localAttention.windowTokens, 8192);
        QVERIFY(reread.inference.at(1).model.localAttention.chunked);
        // And gpt-oss's BF16 attention beside its MXFP4 experts.
        QVERIFY(reread.inference.at(0).model.attentionIn16Bit);
        QVERIFY(!reread.inference.at(1).model.attentionIn16Bit);
        QCOMPARE(cp::designToJsonText(reread), local);
    }
};

QTEST_GUILESS_MAIN(TestDesignFile)
#include "tst_design_file.moc"
