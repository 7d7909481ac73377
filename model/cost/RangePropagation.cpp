#include "cost/RangePropagation.h"

namespace cp {

OutputRanges propagateRanges(const FigureSet& figures,
                             const std::function<Eigen::VectorXd(const FigureSet&)>& model)
{
    OutputRanges ranges;
    ranges.central = model(figures);
    const Eigen::Index outputs = ranges.central.size();
    const auto count = static_cast<Eigen::Index>(figures.figures().size());
    ranges.downward = Eigen::MatrixXd::Zero(outputs, count);
    ranges.upward = Eigen::MatrixXd::Zero(outputs, count);
    for (Eigen::Index i = 0; i < count; ++i) {
        const SourcedFigure& figure = figures.figures()[static_cast<std::size_t>(i)];
        if (!figure.hasRange())
            continue;
        const Eigen::VectorXd atLow = model(figures.withValue(static_cast<std::size_t>(i), figure.low));
        const Eigen::VectorXd atHigh = model(figures.withValue(static_cast<std::size_t>(i), figure.high));
        const Eigen::VectorXd deltaLow = atLow - ranges.central;
        const Eigen::VectorXd deltaHigh = atHigh - ranges.central;
        ranges.downward.col(i) = deltaLow.cwiseMin(deltaHigh).cwiseMin(0.0).cwiseAbs();
        ranges.upward.col(i) = deltaLow.cwiseMax(deltaHigh).cwiseMax(0.0);
    }
    ranges.low = ranges.central - ranges.downward.rowwise().norm();
    ranges.high = ranges.central + ranges.upward.rowwise().norm();
    return ranges;
}

}  // namespace cp
