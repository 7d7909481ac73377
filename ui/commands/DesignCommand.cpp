#include "commands/DesignCommand.h"

#include "document/DesignComparison.h"
#include "document/Document.h"

namespace cp::ui {
namespace {
constexpr int kMergeableDesignEdit = 0x4350;  // any fixed id: merging is decided by the key
}

DesignCommand::DesignCommand(Document& document, const QString& text, Design before, Design after, QString mergeKey)
    : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after)),
      mergeKey_(std::move(mergeKey))
{
}

void DesignCommand::undo() { document_.applyFromCommand(before_); }
void DesignCommand::redo() { document_.applyFromCommand(after_); }

int DesignCommand::id() const { return mergeKey_.isEmpty() ? -1 : kMergeableDesignEdit; }

bool DesignCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const DesignCommand*>(other);
    if (!next || next->mergeKey_ != mergeKey_ || mergeKey_.isEmpty())
        return false;
    after_ = next->after_;
    // An edit typed back to the original value leaves nothing to undo.
    if (sameDesign(before_, after_))
        setObsolete(true);
    return true;
}

}  // namespace cp::ui
