// Table rules: dealing the board, from explicit cards or the seeded RNG.
#include <bit>
#include <string>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

TableState TableState::deal_board(CardMask cards) const& {
    TableState next = *this;
    next.deal_in_place(cards, false);
    return next;
}

TableState TableState::deal_board(CardMask cards) && {
    deal_in_place(cards, false);
    return std::move(*this);
}

void TableState::deal_in_place(CardMask cards, bool drawn) {
    if (phase_ != Phase::Dealing) {
        fail(ErrorKind::InvalidArgument,
             std::string("no board cards are due: ") + (phase_ == Phase::Finished
                                                            ? "the hand is over"
                                                            : "seat " + std::to_string(actor_) + " must act first"));
    }
    check_mask(cards, "board cards");
    const int need = cards_needed();
    if (std::popcount(cards) != need) {
        fail(ErrorKind::InvalidArgument, std::to_string(std::popcount(cards)) + " board card(s) given (" +
                                             mask_name(cards) + ") but this deal takes " + std::to_string(need));
    }
    if (const CardMask outside = cards & ~game_deck(config_->game)) {
        fail(ErrorKind::InvalidArgument,
             "card " + mask_name(outside) + " is not in the " + game_rules(config_->game).name + " deck (six to ace)");
    }
    if (cards & dealt_mask()) {
        fail(ErrorKind::InvalidArgument,
             "card " + mask_name(cards & dealt_mask()) + " is already dealt; each card is dealt once");
    }
    board_ |= cards;
    record(Action{-1, ActionKind::Check, 0, cards, drawn});
    start_street();
}

TableState TableState::deal_board_random() const {
    if (phase_ != Phase::Dealing) return deal_board(0);  // throws the message above
    TableState next = *this;
    CardMask cards = 0;
    for (int k = 0; k < cards_needed(); ++k) {
        cards |= next.draw_card(game_deck(config_->game) & ~(dealt_mask() | cards));
    }
    next.deal_in_place(cards, true);
    return next;
}

}  // namespace xiapl
