#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// `clusterplanner catalog ...` end to end, with no display and a private user-data folder.
class TestCatalogCli : public QObject {
    Q_OBJECT

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    QTemporaryDir home_;

    Run run(const QStringList& arguments)
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove("DISPLAY");
        environment.remove("WAYLAND_DISPLAY");
        environment.remove("QT_QPA_PLATFORM");
        environment.insert("XDG_DATA_HOME", home_.path());   // the user catalog goes here
        environment.insert("CLUSTERPLANNER_DATA_DIR", CP_BUILD_DIR "/data");
        process.setProcessEnvironment(environment);
        process.start(CP_BUILD_DIR "/app/clusterplanner", arguments);
        if (!process.waitForFinished(60000))
            return {};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

private slots:
    void listsGpusAsJson()
    {
        const Run result = run({"catalog", "list", "--kind", "gpu", "--format", "json"});
        QCOMPARE(result.exitCode, 0);
        const QJsonArray gpus = QJsonDocument::fromJson(result.out.toUtf8()).array();
        QCOMPARE(gpus.size(), 12);
        for (const QJsonValue& value : gpus) {
            const QJsonObject gpu = value.toObject();
            QCOMPARE(gpu["kind"].toString(), QString("gpu"));
            QVERIFY(!gpu["source"].toString().isEmpty());
            QVERIFY(gpu["year"].toInt() >= 2020);
            if (gpu["id"].toString() == "nvidia_h100_sxm5_80gb") {
                QCOMPARE(gpu["bf16_dense_tflops"].toDouble(), 989.4);
                QCOMPARE(gpu["scaleup_unidir_gbytes_per_s"].toDouble(), 450.0);
            }
        }
    }

    void showsFiguresWithSourceAndYear()
    {
        const Run result = run({"catalog", "show", "nvidia_h100_sxm5_80gb"});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains("bf16_dense_tflops") && result.out.contains("989.4"), qPrintable(result.out));
        QVERIFY(result.out.contains("Source (2022)"));
        QVERIFY(result.out.contains("Lockwood"));
        QVERIFY(result.out.contains("Price source (2024, estimate)"));
    }

    void unknownIdAndUsageErrors()
    {
        const Run unknown = run({"catalog", "show", "nvidia_h100_sxm5"});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("unknown id 'nvidia_h100_sxm5'") && unknown.err.contains("nvidia_h100_sxm5_80gb"),
                 qPrintable(unknown.err));
        QCOMPARE(run({"catalog", "list", "--kind", "tpu"}).exitCode, 2);
        QCOMPARE(run({"catalog", "list", "--format", "xml"}).exitCode, 2);
        QCOMPARE(run({"catalog", "frobnicate"}).exitCode, 2);
        QCOMPARE(run({"catalog", "export", "out.csv"}).exitCode, 2);
    }

    void searchFindsByWords()
    {
        const Run result = run({"catalog", "search", "h100", "aws", "--format", "json"});
        QCOMPARE(result.exitCode, 0);
        const QJsonArray found = QJsonDocument::fromJson(result.out.toUtf8()).array();
        QVERIFY(found.size() >= 2);
        for (const QJsonValue& value : found)
            QCOMPARE(value.toObject()["kind"].toString(), QString("cloud"));
    }

    void importsIntoTheUserCatalogAndExports()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("gpus.csv");
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("id,name,bf16_dense_tflops,hbm_gb,hbm_tbps,scaleup_unidir_gbytes_per_s,scaleup_bidir_gbytes_per_s,"
                   "tdp_w,source,year\n"
                   "cli_test_gpu,CLI test GPU,1000,96,4,450,900,800,Test datasheet,2026\n");
        file.close();
        const Run imported = run({"catalog", "import", csv});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY(imported.out.contains("Imported 1 gpus"));
        const Run shown = run({"catalog", "show", "cli_test_gpu"});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY(shown.out.contains("user catalog"));

        const QString exported = dir.filePath("mine.csv");
        const Run exportRun = run({"catalog", "export", "--kind", "gpu", "--user-only", exported});
        QCOMPARE(exportRun.exitCode, 0);
        QFile back(exported);
        QVERIFY(back.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(back.readAll());
        QVERIFY(text.startsWith("id,vendor,name,"));
        QVERIFY(text.contains("cli_test_gpu"));
        QVERIFY(!text.contains("nvidia_h100_sxm5_80gb"));

        QFile bad(dir.filePath("bad.csv"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("id,name,bf16_dense_tflops,hbm_gb,hbm_tbps,scaleup_unidir_gbytes_per_s,scaleup_bidir_gbytes_per_s,"
                  "tdp_w,source,year\nx,X,fast,96,4,450,900,800,Test,2026\n");
        bad.close();
        const Run failed = run({"catalog", "import", "--kind", "gpu", bad.fileName()});
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains("bad.csv: row 1 (line 2), field 'bf16_dense_tflops': value 'fast'"),
                 qPrintable(failed.err));
    }
};

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "tst_catalog_cli.moc"
