#pragma once

// Per-model constants the training model needs, derived once from a ModelArchitecture:
// parameter counts per layer kind and the matrix widths of every GEMM (GQA, SwiGLU, MoE, MLA).

#include "design/Workload.h"

namespace cp {

struct ModelShape {
    int layers = 0;
    int denseLayers = 0;          // layers with a dense MLP
    int moeLayers = 0;            // layers with a routed-expert MLP
    double hidden = 0;
    double heads = 0;
    double kvHeads = 0;
    double seqLen = 0;
    double vocab = 0;

    // Attention widths (elements): query/key head width, value head width.
    double qkHeadDim = 0;
    double vHeadDim = 0;
    // Attention projection parameters per layer, split in the TP-sharded part and the part
    // every TP rank replicates (MLA's down-projections).
    double attentionParamsSharded = 0;
    double attentionParamsReplicated = 0;
    // Per-token forward FLOPs of the attention projections (sharded by TP, and replicated).
    double attentionProjectionFlopsSharded = 0;
    double attentionProjectionFlopsReplicated = 0;
    double qkvOutputWidth = 0;    // columns of the (first) QKV GEMM before TP sharding
    double attentionOutputInputWidth = 0;  // rows of the output projection (heads * vHeadDim)

    double ffnHidden = 0;
    double mlpMatrices = 2;       // 3 for gated (SwiGLU)
    bool dropout = true;          // hidden and attention dropout masks are kept for backward
    double denseMlpParams = 0;    // per dense layer
    double expertFfnHidden = 0;
    double experts = 0;
    double topK = 0;
    double sharedExperts = 0;
    double capacityFactor = 0;    // 0 = dropless
    bool forceBalancedRouting = false;
    double expertParams = 0;      // one expert
    double routerParams = 0;      // per MoE layer

    double normParamsPerLayer = 0;
    double embeddingParams = 0;   // input embedding
    double outputParams = 0;      // output projection (0 when tied)

    double totalParams = 0;
    double activeParamsPerToken = 0;   // matmul parameters one token passes through (MoE: top-k)

    // Model FLOPs per token of a training step (forward + backward), Megatron convention:
    // 6 x (matmul parameters a token uses, logits included) + 12 x L x heads x head_dim x seq
    // (attention scores and values over the full sequence, as Korthikanti et al. 2022 / Narayanan
    // et al. 2021 count it).
    double modelFlopsPerToken = 0;
    // Forward FLOPs per token of the attention core only (QK^T and AV, full sequence).
    double attentionCoreForwardFlopsPerToken = 0;
    // Forward FLOPs per token of all transformer layers (no logits), for full recompute.
    double layerForwardFlopsPerToken = 0;

    static ModelShape from(const ModelArchitecture& model);
    bool operator==(const ModelShape&) const = default;
};

}  // namespace cp
