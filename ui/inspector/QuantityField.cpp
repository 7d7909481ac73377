#include "inspector/QuantityField.h"

#include "style/SemanticColors.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

#include <cmath>

namespace cp::ui {

QuantityField::QuantityField(QString unit, double minimum, double maximum, int decimals, QWidget* parent)
    : QWidget(parent), minimum_(minimum), maximum_(maximum), decimals_(decimals)
{
    edit_ = new QLineEdit(this);
    edit_->setAlignment(Qt::AlignRight);
    unit_ = new QLabel(unit, this);
    unit_->setMinimumWidth(unit.isEmpty() ? 0 : 34);
    error_ = new QLabel(this);
    error_->setWordWrap(true);
    QPalette errorPalette = error_->palette();
    errorPalette.setColor(QPalette::WindowText, errorColor(palette()));
    error_->setPalette(errorPalette);
    error_->hide();
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(1);
    layout->addWidget(edit_, 0, 0);
    layout->addWidget(unit_, 0, 1);
    layout->addWidget(error_, 1, 0, 1, 2);
    connect(edit_, &QLineEdit::textEdited, this, [this] {
        validate();
        if (errorText().isEmpty())
            emit valueEdited(value());
    });
    connect(edit_, &QLineEdit::editingFinished, this, &QuantityField::editingFinished);
}

bool QuantityField::isEditing() const { return edit_->hasFocus(); }

void QuantityField::setValue(std::optional<double> value)
{
    const QString text = value ? QLocale().toString(*value, 'f', decimals_) : QString();
    // Drop trailing zeros of fractional values so "1.30" shows as "1.3".
    QString shown = text;
    if (decimals_ > 0 && shown.contains(QLocale().decimalPoint())) {
        while (shown.endsWith(QLatin1Char('0')))
            shown.chop(1);
        if (shown.endsWith(QLocale().decimalPoint()))
            shown.chop(1);
    }
    if (edit_->text() != shown)
        edit_->setText(shown);
    validate();
}

std::optional<double> QuantityField::parseNumber(const QString& typed, const QLocale& locale)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    if (locale.decimalPoint() != QLatin1String(".") && text.count(QLatin1Char('.')) == 1 && !text.contains(locale.decimalPoint())) {
        const qsizetype digitsAfter = text.size() - text.indexOf(QLatin1Char('.')) - 1;
        if (digitsAfter != 3) {
            const double v = text.toDouble(&ok);
            if (ok)
                return v;
        }
    }
    double v = locale.toDouble(text, &ok);
    if (!ok) {
        QString ungrouped = text;
        ungrouped.remove(locale.groupSeparator());
        v = locale.toDouble(ungrouped, &ok);
    }
    if (!ok)
        v = text.toDouble(&ok);   // "1.5" in any locale
    if (!ok)
        return std::nullopt;
    return v;
}

std::optional<double> QuantityField::value() const
{
    const std::optional<double> parsed = parseNumber(edit_->text(), QLocale());
    if (!parsed)
        return std::nullopt;
    const double v = *parsed;
    if (!std::isfinite(v) || v < minimum_ || v > maximum_)
        return std::nullopt;
    if (decimals_ == 0 && v != std::round(v))
        return std::nullopt;
    return v;
}

QString QuantityField::errorText() const { return error_->isVisible() || !error_->text().isEmpty() ? error_->text() : QString(); }

void QuantityField::validate()
{
    if (edit_->text().trimmed().isEmpty()) {
        showError(allowEmpty_ ? QString() : tr("A value is required."));
        return;
    }
    const std::optional<double> parsed = parseNumber(edit_->text(), QLocale());
    const bool ok = parsed.has_value();
    const double v = parsed.value_or(0.0);
    const QLocale locale;
    if (!ok || !std::isfinite(v))
        showError(tr("\"%1\" is not a number.").arg(edit_->text()));
    else if (v < minimum_ || v > maximum_)
        showError(tr("%1 is out of range: use %2 to %3.").arg(edit_->text(), locale.toString(minimum_, 'g', 10), locale.toString(maximum_, 'g', 10)));
    else if (decimals_ == 0 && v != std::round(v))
        showError(tr("%1 must be a whole number.").arg(edit_->text()));
    else
        showError(QString());
}

void QuantityField::showError(const QString& message)
{
    error_->setText(message);
    error_->setVisible(!message.isEmpty());
    QPalette p = edit_->palette();
    if (message.isEmpty()) {
        p = palette();
    } else {
        p.setColor(QPalette::Text, errorColor(palette()));
        QColor background = errorColor(palette());
        background.setAlphaF(0.12);
        p.setColor(QPalette::Base, background);
    }
    edit_->setPalette(p);
    edit_->setToolTip(message);
}

}  // namespace cp::ui
