#include "CliCatalogSupport.h"

#include "CliOptions.h"

#include "catalog/CatalogJson.h"
#include "catalog/CatalogLocation.h"
#include "catalog/CatalogTable.h"
#include "io/JsonText.h"
#include "style/QtText.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <map>

namespace cp::cli {
namespace {

using ui::q;


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

QString catalogUsage()
{
    return QCoreApplication::translate("cli", "Usage: clusterplanner catalog list [--kind KIND] [--format text|json]\n"
              "       clusterplanner catalog show ID [--format text|json]\n"
              "       clusterplanner catalog search TEXT [--kind KIND] [--format text|json]\n"
              "       clusterplanner catalog import FILE.csv [--kind KIND]\n"
              "       clusterplanner catalog export --kind KIND FILE.csv [--user-only]\n\n"
              "KIND is one of %1.\n"
              "Entries come from the bundled catalog with your user catalog layered on top;\n"
              "import writes into the user catalog, which survives upgrades.\n")
        .arg(kindNames());
}

std::optional<CatalogOptions> parseCatalogOptions(const QStringList& arguments, CliIo& io, int& exitCode)
{
    CliOptions parser("catalog", catalogUsage());
    parser.withValue("kind").withValue("format", "text").flag("user-only");
    exitCode = UsageError;
    if (const std::optional<int> exit = parser.parse(arguments, io)) {
        exitCode = *exit;   // Success after --help
        return std::nullopt;
    }
    CatalogOptions options;
    if (parser.isSet("kind")) {
        const QString text = parser.value("kind");
        const auto kind = catalogKindFromString(text.toStdString());
        if (!kind) {
            io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown kind '%1' (expected %2)\n").arg(text, kindNames());
            return std::nullopt;
        }
        options.kind = kind;
    }
    const QString format = parser.value("format");
    if (format == "text")
        options.format = OutputFormat::Text;
    else if (format == "json")
        options.format = OutputFormat::Json;
    else {
        io.err << QCoreApplication::translate("cli", "clusterplanner catalog: unknown format '%1' (expected text or json)\n").arg(format);
        return std::nullopt;
    }
    options.userOnly = parser.isSet("user-only");
    options.positional = parser.positional();
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
    out << q(jsonText(toJson(records))) << '\n';
}

}  // namespace cp::cli
