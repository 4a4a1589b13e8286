// Pieces shared by the range equity sources (not part of the API).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "../equity/internal.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

namespace xiapl::range_equity {

// One range's combos that do not touch the board or the dead cards, read in
// place from the range: only the positions of the usable combos are stored,
// and only when some combo is unusable, so a full PLO6 range costs no copy.
struct Side {
    const WeightedCombo* combos = nullptr;  // the range's combo list
    std::vector<std::uint32_t> usable;      // positions in it; empty when every combo is usable
    std::size_t count = 0;                  // usable combos
    double total = 0;                       // their summed weight

    std::size_t size() const { return count; }
    std::size_t position(std::size_t k) const { return usable.empty() ? k : usable[k]; }
    CardMask mask(std::size_t k) const { return combos[position(k)].mask; }
    double weight(std::size_t k) const { return combos[position(k)].weight; }
};

// A validated call: the game, the known cards and one Side per range.
struct Setup {
    Game game = Game::Holdem;
    int players = 0;
    int hole = 2;
    CardMask board = 0;
    CardMask dead = 0;
    int to_come = 0;
    int cards_left = 0;  // after the board, the dead cards and every player's hole cards
    std::vector<Side> sides;
};

// Heads-up rows of a Monte Carlo run: per usable combo, the deals it was
// dealt in and the pot share it won in quarters (a hi/lo pot can be
// quartered).
struct McCounts {
    std::vector<std::atomic<std::uint64_t>> hero_deals, hero_share4, villain_deals, villain_share4;
};

// options.iterations sampled deals of combos (monte_carlo.cpp; the sampling
// is specified in docs/range_equity.md). `rows`, heads-up only, may be null.
equity::Tally run_monte_carlo(const Setup& s, const EquityOptions& options, std::uint64_t seed, McCounts* rows);

}  // namespace xiapl::range_equity
