#include "design/Design.h"
#include "design/DesignEnumNames.h"
#include "design/EnumNames.h"

namespace cp {

std::string_view toString(GroupKind k) { return enumToString(groupKindNames, k); }
std::string_view toString(FabricRole r) { return enumToString(fabricRoleNames, r); }
std::string_view toString(FabricTechnology t) { return enumToString(fabricTechnologyNames, t); }
std::string_view toString(TopologyKind t) { return enumToString(topologyKindNames, t); }
std::string_view toString(Cooling c) { return enumToString(coolingNames, c); }
std::string_view toString(SiteModel s) { return enumToString(siteModelNames, s); }

std::optional<GroupKind> groupKindFromString(std::string_view s) { return enumFromString(groupKindNames, s); }
std::optional<FabricRole> fabricRoleFromString(std::string_view s) { return enumFromString(fabricRoleNames, s); }
std::optional<FabricTechnology> fabricTechnologyFromString(std::string_view s)
{
    return enumFromString(fabricTechnologyNames, s);
}
std::optional<TopologyKind> topologyKindFromString(std::string_view s) { return enumFromString(topologyKindNames, s); }
std::optional<Cooling> coolingFromString(std::string_view s) { return enumFromString(coolingNames, s); }
std::optional<SiteModel> siteModelFromString(std::string_view s) { return enumFromString(siteModelNames, s); }

}  // namespace cp
