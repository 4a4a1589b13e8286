// All-in equity per street of a hand's run-out (xiapl/allin.hpp).
#include "xiapl/allin.hpp"

#include <bit>
#include <map>
#include <string>

#include "xiapl/error.hpp"

namespace xiapl {

namespace {

constexpr std::uint32_t seat_bit(int seat) { return std::uint32_t{1} << seat; }

// Every state of the hand from the forced bets to `state`, in order, by
// replaying its history from its config. Cards are dealt as recorded (drawn
// ones too), so each replayed state equals the one the hand passed; the
// first hole cards a seeded stud or draw hand deals as it starts are part of
// its start.
template <class Visit>
void replay(const TableState& state, Visit&& visit) {
    TableState at(state.config());
    visit(at);
    const std::vector<Action> history = state.history();
    for (std::size_t i = at.history_size(); i < history.size(); ++i) {
        const Action& a = history[i];
        if (a.seat < 0 && a.to >= 0) {
            at = std::move(at).deal_hole(a.to, a.cards, a.up, a.unknown);
        } else if (a.seat < 0) {
            at = std::move(at).deal_board(a.cards);
        } else if (a.kind == ActionKind::Discard) {
            at = std::move(at).discard(a.cards, a.unknown);
        } else if (a.needless) {
            at = std::move(at).apply_recorded(ActionKind::Fold);
        } else {
            at = std::move(at).apply(a.kind, a.amount);
        }
        visit(at);
    }
}

// "seat 2 is", "seats 1 and 3 are", "seats 0, 1 and 3 are".
std::string seats_are(const std::vector<int>& seats) {
    std::string out = seats.size() == 1 ? "seat " : "seats ";
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (i > 0) out += i + 1 == seats.size() ? " and " : ", ";
        out += std::to_string(seats[i]);
    }
    return out + (seats.size() == 1 ? " is" : " are");
}

AllInSpot make_spot(const TableState& state, bool count_folded_cards, const EquityOptions& options) {
    const SeatList& seats = state.seats();
    const int n = state.seat_count();
    const bool stud = state.family() == Family::Stud;
    const int want = hole_cards_for(state.config().game);
    AllInSpot spot;
    spot.street = state.street();
    spot.board = state.board();
    std::vector<int> unknown;
    for (int s = 0; s < n; ++s) {
        const Seat& seat = seats[static_cast<std::size_t>(s)];
        if (seat.folded) {
            // Up cards were seen by everyone.
            spot.dead |= count_folded_cards ? seat.hole : seat.up;
            continue;
        }
        spot.live |= seat_bit(s);
        spot.holes[static_cast<std::size_t>(s)] = seat.hole;
        // Stud: the cards so far, every one known; the engine deals the rest.
        if (stud ? seat.unknown > 0 || seat.hole == 0 : std::popcount(seat.hole) != want) unknown.push_back(s);
    }
    if (!unknown.empty()) {
        fail(ErrorKind::InvalidArgument,
             seats_are(unknown) + " all-in or called with hole cards that are unknown, so " +
                 (unknown.size() == 1 ? "its" : "their") +
                 " equity cannot be computed; give the hole cards of every seat that reaches the run-out");
    }
    // Pots with the same contenders share one enumeration.
    std::map<std::uint32_t, std::array<PlayerEquity, kMaxSeats>> cache;
    for (const Pot& pot : state.pots()) {
        AllInPot row;
        row.amount = pot.amount;
        row.contenders = pot.eligible & spot.live;
        auto found = cache.find(row.contenders);
        if (found == cache.end()) {
            std::array<PlayerEquity, kMaxSeats> shares{};
            std::vector<CardMask> holes;
            std::vector<int> who;
            CardMask outsiders = 0;  // live seats outside the pot keep their cards
            for (int s = 0; s < n; ++s) {
                if (!(spot.live & seat_bit(s))) continue;
                const CardMask hole = seats[static_cast<std::size_t>(s)].hole;
                if (row.contenders & seat_bit(s)) {
                    holes.push_back(hole);
                    who.push_back(s);
                } else {
                    outsiders |= hole;
                }
            }
            if (who.size() == 1) {
                PlayerEquity& alone = shares[static_cast<std::size_t>(who[0])];
                alone.equity = alone.win = alone.scoop = alone.high_share = 1.0;
            } else if (!who.empty()) {
                const EquityResult result =
                    calculate_equity(holes, spot.board, spot.dead | outsiders, state.config().game, options);
                for (std::size_t k = 0; k < who.size(); ++k) {
                    shares[static_cast<std::size_t>(who[k])] = result.players[k];
                }
            }
            found = cache.emplace(row.contenders, shares).first;
        }
        row.shares = found->second;
        for (int s = 0; s < n; ++s) {
            spot.expected[static_cast<std::size_t>(s)] +=
                row.shares[static_cast<std::size_t>(s)].equity * static_cast<double>(row.amount);
        }
        spot.pots.push_back(row);
    }
    return spot;
}

}  // namespace

bool is_allin_spot(const TableState& state) noexcept {
    // Draw games have no card-only equity. A stud spot is the end of a
    // street's betting, before any of the next street's cards (not a
    // community card: every seat's own cards are what the equity deals).
    if (state.phase() != Phase::Dealing || state.family() == Family::Draw) return false;
    if (state.family() == Family::Stud) {
        if (state.cards_needed() > 0) return false;
        for (const Seat& s : state.seats()) {
            if (!s.folded && s.owed != 1) return false;
        }
    }
    int live = 0, with_chips = 0;
    for (const Seat& s : state.seats()) {
        live += !s.folded;
        with_chips += !s.folded && !s.all_in;
    }
    return live >= 2 && with_chips <= 1;
}

std::vector<AllInSpot> allin_equity(const TableState& state, bool count_folded_cards, unsigned threads) {
    std::vector<TableState> spots;
    if (state.family() == Family::Draw) return {};
    replay(state, [&](const TableState& s) {
        if (is_allin_spot(s)) spots.push_back(s);
    });
    EquityOptions options;
    // Stud streets before the fifth leave too many deals to enumerate: there
    // a seeded Monte Carlo run (the same at every thread count) stands in.
    options.mode = state.family() == Family::Stud ? EquityMode::Auto : EquityMode::Exact;
    options.iterations = kStudAllInTrials;
    options.threads = threads;
    std::vector<AllInSpot> out;
    out.reserve(spots.size());
    for (const TableState& s : spots) out.push_back(make_spot(s, count_folded_cards, options));
    return out;
}

}  // namespace xiapl
