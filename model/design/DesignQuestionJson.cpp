#include "design/DesignQuestionJson.h"

#include "design/DesignEnumNames.h"
#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignLimits.h"
#include "design/DesignRanges.h"
#include "design/JsonFieldReader.h"
#include "design/JsonPointer.h"
#include "io/InputFile.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

using nlohmann::json;
using ojson = nlohmann::ordered_json;
using Need = JsonFieldReader::Need;

void readIds(JsonFieldReader& reader, std::string_view key, std::vector<std::string>& out)
{
    reader.readArray(key, 256, [&](const json& entry, const std::string& pointer) {
        if (entry.is_string() && !entry.get_ref<const std::string&>().empty())
            out.push_back(entry.get<std::string>());
        else
            reader.issues().push_back({pointer, describeJsonValue(entry) + " is " + jsonTypeName(entry) +
                                                    "; expected a catalog id (a non-empty string)",
                                       Severity::Error});
    });
}

QuestionLimits readLimits(const json& item, const std::string& pointer, std::vector<DesignIssue>& issues)
{
    QuestionLimits limits;
    JsonFieldReader reader(item, pointer, issues);
    reader.readDouble("facility_mw", limits.facilityMw, 0.0, 1.0e5);
    reader.readDouble("capex_usd", limits.capexUsd, 0.0, 1.0e13);
    reader.readDouble("tco_usd", limits.tcoUsd, 0.0, 1.0e13);
    reader.readDouble("rack_kw", limits.rackKw, designranges::maxRackKw);
    readIds(reader, "platforms", limits.platforms);
    readIds(reader, "gpus", limits.gpus);
    reader.readArray("fabrics", 8, [&](const json& entry, const std::string& entryPointer) {
        if (entry.is_string())
            if (const auto technology = enumFromString(fabricTechnologyNames, entry.get_ref<const std::string&>())) {
                limits.fabrics.push_back(*technology);
                return;
            }
        issues.push_back({entryPointer,
                          describeJsonValue(entry) + " is not a fabric technology (expected one of: infiniband, ethernet)",
                          Severity::Error});
    });
    int maxGpus = 0;
    reader.readInt("max_gpus", maxGpus, 0, designlimits::maxTotalGpus);
    limits.maxGpus = maxGpus;
    reader.finish();
    return limits;
}

}  // namespace

std::optional<DesignQuestion> readDesignQuestion(const json& document, std::vector<DesignIssue>& issues)
{
    if (!document.is_object() || !document.contains("question"))
        return std::nullopt;
    DesignQuestion question;
    JsonFieldReader reader(document["question"], "/question", issues);
    reader.readEnum("objective", question.objective, designObjectiveNames, "design objective");
    reader.readArray("training", 256, [&](const json& entry, const std::string& pointer) {
        TrainingDeadline deadline;
        JsonFieldReader fields(entry, pointer, issues);
        fields.readString("job", deadline.job, Need::Required);
        fields.readDouble("deadline_days", deadline.deadlineDays, 0.001, 36500.0, Need::Required);
        fields.finish();
        question.training.push_back(std::move(deadline));
    });
    if (const json* limits = reader.find("limits"))
        question.limits = readLimits(*limits, reader.pointerOf("limits"), issues);
    reader.finish();
    return question;
}

std::string designToJsonText(const Design& design, const DesignQuestion& question)
{
    ojson document = ojson::parse(designToJsonText(design));
    ojson q;
    q["objective"] = toString(question.objective);
    ojson training = ojson::array();
    for (const TrainingDeadline& deadline : question.training)
        training.push_back({{"job", deadline.job}, {"deadline_days", deadline.deadlineDays}});
    q["training"] = std::move(training);
    const QuestionLimits& limits = question.limits;
    ojson l;
    l["facility_mw"] = limits.facilityMw;
    l["capex_usd"] = limits.capexUsd;
    l["tco_usd"] = limits.tcoUsd;
    l["rack_kw"] = limits.rackKw;
    l["platforms"] = limits.platforms;
    l["gpus"] = limits.gpus;
    ojson fabrics = ojson::array();
    for (const FabricTechnology technology : limits.fabrics)
        fabrics.push_back(toString(technology));
    l["fabrics"] = std::move(fabrics);
    l["max_gpus"] = limits.maxGpus;
    q["limits"] = std::move(l);
    document["question"] = std::move(q);
    return document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

QuestionLoadResult parseQuestionText(std::string_view bytes)
{
    QuestionLoadResult result;
    DesignLoadResult loaded = parseDesignText(bytes);
    // The design reader's note that the app does not keep the question is not news here.
    std::erase_if(loaded.issues, [](const DesignIssue& issue) {
        return issue.pointer == "/question" && issue.severity == Severity::Note;
    });
    result.issues = std::move(loaded.issues);
    result.fileVersion = loaded.fileVersion;
    if (!loaded.ok())
        return result;
    // The bytes passed the design loader's gate (size, UTF-8, syntax, depth), so they parse.
    const json document = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    std::vector<DesignIssue> issues;
    std::optional<DesignQuestion> question = readDesignQuestion(document, issues);
    if (!question)
        issues.push_back({"/question", "the file asks no question: add a \"question\" object with the training deadlines, "
                                       "the limits and the objective (docs/auto-design.md)",
                          Severity::Error});
    const bool failed = hasErrors(issues);
    result.issues.insert(result.issues.end(), issues.begin(), issues.end());
    if (!failed) {
        result.design = std::move(loaded.design);
        result.question = std::move(question);
    }
    return result;
}

QuestionLoadResult loadQuestionFile(const std::filesystem::path& path)
{
    InputFile input(path);
    std::optional<std::string> bytes;
    if (input.ok() && input.size() <= designlimits::maxFileBytes)
        bytes = input.readAll(designlimits::maxFileBytes);
    if (!bytes) {
        // The design loader says why, in its words.
        DesignLoadResult loaded = loadDesignFile(path);
        QuestionLoadResult result;
        result.issues = std::move(loaded.issues);
        return result;
    }
    return parseQuestionText(*bytes);
}

}  // namespace cp
