// Equity over ranges, heads-up and multiway, exact and Monte Carlo.
//
// Both paths share one engine over n ranges (n = 2 for the heads-up call), so
// the heads-up aggregates and the two-range multiway aggregates are computed
// by the same code and agree exactly.
//
// Exact: the chunks are the usable combos of the first range; chunk c visits,
// in a fixed order, every possible deal of combos whose first combo is c,
// runs the exact fixed-hand enumeration on it and adds weight x equity to
// chunk c's own slot. The slots are summed in chunk order at the end, so the
// floating-point sums do not depend on which worker ran which chunk.
//
// Monte Carlo (monte_carlo.cpp): integer counts from seeded chunks, so every
// thread count gives the same result.
#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <string>
#include <vector>

#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/range_equity.hpp"
#include "xiapl/rng.hpp"

namespace xiapl {
namespace {

using equity::ChunkJob;
using equity::Tally;
using range_equity::McCounts;
using range_equity::Setup;
using range_equity::Side;

std::string ordinal_name(std::size_t i, std::size_t n) {
    if (n == 2) return i == 0 ? "hero" : "villain";
    return "range " + std::to_string(i);
}

// Possible deals of combos counted straight from the ranges (combos touching
// `used` skipped), up to `cap + 1`: the same count as count_deals below.
std::uint64_t count_range_deals(std::span<const Range* const> ranges, std::size_t level, CardMask used,
                                std::uint64_t cap) {
    std::uint64_t count = 0;
    for (const WeightedCombo& c : ranges[level]->combos()) {
        if (c.mask & used) continue;
        count += level + 1 == ranges.size() ? 1 : count_range_deals(ranges, level + 1, used | c.mask, cap - count);
        if (count > cap) return count;
    }
    return count;
}

std::string too_many_deals_message() {
    return "exact range equity is too large: more than " + std::to_string(kRangeEquityMaxExactMatchups) +
           " deals of combos; use Monte Carlo (a number of iterations) or auto mode (exact within the caps), "
           "narrow the ranges, or give more board cards";
}

Setup make_setup(std::span<const Range* const> ranges, CardMask board, CardMask dead, EquityMode mode) {
    Setup s;
    const std::size_t n = ranges.size();
    if (n < 2)
        fail(ErrorKind::InvalidArgument, "range equity needs at least two ranges; " + std::to_string(n) + " given");
    s.game = ranges[0]->game();
    for (std::size_t i = 1; i < n; ++i) {
        if (ranges[i]->game() != s.game) {
            fail(ErrorKind::InvalidArgument, "the ranges are of different games: " + ordinal_name(0, n) + " is " +
                                                 std::string(range_game_name(s.game)) + ", " + ordinal_name(i, n) +
                                                 " is " + std::string(range_game_name(ranges[i]->game())) +
                                                 "; parse both for the same game");
        }
    }
    const int limit = max_equity_players(s.game);
    if (n > static_cast<std::size_t>(limit)) {
        fail(ErrorKind::LimitExceeded, std::to_string(n) + " ranges given; one deck deals " +
                                           std::string(range_game_name(s.game)) + " to at most " +
                                           std::to_string(limit) + " players with a full board");
    }
    if ((board | dead) >> kDeckSize) {
        fail(ErrorKind::InvalidArgument, "the board and dead masks may only use bits 0..51 (card ids)");
    }
    if (const CardMask outside = (board | dead) & ~game_deck(s.game)) {
        fail(ErrorKind::InvalidArgument, card_name(std::countr_zero(outside)) + " is on the board or dead, but the " +
                                             std::string(range_game_name(s.game)) +
                                             " deck has the 36 cards six to ace only");
    }
    if (board & dead) fail(ErrorKind::InvalidArgument, "a card is both on the board and dead");
    const int board_size = std::popcount(board);
    if (board_size == 1 || board_size == 2 || board_size > 5) {
        fail(ErrorKind::InvalidArgument, "the board has " + std::to_string(board_size) +
                                             " cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)");
    }
    s.players = static_cast<int>(n);
    s.hole = hole_cards_for(s.game);
    s.board = board;
    s.dead = dead;
    s.to_come = 5 - board_size;
    s.cards_left = std::popcount(game_deck(s.game)) - board_size - std::popcount(dead) - s.players * s.hole;
    if (s.cards_left < s.to_come) {
        fail(ErrorKind::InvalidArgument, "too few cards left: " + std::to_string(std::max(s.cards_left, 0)) +
                                             " after the hole cards, board and dead cards, but the board needs " +
                                             std::to_string(s.to_come) + " more");
    }
    const CardMask blocked = board | dead;
    // Exact mode past the deals cap fails before the sides copy the combos:
    // two full Omaha-6 ranges would copy over a gigabyte only to be refused.
    if (mode == EquityMode::Exact &&
        count_range_deals(ranges, 0, blocked, kRangeEquityMaxExactMatchups) > kRangeEquityMaxExactMatchups) {
        fail(ErrorKind::LimitExceeded, too_many_deals_message());
    }
    s.sides.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        Side& side = s.sides[i];
        const auto& combos = ranges[i]->combos();
        side.combos = combos.data();
        const auto is_usable = [blocked](const WeightedCombo& c) { return (c.mask & blocked) == 0; };
        side.count = static_cast<std::size_t>(std::count_if(combos.begin(), combos.end(), is_usable));
        if (side.count < combos.size()) {
            side.usable.reserve(side.count);
            for (std::size_t k = 0; k < combos.size(); ++k) {
                if (is_usable(combos[k])) side.usable.push_back(static_cast<std::uint32_t>(k));
            }
        }
        for (std::size_t k = 0; k < side.count; ++k) side.total += side.weight(k);
        if (side.count == 0) {
            fail(ErrorKind::InvalidArgument, ordinal_name(i, n) + " has no combo free of the board and dead cards (" +
                                                 std::to_string(combos.size()) + " combos in the range)");
        }
    }
    return s;
}

// Possible deals of combos (no two sharing a card), counted up to `cap + 1`.
std::uint64_t count_deals(const Setup& s, std::size_t level, CardMask used, std::uint64_t cap) {
    const Side& side = s.sides[level];
    std::uint64_t count = 0;
    for (std::size_t k = 0; k < side.size(); ++k) {
        const CardMask m = side.mask(k);
        if (m & used) continue;
        count += level + 1 == s.sides.size() ? 1 : count_deals(s, level + 1, used | m, cap - count);
        if (count > cap) return count;
    }
    return count;
}

// The boards the exact fixed-hand engine evaluates per deal of combos.
std::uint64_t boards_evaluated(const Setup& s) {
    if (s.to_come == 5 && s.game == Game::Holdem) return 50'000;
    return choose(s.cards_left, s.to_come);
}

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
    if (a != 0 && b > UINT64_MAX / a) return UINT64_MAX;
    return a * b;
}

// The exact path's cap on evaluations. The games other than Hold'em and Omaha
// high judge every board one by one (variants.cpp), which costs more per
// evaluation, so their cap is that of their fixed-hand enumeration.
std::uint64_t max_exact_work(const Setup& s) {
    return is_holdem_or_omaha(s.game) ? kRangeEquityMaxExactWork : kRangeEquityMaxExactWorkOtherGames;
}

// Whether the exact path is within the caps; `why` says by how much it is not.
bool exact_fits(const Setup& s, std::string* why) {
    const std::uint64_t deals = count_deals(s, 0, 0, kRangeEquityMaxExactMatchups);
    if (deals == 0) {
        fail(ErrorKind::InvalidArgument,
             "no deal of combos is possible: every combination of the ranges shares a card");
    }
    const std::uint64_t work = saturating_mul(saturating_mul(deals, boards_evaluated(s)), s.players);
    if (deals <= kRangeEquityMaxExactMatchups && work <= max_exact_work(s)) return true;
    if (why != nullptr) {
        if (deals > kRangeEquityMaxExactMatchups) {
            *why = too_many_deals_message();
        } else {
            *why = "exact range equity is too large: " + std::to_string(deals) + " deals of combos x " +
                   std::to_string(boards_evaluated(s)) + " boards x " + std::to_string(s.players) +
                   " players = " + std::to_string(work) + " evaluations, over the cap of " +
                   std::to_string(max_exact_work(s)) +
                   "; use Monte Carlo (a number of iterations) or auto mode (exact within the caps), "
                   "narrow the ranges, or give more board cards";
        }
    }
    return false;
}

// ---------------------------------------------------------------------------
// Exact.

struct ExactSlot {
    std::vector<double> sum;  // per player: sum of weight x equity
    std::vector<double> win;  // per player: sum of weight x win rate
    std::vector<double> tie;  // per player: sum of weight x tie rate
    // options.breakdown, [p * kCategoryCount + c]: sums of weight x the
    // category fractions.
    std::vector<double> win_by, tie_by;
    double weight = 0;         // sum of deal weights
    double chop = 0;           // sum of weight x chop rate
    std::uint64_t boards = 0;  // boards counted
    std::uint64_t deals = 0;   // deals of combos
    std::uint64_t evaluated = 0;
    // Heads-up rows: (villain position, equity of the hero) per pair, in order.
    std::vector<std::pair<std::uint32_t, double>> pairs;
};

struct ExactOutcome {
    std::vector<ExactSlot> slots;
};

ExactOutcome run_exact(const Setup& s, const EquityOptions& options, bool keep_pairs) {
    const std::size_t n = s.sides.size();
    ExactOutcome out;
    out.slots.resize(s.sides[0].size());
    ChunkJob job;
    job.chunks = out.slots.size();
    job.total_units = job.chunks;
    job.units = [](std::uint64_t) { return std::uint64_t{1}; };
    job.body = [&](std::uint64_t c, Tally&) {
        ExactSlot& slot = out.slots[c];
        slot.sum.assign(n, 0.0);
        slot.win.assign(n, 0.0);
        slot.tie.assign(n, 0.0);
        slot.win_by.assign(options.breakdown ? n * kCategoryCount : 0, 0.0);
        slot.tie_by.assign(options.breakdown ? n * kCategoryCount : 0, 0.0);
        std::vector<CardMask> holes(n);
        std::vector<std::size_t> pick(n, 0);
        holes[0] = s.sides[0].mask(c);
        // Odometer over levels 1..n-1, skipping collisions.
        std::vector<CardMask> used(n + 1, 0);
        used[1] = holes[0];
        std::size_t level = 1;
        pick[1] = 0;
        while (level >= 1) {
            const Side& side = s.sides[level];
            if (pick[level] >= side.size()) {
                if (--level == 0) break;
                ++pick[level];
                continue;
            }
            const CardMask m = side.mask(pick[level]);
            if (m & used[level]) {
                ++pick[level];
                continue;
            }
            holes[level] = m;
            if (level + 1 < n) {
                used[level + 1] = used[level] | m;
                ++level;
                pick[level] = 0;
                continue;
            }
            // A full deal of combos.
            double w = s.sides[0].weight(c);
            for (std::size_t i = 1; i < n; ++i) w *= s.sides[i].weight(pick[i]);
            const Tally tally =
                is_holdem_or_omaha(s.game)
                    ? equity::exact_tally(equity::make_deal(holes, s.board, s.dead, s.game), options.breakdown)
                    : equity::variant_exact_tally(holes, s.board, s.dead, s.game);
            const EquityResult r = equity::finish(tally, true);
            for (std::size_t p = 0; p < n; ++p) {
                slot.sum[p] += w * r.players[p].equity;
                slot.win[p] += w * r.players[p].win;
                slot.tie[p] += w * r.players[p].tie;
                if (!r.breakdown) continue;
                for (std::size_t c = 0; c < kCategoryCount; ++c) {
                    slot.win_by[p * kCategoryCount + c] += w * r.players[p].win_by_category[c];
                    slot.tie_by[p * kCategoryCount + c] += w * r.players[p].tie_by_category[c];
                }
            }
            slot.weight += w;
            slot.chop += w * r.chop_rate;
            slot.boards += tally.trials;
            slot.evaluated += tally.evaluated;
            ++slot.deals;
            if (keep_pairs) slot.pairs.emplace_back(static_cast<std::uint32_t>(pick[1]), r.players[0].equity);
            ++pick[level];
        }
    };
    equity::run_chunks(job, s.players, equity::resolve_workers(options.threads, job.chunks), options.progress);
    return out;
}

bool use_exact(const Setup& s, const EquityOptions& options) {
    equity::check_options(options);
    if (options.breakdown && !is_holdem_or_omaha(s.game)) equity::fail_breakdown_unsupported(s.game);
    switch (options.mode) {
        case EquityMode::Exact: {
            std::string why;
            if (!exact_fits(s, &why)) fail(ErrorKind::LimitExceeded, why);
            return true;
        }
        case EquityMode::MonteCarlo:
            // Make sure some deal exists before sampling for one.
            if (count_deals(s, 0, 0, 0) == 0) {
                fail(ErrorKind::InvalidArgument,
                     "no deal of combos is possible: every combination of the ranges shares a card");
            }
            return false;
        case EquityMode::Auto:
            return exact_fits(s, nullptr);
    }
    return false;
}

// The aggregates of an exact run: each player's weighted equity, win and tie
// (and breakdown), summed in chunk order.
struct ExactTotals {
    std::vector<PlayerEquity> players;
    double chop_rate = 0;
    std::uint64_t trials = 0, matchups = 0;
};

ExactTotals exact_totals(const ExactOutcome& out, std::size_t n, bool breakdown) {
    std::vector<double> sum(n, 0.0), win(n, 0.0), tie(n, 0.0);
    std::vector<double> win_by(breakdown ? n * kCategoryCount : 0, 0.0), tie_by(win_by.size(), 0.0);
    double weight = 0, chop = 0;
    ExactTotals totals;
    for (const ExactSlot& slot : out.slots) {
        for (std::size_t p = 0; p < n; ++p) {
            sum[p] += slot.sum[p];
            win[p] += slot.win[p];
            tie[p] += slot.tie[p];
        }
        for (std::size_t i = 0; i < win_by.size(); ++i) {
            win_by[i] += slot.win_by[i];
            tie_by[i] += slot.tie_by[i];
        }
        weight += slot.weight;
        chop += slot.chop;
        totals.trials += slot.boards;
        totals.matchups += slot.deals;
    }
    totals.players.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
        PlayerEquity& e = totals.players[p];
        e.equity = sum[p] / weight;
        e.win = win[p] / weight;
        e.tie = tie[p] / weight;
        e.scoop = e.win;
        e.high_share = e.equity;
        for (std::size_t c = 0; breakdown && c < kCategoryCount; ++c) {
            e.win_by_category[c] = win_by[p * kCategoryCount + c] / weight;
            e.tie_by_category[c] = tie_by[p * kCategoryCount + c] / weight;
        }
    }
    totals.chop_rate = chop / weight;
    return totals;
}

std::vector<ComboEquity> empty_rows(const Range& range) {
    std::vector<ComboEquity> rows;
    rows.reserve(range.size());
    for (const WeightedCombo& c : range.combos()) {
        ComboEquity row;
        row.mask = c.mask;
        row.weight = c.weight;
        rows.push_back(row);
    }
    return rows;
}

}  // namespace

RangeEquityResult calculate_range_equity(const Range& hero, const Range& villain, CardMask board, CardMask dead,
                                         const EquityOptions& options, RangeEquityMode mode) {
    if (mode != RangeEquityMode::PerCombo && mode != RangeEquityMode::AggregateOnly) {
        fail(ErrorKind::InvalidArgument, "unknown RangeEquityMode; use PerCombo (0) or AggregateOnly (1)");
    }
    const Range* both[2] = {&hero, &villain};
    const Setup s = make_setup(both, board, dead, options.mode);
    const bool rows = mode == RangeEquityMode::PerCombo;
    RangeEquityResult result;
    if (use_exact(s, options)) {
        const ExactOutcome out = run_exact(s, options, rows);
        const ExactTotals totals = exact_totals(out, 2, options.breakdown);
        result.players = {totals.players[0], totals.players[1]};
        result.hero_equity = totals.players[0].equity;
        result.villain_equity = totals.players[1].equity;
        result.trials = totals.trials;
        result.matchups = totals.matchups;
        result.breakdown = options.breakdown;
        result.exact = true;
        if (rows) {
            result.hero = empty_rows(hero);
            result.villain = empty_rows(villain);
            const Side& hs = s.sides[0];
            const Side& vs = s.sides[1];
            std::vector<double> v_sum(vs.size(), 0.0), v_weight(vs.size(), 0.0);
            for (std::size_t c = 0; c < out.slots.size(); ++c) {
                double h_sum = 0, h_weight = 0;
                for (const auto& [v, eq] : out.slots[c].pairs) {
                    h_sum += vs.weight(v) * eq;
                    h_weight += vs.weight(v);
                    v_sum[v] += hs.weight(c) * (1.0 - eq);
                    v_weight[v] += hs.weight(c);
                }
                ComboEquity& row = result.hero[hs.position(c)];
                row.matchup_weight = h_weight;
                if (h_weight > 0) row.equity = h_sum / h_weight;
            }
            for (std::size_t v = 0; v < vs.size(); ++v) {
                ComboEquity& row = result.villain[vs.position(v)];
                row.matchup_weight = v_weight[v];
                if (v_weight[v] > 0) row.equity = v_sum[v] / v_weight[v];
            }
        }
        return result;
    }

    const std::uint64_t seed = equity::run_seed(options);
    McCounts counts;
    if (rows) {
        const std::size_t h = s.sides[0].size(), v = s.sides[1].size();
        counts.hero_deals = std::vector<std::atomic<std::uint64_t>>(h);
        counts.hero_share4 = std::vector<std::atomic<std::uint64_t>>(h);
        counts.villain_deals = std::vector<std::atomic<std::uint64_t>>(v);
        counts.villain_share4 = std::vector<std::atomic<std::uint64_t>>(v);
    }
    const Tally tally = range_equity::run_monte_carlo(s, options, seed, rows ? &counts : nullptr);
    const EquityResult r = equity::finish(tally, false);
    result.players = {r.players[0], r.players[1]};
    result.breakdown = r.breakdown;
    result.hero_equity = r.players[0].equity;
    result.villain_equity = r.players[1].equity;
    result.std_error = r.players[0].std_error;
    result.trials = r.trials;
    result.seed = seed;
    if (rows) {
        result.hero = empty_rows(hero);
        result.villain = empty_rows(villain);
        auto fill = [](std::vector<ComboEquity>& out, const Side& side,
                       const std::vector<std::atomic<std::uint64_t>>& d,
                       const std::vector<std::atomic<std::uint64_t>>& s4) {
            for (std::size_t k = 0; k < side.size(); ++k) {
                ComboEquity& row = out[side.position(k)];
                const std::uint64_t dealt = d[k].load();
                row.matchup_weight = static_cast<double>(dealt);
                if (dealt > 0) row.equity = static_cast<double>(s4[k].load()) / (4.0 * static_cast<double>(dealt));
            }
        };
        fill(result.hero, s.sides[0], counts.hero_deals, counts.hero_share4);
        fill(result.villain, s.sides[1], counts.villain_deals, counts.villain_share4);
    }
    return result;
}

MultiwayRangeEquityResult calculate_multiway_range_equity(std::span<const Range> ranges, CardMask board, CardMask dead,
                                                          const EquityOptions& options) {
    std::vector<const Range*> pointers;
    pointers.reserve(ranges.size());
    for (const Range& r : ranges) pointers.push_back(&r);
    return calculate_multiway_range_equity(std::span<const Range* const>(pointers), board, dead, options);
}

MultiwayRangeEquityResult calculate_multiway_range_equity(std::span<const Range* const> ranges, CardMask board,
                                                          CardMask dead, const EquityOptions& options) {
    const Setup s = make_setup(ranges, board, dead, options.mode);
    MultiwayRangeEquityResult result;
    if (use_exact(s, options)) {
        const ExactOutcome out = run_exact(s, options, false);
        ExactTotals totals = exact_totals(out, ranges.size(), options.breakdown);
        result.players = std::move(totals.players);
        result.chop_rate = totals.chop_rate;
        result.trials = totals.trials;
        result.matchups = totals.matchups;
        result.breakdown = options.breakdown;
        result.exact = true;
        return result;
    }
    const std::uint64_t seed = equity::run_seed(options);
    const Tally tally = range_equity::run_monte_carlo(s, options, seed, nullptr);
    const EquityResult r = equity::finish(tally, false);
    result.players = r.players;
    result.breakdown = r.breakdown;
    result.chop_rate = r.chop_rate;
    result.trials = r.trials;
    result.seed = seed;
    return result;
}

}  // namespace xiapl
