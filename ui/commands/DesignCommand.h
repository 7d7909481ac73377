#pragma once

// The undo command behind every edit: it holds the design before and after, so undo and redo
// restore the exact document (and its JSON) whatever the edit was. Designs are small even at
// 100,000 GPUs (replication counts), so whole-value snapshots cost microseconds. Commands with
// the same merge key merge, like Tiled's ChangeValue: typing "128" is one step, not three.

#include "design/Design.h"

#include <QUndoCommand>

namespace cp::ui {

class Document;

class DesignCommand : public QUndoCommand {
public:
    DesignCommand(Document& document, const QString& text, Design before, Design after, QString mergeKey);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    const QString& mergeKey() const { return mergeKey_; }

private:
    Document& document_;
    Design before_;
    Design after_;
    QString mergeKey_;
};

}  // namespace cp::ui
