#include "reliability/FailureRateSets.h"

namespace cp {

std::span<const FailureRateSetInfo> knownFailureRateSets()
{
    static constexpr FailureRateSetInfo sets[] = {
        {"llama3_", "Llama 3 405B pre-training, 16,384 H100 (Meta, 2024)", "H100"},
        {"meta_rsc1_", "Meta RSC-1 research cluster, 16k A100 (Kokolis et al., 2025)", "A100"},
        {"meta_rsc2_", "Meta RSC-2 research cluster, 8k A100 (Kokolis et al., 2025)", "A100"},
        {"opt175b_", "OPT-175B run, ~1,000 A100 in a cloud (Meta, 2022)", "A100"},
        {"bloom176b_", "BLOOM-176B run, 384 A100 (BigScience, 2022)", "A100"},
        {"crusoe_h200_", "Crusoe H200 cluster, GTC 2025 (secondary, low confidence)", "H200"},
        {"databricks_", "Databricks planning assumption, hard GPU failures (2026)", "any"},
    };
    return sets;
}

}  // namespace cp
