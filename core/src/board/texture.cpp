// A flop's texture: suits, pairing, connectedness and the one label (xiapl/board.hpp).
#include <bit>
#include <string>

#include "xiapl/board.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {

namespace {

constexpr int kRanks = 13;

std::string count_text(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

// Whether three or more distinct ranks fit in one straight of a deck whose
// lowest rank index is `lowest`: the ace plays high, or just below `lowest`.
bool in_one_straight(unsigned ranks, int lowest) {
    // Position i + 1 - lowest is rank index i; position 0 is the ace played low.
    const unsigned high = (ranks >> lowest) << 1;
    const int span = kRanks - lowest + 1;  // positions the deck's straights use
    const unsigned ace_high = 1U << (span - 1);
    const unsigned low = (high & ace_high) ? (high & ~ace_high) | 1U : high;
    for (int start = 0; start + 5 <= span; ++start) {
        const unsigned window = 0x1FU << start;
        if ((high & ~window) == 0 || (low & ~window) == 0) return true;
    }
    return false;
}

}  // namespace

void check_flop(Game g, CardMask flop) {
    const GameRules& rules = game_rules(g);
    if (rules.board_cards == 0) {
        throw Error(ErrorKind::InvalidArgument, std::string(rules.name) +
                                                    " has no board, so its deals have no flop; pass a board game "
                                                    "(Hold'em, short deck, Omaha, Omaha hi/lo)");
    }
    check_mask(flop, "flop");
    const int n = std::popcount(flop);
    if (n != 3) {
        throw Error(ErrorKind::InvalidArgument,
                    "flop mask " + std::to_string(flop) + " has " + count_text(n) + "; a flop has exactly 3 cards");
    }
    if (const CardMask outside = flop & ~game_deck(g)) {
        throw Error(ErrorKind::InvalidArgument,
                    "flop card " + card_name(std::countr_zero(outside)) + " is not in the deck of " + rules.name +
                        ", which has the 36 cards six to ace; deal the flop from that deck");
    }
}

FlopTexture flop_texture(Game g, CardMask flop) {
    check_flop(g, flop);
    unsigned ranks = 0;
    int suits = 0;
    for (int s = 0; s < kSuitCount; ++s) {
        const auto pattern = static_cast<unsigned>(flop >> (kRanks * s) & 0x1FFFU);
        ranks |= pattern;
        suits += pattern != 0;
    }
    const int distinct = std::popcount(ranks);
    FlopTexture t;
    t.suits = suits == 1 ? FlopSuits::Monotone : suits == 2 ? FlopSuits::TwoTone : FlopSuits::Rainbow;
    t.pairing = distinct == 3 ? FlopPairing::Unpaired : distinct == 2 ? FlopPairing::Paired : FlopPairing::Trips;
    const int lowest = std::countr_zero(static_cast<unsigned>(game_deck(g) & 0x1FFFU));
    t.connected = distinct == 3 && in_one_straight(ranks, lowest);
    if (t.suits == FlopSuits::Monotone) {
        t.texture = FlopLabel::Monotone;
    } else if (t.pairing != FlopPairing::Unpaired) {
        t.texture = FlopLabel::Paired;
    } else if (t.connected) {
        t.texture = FlopLabel::Connected;
    } else {
        t.texture = t.suits == FlopSuits::TwoTone ? FlopLabel::TwoTone : FlopLabel::Rainbow;
    }
    return t;
}

}  // namespace xiapl
