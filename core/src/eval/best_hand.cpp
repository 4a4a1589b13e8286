// best_hand and best_low_hand: which five cards make the hand. Off the hot path, so it simply
// tries every admissible five and keeps the strongest; among equally strong
// fives it keeps the numerically largest five-card mask (the documented tie
// rule, which makes the answer independent of the order of the search).
#include <vector>

#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"

namespace xiapl {
namespace {

std::vector<std::uint64_t> single_cards(std::uint64_t mask) {
    std::vector<std::uint64_t> out;
    for (; mask; mask &= mask - 1) out.push_back(mask & (0 - mask));
    return out;
}

// Every subset of exactly k cards of `cards`.
std::vector<std::uint64_t> subsets(std::uint64_t cards, int k) {
    const std::vector<std::uint64_t> c = single_cards(cards);
    std::vector<std::uint64_t> out;
    const int n = static_cast<int>(c.size());
    auto rec = [&](auto&& self, int start, int left, std::uint64_t acc) -> void {
        if (left == 0) {
            out.push_back(acc);
            return;
        }
        for (int i = start; i <= n - left; ++i) self(self, i + 1, left - 1, acc | c[static_cast<std::size_t>(i)]);
    };
    rec(rec, 0, k, 0);
    return out;
}

void consider(BestHand& best, Ranking r, std::uint64_t five, std::uint64_t hole_used) {
    const Strength s = evaluate_five(r, five);
    if (s > best.strength || (s == best.strength && s != 0 && five > best.five)) best = {s, five, hole_used};
}

// The best five of `board` and `hole` in ranking r, under the game's rule of
// which cards a hand may use.
BestHand best_of(std::uint64_t board, std::uint64_t hole, const GameRules& rules, Ranking r) {
    BestHand best{0, 0, 0};
    if (r == Ranking::Badugi) {
        const std::uint64_t cards = badugi_cards(hole);
        return {evaluate_badugi(hole), cards, cards};
    }
    if (rules.hole_used == 2) {
        const std::vector<std::uint64_t> triples = subsets(board, 3);
        for (std::uint64_t pair : subsets(hole, 2)) {
            for (std::uint64_t triple : triples) consider(best, r, pair | triple, pair);
        }
    } else {
        for (std::uint64_t five : subsets(board | hole, 5)) consider(best, r, five, five & hole);
    }
    return best;
}

}  // namespace

BestHand best_hand(std::uint64_t board, std::uint64_t hole, Game g) {
    validate_hand(board, hole, g);
    const GameRules& rules = game_rules(g);
    return best_of(board, hole, rules, rules.high);
}

BestHand best_low_hand(std::uint64_t board, std::uint64_t hole, Game g) {
    evaluate_low_checked(board, hole, g);  // the checks
    const GameRules& rules = game_rules(g);
    return best_of(board, hole, rules, rules.low);
}

}  // namespace xiapl
