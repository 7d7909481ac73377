#pragma once

// The user interface language: the app's own translation (:/i18n/clusterplanner_<lang>.qm,
// built from resources/translations/) and Qt's (qtbase_<lang>.qm, standard dialog buttons),
// installed for the lifetime of this object. Used by both the command line and the GUI.

#include <QLocale>
#include <QString>
#include <QTranslator>

class QSettings;

namespace cp::ui {

// The languages offered in the settings dialog; "" follows the system locale.
struct LanguageChoice {
    QString code;         // "", "en", "es"
    QString nativeName;   // a language is listed in its own name, never translated
};
QList<LanguageChoice> languageChoices();

// The QSettings key "ui/language": "" (system), "en" or "es". The environment variable
// CLUSTERPLANNER_LANGUAGE, when set, overrides it (scripts, screenshots, tests).
QString languageSettingKey();
QString languageSetting(QSettings& settings);

// The UI locale for a language code: the system locale (LC_ALL/LC_MESSAGES/LANG) for "",
// otherwise that language with the system's territory.
QLocale uiLocale(const QString& languageCode);

class Translation {
public:
    // Needs the Q(Core)Application to exist; loads nothing for English.
    explicit Translation(const QLocale& locale);
    ~Translation();
    Translation(const Translation&) = delete;
    Translation& operator=(const Translation&) = delete;

    bool appTranslationLoaded() const { return appLoaded_; }

private:
    QTranslator app_;
    QTranslator qt_;
    bool appLoaded_ = false;
    bool qtLoaded_ = false;
};

}  // namespace cp::ui
