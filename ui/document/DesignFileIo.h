#pragma once

// Reading and writing design files for the desktop app: the model's JSON format, saved
// atomically (QSaveFile) so a crash or a full disk never leaves half a file.

#include "design/Design.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp::ui {

struct DesignOpenResult {
    std::optional<Design> design;
    QString error;             // set when design is empty: names the file, the field and the value
    QStringList notes;         // e.g. migrations applied to an older file
};

DesignOpenResult loadDesignFile(const QString& path);
DesignOpenResult designFromBytes(const QByteArray& bytes, const QString& sourceName);
QByteArray designToBytes(const Design& design);
// Empty on success; otherwise a message naming the file and the reason.
QString saveDesignFile(const Design& design, const QString& path);

}  // namespace cp::ui
