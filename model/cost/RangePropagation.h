#pragma once

// Propagates the low/high ranges of uncertain figures to a model's outputs. Each figure with
// a range is moved to its low and to its high in turn (one at a time); the output deviations
// form a sensitivity matrix (outputs x figures) and are combined in quadrature, treating the
// figures as independent (a GPU price and a construction cost per MW are). Because every
// figure is moved over its whole range, nonlinear responses are captured, not linearized.

#include "cost/FigureSet.h"

#include <Eigen/Core>

#include <functional>

namespace cp {

struct OutputRanges {
    Eigen::VectorXd central;
    Eigen::VectorXd low;
    Eigen::VectorXd high;
    Eigen::MatrixXd downward;                // outputs x figures: how far each figure can pull each output down
    Eigen::MatrixXd upward;
};

OutputRanges propagateRanges(const FigureSet& figures,
                             const std::function<Eigen::VectorXd(const FigureSet&)>& model);

}  // namespace cp
