#pragma once

// Power of a synchronous training job over time. Every GPU of the job runs the same phase at
// the same moment, so the job's draw follows its step: near TDP while the GPUs compute, far
// lower while they wait on exposed communication and pipeline bubbles, at idle while a blocking
// checkpoint is written or the job restarts. From the training model's step breakdown, a GPU
// power model (idle .. TDP, as fractions of TDP) and the host power, this gives the job's
// step-level profile, its swing and ramp, its long-run average (with the checkpoint and restart
// time of the reliability model) and the energy storage that would hold the grid flat.

#include "cost/ValueRange.h"
#include "training/TrainingEstimate.h"

#include <string>
#include <string_view>
#include <vector>

namespace cp {

enum class PowerPhase { Compute, Communication, Idle };

std::string_view toString(PowerPhase phase);   // "compute", "communication", "idle"

struct GpuPowerFigures {
    double tdpW = 0;
    ValueRange idleFraction;                 // of TDP, waiting with a CUDA context
    ValueRange computeFraction;              // of TDP, in GEMMs and attention
    ValueRange communicationFraction;        // of TDP, in exposed collectives and bubbles
    ValueRange hostWPerGpu;                  // CPUs, memory, NICs, fans: constant through a step
};

struct JobPowerInputs {
    std::string job;
    double gpus = 0;
    StepBreakdown step;
    GpuPowerFigures gpu;
    // Long-run time split from the reliability model (all in seconds).
    double checkpointIntervalS = 0;          // 0: no checkpoints counted
    double checkpointStallS = 0;
    double restartS = 0;
    double mtbiS = 0;                        // 0: no interruptions counted
    double phaseTransitionS = 0.1;           // how long a phase change takes across the job
    bool psuEnergyStorage = false;           // the platform smooths step-level swings in its PSUs
};

struct PowerSegment {
    std::string phase;                       // "pipeline_fill", "forward_backward", ...
    PowerPhase kind = PowerPhase::Compute;
    double durationS = 0;
    double kw = 0;                           // the job's IT power (GPUs + hosts)
};

struct JobPowerProfile {
    std::string job;
    double gpus = 0;
    std::vector<PowerSegment> step;          // one optimizer step, in the order it runs
    double stepS = 0;
    double computeKw = 0;
    double communicationKw = 0;
    double idleKw = 0;
    double stepAverageKw = 0;
    double swingKw = 0;                      // compute - communication power, each step
    double boundKw = 0;                      // GPUs x TDP x (1 - idle fraction): no swing can exceed it
    double rampKwPerS = 0;                   // swing / phase transition
    double stepFrequencyHz = 0;
    double runningFraction = 1;              // of wall-clock time, stepping (including rework)
    double checkpointStallFraction = 0;
    double restartFraction = 0;
    ValueRange averageKw;                    // over the run
    double restartDropKw = 0;                // from the step average down to idle
    bool psuEnergyStorage = false;
    double gridSwingKw = 0;                  // what the grid sees of the step swing
    double stepStorageKw = 0;                // site storage that flattens the steps
    double stepStorageKwh = 0;
    double restartStorageKw = 0;             // that holds the draw through one restart
    double restartStorageKwh = 0;
};

// Throws std::invalid_argument naming the figure when the GPU count, TDP or a fraction is out
// of range (fractions in [0, 1], idle <= communication <= compute).
JobPowerProfile jobPowerProfile(const JobPowerInputs& inputs);

}  // namespace cp
