#pragma once

// Adding an imported cluster to the open design (File > Import > Slurm Configuration, "Add to
// Current Design"): its groups go into one new top-level pod named after the cluster, below
// what is there, and its compute fabric connects that pod only. A pure function on a Design,
// so Document::edit() makes it one undo step.

#include "design/Design.h"

namespace cp::ui {

// Returns the index of the new top-level group.
int addImportedCluster(Design& design, const Design& imported);

}  // namespace cp::ui
