// Exact equity by visiting every board, one at a time: the reference the
// tests hold the rank decomposition (exact.cpp) to, and the path for a board
// that needs at most one more card. The board is built card by card with
// HandState, so each level of the loop nest adds one card to a state that
// every player shares.
#include <bit>
#include <vector>

#include "internal.hpp"

namespace xiapl::equity {
namespace {

struct Walker {
    const Deal& deal;
    int players;
    std::vector<CardId> cards;  // the deck, ascending
    std::vector<HandState> holes;
    std::vector<Strength> strength;
    Tally tally;

    Walker(const Deal& d, bool breakdown)
        : deal(d),
          players(static_cast<int>(d.holes.size())),
          cards(ids_of(d.deck)),
          strength(d.holes.size()),
          tally(static_cast<int>(d.holes.size()), breakdown) {
        for (CardMask hole : d.holes) holes.push_back(HandState{}.add_mask(hole));
    }

    void showdown(const HandState& board) {
        if (deal.game == Game::Holdem) {
            for (int p = 0; p < players; ++p)
                strength[static_cast<std::size_t>(p)] = holes[static_cast<std::size_t>(p)].merge(board).evaluate();
        } else {
            for (int p = 0; p < players; ++p)
                strength[static_cast<std::size_t>(p)] =
                    evaluate_omaha(board.mask, deal.holes[static_cast<std::size_t>(p)]);
        }
        tally.record(strength.data(), 1);
        ++tally.evaluated;
    }

    void walk(const HandState& board, std::size_t from, int left) {
        if (left == 0) {
            showdown(board);
            return;
        }
        for (std::size_t i = from; i + static_cast<std::size_t>(left) <= cards.size(); ++i)
            walk(board.add(cards[i]), i + 1, left - 1);
    }
};

}  // namespace

Tally brute_force_tally(const Deal& deal, bool breakdown) {
    Walker walker(deal, breakdown);
    walker.walk(HandState{}.add_mask(deal.board), 0, deal.to_come);
    return walker.tally;
}

}  // namespace xiapl::equity
