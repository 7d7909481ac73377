#pragma once

// The words of an auto-design answer: why a design wins for its objective and which limit stops
// a better one (read from its neighbours in the grid: one scalable unit fewer, or more), and
// why a question no candidate answers is refused, naming the limit that binds.

#include "autodesign/DesignSearch.h"

#include <functional>
#include <string>
#include <vector>

namespace cp {

struct Refusal {
    Limit limit = Limit::None;
    std::string text;
};

// "$1.23 B", "$456 M", "$12,345".
std::string usdText(double usd);
// " (left out: dgx_a100: no price ...; ...)" or "".
std::string excludedText(const std::vector<ExcludedBlock>& excluded);

// The assumptions every candidate of `result` shares.
std::vector<std::string> answerNotes(const Design& question, const DesignSearchResult& result);

// Fills answer.why, answer.binding and answer.bindingText from the candidates around it.
void explainAnswer(DesignAnswer& answer, const Design& question, const DesignSearchResult& result, int feasibleCount);

// Why no candidate is feasible. `evaluate` runs a candidate's full estimate (used for a family
// whose candidates were all stopped before their plan search, to learn its MFU).
Refusal explainRefusal(const Design& question, const DesignQuestion& asked, const DesignSearchResult& result,
                       const std::vector<std::string>& familyProblems,
                       const std::function<CandidateFigures(const CandidateKey&)>& evaluate);

}  // namespace cp
