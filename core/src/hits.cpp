// A range's hits: each combo's hand category and draws on the board.
#include "xiapl/hits.hpp"

#include <bit>
#include <string>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"

namespace xiapl {

namespace {

using Ranks = std::uint32_t;  // bit r: rank r + 2 (bit 12: the ace)

constexpr Ranks kAce = Ranks{1} << 12;

Ranks ranks_of(CardMask cards) {
    Ranks r = 0;
    for (int suit = 0; suit < 4; ++suit) r |= static_cast<Ranks>((cards >> (13 * suit)) & 0x1FFF);
    return r;
}

// The five-rank windows that are straights, lowest first: A-2-3-4-5 .. T-A,
// or in short deck A-6-7-8-9 .. T-A.
std::vector<Ranks> straight_windows(bool short_deck) {
    std::vector<Ranks> windows;
    windows.push_back(short_deck ? kAce | (Ranks{0xF} << 4) : kAce | Ranks{0xF});
    for (int low = short_deck ? 4 : 0; low <= 8; ++low) windows.push_back(Ranks{0x1F} << low);
    return windows;
}

// 1 + the index of the highest window inside `ranks`, or 0.
int straight_top(Ranks ranks, const std::vector<Ranks>& windows) {
    for (int w = static_cast<int>(windows.size()) - 1; w >= 0; --w) {
        if ((ranks & windows[static_cast<std::size_t>(w)]) == windows[static_cast<std::size_t>(w)]) return w + 1;
    }
    return 0;
}

// Omaha: a straight of two hole ranks and three board ranks.
bool omaha_straight(const std::vector<int>& hole_ranks, Ranks board, const std::vector<Ranks>& windows) {
    for (std::size_t a = 0; a < hole_ranks.size(); ++a) {
        for (std::size_t b = a + 1; b < hole_ranks.size(); ++b) {
            if (hole_ranks[a] == hole_ranks[b]) continue;
            const Ranks pair = (Ranks{1} << hole_ranks[a]) | (Ranks{1} << hole_ranks[b]);
            for (const Ranks w : windows) {
                if ((pair & w) == pair && (board & (w & ~pair)) == (w & ~pair)) return true;
            }
        }
    }
    return false;
}

int suit_count(CardMask cards, int suit) { return std::popcount((cards >> (13 * suit)) & 0x1FFF); }

}  // namespace

HitTable range_hits(const Range& range, CardMask board, CardMask dead) {
    const Game g = range.game();
    const GameRules& rules = game_rules(g);
    if (rules.board_cards == 0 || rules.low != Ranking::None) {
        fail(ErrorKind::Unsupported, std::string("hit tables are for games with a board and one ranking (Hold'em, "
                                                 "short deck, PLO, PLO5, PLO6), not ") +
                                         rules.name);
    }
    validate_mask(board, "board");
    validate_mask(dead, "dead cards");
    const int on_board = std::popcount(board);
    if (on_board < 3 || on_board > 5) {
        fail(ErrorKind::InvalidArgument,
             "a hit table needs a board of 3, 4 or 5 cards (a flop, turn or river), not " + std::to_string(on_board));
    }
    if (board & dead) {
        fail(ErrorKind::InvalidArgument, card_name(std::countr_zero(board & dead)) +
                                             " is both on the board and dead; list as dead only cards out of the deck");
    }
    const bool omaha = rules.hole_used == 2;
    const std::vector<Ranks> windows = straight_windows(rules.short_deck);
    const Ranks board_ranks = ranks_of(board);
    const int board_top = static_cast<int>(std::bit_width(board_ranks));  // 1 + the highest rank index on the board
    HitTable table;
    for (const WeightedCombo& combo : range.combos()) {
        const CardMask hole = combo.mask;
        if (hole & (board | dead)) continue;
        const double w = combo.weight;
        ++table.combos;
        table.weight += w;
        const Category category = ranking_category(rules.high, evaluate_game(board, hole, g));
        table.made[static_cast<std::size_t>(category)] += w;
        int above = 0;
        for (CardMask h = hole; h != 0; h &= h - 1) above += std::countr_zero(h) % 13 >= board_top ? 1 : 0;
        if (category == Category::HighCard && above >= 2) table.overcards += w;
        if (on_board == 5) continue;
        // Flush draws.
        bool flush_draw = false;
        for (int suit = 0; suit < 4; ++suit) {
            const int in_hole = suit_count(hole, suit), on = suit_count(board, suit);
            const bool made = omaha ? in_hole >= 2 && on >= 3 : in_hole >= 1 && in_hole + on >= 5;
            if (made) {
                flush_draw = false;
                break;
            }
            flush_draw = flush_draw || (omaha ? in_hole >= 2 && on == 2 : in_hole >= 1 && in_hole + on == 4);
        }
        // Straight draws: the ranks whose card would make a straight the hand does not have.
        int completing = 0;
        if (omaha) {
            std::vector<int> hole_ranks;
            for (CardMask h = hole; h != 0; h &= h - 1) hole_ranks.push_back(std::countr_zero(h) % 13);
            if (!omaha_straight(hole_ranks, board_ranks, windows)) {
                for (int r = 0; r < 13; ++r) {
                    const Ranks more = board_ranks | (Ranks{1} << r);
                    if (more != board_ranks && omaha_straight(hole_ranks, more, windows)) ++completing;
                }
            }
        } else {
            const Ranks all = board_ranks | ranks_of(hole);
            if (straight_top(all, windows) == 0) {
                for (int r = 0; r < 13; ++r) {
                    const Ranks bit = Ranks{1} << r;
                    if (straight_top(all | bit, windows) > straight_top(board_ranks | bit, windows)) ++completing;
                }
            }
        }
        if (flush_draw) table.flush_draw += w;
        if (completing >= 2) table.open_ended += w;
        if (completing == 1) table.gutshot += w;
        if (flush_draw && completing >= 1) table.combo_draw += w;
    }
    return table;
}

}  // namespace xiapl
