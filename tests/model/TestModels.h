#pragma once

// Model architectures shared by the training and inference tests and benchmarks. Published models
// come from the application's own presets (design/ModelPresets, each citing its source), so a test
// and the product use the same figures.

#include "design/ModelPresets.h"

#include <stdexcept>
#include <string>
#include <string_view>

namespace cp::test {

inline ModelArchitecture presetModel(std::string_view id)
{
    const ModelPreset* preset = findModelPreset(id);
    if (!preset)
        throw std::runtime_error("no model preset '" + std::string(id) + "' in design/ModelPresets");
    return preset->architecture;
}

// GPT-3 175B as Megatron-LM trains it (Narayanan et al. 2021, the runs the training tests check):
// vocabulary padded to 51200 and untied output layer, unlike the published-model preset
// (50257 tokens, tied embeddings).
inline ModelArchitecture gpt3Megatron()
{
    ModelArchitecture m;
    m.name = "GPT-3 175B";
    m.layers = 96;
    m.hidden = 12288;
    m.heads = 96;
    m.kvHeads = 96;
    m.headDim = 128;
    m.ffnHidden = 49152;
    m.vocab = 51200;
    m.seqLen = 2048;
    return m;
}

}  // namespace cp::test
