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
};

QTEST_GUILESS_MAIN(TestCatalogLookup)
#include "tst_catalog_lookup.moc"
