// Table rules: the end of a hand, by showdown or by everyone folding to one.
#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

std::vector<int> TableState::showdown_strengths() const {
    std::vector<int> strengths(seats_.size(), 0);
    const int want = hole_cards_for(config_->game);
    if (live_count() == 1) {
        for (std::size_t i = 0; i < seats_.size(); ++i) strengths[i] = seats_[i].folded ? 0 : 1;
    } else {
        // A live seat whose hole cards are unknown cannot show: it mucks.
        for (std::size_t i = 0; i < seats_.size(); ++i) {
            const Seat& s = seats_[i];
            if (s.folded || std::popcount(s.hole) + std::popcount(shared_cards()) != want) continue;
            strengths[i] = evaluate_hand_checked(board_ & ~shared_cards(), s.hole | shared_cards(), config_->game);
        }
    }
    return strengths;
}

std::vector<int> TableState::showdown_lows() const {
    if (game_rules(config_->game).low == Ranking::None) return {};
    std::vector<int> lows(seats_.size(), 0);
    if (live_count() == 1) return lows;
    const int want = hole_cards_for(config_->game);
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        const Seat& s = seats_[i];
        if (s.folded || std::popcount(s.hole) + std::popcount(shared_cards()) != want) continue;
        lows[i] = evaluate_game_low(board_ & ~shared_cards(), s.hole | shared_cards(), config_->game);
    }
    return lows;
}

CardMask TableState::shared_cards() const noexcept { return family_ == Family::Stud ? board_ : 0; }

namespace {

std::vector<PotResult> award(const std::vector<Pot>& pots, const std::vector<int>& strengths,
                             const std::vector<int>& lows, int button) {
    return lows.empty() ? award_pot_results(pots, strengths, button) : award_pot_results(pots, strengths, lows, button);
}

}  // namespace

void TableState::finish() {
    return_uncalled();
    phase_ = Phase::Finished;
    actor_ = -1;
    for (auto& s : seats_) s.won = 0;
    for (const PotResult& pot : award(pots(), showdown_strengths(), showdown_lows(), config_->button)) {
        for (std::size_t i = 0; i < seats_.size(); ++i) seats_[i].won += pot.won[i];
    }
    for (auto& s : seats_) {
        s.stack += s.won;
        s.bet = 0;
    }
    current_bet_ = 0;
}

std::vector<PotResult> TableState::pot_results() const {
    if (phase_ != Phase::Finished) {
        fail(ErrorKind::InvalidArgument,
             std::string("pot results exist once the hand is finished; this one is ") +
                 (phase_ == Phase::Betting ? "waiting for seat " + std::to_string(actor_) + " to act"
                                           : "waiting for board cards"));
    }
    // The pots and hands finish() awarded: neither changes once finished.
    return award(pots(), showdown_strengths(), showdown_lows(), config_->button);
}

}  // namespace xiapl
