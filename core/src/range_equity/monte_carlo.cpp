// Range Monte Carlo: seeded chunks of sampled deals of combos
// (docs/range_equity.md specifies the sampling).
//
// Chunk c of a run seeded s draws from Rng(equity_chunk_seed(s, c)). A trial
// draws a uniform index into each range's usable combos, as mixed-radix
// batches of draw.hpp; a range with unequal weights turns its index into a
// combo by weight with an alias table (one more generator output per such
// range). If two combos share a card the combos are drawn again. The board
// cards to come are then dealt as the fixed-hand Monte Carlo deals them,
// from the cards not on the board, dead or held. Outcomes are integer
// counts, so a seed gives the same result at every thread count.
//
// Two to four Hold'em ranges whose sizes multiply to few enough (below) list
// every deal of combos that shares no card instead: a trial draws one
// entry of the list and the board in one batch (by weight through an alias
// table when the weights differ), with no redraws. The deals follow the same
// distribution; there are fewer generator outputs and no clash tests.
//
// The kernels are compiled twice, portable and for BMI2, as the fixed-hand
// ones are (equity/monte_carlo.cpp); both deal the same cards.
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "../equity/draw.hpp"
#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/rng.hpp"

namespace xiapl::range_equity {
namespace {

using equity::Tally;

// One range as the kernels read it.
struct SidePlan {
    const Side* side = nullptr;
    std::vector<HandState> holdem;  // Hold'em: each usable combo's cards, ready to merge with a board
    // Unequal weights: index k stands for combo k when the next generator
    // output's top 53 bits are below accept[k], else for combo alias[k].
    bool weighted = false;
    std::vector<std::uint64_t> accept;
    std::vector<std::uint32_t> alias;

    CardMask mask(std::uint32_t k) const { return holdem.empty() ? side->mask(k) : holdem[k].mask; }
};

// Every deal of combos that shares no card, for a few small Hold'em ranges:
// when the ranges' sizes multiply to at most 2^16, or to at most an eighth of
// the trials (up to 2^21), so that listing costs a small part of the run.
inline constexpr std::uint64_t kListedDeals = std::uint64_t{1} << 16;
inline constexpr std::uint64_t kMaxListedDeals = std::uint64_t{1} << 21;
inline constexpr std::uint64_t kTrialsPerListedDeal = 8;
inline constexpr int kMaxListedPlayers = 4;

struct ListedDeals {
    std::vector<std::array<std::uint16_t, kMaxListedPlayers>> picks;  // one combo index per range
    // Unequal weights (the product of the deal's combos' weights): as SidePlan.
    bool weighted = false;
    std::vector<std::uint64_t> accept;
    std::vector<std::uint32_t> alias;
    equity::RadixPlan draws;  // the deal's index, then the board's ranks

    bool empty() const { return picks.empty(); }
};

struct Plan {
    Game game = Game::Holdem;
    int players = 0;
    int to_come = 0;
    equity::RadixPlan combos;      // one index per range
    equity::DrawPlan board_draws;  // the ranks of the board cards to come
    std::array<std::uint8_t, kDeckSize> deck{};
    CardMask deck_mask = 0;  // the game's deck less the board and the dead cards
    CardMask board = 0;
    HandState board_state;
    std::vector<SidePlan> sides;
    ListedDeals listed;  // empty unless the ranges are few and small (see above)
};

// Walker's alias table for the weights (Vose's construction), its acceptance
// probabilities as 53-bit integers. Returns false, building nothing, when
// every weight is equal.
bool build_alias(const std::vector<double>& weights, std::vector<std::uint64_t>& accept,
                 std::vector<std::uint32_t>& alias) {
    const std::size_t n = weights.size();
    bool equal = true;
    double total = 0;
    for (std::size_t k = 0; k < n; ++k) {
        equal = equal && weights[k] == weights[0];
        total += weights[k];
    }
    if (equal) return false;
    std::vector<double> scaled(n);
    for (std::size_t k = 0; k < n; ++k) scaled[k] = weights[k] * static_cast<double>(n) / total;
    std::vector<std::uint32_t> small, large;
    for (std::size_t k = 0; k < n; ++k) (scaled[k] < 1.0 ? small : large).push_back(static_cast<std::uint32_t>(k));
    accept.assign(n, std::uint64_t{1} << 53);
    alias.resize(n);
    for (std::size_t k = 0; k < n; ++k) alias[k] = static_cast<std::uint32_t>(k);
    while (!small.empty() && !large.empty()) {
        const std::uint32_t s = small.back(), l = large.back();
        small.pop_back();
        accept[s] = static_cast<std::uint64_t>(scaled[s] * 0x1.0p53);
        alias[s] = l;
        scaled[l] -= 1.0 - scaled[s];
        if (scaled[l] < 1.0) {
            large.pop_back();
            small.push_back(l);
        }
    }
    // What is left holds probability 1 up to rounding.
    return true;
}

void build_alias(const Side& side, SidePlan& out) {
    std::vector<double> weights(side.size());
    for (std::size_t k = 0; k < side.size(); ++k) weights[k] = side.weight(k);
    out.weighted = build_alias(weights, out.accept, out.alias);
}

// Lists the deals of combos sharing no card, in order (the first range's
// combo varying slowest), when the ranges are few and small enough.
void list_deals(const Setup& s, std::uint64_t trials, Plan& plan) {
    if (s.game != Game::Holdem || s.players > kMaxListedPlayers) return;
    const std::uint64_t limit = std::clamp(trials / kTrialsPerListedDeal, kListedDeals, kMaxListedDeals);
    std::uint64_t product = 1;
    for (const Side& side : s.sides) {
        product *= side.size();
        if (product > limit) return;
    }
    ListedDeals& listed = plan.listed;
    std::vector<double> weights;
    std::array<std::uint16_t, kMaxListedPlayers> pick{};
    const auto walk = [&](const auto& self, int p, CardMask held, double weight) -> void {
        if (p == s.players) {
            listed.picks.push_back(pick);
            weights.push_back(weight);
            return;
        }
        const Side& side = s.sides[static_cast<std::size_t>(p)];
        for (std::size_t k = 0; k < side.size(); ++k) {
            if (side.mask(k) & held) continue;
            pick[static_cast<std::size_t>(p)] = static_cast<std::uint16_t>(k);
            self(self, p + 1, held | side.mask(k), weight * side.weight(k));
        }
    };
    walk(walk, 0, 0, 1.0);
    if (listed.empty()) return;  // no deal fits: the redrawing sampler reports it
    listed.weighted = build_alias(weights, listed.accept, listed.alias);
    std::vector<std::uint64_t> radices{listed.picks.size()};
    for (int k = 0; k < s.to_come; ++k) radices.push_back(static_cast<std::uint64_t>(plan.board_draws.size - k));
    listed.draws = equity::RadixPlan(radices);  // one batch, or two past 2^48
}

Plan make_plan(const Setup& s, std::uint64_t trials) {
    Plan plan;
    plan.game = s.game;
    plan.players = s.players;
    plan.to_come = s.to_come;
    plan.board = s.board;
    plan.board_state = HandState{}.add_mask(s.board);
    plan.deck_mask = game_deck(s.game) & ~s.board & ~s.dead;
    int size = 0;
    for (CardId id : ids_of(plan.deck_mask))
        plan.deck[static_cast<std::size_t>(size++)] = static_cast<std::uint8_t>(id);
    std::vector<std::uint64_t> radices;
    plan.sides.resize(s.sides.size());
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        SidePlan& side = plan.sides[i];
        side.side = &s.sides[i];
        if (s.game == Game::Holdem) {
            side.holdem.reserve(side.side->size());
            for (std::size_t k = 0; k < side.side->size(); ++k)
                side.holdem.push_back(HandState{}.add_mask(side.side->mask(k)));
        }
        build_alias(*side.side, side);
        radices.push_back(side.side->size());
    }
    plan.combos = equity::RadixPlan(radices);
    plan.board_draws = equity::DrawPlan(s.to_come, size - s.players * s.hole);
    list_deals(s, trials, plan);
    return plan;
}

[[noreturn]] void fail_never_fit() {
    fail(ErrorKind::InvalidArgument, "the ranges almost never fit together: " + std::to_string(kRangeEquityMaxRedraws) +
                                         " draws in a row had two combos sharing a card");
}

// Heads-up rows counted by one chunk, added to the shared counters at its end.
struct ChunkRows {
    std::vector<std::uint64_t> hero_deals, hero_share4, villain_deals, villain_share4;

    explicit ChunkRows(const Plan& plan)
        : hero_deals(plan.sides[0].side->size()),
          hero_share4(plan.sides[0].side->size()),
          villain_deals(plan.sides[1].side->size()),
          villain_share4(plan.sides[1].side->size()) {}

    void count(const std::uint32_t* pick, std::uint64_t hero_share4_won) {
        ++hero_deals[pick[0]];
        hero_share4[pick[0]] += hero_share4_won;
        ++villain_deals[pick[1]];
        villain_share4[pick[1]] += 4 - hero_share4_won;
    }

    void into(McCounts& shared) const {
        const auto add = [](std::vector<std::atomic<std::uint64_t>>& to, const std::vector<std::uint64_t>& from) {
            for (std::size_t k = 0; k < from.size(); ++k) {
                if (from[k] != 0) to[k].fetch_add(from[k], std::memory_order_relaxed);
            }
        };
        add(shared.hero_deals, hero_deals);
        add(shared.hero_share4, hero_share4);
        add(shared.villain_deals, villain_deals);
        add(shared.villain_share4, villain_share4);
    }
};

namespace portable {
using Picker = equity::PortablePicker;
#include "kernels.inc"
}  // namespace portable

#if XIAPL_EQUITY_BMI2
XIAPL_BEGIN_BMI2
namespace bmi2 {
using Picker = equity::DepositPicker;
#include "kernels.inc"
}  // namespace bmi2
XIAPL_END_BMI2
#endif

void run_chunk(const Plan& plan, Rng& rng, std::uint64_t trials, Tally& into, ChunkRows* rows) {
#if XIAPL_EQUITY_BMI2
    if (equity::monte_carlo_uses_pdep()) return bmi2::run_chunk(plan, rng, trials, into, rows);
#endif
    portable::run_chunk(plan, rng, trials, into, rows);
}

}  // namespace

Tally run_monte_carlo(const Setup& s, const EquityOptions& options, std::uint64_t seed, McCounts* rows) {
    const std::uint64_t iterations = options.iterations;
    const Plan plan = make_plan(s, iterations);
    equity::ChunkJob job;
    job.breakdown = options.breakdown;
    job.chunks = (iterations - 1) / kEquityChunkTrials + 1;
    job.total_units = iterations;
    job.units = [iterations](std::uint64_t c) {
        return std::min(kEquityChunkTrials, iterations - c * kEquityChunkTrials);
    };
    job.body = [&](std::uint64_t c, Tally& into) {
        Rng rng(equity_chunk_seed(seed, c));
        if (rows == nullptr) return run_chunk(plan, rng, job.units(c), into, nullptr);
        ChunkRows counted(plan);
        run_chunk(plan, rng, job.units(c), into, &counted);
        counted.into(*rows);
    };
    return equity::run_chunks(job, s.players, equity::resolve_workers(options.threads, job.chunks), options.progress);
}

}  // namespace xiapl::range_equity
