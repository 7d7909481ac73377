// libFuzzer target for the design loader and validator (built by run-fuzz.sh with clang,
// never by the normal build). Besides "no crash, no leak, no undefined behaviour" it checks
// two properties on every input that loads:
//  - a design that validates can be inventoried (validation and inventory agree);
//  - save -> load -> save gives the same text (the format round-trips).

#include "model/DesignTestCatalog.h"

#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignJson.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const cp::DesignLoadResult loaded = cp::parseDesignText(text);
    if (!loaded.ok())
        return 0;

    static const cp::Catalog catalog = cp::test::designTestCatalog();
    const std::vector<cp::DesignIssue> issues = cp::validateDesign(*loaded.design, catalog);
    if (!cp::hasErrors(issues)) {
        try {
            const cp::Inventory inventory = cp::takeInventory(*loaded.design, cp::withOverrides(catalog, loaded.design->overrides));
            if (inventory.gpus < 0 || inventory.gpus > 10'000'000)
                std::abort();
        } catch (const cp::DesignError& error) {
            std::fprintf(stderr, "validated design failed inventory: %s\n", error.what());
            std::abort();
        }
    }

    const std::string saved = cp::designToJsonText(*loaded.design);
    const cp::DesignLoadResult again = cp::parseDesignText(saved);
    if (!again.ok() || cp::designToJsonText(*again.design) != saved) {
        std::fprintf(stderr, "save -> load -> save is not stable\n");
        std::abort();
    }
    return 0;
}
