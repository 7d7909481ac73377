#pragma once

// Which groups of a design file are drawn collapsed, remembered per file in QSettings.
//
// Collapsing is a way of looking at the design, like folding code in an editor: it changes no
// figure, so it is not an edit of the document (no undo step, no "modified" mark, nothing to
// save). The state is kept per file on this machine and comes back when the file is reopened.
// Groups are named by their names from the top (names are unique among siblings), so deleting
// or reordering other groups does not move the state onto the wrong group.

#include <QString>

#include <set>
#include <string>
#include <vector>

class QSettings;

namespace cp::ui {

using GroupNamePath = std::vector<std::string>;

class CollapsedGroupsStore {
public:
    explicit CollapsedGroupsStore(QSettings& settings) : settings_(settings) {}

    std::set<GroupNamePath> load(const QString& fileName) const;
    void save(const QString& fileName, const std::set<GroupNamePath>& collapsed);

    // Files remembered at most; the least recently saved are forgotten first.
    static constexpr int kMaxFiles = 200;

private:
    QSettings& settings_;
};

}  // namespace cp::ui
