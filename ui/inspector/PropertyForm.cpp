#include "inspector/PropertyForm.h"

#include "document/Document.h"
#include "inspector/QuantityField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QWheelEvent>

namespace cp::ui {

namespace {

// The inspector scrolls; a wheel turned over a choice the user has not clicked into scrolls the
// form rather than changing the design underneath the pointer.
class FocusedWheelComboBox : public QComboBox {
public:
    using QComboBox::QComboBox;

protected:
    void wheelEvent(QWheelEvent* event) override
    {
        if (!hasFocus()) {
            event->ignore();
            return;
        }
        QComboBox::wheelEvent(event);
    }
};

}  // namespace

PropertyForm::PropertyForm(Document& document, QWidget* parent) : QWidget(parent), document_(document)
{
    layout_ = new QFormLayout(this);
    layout_->setContentsMargins(6, 6, 6, 6);
    layout_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout_->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    connect(&document_, &Document::designChanged, this, &PropertyForm::refresh);
}

void PropertyForm::clear()
{
    while (layout_->rowCount() > 0)
        layout_->removeRow(0);
    bindings_.clear();
}

void PropertyForm::addHeading(const QString& text)
{
    auto* label = new QLabel(text, this);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.08);
    label->setFont(font);
    label->setContentsMargins(0, layout_->rowCount() > 0 ? 10 : 0, 0, 2);
    layout_->addRow(label);
}

void PropertyForm::addNote(const QString& text)
{
    auto* label = new QLabel(text, this);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    layout_->addRow(label);
}

void PropertyForm::push(const QString& label, const std::function<void(Design&)>& mutate, const QString& id)
{
    if (refreshing_)
        return;
    document_.edit(tr("Change %1").arg(QString(label).remove(QLatin1Char('&'))), mutate, QStringLiteral("form:") + id);
}

QuantityField* PropertyForm::addNumber(const QString& id, const QString& label, const QString& unit, double min, double max,
                                       int decimals, NumberGetter get, NumberSetter set, double displayScale, bool allowEmpty)
{
    auto* field = new QuantityField(unit, min * displayScale, max * displayScale, decimals, this);
    field->setObjectName(id);
    field->setAllowEmpty(allowEmpty);
    layout_->addRow(label, field);
    connect(field, &QuantityField::valueEdited, this, [this, label, id, set, displayScale](std::optional<double> value) {
        const std::optional<double> modelValue = value ? std::optional<double>(*value / displayScale) : std::nullopt;
        push(label, [&](Design& design) { set(design, modelValue); }, id);
    });
    connect(field, &QuantityField::editingFinished, &document_, &Document::closeMergeRun);
    bindings_.push_back({id, field, [field, get, displayScale](const Design& design) {
                             if (field->isEditing() && field->errorText().isEmpty() && field->value().has_value())
                                 return;  // the user is typing: the model already has this value
                             if (field->isEditing() && !field->errorText().isEmpty())
                                 return;  // keep the invalid text visible with its message
                             const auto value = get(design);
                             field->setValue(value ? std::optional<double>(*value * displayScale) : std::nullopt);
                         }});
    bindings_.back().refresh(document_.design());
    return field;
}

void PropertyForm::addText(const QString& id, const QString& label, TextGetter get, TextSetter set)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(id);
    layout_->addRow(label, edit);
    connect(edit, &QLineEdit::textEdited, this, [this, label, id, set](const QString& text) {
        push(label, [&](Design& design) { set(design, text.toStdString()); }, id);
    });
    connect(edit, &QLineEdit::editingFinished, &document_, &Document::closeMergeRun);
    bindings_.push_back({id, edit, [edit, get](const Design& design) {
                             const QString text = QString::fromStdString(get(design).value_or(std::string()));
                             if (edit->text() != text && !edit->hasFocus()) {
                                 edit->setText(text);
                                 edit->setCursorPosition(0);   // a long name reads from its start
                                 edit->setToolTip(text);
                             }
                         }});
    bindings_.back().refresh(document_.design());
}

void PropertyForm::addChoice(const QString& id, const QString& label, const QStringList& options, ChoiceGetter get, ChoiceSetter set)
{
    auto* combo = new FocusedWheelComboBox(this);
    combo->setObjectName(id);
    combo->setFocusPolicy(Qt::StrongFocus);   // not focused by the wheel either
    combo->addItems(options);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    layout_->addRow(label, combo);
    connect(combo, &QComboBox::activated, this, [this, label, id, set](int index) {
        push(label, [&](Design& design) { set(design, index); }, id);
        document_.closeMergeRun();
    });
    bindings_.push_back({id, combo, [combo, get](const Design& design) {
                             const QSignalBlocker blocker(combo);
                             combo->setCurrentIndex(get(design).value_or(-1));
                         }});
    bindings_.back().refresh(document_.design());
}

void PropertyForm::addCheck(const QString& id, const QString& label, std::function<std::optional<bool>(const Design&)> get,
                            std::function<void(Design&, bool)> set)
{
    auto* check = new QCheckBox(label, this);
    check->setObjectName(id);
    // A long label (longer still in Spanish) must not widen the form past the dock, which would
    // push the numbers of every field out of view: the check gives way, its tooltip keeps the text.
    check->setSizePolicy(QSizePolicy::Ignored, check->sizePolicy().verticalPolicy());
    check->setToolTip(label);
    layout_->addRow(QString(), check);
    connect(check, &QCheckBox::clicked, this, [this, label, id, set](bool on) {
        push(label, [&](Design& design) { set(design, on); }, id);
        document_.closeMergeRun();
    });
    bindings_.push_back({id, check, [check, get](const Design& design) {
                             const QSignalBlocker blocker(check);
                             const std::optional<bool> value = get(design);
                             check->setChecked(value.value_or(false));
                             check->setEnabled(value.has_value());   // nothing to set (e.g. a searched plan)
                         }});
    bindings_.back().refresh(document_.design());
}

void PropertyForm::refresh()
{
    refreshing_ = true;
    for (const Binding& binding : bindings_)
        binding.refresh(document_.design());
    refreshing_ = false;
}

QWidget* PropertyForm::field(const QString& id) const
{
    for (const Binding& binding : bindings_)
        if (binding.id == id)
            return binding.widget;
    return nullptr;
}

}  // namespace cp::ui
