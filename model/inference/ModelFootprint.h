#pragma once

// What one model costs per token: parameters (total and active), weight bytes, FLOPs and KV
// cache bytes. Pure arithmetic on the architecture; every estimator of serving uses it.

#include "design/Workload.h"

namespace cp {

struct ModelFootprint {
    double attentionParamsPerLayer = 0;   // Q, K, V, O projections (MLA: down/up projections)
    double denseMlpParamsPerLayer = 0;    // MLP of a dense layer
    double expertParams = 0;              // one routed expert (MoE), 0 for dense models
    double sharedExpertParamsPerLayer = 0;
    double routerParamsPerLayer = 0;
    int denseLayers = 0;                  // layers with a dense MLP
    int moeLayers = 0;                    // layers with routed experts
    double embeddingParams = 0;           // input embedding table
    double lmHeadParams = 0;              // output projection (shares the table when tied)
    double meanActiveFfnWidth = 0;        // MLP intermediate width one token goes through, mean over layers
    double meanRoutedCopies = 0;          // copies of a token dispatched to experts, mean over layers
    int totalExpertsPerLayer = 0;         // routed experts per MoE layer
    int topKExperts = 0;                  // routed experts each token selects

    double totalParams = 0;               // everything stored
    double activeParamsPerToken = 0;      // parameters one token multiplies (no embedding lookup)
    // Parameters whose weights a decode step streams from HBM, for a batch of `sequences`
    // tokens: all dense weights plus the routed experts that at least one token selects.
    double paramsReadPerStep(double tokens) const;
    // The routed-expert part of that: experts at least one of `tokens` tokens selects.
    double expertParamsReadPerStep(double tokens) const;
    // Distinct routed experts of one MoE layer that `tokens` tokens select (uniform routing).
    double expertsTouchedPerLayer(double tokens) const;
    double routedExpertParamsPerToken() const { return moeLayers * topKExperts * expertParams; }
    double storedExpertParams() const { return moeLayers * double(totalExpertsPerLayer) * expertParams; }
};

ModelFootprint modelFootprint(const ModelArchitecture& model);

// KV cache bytes per token of context, whole model (all layers), unsharded:
// 2 · layers · kv_heads · head_dim · bytes (GQA/MHA/MQA); MLA stores the compressed latent plus
// the decoupled RoPE key: layers · (kv_lora_rank + rope_head_dim) · bytes (DeepSeek-V2 §2.1.2).
double kvBytesPerToken(const ModelArchitecture& model, double bytesPerElement);

// Peak 16-bit activation bytes per GPU of a forward pass over `tokens` tokens at tensor
// parallelism `tp`, as an engine's memory profiling run sees it: an estimate from the buffers
// live inside one layer (so whatever the pipeline stage holds), per token the residual stream,
// the normed input and the attention and MLP outputs (four hidden-wide vectors) and a dense
// MLP's gate/up output and activation (three FFN-wide vectors per TP rank); on MoE layers the
// fused-MoE buffers of every routed copy (gate/up output, activation and down output), which
// vLLM allocates for at most `moeChunkTokens` tokens at a time.
double profiledActivationBytes(const ModelArchitecture& model, double tokens, int tp, double moeChunkTokens);

// Attention score and value FLOPs for one new token attending to `context` earlier tokens,
// whole model: 2 (QK^T) + 2 (AV) multiply-adds per head dimension per context position.
// MLA decodes with the up-projections absorbed (DeepSeek-V2 §2.1.3): every head then scores
// and mixes the (kv_lora_rank + rope_head_dim)-wide latent directly.
double attentionFlopsPerToken(const ModelArchitecture& model, double context, bool decode = false);

// Attention FLOPs of a causal prefill of `tokens` tokens (each token sees the ones before it,
// or the ones of its window on local-attention layers).
double prefillAttentionFlops(const ModelArchitecture& model, double tokens);

// The context a token at position `position` attends to, averaged over the model's layers:
// the whole of it on full-attention layers, its window on local ones. Attention FLOPs and KV
// cache reads are linear in it.
double attendedContext(const ModelArchitecture& model, double position);
// attendedContext averaged over the positions from `first` to `last` (a prompt's tokens, or the
// positions a batch of decoding sequences is spread over).
double meanAttendedContext(const ModelArchitecture& model, double first, double last);
// Tokens' worth of KV cache (in units of kvBytesPerToken) a sequence of `tokens` tokens keeps:
// every token on full-attention layers, on local ones its window or, where the engine sizes the
// local layers' pool as a fixed share of the full layers' (SGLang), `localPoolRatio` of the tokens.
double storedContextTokens(const ModelArchitecture& model, double tokens, double localPoolRatio = 0);

}  // namespace cp
