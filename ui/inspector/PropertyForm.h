#pragma once

// A form of fields bound to the design: each field reads its value from the Design and writes
// through Document::edit() as one undo step (consecutive keystrokes in one field merge, like
// Tiled's ChangeValue). Editors (group, fabric, facility, workload...) only declare fields.

#include "design/Design.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QFormLayout;

namespace cp::ui {

class Document;
class QuantityField;

class PropertyForm : public QWidget {
    Q_OBJECT
public:
    explicit PropertyForm(Document& document, QWidget* parent = nullptr);

    using NumberGetter = std::function<std::optional<double>(const Design&)>;
    using NumberSetter = std::function<void(Design&, std::optional<double>)>;
    using TextGetter = std::function<std::optional<std::string>(const Design&)>;
    using TextSetter = std::function<void(Design&, const std::string&)>;
    using ChoiceGetter = std::function<std::optional<int>(const Design&)>;
    using ChoiceSetter = std::function<void(Design&, int)>;

    void clear();
    void addHeading(const QString& text);
    void addNote(const QString& text);
    // A number shown as value × displayScale in `unit` (e.g. a fraction shown in %).
    QuantityField* addNumber(const QString& id, const QString& label, const QString& unit, double min, double max,
                             int decimals, NumberGetter get, NumberSetter set, double displayScale = 1.0,
                             bool allowEmpty = false);
    void addText(const QString& id, const QString& label, TextGetter get, TextSetter set);
    void addChoice(const QString& id, const QString& label, const QStringList& options, ChoiceGetter get, ChoiceSetter set);
    void addCheck(const QString& id, const QString& label, std::function<std::optional<bool>(const Design&)> get,
                  std::function<void(Design&, bool)> set);
    // Reads every field's value from the document (fields being typed into keep their text).
    void refresh();
    QWidget* field(const QString& id) const;

private:
    struct Binding {
        QString id;
        QWidget* widget;
        std::function<void(const Design&)> refresh;
    };
    void push(const QString& label, const std::function<void(Design&)>& mutate, const QString& id);

    Document& document_;
    QFormLayout* layout_;
    std::vector<Binding> bindings_;
    bool refreshing_ = false;
};

}  // namespace cp::ui
