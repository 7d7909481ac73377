#include "import/SlurmImportFiles.h"

#include "import/ConfigText.h"

#include <fstream>
#include <iterator>
#include <system_error>

namespace cp {
namespace {

namespace fs = std::filesystem;

// The file's text, or the reason it cannot be had.
std::optional<std::string> readText(const fs::path& path, std::string& problem)
{
    std::error_code error;
    if (fs::is_directory(path, error)) {
        problem = "is a folder, not a file";
        return std::nullopt;
    }
    const auto size = fs::file_size(path, error);
    if (error) {
        problem = error.message();
        return std::nullopt;
    }
    if (size > maxConfigFileBytes) {
        problem = "has " + std::to_string(size) + " bytes, more than the " + std::to_string(maxConfigFileBytes) + " a configuration file can have here";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        problem = "cannot be opened";
        return std::nullopt;
    }
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return text;
}

std::optional<NamedText> readNamed(const fs::path& path, std::vector<ImportMessage>& messages)
{
    std::string problem;
    std::optional<std::string> text = readText(path, problem);
    if (!text) {
        messages.push_back({Severity::Error, {path.string(), 0, {}}, "the file " + problem});
        return std::nullopt;
    }
    return NamedText{path.string(), std::move(*text)};
}

}  // namespace

LoadedSlurmInput loadSlurmImportInput(const SlurmImportPaths& paths)
{
    LoadedSlurmInput loaded;
    SlurmImportInput& input = loaded.input;
    std::error_code error;
    const bool folder = fs::is_directory(paths.slurmConf, error);
    const fs::path slurmConf = folder ? paths.slurmConf / "slurm.conf" : paths.slurmConf;
    const fs::path directory = slurmConf.parent_path();
    if (std::optional<NamedText> text = readNamed(slurmConf, loaded.messages))
        input.files.slurmConf = std::move(*text);
    else
        input.files.slurmConf.name = slurmConf.string();
    const auto beside = [&](const std::optional<fs::path>& given, const char* name) -> std::optional<NamedText> {
        if (given)
            return readNamed(*given, loaded.messages);
        const fs::path found = directory / name;
        std::error_code e;
        if (!fs::is_regular_file(found, e))
            return std::nullopt;
        loaded.messages.push_back({Severity::Note, {found.string(), 0, {}}, std::string("read ") + name + ", found beside slurm.conf"});
        return readNamed(found, loaded.messages);
    };
    input.files.topologyConf = beside(paths.topologyConf, "topology.conf");
    input.files.gresConf = beside(paths.gresConf, "gres.conf");
    input.files.readInclude = [directory](const std::string& name) -> std::optional<std::string> {
        const fs::path written(name);
        std::string problem;
        if (written.is_absolute()) {
            std::error_code e;
            if (fs::exists(written, e))
                return readText(written, problem);
            return readText(directory / written.filename(), problem);
        }
        return readText(directory / written, problem);
    };
    for (const auto& [path, target] : {std::pair{&paths.mapping, &input.mapping}, std::pair{&paths.nvidiaSmiTopology, &input.nvidiaSmiTopology},
                                       std::pair{&paths.ibnetdiscover, &input.ibnetdiscover}, std::pair{&paths.ibstat, &input.ibstat}})
        if (*path)
            *target = readNamed(**path, loaded.messages);
    return loaded;
}

SlurmImportResult importSlurmFiles(const SlurmImportPaths& paths, const Catalog& catalog, const std::string& designName,
                                   std::optional<FabricTechnology> technology, const std::string& switchId)
{
    LoadedSlurmInput loaded = loadSlurmImportInput(paths);
    loaded.input.designName = designName;
    loaded.input.technology = technology;
    loaded.input.switchId = switchId;
    if (hasImportErrors(loaded.messages)) {
        SlurmImportResult result;
        result.messages = std::move(loaded.messages);
        return result;
    }
    SlurmImportResult result = importSlurm(loaded.input, catalog);
    result.messages.insert(result.messages.begin(), loaded.messages.begin(), loaded.messages.end());
    return result;
}

}  // namespace cp
