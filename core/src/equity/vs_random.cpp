// calculate_equity_vs_random: a hand against opponents holding unknown cards.
//
// Every way to deal the opponents (as unordered holdings: each set of
// holdings is as likely as any other) and the board is equally likely, so
// the exact answer counts all of them. Two enumerations:
//
//   - A full board to come (preflop): for each set of opponents' holdings,
//     the exact calculate_equity machinery (rank decomposition) counts the
//     boards. Holdings that differ only by a relabelling of suits which fixes
//     the hero's cards, the board and the dead cards give the same counts, so
//     only one per class is run, weighted by the size of its class.
//   - At most two board cards to come: for each board, every possible
//     opponent holding is evaluated once, and the sets of holdings are then
//     compared without evaluating again.
//
// Otherwise, Monte Carlo with the opponents' cards drawn before the board's
// (monte_carlo.cpp).
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "internal.hpp"
#include "xiapl/canon.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {
namespace {

using equity::Tally;

constexpr std::uint64_t kSaturated = ~std::uint64_t{0};
constexpr double kTractableCost = 268435456.0;  // 2^28 evaluations
constexpr double kDecomposedBoards = 50000.0;   // classes a full board to come costs

std::uint64_t multiply(std::uint64_t a, std::uint64_t b) {
    if (a != 0 && b > kSaturated / a) return kSaturated;
    return a * b;
}

// Unordered holdings of n opponents from `left` cards: the number of ordered
// deals divided by n!.
std::uint64_t holdings(int left, int n, int size) {
    std::uint64_t ordered = 1;
    for (int i = 0; i < n; ++i) ordered = multiply(ordered, choose(left - i * size, size));
    if (ordered == kSaturated) return kSaturated;
    for (int i = 2; i <= n; ++i) ordered /= static_cast<std::uint64_t>(i);
    return ordered;
}

// f(mask) for every `size`-card subset of `cards` (ascending ids), in
// lexicographic order.
template <class F>
void for_each_subset(const std::vector<CardId>& cards, int size, F&& f) {
    auto walk = [&](auto&& self, std::size_t from, int left, CardMask acc) -> void {
        if (left == 0) {
            f(acc);
            return;
        }
        for (std::size_t i = from; i + static_cast<std::size_t>(left) <= cards.size(); ++i)
            self(self, i + 1, left - 1, acc | bit(cards[i]));
    };
    walk(walk, 0, size, 0);
}

void subsets(const std::vector<CardId>& cards, int size, std::vector<CardMask>& out) {
    out.clear();
    for_each_subset(cards, size, [&](CardMask m) { out.push_back(m); });
}

// ---------------------------------------------------------------------------
// Exact, a full board to come: one chunk per first opponent holding.

struct PreflopJob {
    const equity::Deal& deal;  // the hero alone
    int opponents;
    std::vector<CardMask> hands;              // every possible opponent holding
    std::vector<SuitPermutation> symmetries;  // fix the hero, board and dead cards

    // Is `set` (ascending masks) the smallest of its class, and how many
    // distinct sets are in the class.
    bool representative(const std::vector<CardMask>& set, std::uint64_t* class_size) const {
        std::vector<std::vector<CardMask>> images;
        images.reserve(symmetries.size());
        for (const SuitPermutation& perm : symmetries) {
            std::vector<CardMask> image;
            for (CardMask h : set) image.push_back(relabel_suits(h, perm));
            std::sort(image.begin(), image.end());
            if (image < set) return false;
            images.push_back(std::move(image));
        }
        std::sort(images.begin(), images.end());
        *class_size = static_cast<std::uint64_t>(std::unique(images.begin(), images.end()) - images.begin());
        return true;
    }

    void chunk(std::uint64_t first, Tally& into) const {
        std::vector<CardMask> set{hands[first]};
        walk(set, first + 1, hands[first], into);
    }

    void walk(std::vector<CardMask>& set, std::size_t from, CardMask used, Tally& into) const {
        if (static_cast<int>(set.size()) == opponents) {
            std::uint64_t weight = 0;
            if (!representative(set, &weight)) return;
            std::vector<CardMask> holes{deal.holes[0]};
            holes.insert(holes.end(), set.begin(), set.end());
            const equity::Deal full = equity::make_deal(holes, deal.board, deal.dead, deal.game);
            into.add(equity::exact_tally(full), weight);
            return;
        }
        for (std::size_t i = from; i < hands.size(); ++i) {
            if (hands[i] & used) continue;
            set.push_back(hands[i]);
            walk(set, i + 1, used | hands[i], into);
            set.pop_back();
        }
    }
};

// ---------------------------------------------------------------------------
// Exact, at most two board cards to come: one chunk per board.

struct PostflopJob {
    const equity::Deal& deal;
    int opponents;
    std::vector<CardId> cards;     // the deck
    std::vector<CardMask> boards;  // every completion of the board

    Strength strength(CardMask board, CardMask hole) const {
        return deal.game == Game::Holdem ? evaluate_mask(board | hole) : evaluate_omaha(board, hole);
    }

    void chunk(std::uint64_t index, Tally& into) const {
        const CardMask board = deal.board | boards[index];
        const Strength hero = strength(board, deal.holes[0]);
        std::vector<CardId> left;
        for (CardId c : cards) {
            if (!(boards[index] & bit(c))) left.push_back(c);
        }
        std::vector<Strength> s(static_cast<std::size_t>(opponents) + 1);
        s[0] = hero;
        if (opponents == 1) {
            // One opponent: each holding is one deal, counted as it is met.
            std::uint64_t holdings = 0;
            for_each_subset(left, deal.hole_size, [&](CardMask hand) {
                s[1] = strength(board, hand);
                into.record(s.data(), 1);
                ++holdings;
            });
            into.evaluated += holdings + 1;
            return;
        }
        // Several: every holding evaluated once, then the sets of disjoint
        // holdings compared (the list is small: tractable enumerations of two
        // or more opponents have at most a few thousand holdings per board).
        std::vector<CardMask> hands;
        subsets(left, deal.hole_size, hands);
        std::vector<Strength> values(hands.size());
        for (std::size_t i = 0; i < hands.size(); ++i) values[i] = strength(board, hands[i]);
        walk_at(hands, values, s, 1, 0, 0, into);
        into.evaluated += hands.size() + 1;  // the hero's hand and every holding, once
    }

    void walk_at(const std::vector<CardMask>& hands, const std::vector<Strength>& values, std::vector<Strength>& s,
                 std::size_t seat, std::size_t from, CardMask used, Tally& into) const {
        if (seat == s.size()) {
            into.record(s.data(), 1);
            return;
        }
        for (std::size_t i = from; i < hands.size(); ++i) {
            if (hands[i] & used) continue;
            s[seat] = values[i];
            walk_at(hands, values, s, seat + 1, i + 1, used | hands[i], into);
        }
    }
};

EquityResult run_exact(const equity::Deal& deal, int opponents, const EquityOptions& options) {
    using equity::ChunkJob;
    const int players = opponents + 1;
    ChunkJob job;
    Tally tally;
    if (deal.to_come == 5) {
        PreflopJob work{deal, opponents, {}, {}};
        subsets(ids_of(deal.deck), deal.hole_size, work.hands);
        for (const SuitPermutation& perm : suit_permutations()) {
            if (relabel_suits(deal.holes[0], perm) == deal.holes[0] && relabel_suits(deal.board, perm) == deal.board &&
                relabel_suits(deal.dead, perm) == deal.dead) {
                work.symmetries.push_back(perm);
            }
        }
        job.chunks = work.hands.size();
        job.total_units = job.chunks;
        job.units = [](std::uint64_t) { return std::uint64_t{1}; };
        job.body = [&work](std::uint64_t c, Tally& into) { work.chunk(c, into); };
        tally =
            equity::run_chunks(job, players, equity::resolve_workers(options.threads, job.chunks), options.progress);
    } else {
        PostflopJob work{deal, opponents, ids_of(deal.deck), {}};
        subsets(work.cards, deal.to_come, work.boards);
        job.chunks = work.boards.size();
        job.total_units = job.chunks;
        job.units = [](std::uint64_t) { return std::uint64_t{1}; };
        job.body = [&work](std::uint64_t c, Tally& into) { work.chunk(c, into); };
        tally =
            equity::run_chunks(job, players, equity::resolve_workers(options.threads, job.chunks), options.progress);
    }
    EquityResult all = equity::finish(tally, true);
    EquityResult result;
    result.players = {all.players[0]};
    result.trials = all.trials;
    result.exact = true;
    result.chop_rate = all.chop_rate;
    result.evaluated = all.evaluated;
    return result;
}

}  // namespace

std::uint64_t equity_vs_random_deals(int cards_left, int board_size, int n_opponents, Game g) {
    const int size = hole_cards_for(g);
    const std::uint64_t held = holdings(cards_left, n_opponents, size);
    return multiply(held, choose(cards_left - n_opponents * size, 5 - board_size));
}

bool equity_vs_random_is_tractable(int cards_left, int board_size, int n_opponents, Game g) {
    const int size = hole_cards_for(g);
    const double held = static_cast<double>(holdings(cards_left, n_opponents, size));
    double boards = static_cast<double>(choose(cards_left - n_opponents * size, 5 - board_size));
    if (board_size == 0) boards = std::min(boards, kDecomposedBoards);
    const double weight = static_cast<double>(size * (size - 1) / 2);
    return held * boards * (n_opponents + 1) * weight <= kTractableCost;
}

EquityResult calculate_equity_vs_random(CardMask hole, CardMask board, CardMask dead, int n_opponents, Game g,
                                        const EquityOptions& options) {
    using namespace equity;
    if (options.breakdown) {
        fail(ErrorKind::Unsupported,
             "the breakdown by hand category is for calculate_equity and range equity, not against random hands; "
             "call without it");
    }
    if (!is_holdem_or_omaha(g)) {
        const GameRules& rules = game_rules(g);
        const int most = std::max(rules.max_players - 1, 0);
        if (rules.max_players != 0 && (n_opponents < 1 || n_opponents > most)) {
            fail(n_opponents < 1 ? ErrorKind::InvalidArgument : ErrorKind::LimitExceeded,
                 std::to_string(n_opponents) + " opponents; give 1 to " + std::to_string(most) + " for " + rules.name);
        }
        return variant_equity({&hole, 1}, board, dead, g, n_opponents, options);
    }
    check_options(options);
    const Deal probe = make_deal({&hole, 1}, board, dead, g);  // checks the cards
    const int limit = max_equity_players(g) - 1;
    if (n_opponents < 1 || n_opponents > limit) {
        fail(n_opponents < 1 ? ErrorKind::InvalidArgument : ErrorKind::LimitExceeded,
             std::to_string(n_opponents) + " opponents; give 1 to " + std::to_string(limit) +
                 " (one deck deals at most " + std::to_string(limit + 1) + " hands with a full board)");
    }
    const Deal deal = make_deal({&hole, 1}, board, dead, g, n_opponents * probe.hole_size);
    const int left = std::popcount(deal.deck);
    const int board_size = std::popcount(board);
    const std::uint64_t deals = equity_vs_random_deals(left, board_size, n_opponents, g);
    const bool tractable = equity_vs_random_is_tractable(left, board_size, n_opponents, g);

    bool exact = false;
    switch (options.mode) {
        case EquityMode::Exact:
            if (!tractable) {
                fail(ErrorKind::LimitExceeded,
                     "exact enumeration against " + std::to_string(n_opponents) + " random opponent(s) would cover " +
                         (deals == ~std::uint64_t{0} ? std::string("more than 2^64") : std::to_string(deals)) +
                         " deals, too many; use Monte Carlo (iterations) or auto mode");
            }
            exact = true;
            break;
        // Enumerating instead of sampling only when that is also tractable: an
        // intractable enumeration cannot stop as often as chunks of trials can.
        case EquityMode::MonteCarlo:
            exact = options.iterations >= deals && tractable;
            break;
        case EquityMode::Auto:
            exact = tractable;
            break;
    }
    if (exact) return run_exact(deal, n_opponents, options);

    const std::uint64_t seed = run_seed(options);
    const auto plan = plan_monte_carlo(deal, n_opponents);
    const std::uint64_t iterations = options.iterations;
    ChunkJob job;
    job.chunks = (iterations - 1) / kEquityChunkTrials + 1;
    job.total_units = iterations;
    job.units = [iterations](std::uint64_t c) {
        return std::min(kEquityChunkTrials, iterations - c * kEquityChunkTrials);
    };
    job.body = [&, seed](std::uint64_t c, Tally& into) {
        run_monte_carlo_chunk(*plan, equity_chunk_seed(seed, c), job.units(c), into);
    };
    const Tally tally =
        run_chunks(job, n_opponents + 1, resolve_workers(options.threads, job.chunks), options.progress);
    const EquityResult all = finish(tally, false);
    EquityResult result;
    result.players = {all.players[0]};
    result.trials = all.trials;
    result.exact = false;
    result.chop_rate = all.chop_rate;
    result.seed = seed;
    result.evaluated = all.evaluated;
    return result;
}

}  // namespace xiapl
