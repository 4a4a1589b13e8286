// Who put chips in voluntarily, who raised, in which round, and who raised first in (xiapl/hand_facts.hpp).
#include <algorithm>

#include "xiapl/hand_facts.hpp"

namespace xiapl {

MoneyFacts money_facts(const TableState& state) {
    const auto seats = static_cast<std::size_t>(state.seat_count());
    MoneyFacts facts;
    facts.voluntary_round.assign(seats, -1);
    facts.raise_round.assign(seats, -1);
    const auto& blinds = state.config().blinds;
    Chips top = blinds.empty() ? 0 : *std::max_element(blinds.begin(), blinds.end());
    int round = 0;
    bool acted = false;  // someone acted in this round
    bool anyone_voluntary = false;
    for (const Action& step : state.history()) {
        if (step.seat < 0 || step.kind == ActionKind::Discard) {
            if (acted) {  // cards dealt or drawn after the round's action: the next round
                ++round;
                top = 0;
                acted = false;
            }
            continue;
        }
        acted = true;
        if (step.kind != ActionKind::Call && step.kind != ActionKind::BetOrRaise && step.kind != ActionKind::AllIn) {
            continue;  // a fold, a check or the bring-in
        }
        const auto seat = static_cast<std::size_t>(step.seat);
        if (facts.voluntary_round[seat] < 0) facts.voluntary_round[seat] = round;
        if (step.kind != ActionKind::Call && step.amount > top) {
            if (facts.raise_round[seat] < 0) facts.raise_round[seat] = round;
            if (round == 0 && !anyone_voluntary && facts.first_in_raiser < 0) facts.first_in_raiser = step.seat;
        }
        top = std::max(top, step.amount);
        if (round == 0) anyone_voluntary = true;
    }
    return facts;
}

}  // namespace xiapl
