#include "document/RecentFiles.h"

#include <QFileInfo>

namespace cp::ui {

QStringList RecentFiles::files() const
{
    return settings_.value(QStringLiteral("recentFiles")).toStringList();
}

void RecentFiles::add(const QString& fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxFiles)
        list.removeLast();
    settings_.setValue(QStringLiteral("recentFiles"), list);
}

void RecentFiles::remove(const QString& fileName)
{
    QStringList list = files();
    list.removeAll(QFileInfo(fileName).absoluteFilePath());
    settings_.setValue(QStringLiteral("recentFiles"), list);
}

}  // namespace cp::ui
