#include "results/FigureFormat.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>

namespace cp::ui {
namespace {


struct UnitSuffix {
    const char* suffix;
    const char* unit;
};

// Longest suffixes first so "_usd_per_gpu_hour" wins over "_hour".
const UnitSuffix kSuffixes[] = {
    {"_usd_per_gpu_hour", QT_TRANSLATE_NOOP("FigureFormat", "$/GPU-h")},
    {"_usd_per_million_tokens", QT_TRANSLATE_NOOP("FigureFormat", "$/M tokens")},
    {"_usd_per_year", QT_TRANSLATE_NOOP("FigureFormat", "$/year")},
    {"_usd_per_kwh", QT_TRANSLATE_NOOP("FigureFormat", "$/kWh")},
    {"_tokens_per_s", QT_TRANSLATE_NOOP("FigureFormat", "tokens/s")},
    {"_per_gpu_per_s", QT_TRANSLATE_NOOP("FigureFormat", "/GPU/s")},
    {"_per_day", QT_TRANSLATE_NOOP("FigureFormat", "/day")},
    {"_per_s", QT_TRANSLATE_NOOP("FigureFormat", "/s")},
    {"_pflops", QT_TRANSLATE_NOOP("FigureFormat", "PFLOP/s")},
    {"_tflops", QT_TRANSLATE_NOOP("FigureFormat", "TFLOP/s")},
    {"_eflops", QT_TRANSLATE_NOOP("FigureFormat", "EFLOP/s")},
    {"_gbps", QT_TRANSLATE_NOOP("FigureFormat", "Gb/s")},
    {"_tbps", QT_TRANSLATE_NOOP("FigureFormat", "Tb/s")},
    {"_gbytes_per_s", QT_TRANSLATE_NOOP("FigureFormat", "GB/s")},
    {"_bytes_per_s", QT_TRANSLATE_NOOP("FigureFormat", "B/s")},
    {"_usd", QT_TRANSLATE_NOOP("FigureFormat", "$")},
    {"_mw", QT_TRANSLATE_NOOP("FigureFormat", "MW")},
    {"_kw", QT_TRANSLATE_NOOP("FigureFormat", "kW")},
    {"_w", QT_TRANSLATE_NOOP("FigureFormat", "W")},
    {"_kwh", QT_TRANSLATE_NOOP("FigureFormat", "kWh")},
    {"_mwh", QT_TRANSLATE_NOOP("FigureFormat", "MWh")},
    {"_tb", QT_TRANSLATE_NOOP("FigureFormat", "TB")},
    {"_gb", QT_TRANSLATE_NOOP("FigureFormat", "GB")},
    {"_bytes", QT_TRANSLATE_NOOP("FigureFormat", "bytes")},
    {"_days", QT_TRANSLATE_NOOP("FigureFormat", "days")},
    {"_hours", QT_TRANSLATE_NOOP("FigureFormat", "h")},
    {"_minutes", QT_TRANSLATE_NOOP("FigureFormat", "min")},
    {"_ms", QT_TRANSLATE_NOOP("FigureFormat", "ms")},
    {"_us", QT_TRANSLATE_NOOP("FigureFormat", "µs")},
    {"_s", QT_TRANSLATE_NOOP("FigureFormat", "s")},
    {"_years", QT_TRANSLATE_NOOP("FigureFormat", "years")},
    {"_percent", QT_TRANSLATE_NOOP("FigureFormat", "%")},
    {"_fraction", QT_TRANSLATE_NOOP("FigureFormat", "%")},
    {"_m2", QT_TRANSLATE_NOOP("FigureFormat", "m²")},
};

const UnitSuffix* suffixOf(const QString& key)
{
    static const UnitSuffix kTokensPerSecond{"tokens_per_s", QT_TRANSLATE_NOOP("FigureFormat", "tokens/s")};
    if (key == QLatin1String("tokens_per_s"))
        return &kTokensPerSecond;
    for (const UnitSuffix& s : kSuffixes)
        if (key.endsWith(QLatin1String(s.suffix)))
            return &s;
    return nullptr;
}

// Words the label should spell in capitals or with their usual casing.
QString prettyWord(const QString& word)
{
    static const char* const kUpper[] = {"gpu", "gpus", "mfu", "hfu", "tco", "pue", "nic", "nics", "bf16", "fp8", "fp4", "fp16",
                                         "tp", "pp", "dp", "cp", "ep", "hbm", "ttft", "tpot", "slo", "kv", "io", "capex", "opex",
                                         "id", "cpu", "it", "sla", "mtbf", "nvlink", "ib", "roce"};
    const QString lower = word.toLower();
    for (const char* upper : kUpper)
        if (lower == QLatin1String(upper))
            return lower == QLatin1String("gpus") ? QStringLiteral("GPUs") : lower == QLatin1String("nics") ? QStringLiteral("NICs")
                : lower == QLatin1String("capex") ? QStringLiteral("capex") : lower == QLatin1String("opex") ? QStringLiteral("opex")
                : lower == QLatin1String("nvlink") ? QStringLiteral("NVLink") : lower.toUpper();
    return lower;
}

}  // namespace

KeyLabel labelForKey(const QString& key)
{
    KeyLabel result;
    QString stem = key;
    if (const UnitSuffix* s = suffixOf(key)) {
        result.unit = QCoreApplication::translate("FigureFormat", s->unit);
        stem.chop(static_cast<int>(qstrlen(s->suffix)));
    }
    if (stem == QLatin1String("mfu") || stem == QLatin1String("hfu") || stem.endsWith(QLatin1String("_efficiency"))
        || stem == QLatin1String("utilization"))
        result.unit = QStringLiteral("%");
    QStringList words = stem.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    for (QString& word : words)
        word = prettyWord(word);
    QString label = words.join(QLatin1Char(' '));
    if (!label.isEmpty() && label.front().isLower())
        label.front() = label.front().toUpper();
    result.label = label.isEmpty() ? key : label;
    return result;
}

QString formatCount(double value)
{
    return QLocale().toString(value, 'f', 0);
}

QString formatCurrency(double usd, const AppSettings& settings)
{
    const double value = usd * settings.currencyPerUsd;
    const double magnitude = std::abs(value);
    const QLocale locale;
    if (magnitude >= 1e9)
        return QCoreApplication::translate("FigureFormat", "%1%2B").arg(settings.currencySymbol, locale.toString(value / 1e9, 'f', 2));
    if (magnitude >= 1e6)
        return QCoreApplication::translate("FigureFormat", "%1%2M").arg(settings.currencySymbol, locale.toString(value / 1e6, 'f', magnitude >= 1e8 ? 0 : 1));
    if (magnitude >= 1e4)
        return QCoreApplication::translate("FigureFormat", "%1%2k").arg(settings.currencySymbol, locale.toString(value / 1e3, 'f', 0));
    return settings.currencySymbol + locale.toString(value, 'f', magnitude >= 100 ? 0 : 2);
}

namespace {

QString formatNumber(double value)
{
    const double magnitude = std::abs(value);
    const QLocale locale;
    if (magnitude == 0)
        return QStringLiteral("0");
    // Rates and counts in the millions read better as "1.71 M" than as seven digits.
    if (magnitude >= 1e9)
        return locale.toString(value / 1e9, 'f', 2) + QStringLiteral(" G");
    if (magnitude >= 1e6)
        return locale.toString(value / 1e6, 'f', 2) + QStringLiteral(" M");
    if (magnitude >= 100)
        return locale.toString(value, 'f', 0);
    if (magnitude >= 10)
        return locale.toString(value, 'f', 1);
    if (magnitude >= 0.01)
        return locale.toString(value, 'f', 2);
    return locale.toString(value, 'g', 3);
}

}  // namespace

QString formatValue(const QString& key, const nlohmann::json& value, const AppSettings& settings)
{
    if (value.is_boolean())
        return value.get<bool>() ? QCoreApplication::translate("FigureFormat", "yes") : QCoreApplication::translate("FigureFormat", "no");
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_null())
        return QCoreApplication::translate("FigureFormat", "n/a");
    if (!value.is_number())
        return {};
    const double number = value.get<double>();
    // A bare rate ("usd_per_gpu_hour") has the unit of its suffixed form ("tco_usd_per_gpu_hour").
    const QString unitKey = key.startsWith(QLatin1String("usd_per_")) ? QLatin1Char('_') + key : key;
    const KeyLabel label = labelForKey(unitKey);
    if (unitKey.endsWith(QLatin1String("_usd")) || unitKey == QLatin1String("usd") || unitKey.contains(QLatin1String("_usd_per_")))
        return formatCurrency(number, settings) + (unitKey.contains(QLatin1String("_usd_per_")) ? QStringLiteral(" ") + label.unit.mid(1) : QString());
    if (label.unit == QLatin1String("%"))
        return QLocale().toString(key.endsWith(QLatin1String("_percent")) ? number : number * 100, 'f', 1) + QStringLiteral(" %");
    if (key.endsWith(QLatin1String("_kw")) && settings.powerUnit == PowerUnit::Megawatts && std::abs(number) >= 1000)
        return QLocale().toString(number / 1000, 'f', 2) + QStringLiteral(" MW");
    if (key.endsWith(QLatin1String("_mw")) && settings.powerUnit == PowerUnit::Kilowatts)
        return QLocale().toString(number * 1000, 'f', 0) + QStringLiteral(" kW");
    if (value.is_number_integer() && std::abs(number) < 1e7)
        return QLocale().toString(static_cast<qlonglong>(value.get<long long>())) + (label.unit.isEmpty() ? QString() : QLatin1Char(' ') + label.unit);
    return formatNumber(number) + (label.unit.isEmpty() ? QString() : QLatin1Char(' ') + label.unit);
}

}  // namespace cp::ui
