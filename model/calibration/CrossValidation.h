#pragma once

// Leave-one-group-out cross-validation of a LeastSquaresFit: for every group (one source
// table), fit on the other groups' observations and predict the held-out group with those
// parameters. The held-out errors are the calibration's accuracy on data it was not fitted on;
// in-sample errors never are.

#include "calibration/LeastSquaresFit.h"

#include <map>
#include <string>
#include <vector>

namespace cp {

struct HeldOutPrediction {
    std::size_t observation = 0;    // index into the fit's observations
    double predicted = 0;           // with the parameters fitted without its group
    double error = 0;               // predicted / measured - 1
};

struct CrossValidationResult {
    std::vector<HeldOutPrediction> predictions;           // every observation whose group was held out
    std::map<std::string, std::vector<double>> foldParameters;   // group -> parameter values fitted without it
};

// `groups` restricts which groups are held out in turn (all when empty). Observations in no
// fold's training set are predicted with the full-data fit.
CrossValidationResult leaveOneGroupOut(const LeastSquaresFit& fit, const std::vector<std::string>& groups = {});

// The parameters `group`'s observations are predicted with when held out of a fit on
// `fitSubset` whose in-sample values are `inSample`: a refit on the rest of the subset; the
// in-sample values when the group is not fitted on (nothing to hold out) or nothing was fitted;
// the starting values when the group is all there is.
std::vector<double> parametersWithoutGroup(const LeastSquaresFit& fit, const std::vector<std::size_t>& fitSubset,
                                           const std::vector<double>& inSample, const std::string& group);

// Every parameter's starting (sourced) value, in order.
std::vector<double> startingValues(const LeastSquaresFit& fit);

}  // namespace cp
