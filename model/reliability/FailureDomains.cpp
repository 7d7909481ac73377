#include "reliability/FailureDomains.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cp {
namespace {

std::string count(double value)
{
    return std::to_string(static_cast<long long>(std::llround(value)));
}

struct RadiusBuilder {
    const FailureDomainInputs& in;
    std::vector<BlastRadius> rows;

    void stop(std::string component, double hosts, std::string basis)
    {
        BlastRadius row;
        row.component = std::move(component);
        row.hosts = std::min(hosts, in.nodes);
        row.gpus = row.hosts * in.gpusPerNode;
        row.effect = FailureEffect::Stop;
        const double jobHosts = std::ceil(in.jobGpus / in.gpusPerNode);
        const double hostsInJob = std::min(row.hosts, jobHosts);
        row.replicasLost = replicasTouched(hostsInJob, in.gpusPerNode, in.tensorParallel, in.contextParallel,
                                           in.dataParallel);
        row.throughputOnFewerReplicas =
            in.dataParallel > 0 ? std::max(0.0, (in.dataParallel - row.replicasLost) / in.dataParallel) : 0.0;
        row.basis = std::move(basis);
        rows.push_back(std::move(row));
    }

    void degrade(std::string component, double hosts, double bandwidthLoss, std::string basis)
    {
        BlastRadius row;
        row.component = std::move(component);
        row.hosts = std::min(hosts, in.nodes);
        row.gpus = row.hosts * in.gpusPerNode;
        row.effect = FailureEffect::Degrade;
        row.bandwidthLossFraction = bandwidthLoss;
        row.throughputOnFewerReplicas = 1.0;
        row.basis = std::move(basis);
        rows.push_back(std::move(row));
    }
};

}  // namespace

std::string_view toString(FailureEffect effect)
{
    return effect == FailureEffect::Stop ? "stop" : "degrade";
}

double replicasTouched(double hosts, int gpusPerNode, int tensorParallel, int contextParallel, int dataParallel)
{
    if (hosts <= 0 || dataParallel <= 0)
        return 0;
    const double groupGpus = std::max(1, tensorParallel) * std::max(1, contextParallel);
    // Model-parallel groups with a rank on the hosts; consecutive groups are consecutive replicas.
    const double groups = groupGpus <= gpusPerNode ? hosts * std::floor(gpusPerNode / groupGpus)
                                                   : std::ceil(hosts * gpusPerNode / groupGpus);
    return std::min<double>(dataParallel, std::max(1.0, groups));
}

std::vector<BlastRadius> blastRadii(const FailureDomainInputs& in)
{
    if (in.nodes <= 0 || in.gpusPerNode <= 0)
        throw std::invalid_argument("failure domains: the design needs nodes with GPUs");
    RadiusBuilder b{in, {}};
    b.stop("gpu", 1, "a failed GPU takes its host out of the job");
    b.stop("host", 1, "one host");
    if (in.scaleupDomainGpus > in.gpusPerNode)
        b.stop("nvlink_domain", std::ceil(static_cast<double>(in.scaleupDomainGpus) / in.gpusPerNode),
               "a failed NVLink switch tray or backplane stops its " + std::to_string(in.scaleupDomainGpus) +
                   "-GPU scale-up domain");
    else
        b.stop("nvlink_domain", 1, "the scale-up domain is the host's " + std::to_string(in.gpusPerNode) + " GPUs");

    if (in.fabric && in.fabric->endpointsPerLeaf > 0) {
        const FabricGeometry& f = *in.fabric;
        const double endpointsPerNode = std::max(1, f.endpointsPerNode);
        const double hostsPerLeaf = f.railOptimized ? f.endpointsPerLeaf
                                                    : std::max(1.0, std::floor(f.endpointsPerLeaf / endpointsPerNode));
        b.stop("leaf_switch", hostsPerLeaf,
               f.railOptimized ? count(hostsPerLeaf) + " hosts lose one of their " + std::to_string(f.rails) +
                                     " rails: collectives on that rail stop"
                               : count(hostsPerLeaf) + " hosts lose their leaf");
        if (f.tiers >= 2 && f.spines > 0) {
            const double spinesSharing = f.tiers >= 3 && f.spinesPerPod > 0 ? f.spinesPerPod : f.spines;
            const double hostsUnder =
                f.tiers >= 3 && f.leavesPerPod > 0
                    ? std::min(in.nodes, f.leavesPerPod * f.endpointsPerLeaf / endpointsPerNode)
                    : in.nodes;
            b.degrade("spine_switch", hostsUnder, 1.0 / spinesSharing,
                      "ECMP routes around it: the " + count(hostsUnder) + " hosts under it lose 1/" +
                          count(spinesSharing) + " of their uplink bandwidth; flows in flight may time out");
        }
        if (f.tiers >= 3 && f.cores > 0)
            b.degrade("core_switch", in.nodes, 1.0 / f.cores,
                      "inter-pod traffic loses 1/" + count(static_cast<double>(f.cores)) + " of its bandwidth");
    }
    if (in.nodesPerRack > 0) {
        if (in.pdusPerRack > 0) {
            if (in.redundantNodePower)
                b.degrade("pdu", in.nodesPerRack, 0.0,
                          "redundant supplies on other PDUs keep the rack's " + count(in.nodesPerRack) +
                              " hosts up without power redundancy");
            else
                b.stop("pdu", std::ceil(in.nodesPerRack / in.pdusPerRack),
                       "the hosts fed by one of the rack's " + count(in.pdusPerRack) + " PDUs");
        }
        if (in.liquidCooled && in.coolingLoopKw > 0 && in.rackKw > 0) {
            const double racks = std::max(1.0, std::floor(in.coolingLoopKw / in.rackKw));
            b.stop("cooling_loop", racks * in.nodesPerRack,
                   count(racks) + " racks of " + count(in.rackKw) + " kW on one " + count(in.coolingLoopKw) +
                       " kW coolant distribution unit");
        }
        b.stop("rack", in.nodesPerRack, "a rack (its power shelf, top-of-rack cabling or enclosure)");
    }
    if (in.nodesPerScalableUnit > 0)
        b.stop("scalable_unit", in.nodesPerScalableUnit, "every host of one scalable unit (its fabric or power feed)");
    return b.rows;
}

}  // namespace cp
