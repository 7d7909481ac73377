#include "training/StackPlanSearch.h"

#include "text/TextFunctions.h"

#include <algorithm>
#include <stdexcept>

namespace cp {

AcrossStacksSearch searchPlansAcrossStacks(const Design& design, const Catalog& catalog, const Inventory& inventory,
                                           const TrainingJob& job, const std::string& jobPointer,
                                           const std::vector<std::string>& stacks, const PlanSearchOptions& options)
{
    std::vector<std::string> known;
    for (const SoftwareStack& s : catalog.softwareStacks)
        known.push_back(s.id);
    for (const std::string& id : stacks)
        if (!catalog.findSoftwareStack(id))
            throw std::invalid_argument("'" + id + "' is not a software stack in the catalog (known: " + joined(known, ", ") + ")");

    AcrossStacksSearch search;
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const std::string& id = stacks[i];
        if (options.stop.stop_requested())
            break;
        // Progress over the whole set: this stack's share of it.
        PlanSearchOptions stackOptions = options;
        if (options.progress)
            stackOptions.progress = [&options, i, n = stacks.size()](double fraction) {
                options.progress((static_cast<double>(i) + fraction) / static_cast<double>(n));
            };
        StackPlanSearch entry;
        entry.stack = id;
        entry.stackName = catalog.findSoftwareStack(id)->name;
        TrainingJob underStack = job;
        underStack.stack = id;
        try {
            const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, underStack, jobPointer);
            entry.warnings = hardware.warnings;
            entry.communicationBasis = hardware.communicationBasis;
            const PlanSearchSpace space = jobSearchSpace(underStack, entry.warnings);
            entry.result = searchJobPlans(underStack, hardware.system, space, stackOptions, entry.usedGpus);
            if (entry.result.best.empty())
                entry.error = "no plan fits in GPU memory";
        } catch (const std::exception& error) {
            entry.error = error.what();
        }
        for (const TrainingEstimate& e : entry.result.best)
            search.best.push_back({id, e});
        search.stacks.push_back(std::move(entry));
    }
    std::stable_sort(search.best.begin(), search.best.end(), [&](const AcrossStacksPlan& a, const AcrossStacksPlan& b) {
        return planScore(a.estimate, options.objective, options.usdPerGpuHour) >
               planScore(b.estimate, options.objective, options.usdPerGpuHour);
    });
    if (static_cast<int>(search.best.size()) > std::max(options.topK, 1))
        search.best.resize(static_cast<std::size_t>(std::max(options.topK, 1)));
    return search;
}

}  // namespace cp
