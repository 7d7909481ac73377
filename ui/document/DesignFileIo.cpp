#include "document/DesignFileIo.h"

#include "design/DesignFile.h"
#include "design/DesignJson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace cp::ui {
namespace {


// Design files are small (a 100,000-GPU design is a few kB); refuse anything absurd before
// reading it into memory. The model's own gate applies its limit again on the bytes.
constexpr qint64 kMaxDesignFileBytes = 64 * 1024 * 1024;

}  // namespace

DesignOpenResult designFromBytes(const QByteArray& bytes, const QString& sourceName)
{
    DesignOpenResult result;
    const cp::DesignLoadResult loaded = parseDesignText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QStringList errors;
    for (const DesignIssue& issue : loaded.issues) {
        const QString text = QString::fromStdString(formatIssue(issue));
        if (issue.severity == Severity::Error)
            errors << text;
        else
            result.notes << text;
    }
    if (loaded.design && errors.isEmpty()) {
        result.design = *loaded.design;
        return result;
    }
    result.error = QCoreApplication::translate("DesignFileIo", "%1 is not a valid design:\n%2").arg(sourceName, errors.join(QLatin1Char('\n')));
    return result;
}

DesignOpenResult loadDesignFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, QCoreApplication::translate("DesignFileIo", "Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), {}};
    if (file.size() > kMaxDesignFileBytes)
        return {std::nullopt, QCoreApplication::translate("DesignFileIo", "%1 is %2 MB, too large to be a design file.").arg(QDir::toNativeSeparators(path)).arg(file.size() / 1e6, 0, 'f', 0), {}};
    return designFromBytes(file.readAll(), QDir::toNativeSeparators(path));
}

QByteArray designToBytes(const Design& design)
{
    return QByteArray::fromStdString(designToJsonText(design));
}

QString saveDesignFile(const Design& design, const QString& path)
{
    QByteArray bytes;
    try {
        bytes = designToBytes(design);
    } catch (const std::exception& error) {
        return QCoreApplication::translate("DesignFileIo", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), QString::fromUtf8(error.what()));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("DesignFileIo", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("DesignFileIo", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    }
    if (!file.commit())
        return QCoreApplication::translate("DesignFileIo", "Cannot write %1: %2 (the previous file is unchanged)").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

}  // namespace cp::ui
