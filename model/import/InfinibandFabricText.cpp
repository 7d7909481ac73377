#include "import/InfinibandFabricText.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

namespace cp {
namespace {

constexpr int maxLines = 2'000'000;

std::string quotedAfter(const std::string& line, std::size_t from)
{
    const std::size_t open = line.find('"', from);
    if (open == std::string::npos)
        return {};
    const std::size_t close = line.find('"', open + 1);
    return close == std::string::npos ? std::string() : line.substr(open + 1, close - open - 1);
}

// The model in a switch description: "MF0;sw-leaf01:MQM9700/U1" -> "MQM9700",
// "Quantum-2 Mellanox Technologies" -> "Quantum-2".
std::string switchModelOf(const std::string& description)
{
    const std::size_t colon = description.rfind(':');
    std::string model = colon == std::string::npos ? description : description.substr(colon + 1);
    model = model.substr(0, model.find('/'));
    model = model.substr(0, model.find(' '));
    return model.empty() ? std::string("unknown") : model;
}

// The peer of a port line "[1]	"H-b8cef60300a1b2c4"[1](...)	# ..." (the first quoted word after
// "[port]..."); empty when the line is not one.
std::string linkPeer(const std::string& line)
{
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] != '[')
        return {};
    const std::size_t close = line.find(']', start);
    if (close == std::string::npos || close == start + 1)
        return {};
    for (std::size_t i = start + 1; i < close; ++i)
        if (!std::isdigit(static_cast<unsigned char>(line[i])))
            return {};
    const std::size_t hash = line.find('#', close);
    const std::string peer = quotedAfter(line, close);
    const std::size_t open = line.find('"', close);
    return hash != std::string::npos && open > hash ? std::string() : peer;
}

}  // namespace

double infinibandRateGbps(std::string_view rate)
{
    const std::size_t x = rate.find('x');
    if (x == std::string_view::npos || x == 0 || x > 2)
        return 0;
    int width = 0;
    for (std::size_t i = 0; i < x; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(rate[i])))
            return 0;
        width = width * 10 + (rate[i] - '0');
    }
    static const std::map<std::string, double> lane{{"SDR", 2.5}, {"DDR", 5}, {"QDR", 10}, {"FDR10", 10}, {"FDR", 14.0625},
                                                    {"EDR", 25}, {"HDR", 50}, {"NDR", 100}, {"XDR", 200}};
    const auto it = lane.find(std::string(rate.substr(x + 1)));
    return it == lane.end() ? 0 : width * it->second;
}

double InfinibandFabric::dominantLinkGbps() const
{
    double best = 0;
    std::int64_t most = 0;
    for (const auto& [gbps, links] : linkGbps)
        if (links > most) {
            most = links;
            best = gbps;
        }
    return best;
}

InfinibandFabric parseIbnetdiscover(std::string_view text, const std::string& fileName)
{
    InfinibandFabric fabric;
    fabric.fromIbnetdiscover = true;
    std::istringstream in{std::string(text)};
    struct Node {
        bool isSwitch = false;
        int ports = 0;
        std::set<std::string> peers;
        bool hasHost = false;
    };
    std::map<std::string, Node> nodes;
    std::string current;
    std::map<int, std::int64_t> portCounts;
    int lineNumber = 0;
    for (std::string line; std::getline(in, line) && lineNumber < maxLines;) {
        ++lineNumber;
        if (line.rfind("Switch", 0) == 0 || line.rfind("Ca", 0) == 0 || line.rfind("Rt", 0) == 0) {
            std::istringstream words(line);
            std::string kind;
            int ports = 0;
            words >> kind >> ports;
            current = quotedAfter(line, 0);
            if (current.empty() || ports <= 0 || ports > 4096) {
                fabric.messages.push_back({Severity::Error, {fileName, lineNumber, line.substr(0, 160)},
                                           "expected 'Switch|Ca PORTS \"GUID\" # \"DESCRIPTION\"'"});
                current.clear();
                continue;
            }
            Node& node = nodes[current];
            node.isSwitch = kind == "Switch";
            node.ports = ports;
            if (node.isSwitch) {
                ++portCounts[ports];
                const std::size_t hash = line.find('#');
                ++fabric.switchModels[switchModelOf(hash == std::string::npos ? std::string() : quotedAfter(line, hash))];
            }
            continue;
        }
        const std::string peer = linkPeer(line);
        if (!current.empty() && !peer.empty()) {
            nodes[current].peers.insert(peer);
            // The rate is the last word of the line ("... lid 5 4xNDR").
            std::istringstream words(line);
            std::string word;
            std::string last;
            while (words >> word)
                last = word;
            if (nodes[current].isSwitch) {
                if (const double gbps = infinibandRateGbps(last); gbps > 0)
                    ++fabric.linkGbps[gbps];
            }
        }
    }
    for (auto& [guid, node] : nodes) {
        if (node.isSwitch) {
            ++fabric.switches;
            continue;
        }
        fabric.hostAdapters += node.ports;
        for (const std::string& peer : node.peers)
            if (const auto it = nodes.find(peer); it != nodes.end())
                it->second.hasHost = true;
    }
    // A switch's own link lines also name the adapters below it ("H-..." guids).
    for (auto& [guid, node] : nodes)
        if (node.isSwitch)
            for (const std::string& peer : node.peers)
                if (const auto it = nodes.find(peer); (it != nodes.end() && !it->second.isSwitch) || peer.rfind("H-", 0) == 0)
                    node.hasHost = true;
    std::set<std::string> leaves;
    for (const auto& [guid, node] : nodes)
        if (node.isSwitch && node.hasHost)
            leaves.insert(guid);
    for (const auto& [guid, node] : nodes) {
        if (!node.isSwitch)
            continue;
        if (leaves.count(guid)) {
            ++fabric.leafSwitches;
            continue;
        }
        const bool aboveLeaf = std::any_of(node.peers.begin(), node.peers.end(), [&](const std::string& p) { return leaves.count(p) > 0; });
        ++(aboveLeaf ? fabric.spineSwitches : fabric.coreSwitches);
    }
    std::int64_t most = 0;
    for (const auto& [ports, count] : portCounts)
        if (count > most) {
            most = count;
            fabric.switchPorts = ports;
        }
    if (fabric.switches == 0 && fabric.hostAdapters == 0)
        fabric.messages.push_back({Severity::Error, {fileName, 0, {}}, "no Switch or Ca lines: expected the output of ibnetdiscover"});
    return fabric;
}

InfinibandFabric parseIbstat(std::string_view text, const std::string& fileName)
{
    InfinibandFabric fabric;
    std::istringstream in{std::string(text)};
    int lineNumber = 0;
    bool active = false;
    for (std::string line; std::getline(in, line) && lineNumber < maxLines;) {
        ++lineNumber;
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string::npos)
            continue;
        const std::string body = line.substr(start);
        if (body.rfind("CA '", 0) == 0) {
            ++fabric.hostAdapters;
        } else if (body.rfind("State:", 0) == 0) {
            active = body.find("Active") != std::string::npos;
        } else if (body.rfind("Rate:", 0) == 0 && active) {
            try {
                const double gbps = std::stod(body.substr(5));
                if (gbps > 0 && gbps < 1e5)
                    ++fabric.linkGbps[gbps];
            } catch (const std::exception&) {
                fabric.messages.push_back({Severity::Warning, {fileName, lineNumber, body.substr(0, 160)}, "a rate that is not a number"});
            }
        } else if (body.rfind("Link layer:", 0) == 0 && active) {
            if (body.find("Ethernet") != std::string::npos)
                ++fabric.ethernetPorts;
            else if (body.find("InfiniBand") != std::string::npos)
                ++fabric.infinibandPorts;
        }
    }
    if (fabric.hostAdapters == 0)
        fabric.messages.push_back({Severity::Error, {fileName, 0, {}}, "no \"CA '...'\" lines: expected the output of ibstat"});
    return fabric;
}

}  // namespace cp
