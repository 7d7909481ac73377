#pragma once

// One thing the Slurm import has to say about its input: where (file, line and the line's text
// as written), what, and how bad. An error refuses the import; a warning or a note is shown in
// the preview and kept in the design's description.

#include "design/DesignIssue.h"

#include <string>
#include <vector>

namespace cp {

struct SourceLocation {
    std::string file;                        // as the user named it ("slurm.conf", "conf/nodes.conf")
    int line = 0;                            // 1-based; 0 = the whole file
    std::string text;                        // the logical line (continuations joined), trimmed
};

struct ImportMessage {
    Severity severity = Severity::Error;
    SourceLocation where;
    std::string message;
};

// "slurm.conf:12: error: overlapping hostlist ... | NodeName=gpu-[001-004] Gres=gpu:h100:8"
std::string formatImportMessage(const ImportMessage& message);

bool hasImportErrors(const std::vector<ImportMessage>& messages);

void appendImportMessages(std::vector<ImportMessage>& to, const std::vector<ImportMessage>& from);

}  // namespace cp
