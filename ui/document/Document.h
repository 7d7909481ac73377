#pragma once

// The one open design: owns the Design value, its undo stack, its file name and the dirty
// flag (Tiled's Document, LibrePCB's project). Every change goes through edit(), which pushes
// an undoable command; views observe designChanged() and redraw from the model.

#include "design/Design.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

namespace cp::ui {

class DesignCommand;

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);
    Document(Design design, QString fileName, QObject* parent = nullptr);
    ~Document() override;

    const Design& design() const { return design_; }
    QUndoStack* undoStack() { return &undoStack_; }

    QString fileName() const { return fileName_; }
    void setFileName(const QString& fileName);
    // The name shown in titles: the file's base name, or "Untitled".
    QString displayName() const;
    bool isModified() const { return !undoStack_.isClean() || forcedModified_; }
    // After a save: the current state is what is on disk.
    void markSaved();
    // After restoring an autosave: the state differs from the file on disk.
    void markModified();

    // Pushes one undoable edit: `mutate` changes a copy of the design. Consecutive edits with
    // the same non-empty `mergeKey` merge into one undo step (typing, dragging a slider).
    // Returns false (and pushes nothing) when `mutate` left the design unchanged.
    bool edit(const QString& text, const std::function<void(Design&)>& mutate,
              const QString& mergeKey = {});
    // Replaces the whole design as one undo step (paste of a whole file, reload...).
    void replaceAll(const QString& text, Design design);
    // Replaces the design and forgets the undo history (open, revert, reload from disk).
    void resetTo(Design design);

    // Ends the current merge run, so the next edit with the same key starts a new undo step
    // (called when an editor loses focus or a drag finishes).
    void closeMergeRun();
    int mergeRun() const { return mergeRun_; }
    // True while designChanged() reports an edit with a merge key: one of a quick succession
    // (typing, dragging a slider) that observers may coalesce until mergeRunClosed().
    bool isMergingEdit() const { return mergingEdit_; }

signals:
    void designChanged();
    // A run of merging edits ended (the editor committed or lost focus, a drag finished).
    void mergeRunClosed();
    // The design was replaced by another one (new, open, revert, reload): emitted by resetTo()
    // before designChanged(), so views can drop per-design view state.
    void designReplaced();
    // The current state was written to fileName() (save, save as).
    void saved();
    void fileNameChanged(const QString& fileName);
    void modifiedChanged(bool modified);

private:
    friend class DesignCommand;
    void applyFromCommand(const Design& design);

    Design design_;
    QUndoStack undoStack_;
    QString fileName_;
    bool forcedModified_ = false;
    int mergeRun_ = 0;
    bool mergingEdit_ = false;
};

}  // namespace cp::ui
