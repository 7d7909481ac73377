#pragma once

// File > Import Slurm Cluster: the Slurm configuration import, registered in the command registry like the
// exporters; the window only creates this object.

#include "import/SlurmImport.h"

#include <QObject>

namespace cp::ui {

class MainWindow;

class ImportCommands : public QObject {
    Q_OBJECT
public:
    // Registers the commands; call before the menus are built.
    explicit ImportCommands(MainWindow& window);

    // Asks for the files in the import dialog, then applies what the user chose.
    void importSlurmConfiguration();
    // Opens an imported design as a new untitled one, or adds it to the open design as one undo
    // step. Returns false when nothing changed (the user kept unsaved changes).
    bool apply(const SlurmImportResult& result, bool addToCurrent);

private:
    MainWindow& m_window;
};

}  // namespace cp::ui
