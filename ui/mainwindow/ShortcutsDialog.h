#pragma once

#include <QDialog>

namespace cp::ui {

class CommandRegistry;

// Every command with its shortcuts, from the command registry.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const CommandRegistry& commands, QWidget* parent = nullptr);
};

}  // namespace cp::ui
