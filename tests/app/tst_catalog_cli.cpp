#include "TestCatalog.h"

#include "catalog/SqliteDatabase.h"
#include "catalog/UserCatalog.h"

#include <QDir>
#include <QFileInfo>
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

    Run run(const QStringList& arguments) { return runIn(home_.path(), arguments); }

    // Where the program keeps the user catalog under the data home XDG_DATA_HOME.
    static QString userCatalogIn(const QString& home)
    {
        return home + "/ClusterPlanner/ClusterPlanner/user-catalog.sqlite";
    }

    static QString corpus(const char* name) { return QStringLiteral(CP_SOURCE_DIR "/tests/data/catalog/") + name; }

    Run runIn(const QString& home, const QStringList& arguments)
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove("DISPLAY");
        environment.remove("WAYLAND_DISPLAY");
        environment.remove("QT_QPA_PLATFORM");
        environment.insert("XDG_DATA_HOME", home);   // the user catalog goes here
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

    // Issue 21: one 0xFF byte in a CSV was accepted, and from then on every JSON output
    // aborted. Now the import is refused naming row and field, and nothing is written.
    void importOfInvalidUtf8IsRefusedAndWritesNothing()
    {
        QTemporaryDir home;
        const Run refused = runIn(home.path(), {"catalog", "import", corpus("invalid-utf8-source.csv"), "--kind", "gpu"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("invalid-utf8-source.csv: row 2 (line 3), field 'source'") &&
                     refused.err.contains("not valid UTF-8 (byte 0xFF"),
                 qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(userCatalogIn(home.path())));
        const Run listed = runIn(home.path(), {"catalog", "list", "--format", "json"});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(listed.out.toUtf8()).isArray());
    }

    // A user catalog written before the check (or by another program) with a 0xFF byte: the
    // value is shown repaired with a warning, and JSON outputs work.
    void damagedStoredTextIsReportedNotFatal()
    {
        QTemporaryDir home;
        const QString file = userCatalogIn(home.path());
        {
            cp::UserCatalog user(file.toStdString());
            user.put(cp::test::bundledCatalog().gpu("nvidia_h100_sxm5_80gb"), cp::test::bundledCatalog());
        }
        {
            cp::SqliteDatabase raw(file.toStdString(), cp::SqliteDatabase::Mode::ReadWrite);
            raw.execute("UPDATE gpus SET source = CAST(X'4163FF6D65' AS TEXT)");
        }
        const Run listed = runIn(home.path(), {"catalog", "list", "--kind", "gpu", "--format", "json"});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.err.contains("column 'source': the stored text is not valid UTF-8"), qPrintable(listed.err));
        QVERIFY(QJsonDocument::fromJson(listed.out.toUtf8()).isArray());
        const Run evaluated = runIn(home.path(), {"evaluate", QStringLiteral(CP_SOURCE_DIR "/data/examples/dgx-superpod-h100-4su.json")});
        QCOMPARE(evaluated.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(evaluated.out.toUtf8()).isObject());
    }

    // A user-catalog path that cannot be inspected made std::filesystem::exists() throw and
    // every command abort (exit 134).
    void unusableUserCatalogLeavesTheBundledOneWorking()
    {
        QTemporaryDir home;
        const QString file = userCatalogIn(home.path());
        QVERIFY(QDir().mkpath(QFileInfo(file).path()));
        QVERIFY(QFile::link(file, file));   // a symbolic-link loop
        const Run listed = runIn(home.path(), {"catalog", "list", "--kind", "gpu"});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.err.contains("user catalog not used") && listed.err.contains("symbolic links"), qPrintable(listed.err));
        QVERIFY(listed.out.contains("nvidia_h100_sxm5_80gb"));
        const Run checked = runIn(home.path(), {"check", QStringLiteral(CP_SOURCE_DIR "/data/examples/dgx-superpod-h100-4su.json")});
        QCOMPARE(checked.exitCode, 0);
    }

    // `catalog import /dev/zero` aborted with bad_alloc; a FIFO blocked.
    void importOfWhatIsNotAFileIsRefused()
    {
        QTemporaryDir home;
        const Run zero = runIn(home.path(), {"catalog", "import", "/dev/zero", "--kind", "gpu"});
        QCOMPARE(zero.exitCode, 1);
        QVERIFY2(zero.err.contains("/dev/zero") && zero.err.contains("not a regular file"), qPrintable(zero.err));
        QVERIFY(!QFileInfo::exists(userCatalogIn(home.path())));
    }
};

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "tst_catalog_cli.moc"
