#pragma once

// Where a drag of nested groups would drop them, from the element under the cursor: into
// another group that can hold them (a rack into a scalable unit, servers into a rack), out to
// the top level on empty canvas, or within their own parent (over the parent itself, a sibling
// that cannot hold them, a fabric or storage). Over a group elsewhere that cannot hold them
// (a rack over another unit's rack) the drop is refused. Top-level groups only move on the
// canvas: fabrics attach to them by name.

#include "design/Design.h"

#include <QCoreApplication>
#include <QPointF>
#include <QString>

#include <vector>

namespace cp::ui {

class DesignScene;

struct GroupDropTarget {
    Q_DECLARE_TR_FUNCTIONS(GroupDropTarget)
public:
    enum class Kind { WithinParent, Into, Refused };
    Kind kind = Kind::WithinParent;
    std::vector<int> parent;   // Into: the new parent (empty: the top level)
    QString message;           // Into: what the drop does; Refused: why not (status bar)
    QString shortMessage;      // the same in a few words, beside the cursor

    // `dragged`: the selected groups (a group inside another dragged one moves with it).
    static GroupDropTarget find(const Design& design, const DesignScene& scene,
                                const std::vector<std::vector<int>>& dragged, QPointF scenePos);
};

// The dragged groups not inside another dragged group: the ones that change parent.
std::vector<std::vector<int>> outermostGroups(const std::vector<std::vector<int>>& paths);

}  // namespace cp::ui
