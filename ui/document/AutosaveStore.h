#pragma once

// Where autosaves live and how they are found again. A document with a file autosaves beside
// it (".NAME.autosave", so it travels with the file's folder and is easy to find by hand);
// an untitled document, or one whose folder is not writable, autosaves in the app data folder.
// A clean close removes the autosave, so one that is still there at start-up means a crash.

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cp::ui {

struct RecoverableAutosave {
    QString autosavePath;
    QString originalPath;     // empty for an untitled document
    QDateTime savedAt;
};

class AutosaveStore {
public:
    explicit AutosaveStore(QString appDataDir);

    // The autosave path for a document (`fileName` empty = untitled; `sessionKey` tells apart
    // several untitled windows).
    QString pathFor(const QString& fileName, const QString& sessionKey) const;
    // The autosave beside `fileName` if it is newer than the file itself.
    std::optional<RecoverableAutosave> recoverableFor(const QString& fileName) const;
    // Autosaves of untitled documents (and of files whose folder was not writable).
    std::vector<RecoverableAutosave> orphanedAutosaves() const;
    QString untitledDir() const;

private:
    QString appDataDir_;
};

}  // namespace cp::ui
