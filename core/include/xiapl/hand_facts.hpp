// Per-hand facts that statistics over many hands count (VPIP, PFR and
// first-in raises), read from a hand's history (xiapl/table.hpp).
//
// Betting rounds are numbered from 0 as the table's streets are (board
// games: 0 preflop; stud: 0 third street; draw games: 0 before the first
// draw): a round ends when cards are dealt or drawn after someone acted in
// it. A seat puts chips in voluntarily by a call, a bet, a raise or going
// all-in; blinds, straddles, antes, the bring-in and checks are forced or
// free, so they are not voluntary. A seat raises by a bet, a raise or an
// all-in to more than the round's highest bet so far, which starts at the
// largest blind or straddle in round 0 and at 0 in later rounds (the
// bring-in does not set it, so a completion is a raise). A first-in raise
// is round 0's first raise made before any seat put chips in voluntarily.
#pragma once

#include <vector>

#include "xiapl/table.hpp"

namespace xiapl {

struct MoneyFacts {
    // Per seat: the first round in which the seat put chips in voluntarily,
    // or -1 if it never did. VPIP counts the seats at 0.
    std::vector<int> voluntary_round;
    // Per seat: the first round in which the seat raised, or -1. PFR counts
    // the seats at 0.
    std::vector<int> raise_round;
    // The seat that raised first in, or -1.
    int first_in_raiser = -1;
};

// The facts of a state's history so far (a finished hand: the whole hand).
MoneyFacts money_facts(const TableState& state);

}  // namespace xiapl
