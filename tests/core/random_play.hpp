// Plays a hand to its end with random legal actions, checking the
// invariants of every state on the way (the table tests' self-play).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>

#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

// Each turn: a fold one time in six when it is offered, a bet or raise of a
// uniform size when the draw of 0..5 is at least `raise_from`, else a check
// or call; the board comes from the state's seeded stream. Stops the test
// after 500 steps (a hand that never ends).
inline xiapl::TableState play_randomly(xiapl::TableState s, xiapl::Rng& rng, std::uint32_t raise_from) {
    using namespace xiapl;
    for (int steps = 0; s.phase() != Phase::Finished; ++steps) {
        if (steps >= 500) {
            ADD_FAILURE() << "the hand did not end in 500 steps";
            break;
        }
        s.check_invariants();
        if (s.phase() == Phase::Dealing) {
            s = s.deal_board_random();
            continue;
        }
        const LegalActions la = s.legal_actions();
        const auto pick = rng.below(6);
        if (pick == 0 && la.fold) {
            s = s.apply(ActionKind::Fold);
        } else if (pick >= raise_from && la.bet_or_raise) {
            const Chips span = la.max_to - la.min_to;
            s = s.apply(ActionKind::BetOrRaise,
                        la.min_to + (span > 0 ? rng.below(static_cast<std::uint32_t>(span + 1)) : 0));
        } else {
            s = s.apply(ActionKind::CheckOrCall);
        }
    }
    s.check_invariants();
    return s;
}
