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
#include "design/Design.h"
#include "design/Inventory.h"
#include "export/BillOfMaterials.h"
#include "export/ResultFormat.h"
#include "export/ResultUnits.h"
#include "figures/EvaluationFigures.h"
#include "report/LayoutSchematic.h"
#include "report/ReportPainter.h"
#include "results/FieldLabels.h"
#include "results/FigureFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QPdfWriter>

#include <filesystem>
#include <memory>
#include <system_error>

namespace cp::ui {
namespace {

using Json = nlohmann::json;


QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

constexpr double kChartHeight = 300;

// The validation table's rows (published runs against the model) are plain objects of figures.
QString validationCell(const Json& value, const std::string& key)
{
    if (value.is_number())
        return q(formatResultValue(value.get<double>(), unitOfResultKey(key)));
    if (value.is_boolean())
        return value.get<bool>() ? QCoreApplication::translate("report", "yes") : QCoreApplication::translate("report", "no");
    if (value.is_string())
        return q(value.get<std::string>());
    return QCoreApplication::translate("report", "not known");
}

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

QString groupTitle(const FigureGroup& group)
{
    const QString kind = fieldLabel(*group.kind);
    // Titles the model names (a strategy, a failure domain) are phrases; a workload's name reads as written.
    return group.title.empty() ? kind : QStringLiteral("%1: %2").arg(kind, figurePhrase(group.title));
}

// Rows (figure, value) of one importance class: the section's own figures and, under each list
// entry's title, the entry's figures; lists of bill-of-materials and capex lines stay out (they
// are the bill of materials).
void figureRows(const std::vector<Figure>& figures, bool details, const QString& prefix, QVector<QStringList>& rows)
{
    for (const Figure& figure : figures)
        if ((figure.field->importance == Importance::Detail) == details)
            rows.push_back({prefix.isEmpty() ? figureLabel(figure, reportSettings())
                                             : prefix + QStringLiteral(" \u203a ") + figureLabel(figure, reportSettings()),
                            formatted(figure)});
}

bool isBillLine(const FigureGroup& group)
{
    return group.kind->key == "network.bom_line" || group.kind->key == "cost.capex_line";
}

void groupRows(const FigureGroup& group, bool details, const QString& prefix, QVector<QStringList>& rows)
{
    if (isBillLine(group))
        return;
    const QString title = prefix.isEmpty() ? groupTitle(group) : prefix + QStringLiteral(" \u203a ") + groupTitle(group);
    const bool detailGroup = group.kind->importance == Importance::Detail;
    // A detail list shows all its figures among the details; a main one its main figures in the
    // body and the rest among the details.
    if (detailGroup) {
        if (details) {
            figureRows(group.figures, false, title, rows);
            figureRows(group.figures, true, title, rows);
        }
    } else {
        figureRows(group.figures, details, title, rows);
    }
    for (const FigureGroup& child : group.groups)
        groupRows(child, details || detailGroup ? details : false, title, rows);
}

class ReportBuilder {
public:
    ReportBuilder(const PdfReportInput& input, QPdfWriter& writer, PdfReportResult& result)
        : m_input(input), m_figures(std::make_shared<const std::vector<SectionFigures>>(evaluationFigures(input.evaluation))),
          m_palette(reportPalette()),
          m_page(writer, m_palette, QCoreApplication::translate("report", "ClusterPlanner report \u2014 %1 \u2014 %2")
                                         .arg(q(input.design.name), input.generatedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")))),
          m_result(result)
    {
    }

    void setBudget(const QIODevice* device, qint64 maxBytes, int maxPages) { m_page.setBudget(device, maxBytes, maxPages); }

    void build()
    {
        if (!m_page.isActive())
            return;
        cover();
        headlineAndBillOfMaterials();
        for (const SectionFigures& section : *m_figures)
            if (section.section != ResultSection::Totals && section.section != ResultSection::Inventory)
                areaSection(section);
        sensitivity();
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

    void cover()
    {
        const QRectF content = m_page.contentRect();
        m_page.block(170, [&](QPainter& p, const QRectF& area) {
            p.setPen(m_palette.color(QPalette::Highlight));
            p.setFont(m_page.font(11, true));
            p.drawText(QRectF(area.left(), area.top() + 10, area.width(), 24), Qt::AlignLeft, QCoreApplication::translate("report", "ClusterPlanner \u00b7 cluster design report"));
            p.setPen(m_palette.color(QPalette::WindowText));
            p.setFont(m_page.font(24, true));
            p.drawText(QRectF(area.left(), area.top() + 40, area.width(), 80), Qt::AlignLeft | Qt::TextWordWrap, q(m_input.design.name));
            p.setFont(m_page.font(9.5));
            p.setPen(m_palette.color(QPalette::PlaceholderText));
            p.drawText(QRectF(area.left(), area.top() + 125, area.width(), 40), Qt::AlignLeft | Qt::TextWordWrap,
                       QCoreApplication::translate("report", "Generated %1 by ClusterPlanner %2")
                           .arg(m_input.generatedAt.toString(QStringLiteral("d MMMM yyyy, HH:mm 'UTC'")), QStringLiteral(CP_VERSION)));
        });
        if (!m_input.design.description.empty())
            m_page.paragraph(q(m_input.design.description), 10);
        keyFigureBand();
        const double wanted = m_input.layoutPicture ? m_page.remainingHeight() - 40 : layoutSchematicHeight(m_input.design);
        const double pictureHeight = std::clamp(wanted, 160.0, std::max(160.0, m_page.remainingHeight() - 40));
        m_page.block(pictureHeight, [&](QPainter& p, const QRectF& area) {
            if (m_input.layoutPicture)
                m_input.layoutPicture(p, area);
            else
                paintLayoutSchematic(p, area, m_input.design, m_input.catalog, m_palette);
        });
        m_page.paragraph(m_input.layoutPicture ? QCoreApplication::translate("report", "Layout of the design.")
                                               : QCoreApplication::translate("report", "Schematic of the design: groups with their replication counts and the fabrics that join them."),
                         8, true);
        Q_UNUSED(content);
    }

    // The headline figures as large tiles across the cover (six at most: what a reader asks first).
    void keyFigureBand()
    {
        struct Tile { QString label; QString value; };
        QVector<Tile> tiles;
        const std::vector<Figure> figures = headlineFigures(*m_figures);
        for (const char* key : {"totals.gpus", "training.job.time_to_train_days", "inference.gpus_needed", "power.facility_power_kw",
                                "cost.capex_usd", "cost.tco_usd", "cost.cost_per_gpu_hour_usd", "totals.peak_bf16_pflops"})
            for (const Figure& f : figures)
                if (f.field->key == key && tiles.size() < 6)
                    tiles.push_back({figureLabel(f, reportSettings()), formatFigure(f, reportSettings())});
        if (tiles.isEmpty())
            return;
        m_page.block(64, [&](QPainter& p, const QRectF& area) {
            const double width = area.width() / tiles.size();
            for (int i = 0; i < tiles.size(); ++i) {
                const QRectF tile(area.left() + i * width, area.top(), width - 6, area.height());
                p.setPen(Qt::NoPen);
                p.setBrush(m_palette.color(QPalette::AlternateBase));
                p.drawRoundedRect(tile, 4, 4);
                p.setPen(m_palette.color(QPalette::WindowText));
                // The largest size up to 13 pt at which the figure fits its tile.
                QFont valueFont = m_page.font(13, true);
                while (valueFont.pointSizeF() > 7 && QFontMetricsF(valueFont).horizontalAdvance(tiles[i].value) > tile.width() - 16)
                    valueFont.setPointSizeF(valueFont.pointSizeF() - 0.5);
                p.setFont(valueFont);
                p.drawText(tile.adjusted(8, 6, -8, -24), Qt::AlignLeft | Qt::AlignVCenter, tiles[i].value);
                p.setFont(m_page.font(7.5));
                p.setPen(m_palette.color(QPalette::PlaceholderText));
                p.drawText(tile.adjusted(8, 36, -8, -4), Qt::AlignLeft | Qt::AlignTop, tiles[i].label);
            }
        });
    }

    void headlineAndBillOfMaterials()
    {
        startSection(QCoreApplication::translate("report", "Headline figures"));
        ReportTable headline;
        headline.headers = QStringList{QCoreApplication::translate("report", "Area"), QCoreApplication::translate("report", "Figure"), QCoreApplication::translate("report", "Value"), QCoreApplication::translate("report", "Range (low\u2013high)")};
        headline.columnWeights = {1.2, 2.8, 1.5, 2.0};
        headline.rightAligned = {false, false, true, true};
        for (const Figure& f : headlineFigures(*m_figures))
            headline.rows.push_back({translatedSectionTitle(f.field->section()), figureLabel(f, reportSettings()),
                                     formatFigure(f, reportSettings()), formatFigureRange(f, reportSettings())});
        if (headline.rows.isEmpty())
            m_page.paragraph(QCoreApplication::translate("report", "The evaluation has no figures."));
        else
            m_page.table(headline);

        m_page.heading(QCoreApplication::translate("report", "Bill of materials"), 2);
        BillOfMaterials bom;
        try {
            bom = collectBillOfMaterials(m_input.design, m_input.catalog, m_input.evaluation);
        } catch (const std::exception& e) {
            m_page.paragraph(QCoreApplication::translate("report", "The bill of materials could not be made: %1").arg(QString::fromUtf8(e.what())));
            return;
        }
        ReportTable table;
        table.headers = QStringList{QCoreApplication::translate("report", "Item"), QCoreApplication::translate("report", "Catalog id"), QCoreApplication::translate("report", "Qty"), QCoreApplication::translate("report", "Unit price"), QCoreApplication::translate("report", "Total"), QCoreApplication::translate("report", "Source")};
        table.columnWeights = {2.2, 1.7, 0.8, 1.1, 1.2, 3.2};
        table.rightAligned = {false, false, true, true, true, false};
        const auto money = [](double usd) { return formatFigureNumber(usd, FigureUnit::Usd, 3, reportSettings()); };
        for (const BomLine& line : bom.mergedByItem().lines)
            table.rows.push_back({q(line.item), q(line.catalogId), formatFigureNumber(line.quantity, FigureUnit::Count, 4, reportSettings()),
                                  line.unitUsd ? money(*line.unitUsd) : QCoreApplication::translate("report", "no price"),
                                  line.totalUsd ? money(*line.totalUsd) : QCoreApplication::translate("report", "\u2014"), q(line.source)});
        table.rows.push_back({QCoreApplication::translate("report", "Total of priced lines"), QString(), QString(), QString(), money(bom.knownTotalUsd()),
                              bom.unpricedItems().empty() ? QCoreApplication::translate("report", "all lines priced")
                                                          : QCoreApplication::translate("report", "%1 line(s) without a catalog price not included").arg(bom.unpricedItems().size())});
        table.boldLastRows = 1;
        m_page.table(table);
    }

    template <typename ChartType>
    void drawChart(ChartType& chart, const QString& title)
    {
        chart.setPalette(m_palette);
        chart.setTitle(title);
        if (!chart.hasData())
            return;
        m_page.block(kChartHeight, [&](QPainter& p, const QRectF& area) { chart.render(p, area); });
        m_result.charts << title;
        if (!m_input.chartDirectory.isEmpty()) {
            QDir().mkpath(m_input.chartDirectory);
            QString slug = title.toLower();
            slug.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
            for (const char* suffix : {".png", ".svg"}) {
                const QString path = QDir(m_input.chartDirectory).filePath(slug + QLatin1String(suffix));
                if (const QString error = chart.exportTo(path); !error.isEmpty())
                    m_result.chartErrors << error;
                else
                    m_result.chartFiles << path;
            }
        }
    }

    void stackedChart(const std::optional<StackedBarData>& data, const QString& title)
    {
        if (!data)
            return;
        StackedBarChart chart;
        chart.setPalette(m_palette);
        chart.setData(*data);
        drawChart(chart, title);
    }

    QVector<NamedEvaluation> single() const
    {
        return {NamedEvaluation{q(m_input.design.name), &m_input.evaluation}};
    }

    const SectionFigures* sectionFigures(ResultSection id) const
    {
        for (const SectionFigures& section : *m_figures)
            if (section.section == id)
                return &section;
        return nullptr;
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
            rows.push_back({QCoreApplication::translate("report", "Could not be estimated"), q(section.error)});
        figureRows(section.figures, false, QString(), rows);
        for (const FigureGroup& group : section.groups)
            groupRows(group, false, QString(), rows);
        if (!rows.isEmpty()) {
            ReportTable table;
            table.headers = QStringList{QCoreApplication::translate("report", "Figure"), QCoreApplication::translate("report", "Value")};
            table.columnWeights = {3.2, 1.6};
            table.rightAligned = {false, true};
            table.rows = rows;
            m_page.table(table);
        }
        const Evaluation& evaluation = m_input.evaluation;
        switch (section.section) {
        case ResultSection::Training:
            stackedChart(stepTimeBreakdown(evaluation), QCoreApplication::translate("report", "Training step time breakdown"));
            stackedChart(memoryBreakdown(evaluation), QCoreApplication::translate("report", "Memory per GPU"));
            if (const auto scatter = planScatter(evaluation, 0, gpuMemoryGb())) {
                PlanScatterChart chart;
                chart.setPalette(m_palette);
                chart.setData(*scatter);
                drawChart(chart, QCoreApplication::translate("report", "Plan search: MFU against memory per GPU"));
            }
            scalingCurve();
            break;
        case ResultSection::Power:
            stackedChart(powerBreakdown(single()), QCoreApplication::translate("report", "Power breakdown"));
            if (const auto steps = largestJobPowerOverSteps(evaluation)) {
                LineChart chart;
                chart.setPalette(m_palette);
                chart.setAxisLabels(QCoreApplication::translate("report", "Time (s)"), QCoreApplication::translate("report", "IT power (MW)"));
                chart.setSeries(steps->series);
                drawChart(chart, QCoreApplication::translate("report", "Power of %1 over three steps: swing %2")
                                     .arg(steps->job, formatFigureNumber(steps->swingMw, FigureUnit::Megawatts, 3, reportSettings())));
            }
            break;
        case ResultSection::Network:
            stackedChart(networkCostBreakdown(evaluation), QCoreApplication::translate("report", "Network cost by fabric"));
            break;
        case ResultSection::Cost:
            stackedChart(capexBreakdown(single()), QCoreApplication::translate("report", "Capex by category"));
            if (const auto tco = costOverYears(evaluation)) {
                LineChart chart;
                chart.setPalette(m_palette);
                chart.setAxisLabels(QCoreApplication::translate("report", "Years"), QCoreApplication::translate("report", "Cumulative cost (million USD)"));
                chart.setSeries(*tco);
                drawChart(chart, QCoreApplication::translate("report", "Cost over the years: own against cloud"));
            }
            break;
        case ResultSection::Inference:
            if (const auto curve = inferenceLatency(evaluation)) {
                LineChart chart;
                chart.setPalette(m_palette);
                chart.setAxisLabels(QCoreApplication::translate("report", "Goodput per GPU (tokens/s)"), QCoreApplication::translate("report", "TPOT (ms)"));
                chart.setSeries(curve->series, curve->tpotTargetMs, QCoreApplication::translate("report", "TPOT target"));
                drawChart(chart, QCoreApplication::translate("report", "Inference latency against throughput"));
            }
            break;
        case ResultSection::Reliability:
            stackedChart(interruptionsByComponent(evaluation, 0), QCoreApplication::translate("report", "Interruptions by component"));
            if (const auto goodput = goodputOverCheckpointInterval(evaluation, 0)) {
                LineChart chart;
                chart.setPalette(m_palette);
                chart.setAxisLabels(QCoreApplication::translate("report", "Checkpoint interval (min)"), QCoreApplication::translate("report", "Goodput (%)"));
                chart.setLogarithmicX(true);
                chart.setSeries(*goodput);
                drawChart(chart, QCoreApplication::translate("report", "Goodput against checkpoint interval, by checkpoint strategy"));
            }
            stackedChart(blastRadius(evaluation, 0), QCoreApplication::translate("report", "Blast radius by failure domain"));
            break;
        case ResultSection::Totals:
        case ResultSection::Inventory:
            break;
        }
    }

    // The figures the area sections leave out: breakdowns, inputs and notes, per area.
    void details()
    {
        startSection(QCoreApplication::translate("report", "Appendix: all figures"));
        for (const SectionFigures& section : *m_figures) {
            QVector<QStringList> rows;
            if (section.section == ResultSection::Totals || section.section == ResultSection::Inventory)
                figureRows(section.figures, false, QString(), rows);
            figureRows(section.figures, true, QString(), rows);
            for (const FigureGroup& group : section.groups) {
                if (section.section == ResultSection::Inventory)
                    groupRows(group, false, QString(), rows);
                groupRows(group, true, QString(), rows);
            }
            if (rows.isEmpty())
                continue;
            m_page.heading(translatedSectionTitle(section.section), 2);
            ReportTable table;
            table.headers = QStringList{QCoreApplication::translate("report", "Figure"), QCoreApplication::translate("report", "Value")};
            table.columnWeights = {3.2, 1.6};
            table.rightAligned = {false, true};
            table.rows = rows;
            m_page.table(table);
        }
    }

    void scalingCurve()
    {
        if (!m_input.evaluator || m_input.design.training.empty())
            return;
        const auto points = sweepTrainingScale(m_input.design, m_input.catalog, m_input.evaluator);
        if (points.size() < 2)
            return;
        ScalingSeries series{q(m_input.design.training.front().name), {}, {}, {}};
        for (const ScalingPoint& point : points) {
            series.gpus << static_cast<double>(point.gpus);
            series.tokensPerSecond << point.tokensPerSecond;
            series.mfu << point.mfu;
        }
        ScalingCurveChart chart;
        chart.setPalette(m_palette);
        chart.setSeries({series});
        drawChart(chart, QCoreApplication::translate("report", "Scaling: tokens/s and MFU against GPU count (%1)").arg(series.name));
    }

    void sensitivity()
    {
        if (!m_input.evaluator)
            return;
        const SensitivityResult result = analyseSensitivity(m_input.design, m_input.catalog, m_input.evaluator);
        bool any = false;
        for (const SensitivityOutput& output : result.outputs)
            any = any || !output.bars.empty();
        if (!any)
            return;
        startSection(QCoreApplication::translate("report", "Sensitivity"));
        m_page.paragraph(QCoreApplication::translate("report", "Each input lowered and raised by %1%, the design re-evaluated; bars show how far each output moves.")
                             .arg(result.step * 100, 0, 'f', 0));
        for (const SensitivityOutput& output : result.outputs) {
            if (output.bars.empty())
                continue;
            const bool money = output.unit == "USD";
            TornadoData data;
            data.outputLabel = money ? QCoreApplication::translate("report", "%1 (million USD)").arg(q(output.label)) : QStringLiteral("%1 (%2)").arg(q(output.label), q(output.unit));
            data.baseline = money ? output.baseline / 1e6 : output.baseline;
            for (const SensitivityBar& bar : output.bars)
                data.bars.push_back({q(bar.input), money ? bar.lowDelta / 1e6 : bar.lowDelta, money ? bar.highDelta / 1e6 : bar.highDelta});
            TornadoChart chart;
            chart.setPalette(m_palette);
            chart.setData(data);
            drawChart(chart, QCoreApplication::translate("report", "Sensitivity of %1").arg(q(output.label)));
        }
    }

    void assumptions()
    {
        QVector<QStringList> rows;
        const auto add = [&rows](ResultSection section, const std::vector<SourcedFigure>& figures) {
            const QLocale locale;
            for (const SourcedFigure& figure : figures) {
                QString value = locale.toString(figure.value, 'g', 4);
                if (!figure.unit.empty() && figure.unit != "fraction" && figure.unit != "ratio")
                    value += QLatin1Char(' ') + q(figure.unit);
                if (figure.hasRange())
                    value += QStringLiteral(" (%1\u2013%2)").arg(locale.toString(figure.low, 'g', 4), locale.toString(figure.high, 'g', 4));
                rows.push_back({translatedSectionTitle(section), q(figure.key), value, q(figure.source)});
            }
        };
        const Evaluation& evaluation = m_input.evaluation;
        if (const CostResults* cost = evaluation.cost.get())
            add(ResultSection::Cost, cost->economics.assumptions);
        if (const ReliabilityResults* reliability = evaluation.reliability.get())
            add(ResultSection::Reliability, reliability->assumptions);
        // The catalog items the design uses, with their provenance.
        try {
            const Inventory inventory = takeInventory(m_input.design, m_input.catalog);
            for (const NodeClass& nodeClass : inventory.nodeClasses) {
                if (nodeClass.platform)
                    rows.push_back({QCoreApplication::translate("report", "Catalog"), q(nodeClass.platform->id), q(nodeClass.platform->name),
                                    q(nodeClass.platform->provenance.source)});
                if (nodeClass.gpu)
                    rows.push_back({QCoreApplication::translate("report", "Catalog"), q(nodeClass.gpu->id), q(nodeClass.gpu->name), q(nodeClass.gpu->provenance.source)});
            }
        } catch (const std::exception&) {
        }
        for (const Fabric& fabric : m_input.design.fabrics)
            if (const Switch* s = m_input.catalog.findSwitch(fabric.switchId))
                rows.push_back({QCoreApplication::translate("report", "Catalog"), q(s->id), q(s->name), q(s->provenance.source)});
        startSection(QCoreApplication::translate("report", "Assumptions and sources"));
        if (rows.isEmpty()) {
            m_page.paragraph(QCoreApplication::translate("report", "The evaluation lists no assumptions."));
            return;
        }
        ReportTable table;
        table.headers = QStringList{QCoreApplication::translate("report", "Area"), QCoreApplication::translate("report", "Figure"), QCoreApplication::translate("report", "Value"), QCoreApplication::translate("report", "Source")};
        table.columnWeights = {1.1, 2.2, 1.7, 3.6};
        table.rows = rows;
        m_page.table(table);
    }

    void validation()
    {
        startSection(QCoreApplication::translate("report", "Model validation"));
        const Json& rows = m_input.validation;
        if (!rows.is_array() || rows.empty()) {
            m_page.paragraph(QCoreApplication::translate("report", "No validation cases were run for this report."));
            return;
        }
        // Columns: the union of the rows' keys, in first-seen order.
        QStringList keys;
        for (const Json& row : rows)
            if (row.is_object())
                for (const auto& [key, value] : row.items())
                    if (!keys.contains(q(key)) && !value.is_structured())
                        keys << q(key);
        ReportTable table;
        for (const QString& key : keys) {
            table.headers << q(labelOfResultKey(key.toStdString()));
            table.columnWeights << (key.contains(QLatin1String("source")) || key.contains(QLatin1String("name")) || key == QLatin1String("case") ? 2.4 : 1.0);
        }
        for (const Json& row : rows) {
            QStringList cells;
            for (const QString& key : keys) {
                const auto it = row.find(key.toStdString());
                cells << (it == row.end() ? QString() : validationCell(*it, key.toStdString()));
            }
            table.rows << cells;
        }
        m_page.table(table);
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
