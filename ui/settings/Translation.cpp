#include "settings/Translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>

namespace cp::ui {

QList<LanguageChoice> languageChoices()
{
    return {{QString(), QString()}, {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("es"), QStringLiteral("Español")}};
}

QString languageSetting(QSettings& settings)
{
    const QString fromEnvironment = qEnvironmentVariable("CLUSTERPLANNER_LANGUAGE");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment == QLatin1String("system") ? QString() : fromEnvironment;
    return settings.value(languageSettingKey()).toString();
}

QString languageSettingKey()
{
    return QStringLiteral("ui/language");
}

QLocale uiLocale(const QString& languageCode)
{
    const QLocale system = QLocale::system();
    if (languageCode.isEmpty())
        return system;
    const QLocale chosen(languageCode);
    return QLocale(chosen.language(), system.territory());
}

Translation::Translation(const QLocale& locale)
{
    QLocale::setDefault(locale);
    // The English catalog (also for the C locale, whose text is the sources') holds only the
    // plural forms of messages with a count: "1 run", "9 runs".
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    appLoaded_ = english ? app_.load(QStringLiteral("clusterplanner_en"), QStringLiteral(":/i18n"))
                         : app_.load(locale, QStringLiteral("clusterplanner"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (appLoaded_)
        QCoreApplication::installTranslator(&app_);
    if (english)
        return;
    qtLoaded_ = qt_.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (qtLoaded_)
        QCoreApplication::installTranslator(&qt_);
}

Translation::~Translation()
{
    if (qtLoaded_)
        QCoreApplication::removeTranslator(&qt_);
    if (appLoaded_)
        QCoreApplication::removeTranslator(&app_);
}

}  // namespace cp::ui
