#include "CliCommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMainWindow>

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName("ClusterPlanner");
    QCoreApplication::setApplicationName("ClusterPlanner");
    QCoreApplication::setApplicationVersion(CP_VERSION);

    // The command line never needs a display: it runs on a QCoreApplication.
    if (cp::cli::wantsCommandLine(arguments)) {
        QCoreApplication app(argc, argv);
        return cp::cli::runCommandLine(arguments);
    }

    QApplication app(argc, argv);
    QMainWindow window;
    window.show();
    return app.exec();
}
