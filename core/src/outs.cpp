// Outs: each card left in the deck dealt as the next board card, the hands
// judged with it.
#include "xiapl/outs.hpp"

#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {

namespace {

// The hero's standing among the strengths of every hand (strengths[0]).
Standing standing_of(const Strength* strengths, std::size_t n) {
    Standing standing = Standing::Ahead;
    for (std::size_t i = 1; i < n; ++i) {
        if (strengths[i] > strengths[0]) return Standing::Behind;
        if (strengths[i] == strengths[0]) standing = Standing::Shares;
    }
    return standing;
}

void check_game(Game g) {
    const GameRules& rules = game_rules(g);
    if (rules.board_cards == 0 || rules.low != Ranking::None) {
        fail(ErrorKind::Unsupported, std::string("outs are for games with a board and one ranking (Hold'em, short "
                                                 "deck, PLO, PLO5, PLO6), not ") +
                                         rules.name);
    }
}

}  // namespace

NextCards next_cards(Game g, const std::uint64_t* holes, std::size_t n, std::uint64_t board, std::uint64_t dead) {
    check_game(g);
    if (n < 2) {
        fail(ErrorKind::InvalidArgument,
             "outs need the hero's hand and at least one other; " + std::to_string(n) + " hand(s) given");
    }
    const int on_board = std::popcount(board);
    if (on_board != 3 && on_board != 4) {
        fail(ErrorKind::InvalidArgument, "outs need a board of 3 or 4 cards (the flop or the turn), not " +
                                             std::to_string(on_board) + "; the next card completes it by one");
    }
    judge(holes, n, board, g);  // every hand checked: card counts, the deck, no card twice
    validate_mask(dead, "dead cards");
    std::uint64_t dealt = board;
    for (std::size_t i = 0; i < n; ++i) dealt |= holes[i];
    if (dead & dealt) {
        fail(ErrorKind::InvalidArgument, card_name(std::countr_zero(dead & dealt)) +
                                             " is both dealt and dead; list as dead only cards out of the deck");
    }
    std::vector<Strength> strengths(n);
    auto judge_board = [&](std::uint64_t b) {
        for (std::size_t i = 0; i < n; ++i) strengths[i] = evaluate_game(b, holes[i], g);
        return standing_of(strengths.data(), n);
    };
    NextCards out;
    out.now = judge_board(board);
    out.strength = strengths[0];
    std::uint64_t left = game_deck(g) & ~(dealt | dead);
    out.cards.reserve(static_cast<std::size_t>(std::popcount(left)));
    for (; left != 0; left &= left - 1) {
        const CardId card = std::countr_zero(left);
        NextCard next;
        next.card = card;
        next.standing = judge_board(board | (std::uint64_t{1} << card));
        next.strength = strengths[0];
        out.cards.push_back(next);
    }
    return out;
}

}  // namespace xiapl
