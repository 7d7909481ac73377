#include "palette/CatalogPalette.h"

#include "palette/CatalogDetails.h"
#include "palette/CatalogMime.h"
#include "style/Icons.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cp::ui {
namespace {

constexpr int kEntryKindRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole + 2;
constexpr int kSearchRole = Qt::UserRole + 3;

// A tree whose leaf entries drag as catalog MIME data.
class PaletteTree : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;

protected:
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override
    {
        if (items.isEmpty() || items.front()->data(0, kIdRole).toString().isEmpty())
            return nullptr;
        const QTreeWidgetItem* item = items.front();
        return makeCatalogMimeData({static_cast<CatalogKind>(item->data(0, kEntryKindRole).toInt()), item->data(0, kIdRole).toString()});
    }
    QStringList mimeTypes() const override { return {QString::fromLatin1(kCatalogItemMimeType)}; }
};

struct KindSection {
    CatalogKind kind;
    const char* title;
    const char* icon;
};

constexpr KindSection kSections[] = {
    {CatalogKind::Gpu, QT_TRANSLATE_NOOP("CatalogPalette", "GPUs"), "gpu"},
    {CatalogKind::RackSystem, QT_TRANSLATE_NOOP("CatalogPalette", "Rack-scale systems"), "node"},
    {CatalogKind::Node, QT_TRANSLATE_NOOP("CatalogPalette", "Nodes"), "node"},
    {CatalogKind::Switch, QT_TRANSLATE_NOOP("CatalogPalette", "Switches"), "switch"},
    {CatalogKind::Nic, QT_TRANSLATE_NOOP("CatalogPalette", "NICs"), "nic"},
    {CatalogKind::Optic, QT_TRANSLATE_NOOP("CatalogPalette", "Optics and cables"), "optic"},
    {CatalogKind::Storage, QT_TRANSLATE_NOOP("CatalogPalette", "Storage"), "storage"},
};

}  // namespace

CatalogPalette::CatalogPalette(QWidget* parent) : QWidget(parent)
{
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search the catalog…"));
    search_->setClearButtonEnabled(true);
    search_->setObjectName(QStringLiteral("paletteSearch"));
    tree_ = new PaletteTree(this);
    tree_->setObjectName(QStringLiteral("paletteTree"));
    tree_->setHeaderHidden(true);
    tree_->setColumnCount(1);
    tree_->setDragEnabled(true);
    tree_->setDragDropMode(QAbstractItemView::DragOnly);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setUniformRowHeights(false);
    tree_->setMouseTracking(true);
    tree_->setIndentation(14);
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setTextFormat(Qt::RichText);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setMinimumHeight(120);
    details_->setFrameShape(QFrame::StyledPanel);
    details_->setMargin(6);
    details_->setText(tr("Hover over an entry for its figures and source. Drag it onto the canvas."));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(search_);
    layout->addWidget(tree_, 1);
    layout->addWidget(details_);

    connect(search_, &QLineEdit::textChanged, this, &CatalogPalette::applyFilter);
    connect(tree_, &QTreeWidget::currentItemChanged, this, &CatalogPalette::showDetailsOfCurrent);
    connect(tree_, &QTreeWidget::itemEntered, this, [this](QTreeWidgetItem* item) {
        if (item && !item->toolTip(0).isEmpty())
            details_->setText(item->toolTip(0));
    });
}

void CatalogPalette::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    catalog_ = std::move(catalog);
    rebuild();
}

void CatalogPalette::setFilterText(const QString& text) { search_->setText(text); }

void CatalogPalette::rebuild()
{
    tree_->clear();
    if (!catalog_)
        return;
    for (const KindSection& section : kSections) {
        auto* header = new QTreeWidgetItem(tree_, {QCoreApplication::translate("CatalogPalette", section.title)});
        header->setIcon(0, themedIcon(QString::fromLatin1(section.icon), palette()));
        header->setFlags(Qt::ItemIsEnabled);
        QFont font = header->font(0);
        font.setBold(true);
        header->setFont(0, font);
        for (const std::string& id : catalog_->ids(section.kind)) {
            const CatalogItemRef ref{section.kind, QString::fromStdString(id)};
            const auto text = describeCatalogEntry(*catalog_, ref);
            if (!text)
                continue;
            auto* item = new QTreeWidgetItem(header, {text->title});
            item->setData(0, kEntryKindRole, static_cast<int>(section.kind));
            item->setData(0, kIdRole, ref.id);
            item->setData(0, kSearchRole, text->searchText);
            item->setToolTip(0, text->detailsHtml);
            item->setStatusTip(0, text->subtitle);
            item->setIcon(0, themedIcon(QString::fromLatin1(section.icon), palette()));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        }
        header->setText(0, QStringLiteral("%1  (%2)").arg(QCoreApplication::translate("CatalogPalette", section.title)).arg(header->childCount()));
        header->setExpanded(section.kind == CatalogKind::Gpu || section.kind == CatalogKind::Node
                            || section.kind == CatalogKind::Switch || section.kind == CatalogKind::Storage);
    }
    applyFilter();
}

void CatalogPalette::applyFilter()
{
    const QStringList words = search_->text().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* header = tree_->topLevelItem(i);
        int visible = 0;
        for (int j = 0; j < header->childCount(); ++j) {
            QTreeWidgetItem* item = header->child(j);
            const QString haystack = item->data(0, kSearchRole).toString();
            const bool match = std::all_of(words.begin(), words.end(), [&](const QString& w) { return haystack.contains(w); });
            item->setHidden(!match);
            visible += match ? 1 : 0;
        }
        header->setHidden(visible == 0);
        if (!words.isEmpty())
            header->setExpanded(visible > 0);
    }
}

void CatalogPalette::showDetailsOfCurrent()
{
    if (QTreeWidgetItem* item = tree_->currentItem(); item && !item->toolTip(0).isEmpty())
        details_->setText(item->toolTip(0));
}

}  // namespace cp::ui
