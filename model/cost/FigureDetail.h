#pragma once

// Whether gathered economics inputs keep what the report shows beside the numbers (each
// figure's source, each bill line's description, the gaps) or only what the numbers are computed
// from: the design search compares candidates on central values and reports none of the text.

namespace cp {

enum class FigureDetail { WithSources, ValuesOnly };

}  // namespace cp
