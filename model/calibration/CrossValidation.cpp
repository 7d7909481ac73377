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
        std::vector<double> values;
        if (training.empty()) {
            for (const FitParameter& p : fit.parameters())
                values.push_back(p.initial);
        } else {
            values = fit.fit(training).values();
        }
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

}  // namespace cp
