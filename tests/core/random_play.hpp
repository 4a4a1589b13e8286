// Plays a hand to its end with random legal actions, checking the
// invariants of every state on the way (the table tests' self-play).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

// The newest step of a history, an action, carries the street it was taken
// on while that street's betting goes on.
inline void check_last_street(const xiapl::TableState& s) {
    using namespace xiapl;
    const std::vector<Action> h = s.history();
    if (h.empty()) return;
    const Action& a = h.back();
    const bool action = a.seat >= 0 && a.kind != ActionKind::Discard;
    const int street = static_cast<int>(s.street());
    if (action && s.phase() == Phase::Betting) {
        EXPECT_EQ(a.street, street) << "an action on the street still bet";
    }
}

// What a step returned uncalled is what a seat's contribution fell by,
// counting what the step itself put in (an action's street total less the
// seat's bet before it); `before` empty: no step yet.
inline void check_returned(const std::vector<xiapl::Chips>& before, const std::vector<xiapl::Chips>& before_bet,
                           const xiapl::TableState& s) {
    using namespace xiapl;
    if (before.empty()) return;
    std::vector<Chips> put(before.size(), 0);
    const std::vector<Action> h = s.history();
    if (!h.empty()) {
        const Action& a = h.back();
        const bool pays =
            a.kind == ActionKind::Call || a.kind == ActionKind::BetOrRaise || a.kind == ActionKind::BringIn;
        if (a.seat >= 0 && pays)
            put[static_cast<std::size_t>(a.seat)] = a.amount - before_bet[static_cast<std::size_t>(a.seat)];
    }
    Chips back = 0;
    int to = -1;
    for (std::size_t i = 0; i < before.size(); ++i) {
        const Chips fell = before[i] + put[i] - s.seats()[i].contributed;
        if (fell > 0) {
            back += fell;
            to = static_cast<int>(i);
        }
    }
    EXPECT_EQ(s.returned(), back);
    EXPECT_EQ(s.returned_to(), to);
}

// Every step's street, read off the whole history: an action's is the
// betting round counted by the deals and draws before it (the first deals
// of a stud or draw hand open street 0); a deal's or a draw's the street of
// the next action, when one follows; the streets never go back; a draw
// game's draw and replacements name the draw, the street after it.
inline void check_streets(const xiapl::TableState& s) {
    using namespace xiapl;
    const std::vector<Action> h = s.history();
    int street = 0;
    bool acted = false, dealt = false, drew = false;
    for (std::size_t i = 0; i < h.size(); ++i) {
        const Action& a = h[i];
        const bool action = a.seat >= 0 && a.kind != ActionKind::Discard;
        if (i > 0) {
            EXPECT_GE(a.street, h[i - 1].street) << "step " << i;
        }
        if (!action) {
            dealt = true;
            for (std::size_t j = i + 1; j < h.size(); ++j) {
                if (h[j].seat >= 0 && h[j].kind != ActionKind::Discard) {
                    EXPECT_EQ(a.street, h[j].street) << "step " << i << " is for the street of step " << j;
                    break;
                }
            }
            drew = drew || a.kind == ActionKind::Discard;
            const bool draw_step = a.kind == ActionKind::Discard || (a.to >= 0 && drew);
            EXPECT_EQ(a.draw, draw_step ? a.street : 0) << "step " << i;
            continue;
        }
        if (dealt && acted) ++street;
        acted = true;
        dealt = false;
        EXPECT_EQ(a.street, street) << "step " << i;
        EXPECT_EQ(a.draw, 0) << "step " << i;
    }
}

// Each turn: a fold one time in six when it is offered, a bet or raise of a
// uniform size when the draw of 0..5 is at least `raise_from`, else a check
// or call (a due bring-in is posted unless the draw completes it); each draw
// discards a random part of the hand; the cards come from the state's
// seeded stream. Stops the test
// after 500 steps (a hand that never ends).
inline xiapl::TableState play_randomly(xiapl::TableState s, xiapl::Rng& rng, std::uint32_t raise_from) {
    using namespace xiapl;
    std::vector<Chips> before, before_bet;  // each seat's contribution and street bet before the last step
    for (int steps = 0; s.phase() != Phase::Finished; ++steps) {
        if (steps >= 500) {
            ADD_FAILURE() << "the hand did not end in 500 steps";
            break;
        }
        s.check_invariants();
        check_last_street(s);
        check_returned(before, before_bet, s);
        before.clear();
        before_bet.clear();
        for (const Seat& seat : s.seats()) {
            before.push_back(seat.contributed);
            before_bet.push_back(seat.bet);
        }
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
    check_last_street(s);
    check_returned(before, before_bet, s);
    check_streets(s);
    return s;
}
