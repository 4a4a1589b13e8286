// A deck: the ordered cards still in it. Every operation either succeeds or
// throws and leaves the deck as it was.
#pragma once

#include <cstdint>
#include <vector>

#include "xiapl/cards.hpp"

namespace xiapl {

class Deck {
  public:
    Deck();  // 52 cards in id order

    void reset();
    // Fisher-Yates from the back, j = Rng(seed).below(i + 1): see docs/rng.md.
    void shuffle(std::uint64_t seed);
    std::vector<CardId> deal(std::size_t count);
    void burn(std::size_t count);
    void remove(CardMask cards);
    // Replaces the cards, front first: distinct ids 0..51, any number of them.
    void set_cards(const std::vector<CardId>& cards);

    const std::vector<CardId>& cards() const { return cards_; }
    CardMask mask() const;

  private:
    void require(std::size_t count, const char* action) const;
    std::vector<CardId> cards_;
};

}  // namespace xiapl
