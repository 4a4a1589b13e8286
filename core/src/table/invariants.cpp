// Table rules: the invariants every reachable state keeps.
#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

namespace {

[[noreturn]] void broken(const std::string& message) {
    fail(ErrorKind::InvalidArgument, "invariant broken: " + message);
}

}  // namespace

void TableState::check_invariants() const {
    Chips held = 0, put_in = 0, won = 0;
    CardMask seen = board_;
    const int want = hole_cards_for(config_->game);
    for (int i = 0; i < seat_count(); ++i) {
        const Seat& s = seats_[static_cast<std::size_t>(i)];
        const std::string who = "seat " + std::to_string(i);
        if (s.stack < 0 || s.bet < 0 || s.contributed < 0 || s.won < 0) broken(who + " has a negative amount");
        if (s.bet > s.contributed) broken(who + " bet more this street than in the hand");
        if (s.all_in && s.stack != 0 && phase_ != Phase::Finished) broken(who + " is all-in with chips behind");
        if (family_ == Family::Board ? s.hole != 0 && std::popcount(s.hole) != want
                                     : std::popcount(s.hole) + s.unknown > want) {
            broken(who + " holds the wrong number of hole cards");
        }
        if ((s.up & ~s.hole) != 0) broken(who + " shows a card it does not hold");
        if (s.order.known() != s.hole || s.order.has_repeat() || s.order.unknown() != 0) {
            broken(who + "'s hole cards in dealt order are not its hole cards");
        }
        if (s.hole & seen) broken("card " + mask_name(s.hole & seen) + " is dealt twice");
        seen |= s.hole;
        held += s.stack;
        put_in += s.contributed;
        won += s.won;
    }
    if (seen & ~game_deck(config_->game)) broken("a card is outside the game's deck");
    if (board_order_.known() != board_ || board_order_.has_repeat() || board_order_.unknown() != 0) {
        broken("the board cards in dealt order are not the board cards");
    }
    if (raises_ < 0 || (config_->betting == Betting::FixedLimit && raises_ > kFixedLimitRaises)) {
        broken(std::to_string(raises_) + " bets and raises on one street");
    }
    const int board_cards = std::popcount(board_);
    static constexpr int kBoardAt[4] = {0, 3, 4, 5};
    const bool board_ok = family_ == Family::Board
                              ? static_cast<int>(street_) <= 3 && board_cards == kBoardAt[static_cast<int>(street_)]
                              : board_cards <= (family_ == Family::Stud ? 1 : 0);
    if (static_cast<int>(street_) > last_street()) broken("the street is past the game's last");
    if (!board_ok) {
        broken("the board holds " + std::to_string(board_cards) + " cards on street " +
               std::to_string(static_cast<int>(street_)));
    }
    if (phase_ == Phase::Finished) {
        if (held != total_)
            broken("chips are not conserved: stacks hold " + std::to_string(held) + " of " + std::to_string(total_));
        if (won != put_in)
            broken("the awards (" + std::to_string(won) + ") differ from the pots (" + std::to_string(put_in) + ")");
        if (actor_ != -1) broken("a finished hand has an actor");
    } else {
        if (held + put_in != total_) {
            broken("chips are not conserved: stacks " + std::to_string(held) + " + pots " + std::to_string(put_in) +
                   " != " + std::to_string(total_));
        }
        if (won != 0) broken("chips were awarded before the hand ended");
        if (phase_ == Phase::Betting) {
            if (actor_ < 0 || actor_ >= seat_count() || !needs_to_act(actor_)) {
                broken("seat " + std::to_string(actor_) + " is not a seat that can act");
            }
        } else if (phase_ == Phase::Drawing) {
            if (actor_ < 0 || actor_ >= seat_count() || seats_[static_cast<std::size_t>(actor_)].folded ||
                seats_[static_cast<std::size_t>(actor_)].drew) {
                broken("seat " + std::to_string(actor_) + " is not a seat that can draw");
            }
        } else if (actor_ != -1) {
            broken("a seat is to act while the board is being dealt");
        }
        for (const Seat& s : seats_) {
            if (!s.folded && !s.all_in && s.bet > current_bet_) broken("a bet exceeds the street's bet level");
        }
    }
}

}  // namespace xiapl
