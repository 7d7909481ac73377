#include "results/ModelText.h"

#include "figures/EvaluationFigures.h"
#include "results/AssumptionLabels.h"
#include "results/FieldLabels.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace cp::ui {
namespace {

struct Sentence {
    const char* pattern;        // anchored regular expression over model/'s English
    const char* translation;    // English with %1..%n for the captures, translated by lupdate
};

// Context "ModelText"; the captures keep their order.
const Sentence kSentences[] = {
    // Bill-of-materials and capex lines (model/network/FabricPlanner, model/cost/CapexModel).
    {R"((\S+) DAC cable \(in-rack\))", QT_TRANSLATE_NOOP("ModelText", "%1 DAC cable (in the rack)")},
    {R"((\S+) active optical cable)", QT_TRANSLATE_NOOP("ModelText", "%1 active optical cable")},
    {R"((\S+) transceiver)", QT_TRANSLATE_NOOP("ModelText", "%1 transceiver")},
    {R"((\S+) fiber cable \(beyond the rack\))", QT_TRANSLATE_NOOP("ModelText", "%1 fiber cable (beyond the rack)")},
    {R"((\S+) switch)", QT_TRANSLATE_NOOP("ModelText", "%1 switch")},
    {R"(compute NIC port)", QT_TRANSLATE_NOOP("ModelText", "compute NIC port")},
    {R"(NIC port)", QT_TRANSLATE_NOOP("ModelText", "NIC port")},
    {R"(compute NIC)", QT_TRANSLATE_NOOP("ModelText", "compute NIC")},
    {R"((\S+) rack system \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "%1 rack system (%2)")},
    {R"(storage \(share of compute and network capex\))", QT_TRANSLATE_NOOP("ModelText", "storage (share of compute and network capex)")},
    {R"((cable|transceiver|switch|nic|optic) (\S+) \((.+): (.+)\))", QT_TRANSLATE_NOOP("ModelText", "%1 %2 (%3: %4)")},
    {R"((\S+) scale-up switch trays \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "%1 scale-up switch trays (%2)")},
    {R"(rack enclosure, power shelves and bus bar \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "rack enclosure, power shelves and bus bar (%1)")},
    {R"(in-rack liquid cooling: cold plates and manifolds \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "in-rack liquid cooling: cold plates and manifolds (%1)")},
    {R"(rack enclosure \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "rack enclosure (%1)")},
    {R"(rack PDUs \((.+)\))", QT_TRANSLATE_NOOP("ModelText", "rack PDUs (%1)")},
    {R"(rear-door heat exchanger \((.+), (\d+) kW per rack\))", QT_TRANSLATE_NOOP("ModelText", "rear-door heat exchanger (%1, %2 kW per rack)")},
    {R"(coolant distribution units \((\d+) kW of liquid-cooled racks\))", QT_TRANSLATE_NOOP("ModelText", "coolant distribution units (%1 kW of liquid-cooled racks)")},
    {R"(racks, PDUs and in-rack cooling)", QT_TRANSLATE_NOOP("ModelText", "racks, PDUs and in-rack cooling")},
    {R"(installation and integration \(share of hardware\))", QT_TRANSLATE_NOOP("ModelText", "installation and integration (share of hardware)")},
    {R"(data-center build \(MW of critical IT power\))", QT_TRANSLATE_NOOP("ModelText", "data-center build (MW of critical IT power)")},
    // A cloud offer: provider, instance and term.
    {R"((.+) \((on-demand|1yr|3yr|capacity-block|reserved|spot)\))", QT_TRANSLATE_NOOP("ModelText", "%1 (%2)")},
    {R"(could not be estimated: (.+))", QT_TRANSLATE_NOOP("ModelText", "could not be estimated: %1")},
    {R"(not estimated: (.+))", QT_TRANSLATE_NOOP("ModelText", "not estimated: %1")},
    {R"(collective bandwidth not estimated: (.+))", QT_TRANSLATE_NOOP("ModelText", "collective bandwidth not estimated: %1")},
    {R"(no compute fabric bandwidth: communication across scale-up domains assumed at (.+) per GPU)",
     QT_TRANSLATE_NOOP("ModelText", "no compute fabric bandwidth: communication across scale-up domains assumed at %1 per GPU")},
    {R"(network model unavailable \((.+)\): per-tier bandwidth model used)",
     QT_TRANSLATE_NOOP("ModelText", "network model unavailable (%1): per-tier bandwidth model used")},
    {R"(no global batch given: (\d+) sequences \(~4M tokens\) assumed)",
     QT_TRANSLATE_NOOP("ModelText", "no global batch given: %1 sequences (~4M tokens) assumed")},
    {R"(plan cannot run: (.+))", QT_TRANSLATE_NOOP("ModelText", "plan cannot run: %1")},
    {R"(the plan does not fit in GPU memory)", QT_TRANSLATE_NOOP("ModelText", "the plan does not fit in GPU memory")},
    {R"(no plan runs on all (\d+) GPUs; the best plan uses (\d+))",
     QT_TRANSLATE_NOOP("ModelText", "no plan runs on all %1 GPUs; the best plan uses %2")},
    {R"(no plan fits in GPU memory \((\d+) plans tried\))", QT_TRANSLATE_NOOP("ModelText", "no plan fits in GPU memory (%1 plans tried)")},
    {R"(tp x pp x dp x cp does not equal the GPU count)", QT_TRANSLATE_NOOP("ModelText", "tp x pp x dp x cp does not equal the GPU count")},
    {R"(tp does not divide the attention heads / kv heads)", QT_TRANSLATE_NOOP("ModelText", "tp does not divide the attention heads / kv heads")},
    {R"(tp does not divide the FFN width)", QT_TRANSLATE_NOOP("ModelText", "tp does not divide the FFN width")},
    {R"(pp exceeds the layer count)", QT_TRANSLATE_NOOP("ModelText", "pp exceeds the layer count")},
    {R"(global batch is not a multiple of micro-batch x dp)", QT_TRANSLATE_NOOP("ModelText", "global batch is not a multiple of micro-batch x dp")},
    {R"(2 x cp does not divide the sequence length)", QT_TRANSLATE_NOOP("ModelText", "2 x cp does not divide the sequence length")},
    {R"(ep must divide the experts and dp x cp \(and be 1 for dense models\))",
     QT_TRANSLATE_NOOP("ModelText", "ep must divide the experts and dp x cp (and be 1 for dense models)")},
    {R"(interleaving needs pp > 1, micro-batches a multiple of pp and layers per stage a multiple of the interleave)",
     QT_TRANSLATE_NOOP("ModelText", "interleaving needs pp > 1, micro-batches a multiple of pp and layers per stage a multiple of the interleave")},
    {R"(zero stage must be 0\.\.3)", QT_TRANSLATE_NOOP("ModelText", "zero stage must be 0..3")},
    {R"(the GPU has no FP8 tensor cores)", QT_TRANSLATE_NOOP("ModelText", "the GPU has no FP8 tensor cores")},
    {R"((.+): (\d+) tier\(s\) of (\d+)-port switches cannot connect (\d+) endpoints; planned with (\d+) tiers)",
     QT_TRANSLATE_NOOP("ModelText", "%1: %2 tier(s) of %3-port switches cannot connect %4 endpoints; planned with %5 tiers")},
    {R"(The model does not fit on (.+) even across pipeline stages\.)",
     QT_TRANSLATE_NOOP("ModelText", "The model does not fit on %1 even across pipeline stages.")},
    {R"(no aggregated configuration meets the targets)", QT_TRANSLATE_NOOP("ModelText", "no aggregated configuration meets the targets")},
    {R"(no disaggregated configuration meets the targets)", QT_TRANSLATE_NOOP("ModelText", "no disaggregated configuration meets the targets")},
    {R"(no  ?configuration meets the targets)", QT_TRANSLATE_NOOP("ModelText", "no configuration meets the targets")},
    {R"(needs (\d+) GPUs, more than the budget of (\d+))", QT_TRANSLATE_NOOP("ModelText", "needs %1 GPUs, more than the budget of %2")},
    {R"(the chosen fleet runs a pool at (\d+)% of its capacity; near capacity the predicted latencies are optimistic \(MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token\))",
     QT_TRANSLATE_NOOP("ModelText", "the chosen fleet runs a pool at %1% of its capacity; near capacity the predicted latencies are optimistic (MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token)")},
    {R"((.+): (\d+) kW per rack exceeds the air-cooling limit of (\d+) kW \((.+)\))",
     QT_TRANSLATE_NOOP("ModelText", "%1: %2 kW per rack exceeds the air-cooling limit of %3 kW (%4)")},
    {R"((.+): (\d+) kW per rack exceeds the liquid-cooling limit of (\d+) kW \((.+)\))",
     QT_TRANSLATE_NOOP("ModelText", "%1: %2 kW per rack exceeds the liquid-cooling limit of %3 kW (%4)")},
    {R"(network and storage power not included: no published item power and no 'cluster_overhead_power_fraction' facility profile)",
     QT_TRANSLATE_NOOP("ModelText", "network and storage power not included: no published item power and no 'cluster_overhead_power_fraction' facility profile")},
    {R"((\d+) figure\(s\) missing from the cost or power estimate \(listed in cost\.gaps\); the first: (.+))",
     QT_TRANSLATE_NOOP("ModelText", "%1 figure(s) missing from the cost or power estimate (listed under Cost and TCO); the first: %2")},
    {R"(GPU '(.+)' has no FP8 support: peak_fp8_pflops leaves its GPUs out)",
     QT_TRANSLATE_NOOP("ModelText", "GPU '%1' has no FP8 support: the FP8 peak leaves its GPUs out")},
    {R"(training takes (\d+\.\d) years: (\d+\.\d\d) trillion tokens at (\d+) tokens/s on (\d+) GPUs; published frontier runs take weeks to a few months, so lower the token budget or add GPUs)",
     QT_TRANSLATE_NOOP("ModelText", "training takes %1 years: %2 trillion tokens at %3 tokens/s on %4 GPUs; published frontier runs take weeks to a few months, so lower the token budget or add GPUs")},
    {R"((TP\d+ x PP\d+ x DP\d+(?: x CP\d+)?(?:, EP\d+)?(?:, ZeRO-\d)?), (bf16|fp16|fp8|fp4), micro-batch (\d+))",
     QT_TRANSLATE_NOOP("ModelText", "%1, %2, micro-batch %3")},
    {R"(fabric '(.+)')", QT_TRANSLATE_NOOP("ModelText", "fabric '%1'")},
    {R"(storage '(.+)' has no price in the catalog: storage capex is the published share of compute and network \(estimate\))",
     QT_TRANSLATE_NOOP("ModelText", "storage '%1' has no price in the catalog: storage capex is the published share of compute and network (estimate)")},
    {R"(the inference services need (\d+) GPUs; the design has (\d+))",
     QT_TRANSLATE_NOOP("ModelText", "the inference services need %1 GPUs; the design has %2")},
    // Bases and conventions of text figures (model/training, model/inference, model/power).
    {R"(network model on fabric '(.+)')", QT_TRANSLATE_NOOP("ModelText", "network model on fabric '%1'")},
    {R"(network model: point-to-point on fabric '(.+)')", QT_TRANSLATE_NOOP("ModelText", "network model: point-to-point on fabric '%1'")},
    // The job's pointer ("/training/0") is the design file's, not the reader's: the name says which.
    {R"(power profile of /training/\d+ \('(.+)'\): its step phases, checkpoint stalls and restarts, on every server all year)",
     QT_TRANSLATE_NOOP("ModelText", "power profile of '%1': its step phases, checkpoint stalls and restarts, on every server all year")},
    {R"(model FLOPs = 6 x active matmul parameters per token \(logits included\) \+ 12 x layers x heads x head_dim x sequence \(attention over the full sequence\), as Megatron-LM / Korthikanti et al\. 2022; MFU = model FLOP/s / \(GPUs x dense peak of the plan's precision\); HFU adds recomputed FLOPs)",
     QT_TRANSLATE_NOOP("ModelText", "model FLOPs = 6 × active matmul parameters per token (logits included) + 12 × layers × heads × head dimension × sequence (attention over the full sequence), as Megatron-LM / Korthikanti et al. 2022; MFU = model FLOP/s / (GPUs × dense peak of the plan's precision); HFU adds recomputed FLOPs")},
    {R"(TPOT = \(end-to-end latency - TTFT\) / \(output tokens - 1\), mean over a request)",
     QT_TRANSLATE_NOOP("ModelText", "TPOT = (end-to-end latency − TTFT) / (output tokens − 1), mean over a request")},
    // Why an inference fleet is what it is (model/inference/ServiceSizing explain()), one
    // sentence at a time (modelText splits a text no pattern knows whole into its sentences).
    {R"(No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT target, or the model does not fit\.)",
     QT_TRANSLATE_NOOP("ModelText", "No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT target, or the model does not fit.")},
    {R"(Only disaggregated serving meets the targets: with (\d+)-token prompts, prefill takes (-?\d+)% of an instance's work, and interleaving it with decoding pushes TPOT above (.+) at any batch\.)",
     QT_TRANSLATE_NOOP("ModelText", "Only disaggregated serving meets the targets: with %1-token prompts, prefill takes %2% of an instance's work, and interleaving it with decoding pushes TPOT above %3 at any batch.")},
    {R"(Separate pools keep decode steps free of prefill\.)", QT_TRANSLATE_NOOP("ModelText", "Separate pools keep decode steps free of prefill.")},
    {R"(Only aggregated serving meets the targets: moving each (\d+)-token KV cache between pools costs more of the TTFT budget than it saves\.)",
     QT_TRANSLATE_NOOP("ModelText", "Only aggregated serving meets the targets: moving each %1-token KV cache between pools costs more of the TTFT budget than it saves.")},
    {R"((TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+) prefill : (TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+) decode)",
     QT_TRANSLATE_NOOP("ModelText", "%1 ×%2 prefill : %3 ×%4 decode")},
    {R"((TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+) prefill on (\S+) : (TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+) decode on (\S+))",
     QT_TRANSLATE_NOOP("ModelText", "%1 ×%2 prefill on %3 : %4 ×%5 decode on %6")},
    {R"(Disaggregation across GPU types wins: (.+) costs \$(\d+)/h against \$(\d+)/h aggregated on (\S+) \((\d+) GPUs\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).")},
    {R"(Disaggregation across GPU types wins: (.+) costs \$(\d+)/h against \$(\d+)/h aggregated on (\S+) \((\d+) GPUs\), and \$(\d+)/h with both pools on (\S+)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.")},
    {R"(Aggregated serving is cheaper: (.+) costs \$(\d+)/h against \$(\d+)/h aggregated on (\S+) \((\d+) GPUs\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).")},
    {R"(Aggregated serving is cheaper: (.+) costs \$(\d+)/h against \$(\d+)/h aggregated on (\S+) \((\d+) GPUs\), and \$(\d+)/h with both pools on (\S+)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.")},
    {R"(A pool on another GPU type pays when that GPU's price per unit of the pool's bottleneck \(HBM bandwidth and capacity for decode, FLOP/s for prefill\) is lower; otherwise the service's own GPU stays cheaper\.)",
     QT_TRANSLATE_NOOP("ModelText", "A pool on another GPU type pays when that GPU's price per unit of the pool's bottleneck (HBM bandwidth and capacity for decode, FLOP/s for prefill) is lower; otherwise the service's own GPU stays cheaper.")},
    {R"(Disaggregation wins: (\d+) GPUs \((.+), (\d+):(\d+)\) against (\d+) aggregated \((-?\d+)% fewer\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Disaggregation wins: %1 GPUs (%2, %3:%4) against %5 aggregated (%6% fewer).")},
    {R"(Prompts of (\d+) tokens make prefill (-?\d+)% of the work, and each prefill that runs on an aggregated instance stalls its decoding; to hold TPOT at (.+) its decode batch must stay at (\d+) sequences\.)",
     QT_TRANSLATE_NOOP("ModelText", "Prompts of %1 tokens make prefill %2% of the work, and each prefill that runs on an aggregated instance stalls its decoding; to hold TPOT at %3 its decode batch must stay at %4 sequences.")},
    {R"(A dedicated decode pool batches (\d+) sequences per instance at the same TPOT, and the prefill pool is sized for TTFT alone\.)",
     QT_TRANSLATE_NOOP("ModelText", "A dedicated decode pool batches %1 sequences per instance at the same TPOT, and the prefill pool is sized for TTFT alone.")},
    {R"(It pays off with long prompts and tight TPOT targets\.)", QT_TRANSLATE_NOOP("ModelText", "It pays off with long prompts and tight TPOT targets.")},
    // Fleet summaries (model/inference/InferenceJson servingPlanSummary): shapes such as "TP4",
    // "TP8 EP8", "TP4xPP2".
    {R"((TP\d+(?:[x×]PP\d+)?(?: EP\d+)?) x(\d+) aggregated \((\d+) GPUs\))", QT_TRANSLATE_NOOP("ModelText", "%1 x%2 aggregated (%3 GPUs)")},
    {R"((TP\d+(?:[x×]PP\d+)?(?: EP\d+)?) x(\d+) prefill : (TP\d+(?:[x×]PP\d+)?(?: EP\d+)?) x(\d+) decode \((\d+):(\d+) GPUs\))",
     QT_TRANSLATE_NOOP("ModelText", "%1 x%2 prefill : %3 x%4 decode (%5:%6 GPUs)")},
    {R"((TP\d+(?:[x×]PP\d+)?(?: EP\d+)?) x(\d+) prefill on (\S+) : (TP\d+(?:[x×]PP\d+)?(?: EP\d+)?) x(\d+) decode on (\S+) \((\d+):(\d+) GPUs\))",
     QT_TRANSLATE_NOOP("ModelText", "%1 x%2 prefill on %3 : %4 x%5 decode on %6 (%7:%8 GPUs)")},
    {R"(Aggregated serving is as cheap or cheaper: (\d+) GPUs \((TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+)\) against (\d+) disaggregated \((.+)\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3) against %4 disaggregated (%5).")},
    {R"(Aggregated serving is as cheap or cheaper: (\d+) GPUs \((TP\d+(?:×PP\d+)?(?: EP\d+)?) ×(\d+) on (\S+)\) against (\d+) disaggregated \((.+)\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3 on %4) against %5 disaggregated (%6).")},
    {R"(Prefill is (-?\d+)% of the work with (\d+)-token prompts, but a TPOT target of (.+) leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache \((\d+\.\d+) ms exposed per request\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Prefill is %1% of the work with %2-token prompts, but a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).")},
    {R"(Prefill is (-?\d+)% of the work with (\d+)-token prompts, and a TPOT target of (.+) leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache \((\d+\.\d+) ms exposed per request\)\.)",
     QT_TRANSLATE_NOOP("ModelText", "Prefill is %1% of the work with %2-token prompts, and a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).")},
    {R"(Disaggregation pays off with long prompts and tight TPOT targets, not with short prompts or loose targets\.)",
     QT_TRANSLATE_NOOP("ModelText", "Disaggregation pays off with long prompts and tight TPOT targets, not with short prompts or loose targets.")},
    {R"(The service asks for disaggregated serving, which is what is planned: (\d+) GPUs instead of (\d+)\.)",
     QT_TRANSLATE_NOOP("ModelText", "The service asks for disaggregated serving, which is what is planned: %1 GPUs instead of %2.")},
    {R"(The service asks for aggregated serving, which is what is planned: (\d+) GPUs instead of (\d+)\.)",
     QT_TRANSLATE_NOOP("ModelText", "The service asks for aggregated serving, which is what is planned: %1 GPUs instead of %2.")},
    // A TPOT target in an explanation: "50 ms", or "none" without one.
    {R"(none)", QT_TRANSLATE_NOOP("ModelText", "none")},
    // How workloads are charged (model/cost/WorkloadCosts, model/inference/DesignInference).
    {R"(design TCO per useful GPU-hour \(cost_per_gpu_hour_usd\); a fleet or run pays for the GPU-hours it occupies)",
     QT_TRANSLATE_NOOP("ModelText", "design TCO per useful GPU-hour; a fleet or run pays for the GPU-hours it occupies")},
    {R"(design TCO per useful GPU-hour \$(\d+\.\d\d) \(cost model\), (\d+) W IT per GPU)",
     QT_TRANSLATE_NOOP("ModelText", "design TCO per useful GPU-hour $%1 (cost model), %2 W IT per GPU")},
    // What a failure takes out (model/reliability/FailureDomains blastRadii).
    {R"(a failed GPU takes its host out of the job)", QT_TRANSLATE_NOOP("ModelText", "a failed GPU takes its host out of the job")},
    {R"(one host)", QT_TRANSLATE_NOOP("ModelText", "one host")},
    {R"(a failed NVLink switch tray or backplane stops its (\d+)-GPU scale-up domain)", QT_TRANSLATE_NOOP("ModelText", "a failed NVLink switch tray or backplane stops its %1-GPU scale-up domain")},
    {R"(the scale-up domain is the host's (\d+) GPUs)", QT_TRANSLATE_NOOP("ModelText", "the scale-up domain is the host's %1 GPUs")},
    {R"((\d+) hosts lose one of their (\d+) rails: collectives on that rail stop)", QT_TRANSLATE_NOOP("ModelText", "%1 hosts lose one of their %2 rails: collectives on that rail stop")},
    {R"((\d+) hosts lose their leaf)", QT_TRANSLATE_NOOP("ModelText", "%1 hosts lose their leaf")},
    {R"(ECMP routes around it: the (\d+) hosts under it lose 1/(\d+) of their uplink bandwidth; flows in flight may time out)", QT_TRANSLATE_NOOP("ModelText", "ECMP routes around it: the %1 hosts under it lose 1/%2 of their uplink bandwidth; flows in flight may time out")},
    {R"(inter-pod traffic loses 1/(\d+) of its bandwidth)", QT_TRANSLATE_NOOP("ModelText", "inter-pod traffic loses 1/%1 of its bandwidth")},
    {R"(redundant supplies on other PDUs keep the rack's (\d+) hosts up without power redundancy)", QT_TRANSLATE_NOOP("ModelText", "redundant supplies on other PDUs keep the rack's %1 hosts up without power redundancy")},
    {R"(the hosts fed by one of the rack's (\d+) PDUs)", QT_TRANSLATE_NOOP("ModelText", "the hosts fed by one of the rack's %1 PDUs")},
    {R"((\d+) racks of (\d+) kW on one (\d+) kW coolant distribution unit)", QT_TRANSLATE_NOOP("ModelText", "%1 racks of %2 kW on one %3 kW coolant distribution unit")},
    {R"(a rack \(its power shelf, top-of-rack cabling or enclosure\))", QT_TRANSLATE_NOOP("ModelText", "a rack (its power shelf, top-of-rack cabling or enclosure)")},
    {R"(every host of one scalable unit \(its fabric or power feed\))", QT_TRANSLATE_NOOP("ModelText", "every host of one scalable unit (its fabric or power feed)")},
    // The failure-rate sets by the fleets they were measured on (model/reliability/FailureRateSets).
    {R"(Llama 3 405B pre-training, 16,384 H100 \(Meta, 2024\))", QT_TRANSLATE_NOOP("ModelText", "Llama 3 405B pre-training, 16,384 H100 (Meta, 2024)")},
    {R"(Meta RSC-1 research cluster, 16k A100 \(Kokolis et al\., 2025\))", QT_TRANSLATE_NOOP("ModelText", "Meta RSC-1 research cluster, 16k A100 (Kokolis et al., 2025)")},
    {R"(Meta RSC-2 research cluster, 8k A100 \(Kokolis et al\., 2025\))", QT_TRANSLATE_NOOP("ModelText", "Meta RSC-2 research cluster, 8k A100 (Kokolis et al., 2025)")},
    {R"(OPT-175B run, ~1,000 A100 in a cloud \(Meta, 2022\))", QT_TRANSLATE_NOOP("ModelText", "OPT-175B run, ~1,000 A100 in a cloud (Meta, 2022)")},
    {R"(BLOOM-176B run, 384 A100 \(BigScience, 2022\))", QT_TRANSLATE_NOOP("ModelText", "BLOOM-176B run, 384 A100 (BigScience, 2022)")},
    {R"(Crusoe H200 cluster, GTC 2025 \(secondary, low confidence\))", QT_TRANSLATE_NOOP("ModelText", "Crusoe H200 cluster, GTC 2025 (secondary, low confidence)")},
    {R"(Databricks planning assumption, hard GPU failures \(2026\))", QT_TRANSLATE_NOOP("ModelText", "Databricks planning assumption, hard GPU failures (2026)")},
};

// Words model/ writes as values of text figures (enumerations), by figure key ("" = any).
struct ValueWord {
    const char* field;
    const char* value;
    const char* label;
};

const ValueWord kValueWords[] = {
    {"training.job.plan_source", "auto", QT_TRANSLATE_NOOP("ModelText", "plan search")},
    {"training.job.plan_source", "given", QT_TRANSLATE_NOOP("ModelText", "design file")},
    {"inference.service.mode_requested", "auto", QT_TRANSLATE_NOOP("ModelText", "the cheaper of the two")},
    {"training.parallelism.recompute", "none", QT_TRANSLATE_NOOP("ModelText", "none")},
    {"training.parallelism.recompute", "selective", QT_TRANSLATE_NOOP("ModelText", "selective")},
    {"training.parallelism.recompute", "full", QT_TRANSLATE_NOOP("ModelText", "full")},
    {"cost.capex_line.category", "compute", QT_TRANSLATE_NOOP("ModelText", "GPUs and servers")},
    {"cost.capex_line.category", "scale_out_network", QT_TRANSLATE_NOOP("ModelText", "scale-out network")},
    {"cost.capex_line.category", "front_end_storage_network", QT_TRANSLATE_NOOP("ModelText", "front-end and storage network")},
    {"cost.capex_line.category", "storage", QT_TRANSLATE_NOOP("ModelText", "storage")},
    {"cost.capex_line.category", "racks_pdus_cooling", QT_TRANSLATE_NOOP("ModelText", "racks, PDUs and cooling")},
    {"cost.capex_line.category", "facility_build", QT_TRANSLATE_NOOP("ModelText", "building")},
    {"", "on-demand", QT_TRANSLATE_NOOP("ModelText", "on demand")},
    {"", "1yr", QT_TRANSLATE_NOOP("ModelText", "1-year reserved")},
    {"", "3yr", QT_TRANSLATE_NOOP("ModelText", "3-year reserved")},
    {"", "capacity-block", QT_TRANSLATE_NOOP("ModelText", "capacity block")},
    {"", "reserved", QT_TRANSLATE_NOOP("ModelText", "reserved")},
    {"", "spot", QT_TRANSLATE_NOOP("ModelText", "spot")},
    {"", "bf16", QT_TRANSLATE_NOOP("ModelText", "BF16")},
    {"", "fp16", QT_TRANSLATE_NOOP("ModelText", "FP16")},
    {"", "fp8", QT_TRANSLATE_NOOP("ModelText", "FP8")},
    {"", "fp4", QT_TRANSLATE_NOOP("ModelText", "FP4")},
    {"", "aggregated", QT_TRANSLATE_NOOP("ModelText", "aggregated")},
    {"", "disaggregated", QT_TRANSLATE_NOOP("ModelText", "disaggregated")},
    {"", "compute", QT_TRANSLATE_NOOP("ModelText", "compute")},
    {"", "communication", QT_TRANSLATE_NOOP("ModelText", "communication")},
    {"", "idle", QT_TRANSLATE_NOOP("ModelText", "idle")},
    {"", "storage", QT_TRANSLATE_NOOP("ModelText", "storage")},
    {"", "front_end", QT_TRANSLATE_NOOP("ModelText", "front end")},
    {"", "infiniband", QT_TRANSLATE_NOOP("ModelText", "InfiniBand")},
    {"", "ethernet", QT_TRANSLATE_NOOP("ModelText", "Ethernet")},
    {"", "fat_tree", QT_TRANSLATE_NOOP("ModelText", "fat tree")},
    {"", "rail_optimized_fat_tree", QT_TRANSLATE_NOOP("ModelText", "rail-optimized fat tree")},
    {"", "in_network", QT_TRANSLATE_NOOP("ModelText", "in the switches (SHARP)")},
    {"", "ring", QT_TRANSLATE_NOOP("ModelText", "ring")},
    {"", "tree", QT_TRANSLATE_NOOP("ModelText", "tree")},
    {"", "nic", QT_TRANSLATE_NOOP("ModelText", "NIC")},
    {"", "scale-up", QT_TRANSLATE_NOOP("ModelText", "scale-up links")},
    {"", "leaf-spine", QT_TRANSLATE_NOOP("ModelText", "leaf to spine")},
    {"", "node-leaf", QT_TRANSLATE_NOOP("ModelText", "server to leaf")},
    {"", "spine-core", QT_TRANSLATE_NOOP("ModelText", "spine to core")},
    {"", "all", QT_TRANSLATE_NOOP("ModelText", "all")},
    {"", "core", QT_TRANSLATE_NOOP("ModelText", "core")},
    {"", "leaf", QT_TRANSLATE_NOOP("ModelText", "leaf")},
    {"", "spine", QT_TRANSLATE_NOOP("ModelText", "spine")},
    {"", "scale_up", QT_TRANSLATE_NOOP("ModelText", "scale-up domain")},
    {"", "cable", QT_TRANSLATE_NOOP("ModelText", "cable")},
    {"", "switch", QT_TRANSLATE_NOOP("ModelText", "switch")},
    {"", "transceiver", QT_TRANSLATE_NOOP("ModelText", "transceiver")},
    {"", "dac", QT_TRANSLATE_NOOP("ModelText", "copper cable (DAC)")},
    {"", "aoc", QT_TRANSLATE_NOOP("ModelText", "active optical cable (AOC)")},
    {"", "gpu", QT_TRANSLATE_NOOP("ModelText", "GPU")},
    {"", "node", QT_TRANSLATE_NOOP("ModelText", "server")},
    // Checkpoint strategies as the model names them.
    {"reliability.job.checkpoint_strategy", "blocking", QT_TRANSLATE_NOOP("ModelText", "blocking")},
    {"reliability.job.checkpoint_strategy", "asynchronous", QT_TRANSLATE_NOOP("ModelText", "asynchronous")},
    {"reliability.job.checkpoint_strategy", "in_memory", QT_TRANSLATE_NOOP("ModelText", "in memory")},
    {"reliability.checkpoint_strategy", "blocking", QT_TRANSLATE_NOOP("ModelText", "blocking")},
    {"reliability.checkpoint_strategy", "asynchronous", QT_TRANSLATE_NOOP("ModelText", "asynchronous")},
    {"reliability.checkpoint_strategy", "in_memory", QT_TRANSLATE_NOOP("ModelText", "in memory")},
    // Failure causes as the sources name them (data/catalog/failure_rates.csv).
    {"reliability.component", "Faulty GPU", QT_TRANSLATE_NOOP("ModelText", "Faulty GPU")},
    {"reliability.component", "GPU HBM3 memory", QT_TRANSLATE_NOOP("ModelText", "GPU HBM3 memory")},
    {"reliability.component", "Software bug", QT_TRANSLATE_NOOP("ModelText", "Software bug")},
    {"reliability.component", "Network switch/cable", QT_TRANSLATE_NOOP("ModelText", "Network switch/cable")},
    {"reliability.component", "Host maintenance (unplanned)", QT_TRANSLATE_NOOP("ModelText", "Host maintenance (unplanned)")},
    {"reliability.component", "GPU SRAM memory", QT_TRANSLATE_NOOP("ModelText", "GPU SRAM memory")},
    {"reliability.component", "GPU system processor", QT_TRANSLATE_NOOP("ModelText", "GPU system processor")},
    {"reliability.component", "NIC", QT_TRANSLATE_NOOP("ModelText", "NIC")},
    {"reliability.component", "NCCL watchdog timeouts", QT_TRANSLATE_NOOP("ModelText", "NCCL watchdog timeouts")},
    {"reliability.component", "Silent data corruption", QT_TRANSLATE_NOOP("ModelText", "Silent data corruption")},
    {"reliability.component", "GPU thermal interface + sensor", QT_TRANSLATE_NOOP("ModelText", "GPU thermal interface + sensor")},
    {"reliability.component", "SSD", QT_TRANSLATE_NOOP("ModelText", "SSD")},
    {"reliability.component", "Power supply", QT_TRANSLATE_NOOP("ModelText", "Power supply")},
    {"reliability.component", "Server chassis", QT_TRANSLATE_NOOP("ModelText", "Server chassis")},
    {"reliability.component", "IO expansion board", QT_TRANSLATE_NOOP("ModelText", "IO expansion board")},
    {"reliability.component", "Dependency", QT_TRANSLATE_NOOP("ModelText", "Dependency")},
    {"reliability.component", "CPU", QT_TRANSLATE_NOOP("ModelText", "CPU")},
    {"reliability.component", "System memory", QT_TRANSLATE_NOOP("ModelText", "System memory")},
    {"reliability.component", "All GPU-category interruptions", QT_TRANSLATE_NOOP("ModelText", "All GPU-category interruptions")},
    {"reliability.component", "All failures, Crusoe H200 cluster", QT_TRANSLATE_NOOP("ModelText", "All failures, Crusoe H200 cluster")},
    {"reliability.component", "All unexpected interruptions", QT_TRANSLATE_NOOP("ModelText", "All unexpected interruptions")},
    {"reliability.component", "GPU death, BLOOM-176B run (48 nodes A100)", QT_TRANSLATE_NOOP("ModelText", "GPU death, BLOOM-176B run (48 nodes A100)")},
    {"reliability.component", "Hard GPU failure (planning assumption)", QT_TRANSLATE_NOOP("ModelText", "Hard GPU failure (planning assumption)")},
    {"reliability.component", "Node failure, OPT-175B run (~128 nodes A100)", QT_TRANSLATE_NOOP("ModelText", "Node failure, OPT-175B run (~128 nodes A100)")},
    {"reliability.component", "Node failure, RSC-1 (16k A100)", QT_TRANSLATE_NOOP("ModelText", "Node failure, RSC-1 (16k A100)")},
    {"reliability.component", "Node failure, RSC-2 (8k A100)", QT_TRANSLATE_NOOP("ModelText", "Node failure, RSC-2 (8k A100)")},
    // Failure-rate sets (ids are prefixes of catalog rows), by the fleet they were measured on.
    {"", "llama3_", QT_TRANSLATE_NOOP("ModelText", "Llama 3 pre-training, 16k H100 (Meta, 2024)")},
    {"", "meta_rsc1_", QT_TRANSLATE_NOOP("ModelText", "Meta RSC-1 research cluster, 16k A100 (2025)")},
    {"", "meta_rsc2_", QT_TRANSLATE_NOOP("ModelText", "Meta RSC-2 research cluster, 8k A100 (2025)")},
    {"", "opt175b_", QT_TRANSLATE_NOOP("ModelText", "OPT-175B run, 1k A100 in a cloud (2022)")},
    {"", "bloom176b_", QT_TRANSLATE_NOOP("ModelText", "BLOOM-176B run, 384 A100 (2022)")},
    {"", "crusoe_h200_", QT_TRANSLATE_NOOP("ModelText", "Crusoe H200 cluster (secondary source, 2025)")},
    {"", "databricks_", QT_TRANSLATE_NOOP("ModelText", "Databricks planning assumption, hard failures (2026)")},
};

struct Compiled {
    QRegularExpression pattern;
    const char* translation;
};

const std::vector<Compiled>& compiled()
{
    static const std::vector<Compiled> sentences = [] {
        std::vector<Compiled> list;
        for (const Sentence& sentence : kSentences)
            list.push_back({QRegularExpression(QStringLiteral("^(?:%1)$").arg(QString::fromUtf8(sentence.pattern))), sentence.translation});
        return list;
    }();
    return sentences;
}

// A captured part: a number in the user's locale (whole numbers regrouped, the decimal
// separator theirs), a nested sentence translated.
QString part(const QString& captured)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^\\d{4,}$"));
    static const QRegularExpression decimal(QStringLiteral("^\\d+\\.(\\d+)$"));
    if (wholeNumber.match(captured).hasMatch())
        return QLocale().toString(captured.toLongLong());
    if (const QRegularExpressionMatch match = decimal.match(captured); match.hasMatch())
        return QLocale().toString(captured.toDouble(), 'f', static_cast<int>(match.capturedLength(1)));
    if (const std::optional<QString> word = valueWord({}, captured.toStdString()))
        return *word;
    return modelText(captured.toStdString());
}

// %1..%9 replaced in one pass, so a captured part that holds "%2" stays as it is.
QString fill(const QString& pattern, const QStringList& parts)
{
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1].isDigit()) {
            const int index = pattern[i + 1].digitValue() - 1;
            if (index >= 0 && index < parts.size()) {
                out += parts[index];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

// The sentences of a text: split after a full stop that a capital letter follows ("... targets.
// The service asks ..."); decimals ("65.82") and abbreviations before a number stay whole.
QStringList sentences(const QString& text)
{
    static const QRegularExpression boundary(QStringLiteral("(?<=\\.) (?=[A-Z])"));
    return text.split(boundary);
}

std::optional<QString> knownSentence(const QString& text)
{
    for (const Compiled& sentence : compiled()) {
        const QRegularExpressionMatch match = sentence.pattern.match(text);
        if (!match.hasMatch())
            continue;
        QStringList parts;
        for (int i = 1; i <= match.lastCapturedIndex(); ++i)
            parts << part(match.captured(i));
        return fill(QCoreApplication::translate("ModelText", sentence.translation), parts);
    }
    return std::nullopt;
}

}  // namespace

QString modelText(const std::string& english)
{
    const QString text = QString::fromStdString(english);
    if (const std::optional<QString> whole = knownSentence(text))
        return *whole;
    // A text of several sentences (an explanation): each known one translated, in order.
    const QStringList parts = sentences(text);
    if (parts.size() < 2)
        return text;
    QStringList out;
    for (const QString& sentence : parts)
        out << knownSentence(sentence).value_or(sentence);
    return out.join(QLatin1Char(' '));
}

QString modelText(const std::string& english, const Catalog* catalog)
{
    return withCatalogNames(modelText(english), catalog);
}

std::optional<QString> valueWord(std::string_view fieldKey, const std::string& value)
{
    for (const ValueWord& word : kValueWords)
        if (value == word.value && (word.field[0] == '\0' || fieldKey == word.field))
            return QCoreApplication::translate("ModelText", word.label);
    return std::nullopt;
}

QString figureValueText(std::string_view fieldKey, const std::string& value)
{
    return valueWord(fieldKey, value).value_or(modelText(value));
}

namespace {

// A location in the design tree, "/SU[3]/Compute rack[8]/DGX H100[4]", as a person writes it:
// "SU ×3 › Compute rack ×8 › DGX H100 ×4". Empty when `title` is not such a path.
QString designPathText(const std::string& title)
{
    static const QRegularExpression segment(QStringLiteral("^/([^/\\[\\]]+)\\[(\\d+)\\]"));
    QString rest = QString::fromStdString(title);
    QStringList parts;
    while (!rest.isEmpty()) {
        const QRegularExpressionMatch match = segment.match(rest);
        if (!match.hasMatch())
            return {};
        const long long count = match.captured(2).toLongLong();
        parts << (count == 1 ? match.captured(1) : QStringLiteral("%1 ×%2").arg(match.captured(1), QLocale().toString(count)));
        rest = rest.mid(match.capturedLength());
    }
    return parts.join(QStringLiteral(" › "));
}

}  // namespace

QString figureGroupTitle(const FigureGroup& group, const Catalog* catalog)
{
    const QString kind = fieldLabel(*group.kind);
    if (group.title.empty())
        return kind;
    if (const QString path = designPathText(group.title); !path.isEmpty())
        return QStringLiteral("%1: %2").arg(kind, path);
    // Titles the model names (a strategy, a failure domain) are phrases; catalog ids read as their
    // names; a workload's own name has no translation and reads as written.
    if (const std::optional<QString> word = valueWord(group.kind->key, group.title))
        return QStringLiteral("%1: %2").arg(kind, *word);
    QString title = figurePhrase(group.title);
    if (title == QString::fromStdString(group.title))
        title = modelText(group.title);
    return QStringLiteral("%1: %2").arg(kind, withCatalogNames(title, catalog));
}

bool isKnownModelText(const std::string& english)
{
    const QString text = QString::fromStdString(english);
    const auto known = [](const QString& sentence) {
        return std::any_of(compiled().begin(), compiled().end(),
                           [&](const Compiled& c) { return c.pattern.match(sentence).hasMatch(); });
    };
    if (known(text))
        return true;
    const QStringList parts = sentences(text);
    return parts.size() > 1 && std::all_of(parts.begin(), parts.end(), known);
}

}  // namespace cp::ui
