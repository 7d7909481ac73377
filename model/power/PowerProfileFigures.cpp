#include "power/PowerProfileFigures.h"

#include "cost/CatalogFigures.h"

#include <stdexcept>

namespace cp {
namespace {

class PowerFigures {
public:
    PowerFigures(const Catalog& catalog, const CatalogOverrides& overrides, std::vector<SourcedFigure>& assumptions)
        : figures_(catalog, overrides), assumptions_(assumptions)
    {
    }

    ValueRange required(const char* scope, const char* name)
    {
        const auto figure = figures_.parameter(name, scope, name);
        if (!figure)
            throw std::invalid_argument(std::string("power profile: the catalog has no parameter ") + scope + "/" + name);
        remember(*figure);
        return figure->range();
    }

    std::optional<double> platformFeature(const std::string& gpuId, const char* name)
    {
        const std::string scope = "power." + gpuId;
        const auto figure = figures_.parameter(std::string(name) + "/" + gpuId, scope, name);
        if (!figure)
            return std::nullopt;
        remember(*figure);
        return figure->value;
    }

private:
    void remember(const SourcedFigure& figure)
    {
        for (const SourcedFigure& known : assumptions_)
            if (known.key == figure.key)
                return;
        assumptions_.push_back(figure);
    }

    CatalogFigures figures_;
    std::vector<SourcedFigure>& assumptions_;
};

}  // namespace

PowerProfileFigures powerProfileFigures(const Catalog& catalog, const CatalogOverrides& overrides,
                                        const std::string& gpuId)
{
    PowerProfileFigures out;
    PowerFigures figures(catalog, overrides, out.assumptions);
    try {
        out.gpu.idleFraction = figures.required("power", "gpu_idle_fraction_of_tdp");
        out.gpu.computeFraction = figures.required("power", "gpu_compute_fraction_of_tdp");
        out.gpu.communicationFraction = figures.required("power", "gpu_communication_fraction_of_tdp");
        out.gpu.hostWPerGpu = figures.required("power", "host_power_w_per_gpu");
        out.phaseTransitionS = figures.required("power", "phase_transition_s").central;
    } catch (const std::invalid_argument& error) {
        out.missing = error.what();
        return out;
    }
    out.psuEnergyStorage = figures.platformFeature(gpuId, "psu_energy_storage").value_or(0) > 0;
    return out;
}

std::shared_ptr<const PowerProfileFigures> PowerProfileFiguresReuse::of(const Catalog& catalog,
                                                                        const CatalogOverrides& overrides,
                                                                        const std::string& gpuId)
{
    const std::lock_guard lock(mutex_);
    if (!overrides_) {
        catalog_ = &catalog;
        overrides_ = overrides;
    }
    if (catalog_ != &catalog || *overrides_ != overrides)
        return std::make_shared<const PowerProfileFigures>(powerProfileFigures(catalog, overrides, gpuId));
    if (const auto known = figures_.find(gpuId); known != figures_.end())
        return known->second;
    return figures_.emplace(gpuId, std::make_shared<const PowerProfileFigures>(powerProfileFigures(catalog, overrides, gpuId)))
        .first->second;
}

}  // namespace cp
