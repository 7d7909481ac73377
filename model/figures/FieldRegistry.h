#pragma once

// Every figure an evaluation shows, once: its key, its English label (the source text ui/
// translates, ui/results/FieldLabels), unit, precision, section and importance. The order of
// the registry is the display order: the CLI text, the CSV, the result tabs and the PDF list a
// section's figures as they come here.
//
// Keys name the kind of figure, not one place in the JSON: "cost.tco_usd" is the section's own,
// "training.job.mfu" is the MFU of every training job (a group of kind "training.job"). A key
// without a dot after its group ("training.job") is the group kind itself; its label names
// what one entry of that list is ("Training job").

#include "figures/FigureUnit.h"

#include <span>
#include <string_view>

namespace cp {

enum class ResultSection { Totals, Inventory, Training, Network, Power, Cost, Reliability, Inference };

inline constexpr ResultSection kResultSections[] = {ResultSection::Totals,  ResultSection::Inventory,
                                                    ResultSection::Training, ResultSection::Inference,
                                                    ResultSection::Network,  ResultSection::Power,
                                                    ResultSection::Cost,     ResultSection::Reliability};

// The section's key in the evaluate JSON ("totals", "training", ...).
std::string_view sectionKey(ResultSection section);
// Its title in English ("Overview", "Cost and TCO"); ui/ translates it.
std::string_view sectionTitle(ResultSection section);

enum class Importance {
    Headline,   // on the status bar, the cover of the report and first in a tab
    Key,        // a tab's main figures
    Detail,     // breakdowns and inputs: collapsed in tabs, in the report's appendix
};

struct FieldSpec {
    std::string_view key;
    std::string_view label;              // English source text; a person's words, without the unit
    FigureUnit unit = FigureUnit::None;  // of the number as the model computes it
    Importance importance = Importance::Detail;
    int precision = 3;                   // significant digits shown (counts are whole)
    std::string_view tooltip = {};       // English: what the figure counts and what it leaves out
    std::string_view qualifier = {};     // key of a figure shown with the label ("TCO (5 years)")
    bool isGroup = false;                // a kind of list entry or sub-object, not a number
    std::string_view shortLabel = {};    // headline figures: the status bar's word ("TCO")

    ResultSection section() const;       // from the key's first part
    Quantity quantity() const { return quantityOf(unit); }
};

// Every field, in display order.
std::span<const FieldSpec> fieldRegistry();

// nullptr when the key is not registered.
const FieldSpec* findField(std::string_view key);
// Throws std::out_of_range naming the key: a figure that reaches a reader must be registered.
const FieldSpec& field(std::string_view key);
// Position in the registry (display order); fields of other sections compare by section first.
std::size_t displayOrder(const FieldSpec& spec);

}  // namespace cp
