// Cards, card ids and 52-bit card masks.
//
// id = suit * 13 + (rank - 2); suits c d h s = 0..3; ranks 2..14 (A = 14).
// A set of cards is a uint64_t with bit `id` set.
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xiapl {

using CardId = int;
using CardMask = std::uint64_t;

inline constexpr int kDeckSize = 52;
inline constexpr CardMask kFullDeck = (CardMask{1} << kDeckSize) - 1;

constexpr int rank_of(CardId id) { return id % 13 + 2; }
constexpr int suit_of(CardId id) { return id / 13; }
constexpr CardId make_card(int rank, int suit) { return suit * 13 + (rank - 2); }
constexpr CardMask bit(CardId id) { return CardMask{1} << id; }

// text between double quotes as an error message shows it, bytes that do not
// print escaped (\x0a).
std::string quoted(std::string_view text);

// "As", "Td"; id must be 0..51.
std::string card_name(CardId id);

// Exactly one card, case-insensitive, "10" accepted for T. Throws Error(Parse).
CardId parse_card(std::string_view text);

// Cards written together or separated by spaces, commas or dashes, in input
// order. Throws Error(Parse) for a malformed or repeated card.
std::vector<CardId> parse_cards(std::string_view text);

// Throws Error(InvalidArgument) naming the id unless 0 <= id < 52.
void check_card_id(std::int64_t id);

// Throws Error(InvalidArgument) naming the first bit >= 52; `what` names the
// argument in the message ("board", "hole cards of player 2").
void check_mask(CardMask mask, std::string_view what);

// The mask of distinct ids; throws for an invalid or repeated id.
CardMask mask_from_ids(const std::int32_t* ids, std::size_t count);

// Ascending ids of a valid mask.
std::vector<CardId> ids_of(CardMask mask);

// ids_of(mask)[k] without building the list: the k-th lowest card of mask
// (k = 0, 1, ...). Requires k < popcount(mask).
inline CardId nth_card(CardMask mask, unsigned k) noexcept {
    CardId base = 0;
    for (;;) {  // skip 16 cards at a time, then the few left below the one wanted
        const auto in_chunk = static_cast<unsigned>(std::popcount(mask & 0xFFFF));
        if (k < in_chunk) break;
        k -= in_chunk;
        mask >>= 16;
        base += 16;
    }
    for (; k > 0; --k) mask &= mask - 1;
    return base + std::countr_zero(mask);
}

// C(n, k): the ways to choose k of n cards, for 0 <= n <= 62 (0 when k < 0
// or k > n). Exact there: every intermediate product stays below 2^64.
constexpr std::uint64_t choose(int n, int k) noexcept {
    if (k < 0 || n < 0 || k > n) return 0;
    if (k > n - k) k = n - k;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

// "AsKd" style listing of a mask (ascending ids); used in messages.
std::string mask_name(CardMask mask);

}  // namespace xiapl
