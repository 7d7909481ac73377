#include "catalog/CatalogLocation.h"

#include "catalog/CatalogError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace cp::ui {
namespace {

const char* const catalogFileName = "catalog.sqlite";
const char* const userCatalogFileName = "user-catalog.sqlite";

}  // namespace

CatalogPaths locateCatalog()
{
    CatalogPaths paths;
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("CLUSTERPLANNER_DATA_DIR");
    if (!fromEnvironment.isEmpty())
        candidates << QDir(fromEnvironment).filePath(catalogFileName);
    const QDir executableDir(QCoreApplication::applicationDirPath());
    candidates << QDir::cleanPath(executableDir.filePath(QStringLiteral("../share/clusterplanner/") + catalogFileName))
               << QDir::cleanPath(executableDir.filePath(QStringLiteral("../data/") + catalogFileName));
    paths.searched = candidates;
    for (const QString& candidate : candidates) {
        if (QFileInfo(candidate).isFile()) {
            paths.bundledCatalog = candidate;
            break;
        }
    }
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!appData.isEmpty())
        paths.userCatalog = QDir(appData).filePath(userCatalogFileName);
    return paths;
}

QString locateValidationCases()
{
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("CLUSTERPLANNER_DATA_DIR");
    if (!fromEnvironment.isEmpty())
        candidates << QDir(fromEnvironment).filePath(QStringLiteral("validation"));
    const QDir executableDir(QCoreApplication::applicationDirPath());
    for (const char* relative : {"../share/clusterplanner/validation", "../data/validation", "../../data/validation"})
        candidates << QDir::cleanPath(executableDir.filePath(QString::fromLatin1(relative)));
    for (const QString& candidate : candidates)
        if (QFileInfo(candidate).isDir())
            return candidate;
    return {};
}

CatalogLoadResult loadCatalog(const CatalogPaths& paths)
{
    if (paths.bundledCatalog.isEmpty())
        throw CatalogError("the bundled hardware catalog (" + std::string(catalogFileName) +
                           ") was not found; looked in: " + paths.searched.join(QStringLiteral(", ")).toStdString() +
                           ". Set CLUSTERPLANNER_DATA_DIR to the folder that holds it.");
    return loadLayeredCatalog(paths.bundledCatalog.toStdString(), paths.userCatalog.toStdString());
}

CatalogLoadResult loadCatalog()
{
    return loadCatalog(locateCatalog());
}

}  // namespace cp::ui
