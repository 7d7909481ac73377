#include "inference/ModelFootprint.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

double attentionParams(const ModelArchitecture& m)
{
    const double hidden = m.hidden;
    const double headDim = m.headDim > 0 ? m.headDim : (m.heads > 0 ? double(m.hidden) / m.heads : 0.0);
    if (m.mla.kvLoraRank > 0) {
        // DeepSeek-V2/V3 multi-head latent attention: low-rank query and joint KV compression,
        // decoupled RoPE key; value head dim taken equal to the nope head dim (128 in V3).
        const double qkDim = headDim + m.mla.ropeHeadDim;
        const double query = m.mla.qLoraRank > 0
            ? hidden * m.mla.qLoraRank + double(m.mla.qLoraRank) * m.heads * qkDim
            : hidden * m.heads * qkDim;
        const double kvDown = hidden * (m.mla.kvLoraRank + m.mla.ropeHeadDim);
        const double kvUp = double(m.mla.kvLoraRank) * m.heads * (headDim + headDim);
        const double output = double(m.heads) * headDim * hidden;
        return query + kvDown + kvUp + output;
    }
    const double queryAndOutput = 2.0 * hidden * m.heads * headDim;
    const double keyAndValue = 2.0 * hidden * m.kvHeads * headDim;
    return queryAndOutput + keyAndValue;
}

double mlpParams(const ModelArchitecture& m, double ffnHidden)
{
    return (m.gatedMlp ? 3.0 : 2.0) * m.hidden * ffnHidden;
}

}  // namespace

ModelFootprint modelFootprint(const ModelArchitecture& model)
{
    ModelFootprint f;
    f.attentionParamsPerLayer = attentionParams(model);
    f.denseMlpParamsPerLayer = mlpParams(model, model.ffnHidden);
    if (model.isMoe()) {
        const double expertFfn = model.moe.expertFfnHidden > 0 ? model.moe.expertFfnHidden : model.ffnHidden;
        f.expertParams = mlpParams(model, expertFfn);
        f.sharedExpertParamsPerLayer = model.moe.sharedExperts * f.expertParams;
        f.routerParamsPerLayer = double(model.hidden) * model.moe.experts;
        f.totalExpertsPerLayer = model.moe.experts;
        f.topKExperts = std::min(model.moe.topK, model.moe.experts);
        f.denseLayers = std::clamp(model.moe.denseLayers, 0, model.layers);
        f.moeLayers = model.layers - f.denseLayers;
    } else {
        f.denseLayers = model.layers;
    }
    if (model.layers > 0) {
        const double expertFfn = model.moe.expertFfnHidden > 0 ? model.moe.expertFfnHidden : model.ffnHidden;
        const double moeWidth = (std::min(model.moe.topK, model.moe.experts) + model.moe.sharedExperts) * expertFfn;
        f.meanActiveFfnWidth = (f.denseLayers * double(model.ffnHidden) + f.moeLayers * moeWidth) / model.layers;
        f.meanRoutedCopies = f.moeLayers * double(std::min(model.moe.topK, model.moe.experts)) / model.layers;
    }
    f.embeddingParams = double(model.vocab) * model.hidden;
    f.lmHeadParams = f.embeddingParams;  // same matrix when tied, but multiplied either way

    const double moeLayerStored = model.moe.experts * f.expertParams + f.sharedExpertParamsPerLayer + f.routerParamsPerLayer;
    const double moeLayerActive = model.moe.topK * f.expertParams + f.sharedExpertParamsPerLayer + f.routerParamsPerLayer;
    const double layersStored = model.layers * f.attentionParamsPerLayer + f.denseLayers * f.denseMlpParamsPerLayer
        + f.moeLayers * moeLayerStored;
    f.totalParams = layersStored + f.embeddingParams + (model.tiedEmbeddings ? 0.0 : f.lmHeadParams);
    f.activeParamsPerToken = model.layers * f.attentionParamsPerLayer + f.denseLayers * f.denseMlpParamsPerLayer
        + f.moeLayers * moeLayerActive + f.lmHeadParams;
    return f;
}

double ModelFootprint::paramsReadPerStep(double tokens) const
{
    const double dense = (denseLayers + moeLayers) * attentionParamsPerLayer + denseLayers * denseMlpParamsPerLayer
        + moeLayers * (sharedExpertParamsPerLayer + routerParamsPerLayer) + lmHeadParams;
    return dense + expertParamsReadPerStep(tokens);
}

double ModelFootprint::expertParamsReadPerStep(double tokens) const
{
    if (moeLayers == 0 || expertParams <= 0)
        return 0.0;
    return moeLayers * expertsTouchedPerLayer(tokens) * expertParams;
}

double ModelFootprint::expertsTouchedPerLayer(double tokens) const
{
    if (totalExpertsPerLayer <= 0)
        return 0.0;
    // Uniform routing: each of E experts is missed by one token with probability 1 - k/E, so a
    // step of T tokens touches E·(1 - (1 - k/E)^T) distinct experts per MoE layer.
    const double experts = totalExpertsPerLayer;
    const double missed = std::pow(1.0 - double(topKExperts) / experts, std::max(tokens, 1.0));
    return experts * (1.0 - missed);
}

double profiledActivationBytes(const ModelArchitecture& model, double tokens, int tp, double moeChunkTokens)
{
    constexpr double k16BitBytes = 2.0;
    const double ranks = std::max(tp, 1);
    const double hidden = model.hidden;
    const double moeTokens = std::min(tokens, std::max(moeChunkTokens, 0.0));
    double perToken = 4.0 * hidden + 3.0 * model.ffnHidden / ranks;
    double perMoeToken = 0;
    if (model.isMoe()) {
        const double expertFfn = model.moe.expertFfnHidden > 0 ? model.moe.expertFfnHidden : model.ffnHidden;
        perMoeToken = model.moe.topK * (3.0 * expertFfn / ranks + hidden);
        // A model without dense layers has no dense-MLP buffers beyond its shared experts'.
        if (model.moe.denseLayers == 0)
            perToken = 4.0 * hidden + 3.0 * model.moe.sharedExperts * expertFfn / ranks;
    }
    return k16BitBytes * (tokens * perToken + moeTokens * perMoeToken);
}

double kvBytesPerToken(const ModelArchitecture& model, double bytesPerElement)
{
    if (model.mla.kvLoraRank > 0)
        return double(model.layers) * (model.mla.kvLoraRank + model.mla.ropeHeadDim) * bytesPerElement;
    const double headDim = model.headDim > 0 ? model.headDim : double(model.hidden) / std::max(model.heads, 1);
    return 2.0 * model.layers * model.kvHeads * headDim * bytesPerElement;
}

double attentionFlopsPerToken(const ModelArchitecture& model, double context, bool decode)
{
    const double headDim = model.headDim > 0 ? model.headDim : double(model.hidden) / std::max(model.heads, 1);
    double scoreDim = headDim;
    double valueDim = headDim;
    if (model.mla.kvLoraRank > 0) {
        scoreDim = (decode ? model.mla.kvLoraRank : headDim) + model.mla.ropeHeadDim;
        valueDim = decode ? model.mla.kvLoraRank : headDim;
    }
    return 2.0 * model.layers * model.heads * (scoreDim + valueDim) * context;
}

double prefillAttentionFlops(const ModelArchitecture& model, double tokens)
{
    // Σ_{i=1..s} i ≈ s²/2 context positions over the prompt (causal mask); windows cap each term.
    return attentionFlopsPerToken(model, meanAttendedContext(model, 0.0, tokens)) * tokens;
}

namespace {

double localShare(const ModelArchitecture& model)
{
    if (!model.localAttention.any() || model.layers <= 0)
        return 0.0;
    return std::min(double(model.localAttention.layers), double(model.layers)) / model.layers;
}

// A local layer's context at `position`, and its integral from 0 to `position`.
double windowContext(const LocalAttentionSpec& local, double position)
{
    const double w = local.windowTokens;
    return local.chunked ? position - w * std::floor(position / w) : std::min(position, w);
}

double windowContextIntegral(const LocalAttentionSpec& local, double position)
{
    const double w = local.windowTokens;
    if (local.chunked) {
        const double whole = std::floor(position / w);
        const double rest = position - w * whole;
        return whole * w * w / 2.0 + rest * rest / 2.0;
    }
    return position <= w ? position * position / 2.0 : w * w / 2.0 + w * (position - w);
}

}  // namespace

double attendedContext(const ModelArchitecture& model, double position)
{
    position = std::max(position, 0.0);
    const double local = localShare(model);
    if (local <= 0)
        return position;
    return (1.0 - local) * position + local * windowContext(model.localAttention, position);
}

double meanAttendedContext(const ModelArchitecture& model, double first, double last)
{
    first = std::max(first, 0.0);
    last = std::max(last, first);
    const double local = localShare(model);
    if (local <= 0)
        return 0.5 * (first + last);
    if (last - first < 1e-9)
        return attendedContext(model, first);
    const double windowed = (windowContextIntegral(model.localAttention, last)
                             - windowContextIntegral(model.localAttention, first)) / (last - first);
    return (1.0 - local) * 0.5 * (first + last) + local * windowed;
}

double storedContextTokens(const ModelArchitecture& model, double tokens, double localPoolRatio)
{
    tokens = std::max(tokens, 0.0);
    const double local = localShare(model);
    const double window = std::min(tokens, double(model.localAttention.windowTokens));
    return (1.0 - local) * tokens + local * std::max(window, std::clamp(localPoolRatio, 0.0, 1.0) * tokens);
}

}  // namespace cp
