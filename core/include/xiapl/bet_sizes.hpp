// Bet sizes the rules define beside the legal range (xiapl/table.hpp): the
// pot-sized bet or raise.
#pragma once

#include <optional>

#include "xiapl/table.hpp"

namespace xiapl {

// The street total a pot-sized bet or raise of the seat to act reaches: it
// calls first, then raises by the whole pot including that call, so the
// total is the current bet plus the pot (every chip put in, this street's
// bets included) plus the call. Kept within the legal bet-or-raise range
// (legal_actions().min_to .. max_to): under pot limit it is the largest
// legal raise. nullopt when the actor may not bet or raise (or nobody is to
// act).
std::optional<Chips> pot_sized_raise_to(const TableState& state);

}  // namespace xiapl
