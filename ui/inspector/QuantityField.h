#pragma once

// A number with its unit, validated as the user types: out of range or not a number turns the
// field red and says why, and nothing reaches the document until the value is valid.

#include <QLocale>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace cp::ui {

class QuantityField : public QWidget {
    Q_OBJECT
public:
    QuantityField(QString unit, double minimum, double maximum, int decimals, QWidget* parent = nullptr);

    void setValue(std::optional<double> value);   // nullopt shows an empty field
    std::optional<double> value() const;           // nullopt when the text is not a valid value
    QString errorText() const;
    QLineEdit* lineEdit() const { return edit_; }
    bool isEditing() const;
    // Empty text means "unset" (e.g. no override) instead of an error.
    void setAllowEmpty(bool allow) { allowEmpty_ = allow; }

    // A number as the user typed it in `locale` ("1,5" and "1.500,25" in Spanish), also with a
    // '.' decimal point: in a locale whose '.' groups thousands, a '.' followed by other than
    // three digits can only be a decimal point ("1.5" is 1.5 in Spanish too, "1.500" is 1500).
    static std::optional<double> parseNumber(const QString& text, const QLocale& locale);

signals:
    void valueEdited(std::optional<double> value);
    void editingFinished();

private:
    void validate();
    void showError(const QString& message);

    QLineEdit* edit_;
    QLabel* unit_;
    QLabel* error_;
    double minimum_;
    double maximum_;
    int decimals_;
    bool allowEmpty_ = false;
};

}  // namespace cp::ui
