#include "document/FileController.h"

#include "document/AutosaveStore.h"
#include "document/Autosaver.h"
#include "document/DesignFileIo.h"
#include "document/Document.h"
#include "document/RecentFiles.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTimer>

namespace cp::ui {

FileController::FileController(Document& document, QSettings& settings, QWidget* window, QObject* parent)
    : QObject(parent), document_(document), settings_(settings), window_(window)
{
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &FileController::onFileChangedOnDisk);
}

void FileController::setAutosaver(Autosaver* autosaver, AutosaveStore* store)
{
    autosaver_ = autosaver;
    store_ = store;
}

int FileController::ask(const QString& title, const QString& question, int buttons, int defaultButton)
{
    if (asker_)
        return asker_(question);
    return QMessageBox::question(window_, title, question, static_cast<QMessageBox::StandardButtons>(buttons),
                                 static_cast<QMessageBox::StandardButton>(defaultButton));
}

void FileController::showError(const QString& title, const QString& message)
{
    if (asker_) {
        asker_(message);
        return;
    }
    QMessageBox::warning(window_, title, message);
}

void FileController::watch(const QString& fileName)
{
    if (!watcher_.files().isEmpty())
        watcher_.removePaths(watcher_.files());
    if (!fileName.isEmpty())
        watcher_.addPath(fileName);
}

void FileController::newDesign()
{
    Design design;
    design.name = tr("New cluster").toStdString();
    newDesignFrom(std::move(design), false);
}

bool FileController::newDesignFrom(Design design, bool unsaved)
{
    if (!maybeSave())
        return false;
    if (autosaver_)
        autosaver_->discard();
    document_.setFileName(QString());
    document_.resetTo(std::move(design));
    if (unsaved)
        document_.markModified();
    watch(QString());
    return true;
}

bool FileController::open()
{
    if (!maybeSave())
        return false;
    const QString dir = document_.fileName().isEmpty() ? QDir::homePath() : QFileInfo(document_.fileName()).absolutePath();
    const QString fileName = QFileDialog::getOpenFileName(window_, tr("Open design"), dir,
                                                          tr("ClusterPlanner designs (*.cpdesign *.json);;All files (*)"));
    if (fileName.isEmpty())
        return false;
    return openFile(fileName);
}

bool FileController::openFile(const QString& fileName)
{
    const DesignOpenResult loaded = loadDesignFile(fileName);
    if (!loaded.design) {
        showError(tr("Cannot open design"), loaded.error);
        RecentFiles(settings_).remove(fileName);
        emit recentFilesChanged();
        return false;
    }
    if (autosaver_)
        autosaver_->discard();
    document_.setFileName(QFileInfo(fileName).absoluteFilePath());
    document_.resetTo(*loaded.design);
    watch(document_.fileName());
    RecentFiles(settings_).add(fileName);
    emit recentFilesChanged();
    if (!loaded.notes.isEmpty())
        emit statusMessage(loaded.notes.join(QStringLiteral("; ")));
    else
        emit statusMessage(tr("Opened %1").arg(QFileInfo(fileName).fileName()));
    return true;
}

bool FileController::save()
{
    if (document_.fileName().isEmpty())
        return saveAs();
    return saveTo(document_.fileName());
}

bool FileController::saveAs()
{
    QString suggested = document_.fileName();
    if (suggested.isEmpty()) {
        QString base = QString::fromStdString(document_.design().name).simplified();
        base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
        suggested = QDir::home().filePath((base.isEmpty() ? QStringLiteral("cluster") : base.toLower()) + QStringLiteral(".cpdesign"));
    }
    QString fileName = QFileDialog::getSaveFileName(window_, tr("Save design as"), suggested,
                                                    tr("ClusterPlanner designs (*.cpdesign *.json)"));
    if (fileName.isEmpty())
        return false;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += QStringLiteral(".cpdesign");  // the extension the installed MIME type claims
    return saveTo(fileName);
}

bool FileController::saveTo(const QString& fileName)
{
    savingNow_ = true;
    const QString error = saveDesignFile(document_.design(), fileName);
    // The watcher reports our own write; let it settle before listening again.
    QTimer::singleShot(300, this, [this] { savingNow_ = false; });
    if (!error.isEmpty()) {
        savingNow_ = false;
        showError(tr("Cannot save design"), error);
        return false;
    }
    document_.setFileName(QFileInfo(fileName).absoluteFilePath());
    document_.markSaved();
    if (autosaver_)
        autosaver_->discard();
    watch(document_.fileName());
    RecentFiles(settings_).add(fileName);
    emit recentFilesChanged();
    emit statusMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()));
    return true;
}

void FileController::revert()
{
    if (document_.fileName().isEmpty() || !document_.isModified())
        return;
    if (ask(tr("Revert"), tr("Discard all changes to %1 and reload it from disk?").arg(document_.displayName()),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Discard)
        return;
    const DesignOpenResult loaded = loadDesignFile(document_.fileName());
    if (!loaded.design) {
        showError(tr("Cannot revert"), loaded.error);
        return;
    }
    document_.resetTo(*loaded.design);
}

bool FileController::maybeSave()
{
    if (!document_.isModified())
        return true;
    const int answer = ask(tr("Unsaved changes"),
                           tr("%1 has unsaved changes. Save them?").arg(document_.displayName()),
                           QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::onFileChangedOnDisk(const QString& fileName)
{
    // Editors that save by replacing the file drop it from the watch list: watch it again.
    if (QFileInfo::exists(fileName) && !watcher_.files().contains(fileName))
        watcher_.addPath(fileName);
    if (savingNow_ || reloadPromptOpen_ || fileName != document_.fileName())
        return;
    if (!QFileInfo::exists(fileName)) {
        emit statusMessage(tr("%1 was deleted or moved on disk; saving will write it again.").arg(QDir::toNativeSeparators(fileName)));
        return;
    }
    reloadPromptOpen_ = true;
    const QString question = document_.isModified()
        ? tr("%1 changed on disk. Reload it and lose your unsaved changes?").arg(document_.displayName())
        : tr("%1 changed on disk. Reload it?").arg(document_.displayName());
    const int answer = ask(tr("File changed on disk"), question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    reloadPromptOpen_ = false;
    if (answer != QMessageBox::Yes) {
        document_.markModified();   // what is on screen no longer matches the file
        return;
    }
    const DesignOpenResult loaded = loadDesignFile(fileName);
    if (!loaded.design) {
        showError(tr("Cannot reload design"), loaded.error);
        return;
    }
    document_.resetTo(*loaded.design);
    emit statusMessage(tr("Reloaded %1").arg(QDir::toNativeSeparators(fileName)));
}

bool FileController::restoreAutosave(const QString& autosavePath, const QString& originalFileName)
{
    const DesignOpenResult loaded = loadDesignFile(autosavePath);
    if (!loaded.design) {
        showError(tr("Cannot restore autosave"), loaded.error);
        return false;
    }
    document_.setFileName(originalFileName);
    document_.resetTo(*loaded.design);
    document_.markModified();
    watch(originalFileName);
    QFile::remove(autosavePath);
    emit statusMessage(tr("Restored unsaved changes from %1").arg(QDir::toNativeSeparators(autosavePath)));
    return true;
}

void FileController::offerRecovery(const QString& fileName)
{
    if (!store_)
        return;
    std::vector<RecoverableAutosave> candidates;
    if (!fileName.isEmpty()) {
        if (auto found = store_->recoverableFor(fileName))
            candidates.push_back(*found);
    } else {
        candidates = store_->orphanedAutosaves();
    }
    for (const RecoverableAutosave& autosave : candidates) {
        const QString what = autosave.originalPath.isEmpty() ? tr("an untitled design")
                                                             : QDir::toNativeSeparators(autosave.originalPath);
        const int answer = ask(tr("Recover unsaved changes"),
                               tr("ClusterPlanner did not close cleanly. Unsaved changes to %1 were autosaved on %2.\n"
                                  "Restore them?").arg(what, QLocale().toString(autosave.savedAt, QLocale::ShortFormat)),
                               QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            restoreAutosave(autosave.autosavePath, autosave.originalPath);
            return;
        }
        if (answer == QMessageBox::Discard)
            QFile::remove(autosave.autosavePath);
    }
}

}  // namespace cp::ui
