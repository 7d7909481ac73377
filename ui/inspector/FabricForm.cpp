#include "inspector/InspectorForms.h"

#include "inspector/PropertyForm.h"

#include <QCoreApplication>
#include <QLocale>

namespace cp::ui {
namespace {


template <typename Items>
std::pair<QStringList, std::vector<std::string>> choices(const Items& items, const QString& noneLabel)
{
    QStringList labels{noneLabel};
    std::vector<std::string> ids{std::string()};
    for (const auto& item : items) {
        labels << QString::fromStdString(item.name.empty() ? item.id : item.name);
        ids.push_back(item.id);
    }
    return {labels, ids};
}

int indexOf(const std::vector<std::string>& ids, const std::string& id)
{
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == id)
            return static_cast<int>(i);
    return -1;
}

QString joinNumbers(const std::vector<double>& values)
{
    QStringList parts;
    for (double v : values)
        parts << QLocale::c().toString(v, 'g', 6);
    return parts.join(QStringLiteral(", "));
}

}  // namespace

void buildFabricForm(PropertyForm& form, const Catalog* catalog, int index, const QStringList& groupNames)
{
    const auto fabric = [index](const Design& d) -> const Fabric* {
        return index >= 0 && index < static_cast<int>(d.fabrics.size()) ? &d.fabrics[static_cast<std::size_t>(index)] : nullptr;
    };
    const auto mutableFabric = [index](Design& d) -> Fabric* {
        return index >= 0 && index < static_cast<int>(d.fabrics.size()) ? &d.fabrics[static_cast<std::size_t>(index)] : nullptr;
    };
    form.addHeading(QCoreApplication::translate("Inspector", "Fabric"));
    form.addText(QStringLiteral("name"), QCoreApplication::translate("Inspector", "Name"),
                 [fabric](const Design& d) -> std::optional<std::string> { if (auto* f = fabric(d)) return f->name; return std::nullopt; },
                 [mutableFabric](Design& d, const std::string& v) { if (auto* f = mutableFabric(d)) f->name = v; });
    form.addChoice(QStringLiteral("role"), QCoreApplication::translate("Inspector", "Role"), {QCoreApplication::translate("Inspector", "Compute"), QCoreApplication::translate("Inspector", "Front-end"), QCoreApplication::translate("Inspector", "Storage")},
                   [fabric](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return static_cast<int>(f->role); return std::nullopt; },
                   [mutableFabric](Design& d, int i) { if (auto* f = mutableFabric(d)) f->role = static_cast<FabricRole>(i); });
    form.addChoice(QStringLiteral("technology"), QCoreApplication::translate("Inspector", "Technology"), {QCoreApplication::translate("Inspector", "InfiniBand"), QCoreApplication::translate("Inspector", "Ethernet (RoCE)")},
                   [fabric](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return static_cast<int>(f->technology); return std::nullopt; },
                   [mutableFabric](Design& d, int i) { if (auto* f = mutableFabric(d)) f->technology = static_cast<FabricTechnology>(i); });
    form.addChoice(QStringLiteral("topology"), QCoreApplication::translate("Inspector", "Topology"), {QCoreApplication::translate("Inspector", "Rail-optimized fat tree"), QCoreApplication::translate("Inspector", "Fat tree"), QCoreApplication::translate("Inspector", "Single tier")},
                   [fabric](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return static_cast<int>(f->topology); return std::nullopt; },
                   [mutableFabric](Design& d, int i) { if (auto* f = mutableFabric(d)) f->topology = static_cast<TopologyKind>(i); });
    form.addNumber(QStringLiteral("tiers"), QCoreApplication::translate("Inspector", "Switch tiers"), QString(), 1, 3, 0,
                   [fabric](const Design& d) -> std::optional<double> { if (auto* f = fabric(d)) return f->tiers; return std::nullopt; },
                   [mutableFabric](Design& d, std::optional<double> v) { if (auto* f = mutableFabric(d); f && v) f->tiers = static_cast<int>(*v); });
    QStringList attachLabels{QCoreApplication::translate("Inspector", "The whole design")};
    attachLabels << groupNames;
    form.addChoice(QStringLiteral("attached"), QCoreApplication::translate("Inspector", "Connects"), attachLabels,
                   [fabric, groupNames](const Design& d) -> std::optional<int> {
                       if (auto* f = fabric(d)) return f->attachedGroup.empty() ? 0 : static_cast<int>(groupNames.indexOf(QString::fromStdString(f->attachedGroup))) + 1;
                       return std::nullopt;
                   },
                   [mutableFabric, groupNames](Design& d, int i) {
                       if (auto* f = mutableFabric(d)) f->attachedGroup = i <= 0 ? std::string() : groupNames.value(i - 1).toStdString();
                   });
    if (catalog) {
        const auto [switchLabels, switchIds] = choices(catalog->switches, QCoreApplication::translate("Inspector", "(none)"));
        form.addChoice(QStringLiteral("switch"), QCoreApplication::translate("Inspector", "Switch"), switchLabels,
                       [fabric, ids = switchIds](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return indexOf(ids, f->switchId); return std::nullopt; },
                       [mutableFabric, ids = switchIds](Design& d, int i) { if (auto* f = mutableFabric(d); f && i >= 0) f->switchId = ids[static_cast<std::size_t>(i)]; });
        const auto [nicLabels, nicIds] = choices(catalog->nics, QCoreApplication::translate("Inspector", "The platform's NIC"));
        form.addChoice(QStringLiteral("nic"), QCoreApplication::translate("Inspector", "NIC"), nicLabels,
                       [fabric, ids = nicIds](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return indexOf(ids, f->nicId); return std::nullopt; },
                       [mutableFabric, ids = nicIds](Design& d, int i) { if (auto* f = mutableFabric(d); f && i >= 0) f->nicId = ids[static_cast<std::size_t>(i)]; });
        const auto [opticLabels, opticIds] = choices(catalog->optics, QCoreApplication::translate("Inspector", "(default)"));
        form.addChoice(QStringLiteral("optic"), QCoreApplication::translate("Inspector", "Switch links"), opticLabels,
                       [fabric, ids = opticIds](const Design& d) -> std::optional<int> { if (auto* f = fabric(d)) return indexOf(ids, f->opticId); return std::nullopt; },
                       [mutableFabric, ids = opticIds](Design& d, int i) { if (auto* f = mutableFabric(d); f && i >= 0) f->opticId = ids[static_cast<std::size_t>(i)]; });
    }
    form.addNumber(QStringLiteral("gbpsPerGpu"), QCoreApplication::translate("Inspector", "Link per GPU"), QCoreApplication::translate("Inspector", "Gb/s"), 0, 3200, 0,
                   [fabric](const Design& d) -> std::optional<double> { if (auto* f = fabric(d)) return f->linkGbpsPerGpu; return std::nullopt; },
                   [mutableFabric](Design& d, std::optional<double> v) { if (auto* f = mutableFabric(d); f && v) f->linkGbpsPerGpu = *v; });
    form.addNumber(QStringLiteral("gbpsPerNode"), QCoreApplication::translate("Inspector", "Link per node"), QCoreApplication::translate("Inspector", "Gb/s"), 0, 12800, 0,
                   [fabric](const Design& d) -> std::optional<double> { if (auto* f = fabric(d)) return f->linkGbpsPerNode; return std::nullopt; },
                   [mutableFabric](Design& d, std::optional<double> v) { if (auto* f = mutableFabric(d); f && v) f->linkGbpsPerNode = *v; });
    form.addNumber(QStringLiteral("rails"), QCoreApplication::translate("Inspector", "Rails"), QCoreApplication::translate("Inspector", "0 = per GPU"), 0, 16, 0,
                   [fabric](const Design& d) -> std::optional<double> { if (auto* f = fabric(d)) return f->rails; return std::nullopt; },
                   [mutableFabric](Design& d, std::optional<double> v) { if (auto* f = mutableFabric(d); f && v) f->rails = static_cast<int>(*v); });
    form.addText(QStringLiteral("oversubscription"), QCoreApplication::translate("Inspector", "Oversubscription"),
                 [fabric](const Design& d) -> std::optional<std::string> { if (auto* f = fabric(d)) return joinNumbers(f->oversubscription).toStdString(); return std::nullopt; },
                 [mutableFabric](Design& d, const std::string& text) {
                     auto* f = mutableFabric(d);
                     if (!f) return;
                     std::vector<double> values;
                     for (const QString& part : QString::fromStdString(text).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                         bool ok = false;
                         const double v = part.trimmed().toDouble(&ok);
                         if (!ok || v < 1 || v > 64) return;   // keep the previous value until the text is valid
                         values.push_back(v);
                     }
                     f->oversubscription = values;
                 });
    form.addNote(QCoreApplication::translate("Inspector", "Oversubscription per tier boundary, leaf→spine first: 1 = non-blocking, e.g. \"1, 2\"."));
    form.addCheck(QStringLiteral("sharp"), QCoreApplication::translate("Inspector", "In-network reduction (SHARP)"),
                  [fabric](const Design& d) -> std::optional<bool> { if (auto* f = fabric(d)) return f->inNetworkReduction; return std::nullopt; },
                  [mutableFabric](Design& d, bool on) { if (auto* f = mutableFabric(d)) f->inNetworkReduction = on; });
}

void buildStorageForm(PropertyForm& form, const Catalog* catalog, int index)
{
    const auto storage = [index](const Design& d) -> const StorageDeployment* {
        return index >= 0 && index < static_cast<int>(d.storage.size()) ? &d.storage[static_cast<std::size_t>(index)] : nullptr;
    };
    const auto mutableStorage = [index](Design& d) -> StorageDeployment* {
        return index >= 0 && index < static_cast<int>(d.storage.size()) ? &d.storage[static_cast<std::size_t>(index)] : nullptr;
    };
    form.addHeading(QCoreApplication::translate("Inspector", "Storage"));
    form.addText(QStringLiteral("name"), QCoreApplication::translate("Inspector", "Name"),
                 [storage](const Design& d) -> std::optional<std::string> { if (auto* s = storage(d)) return s->name; return std::nullopt; },
                 [mutableStorage](Design& d, const std::string& v) { if (auto* s = mutableStorage(d)) s->name = v; });
    if (catalog) {
        const auto [labels, ids] = choices(catalog->storage, QCoreApplication::translate("Inspector", "(none)"));
        form.addChoice(QStringLiteral("system"), QCoreApplication::translate("Inspector", "System"), labels,
                       [storage, ids = ids](const Design& d) -> std::optional<int> { if (auto* s = storage(d)) return indexOf(ids, s->systemId); return std::nullopt; },
                       [mutableStorage, ids = ids](Design& d, int i) { if (auto* s = mutableStorage(d); s && i >= 0) s->systemId = ids[static_cast<std::size_t>(i)]; });
    }
    form.addNumber(QStringLiteral("count"), QCoreApplication::translate("Inspector", "Appliances"), QString(), 1, 100000, 0,
                   [storage](const Design& d) -> std::optional<double> { if (auto* s = storage(d)) return s->count; return std::nullopt; },
                   [mutableStorage](Design& d, std::optional<double> v) { if (auto* s = mutableStorage(d); s && v) s->count = static_cast<int>(*v); });
}

}  // namespace cp::ui
