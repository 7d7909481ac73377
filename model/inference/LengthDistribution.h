#pragma once

// Request lengths (prompt or output tokens) as a small set of equally likely values, built from
// what a benchmark publishes: the mean and, when lengths vary, the largest length.
//  - mean only (or max = mean): every request has the mean length (fixed-length benchmarks:
//    trtllm-bench, MLPerf-style synthetic ISL/OSL sweeps);
//  - max ≤ 2·mean − 1: uniform on [2·mean − max, max], which is what the random datasets of
//    vLLM's and SGLang's benchmark tools draw (lengths uniform around the mean, range ratio);
//  - a larger max: an exponential truncated at max with the given mean, the skewed shape of
//    conversation traces such as ShareGPT (many short requests, a few long ones).

#include <array>
#include <string>

namespace cp {

class LengthDistribution {
public:
    static constexpr int kPoints = 16;

    LengthDistribution() = default;
    static LengthDistribution fixed(double length);
    static LengthDistribution fromMeanAndMax(double mean, double max);

    double mean() const { return mean_; }
    double max() const { return max_; }
    double meanSquare() const { return meanSquare_; }
    bool isFixed() const { return kind_ == Kind::Fixed; }
    // Equally likely representative lengths (midpoints of 16 probability bands).
    const std::array<double, kPoints>& points() const { return points_; }
    // E[(L − k)+]: how far a length drawn from the distribution itself (not its 16 points)
    // exceeds k. The drain of a run needs the tail the points leave out: of a thousand requests
    // from an exponential capped at 2,048 with mean 200, the longest runs past 1,300 tokens,
    // while the highest point is the 97th percentile.
    double expectedExcess(double k) const;
    // "fixed 1000 tokens", "uniform 500 … 1500 tokens", "exponential, mean 230, capped at 2048 tokens".
    std::string describe() const;

private:
    enum class Kind { Fixed, Uniform, TruncatedExponential };
    void finish();

    Kind kind_ = Kind::Fixed;
    double mean_ = 0;
    double max_ = 0;
    double meanSquare_ = 0;
    double low_ = 0;                         // smallest length (uniform, truncated exponential)
    double rate_ = 0;                        // truncated exponential: 1 / tokens
    std::array<double, kPoints> points_{};
};

}  // namespace cp
