#include "power/JobPowerProfile.h"


#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace cp {
namespace {

void requireFraction(const ValueRange& range, const char* name)
{
    for (double value : {range.central, range.low, range.high})
        if (!(value >= 0 && value <= 1))
            throw std::invalid_argument(std::string("power profile: ") + name + " must be a fraction of TDP in [0, 1]");
}

struct PhasePower {
    double compute = 0, communication = 0, idle = 0;   // kW of the whole job
};

PhasePower phasePower(const JobPowerInputs& in, double idle, double compute, double communication, double hostW)
{
    const double gpusKw = in.gpus * in.gpu.tdpW / 1000.0;
    const double hostKw = in.gpus * hostW / 1000.0;
    return {gpusKw * compute + hostKw, gpusKw * communication + hostKw, gpusKw * idle + hostKw};
}

struct TimeSplit {
    double running = 1, stall = 0, restart = 0;
};

// Over a long run: per interruption the job restarts (idle) and redoes lost work (running);
// between interruptions it steps and stalls at every checkpoint.
TimeSplit timeSplit(const JobPowerInputs& in)
{
    TimeSplit split;
    const double lambda = in.mtbiS > 0 ? 1.0 / in.mtbiS : 0.0;
    split.restart = std::min(1.0, lambda * in.restartS);
    const double stepping = 1.0 - split.restart;
    const double stallShare =
        in.checkpointIntervalS > 0 ? in.checkpointStallS / (in.checkpointIntervalS + in.checkpointStallS) : 0.0;
    split.stall = stepping * stallShare;
    split.running = stepping - split.stall;
    return split;
}

double averageKw(const PhasePower& power, const TimeSplit& split, double computeS, double waitS)
{
    const double stepS = computeS + waitS;
    const double stepAverage = stepS > 0 ? (power.compute * computeS + power.communication * waitS) / stepS : power.idle;
    return split.running * stepAverage + (split.stall + split.restart) * power.idle;
}

}  // namespace

std::string_view toString(PowerPhase phase)
{
    switch (phase) {
    case PowerPhase::Compute: return "compute";
    case PowerPhase::Communication: return "communication";
    case PowerPhase::Idle: return "idle";
    }
    return "compute";
}

JobPowerProfile jobPowerProfile(const JobPowerInputs& in)
{
    if (in.gpus <= 0)
        throw std::invalid_argument("power profile: the job needs a positive GPU count");
    if (in.gpu.tdpW <= 0)
        throw std::invalid_argument("power profile: the GPU's TDP is not known");
    requireFraction(in.gpu.idleFraction, "the idle power");
    requireFraction(in.gpu.computeFraction, "the compute power");
    requireFraction(in.gpu.communicationFraction, "the communication power");
    if (in.gpu.idleFraction.central > in.gpu.communicationFraction.central ||
        in.gpu.communicationFraction.central > in.gpu.computeFraction.central)
        throw std::invalid_argument("power profile: expected idle <= communication <= compute power");
    if (in.gpu.hostWPerGpu.central < 0)
        throw std::invalid_argument("power profile: host power must be >= 0 W");

    const StepBreakdown& s = in.step;
    const double bubble = s.pipelineBubble + s.stageImbalance;
    const double exposed = s.tensorParallelComm + s.contextParallelComm + s.expertParallelComm + s.pipelineComm;
    const double computeS = s.forwardCompute + s.backwardCompute + s.recompute + s.optimizer;
    const double waitS = bubble + exposed + s.dataParallelComm;

    JobPowerProfile profile;
    profile.job = in.job;
    profile.gpus = in.gpus;
    const PhasePower power = phasePower(in, in.gpu.idleFraction.central, in.gpu.computeFraction.central,
                                        in.gpu.communicationFraction.central, in.gpu.hostWPerGpu.central);
    profile.computeKw = power.compute;
    profile.communicationKw = power.communication;
    profile.idleKw = power.idle;
    const auto segment = [&](const char* phase, PowerPhase kind, double seconds) {
        if (seconds > 0)
            profile.step.push_back({phase, kind, seconds, kind == PowerPhase::Compute ? power.compute : power.communication});
    };
    // Fill and drain of the pipeline around the micro-batches; gradient reduction and the
    // optimizer at the end of the step.
    segment("pipeline_fill", PowerPhase::Communication, bubble / 2.0);
    segment("forward_backward", PowerPhase::Compute, s.forwardCompute + s.backwardCompute + s.recompute);
    segment("exposed_communication", PowerPhase::Communication, exposed);
    segment("pipeline_drain", PowerPhase::Communication, bubble / 2.0);
    segment("gradient_reduction", PowerPhase::Communication, s.dataParallelComm);
    segment("optimizer", PowerPhase::Compute, s.optimizer);
    profile.stepS = computeS + waitS;
    profile.stepFrequencyHz = profile.stepS > 0 ? 1.0 / profile.stepS : 0.0;
    profile.stepAverageKw =
        profile.stepS > 0 ? (power.compute * computeS + power.communication * waitS) / profile.stepS : power.idle;
    profile.swingKw = waitS > 0 && computeS > 0 ? power.compute - power.communication : 0.0;
    profile.boundKw = in.gpus * in.gpu.tdpW / 1000.0 * (1.0 - in.gpu.idleFraction.central);
    profile.rampKwPerS = in.phaseTransitionS > 0 ? profile.swingKw / in.phaseTransitionS : 0.0;

    const TimeSplit split = timeSplit(in);
    profile.runningFraction = split.running;
    profile.checkpointStallFraction = split.stall;
    profile.restartFraction = split.restart;

    // Each power figure at its low and high end in turn; the ends combine in quadrature.
    const double central = averageKw(power, split, computeS, waitS);
    double below = 0, above = 0;
    const GpuPowerFigures& g = in.gpu;
    const auto vary = [&](double idle, double compute, double communication, double host) {
        const double value = averageKw(phasePower(in, idle, compute, communication, host), split, computeS, waitS);
        (value < central ? below : above) += (value - central) * (value - central);
    };
    for (double idle : {g.idleFraction.low, g.idleFraction.high})
        vary(idle, g.computeFraction.central, g.communicationFraction.central, g.hostWPerGpu.central);
    for (double compute : {g.computeFraction.low, g.computeFraction.high})
        vary(g.idleFraction.central, compute, g.communicationFraction.central, g.hostWPerGpu.central);
    for (double communication : {g.communicationFraction.low, g.communicationFraction.high})
        vary(g.idleFraction.central, g.computeFraction.central, communication, g.hostWPerGpu.central);
    for (double host : {g.hostWPerGpu.low, g.hostWPerGpu.high})
        vary(g.idleFraction.central, g.computeFraction.central, g.communicationFraction.central, host);
    profile.averageKw = ValueRange{central, central - std::sqrt(below), central + std::sqrt(above)};

    profile.restartDropKw = profile.stepAverageKw - power.idle;
    profile.psuEnergyStorage = in.psuEnergyStorage;
    profile.gridSwingKw = in.psuEnergyStorage ? 0.0 : profile.swingKw;
    if (!in.psuEnergyStorage && profile.stepS > 0) {
        // A square wave high for a share d of the step: storage covers the excursion around the
        // mean, swing x d x (1 - d) x step, at up to the swing's power.
        const double d = computeS / profile.stepS;
        profile.stepStorageKw = profile.swingKw * std::max(d, 1.0 - d);
        profile.stepStorageKwh = profile.swingKw * d * (1.0 - d) * profile.stepS / 3600.0;
    }
    profile.restartStorageKw = profile.restartDropKw;
    profile.restartStorageKwh = profile.restartDropKw * in.restartS / 3600.0;
    return profile;
}

}  // namespace cp
