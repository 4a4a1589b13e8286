// The warnings a replayed hand history carries, and the street names they use.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "xiapl/table.hpp"

namespace xiapl {

std::string street_phrase(Family family, int street) {
    static constexpr std::array<const char*, 4> kBoard = {"preflop", "on the flop", "on the turn", "on the river"};
    static constexpr std::array<const char*, 5> kStud = {"third", "fourth", "fifth", "sixth", "seventh"};
    static constexpr std::array<const char*, 3> kDraw = {"first", "second", "third"};
    street = std::max(street, 0);
    switch (family) {
        case Family::Stud:
            return std::string("on ") + kStud[static_cast<std::size_t>(std::min(street, 4))] + " street";
        case Family::Draw:
            if (street == 0) return "before the first draw";
            return std::string("after the ") + kDraw[static_cast<std::size_t>(std::min(street, 3) - 1)] + " draw";
        case Family::Board:
            break;
    }
    return kBoard[static_cast<std::size_t>(std::min(street, 3))];
}

std::vector<ReplayWarning> replay_warnings(const TableState& state) {
    std::vector<ReplayWarning> out;
    if (state.needless_folds() == 0) return out;
    const int n = state.seat_count();
    const int button = state.config().button;
    const std::vector<Action> history = state.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const Action& a = history[i];
        if (a.seat < 0 || !a.needless) continue;
        ReplayWarning w;
        w.kind = WarningKind::NeedlessFold;
        w.step = i;
        w.seat = a.seat;
        w.player = ((a.seat - button - 1) % n + n) % n + 1;
        w.street = a.street;
        w.text = "p" + std::to_string(w.player) + " folds " + street_phrase(state.family(), a.street) +
                 " when checking was free; the replay keeps the fold";
        out.push_back(std::move(w));
    }
    return out;
}

}  // namespace xiapl
