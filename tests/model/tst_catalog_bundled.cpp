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
        // ../shared/reference/catalog-seed.json: 12 GPUs, 7 node platforms (the GB200 NVL72 rack
        // now a compute tray plus a rack system), 6 switches, 5 NICs, 8 optics and a fiber link.
        QCOMPARE(catalog.gpus.size(), std::size_t{12});
        QCOMPARE(catalog.nodes.size(), std::size_t{7});
        QCOMPARE(catalog.switches.size(), std::size_t{6});
        QCOMPARE(catalog.nics.size(), std::size_t{5});
        QCOMPARE(catalog.optics.size(), std::size_t{9});
        QCOMPARE(catalog.rackSystems.size(), std::size_t{1});
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
        // A GB200 compute tray is a host: 4 GPUs, 2 Grace CPUs, 4 ConnectX-7; its NVLink domain
        // of 72 spans the 18 trays of its rack.
        const cp::NodePlatform& tray = catalog.node("gb200_compute_tray");
        QVERIFY(tray.isComputeTray());
        QCOMPARE(tray.gpuCount, 4);
        QCOMPARE(tray.scaleupDomainGpus, 72);
        QCOMPARE(tray.computeNics, 4);
        QCOMPARE(catalog.node("dgx_a100_320gb").computeNicGbps, 200.0);
        for (const cp::NodePlatform& node : catalog.nodes) {
            QVERIFY2(catalog.findGpu(node.gpuId), node.id.c_str());
            QVERIFY2(node.form == "server" || node.form == "compute_tray", node.id.c_str());
            QVERIFY2(!node.fullRack, node.id.c_str());   // rack-scale systems are rack_systems rows
            if (node.form == "server")
                QVERIFY2(node.scaleupDomainGpus >= 1 && node.scaleupDomainGpus <= node.gpuCount, node.id.c_str());
        }
    }

    void rackSystemsHoldTheirTraysAndSwitchTrays()
    {
        const cp::Catalog& catalog = bundledCatalog();
        const cp::RackSystem* nvl72 = catalog.findRackSystem("gb200_nvl72");
        QVERIFY(nvl72);
        // NVIDIA DGX GB200 user guide: 18 compute trays and 9 NVLink switch trays per rack.
        QCOMPARE(nvl72->hosts, 18);
        QCOMPARE(nvl72->switchTrays, 9);
        QCOMPARE(nvl72->scaleupDomainGpus, 72);
        QVERIFY(nvl72->maxPowerKw && *nvl72->maxPowerKw >= 120);
        QVERIFY(nvl72->price.usd && nvl72->price.estimate);
        for (const cp::RackSystem& system : catalog.rackSystems) {
            const cp::NodePlatform* host = catalog.findNode(system.hostPlatformId);
            QVERIFY2(host && host->isComputeTray(), system.id.c_str());
            QCOMPARE(system.hosts * host->gpuCount, system.scaleupDomainGpus);
            QCOMPARE(host->scaleupDomainGpus, system.scaleupDomainGpus);
            QVERIFY2(catalog.findSwitch(system.switchTrayId), system.id.c_str());
        }
    }

    void networkItemsHavePriceAndPowerOrAreMarkedEstimates()
    {
        // No switch, NIC or optic leaves a bill of materials without a price and a power figure:
        // published, or an estimate with its range (the NVLink switch tray is priced and powered
        // inside its rack system; fiber is passive; a cabling bundle is a price aggregate).
        const cp::Catalog& catalog = bundledCatalog();
        for (const cp::Switch& sw : catalog.switches) {
            if (sw.protocol.rfind("NVLink", 0) == 0)
                continue;
            QVERIFY2(sw.price.centralUsd() && sw.powerW, sw.id.c_str());
            if (sw.powerWLow || sw.powerWHigh)
                QVERIFY2(sw.provenance.estimate, sw.id.c_str());
        }
        for (const cp::Nic& nic : catalog.nics) {
            if (nic.id == "intel_gaudi3_integrated")
                continue;   // on the accelerator's die: priced and powered with it
            QVERIFY2(nic.price.centralUsd() && nic.powerW, nic.id.c_str());
        }
        for (const cp::Optic& optic : catalog.optics) {
            QVERIFY2(optic.price.centralUsd(), optic.id.c_str());
            if (optic.medium != "fiber" && optic.medium != "cabling_bundle")
                QVERIFY2(optic.powerW, optic.id.c_str());
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
