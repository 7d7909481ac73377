#pragma once

// What `ibnetdiscover` (the subnet's switches, host channel adapters and the links between
// them with their rates, e.g. "4xNDR") and `ibstat` (one host's adapters: rate, link layer)
// print, reduced to what a fabric design needs: switch counts per tier, switch models, the
// link rate and whether the links are InfiniBand or Ethernet (RoCE).

#include "import/ImportMessage.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct InfinibandFabric {
    bool fromIbnetdiscover = false;
    std::int64_t switches = 0;
    std::int64_t leafSwitches = 0;           // switches with a host adapter below them
    std::int64_t spineSwitches = 0;          // switches linked to leaves only
    std::int64_t coreSwitches = 0;           // the rest
    std::int64_t hostAdapters = 0;           // adapter ports (ibnetdiscover) or adapters (ibstat)
    int switchPorts = 0;                     // the most common port count
    std::map<std::string, std::int64_t> switchModels;   // "MQM9700" -> switches
    std::map<double, std::int64_t> linkGbps;           // per link rate -> links (ibstat: ports)
    std::int64_t ethernetPorts = 0;          // ibstat "Link layer: Ethernet" (RoCE)
    std::int64_t infinibandPorts = 0;
    std::vector<ImportMessage> messages;

    double dominantLinkGbps() const;
};

InfinibandFabric parseIbnetdiscover(std::string_view text, const std::string& fileName);
InfinibandFabric parseIbstat(std::string_view text, const std::string& fileName);

// "4xNDR" -> 400; 0 when not a rate.
double infinibandRateGbps(std::string_view rate);

}  // namespace cp
