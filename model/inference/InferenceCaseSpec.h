#pragma once

// A `kind: inference` validation case (../shared/validation/FORMAT.md) as typed data: every
// field the format defines, with what the case leaves unknown (absent or null) kept as
// std::nullopt so the predictor can choose it the way an engine user would and say so.

#include "design/Workload.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <stdexcept>
#include <string>

namespace cp {

// A case the model cannot read or predict; the message names the JSON pointer and value.
class InferenceCaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class CaseServingMode { Offline, Server, SingleBatch, Concurrency, Disaggregated };

// Mean and, when lengths vary, the largest length of a request's prompt or output.
struct TokenLengths {
    double mean = 0;
    std::optional<double> max;
};

// One pool of a disaggregated case: `gpus` in `instances` replicas of `tp` (× `ep`) GPUs.
struct CasePool {
    std::optional<std::string> gpuId;      // absent: the case's /hardware/gpu
    std::optional<int> gpus;
    std::optional<int> tp;
    std::optional<int> ep;
    std::optional<int> instances;
};

struct InferenceCaseSpec {
    std::string id;
    std::string group;                     // empty: none given
    ModelArchitecture model;

    std::string gpuId;
    std::optional<int> gpus;
    std::optional<int> gpusPerNode;
    std::optional<int> scaleupDomainGpus;
    std::optional<double> scaleoutGbpsPerGpu;
    std::string scaleout;
    std::optional<double> gpuPowerLimitW;

    std::string engine;                    // empty: not given
    std::string engineVersion;

    std::optional<CaseServingMode> mode;   // nullopt: not given (inferred from the other fields)
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> ep;
    std::optional<int> attentionDp;        // serving/dp: attention data-parallel groups (SGLang dp with EP)
    bool attentionDpOverTp = false;        // serving/attention_dp true: attention data-parallel over the tp GPUs
    std::optional<int> requests;           // serving/num_requests: how many requests the benchmark ran
    std::optional<int> maxModelLen;        // serving/max_model_len: the context length the server was started with
    // serving/through_server: an offline run (requests sent at once) that went through the
    // engine's OpenAI-compatible server (vllm bench serve at request rate inf) rather than an
    // in-process benchmark (trtllm-bench, vLLM's LLM class): the server's defaults apply.
    bool throughServer = false;
    // Engine settings the run's launch command gives (absent: the engine's defaults):
    // serving/token_budget (vLLM --max-num-batched-tokens, TensorRT-LLM --max_num_tokens, SGLang
    // --chunked-prefill-size), serving/max_sequences, serving/chunked_prefill,
    // serving/overlap_scheduler (vLLM --async-scheduling, SGLang --disable-overlap-schedule),
    // serving/kv_cache_fp8 (vLLM and SGLang --kv-cache-dtype fp8, TensorRT-LLM's kv_cache_config dtype),
    // serving/scheduler_recv_interval (SGLang --scheduler-recv-interval),
    // serving/memory_fraction (the engine's own memory knob, read as its catalog row reads it:
    // vLLM --gpu-memory-utilization and SGLang --mem-fraction-static of all memory, TensorRT-LLM
    // free_gpu_memory_fraction of what the weights leave).
    std::optional<int> tokenBudget;
    std::optional<int> maxSequences;       // serving/max_sequences: vLLM --max-num-seqs, TensorRT-LLM --max_batch_size
    std::optional<bool> chunkedPrefill;
    std::optional<bool> overlapScheduler;
    std::optional<bool> kvCacheFp8;
    std::optional<double> memoryFraction;
    // serving/capacity_scheduler_policy: TensorRT-LLM's "guaranteed_no_evict" (its default: a request
    // reserves KV for its whole output on admission) or "max_utilization" (blocks on demand).
    std::optional<std::string> capacitySchedulerPolicy;
    // serving/attention_dp_balance_wait_iters and _timeout_iters: TensorRT-LLM's attention-DP
    // balancing (attention_dp_config enable_balance, batching_wait_iters, timeout_iters).
    std::optional<int> attentionDpBalanceWaitIterations;
    std::optional<int> attentionDpBalanceTimeoutIterations;
    std::optional<int> receiveIntervalIterations;  // serving/scheduler_recv_interval: SGLang --scheduler-recv-interval
    std::optional<Precision> precision;
    TokenLengths input;
    TokenLengths output;
    std::optional<int> batch;
    std::optional<double> requestRatePerS;
    std::optional<int> concurrency;
    std::optional<double> ttftTargetS;
    std::optional<double> tpotTargetS;
    std::optional<CasePool> prefill;
    std::optional<CasePool> decode;

    std::map<std::string, double> measured;
};

// Reads the case; throws InferenceCaseError for a field the model cannot do without (model
// shape, GPU id, lengths) or one that is present with a wrong type or an impossible value.
InferenceCaseSpec readInferenceCase(const nlohmann::json& validationCase);

std::string_view toString(CaseServingMode mode);

}  // namespace cp
