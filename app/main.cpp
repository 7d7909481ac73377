#include "CliCommand.h"
#include "mainwindow/GuiApplication.h"
#include "settings/Translation.h"

#include <QApplication>
#include <QCoreApplication>
#include <QSettings>

namespace {

// The settings dialog's language (QSettings "ui/language"), else the system locale.
QLocale userInterfaceLocale()
{
    QSettings settings;
    return cp::ui::uiLocale(cp::ui::languageSetting(settings));
}

}  // namespace

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName("ClusterPlanner");
    QCoreApplication::setApplicationName("ClusterPlanner");
    QCoreApplication::setApplicationVersion(CP_VERSION);

    // The command line never needs a display. Commands that draw (the PDF report's charts are
    // widgets) get a QApplication on the offscreen platform when no display is there.
    if (cp::cli::wantsCommandLine(arguments) && cp::cli::commandNeedsGuiApplication(arguments)) {
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        const cp::ui::Translation translation(userInterfaceLocale());
        return cp::cli::runCommandLine(arguments);
    }
    if (cp::cli::wantsCommandLine(arguments)) {
        QCoreApplication app(argc, argv);
        const cp::ui::Translation translation(userInterfaceLocale());
        return cp::cli::runCommandLine(arguments);
    }

    QApplication app(argc, argv);
    const cp::ui::Translation translation(userInterfaceLocale());
    return cp::ui::runGui(arguments, cp::ui::loadGuiCatalog());
}
