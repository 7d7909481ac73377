#pragma once

// The line syntax shared by slurm.conf, topology.conf and gres.conf (slurm.conf(5)): '#' starts
// a comment (unless escaped as "\#"), a line ending in '\' continues on the next, a line is
// whitespace-separated KEY=VALUE pairs with case-insensitive keys and optionally double-quoted
// values, and a line may be "Include FILE". Parsing never throws: problems become messages.

#include "import/ImportMessage.h"
#include "text/TextFunctions.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct ConfigPair {
    std::string key;                         // as written ("NodeName")
    std::string value;                       // unquoted
};

struct ConfigRecord {
    SourceLocation where;
    std::vector<ConfigPair> pairs;           // in order; empty for an Include line
    std::optional<std::string> include;      // "Include FILE": the file as written

    // The value of the first pair whose key equals `key` ignoring case; nullptr when absent.
    const ConfigPair* find(std::string_view key) const;
};

struct ConfigText {
    std::vector<ConfigRecord> records;
    std::vector<ImportMessage> messages;     // syntax errors, each with its line
};

// Configuration files larger than this are refused (the largest real slurm.conf files are a few
// hundred kilobytes); it bounds what a hostile file can make the import do.
inline constexpr std::size_t maxConfigFileBytes = 16 * 1024 * 1024;

ConfigText parseConfigText(std::string_view text, const std::string& fileName);

// Printable ASCII only (anything else becomes '?'), at most `maxBytes`: configuration text put
// into a design, whose strings must be UTF-8 and bounded.
std::string printableText(std::string_view text, std::size_t maxBytes);

}  // namespace cp
