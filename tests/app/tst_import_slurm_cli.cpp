// clusterplanner import-slurm through the command-line front end: options parse like every
// other command's (unknown ones exit 2 with a "did you mean", --opt=value works), a missing
// input names the nearest file, a refused configuration exits 1 with file:line and writes
// nothing, an existing design is kept unless --force, and what is written loads through the
// one design loader (check). Runs the built executable with no display.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList& arguments)
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
    process.start(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner"), arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString corpus(const char* name) { return QStringLiteral(CP_SOURCE_DIR "/tests/data/slurm/") + QLatin1String(name); }

}  // namespace

class TestImportSlurmCli : public QObject {
    Q_OBJECT

private slots:
    void importsAndTheDesignLoads()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("cluster.json");
        const Run run = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--out=" + out, "--name", "SuperPOD"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("Nodes by type (64 nodes, 512 GPUs):"), qPrintable(run.out));
        QVERIFY2(run.out.contains("Partitions:"), qPrintable(run.out));
        QVERIFY2(run.out.contains("Wrote " + out), qPrintable(run.out));
        const Run check = runCli({"check", out});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        QVERIFY2(check.out.contains("valid (512 GPUs in 64 nodes"), qPrintable(check.out));
    }

    void unknownOptionIsAUsageErrorWithASuggestion()
    {
        const Run run = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--topolgy", "t.conf", "--out", "x.json"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("unknown option '--topolgy' (did you mean '--topology'?)"), qPrintable(run.err));
        QVERIFY2(run.err.contains("Usage: clusterplanner import-slurm"), qPrintable(run.err));
        const Run noOut = runCli({"import-slurm", corpus("valid/02-superpod-rails")});
        QCOMPARE(noOut.exitCode, 2);
        QVERIFY2(noOut.err.contains("no output design given"), qPrintable(noOut.err));
        const Run valueMissing = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--out"});
        QCOMPARE(valueMissing.exitCode, 2);
        QVERIFY2(valueMissing.err.contains("--out needs a value"), qPrintable(valueMissing.err));
        const Run technology = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--out", "x.json", "--technology", "myrinet"});
        QCOMPARE(technology.exitCode, 2);
        QVERIFY2(technology.err.contains("--technology must be infiniband or ethernet, not 'myrinet'"), qPrintable(technology.err));
    }

    void missingInputNamesTheNearestFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("cluster.json");
        const Run run = runCli({"import-slurm", corpus("valid/02-superpod-rails/slurm.cnf"), "--out", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("no such file or folder (did you mean '" + corpus("valid/02-superpod-rails/slurm.conf") + "'?)"),
                 qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }

    void refusedConfigurationWritesNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("cluster.json");
        const Run run = runCli({"import-slurm", corpus("malformed/02-node-in-two-leaves"), "--out", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("topology.conf:2: a node in two leaf switches: n[08-09] under both"), qPrintable(run.err));
        QVERIFY2(run.err.contains("the configuration was not imported"), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }

    void existingDesignIsKeptUnlessForced()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("cluster.json");
        QFile existing(out);
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("mine");
        existing.close();
        const Run kept = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--out", out});
        QCOMPARE(kept.exitCode, 1);
        QVERIFY2(kept.err.contains("exists; give --force to replace it"), qPrintable(kept.err));
        QVERIFY(existing.open(QIODevice::ReadOnly));
        QCOMPARE(existing.readAll(), QByteArray("mine"));
        existing.close();
        const Run forced = runCli({"import-slurm", corpus("valid/02-superpod-rails"), "--out", out, "--force"});
        QVERIFY2(forced.exitCode == 0, qPrintable(forced.err));
        QCOMPARE(runCli({"check", out}).exitCode, 0);
    }
};

QTEST_APPLESS_MAIN(TestImportSlurmCli)
#include "tst_import_slurm_cli.moc"
