// Table rules: the state of a hand and how it moves from seat to seat and
// from street to street.
#include <algorithm>
#include <bit>
#include <memory>
#include <string>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

TableState::TableState(const TableConfig& config)
    : config_(std::make_shared<const TableConfig>(config)), rng_(config.seed) {
    validate_config(*config_);
    const std::size_t n = config_->stacks.size();
    seats_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        seats_[i].stack = config_->stacks[i];
        total_ += config_->stacks[i];
        if (!config_->holes.empty()) seats_[i].hole = config_->holes[i];
    }
    if (config_->random_holes) {
        const int want = hole_cards_for(config_->game);
        for (auto& s : seats_) {
            if (s.hole != 0) continue;
            for (int k = 0; k < want; ++k) {
                s.hole |= draw_card(kFullDeck & ~dealt_mask());
            }
        }
    }
    post_forced();
}

void TableState::post_forced() {
    const std::size_t n = seats_.size();
    Chips top_blind = 0;
    for (std::size_t i = 0; i < n; ++i) {
        Seat& s = seats_[i];
        const Chips ante = config_->antes.empty() ? 0 : std::min(config_->antes[i], s.stack);
        s.stack -= ante;
        s.contributed += ante;
        s.ante = ante;
        if (s.stack == 0) s.all_in = true;
    }
    int last_top = -1;
    for (int k = 1; k <= static_cast<int>(n); ++k) {
        const auto i = static_cast<std::size_t>((config_->button + k) % static_cast<int>(n));
        const Chips nominal = config_->blinds.empty() ? 0 : config_->blinds[i];
        if (nominal == 0) continue;
        Seat& s = seats_[i];
        const Chips paid = std::min(nominal, s.stack);
        s.stack -= paid;
        s.bet += paid;
        s.contributed += paid;
        if (s.stack == 0) s.all_in = true;
        if (nominal >= top_blind) {
            top_blind = nominal;
            last_top = static_cast<int>(i);
        }
    }
    min_bet_ = config_->min_bet > 0 ? config_->min_bet : std::max<Chips>(top_blind, 1);
    current_bet_ = top_blind;
    last_raise_ = std::max(min_bet_, top_blind);
    street_ = Street::Preflop;
    phase_ = Phase::Betting;
    actor_ = next_to_act(last_top >= 0 ? last_top : config_->button);
    if (actor_ < 0) {
        return_uncalled();
        phase_ = Phase::Dealing;
    }
}

int TableState::live_count() const {
    int k = 0;
    for (const auto& s : seats_) k += !s.folded;
    return k;
}

int TableState::able_count() const {
    int k = 0;
    for (const auto& s : seats_) k += !s.folded && !s.all_in;
    return k;
}

bool TableState::needs_to_act(int i) const {
    const Seat& s = seats_[static_cast<std::size_t>(i)];
    if (s.folded || s.all_in) return false;
    if (s.bet < current_bet_) return true;
    // Nothing to call: the seat still has its turn unless it acted already or
    // nobody is left who could answer a bet.
    return !s.acted && able_count() > 1;
}

int TableState::next_to_act(int from) const {
    const int n = seat_count();
    for (int k = 1; k <= n; ++k) {
        const int i = (from + k) % n;
        if (needs_to_act(i)) return i;
    }
    return -1;
}

CardMask TableState::dealt_mask() const {
    CardMask m = board_;
    for (const auto& s : seats_) m |= s.hole;
    return m;
}

CardMask TableState::draw_card(CardMask left) {
    return bit(nth_card(left, rng_.below(static_cast<std::uint32_t>(std::popcount(left)))));
}

Chips TableState::pot_total() const noexcept {
    Chips t = 0;
    for (const auto& s : seats_) t += s.contributed;
    if (phase_ == Phase::Finished) return 0;
    return t;
}

int TableState::cards_needed() const noexcept {
    if (phase_ != Phase::Dealing) return 0;
    return street_ == Street::Preflop ? 3 : 1;
}

void TableState::advance() {
    if (live_count() == 1) {
        finish();
        return;
    }
    actor_ = next_to_act(actor_);
    if (actor_ >= 0) return;
    return_uncalled();
    if (street_ == Street::River) {
        finish();
    } else {
        phase_ = Phase::Dealing;
    }
}

void TableState::start_street() {
    street_ = static_cast<Street>(static_cast<int>(street_) + 1);
    for (auto& s : seats_) {
        s.bet = 0;
        s.acted = false;
        s.faced = 0;
    }
    current_bet_ = 0;
    last_raise_ = min_bet_;
    actor_ = next_to_act(config_->button);
    if (actor_ >= 0) {
        phase_ = Phase::Betting;
    } else if (street_ == Street::River) {
        finish();
    } else {
        phase_ = Phase::Dealing;
    }
}

}  // namespace xiapl

namespace xiapl {

struct TableState::HistoryEntry {
    Action action;
    std::shared_ptr<HistoryEntry> before;

    HistoryEntry(const Action& a, std::shared_ptr<HistoryEntry> b) : action(a), before(std::move(b)) {}
    HistoryEntry(const HistoryEntry&) = delete;
    HistoryEntry& operator=(const HistoryEntry&) = delete;

    // Frees the entries before this one that nothing else holds one by one:
    // the default, one nested destructor call per entry, would exhaust the
    // stack on a hand of a million min-raises.
    ~HistoryEntry() {
        std::shared_ptr<HistoryEntry> entry = std::move(before);
        while (entry && entry.use_count() == 1) entry = std::move(entry->before);
    }
};

void TableState::record(const Action& action) {
    history_ = std::make_shared<HistoryEntry>(action, std::move(history_));
    ++history_size_;
}

std::vector<Action> TableState::history() const {
    std::vector<Action> out(history_size_);
    std::size_t i = history_size_;
    for (const HistoryEntry* e = history_.get(); e != nullptr; e = e->before.get()) out[--i] = e->action;
    return out;
}

}  // namespace xiapl
