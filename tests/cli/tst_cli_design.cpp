// `clusterplanner evaluate` and `clusterplanner check` as scripts use them: exit codes 0/1/2,
// output formats, and error messages naming the file and the JSON pointer.

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList& arguments)
{
    // The bundled catalog only: keep the user's own catalog (AppDataLocation) out of the test.
    static QTemporaryDir dataHome;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_DATA_HOME", dataHome.path());
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner"), arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString example(const char* name) { return QStringLiteral(CP_SOURCE_DIR "/data/examples/") + name; }

}  // namespace

class TestCliDesign : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The commands need the bundled catalog, which the catalog build generates.
        if (!QFile::exists(QStringLiteral(CP_BUILD_DIR "/data/catalog.sqlite")))
            QSKIP("no bundled catalog (build/data/catalog.sqlite) in this build yet");
    }

    void evaluateJson()
    {
        const Run run = runCli({"evaluate", example("dgx-superpod-h100-4su.json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonDocument report = QJsonDocument::fromJson(run.out.toUtf8());
        QVERIFY(report.isObject());
        QCOMPARE(report["totals"]["gpus"].toInteger(), 1016);
        QCOMPARE(report["totals"]["nodes"].toInteger(), 127);
        QCOMPARE(report["format"].toString(), QString("clusterplanner-evaluation"));
    }

    void evaluateEveryExample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("gpus");
        QTest::newRow("superpod") << example("dgx-superpod-h100-4su.json") << qint64(1016);
        QTest::newRow("rsc") << example("meta-rsc-a100-16k.json") << qint64(16000);
        QTest::newRow("colossus") << example("xai-memphis-h100-100k.json") << qint64(100352);
        QTest::newRow("gb200") << example("gb200-nvl72-pod.json") << qint64(576);
        QTest::newRow("inference") << example("llama3-70b-disaggregated-inference.json") << qint64(256);
    }

    void evaluateEveryExample()
    {
        QFETCH(QString, file);
        QFETCH(qint64, gpus);
        const Run run = runCli({"evaluate", file, "--format", "csv"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.startsWith("key,section,item,figure,value,unit,low,high,source\n"));
        QVERIFY2(run.out.contains(QString("\ntotals.gpus,totals,,GPUs,%1,,,,\n").arg(gpus)), qPrintable(run.out.left(2000)));
        // No section of the report failed on a bundled example.
        QVERIFY2(!run.out.contains(".error,"), qPrintable(run.out));
    }

    void evaluateTextToFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("report.txt");
        const Run run = runCli({"evaluate", example("gb200-nvl72-pod.json"), "--format=text", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        // Headline figures first, then each section in registry order with its units.
        QVERIFY(text.indexOf("Headline figures\n") < text.indexOf("\nOverview\n"));
        QVERIFY(text.contains(QRegularExpression("\n  GPUs +576\n")));
        QVERIFY(text.contains(QRegularExpression("\n  Facility power +[0-9.,]+ (kW|MW)")));
    }

    void invalidDesignExitsWithOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "clusterplanner-design", "version": 2, "min_app_version": "0.1.0",
                       "groups": [{"kind": "rack", "count": -4}, {"kind": "nodes", "node": {"platform": "dgx_h10"}}]})");
        file.close();
        for (const char* command : {"evaluate", "check"}) {
            const Run run = runCli({command, path});
            QCOMPARE(run.exitCode, 1);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(run.err.contains(path + ": /groups/0/count: -4 is not a positive integer"), qPrintable(run.err));
        }
        const Run missing = runCli({"evaluate", dir.filePath("missing.json")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(dir.filePath("missing.json") + ": /: cannot open the file"), qPrintable(missing.err));
    }

    void unknownIdNamesTheNearest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("typo.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "clusterplanner-design", "version": 2, "min_app_version": "0.1.0",
                       "groups": [{"kind": "rack", "children": [{"kind": "nodes", "node": {"platform": "dgx_h10"}}]}]})");
        file.close();
        const Run run = runCli({"check", path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(path + ": /groups/0/children/0/node/platform: unknown node id 'dgx_h10' (nearest: 'dgx_h100'"),
                 qPrintable(run.err));
    }

    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no design") << QStringList{"evaluate"};
        QTest::newRow("bad format") << QStringList{"evaluate", example("gb200-nvl72-pod.json"), "--format", "xml"};
        QTest::newRow("unknown option") << QStringList{"evaluate", example("gb200-nvl72-pod.json"), "--fast"};
        QTest::newRow("missing value") << QStringList{"evaluate", example("gb200-nvl72-pod.json"), "--out"};
        QTest::newRow("two designs") << QStringList{"evaluate", example("gb200-nvl72-pod.json"), example("gb200-nvl72-pod.json")};
        QTest::newRow("check nothing") << QStringList{"check"};
    }

    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("Usage: clusterplanner"));
    }

    void checkAllExamplesAndAnOldVersion()
    {
        QStringList files;
        for (const char* name : {"dgx-superpod-h100-4su.json", "meta-rsc-a100-16k.json", "xai-memphis-h100-100k.json",
                                 "gb200-nvl72-pod.json", "llama3-70b-disaggregated-inference.json"})
            files << example(name);
        files << QStringLiteral(CP_SOURCE_DIR "/tests/data/design-v1.json");
        const Run run = runCli(QStringList{"check"} + files);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains("dgx-superpod-h100-4su.json: valid (1016 GPUs in 127 nodes, 38 racks)"));
        // A rack-scale system: 8 NVL72 racks of 18 compute trays, each tray a node.
        QVERIFY2(run.out.contains("gb200-nvl72-pod.json: valid (576 GPUs in 144 nodes, 8 racks)"), qPrintable(run.out));
        QVERIFY2(run.err.contains("design-v1.json: /version: note: upgraded from design format version 1 to 5"),
                 qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliDesign)
#include "tst_cli_design.moc"
