#include "TestCatalog.h"

#include "catalog/CatalogRecord.h"
#include "catalog/CatalogTable.h"
#include "catalog/CatalogValidator.h"

#include <QtTest>

// Checks the catalog generated at build time from data/catalog/*.csv.
class TestCatalogBundled : public QObject {
    Q_OBJECT
private slots:
    void seedCountsMatchTheReference()
    {
        const cp::Catalog& catalog = bundledCatalog();
        // ../shared/reference/catalog-seed.json: 12 GPUs, 7 node platforms, 6 switches, 5 NICs, 8 optics.
        QCOMPARE(catalog.gpus.size(), std::size_t{12});
        QCOMPARE(catalog.nodes.size(), std::size_t{7});
        QCOMPARE(catalog.switches.size(), std::size_t{6});
        QCOMPARE(catalog.nics.size(), std::size_t{5});
        QCOMPARE(catalog.optics.size(), std::size_t{8});
        QVERIFY(catalog.storage.size() >= 7);
        QVERIFY(catalog.facilities.size() >= 22);
        QVERIFY(catalog.cloudOffers.size() >= 35);
        QVERIFY(catalog.failureRates.size() >= 18);
    }

    void everyRowHasSourceAndYear()
    {
        const cp::Catalog& catalog = bundledCatalog();
        int rows = 0;
        for (cp::CatalogKind kind : cp::allCatalogKinds()) {
            for (const cp::CatalogRecord& record : cp::catalogRecords(catalog, kind)) {
                ++rows;
                QVERIFY2(!record.provenance.source.empty(), qPrintable(QString::fromStdString(record.id)));
                QVERIFY2(record.provenance.year >= 1990 && record.provenance.year <= 2100,
                         qPrintable(QString::fromStdString(record.id)));
            }
        }
        for (const auto& parameter : catalog.parameters)
            QVERIFY2(!parameter.provenance.source.empty() && parameter.provenance.year >= 1990,
                     qPrintable(QString::fromStdString(parameter.scope + "." + parameter.name)));
        for (const auto& curve : catalog.efficiencyCurves)
            QVERIFY2(!curve.provenance.source.empty() && curve.provenance.year >= 1990,
                     qPrintable(QString::fromStdString(curve.gpuId + "/" + curve.curve)));
        QVERIFY(rows > 100);
    }

    void catalogIsConsistent()
    {
        const std::vector<std::string> problems = cp::validateCatalog(bundledCatalog());
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    }

    void h100FiguresAreDenseAndPerDirection()
    {
        const cp::Gpu& h100 = bundledCatalog().gpu("nvidia_h100_sxm5_80gb");
        QVERIFY(std::abs(h100.bf16DenseTflops - 989.0) <= 1.0);   // dense, not the 1,979 sparse headline
        QCOMPARE(h100.hbmGb, 80.0);
        QCOMPARE(h100.hbmTbps, 3.35);
        QCOMPARE(h100.scaleupUnidirGBps, 450.0);                 // NVIDIA's "900 GB/s" is both directions
        QCOMPARE(h100.scaleupBidirGBps, 900.0);
        QCOMPARE(h100.tdpW, 700.0);
        QVERIFY(h100.fp8DenseTflops && std::abs(*h100.fp8DenseTflops - 1978.9) < 1.0);
        QVERIFY(!bundledCatalog().gpu("nvidia_a100_sxm4_80gb").fp8DenseTflops);   // Ampere has no FP8
    }

    void everyGpuHasSaneUnits_data()
    {
        QTest::addColumn<QString>("id");
        for (const cp::Gpu& gpu : bundledCatalog().gpus)
            QTest::newRow(gpu.id.c_str()) << QString::fromStdString(gpu.id);
    }

    void everyGpuHasSaneUnits()
    {
        QFETCH(QString, id);
        const cp::Gpu& gpu = bundledCatalog().gpu(id.toStdString());
        // TFLOP/s (10^12), GB (10^9 bytes), TB/s: guards against FLOP/s or GiB slipping in.
        QVERIFY(gpu.bf16DenseTflops > 100 && gpu.bf16DenseTflops < 5000);
        QVERIFY(gpu.hbmGb >= 16 && gpu.hbmGb <= 512);
        QVERIFY(gpu.hbmTbps > 0.5 && gpu.hbmTbps < 20);
        QVERIFY(gpu.tdpW >= 200 && gpu.tdpW <= 2000);
        QVERIFY(gpu.scaleupUnidirGBps > 0);
        QCOMPARE(gpu.scaleupBidirGBps, 2 * gpu.scaleupUnidirGBps);
    }

    void nodePlatformsHaveScaleupDomainsAndNics()
    {
        const cp::Catalog& catalog = bundledCatalog();
        QCOMPARE(catalog.node("dgx_h100").scaleupDomainGpus, 8);
        QCOMPARE(catalog.node("dgx_h100").computeNics, 8);
        QCOMPARE(catalog.node("dgx_h100").computeNicGbps, 400.0);
        QCOMPARE(catalog.node("dgx_h100").maxPowerKw.value_or(0), 10.2);
        QCOMPARE(catalog.node("gb200_nvl72_rack").scaleupDomainGpus, 72);
        QCOMPARE(catalog.node("gb200_nvl72_rack").gpuCount, 72);
        QVERIFY(catalog.node("gb200_nvl72_rack").fullRack);
        QCOMPARE(catalog.node("dgx_a100_320gb").computeNicGbps, 200.0);
        for (const cp::NodePlatform& node : catalog.nodes) {
            QVERIFY2(catalog.findGpu(node.gpuId), node.id.c_str());
            QVERIFY2(node.scaleupDomainGpus >= 1 && node.scaleupDomainGpus <= node.gpuCount, node.id.c_str());
        }
    }

    void failureRatesFollowTheirCounts()
    {
        const cp::Catalog& catalog = bundledCatalog();
        // Llama 3 Table 5: 148 faulty-GPU interruptions on 16,384 GPUs in 54 days.
        const cp::FailureRate* faultyGpu = catalog.findFailureRate("llama3_faulty_gpu");
        QVERIFY(faultyGpu);
        QCOMPARE(faultyGpu->interruptions.value_or(0), 148);
        QVERIFY(std::abs(faultyGpu->failuresPerMillionHours - 148.0 / (16384.0 * 54 * 24) * 1e6) < 1e-6);
        int llamaTotal = 0;
        for (const cp::FailureRate& rate : catalog.failureRates) {
            if (rate.id.starts_with("llama3_") && rate.id != "llama3_all_unexpected" && rate.id != "llama3_gpu_category")
                llamaTotal += rate.interruptions.value_or(0);
            if (rate.interruptions && rate.unitCount && rate.observationHours)
                QVERIFY2(std::abs(rate.failuresPerMillionHours -
                                  *rate.interruptions / (*rate.unitCount * *rate.observationHours) * 1e6) < 1e-6,
                         rate.id.c_str());
        }
        QCOMPARE(llamaTotal, 419);
        // Meta RSC-1: 6.50 failures per 1,000 node-days.
        QVERIFY(std::abs(catalog.findFailureRate("meta_rsc1_node")->failuresPerMillionHours - 6.5 / 1000 / 24 * 1e6) < 1e-6);
    }

    void cloudOffersHaveStableIds()
    {
        const cp::CloudOffer* p5 = bundledCatalog().findCloudOffer("aws_p5_48xlarge_on_demand_2025");
        QVERIFY(p5);
        QCOMPARE(p5->usdPerGpuHour, 12.29);
        QCOMPARE(p5->gpuId, std::string("nvidia_h100_sxm5_80gb"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogBundled)
#include "tst_catalog_bundled.moc"
