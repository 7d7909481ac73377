#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"

#include <QtTest>

class TestCatalogLookup : public QObject {
    Q_OBJECT
private slots:
    void unknownIdNamesNearestMatches()
    {
        cp::Catalog catalog;
        catalog.gpus.push_back(cp::Gpu{.id = "nvidia_h100_sxm5_80gb"});
        catalog.gpus.push_back(cp::Gpu{.id = "nvidia_a100_sxm4_80gb"});
        QVERIFY(catalog.findGpu("nvidia_h100_sxm5_80gb") != nullptr);
        QVERIFY(catalog.findGpu("nvidia_h100") == nullptr);
        try {
            catalog.gpu("nvidia_h100_sxm5_80g");
            QFAIL("expected CatalogError");
        } catch (const cp::CatalogError& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.contains("unknown gpu id 'nvidia_h100_sxm5_80g'"), qPrintable(message));
            QVERIFY2(message.indexOf("nvidia_h100_sxm5_80gb") < message.indexOf("nvidia_a100_sxm4_80gb"),
                     qPrintable(message));
        }
    }

    // The parameters' index answers as a scan does, also when the list changed after reindex().
    void parameterLookupMatchesAScan()
    {
        cp::Catalog catalog;
        catalog.parameters.push_back(cp::ModelParameter{.scope = "power", .name = "host_power_w_per_gpu", .value = 1});
        catalog.parameters.push_back(cp::ModelParameter{.scope = "reliability", .name = "rack_pdus", .value = 2});
        catalog.parameters.push_back(cp::ModelParameter{.scope = "power.gpu", .name = "rack_pdus", .value = 3});
        const auto scan = [&catalog](std::string_view scope, std::string_view name) -> const cp::ModelParameter* {
            for (const cp::ModelParameter& parameter : catalog.parameters)
                if (parameter.scope == scope && parameter.name == name)
                    return &parameter;
            return nullptr;
        };
        const auto check = [&] {
            for (const char* scope : {"power", "reliability", "power.gpu", "network"})
                for (const char* name : {"host_power_w_per_gpu", "rack_pdus", "switch_hop_latency_s"})
                    QCOMPARE(catalog.findParameter(scope, name), scan(scope, name));
        };
        check();   // never indexed
        catalog.reindex();
        check();
        QCOMPARE(catalog.parameter("power.gpu", "rack_pdus"), 3.0);
        catalog.parameters.push_back(cp::ModelParameter{.scope = "network", .name = "switch_hop_latency_s", .value = 4});
        catalog.parameters.push_back(cp::ModelParameter{.scope = "reliability", .name = "rack_pdus", .value = 5});
        check();   // added after the index was built
        catalog.parameters.erase(catalog.parameters.begin());
        check();   // moved
        const cp::Catalog copy = catalog;
        QCOMPARE(copy.findParameter("reliability", "rack_pdus"), &copy.parameters[0]);
        QVERIFY_THROWS_EXCEPTION(cp::CatalogError, catalog.parameter("reliability", "unknown"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogLookup)
#include "tst_catalog_lookup.moc"
