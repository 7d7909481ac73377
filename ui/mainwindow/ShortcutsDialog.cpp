#include "mainwindow/ShortcutsDialog.h"

#include "commands/CommandRegistry.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cp::ui {

ShortcutsDialog::ShortcutsDialog(const CommandRegistry& commands, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto* tree = new QTreeWidget(this);
    tree->setHeaderLabels({tr("Command"), tr("Shortcut")});
    tree->setRootIsDecorated(false);
    for (const CommandSpec& spec : commands.specs()) {
        QStringList keys;
        for (const QKeySequence& key : spec.shortcuts)
            keys << key.toString(QKeySequence::NativeText);
        QAction* action = commands.action(spec.id);
        new QTreeWidgetItem(tree, {QString(spec.text).remove(QLatin1Char('&')), keys.join(QStringLiteral(", "))});
        Q_UNUSED(action);
    }
    new QTreeWidgetItem(tree, {tr("Pan the canvas"), tr("Middle button drag, or Space + drag")});
    new QTreeWidgetItem(tree, {tr("Zoom at the cursor"), tr("Mouse wheel (Ctrl + wheel when the wheel scrolls)")});
    new QTreeWidgetItem(tree, {tr("Invert snapping while dragging"), tr("Ctrl")});
    new QTreeWidgetItem(tree, {tr("Collapse or expand a group"), tr("Double-click its title")});
    new QTreeWidgetItem(tree, {tr("Edit a group's ×N count in place"), tr("Double-click the ×N badge, or F2; Enter applies, Esc cancels")});
    new QTreeWidgetItem(tree, {tr("Move a group inside its parent"), tr("Drag it and release it inside its parent's frame")});
    new QTreeWidgetItem(tree, {tr("Move a group into another group"), tr("Drag it onto a group that can hold it (outlined), or onto empty canvas for the top level")});
    new QTreeWidgetItem(tree, {tr("Cancel a drag"), tr("Esc before releasing the mouse")});
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(560, 560);
}

}  // namespace cp::ui
