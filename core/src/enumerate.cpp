// Completions of a partial hand as nested loops, one card per level: each
// level adds its card to the state of the level above, so a hand costs one
// add and one evaluation. A subtree that cannot make a flush (no suit can
// reach five with the cards still to add) is evaluated by ranks alone.
#include "xiapl/enumerate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "xiapl/error.hpp"

namespace xiapl {
namespace {

struct Deck {
    std::array<std::uint8_t, kDeckSize> ids{};
    int size = 0;
};

Deck deck_for(CardMask cards, CardMask dead) {
    Deck deck;
    for (CardId id : ids_of(kFullDeck & ~cards & ~dead)) deck.ids[static_cast<std::size_t>(deck.size++)] = static_cast<std::uint8_t>(id);
    return deck;
}

// Visits the completions adding `Left` more cards from deck[from ..), in
// order; sink(strength) for each. kRanksOnly: no flush can be made below
// this level.
template <int Left, bool kRanksOnly, class Sink>
void visit(const HandState& s, const Deck& deck, int from, Sink& sink) {
    if constexpr (Left == 0) {
        sink(kRanksOnly ? s.evaluate_ranks() : s.evaluate());
    } else {
        if constexpr (!kRanksOnly && Left <= 2) {
            if (!s.flush_possible(Left)) return visit<Left, true>(s, deck, from, sink);
        }
        const int last = deck.size - Left;
        for (int i = from; i <= last; ++i) visit<Left - 1, kRanksOnly>(s.add(deck.ids[static_cast<std::size_t>(i)]), deck, i + 1, sink);
    }
}

// Flattened: the loop nest is one function, its levels inlined.
template <class Sink>
[[gnu::flatten]] void run(const HandState& start, const Deck& deck, int more, Sink& sink) {
    switch (more) {
        case 0: return visit<0, false>(start, deck, 0, sink);
        case 1: return visit<1, false>(start, deck, 0, sink);
        case 2: return visit<2, false>(start, deck, 0, sink);
        case 3: return visit<3, false>(start, deck, 0, sink);
        case 4: return visit<4, false>(start, deck, 0, sink);
        case 5: return visit<5, false>(start, deck, 0, sink);
        case 6: return visit<6, false>(start, deck, 0, sink);
        default: return visit<7, false>(start, deck, 0, sink);
    }
}

template <class Sink>
void enumerate(CardMask cards, CardMask dead, int hand_size, Sink& sink) {
    check_completions(cards, dead, hand_size);
    run(HandState{}.add_mask(cards), deck_for(cards, dead), hand_size - std::popcount(cards), sink);
}

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
    auto sink = [&out](Strength s) { *out++ = s; };
    enumerate(cards, dead, hand_size, sink);
}

void enumerate_histogram(CardMask cards, CardMask dead, int hand_size, std::span<std::uint64_t> by_strength) {
    if (by_strength.size() < std::size_t{kStrengthMax} + 1) {
        fail(ErrorKind::InvalidArgument, "the histogram needs " + std::to_string(kStrengthMax + 1) +
                                             " counters (one per strength 0.." + std::to_string(kStrengthMax) +
                                             "), got " + std::to_string(by_strength.size()));
    }
    // Four tables taken in turn: consecutive hands often share a strength,
    // and spreading them keeps each increment from waiting on the last.
    constexpr std::size_t kTables = 4, kSize = std::size_t{kStrengthMax} + 1;
    std::vector<std::uint32_t> tables(kTables * kSize, 0);
    std::uint32_t* base = tables.data();
    std::size_t turn = 0;
    auto sink = [&](Strength s) {
        ++base[turn + s];
        turn = turn == (kTables - 1) * kSize ? 0 : turn + kSize;
    };
    enumerate(cards, dead, hand_size, sink);
    for (std::size_t s = 0; s < kSize; ++s) {
        std::uint64_t sum = 0;
        for (std::size_t t = 0; t < kTables; ++t) sum += base[t * kSize + s];
        by_strength[s] = sum;
    }
}

}  // namespace xiapl
