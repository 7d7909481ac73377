#pragma once

// Names one element of a Design independently of any widget or graphics item, so selection,
// undo commands and the inspector can refer to the same thing across scene rebuilds.

#include <algorithm>
#include <vector>

namespace cp::ui {

enum class ElementKind { Group, Fabric, Storage, TrainingJob, InferenceService };

struct ElementRef {
    ElementKind kind = ElementKind::Group;
    std::vector<int> path;   // Group: index per nesting level; others: {index}

    static ElementRef group(std::vector<int> path) { return {ElementKind::Group, std::move(path)}; }
    static ElementRef fabric(int index) { return {ElementKind::Fabric, {index}}; }
    static ElementRef storage(int index) { return {ElementKind::Storage, {index}}; }
    static ElementRef trainingJob(int index) { return {ElementKind::TrainingJob, {index}}; }
    static ElementRef inferenceService(int index) { return {ElementKind::InferenceService, {index}}; }

    int index() const { return path.empty() ? -1 : path.back(); }
    bool operator==(const ElementRef& other) const { return kind == other.kind && path == other.path; }
    bool operator!=(const ElementRef& other) const { return !(*this == other); }
    bool operator<(const ElementRef& other) const
    {
        return kind != other.kind ? kind < other.kind : path < other.path;
    }
};

// Whether the group at `path` lies inside (not at) the group at `outer`.
inline bool isInsideGroup(const std::vector<int>& outer, const std::vector<int>& path)
{
    return outer.size() < path.size() && std::equal(outer.begin(), outer.end(), path.begin());
}

}  // namespace cp::ui
