#include "CliCatalogSupport.h"

#include "catalog/CatalogJson.h"
#include "catalog/CatalogLocation.h"
#include "catalog/CatalogTable.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <map>

namespace cp::cli {
namespace {


QString q(const std::string& text) { return QString::fromStdString(text); }

// The few columns that summarise an entry of each kind in `catalog list`.
const std::vector<std::string>& summaryColumns(CatalogKind kind)
{
    static const std::map<CatalogKind, std::vector<std::string>> columns = {
        {CatalogKind::Gpu, {"bf16_dense_tflops", "hbm_gb", "hbm_tbps", "scaleup_unidir_gbytes_per_s", "tdp_w", "price_usd"}},
        {CatalogKind::Node, {"gpu_id", "gpu_count", "scaleup_domain_gpus", "max_power_kw", "price_usd"}},
        {CatalogKind::Switch, {"protocol", "ports", "port_gbit_s", "price_usd"}},
        {CatalogKind::Nic, {"protocol", "max_port_gbit_s"}},
        {CatalogKind::Optic, {"medium", "speed_gbit_s", "price_usd_low", "price_usd_high"}},
        {CatalogKind::Storage, {"category", "read_gbytes_per_s", "usd_per_gb_month"}},
        {CatalogKind::Facility, {"metric", "value", "unit"}},
        {CatalogKind::Cloud, {"gpu_id", "term", "usd_per_gpu_hr"}},
        {CatalogKind::FailureRate, {"per_unit", "failures_per_million_hours"}},
    };
    return columns.at(kind);
}

}  // namespace

QString kindNames()
{
    return QStringLiteral("gpu|node|switch|nic|optic|storage|facility|cloud|failure");
}

CatalogLoadResult loadCatalogForCli(CliIo& io)
{
    CatalogLoadResult result = ui::loadCatalog();
    for (const std::string& line : result.migrations)
        io.err << QCoreApplication::translate("cli", "note: user catalog upgraded: %1\n").arg(q(line));
    for (const std::string& warning : result.warnings)
        io.err << QCoreApplication::translate("cli", "warning: %1\n").arg(q(warning));
    io.err.flush();
    return result;
}

std::optional<CatalogOptions> parseCatalogOptions(const QStringList& arguments, CliIo& io)
{
    CatalogOptions options;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        auto value = [&]() -> std::optional<QString> {
            const int equals = argument.indexOf('=');
            if (equals > 0)
                return argument.mid(equals + 1);
            if (i + 1 >= arguments.size()) {
                io.err << QCoreApplication::translate("cli", "clusterplanner catalog: %1 needs a value\n").arg(argument);
                return std::nullopt;
            }
            return arguments[++i];
        };
        if (argument == "--kind" || argument.startsWith("--kind=")) {
            const auto text = value();
            if (!text)
                return std::nullopt;
            const auto kind = catalogKindFromString(text->toStdString());
            if (!kind) {
                io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown kind '%1' (expected %2)\n").arg(*text, kindNames());
                return std::nullopt;
            }
            options.kind = kind;
        } else if (argument == "--format" || argument.startsWith("--format=")) {
            const auto text = value();
            if (!text)
                return std::nullopt;
            if (*text == "text")
                options.format = OutputFormat::Text;
            else if (*text == "json")
                options.format = OutputFormat::Json;
            else {
                io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown format '%1' (expected text or json)\n").arg(*text);
                return std::nullopt;
            }
        } else if (argument == "--user-only") {
            options.userOnly = true;
        } else if (argument.startsWith("--") && argument.size() > 2) {
            io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown option '%1'\n").arg(argument);
            return std::nullopt;
        } else {
            options.positional << argument;
        }
    }
    return options;
}

void printRecordTable(const std::vector<CatalogRecord>& records, QTextStream& out)
{
    std::optional<CatalogKind> current;
    for (const CatalogRecord& record : records) {
        if (!current || *current != record.kind) {
            current = record.kind;
            out << '\n' << q(tableNameOf(record.kind)) << ":\n";
        }
        QString line = QStringLiteral("  ") + q(record.id).leftJustified(44) + ' ' + q(record.title).leftJustified(36);
        for (const std::string& name : summaryColumns(record.kind)) {
            const CatalogField* field = record.field(name);
            if (field && !isEmpty(field->value))
                line += QStringLiteral("  %1=%2").arg(q(name), q(cellText(field->value)));
        }
        line += QStringLiteral("  (%1%2)").arg(record.provenance.year).arg(
            record.provenance.origin == CatalogOrigin::User ? QCoreApplication::translate("cli", ", user") : QString());
        out << line << '\n';
    }
}

void printRecordDetails(const CatalogRecord& record, QTextStream& out)
{
    out << q(record.id) << "  (" << q(std::string(toString(record.kind))) << ", "
        << (record.provenance.origin == CatalogOrigin::User ? QCoreApplication::translate("cli", "user catalog") : QCoreApplication::translate("cli", "bundled catalog")) << ")\n";
    out << q(record.title) << "\n\n";
    static const std::vector<std::string> provenanceColumns = {"source", "year", "estimate", "notes", "price_source",
                                                               "price_year", "price_estimate"};
    for (const CatalogField& field : record.fields) {
        if (field.name == "id" ||
            std::find(provenanceColumns.begin(), provenanceColumns.end(), field.name) != provenanceColumns.end())
            continue;
        const QString value = isEmpty(field.value) ? QCoreApplication::translate("cli", "(not published)") : q(cellText(field.value));
        out << "  " << q(field.name).leftJustified(32) << ' ' << value << '\n';
    }
    auto fieldText = [&](const char* name) {
        const CatalogField* field = record.field(name);
        return field ? q(cellText(field->value)) : QString();
    };
    out << '\n' << QCoreApplication::translate("cli", "Source (%1%2): %3\n")
                       .arg(record.provenance.year)
                       .arg(record.provenance.estimate ? QCoreApplication::translate("cli", ", estimate") : QString())
                       .arg(q(record.provenance.source));
    if (!fieldText("price_source").isEmpty())
        out << QCoreApplication::translate("cli", "Price source (%1%2): %3\n")
                   .arg(fieldText("price_year"))
                   .arg(fieldText("price_estimate") == "1" ? QCoreApplication::translate("cli", ", estimate") : QString())
                   .arg(fieldText("price_source"));
    if (!record.provenance.notes.empty())
        out << QCoreApplication::translate("cli", "Notes: %1\n").arg(q(record.provenance.notes));
}

void printJson(const std::vector<CatalogRecord>& records, QTextStream& out)
{
    out << q(toJson(records).dump(2)) << '\n';
}

}  // namespace cp::cli
