// Tournament prize equity: the Independent Chip Model (Malmuth-Harville).
//
// A player finishes first with probability stack / total chips; among the
// players left, the next place goes the same way. A player's prize equity is
// the sum over places of the probability of finishing there times its payout.
//
// exact() computes it by a recurrence over sets of finished players, never
// over finishing orders: the mass of "these k players took the top k places,
// in some order" is summed from the sets one smaller, so the cost is the
// number of sets of size <= paid places, times their size:
// sum_{k=1..m} C(n, k) * k for n players and m paid places (at most
// n * 2^(n-1)), with two layers of C(n, k) doubles in memory at a time.
// monte_carlo() draws finishing orders for fields too large for that.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace xiapl::icm {

// exact() works on fields of at most this many players (a set is a 64-bit mask).
inline constexpr int kMaxExactPlayers = 64;
// The largest layer of sets exact() keeps (two are held: 2 x 8 bytes each).
// 25 players with every place paid need C(25, 12) = 5,200,300.
inline constexpr std::uint64_t kMaxExactLayer = std::uint64_t{1} << 23;
// monte_carlo() fields: at most this many players.
inline constexpr std::uint64_t kMaxPlayers = std::uint64_t{1} << 24;
// Iterations per chunk of a Monte Carlo run (each chunk has its own stream).
inline constexpr std::uint64_t kChunkIterations = 1024;
// Worker threads a Monte Carlo run uses at most.
inline constexpr unsigned kMaxThreads = 256;

// Throws InvalidArgument unless every stack is a positive finite number, the
// stacks add up to a finite total, payouts is not empty, not longer than the
// field, every payout finite and >= 0, and no place pays more than the one
// above it.
void validate(std::span<const double> stacks, std::span<const double> payouts);

// The cost of exact() for n players and m paid places (trailing zero payouts
// not counted): the largest layer it stores and the number of terms it sums.
struct ExactCost {
    std::uint64_t largest_layer = 0;
    std::uint64_t terms = 0;
    bool feasible = false;  // n <= kMaxExactPlayers and largest_layer <= kMaxExactLayer
};
ExactCost exact_cost(std::uint64_t players, std::uint64_t paid);

// Each player's prize equity, exactly. Throws LimitExceeded (naming the
// Monte Carlo form) when the field is beyond exact_cost's bounds.
std::vector<double> exact(std::span<const double> stacks, std::span<const double> payouts);

struct MonteCarloResult {
    std::vector<double> equity;     // the mean payout of each player over the sampled orders
    std::vector<double> std_error;  // the standard error of each mean
    std::uint64_t iterations = 0;
};

// Prize equity from `iterations` finishing orders drawn with the library's
// generator: chunk c (kChunkIterations orders) uses Rng(chunk_seed(seed, c))
// and chunks are added in order, so the result is bit-identical at every
// thread count. threads 0 = one per CPU.
MonteCarloResult monte_carlo(std::span<const double> stacks, std::span<const double> payouts, std::uint64_t iterations,
                             std::uint64_t seed, unsigned threads);
std::uint64_t chunk_seed(std::uint64_t seed, std::uint64_t chunk);

// Prize equity when some players hold no chips (0 allowed): those finish
// below every player with chips, the larger `before` stack higher (players
// who bust in the same hand), then the lower index. Used for the outcomes of
// an all-in; stacks must still be finite and payouts valid for the field.
std::vector<double> exact_with_busts(std::span<const double> stacks, std::span<const double> before,
                                     std::span<const double> payouts);

// The price of an all-in between `player` and `opponent` for the whole
// effective stack (the smaller of the two), no other chips in the pot.
struct BubbleFactor {
    double equity = 0;        // player's prize equity now
    double equity_win = 0;    // ... after winning the all-in
    double equity_lose = 0;   // ... after losing it
    double factor = 0;        // (equity - equity_lose) / (equity_win - equity): what a chip lost costs per chip won
    double break_even = 0;    // factor / (1 + factor): the chance of winning the all-in needed to break even
    double risk_premium = 0;  // break_even - 1/2
};
BubbleFactor bubble_factor(std::span<const double> stacks, std::span<const double> payouts, std::size_t player,
                           std::size_t opponent);

// One player shoves all in, one other may call; everyone's chips already in
// the pot (blinds, antes) are in `posted`, part of their stacks. `stacks` are
// the stacks at the start of the hand. win / tie are the caller's chances of
// winning and splitting the showdown. Prize equity of every player in each
// outcome, and the caller's call/fold values.
struct ShoveCall {
    std::vector<double> fold;        // the caller folds: the shover takes the pot
    std::vector<double> call_win;    // the caller calls and wins
    std::vector<double> call_lose;   // ... and loses
    std::vector<double> call_split;  // ... and the pot is split
    std::vector<double> call;        // the expectation of calling, by win and tie
    double break_even = 0;           // caller's showdown equity (win + tie / 2) at which calling equals folding
};
ShoveCall shove_call(std::span<const double> stacks, std::span<const double> payouts, std::span<const double> posted,
                     std::size_t shover, std::size_t caller, double win, double tie);

}  // namespace xiapl::icm
