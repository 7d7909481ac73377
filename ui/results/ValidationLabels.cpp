#include "results/ValidationLabels.h"

#include <QCoreApplication>


namespace cp::ui {
namespace {

struct FieldLabel {
    const char* field;
    const char* label;
};

const FieldLabel kFields[] = {
    {"iteration_time_s", QT_TRANSLATE_NOOP("Validation", "Iteration time (s)")},
    {"tflops_per_gpu", QT_TRANSLATE_NOOP("Validation", "TFLOP/s per GPU")},
    {"mfu", QT_TRANSLATE_NOOP("Validation", "MFU")},
    {"tokens_per_s", QT_TRANSLATE_NOOP("Validation", "Training throughput (tokens/s)")},
    {"weights_and_optimizer_gib_per_gpu", QT_TRANSLATE_NOOP("Validation", "Weights and optimizer state per GPU (GiB)")},
    {"activations_gib_per_gpu", QT_TRANSLATE_NOOP("Validation", "Activations per GPU (GiB)")},
    {"output_tokens_per_s", QT_TRANSLATE_NOOP("Validation", "Output throughput (tokens/s)")},
    {"output_tokens_per_s_per_gpu", QT_TRANSLATE_NOOP("Validation", "Output throughput per GPU (tokens/s)")},
    {"prefill_s", QT_TRANSLATE_NOOP("Validation", "Prefill time (s)")},
    {"decode_s_per_token", QT_TRANSLATE_NOOP("Validation", "Decode time per token (s)")},
    {"ttft_s", QT_TRANSLATE_NOOP("Validation", "Time to first token, mean (s)")},
    {"tpot_s", QT_TRANSLATE_NOOP("Validation", "Time per output token, mean (s)")},
    {"ttft_p90_s", QT_TRANSLATE_NOOP("Validation", "Time to first token, p90 (s)")},
    {"ttft_p99_s", QT_TRANSLATE_NOOP("Validation", "Time to first token, p99 (s)")},
    {"tpot_p90_s", QT_TRANSLATE_NOOP("Validation", "Time per output token, p90 (s)")},
    {"goodput_requests_per_s", QT_TRANSLATE_NOOP("Validation", "Goodput (requests/s within both targets)")},
};

}  // namespace

QString validationFieldLabel(const std::string& field)
{
    for (const FieldLabel& entry : kFields)
        if (field == entry.field)
            return QCoreApplication::translate("Validation", entry.label);
    return QString::fromStdString(field);
}

QString validationKindLabel(const std::string& kind)
{
    if (kind == "training")
        return QCoreApplication::translate("Validation", "Training");
    if (kind == "inference")
        return QCoreApplication::translate("Validation", "Inference");
    return QString::fromStdString(kind);
}

bool isKnownValidationField(const std::string& field)
{
    for (const FieldLabel& entry : kFields)
        if (field == entry.field)
            return true;
    return false;
}

}  // namespace cp::ui
