// C adapters for the deck handle.
#include <algorithm>
#include <new>
#include <string>
#include <vector>

#include "guard.hpp"
#include "xiapl/deck.hpp"
#include "xiapl/error.hpp"

using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

struct xiapl_deck {
    xiapl::Deck deck;
};

namespace {

xiapl::Deck& deck_of(xiapl_deck* handle) {
    require_pointer(handle, "deck");
    return handle->deck;
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_deck_create(xiapl_deck** out_deck) {
    return guarded([&] {
        require_pointer(out_deck, "out_deck");
        *out_deck = new xiapl_deck{};
    });
}

XIAPL_API void xiapl_deck_destroy(xiapl_deck* deck) { delete deck; }

XIAPL_API int32_t xiapl_deck_shuffle(xiapl_deck* deck, uint64_t seed) {
    return guarded([&] { deck_of(deck).shuffle(seed); });
}

XIAPL_API int32_t xiapl_deck_deal(xiapl_deck* deck, uint64_t count, int32_t* out_ids, uint64_t capacity,
                                  uint64_t* out_len) {
    return guarded([&] {
        auto& d = deck_of(deck);
        if (count > d.cards().size()) d.deal(count);  // throws the deck's own message
        require_capacity(count, capacity, out_len);
        if (count) require_pointer(out_ids, "out_ids");
        auto dealt = d.deal(count);
        std::copy(dealt.begin(), dealt.end(), out_ids);
    });
}

XIAPL_API int32_t xiapl_deck_burn(xiapl_deck* deck, uint64_t count) {
    return guarded([&] { deck_of(deck).burn(count); });
}

XIAPL_API int32_t xiapl_deck_remove(xiapl_deck* deck, uint64_t mask) {
    return guarded([&] { deck_of(deck).remove(mask); });
}

XIAPL_API int32_t xiapl_deck_reset(xiapl_deck* deck) {
    return guarded([&] { deck_of(deck).reset(); });
}

XIAPL_API int32_t xiapl_deck_cards(const xiapl_deck* deck, int32_t* out_ids, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        require_pointer(deck, "deck");
        const auto& cards = deck->deck.cards();
        require_capacity(cards.size(), capacity, out_len);
        if (!cards.empty()) require_pointer(out_ids, "out_ids");
        std::copy(cards.begin(), cards.end(), out_ids);
    });
}

XIAPL_API int32_t xiapl_deck_set_cards(xiapl_deck* deck, const int32_t* ids, uint64_t count) {
    return guarded([&] {
        auto& d = deck_of(deck);
        if (count > 52) {
            xiapl::fail(xiapl::ErrorKind::InvalidArgument,
                        "a deck holds at most 52 cards, not " + std::to_string(count));
        }
        if (count) require_pointer(ids, "ids");
        d.set_cards(std::vector<xiapl::CardId>(ids, ids + count));
    });
}
}
