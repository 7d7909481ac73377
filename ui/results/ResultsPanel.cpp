#include "results/ResultsPanel.h"

#include "results/HeadlineFigures.h"
#include "results/ResultsTab.h"
#include "results/ValidationTab.h"
#include "style/Icons.h"
#include "style/SemanticColors.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace cp::ui {
namespace {
struct AreaTab {
    const char* section;
    const char* title;
};
constexpr AreaTab kAreas[] = {
    {"totals", QT_TRANSLATE_NOOP("ResultsPanel", "Overview")},
    {"training", QT_TRANSLATE_NOOP("ResultsPanel", "Training")},
    {"inference", QT_TRANSLATE_NOOP("ResultsPanel", "Inference")},
    {"network", QT_TRANSLATE_NOOP("ResultsPanel", "Network")},
    {"power", QT_TRANSLATE_NOOP("ResultsPanel", "Power")},
    {"cost", QT_TRANSLATE_NOOP("ResultsPanel", "Cost && TCO")},
    {"reliability", QT_TRANSLATE_NOOP("ResultsPanel", "Reliability")},
};
constexpr const char* kValidationSection = "validation";
}  // namespace

ResultsPanel::ResultsPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsPanel"));
    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    for (const AreaTab& area : kAreas)
        tab(QString::fromLatin1(area.section));
    validation_ = new ValidationTab(tabs_);
    tabs_->addTab(validation_, QCoreApplication::translate("ResultsPanel", "Validation"));
    warnings_ = new QListWidget(this);
    warnings_->setObjectName(QStringLiteral("warningsList"));
    warnings_->setWordWrap(true);
    tabs_->addTab(warnings_, tr("Warnings"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
}

QString ResultsPanel::titleFor(const QString& sectionKey) const
{
    for (const AreaTab& area : kAreas)
        if (sectionKey == QLatin1String(area.section))
            return QCoreApplication::translate("ResultsPanel", area.title);
    QString title = sectionKey;
    title.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!title.isEmpty())
        title.front() = title.front().toUpper();
    return title;
}

ResultsTab* ResultsPanel::tab(const QString& sectionKey)
{
    if (const auto it = sectionTabs_.find(sectionKey); it != sectionTabs_.end())
        return it->second;
    auto* tab = new ResultsTab(sectionKey, tabs_);
    // New sections go before the warnings tab.
    const int warningsIndex = warnings_ ? tabs_->indexOf(warnings_) : -1;
    tabs_->insertTab(warningsIndex < 0 ? tabs_->count() : warningsIndex, tab, titleFor(sectionKey));
    sectionTabs_[sectionKey] = tab;
    return tab;
}

void ResultsPanel::setSettings(const AppSettings& settings)
{
    settings_ = settings;
    if (last_.ok() || !last_.error.isEmpty())
        showResult(last_);
}

void ResultsPanel::showResult(const EvaluationResult& result)
{
    last_ = result;
    warnings_->clear();
    if (!result.ok()) {
        for (auto& [key, tab] : sectionTabs_)
            tab->showSection(nullptr, settings_);
        auto* item = new QListWidgetItem(themedIcon(QStringLiteral("warning"), palette()), result.error, warnings_);
        item->setForeground(errorColor(palette()));
        tabs_->setTabText(tabs_->indexOf(warnings_), tr("Warnings (%1)").arg(1));
        return;
    }
    const nlohmann::json& document = *result.document;
    if (document.is_object())
        for (auto it = document.begin(); it != document.end(); ++it)
            // Warnings have their own list, validation its own tab.
            if ((it->is_object() || it->is_array()) && it.key() != "warnings" && it.key() != kValidationSection)
                tab(QString::fromStdString(it.key()));
    for (auto& [key, tab] : sectionTabs_) {
        const auto it = document.is_object() ? document.find(key.toStdString()) : document.end();
        tab->showSection(it == document.end() ? nullptr : &*it, settings_);
    }
    const QStringList warnings = collectWarnings(document);
    for (const QString& warning : warnings) {
        auto* item = new QListWidgetItem(themedIcon(QStringLiteral("warning"), palette()), warning, warnings_);
        item->setForeground(warningColor(palette()));
    }
    tabs_->setTabText(tabs_->indexOf(warnings_), warnings.isEmpty() ? tr("Warnings") : tr("Warnings (%1)").arg(warnings.size()));
}

}  // namespace cp::ui
