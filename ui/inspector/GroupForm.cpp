#include "inspector/InspectorForms.h"

#include "document/DesignLookup.h"
#include "inspector/PropertyForm.h"
#include "inspector/QuantityField.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QLocale>

namespace cp::ui {
namespace {


constexpr GroupKind kFrameKinds[] = {GroupKind::Pod, GroupKind::ScalableUnit, GroupKind::Row, GroupKind::Rack};

}  // namespace

void buildGroupForm(PropertyForm& form, const Catalog* catalog, const std::vector<int>& path, bool isNodes)
{
    const auto group = [path](const Design& d) { return findGroup(d, path); };
    const auto mutableGroup = [path](Design& d) { return findGroup(d, path); };
    form.addHeading(isNodes ? QCoreApplication::translate("Inspector", "Nodes") : QCoreApplication::translate("Inspector", "Group"));
    form.addText(QStringLiteral("name"), QCoreApplication::translate("Inspector", "Name"),
                 [group](const Design& d) -> std::optional<std::string> { if (auto* g = group(d)) return g->name; return std::nullopt; },
                 [mutableGroup](Design& d, const std::string& v) { if (auto* g = mutableGroup(d)) g->name = v; });
    form.addNumber(QStringLiteral("count"), isNodes ? QCoreApplication::translate("Inspector", "Servers") : QCoreApplication::translate("Inspector", "Count (×N)"), isNodes ? QCoreApplication::translate("Inspector", "nodes") : QCoreApplication::translate("Inspector", "×"), 1, 1'000'000, 0,
                   [group](const Design& d) -> std::optional<double> { if (auto* g = group(d)) return g->count; return std::nullopt; },
                   [mutableGroup](Design& d, std::optional<double> v) { if (auto* g = mutableGroup(d); g && v) g->count = static_cast<int>(*v); });
    if (!isNodes) {
        form.addChoice(QStringLiteral("kind"), QCoreApplication::translate("Inspector", "Kind"), {QCoreApplication::translate("Inspector", "Pod"), QCoreApplication::translate("Inspector", "Scalable unit"), QCoreApplication::translate("Inspector", "Row"), QCoreApplication::translate("Inspector", "Rack")},
                       [group](const Design& d) -> std::optional<int> {
                           if (auto* g = group(d)) for (int i = 0; i < 4; ++i) if (kFrameKinds[i] == g->kind) return i;
                           return std::nullopt;
                       },
                       [mutableGroup](Design& d, int i) {
                           if (auto* g = mutableGroup(d); g && i >= 0 && i < 4) {
                               g->kind = kFrameKinds[i];
                               if (g->kind != GroupKind::Rack)
                                   g->rackSystemId.clear();   // only a rack is a rack-scale system
                           }
                       });
        if (catalog) {
            QStringList systems{QCoreApplication::translate("Inspector", "None: a rack of servers")};
            std::vector<std::string> systemIds{std::string()};
            for (const RackSystem& system : catalog->rackSystems) {
                systems << QString::fromStdString(system.name);
                systemIds.push_back(system.id);
            }
            form.addChoice(QStringLiteral("rackSystem"), QCoreApplication::translate("Inspector", "Rack system"), systems,
                           [group, systemIds](const Design& d) -> std::optional<int> {
                               if (auto* g = group(d); g && g->kind == GroupKind::Rack)
                                   for (std::size_t i = 0; i < systemIds.size(); ++i)
                                       if (systemIds[i] == g->rackSystemId) return static_cast<int>(i);
                               return std::nullopt;
                           },
                           [mutableGroup, systemIds](Design& d, int i) {
                               if (auto* g = mutableGroup(d); g && g->kind == GroupKind::Rack && i >= 0)
                                   g->rackSystemId = systemIds[static_cast<std::size_t>(i)];
                           });
        }
        form.addNote(QCoreApplication::translate("Inspector", "Drop node platforms from the catalog into this group to add servers; "
                        "the count replicates the whole group. A rack system (GB200 NVL72) holds its compute trays as its "
                        "nodes and brings its switch trays, power and price."));
        return;
    }
    if (!catalog)
        return;
    QStringList platforms;
    std::vector<std::string> platformIds;
    for (const NodePlatform& p : catalog->nodes) {
        platforms << QString::fromStdString(p.name);
        platformIds.push_back(p.id);
    }
    form.addChoice(QStringLiteral("platform"), QCoreApplication::translate("Inspector", "Platform"), platforms,
                   [group, platformIds](const Design& d) -> std::optional<int> {
                       if (auto* g = group(d); g && g->node)
                           for (std::size_t i = 0; i < platformIds.size(); ++i) if (platformIds[i] == g->node->platformId) return static_cast<int>(i);
                       return std::nullopt;
                   },
                   [mutableGroup, platformIds](Design& d, int i) {
                       if (auto* g = mutableGroup(d); g && g->node && i >= 0) { g->node->platformId = platformIds[static_cast<std::size_t>(i)]; g->node->gpuId.clear(); }
                   });
    QStringList gpus{QCoreApplication::translate("Inspector", "The platform's own GPU")};
    std::vector<std::string> gpuIds{std::string()};
    for (const Gpu& gpu : catalog->gpus) {
        gpus << QString::fromStdString(gpu.name);
        gpuIds.push_back(gpu.id);
    }
    form.addChoice(QStringLiteral("gpu"), QCoreApplication::translate("Inspector", "GPU"), gpus,
                   [group, gpuIds](const Design& d) -> std::optional<int> {
                       if (auto* g = group(d); g && g->node)
                           for (std::size_t i = 0; i < gpuIds.size(); ++i) if (gpuIds[i] == g->node->gpuId) return static_cast<int>(i);
                       return std::nullopt;
                   },
                   [mutableGroup, gpuIds](Design& d, int i) { if (auto* g = mutableGroup(d); g && g->node && i >= 0) g->node->gpuId = gpuIds[static_cast<std::size_t>(i)]; });
    form.addNumber(QStringLiteral("gpusPerNode"), QCoreApplication::translate("Inspector", "GPUs per node"), QCoreApplication::translate("Inspector", "0 = platform"), 0, 72, 0,
                   [group](const Design& d) -> std::optional<double> { if (auto* g = group(d); g && g->node) return g->node->gpusPerNode; return std::nullopt; },
                   [mutableGroup](Design& d, std::optional<double> v) { if (auto* g = mutableGroup(d); g && g->node && v) g->node->gpusPerNode = static_cast<int>(*v); });
    form.addNumber(QStringLiteral("scaleupDomain"), QCoreApplication::translate("Inspector", "Scale-up domain"), QCoreApplication::translate("Inspector", "GPUs"), 0, 576, 0,
                   [group](const Design& d) -> std::optional<double> { if (auto* g = group(d); g && g->node) return g->node->scaleupDomainGpus; return std::nullopt; },
                   [mutableGroup](Design& d, std::optional<double> v) { if (auto* g = mutableGroup(d); g && g->node && v) g->node->scaleupDomainGpus = static_cast<int>(*v); });
    form.addNote(QCoreApplication::translate("Inspector", "0 uses the rack system's or the platform's figure (e.g. 72 GPUs for the compute trays of a GB200 NVL72 rack)."));
    // Overrides apply to the catalog entries this node group uses.
    // They are looked up at build time; a platform change rebuilds the inspector.
    return;
}

void addOverrideFields(PropertyForm& form, const Catalog* catalog, CatalogKind kind, const std::string& id)
{
    if (id.empty())
        return;
    struct OverrideField {
        const char* field;
        QString label;
        QString unit;
        double max;
        std::optional<double> catalogValue;
    };
    std::vector<OverrideField> fields;
    QString name = QString::fromStdString(id);
    switch (kind) {
    case CatalogKind::Node:
        if (const NodePlatform* p = catalog ? catalog->findNode(id) : nullptr) {
            name = QString::fromStdString(p->name);
            fields.push_back({"price_usd", QCoreApplication::translate("Inspector", "Price"), QCoreApplication::translate("Inspector", "$"), 1e9, p->price.usd});
            fields.push_back({"max_power_kw", QCoreApplication::translate("Inspector", "Max power"), QCoreApplication::translate("Inspector", "kW"), 1000, p->maxPowerKw});
        }
        break;
    case CatalogKind::Gpu:
        if (const Gpu* g = catalog ? catalog->findGpu(id) : nullptr) {
            name = QString::fromStdString(g->name);
            fields.push_back({"price_usd", QCoreApplication::translate("Inspector", "Price"), QCoreApplication::translate("Inspector", "$"), 1e8, g->price.usd});
            fields.push_back({"tdp_w", QCoreApplication::translate("Inspector", "TDP"), QCoreApplication::translate("Inspector", "W"), 10000, g->tdpW});
        }
        break;
    case CatalogKind::Switch:
        if (const Switch* s = catalog ? catalog->findSwitch(id) : nullptr) {
            name = QString::fromStdString(s->name);
            fields.push_back({"price_usd", QCoreApplication::translate("Inspector", "Price"), QCoreApplication::translate("Inspector", "$"), 1e8, s->price.usd});
            fields.push_back({"power_w", QCoreApplication::translate("Inspector", "Power"), QCoreApplication::translate("Inspector", "W"), 100000, s->powerW});
        }
        break;
    case CatalogKind::RackSystem:
        if (const RackSystem* r = catalog ? catalog->findRackSystem(id) : nullptr) {
            name = QString::fromStdString(r->name);
            fields.push_back({"price_usd", QCoreApplication::translate("Inspector", "Price"), QCoreApplication::translate("Inspector", "$"), 1e9, r->price.usd});
            fields.push_back({"max_power_kw", QCoreApplication::translate("Inspector", "Max power"), QCoreApplication::translate("Inspector", "kW"), 2000, r->maxPowerKw});
        }
        break;
    case CatalogKind::Storage:
        if (const StorageSystem* s = catalog ? catalog->findStorage(id) : nullptr) {
            name = QString::fromStdString(s->name);
            fields.push_back({"price_usd", QCoreApplication::translate("Inspector", "Price"), QCoreApplication::translate("Inspector", "$"), 1e9, s->price.usd});
            fields.push_back({"power_w", QCoreApplication::translate("Inspector", "Power"), QCoreApplication::translate("Inspector", "W"), 1e6, s->powerW});
        }
        break;
    default:
        break;
    }
    if (fields.empty())
        return;
    form.addHeading(QCoreApplication::translate("Inspector", "Catalog overrides: %1").arg(name));
    for (const OverrideField& f : fields) {
        const std::string field = f.field;
        const QString catalogText = f.catalogValue ? QCoreApplication::translate("Inspector", "catalog: %1 %2").arg(QLocale().toString(*f.catalogValue, 'f', 0), f.unit) : QCoreApplication::translate("Inspector", "catalog: not published");
        auto* quantity = form.addNumber(QStringLiteral("override_%1_%2").arg(QString::fromStdString(id), QString::fromLatin1(f.field)),
                                        f.label, f.unit, 0, f.max, 0,
                                        [id, field](const Design& d) -> std::optional<double> {
                                            const auto item = d.overrides.find(id);
                                            if (item == d.overrides.end()) return std::nullopt;
                                            const auto value = item->second.find(field);
                                            return value == item->second.end() ? std::nullopt : std::optional<double>(value->second);
                                        },
                                        [id, field](Design& d, std::optional<double> v) {
                                            if (v) { d.overrides[id][field] = *v; return; }
                                            if (auto item = d.overrides.find(id); item != d.overrides.end()) {
                                                item->second.erase(field);
                                                if (item->second.empty()) d.overrides.erase(item);
                                            }
                                        },
                                        1.0, true);
        quantity->setToolTip(QCoreApplication::translate("Inspector", "Empty = use the catalog figure (%1).").arg(catalogText));
        quantity->lineEdit()->setPlaceholderText(catalogText);
    }
}

}  // namespace cp::ui
