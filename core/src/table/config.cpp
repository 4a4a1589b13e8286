// Table rules: the configuration of a hand and its validation.
#include <algorithm>
#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

const char* action_name(ActionKind k) {
    switch (k) {
        case ActionKind::Fold:
            return "fold";
        case ActionKind::Check:
            return "check";
        case ActionKind::Call:
            return "call";
        case ActionKind::BetOrRaise:
            return "bet or raise";
        case ActionKind::AllIn:
            return "all-in";
        case ActionKind::CheckOrCall:
            return "check or call";
    }
    return "unknown action";
}

namespace {

[[noreturn]] void bad(const std::string& message) { fail(ErrorKind::InvalidArgument, message); }

void check_per_seat(const std::vector<Chips>& values, std::size_t seats, const char* what) {
    if (!values.empty() && values.size() != seats) {
        bad(std::string(what) + " has " + std::to_string(values.size()) + " entries but the table has " +
            std::to_string(seats) + " seats; give one per seat or none");
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i] < 0) {
            bad(std::string(what) + " of seat " + std::to_string(i) + " is " + std::to_string(values[i]) +
                "; amounts must not be negative");
        }
    }
}

}  // namespace

void validate_config(const TableConfig& c) {
    const std::size_t n = c.stacks.size();
    if (n < 2 || n > static_cast<std::size_t>(kMaxSeats)) {
        bad("a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " + std::to_string(n));
    }
    if (!is_holdem_or_omaha(c.game)) {
        bad(is_game(static_cast<int>(c.game))
                ? std::string("the table engine plays Hold'em and Omaha high (games 0 to 3), not ") +
                      game_rules(c.game).name
                : "unknown game " + std::to_string(static_cast<int>(c.game)));
    }
    if (c.betting != Betting::NoLimit && c.betting != Betting::PotLimit) bad("unknown betting structure");
    if (c.button < 0 || c.button >= static_cast<int>(n)) {
        bad("button seat " + std::to_string(c.button) + " is not a seat of this " + std::to_string(n) +
            "-seat table (seats are 0.." + std::to_string(n - 1) + ")");
    }
    check_per_seat(c.stacks, n, "stack");
    check_per_seat(c.antes, n, "ante");
    check_per_seat(c.blinds, n, "blind");
    for (std::size_t i = 0; i < n; ++i) {
        if (c.stacks[i] == 0) bad("seat " + std::to_string(i) + " has no chips; a seated player needs a stack > 0");
    }
    if (c.min_bet < 0) bad("min_bet must not be negative");
    // Every amount is capped like a stack, so that a raise on top of a bet or a
    // pot-limit cap (a sum of a few amounts) never overflows 64 bits.
    constexpr Chips kMaxAmount = Chips{1} << 52;
    if (c.min_bet > kMaxAmount) bad("min_bet above 2^52 chips is not supported");
    for (std::size_t i = 0; i < n; ++i) {
        const Chips ante = i < c.antes.size() ? c.antes[i] : 0;
        const Chips blind = i < c.blinds.size() ? c.blinds[i] : 0;
        if (ante > kMaxAmount || blind > kMaxAmount) {
            bad("the ante or blind of seat " + std::to_string(i) + " is above 2^52 chips, which is not supported");
        }
    }
    Chips total = 0;
    for (Chips s : c.stacks) {
        if (s > (Chips{1} << 52) || total > (Chips{1} << 56)) bad("stacks above 2^52 chips are not supported");
        total += s;
    }
    if (!c.holes.empty() && c.holes.size() != n) {
        bad("hole cards are given for " + std::to_string(c.holes.size()) + " seats but the table has " +
            std::to_string(n) + "; give one mask per seat (0 = unknown) or none");
    }
    const int want = hole_cards_for(c.game);
    CardMask seen = 0;
    for (std::size_t i = 0; i < c.holes.size(); ++i) {
        const CardMask h = c.holes[i];
        if (h == 0) continue;
        check_mask(h, "hole cards of seat " + std::to_string(i));
        if (std::popcount(h) != want) {
            bad("seat " + std::to_string(i) + " holds " + std::to_string(std::popcount(h)) + " hole cards (" +
                mask_name(h) + "); this game deals " + std::to_string(want));
        }
        if (h & seen) bad("card " + mask_name(h & seen) + " is dealt to two seats");
        seen |= h;
    }
    // The deck must hold every hole card (known or dealt at random) and a full board.
    int unknown = 0;
    for (std::size_t i = 0; i < n; ++i) unknown += i >= c.holes.size() || c.holes[i] == 0;
    const int cards = std::popcount(seen) + (c.random_holes ? unknown * want : 0) + 5;
    if (cards > kDeckSize) {
        bad(std::to_string(n) + " seats of " + std::to_string(want) + " hole cards and a 5-card board need " +
            std::to_string(cards) + " cards, more than the " + std::to_string(kDeckSize) +
            " of the deck; seat at most " + std::to_string((kDeckSize - 5) / want) + " players in this game");
    }
}

std::vector<Chips> standard_blinds(int seats, int button, Chips small_blind, Chips big_blind,
                                   const std::vector<Chips>& straddles) {
    if (seats < 2 || seats > kMaxSeats) bad("a table has 2 to " + std::to_string(kMaxSeats) + " seats");
    if (button < 0 || button >= seats) bad("the button must be a seat 0.." + std::to_string(seats - 1));
    if (small_blind < 0 || big_blind < 0) bad("blinds must not be negative");
    if (static_cast<int>(straddles.size()) > seats - 2) bad("more straddles than seats after the blinds");
    std::vector<Chips> blinds(static_cast<std::size_t>(seats), 0);
    auto at = [&](int offset) -> Chips& { return blinds[static_cast<std::size_t>((button + offset) % seats)]; };
    if (seats == 2) {
        at(0) = small_blind;  // heads-up: the button posts the small blind
        at(1) = big_blind;
    } else {
        at(1) = small_blind;
        at(2) = big_blind;
    }
    const int first = seats == 2 ? 2 : 3;
    for (std::size_t k = 0; k < straddles.size(); ++k) at(first + static_cast<int>(k)) = straddles[k];
    return blinds;
}

}  // namespace xiapl
