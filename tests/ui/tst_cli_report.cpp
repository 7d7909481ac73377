// The headless commands as users run them: `report`, `compare` and `export-slurm` on every
// example (exit codes 0/1/2, the PDF's pages and text, the CSVs against each other, the Slurm
// files' node count). Runs the built executable.

#include "catalog/CsvDocument.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run clusterplanner(const QStringList& arguments, const QString& language = QString())
{
    QProcess process;
    if (!language.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("CLUSTERPLANNER_LANGUAGE"), language);
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner"), arguments);
    Run run;
    if (!process.waitForFinished(300000))
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString example(const QString& name)
{
    return QStringLiteral(CP_SOURCE_DIR "/data/examples/") + name;
}

// A CSV the app wrote, header first, read with the model's RFC 4180 reader.
QVector<QStringList> parseCsv(const QString& text)
{
    const cp::CsvDocument document = cp::CsvDocument::parse(text.toStdString(), "output.csv");
    QVector<QStringList> rows;
    const auto toList = [](const std::vector<std::string>& fields) {
        QStringList list;
        for (const std::string& field : fields)
            list << QString::fromStdString(field);
        return list;
    };
    rows << toList(document.header);
    for (const cp::CsvRecord& record : document.records)
        rows << toList(record.fields);
    return rows;
}

QString readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

class TestCliReport : public QObject {
    Q_OBJECT
private slots:
    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("report without design") << QStringList{"report"};
        QTest::newRow("report without output") << QStringList{"report", example("dgx-superpod-h100-4su.json")};
        QTest::newRow("report unknown option") << QStringList{"report", "x.json", "--pdf", "x.pdf", "--bogus"};
        QTest::newRow("report option without value") << QStringList{"report", "x.json", "--pdf"};
        QTest::newRow("compare one design") << QStringList{"compare", example("dgx-superpod-h100-4su.json")};
        QTest::newRow("compare bad format") << QStringList{"compare", "a.json", "b.json", "--format", "xml"};
        QTest::newRow("export-slurm without out") << QStringList{"export-slurm", example("dgx-superpod-h100-4su.json")};
    }
    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        const Run run = clusterplanner(arguments);
        QCOMPARE(run.exitCode, 2);
        // The message names the command, then what is wrong.
        QVERIFY2(run.err.contains("clusterplanner " + arguments.front() + ": "), qPrintable(run.err));
    }

    void missingDesignExitsWithOne()
    {
        QTemporaryDir dir;
        const Run run = clusterplanner({"report", dir.filePath("missing.json"), "--pdf", dir.filePath("r.pdf")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!run.err.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath("r.pdf")));
    }

    void reportOfEveryExample_data()
    {
        QTest::addColumn<QString>("design");
        for (const QString& name : QDir(QStringLiteral(CP_SOURCE_DIR "/data/examples")).entryList({"*.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << example(name);
    }
    void reportOfEveryExample()
    {
        QFETCH(QString, design);
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf");
        const QString csv = dir.filePath("results.csv");
        const QString bom = dir.filePath("bom.csv");
        const Run run = clusterplanner({"report", design, "--pdf", pdf, "--csv", csv, "--bom-csv", bom, "--no-analysis"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // "report.pdf: N page(s)" and the PDF has exactly those pages.
        const auto pages = QRegularExpression(QStringLiteral("(\\d+) page")).match(run.out);
        QVERIFY(pages.hasMatch());
        QProcess info;
        info.start("pdfinfo", {pdf});
        QVERIFY(info.waitForFinished(60000));
        QVERIFY(QString::fromUtf8(info.readAllStandardOutput()).contains(QRegularExpression("Pages:\\s+" + pages.captured(1) + "\\b")));
        QVERIFY(pages.captured(1).toInt() >= 4);

        // The results CSV parses into rows of key, section, item, figure (the registry label),
        // value and unit.
        const QVector<QStringList> results = parseCsv(readAll(csv));
        QVERIFY(results.size() > 5);
        QCOMPARE(results.front(), (QStringList{"key", "section", "item", "figure", "value", "unit", "low", "high", "source"}));
        QMap<QString, QString> byKey;
        for (int i = 1; i < results.size(); ++i) {
            QCOMPARE(results[i].size(), 9);
            QVERIFY2(!results[i][3].isEmpty(), qPrintable(results[i][0]));
            byKey.insert(results[i][0], results[i][4]);
        }
        QVERIFY(byKey.contains("totals.gpus"));
        // The bill of materials' total is the capex the results report.
        const QVector<QStringList> lines = parseCsv(readAll(bom));
        QVERIFY(lines.size() >= 2);
        QCOMPARE(lines.back().value(0), QString("total"));
        QVERIFY(byKey.contains("cost.capex_usd"));
        QCOMPARE(lines.back().value(5).toDouble(), byKey.value("cost.capex_usd").toDouble());

        // The PDF text shows the GPU count as the report formats it.
        QProcess text;
        text.start("pdftotext", {"-layout", pdf, "-"});
        QVERIFY(text.waitForFinished(60000));
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(pdfText.contains(QLocale(QLocale::English).toString(byKey.value("totals.gpus").toLongLong())));
        QVERIFY(pdfText.contains(QLatin1String("Assumptions and sources")));
    }

    // The report a decision maker reads: the SuperPOD's main body (cover, summary, one section
    // per area, with the scaling curve and the sensitivity tornado) fits in 15 pages before the
    // appendix, in English and in Spanish; the validation appendix summarises per source table
    // instead of listing every case.
    void superPodReportReadsAsADecision_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("appendix");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("gpus");
        QTest::addColumn<QString>("validationAppendix");
        QTest::newRow("en") << "en" << QString::fromUtf8("Appendix A \u2014") << "Summary" << "1,016"
                            << QString::fromUtf8("Appendix E \u2014");
        // Spanish groups thousands from five digits on (CLDR): 1016, but 16.000.
        QTest::newRow("es") << "es" << QString::fromUtf8("Ap\u00e9ndice A \u2014") << "Resumen"
                            << QLocale(QLocale::Spanish, QLocale::Spain).toString(1016) << QString::fromUtf8("Ap\u00e9ndice E \u2014");
    }
    void superPodReportReadsAsADecision()
    {
        QFETCH(QString, language);
        QFETCH(QString, appendix);
        QFETCH(QString, summary);
        QFETCH(QString, gpus);
        QFETCH(QString, validationAppendix);
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf");
        const Run run = clusterplanner({"report", example("dgx-superpod-h100-4su.json"), "--pdf", pdf}, language);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QProcess text;
        text.start("pdftotext", {"-layout", pdf, "-"});
        QVERIFY(text.waitForFinished(60000));
        const QStringList pages = QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\f'));
        int mainBody = -1;
        for (int i = 0; i < pages.size() && mainBody < 0; ++i)
            if (pages[i].contains(appendix))
                mainBody = i;
        QVERIFY2(mainBody > 2 && mainBody <= 15, qPrintable(QString::number(mainBody)));
        QVERIFY(pages.value(1).contains(summary));
        QVERIFY(pages.value(0).contains(gpus));
        // The validation appendix: a page or two per hundred source tables, not one row per case;
        // the appendix as a whole lists every figure but long lists read as tables.
        int validation = -1;
        for (int i = mainBody; i < pages.size() && validation < 0; ++i)
            if (pages[i].contains(validationAppendix))
                validation = i;
        QVERIFY2(validation > mainBody && pages.size() - validation <= 6, qPrintable(QString::number(pages.size() - validation)));
        QVERIFY2(pages.size() - mainBody < 40, qPrintable(QString::number(pages.size())));
    }

    void compareTwoExamples()
    {
        const Run run = clusterplanner({"compare", example("dgx-superpod-h100-4su.json"), example("gb200-nvl72-pod.json"), "--format", "csv"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QVector<QStringList> rows = parseCsv(run.out);
        QVERIFY(rows.size() > 3);
        QCOMPARE(rows.front().size(), 2 + 1 + 3);
        for (const QStringList& row : rows.mid(1))
            if (row[0] == QLatin1String("totals.gpus"))
                QCOMPARE(row[4].toDouble(), row[3].toDouble() - row[2].toDouble());
    }

    void exportSlurmOfTheSuperPod()
    {
        QTemporaryDir dir;
        const Run run = clusterplanner({"export-slurm", example("dgx-superpod-h100-4su.json"), "--out", dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString slurm = readAll(dir.filePath("slurm.conf"));
        QVERIFY(slurm.contains(QLatin1String("NodeName=dgx-h100-[001-127]")));
        QVERIFY(slurm.contains(QLatin1String("Gres=gpu:h100:8")));
        const QString topology = readAll(dir.filePath("topology.conf"));
        QCOMPARE(topology.count(QLatin1String("SwitchName=railgroup")), 4);
        QCOMPARE(readAll(dir.filePath("nodes.yaml")).count(QLatin1String("kind: Node\n")), 127);
    }
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
