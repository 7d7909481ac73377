#pragma once

// Writing a set of files that belong together (an export's slurm.conf, gres.conf,
// topology.conf and nodes.yaml) so that a reader, or a crash at any moment, sees the old set
// or the new one, never a mix: every file is written into a staging folder beside the target
// folder, which then takes the target's place in one rename (Linux renameat2 exchange when the
// target exists). When the target folder also holds other things (the user's files, or it is
// the current folder) those are left alone: the staged files are renamed in one by one, each
// atomically, after all of them were written.

#include <filesystem>
#include <string>
#include <vector>

namespace cp {

struct FileToWrite {
    std::string name;          // a plain file name, no folders
    std::string contents;
};

// `setNames` are the names of every file a set of this kind may hold (e.g. topology.conf, which
// a design without a compute fabric does not write): a folder holding nothing but such files is
// the old set, replaced whole. Throws std::runtime_error naming the folder or file and the
// system error; the target folder is then as it was.
void writeFileSetAtomically(const std::filesystem::path& directory, const std::vector<FileToWrite>& files,
                            const std::vector<std::string>& setNames = {});

}  // namespace cp
