// The card mask of card text such as "AsKs" or "9h 8d 2s", for the core tests.
#pragma once

#include "xiapl/cards.hpp"

inline xiapl::CardMask cards(const char* text) {
    xiapl::CardMask m = 0;
    for (xiapl::CardId id : xiapl::parse_cards(text)) m |= xiapl::bit(id);
    return m;
}
