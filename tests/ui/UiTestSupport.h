#pragma once

// Shared set-up for the GUI tests: the design tests' catalog (ids the examples use), the real
// evaluator, example paths, and a private settings/app-data sandbox.

#include "catalog/Catalog.h"
#include "design/DesignJson.h"
#include "document/DesignFileIo.h"
#include "evaluation/Evaluation.h"
#include "model/DesignTestCatalog.h"
#include "results/ResultsEngine.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>

#include <memory>
#include <nlohmann/json.hpp>

namespace cp::test {

inline std::shared_ptr<const Catalog> uiTestCatalog()
{
    Catalog catalog = designTestCatalog();   // the shipped catalog
    // Palette entries show names: give the test entries readable ones.
    for (Gpu& gpu : catalog.gpus)
        gpu.name = gpu.id;
    for (NodePlatform& node : catalog.nodes)
        node.name = node.id;
    return std::make_shared<const Catalog>(std::move(catalog));
}

inline ui::DesignEvaluator uiTestEvaluator(std::shared_ptr<const Catalog> catalog)
{
    return [catalog](const Design& design) { return evaluateDesign(design, *catalog); };
}

inline QString examplePath(const char* name)
{
    return QStringLiteral(CP_SOURCE_DIR "/data/examples/%1").arg(QString::fromLatin1(name));
}

inline Design loadExample(const char* name)
{
    const ui::DesignOpenResult loaded = ui::loadDesignFile(examplePath(name));
    if (!loaded.design)
        qFatal("cannot load example %s: %s", name, qPrintable(loaded.error));
    return *loaded.design;
}

inline std::string json(const Design& design) { return designToJsonText(design); }

// Settings and app data of the test run go to a throw-away location, never the user's.
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterPlannerTests"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterPlannerUiTests"));
}

}  // namespace cp::test
