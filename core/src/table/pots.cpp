// Table rules: uncalled chips, side pots layered by contribution, and
// splitting a pot among tied hands.
#include <algorithm>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

std::vector<Pot> build_pots(const std::vector<Chips>& contributed, const std::vector<bool>& folded, Chips dead) {
    std::vector<Chips> levels;
    levels.reserve(contributed.size());
    for (std::size_t i = 0; i < contributed.size(); ++i) {
        if (!folded[i] && contributed[i] > 0) levels.push_back(contributed[i]);
    }
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    std::vector<Pot> pots;
    pots.reserve(levels.size() + 1);
    Chips previous = 0;
    for (Chips level : levels) {
        Pot pot;
        for (std::size_t i = 0; i < contributed.size(); ++i) {
            pot.amount += std::min(contributed[i], level) - std::min(contributed[i], previous);
            if (!folded[i] && contributed[i] >= level) pot.eligible |= std::uint32_t{1} << i;
        }
        if (pot.amount > 0) pots.push_back(pot);
        previous = level;
    }
    // Dead chips above the top live level (a folded seat that put in more
    // than any live seat) join the top pot.
    Chips above = 0;
    for (Chips c : contributed) above += std::max<Chips>(c - previous, 0);
    if (above > 0) {
        if (pots.empty()) {
            Pot pot;
            for (std::size_t i = 0; i < contributed.size(); ++i) {
                if (!folded[i]) pot.eligible |= std::uint32_t{1} << i;
            }
            pots.push_back(pot);
        }
        pots.back().amount += above;
    }
    if (dead > 0) {
        std::uint32_t live = 0;
        bool bet_nothing = false;
        for (std::size_t i = 0; i < contributed.size(); ++i) {
            if (folded[i]) continue;
            live |= std::uint32_t{1} << i;
            bet_nothing = bet_nothing || contributed[i] == 0;
        }
        if (pots.empty() || bet_nothing) {
            pots.insert(pots.begin(), Pot{dead, live});
        } else {
            pots.front().amount += dead;
        }
    }
    return pots;
}

namespace {

void check_seat_count(std::size_t n) {
    if (n > static_cast<std::size_t>(kMaxSeats)) {
        fail(ErrorKind::InvalidArgument,
             "pots are awarded among at most " + std::to_string(kMaxSeats) + " seats, not " + std::to_string(n));
    }
}

// Splits `amount` among the eligible seats holding the best of `strengths`;
// the odd chips go to the first of them clockwise from the button. With no
// hand to judge (every eligible hand unknown) the amount is split among the
// eligible. Adds the shares to result.won; returns the winners.
std::uint32_t split_among_best(Chips amount, std::uint32_t eligible, const std::vector<int>& strengths, int button,
                               PotResult& result) {
    const int n = static_cast<int>(strengths.size());
    int best = -1;
    for (int i = 0; i < n; ++i) {
        if (eligible >> i & 1u) best = std::max(best, strengths[static_cast<std::size_t>(i)]);
    }
    int winners[kMaxSeats];
    int count = 0;
    for (int k = 1; k <= n; ++k) {
        const int i = (button + k) % n;
        if ((eligible >> i & 1u) && strengths[static_cast<std::size_t>(i)] == best) winners[count++] = i;
    }
    if (count == 0) fail(ErrorKind::InvalidArgument, "a pot has no seat eligible to win it");
    const Chips share = amount / count;
    std::uint32_t mask = 0;
    for (int c = 0; c < count; ++c) {
        mask |= std::uint32_t{1} << winners[c];
        result.won[static_cast<std::size_t>(winners[c])] += share;
    }
    result.won[static_cast<std::size_t>(winners[0])] += amount % count;
    if (amount % count != 0) {
        result.odd_chips += amount % count;
        result.odd_chip_seats |= std::uint32_t{1} << winners[0];
    }
    return mask;
}

// One pot: the high hands take it, or in hi/lo (lows not empty) the larger
// half when an eligible seat holds a low, which takes the other half.
PotResult award_one(const Pot& pot, const std::vector<int>& strengths, const std::vector<int>& lows, int button) {
    PotResult result;
    result.amount = pot.amount;
    result.eligible = pot.eligible;
    std::uint32_t with_low = 0;
    for (std::size_t i = 0; i < lows.size(); ++i) {
        if ((pot.eligible >> i & 1u) && lows[i] > 0) with_low |= std::uint32_t{1} << i;
    }
    const Chips low_half = with_low != 0 ? pot.amount / 2 : 0;
    result.winners = split_among_best(pot.amount - low_half, pot.eligible, strengths, button, result);
    if (with_low != 0) result.low_winners = split_among_best(low_half, with_low, lows, button, result);
    const int n = static_cast<int>(strengths.size());
    int at = 0;
    for (int k = 1; k <= n; ++k) {
        const int i = (button + k) % n;
        if ((result.winners | result.low_winners) >> i & 1u)
            result.order[static_cast<std::size_t>(at++)] = static_cast<std::int8_t>(i);
    }
    return result;
}

// Each pot by itself first, to learn which hands win anything; then pots
// next to each other that the same winning hands contest are joined and
// split as one (the losing hands are dead, so nothing tells those pots
// apart), which adds up their odd chips before they are split.
std::vector<PotResult> award(const std::vector<Pot>& pots, const std::vector<int>& strengths,
                             const std::vector<int>& lows, int button) {
    check_seat_count(strengths.size());
    std::vector<PotResult> results;
    results.reserve(pots.size());
    std::uint32_t contenders = 0;
    for (const Pot& pot : pots) {
        results.push_back(award_one(pot, strengths, lows, button));
        contenders |= results.back().winners | results.back().low_winners;
    }
    std::vector<Pot> joined;
    joined.reserve(pots.size());
    for (const Pot& pot : pots) {
        if (!joined.empty() && (joined.back().eligible & contenders) == (pot.eligible & contenders)) {
            joined.back().amount += pot.amount;
        } else {
            joined.push_back(pot);
        }
    }
    if (joined.size() == pots.size()) return results;
    results.clear();
    for (const Pot& pot : joined) results.push_back(award_one(pot, strengths, lows, button));
    return results;
}

}  // namespace

std::vector<PotResult> award_pot_results(const std::vector<Pot>& pots, const std::vector<int>& strengths, int button) {
    return award(pots, strengths, {}, button);
}

std::vector<PotResult> award_pot_results(const std::vector<Pot>& pots, const std::vector<int>& strengths,
                                         const std::vector<int>& lows, int button) {
    if (lows.size() != strengths.size()) {
        fail(ErrorKind::InvalidArgument, "hi/lo pots need one low per seat: " + std::to_string(lows.size()) +
                                             " lows for " + std::to_string(strengths.size()) + " seats");
    }
    return award(pots, strengths, lows, button);
}

std::vector<Chips> award_pots(const std::vector<Pot>& pots, const std::vector<int>& strengths, int button) {
    std::vector<Chips> won(strengths.size(), 0);
    for (const PotResult& pot : award_pot_results(pots, strengths, button)) {
        for (std::size_t i = 0; i < won.size(); ++i) won[i] += pot.won[i];
    }
    return won;
}

std::vector<Pot> TableState::pots() const {
    std::vector<Chips> c;
    std::vector<bool> f;
    c.reserve(seats_.size());
    f.reserve(seats_.size());
    Chips dead = 0;
    for (const auto& s : seats_) {
        c.push_back(s.contributed - s.ante);
        f.push_back(s.folded);
        dead += s.ante;
    }
    return build_pots(c, f, dead);
}

void TableState::return_uncalled() {
    // The street's top bet above the second-highest bet (folded seats'
    // included) was never called. Antes are not bets: they are never returned.
    int top = -1;
    Chips first = -1, second = 0;
    for (int i = 0; i < seat_count(); ++i) {
        const Chips b = seats_[static_cast<std::size_t>(i)].bet;
        if (b > first) {
            second = std::max<Chips>(first, 0);
            first = b;
            top = i;
        } else if (b > second) {
            second = b;
        }
    }
    if (top < 0 || first <= second) return;
    Seat& s = seats_[static_cast<std::size_t>(top)];
    const Chips excess = first - second;
    returned_ += excess;
    returned_to_ = top;
    s.contributed -= excess;
    s.stack += excess;
    s.bet -= excess;
    if (s.stack > 0) s.all_in = false;
    current_bet_ = 0;
    for (const auto& seat : seats_) current_bet_ = std::max(current_bet_, seat.bet);
}

}  // namespace xiapl
