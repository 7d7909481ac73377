// The command-line front end (issue 16 item 7, issue 21): a mistyped command, an unknown
// option or a missing file is a usage error (exit 2) with a "did you mean", never the desktop
// window a script would wait on; every design command loads designs through the one loader
// (migration notes printed alike); evaluate exits 1 when the input keeps a part from being
// estimated. Runs the built executable with no display.

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <limits>

namespace {

struct Run {
    int exitCode = -1;
    bool finished = false;
    qint64 milliseconds = 0;
    QString out;
    QString err;
};

Run runCli(const QStringList& arguments, const QString& workingDirectory = {})
{
    static QTemporaryDir dataHome;   // the bundled catalog only: no user catalog of the machine
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove("DISPLAY");
    environment.remove("WAYLAND_DISPLAY");
    environment.remove("QT_QPA_PLATFORM");
    environment.insert("XDG_DATA_HOME", dataHome.path());
    environment.insert("CLUSTERPLANNER_DATA_DIR", CP_BUILD_DIR "/data");
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner"), arguments);
    Run run;
    run.finished = process.waitForFinished(60000);
    run.milliseconds = timer.elapsed();
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString example(const char* name) { return QStringLiteral(CP_SOURCE_DIR "/data/examples/") + name; }

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile file(dir.filePath(name));
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return file.fileName();
}

// A question file: Llama 3 8B on 1T tokens within `days`, on DGX H100 over InfiniBand, at most
// `mw` of facility power.
QByteArray smallQuestion(double days, double mw)
{
    const QJsonObject model{{"name", "Llama 3 8B"}, {"layers", 32}, {"hidden", 4096}, {"heads", 32}, {"kv_heads", 8},
                            {"head_dim", 128}, {"ffn_hidden", 14336}, {"gated_mlp", true}, {"vocab", 128256},
                            {"seq_len", 8192}, {"dropout", false}};
    const QJsonObject job{{"name", "8B"}, {"model", model}, {"token_budget", 1.0e12}, {"global_batch_sequences", 512}};
    const QJsonObject limits{{"facility_mw", mw}, {"platforms", QJsonArray{"dgx_h100"}}, {"fabrics", QJsonArray{"infiniband"}}};
    const QJsonObject question{{"objective", "tco"},
                               {"training", QJsonArray{QJsonObject{{"job", "8B"}, {"deadline_days", days}}}},
                               {"limits", limits}};
    const QJsonObject document{{"format", "clusterplanner-design"}, {"version", 5}, {"min_app_version", "0.1.0"},
                               {"name", "question"}, {"training", QJsonArray{job}}, {"question", question}};
    return QJsonDocument(document).toJson();
}

// A figure of the chosen plan in size-inference's JSON output. NaN when the plan or the figure
// is missing, so every comparison with it fails and its message shows the NaN.
double planFigure(const Run& run, const QString& figure)
{
    const QJsonObject plan = QJsonDocument::fromJson(run.out.toUtf8()).object().value("plan").toObject();
    return plan.value(figure).toDouble(std::numeric_limits<double>::quiet_NaN());
}

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    // Before: `clusterplanner frobnicate` opened the desktop window (no display: it failed
    // later or a script waited forever).
    void unknownCommandExitsTwoWithoutADisplay()
    {
        const Run run = runCli({"frobnicate"});
        QVERIFY2(run.finished, "clusterplanner frobnicate did not exit");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("unknown command 'frobnicate'"), qPrintable(run.err));
        QVERIFY2(run.err.contains("clusterplanner --help"), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        qInfo("clusterplanner frobnicate exited in %lld ms", run.milliseconds);
    }

    // --domain and --fabric-gbps have documented defaults (8, 400): they used to be refused as
    // missing. A fleet it offers holds the TTFT target (a disaggregated prefill pool was once
    // sized at its saturation rate and printed TTFT 12 s against a 1 s target).
    void sizeInferenceUsesItsDefaultsAndHoldsTheTargets()
    {
        const Run run = runCli({"size-inference", "--model", "llama3_70b", "--gpu", "nvidia_b200_hgx", "--rate", "2000",
                                "--input", "2000", "--output", "500", "--ttft", "1", "--tpot", "0.05", "--format", "json"});
        QVERIFY2(run.finished, "size-inference did not exit");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject sizing = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const char* mode : {"aggregated", "disaggregated"}) {
            const QJsonObject plan = sizing.value(mode).toObject();
            QVERIFY2(!plan.isEmpty(), mode);
            QVERIFY2(plan.value("ttft_s").toDouble() <= 1.0, qPrintable(QString("%1 TTFT %2 s").arg(mode).arg(plan.value("ttft_s").toDouble())));
            QVERIFY2(plan.value("tpot_s").toDouble() <= 0.05, mode);
        }
        const Run missing = runCli({"size-inference", "--model", "llama3_70b", "--gpu", "nvidia_b200_hgx", "--input", "2000",
                                    "--output", "500", "--ttft", "1", "--tpot", "0.05"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("missing --rate"), qPrintable(missing.err));
    }

    // A checkpoint flag of size-inference overrides the preset's and changes the fleet: DeepSeek-V3's
    // block-scaled FP8 ran on vLLM 0.7's slow Triton kernels, so it needs more GPUs than per-tensor
    // FP8; gpt-oss keeps attention in 16 bits beside its MXFP4 experts, so a decode step reads
    // more bytes than an all-MXFP4 checkpoint's. A value other than true or false is refused.
    void sizeInferenceCheckpointFlagsOverrideThePresets_data()
    {
        QTest::addColumn<QStringList>("service");
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("figure");   // of the plan, larger with the preset's flag on
        QTest::newRow("block-scaled FP8")
            << QStringList{"--model", "deepseek_v3", "--gpu", "nvidia_h200_sxm_141gb", "--engine", "vllm", "--engine-version", "0.7.3",
                           "--rate", "2", "--input", "3200", "--output", "800", "--ttft", "5", "--tpot", "0.1"}
            << "fp8-block-scaled" << "gpus";
        QTest::newRow("attention in 16 bits")
            << QStringList{"--model", "gpt_oss_120b", "--gpu", "nvidia_h100_sxm5_80gb", "--precision", "fp4", "--rate", "20",
                           "--input", "2000", "--output", "500", "--ttft", "1", "--tpot", "0.03"}
            << "attention-16bit" << "tpot_s";
    }

    void sizeInferenceCheckpointFlagsOverrideThePresets()
    {
        QFETCH(QStringList, service);
        QFETCH(QString, flag);
        QFETCH(QString, figure);
        service = QStringList{"size-inference"} + service + QStringList{"--format", "json"};
        const Run preset = runCli(service);
        QVERIFY2(preset.exitCode == 0, qPrintable(preset.err));
        const Run off = runCli(service + QStringList{"--" + flag, "false"});
        QVERIFY2(off.exitCode == 0, qPrintable(off.err));
        QVERIFY2(planFigure(preset, figure) > planFigure(off, figure),
                 qPrintable(QString("%1: %2 vs %3").arg(figure).arg(planFigure(preset, figure)).arg(planFigure(off, figure))));
        const Run wrong = runCli(service + QStringList{"--" + flag, "maybe"});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("--" + flag + ": 'maybe' is not true or false"), qPrintable(wrong.err));
    }

    // --kv-cache fp8 serves a BF16 model from an FP8 cache: twice the tokens fit, so with long
    // outputs each GPU serves more; the engine's default (auto) keeps 16 bits. Other values are refused.
    void sizeInferenceTakesTheKvCacheDtype()
    {
        const QStringList service{"size-inference", "--model", "llama3_70b", "--gpu", "nvidia_h100_sxm5_80gb", "--engine", "vllm",
                                  "--precision", "bf16", "--mode", "aggregated", "--rate", "2", "--input", "4000", "--output", "4000",
                                  "--ttft", "60", "--tpot", "0.5", "--format", "json"};
        const auto goodput = [](const Run& run) { return planFigure(run, QStringLiteral("goodput_requests_per_s_per_gpu")); };
        const Run automatic = runCli(service);
        const Run sixteenBit = runCli(service + QStringList{"--kv-cache", "bf16"});
        const Run fp8 = runCli(service + QStringList{"--kv-cache", "fp8"});
        for (const Run* run : {&automatic, &sixteenBit, &fp8})
            QVERIFY2(run->exitCode == 0, qPrintable(run->err));
        QVERIFY2(goodput(sixteenBit) > 0, qPrintable(sixteenBit.out));
        QCOMPARE(goodput(automatic), goodput(sixteenBit));
        QVERIFY2(goodput(fp8) > 1.2 * goodput(sixteenBit), qPrintable(QString("%1 vs %2").arg(goodput(fp8)).arg(goodput(sixteenBit))));
        const Run wrong = runCli(service + QStringList{"--kv-cache", "int4"});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("--kv-cache: 'int4' is not auto, fp8 or bf16"), qPrintable(wrong.err));
    }

    void mistypedCommandSuggestsTheCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("evalute") << QStringList{"evalute", "x.json"} << "unknown command 'evalute' (did you mean 'evaluate'?)";
        QTest::newRow("chek") << QStringList{"chek"} << "unknown command 'chek' (did you mean 'check'?)";
        QTest::newRow("export-slrum") << QStringList{"export-slrum"} << "(did you mean 'export-slurm'?)";
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "unknown option '--frobnicate'";
        QTest::newRow("evaluate --formt") << QStringList{"evaluate", example("gb200-nvl72-pod.json"), "--formt", "csv"}
                                          << "unknown option '--formt' (did you mean '--format'?)";
        QTest::newRow("report --pfd") << QStringList{"report", "x.json", "--pfd", "x.pdf"}
                                      << "unknown option '--pfd' (did you mean '--pdf'?)";
        QTest::newRow("catalog lst") << QStringList{"catalog", "lst"} << "unknown subcommand 'lst' (did you mean 'list'?)";
        QTest::newRow("catalog --knd") << QStringList{"catalog", "list", "--knd", "gpu"}
                                       << "unknown option '--knd' (did you mean '--kind'?)";
    }

    void mistypedCommandSuggestsTheCommand()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run run = runCli(arguments);
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    }

    // `clusterplanner FILE` opens FILE in the app; a FILE that is not there is a usage error
    // naming the file that is, not an empty window.
    void missingDesignFileSuggestsTheFileThatExists()
    {
        const Run run = runCli({"data/examples/dgx-superpod-h100.json"}, QStringLiteral(CP_SOURCE_DIR));
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no such design file 'data/examples/dgx-superpod-h100.json' (did you mean "
                                  "'data/examples/dgx-superpod-h100-4su.json'?)"),
                 qPrintable(run.err));
        const Run folder = runCli({"data"}, QStringLiteral(CP_SOURCE_DIR));
        QCOMPARE(folder.exitCode, 2);
        QVERIFY2(folder.err.contains("'data' is a directory"), qPrintable(folder.err));
        // Inside a command a missing file stays invalid input (exit 1), with the suggestion too.
        const Run evaluate = runCli({"evaluate", "data/examples/gb200-nvl72.json"}, QStringLiteral(CP_SOURCE_DIR));
        QCOMPARE(evaluate.exitCode, 1);
        QVERIFY2(evaluate.err.contains("(did you mean 'data/examples/gb200-nvl72-pod.json'?)"), qPrintable(evaluate.err));
    }

    // One loader: compare, report and export-slurm print the migration notes evaluate prints.
    void everyDesignCommandPrintsMigrationNotes()
    {
        QTemporaryDir dir;
        const QString old = QStringLiteral(CP_SOURCE_DIR "/tests/data/design-v1.json");
        const QString note = "design-v1.json: /version: note: upgraded from design format version 1";
        const QList<QStringList> commands = {
            {"evaluate", old},
            {"check", old},
            {"compare", old, old},
            {"report", old, "--csv", dir.filePath("results.csv")},
            {"export-slurm", old, "--out", dir.filePath("slurm")},
        };
        for (const QStringList& command : commands) {
            const Run run = runCli(command);
            QVERIFY2(run.exitCode == 0, qPrintable(command.join(' ') + "\n" + run.err));
            QVERIFY2(run.err.contains(note), qPrintable(command.join(' ') + "\n" + run.err));
        }
    }

    // check accepted economics.discount_rate 1.0, then evaluate dropped the cost and power
    // sections and exited 0. Now the one range table refuses it in both.
    void discountRateOfOneIsRefusedByCheckAndEvaluate()
    {
        QTemporaryDir dir;
        QFile source(example("gb200-nvl72-pod.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(source.readAll()).object();
        QJsonObject economics = design["economics"].toObject();
        economics["discount_rate"] = 1.0;
        design["economics"] = economics;
        const QString path = writeFile(dir, "discount.json", QJsonDocument(design).toJson());
        for (const char* command : {"check", "evaluate"}) {
            const Run run = runCli({command, path});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains("/economics/discount_rate: 1 is outside the range 0.0 to 1.0 (1.0 excluded)"), qPrintable(run.err));
        }
    }

    // A latency target of 0 means none (docs/design-format.md): the service is sized.
    // search --stacks: each stack's own best plan (FSDP2 runs ZeRO 3 only), then the plans of
    // all of them ranked together by the job's objective; an unknown stack is a usage error
    // naming the known ones.
    void searchAcrossStacksRanksTheirPlansTogether()
    {
        const Run run = runCli({"search", example("dgx-superpod-h100-4su.json"), "--stacks", "megatron-core,pytorch-fsdp2,deepspeed",
                                "--top", "3", "--format", "json"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject job = QJsonDocument::fromJson(run.out.toUtf8()).object()["workloads"].toArray().at(0).toObject();
        const QJsonArray stacks = job["stacks"].toArray();
        QCOMPARE(stacks.size(), 3);
        QCOMPARE(stacks.at(0).toObject()["stack"].toString(), QStringLiteral("megatron-core"));
        QCOMPARE(stacks.at(1).toObject()["stack"].toString(), QStringLiteral("pytorch-fsdp2"));
        QCOMPARE(stacks.at(1).toObject()["best"].toObject()["plan"].toObject()["zero_stage"].toInt(), 3);
        double bestOfEach = 0;
        for (const QJsonValue& s : stacks)
            bestOfEach = std::max(bestOfEach, s.toObject()["best"].toObject()["tokens_per_s"].toDouble());
        const QJsonArray plans = job["plans"].toArray();
        QCOMPARE(plans.size(), 3);
        QCOMPARE(plans.at(0).toObject()["tokens_per_s"].toDouble(), bestOfEach);
        for (int i = 1; i < plans.size(); ++i)
            QVERIFY(plans.at(i - 1).toObject()["tokens_per_s"].toDouble() >= plans.at(i).toObject()["tokens_per_s"].toDouble());
        for (const QJsonValue& p : plans)
            QVERIFY(!p.toObject()["stack"].toString().isEmpty());

        const Run text = runCli({"search", example("dgx-superpod-h100-4su.json"), "--stacks", "all", "--top", "2"});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY(text.out.contains("best plans over these stacks"));
        QVERIFY(text.out.contains("pytorch-fsdp1 ("));

        // A framework family is its default row, as in a design's "stack".
        const Run families = runCli({"search", example("dgx-superpod-h100-4su.json"), "--stacks", "megatron,pytorch-fsdp", "--top", "1"});
        QVERIFY2(families.exitCode == 0, qPrintable(families.err));
        QVERIFY(families.out.contains("  megatron-core (") && families.out.contains("  pytorch-fsdp2 ("));

        const Run unknown = runCli({"search", example("dgx-superpod-h100-4su.json"), "--stacks", "megatron,nosuch"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("'nosuch' is not a software stack") && unknown.err.contains("known: megatron-core"),
                 qPrintable(unknown.err));
    }

    void noLatencyTargetSizesTheService()
    {
        QTemporaryDir dir;
        QFile source(example("llama3-70b-disaggregated-inference.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(source.readAll()).object();
        QJsonArray services = design["inference"].toArray();
        QJsonObject service = services.at(0).toObject();
        service["ttft_target_s"] = 0;
        service.remove("tpot_target_s");
        services[0] = service;
        design["inference"] = services;
        const QString path = writeFile(dir, "no-targets.json", QJsonDocument(design).toJson());
        QCOMPARE(runCli({"check", path}).exitCode, 0);
        const Run run = runCli({"evaluate", path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QVERIFY2(!report["inference"].toObject().contains("error"), qPrintable(run.out.left(3000)));
        QVERIFY(!run.out.contains("\"error\""));
        QVERIFY(!run.out.contains("inf ms"));
    }

    // A training job larger than the design: check warns (the design's hardware, power and
    // cost are still estimated, d609b5d) and evaluate writes everything it could estimate,
    // then exits 1 naming the job it could not.
    void evaluateExitsOneWhenAPartCannotBeEstimated()
    {
        QTemporaryDir dir;
        QFile source(example("gb200-nvl72-pod.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(source.readAll()).object();
        QJsonArray training = design["training"].toArray();
        QVERIFY(!training.isEmpty());
        QJsonObject job = training.at(0).toObject();
        job["gpus"] = 100000;
        job["plan"] = "auto";
        training[0] = job;
        design["training"] = training;
        const QString path = writeFile(dir, "too-big.json", QJsonDocument(design).toJson());
        const Run check = runCli({"check", path});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.err.contains("/training/0/gpus: warning: 100000 GPUs requested but the design has 576"), qPrintable(check.err));
        const Run run = runCli({"evaluate", path});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QVERIFY(report.contains("cost"));
        QVERIFY(report.contains("power"));
        QVERIFY2(run.err.contains(path + ": /training/workloads/0: could not be estimated"), qPrintable(run.err));
    }

    void reportAndExportRefuseOutputsBeyondTheLimit()
    {
        QTemporaryDir dir;
        // 288 bytes that expand to 1.25 million nodes: nodes.yaml would be 560 MB.
        const QString path = writeFile(dir, "huge.json", R"({"format": "clusterplanner-design", "version": 3, "min_app_version": "0.1.0",
            "groups": [{"kind": "rack", "count": 100000, "children": [{"kind": "nodes", "count": 12, "node": {"platform": "dgx_h100"}}]}]})");
        QElapsedTimer timer;
        timer.start();
        const Run run = runCli({"export-slurm", path, "--out", dir.filePath("out")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("1200000 nodes would take about") && run.err.contains("--allow-large-output"), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
        qInfo("export-slurm of 1.2 million nodes refused in %lld ms", timer.elapsed());
    }

    void exportReplacesTheWholeSetAndLeavesNoStagingFolder()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("slurm");
        QVERIFY(runCli({"export-slurm", example("dgx-superpod-h100-4su.json"), "--out", out}).exitCode == 0);
        QVERIFY(QFileInfo::exists(out + "/topology.conf"));
        // Exported again from a design without a compute fabric: the old topology.conf goes
        // with the old set (before, it stayed beside the new files).
        QFile source(example("dgx-superpod-h100-4su.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(source.readAll()).object();
        design["fabrics"] = QJsonArray();
        const QString bare = writeFile(dir, "no-fabric.json", QJsonDocument(design).toJson());
        const Run run = runCli({"export-slurm", bare, "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo::exists(out + "/slurm.conf"));
        QVERIFY(!QFileInfo::exists(out + "/topology.conf"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).filter("staging"), QStringList());
        // A folder with the user's own files: they stay, the set is renamed in file by file.
        writeFile(dir, "slurm/README.txt", "mine");
        QVERIFY(runCli({"export-slurm", example("dgx-superpod-h100-4su.json"), "--out", out}).exitCode == 0);
        QVERIFY(QFileInfo::exists(out + "/README.txt"));
        QVERIFY(QFileInfo::exists(out + "/topology.conf"));
    }

    // design-for: a small question (Llama 3 8B on 1T tokens, DGX H100 on InfiniBand) answered and
    // written; usage errors exit 2 with "did you mean"; bad questions and impossible ones exit 1
    // naming the file, the pointer and the value or the binding limit.
    void designForAnswersAndWritesTheDesigns()
    {
        QTemporaryDir dir;
        const QString question = writeFile(dir, "question.json", smallQuestion(30, 5));
        const QString out = dir.filePath("answer");
        const Run run = runCli({"design-for", question, "--out", out, "--top", "3"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("lowest TCO") && run.out.contains("binding:"), qPrintable(run.out));
        for (const char* name : {"design-tco.json", "design-capex.json", "design-time.json", "design-power.json",
                                 "front-01.json", "summary.json", "candidates.csv"})
            QVERIFY2(QFileInfo::exists(out + "/" + name), name);
        QFile summary(out + "/summary.json");
        QVERIFY(summary.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(summary.readAll()).object();
        QCOMPARE(json["answered"].toBool(), true);
        QCOMPARE(json["answers"].toArray().at(0).toObject()["file"].toString(), QString("design-tco.json"));
        // The written design is a design like any other.
        const Run evaluate = runCli({"evaluate", out + "/design-tco.json"});
        QVERIFY2(evaluate.exitCode == 0, qPrintable(evaluate.err));
    }

    void designForUsageErrorsSuggest()
    {
        QTemporaryDir dir;
        const QString question = writeFile(dir, "question.json", smallQuestion(30, 5));
        Run run = runCli({"design-for", question, "--objective", "tcoo"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("did you mean 'tco'"), qPrintable(run.err));
        run = runCli({"design-for", question, "--topp", "3"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("did you mean '--top'"), qPrintable(run.err));
        run = runCli({"design-for"});
        QCOMPARE(run.exitCode, 2);
    }

    void designForNamesBadInputAndTheBindingLimit()
    {
        QTemporaryDir dir;
        QJsonObject document = QJsonDocument::fromJson(smallQuestion(30, 5)).object();
        QJsonObject q = document["question"].toObject();
        q["training"] = QJsonArray{QJsonObject{{"job", "8 B"}, {"deadline_days", 30}}};
        document["question"] = q;
        const QString bad = writeFile(dir, "bad.json", QJsonDocument(document).toJson());
        Run run = runCli({"design-for", bad});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("bad.json: /question/training/0/job") && run.err.contains("did you mean '8B'"), qPrintable(run.err));

        const QString impossible = writeFile(dir, "impossible.json", smallQuestion(2, 0.2));
        run = runCli({"design-for", impossible});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("impossible.json: /question: no cluster answers the question") &&
                     run.err.contains("the limit is 0.2 MW"),
                 qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
