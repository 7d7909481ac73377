#include "palette/CatalogDetails.h"

#include "style/QtText.h"

#include <QCoreApplication>
#include <QLocale>

namespace cp::ui {
namespace {

QString number(double value, int decimals = 0) { return QLocale().toString(value, 'f', decimals); }
// Optional catalog figures (not published for every entry) show as "?".
QString number(const std::optional<double>& value, int decimals = 0)
{
    return value ? number(*value, decimals) : QStringLiteral("?");
}
QString number(const std::optional<int>& value) { return value ? QString::number(*value) : QStringLiteral("?"); }

QString row(const QString& label, const QString& value)
{
    return value.isEmpty() ? QString() : QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString provenance(const Provenance& p)
{
    QString text = q(p.source);
    if (p.year > 0)
        text += QStringLiteral(" (%1)").arg(p.year);
    if (p.estimate)
        text += QLatin1Char(' ') + QCoreApplication::translate("CatalogDetails", "estimate");
    return text;
}

QString html(const QString& title, const QString& rows, const Provenance& p)
{
    return QStringLiteral("<p><b>%1</b></p><table cellspacing='2'>%2</table><p><small>%3 %4</small></p>")
        .arg(title.toHtmlEscaped(), rows, QCoreApplication::translate("CatalogDetails", "Source:").toHtmlEscaped(), provenance(p).toHtmlEscaped());
}

template <typename Item>
QString displayName(const Item& item)
{
    return item.name.empty() ? q(item.id) : q(item.name);
}

}  // namespace

QString formatPrice(const PriceUsd& price)
{
    if (!price.usd)
        return {};
    QString text = QLocale().toCurrencyString(*price.usd, QStringLiteral("$"), 0);
    if (price.lowUsd && price.highUsd)
        text += QStringLiteral(" (%1–%2)").arg(QLocale().toCurrencyString(*price.lowUsd, QStringLiteral("$"), 0),
                                               QLocale().toCurrencyString(*price.highUsd, QStringLiteral("$"), 0));
    if (price.estimate)
        text += QLatin1Char(' ') + QCoreApplication::translate("CatalogDetails", "est.");
    return text;
}

std::optional<CatalogEntryText> describeCatalogEntry(const Catalog& catalog, const CatalogItemRef& item)
{
    const std::string id = item.id.toStdString();
    CatalogEntryText text;
    switch (item.kind) {
    case CatalogKind::Gpu: {
        const Gpu* gpu = catalog.findGpu(id);
        if (!gpu) return std::nullopt;
        text.title = displayName(*gpu);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 TFLOP/s BF16 · %2 GB · %3 W").arg(number(gpu->bf16DenseTflops), number(gpu->hbmGb), number(gpu->tdpW));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "BF16 dense"), QCoreApplication::translate("CatalogDetails", "%1 TFLOP/s").arg(number(gpu->bf16DenseTflops)))
            + row(QCoreApplication::translate("CatalogDetails", "FP8 dense"), gpu->fp8DenseTflops ? QCoreApplication::translate("CatalogDetails", "%1 TFLOP/s").arg(number(*gpu->fp8DenseTflops)) : QCoreApplication::translate("CatalogDetails", "not supported"))
            + row(QCoreApplication::translate("CatalogDetails", "Memory"), QCoreApplication::translate("CatalogDetails", "%1 GB %2, %3 TB/s").arg(number(gpu->hbmGb), q(gpu->memoryType), number(gpu->hbmTbps, 2)))
            + row(QCoreApplication::translate("CatalogDetails", "Scale-up"), QCoreApplication::translate("CatalogDetails", "%1, %2 GB/s per direction").arg(q(gpu->scaleupLink), number(gpu->scaleupUnidirGBps)))
            + row(QCoreApplication::translate("CatalogDetails", "TDP"), QCoreApplication::translate("CatalogDetails", "%1 W").arg(number(gpu->tdpW))) + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(gpu->price));
        text.detailsHtml = html(text.title, rows, gpu->provenance);
        text.searchText = (q(gpu->id) + ' ' + q(gpu->vendor) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Node: {
        const NodePlatform* node = catalog.findNode(id);
        if (!node) return std::nullopt;
        text.title = displayName(*node);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 GPUs · %2 kW · %3U").arg(node->gpuCount).arg(number(node->maxPowerKw, 1)).arg(number(node->rackUnits));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "GPUs"), QStringLiteral("%1 × %2").arg(node->gpuCount).arg(q(node->gpuId)))
            + row(QCoreApplication::translate("CatalogDetails", "Scale-up domain"), QCoreApplication::translate("CatalogDetails", "%1 GPUs").arg(node->scaleupDomainGpus))
            + row(QCoreApplication::translate("CatalogDetails", "CPU"), q(node->cpu)) + row(QCoreApplication::translate("CatalogDetails", "Memory"), QCoreApplication::translate("CatalogDetails", "%1 GB").arg(number(node->ramGb)))
            + row(QCoreApplication::translate("CatalogDetails", "Compute NICs"), QCoreApplication::translate("CatalogDetails", "%1 × %2 Gb/s").arg(node->computeNics).arg(number(node->computeNicGbps)))
            + row(QCoreApplication::translate("CatalogDetails", "Max power"), QCoreApplication::translate("CatalogDetails", "%1 kW").arg(number(node->maxPowerKw, 1)))
            + row(QCoreApplication::translate("CatalogDetails", "Height"), QCoreApplication::translate("CatalogDetails", "%1 U").arg(number(node->rackUnits))) + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(node->price));
        text.detailsHtml = html(text.title, rows, node->provenance);
        text.searchText = (q(node->id) + ' ' + q(node->vendor) + ' ' + q(node->gpuId) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Switch: {
        const Switch* sw = catalog.findSwitch(id);
        if (!sw) return std::nullopt;
        text.title = displayName(*sw);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 × %2 Gb/s · %3").arg(sw->ports).arg(number(sw->portGbps)).arg(q(sw->protocol));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "Protocol"), q(sw->protocol))
            + row(QCoreApplication::translate("CatalogDetails", "Ports"), QCoreApplication::translate("CatalogDetails", "%1 × %2 Gb/s").arg(sw->ports).arg(number(sw->portGbps)))
            + row(QCoreApplication::translate("CatalogDetails", "Switching"), QCoreApplication::translate("CatalogDetails", "%1 Tb/s").arg(number(sw->switchingTbps, 1)))
            + row(QCoreApplication::translate("CatalogDetails", "Latency"), sw->latencyNs ? QCoreApplication::translate("CatalogDetails", "%1 ns").arg(number(*sw->latencyNs)) : QString())
            + row(QCoreApplication::translate("CatalogDetails", "Power"), sw->powerW ? QCoreApplication::translate("CatalogDetails", "%1 W").arg(number(*sw->powerW)) : QString())
            + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(sw->price));
        text.detailsHtml = html(text.title, rows, sw->provenance);
        text.searchText = (q(sw->id) + ' ' + q(sw->vendor) + ' ' + q(sw->protocol) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Nic: {
        const Nic* nic = catalog.findNic(id);
        if (!nic) return std::nullopt;
        text.title = displayName(*nic);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 × %2 Gb/s · %3").arg(number(nic->ports)).arg(number(nic->maxPortGbps)).arg(q(nic->protocol));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "Protocol"), q(nic->protocol))
            + row(QCoreApplication::translate("CatalogDetails", "Ports"), QCoreApplication::translate("CatalogDetails", "%1 × %2 Gb/s").arg(number(nic->ports)).arg(number(nic->maxPortGbps)))
            + row(QCoreApplication::translate("CatalogDetails", "Power"), nic->powerW ? QCoreApplication::translate("CatalogDetails", "%1 W").arg(number(*nic->powerW)) : QString())
            + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(nic->price));
        text.detailsHtml = html(text.title, rows, nic->provenance);
        text.searchText = (q(nic->id) + ' ' + q(nic->protocol) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Optic: {
        const Optic* optic = catalog.findOptic(id);
        if (!optic) return std::nullopt;
        text.title = displayName(*optic);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 Gb/s · %2").arg(number(optic->speedGbps)).arg(q(optic->medium));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "Medium"), q(optic->medium)) + row(QCoreApplication::translate("CatalogDetails", "Speed"), QCoreApplication::translate("CatalogDetails", "%1 Gb/s").arg(number(optic->speedGbps)))
            + row(QCoreApplication::translate("CatalogDetails", "Power"), optic->powerW ? QCoreApplication::translate("CatalogDetails", "%1 W").arg(number(*optic->powerW, 1)) : QString())
            + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(optic->price));
        text.detailsHtml = html(text.title, rows, optic->provenance);
        text.searchText = (q(optic->id) + ' ' + q(optic->medium) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Storage: {
        const StorageSystem* storage = catalog.findStorage(id);
        if (!storage) return std::nullopt;
        text.title = displayName(*storage);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 TB · %2 GB/s read").arg(number(storage->capacityTb)).arg(number(storage->readGBps));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "Capacity"), QCoreApplication::translate("CatalogDetails", "%1 TB").arg(number(storage->capacityTb)))
            + row(QCoreApplication::translate("CatalogDetails", "Read"), QCoreApplication::translate("CatalogDetails", "%1 GB/s").arg(number(storage->readGBps))) + row(QCoreApplication::translate("CatalogDetails", "Write"), QCoreApplication::translate("CatalogDetails", "%1 GB/s").arg(number(storage->writeGBps)))
            + row(QCoreApplication::translate("CatalogDetails", "Power"), storage->powerW ? QCoreApplication::translate("CatalogDetails", "%1 W").arg(number(*storage->powerW)) : QString())
            + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(storage->price));
        text.detailsHtml = html(text.title, rows, storage->provenance);
        text.searchText = (q(storage->id) + ' ' + q(storage->vendor) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::RackSystem: {
        const RackSystem* system = catalog.findRackSystem(id);
        if (!system) return std::nullopt;
        text.title = displayName(*system);
        text.subtitle = QCoreApplication::translate("CatalogDetails", "%1 GPUs in one NVLink domain · %2 trays · %3 kW")
                            .arg(system->scaleupDomainGpus).arg(system->hosts).arg(number(system->maxPowerKw, 0));
        const QString rows = row(QCoreApplication::translate("CatalogDetails", "Compute trays"), QStringLiteral("%1 × %2").arg(system->hosts).arg(q(system->hostPlatformId)))
            + row(QCoreApplication::translate("CatalogDetails", "Scale-up domain"), QCoreApplication::translate("CatalogDetails", "%1 GPUs").arg(system->scaleupDomainGpus))
            + row(QCoreApplication::translate("CatalogDetails", "Switch trays"), QStringLiteral("%1 × %2").arg(system->switchTrays).arg(q(system->switchTrayId)))
            + row(QCoreApplication::translate("CatalogDetails", "Max power"), QCoreApplication::translate("CatalogDetails", "%1 kW").arg(number(system->maxPowerKw, 0)))
            + row(QCoreApplication::translate("CatalogDetails", "Cooling"), q(system->cooling))
            + row(QCoreApplication::translate("CatalogDetails", "Price"), formatPrice(system->price));
        text.detailsHtml = html(text.title, rows, system->provenance);
        text.searchText = (q(system->id) + ' ' + q(system->vendor) + ' ' + q(system->hostPlatformId) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Facility:
    case CatalogKind::Cloud:
    case CatalogKind::FailureRate:
        return std::nullopt;  // not placed on the canvas; shown in the inspector and reports
    }
    return std::nullopt;
}

}  // namespace cp::ui
