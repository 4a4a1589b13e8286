// Completions of a partial hand as nested loops, one card per level: each
// level adds its card to the state of the level above, so a hand costs one
// add and one evaluation. The last two cards come from a list of the deck's
// card pairs (in order, so the pairs after a card are a suffix of it): one
// inner loop per prefix, handed whole to the sink, which evaluates it by
// ranks alone when the prefix cannot make a flush with two more cards.
#include "xiapl/enumerate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "xiapl/error.hpp"

namespace xiapl {
namespace {

struct Deck {
    std::array<std::uint8_t, kDeckSize> ids{};
    int size = 0;
    // The pairs of deck cards (i < j by deck index), in order; the pairs
    // whose first card is at index i or later start at after[i].
    std::vector<HandState> pairs;
    std::array<std::size_t, kDeckSize + 1> after{};
};

Deck deck_for(CardMask cards, CardMask dead) {
    Deck deck;
    for (CardId id : ids_of(kFullDeck & ~cards & ~dead))
        deck.ids[static_cast<std::size_t>(deck.size++)] = static_cast<std::uint8_t>(id);
    deck.pairs.reserve(static_cast<std::size_t>(deck.size * (deck.size - 1) / 2));
    for (int i = 0; i < deck.size; ++i) {
        deck.after[static_cast<std::size_t>(i)] = deck.pairs.size();
        for (int j = i + 1; j < deck.size; ++j) {
            deck.pairs.push_back(
                HandState{}.add(deck.ids[static_cast<std::size_t>(i)]).add(deck.ids[static_cast<std::size_t>(j)]));
        }
    }
    std::fill(deck.after.begin() + deck.size, deck.after.end(), deck.pairs.size());
    return deck;
}

// Visits the completions adding `Left` more cards from deck[from ..), in
// order. The sink takes one hand (sink.one(state)) or a prefix and a run of
// pairs to add to it (sink.pairs(prefix, pairs, n, ranks_only)).
template <int Left, class Sink>
void visit(const HandState& s, const Deck& deck, int from, Sink& sink) {
    if constexpr (Left == 0) {
        sink.one(s);
    } else if constexpr (Left == 2) {
        const std::size_t first = deck.after[static_cast<std::size_t>(from)];
        sink.pairs(s, deck.pairs.data() + first, deck.pairs.size() - first, !s.flush_possible(2));
    } else {
        const int last = deck.size - Left;
        for (int i = from; i <= last; ++i)
            visit<Left - 1>(s.add(deck.ids[static_cast<std::size_t>(i)]), deck, i + 1, sink);
    }
}

// Flattened: the loop nest is one function, its levels inlined.
template <class Sink>
[[gnu::flatten]] void run(const HandState& start, const Deck& deck, int more, Sink& sink) {
    switch (more) {
        case 0:
            return visit<0>(start, deck, 0, sink);
        case 1:
            return visit<1>(start, deck, 0, sink);
        case 2:
            return visit<2>(start, deck, 0, sink);
        case 3:
            return visit<3>(start, deck, 0, sink);
        case 4:
            return visit<4>(start, deck, 0, sink);
        case 5:
            return visit<5>(start, deck, 0, sink);
        case 6:
            return visit<6>(start, deck, 0, sink);
        default:
            return visit<7>(start, deck, 0, sink);
    }
}

template <class Sink>
void enumerate(CardMask cards, CardMask dead, int hand_size, Sink& sink) {
    check_completions(cards, dead, hand_size);
    run(HandState{}.add_mask(cards), deck_for(cards, dead), hand_size - std::popcount(cards), sink);
}

// Writes each strength in turn.
struct StrengthSink {
    Strength* out;

    void one(const HandState& s) { *out++ = s.evaluate(); }

    void pairs(const HandState& prefix, const HandState* pairs, std::size_t n, bool ranks_only) {
        if (ranks_only) {
#pragma GCC unroll 4
            for (std::size_t p = 0; p < n; ++p) out[p] = prefix.merge(pairs[p]).evaluate_ranks();
        } else {
            for (std::size_t p = 0; p < n; ++p) out[p] = prefix.merge(pairs[p]).evaluate();
        }
        out += n;
    }
};

// Counts strengths in four tables, hand p of a run into table p % 4:
// consecutive hands often share a strength, and separate tables keep one
// increment from waiting on the last.
struct HistogramSink {
    static constexpr std::size_t kSize = std::size_t{kStrengthMax} + 1;
    std::vector<std::uint32_t> tables = std::vector<std::uint32_t>(4 * kSize, 0);

    void one(const HandState& s) { ++tables[s.evaluate()]; }

    template <bool kRanksOnly>
    void count(const HandState& prefix, const HandState* pairs, std::size_t n) {
        std::uint32_t* t = tables.data();
        const auto strength = [&](std::size_t p) {
            const HandState h = prefix.merge(pairs[p]);
            return kRanksOnly ? h.evaluate_ranks() : h.evaluate();
        };
        std::size_t p = 0;
        for (; p + 4 <= n; p += 4) {
            ++t[strength(p)];
            ++t[kSize + strength(p + 1)];
            ++t[2 * kSize + strength(p + 2)];
            ++t[3 * kSize + strength(p + 3)];
        }
        for (; p < n; ++p) ++t[strength(p)];
    }

    void pairs(const HandState& prefix, const HandState* pairs, std::size_t n, bool ranks_only) {
        if (ranks_only) {
            count<true>(prefix, pairs, n);
        } else {
            count<false>(prefix, pairs, n);
        }
    }
};

}  // namespace

void check_completions(CardMask cards, CardMask dead, int hand_size) {
    if (hand_size < 5 || hand_size > 7) {
        fail(ErrorKind::InvalidArgument,
             "hand size " + std::to_string(hand_size) + " cannot be evaluated; give 5, 6 or 7 cards");
    }
    validate_mask(cards, "cards");
    validate_mask(dead, "dead");
    if (const CardMask both = cards & dead) {
        fail(ErrorKind::InvalidArgument,
             card_name(std::countr_zero(both)) + " is both in the hand and dead; a card is in one place");
    }
    if (std::popcount(cards) > hand_size) {
        fail(ErrorKind::InvalidArgument, "the hand already holds " + std::to_string(std::popcount(cards)) +
                                             " cards, more than the hand size " + std::to_string(hand_size));
    }
}

std::uint64_t count_completions(CardMask cards, CardMask dead, int hand_size) {
    check_completions(cards, dead, hand_size);
    return choose(kDeckSize - std::popcount(cards) - std::popcount(dead), hand_size - std::popcount(cards));
}

void enumerate_strengths(CardMask cards, CardMask dead, int hand_size, Strength* out) {
    StrengthSink sink{out};
    enumerate(cards, dead, hand_size, sink);
}

void enumerate_histogram(CardMask cards, CardMask dead, int hand_size, std::span<std::uint64_t> by_strength) {
    if (by_strength.size() < std::size_t{kStrengthMax} + 1) {
        fail(ErrorKind::InvalidArgument, "the histogram needs " + std::to_string(kStrengthMax + 1) +
                                             " counters (one per strength 0.." + std::to_string(kStrengthMax) +
                                             "), got " + std::to_string(by_strength.size()));
    }
    HistogramSink sink;
    enumerate(cards, dead, hand_size, sink);
    for (std::size_t s = 0; s < HistogramSink::kSize; ++s) {
        std::uint64_t sum = 0;
        for (std::size_t t = 0; t < 4; ++t) sum += sink.tables[t * HistogramSink::kSize + s];
        by_strength[s] = sum;
    }
}

}  // namespace xiapl
