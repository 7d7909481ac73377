#pragma once

// How a figure's number reads: scaled to a magnitude a person takes in at a glance ($5.31B,
// 350 ms, 1.71 M tokens/s, 45.2%), with the digits its precision allows. displayOf decides
// the scale; the edges render it with their locale (formatFigure: English plain text for the
// CLI and files; ui/ with QLocale and translated unit words).

#include "figures/EvaluationFigures.h"
#include "figures/FigureUnit.h"

#include <span>
#include <string>
#include <string_view>

namespace cp {

class FigureWords;

struct FigureDisplay {
    double value = 0;          // in the display unit
    int decimals = 0;          // digits after the decimal point
    bool money = false;        // preceded by the currency symbol
    bool grouped = false;      // thousands separators (whole numbers of four digits and more)
    std::string_view scale;    // "", "k", "M", "B": thousands, millions, billions (money, rates, hours)
    std::string_view unit;     // English: "", "%", "/year", "/GPU-hour", "tokens/s", "ms", "days", ...
};

// Every scale and unit word displayOf can return (ui/ translates each; a test checks it).
std::span<const std::string_view> displayWords();

FigureDisplay displayOf(double value, FigureUnit unit, int precision = 3);

// '.' decimal point, ',' thousands: "$5.31B", "1,016", "350 ms", "45.2%"; unit words in
// English, or as `words` translates them.
std::string formatFigure(double value, FigureUnit unit, int precision = 3, const FigureWords* words = nullptr);
// A figure's value (number, text, yes/no, "not known") and, when it has one, its range.
std::string formatFigureValue(const Figure& figure);
std::string formatFigureRange(const Figure& figure);   // "$4.9B - $5.7B", "" without a range

}  // namespace cp
