#pragma once

// gres.conf (gres.conf(5)): per-node device lines. Each line names the GRES (Name=gpu), its
// Type, its device files (File=/dev/nvidia[0-7], whose count is the GRES count) or a Count,
// and optionally the nodes it applies to (NodeName=; without it, every node reading the file).

#include "import/ConfigText.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct GresConfLine {
    SourceLocation where;
    std::vector<std::string> nodes;          // empty = every node
    std::string name;                        // "gpu"
    std::string type;
    std::optional<std::int64_t> count;       // Count=, else the number of File= devices
    std::string autoDetect;                  // "nvml", "rsmi", "off", "" = not on this line
};

struct GresConf {
    std::vector<GresConfLine> lines;
    std::string globalAutoDetect;            // an AutoDetect= line of its own
    std::vector<ImportMessage> messages;
};

GresConf parseGresConf(std::string_view text, const std::string& fileName);

}  // namespace cp
