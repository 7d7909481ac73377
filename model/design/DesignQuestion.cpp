#include "design/DesignQuestion.h"

#include "design/DesignQuestionJson.h"

namespace cp {

std::string_view toString(DesignObjective objective) { return enumToString(designObjectiveNames, objective); }

std::optional<DesignObjective> designObjectiveFromString(std::string_view s)
{
    return enumFromString(designObjectiveNames, s);
}

}  // namespace cp
