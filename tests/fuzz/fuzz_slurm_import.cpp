// libFuzzer target for import-slurm: one input holds the files of an import, each after a line
// "%%% NAME" (slurm.conf, topology.conf, gres.conf, mapping.csv, nvidia-smi.txt,
// ibnetdiscover.txt, ibstat.txt, or include:FILE for a file slurm.conf includes); an input with
// no such line is slurm.conf alone. Besides "no crash, no leak, no undefined behaviour":
//  - the import never throws, and gives a design exactly when no message is an error;
//  - every message names a file, and a line that exists in it;
//  - a design it gives validates, holds the GPUs and nodes its summary states, and saves and
//    opens again as the same text (what import-slurm writes is a design the app opens).

#include "FuzzSupport.h"

#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "import/SlurmImport.h"

#include <algorithm>
#include <cstdint>
#include <map>

namespace {

std::map<std::string, std::string> splitFiles(std::string_view input)
{
    std::map<std::string, std::string> files;
    std::string current = "slurm.conf";
    std::size_t position = 0;
    while (position <= input.size()) {
        const std::size_t end = input.find('\n', position);
        const std::string_view line = input.substr(position, end == std::string_view::npos ? std::string_view::npos : end - position);
        position = end == std::string_view::npos ? input.size() + 1 : end + 1;
        if (line.size() > 4 && line.substr(0, 4) == "%%% ") {
            current = std::string(line.substr(4));
            files[current];
            continue;
        }
        files[current] += std::string(line) + "\n";
    }
    return files;
}

std::size_t lineCount(const std::string& text)
{
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::map<std::string, std::string> files = splitFiles(std::string_view(reinterpret_cast<const char*>(data), size));
    const auto text = [&](const std::string& name) -> std::optional<cp::NamedText> {
        const auto it = files.find(name);
        return it == files.end() ? std::nullopt : std::optional<cp::NamedText>(cp::NamedText{name, it->second});
    };
    cp::SlurmImportInput input;
    input.files.slurmConf = text("slurm.conf").value_or(cp::NamedText{"slurm.conf", {}});
    input.files.topologyConf = text("topology.conf");
    input.files.gresConf = text("gres.conf");
    input.files.readInclude = [&](const std::string& name) -> std::optional<std::string> {
        const auto it = files.find("include:" + name);
        return it == files.end() ? std::nullopt : std::optional<std::string>(it->second);
    };
    input.mapping = text("mapping.csv");
    input.nvidiaSmiTopology = text("nvidia-smi.txt");
    input.ibnetdiscover = text("ibnetdiscover.txt");
    input.ibstat = text("ibstat.txt");

    const cp::Catalog& catalog = cp::fuzz::bundledCatalog();
    cp::SlurmImportResult result;
    try {
        result = cp::importSlurm(input, catalog);
    } catch (const std::exception& error) {
        cp::fuzz::fail(std::string("importSlurm threw: ") + error.what());
    }
    if (result.ok() == cp::hasImportErrors(result.messages))
        cp::fuzz::fail("a design was given with errors, or none without");
    for (const cp::ImportMessage& message : result.messages) {
        if (message.where.file.empty() && message.severity == cp::Severity::Error)
            cp::fuzz::fail("an error without a file: " + message.message);
        std::string file = message.where.file;
        if (!files.count(file) && files.count("include:" + file))
            file = "include:" + file;
        if (message.where.line > 0 && files.count(file) && static_cast<std::size_t>(message.where.line) > lineCount(files.at(file)))
            cp::fuzz::fail("a message names line " + std::to_string(message.where.line) + " of " + file + ", which has fewer");
        (void)cp::formatImportMessage(message);
    }
    if (!result.ok())
        return 0;
    const cp::Design& design = *result.design;
    if (cp::hasErrors(cp::validateDesign(design, catalog)))
        cp::fuzz::fail("the imported design does not validate");
    const cp::Inventory inventory = cp::takeInventory(design, catalog);
    if (inventory.gpus != result.summary.gpus || inventory.nodes != result.summary.nodes)
        cp::fuzz::fail("the design's inventory differs from the import summary");
    const std::string saved = cp::designToJsonText(design);
    const cp::DesignLoadResult again = cp::parseDesignText(saved);
    if (!again.ok() || cp::designToJsonText(*again.design) != saved)
        cp::fuzz::fail("the imported design does not save and open again as the same text");
    return 0;
}
