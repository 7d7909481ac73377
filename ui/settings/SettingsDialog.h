#pragma once

#include "settings/AppSettings.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace cp::ui {

// Units, currency, canvas wheel behaviour, the autosave interval and the language.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
    AppSettings settings() const;

private:
    AppSettings initial_;
    QComboBox* power_;
    QLineEdit* currencyCode_;
    QLineEdit* currencySymbol_;
    QDoubleSpinBox* rate_;
    QComboBox* wheel_;
    QSpinBox* autosave_;
    QComboBox* language_;
};

}  // namespace cp::ui
