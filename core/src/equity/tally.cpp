// Outcome counters and the equities computed from them.
//
// Everything is an integer until the very end, and the end is a fixed
// sequence of IEEE operations (divisions and one square root, correctly
// rounded everywhere), so equal counts give bit-identical results on every
// platform.
#include <algorithm>
#include <bit>
#include <cmath>

#include "internal.hpp"

namespace xiapl::equity {

void Tally::add(const Tally& other, std::uint64_t times) {
    trials += other.trials * times;
    chop += other.chop * times;
    evaluated += other.evaluated;
    for (std::size_t i = 0; i < win.size(); ++i) win[i] += other.win[i] * times;
    for (std::size_t i = 0; i < tie.size(); ++i) tie[i] += other.tie[i] * times;
    if (split.size() < other.split.size()) split.resize(other.split.size());
    for (std::size_t i = 0; i < other.split.size(); ++i) split[i] += other.split[i] * times;
    if (win_by.size() < other.win_by.size()) {
        win_by.resize(other.win_by.size());
        tie_by.resize(other.tie_by.size());
    }
    for (std::size_t i = 0; i < other.win_by.size(); ++i) win_by[i] += other.win_by[i] * times;
    for (std::size_t i = 0; i < other.tie_by.size(); ++i) tie_by[i] += other.tie_by[i] * times;
}

std::size_t split_index(int players, int p, int high_ways, int low_ways) {
    return (static_cast<std::size_t>(p) * static_cast<std::size_t>(players + 1) + static_cast<std::size_t>(high_ways)) *
               static_cast<std::size_t>(players + 2) +
           static_cast<std::size_t>(low_ways);
}

void WinnerCounts::into(Tally& tally) const {
    for (std::size_t mask = 1; mask < by_winners.size(); ++mask) {
        const std::uint64_t w = by_winners[mask];
        if (w == 0) continue;
        const int count = std::popcount(mask);
        tally.trials += w;
        if (count == 1) {
            tally.win[static_cast<std::size_t>(std::countr_zero(mask))] += w;
            continue;
        }
        tally.chop += w;
        for (int p = 0; p < players; ++p) {
            if (mask >> p & 1) tally.tie_at(p, count) += w;
        }
    }
}

namespace {

// finish for tallies in split form: every (high ways, low ways) class gives
// a fixed share of the pot, half of it to each half when a low qualified.
EquityResult finish_split(const Tally& tally, bool exact) {
    EquityResult result;
    result.exact = exact;
    result.trials = tally.trials;
    result.evaluated = tally.evaluated;
    const int n_players = tally.players;
    const double n = static_cast<double>(tally.trials);
    const int no_low = n_players + 1;
    double scooped = 0;  // deals one player took whole
    for (int p = 0; p < n_players; ++p) {
        double share = 0, square = 0, high = 0, low = 0, scoops = 0, parts = 0;
        for (int h = 0; h <= n_players; ++h) {
            for (int l = 0; l <= no_low; ++l) {
                const std::size_t i = split_index(n_players, p, h, l);
                const double count = i < tally.split.size() ? static_cast<double>(tally.split[i]) : 0.0;
                if (count == 0) continue;
                const double high_part = h == 0 ? 0.0 : (l == no_low ? 1.0 : 0.5) / h;
                const double low_part = l == 0 || l == no_low ? 0.0 : 0.5 / l;
                const double s = high_part + low_part;
                high += count * high_part;
                low += count * low_part;
                share += count * s;
                square += count * s * s;
                if (h == 1 && (l == 1 || l == no_low)) {
                    scoops += count;
                } else if (s > 0) {
                    parts += count;
                }
            }
        }
        scooped += scoops;
        PlayerEquity e;
        e.win = scoops / n;
        e.tie = parts / n;
        e.equity = share / n;
        e.scoop = e.win;
        e.high_share = high / n;
        e.low_share = low / n;
        if (!exact && tally.trials > 1) {
            const double variance = std::max(0.0, (square - share * share / n) / (n - 1));
            e.std_error = std::sqrt(variance / n);
        }
        result.players.push_back(e);
    }
    result.chop_rate = (n - scooped) / n;
    return result;
}

}  // namespace

EquityResult finish(const Tally& tally, bool exact) {
    if (!tally.split.empty()) return finish_split(tally, exact);
    EquityResult result;
    result.exact = exact;
    result.trials = tally.trials;
    result.evaluated = tally.evaluated;
    const double n = static_cast<double>(tally.trials);
    if (tally.trials == 0) {
        result.players.resize(static_cast<std::size_t>(tally.players));
        return result;
    }
    result.chop_rate = static_cast<double>(tally.chop) / n;
    for (int p = 0; p < tally.players; ++p) {
        const double wins = static_cast<double>(tally.win[static_cast<std::size_t>(p)]);
        double ties = 0;       // deals split
        double share = wins;   // pots won: sum over deals of 1 or 1/k
        double square = wins;  // sum over deals of the share squared
        for (int k = 2; k <= tally.players; ++k) {
            const double count = static_cast<double>(tally.tie_at(p, k));
            ties += count;
            share += count / k;
            square += count / (static_cast<double>(k) * k);
        }
        PlayerEquity e;
        e.win = wins / n;
        e.tie = ties / n;
        e.equity = share / n;
        if (!exact && tally.trials > 1) {
            // Sample variance of the per-deal share, then the error of its mean.
            const double variance = std::max(0.0, (square - share * share / n) / (n - 1));
            e.std_error = std::sqrt(variance / n);
        }
        e.scoop = e.win;
        e.high_share = e.equity;
        if (tally.breakdown()) {
            for (std::size_t c = 0; c < kCategoryCount; ++c) {
                const std::size_t i = static_cast<std::size_t>(p) * kCategoryCount + c;
                e.win_by_category[c] = static_cast<double>(tally.win_by[i]) / n;
                e.tie_by_category[c] = static_cast<double>(tally.tie_by[i]) / n;
            }
        }
        result.players.push_back(e);
    }
    result.breakdown = tally.breakdown();
    return result;
}

}  // namespace xiapl::equity
