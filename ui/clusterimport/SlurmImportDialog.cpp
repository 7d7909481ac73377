#include "clusterimport/SlurmImportDialog.h"

#include "style/QtText.h"
#include "style/SemanticColors.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMessageBox>
#include <QSaveFile>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cp::ui {
namespace {

QTreeWidget* makeList(const QStringList& headers, const QString& name)
{
    auto* tree = new QTreeWidget;
    tree->setObjectName(name);
    tree->setHeaderLabels(headers);
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->setUniformRowHeights(true);
    tree->setWordWrap(true);
    tree->header()->setStretchLastSection(true);
    tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    return tree;
}

QString location(const ImportMessage& message)
{
    QString where = QFileInfo(q(message.where.file)).fileName();
    if (message.where.line > 0)
        where += QLatin1Char(':') + QString::number(message.where.line);
    return where;
}

// A CSV field, quoted when it holds a comma or a quote (hostlists such as "gpu[01-04,07]").
QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// A form label whose mnemonic focuses `field` (a row that is a layout gets no buddy by itself).
QLabel* buddyLabel(const QString& text, QWidget* field)
{
    auto* label = new QLabel(text);
    label->setBuddy(field);
    return label;
}

QString itemLabel(const std::string& name, const std::string& id) { return q(name) + QStringLiteral(" (") + q(id) + QLatin1Char(')'); }

}  // namespace

SlurmImportDialog::SlurmImportDialog(std::shared_ptr<const Catalog> catalog, bool canAddToCurrent, QWidget* parent)
    : QDialog(parent), catalog_(std::move(catalog)), canAddToCurrent_(canAddToCurrent)
{
    setWindowTitle(tr("Import Slurm Cluster"));
    setObjectName(QStringLiteral("slurmImportDialog"));
    resize(980, 680);
    readTimer_ = new QTimer(this);
    readTimer_->setSingleShot(true);
    readTimer_->setInterval(400);
    connect(readTimer_, &QTimer::timeout, this, &SlurmImportDialog::readNow);

    auto* files = new QFormLayout;
    files->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    {
        auto* row = new QHBoxLayout;
        configuration_ = pathField(QStringLiteral("configurationPath"), tr("slurm.conf, or the folder that holds it"));
        row->addWidget(configuration_, 1);
        auto* file = new QPushButton(tr("&File…"));
        connect(file, &QPushButton::clicked, this, [this] {
            browseFile(configuration_, tr("slurm.conf"), tr("Slurm configuration (*.conf);;All files (*)"));
        });
        auto* folder = new QPushButton(tr("F&older…"));
        connect(folder, &QPushButton::clicked, this, &SlurmImportDialog::browseFolder);
        row->addWidget(file);
        row->addWidget(folder);
        files->addRow(buddyLabel(tr("&Slurm configuration:"), configuration_), row);
    }
    const auto optionalRow = [&](QFormLayout* form, QLineEdit*& field, const QString& name, const QString& label,
                                 const QString& placeholder, const QString& filter) {
        field = pathField(name, placeholder);
        auto* row = new QHBoxLayout;
        row->addWidget(field, 1);
        auto* browse = new QPushButton(tr("Browse…"));
        QLineEdit* target = field;
        connect(browse, &QPushButton::clicked, this, [this, target, label, filter] { browseFile(target, label, filter); });
        row->addWidget(browse);
        form->addRow(buddyLabel(label, field), row);
    };
    const QString confFilter = tr("Slurm configuration (*.conf);;All files (*)");
    const QString textFilter = tr("Text files (*.txt *.log);;All files (*)");
    optionalRow(files, topology_, QStringLiteral("topologyPath"), tr("&topology.conf:"), tr("beside slurm.conf when there"), confFilter);
    optionalRow(files, gres_, QStringLiteral("gresPath"), tr("&gres.conf:"), tr("beside slurm.conf when there"), confFilter);

    auto* refinements = new QGroupBox(tr("Optional refinements"));
    refinements->setObjectName(QStringLiteral("refinements"));
    auto* more = new QFormLayout(refinements);
    more->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    optionalRow(more, mapping_, QStringLiteral("mappingPath"), tr("&Mapping table:"),
                tr("CSV 'slurm,catalog_id' or JSON: GRES types and nodes to catalog ids"), tr("Mapping tables (*.csv *.json);;All files (*)"));
    optionalRow(more, nvidiaSmi_, QStringLiteral("nvidiaSmiPath"), tr("nvidia-smi &topo -m:"),
                tr("output on one node: NVLink between GPUs, the NIC of each GPU"), textFilter);
    optionalRow(more, ibnetdiscover_, QStringLiteral("ibnetdiscoverPath"), tr("ib&netdiscover:"),
                tr("output: switch counts and models, link rates"), textFilter);
    optionalRow(more, ibstat_, QStringLiteral("ibstatPath"), tr("ibs&tat:"), tr("output on one node: link rate, InfiniBand or Ethernet"), textFilter);
    technology_ = new QComboBox;
    technology_->setObjectName(QStringLiteral("technology"));
    technology_->addItem(tr("Inferred from the files"), QString());
    technology_->addItem(tr("InfiniBand"), QStringLiteral("infiniband"));
    technology_->addItem(tr("Ethernet (RoCE)"), QStringLiteral("ethernet"));
    connect(technology_, &QComboBox::currentIndexChanged, this, &SlurmImportDialog::scheduleRead);
    more->addRow(tr("Fabric &technology:"), technology_);

    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("importSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);

    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("importTabs"));
    nodes_ = makeList({tr("Hosts"), tr("Nodes"), tr("GPU"), tr("GPUs per node"), tr("Modelled as"), tr("CPUs"), tr("Memory"), tr("Partitions")},
                      QStringLiteral("importNodes"));
    network_ = makeList({tr("Network"), tr("Value")}, QStringLiteral("importNetwork"));
    partitions_ = makeList({tr("Partition"), tr("Nodes"), tr("Hosts")}, QStringLiteral("importPartitions"));
    assumptions_ = makeList({tr("Assumption")}, QStringLiteral("importAssumptions"));
    notes_ = makeList({tr("Where"), tr("Note")}, QStringLiteral("importNotes"));
    problems_ = makeList({tr("Where"), tr("Problem"), tr("Line")}, QStringLiteral("importProblems"));
    matches_ = makeList({tr("Slurm name"), tr("Nodes"), tr("Read as"), tr("Map to")}, QStringLiteral("importMatches"));
    matches_->setSelectionMode(QAbstractItemView::NoSelection);
    saveMapping_ = new QPushButton(tr("&Save Mapping Table…"));
    saveMapping_->setObjectName(QStringLiteral("saveMapping"));
    saveMapping_->setToolTip(tr("Writes the mapping file's rows and the choices made here as a CSV mapping table, for "
                                "clusterplanner import-slurm --map or the next import"));
    connect(saveMapping_, &QPushButton::clicked, this, &SlurmImportDialog::saveMappingTable);
    matchesPage_ = new QWidget;
    matchesPage_->setObjectName(QStringLiteral("importMatchesPage"));
    {
        auto* page = new QVBoxLayout(matchesPage_);
        auto* hint = new QLabel(tr("Slurm names the catalog does not match exactly. Choose what each one is; the "
                                   "preview is read again with your choice, which wins over the mapping file."));
        hint->setWordWrap(true);
        page->addWidget(hint);
        page->addWidget(matches_, 1);
        auto* row = new QHBoxLayout;
        row->addStretch(1);
        row->addWidget(saveMapping_);
        page->addLayout(row);
    }
    tabs_->addTab(nodes_, tr("Nodes by Type"));
    tabs_->addTab(matchesPage_, tr("Catalog Matches"));
    tabs_->addTab(network_, tr("Switches"));
    tabs_->addTab(partitions_, tr("Partitions"));
    tabs_->addTab(assumptions_, tr("Assumptions"));
    tabs_->addTab(notes_, tr("Notes"));
    tabs_->addTab(problems_, tr("Problems"));

    auto* buttons = new QDialogButtonBox;
    openAsNew_ = buttons->addButton(tr("&Open as New Design"), QDialogButtonBox::AcceptRole);
    openAsNew_->setObjectName(QStringLiteral("openAsNew"));
    addToCurrent_ = buttons->addButton(tr("&Add to Current Design"), QDialogButtonBox::AcceptRole);
    addToCurrent_->setObjectName(QStringLiteral("addToCurrent"));
    addToCurrent_->setToolTip(tr("Adds the imported cluster to the open design as one pod, with its own compute fabric (one undo step)"));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(openAsNew_, &QPushButton::clicked, this, [this] { accept(Choice::OpenAsNew); });
    connect(addToCurrent_, &QPushButton::clicked, this, [this] { accept(Choice::AddToCurrent); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(files);
    layout->addWidget(refinements);
    layout->addWidget(summary_);
    layout->addWidget(tabs_, 1);
    layout->addWidget(buttons);
    showResult();
}

QLineEdit* SlurmImportDialog::pathField(const QString& name, const QString& placeholder)
{
    auto* field = new QLineEdit;
    field->setObjectName(name);
    field->setPlaceholderText(placeholder);
    field->setClearButtonEnabled(true);
    connect(field, &QLineEdit::textChanged, this, &SlurmImportDialog::scheduleRead);
    return field;
}

void SlurmImportDialog::browseFile(QLineEdit* field, const QString& title, const QString& filter)
{
    const QString start = field->text().isEmpty() ? configuration_->text() : field->text();
    const QString chosen = QFileDialog::getOpenFileName(this, title, start, filter);
    if (!chosen.isEmpty()) {
        field->setText(chosen);
        readNow();
    }
}

void SlurmImportDialog::browseFolder()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder holding slurm.conf"), configuration_->text());
    if (!chosen.isEmpty()) {
        configuration_->setText(chosen);
        readNow();
    }
}

void SlurmImportDialog::setConfigurationPath(const QString& path)
{
    configuration_->setText(path);
    readNow();
}

void SlurmImportDialog::setOptionalFile(const QString& field, const QString& path)
{
    QLineEdit* target = field == QLatin1String("topology") ? topology_
                        : field == QLatin1String("gres")   ? gres_
                        : field == QLatin1String("map")    ? mapping_
                        : field == QLatin1String("nvidia") ? nvidiaSmi_
                        : field == QLatin1String("ibnetdiscover") ? ibnetdiscover_
                        : field == QLatin1String("ibstat") ? ibstat_
                                                           : nullptr;
    if (target) {
        target->setText(path);
        readNow();
    }
}

void SlurmImportDialog::scheduleRead()
{
    readTimer_->start();
}

void SlurmImportDialog::readNow()
{
    readTimer_->stop();
    result_ = {};
    const QString configuration = configuration_->text().trimmed();
    if (configuration.isEmpty() || !catalog_) {
        showResult();
        return;
    }
    SlurmImportPaths paths;
    paths.slurmConf = configuration.toStdString();
    const auto optional = [](QLineEdit* field) {
        const QString text = field->text().trimmed();
        return text.isEmpty() ? std::nullopt : std::optional<std::filesystem::path>(text.toStdString());
    };
    paths.topologyConf = optional(topology_);
    paths.gresConf = optional(gres_);
    paths.mapping = optional(mapping_);
    paths.nvidiaSmiTopology = optional(nvidiaSmi_);
    paths.ibnetdiscover = optional(ibnetdiscover_);
    paths.ibstat = optional(ibstat_);
    std::optional<FabricTechnology> technology;
    if (const QString chosen = technology_->currentData().toString(); !chosen.isEmpty())
        technology = fabricTechnologyFromString(chosen.toStdString());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    LoadedSlurmInput loaded = loadSlurmImportInput(paths);
    if (hasImportErrors(loaded.messages)) {
        result_.messages = std::move(loaded.messages);
    } else {
        loaded.input.technology = technology;
        if (!choices_.empty()) {
            std::string rows = "slurm,catalog_id\n";
            for (const auto& [key, id] : choices_)
                rows += csvField(q(key)).toStdString() + "," + id + "\n";
            loaded.input.chosenMapping = NamedText{tr("choices in this dialog").toStdString(), rows};
        }
        result_ = importSlurm(loaded.input, *catalog_);
        result_.messages.insert(result_.messages.begin(), loaded.messages.begin(), loaded.messages.end());
    }
    for (const UnmatchedName& name : result_.unmatched)
        unmatchedSeen_.insert_or_assign(name.mappingKey, name);
    QApplication::restoreOverrideCursor();
    showResult();
}

void SlurmImportDialog::chooseMapping(const QString& mappingKey, const QString& catalogId)
{
    if (catalogId.isEmpty())
        choices_.erase(mappingKey.toStdString());
    else
        choices_[mappingKey.toStdString()] = catalogId.toStdString();
    readNow();
}

QString SlurmImportDialog::mappingTableText() const
{
    QString text = QStringLiteral("slurm,catalog_id\n");
    const QString file = mapping_->text().trimmed();
    if (!file.isEmpty()) {
        QFile in(file);
        if (in.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = in.readAll();
            const QJsonDocument json = QJsonDocument::fromJson(bytes);
            if (json.isObject()) {
                const QJsonObject object = json.object();
                for (auto it = object.begin(); it != object.end(); ++it)
                    text += csvField(it.key()) + QLatin1Char(',') + it.value().toString() + QLatin1Char('\n');
            } else {
                // A CSV table: its rows after its header, comments included.
                const QString rows = QString::fromUtf8(bytes);
                const qsizetype header = rows.indexOf(QLatin1Char('\n'));
                if (header >= 0)
                    text += rows.mid(header + 1).trimmed() + QLatin1Char('\n');
            }
        }
    }
    if (!choices_.empty())
        text += QStringLiteral("# ") + tr("Chosen in the import preview (later rows win)") + QLatin1Char('\n');
    for (const auto& [key, id] : choices_)
        text += csvField(q(key)) + QLatin1Char(',') + q(id) + QLatin1Char('\n');
    return text;
}

void SlurmImportDialog::saveMappingTable()
{
    const QString start = QFileInfo(configuration_->text().trimmed()).isDir()
                              ? configuration_->text().trimmed()
                              : QFileInfo(configuration_->text().trimmed()).absolutePath();
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Mapping Table"), QDir(start).filePath(QStringLiteral("mapping.csv")),
                                                          tr("Mapping tables (*.csv)"));
    if (fileName.isEmpty())
        return;
    QSaveFile out(fileName);
    if (!out.open(QIODevice::WriteOnly) || out.write(mappingTableText().toUtf8()) < 0 || !out.commit()) {
        QMessageBox::warning(this, tr("Save Mapping Table"), tr("Cannot write %1: %2").arg(fileName, out.errorString()));
        return;
    }
    mapping_->setText(fileName);
    choices_.clear();   // they are in the file now
    readNow();
}

void SlurmImportDialog::fillMatches()
{
    matches_->clear();
    // What is unmatched now, then what was and is mapped here (so that a choice stays in view).
    std::vector<UnmatchedName> rows = result_.unmatched;
    for (const auto& [key, id] : choices_)
        if (std::none_of(rows.begin(), rows.end(), [&](const UnmatchedName& n) { return n.mappingKey == key; }))
            if (const auto seen = unmatchedSeen_.find(key); seen != unmatchedSeen_.end())
                rows.push_back(seen->second);
    for (const UnmatchedName& name : rows) {
        const bool platform = name.kind == UnmatchedName::Kind::ApproximatePlatform;
        // The catalog's names, in words the translation has; the model's reasons are on hover.
        QString readAs;
        if (name.kind == UnmatchedName::Kind::UnknownGpu) {
            readAs = tr("not in the catalog");
        } else if (platform) {
            const NodePlatform* current = catalog_->findNode(name.current);
            readAs = tr("approximately: %1").arg(current ? q(current->name) : q(name.current));
        } else {
            const Gpu* current = catalog_->findGpu(name.current);
            readAs = tr("%1, or %n other GPU(s)", nullptr, static_cast<int>(name.candidates.size()))
                         .arg(current ? q(current->name) : q(name.current));
        }
        const QString key = q(name.mappingKey);
        const QString slurmName = key.startsWith(QLatin1String("nodes:")) ? tr("nodes %1").arg(key.mid(6)) : tr("GRES type %1").arg(key);
        auto* item = new QTreeWidgetItem(QStringList{slurmName, q(name.hosts), readAs, QString()});
        item->setToolTip(0, q(name.where.file) + QLatin1Char(':') + QString::number(name.where.line) + QLatin1Char('\n') + q(name.where.text));
        item->setToolTip(2, readAs + QLatin1Char('\n') + q(name.why));
        if (name.kind == UnmatchedName::Kind::UnknownGpu && !choices_.count(name.mappingKey))
            item->setIcon(0, style()->standardIcon(QStyle::SP_MessageBoxCritical));
        else if (!choices_.count(name.mappingKey))
            item->setIcon(0, style()->standardIcon(QStyle::SP_MessageBoxWarning));
        matches_->addTopLevelItem(item);

        auto* choice = new QComboBox;
        choice->setObjectName(QStringLiteral("mapTo:") + key);
        choice->setAccessibleName(tr("Map %1 to").arg(slurmName));
        if (name.kind == UnmatchedName::Kind::UnknownGpu)
            choice->addItem(tr("Choose a catalog GPU…"), QString());
        else if (platform)
            choice->addItem(tr("Keep %1").arg(catalog_->findNode(name.current) ? q(catalog_->findNode(name.current)->name) : q(name.current)), QString());
        else
            choice->addItem(tr("Keep %1").arg(catalog_->findGpu(name.current) ? q(catalog_->findGpu(name.current)->name) : q(name.current)), QString());
        std::vector<std::string> ids = name.candidates;
        const auto add = [&](const std::string& id) {
            if (platform) {
                if (const NodePlatform* p = catalog_->findNode(id))
                    choice->addItem(itemLabel(p->name, p->id), q(p->id));
            } else if (const Gpu* g = catalog_->findGpu(id)) {
                choice->addItem(itemLabel(g->name, g->id), q(g->id));
            }
        };
        for (const std::string& id : ids)
            add(id);
        // The rest of the catalog after the likeliest ones.
        if (!ids.empty())
            choice->insertSeparator(choice->count());
        if (platform) {
            for (const NodePlatform& p : catalog_->nodes)
                if (std::find(ids.begin(), ids.end(), p.id) == ids.end() && p.id != name.current)
                    add(p.id);
        } else {
            for (const Gpu& g : catalog_->gpus)
                if (std::find(ids.begin(), ids.end(), g.id) == ids.end() && g.id != name.current)
                    add(g.id);
        }
        if (const auto chosen = choices_.find(name.mappingKey); chosen != choices_.end())
            choice->setCurrentIndex(std::max(0, choice->findData(q(chosen->second))));
        const QString mappingKey = key;
        connect(choice, &QComboBox::activated, this, [this, choice, mappingKey] {
            const QString id = choice->currentData().toString();
            // Deferred: reading again rebuilds this list, this combo box included.
            QTimer::singleShot(0, this, [this, mappingKey, id] { chooseMapping(mappingKey, id); });
        });
        matches_->setItemWidget(item, 3, choice);
    }
    for (int c = 0; c < 2; ++c)
        matches_->resizeColumnToContents(c);
    matches_->setColumnWidth(2, 380);
    saveMapping_->setEnabled(!choices_.empty());
}

void SlurmImportDialog::showResult()
{
    fillMatches();
    fillNodes();
    fillNetwork();
    fillPartitions();
    fillMessages();
    const QLocale locale;
    int errors = 0;
    for (const ImportMessage& message : result_.messages)
        errors += message.severity == Severity::Error ? 1 : 0;
    QPalette palette = summary_->palette();
    palette.setColor(QPalette::WindowText, errors > 0 ? errorColor(this->palette()) : this->palette().color(QPalette::WindowText));
    summary_->setPalette(palette);
    if (configuration_->text().trimmed().isEmpty()) {
        summary_->setText(tr("Choose a slurm.conf, or the folder that holds it (with topology.conf and gres.conf)."));
    } else if (errors > 0) {
        const auto unknown = std::count_if(result_.unmatched.begin(), result_.unmatched.end(),
                                           [](const UnmatchedName& n) { return n.kind == UnmatchedName::Kind::UnknownGpu; });
        QString text = tr("Not imported: %n problem(s) to fix first (see Problems; each names its file and line).", nullptr, errors);
        if (unknown > 0) {
            text += QLatin1Char(' ') + tr("%n GPU type(s) are not in the catalog: choose what they are under Catalog Matches.", nullptr,
                                          static_cast<int>(unknown));
            tabs_->setCurrentIndex(tabs_->indexOf(matchesPage_));
        } else {
            tabs_->setCurrentWidget(problems_);
        }
        summary_->setText(text);
    } else if (result_.ok()) {
        const SlurmImportSummary& s = result_.summary;
        QString text = tr("%1 nodes, %2 GPUs in %n node type(s)", nullptr, static_cast<int>(s.nodeTypes.size()))
                           .arg(locale.toString(static_cast<qlonglong>(s.nodes)), locale.toString(static_cast<qlonglong>(s.gpus)));
        if (s.network.present)
            text += tr("; compute fabric of %1 leaf, %2 spine and %3 core switches (%4)")
                        .arg(locale.toString(static_cast<qlonglong>(s.network.leaves)), locale.toString(static_cast<qlonglong>(s.network.spines)),
                             locale.toString(static_cast<qlonglong>(s.network.cores)), q(s.network.switchName));
        else
            text += tr("; no compute fabric (no topology.conf)");
        text += tr(". %n assumption(s) made: check them before you plan.", nullptr, static_cast<int>(s.assumptions.size()));
        if (!result_.unmatched.empty())
            text += QLatin1Char(' ') + tr("%n name(s) match the catalog only approximately: see Catalog Matches.", nullptr,
                                          static_cast<int>(result_.unmatched.size()));
        summary_->setText(text);
        if (tabs_->currentWidget() == problems_)
            tabs_->setCurrentWidget(nodes_);
    }
    const bool importable = result_.ok();
    openAsNew_->setEnabled(importable);
    addToCurrent_->setEnabled(importable && canAddToCurrent_);
    tabs_->setTabText(tabs_->indexOf(problems_), errors > 0 ? tr("Problems (%1)").arg(errors) : tr("Problems"));
    tabs_->setTabText(tabs_->indexOf(notes_), tr("Notes (%1)").arg(notes_->topLevelItemCount()));
    tabs_->setTabText(tabs_->indexOf(assumptions_), tr("Assumptions (%1)").arg(assumptions_->topLevelItemCount()));
    tabs_->setTabText(tabs_->indexOf(matchesPage_), tr("Catalog Matches (%1)").arg(matches_->topLevelItemCount()));
}

void SlurmImportDialog::fillNodes()
{
    nodes_->clear();
    const QLocale locale;
    for (const ImportedNodeType& type : result_.summary.nodeTypes) {
        QStringList partitions;
        for (const std::string& p : type.partitions)
            partitions << q(p);
        auto* item = new QTreeWidgetItem(QStringList{q(type.hosts), locale.toString(static_cast<qlonglong>(type.nodes)),
                                                     q(type.gpuName) + QStringLiteral(" (gpu:") + q(type.gresType) + QLatin1Char(')'),
                                                     locale.toString(type.gpusPerNode), q(type.platformName),
                                                     type.cpus ? locale.toString(*type.cpus) : QString(),
                                                     type.memoryMiB ? tr("%1 GiB").arg(locale.toString(static_cast<double>(*type.memoryMiB) / 1024.0, 'f', 0))
                                                                    : QString(),
                                                     partitions.join(QStringLiteral(", "))});
        item->setToolTip(2, q(type.gpuId));
        item->setToolTip(4, q(type.platformId));
        for (int column : {1, 3, 5, 6})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        nodes_->addTopLevelItem(item);
    }
    for (int c = 0; c < nodes_->columnCount() - 1; ++c)
        nodes_->resizeColumnToContents(c);
}

void SlurmImportDialog::fillNetwork()
{
    network_->clear();
    const ImportedNetwork& n = result_.summary.network;
    if (!result_.ok())
        return;
    const QLocale locale;
    const auto row = [&](const QString& key, const QString& value) { network_->addTopLevelItem(new QTreeWidgetItem(QStringList{key, value})); };
    if (!n.present) {
        row(tr("Compute fabric"), tr("none: no topology.conf with switches or blocks was read"));
        return;
    }
    row(tr("Leaf-level switches in topology.conf"), tr("%1 (up to %2 nodes each)")
                                                        .arg(locale.toString(static_cast<qlonglong>(n.slurmLeafSwitches)),
                                                             locale.toString(static_cast<qlonglong>(n.maxNodesPerLeaf))));
    row(tr("Switches above them"), locale.toString(static_cast<qlonglong>(n.slurmUpperSwitches)));
    const QString topology = n.topology == TopologyKind::RailOptimizedFatTree ? tr("Rail-optimized fat tree, %n rail(s)", nullptr, n.rails)
                             : n.topology == TopologyKind::FatTree            ? tr("Fat tree")
                                                                              : tr("Single tier");
    row(tr("Topology"), topology);
    row(tr("Technology"), n.technology == FabricTechnology::InfiniBand ? tr("InfiniBand") : tr("Ethernet (RoCE)"));
    row(tr("Switch tiers"), locale.toString(n.tiers));
    row(tr("Switch"), q(n.switchName) + QStringLiteral(" (") + q(n.switchId) + QLatin1Char(')'));
    row(tr("Link per GPU"), tr("%1 Gb/s").arg(locale.toString(n.linkGbps)));
    QStringList ratios;
    for (double r : n.oversubscription)
        ratios << tr("%1:1").arg(locale.toString(r));
    row(tr("Oversubscription"), ratios.isEmpty() ? tr("none (one tier)") : ratios.join(QStringLiteral(", ")));
    row(tr("Planned by the network model"), tr("%1 leaf, %2 spine, %3 core switches")
                                                .arg(locale.toString(static_cast<qlonglong>(n.leaves)), locale.toString(static_cast<qlonglong>(n.spines)),
                                                     locale.toString(static_cast<qlonglong>(n.cores))));
    if (result_.summary.scaleupDomains > 0)
        row(tr("NVLink domains from blocks"), locale.toString(static_cast<qlonglong>(result_.summary.scaleupDomains)));
    network_->resizeColumnToContents(0);
}

void SlurmImportDialog::fillPartitions()
{
    partitions_->clear();
    const QLocale locale;
    for (const ImportedPartition& p : result_.summary.partitions) {
        auto* item = new QTreeWidgetItem(QStringList{q(p.name) + (p.isDefault ? tr(" (default)") : QString()),
                                                     locale.toString(static_cast<qlonglong>(p.nodes)), q(p.hosts)});
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        partitions_->addTopLevelItem(item);
    }
    partitions_->resizeColumnToContents(0);
    partitions_->resizeColumnToContents(1);
}

void SlurmImportDialog::fillMessages()
{
    assumptions_->clear();
    notes_->clear();
    problems_->clear();
    for (const std::string& assumption : result_.summary.assumptions) {
        auto* item = new QTreeWidgetItem(QStringList{q(assumption)});
        item->setToolTip(0, q(assumption));
        assumptions_->addTopLevelItem(item);
    }
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon information = style()->standardIcon(QStyle::SP_MessageBoxInformation);
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    for (const ImportMessage& message : result_.messages) {
        const QString where = location(message);
        if (message.severity == Severity::Error) {
            auto* item = new QTreeWidgetItem(QStringList{where, q(message.message), q(message.where.text)});
            item->setIcon(0, error);
            item->setToolTip(0, q(message.where.file));
            item->setToolTip(1, q(message.message));
            item->setToolTip(2, q(message.where.text));
            problems_->addTopLevelItem(item);
        } else {
            auto* item = new QTreeWidgetItem(QStringList{where, q(message.message)});
            item->setIcon(0, message.severity == Severity::Warning ? warning : information);
            item->setToolTip(0, q(message.where.file));
            item->setToolTip(1, q(message.message) + (message.where.text.empty() ? QString() : QStringLiteral("\n") + q(message.where.text)));
            notes_->addTopLevelItem(item);
        }
    }
    notes_->resizeColumnToContents(0);
    problems_->resizeColumnToContents(0);
    problems_->setColumnWidth(1, 480);
}

void SlurmImportDialog::accept(Choice choice)
{
    if (!result_.ok())
        return;
    choice_ = choice;
    QDialog::accept();
}

}  // namespace cp::ui
