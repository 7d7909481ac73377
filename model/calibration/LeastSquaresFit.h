#pragma once

// A small, reproducible fit of named positive parameters to measurements, shared by the
// training and serving models (clusterplanner calibrate):
//
//   minimise  sum_i  rho(ln(predicted_i(theta) / measured_i))     over ln(theta)
//
// with rho the square (or, with FitOptions::robustScale, the pseudo-Huber loss)
//
// by Levenberg-Marquardt (Eigen) with a forward-difference Jacobian. Working in log space
// makes every relative error count alike, keeps the parameters positive and makes a factor
// of 2 too fast as bad as a factor of 2 too slow. After the fit the Jacobian gives each
// parameter's 95% confidence interval; a parameter the data cannot pin down (interval wider
// than `maxUncertaintyFactor`, or a direction the data do not move) is refused: held at its
// starting value, reported with its interval, and the others refitted without it.
//
// The predictor is any function from parameter values to predictions of a chosen subset of
// the observations, so the same fit serves any model; leaveOneGroupOut (CrossValidation.h)
// builds on it.

#include <functional>
#include <string>
#include <vector>

namespace cp {

struct FitParameter {
    std::string name;
    double initial = 1;          // the prior (sourced) value; a refused parameter keeps it
    double lower = 1e-12;        // bounds (positive)
    double upper = 1e12;
    // The observations this parameter can move (indices; empty = all): the Jacobian re-predicts
    // only those, so a joint fit of several fits' factors costs what the fits cost apart.
    std::vector<std::size_t> affects;
    // Parameters of different blocks barely interact (the factors of different fits joined by a
    // shared one): each refusal round refuses the least identified parameter of every block.
    int block = 0;
};

struct FitObservation {
    std::string id;              // e.g. "case-id/iteration_time_s"
    std::string group;           // source table: held out together in cross-validation
    double measured = 0;         // > 0
};

// Predictions of observations[indices[k]] for the given parameter values (same order as
// `indices`). A value <= 0 or not finite marks a prediction the model could not make.
using FitPredictor =
    std::function<std::vector<double>(const std::vector<double>& parameters, const std::vector<std::size_t>& indices)>;

struct FitOptions {
    int maxIterations = 60;
    double logStep = 1e-4;             // forward-difference step on ln(theta)
    double tolerance = 1e-10;          // stop when the relative drop of the cost is below this
    double maxUncertaintyFactor = 1.5; // refuse a parameter whose 95% interval is wider than x / 1.5 .. x * 1.5
    // Robust loss: 0 = least squares; > 0 = pseudo-Huber with this scale on the log error, so a
    // case the model cannot represent (a mechanism it lacks) weighs like a linear, not a
    // quadratic, outlier and does not drag the factors of every other case.
    double robustScale = 0;
};

struct FittedParameter {
    std::string name;
    double value = 0;
    double low95 = 0;                  // 95% confidence interval from the Jacobian
    double high95 = 0;
    bool identified = false;           // false: refused, `value` is the starting value
    std::string reason;                // why it was refused
};

struct FitResult {
    std::vector<FittedParameter> parameters;   // in the order given
    std::vector<double> predicted;             // for the observations fitted on, in that order
    std::vector<std::size_t> observations;     // indices fitted on
    double rmsLogError = 0;
    int iterations = 0;
    bool converged = false;

    std::vector<double> values() const;
};

class LeastSquaresFit {
public:
    LeastSquaresFit(std::vector<FitParameter> parameters, std::vector<FitObservation> observations, FitPredictor predictor,
                    FitOptions options = {});

    const std::vector<FitParameter>& parameters() const { return parameters_; }
    const std::vector<FitObservation>& observations() const { return observations_; }
    const FitPredictor& predictor() const { return predictor_; }

    // Fits on the observations `subset` (all when empty). Observations the model cannot
    // predict at the starting values are left out of the fit.
    FitResult fit(std::vector<std::size_t> subset = {}) const;

private:
    std::vector<FitParameter> parameters_;
    std::vector<FitObservation> observations_;
    FitPredictor predictor_;
    FitOptions options_;
};

}  // namespace cp
