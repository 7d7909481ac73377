#pragma once

// How a serving engine forms its iterations (continuous batching): the per-iteration token
// budget, whether prompts are split into chunks that ride along decode iterations, and how many
// sequences it runs at once. Values come from the engine's documented defaults (catalog).

namespace cp {

struct EngineScheduling {
    double tokenBudget = 8192;        // tokens per iteration (max_num_batched_tokens / max_num_tokens)
    bool chunkedPrefill = true;       // prompts split to fill what decode leaves of the budget
    // Prefill and decode tokens share one iteration's kernels (TensorRT-LLM in-flight batching,
    // vLLM V1, SGLang). False: prompts run in prefill-only iterations and decoding waits
    // (vLLM V0 without chunked prefill).
    bool mixedBatches = true;
};

}  // namespace cp
