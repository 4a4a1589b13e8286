// The pot-sized bet or raise (xiapl/bet_sizes.hpp).
#include "xiapl/bet_sizes.hpp"

#include <algorithm>

namespace xiapl {

std::optional<Chips> pot_sized_raise_to(const TableState& state) {
    const LegalActions la = state.legal_actions();
    if (!la.bet_or_raise || state.actor() < 0) return std::nullopt;
    const Seat& seat = state.seats()[static_cast<std::size_t>(state.actor())];
    const Chips to_call = std::max<Chips>(state.current_bet() - seat.bet, 0);
    const Chips pot_sized = state.current_bet() + state.pot_total() + to_call;
    return std::clamp(pot_sized, la.min_to, la.max_to);
}

}  // namespace xiapl
