#pragma once

// How a serving engine forms its iterations (continuous batching): the per-iteration token
// budget, whether prompts are split into chunks that ride along decode iterations, and how many
// sequences it runs at once; and what its serving front end adds to the latency a client sees.
// Values come from the engine's documented defaults (catalog) or its calibration.

#include <algorithm>

namespace cp {

struct EngineScheduling {
    double tokenBudget = 8192;        // tokens per iteration (max_num_batched_tokens / max_num_tokens)
    // Attention data-parallel ranks schedule their own iterations, each within a budget of its
    // own: the engine's budget divided by `attentionRankBudgetDivisor` (TensorRT-LLM's and vLLM's
    // ranks each take all of it: 1), or by the number of ranks when the engine splits its batch
    // limits among them (SGLang's chunked_prefill_size and max_running_requests // dp_size).
    bool limitsSplitAmongAttentionRanks = false;
    double attentionRankBudgetDivisor = 1;
    bool chunkedPrefill = true;       // prompts split to fill what decode leaves of the budget
    // Prefill and decode tokens share one iteration's kernels (TensorRT-LLM in-flight batching,
    // vLLM V1, SGLang). False: prompts run in prefill-only iterations and decoding waits
    // (vLLM V0 without chunked prefill).
    bool mixedBatches = true;
    // Seconds the OpenAI-compatible front end adds to every request's first token: HTTP,
    // chat template and tokenisation before the scheduler sees it, detokenisation and streaming
    // after. Only requests sent through a server pay it (not an offline benchmark that calls
    // the engine in-process).
    double requestLatencyS = 0;
    // Disaggregated serving: seconds from the end of a prompt's prefill to its first token
    // leaving the decode server (bootstrap handshake, transfer completion polling, admission
    // into the decode batch), beyond the KV bytes' own transfer time.
    double handoffLatencyS = 0;
    // The scheduler takes in new requests only every this many decode iterations (SGLang
    // --scheduler-recv-interval; 1: every iteration), so an arriving prompt waits for the next
    // poll as well as for the iteration under way.
    int receiveIntervalIterations = 1;
    // TensorRT-LLM's attention-DP balancing (attention_dp_config enable_balance): new prompts are
    // held until every attention rank has one, and then `attentionDpBalanceWaitIterations` more
    // iterations while all ranks decode, or until `attentionDpBalanceTimeoutIterations` iterations
    // have passed without that. 0: prompts start at the next iteration.
    int attentionDpBalanceWaitIterations = 0;
    int attentionDpBalanceTimeoutIterations = 0;

    // Tokens one iteration of an instance with `attentionRanks` attention data-parallel ranks
    // holds across all of them.
    double instanceTokenBudget(int attentionRanks) const
    {
        const int ranks = std::max(attentionRanks, 1);
        if (ranks == 1 || limitsSplitAmongAttentionRanks)
            return tokenBudget;
        return ranks * tokenBudget / std::max(attentionRankBudgetDivisor, 1.0);
    }
};

}  // namespace cp
