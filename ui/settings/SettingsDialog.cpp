#include "settings/SettingsDialog.h"

#include "settings/Translation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace cp::ui {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent) : QDialog(parent), initial_(settings)
{
    setWindowTitle(tr("Settings"));
    power_ = new QComboBox(this);
    power_->addItems({tr("Kilowatts (kW)"), tr("Megawatts (MW)")});
    power_->setCurrentIndex(settings.powerUnit == PowerUnit::Kilowatts ? 0 : 1);
    currencyCode_ = new QLineEdit(settings.currencyCode, this);
    currencyCode_->setMaxLength(3);
    currencySymbol_ = new QLineEdit(settings.currencySymbol, this);
    currencySymbol_->setMaxLength(4);
    rate_ = new QDoubleSpinBox(this);
    rate_->setDecimals(4);
    rate_->setRange(0.0001, 100000);
    rate_->setValue(settings.currencyPerUsd);
    wheel_ = new QComboBox(this);
    wheel_->addItems({tr("Zooms (Ctrl + wheel scrolls)"), tr("Scrolls (Ctrl + wheel zooms)")});
    wheel_->setCurrentIndex(settings.wheel == WheelBehaviour::Zoom ? 0 : 1);
    autosave_ = new QSpinBox(this);
    autosave_->setRange(0, 60);
    autosave_->setSuffix(tr(" min"));
    autosave_->setSpecialValueText(tr("Off"));
    autosave_->setValue((settings.autosaveIntervalS + 59) / 60);
    language_ = new QComboBox(this);
    for (const LanguageChoice& choice : languageChoices())
        language_->addItem(choice.code.isEmpty() ? tr("System") : choice.nativeName, choice.code);
    language_->setCurrentIndex(std::max(0, language_->findData(settings.language)));

    auto* form = new QFormLayout;
    form->addRow(tr("Power"), power_);
    form->addRow(tr("Currency code"), currencyCode_);
    form->addRow(tr("Currency symbol"), currencySymbol_);
    form->addRow(tr("Units of currency per US dollar"), rate_);
    auto* note = new QLabel(tr("Catalog prices are in US dollars; costs are shown converted at this rate."), this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(note);
    form->addRow(tr("Mouse wheel on the canvas"), wheel_);
    form->addRow(tr("Autosave every"), autosave_);
    form->addRow(tr("Language"), language_);
    auto* languageNote = new QLabel(tr("The language takes effect the next time ClusterPlanner starts."), this);
    languageNote->setWordWrap(true);
    languageNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(languageNote);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = initial_;
    s.powerUnit = power_->currentIndex() == 0 ? PowerUnit::Kilowatts : PowerUnit::Megawatts;
    s.currencyCode = currencyCode_->text().trimmed().toUpper();
    s.currencySymbol = currencySymbol_->text();
    s.currencyPerUsd = rate_->value();
    s.wheel = wheel_->currentIndex() == 0 ? WheelBehaviour::Zoom : WheelBehaviour::Scroll;
    s.autosaveIntervalS = autosave_->value() * 60;
    s.language = language_->currentData().toString();
    return s;
}

}  // namespace cp::ui
