#include "document/Document.h"

#include "commands/DesignCommand.h"
#include "document/DesignComparison.h"

#include <QFileInfo>

namespace cp::ui {

Document::Document(QObject* parent) : Document(Design{}, QString(), parent) {}

Document::Document(Design design, QString fileName, QObject* parent)
    : QObject(parent), design_(std::move(design)), fileName_(std::move(fileName))
{
    connect(&undoStack_, &QUndoStack::cleanChanged, this,
            [this](bool) { emit modifiedChanged(isModified()); });
}

Document::~Document()
{
    // Destroying the undo stack reports it clean; that is not a save, so nobody may hear it
    // (the autosave must survive anything but a save or a clean close).
    undoStack_.blockSignals(true);
    blockSignals(true);
}

void Document::setFileName(const QString& fileName)
{
    if (fileName == fileName_)
        return;
    fileName_ = fileName;
    emit fileNameChanged(fileName_);
}

QString Document::displayName() const
{
    return fileName_.isEmpty() ? tr("Untitled") : QFileInfo(fileName_).fileName();
}

void Document::markSaved()
{
    const bool wasModified = isModified();
    forcedModified_ = false;
    undoStack_.setClean();
    if (wasModified != isModified())
        emit modifiedChanged(isModified());
    emit saved();
}

void Document::markModified()
{
    const bool wasModified = isModified();
    forcedModified_ = true;
    if (!wasModified)
        emit modifiedChanged(true);
}

bool Document::edit(const QString& text, const std::function<void(Design&)>& mutate, const QString& mergeKey)
{
    Design after = design_;
    mutate(after);
    if (sameDesign(after, design_))
        return false;
    const QString key = mergeKey.isEmpty() ? QString() : mergeKey + QLatin1Char('#') + QString::number(mergeRun_);
    mergingEdit_ = !key.isEmpty();
    undoStack_.push(new DesignCommand(*this, text, design_, std::move(after), key));   // redo() emits designChanged
    mergingEdit_ = false;
    return true;
}

void Document::closeMergeRun()
{
    ++mergeRun_;
    emit mergeRunClosed();
}

void Document::replaceAll(const QString& text, Design design)
{
    undoStack_.push(new DesignCommand(*this, text, design_, std::move(design), QString()));
}

void Document::resetTo(Design design)
{
    design_ = std::move(design);
    undoStack_.clear();
    forcedModified_ = false;
    undoStack_.setClean();
    emit designReplaced();
    emit designChanged();
    emit modifiedChanged(isModified());
}

void Document::applyFromCommand(const Design& design)
{
    design_ = design;
    emit designChanged();
}

}  // namespace cp::ui
