// Checked entry points: validate, then call the fast paths. Every failure is
// Error(InvalidArgument) with a message naming the argument, what is wrong
// and how to fix it; nothing is evaluated before all checks pass.
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"

#include "../portable/config.hpp"

namespace xiapl {
namespace {

std::string cards_text(std::uint64_t cards) { return cards ? " (" + mask_name(cards) + ")" : std::string(); }

std::string card_text(int id) { return "card " + card_name(id); }

std::string count_text(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

void check_hand(std::uint64_t board, std::uint64_t hole, Game g, const std::string& hole_what) {
    const GameRules& rules = game_rules(g);
    validate_mask(board, "board");
    validate_mask(hole, hole_what.c_str());
    const int nb = std::popcount(board);
    if (rules.board_cards == 0 && nb != 0) {
        fail(ErrorKind::InvalidArgument, std::string(rules.name) + " has no board, but the board has " +
                                             count_text(nb) + cards_text(board) + "; pass all of a player's cards as " +
                                             hole_what + " and an empty board");
    }
    if (rules.board_cards != 0 && (nb < 3 || nb > 5)) {
        fail(ErrorKind::InvalidArgument,
             "board has " + count_text(nb) + cards_text(board) + "; a board has 3, 4 or 5 cards (flop, turn or river)");
    }
    const int nh = std::popcount(hole);
    if (nh < rules.min_hole_cards || nh > rules.hole_cards) {
        const std::string want = rules.min_hole_cards == rules.hole_cards
                                     ? std::to_string(rules.hole_cards)
                                     : std::to_string(rules.min_hole_cards) + " to " + std::to_string(rules.hole_cards);
        const std::string verb = rules.board_cards ? " deals " : " evaluates ";
        fail(ErrorKind::InvalidArgument, hole_what + ": " + count_text(nh) + " given" + cards_text(hole) + ", but " +
                                             rules.name + verb + want + "; pass " +
                                             (rules.min_hole_cards == rules.hole_cards ? "exactly " : "") + want +
                                             (rules.board_cards ? " hole cards" : " cards"));
    }
    if (board & hole) {
        fail(ErrorKind::InvalidArgument, card_text(std::countr_zero(board & hole)) + " appears in both the " +
                                             hole_what + " and the board; each card can be used once");
    }
    if (const CardMask outside = (board | hole) & ~game_deck(g)) {
        fail(ErrorKind::InvalidArgument, card_text(std::countr_zero(outside)) + " is not in the deck of " + rules.name +
                                             ", which has the 36 cards six to ace; remove the twos to fives");
    }
}

Strength evaluate_valid(std::uint64_t board, std::uint64_t hole, Game g) { return evaluate_game(board, hole, g); }

}  // namespace

void validate_mask(std::uint64_t cards, const char* what) { check_mask(cards, what ? what : "cards"); }

void validate_hand(std::uint64_t board, std::uint64_t hole, Game g) { check_hand(board, hole, g, "hole cards"); }

Strength evaluate_cards_checked(std::uint64_t cards) {
    validate_mask(cards, "cards");
    const int n = std::popcount(cards);
    if (n < 5 || n > 7) {
        fail(ErrorKind::InvalidArgument,
             "cards: " + count_text(n) + " given" + cards_text(cards) + "; a hand is evaluated from 5, 6 or 7 cards");
    }
    return evaluate_mask(cards);
}

std::size_t first_invalid_hand(const std::uint64_t* boards, const std::uint64_t* holes, std::size_t n, Game g) {
    // Four hands per branch, as in first_invalid_mask: bit k of board_counts
    // (hole_counts) is set when k board (hole) cards are allowed. validate_hand
    // on every hand would add a large share of an Omaha-4 evaluation; it runs
    // only on the item found bad, to write the message.
    const GameRules& rules = game_rules(g);
    const std::uint64_t board_counts = rules.board_cards ? 0x38 : 0x1;
    const std::uint64_t hole_counts =
        ((std::uint64_t{2} << rules.hole_cards) - 1) & ~((std::uint64_t{1} << rules.min_hole_cards) - 1);
    const CardMask outside = ~game_deck(g);
    auto counts_of = [&](std::uint64_t board, std::uint64_t hole) {
        return (board_counts >> (std::popcount(board) & 63)) & (hole_counts >> (std::popcount(hole) & 63));
    };
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        std::uint64_t counts_ok = 1, wrong_bits = 0;
        for (std::size_t k = i; k < i + 4; ++k) {
            const std::uint64_t board = boards[k], hole = holes[k];
            counts_ok &= counts_of(board, hole);
            wrong_bits |= ((board | hole) & outside) | (board & hole);
        }
        if (!(counts_ok & 1) || wrong_bits) break;  // the loop below finds which
    }
    for (; i < n; ++i) {
        const std::uint64_t board = boards[i], hole = holes[i];
        if (!(counts_of(board, hole) & 1) || ((board | hole) & outside) || (board & hole)) return i;
    }
    return n;
}

Strength evaluate_hand_checked(std::uint64_t board, std::uint64_t hole, Game g) {
    validate_hand(board, hole, g);
    return evaluate_valid(board, hole, g);
}

namespace {

// judge's and judge_low's checks of the players' hands.
void check_players(const std::uint64_t* holes, std::size_t n_players, std::uint64_t board, Game g) {
    if (n_players == 0) {
        fail(ErrorKind::InvalidArgument, "judge needs at least one player; pass one hole-card mask per player");
    }
    if (holes == nullptr) {
        fail(ErrorKind::InvalidArgument, "holes is null but " + std::to_string(n_players) +
                                             " players were given; pass one hole-card mask per player");
    }
    std::uint64_t dealt = 0;
    for (std::size_t i = 0; i < n_players; ++i) {
        check_hand(board, holes[i], g, "hole cards of player " + std::to_string(i));
        if (dealt & holes[i]) {
            const int card = std::countr_zero(dealt & holes[i]);
            std::size_t other = 0;
            while (!(holes[other] & (std::uint64_t{1} << card))) ++other;
            fail(ErrorKind::InvalidArgument, card_text(card) + " is in the hole cards of both player " +
                                                 std::to_string(other) + " and player " + std::to_string(i) +
                                                 "; each card can be dealt once");
        }
        dealt |= holes[i];
    }
}

void require_low_half(Game g) {
    const GameRules& rules = game_rules(g);
    if (rules.low == Ranking::None) {
        fail(ErrorKind::InvalidArgument, std::string(rules.name) +
                                             " has no low half; the hi/lo games are PLO Hi/Lo, PLO5 Hi/Lo and "
                                             "Seven-card stud Hi/Lo (the main ranking of " +
                                             rules.name + " is its " + ranking_label(rules.high) + ")");
    }
}

}  // namespace

std::vector<int> judge(const std::uint64_t* holes, std::size_t n_players, std::uint64_t board, Game g) {
    check_players(holes, n_players, board, g);
    std::vector<int> winners;
    Strength best = 0;
    for (std::size_t i = 0; i < n_players; ++i) {
        const Strength s = evaluate_valid(board, holes[i], g);
        if (s > best) {
            best = s;
            winners.clear();
        }
        if (s == best) winners.push_back(static_cast<int>(i));
    }
    return winners;
}

Strength evaluate_low_checked(std::uint64_t board, std::uint64_t hole, Game g) {
    require_low_half(g);
    validate_hand(board, hole, g);
    return evaluate_game_low(board, hole, g);
}

std::vector<int> judge_low(const std::uint64_t* holes, std::size_t n_players, std::uint64_t board, Game g) {
    require_low_half(g);
    check_players(holes, n_players, board, g);
    std::vector<int> winners;
    Strength best = 0;
    for (std::size_t i = 0; i < n_players; ++i) {
        const Strength s = evaluate_game_low(board, holes[i], g);
        if (s == 0) continue;
        if (s > best) {
            best = s;
            winners.clear();
        }
        if (s == best) winners.push_back(static_cast<int>(i));
    }
    return winners;
}

}  // namespace xiapl
