#pragma once

// Edits a group's ×N replication count in place, in a spin box over its badge on the canvas.
// Enter commits (the controller makes it one undo step), Esc cancels, clicking elsewhere
// commits a valid value; an invalid value keeps the editor open with a message under it.

#include "document/ElementRef.h"

#include <QObject>
#include <QPointer>
#include <QRect>

#include <functional>
#include <optional>

class QLabel;
class QSpinBox;
class QWidget;

namespace cp::ui {

class InlineCountEditor : public QObject {
    Q_OBJECT
public:
    // Returns why `count` is not acceptable, or an empty string.
    using Check = std::function<QString(int count)>;

    explicit InlineCountEditor(QWidget* viewport, QObject* parent = nullptr);
    ~InlineCountEditor() override;

    // Opens the editor over `badge` (viewport coordinates) for the group `ref`.
    void open(const ElementRef& ref, int count, int maximum, QRect badge, Check check);
    void cancel();
    // Moves the open editor over the badge's new place (viewport coordinates), e.g. on a scroll.
    void moveOver(QRect badge);
    bool isOpen() const;
    const ElementRef& ref() const { return ref_; }
    QSpinBox* spinBox() const;
    QLabel* messageLabel() const;

signals:
    void committed(const ElementRef& ref, int count);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Commits when the value is valid; otherwise shows why and keeps the editor open.
    bool tryCommit();
    std::optional<int> validCount(QString* why) const;
    void showMessage(const QString& text);
    void close();

    QWidget* viewport_;
    QPointer<QSpinBox> spinBox_;
    QPointer<QLabel> message_;
    ElementRef ref_;
    int original_ = 1;
    Check check_;
    bool closing_ = false;
};

}  // namespace cp::ui
