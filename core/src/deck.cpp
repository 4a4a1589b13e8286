#include "xiapl/deck.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"

namespace xiapl {

Deck::Deck() { reset(); }

void Deck::reset() {
    cards_.resize(kDeckSize);
    for (int id = 0; id < kDeckSize; ++id) cards_[static_cast<std::size_t>(id)] = id;
}

void Deck::shuffle(std::uint64_t seed) {
    Rng rng(seed);
    for (std::size_t i = cards_.size(); i > 1; --i) {
        std::size_t j = rng.below(static_cast<std::uint32_t>(i));
        std::swap(cards_[i - 1], cards_[j]);
    }
}

void Deck::require(std::size_t count, const char* action) const {
    if (count > cards_.size()) {
        fail(ErrorKind::InvalidArgument, std::string("cannot ") + action + " " + std::to_string(count) +
                                             " card(s): only " + std::to_string(cards_.size()) +
                                             " remain in the deck; reset() puts all 52 back");
    }
}

std::vector<CardId> Deck::deal(std::size_t count) {
    require(count, "deal");
    std::vector<CardId> dealt(cards_.begin(), cards_.begin() + static_cast<std::ptrdiff_t>(count));
    cards_.erase(cards_.begin(), cards_.begin() + static_cast<std::ptrdiff_t>(count));
    return dealt;
}

void Deck::burn(std::size_t count) {
    require(count, "burn");
    cards_.erase(cards_.begin(), cards_.begin() + static_cast<std::ptrdiff_t>(count));
}

void Deck::remove(CardMask cards) {
    check_mask(cards, "cards to remove");
    CardMask missing = cards & ~mask();
    if (missing) {
        fail(ErrorKind::InvalidArgument,
             "cannot remove " + mask_name(missing) + ": not in the deck any more (already dealt or removed)");
    }
    std::erase_if(cards_, [cards](CardId id) { return (cards & bit(id)) != 0; });
}

void Deck::set_cards(const std::vector<CardId>& cards) {
    CardMask seen = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const CardId id = cards[i];
        if (id < 0 || id >= kDeckSize) {
            fail(ErrorKind::InvalidArgument, "card " + std::to_string(i) + " of the new deck has id " +
                                                 std::to_string(id) + "; card ids are 0..51");
        }
        if (seen & bit(id)) {
            fail(ErrorKind::InvalidArgument,
                 "card " + mask_name(bit(id)) + " is given twice; a deck holds each card at most once");
        }
        seen |= bit(id);
    }
    cards_ = cards;
}

CardMask Deck::mask() const {
    CardMask m = 0;
    for (CardId id : cards_) m |= bit(id);
    return m;
}

}  // namespace xiapl
