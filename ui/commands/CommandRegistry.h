#pragma once

// Every user command in one place, with id, text, icon and default shortcut (LibrePCB's
// EditorCommandSet). Menus, toolbars and the shortcut list are built from it, and other parts
// of the app (reports, export) register their own commands here instead of editing menus.

#include <QAction>
#include <QKeySequence>
#include <QObject>
#include <QString>

#include <map>
#include <vector>

namespace cp::ui {

struct CommandSpec {
    QString id;                 // stable, e.g. "file.save", "view.fit"
    QString text;               // translated, with & mnemonic
    QString iconName;           // resources/icons/<name>.svg; empty = none
    QList<QKeySequence> shortcuts;
    QString menu;               // menu id the command appears in: "file", "file.export", "edit", ...
    QString toolTip;            // translated; defaults to the text
};

class CommandRegistry : public QObject {
    Q_OBJECT
public:
    explicit CommandRegistry(QObject* parent = nullptr);

    // Creates the action (owned by the registry). Registering an id twice returns the first.
    QAction* add(const CommandSpec& spec);
    QAction* action(const QString& id) const;
    const std::vector<CommandSpec>& specs() const { return specs_; }
    // Ids registered for a menu, in registration order.
    std::vector<QString> commandsInMenu(const QString& menu) const;

private:
    std::vector<CommandSpec> specs_;
    std::map<QString, QAction*> actions_;
};

}  // namespace cp::ui
