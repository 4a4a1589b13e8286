// Equity: each player's share of the pot when the board is dealt out, by
// exact enumeration or by reproducible Monte Carlo; multiway, with dead
// cards, for every game whose equity the cards alone decide (all but the
// draw games; hi/lo games count split and quartered pots exactly); and a
// hand against N unknown opponents.
//
// docs/equity.md explains the methods: the exact enumeration by rank
// multisets with a flush correction, the chunked Monte Carlo streams and how
// their seeds are derived, the thread scheduling and the progress hook.
//
// Cards follow xiapl/cards.hpp: id = suit * 13 + (rank - 2), a set of cards
// is a uint64_t mask with bit `id` set.
//
// All functions are reentrant and thread-safe. They validate their input and
// throw xiapl::Error (InvalidArgument, LimitExceeded, Cancelled) with a
// message naming the problem; nothing is changed on failure.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {

// How a call counts the deals.
enum class EquityMode : std::uint8_t {
    // Every possible deal, weighted exactly. calculate_equity is always
    // exact-tractable; calculate_equity_vs_random throws LimitExceeded when
    // the enumeration is too large (see equity_vs_random_is_tractable).
    Exact = 0,
    // `iterations` random deals. When iterations is at least the number of
    // possible deals the call enumerates them instead and says so (exact).
    MonteCarlo = 1,
    // Exact when tractable, otherwise Monte Carlo with `iterations` deals.
    Auto = 2,
};

// Called from the calling thread, never from a worker, with the work done
// and the total (trials for Monte Carlo, deals or units for enumerations;
// `done` is always a sum of whole chunks). Returning true cancels the call:
// the workers stop at their next chunk boundary and the call throws
// Error(Cancelled). The hook is called about every kProgressInterval and
// once after the last chunk (done == total).
using ProgressHook = std::function<bool(std::uint64_t done, std::uint64_t total)>;

struct EquityOptions {
    EquityMode mode = EquityMode::Exact;
    std::uint64_t iterations = 1'000'000;  // Monte Carlo trials (MonteCarlo, Auto)
    std::uint64_t seed = 0;                // used when deterministic
    bool deterministic = true;             // false: a fresh seed, reported in the result
    unsigned threads = 0;                  // 0 auto, 1 serial, N workers (capped, see below)
    ProgressHook progress;                 // may be empty
    // Also count each player's wins and splits by the category of the
    // winning hand (PlayerEquity::win_by_category). Hold'em and Omaha high
    // only; the other games and calculate_equity_vs_random throw
    // Unsupported. Takes a slower path.
    bool breakdown = false;
};

inline constexpr int kCategoryCount = 9;  // Category::HighCard .. Category::StraightFlush

struct PlayerEquity {
    double equity = 0;     // win + each split pot's share (1/k of a k-way split)
    double win = 0;        // the fraction of deals won outright
    double tie = 0;        // the fraction of deals whose pot this player splits
    double std_error = 0;  // Monte Carlo: the standard error of `equity`; exact: 0
    // How the pot was won, for hi/lo games (for the others high_share is
    // equity, low_share 0 and scoop equals win):
    double scoop = 0;       // the fraction of deals whose whole pot this player took alone
    double high_share = 0;  // the share of the pot won with the game's main (high) ranking
    double low_share = 0;   // the share won with the low half; equity = high_share + low_share
    // With EquityOptions::breakdown, [c]: the fraction of deals this player
    // won alone, and split, holding the best hand with a hand of Category c;
    // they sum to win and tie. Zero otherwise.
    std::array<double, kCategoryCount> win_by_category{};
    std::array<double, kCategoryCount> tie_by_category{};
};

struct EquityResult {
    std::vector<PlayerEquity> players;  // calculate_equity_vs_random: the hero alone
    std::uint64_t trials = 0;           // deals counted (every deal when exact)
    bool exact = false;
    double chop_rate = 0;         // the fraction of deals with a split pot
    std::uint64_t seed = 0;       // Monte Carlo: the seed used; exact: 0
    std::uint64_t evaluated = 0;  // distinct deals (or deal classes) actually evaluated
    bool breakdown = false;       // the players' *_by_category are filled
};

// Monte Carlo runs in chunks of this many trials; chunk c of a run with seed
// s draws from Rng(equity_chunk_seed(s, c)) (the last chunk may be shorter).
inline constexpr std::uint64_t kEquityChunkTrials = 65536;

// The most workers a call starts; a larger `threads` is capped to it, and a
// call never starts more workers than it has chunks.
inline constexpr unsigned kMaxEquityThreads = 64;

// The largest Monte Carlo request: 2^63 trials.
inline constexpr std::uint64_t kMaxEquityIterations = std::uint64_t{1} << 63;

// How often (milliseconds) the progress hook is called during a long call.
inline constexpr int kProgressIntervalMs = 20;

// The most players calculate_equity takes for game g: what one deck deals
// (Hold'em 23, Omaha-4 11, Omaha-5 9, Omaha-6 7, short deck 15, stud games
// 7); 0 for the draw games, which have no card-only equity.
int max_equity_players(Game g);

// The seed of chunk `chunk` of a Monte Carlo run seeded with `seed`:
// M(M(seed) + chunk), where M(x) is the first output of SplitMix64 seeded
// with x (xiapl/rng.hpp). Different (seed, chunk) pairs give unrelated
// streams; the same pair gives the same stream on every platform.
std::uint64_t equity_chunk_seed(std::uint64_t seed, std::uint64_t chunk) noexcept;

// Equity of `holes` (one mask per player, hole_cards_for(g) cards each) on a
// board of 0, 3, 4 or 5 cards, with `dead` cards removed from the deck.
//
// Throws InvalidArgument for a bit >= 52, a wrong number of hole cards, a
// board of 1, 2 or more than 5 cards, a card given twice (between players,
// the board and the dead cards), fewer cards left than the board needs, or
// Monte Carlo with 0 iterations; LimitExceeded for more players than
// max_equity_players(g) or more than kMaxEquityIterations trials; Cancelled
// when the progress hook asks to stop.
EquityResult calculate_equity(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g,
                              const EquityOptions& options);

// The hero's equity against n_opponents players holding unknown cards (each
// dealt uniformly from the cards left), on a board of 0, 3, 4 or 5 cards.
// Exact where tractable (equity_vs_random_is_tractable), Monte Carlo
// otherwise, as the options say; EquityMode::MonteCarlo enumerates only when
// its iterations cover every deal and the enumeration is tractable. The
// result has one player, the hero; chop_rate is the fraction of deals with a
// split pot (whoever splits it).
//
// Throws as calculate_equity; InvalidArgument also for 0 opponents,
// LimitExceeded for more than max_equity_players(g) - 1, and for
// EquityMode::Exact when the enumeration is not tractable.
EquityResult calculate_equity_vs_random(CardMask hole, CardMask board, CardMask dead, int n_opponents, Game g,
                                        const EquityOptions& options);

// The number of deals a hero-versus-random enumeration covers, with
// `cards_left` cards in the deck (after the hero's, the board and the dead
// cards) and a board of `board_size` cards: the opponents' holdings
// (unordered) times the boards, saturating at 2^64 - 1.
std::uint64_t equity_vs_random_deals(int cards_left, int board_size, int n_opponents, Game g);

// Whether calculate_equity_vs_random enumerates exactly in EquityMode::Auto
// (and accepts EquityMode::Exact): the estimated cost, holdings x boards
// evaluated x players x the game's weight (C(hole cards, 2): 1 for Hold'em, 6,
// 10, 15 for Omaha), is at most 2^28. A full board to come counts 50,000
// boards (what the rank decomposition evaluates), not 1.7 million. Hold'em:
// one opponent on every street, two from the turn; Omaha-4: one opponent
// from the turn.
bool equity_vs_random_is_tractable(int cards_left, int board_size, int n_opponents, Game g);

namespace detail {

// Exact equity by visiting every board one by one (no decomposition): the
// reference the tests compare the fast path with. Same checks as
// calculate_equity; single-threaded, no progress hook.
EquityResult calculate_equity_brute_force(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g);

}  // namespace detail

}  // namespace xiapl
