#pragma once

// The `profile` part of the `power` section of `clusterplanner evaluate`: each training job's
// step-level power and what the site sees of it.

#include "power/SitePowerProfile.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

nlohmann::json jobPowerProfileJson(const JobPowerProfile& profile, double pue);
nlohmann::json sitePowerProfileJson(const SitePowerProfile& site);

}  // namespace cp
