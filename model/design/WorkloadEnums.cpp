#include "design/DesignEnumNames.h"
#include "design/Workload.h"

namespace cp {

std::string_view toString(Precision p) { return enumToString(precisionNames, p); }
std::string_view toString(Recompute r) { return enumToString(recomputeNames, r); }
std::string_view toString(ServingMode m) { return enumToString(servingModeNames, m); }
std::string_view toString(PlanObjective o) { return enumToString(planObjectiveNames, o); }
std::string_view toString(KvCacheDtype k) { return enumToString(kvCacheDtypeNames, k); }

std::optional<Precision> precisionFromString(std::string_view s) { return enumFromString(precisionNames, s); }
std::optional<Recompute> recomputeFromString(std::string_view s) { return enumFromString(recomputeNames, s); }
std::optional<ServingMode> servingModeFromString(std::string_view s) { return enumFromString(servingModeNames, s); }
std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s) { return enumFromString(kvCacheDtypeNames, s); }
std::optional<PlanObjective> planObjectiveFromString(std::string_view s)
{
    return enumFromString(planObjectiveNames, s);
}

double bytesPerElement(Precision p)
{
    switch (p) {
    case Precision::BF16:
    case Precision::FP16:
        return 2.0;
    case Precision::FP8:
        // Per-tensor (or 1x128-block, DeepSeek-V3 §3.3) scales add well under 4%: ignored.
        return 1.0;
    case Precision::FP4:
        // NVFP4: 4-bit E2M1 values plus one FP8 E4M3 scale per 16-value block
        // (NVIDIA, "Introducing NVFP4 for efficient and accurate low-precision inference", 2025):
        // 0.5 + 1/16 bytes per element.
        return 0.5 + 1.0 / 16.0;
    }
    return 2.0;
}

}  // namespace cp
