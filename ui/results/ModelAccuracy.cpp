#include "results/ModelAccuracy.h"

namespace cp::ui {

ModelAccuracy modelAccuracy(const ReportValidation& validation)
{
    ModelAccuracy accuracy;
    accuracy.trainingHeldOut = validation.trainingHeldOut;
    accuracy.trainingTables = validation.trainingHeldOutGroups;
    if (!validation.servingHeldOutByEngine.empty()) {
        accuracy.servingByEngine = validation.servingHeldOutByEngine;
        accuracy.servingHeldOut = true;
        accuracy.servingTables = validation.servingHeldOutGroups;
        return accuracy;
    }
    static const std::string prefix = "inference/";
    for (const auto& [slice, summary] : validation.report.bySoftware)
        if (slice.rfind(prefix, 0) == 0 && summary.count > 0)
            accuracy.servingByEngine[slice.substr(prefix.size())] = summary;
    return accuracy;
}

QString servingEngineName(const std::string& id)
{
    if (id == "tensorrt-llm")
        return QStringLiteral("TensorRT-LLM");
    if (id == "vllm")
        return QStringLiteral("vLLM");
    if (id == "sglang")
        return QStringLiteral("SGLang");
    if (id == "fastertransformer")
        return QStringLiteral("FasterTransformer");
    return QString::fromStdString(id);
}

}  // namespace cp::ui
