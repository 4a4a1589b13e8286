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
        case ActionKind::BringIn:
            return "bring-in";
        case ActionKind::Discard:
            return "discard";
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
    if (!is_game(static_cast<int>(c.game))) bad("unknown game " + std::to_string(static_cast<int>(c.game)));
    const GameRules& rules = game_rules(c.game);
    const Family family = family_of(c.game);
    if (c.betting != Betting::NoLimit && c.betting != Betting::PotLimit && c.betting != Betting::FixedLimit) {
        bad("unknown betting structure " + std::to_string(static_cast<int>(c.betting)) +
            " (0 no limit, 1 pot limit, 2 fixed limit)");
    }
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
    if (c.bring_in < 0) bad("bring_in must not be negative");
    if (family == Family::Stud) {
        if (n > static_cast<std::size_t>(kMaxStudSeats)) {
            bad(std::string(rules.name) + " seats 2 to " + std::to_string(kMaxStudSeats) + " players, not " +
                std::to_string(n) + " (seven cards each)");
        }
        for (Chips b : c.blinds) {
            if (b != 0) bad(std::string(rules.name) + " has no blinds; it opens with antes and the bring-in");
        }
        for (CardMask h : c.holes) {
            if (h != 0) bad(std::string(rules.name) + " deals its cards street by street (deal_hole), not in holes");
        }
        if (c.betting == Betting::FixedLimit && c.small_bet == 0) {
            bad("fixed-limit " + std::string(rules.name) + " needs small_bet (there are no blinds to size it from)");
        }
        const Chips full = c.betting == Betting::FixedLimit ? c.small_bet : c.min_bet;
        if (full > 0 && c.bring_in >= full) {
            bad("the bring-in (" + std::to_string(c.bring_in) + ") must be below the full bet it is completed to (" +
                std::to_string(full) + ")");
        }
    } else if (c.bring_in != 0) {
        bad(std::string("only stud games have a bring-in, not ") + rules.name);
    }
    if (c.draws != 0 && (family != Family::Draw || c.draws < 1 || c.draws > 3)) {
        bad(family == Family::Draw ? "a draw game has 1 to 3 draws, not " + std::to_string(c.draws)
                                   : std::string("only draw games have draws, not ") + rules.name);
    }
    if (c.small_bet < 0) bad("small_bet must not be negative");
    if (c.big_bet < 0) bad("big_bet must not be negative");
    // Every amount is capped like a stack, so that a raise on top of a bet or a
    // pot-limit cap (a sum of a few amounts) never overflows 64 bits.
    constexpr Chips kMaxAmount = Chips{1} << 52;
    if (c.min_bet > kMaxAmount) bad("min_bet above 2^52 chips is not supported");
    if (c.small_bet > kMaxAmount || c.big_bet > kMaxAmount) bad("bet sizes above 2^52 chips are not supported");
    if (c.bring_in > kMaxAmount) bad("a bring-in above 2^52 chips is not supported");
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
    if (!c.hole_order.empty() && c.hole_order.size() != c.holes.size()) {
        bad("the order of the hole cards is given for " + std::to_string(c.hole_order.size()) +
            " seats but the hole cards for " + std::to_string(c.holes.size()) + "; give one list per seat or none");
    }
    for (std::size_t i = 0; i < c.hole_order.size(); ++i) {
        const std::vector<CardId>& order = c.hole_order[i];
        if (order.empty()) continue;
        CardMask m = 0;
        bool in_deck = true;
        for (const CardId id : order) {
            in_deck = in_deck && id >= 0 && id < kDeckSize;
            if (in_deck) m |= bit(id);
        }
        if (!in_deck || m != c.holes[i] || order.size() != static_cast<std::size_t>(std::popcount(m))) {
            bad("the order of the hole cards of seat " + std::to_string(i) + " does not list its hole cards (" +
                mask_name(c.holes[i]) + ") once each");
        }
    }
    const int want = hole_cards_for(c.game);
    const CardMask deck = game_deck(c.game);
    const int deck_size = std::popcount(deck);
    CardMask seen = 0;
    for (std::size_t i = 0; i < c.holes.size(); ++i) {
        const CardMask h = c.holes[i];
        if (h == 0) continue;
        // The message is built only for a bad mask (this runs for every hand replayed).
        if (h & ~kFullDeck) check_mask(h, "hole cards of seat " + std::to_string(i));
        if (std::popcount(h) != want) {
            bad("seat " + std::to_string(i) + " holds " + std::to_string(std::popcount(h)) + " hole cards (" +
                mask_name(h) + "); this game deals " + std::to_string(want));
        }
        if (h & ~deck) {
            bad("seat " + std::to_string(i) + " holds " + mask_name(h & ~deck) + ", which the " + rules.name +
                " deck (six to ace) does not have");
        }
        if (h & seen) bad("card " + mask_name(h & seen) + " is dealt to two seats");
        seen |= h;
    }
    if (family != Family::Board) return;
    // The deck must hold every hole card (known or dealt at random) and a full board.
    int unknown = 0;
    for (std::size_t i = 0; i < n; ++i) unknown += i >= c.holes.size() || c.holes[i] == 0;
    const int cards = std::popcount(seen) + (c.random_holes ? unknown * want : 0) + 5;
    if (cards > deck_size) {
        bad(std::to_string(n) + " seats of " + std::to_string(want) + " hole cards and a 5-card board need " +
            std::to_string(cards) + " cards, more than the " + std::to_string(deck_size) +
            " of the deck; seat at most " + std::to_string((deck_size - 5) / want) + " players in this game");
    }
}

namespace {

// What validate_config accepts for an ante or a blind.
constexpr Chips kMaxForcedBet = Chips{1} << 52;

void check_amount(Chips amount, const std::string& what) {
    if (amount < 0) bad(what + " is " + std::to_string(amount) + "; amounts must not be negative");
    if (amount > kMaxForcedBet)
        bad(what + " is " + std::to_string(amount) + "; amounts above 2^52 chips are not supported");
}

void check_layout(int seats, int button) {
    if (seats < 2 || seats > kMaxSeats) {
        bad("a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " + std::to_string(seats));
    }
    if (button < 0 || button >= seats) {
        bad("button seat " + std::to_string(button) + " is not a seat of this " + std::to_string(seats) +
            "-seat table (seats are 0.." + std::to_string(seats - 1) + ")");
    }
}

}  // namespace

int big_blind_seat(int seats, int button) {
    check_layout(seats, button);
    return (button + (seats == 2 ? 1 : 2)) % seats;
}

ForcedBets forced_bets(int seats, int button, Chips small_blind, Chips big_blind, const std::vector<Chips>& straddles,
                       Chips ante, Chips big_blind_ante) {
    check_layout(seats, button);
    check_amount(small_blind, "the small blind");
    check_amount(big_blind, "the big blind");
    for (std::size_t k = 0; k < straddles.size(); ++k) check_amount(straddles[k], "straddle " + std::to_string(k));
    check_amount(ante, "the ante");
    check_amount(big_blind_ante, "the big-blind ante");
    const auto room = static_cast<std::size_t>(seats - 2);
    if (straddles.size() > room) {
        bad(std::to_string(straddles.size()) + " straddles given but " +
            (seats == 2 ? std::string("a heads-up table has no seat to straddle after the blinds")
                        : "a " + std::to_string(seats) + "-seat table has only " + std::to_string(room) +
                              " seat(s) after the blinds") +
            "; give at most seats - 2 straddles");
    }
    ForcedBets out;
    out.blinds.assign(static_cast<std::size_t>(seats), 0);
    out.antes.assign(static_cast<std::size_t>(seats), ante);
    const int bb = big_blind_seat(seats, button);
    auto seat = [&](int offset) { return static_cast<std::size_t>((bb + offset) % seats); };
    out.blinds[seat(seats - 1)] = small_blind;  // the seat before the big blind
    out.blinds[seat(0)] = big_blind;
    for (std::size_t k = 0; k < straddles.size(); ++k) out.blinds[seat(1 + static_cast<int>(k))] = straddles[k];
    out.antes[seat(0)] += big_blind_ante;  // both at most 2^52: no overflow
    check_amount(out.antes[seat(0)], "the big blind's ante (ante + big-blind ante)");
    return out;
}

std::vector<Chips> standard_blinds(int seats, int button, Chips small_blind, Chips big_blind,
                                   const std::vector<Chips>& straddles) {
    return forced_bets(seats, button, small_blind, big_blind, straddles).blinds;
}

}  // namespace xiapl
