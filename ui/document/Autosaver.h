#pragma once

// Writes the document to its autosave file every few minutes while it has unsaved changes,
// removes the autosave when the document is saved or closed cleanly.

#include "document/AutosaveStore.h"

#include <QObject>
#include <QTimer>

namespace cp::ui {

class Document;

class Autosaver : public QObject {
    Q_OBJECT
public:
    Autosaver(Document& document, AutosaveStore store, QString sessionKey, QObject* parent = nullptr);
    ~Autosaver() override;

    void setIntervalSeconds(int seconds);   // 0 turns autosave off
    // Writes the autosave now if there is anything unsaved; returns the path written, or empty.
    QString autosaveNow();
    // Removes the autosave (after a save, or on a clean close).
    void discard();
    QString currentPath() const;

signals:
    void autosaveFailed(const QString& message);

private:
    Document& document_;
    AutosaveStore store_;
    QString sessionKey_;
    QString writtenPath_;
    QTimer timer_;
    bool changedSinceAutosave_ = false;
};

}  // namespace cp::ui
