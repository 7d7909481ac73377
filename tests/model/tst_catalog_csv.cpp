#include "TestCatalog.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogError.h"
#include "catalog/LayeredCatalog.h"
#include "catalog/UserCatalog.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

// CSV import/export of catalog entries: round trips, and every bad row rejected with the file,
// row, field and value in the message and nothing written.
class TestCatalogCsv : public QObject {
    Q_OBJECT

    static std::filesystem::path writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
    {
        const std::filesystem::path file = dir.filePath(name).toStdString();
        std::ofstream stream(file, std::ios::binary);
        stream << text;
        return file;
    }

    static const char* gpuHeader()
    {
        return "id,vendor,name,bf16_dense_tflops,hbm_gb,hbm_tbps,scaleup_unidir_gbytes_per_s,"
               "scaleup_bidir_gbytes_per_s,tdp_w,source,year\n";
    }

private slots:
    void parsesQuotedFields()
    {
        const cp::CsvDocument document = cp::CsvDocument::parse(
            "a,b,c\r\n1,\"x, \"\"quoted\"\"\",\"two\nlines\"\n\n2,,z\n", "t.csv");
        QCOMPARE(document.header.size(), std::size_t{3});
        QCOMPARE(document.records.size(), std::size_t{2});
        QCOMPARE(document.records[0].fields[1], std::string("x, \"quoted\""));
        QCOMPARE(document.records[0].fields[2], std::string("two\nlines"));
        QCOMPARE(document.records[1].line, 5);
        QVERIFY_THROWS_EXCEPTION(cp::CatalogError, cp::CsvDocument::parse("a,b\n1,\"open\n", "t.csv"));
    }

    void exportThenImportRoundTrips()
    {
        QTemporaryDir dir;
        const std::filesystem::path csv = dir.filePath("gpus.csv").toStdString();
        cp::exportCatalogCsv(bundledCatalog(), cp::CatalogKind::Gpu, csv);
        const auto items = cp::itemsFromCsv(cp::CsvDocument::read(csv), cp::catalogTable<cp::Gpu>());
        QCOMPARE(items.size(), bundledCatalog().gpus.size());
        const auto& original = bundledCatalog().gpu("amd_mi300x");
        const auto back = std::find_if(items.begin(), items.end(), [](const cp::Gpu& g) { return g.id == "amd_mi300x"; });
        QVERIFY(back != items.end());
        QCOMPARE(back->bf16DenseTflops, original.bf16DenseTflops);
        QCOMPARE(back->price.usd, original.price.usd);
        QCOMPARE(back->provenance.source, original.provenance.source);
        QCOMPARE(back->provenance.notes, original.provenance.notes);

        cp::UserCatalog user(dir.filePath("user.sqlite").toStdString());
        const cp::CsvImportResult result = user.importCsv(csv, std::nullopt, bundledCatalog());
        QVERIFY(result.kind == cp::CatalogKind::Gpu);
        QCOMPARE(result.entries, bundledCatalog().gpus.size());
        QCOMPARE(result.replaced, bundledCatalog().gpus.size());
    }

    void importAddsEntriesReferringToEachOther()
    {
        QTemporaryDir dir;
        cp::UserCatalog user(dir.filePath("user.sqlite").toStdString());
        const auto gpus = writeFile(dir, "new-gpus.csv",
                                    std::string(gpuHeader()) + "acme_x2,Acme,Acme X2,1500,192,6,600,1200,1000,"
                                                               "\"Acme X2 datasheet, rev A\",2026\n");
        QVERIFY(user.importCsv(gpus, std::nullopt, bundledCatalog()).kind == cp::CatalogKind::Gpu);   // by header
        const cp::Catalog layered = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), user.file()).catalog;
        QCOMPARE(layered.gpu("acme_x2").provenance.source, std::string("Acme X2 datasheet, rev A"));
        const auto nodes = writeFile(dir, "nodes.csv",
                                     "id,name,gpu_id,gpu_count,scaleup_domain_gpus,compute_nics,compute_nic_gbit_s,source,year\n"
                                     "acme_x2_box,Acme X2 box,acme_x2,8,8,8,400,Acme quote,2026\n");
        const auto result = user.importCsv(nodes, std::nullopt, layered);
        QCOMPARE(result.entries, std::size_t{1});
        QCOMPARE(result.replaced, std::size_t{0});
    }

    void badRowsNameFileRowFieldAndValue_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QStringList>("expected");
        const QString ok = "ok_gpu,Acme,OK,100,80,2,300,600,500,datasheet,2025\n";
        QTest::newRow("not a number") << ok + "bad_gpu,Acme,Bad,lots,80,2,300,600,500,datasheet,2025\n"
                                      << QStringList{"row 2 (line 3)", "field 'bf16_dense_tflops'", "value 'lots'", "not a number"};
        QTest::newRow("units in the cell") << ok + "bad_gpu,Acme,Bad,100,80 GB,2,300,600,500,datasheet,2025\n"
                                           << QStringList{"row 2", "field 'hbm_gb'", "value '80 GB'"};
        QTest::newRow("negative") << "bad_gpu,Acme,Bad,100,80,2,300,600,-5,datasheet,2025\n"
                                  << QStringList{"row 1 (line 2)", "field 'tdp_w'", "value '-5'", "negative"};
        QTest::newRow("missing source") << "bad_gpu,Acme,Bad,100,80,2,300,600,500,,2025\n"
                                        << QStringList{"row 1", "field 'source'", "required"};
        QTest::newRow("implausible year") << "bad_gpu,Acme,Bad,100,80,2,300,600,500,datasheet,25\n"
                                          << QStringList{"row 1", "field 'year'", "value '25'"};
        QTest::newRow("missing required number") << "bad_gpu,Acme,Bad,,80,2,300,600,500,datasheet,2025\n"
                                                 << QStringList{"row 1", "field 'bf16_dense_tflops'", "required"};
        QTest::newRow("too few fields") << ok + "bad_gpu,Acme,Bad,100\n"
                                        << QStringList{"row 2 (line 3)", "4 fields", "11"};
        QTest::newRow("duplicate id") << ok + ok << QStringList{"row 2", "field 'id'", "value 'ok_gpu'", "duplicates row 1"};
    }

    void badRowsNameFileRowFieldAndValue()
    {
        QFETCH(QString, body);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const auto csv = writeFile(dir, "gpus.csv", gpuHeader() + body.toStdString());
        cp::UserCatalog user(dir.filePath("user.sqlite").toStdString());
        try {
            user.importCsv(csv, std::nullopt, bundledCatalog());
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            const QString message = error.what();
            QVERIFY2(message.startsWith(QString::fromStdString(csv.string()) + ":"), qPrintable(message));
            for (const QString& part : expected)
                QVERIFY2(message.contains(part), qPrintable(message + "  (missing: " + part + ")"));
        }
        QVERIFY(user.entries().gpus.empty());   // the good row before the bad one was not written either
    }

    void badHeaderAndReferencesAreReported()
    {
        QTemporaryDir dir;
        cp::UserCatalog user(dir.filePath("user.sqlite").toStdString());
        const auto unknownColumn = writeFile(dir, "gpus.csv", "id,name,bf16_tflops\nx,X,1\n");
        try {
            user.importCsv(unknownColumn, std::nullopt, bundledCatalog());
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            QVERIFY2(QString(error.what()).contains("unknown column 'bf16_tflops'"), error.what());
        }
        const auto badReference = writeFile(dir, "nodes.csv",
                                            "id,name,gpu_id,gpu_count,scaleup_domain_gpus,compute_nics,compute_nic_gbit_s,source,year\n"
                                            "n1,Box,nvidia_h100_sxm5_80gb,8,8,8,400,quote,2026\n"
                                            "n2,Box,nvidia_h200,8,8,8,400,quote,2026\n");
        try {
            user.importCsv(badReference, std::nullopt, bundledCatalog());
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("row 2 (line 3)") && message.contains("'gpu_id'") &&
                         message.contains("'nvidia_h200'"),
                     error.what());
        }
        QVERIFY(user.entries().nodes.empty());
        const auto unknownKind = writeFile(dir, "mystery.csv", "foo,bar\n1,2\n");
        QVERIFY_THROWS_EXCEPTION(cp::CatalogError, user.importCsv(unknownKind, std::nullopt, bundledCatalog()));
    }
};

QTEST_GUILESS_MAIN(TestCatalogCsv)
#include "tst_catalog_csv.moc"
