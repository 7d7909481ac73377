#pragma once

namespace cp {

// A central estimate with its low and high ends (low <= central <= high).
struct ValueRange {
    double central = 0;
    double low = 0;
    double high = 0;
};

}  // namespace cp
