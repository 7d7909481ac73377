#include "report/PdfReport.h"

#include "analysis/ScalingSweep.h"
#include "analysis/SensitivityAnalysis.h"
#include "catalog/Catalog.h"
#include "charts/EvaluationChartData.h"
#include "charts/LineChart.h"
#include "charts/PlanScatterChart.h"
#include "charts/ScalingCurveChart.h"
#include "charts/StackedBarChart.h"
#include "charts/TornadoChart.h"
#include "charts/ValidationChartData.h"
#include "charts/ValidationScatterChart.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "export/BillOfMaterials.h"
#include "figures/EvaluationFigures.h"
#include "report/LayoutSchematic.h"
#include "report/ReportPainter.h"
#include "results/FieldLabels.h"
#include "results/AssumptionLabels.h"
#include "results/FigureFormat.h"
#include "results/ValidationLabels.h"
#include "results/ModelText.h"
#include "report/SensitivityLabels.h"
#include "style/QtText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <system_error>

namespace cp::ui {
namespace {

constexpr double kChartHeight = 290;
constexpr double kHalfChartHeight = 250;
constexpr double kPairScale = 1.45;
constexpr int kSummaryWarnings = 5;
constexpr std::size_t kTabledListLength = 3;     // longer lists of one kind become one table
constexpr int kLargestMisses = 10;
constexpr qsizetype kSourceChars = 44;

// The report prints in the user's language and locale, in USD.
const AppSettings& reportSettings()
{
    static const AppSettings settings;
    return settings;
}

QString formatted(const Figure& figure)
{
    QString value = formatFigure(figure, reportSettings());
    if (const QString range = formatFigureRange(figure, reportSettings()); !range.isEmpty())
        value += QStringLiteral(" (%1)").arg(range);
    return value;
}

QString percent(double fraction, int decimals = 1)
{
    return formatFigureNumber(fraction, FigureUnit::Fraction, decimals + 2, reportSettings());
}

QString signedPercent(double fraction)
{
    const QString text = QLocale().toString(fraction * 100.0, 'f', 1) + QStringLiteral(" %");
    return fraction > 0 ? QStringLiteral("+") + text : text;
}

QString plainNumber(double value)
{
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'g', magnitude >= 1e5 || (magnitude > 0 && magnitude < 1e-2) ? 4 : 5);
}

// The first `length` characters of a long citation (the full one is in the validation files).
QString elided(const QString& text, qsizetype length)
{
    return text.size() <= length ? text : text.left(length).trimmed() + QStringLiteral("\u2026");
}

// Rows (figure, value) of one importance class: the section's own figures, then each list
// entry under a heading row of its title ("Training job: Llama 3 70B"); lists of
// bill-of-materials and capex lines stay out (they are the bill of materials).
void figureRows(const std::vector<Figure>& figures, bool details, QVector<QStringList>& rows)
{
    for (const Figure& figure : figures)
        if ((figure.field->importance == Importance::Detail) == details)
            rows.push_back({figureLabel(figure, reportSettings()), formatted(figure)});
}

bool isBillLine(const FigureGroup& group)
{
    return group.kind->key == "network.bom_line" || group.kind->key == "cost.capex_line";
}

// A long list inside a group (a job's components), set as one table after the rows.
struct NestedList {
    QString title;                                // the owning group's title
    const FieldSpec* kind = nullptr;
    std::vector<const FigureGroup*> entries;
};

void groupRows(const FigureGroup& group, bool details, const QString& prefix, QVector<QStringList>& rows,
               std::vector<NestedList>* longLists = nullptr)
{
    if (isBillLine(group))
        return;
    const QString title = prefix.isEmpty() ? figureGroupTitle(group, nullptr)
                                           : prefix + QStringLiteral(" \u203a ") + figureGroupTitle(group, nullptr);
    const bool detailGroup = group.kind->importance == Importance::Detail;
    // A detail list shows all its figures among the details; a main one its main figures in the
    // body and the rest among the details.
    QVector<QStringList> own;
    if (detailGroup) {
        if (details) {
            figureRows(group.figures, false, own);
            figureRows(group.figures, true, own);
        }
    } else {
        figureRows(group.figures, details, own);
    }
    if (!own.isEmpty()) {
        rows.push_back({title});
        rows += own;
    }
    std::map<const FieldSpec*, std::vector<const FigureGroup*>> byKind;
    for (const FigureGroup& child : group.groups)
        byKind[child.kind].push_back(&child);
    for (const FigureGroup& child : group.groups) {
        const std::vector<const FigureGroup*>& entries = byKind[child.kind];
        if (isBillLine(child))
            continue;
        if (longLists && details && entries.size() > kTabledListLength) {
            if (entries.front() == &child)
                longLists->push_back({title, child.kind, entries});
            continue;
        }
        groupRows(child, details || detailGroup ? details : false, title, rows, longLists);
    }
}

ReportTable figureTable(const QVector<QStringList>& rows)
{
    ReportTable table;
    table.headers = QStringList{QCoreApplication::translate("report", "Figure"), QCoreApplication::translate("report", "Value")};
    table.columnWeights = {3.2, 1.6};
    table.rightAligned = {false, true};
    table.rows = rows;
    return table;
}

// A chart made for the report, drawn once it is placed.
struct ReportChart {
    std::unique_ptr<ChartView> view;
    QString title;
};

class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(report)
public:
    ReportBuilder(const PdfReportInput& input, QPdfWriter& writer, PdfReportResult& result)
        : m_input(input), m_figures(std::make_shared<const std::vector<SectionFigures>>(evaluationFigures(input.evaluation))),
          m_palette(reportPalette()),
          m_page(writer, m_palette, tr("ClusterPlanner report \u2014 %1 \u2014 %2")
                                         .arg(q(input.design.name), input.generatedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")))),
          m_result(result)
    {
    }

    void setBudget(const QIODevice* device, qint64 maxBytes, int maxPages) { m_page.setBudget(device, maxBytes, maxPages); }

    // The main body (summary, then one section per area) reads without the appendix: bill of
    // materials, every figure, warnings, assumptions with sources, model validation.
    void build()
    {
        if (!m_page.isActive())
            return;
        cover();
        summary();
        for (const SectionFigures& section : *m_figures)
            if (section.section != ResultSection::Totals && section.section != ResultSection::Inventory)
                areaSection(section);
        m_result.mainBodyPages = m_page.pageCount();
        billOfMaterials();
        allWarnings();
        details();
        assumptions();
        validation();
        m_page.finish();
        m_result.pages = m_page.pageCount();
    }

private:
    void startSection(const QString& title)
    {
        if (m_page.y() > m_page.contentRect().top())
            m_page.newPage();
        m_page.heading(title);
        m_result.sections << title;
    }

    // Page 1: what the design is, its headline figures as tiles and its layout.
    void cover()
    {
        m_page.block(130, [&](QPainter& p, const QRectF& area) {
            p.setPen(m_palette.color(QPalette::Highlight));
            p.setFont(m_page.font(11, true));
            p.drawText(QRectF(area.left(), area.top() + 4, area.width(), 24), Qt::AlignLeft, tr("ClusterPlanner \u00b7 cluster design report"));
            p.setPen(m_palette.color(QPalette::WindowText));
            p.setFont(m_page.font(22, true));
            p.drawText(QRectF(area.left(), area.top() + 30, area.width(), 70), Qt::AlignLeft | Qt::TextWordWrap, q(m_input.design.name));
            p.setFont(m_page.font(9));
            p.setPen(m_palette.color(QPalette::PlaceholderText));
            p.drawText(QRectF(area.left(), area.top() + 100, area.width(), 24), Qt::AlignLeft | Qt::TextWordWrap,
                       tr("Generated %1 by ClusterPlanner %2")
                           .arg(QLocale().toString(m_input.generatedAt, QStringLiteral("d MMMM yyyy, HH:mm 'UTC'")), QStringLiteral(CP_VERSION)));
        });
        if (!m_input.design.description.empty())
            m_page.paragraph(q(m_input.design.description), 10);
        keyFigureTiles();
        const double wanted = m_input.layoutPicture ? m_page.remainingHeight() - 40 : layoutSchematicHeight(m_input.design);
        const double pictureHeight = std::clamp(wanted, 160.0, std::max(160.0, m_page.remainingHeight() - 40));
        m_page.block(pictureHeight, [&](QPainter& p, const QRectF& area) {
            if (m_input.layoutPicture)
                m_input.layoutPicture(p, area);
            else
                paintLayoutSchematic(p, area, m_input.design, m_input.catalog, m_palette);
        });
        m_page.paragraph(m_input.layoutPicture ? tr("Layout of the design.")
                                               : tr("Schematic of the design: groups with their replication counts and the fabrics that join them."),
                         8, true);
        m_result.sections << tr("Cover");
    }

    // The figures a reader asks first, as tiles: two rows of four at most.
    void keyFigureTiles()
    {
        struct Tile { QString label; QString value; };
        QVector<Tile> tiles;
        const std::vector<Figure> figures = headlineFigures(*m_figures);
        for (const char* key : {"totals.gpus", "totals.peak_bf16_pflops", "power.facility_power_kw", "cost.capex_usd",
                                "cost.tco_usd", "cost.cost_per_gpu_hour_usd", "training.job.time_to_train_days",
                                "inference.gpus_needed"})
            for (const Figure& f : figures)
                if (f.field->key == key && tiles.size() < 8)
                    tiles.push_back({figureLabel(f, reportSettings()), formatFigure(f, reportSettings())});
        if (tiles.isEmpty())
            return;
        const int perRow = 4;
        for (int first = 0; first < tiles.size(); first += perRow) {
            m_page.block(58, [&](QPainter& p, const QRectF& area) {
                const double width = area.width() / perRow;
                for (int i = first; i < std::min<int>(first + perRow, tiles.size()); ++i) {
                    const QRectF tile(area.left() + (i - first) * width, area.top(), width - 6, area.height() - 6);
                    p.setPen(Qt::NoPen);
                    p.setBrush(m_palette.color(QPalette::AlternateBase));
                    p.drawRoundedRect(tile, 4, 4);
                    p.setPen(m_palette.color(QPalette::WindowText));
                    // The largest size up to 13 pt at which the figure fits its tile.
                    QFont valueFont = m_page.font(13, true);
                    while (valueFont.pointSizeF() > 7 && QFontMetricsF(valueFont).horizontalAdvance(tiles[i].value) > tile.width() - 16)
                        valueFont.setPointSizeF(valueFont.pointSizeF() - 0.5);
                    p.setFont(valueFont);
                    p.drawText(tile.adjusted(8, 4, -8, -22), Qt::AlignLeft | Qt::AlignVCenter, tiles[i].value);
                    QFont labelFont = m_page.font(7.5);
                    while (labelFont.pointSizeF() > 5.5 && QFontMetricsF(labelFont).horizontalAdvance(tiles[i].label) > tile.width() - 16)
                        labelFont.setPointSizeF(labelFont.pointSizeF() - 0.5);
                    p.setFont(labelFont);
                    p.setPen(m_palette.color(QPalette::PlaceholderText));
                    p.drawText(tile.adjusted(8, 30, -8, -2), Qt::AlignLeft | Qt::AlignTop, tiles[i].label);
                }
            });
        }
    }

    // Pages 2 and 3: the headline figures with their ranges, what to look at first (warnings),
    // where the money and the power go, owning against renting, and which inputs move the answers.
    void summary()
    {
        startSection(tr("Summary"));
        ReportTable headline;
        headline.headers = QStringList{tr("Area"), tr("Figure"), tr("Value"), tr("Range (low\u2013high)")};
        headline.columnWeights = {1.2, 2.8, 1.5, 2.0};
        headline.rightAligned = {false, false, true, true};
        for (const Figure& f : headlineFigures(*m_figures))
            headline.rows.push_back({translatedSectionTitle(f.field->section()), figureLabel(f, reportSettings()),
                                     formatFigure(f, reportSettings()), formatFigureRange(f, reportSettings())});
        if (headline.rows.isEmpty())
            m_page.paragraph(tr("The evaluation has no figures."));
        else
            m_page.table(headline);
        if (const CostResults* cost = m_input.evaluation.cost.get())
            m_page.paragraph(tr("Capex is everything bought up front. The total cost of ownership covers the cost period of %1: "
                                "the IT equipment, the building's share for the period (period over the building's life), the "
                                "cost of capital on both and the operating cost; it can therefore be below capex when the "
                                "building is a large part of it.")
                                 .arg(formatFigureNumber(cost->economics.tco.years, FigureUnit::Years, 2, reportSettings())),
                             8, true);
        summaryWarnings();

        std::vector<ReportChart> money;
        if (auto data = capexBreakdown(single()))
            money.push_back(stacked(*data, tr("Capex by category")));
        if (auto data = powerBreakdown(single()))
            money.push_back(stacked(*data, tr("Power breakdown")));
        placeCharts(money, true);
        if (const auto tco = costOverYears(m_input.evaluation)) {
            auto chart = std::make_unique<LineChart>();
            chart->setAxisLabels(tr("Years"), tr("Cumulative cost (million USD)"));
            chart->setSeries(*tco);
            std::vector<ReportChart> own;
            own.push_back({std::move(chart), tr("Cost over the years: own against cloud")});
            placeCharts(own, false);
        }
        sensitivity();
    }

    void summaryWarnings()
    {
        const std::vector<EvaluationWarning>& warnings = m_input.evaluation.warnings;
        if (warnings.empty())
            return;
        m_page.heading(tr("What to look at first"), 2);
        ReportTable table;
        table.headers = QStringList{tr("Concerns"), tr("Warning")};
        table.columnWeights = {1.4, 5.0};
        for (std::size_t i = 0; i < warnings.size() && i < static_cast<std::size_t>(kSummaryWarnings); ++i)
            table.rows.push_back({warningSubject(warnings[i]), warningText(warnings[i])});
        m_page.table(table);
        if (warnings.size() > static_cast<std::size_t>(kSummaryWarnings))
            m_page.paragraph(tr("%n more warning(s) in appendix B.", nullptr, static_cast<int>(warnings.size()) - kSummaryWarnings), 8, true);
    }

    static QString warningSubject(const EvaluationWarning& warning)
    {
        QString where;
        for (ResultSection section : kResultSections)
            if (sectionKey(section) == warning.section)
                where = translatedSectionTitle(section);
        if (where.isEmpty())
            where = warning.section == "design" ? tr("Design") : q(warning.section);
        return warning.workload.empty() ? where : QStringLiteral("%1 \u00b7 %2").arg(where, q(warning.workload));
    }

    QString warningText(const EvaluationWarning& warning) const { return modelText(warning.message, &m_input.catalog); }

    ReportChart stacked(const StackedBarData& data, const QString& title)
    {
        auto chart = std::make_unique<StackedBarChart>();
        chart->setPalette(m_palette);
        chart->setData(data);
        return {std::move(chart), title};
    }

    // Charts one per row, or two side by side (`pairs`); charts without data are left out.
    void placeCharts(std::vector<ReportChart>& charts, bool pairs)
    {
        std::erase_if(charts, [](const ReportChart& c) { return !c.view || !c.view->hasData(); });
        const std::size_t perRow = pairs ? 2 : 1;
        for (std::size_t first = 0; first < charts.size(); first += perRow) {
            const std::size_t count = std::min(perRow, charts.size() - first);
            const double height = count == 2 ? kHalfChartHeight : kChartHeight;
            m_page.block(height, [&](QPainter& p, const QRectF& area) {
                const double width = area.width() / static_cast<double>(count);
                for (std::size_t i = 0; i < count; ++i) {
                    ReportChart& chart = charts[first + i];
                    chart.view->setPalette(m_palette);
                    chart.view->setTitle(chart.title);
                    const QRectF slot(area.left() + i * width, area.top(), width - (count == 2 ? 8 : 0), area.height());
                    // Side by side, a chart is laid out larger and drawn scaled down, so its title
                    // and legend keep room beside the plot.
                    const double scale = count == 2 ? kPairScale : 1.0;
                    p.save();
                    p.translate(slot.topLeft());
                    p.scale(1 / scale, 1 / scale);
                    chart.view->render(p, QRectF(0, 0, slot.width() * scale, slot.height() * scale));
                    p.restore();
                }
            });
            for (std::size_t i = 0; i < count; ++i)
                exportChart(charts[first + i]);
        }
    }

    void exportChart(const ReportChart& chart)
    {
        m_result.charts << chart.title;
        if (m_input.chartDirectory.isEmpty())
            return;
        QDir().mkpath(m_input.chartDirectory);
        QString slug = chart.title.toLower();
        slug.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        for (const char* suffix : {".png", ".svg"}) {
            const QString path = QDir(m_input.chartDirectory).filePath(slug + QLatin1String(suffix));
            if (const QString error = chart.view->exportTo(path); !error.isEmpty())
                m_result.chartErrors << error;
            else
                m_result.chartFiles << path;
        }
    }

    QVector<NamedEvaluation> single() const
    {
        return {NamedEvaluation{q(m_input.design.name), &m_input.evaluation}};
    }

    double gpuMemoryGb() const
    {
        try {
            const Inventory inventory = takeInventory(m_input.design, m_input.catalog);
            if (const NodeClass* dominant = inventory.dominantNodeClass(); dominant && dominant->gpu)
                return dominant->gpu->hbmGb;
        } catch (const std::exception&) {
        }
        return 0;
    }

    // One area: its headline and main figures, each job's, service's or fabric's main figures,
    // and its charts. Details go to the appendix.
    void areaSection(const SectionFigures& section)
    {
        startSection(translatedSectionTitle(section.section));
        QVector<QStringList> rows;
        if (!section.error.empty())
            rows.push_back({tr("Could not be estimated"), q(section.error)});
        figureRows(section.figures, false, rows);
        // Long lists of one kind (cloud offers, rack classes...) read as one table, an entry a row.
        std::map<const FieldSpec*, std::vector<const FigureGroup*>> byKind;
        for (const FigureGroup& group : section.groups)
            byKind[group.kind].push_back(&group);
        std::vector<const FieldSpec*> listed;
        for (const FigureGroup& group : section.groups) {
            const auto& entries = byKind[group.kind];
            if (entries.size() > kTabledListLength && group.kind->importance != Importance::Detail && !isBillLine(group)) {
                if (std::find(listed.begin(), listed.end(), group.kind) == listed.end())
                    listed.push_back(group.kind);
                continue;
            }
            groupRows(group, false, QString(), rows);
        }
        if (!rows.isEmpty())
            m_page.table(figureTable(rows));
        for (const FieldSpec* kind : listed)
            listTable(*kind, byKind[kind]);
        const Evaluation& evaluation = m_input.evaluation;
        std::vector<ReportChart> halves;
        std::vector<ReportChart> wide;
        switch (section.section) {
        case ResultSection::Training:
            if (auto data = stepTimeBreakdown(evaluation))
                halves.push_back(stacked(*data, tr("Training step time breakdown")));
            if (auto data = memoryBreakdown(evaluation))
                halves.push_back(stacked(*data, tr("Memory per GPU")));
            if (const auto scatter = planScatter(evaluation, 0, gpuMemoryGb())) {
                auto chart = std::make_unique<PlanScatterChart>();
                chart->setPalette(m_palette);
                chart->setData(*scatter);
                halves.push_back({std::move(chart), tr("Plan search: MFU against memory per GPU")});
            }
            if (auto chart = scalingCurve(); chart.view)
                halves.push_back(std::move(chart));
            break;
        case ResultSection::Power:
            if (auto data = powerBreakdown(single()))
                wide.push_back(stacked(*data, tr("Power by component")));
            if (const auto steps = largestJobPowerOverSteps(evaluation)) {
                auto chart = std::make_unique<LineChart>();
                chart->setPalette(m_palette);
                chart->setAxisLabels(tr("Time (s)"), tr("IT power (MW)"));
                chart->setSeries(steps->series);
                wide.push_back({std::move(chart), tr("Power of %1 over three steps: swing %2")
                                                      .arg(steps->job, formatFigureNumber(steps->swingMw, FigureUnit::Megawatts, 3, reportSettings()))});
            }
            break;
        case ResultSection::Network:
            if (auto data = networkCostBreakdown(evaluation))
                wide.push_back(stacked(*data, tr("Network cost by fabric")));
            break;
        case ResultSection::Cost:
            if (auto data = capexBreakdown(single()))
                wide.push_back(stacked(*data, tr("Capex by category")));
            break;
        case ResultSection::Inference:
            if (const auto curve = inferenceLatency(evaluation)) {
                auto chart = std::make_unique<LineChart>();
                chart->setPalette(m_palette);
                chart->setAxisLabels(tr("Goodput per GPU (tokens/s)"), tr("TPOT (ms)"));
                chart->setSeries(curve->series, curve->tpotTargetMs, tr("TPOT target"));
                wide.push_back({std::move(chart), tr("Inference latency against throughput")});
            }
            break;
        case ResultSection::Reliability:
            if (auto data = interruptionsByComponent(evaluation, 0))
                halves.push_back(stacked(*data, tr("Interruptions by component")));
            if (const auto goodput = goodputOverCheckpointInterval(evaluation, 0)) {
                auto chart = std::make_unique<LineChart>();
                chart->setPalette(m_palette);
                chart->setAxisLabels(tr("Checkpoint interval (min)"), tr("Goodput (%)"));
                chart->setLogarithmicX(true);
                chart->setSeries(*goodput);
                halves.push_back({std::move(chart), tr("Goodput against checkpoint interval")});
            }
            if (auto data = blastRadius(evaluation, 0))
                wide.push_back(stacked(*data, tr("Blast radius by failure domain")));
            break;
        case ResultSection::Totals:
        case ResultSection::Inventory:
            break;
        }
        placeCharts(halves, true);
        placeCharts(wide, false);
    }

    // Entries of one kind, one row each, their main figures as columns (the registry's order).
    // With details, every figure is a column, except a text every entry shares (one source for
    // all), which is said once under the table.
    void listTable(const FieldSpec& kind, const std::vector<const FigureGroup*>& entries, bool withDetails = false,
                   const QString& owner = QString())
    {
        std::vector<const FieldSpec*> columns;
        for (const FigureGroup* entry : entries)
            for (const Figure& figure : entry->figures)
                if ((withDetails || figure.field->importance != Importance::Detail)
                    && std::find(columns.begin(), columns.end(), figure.field) == columns.end())
                    columns.push_back(figure.field);
        std::sort(columns.begin(), columns.end(), [](const FieldSpec* a, const FieldSpec* b) { return displayOrder(*a) < displayOrder(*b); });
        QStringList shared;
        std::erase_if(columns, [&](const FieldSpec* column) {
            std::optional<QString> common;
            for (const FigureGroup* entry : entries) {
                const Figure* figure = entry->find(column->key);
                if (!figure || figure->number())
                    return false;
                const QString text = formatFigure(*figure, reportSettings());
                if (common && *common != text)
                    return false;
                common = text;
            }
            if (!common || common->size() < 40)
                return false;
            shared << QStringLiteral("%1: %2").arg(fieldLabel(*column), *common);
            return true;
        });
        if (columns.empty())
            return;
        const QString heading = QStringLiteral("%1 (%2)").arg(fieldLabel(kind), QLocale().toString(static_cast<qlonglong>(entries.size())));
        m_page.heading(owner.isEmpty() ? heading : owner + QStringLiteral(" \u203a ") + heading, 2);
        ReportTable table;
        table.headers << fieldLabel(kind);
        table.columnWeights << 2.6;
        table.rightAligned << false;
        for (const FieldSpec* column : columns) {
            table.headers << fieldLabel(*column);
            table.columnWeights << 1.0;
            table.rightAligned << true;
        }
        for (const FigureGroup* entry : entries) {
            QStringList cells{entry->title.empty() ? fieldLabel(kind)
                                                   : valueWord(kind.key, entry->title).value_or(withCatalogNames(q(entry->title), &m_input.catalog))};
            for (const FieldSpec* column : columns) {
                const Figure* figure = entry->find(column->key);
                cells << (figure ? formatFigure(*figure, reportSettings()) : QString());
            }
            table.rows << cells;
        }
        m_page.table(table);
        for (const QString& text : shared)
            m_page.paragraph(text, 8.5, true);
    }

    void billOfMaterials()
    {
        startSection(tr("Appendix A \u2014 Bill of materials"));
        BillOfMaterials bom;
        try {
            bom = collectBillOfMaterials(m_input.design, m_input.catalog, m_input.evaluation);
        } catch (const std::exception& e) {
            m_page.paragraph(tr("The bill of materials could not be made: %1").arg(QString::fromUtf8(e.what())));
            return;
        }
        ReportTable table;
        table.headers = QStringList{tr("Item"), tr("Catalog id"), tr("Qty"), tr("Unit price"), tr("Total"), tr("Source")};
        table.columnWeights = {2.2, 1.7, 0.8, 1.1, 1.2, 3.2};
        table.rightAligned = {false, false, true, true, true, false};
        const auto money = [](double usd) { return formatFigureNumber(usd, FigureUnit::Usd, 3, reportSettings()); };
        for (const BomLine& line : bom.mergedByItem().lines)
            table.rows.push_back({q(line.item), q(line.catalogId), formatFigureNumber(line.quantity, FigureUnit::Count, 4, reportSettings()),
                                  line.unitUsd ? money(*line.unitUsd) : tr("no price"),
                                  line.totalUsd ? money(*line.totalUsd) : tr("\u2014"), q(line.source)});
        table.rows.push_back({tr("Total of priced lines"), QString(), QString(), QString(), money(bom.knownTotalUsd()),
                              bom.unpricedItems().empty() ? tr("all lines priced")
                                                          : tr("%1 line(s) without a catalog price not included").arg(bom.unpricedItems().size())});
        table.boldLastRows = 1;
        m_page.table(table);
    }

    void allWarnings()
    {
        const std::vector<EvaluationWarning>& warnings = m_input.evaluation.warnings;
        if (warnings.size() <= static_cast<std::size_t>(kSummaryWarnings))
            return;
        startSection(tr("Appendix B \u2014 Warnings"));
        ReportTable table;
        table.headers = QStringList{tr("Concerns"), tr("Warning"), tr("Design file")};
        table.columnWeights = {1.4, 4.2, 1.4};
        for (const EvaluationWarning& warning : warnings)
            table.rows.push_back({warningSubject(warning), warningText(warning), q(warning.pointer)});
        m_page.table(table);
    }

    // The figures the area sections leave out: breakdowns, inputs and notes, per area.
    void details()
    {
        startSection(tr("Appendix C \u2014 All figures"));
        for (const SectionFigures& section : *m_figures) {
            QVector<QStringList> rows;
            if (section.section == ResultSection::Totals || section.section == ResultSection::Inventory)
                figureRows(section.figures, false, rows);
            figureRows(section.figures, true, rows);
            std::vector<NestedList> longLists;
            for (const FigureGroup& group : section.groups) {
                if (section.section == ResultSection::Inventory)
                    groupRows(group, false, QString(), rows);
                groupRows(group, true, QString(), rows, &longLists);
            }
            if (rows.isEmpty() && longLists.empty())
                continue;
            m_page.heading(translatedSectionTitle(section.section), 2);
            if (!rows.isEmpty())
                m_page.table(figureTable(rows));
            for (const NestedList& list : longLists) {
                listTable(*list.kind, list.entries, true, list.title);
                // What the entries hold beyond their own figures (an entry's breakdowns).
                QVector<QStringList> childRows;
                for (const FigureGroup* entry : list.entries)
                    for (const FigureGroup& child : entry->groups)
                        groupRows(child, true, list.title + QStringLiteral(" \u203a ") + figureGroupTitle(*entry, nullptr), childRows);
                if (!childRows.isEmpty())
                    m_page.table(figureTable(childRows));
            }
        }
    }

    ReportChart scalingCurve()
    {
        if (!m_input.evaluator || m_input.design.training.empty())
            return {};
        const auto points = sweepTrainingScale(m_input.design, m_input.catalog, m_input.evaluator);
        if (points.size() < 2)
            return {};
        ScalingSeries series{q(m_input.design.training.front().name), {}, {}, {}};
        for (const ScalingPoint& point : points) {
            series.gpus << static_cast<double>(point.gpus);
            series.tokensPerSecond << point.tokensPerSecond;
            series.mfu << point.mfu;
        }
        auto chart = std::make_unique<ScalingCurveChart>();
        chart->setPalette(m_palette);
        chart->setSeries({series});
        return {std::move(chart), tr("Scaling: tokens/s and MFU against GPU count (%1)").arg(series.name)};
    }

    void sensitivity()
    {
        if (!m_input.evaluator)
            return;
        const SensitivityResult result = analyseSensitivity(m_input.design, m_input.catalog, m_input.evaluator);
        std::vector<ReportChart> charts;
        for (const SensitivityOutput& output : result.outputs) {
            if (output.bars.empty())
                continue;
            const bool money = output.unit == "USD";
            const QString label = sensitivityLabel(output.label);
            TornadoData data;
            data.outputLabel = money ? tr("%1 (million USD)").arg(label)
                                     : QStringLiteral("%1 (%2)").arg(label, output.unit == "d" ? displayWord("days") : q(output.unit));
            data.baseline = money ? output.baseline / 1e6 : output.baseline;
            for (const SensitivityBar& bar : output.bars)
                data.bars.push_back({sensitivityLabel(bar.input), money ? bar.lowDelta / 1e6 : bar.lowDelta, money ? bar.highDelta / 1e6 : bar.highDelta});
            auto chart = std::make_unique<TornadoChart>();
            chart->setPalette(m_palette);
            chart->setData(data);
            QString title = tr("Sensitivity of %1").arg(label);
            if (output.unit == "d" && !m_input.design.training.empty())
                title += QStringLiteral(" (%1)").arg(q(m_input.design.training.front().name));
            charts.push_back({std::move(chart), title});
        }
        if (charts.empty())
            return;
        m_page.heading(tr("Which inputs move the answers"), 2);
        m_page.paragraph(tr("Each input lowered and raised by %1 %, the design re-evaluated; bars show how far each output moves.")
                             .arg(QLocale().toString(result.step * 100, 'f', 0)),
                         8.5, true);
        placeCharts(charts, false);
    }

    void assumptions()
    {
        QVector<QStringList> rows;
        const auto add = [&rows, this](ResultSection section, const std::vector<SourcedFigure>& figures) {
            for (const SourcedFigure& figure : figures)
                rows.push_back({translatedSectionTitle(section), assumptionLabel(figure.key, &m_input.catalog),
                                assumptionValue(figure, reportSettings()), q(figure.source) + (figure.estimate ? tr(" (estimate)") : QString())});
        };
        const Evaluation& evaluation = m_input.evaluation;
        if (const CostResults* cost = evaluation.cost.get())
            add(ResultSection::Cost, cost->economics.assumptions);
        if (const PowerResults* power = evaluation.power.get())
            add(ResultSection::Power, power->assumptions);
        if (const ReliabilityResults* reliability = evaluation.reliability.get())
            add(ResultSection::Reliability, reliability->assumptions);
        // The catalog items the design uses, with their provenance.
        try {
            const Inventory inventory = takeInventory(m_input.design, m_input.catalog);
            for (const NodeClass& nodeClass : inventory.nodeClasses) {
                if (nodeClass.platform)
                    rows.push_back({tr("Catalog"), q(nodeClass.platform->name), q(nodeClass.platform->id), q(nodeClass.platform->provenance.source)});
                if (nodeClass.gpu)
                    rows.push_back({tr("Catalog"), q(nodeClass.gpu->name), q(nodeClass.gpu->id), q(nodeClass.gpu->provenance.source)});
            }
        } catch (const std::exception&) {
        }
        for (const Fabric& fabric : m_input.design.fabrics)
            if (const Switch* s = m_input.catalog.findSwitch(fabric.switchId))
                rows.push_back({tr("Catalog"), q(s->name), q(s->id), q(s->provenance.source)});
        startSection(tr("Appendix D \u2014 Assumptions and sources"));
        if (rows.isEmpty()) {
            m_page.paragraph(tr("The evaluation lists no assumptions."));
            return;
        }
        ReportTable table;
        table.headers = QStringList{tr("Area"), tr("Figure"), tr("Value"), tr("Source")};
        table.columnWeights = {1.0, 2.4, 1.5, 3.6};
        table.rightAligned = {false, false, true, false};
        table.rows = rows;
        m_page.table(table);
    }

    // The model against published measured runs: the error per kind and per source table, the
    // predictions against the measurements, and the largest misses.
    void validation()
    {
        startSection(tr("Appendix E \u2014 Model validation"));
        if (!m_input.validation || m_input.validation->report.results.empty()) {
            m_page.paragraph(tr("No validation cases were run for this report (clusterplanner report --validation DIR runs them)."));
            return;
        }
        const ReportValidation& validation = *m_input.validation;
        const ValidationReport& report = validation.report;
        std::set<std::string> cases;
        for (const ValidationResult& result : report.results)
            cases.insert(result.id);
        QStringList kinds;
        for (const auto& [kind, summary] : report.byKind)
            kinds << tr("%1: median error %2, 90th percentile %3, over %4 figures")
                         .arg(validationKindLabel(kind), percent(summary.medianAbsError), percent(summary.p90AbsError),
                              QLocale().toString(summary.count));
        m_page.paragraph(tr("%1 published measured runs (%2 figures) predicted by the model that estimates this design; the error "
                            "is predicted / published \u2212 1. %3. Where the catalog's factors were fitted to these runs these "
                            "errors are in-sample; the Validation tab of the app gives the leave-one-group-out errors.")
                             .arg(QLocale().toString(static_cast<qlonglong>(cases.size())), QLocale().toString(static_cast<qlonglong>(report.results.size())),
                                  kinds.join(QStringLiteral("; "))),
                         9);
        // Each held-out sentence takes: tables, median, 90th percentile, figures.
        const auto heldOutParagraph = [&](const QString& sentence, int groups, const ErrorSummary& heldOut) {
            m_page.paragraph(sentence.arg(QLocale().toString(groups), percent(heldOut.medianAbsError), percent(heldOut.p90AbsError),
                                          QLocale().toString(heldOut.count)),
                             9);
        };
        if (validation.trainingHeldOut)
            heldOutParagraph(tr("Training, each run predicted with the calibration refitted without its own source table "
                                "(leave-one-group-out, %1 tables): median error %2, 90th percentile %3 over %4 figures. This "
                                "is the error to expect on runs the factors were not fitted on."),
                             validation.trainingHeldOutGroups, *validation.trainingHeldOut);
        if (validation.servingHeldOut)
            heldOutParagraph(tr("Serving, each run predicted with the serving calibration refitted without its own source "
                                "table (leave-one-group-out, %1 tables; engines it does not fit use sourced values alone): "
                                "median error %2, 90th percentile %3 over %4 figures."),
                             validation.servingHeldOutGroups, *validation.servingHeldOut);
        {
            auto chart = std::make_unique<ValidationScatterChart>();
            chart->setPalette(m_palette);
            chart->setSeries(validationScatter(report));
            std::vector<ReportChart> charts;
            charts.push_back({std::move(chart), tr("Predicted against published")});
            placeCharts(charts, false);
        }

        m_page.heading(tr("Error per source table"), 2);
        std::map<std::string, std::string> kindOfGroup;
        for (const ValidationResult& result : report.results)
            kindOfGroup.emplace(result.group, result.kind);
        ReportTable groups;
        groups.headers = QStringList{tr("Source table"), tr("Kind"), tr("Figures"), tr("Median error"), tr("90th percentile"), tr("Largest"), tr("Bias")};
        groups.columnWeights = {3.6, 1.1, 0.9, 1.0, 1.0, 1.0, 0.9};
        groups.rightAligned = {false, false, true, true, true, true, true};
        for (const auto& [group, summary] : report.byGroup) {
            QString title = q(group);
            if (const auto source = validation.sourceOfGroup.find(group); source != validation.sourceOfGroup.end())
                title += QStringLiteral("\n") + elided(q(source->second), kSourceChars);
            groups.rows.push_back({title, validationKindLabel(kindOfGroup[group]), QLocale().toString(summary.count),
                                   percent(summary.medianAbsError), percent(summary.p90AbsError), percent(summary.maxAbsError),
                                   signedPercent(summary.medianSignedError)});
        }
        m_page.table(groups);

        m_page.heading(tr("Largest errors"), 2);
        std::vector<const ValidationResult*> misses;
        for (const ValidationResult& result : report.results)
            misses.push_back(&result);
        const std::size_t shown = std::min<std::size_t>(kLargestMisses, misses.size());
        std::partial_sort(misses.begin(), misses.begin() + static_cast<std::ptrdiff_t>(shown), misses.end(),
                          [](const ValidationResult* a, const ValidationResult* b) { return std::abs(a->error) > std::abs(b->error); });
        ReportTable largest;
        largest.headers = QStringList{tr("Case"), tr("Figure"), tr("Published"), tr("Predicted"), tr("Error")};
        largest.columnWeights = {3.2, 2.2, 1.0, 1.0, 0.9};
        largest.rightAligned = {false, false, true, true, true};
        for (std::size_t i = 0; i < shown; ++i)
            largest.rows.push_back({q(misses[i]->id), validationFieldLabel(misses[i]->field), plainNumber(misses[i]->measured),
                                    plainNumber(misses[i]->predicted), signedPercent(misses[i]->error)});
        m_page.table(largest);
        if (!report.skipped.empty() || !validation.problems.empty())
            m_page.paragraph(tr("Not predicted: %1 case(s) and %2 unreadable file(s); 'clusterplanner validate' lists them with the reason.")
                                 .arg(QLocale().toString(static_cast<qlonglong>(report.skipped.size())),
                                      QLocale().toString(static_cast<qlonglong>(validation.problems.size()))),
                             8.5, true);
    }

    const PdfReportInput& m_input;
    std::shared_ptr<const std::vector<SectionFigures>> m_figures;
    QPalette m_palette;
    ReportPainter m_page;
    PdfReportResult& m_result;
};

}  // namespace

QPalette reportPalette()
{
    // Built from two colours so it is the same on every desktop theme; roles, not literals,
    // are what the drawing code uses.
    QPalette palette(QColor(0x2b, 0x5c, 0x8a), QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::WindowText, QColor(0x20, 0x24, 0x2a));
    palette.setColor(QPalette::Text, QColor(0x20, 0x24, 0x2a));
    palette.setColor(QPalette::Base, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::AlternateBase, QColor(0xee, 0xf2, 0xf6));
    palette.setColor(QPalette::Highlight, QColor(0x2b, 0x5c, 0x8a));
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x72, 0x7b));
    palette.setColor(QPalette::Mid, QColor(0xa8, 0xb0, 0xba));
    palette.setColor(QPalette::Midlight, QColor(0xd5, 0xdb, 0xe1));
    return palette;
}

PdfReportResult writePdfReport(const PdfReportInput& requested, const QString& pdfPath)
{
    PdfReportInput input = requested;
    if (!input.generatedAt.isValid())
        input.generatedAt = QDateTime::currentDateTimeUtc();
    PdfReportResult result;
    // A name of its own, so that two reports of the same file never write into one another.
    QFile file;
    for (int attempt = 0; attempt < 100 && !file.isOpen(); ++attempt) {
        file.setFileName(QStringLiteral("%1.%2-%3.part")
                             .arg(pdfPath)
                             .arg(QCoreApplication::applicationPid())
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
        file.open(QIODevice::WriteOnly | QIODevice::NewOnly);
    }
    if (!file.isOpen()) {
        result.error = QCoreApplication::translate("report", "%1: could not write the PDF report (%2)").arg(pdfPath, file.errorString());
        return result;
    }
    const QString temporary = file.fileName();
    bool tooLarge = false;
    qint64 writtenBytes = 0;
    int writtenPages = 0;
    try {
        QPdfWriter writer(&file);
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(QCoreApplication::translate("report", "ClusterPlanner report: %1").arg(q(input.design.name)));
        writer.setCreator(QStringLiteral("ClusterPlanner " CP_VERSION));
        ReportBuilder builder(input, writer, result);
        builder.setBudget(&file, input.maxBytes, input.maxPages);
        builder.build();
    } catch (const ReportTooLarge& stop) {
        tooLarge = true;
        writtenBytes = stop.bytes;
        writtenPages = stop.pages;
    }
    file.close();
    if (!tooLarge && input.maxBytes > 0 && QFileInfo(temporary).size() > input.maxBytes) {
        tooLarge = true;
        writtenBytes = QFileInfo(temporary).size();
        writtenPages = result.pages;
    }
    if (tooLarge) {
        QFile::remove(temporary);
        result.error = QCoreApplication::translate("report", "%1: the report would be larger than %2 MB or %3 pages (%4 MB in "
                                                             "%5 pages so far); nothing was written")
                           .arg(pdfPath)
                           .arg(input.maxBytes / 1000000)
                           .arg(input.maxPages)
                           .arg(writtenBytes / 1000000)
                           .arg(writtenPages);
        return result;
    }
    std::error_code error;
    if (!QFileInfo(temporary).exists() || QFileInfo(temporary).size() == 0)
        error = std::make_error_code(std::errc::io_error);
    else
        std::filesystem::rename(temporary.toStdString(), pdfPath.toStdString(), error);   // atomic replace
    if (error) {
        QFile::remove(temporary);
        result.error = QCoreApplication::translate("report", "%1: could not write the PDF report (%2)")
                           .arg(pdfPath, QString::fromStdString(error.message()));
    }
    return result;
}

}  // namespace cp::ui
