#pragma once

// The file commands of the one open document: New, Open, Save, Save As, Revert, the prompt
// for unsaved changes, the reload prompt when the file changes on disk, and crash recovery.
// Dialogs live here so that Document stays a plain, testable model of the open design.

#include "design/Design.h"

#include <QFileSystemWatcher>
#include <QObject>

#include <functional>

class QWidget;
class QSettings;

namespace cp::ui {

class Autosaver;
class AutosaveStore;
class Document;

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(Document& document, QSettings& settings, QWidget* window, QObject* parent = nullptr);

    void setAutosaver(Autosaver* autosaver, AutosaveStore* store);

    void newDesign();
    // Replaces the open design by `design` as a new untitled one (an import), marked unsaved when
    // `unsaved` (closing then asks where to keep it); false when the user keeps unsaved changes.
    bool newDesignFrom(Design design, bool unsaved);
    bool open();                               // asks for a file
    bool openFile(const QString& fileName);    // reports errors in a message box
    bool save();
    bool saveAs();
    bool saveTo(const QString& fileName);
    void revert();
    // Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();
    // At start-up: offers autosaves left by a crash (untitled ones when `fileName` is empty).
    void offerRecovery(const QString& fileName);
    // Replaces the design with the autosave's content, keeping the document's file name.
    bool restoreAutosave(const QString& autosavePath, const QString& originalFileName);

    // When set, questions are answered by this function instead of a dialog (tests).
    using Asker = std::function<int(const QString& question)>;
    void setAsker(Asker asker) { asker_ = std::move(asker); }

signals:
    void recentFilesChanged();
    void statusMessage(const QString& message);

private:
    void watch(const QString& fileName);
    void onFileChangedOnDisk(const QString& fileName);
    void showError(const QString& title, const QString& message);
    int ask(const QString& title, const QString& question, int buttons, int defaultButton);

    Document& document_;
    QSettings& settings_;
    QWidget* window_;
    Autosaver* autosaver_ = nullptr;
    AutosaveStore* store_ = nullptr;
    QFileSystemWatcher watcher_;
    bool savingNow_ = false;
    bool reloadPromptOpen_ = false;
    Asker asker_;
};

}  // namespace cp::ui
