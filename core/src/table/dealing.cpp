// Table rules: dealing board and hole cards, from explicit cards or the
// seeded RNG, and the draws of draw games.
#include <algorithm>
#include <bit>
#include <string>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

// ---------------------------------------------------------------------------
// Cards in order

CardRun CardRun::of(CardMask mask) noexcept {
    CardRun run;
    for (CardMask m = mask & kFullDeck; m != 0; m &= m - 1) run.push(std::countr_zero(m));
    return run;
}

CardRun CardRun::from(const std::vector<CardId>& ids, const char* what) {
    if (ids.size() > static_cast<std::size_t>(kMaxCardRun)) {
        fail(ErrorKind::InvalidArgument, std::string(what) + ": " + std::to_string(ids.size()) +
                                             " cards given; one deal takes at most " + std::to_string(kMaxCardRun));
    }
    CardRun run;
    for (const CardId id : ids) {
        if (id != kUnknownCard && (id < 0 || id >= kDeckSize)) {
            fail(ErrorKind::InvalidArgument,
                 std::string(what) + ": card id " + std::to_string(id) + " is outside 0..51 (-1: an unknown card)");
        }
        run.push(id);
    }
    return run;
}

void CardRun::push(int id) noexcept {
    if (size >= kMaxCardRun) return;
    ids[size++] = static_cast<std::int8_t>(id);
}

void CardRun::remove(CardMask mask) noexcept {
    std::uint8_t kept = 0;
    for (std::uint8_t k = 0; k < size; ++k) {
        if (ids[k] >= 0 && (mask & bit(ids[k])) != 0) continue;
        ids[kept++] = ids[k];
    }
    for (std::uint8_t k = kept; k < size; ++k) ids[k] = 0;
    size = kept;
}

CardMask CardRun::known() const noexcept {
    CardMask m = 0;
    for (std::uint8_t k = 0; k < size; ++k) {
        if (ids[k] >= 0) m |= bit(ids[k]);
    }
    return m;
}

int CardRun::unknown() const noexcept {
    int n = 0;
    for (std::uint8_t k = 0; k < size; ++k) n += ids[k] < 0 ? 1 : 0;
    return n;
}

bool CardRun::has_repeat() const noexcept { return std::popcount(known()) + unknown() != size; }

std::vector<CardId> CardRun::known_ids() const {
    std::vector<CardId> out;
    for (std::uint8_t k = 0; k < size; ++k) {
        if (ids[k] >= 0) out.push_back(ids[k]);
    }
    return out;
}

namespace {

// A run given by a caller: no card twice.
void check_run(const CardRun& run, const char* what) {
    if (!run.has_repeat()) return;
    CardMask seen = 0, twice = 0;
    for (std::uint8_t k = 0; k < run.size; ++k) {
        if (run.ids[k] < 0) continue;
        twice |= seen & bit(run.ids[k]);
        seen |= bit(run.ids[k]);
    }
    fail(ErrorKind::InvalidArgument, std::string(what) + ": card " + mask_name(twice) + " is given twice");
}

// A mask-given hole deal as a run: the face-down cards, the unknown ones, then the face-up ones.
CardRun hole_run(CardMask cards, CardMask up, int unknown) {
    CardRun run = CardRun::of(cards & ~up);
    for (int k = 0; k < unknown; ++k) run.push(kUnknownCard);
    const CardRun shown = CardRun::of(up & cards);
    for (std::uint8_t k = 0; k < shown.size; ++k) run.push(shown.ids[k]);
    return run;
}

}  // namespace

std::vector<CardId> TableState::hole_cards(int seat) const {
    if (seat < 0 || seat >= seat_count()) {
        fail(ErrorKind::InvalidArgument,
             "seat " + std::to_string(seat) + " is not a seat of this " + std::to_string(seat_count()) + "-seat table");
    }
    return seats_[static_cast<std::size_t>(seat)].order.known_ids();
}

TableState TableState::deal_board(CardMask cards) const& {
    check_mask(cards, "board cards");
    TableState next = *this;
    next.deal_in_place(CardRun::of(cards), false);
    return next;
}

TableState TableState::deal_board(CardMask cards) && {
    check_mask(cards, "board cards");
    deal_in_place(CardRun::of(cards), false);
    return std::move(*this);
}

TableState TableState::deal_board(const CardRun& cards) const& {
    TableState next = *this;
    next.deal_in_place(cards, false);
    return next;
}

TableState TableState::deal_board(const CardRun& cards) && {
    deal_in_place(cards, false);
    return std::move(*this);
}

void TableState::deal_in_place(const CardRun& run, bool drawn) {
    if (phase_ != Phase::Dealing) {
        fail(ErrorKind::InvalidArgument,
             std::string("no board cards are due: ") + (phase_ == Phase::Finished
                                                            ? "the hand is over"
                                                            : "seat " + std::to_string(actor_) + " must act first"));
    }
    if (run.unknown() > 0) fail(ErrorKind::InvalidArgument, "board cards are dealt known; no unknown card");
    check_run(run, "board cards");
    const CardMask cards = run.known();
    const int need = cards_needed();
    if (need == 0) {
        fail(ErrorKind::InvalidArgument,
             "no board cards are due: seat " + std::to_string(deal_seat()) + " is due hole cards (deal_hole)");
    }
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
    for (std::uint8_t k = 0; k < run.size; ++k) board_order_.push(run.ids[k]);
    dealt_ |= cards;
    Action a;
    a.kind = ActionKind::Check;
    a.cards = cards;
    a.drawn = drawn;
    a.run = run;
    record(a);
    if (family_ == Family::Stud) {
        board_due_ = 0;
        dealt();
    } else {
        start_street();
    }
}

TableState TableState::deal_board_random() const {
    if (phase_ != Phase::Dealing || cards_needed() == 0) return deal_board(0);  // throws the message above
    TableState next = *this;
    CardMask cards = 0;
    CardRun run;
    for (int k = 0; k < cards_needed(); ++k) {
        const CardMask card = next.draw_card(game_deck(config_->game) & ~(dealt_mask() | cards));
        cards |= card;
        run.push(std::countr_zero(card));
    }
    next.deal_in_place(run, true);
    return next;
}

// ---------------------------------------------------------------------------
// Hole cards (stud and draw games)

CardMask TableState::stub() const { return game_deck(config_->game) & ~dealt_mask(); }

CardMask TableState::live_held() const noexcept {
    CardMask m = 0;
    for (const Seat& s : seats_) {
        if (!s.folded) m |= s.hole;
    }
    return m;
}

int TableState::stub_size() const { return std::max(std::popcount(stub()) - unknown_dealt_, 0); }

TableState TableState::deal_hole(int seat, CardMask cards, CardMask up, int unknown) const& {
    check_mask(cards, "hole cards");
    TableState next = *this;
    next.deal_hole_in_place(seat, CardRun::of(cards), up, false, unknown, true);
    return next;
}

TableState TableState::deal_hole(int seat, CardMask cards, CardMask up, int unknown) && {
    check_mask(cards, "hole cards");
    deal_hole_in_place(seat, CardRun::of(cards), up, false, unknown, true);
    return std::move(*this);
}

TableState TableState::deal_hole(int seat, const CardRun& cards, CardMask up) const& {
    TableState next = *this;
    next.deal_hole_in_place(seat, cards, up, false);
    return next;
}

TableState TableState::deal_hole(int seat, const CardRun& cards, CardMask up) && {
    deal_hole_in_place(seat, cards, up, false);
    return std::move(*this);
}

void TableState::deal_hole_in_place(int seat, const CardRun& given, CardMask up, bool drawn, int more_unknown,
                                    bool masks) {
    if (phase_ != Phase::Dealing || family_ == Family::Board) {
        fail(ErrorKind::InvalidArgument,
             std::string("no hole cards are due: ") +
                 (family_ == Family::Board    ? "a board game deals its hole cards at the start (TableConfig::holes)"
                  : phase_ == Phase::Finished ? "the hand is over"
                                              : "seat " + std::to_string(actor_) + " must act first"));
    }
    if (seat < 0 || seat >= seat_count()) {
        fail(ErrorKind::InvalidArgument,
             "seat " + std::to_string(seat) + " is not a seat of this " + std::to_string(seat_count()) + "-seat table");
    }
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    check_run(given, "hole cards");
    const CardMask cards = given.known();
    const int unknown = given.unknown() + more_unknown;
    const int count = std::popcount(cards) + unknown;
    if (unknown < 0 || count == 0 || count > s.owed) {
        fail(ErrorKind::InvalidArgument,
             std::to_string(count) + " hole card(s) dealt to seat " + std::to_string(seat) + " but it is due " +
                 std::to_string(s.owed) +
                 (s.owed == 0 && deal_seat() >= 0 ? " (seat " + std::to_string(deal_seat()) + " is due cards)" : ""));
    }
    if ((up & ~cards) != 0) fail(ErrorKind::InvalidArgument, "face-up cards must be among the cards dealt");
    if (family_ == Family::Stud && std::popcount(cards & ~up) > s.owed - s.owed_up) {
        fail(ErrorKind::InvalidArgument, std::to_string(std::popcount(cards & ~up)) +
                                             " face-down card(s) dealt to seat " + std::to_string(seat) +
                                             " but this deal has " + std::to_string(s.owed - s.owed_up) +
                                             " down (third street deals two down and one up, then up, up, up and "
                                             "down)");
    }
    if (std::popcount(up) > s.owed_up) {
        fail(ErrorKind::InvalidArgument, std::to_string(std::popcount(up)) + " face-up card(s) dealt to seat " +
                                             std::to_string(seat) + " but this deal has " + std::to_string(s.owed_up) +
                                             " up");
    }
    if (const CardMask outside = cards & ~game_deck(config_->game)) {
        fail(ErrorKind::InvalidArgument, "card " + mask_name(outside) + " is not in the deck");
    }
    const CardMask held = board_ | live_held();
    if (cards & held) {
        fail(ErrorKind::InvalidArgument,
             "card " + mask_name(cards & held) + " is already dealt; each card is dealt once");
    }
    // Cards given as a mask are recorded face-down, unknown, then face-up.
    const CardRun run = masks ? hole_run(cards, up, unknown) : given;
    // A card dealt before that nobody holds now (discarded, or mucked by a
    // folded seat) may come back: the stub is shuffled with them when it runs
    // out, and a hand history records where that happened.
    for (Seat& o : seats_) {
        if (!o.folded) continue;
        o.hole &= ~cards;
        o.up &= ~cards;
        o.order.remove(cards);
    }
    const int stub_before = stub_size();
    s.hole |= cards;
    for (std::uint8_t k = 0; k < run.size; ++k) {
        if (run.ids[k] >= 0) s.order.push(run.ids[k]);
    }
    s.up |= up;
    s.unknown = static_cast<std::uint8_t>(s.unknown + unknown);
    s.owed = static_cast<std::uint8_t>(s.owed - count);
    // Unknown cards fill the face-down slots first.
    const int down_slots = s.owed + count - s.owed_up;
    const int down_used = std::popcount(cards & ~up) + unknown;
    const int up_used = std::popcount(up) + std::max(down_used - down_slots, 0);
    s.owed_up = static_cast<std::uint8_t>(std::min<int>(std::max(s.owed_up - up_used, 0), s.owed));
    const CardMask fresh = cards & ~dealt_;
    dealt_ |= cards;
    unknown_dealt_ += std::min(unknown, std::max(stub_before - std::popcount(fresh), 0));
    Action a;
    a.kind = ActionKind::Check;
    a.cards = cards;
    a.up = up;
    a.to = seat;
    a.unknown = unknown;
    a.drawn = drawn;
    a.run = run;
    record(a);
    dealt();
}

TableState TableState::deal_random() const {
    if (phase_ == Phase::Dealing && cards_needed() > 0) return deal_board_random();
    const int seat = deal_seat();
    if (seat < 0) {
        if (family_ == Family::Board) return deal_board(0);  // throws the reason
        fail(ErrorKind::InvalidArgument, phase_ == Phase::Finished
                                             ? "nothing is due: the hand is over"
                                             : "nothing is due: seat " + std::to_string(actor_) + " must act first");
    }
    TableState next = *this;
    const Seat& s = next.seats_[static_cast<std::size_t>(seat)];
    CardMask cards = 0, up = 0;
    CardRun run;
    const int down = s.owed - s.owed_up;
    for (int k = 0; k < s.owed; ++k) {
        CardMask left = next.stub() & ~cards;
        if (std::popcount(left) <= next.unknown_dealt_) {
            // The stub is out: the cards dealt before that nobody holds are shuffled back.
            left = next.dealt_ & game_deck(config_->game) & ~(next.board_ | next.live_held() | cards);
        }
        if (left == 0) fail(ErrorKind::LimitExceeded, "the deck has no card left to deal");
        const CardMask card = next.draw_card(left);
        cards |= card;
        run.push(std::countr_zero(card));
        if (k >= down) up |= card;
    }
    next.deal_hole_in_place(seat, run, up, true);
    return next;
}

TableState TableState::discard(CardMask cards, int unknown) const& {
    check_mask(cards, "discarded cards");
    TableState next = *this;
    next.discard_in_place(CardRun::of(cards), unknown);
    return next;
}

TableState TableState::discard(CardMask cards, int unknown) && {
    check_mask(cards, "discarded cards");
    discard_in_place(CardRun::of(cards), unknown);
    return std::move(*this);
}

TableState TableState::discard(const CardRun& cards) const& {
    TableState next = *this;
    next.discard_in_place(cards, 0);
    return next;
}

TableState TableState::discard(const CardRun& cards) && {
    discard_in_place(cards, 0);
    return std::move(*this);
}

int TableState::next_drawer(int from) const {
    const int n = seat_count();
    for (int k = 1; k <= n; ++k) {
        const int i = (from + k) % n;
        const Seat& s = seats_[static_cast<std::size_t>(i)];
        if (!s.folded && !s.drew) return i;
    }
    return -1;
}

void TableState::discard_in_place(const CardRun& given, int more_unknown) {
    if (phase_ != Phase::Drawing) {
        fail(ErrorKind::InvalidArgument,
             std::string("no draw is under way: ") +
                 (family_ != Family::Draw     ? "only draw games (2-7 lowball, badugi) draw"
                  : phase_ == Phase::Finished ? "the hand is over"
                  : phase_ == Phase::Betting  ? "seat " + std::to_string(actor_) + " must bet first"
                                              : "cards are being dealt"));
    }
    check_run(given, "discarded cards");
    const CardMask cards = given.known();
    const int unknown = given.unknown() + more_unknown;
    Seat& s = seats_[static_cast<std::size_t>(actor_)];
    if ((cards & ~s.hole) != 0) {
        fail(ErrorKind::InvalidArgument,
             "seat " + std::to_string(actor_) + " discards " + mask_name(cards & ~s.hole) + ", which it does not hold");
    }
    if (unknown < 0 || unknown > s.unknown) {
        fail(ErrorKind::InvalidArgument, "seat " + std::to_string(actor_) + " discards " + std::to_string(unknown) +
                                             " unknown card(s) but holds " + std::to_string(s.unknown));
    }
    if (std::popcount(cards) + unknown > kMaxCardRun) {
        fail(ErrorKind::InvalidArgument, "seat " + std::to_string(actor_) + " discards " +
                                             std::to_string(std::popcount(cards) + unknown) +
                                             " cards; a draw discards at most " + std::to_string(kMaxCardRun));
    }
    CardRun run = given;
    for (int k = 0; k < more_unknown; ++k) run.push(kUnknownCard);
    s.hole &= ~cards;
    s.order.remove(cards);
    s.unknown = static_cast<std::uint8_t>(s.unknown - unknown);
    s.owed = static_cast<std::uint8_t>(std::popcount(cards) + unknown);
    s.owed_up = 0;
    s.drew = true;
    discarded_ |= cards;
    Action a;
    a.seat = actor_;
    a.kind = ActionKind::Discard;
    a.cards = cards;
    a.unknown = unknown;
    a.run = run;
    record(a);
    actor_ = next_drawer(actor_);
    if (actor_ >= 0) return;
    phase_ = Phase::Dealing;
    dealt();
}

}  // namespace xiapl
