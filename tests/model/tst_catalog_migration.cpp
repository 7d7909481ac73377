#include "TestCatalog.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogSchema.h"
#include "catalog/LayeredCatalog.h"
#include "catalog/SqliteDatabase.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

// A user catalog written by schema v1 is upgraded on open: data kept, units converted, the old
// file kept as a backup.
class TestCatalogMigration : public QObject {
    Q_OBJECT

    static std::filesystem::path makeV1Catalog(const QTemporaryDir& dir)
    {
        std::ifstream stream(CP_SOURCE_DIR "/tests/model/data/catalog_v1.sql");
        std::ostringstream sql;
        sql << stream.rdbuf();
        const std::filesystem::path file = dir.filePath("user-catalog.sqlite").toStdString();
        cp::SqliteDatabase database(file, cp::SqliteDatabase::Mode::ReadWriteCreate);
        database.execute(sql.str());
        if (database.userVersion() != 1)
            qFatal("fixture catalog_v1.sql did not produce schema version 1");
        return file;
    }

private slots:
    void upgradesVersion1AndKeepsEntries()
    {
        QTemporaryDir dir;
        const auto file = makeV1Catalog(dir);
        cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::ReadWrite);
        QCOMPARE(database.migrationsApplied().size(), std::size_t(cp::catalogSchemaVersion - 1));   // every step from v1
        QVERIFY(database.migrationsApplied().front().starts_with("v1 -> v2"));
        QVERIFY(database.migrationsApplied().back().starts_with("v6 -> v7"));

        const cp::Catalog user = database.load(cp::CatalogOrigin::User);
        const cp::Gpu* acme = user.findGpu("acme_x1");
        QVERIFY(acme);
        // v1 stored the bidirectional figure; v2 keeps it and derives the per-direction one.
        QCOMPARE(acme->scaleupBidirGBps, 1000.0);
        QCOMPARE(acme->scaleupUnidirGBps, 500.0);
        QCOMPARE(acme->price.usd.value_or(0), 28000.0);
        QCOMPARE(user.node("acme_x1_8way").gpuId, std::string("acme_x1"));
        QVERIFY(database.priceOverrides().empty());   // the table v2 added exists and is empty

        QVERIFY(std::filesystem::exists(file.string() + ".v1.bak"));
        cp::SqliteDatabase reopened(file, cp::SqliteDatabase::Mode::ReadOnly);
        QCOMPARE(reopened.userVersion(), cp::catalogSchemaVersion);
    }

    void upgradedUserCatalogIsLayeredOverTheBundledOne()
    {
        QTemporaryDir dir;
        const auto file = makeV1Catalog(dir);
        const cp::CatalogLoadResult result = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), file);
        QVERIFY2(result.warnings.empty(), result.warnings.empty() ? "" : result.warnings.front().c_str());
        QVERIFY(result.userCatalogLoaded);
        QCOMPARE(result.migrations.size(), std::size_t(cp::catalogSchemaVersion - 1));
        const cp::Gpu& h100 = result.catalog.gpu("nvidia_h100_sxm5_80gb");
        QCOMPARE(h100.name, std::string("H100 SXM5 80GB (our contract)"));
        QCOMPARE(h100.scaleupUnidirGBps, 450.0);
        QVERIFY(h100.provenance.origin == cp::CatalogOrigin::User);
        QCOMPARE(result.catalog.gpus.size(), bundledCatalog().gpus.size() + 1);
    }

    // A user catalog holding `stack` as schema `version` wrote it: the software_stacks columns
    // added since (`laterColumns`) dropped and the version set back.
    static std::filesystem::path writeOldStackCatalog(const QTemporaryDir& dir, int version,
                                                      const std::vector<std::string>& laterColumns,
                                                      const cp::SoftwareStack& stack)
    {
        const std::filesystem::path file = dir.filePath("old-stacks.sqlite").toStdString();
        {
            cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::CreateIfMissing);
            database.upsert(std::vector<cp::SoftwareStack>{stack});
        }
        cp::SqliteDatabase raw(file, cp::SqliteDatabase::Mode::ReadWrite);
        for (const std::string& column : laterColumns)
            raw.execute("ALTER TABLE software_stacks DROP COLUMN " + column);
        raw.setUserVersion(version);
        return file;
    }

    static cp::SoftwareStack ourStack()
    {
        cp::SoftwareStack stack;
        stack.id = "our-megatron";
        stack.framework = "megatron";
        stack.name = "Our Megatron fork";
        stack.tensorParallelOverlap = 0.6;
        stack.expertGroupsAcrossContext = true;
        stack.fp8ParameterGather = true;
        stack.provenance.source = "our measurements";
        return stack;
    }

    // A v5 user catalog's software stacks lack the EP layout and FP8 gather columns: they are
    // added, the user's stack keeps its figures and reads as EP carved from data parallelism
    // with BF16 gathers (as the model timed it when the file was written).
    void upgradesVersion5SoftwareStacks()
    {
        QTemporaryDir dir;
        const auto file = writeOldStackCatalog(dir, 5, {"expert_groups_across_context", "fp8_param_gather"}, ourStack());
        cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::ReadWrite);
        QCOMPARE(database.migrationsApplied().size(), std::size_t{2});
        QVERIFY(database.migrationsApplied().front().starts_with("v5 -> v6"));
        const cp::Catalog user = database.load(cp::CatalogOrigin::User);
        QCOMPARE(user.softwareStacks.size(), std::size_t{1});
        QCOMPARE(user.softwareStacks.front().tensorParallelOverlap, 0.6);
        QVERIFY(!user.softwareStacks.front().expertGroupsAcrossContext);
        QVERIFY(!user.softwareStacks.front().fp8ParameterGather);
    }

    // A v6 user catalog's software stacks gain fp8_param_gather on open (BF16 gathers) instead
    // of being refused for the missing column; what v6 had stays.
    void upgradesVersion6SoftwareStacks()
    {
        QTemporaryDir dir;
        const auto file = writeOldStackCatalog(dir, 6, {"fp8_param_gather"}, ourStack());
        cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::ReadWrite);
        QCOMPARE(database.migrationsApplied().size(), std::size_t{1});
        QVERIFY(database.migrationsApplied().front().starts_with("v6 -> v7"));
        const cp::Catalog user = database.load(cp::CatalogOrigin::User);
        QCOMPARE(user.softwareStacks.size(), std::size_t{1});
        QVERIFY(user.softwareStacks.front().expertGroupsAcrossContext);
        QVERIFY(!user.softwareStacks.front().fp8ParameterGather);
    }

    void refusesANewerSchemaAndLeavesTheFile()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("future.sqlite").toStdString();
        {
            cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::CreateIfMissing);
        }
        {
            cp::SqliteDatabase raw(file, cp::SqliteDatabase::Mode::ReadWrite);
            raw.setUserVersion(cp::catalogSchemaVersion + 1);
        }
        try {
            cp::CatalogDatabase database(file, cp::CatalogDatabase::Access::ReadWrite);
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            QVERIFY2(QString(error.what()).contains("newer ClusterPlanner"), error.what());
        }
        const cp::CatalogLoadResult result = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), file);
        QCOMPARE(result.warnings.size(), std::size_t{1});
        QVERIFY(!result.userCatalogLoaded);
        QVERIFY(std::filesystem::exists(file));
        cp::SqliteDatabase raw(file, cp::SqliteDatabase::Mode::ReadOnly);
        QCOMPARE(raw.userVersion(), cp::catalogSchemaVersion + 1);
    }
};

QTEST_GUILESS_MAIN(TestCatalogMigration)
#include "tst_catalog_migration.moc"
