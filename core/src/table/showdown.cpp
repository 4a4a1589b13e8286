// Table rules: the end of a hand, by showdown or by everyone folding to one.
#include <bit>

#include "xiapl/table.hpp"

namespace xiapl {

void TableState::finish() {
    return_uncalled();
    phase_ = Phase::Finished;
    actor_ = -1;
    std::vector<int> strengths(seats_.size(), 0);
    const int want = hole_cards_for(config_->game);
    if (live_count() == 1) {
        for (std::size_t i = 0; i < seats_.size(); ++i) strengths[i] = seats_[i].folded ? 0 : 1;
    } else {
        // A live seat whose hole cards are unknown cannot show: it mucks.
        for (std::size_t i = 0; i < seats_.size(); ++i) {
            const Seat& s = seats_[i];
            if (s.folded || std::popcount(s.hole) != want) continue;
            strengths[i] = evaluate_hand_checked(board_, s.hole, config_->game);
        }
    }
    const std::vector<Pot> all = pots();
    const std::vector<Chips> won = award_pots(all, strengths, config_->button);
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        seats_[i].won = won[i];
        seats_[i].stack += won[i];
        seats_[i].bet = 0;
    }
    current_bet_ = 0;
}

}  // namespace xiapl
