#include "calibration/CrossValidation.h"

#include <cmath>
#include <set>

namespace cp {

CrossValidationResult leaveOneGroupOut(const LeastSquaresFit& fit, const std::vector<std::string>& groups)
{
    const std::vector<FitObservation>& observations = fit.observations();
    std::set<std::string> folds(groups.begin(), groups.end());
    if (folds.empty())
        for (const FitObservation& o : observations)
            folds.insert(o.group);

    CrossValidationResult result;
    for (const std::string& group : folds) {
        std::vector<std::size_t> training, heldOut;
        for (std::size_t i = 0; i < observations.size(); ++i)
            (observations[i].group == group ? heldOut : training).push_back(i);
        if (heldOut.empty())
            continue;
        const std::vector<double> values = training.empty() ? startingValues(fit) : fit.fit(training).values();
        result.foldParameters[group] = values;
        const std::vector<double> predicted = fit.predictor()(values, heldOut);
        for (std::size_t k = 0; k < heldOut.size() && k < predicted.size(); ++k) {
            const double measured = observations[heldOut[k]].measured;
            if (!(std::isfinite(predicted[k]) && predicted[k] > 0 && measured > 0))
                continue;
            result.predictions.push_back({heldOut[k], predicted[k], predicted[k] / measured - 1});
        }
    }
    return result;
}

std::vector<double> parametersWithoutGroup(const LeastSquaresFit& fit, const std::vector<std::size_t>& fitSubset,
                                           const std::vector<double>& inSample, const std::string& group)
{
    std::vector<std::size_t> training;
    for (const std::size_t k : fitSubset)
        if (fit.observations()[k].group != group)
            training.push_back(k);
    if (training.size() == fitSubset.size() || inSample.empty())
        return inSample;
    if (training.empty())
        return startingValues(fit);
    return fit.fit(training).values();
}

std::vector<double> startingValues(const LeastSquaresFit& fit)
{
    std::vector<double> values;
    for (const FitParameter& p : fit.parameters())
        values.push_back(p.initial);
    return values;
}

}  // namespace cp
