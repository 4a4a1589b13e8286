// The random deal of one Monte Carlo trial (specified in docs/equity.md).
//
// A trial deals `count` cards from the deck (the cards left, in ascending id
// order). The i-th card dealt (i = 0, 1, ...) is the r_i-th (0-based) card,
// in ascending id order, among the deck cards the trial has not dealt yet;
// r_i is uniform in [0, size - i). So every trial starts from the full deck,
// and a trial's cards depend only on the generator's outputs it consumes.
//
// The r_i come from the generator in batches: consecutive draws are grouped
// greedily, each batch as long as the product P of its ranges stays at most
// 2^48. A batch takes one output x of Rng::next() and splits it like a
// mixed-radix number: for each range n of the batch in order, the 128-bit
// product x * n gives r = its high 64 bits and the new x = its low 64 bits.
// If the final x is below (2^64 - P) mod P, the batch is drawn again from
// the next output (Lemire's rejection applied to the whole batch: the
// draws are exactly uniform; a redraw has probability below 2^-16). One
// output and a few multiplications per batch, instead of one output per card,
// keeps a heads-up trial (5 cards: one batch) to one generator step.
//
// Two ways to find "the r-th card not dealt yet" give the same card: a
// parallel bit deposit (BMI2 pdep) on the mask of cards left, where the CPU
// does it fast, and everywhere else a portable loop over indices.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "xiapl/cards.hpp"
#include "xiapl/rng.hpp"

#include "../portable/config.hpp"

#if defined(_MSC_VER) && defined(_M_X64) && !XIAPL_PORTABLE_FALLBACKS
#include <intrin.h>
#define XIAPL_HAS_UMUL128 1
#else
#define XIAPL_HAS_UMUL128 0
#endif

// A BMI2 build of the Monte Carlo kernels exists on x86-64 with GCC and
// Clang (portable/config.hpp).
#if XIAPL_X86_KERNELS
#define XIAPL_EQUITY_BMI2 1
#include <immintrin.h>
#else
#define XIAPL_EQUITY_BMI2 0
#endif

namespace xiapl::equity {

// x * n as a 128-bit product: returns the high half, leaves the low half in x.
inline std::uint64_t mul_split(std::uint64_t& x, std::uint64_t n) noexcept {
#if XIAPL_HAS_INT128
    __extension__ typedef unsigned __int128 u128;
    const u128 z = static_cast<u128>(x) * n;
    x = static_cast<std::uint64_t>(z);
    return static_cast<std::uint64_t>(z >> 64);
#elif XIAPL_HAS_UMUL128
    std::uint64_t high;
    x = _umul128(x, n, &high);
    return high;
#else
    const std::uint64_t a_lo = x & 0xFFFFFFFFu, a_hi = x >> 32;
    const std::uint64_t b_lo = n & 0xFFFFFFFFu, b_hi = n >> 32;
    const std::uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
    const std::uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    x = (mid << 32) | (ll & 0xFFFFFFFFu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

inline constexpr int kMaxDraws = kDeckSize;
inline constexpr std::uint64_t kBatchLimit = std::uint64_t{1} << 48;

// Draws r_0 .. r_{count-1}, r_i uniform in [0, radix_i), batched as above:
// consecutive radices grouped greedily while their product stays at most
// 2^48, one generator output split per batch, the batch redrawn while the
// final x is below (2^64 - P) mod P. Every radix is 1 .. 2^48.
struct RadixPlan {
    int count = 0;
    int batches = 0;
    std::array<std::uint64_t, kMaxDraws> radix{};
    std::array<std::uint8_t, kMaxDraws + 1> start{};   // batch b: draws start[b] .. start[b + 1] - 1
    std::array<std::uint64_t, kMaxDraws> threshold{};  // (2^64 - P) mod P

    RadixPlan() = default;
    explicit RadixPlan(std::span<const std::uint64_t> radices) : count(static_cast<int>(radices.size())) {
        std::copy(radices.begin(), radices.end(), radix.begin());
        int i = 0;
        while (i < count) {
            std::uint64_t product = 1;
            const int first = i;
            while (i < count && product * radix[static_cast<std::size_t>(i)] <= kBatchLimit) {
                product *= radix[static_cast<std::size_t>(i)];
                ++i;
            }
            start[static_cast<std::size_t>(batches)] = static_cast<std::uint8_t>(first);
            threshold[static_cast<std::size_t>(batches)] = (0 - product) % product;
            ++batches;
        }
        start[static_cast<std::size_t>(batches)] = static_cast<std::uint8_t>(count);
    }

    void draw(Rng& rng, std::uint32_t* out) const {
        for (int b = 0; b < batches; ++b) {
            const int first = start[static_cast<std::size_t>(b)], last = start[static_cast<std::size_t>(b) + 1];
            for (;;) {
                std::uint64_t x = rng.next();
                for (int i = first; i < last; ++i)
                    out[i] = static_cast<std::uint32_t>(mul_split(x, radix[static_cast<std::size_t>(i)]));
                if (x >= threshold[static_cast<std::size_t>(b)]) [[likely]]
                    break;
            }
        }
    }
};

// The batches of a trial dealing `count` cards from `size`: the radices
// size, size - 1, ..., size - count + 1.
struct DrawPlan : RadixPlan {
    int size = 0;

    DrawPlan() = default;
    DrawPlan(int cards, int deck_size) : size(deck_size) {
        std::array<std::uint64_t, kMaxDraws> radices{};
        for (int i = 0; i < cards; ++i)
            radices[static_cast<std::size_t>(i)] = static_cast<std::uint64_t>(deck_size - i);
        static_cast<RadixPlan&>(*this) = RadixPlan({radices.data(), static_cast<std::size_t>(cards)});
    }
};

// DrawPlan::draw for a plan of exactly K cards in one batch (any K <= 5 is:
// 52^5 < 2^48), unrolled; size and threshold as the plan has them.
template <int K>
inline void draw_batch(Rng& rng, std::uint64_t size, std::uint64_t threshold, std::uint32_t (&ranks)[K]) {
    for (;;) {
        std::uint64_t x = rng.next();
        for (int i = 0; i < K; ++i)
            ranks[i] = static_cast<std::uint32_t>(mul_split(x, size - static_cast<std::uint64_t>(i)));
        if (x >= threshold) [[likely]]
            return;
    }
}

// "The r-th card not dealt yet", portable: the deck as an array, the cards
// dealt as a mask of array indices. `taken` cards of the deck (a range
// Monte Carlo trial's hole cards) start out dealt.
struct PortablePicker {
    const std::uint8_t* deck;
    std::uint64_t taken = 0;
    int dealt = 0;

    PortablePicker(const std::uint8_t* cards, std::uint64_t deck_mask, std::uint64_t taken_cards = 0) : deck(cards) {
        for (std::uint64_t rest = taken_cards; rest != 0; rest &= rest - 1) {
            const std::uint64_t below = (rest & (0 - rest)) - 1;
            taken |= std::uint64_t{1} << std::popcount(deck_mask & below);
            ++dealt;
        }
    }

    // The card (as a one-bit mask) for rank r.
    std::uint64_t pick(std::uint32_t r) {
        // The index of the r-th free slot: r plus the taken slots at or below
        // it, iterated to a fixed point (at most `dealt` steps).
        std::uint32_t index = r;
        for (int step = 0; step < dealt; ++step) {
            index = r + static_cast<std::uint32_t>(std::popcount(taken & ((std::uint64_t{2} << index) - 1)));
        }
        taken |= std::uint64_t{1} << index;
        ++dealt;
        return std::uint64_t{1} << deck[index];
    }
};

#if XIAPL_EQUITY_BMI2
// The same card as the r-th set bit of the cards left (BMI2 pdep); only for
// code compiled for BMI2 and run where monte_carlo_uses_pdep() says so.
struct DepositPicker {
    std::uint64_t left;

    DepositPicker(const std::uint8_t*, std::uint64_t deck_mask, std::uint64_t taken_cards = 0)
        : left(deck_mask & ~taken_cards) {}

    __attribute__((target("bmi2"))) std::uint64_t pick(std::uint32_t r) {
        const std::uint64_t card = _pdep_u64(std::uint64_t{1} << r, left);
        left ^= card;
        return card;
    }
};
#endif

}  // namespace xiapl::equity
