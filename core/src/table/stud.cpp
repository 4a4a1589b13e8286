// Table rules: who opens each stud street, from the cards face up.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "xiapl/table.hpp"

namespace xiapl {

namespace {

// The rank of a card as the game orders it: razz plays aces low (1).
int ordered_rank(CardId id, bool aces_low) {
    const int r = rank_of(id);
    return aces_low && r == 14 ? 1 : r;
}

// A showing hand of 1 to 4 up cards as a number, larger the better hand
// for the high games: the rank groups (quads, trips, two pair, pair, high
// cards), then the ranks, larger groups first. Straights and flushes do not
// count. For razz the order is turned round: pairs are worse and lower ranks
// better.
std::int64_t showing_key(CardMask up, bool low) {
    std::array<int, 15> count{};
    for (const CardId id : ids_of(up)) ++count[static_cast<std::size_t>(ordered_rank(id, low))];
    // Groups as (size, rank), biggest first, then the highest rank.
    std::array<std::pair<int, int>, 5> groups{};
    int g = 0;
    for (int r = 14; r >= 1; --r) {
        if (count[static_cast<std::size_t>(r)] > 0) groups[static_cast<std::size_t>(g++)] = {count[r], r};
    }
    std::sort(groups.begin(), groups.begin() + g, [](auto a, auto b) { return a > b; });
    int shape = 0;  // 0 high cards, 1 pair, 2 two pair, 3 trips, 4 quads
    if (g > 0 && groups[0].first == 4) {
        shape = 4;
    } else if (g > 0 && groups[0].first == 3) {
        shape = 3;
    } else if (g > 1 && groups[0].first == 2 && groups[1].first == 2) {
        shape = 2;
    } else if (g > 0 && groups[0].first == 2) {
        shape = 1;
    }
    std::int64_t key = shape;
    for (int k = 0; k < 4; ++k) key = key * 16 + (k < g ? groups[static_cast<std::size_t>(k)].second : 0);
    return low ? -key : key;
}

// Orders single cards for the bring-in: the rank as the game plays it, then
// the suit (clubs, diamonds, hearts, spades).
int card_order(CardId id, bool aces_low) { return ordered_rank(id, aces_low) * 4 + suit_of(id); }

}  // namespace

int TableState::stud_bring_in_seat() const {
    // The lowest up-card brings in; in razz the highest, aces low.
    const bool razz = config_->game == Game::Razz;
    const int n = seat_count();
    int best = -1, best_order = 0;
    for (int k = 1; k <= n; ++k) {
        const int i = (config_->button + k) % n;
        const Seat& s = seats_[static_cast<std::size_t>(i)];
        if (s.folded || s.up == 0) continue;
        const int order = card_order(std::countr_zero(s.up), razz);
        if (best < 0 || (razz ? order > best_order : order < best_order)) {
            best = i;
            best_order = order;
        }
    }
    return best >= 0 ? best : (config_->button + 1) % n;
}

int TableState::stud_best_showing_seat() const {
    const bool razz = config_->game == Game::Razz;
    const int n = seat_count();
    int best = -1;
    std::int64_t best_key = 0;
    for (int k = 1; k <= n; ++k) {
        const int i = (config_->button + k) % n;
        const Seat& s = seats_[static_cast<std::size_t>(i)];
        if (s.folded || s.up == 0) continue;
        const std::int64_t key = showing_key(s.up, razz);
        if (best < 0 || key > best_key) {
            best = i;
            best_key = key;
        }
    }
    return best >= 0 ? best : (config_->button + 1) % n;
}

}  // namespace xiapl
