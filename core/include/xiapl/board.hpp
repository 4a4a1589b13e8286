// Board facts: a flop's texture and the classes of a deck's flops under a
// group of suit relabellings (docs/distributed.md shows them in flop reports).
//
// Texture. A flop of a board game (Hold'em, short deck, Omaha, Omaha hi/lo)
// has three facts and one label:
//   suits      monotone (one suit), two-tone (two), rainbow (three);
//   pairing    unpaired (three ranks), paired (two), trips (one);
//   connected  three ranks that one straight of the game can use: within
//              five consecutive ranks, the ace high or low (A-2-3 and Q-K-A
//              are connected; in short deck the ace plays low in A-6-7-8-9,
//              so A-6-9 is connected and A-2-3 cannot be dealt);
//   texture    the first that holds of monotone, paired (a pair or trips),
//              connected, two-tone, rainbow.
//
// Symmetries. The relabellings that map each of some ranges onto itself,
// weights included, form a group; flops that one of them maps onto each
// other are alike for every range, so an analysis of the ranges on each flop
// needs one flop of each class.
//
// Classes. A group of suit relabellings (xiapl/canon.hpp) splits the flops
// of a game's deck into orbits; each class is its smallest flop mask and its
// size. Under all 24 relabellings the classes are the canonical flops of the
// deck (1,755 of 52 cards, 7,140 flops in short deck); under the identity
// alone every flop is its own class. The sizes always sum to the number of
// flops of the deck: C(52, 3) = 22,100, or C(36, 3) = 7,140.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "xiapl/canon.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/range.hpp"

namespace xiapl {

// Values match XIAPL_FLOP_SUITS_*, XIAPL_FLOP_PAIRING_* and XIAPL_FLOP_TEXTURE_*.
enum class FlopSuits : std::uint8_t { Monotone = 0, TwoTone = 1, Rainbow = 2 };
enum class FlopPairing : std::uint8_t { Unpaired = 0, Paired = 1, Trips = 2 };
enum class FlopLabel : std::uint8_t { Monotone = 0, Paired = 1, Connected = 2, TwoTone = 3, Rainbow = 4 };

struct FlopTexture {
    FlopLabel texture = FlopLabel::Rainbow;
    FlopSuits suits = FlopSuits::Rainbow;
    FlopPairing pairing = FlopPairing::Unpaired;
    bool connected = false;
};

// Throws Error(InvalidArgument) for a value that is no game, a game without
// a board (stud, draw games), or a flop that is not three cards of the
// game's deck; the message names the input and the fix.
void check_flop(Game g, CardMask flop);

// The texture of a flop of game g; checked as above.
FlopTexture flop_texture(Game g, CardMask flop);

struct FlopClass {
    CardMask flop = 0;         // the smallest flop mask of the class
    std::uint32_t weight = 0;  // the number of flops in it
};

// Throws Error(InvalidArgument) unless `group` is a group of suit
// relabellings: not empty, each a permutation of 0..3, no two equal, the
// identity among them, and closed under composition.
void check_suit_group(const std::vector<SuitPermutation>& group);

// The relabellings (of the 24, the identity first, in suit_permutations()
// order) that map every range onto itself: each combo to a combo of the same
// range with the same weight. All 24 for ranges of hand classes ("AKs",
// "QQ"); fewer when a range names suits ("AhKh"). No ranges: all 24.
std::vector<SuitPermutation> suit_symmetries(std::span<const Range* const> ranges);

// The classes of game g's flops under the relabellings of `group`,
// ascending by representative. Throws as check_suit_group, and for a game
// without a board.
std::vector<FlopClass> flop_classes(Game g, const std::vector<SuitPermutation>& group);

}  // namespace xiapl
