#include "commands/CommandRegistry.h"

#include "style/Icons.h"

namespace cp::ui {

CommandRegistry::CommandRegistry(QObject* parent) : QObject(parent) {}

QAction* CommandRegistry::add(const CommandSpec& spec)
{
    if (QAction* existing = action(spec.id))
        return existing;
    auto* action = new QAction(spec.text, this);
    action->setObjectName(spec.id);
    if (!spec.iconName.isEmpty())
        action->setIcon(themedIcon(spec.iconName));
    action->setShortcuts(spec.shortcuts);
    QString tip = spec.toolTip.isEmpty() ? QString(spec.text).remove(QLatin1Char('&')) : spec.toolTip;
    if (!spec.shortcuts.isEmpty())
        tip += QStringLiteral(" (%1)").arg(spec.shortcuts.front().toString(QKeySequence::NativeText));
    action->setToolTip(tip);
    specs_.push_back(spec);
    actions_.emplace(spec.id, action);
    return action;
}

QAction* CommandRegistry::action(const QString& id) const
{
    const auto it = actions_.find(id);
    return it == actions_.end() ? nullptr : it->second;
}

std::vector<QString> CommandRegistry::commandsInMenu(const QString& menu) const
{
    std::vector<QString> ids;
    for (const CommandSpec& spec : specs_)
        if (spec.menu == menu)
            ids.push_back(spec.id);
    return ids;
}

}  // namespace cp::ui
