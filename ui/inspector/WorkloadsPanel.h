#pragma once

// The design's workloads: training jobs and inference services, added from model presets,
// selected to edit in the inspector, removed.

#include <QWidget>

class QListWidget;
class QToolButton;

namespace cp::ui {

class Document;
class Selection;

class WorkloadsPanel : public QWidget {
    Q_OBJECT
public:
    WorkloadsPanel(Document& document, Selection& selection, QWidget* parent = nullptr);

    // Adds a training job (or inference service) from the preset at `presetIndex` and selects it.
    void addTrainingJob(int presetIndex);
    void addInferenceService(int presetIndex);
    QListWidget* list() const { return list_; }

private:
    void rebuild();
    void removeCurrent();

    Document& document_;
    Selection& selection_;
    QListWidget* list_ = nullptr;
    QToolButton* remove_ = nullptr;
    bool rebuilding_ = false;
};

}  // namespace cp::ui
