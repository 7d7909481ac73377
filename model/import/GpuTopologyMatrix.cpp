#include "import/GpuTopologyMatrix.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cp {
namespace {

std::vector<std::string> fields(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

bool isGpuName(const std::string& word)
{
    return word.size() > 3 && word.size() <= 7 && word.rfind("GPU", 0) == 0
           && std::all_of(word.begin() + 3, word.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// Smaller is closer (nvidia-smi's legend, from a single PCIe switch to across NUMA nodes).
int pcieDistance(const std::string& cell)
{
    static const char* order[] = {"PIX", "PXB", "PHB", "NODE", "SYS"};
    for (int i = 0; i < 5; ++i)
        if (cell == order[i])
            return i;
    return 99;
}

}  // namespace

GpuTopologyMatrix parseGpuTopologyMatrix(std::string_view text, const std::string& fileName)
{
    GpuTopologyMatrix matrix;
    std::istringstream in{std::string(text)};
    std::vector<std::string> columns;        // device columns of the header
    std::vector<std::string> legendNics;
    int lineNumber = 0;
    int headerLine = 0;
    std::vector<std::pair<int, std::vector<std::string>>> rows;
    for (std::string line; std::getline(in, line);) {
        ++lineNumber;
        if (lineNumber > 100000)
            break;
        std::vector<std::string> words = fields(line);
        if (words.empty())
            continue;
        // The header: GPU0 GPU1 ... NIC0 ... CPU Affinity ...; GPU0's own row has "X" after its name.
        if (columns.empty() && words.front() == "GPU0" && (words.size() < 2 || words[1] != "X")) {
            for (const std::string& word : words) {
                if (word == "CPU" || word == "NUMA" || word == "GPU" || word == "Affinity")
                    break;
                columns.push_back(word);
            }
            headerLine = lineNumber;
            continue;
        }
        // "  NIC0: mlx5_0" in the NIC legend.
        if (words.size() == 2 && words.front().size() > 4 && words.front().rfind("NIC", 0) == 0 && words.front().back() == ':') {
            legendNics.push_back(words.back());
            continue;
        }
        if (!columns.empty() && std::find(columns.begin(), columns.end(), words.front()) != columns.end())
            rows.emplace_back(lineNumber, words);
    }
    if (columns.size() > 1024) {
        matrix.messages.push_back({Severity::Error, {fileName, headerLine, {}},
                                   std::to_string(columns.size()) + " devices in the header: more than one node's GPUs and NICs"});
        return matrix;
    }
    if (columns.empty()) {
        matrix.messages.push_back({Severity::Error, {fileName, 0, {}},
                                   "no GPU matrix found: expected the output of 'nvidia-smi topo -m' (a header GPU0 GPU1 ...)"});
        return matrix;
    }
    for (const std::string& column : columns) {
        if (isGpuName(column))
            ++matrix.gpus;
        else
            matrix.nics.push_back(column);
    }
    if (legendNics.size() == matrix.nics.size())
        matrix.nics = legendNics;
    matrix.gpuLinks.assign(static_cast<std::size_t>(matrix.gpus), std::vector<std::string>(static_cast<std::size_t>(matrix.gpus)));
    matrix.nicOfGpu.assign(static_cast<std::size_t>(matrix.gpus), -1);
    std::vector<bool> seen(static_cast<std::size_t>(matrix.gpus), false);
    for (const auto& [number, words] : rows) {
        if (!isGpuName(words.front()))
            continue;
        const int gpu = std::stoi(words.front().substr(3));
        const SourceLocation where{fileName, number, {}};
        if (gpu < 0 || gpu >= matrix.gpus || words.size() < columns.size() + 1) {
            matrix.messages.push_back({Severity::Error, where, words.front() + ": the row has fewer cells than the header ("
                                                                   + std::to_string(columns.size()) + " devices, line " + std::to_string(headerLine) + ")"});
            continue;
        }
        seen[static_cast<std::size_t>(gpu)] = true;
        int bestNic = -1;
        int bestDistance = 99;
        int nicIndex = 0;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string& cell = words[c + 1];
            if (isGpuName(columns[c])) {
                const int other = std::stoi(columns[c].substr(3));
                if (other >= 0 && other < matrix.gpus)
                    matrix.gpuLinks[static_cast<std::size_t>(gpu)][static_cast<std::size_t>(other)] = cell;
                continue;
            }
            const int distance = pcieDistance(cell);
            if (distance < bestDistance) {
                bestDistance = distance;
                bestNic = nicIndex;
            }
            ++nicIndex;
        }
        // Only a NIC on the GPU's own PCIe switch or host bridge serves it as a rail.
        matrix.nicOfGpu[static_cast<std::size_t>(gpu)] = bestDistance <= 2 ? bestNic : -1;
    }
    for (int g = 0; g < matrix.gpus; ++g)
        if (!seen[static_cast<std::size_t>(g)])
            matrix.messages.push_back({Severity::Error, {fileName, 0, {}}, "GPU" + std::to_string(g) + " has a column but no row"});
    // NVLink components: the smallest over the GPUs is the node's scale-up domain.
    int smallest = matrix.gpus;
    for (int g = 0; g < matrix.gpus; ++g) {
        std::vector<bool> reached(static_cast<std::size_t>(matrix.gpus), false);
        std::vector<int> stack{g};
        reached[static_cast<std::size_t>(g)] = true;
        int size = 0;
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            ++size;
            for (int other = 0; other < matrix.gpus; ++other) {
                const std::string& cell = matrix.gpuLinks[static_cast<std::size_t>(at)][static_cast<std::size_t>(other)];
                if (!reached[static_cast<std::size_t>(other)] && cell.rfind("NV", 0) == 0) {
                    reached[static_cast<std::size_t>(other)] = true;
                    stack.push_back(other);
                }
            }
        }
        smallest = std::min(smallest, size);
    }
    matrix.scaleupDomainGpus = matrix.gpus > 0 ? smallest : 0;
    std::vector<int> used = matrix.nicOfGpu;
    used.erase(std::remove(used.begin(), used.end(), -1), used.end());
    std::sort(used.begin(), used.end());
    matrix.railNics = static_cast<int>(std::unique(used.begin(), used.end()) - used.begin());
    return matrix;
}

}  // namespace cp
