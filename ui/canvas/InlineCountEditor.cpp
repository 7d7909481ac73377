#include "canvas/InlineCountEditor.h"

#include "style/SemanticColors.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

#include <algorithm>

namespace cp::ui {

InlineCountEditor::InlineCountEditor(QWidget* viewport, QObject* parent) : QObject(parent), viewport_(viewport) {}

InlineCountEditor::~InlineCountEditor()
{
    closing_ = true;
    delete spinBox_;
    delete message_;
}

bool InlineCountEditor::isOpen() const { return !spinBox_.isNull(); }
QSpinBox* InlineCountEditor::spinBox() const { return spinBox_.data(); }
QLabel* InlineCountEditor::messageLabel() const { return message_.data(); }

void InlineCountEditor::open(const ElementRef& ref, int count, int maximum, QRect badge, Check check)
{
    close();
    ref_ = ref;
    original_ = count;
    check_ = std::move(check);
    spinBox_ = new QSpinBox(viewport_);
    spinBox_->setObjectName(QStringLiteral("inlineCountEditor"));
    spinBox_->setRange(1, std::max(1, maximum));
    spinBox_->setValue(count);
    spinBox_->setPrefix(QStringLiteral("×"));
    spinBox_->setGroupSeparatorShown(true);
    spinBox_->setAccelerated(true);
    spinBox_->setToolTip(tr("Replication count: Enter to apply, Esc to cancel"));
    moveOver(badge);
    spinBox_->installEventFilter(this);
    spinBox_->findChild<QLineEdit*>()->installEventFilter(this);
    spinBox_->show();
    spinBox_->setFocus(Qt::OtherFocusReason);
    spinBox_->selectAll();
}

void InlineCountEditor::cancel() { close(); }

void InlineCountEditor::moveOver(QRect badge)
{
    if (!spinBox_)
        return;
    const QSize hint = spinBox_->sizeHint();
    const int width = std::max(hint.width() + 16, 110);
    // Right-aligned with the badge, so the editor covers it and grows to the left.
    spinBox_->setGeometry(badge.right() - width + 1, badge.center().y() - hint.height() / 2, width, hint.height());
    if (message_) {
        const QRect editor = spinBox_->geometry();
        message_->move(std::max(0, editor.right() - message_->width() + 1), editor.bottom() + 3);
    }
}

void InlineCountEditor::close()
{
    closing_ = true;
    // Hidden at once, deleted later: close() may run inside the spin box's own event handler.
    if (spinBox_) {
        spinBox_->hide();
        spinBox_->deleteLater();
    }
    if (message_) {
        message_->hide();
        message_->deleteLater();
    }
    spinBox_ = nullptr;
    message_ = nullptr;
    closing_ = false;
}

void InlineCountEditor::showMessage(const QString& text)
{
    if (!message_) {
        message_ = new QLabel(viewport_);
        message_->setObjectName(QStringLiteral("inlineCountMessage"));
        message_->setAutoFillBackground(true);
        message_->setWordWrap(true);
        message_->setMargin(4);
        message_->setFrameShape(QFrame::Box);
        QPalette palette = message_->palette();
        palette.setColor(QPalette::Window, palette.color(QPalette::ToolTipBase));
        palette.setColor(QPalette::WindowText, errorColor(palette));
        message_->setPalette(palette);
        // Over the canvas (a Base-coloured parent) Qt would pick Text as the foreground.
        message_->setBackgroundRole(QPalette::Window);
        message_->setForegroundRole(QPalette::WindowText);
    }
    message_->setText(text);
    message_->setFixedWidth(260);
    message_->adjustSize();
    const QRect editor = spinBox_->geometry();
    message_->move(std::max(0, editor.right() - message_->width() + 1), editor.bottom() + 3);
    message_->show();
    message_->raise();
}

std::optional<int> InlineCountEditor::validCount(QString* why) const
{
    const QString text = spinBox_->cleanText().trimmed();
    bool ok = false;
    const qlonglong typed = QLocale().toLongLong(text, &ok);
    if (!ok || typed < spinBox_->minimum() || typed > spinBox_->maximum()) {
        *why = tr("\"%1\" is not a valid count: enter a whole number from %2 to %3.")
                   .arg(text, QLocale().toString(spinBox_->minimum()), QLocale().toString(spinBox_->maximum()));
        return std::nullopt;
    }
    const int count = static_cast<int>(typed);
    if (check_)
        *why = check_(count);
    return why->isEmpty() ? std::optional<int>(count) : std::nullopt;
}

bool InlineCountEditor::tryCommit()
{
    if (!spinBox_)
        return false;
    QString why;
    const std::optional<int> count = validCount(&why);
    if (!count) {
        showMessage(why);
        return false;
    }
    const ElementRef ref = ref_;
    const bool changed = *count != original_;
    close();
    if (changed)
        emit committed(ref, *count);
    return true;
}

bool InlineCountEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (!spinBox_ || closing_)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            tryCommit();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
    } else if (event->type() == QEvent::ShortcutOverride) {
        // Enter and Esc belong to the editor while it is open, not to window shortcuts.
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_Escape) {
            event->accept();
            return true;
        }
    } else if (event->type() == QEvent::FocusOut && watched == spinBox_.data()) {
        // Clicking elsewhere keeps a valid value (as a table cell does) and drops an invalid one.
        const auto* focus = static_cast<QFocusEvent*>(event);
        if (focus->reason() != Qt::PopupFocusReason && focus->reason() != Qt::ActiveWindowFocusReason) {
            QString why;
            if (validCount(&why))
                tryCommit();
            else
                close();
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace cp::ui
