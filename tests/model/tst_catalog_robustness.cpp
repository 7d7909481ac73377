#include "TestCatalog.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogImport.h"
#include "catalog/CatalogJson.h"
#include "catalog/CatalogRecord.h"
#include "catalog/CatalogValidator.h"
#include "catalog/LayeredCatalog.h"
#include "catalog/SqliteDatabase.h"
#include "catalog/UserCatalog.h"
#include "io/Utf8.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

// Hostile and broken catalog input (issue 21): every malformed CSV of tests/data/catalog is
// refused naming file, row (line), field and value, with nothing written; stored text that is
// not UTF-8 is repaired and reported; user-catalog paths that cannot be inspected or are not
// files leave the bundled catalog working; imports are bounded.
class TestCatalogRobustness : public QObject {
    Q_OBJECT

    static std::filesystem::path corpus(const char* name)
    {
        return std::filesystem::path(CP_SOURCE_DIR) / "tests/data/catalog" / name;
    }

    static std::filesystem::path writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
    {
        const std::filesystem::path file = dir.filePath(name).toStdString();
        std::ofstream stream(file, std::ios::binary);
        stream << text;
        return file;
    }

    static std::string gpuHeader()
    {
        return "id,vendor,name,bf16_dense_tflops,hbm_gb,hbm_tbps,scaleup_unidir_gbytes_per_s,"
               "scaleup_bidir_gbytes_per_s,tdp_w,source,year\n";
    }

    static std::string gpuRow(const std::string& id)
    {
        return id + ",Acme," + id + ",100,80,2,300,600,500,datasheet,2025\n";
    }

private slots:
    // Each file of the corpus: the import fails with these parts in the message, the user
    // catalog is not created.
    void malformedCsvIsRefusedAndWritesNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("0xFF in a source") << "invalid-utf8-source.csv" << "gpu"
                                          << QStringList{"row 2 (line 3)", "field 'source'", "not valid UTF-8", "0xFF"};
        QTest::newRow("overlong UTF-8") << "invalid-utf8-overlong.csv" << "gpu"
                                        << QStringList{"row 2 (line 3)", "field 'name'", "not valid UTF-8", "0xC0"};
        QTest::newRow("0xFF in the header") << "invalid-utf8-header.csv" << "gpu"
                                            << QStringList{"header (line 1), column 3", "not valid UTF-8"};
        QTest::newRow("price low above high") << "price-low-above-high.csv" << "gpu"
                                              << QStringList{"row 1 (line 2)", "price_usd_low is above price_usd_high"};
        QTest::newRow("bidirectional below unidirectional")
            << "bidir-below-unidir.csv" << "gpu"
            << QStringList{"row 1 (line 2)", "scaleup_bidir_gbytes_per_s is smaller than scaleup_unidir_gbytes_per_s"};
        QTest::newRow("id with a newline") << "id-with-newline.csv" << "gpu"
                                           << QStringList{"row 1 (line 2)", "field 'id'", "value 'bad\\ngpu'", "U+000A"};
        QTest::newRow("300-byte id") << "id-too-long.csv" << "gpu"
                                     << QStringList{"row 1 (line 2)", "field 'id'", "300 bytes long", "at most 128"};
        QTest::newRow("id of another kind") << "id-of-another-kind.csv" << "gpu"
                                            << QStringList{"row 1 (line 2)", "value 'dgx_h100'", "already the id of a node"};
        QTest::newRow("unclosed quote") << "unclosed-quote.csv" << "gpu" << QStringList{"line 2", "never closed"};
        QTest::newRow("quote inside a field") << "quote-inside-field.csv" << "gpu" << QStringList{"line 2", "a quote inside"};
        QTest::newRow("text after a quote") << "text-after-quote.csv" << "gpu"
                                            << QStringList{"line 2", "text after the closing quote"};
        QTest::newRow("too few fields") << "too-few-fields.csv" << "gpu"
                                        << QStringList{"row 1 (line 2)", "has 5 fields but the header has 13"};
        QTest::newRow("empty file") << "empty.csv" << "gpu" << QStringList{"empty"};
        QTest::newRow("unknown GPU") << "nodes-unknown-gpu.csv" << "node"
                                     << QStringList{"row 1 (line 2)", "'gpu_id'", "did you mean 'nvidia_h100_sxm5_80gb'"};
        QTest::newRow("no scale-up domain") << "nodes-no-scaleup-domain.csv" << "node"
                                            << QStringList{"row 1 (line 2)", "scaleup_domain_gpus", "at least 1"};
    }

    void malformedCsvIsRefusedAndWritesNothing()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        const std::filesystem::path csv = corpus(file.toUtf8().constData());
        cp::CsvImportOptions options;
        options.kind = cp::catalogKindFromString(kind.toStdString());
        try {
            cp::importCatalogCsv(userFile, csv, bundledCatalog(), options);
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            const QString message = QString::fromUtf8(error.what());
            QVERIFY2(cp::isValidUtf8(error.what()), qPrintable(message));
            QVERIFY2(message.startsWith(QString::fromStdString(csv.string())), qPrintable(message));
            for (const QString& part : expected)
                QVERIFY2(message.contains(part), qPrintable(message + "  (missing: " + part + ")"));
        }
        // A refused import writes nothing: not even a new, empty user catalog.
        QVERIFY(!std::filesystem::exists(userFile));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    void refusedImportLeavesAnExistingUserCatalogAsItWas()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        const auto good = writeFile(dir, "gpus.csv", gpuHeader() + gpuRow("first_gpu"));
        QCOMPARE(cp::importCatalogCsv(userFile, good, bundledCatalog()).entries, std::size_t{1});
        const auto bad = writeFile(dir, "more.csv", gpuHeader() + gpuRow("second_gpu") + "third,Acme,T,x,80,2,300,600,500,d,2025\n");
        cp::CsvImportOptions options;
        options.kind = cp::CatalogKind::Gpu;
        QVERIFY_THROWS_EXCEPTION(cp::CatalogError, cp::importCatalogCsv(userFile, bad, bundledCatalog(), options));
        cp::CatalogDatabase database(userFile, cp::CatalogDatabase::Access::ReadOnly);
        const cp::Catalog user = database.load(cp::CatalogOrigin::User);
        QCOMPARE(user.gpus.size(), std::size_t{1});
        QCOMPARE(user.gpus.front().id, std::string("first_gpu"));
    }

    void validBomAndCrlfFileImports()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        cp::CsvImportOptions options;
        options.kind = cp::CatalogKind::Gpu;
        const cp::CsvImportResult result = cp::importCatalogCsv(userFile, corpus("valid-bom-crlf.csv"), bundledCatalog(), options);
        QCOMPARE(result.entries, std::size_t{1});
        const cp::Catalog catalog = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), userFile).catalog;
        QCOMPARE(catalog.gpu("bom_gpu").name, std::string("BOM, CRLF"));
        QCOMPARE(catalog.gpu("bom_gpu").provenance.source, std::string("datasheet \"rev A\""));
    }

    // The defect: a 0xFF byte stored by an older release made every JSON output abort. The
    // value is now repaired on load, reported, and JSON of it cannot throw.
    void storedInvalidUtf8IsRepairedAndReported()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        {
            cp::UserCatalog user(userFile);
            cp::Gpu gpu = bundledCatalog().gpu("nvidia_h100_sxm5_80gb");
            user.put(gpu, bundledCatalog());
        }
        {
            cp::SqliteDatabase raw(userFile, cp::SqliteDatabase::Mode::ReadWrite);
            raw.execute("UPDATE gpus SET source = CAST(X'416362FF64' AS TEXT) WHERE id = 'nvidia_h100_sxm5_80gb'");
        }
        const cp::CatalogLoadResult loaded = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), userFile);
        QVERIFY(loaded.userCatalogLoaded);
        QCOMPARE(loaded.warnings.size(), std::size_t{1});
        const QString warning = QString::fromStdString(loaded.warnings.front());
        QVERIFY2(warning.contains("table 'gpus', row 1, column 'source'") && warning.contains("0xFF"), qPrintable(warning));
        const cp::Gpu& gpu = loaded.catalog.gpu("nvidia_h100_sxm5_80gb");
        QCOMPARE(gpu.provenance.source, std::string("Acb\xEF\xBF\xBD" "d"));
        QVERIFY(gpu.provenance.origin == cp::CatalogOrigin::User);
        const std::vector<cp::CatalogRecord> records = cp::catalogRecords(loaded.catalog, cp::CatalogKind::Gpu);
        QVERIFY(!cp::toJson(records).dump().empty());
    }

    void userCatalogThatCannotBeInspectedLeavesTheBundledOneWorking()
    {
        QTemporaryDir dir;
        // A symbolic-link loop: std::filesystem::exists() threw on it and every command aborted.
        const std::string loop = dir.filePath("loop.sqlite").toStdString();
        QCOMPARE(::symlink(loop.c_str(), loop.c_str()), 0);
        const cp::CatalogLoadResult looped = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), loop);
        QCOMPARE(looped.catalog.gpus.size(), bundledCatalog().gpus.size());
        QVERIFY(!looped.userCatalogLoaded);
        QCOMPARE(looped.warnings.size(), std::size_t{1});
        QVERIFY2(QString::fromStdString(looped.warnings.front()).contains("symbolic links"), looped.warnings.front().c_str());

        // A FIFO: SQLite would wait on it forever.
        const std::string fifo = dir.filePath("fifo.sqlite").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const cp::CatalogLoadResult piped = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), fifo);
        QCOMPARE(piped.catalog.gpus.size(), bundledCatalog().gpus.size());
        QCOMPARE(piped.warnings.size(), std::size_t{1});
        QVERIFY2(QString::fromStdString(piped.warnings.front()).contains("not a regular file"), piped.warnings.front().c_str());
        QVERIFY(std::filesystem::is_fifo(fifo));   // left alone, not moved aside

        // A folder where the file should be.
        const std::string folder = dir.filePath("folder.sqlite").toStdString();
        QVERIFY(QDir().mkpath(QString::fromStdString(folder)));
        const cp::CatalogLoadResult foldered = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), folder);
        QCOMPARE(foldered.catalog.gpus.size(), bundledCatalog().gpus.size());
        QCOMPARE(foldered.warnings.size(), std::size_t{1});
    }

    void importRefusesWhatIsNotAFile()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        const std::string fifo = dir.filePath("gpus.csv").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const auto started = std::chrono::steady_clock::now();
        for (const std::string& input : {fifo, std::string("/dev/zero"), dir.path().toStdString()}) {
            try {
                cp::importCatalogCsv(userFile, input, bundledCatalog(), {});
                QFAIL("expected CatalogError");
            } catch (const cp::CatalogError& error) {
                QVERIFY2(QString(error.what()).contains("not a regular file"), error.what());
            }
        }
        QVERIFY(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));   // never waits on the FIFO
        QVERIFY(!std::filesystem::exists(userFile));
    }

    void importIsBoundedInRowsAndBytes()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        std::string text = gpuHeader();
        for (int i = 0; i < 5; ++i)
            text += gpuRow("gpu_" + std::to_string(i));
        const auto csv = writeFile(dir, "gpus.csv", text);
        cp::CsvImportOptions rows;
        rows.limits.maxRows = 3;
        try {
            cp::importCatalogCsv(userFile, csv, bundledCatalog(), rows);
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            QVERIFY2(QString(error.what()).contains("row 4 (line 5): more than 3 rows"), error.what());
        }
        cp::CsvImportOptions bytes;
        bytes.limits.maxBytes = 100;
        try {
            cp::importCatalogCsv(userFile, csv, bundledCatalog(), bytes);
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            QVERIFY2(QString(error.what()).contains("more than the 100 bytes"), error.what());
        }
        QVERIFY(!std::filesystem::exists(userFile));

        // One line of 2 MiB (no newline, as /dev/zero or a binary file gives) is refused before
        // it is held in memory.
        const auto binary = writeFile(dir, "blob.csv", gpuHeader() + std::string(2 << 20, 'x'));
        try {
            cp::importCatalogCsv(userFile, binary, bundledCatalog(), {});
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            QVERIFY2(QString(error.what()).contains("a record longer than"), error.what());
        }
    }

    void importReportsProgressAndCountsReplacements()
    {
        QTemporaryDir dir;
        const std::filesystem::path userFile = dir.filePath("user-catalog.sqlite").toStdString();
        std::string text = gpuHeader() + gpuRow("nvidia_h100_sxm5_80gb");
        for (int i = 0; i < 9; ++i)
            text += gpuRow("gpu_" + std::to_string(i));
        const auto csv = writeFile(dir, "gpus.csv", text);
        std::vector<cp::CsvImportProgress> seen;
        cp::CsvImportOptions options;
        options.progressEveryRows = 4;
        options.progress = [&seen](const cp::CsvImportProgress& progress) { seen.push_back(progress); };
        const cp::CsvImportResult result = cp::importCatalogCsv(userFile, csv, bundledCatalog(), options);
        QCOMPARE(result.entries, std::size_t{10});
        QCOMPARE(result.replaced, std::size_t{1});
        QCOMPARE(seen.size(), std::size_t{3});   // rows 4, 8 and the end
        QCOMPARE(seen.back().rows, std::size_t{10});
        QCOMPARE(seen.back().bytesRead, seen.back().totalBytes);
    }

    // Layering many user rows keeps the order (bundled first, new user rows after) and the
    // replacement rule; lookups stay right when the vectors change after indexing.
    void layeringAndLookupWithALargeUserLayer()
    {
        cp::Catalog user;
        for (int i = 0; i < 20000; ++i) {
            cp::Gpu gpu;
            gpu.id = "user_gpu_" + std::to_string(i);
            user.gpus.push_back(gpu);
        }
        cp::Gpu replacement = bundledCatalog().gpu("amd_mi300x");
        replacement.tdpW = 1;
        user.gpus.push_back(replacement);
        std::vector<std::string> warnings;
        cp::Catalog layered = cp::layerCatalogs(bundledCatalog(), user, {}, warnings);
        QCOMPARE(layered.gpus.size(), bundledCatalog().gpus.size() + 20000);
        QCOMPARE(layered.gpus.front().id, bundledCatalog().gpus.front().id);
        QCOMPARE(layered.gpus.back().id, std::string("user_gpu_19999"));
        QCOMPARE(layered.gpu("amd_mi300x").tdpW, 1.0);
        QVERIFY(layered.findGpu("user_gpu_12345"));
        QVERIFY(!layered.findGpu("user_gpu_20000"));

        // Changed after indexing: the index is checked, never trusted.
        layered.gpus.erase(layered.gpus.begin());
        QVERIFY(!layered.findGpu(bundledCatalog().gpus.front().id));
        QCOMPARE(layered.findGpu("user_gpu_7")->id, std::string("user_gpu_7"));
        cp::Gpu added;
        added.id = "added_later";
        layered.gpus.push_back(added);
        QVERIFY(layered.findGpu("added_later"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogRobustness)
#include "tst_catalog_robustness.moc"
