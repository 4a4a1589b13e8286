// The exact preflop ranking of the 169 Hold'em starting-hand classes, from
// the committed table of exact equities against one random hand.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/range_equity.hpp"

namespace xiapl {
namespace {

struct RawEntry {
    const char* label;
    int combos;
    std::uint64_t win, tie, deals;
};

constexpr RawEntry kTable[] = {
#include "preflop_table.inc"
};
static_assert(sizeof kTable / sizeof kTable[0] == 169, "the preflop table must hold the 169 classes");

std::vector<PreflopClass> build_ranking() {
    std::vector<PreflopClass> out;
    out.reserve(169);
    for (const RawEntry& e : kTable) {
        PreflopClass c;
        c.label = e.label;
        c.combos = e.combos;
        c.win = e.win;
        c.tie = e.tie;
        c.deals = e.deals;
        c.equity = (static_cast<double>(e.win) + static_cast<double>(e.tie) / 2) / static_cast<double>(e.deals);
        out.push_back(std::move(c));
    }
    // Exact comparison of (win + tie/2) / deals: every class has the same
    // number of deals, so compare 2 win + tie as integers.
    std::stable_sort(out.begin(), out.end(), [](const PreflopClass& a, const PreflopClass& b) {
        const std::uint64_t sa = 2 * a.win + a.tie, sb = 2 * b.win + b.tie;
        if (sa != sb) return sa > sb;
        return a.label < b.label;
    });
    return out;
}

void check_request(double top_percent, Game game) {
    if (game != Game::Holdem) {
        fail(ErrorKind::InvalidArgument, "the exact starting-hand ranking covers Hold'em only: a versioned " +
                                             std::string(range_game_name(game)) +
                                             " hand ranking is not available yet; rank Hold'em, or write the "
                                             "Omaha hands out as range patterns");
    }
    if (!(top_percent > 0.0 && top_percent <= 1.0)) {
        fail(ErrorKind::InvalidArgument,
             "top_percent " + std::to_string(top_percent) + " is not a fraction in (0, 1]; e.g. 0.10 for the top 10%");
    }
}

}  // namespace

const std::vector<PreflopClass>& preflop_ranking() {
    static const std::vector<PreflopClass> ranking = build_ranking();
    return ranking;
}

std::vector<std::string> rank_starting_hands(double top_percent, Game game) {
    check_request(top_percent, game);
    const auto count = static_cast<std::size_t>(std::floor(top_percent * 169.0 + 1e-9));
    const auto& ranking = preflop_ranking();
    std::vector<std::string> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count && i < ranking.size(); ++i) out.push_back(ranking[i].label);
    return out;
}

namespace {

Range range_of_labels(const std::vector<std::string>& labels) {
    std::string text;
    for (const std::string& label : labels) {
        if (!text.empty()) text += ",";
        text += label;
    }
    return Range::parse(text, Game::Holdem);
}

}  // namespace

Range generate_top_percent_range(double top_percent, Game game) {
    return range_of_labels(rank_starting_hands(top_percent, game));
}

std::vector<std::string> rank_starting_hands_by_combos(double top_percent, Game game) {
    check_request(top_percent, game);
    const auto target = static_cast<int>(std::lround(top_percent * 1326.0));
    std::vector<std::string> out;
    int taken = 0;
    for (const PreflopClass& c : preflop_ranking()) {
        // Take the class while that leaves the count no farther from the target.
        if (taken >= target || (taken + c.combos) - target > target - taken) break;
        taken += c.combos;
        out.push_back(c.label);
    }
    return out;
}

Range generate_top_percent_range_by_combos(double top_percent, Game game) {
    return range_of_labels(rank_starting_hands_by_combos(top_percent, game));
}

}  // namespace xiapl
