#pragma once

// Electrical power of a cluster design: IT power by part, facility power with PUE, peak and
// average, annual energy and its cost, and rack density against the cooling limit.

#include <string>
#include <vector>

namespace cp {

struct RackDensity {
    std::string path;                        // the node class whose racks these are
    double rackKw = 0;                       // peak IT power of one rack of this class
    double limitKw = 0;                      // 0: no limit known
    bool exceedsLimit = false;
};

struct PowerEstimate {
    double gpuTdpKw = 0;                     // sum of GPU TDPs (part of the servers' power)
    double serverPeakKw = 0;                 // platform maximum power x nodes
    double serverAverageKw = 0;              // x average fraction of peak while running
    double networkKw = 0;                    // priced network items with published power
    double storageKw = 0;                    // storage systems with published power
    double overheadKw = 0;                   // network+storage as a fraction of servers when unpublished
    double itPeakKw = 0;
    double itAverageKw = 0;
    double pue = 1;
    double facilityPeakKw = 0;
    double facilityAverageKw = 0;
    double annualEnergyMwh = 0;              // facility energy at the average draw, 8,760 h
    double annualEnergyUsd = 0;
    std::vector<RackDensity> racks;
    std::vector<std::string> warnings;
};

}  // namespace cp
