// All-in equity per street: who was ahead when the money went in, by how
// much, street by street of the run-out (docs/table.md, "All-in equity").
//
// A spot is a state where the betting is over but board cards are still to
// come: the state is Dealing, at least two seats are live (not folded) and at
// most one live seat has chips behind, so the engine deals a run-out. The
// first spot is the street the money went in; each later street of the
// run-out is a spot too. A river all-in has no cards to come and no spot.
// Stud: a spot is the end of a street's betting before seventh street's
// last, each live seat's own cards to come; the community card the deck
// may force on seventh street is not modelled, so a street that needs one is
// no spot, and folded seats' up cards are dead whatever count_folded_cards
// says (everyone saw them). A stud spot is enumerated exactly when that is
// tractable (calculate_equity's limit) and otherwise shared by a seeded Monte
// Carlo run of kStudAllInTrials deals, the same at every thread count. Draw
// games have no card-only equity and no spots.
//
// At a spot each pot (main pot first, as TableState::pots layers them) is
// shared by exact enumeration (calculate_equity, the config's game) among its
// contenders, the live seats eligible for it. The known cards of folded seats
// are dead when count_folded_cards is set, and for a pot the hole cards of
// the live seats outside it are dead too (they cannot come on the board). A
// pot with one contender is all theirs. A seat's expected chips are the sum
// over pots of its equity times the pot.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "xiapl/equity.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

// The Monte Carlo deals of a stud spot too large to enumerate.
inline constexpr std::uint64_t kStudAllInTrials = std::uint64_t{1} << 21;

// One pot at stake at a spot.
struct AllInPot {
    Chips amount = 0;
    std::uint32_t contenders = 0;                  // bit s: live seat s can win it
    std::array<PlayerEquity, kMaxSeats> shares{};  // per seat; all zero outside `contenders`
};

// One street of a run-out.
struct AllInSpot {
    Street street = Street::Preflop;           // the last street bet on (Preflop: no board yet)
    CardMask board = 0;                        // the board so far
    CardMask dead = 0;                         // known cards of folded seats, if counted (stud: up cards always)
    std::uint32_t live = 0;                    // bit s: seat s has not folded
    std::vector<AllInPot> pots;                // main pot first
    std::array<double, kMaxSeats> expected{};  // expected chips per seat over every pot
    std::array<CardMask, kMaxSeats> holes{};   // each live seat's cards at the spot (stud: so far)
};

// Whether `state` is a spot: Dealing, at least two live seats, at most one
// live seat with chips behind.
bool is_allin_spot(const TableState& state) noexcept;

// The spots of the hand that led to `state` (state included), found by
// replaying its history from its config; empty when the hand has none.
// `threads` goes to the equity engine (0: one per CPU).
//
// Throws Error(InvalidArgument) naming the seat when a live seat at a spot has
// unknown hole cards (its equity cannot be computed), and what
// calculate_equity throws (Error(LimitExceeded) for more contenders than it
// takes; a table's deck limit keeps every spot within it).
std::vector<AllInSpot> allin_equity(const TableState& state, bool count_folded_cards = true, unsigned threads = 0);

}  // namespace xiapl
