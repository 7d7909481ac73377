#pragma once

// File > Import Slurm Cluster: choose slurm.conf (or its folder) and the optional files, see
// what was understood (nodes by type, partitions, switches, the assumptions made, notes and
// problems with their file and line), map every GRES type or node the catalog does not match
// exactly to a catalog GPU or platform, and then open it as a new design or add it to the
// current one. Nothing is imported while any problem remains.

#include "catalog/Catalog.h"
#include "import/SlurmImport.h"
#include "import/SlurmImportFiles.h"

#include <QDialog>

#include <map>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTimer;
class QTreeWidget;

namespace cp::ui {

class SlurmImportDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { None, OpenAsNew, AddToCurrent };

    SlurmImportDialog(std::shared_ptr<const Catalog> catalog, bool canAddToCurrent, QWidget* parent = nullptr);

    // The slurm.conf (or folder) field; reading follows at once (tests) or after typing pauses.
    void setConfigurationPath(const QString& path);
    void setOptionalFile(const QString& field, const QString& path);   // "topology", "gres", "map", "nvidia", "ibnetdiscover", "ibstat"
    void readNow();
    // Maps a Slurm name of the Catalog Matches list ("h100x", "nodes:gpu[01-04]") to a catalog
    // id, as choosing it there does; an empty id takes the choice back.
    void chooseMapping(const QString& mappingKey, const QString& catalogId);
    // The mapping table the choices make (the mapping file's rows, then the choices): CSV.
    QString mappingTableText() const;

    const SlurmImportResult& result() const { return result_; }
    Choice choice() const { return choice_; }

private:
    QLineEdit* pathField(const QString& name, const QString& placeholder);
    void browseFile(QLineEdit* field, const QString& title, const QString& filter);
    void browseFolder();
    void scheduleRead();
    void showResult();
    void fillNodes();
    void fillNetwork();
    void fillPartitions();
    void fillMessages();
    void fillMatches();
    void saveMappingTable();
    void accept(Choice choice);

    std::shared_ptr<const Catalog> catalog_;
    SlurmImportResult result_;
    Choice choice_ = Choice::None;
    QLineEdit* configuration_ = nullptr;
    QLineEdit* topology_ = nullptr;
    QLineEdit* gres_ = nullptr;
    QLineEdit* mapping_ = nullptr;
    QLineEdit* nvidiaSmi_ = nullptr;
    QLineEdit* ibnetdiscover_ = nullptr;
    QLineEdit* ibstat_ = nullptr;
    QComboBox* technology_ = nullptr;
    QLabel* summary_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QTreeWidget* nodes_ = nullptr;
    QTreeWidget* network_ = nullptr;
    QTreeWidget* partitions_ = nullptr;
    QTreeWidget* assumptions_ = nullptr;
    QTreeWidget* notes_ = nullptr;
    QTreeWidget* problems_ = nullptr;
    QTreeWidget* matches_ = nullptr;
    QWidget* matchesPage_ = nullptr;
    QPushButton* saveMapping_ = nullptr;
    std::map<std::string, std::string> choices_;          // mapping key -> catalog id, chosen here
    std::map<std::string, UnmatchedName> unmatchedSeen_;  // every unmatched name read so far, by key
    QPushButton* openAsNew_ = nullptr;
    QPushButton* addToCurrent_ = nullptr;
    QTimer* readTimer_ = nullptr;
    bool canAddToCurrent_ = false;
};

}  // namespace cp::ui
