#pragma once

// The "question" object of a design file (format 5, docs/design-format.md#question) and the
// files that carry one: read with every problem as a DesignIssue (JSON pointer, value, what was
// expected), written after the design's own keys in the same canonical form.

#include "design/DesignIssue.h"
#include "design/DesignQuestion.h"
#include "design/EnumNames.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

inline constexpr EnumNames<DesignObjective, 4> designObjectiveNames{{
    {DesignObjective::Tco, "tco"},
    {DesignObjective::Capex, "capex"},
    {DesignObjective::Time, "time"},
    {DesignObjective::Power, "power"},
}};

// The document's "question" (nullopt when it has none); problems go to `issues`.
std::optional<DesignQuestion> readDesignQuestion(const nlohmann::json& document, std::vector<DesignIssue>& issues);

// The canonical text of the design (designToJsonText) with the question as its last key.
std::string designToJsonText(const Design& design, const DesignQuestion& question);

struct QuestionLoadResult {
    std::optional<Design> design;            // set with `question` exactly when no issue is an error
    std::optional<DesignQuestion> question;
    std::vector<DesignIssue> issues;         // the design loader's, then the question's
    int fileVersion = 0;

    bool ok() const { return design.has_value() && question.has_value(); }
};

// A design file that asks a question: the design loader (gate, migrations, reader), then the
// question; a file without one is an error at "/question".
QuestionLoadResult parseQuestionText(std::string_view bytes);
QuestionLoadResult loadQuestionFile(const std::filesystem::path& path);

}  // namespace cp
