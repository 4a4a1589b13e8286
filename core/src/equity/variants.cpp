// Equity of the games that are not Hold'em or Omaha high: short deck, Omaha
// hi/lo, stud, stud hi/lo and razz (docs/equity.md, "Other games").
//
// A deal is the cards still to come, cut into groups: the rest of the board
// (board games), then each stud player's missing cards, then each unknown
// opponent's whole hand. Exact enumeration visits every combination of every
// group in order; Monte Carlo draws all the groups' cards at once by a
// partial Fisher-Yates shuffle of the cards left. Each deal is judged in both
// halves and counted by how the pot was shared (Tally::split), so a split or
// quartered pot is counted exactly and the sums do not depend on the order of
// the chunks: a seeded run gives the same result at every thread count.
#include <algorithm>
#include <bit>
#include <optional>
#include <string>

#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/rng.hpp"

namespace xiapl::equity {
namespace {

// The most evaluations (deals x players) an exact enumeration may take; above
// it EquityMode::Exact refuses and Auto runs Monte Carlo.
constexpr std::uint64_t kMaxExactEvaluations = std::uint64_t{1} << 26;

// The most Monte Carlo trials of these games: keeps every counter far from
// wrapping.
constexpr std::uint64_t kMaxVariantTrials = std::uint64_t{1} << 48;

struct VariantDeal {
    Game game = Game::Holdem;
    const GameRules* rules = nullptr;
    int players = 0;              // known players, then unknown opponents
    std::vector<CardMask> known;  // per player: the cards known (unknown opponents: 0)
    CardMask board = 0;
    std::vector<int> left;         // the ids of the cards left, ascending
    std::vector<int> group_size;   // cards each group receives
    std::vector<int> group_owner;  // -1: the board; else the player
    int to_deal = 0;               // sum of group_size
};

std::string player_name(std::size_t i) { return "player " + std::to_string(i); }

std::string cards_of(CardMask m) { return m ? " (" + mask_name(m) + ")" : std::string(); }

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
    if (a != 0 && b > ~std::uint64_t{0} / a) return ~std::uint64_t{0};
    return a * b;
}

[[noreturn]] void no_card_equity(const GameRules& rules) {
    fail(ErrorKind::InvalidArgument,
         std::string(rules.name) +
             " is a draw game: its equity depends on what each player draws, not on the cards alone, so "
             "there is none to calculate (its hands can still be evaluated and compared)");
}

VariantDeal make_variant_deal(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g,
                              int unknown_opponents) {
    const GameRules& rules = game_rules(g);
    if (rules.max_players == 0) no_card_equity(rules);
    VariantDeal deal;
    deal.game = g;
    deal.rules = &rules;
    if (holes.empty()) fail(ErrorKind::InvalidArgument, "no players: give at least one player's cards");
    const std::size_t total = holes.size() + static_cast<std::size_t>(unknown_opponents);
    if (total > static_cast<std::size_t>(rules.max_players)) {
        fail(ErrorKind::LimitExceeded, std::to_string(total) + " players given; " + rules.name + " deals to at most " +
                                           std::to_string(rules.max_players) + " from one deck");
    }
    const CardMask deck = game_deck(g);
    auto check_cards = [&](CardMask m, const std::string& what) {
        check_mask(m, what);
        if (const CardMask outside = m & ~deck) {
            fail(ErrorKind::InvalidArgument, what + ": " + card_name(std::countr_zero(outside)) +
                                                 " is not in the deck of " + rules.name +
                                                 ", which has the 36 cards six to ace");
        }
    };
    check_cards(board, "board");
    check_cards(dead, "dead cards");
    const int nb = std::popcount(board);
    if (rules.board_cards == 0 && nb != 0) {
        fail(ErrorKind::InvalidArgument, std::string(rules.name) + " has no board, but " + std::to_string(nb) +
                                             " board cards were given" + cards_of(board) +
                                             "; give each player's cards so far (up and down) as that player's hand");
    }
    if (rules.board_cards != 0 && (nb == 1 || nb == 2 || nb > 5)) {
        fail(ErrorKind::InvalidArgument, "board has " + std::to_string(nb) + " cards" + cards_of(board) +
                                             "; give 0, 3, 4 or 5 (preflop, flop, turn or river)");
    }
    CardMask used = board;
    if (board & dead) {
        fail(ErrorKind::InvalidArgument,
             card_name(std::countr_zero(board & dead)) + " is both on the board and dead; each card can be used once");
    }
    used |= dead;
    for (std::size_t i = 0; i < holes.size(); ++i) {
        const std::string who = player_name(i);
        check_cards(holes[i], who);
        const int n = std::popcount(holes[i]);
        if (rules.board_cards != 0 && n != rules.hole_cards) {
            fail(ErrorKind::InvalidArgument, who + " has " + std::to_string(n) + " hole cards" + cards_of(holes[i]) +
                                                 "; " + rules.name + " deals exactly " +
                                                 std::to_string(rules.hole_cards));
        }
        if (rules.board_cards == 0 && (n < 1 || n > rules.hole_cards)) {
            fail(ErrorKind::InvalidArgument, who + " has " + std::to_string(n) + " cards" + cards_of(holes[i]) +
                                                 "; a " + rules.name + " hand so far has 1 to " +
                                                 std::to_string(rules.hole_cards) + " cards (up and down)");
        }
        if (const CardMask twice = holes[i] & used) {
            fail(ErrorKind::InvalidArgument, card_name(std::countr_zero(twice)) + " of " + who +
                                                 " is also held elsewhere (another player, the board or the dead "
                                                 "cards); each card can be used once");
        }
        used |= holes[i];
        deal.known.push_back(holes[i]);
    }
    for (int u = 0; u < unknown_opponents; ++u) deal.known.push_back(0);
    deal.players = static_cast<int>(deal.known.size());
    deal.board = board;

    if (rules.board_cards != 0 && nb < 5) {
        deal.group_size.push_back(5 - nb);
        deal.group_owner.push_back(-1);
    }
    for (int p = 0; p < deal.players; ++p) {
        const int missing = rules.hole_cards - std::popcount(deal.known[static_cast<std::size_t>(p)]);
        if (missing > 0) {
            deal.group_size.push_back(missing);
            deal.group_owner.push_back(p);
        }
    }
    for (int k : deal.group_size) deal.to_deal += k;
    for (CardMask m = deck & ~used; m; m &= m - 1) deal.left.push_back(std::countr_zero(m));
    if (deal.to_deal > static_cast<int>(deal.left.size())) {
        fail(ErrorKind::InvalidArgument, std::to_string(deal.left.size()) + " cards are left but " +
                                             std::to_string(deal.to_deal) +
                                             " are still to be dealt; give fewer players or dead cards");
    }
    return deal;
}

// Counts one deal: `dealt[g]` is what group g received.
class Judge {
  public:
    explicit Judge(const VariantDeal& deal)
        : deal_(deal), high_(static_cast<std::size_t>(deal.players)), low_(static_cast<std::size_t>(deal.players)) {}

    void record(const CardMask* dealt, Tally& into) {
        const int n = deal_.players;
        CardMask board = deal_.board;
        std::vector<CardMask>& hands = hands_;
        hands.assign(deal_.known.begin(), deal_.known.end());
        for (std::size_t gi = 0; gi < deal_.group_owner.size(); ++gi) {
            const int owner = deal_.group_owner[gi];
            if (owner < 0) {
                board |= dealt[gi];
            } else {
                hands[static_cast<std::size_t>(owner)] |= dealt[gi];
            }
        }
        for (int p = 0; p < n; ++p) {
            const auto i = static_cast<std::size_t>(p);
            high_[i] = evaluate_game(board, hands[i], deal_.game);
            low_[i] = evaluate_game_low(board, hands[i], deal_.game);
        }
        record_split(high_.data(), low_.data(), n, into);
        ++into.evaluated;
    }

  private:
    const VariantDeal& deal_;
    std::vector<Strength> high_, low_;
    std::vector<CardMask> hands_;
};

// ---------------------------------------------------------------------------
// Exact enumeration. Chunk c fixes the two lowest cards of the first group
// (or its one card), so chunks are many and of similar size.

struct ExactPlan {
    std::vector<std::pair<int, int>> prefixes;  // positions in deal.left of the first group's lowest cards
    std::uint64_t per_prefix_inner = 1;         // deals of the later groups, the same for every prefix
    std::uint64_t deals = 1;
};

ExactPlan plan_exact(const VariantDeal& deal) {
    ExactPlan plan;
    const int n = static_cast<int>(deal.left.size());
    if (deal.group_size.empty()) {
        plan.prefixes.push_back({-1, -1});
        return plan;
    }
    int remaining = n - deal.group_size[0];
    for (std::size_t g = 1; g < deal.group_size.size(); ++g) {
        plan.per_prefix_inner = saturating_mul(plan.per_prefix_inner, choose(remaining, deal.group_size[g]));
        remaining -= deal.group_size[g];
    }
    plan.deals = saturating_mul(choose(n, deal.group_size[0]), plan.per_prefix_inner);
    if (deal.group_size[0] == 1) {
        for (int a = 0; a < n; ++a) plan.prefixes.push_back({a, -1});
    } else {
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) plan.prefixes.push_back({a, b});
        }
    }
    return plan;
}

class Enumerator {
  public:
    Enumerator(const VariantDeal& deal, Tally& into)
        : deal_(deal), into_(into), judge_(deal), dealt_(deal.group_size.size(), 0) {}

    void run_prefix(std::pair<int, int> prefix) {
        if (deal_.group_size.empty()) {
            judge_.record(dealt_.data(), into_);
            return;
        }
        const int k = deal_.group_size[0];
        CardMask taken = bit(deal_.left[static_cast<std::size_t>(prefix.first)]);
        int next = prefix.first + 1;
        if (prefix.second >= 0) {
            taken |= bit(deal_.left[static_cast<std::size_t>(prefix.second)]);
            next = prefix.second + 1;
        }
        choose_cards(0, k - std::popcount(taken), next, taken, taken);
    }

  private:
    // Gives group g `need` more cards from deal.left[from..] (not in `used`),
    // on top of `have`; then the next group, or the judge.
    void choose_cards(std::size_t g, int need, int from, CardMask have, CardMask used) {
        const int n = static_cast<int>(deal_.left.size());
        if (need == 0) {
            dealt_[g] = have;
            if (g + 1 == deal_.group_size.size()) {
                judge_.record(dealt_.data(), into_);
            } else {
                choose_cards(g + 1, deal_.group_size[g + 1], 0, 0, used);
            }
            return;
        }
        for (int i = from; i <= n - need; ++i) {
            const CardMask c = bit(deal_.left[static_cast<std::size_t>(i)]);
            if (used & c) continue;
            choose_cards(g, need - 1, i + 1, have | c, used | c);
        }
    }

    const VariantDeal& deal_;
    Tally& into_;
    Judge judge_;
    std::vector<CardMask> dealt_;
};

std::uint64_t prefix_deals(const VariantDeal& deal, const ExactPlan& plan, std::pair<int, int> prefix) {
    if (deal.group_size.empty()) return 1;
    const int n = static_cast<int>(deal.left.size());
    const int last = prefix.second >= 0 ? prefix.second : prefix.first;
    const int fixed = prefix.second >= 0 ? 2 : 1;
    return saturating_mul(choose(n - last - 1, deal.group_size[0] - fixed), plan.per_prefix_inner);
}

// ---------------------------------------------------------------------------
// Monte Carlo: every trial shuffles the first to_deal cards of a private copy
// of deal.left into place (partial Fisher-Yates) and hands them out group by
// group. The copy starts sorted in every chunk, so a chunk's deals depend on
// its seed alone.

void monte_carlo_chunk(const VariantDeal& deal, std::uint64_t chunk_seed, std::uint64_t trials, Tally& into) {
    Rng rng(chunk_seed);
    std::vector<int> pool = deal.left;
    const auto n = static_cast<std::uint32_t>(pool.size());
    Judge judge(deal);
    std::vector<CardMask> dealt(deal.group_size.size());
    for (std::uint64_t t = 0; t < trials; ++t) {
        std::uint32_t pos = 0;
        for (std::size_t g = 0; g < deal.group_size.size(); ++g) {
            CardMask cards = 0;
            for (int k = 0; k < deal.group_size[g]; ++k, ++pos) {
                const std::uint32_t j = pos + rng.below(n - pos);
                std::swap(pool[pos], pool[j]);
                cards |= bit(pool[pos]);
            }
            dealt[g] = cards;
        }
        judge.record(dealt.data(), into);
    }
}

// Omaha hi/lo with known hands and two or more board cards to come: the rank
// class enumeration of exact.cpp (the same count, many times fewer hands
// judged); nothing when it does not cover the deal.
std::optional<Tally> omaha_hilo_by_rank_classes(const VariantDeal& deal) {
    if (deal.game != Game::OmahaHiLo4 && deal.game != Game::OmahaHiLo5) return std::nullopt;
    // Only the board to come: no unknown opponent, and not the river.
    if (deal.group_owner.size() != 1 || deal.group_owner[0] != -1) return std::nullopt;
    std::vector<CardMask> holes(deal.known.begin(), deal.known.end());
    CardMask dealt = deal.board;
    for (CardMask h : holes) dealt |= h;
    CardMask deck = 0;
    for (int id : deal.left) deck |= bit(id);
    const CardMask dead = kFullDeck & ~deck & ~dealt;
    const Deal plain = make_deal(holes, deal.board, dead, deal.game == Game::OmahaHiLo4 ? Game::Omaha4 : Game::Omaha5);
    if (!omaha_hilo_exact_covers(plain)) return std::nullopt;
    return omaha_hilo_exact_tally(plain);
}

EquityResult run_variant(const VariantDeal& deal, const EquityOptions& options) {
    const ExactPlan plan = plan_exact(deal);
    const std::uint64_t evaluations = saturating_mul(plan.deals, static_cast<std::uint64_t>(deal.players));
    const bool tractable = evaluations <= kMaxExactEvaluations;
    const bool enumerate = options.mode == EquityMode::Exact || (options.mode == EquityMode::Auto && tractable) ||
                           (options.mode == EquityMode::MonteCarlo && options.iterations >= plan.deals && tractable);
    if (enumerate) {
        if (!tractable) {
            fail(ErrorKind::LimitExceeded, "exact enumeration would judge " + std::to_string(plan.deals) +
                                               " deals of " + std::to_string(deal.players) + " players, more than " +
                                               deal.rules->name +
                                               " enumerates (2^26 hands); use Monte Carlo or auto mode");
        }
        if (const auto tally = omaha_hilo_by_rank_classes(deal)) {
            if (options.progress && options.progress(plan.deals, plan.deals)) {
                fail(ErrorKind::Cancelled, "cancelled by the progress hook; nothing was returned");
            }
            return finish(*tally, true);
        }
        ChunkJob job;
        job.chunks = plan.prefixes.size();
        job.units = [&](std::uint64_t c) { return prefix_deals(deal, plan, plan.prefixes[c]); };
        job.total_units = plan.deals;
        job.body = [&](std::uint64_t c, Tally& into) { Enumerator(deal, into).run_prefix(plan.prefixes[c]); };
        const Tally tally =
            run_chunks(job, deal.players, resolve_workers(options.threads, job.chunks), options.progress);
        return finish(tally, true);
    }
    if (options.iterations > kMaxVariantTrials) {
        fail(ErrorKind::LimitExceeded, std::to_string(options.iterations) + " iterations requested; " +
                                           deal.rules->name + " runs at most 2^48 (281474976710656)");
    }
    const std::uint64_t seed = run_seed(options);
    const std::uint64_t iterations = options.iterations;
    ChunkJob job;
    job.chunks = (iterations - 1) / kEquityChunkTrials + 1;
    job.total_units = iterations;
    job.units = [iterations](std::uint64_t c) {
        return std::min(kEquityChunkTrials, iterations - c * kEquityChunkTrials);
    };
    job.body = [&, seed](std::uint64_t c, Tally& into) {
        monte_carlo_chunk(deal, equity_chunk_seed(seed, c), job.units(c), into);
    };
    const Tally tally = run_chunks(job, deal.players, resolve_workers(options.threads, job.chunks), options.progress);
    EquityResult result = finish(tally, false);
    result.seed = seed;
    return result;
}

}  // namespace

int record_split(const Strength* high, const Strength* low, int n, Tally& into) {
    Strength best_high = 0, best_low = 0;
    for (int p = 0; p < n; ++p) {
        best_high = std::max(best_high, high[p]);
        best_low = std::max(best_low, low[p]);
    }
    int high_ways = 0, low_ways = 0;
    for (int p = 0; p < n; ++p) {
        high_ways += high[p] == best_high;
        low_ways += best_low != 0 && low[p] == best_low;
    }
    if (into.split.empty()) into.split.assign(split_index(n, n, 0, 0), 0);
    const int half = best_low == 0 ? 4 : 2;  // quarters of the pot each half is worth
    int first_quarters = 0;
    for (int p = 0; p < n; ++p) {
        const bool high_winner = high[p] == best_high;
        const bool low_winner = best_low != 0 && low[p] == best_low;
        const int h = high_winner ? high_ways : 0;
        const int l = best_low == 0 ? n + 1 : (low_winner ? low_ways : 0);
        ++into.split[split_index(n, p, h, l)];
        if (p == 0 && n == 2) {
            first_quarters = (high_winner ? half / high_ways : 0) + (low_winner ? 2 / low_ways : 0);
        }
    }
    ++into.trials;
    return first_quarters;
}

Tally variant_exact_tally(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g) {
    const VariantDeal deal = make_variant_deal(holes, board, dead, g, 0);
    if (auto tally = omaha_hilo_by_rank_classes(deal)) return *tally;
    const ExactPlan plan = plan_exact(deal);
    Tally tally(deal.players);
    Enumerator enumerator(deal, tally);
    for (const auto& prefix : plan.prefixes) enumerator.run_prefix(prefix);
    return tally;
}

EquityResult variant_equity(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g,
                            int unknown_opponents, const EquityOptions& options) {
    check_options(options);
    const VariantDeal deal = make_variant_deal(holes, board, dead, g, unknown_opponents);
    EquityResult result = run_variant(deal, options);
    if (unknown_opponents > 0) result.players.resize(holes.size());
    return result;
}

}  // namespace xiapl::equity
