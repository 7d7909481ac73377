#include "calibration/LeastSquaresFit.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <set>

namespace cp {
namespace {

constexpr double z95 = 1.959963984540054;

bool usable(double value) { return std::isfinite(value) && value > 0; }

}  // namespace

std::vector<double> FitResult::values() const
{
    std::vector<double> result;
    result.reserve(parameters.size());
    for (const FittedParameter& p : parameters)
        result.push_back(p.value);
    return result;
}

LeastSquaresFit::LeastSquaresFit(std::vector<FitParameter> parameters, std::vector<FitObservation> observations,
                                 FitPredictor predictor, FitOptions options)
    : parameters_(std::move(parameters)),
      observations_(std::move(observations)),
      predictor_(std::move(predictor)),
      options_(options)
{
}

FitResult LeastSquaresFit::fit(std::vector<std::size_t> subset) const
{
    const std::size_t parameterCount = parameters_.size();
    if (subset.empty()) {
        subset.resize(observations_.size());
        std::iota(subset.begin(), subset.end(), std::size_t{0});
    }
    std::vector<double> start(parameterCount);
    std::vector<double> lowerLog(parameterCount), upperLog(parameterCount);
    for (std::size_t j = 0; j < parameterCount; ++j) {
        const FitParameter& p = parameters_[j];
        lowerLog[j] = std::log(std::max(p.lower, 1e-300));
        upperLog[j] = std::log(std::max(p.upper, p.lower));
        start[j] = std::clamp(p.initial, std::max(p.lower, 1e-300), std::max(p.upper, p.lower));
    }

    // Observations the model predicts at the starting values; the others cannot inform the fit.
    std::vector<std::size_t> used;
    {
        const std::vector<double> first = predictor_(start, subset);
        for (std::size_t k = 0; k < subset.size() && k < first.size(); ++k)
            if (usable(first[k]) && usable(observations_[subset[k]].measured))
                used.push_back(subset[k]);
    }

    FitResult result;
    result.observations = used;
    result.parameters.resize(parameterCount);
    for (std::size_t j = 0; j < parameterCount; ++j)
        result.parameters[j] = {parameters_[j].name, start[j], start[j], start[j], false, ""};

    std::vector<double> logValues(parameterCount);
    for (std::size_t j = 0; j < parameterCount; ++j)
        logValues[j] = std::log(start[j]);
    std::vector<bool> active(parameterCount, true);
    const Eigen::Index n = static_cast<Eigen::Index>(used.size());

    auto valuesOf = [&](const std::vector<double>& logs) {
        std::vector<double> v(parameterCount);
        for (std::size_t j = 0; j < parameterCount; ++j)
            v[j] = std::exp(logs[j]);
        return v;
    };
    // Residuals ln(predicted / measured); a prediction the model cannot make costs as much as
    // a factor e^3 error, so the fit steers away from it.
    // Residuals of the used observations at positions `rows` (into `used`).
    auto residualsOf = [&](const std::vector<double>& logs, const std::vector<std::size_t>& rows) {
        std::vector<std::size_t> indices;
        indices.reserve(rows.size());
        for (const std::size_t row : rows)
            indices.push_back(used[row]);
        const std::vector<double> predicted = predictor_(valuesOf(logs), indices);
        const Eigen::Index count = static_cast<Eigen::Index>(rows.size());
        Eigen::VectorXd r(count);
        for (Eigen::Index i = 0; i < count; ++i) {
            const double p = static_cast<std::size_t>(i) < predicted.size() ? predicted[static_cast<std::size_t>(i)] : 0.0;
            r[i] = usable(p) ? std::log(p / observations_[indices[static_cast<std::size_t>(i)]].measured) : 3.0;
            if (options_.robustScale > 0) {
                // Pseudo-Huber: rho(e) = 2 d^2 (sqrt(1 + (e/d)^2) - 1), minimised as the square
                // of sign(e) sqrt(rho(e)) so Levenberg-Marquardt applies unchanged.
                const double d = options_.robustScale;
                const double rho = 2 * d * d * (std::sqrt(1 + (r[i] / d) * (r[i] / d)) - 1);
                r[i] = std::copysign(std::sqrt(std::max(rho, 0.0)), r[i]);
            }
        }
        return r;
    };
    std::vector<std::size_t> allRows(used.size());
    std::iota(allRows.begin(), allRows.end(), std::size_t{0});
    auto residuals = [&](const std::vector<double>& logs) { return residualsOf(logs, allRows); };
    // Per parameter that moves only some observations, the rows (positions in `used`) it moves.
    std::vector<bool> movesAll(parameterCount, true);
    std::vector<std::vector<std::size_t>> affectedRows(parameterCount);
    for (std::size_t j = 0; j < parameterCount; ++j) {
        if (parameters_[j].affects.empty())
            continue;
        movesAll[j] = false;
        const std::set<std::size_t> moves(parameters_[j].affects.begin(), parameters_[j].affects.end());
        for (std::size_t row = 0; row < used.size(); ++row)
            if (moves.count(used[row]))
                affectedRows[j].push_back(row);
    }

    for (;;) {
        std::vector<std::size_t> free;
        for (std::size_t j = 0; j < parameterCount; ++j)
            if (active[j])
                free.push_back(j);
        const Eigen::Index p = static_cast<Eigen::Index>(free.size());
        if (p == 0 || n <= p) {
            for (const std::size_t j : free) {
                active[j] = false;
                result.parameters[j].reason = "not identifiable: " + std::to_string(n) + " observations for " +
                                              std::to_string(p) + " free parameters";
            }
            logValues.assign(parameterCount, 0);
            for (std::size_t j = 0; j < parameterCount; ++j)
                logValues[j] = std::log(start[j]);
            break;
        }

        // --- Levenberg-Marquardt on the free parameters (the refused ones stay at their start).
        for (std::size_t j = 0; j < parameterCount; ++j)
            if (!active[j])
                logValues[j] = std::log(start[j]);
        Eigen::VectorXd r = residuals(logValues);
        double cost = r.squaredNorm();
        double lambda = 1e-3;
        Eigen::MatrixXd jacobian(n, p);
        auto computeJacobian = [&](const Eigen::VectorXd& base) {
            for (Eigen::Index c = 0; c < p; ++c) {
                std::vector<double> shifted = logValues;
                const std::size_t j = free[static_cast<std::size_t>(c)];
                double step = options_.logStep;
                if (shifted[j] + step > upperLog[j])
                    step = -step;
                shifted[j] += step;
                if (movesAll[j]) {
                    jacobian.col(c) = (residuals(shifted) - base) / step;
                    continue;
                }
                jacobian.col(c).setZero();
                if (affectedRows[j].empty())
                    continue;
                const Eigen::VectorXd moved = residualsOf(shifted, affectedRows[j]);
                for (std::size_t k = 0; k < affectedRows[j].size(); ++k) {
                    const Eigen::Index row = static_cast<Eigen::Index>(affectedRows[j][k]);
                    jacobian(row, c) = (moved[static_cast<Eigen::Index>(k)] - base[row]) / step;
                }
            }
        };
        result.converged = false;
        int iteration = 0;
        computeJacobian(r);
        for (; iteration < options_.maxIterations; ++iteration) {
            const Eigen::MatrixXd normal = jacobian.transpose() * jacobian;
            const Eigen::VectorXd gradient = jacobian.transpose() * r;
            bool improved = false;
            for (int attempt = 0; attempt < 12 && !improved; ++attempt) {
                Eigen::MatrixXd damped = normal;
                for (Eigen::Index c = 0; c < p; ++c)
                    damped(c, c) += lambda * std::max(normal(c, c), 1e-12);
                const Eigen::VectorXd delta = damped.ldlt().solve(-gradient);
                std::vector<double> trial = logValues;
                for (Eigen::Index c = 0; c < p; ++c) {
                    const std::size_t j = free[static_cast<std::size_t>(c)];
                    trial[j] = std::clamp(trial[j] + (std::isfinite(delta[c]) ? delta[c] : 0.0), lowerLog[j], upperLog[j]);
                }
                const Eigen::VectorXd trialResiduals = residuals(trial);
                const double trialCost = trialResiduals.squaredNorm();
                if (trialCost < cost) {
                    const double drop = (cost - trialCost) / std::max(cost, 1e-300);
                    logValues = trial;
                    r = trialResiduals;
                    cost = trialCost;
                    lambda = std::max(lambda / 3, 1e-12);
                    improved = true;
                    if (drop < options_.tolerance)
                        result.converged = true;
                } else {
                    lambda *= 4;
                }
            }
            if (!improved) {
                result.converged = true;   // no step lowers the cost: a minimum (within bounds)
                break;
            }
            if (result.converged)
                break;
            computeJacobian(r);
        }
        result.iterations += iteration;
        computeJacobian(r);

        // --- identifiability: covariance s^2 (J^T J)^-1 in log space.
        const Eigen::MatrixXd normal = jacobian.transpose() * jacobian;
        const double variance = std::max(cost / static_cast<double>(n - p), 1e-12);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eigen(normal);
        const double largest = std::max(eigen.eigenvalues().maxCoeff(), 1e-300);
        std::vector<double> halfWidths(static_cast<std::size_t>(p), std::numeric_limits<double>::infinity());
        if (eigen.eigenvalues().minCoeff() > 1e-10 * largest) {
            const Eigen::MatrixXd inverse = normal.inverse();
            for (Eigen::Index c = 0; c < p; ++c) {
                // A parameter that moves only some observations (one fit's factor in a joint fit)
                // is judged by the scatter of those, not by that of every fit's cases.
                const std::size_t j = free[static_cast<std::size_t>(c)];
                double own = variance;
                if (!movesAll[j]) {
                    int sameBlock = 0;
                    for (const std::size_t other : free)
                        sameBlock += parameters_[other].block == parameters_[j].block ? 1 : 0;
                    const double dof = static_cast<double>(affectedRows[j].size()) - sameBlock;
                    if (dof > 0) {
                        double sum = 0;
                        for (const std::size_t row : affectedRows[j])
                            sum += r[static_cast<Eigen::Index>(row)] * r[static_cast<Eigen::Index>(row)];
                        own = std::max(sum / dof, 1e-12);
                    }
                }
                halfWidths[static_cast<std::size_t>(c)] = z95 * std::sqrt(std::max(own * inverse(c, c), 0.0));
            }
        } else {
            // A direction the data do not move: every parameter in it is unbounded; refuse the
            // one with the least sensitivity first.
            Eigen::Index weakest = 0;
            for (Eigen::Index c = 1; c < p; ++c)
                if (normal(c, c) < normal(weakest, weakest))
                    weakest = c;
            for (Eigen::Index c = 0; c < p; ++c)
                if (c != weakest)
                    halfWidths[static_cast<std::size_t>(c)] = 0;
        }
        // The least identified parameter of each block, if its interval is too wide.
        std::map<int, std::pair<std::size_t, double>> worstOfBlock;   // block -> (parameter, half width)
        for (Eigen::Index c = 0; c < p; ++c) {
            const std::size_t j = free[static_cast<std::size_t>(c)];
            const double width = halfWidths[static_cast<std::size_t>(c)];
            const double measure = std::isfinite(width) ? width : std::numeric_limits<double>::max();
            auto [it, inserted] = worstOfBlock.try_emplace(parameters_[j].block, parameterCount, std::log(options_.maxUncertaintyFactor));
            if (!(width <= it->second.second))
                it->second = {j, measure};
        }
        for (Eigen::Index c = 0; c < p; ++c) {
            const std::size_t j = free[static_cast<std::size_t>(c)];
            const double width = halfWidths[static_cast<std::size_t>(c)];
            FittedParameter& out = result.parameters[j];
            out.value = std::exp(logValues[j]);
            out.low95 = std::isfinite(width) ? std::exp(logValues[j] - width) : 0.0;
            out.high95 = std::isfinite(width) ? std::exp(logValues[j] + width) : std::numeric_limits<double>::infinity();
            out.identified = true;
        }
        bool refusedAny = false;
        for (const auto& [block, worst] : worstOfBlock) {
            if (worst.first == parameterCount)
                continue;
            FittedParameter& refused = result.parameters[worst.first];
            char text[256];
            if (std::isfinite(refused.high95) && refused.high95 > 0)
                std::snprintf(text, sizeof text, "not identifiable: 95%% interval %.4g .. %.4g is wider than x/%.2g .. x*%.2g",
                              refused.low95, refused.high95, options_.maxUncertaintyFactor, options_.maxUncertaintyFactor);
            else
                std::snprintf(text, sizeof text, "not identifiable: the data do not constrain it (singular Jacobian)");
            refused.reason = text;
            active[worst.first] = false;
            refusedAny = true;
        }
        if (!refusedAny)
            break;
    }

    for (std::size_t j = 0; j < parameterCount; ++j) {
        if (!active[j]) {
            FittedParameter& out = result.parameters[j];
            out.value = start[j];
            out.identified = false;
            logValues[j] = std::log(start[j]);
        }
    }
    result.predicted = predictor_(valuesOf(logValues), used);
    double sum = 0;
    int counted = 0;
    for (std::size_t k = 0; k < used.size() && k < result.predicted.size(); ++k) {
        if (!usable(result.predicted[k]))
            continue;
        const double e = std::log(result.predicted[k] / observations_[used[k]].measured);
        sum += e * e;
        ++counted;
    }
    result.rmsLogError = counted > 0 ? std::sqrt(sum / counted) : 0.0;
    return result;
}

}  // namespace cp
