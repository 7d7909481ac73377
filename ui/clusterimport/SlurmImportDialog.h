#pragma once

// File > Import > Slurm Configuration: choose slurm.conf (or its folder) and the optional files,
// see what was understood (nodes by type, partitions, switches, the assumptions made, notes and
// problems with their file and line) and then open it as a new design or add it to the current
// one. Nothing is imported while any problem remains.

#include "catalog/Catalog.h"
#include "import/SlurmImport.h"
#include "import/SlurmImportFiles.h"

#include <QDialog>

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
    QPushButton* openAsNew_ = nullptr;
    QPushButton* addToCurrent_ = nullptr;
    QTimer* readTimer_ = nullptr;
    bool canAddToCurrent_ = false;
};

}  // namespace cp::ui
