#include "training/ModelShape.h"

#include <algorithm>

namespace cp {

ModelShape ModelShape::from(const ModelArchitecture& model)
{
    ModelShape s;
    s.layers = model.layers;
    s.hidden = model.hidden;
    s.heads = model.heads;
    s.kvHeads = model.kvHeads > 0 ? model.kvHeads : model.heads;
    s.seqLen = model.seqLen;
    s.vocab = model.vocab;
    const double h = s.hidden;
    const double headDim = model.headDim > 0 ? model.headDim : (model.heads > 0 ? h / model.heads : 0);

    if (model.mla.kvLoraRank > 0) {
        // DeepSeek-V2/V3 MLA: q = W_uq (W_dq x), [k_nope, v] = W_ukv (W_dkv x), k_rope = W_kr x.
        const double rope = model.mla.ropeHeadDim;
        const double qLora = model.mla.qLoraRank;
        const double kvLora = model.mla.kvLoraRank;
        s.qkHeadDim = headDim + rope;
        s.vHeadDim = headDim;
        const double qParamsReplicated = qLora > 0 ? h * qLora : 0;
        const double qParamsSharded = qLora > 0 ? qLora * s.heads * s.qkHeadDim : h * s.heads * s.qkHeadDim;
        s.attentionParamsReplicated = qParamsReplicated + h * (kvLora + rope);
        s.attentionParamsSharded = qParamsSharded + kvLora * s.heads * (headDim + s.vHeadDim) + s.heads * s.vHeadDim * h;
        s.qkvOutputWidth = s.heads * s.qkHeadDim;
    } else {
        s.qkHeadDim = headDim;
        s.vHeadDim = headDim;
        s.qkvOutputWidth = (s.heads + 2 * s.kvHeads) * headDim;
        s.attentionParamsSharded = h * s.qkvOutputWidth + s.heads * headDim * h;
        s.attentionParamsReplicated = 0;
    }
    s.attentionOutputInputWidth = s.heads * s.vHeadDim;
    s.attentionProjectionFlopsSharded = 2 * s.attentionParamsSharded;
    s.attentionProjectionFlopsReplicated = 2 * s.attentionParamsReplicated;

    s.ffnHidden = model.ffnHidden;
    s.mlpMatrices = model.gatedMlp ? 3 : 2;
    s.dropout = model.dropout;
    s.denseMlpParams = s.mlpMatrices * h * s.ffnHidden;
    if (model.isMoe()) {
        s.experts = model.moe.experts;
        s.topK = std::max(model.moe.topK, 1);
        s.sharedExperts = model.moe.sharedExperts;
        s.capacityFactor = model.moe.capacityFactor;
        s.forceBalancedRouting = model.moe.forceBalancedRouting;
        s.expertFfnHidden = model.moe.expertFfnHidden > 0 ? model.moe.expertFfnHidden : model.ffnHidden;
        s.expertParams = s.mlpMatrices * h * s.expertFfnHidden;
        s.routerParams = h * s.experts;
        s.denseLayers = std::clamp(model.moe.denseLayers, 0, model.layers);
        s.moeLayers = model.layers - s.denseLayers;
    } else {
        s.denseLayers = model.layers;
        s.moeLayers = 0;
    }
    s.normParamsPerLayer = 4 * h;   // two norms with weight and bias (an upper bound for RMSNorm)
    s.embeddingParams = s.vocab * h;
    s.outputParams = model.tiedEmbeddings ? 0 : s.vocab * h;

    const double attention = s.attentionParamsSharded + s.attentionParamsReplicated;
    const double moeLayerParams = s.experts * s.expertParams + s.sharedExperts * s.expertParams + s.routerParams;
    s.totalParams = s.layers * (attention + s.normParamsPerLayer) + s.denseLayers * s.denseMlpParams +
                    s.moeLayers * moeLayerParams + s.embeddingParams + s.outputParams + h;

    const double moeActive = (s.topK + s.sharedExperts) * s.expertParams + s.routerParams;
    const double layerMatmulParams = s.layers * attention + s.denseLayers * s.denseMlpParams + s.moeLayers * moeActive;
    s.activeParamsPerToken = layerMatmulParams + s.vocab * h;
    s.attentionCoreForwardFlopsPerToken = s.layers * 2 * s.heads * (s.qkHeadDim + s.vHeadDim) * s.seqLen;
    s.layerForwardFlopsPerToken = 2 * layerMatmulParams + s.attentionCoreForwardFlopsPerToken;
    s.modelFlopsPerToken = 6 * s.activeParamsPerToken + 3 * s.attentionCoreForwardFlopsPerToken;
    return s;
}

}  // namespace cp
