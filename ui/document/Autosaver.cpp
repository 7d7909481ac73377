#include "document/Autosaver.h"

#include "document/DesignFileIo.h"
#include "document/Document.h"

#include <QFile>

namespace cp::ui {

Autosaver::Autosaver(Document& document, AutosaveStore store, QString sessionKey, QObject* parent)
    : QObject(parent), document_(document), store_(std::move(store)), sessionKey_(std::move(sessionKey))
{
    connect(&timer_, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(&document_, &Document::designChanged, this, [this] { changedSinceAutosave_ = true; });
    connect(&document_, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();   // saved (or undone back to the saved state): nothing to recover
    });
    connect(&document_, &Document::fileNameChanged, this, [this] { discard(); });
}

Autosaver::~Autosaver() = default;   // a crash never gets here; a clean close calls discard()

void Autosaver::setIntervalSeconds(int seconds)
{
    if (seconds <= 0) {
        timer_.stop();
        return;
    }
    timer_.start(seconds * 1000);
}

QString Autosaver::currentPath() const { return store_.pathFor(document_.fileName(), sessionKey_); }

QString Autosaver::autosaveNow()
{
    if (!document_.isModified() || !changedSinceAutosave_)
        return {};
    const QString path = currentPath();
    const QString error = saveDesignFile(document_.design(), path);
    if (!error.isEmpty()) {
        emit autosaveFailed(error);
        return {};
    }
    if (!writtenPath_.isEmpty() && writtenPath_ != path)
        QFile::remove(writtenPath_);
    writtenPath_ = path;
    changedSinceAutosave_ = false;
    return path;
}

void Autosaver::discard()
{
    if (!writtenPath_.isEmpty())
        QFile::remove(writtenPath_);
    writtenPath_.clear();
    changedSinceAutosave_ = document_.isModified();
}

}  // namespace cp::ui
