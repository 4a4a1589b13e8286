// The classes of a deck's flops under a group of suit relabellings (xiapl/board.hpp).
#include <algorithm>
#include <bit>
#include <map>
#include <string>

#include "xiapl/board.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {

namespace {

std::string permutation_text(const SuitPermutation& p) {
    std::string text = "(";
    for (int s = 0; s < kSuitCount; ++s) text += (s ? ", " : "") + std::to_string(p[static_cast<std::size_t>(s)]);
    return text + ")";
}

// (a after b)[s] = a[b[s]].
SuitPermutation compose(const SuitPermutation& a, const SuitPermutation& b) {
    SuitPermutation out{};
    for (std::size_t s = 0; s < kSuitCount; ++s) out[s] = a[b[s]];
    return out;
}

}  // namespace

void check_suit_group(const std::vector<SuitPermutation>& group) {
    if (group.empty()) {
        throw Error(ErrorKind::InvalidArgument,
                    "the suit relabellings are empty; pass a group of them, at least the identity (0, 1, 2, 3)");
    }
    for (std::size_t i = 0; i < group.size(); ++i) {
        unsigned seen = 0;
        for (const auto to : group[i]) {
            if (to < kSuitCount) seen |= 1U << to;
        }
        if (seen != 0xFU) {
            throw Error(ErrorKind::InvalidArgument, "suit relabelling " + std::to_string(i) + " " +
                                                        permutation_text(group[i]) +
                                                        " is not a permutation of the suits 0, 1, 2, 3 (c, d, h, s); "
                                                        "give each suit once");
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (group[j] == group[i]) {
                throw Error(ErrorKind::InvalidArgument, "suit relabellings " + std::to_string(j) + " and " +
                                                            std::to_string(i) + " are both " +
                                                            permutation_text(group[i]) + "; give each once");
            }
        }
    }
    const SuitPermutation identity{0, 1, 2, 3};
    if (std::find(group.begin(), group.end(), identity) == group.end()) {
        throw Error(ErrorKind::InvalidArgument,
                    "the suit relabellings do not include the identity (0, 1, 2, 3); a group of relabellings "
                    "always does, so add it");
    }
    for (const auto& a : group) {
        for (const auto& b : group) {
            const auto ab = compose(a, b);
            if (std::find(group.begin(), group.end(), ab) == group.end()) {
                throw Error(ErrorKind::InvalidArgument,
                            "the suit relabellings are not a group: " + permutation_text(a) + " after " +
                                permutation_text(b) + " is " + permutation_text(ab) +
                                ", which is not among them; add it (or pass the symmetries of the ranges as found)");
            }
        }
    }
}

std::vector<FlopClass> flop_classes(Game g, const std::vector<SuitPermutation>& group) {
    const GameRules& rules = game_rules(g);
    if (rules.board_cards == 0) {
        throw Error(ErrorKind::InvalidArgument, std::string(rules.name) +
                                                    " has no board, so it has no flops; pass a board game "
                                                    "(Hold'em, short deck, Omaha, Omaha hi/lo)");
    }
    check_suit_group(group);
    std::vector<CardId> cards;
    for (CardMask deck = game_deck(g); deck; deck &= deck - 1) cards.push_back(std::countr_zero(deck));
    // Each flop counts towards the smallest of its images: its class's representative.
    std::map<CardMask, std::uint32_t> classes;
    const std::size_t n = cards.size();
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = a + 1; b < n; ++b) {
            for (std::size_t c = b + 1; c < n; ++c) {
                const CardMask flop = bit(cards[a]) | bit(cards[b]) | bit(cards[c]);
                CardMask smallest = flop;
                for (const auto& p : group) smallest = std::min(smallest, relabel_suits(flop, p));
                ++classes[smallest];
            }
        }
    }
    std::vector<FlopClass> out;
    out.reserve(classes.size());
    for (const auto& [flop, weight] : classes) out.push_back({flop, weight});
    return out;
}

}  // namespace xiapl
