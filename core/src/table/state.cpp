// Table rules: the state of a hand and how it moves from seat to seat and
// from street to street.
#include <algorithm>
#include <atomic>
#include <bit>
#include <memory>
#include <string>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

Family family_of(Game g) noexcept {
    switch (g) {
        case Game::Stud:
        case Game::StudHiLo:
        case Game::Razz:
            return Family::Stud;
        case Game::Lowball27:
        case Game::Badugi:
            return Family::Draw;
        default:
            return Family::Board;
    }
}

TableState::TableState(TableConfig config)
    : config_(std::make_shared<const TableConfig>(std::move(config))), rng_(config_->seed) {
    validate_config(*config_);
    family_ = family_of(config_->game);
    const std::size_t n = config_->stacks.size();
    seats_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        seats_[i].stack = config_->stacks[i];
        total_ += config_->stacks[i];
        if (!config_->holes.empty()) seats_[i].hole = config_->holes[i];
        seats_[i].order = i < config_->hole_order.size() && !config_->hole_order[i].empty()
                              ? CardRun::from(config_->hole_order[i], "hole cards")
                              : CardRun::of(seats_[i].hole);
        dealt_ |= seats_[i].hole;
    }
    // Stud and draw games deal the seats without cards by deal_hole (or at
    // random here); board games keep 0 as "unknown".
    const int first = family_ == Family::Stud ? 3 : hole_cards_for(config_->game);
    if (family_ != Family::Board) {
        for (auto& s : seats_) {
            if (s.hole != 0) continue;
            s.owed = static_cast<std::uint8_t>(first);
            s.owed_up = family_ == Family::Stud ? 1 : 0;
        }
    }
    post_forced();
    if (config_->random_holes) {
        if (family_ == Family::Board) {
            for (auto& s : seats_) {
                if (s.hole != 0) continue;
                for (int k = 0; k < first; ++k) {
                    const CardMask card = draw_card(game_deck(config_->game) & ~dealt_mask());
                    s.hole |= card;
                    s.order.push(std::countr_zero(card));
                }
                dealt_ |= s.hole;
            }
        } else {
            for (int seat = deal_seat(); seat >= 0; seat = deal_seat()) *this = deal_random();
        }
    }
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
        top_blind = std::max(top_blind, nominal);
    }
    if (config_->betting == Betting::FixedLimit) {
        small_bet_ = config_->small_bet > 0 ? config_->small_bet : std::max<Chips>(top_blind, 1);
        big_bet_ = config_->big_bet > 0 ? config_->big_bet : 2 * small_bet_;
        min_bet_ = small_bet_;
        last_raise_ = small_bet_;
    } else {
        const Chips fallback = family_ == Family::Stud ? 2 * config_->bring_in : top_blind;
        min_bet_ = config_->min_bet > 0 ? config_->min_bet : std::max<Chips>(fallback, 1);
        last_raise_ = std::max(min_bet_, top_blind);
    }
    current_bet_ = top_blind;
    street_ = Street::Preflop;
    if (deal_seat_any()) {
        phase_ = Phase::Dealing;
        street_open_ = false;
        actor_ = -1;
        return;
    }
    open_street();
}

bool TableState::deal_seat_any() const noexcept {
    for (const auto& s : seats_) {
        if (s.owed > 0) return true;
    }
    return false;
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
    CardMask m = board_ | dealt_;
    for (const auto& s : seats_) m |= s.hole;
    return m;
}

CardMask TableState::draw_card(CardMask left) {
    return bit(nth_card(left, rng_.below(static_cast<std::uint32_t>(std::popcount(left)))));
}

Chips TableState::fixed_bet() const noexcept {
    if (config_->betting != Betting::FixedLimit) return 0;
    return street_ <= Street::Flop ? small_bet_ : big_bet_;
}

Chips TableState::pot_total() const noexcept {
    Chips t = 0;
    for (const auto& s : seats_) t += s.contributed;
    if (phase_ == Phase::Finished) return 0;
    return t;
}

int TableState::cards_needed() const noexcept {
    if (phase_ != Phase::Dealing) return 0;
    switch (family_) {
        case Family::Board:
            return street_ == Street::Preflop ? 3 : 1;
        case Family::Stud:
            return board_due_;
        default:
            return 0;
    }
}

int TableState::deal_seat() const noexcept {
    if (phase_ != Phase::Dealing) return -1;
    const int n = seat_count();
    for (int k = 1; k <= n; ++k) {
        const int i = (config_->button + k) % n;
        if (seats_[static_cast<std::size_t>(i)].owed > 0) return i;
    }
    return -1;
}

int TableState::last_street() const noexcept {
    switch (family_) {
        case Family::Stud:
            return 4;
        case Family::Draw:
            if (config_->draws > 0) return config_->draws;
            return config_->betting == Betting::FixedLimit ? 3 : 1;
        default:
            return 3;
    }
}

void TableState::advance() {
    if (live_count() == 1) {
        finish();
        return;
    }
    actor_ = next_to_act(actor_);
    if (actor_ >= 0) return;
    return_uncalled();
    end_street();
}

int TableState::opener() const {
    const int n = seat_count();
    if (family_ == Family::Stud) return street_ == Street::Preflop ? stud_bring_in_seat() : stud_best_showing_seat();
    if (street_ != Street::Preflop) return (config_->button + 1) % n;
    // Preflop (and before the first draw): the seat after the last largest blind.
    Chips top = 0;
    int last_top = config_->button;
    for (int k = 1; k <= n; ++k) {
        const int i = (config_->button + k) % n;
        const Chips nominal = config_->blinds.empty() ? 0 : config_->blinds[static_cast<std::size_t>(i)];
        if (nominal > 0 && nominal >= top) {
            top = nominal;
            last_top = i;
        }
    }
    return (last_top + 1) % n;
}

void TableState::open_street() {
    phase_ = Phase::Betting;
    const int n = seat_count();
    actor_ = next_to_act((opener() + n - 1) % n);
    bring_in_due_ = actor_ >= 0 && family_ == Family::Stud && street_ == Street::Preflop && config_->bring_in > 0;
    if (actor_ < 0) {
        return_uncalled();
        end_street();
    }
}

void TableState::end_street() {
    actor_ = -1;
    if (static_cast<int>(street_) >= last_street()) {
        finish();
        return;
    }
    phase_ = Phase::Dealing;
    if (family_ == Family::Stud) {
        const bool seventh = static_cast<int>(street_) + 1 == 4;
        // Folded and stub cards are all there is to deal from.
        int held = 0;
        for (const Seat& s : seats_) held += s.folded ? 0 : std::popcount(s.hole) + s.unknown;
        if (seventh && live_count() > std::popcount(game_deck(config_->game)) - held) {
            board_due_ = 1;  // not enough cards for every seat: one community card
            return;
        }
        for (auto& s : seats_) {
            if (s.folded) continue;
            s.owed = 1;
            s.owed_up = seventh ? 0 : 1;
        }
    } else if (family_ == Family::Draw) {
        for (auto& s : seats_) s.drew = false;
        phase_ = Phase::Drawing;
        actor_ = next_drawer(config_->button);
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
    raises_ = 0;
    completing_ = false;
    if (config_->betting == Betting::FixedLimit) min_bet_ = fixed_bet();
    last_raise_ = min_bet_;
    open_street();
}

// After a deal: the street's betting once no seat is due cards.
void TableState::dealt() {
    if (deal_seat() >= 0 || cards_needed() > 0) return;
    if (!street_open_) {
        street_open_ = true;
        open_street();
    } else {
        start_street();
    }
}

}  // namespace xiapl

namespace xiapl {

// The history is a list of chunks of actions, newest first. States share
// chunks: a state sees the first history_size_ - base actions of its newest
// chunk and every action of the chunks before it. Appending writes into the
// newest chunk in place when no other state has written past this state's
// view there (the slot is claimed with a compare-and-swap, so two threads
// appending to one state never share a slot); otherwise, or when the chunk
// is full, a new chunk starts (copying this state's part of a chunk another
// state wrote on past). A hand of a few dozen actions is one allocation, not
// one per action.
struct TableState::HistoryEntry {
    static constexpr std::uint32_t kChunk = 16;

    std::shared_ptr<HistoryEntry> before;  // the chunk before: every action of it is seen
    std::size_t base = 0;                  // the history index of actions[0]
    std::atomic<std::uint32_t> used{0};    // slots claimed
    Action actions[kChunk];

    HistoryEntry() = default;
    HistoryEntry(const HistoryEntry&) = delete;
    HistoryEntry& operator=(const HistoryEntry&) = delete;

    // Frees the chunks before this one that nothing else holds one by one:
    // the default, one nested destructor call per chunk, would exhaust the
    // stack on a hand of millions of min-raises.
    ~HistoryEntry() {
        std::shared_ptr<HistoryEntry> entry = std::move(before);
        while (entry && entry.use_count() == 1) entry = std::move(entry->before);
    }
};

void TableState::record(Action action) {
    // Every transition records one step first: what it returns uncalled is counted from here.
    returned_ = 0;
    returned_to_ = -1;
    const int now = static_cast<int>(street_);
    if (action.seat >= 0 && action.kind == ActionKind::Discard) {
        action.street = static_cast<std::uint8_t>(now + 1);  // a draw leads into the next street
        action.draw = static_cast<std::uint8_t>(now + 1);
    } else if (action.seat >= 0) {
        action.street = static_cast<std::uint8_t>(now);
    } else if (street_open_) {  // a deal for the next street (its betting starts once nothing is due)
        action.street = static_cast<std::uint8_t>(now + 1);
        action.draw = static_cast<std::uint8_t>(family_ == Family::Draw ? now + 1 : 0);
    } else {  // the first cards of a stud or draw hand
        action.street = static_cast<std::uint8_t>(now);
    }
    HistoryEntry* head = history_.get();
    if (head != nullptr) {
        const std::size_t seen = history_size_ - head->base;  // this state's part of the chunk
        std::uint32_t expected = static_cast<std::uint32_t>(seen);
        if (seen < HistoryEntry::kChunk &&
            head->used.compare_exchange_strong(expected, expected + 1, std::memory_order_relaxed)) {
            head->actions[seen] = action;
            ++history_size_;
            return;
        }
    }
    auto chunk = std::make_shared<HistoryEntry>();
    if (head != nullptr && history_size_ - head->base < HistoryEntry::kChunk) {
        // Another state wrote on past this one in the chunk: copy this state's part.
        const auto seen = static_cast<std::uint32_t>(history_size_ - head->base);
        std::copy(head->actions, head->actions + seen, chunk->actions);
        chunk->used.store(seen, std::memory_order_relaxed);
        chunk->base = head->base;
        chunk->before = head->before;
    } else {
        chunk->base = history_size_;
        chunk->before = std::move(history_);
    }
    chunk->actions[chunk->used.load(std::memory_order_relaxed)] = action;
    chunk->used.fetch_add(1, std::memory_order_relaxed);
    history_ = std::move(chunk);
    ++history_size_;
}

TableState TableState::with_written(const WrittenLines& lines) && {
    WrittenLines kept;
    kept.hole_deals = lines.hole_deals;
    for (const auto& show : lines.shows) {
        if (show.first <= history_size_) kept.shows.push_back(show);
    }
    // The lines of the steps this state holds: a step applied later is written as the engine has it.
    kept.steps.assign(lines.steps.begin(),
                      lines.steps.begin() + static_cast<std::ptrdiff_t>(std::min(lines.steps.size(), history_size_)));
    if (kept.empty()) {
        written_.reset();
    } else {
        written_ = std::make_shared<const WrittenLines>(std::move(kept));
    }
    return std::move(*this);
}

std::vector<Action> TableState::history() const {
    std::vector<Action> out(history_size_);
    std::size_t end = history_size_;
    for (const HistoryEntry* c = history_.get(); c != nullptr; c = c->before.get()) {
        std::copy(c->actions, c->actions + (end - c->base), out.begin() + static_cast<std::ptrdiff_t>(c->base));
        end = c->base;
    }
    return out;
}

}  // namespace xiapl
