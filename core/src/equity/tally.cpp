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

EquityResult finish(const Tally& tally, bool exact) {
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
        result.players.push_back(e);
    }
    return result;
}

}  // namespace xiapl::equity
