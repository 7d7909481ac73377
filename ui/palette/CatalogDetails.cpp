#include "palette/CatalogDetails.h"

#include <QCoreApplication>
#include <QLocale>

namespace cp::ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("CatalogDetails", text); }
QString q(const std::string& s) { return QString::fromStdString(s); }
QString number(double value, int decimals = 0) { return QLocale().toString(value, 'f', decimals); }

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
        text += QLatin1Char(' ') + tr("estimate");
    return text;
}

QString html(const QString& title, const QString& rows, const Provenance& p)
{
    return QStringLiteral("<p><b>%1</b></p><table cellspacing='2'>%2</table><p><small>%3 %4</small></p>")
        .arg(title.toHtmlEscaped(), rows, tr("Source:").toHtmlEscaped(), provenance(p).toHtmlEscaped());
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
        text += QLatin1Char(' ') + tr("est.");
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
        text.subtitle = tr("%1 TFLOP/s BF16 · %2 GB · %3 W").arg(number(gpu->bf16DenseTflops), number(gpu->hbmGb), number(gpu->tdpW));
        const QString rows = row(tr("BF16 dense"), tr("%1 TFLOP/s").arg(number(gpu->bf16DenseTflops)))
            + row(tr("FP8 dense"), gpu->fp8DenseTflops ? tr("%1 TFLOP/s").arg(number(*gpu->fp8DenseTflops)) : tr("not supported"))
            + row(tr("Memory"), tr("%1 GB %2, %3 TB/s").arg(number(gpu->hbmGb), q(gpu->memoryType), number(gpu->hbmTbps, 2)))
            + row(tr("Scale-up"), tr("%1, %2 GB/s per direction").arg(q(gpu->scaleupLink), number(gpu->scaleupUnidirGBps)))
            + row(tr("TDP"), tr("%1 W").arg(number(gpu->tdpW))) + row(tr("Price"), formatPrice(gpu->price));
        text.detailsHtml = html(text.title, rows, gpu->provenance);
        text.searchText = (q(gpu->id) + ' ' + q(gpu->vendor) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Node: {
        const NodePlatform* node = catalog.findNode(id);
        if (!node) return std::nullopt;
        text.title = displayName(*node);
        text.subtitle = tr("%1 GPUs · %2 kW · %3U").arg(node->gpuCount).arg(number(node->maxPowerKw, 1)).arg(node->rackUnits);
        const QString rows = row(tr("GPUs"), QStringLiteral("%1 × %2").arg(node->gpuCount).arg(q(node->gpuId)))
            + row(tr("Scale-up domain"), tr("%1 GPUs").arg(node->scaleupDomainGpus))
            + row(tr("CPU"), q(node->cpu)) + row(tr("Memory"), tr("%1 GB").arg(number(node->ramGb)))
            + row(tr("Compute NICs"), tr("%1 × %2 Gb/s").arg(node->computeNics).arg(number(node->computeNicGbps)))
            + row(tr("Max power"), tr("%1 kW").arg(number(node->maxPowerKw, 1)))
            + row(tr("Height"), tr("%1 U").arg(node->rackUnits)) + row(tr("Price"), formatPrice(node->price));
        text.detailsHtml = html(text.title, rows, node->provenance);
        text.searchText = (q(node->id) + ' ' + q(node->vendor) + ' ' + q(node->gpuId) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Switch: {
        const Switch* sw = catalog.findSwitch(id);
        if (!sw) return std::nullopt;
        text.title = displayName(*sw);
        text.subtitle = tr("%1 × %2 Gb/s · %3").arg(sw->ports).arg(number(sw->portGbps)).arg(q(sw->protocol));
        const QString rows = row(tr("Protocol"), q(sw->protocol))
            + row(tr("Ports"), tr("%1 × %2 Gb/s").arg(sw->ports).arg(number(sw->portGbps)))
            + row(tr("Switching"), tr("%1 Tb/s").arg(number(sw->switchingTbps, 1)))
            + row(tr("Latency"), sw->latencyNs ? tr("%1 ns").arg(number(*sw->latencyNs)) : QString())
            + row(tr("Power"), sw->powerW ? tr("%1 W").arg(number(*sw->powerW)) : QString())
            + row(tr("Price"), formatPrice(sw->price));
        text.detailsHtml = html(text.title, rows, sw->provenance);
        text.searchText = (q(sw->id) + ' ' + q(sw->vendor) + ' ' + q(sw->protocol) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Nic: {
        const Nic* nic = catalog.findNic(id);
        if (!nic) return std::nullopt;
        text.title = displayName(*nic);
        text.subtitle = tr("%1 × %2 Gb/s · %3").arg(nic->ports).arg(number(nic->maxPortGbps)).arg(q(nic->protocol));
        const QString rows = row(tr("Protocol"), q(nic->protocol))
            + row(tr("Ports"), tr("%1 × %2 Gb/s").arg(nic->ports).arg(number(nic->maxPortGbps)))
            + row(tr("Power"), nic->powerW ? tr("%1 W").arg(number(*nic->powerW)) : QString())
            + row(tr("Price"), formatPrice(nic->price));
        text.detailsHtml = html(text.title, rows, nic->provenance);
        text.searchText = (q(nic->id) + ' ' + q(nic->protocol) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Optic: {
        const Optic* optic = catalog.findOptic(id);
        if (!optic) return std::nullopt;
        text.title = displayName(*optic);
        text.subtitle = tr("%1 Gb/s · %2").arg(number(optic->speedGbps)).arg(q(optic->medium));
        const QString rows = row(tr("Medium"), q(optic->medium)) + row(tr("Speed"), tr("%1 Gb/s").arg(number(optic->speedGbps)))
            + row(tr("Power"), optic->powerW ? tr("%1 W").arg(number(*optic->powerW, 1)) : QString())
            + row(tr("Price"), formatPrice(optic->price));
        text.detailsHtml = html(text.title, rows, optic->provenance);
        text.searchText = (q(optic->id) + ' ' + q(optic->medium) + ' ' + text.title).toLower();
        return text;
    }
    case CatalogKind::Storage: {
        const StorageSystem* storage = catalog.findStorage(id);
        if (!storage) return std::nullopt;
        text.title = displayName(*storage);
        text.subtitle = tr("%1 TB · %2 GB/s read").arg(number(storage->capacityTb)).arg(number(storage->readGBps));
        const QString rows = row(tr("Capacity"), tr("%1 TB").arg(number(storage->capacityTb)))
            + row(tr("Read"), tr("%1 GB/s").arg(number(storage->readGBps))) + row(tr("Write"), tr("%1 GB/s").arg(number(storage->writeGBps)))
            + row(tr("Power"), storage->powerW ? tr("%1 W").arg(number(*storage->powerW)) : QString())
            + row(tr("Price"), formatPrice(storage->price));
        text.detailsHtml = html(text.title, rows, storage->provenance);
        text.searchText = (q(storage->id) + ' ' + q(storage->vendor) + ' ' + text.title).toLower();
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
