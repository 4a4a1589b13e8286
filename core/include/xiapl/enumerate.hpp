// Every completion of a partial Hold'em hand, evaluated in order
// (docs/evaluation.md, "Enumerating hands").
//
// A completion of `cards` to `hand_size` cards adds hand_size - |cards|
// cards taken from the deck less `cards` and `dead`. Completions come in
// ascending lexicographic order of the added card ids (the order of nested
// loops, the first added card outermost), each hand evaluated incrementally
// as HandState does it. Strengths are those of evaluate_mask: the best five
// of the 5, 6 or 7 cards.
#pragma once

#include <cstdint>
#include <span>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {

// Throws Error(InvalidArgument) unless hand_size is 5, 6 or 7, both masks
// use bits 0..51 only, they share no card, and `cards` holds at most
// hand_size cards.
void check_completions(CardMask cards, CardMask dead, int hand_size);

// The number of completions: C(52 - |cards| - |dead|, hand_size - |cards|).
std::uint64_t count_completions(CardMask cards, CardMask dead, int hand_size);

// Writes the strength of every completion, in order, to out (which holds
// count_completions(...) strengths).
void enumerate_strengths(CardMask cards, CardMask dead, int hand_size, Strength* out);

// by_strength[s] = the number of completions of strength s, for s in
// 0 .. kStrengthMax (index 0 stays 0); the span holds kStrengthMax + 1
// counters, overwritten.
void enumerate_histogram(CardMask cards, CardMask dead, int hand_size, std::span<std::uint64_t> by_strength);

}  // namespace xiapl
