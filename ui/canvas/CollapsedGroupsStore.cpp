#include "canvas/CollapsedGroupsStore.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

namespace cp::ui {
namespace {

constexpr char kGroup[] = "canvasCollapsedGroups";
constexpr char kOrderKey[] = "canvasCollapsedGroups/order";

// One key per file: a hash of its absolute path (QSettings keys cannot hold every character).
QString keyFor(const QString& fileName)
{
    const QByteArray path = QFileInfo(fileName).absoluteFilePath().toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex());
}

}  // namespace

std::set<GroupNamePath> CollapsedGroupsStore::load(const QString& fileName) const
{
    std::set<GroupNamePath> collapsed;
    if (fileName.isEmpty())
        return collapsed;
    const QByteArray text = settings_.value(QStringLiteral("%1/%2").arg(QLatin1String(kGroup), keyFor(fileName))).toByteArray();
    const QJsonArray paths = QJsonDocument::fromJson(text).array();
    for (const QJsonValue& path : paths) {
        GroupNamePath names;
        for (const QJsonValue& name : path.toArray())
            names.push_back(name.toString().toStdString());
        if (!names.empty())
            collapsed.insert(std::move(names));
    }
    return collapsed;
}

void CollapsedGroupsStore::save(const QString& fileName, const std::set<GroupNamePath>& collapsed)
{
    if (fileName.isEmpty())
        return;
    const QString key = keyFor(fileName);
    QStringList order = settings_.value(QLatin1String(kOrderKey)).toStringList();
    order.removeAll(key);
    if (collapsed.empty()) {
        settings_.remove(QStringLiteral("%1/%2").arg(QLatin1String(kGroup), key));
    } else {
        QJsonArray paths;
        for (const GroupNamePath& path : collapsed) {
            QJsonArray names;
            for (const std::string& name : path)
                names.append(QString::fromStdString(name));
            paths.append(names);
        }
        settings_.setValue(QStringLiteral("%1/%2").arg(QLatin1String(kGroup), key),
                           QJsonDocument(paths).toJson(QJsonDocument::Compact));
        order.prepend(key);
    }
    while (order.size() > kMaxFiles)
        settings_.remove(QStringLiteral("%1/%2").arg(QLatin1String(kGroup), order.takeLast()));
    settings_.setValue(QLatin1String(kOrderKey), order);
}

}  // namespace cp::ui
