#pragma once

namespace cp {

// A central estimate with its low and high ends (low <= central <= high).
struct ValueRange {
    double central = 0;
    double low = 0;
    double high = 0;

    // A range that does not contain the central value is widened to contain it: sources
    // sometimes give a central price and only a high one (DGX H100: $270k, high $375k).
    static ValueRange around(double central, double low, double high)
    {
        return ValueRange{central, low < central ? low : central, high > central ? high : central};
    }
};

}  // namespace cp
