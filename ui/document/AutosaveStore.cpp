#include "document/AutosaveStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace cp::ui {
namespace {
constexpr char kSuffix[] = ".autosave";

QString besidePath(const QString& fileName)
{
    const QFileInfo info(fileName);
    return info.dir().filePath(QStringLiteral(".%1%2").arg(info.fileName(), QLatin1String(kSuffix)));
}

bool dirWritable(const QString& fileName)
{
    return QFileInfo(QFileInfo(fileName).absolutePath()).isWritable();
}
}  // namespace

AutosaveStore::AutosaveStore(QString appDataDir) : appDataDir_(std::move(appDataDir)) {}

QString AutosaveStore::untitledDir() const { return QDir(appDataDir_).filePath(QStringLiteral("autosave")); }

QString AutosaveStore::pathFor(const QString& fileName, const QString& sessionKey) const
{
    if (!fileName.isEmpty() && dirWritable(fileName))
        return besidePath(fileName);
    QDir().mkpath(untitledDir());
    if (!fileName.isEmpty()) {
        // A named file in a read-only folder: the hash keeps one autosave per file.
        const QByteArray hash = QCryptographicHash::hash(QFileInfo(fileName).absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
        return QDir(untitledDir()).filePath(QStringLiteral("%1-%2%3").arg(QFileInfo(fileName).fileName(), QString::fromLatin1(hash), QLatin1String(kSuffix)));
    }
    return QDir(untitledDir()).filePath(QStringLiteral("untitled-%1%2").arg(sessionKey, QLatin1String(kSuffix)));
}

std::optional<RecoverableAutosave> AutosaveStore::recoverableFor(const QString& fileName) const
{
    for (const QString& candidate : {besidePath(fileName), pathFor(fileName, QString())}) {
        const QFileInfo autosave(candidate);
        if (!autosave.exists() || autosave.absoluteFilePath() == QFileInfo(fileName).absoluteFilePath())
            continue;
        const QFileInfo original(fileName);
        if (!original.exists() || autosave.lastModified() >= original.lastModified())
            return RecoverableAutosave{autosave.absoluteFilePath(), original.absoluteFilePath(), autosave.lastModified()};
    }
    return std::nullopt;
}

std::vector<RecoverableAutosave> AutosaveStore::orphanedAutosaves() const
{
    std::vector<RecoverableAutosave> found;
    const QDir dir(untitledDir());
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("untitled-*") + QLatin1String(kSuffix)}, QDir::Files, QDir::Time))
        found.push_back({info.absoluteFilePath(), QString(), info.lastModified()});
    return found;
}

}  // namespace cp::ui
