#include "TestCatalog.h"

#include "catalog/CatalogError.h"
#include "catalog/CatalogSearch.h"
#include "catalog/LayeredCatalog.h"
#include "catalog/SqliteDatabase.h"
#include "catalog/UserCatalog.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

// The user catalog layered over the bundled one: user entries and price overrides win, bad
// user files never stop the bundled catalog from loading and are never deleted.
class TestCatalogLayering : public QObject {
    Q_OBJECT

    static cp::Catalog layered(const std::filesystem::path& userFile)
    {
        const cp::CatalogLoadResult result = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), userFile);
        if (!result.warnings.empty())
            qWarning("%s", result.warnings.front().c_str());
        return result.catalog;
    }

private slots:
    void missingUserCatalogIsTheBundledOne()
    {
        QTemporaryDir dir;
        const cp::CatalogLoadResult result =
            cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), dir.filePath("none.sqlite").toStdString());
        QVERIFY(result.warnings.empty());
        QVERIFY(!result.userCatalogLoaded);
        QCOMPARE(result.catalog.gpus.size(), bundledCatalog().gpus.size());
    }

    void userEntriesReplaceAndExtendBundledOnes()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("user.sqlite").toStdString();
        {
            cp::UserCatalog user(file);
            cp::Gpu h100 = bundledCatalog().gpu("nvidia_h100_sxm5_80gb");
            h100.tdpW = 650;   // e.g. a power-capped fleet
            h100.provenance = {"Our fleet power cap policy (2026)", 2026, false, {}};
            user.put(h100, bundledCatalog());
            cp::NodePlatform node = bundledCatalog().node("dgx_h100");
            node.id = "our_h100_server";
            node.name = "Our H100 server";
            node.price.usd = 250000;
            user.put(node, bundledCatalog());
        }
        const cp::Catalog catalog = layered(file);
        QCOMPARE(catalog.gpu("nvidia_h100_sxm5_80gb").tdpW, 650.0);
        QVERIFY(catalog.gpu("nvidia_h100_sxm5_80gb").provenance.origin == cp::CatalogOrigin::User);
        QCOMPARE(catalog.gpus.size(), bundledCatalog().gpus.size());
        QCOMPARE(catalog.nodes.size(), bundledCatalog().nodes.size() + 1);
        QCOMPARE(catalog.node("our_h100_server").price.usd.value_or(0), 250000.0);
        QVERIFY(catalog.gpu("nvidia_a100_sxm4_80gb").provenance.origin == cp::CatalogOrigin::Bundled);

        cp::CatalogFilter userOnly;
        userOnly.origin = cp::CatalogOrigin::User;
        QCOMPARE(cp::searchCatalog(catalog, userOnly).size(), std::size_t{2});

        // Removing the user entry brings the bundled figure back.
        {
            cp::UserCatalog user(file);
            QVERIFY(user.remove(cp::CatalogKind::Gpu, "nvidia_h100_sxm5_80gb"));
            QVERIFY(!user.remove(cp::CatalogKind::Gpu, "nvidia_h100_sxm5_80gb"));
        }
        QCOMPARE(layered(file).gpu("nvidia_h100_sxm5_80gb").tdpW, 700.0);
    }

    void priceOverridesWinAndSurviveCatalogUpgrades()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("user.sqlite").toStdString();
        {
            cp::UserCatalog user(file);
            cp::PriceOverride price;
            price.kind = cp::CatalogKind::Gpu;
            price.id = "nvidia_h100_sxm5_80gb";
            price.price.usd = 24000;
            price.price.year = 2026;
            price.provenance = {"Vendor quote Q-77 (2026-10)", 2026, false, {}};
            user.setPriceOverride(price, bundledCatalog());
            cp::PriceOverride cloud;
            cloud.kind = cp::CatalogKind::Cloud;
            cloud.id = "aws_p5_48xlarge_on_demand_2025";
            cloud.price.usd = 5.5;
            cloud.provenance = {"Our AWS private pricing agreement", 2026, false, {}};
            user.setPriceOverride(cloud, bundledCatalog());
            cp::PriceOverride unknown = price;
            unknown.id = "nvidia_h100_sxm5_80g";
            QVERIFY_THROWS_EXCEPTION(cp::CatalogError, user.setPriceOverride(unknown, bundledCatalog()));
        }
        const cp::Catalog catalog = layered(file);
        const cp::Gpu& h100 = catalog.gpu("nvidia_h100_sxm5_80gb");
        QCOMPARE(h100.price.usd.value_or(0), 24000.0);
        QVERIFY(h100.price.userOverride);
        QCOMPARE(h100.price.source, std::string("Vendor quote Q-77 (2026-10)"));
        QCOMPARE(h100.bf16DenseTflops, bundledCatalog().gpu("nvidia_h100_sxm5_80gb").bf16DenseTflops);
        QCOMPARE(catalog.findCloudOffer("aws_p5_48xlarge_on_demand_2025")->usdPerGpuHour, 5.5);

        // An app upgrade ships a new bundled catalog (here: a new H100 list price and memory
        // bandwidth); the user's override still wins, the new bundled figures show through.
        cp::CatalogSeed newer;
        newer.catalog = bundledCatalog();
        cp::Gpu& newH100 = const_cast<cp::Gpu&>(newer.catalog.gpu("nvidia_h100_sxm5_80gb"));
        newH100.price.usd = 22000;
        newH100.hbmTbps = 3.4;
        const std::filesystem::path newerFile = dir.filePath("bundled-v2.sqlite").toStdString();
        {
            cp::CatalogDatabase database(newerFile, cp::CatalogDatabase::Access::CreateIfMissing);
            database.replaceAll(newer);
        }
        const cp::CatalogLoadResult upgraded = cp::loadLayeredCatalog(newerFile, file);
        QVERIFY(upgraded.warnings.empty());
        QCOMPARE(upgraded.catalog.gpu("nvidia_h100_sxm5_80gb").price.usd.value_or(0), 24000.0);
        QCOMPARE(upgraded.catalog.gpu("nvidia_h100_sxm5_80gb").hbmTbps, 3.4);
    }

    void corruptUserCatalogFallsBackAndIsKept()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("user-catalog.sqlite").toStdString();
        const std::string garbage = "this is not an SQLite database, but the user's file nonetheless\n";
        {
            std::ofstream stream(file, std::ios::binary);
            for (int i = 0; i < 200; ++i)
                stream << garbage;
        }
        const cp::CatalogLoadResult result = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), file);
        QCOMPARE(result.catalog.gpus.size(), bundledCatalog().gpus.size());
        QVERIFY(!result.userCatalogLoaded);
        QCOMPARE(result.warnings.size(), std::size_t{1});
        const QString warning = QString::fromStdString(result.warnings.front());
        QVERIFY2(warning.contains(QString::fromStdString(file.string())) && warning.contains("kept as"), qPrintable(warning));
        // Renamed aside, byte for byte, never deleted.
        QVERIFY(!std::filesystem::exists(file));
        std::vector<std::filesystem::path> aside;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path().toStdString()))
            if (entry.path().filename().string().starts_with("user-catalog.sqlite.corrupt-"))
                aside.push_back(entry.path());
        QCOMPARE(aside.size(), std::size_t{1});
        QCOMPARE(std::filesystem::file_size(aside.front()), std::uintmax_t{200 * garbage.size()});
        QVERIFY2(warning.contains(QString::fromStdString(aside.front().string())), qPrintable(warning));

        // The next edit starts a fresh user catalog at the usual place.
        cp::UserCatalog fresh(file);
        QVERIFY(fresh.entries().gpus.empty());
    }

    void lockedUserCatalogFallsBackAndIsLeftAlone()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath("user.sqlite").toStdString();
        {
            cp::UserCatalog user(file);
            cp::Gpu gpu = bundledCatalog().gpu("nvidia_l40s");
            gpu.id = "our_l40s";
            user.put(gpu, bundledCatalog());
        }
        cp::SqliteDatabase holder(file, cp::SqliteDatabase::Mode::ReadWrite);
        holder.execute("BEGIN EXCLUSIVE");
        const cp::CatalogLoadResult result = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), file);
        holder.execute("ROLLBACK");
        QCOMPARE(result.catalog.gpus.size(), bundledCatalog().gpus.size());
        QCOMPARE(result.warnings.size(), std::size_t{1});
        QVERIFY2(QString::fromStdString(result.warnings.front()).contains("locked"), result.warnings.front().c_str());
        QVERIFY(std::filesystem::exists(file));
        QVERIFY(layered(file).findGpu("our_l40s"));
    }

    void userEntriesAreCheckedBeforeWriting()
    {
        QTemporaryDir dir;
        cp::UserCatalog user(dir.filePath("user.sqlite").toStdString());
        cp::NodePlatform node = bundledCatalog().node("dgx_h100");
        node.id = "bad_node";
        node.gpuId = "nvidia_h100_sxm5_80g";
        try {
            user.put(node, bundledCatalog());
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("'gpu_id'") && message.contains("nvidia_h100_sxm5_80g'") &&
                         message.contains("did you mean 'nvidia_h100_sxm5_80gb'"),
                     error.what());
        }
        cp::Gpu gpu = bundledCatalog().gpu("nvidia_l40s");
        gpu.id = "no_source";
        gpu.provenance.source.clear();
        QVERIFY_THROWS_EXCEPTION(cp::CatalogError, user.put(gpu, bundledCatalog()));
        QVERIFY(user.entries().nodes.empty());
        QVERIFY(user.entries().gpus.empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogLayering)
#include "tst_catalog_layering.moc"
