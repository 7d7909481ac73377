#include "results/AssumptionLabels.h"

#include "catalog/Catalog.h"
#include "results/FieldLabels.h"
#include "results/FigureFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <cstring>

namespace cp::ui {
namespace {

// The part of the key before '/' (the item id follows it), or the whole key.
struct AssumptionName {
    const char* stem;
    const char* label;
};

const AssumptionName kNames[] = {
    {"electricity_usd_per_kwh", QT_TRANSLATE_NOOP("Assumptions", "Electricity price")},
    {"pue", QT_TRANSLATE_NOOP("Assumptions", "PUE")},
    {"build_usd_per_mw", QT_TRANSLATE_NOOP("Assumptions", "Building cost per MW of IT load")},
    {"facility_life_years", QT_TRANSLATE_NOOP("Assumptions", "Building life")},
    {"colocation_usd_per_kw_month", QT_TRANSLATE_NOOP("Assumptions", "Colocation price per kW and month")},
    {"rack_kw_limit", QT_TRANSLATE_NOOP("Assumptions", "Cooling limit per rack")},
    {"rack_kw_limit_legacy_air", QT_TRANSLATE_NOOP("Assumptions", "Cooling limit per rack (legacy air-cooled hall)")},
    {"rack_pdu_kw", QT_TRANSLATE_NOOP("Assumptions", "Rack power distribution capacity")},
    {"cdu_capacity_kw", QT_TRANSLATE_NOOP("Assumptions", "Coolant distribution unit capacity")},
    {"average_power_fraction", QT_TRANSLATE_NOOP("Assumptions", "Average server power as a share of peak")},
    {"cluster_overhead_power_fraction", QT_TRANSLATE_NOOP("Assumptions", "Network and storage power as a share of server power")},
    {"storage_capex_fraction", QT_TRANSLATE_NOOP("Assumptions", "Storage as a share of capex")},
    {"rack_infrastructure_usd_per_rack", QT_TRANSLATE_NOOP("Assumptions", "Rack infrastructure per rack")},
    {"rack_pdu_usd", QT_TRANSLATE_NOOP("Assumptions", "Rack power distribution units")},
    {"rack_enclosure_usd", QT_TRANSLATE_NOOP("Assumptions", "Rack enclosure")},
    {"rack_cabling_usd", QT_TRANSLATE_NOOP("Assumptions", "Rack cabling")},
    {"depreciation_years", QT_TRANSLATE_NOOP("Assumptions", "Depreciation period")},
    {"support_fraction_per_year", QT_TRANSLATE_NOOP("Assumptions", "Support per year as a share of capex")},
    {"integration_fraction", QT_TRANSLATE_NOOP("Assumptions", "Integration as a share of capex")},
    {"staff_usd_per_year", QT_TRANSLATE_NOOP("Assumptions", "Staff cost per year")},
    {"discount_rate", QT_TRANSLATE_NOOP("Assumptions", "Discount rate")},
    {"utilization", QT_TRANSLATE_NOOP("Assumptions", "Utilization")},
    {"server_to_gpu_price_ratio", QT_TRANSLATE_NOOP("Assumptions", "Server price per GPU price")},
    {"server_to_gpu_power_ratio", QT_TRANSLATE_NOOP("Assumptions", "Server power per GPU power")},
    {"gpu_price_usd", QT_TRANSLATE_NOOP("Assumptions", "GPU price")},
    {"gpu_tdp_w", QT_TRANSLATE_NOOP("Assumptions", "GPU power (TDP)")},
    {"node_price_usd", QT_TRANSLATE_NOOP("Assumptions", "Server price")},
    {"node_peak_power_kw", QT_TRANSLATE_NOOP("Assumptions", "Server peak power")},
    {"rack_system_price_usd", QT_TRANSLATE_NOOP("Assumptions", "Rack system price")},
    {"rack_system_peak_power_kw", QT_TRANSLATE_NOOP("Assumptions", "Rack system peak power")},
    {"storage_price_usd", QT_TRANSLATE_NOOP("Assumptions", "Storage system price")},
    {"storage_power_w", QT_TRANSLATE_NOOP("Assumptions", "Storage system power")},
    {"storage_tb_per_gpu", QT_TRANSLATE_NOOP("Assumptions", "Storage capacity per GPU")},
    {"storage_kw_per_pb", QT_TRANSLATE_NOOP("Assumptions", "Storage power per PB")},
    {"network_capex_share", QT_TRANSLATE_NOOP("Assumptions", "Network share of capex (published)")},
    {"checkpoint_bytes", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint size")},
    {"checkpoint_write_bytes_per_s", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint write bandwidth")},
    {"checkpoint_read_bytes_per_s", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint read bandwidth")},
    {"checkpoint_write_gbytes_per_s_per_gpu", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint write bandwidth per GPU")},
    {"restart_s", QT_TRANSLATE_NOOP("Assumptions", "Restart time after a failure")},
    {"node_repair_hours", QT_TRANSLATE_NOOP("Assumptions", "Server repair time")},
    {"spare_target", QT_TRANSLATE_NOOP("Assumptions", "Probability of having a spare server when needed")},
    {"restart_detection_s", QT_TRANSLATE_NOOP("Assumptions", "Failure detection time")},
    {"restart_scheduling_s", QT_TRANSLATE_NOOP("Assumptions", "Rescheduling time after a failure")},
    {"restart_process_launch_s", QT_TRANSLATE_NOOP("Assumptions", "Process launch time at a restart")},
    {"communicator_init_s_per_1000_ranks", QT_TRANSLATE_NOOP("Assumptions", "Communicator start-up per 1,000 ranks")},
    {"restart_warmup_s", QT_TRANSLATE_NOOP("Assumptions", "Slow warm-up steps after a restart")},
    {"checkpoint_read_gbytes_per_s_per_gpu", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint read bandwidth per GPU")},
    {"checkpoint_staging_gbytes_per_s_per_gpu", QT_TRANSLATE_NOOP("Assumptions", "Checkpoint copy to host memory per GPU")},
    {"in_memory_checkpoint_replicas", QT_TRANSLATE_NOOP("Assumptions", "In-memory checkpoint copies on other servers")},
    {"in_memory_replication_bandwidth_fraction", QT_TRANSLATE_NOOP("Assumptions", "Share of the network used to copy in-memory checkpoints")},
    {"sdc_detection_latency_hours", QT_TRANSLATE_NOOP("Assumptions", "Time to detect silent data corruption")},
    {"rack_pdus", QT_TRANSLATE_NOOP("Assumptions", "Power distribution units per rack")},
    {"node_psu_redundant", QT_TRANSLATE_NOOP("Assumptions", "Redundant server power supplies")},
    {"gpu_idle_fraction_of_tdp", QT_TRANSLATE_NOOP("Assumptions", "GPU power when idle, share of TDP")},
    {"gpu_compute_fraction_of_tdp", QT_TRANSLATE_NOOP("Assumptions", "GPU power while computing, share of TDP")},
    {"gpu_communication_fraction_of_tdp", QT_TRANSLATE_NOOP("Assumptions", "GPU power while communicating, share of TDP")},
    {"host_power_w_per_gpu", QT_TRANSLATE_NOOP("Assumptions", "Host power per GPU (CPUs, memory, fans, NICs)")},
    {"phase_transition_s", QT_TRANSLATE_NOOP("Assumptions", "Time GPUs take to change power between phases")},
    {"psu_energy_storage", QT_TRANSLATE_NOOP("Assumptions", "Energy storage in the power supplies")},
    {"peak_demand_reduction_fraction", QT_TRANSLATE_NOOP("Assumptions", "Peak demand smoothed by the power supplies' storage")},
    {"checkpoint_write_gbytes_per_s_site_max", QT_TRANSLATE_NOOP("Assumptions", "Site-wide checkpoint write bandwidth limit")},
    {"checkpoint_read_gbytes_per_s_site_max", QT_TRANSLATE_NOOP("Assumptions", "Site-wide checkpoint read bandwidth limit")},
};

// Network bill-of-materials items: "<kind>_<catalog id>/price_usd" and ".../power_w".
struct ItemKind {
    const char* prefix;
    const char* price;
    const char* power;
};

const ItemKind kItems[] = {
    {"switch_", QT_TRANSLATE_NOOP("Assumptions", "Switch price"), QT_TRANSLATE_NOOP("Assumptions", "Switch power")},
    {"nic_", QT_TRANSLATE_NOOP("Assumptions", "NIC price"), QT_TRANSLATE_NOOP("Assumptions", "NIC power")},
    {"optic_", QT_TRANSLATE_NOOP("Assumptions", "Optic or cable price"), QT_TRANSLATE_NOOP("Assumptions", "Optic or cable power")},
    {"cable_", QT_TRANSLATE_NOOP("Assumptions", "Cable price"), QT_TRANSLATE_NOOP("Assumptions", "Cable power")},
    {"transceiver_", QT_TRANSLATE_NOOP("Assumptions", "Transceiver price"), QT_TRANSLATE_NOOP("Assumptions", "Transceiver power")},
};

constexpr const char* kFailureStem = "failure_rate_per_million_";

struct Parsed {
    const char* label = nullptr;      // untranslated
    std::string item;                 // the catalog id or workload the figure is about
};

Parsed parse(const std::string& key)
{
    const std::size_t slash = key.find('/');
    const std::string stem = key.substr(0, slash);
    Parsed parsed;
    parsed.item = slash == std::string::npos ? std::string() : key.substr(slash + 1);
    for (const AssumptionName& name : kNames)
        if (stem == name.stem) {
            parsed.label = name.label;
            return parsed;
        }
    if (stem.rfind(kFailureStem, 0) == 0) {
        // "failure_rate_per_million_gpu_hours/gpu-h100": the unit counted is in the middle.
        parsed.label = QT_TRANSLATE_NOOP("Assumptions", "Failures per million hours");
        return parsed;
    }
    for (const ItemKind& kind : kItems)
        if (stem.rfind(kind.prefix, 0) == 0 && slash != std::string::npos) {
            const std::string field = key.substr(slash + 1);
            if (field == "price_usd" || field == "power_w") {
                parsed.label = field == "price_usd" ? kind.price : kind.power;
                parsed.item = stem.substr(std::strlen(kind.prefix));
                return parsed;
            }
        }
    return parsed;
}

// The catalog's name for an item id ("dgx_h100" -> "DGX H100"); the id when not found.
std::string itemName(const std::string& id, const Catalog* catalog)
{
    if (!catalog)
        return id;
    if (const Gpu* item = catalog->findGpu(id))
        return item->name;
    if (const NodePlatform* item = catalog->findNode(id))
        return item->name;
    if (const RackSystem* item = catalog->findRackSystem(id))
        return item->name;
    if (const Switch* item = catalog->findSwitch(id))
        return item->name;
    if (const Nic* item = catalog->findNic(id))
        return item->name;
    if (const Optic* item = catalog->findOptic(id))
        return item->name;
    if (const StorageSystem* item = catalog->findStorage(id))
        return item->name;
    if (const FailureRate* item = catalog->findFailureRate(id))
        return item->component;
    return id;
}

// Units of the catalog's parameters (data/catalog/parameters*.csv) that are phrases: the value
// in words ("50 % of the node's scale-out bandwidth", "3 PDUs per rack"). A fraction of
// something reads as a percentage of it.
struct UnitPhrase {
    const char* unit;
    const char* format;   // %1: the number
    bool percentage;
};

const UnitPhrase kUnitPhrases[] = {
    {"fraction of GPU TDP", QT_TRANSLATE_NOOP("Assumptions", "%1 of GPU TDP"), true},
    {"fraction of HBM peak", QT_TRANSLATE_NOOP("Assumptions", "%1 of HBM peak"), true},
    {"fraction of TDP", QT_TRANSLATE_NOOP("Assumptions", "%1 of TDP"), true},
    {"fraction of dense BF16 peak", QT_TRANSLATE_NOOP("Assumptions", "%1 of dense BF16 peak"), true},
    {"fraction of dense FP4 peak", QT_TRANSLATE_NOOP("Assumptions", "%1 of dense FP4 peak"), true},
    {"fraction of dense FP8 peak", QT_TRANSLATE_NOOP("Assumptions", "%1 of dense FP8 peak"), true},
    {"fraction of dense GEMM efficiency", QT_TRANSLATE_NOOP("Assumptions", "%1 of dense GEMM efficiency"), true},
    {"fraction of memory left after weights", QT_TRANSLATE_NOOP("Assumptions", "%1 of the memory left after weights"), true},
    {"fraction of output tokens", QT_TRANSLATE_NOOP("Assumptions", "%1 of output tokens"), true},
    {"fraction of per-GPU unidirectional scale-up bandwidth", QT_TRANSLATE_NOOP("Assumptions", "%1 of the per-GPU unidirectional scale-up bandwidth"), true},
    {"fraction of the node's scale-out bandwidth", QT_TRANSLATE_NOOP("Assumptions", "%1 of the node's scale-out bandwidth"), true},
    {"fraction of the rack's peak grid demand", QT_TRANSLATE_NOOP("Assumptions", "%1 of the rack's peak grid demand"), true},
    {"PDUs per rack", QT_TRANSLATE_NOOP("Assumptions", "%1 PDUs per rack"), false},
    {"s per 1,000 ranks", QT_TRANSLATE_NOOP("Assumptions", "%1 s per 1,000 ranks"), false},
    {"GB/s per job", QT_TRANSLATE_NOOP("Assumptions", "%1 GB/s per job"), false},
    {"GB per GPU", QT_TRANSLATE_NOOP("Assumptions", "%1 GB per GPU"), false},
    {"Gb/s per GPU", QT_TRANSLATE_NOOP("Assumptions", "%1 Gb/s per GPU"), false},
    {"W per GPU", QT_TRANSLATE_NOOP("Assumptions", "%1 W per GPU"), false},
    {"kW per coolant distribution unit", QT_TRANSLATE_NOOP("Assumptions", "%1 kW per coolant distribution unit"), false},
    {"copies on other nodes", QT_TRANSLATE_NOOP("Assumptions", "%1 copies on other nodes"), false},
    {"passes", QT_TRANSLATE_NOOP("Assumptions", "%1 passes"), false},
    {"sequences", QT_TRANSLATE_NOOP("Assumptions", "%1 sequences"), false},
    {"bytes per catalog GB", QT_TRANSLATE_NOOP("Assumptions", "%1 bytes per catalog GB"), false},
};

// A plain number in the user's locale: grouped from four digits, else three significant digits
// (never "1,6E+04").
QString assumptionNumber(double value)
{
    if (std::abs(value) >= 1000)
        return QLocale().toString(value, 'f', 0);
    return QLocale().toString(value, 'g', 3);
}

}  // namespace

bool hasAssumptionLabel(const std::string& key) { return parse(key).label != nullptr; }

QString assumptionLabel(const std::string& key, const Catalog* catalog)
{
    const Parsed parsed = parse(key);
    if (!parsed.label)
        return QString::fromStdString(key);
    const QString label = QCoreApplication::translate("Assumptions", parsed.label);
    if (parsed.item.empty())
        return label;
    return QStringLiteral("%1 \u00b7 %2").arg(label, withCatalogNames(QString::fromStdString(parsed.item), catalog));
}

QString withCatalogNames(const QString& text, const Catalog* catalog)
{
    if (!catalog)
        return text;
    static const QRegularExpression id(QStringLiteral("[a-z0-9]+(?:_[a-z0-9]+)+"));
    QString out;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = id.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const std::string found = match.captured(0).toStdString();
        const std::string name = itemName(found, catalog);
        out += text.mid(from, match.capturedStart(0) - from);
        out += name.empty() ? match.captured(0) : QString::fromStdString(name);
        from = match.capturedEnd(0);
    }
    return out + text.mid(from);
}

QString assumptionValue(const SourcedFigure& figure, const AppSettings& settings)
{
    const std::string& unit = figure.unit;
    const auto one = [&](double value) -> QString {
        const QLocale locale;
        if (unit == "usd" || unit == "usd_per_rack")
            return formatFigureNumber(value, FigureUnit::Usd, 3, settings);
        if (unit == "fraction" || unit == "probability")
            return formatFigureNumber(value, FigureUnit::Fraction, 3, settings);
        if (unit == "%")
            return formatFigureNumber(value / 100.0, FigureUnit::Fraction, 3, settings);
        if (unit == "kw")
            return formatFigureNumber(value, FigureUnit::Kilowatts, 3, settings);
        if (unit == "w")
            return formatFigureNumber(value, FigureUnit::Watts, 3, settings);
        if (unit == "years")
            return formatFigureNumber(value, FigureUnit::Years, 3, settings);
        if (unit == "min")
            return formatFigureNumber(value, FigureUnit::Minutes, 3, settings);
        if (unit == "tb")
            return formatFigureNumber(value, FigureUnit::Terabytes, 3, settings);
        if (unit == "per_million_hours")
            return QLocale().toString(value, 'g', 3);
        if (unit == "GB/s per GPU")
            return QCoreApplication::translate("Assumptions", "%1 GB/s per GPU").arg(QLocale().toString(value, 'g', 3));
        if (unit == "hours")
            return formatFigureNumber(value, FigureUnit::Hours, 3, settings);
        if (unit == "s")
            return formatFigureNumber(value, FigureUnit::Seconds, 3, settings);
        if (unit == "bytes")
            return formatFigureNumber(value, FigureUnit::Bytes, 3, settings);
        if (unit == "bytes_per_s")
            return formatFigureNumber(value, FigureUnit::BytesPerSecond, 3, settings);
        if (unit == "usd_per_kwh")
            return formatFigureNumber(value, FigureUnit::Usd, 3, settings) + QCoreApplication::translate("Assumptions", "/kWh");
        if (unit == "usd_per_mw")
            return formatFigureNumber(value, FigureUnit::Usd, 3, settings) + QCoreApplication::translate("Assumptions", "/MW");
        if (unit == "usd_per_kw_month")
            return formatFigureNumber(value, FigureUnit::Usd, 3, settings) + QCoreApplication::translate("Assumptions", "/kW-month");
        if (unit == "usd_per_year")
            return formatFigureNumber(value, FigureUnit::UsdPerYear, 3, settings);
        for (const UnitPhrase& phrase : kUnitPhrases)
            if (unit == phrase.unit)
                return QCoreApplication::translate("Assumptions", phrase.format)
                    .arg(phrase.percentage ? formatFigureNumber(value, FigureUnit::Fraction, 3, settings) : assumptionNumber(value));
        // A flag ("1 = N+N / N+M power supplies"): the label says what it is.
        if (unit.rfind("1 = ", 0) == 0)
            return figurePhrase(value >= 0.5 ? "yes" : "no");
        const QString number = locale.toString(value, 'g', 4);
        if (unit.empty() || unit == "ratio")
            return number;
        return number + QLatin1Char(' ') + displayWord(unit);
    };
    QString text = one(figure.value);
    if (figure.hasRange())
        text += QStringLiteral(" (%1 \u2013 %2)").arg(one(figure.low), one(figure.high));
    return text;
}

}  // namespace cp::ui
