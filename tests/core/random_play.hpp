// Plays a hand to its end with random legal actions, checking the
// invariants of every state on the way (the table tests' self-play).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>

#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

// Each turn: a fold one time in six when it is offered, a bet or raise of a
// uniform size when the draw of 0..5 is at least `raise_from`, else a check
// or call (a due bring-in is posted unless the draw completes it); each draw
// discards a random part of the hand; the cards come from the state's
// seeded stream. Stops the test
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
            s = s.deal_random();
            continue;
        }
        const LegalActions la = s.legal_actions();
        if (la.discard) {
            const CardMask hole = s.seats()[static_cast<std::size_t>(s.actor())].hole;
            CardMask out = 0;
            for (CardMask m = hole; m != 0; m &= m - 1) {
                if (rng.below(3) == 0) out |= m & (~m + 1);
            }
            s = s.discard(out);
            continue;
        }
        const auto pick = rng.below(6);
        if (la.bring_in && !(pick >= raise_from && la.bet_or_raise)) {
            s = s.apply(ActionKind::BringIn);
        } else if (pick == 0 && la.fold) {
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
