// Heads-up No-Limit Hold'em for the solver: bet sizes, the betting tree and
// the game (xiapl/solver.hpp).
#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>

#include "../portable/float_text.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/solver.hpp"

namespace xiapl::solver {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

[[noreturn]] void bad_size(std::string_view item, std::string_view text, bool raise, const std::string& why) {
    fail(ErrorKind::Parse, std::string(raise ? "raise" : "bet") + " size \"" + std::string(item) + "\" in \"" +
                               std::string(text) + "\": " + why + "; write N% (a share of the pot" +
                               (raise ? " after calling" : "") + ")" +
                               (raise ? ", Nx (a multiple of the bet faced)" : "") +
                               ", e or Ne (geometric: all-in over the streets left, or over N streets) or a "
                               "(all-in), separated by commas, e.g. \"" +
                               (raise ? "2.5x, a" : "60%, e, a") + "\"");
}

bool number(std::string_view s, double& v) {
    if (s.empty()) return false;
    const auto r = detail::double_from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc{} && r.ptr == s.data() + s.size() && std::isfinite(v);
}

// Lower case, trimmed, runs of spaces as one: how action names compare.
std::string lower_words(std::string_view text) {
    text = trim(text);
    std::string out;
    for (char c : text) {
        if (c == ' ' || c == '\t') {
            if (!out.empty() && out.back() == ' ') continue;
            c = ' ';
        }
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

// An action named in a tree edit: its kind and, for a size, the amount
// ("allin" alone leaves it open: whatever all-in is at the node).
// Chips as action names write them ("120", or the decimals of a fraction).
std::string chips_text(double chips) {
    const std::string name = action_name({ActionKind::Bet, chips});
    return name.substr(name.find(' ') + 1);
}

struct EditAction {
    ActionKind kind = ActionKind::Check;
    std::optional<double> amount;
};

std::string edit_text(const TreeEdit& edit) {
    return std::string(edit.remove ? "remove" : "add") + " \"" + edit.action + "\" after \"" + edit.line + "\"";
}

EditAction parse_edit_action(std::string_view item, const TreeEdit& edit, bool sizes_only) {
    const std::string name = lower_words(item);
    const std::size_t space = name.find(' ');
    const std::string word = name.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : name.substr(space + 1);
    EditAction a;
    const char* forms = sizes_only ? "bet N, raise N, allin or allin N (N the actor's total on the street)"
                                   : "fold, check, call, bet N, raise N or allin N, comma separated (deals are left "
                                     "out: an edit applies after every card)";
    auto refuse = [&](const std::string& why) {
        fail(ErrorKind::Parse,
             "tree edit " + edit_text(edit) + ": \"" + std::string(trim(item)) + "\" " + why + "; write " + forms);
    };
    if (word == "fold" || word == "check" || word == "call") {
        if (sizes_only) refuse("is not a bet, raise or all-in");
        if (!rest.empty()) refuse("takes no amount");
        a.kind = word == "fold" ? ActionKind::Fold : word == "check" ? ActionKind::Check : ActionKind::Call;
        return a;
    }
    if (word == "bet" || word == "raise" || word == "allin") {
        a.kind = word == "bet" ? ActionKind::Bet : word == "raise" ? ActionKind::Raise : ActionKind::AllIn;
        if (rest.empty()) {
            if (a.kind != ActionKind::AllIn || !sizes_only) refuse("needs an amount");
            return a;
        }
        double v = 0;
        if (!number(rest, v) || !(v > 0)) refuse("needs a positive amount of chips");
        a.amount = v;
        return a;
    }
    refuse(name.empty() ? "is empty" : "is not an action name");
    return a;  // not reached
}

std::vector<EditAction> parse_edit_line(const TreeEdit& edit) {
    std::vector<EditAction> line;
    if (trim(edit.line).empty()) return line;
    std::string_view rest = edit.line;
    for (;;) {
        const std::size_t comma = rest.find(',');
        line.push_back(parse_edit_action(rest.substr(0, comma), edit, false));
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    return line;
}

}  // namespace

void check_tree_edit(const TreeEdit& edit) {
    parse_edit_line(edit);
    parse_edit_action(edit.action, edit, true);
}

std::vector<BetSize> parse_bet_sizes(std::string_view text, bool raise) {
    std::vector<BetSize> out;
    if (trim(text).empty()) return out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        const std::string_view item =
            trim(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (item.empty()) bad_size(item, text, raise, "an empty item");
        BetSize size;
        const char last = item.back();
        if (item == "a" || item == "A") {
            size.kind = BetSize::Kind::AllIn;
        } else if (last == '%') {
            double v = 0;
            if (!number(item.substr(0, item.size() - 1), v) || !(v > 0))
                bad_size(item, text, raise, "a percentage must be a positive number");
            size.kind = BetSize::Kind::PotFraction;
            size.value = v / 100;
        } else if (last == 'x' || last == 'X') {
            if (!raise) bad_size(item, text, raise, "a bet faces no bet to multiply");
            double v = 0;
            if (!number(item.substr(0, item.size() - 1), v) || !(v > 1))
                bad_size(item, text, raise, "a multiple must be a number above 1");
            size.kind = BetSize::Kind::PreviousBet;
            size.value = v;
        } else if (last == 'e' || last == 'E') {
            size.kind = BetSize::Kind::Geometric;
            const std::string_view n = item.substr(0, item.size() - 1);
            if (!n.empty()) {
                if (n.size() != 1 || n[0] < '1' || n[0] > '3')
                    bad_size(item, text, raise, "the streets of a geometric size are 1, 2 or 3");
                size.streets = n[0] - '0';
            }
        } else {
            bad_size(item, text, raise, "not a size");
        }
        if (std::find(out.begin(), out.end(), size) == out.end()) out.push_back(size);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return out;
}

void HoldemSpot::set_sizes(const std::vector<BetSize>& bet, const std::vector<BetSize>& raise) {
    for (auto& player : sizes)
        for (auto& street : player) {
            street.bet = bet;
            street.raise = raise;
            street.donk.reset();
        }
}

namespace {

struct State {
    int street = 0;                      // 0 flop, 1 turn, 2 river
    std::array<double, 2> contrib{};     // chips in, the starting pot split equally
    std::array<double, 2> street_bet{};  // chips in on this street
    double last_increment = 0;           // the size of the last bet or raise on the street
    int actor = 0;
    bool checked = false;          // out of position checked on this street
    bool oop_called_last = false;  // the street before ended with out of position calling a bet
    CardMask board = 0;
};

struct HoldemBuilder {
    const HoldemSpot& spot;
    GameTree tree{};
    std::array<double, 2> base{};
    // symmetric[a * 4 + b], a < b: the root board and both ranges are
    // unchanged when suits a and b are swapped.
    std::array<bool, 16> symmetric{};
    // Tree edits, parsed; whether each one's line was found; the betting
    // line of the node being built (deals left out).
    std::vector<std::vector<EditAction>> edit_lines{};
    std::vector<EditAction> edit_actions{};
    std::vector<bool> edit_found{};
    std::vector<Action> line{};
    // One card a chance node: the betting tree's shape without its copies
    // (sizes and lines do not depend on the cards), to check edits cheaply.
    bool skeleton = false;

    double remaining(const State& s, int p) const { return spot.stack - (s.contrib[p] - base[p]); }

    std::uint32_t add(const Node& node) {
        if (tree.nodes.size() >= spot.max_tree_nodes)
            fail(ErrorKind::LimitExceeded, "the betting tree has more than " + std::to_string(spot.max_tree_nodes) +
                                               " nodes; use fewer bet and raise sizes (small sizes that stack up "
                                               "raise after raise make the tree grow fastest)");
        tree.nodes.push_back(node);
        return static_cast<std::uint32_t>(tree.nodes.size() - 1);
    }
    Node node_of(NodeKind kind, const State& s) const {
        Node n;
        n.kind = kind;
        n.street = static_cast<std::uint8_t>(s.street);
        n.board = s.board;
        n.contrib = s.contrib;
        return n;
    }
    void link(std::uint32_t parent, const std::vector<std::pair<Action, std::uint32_t>>& kids) {
        tree.nodes[parent].first_child = static_cast<std::uint32_t>(tree.children.size());
        tree.nodes[parent].num_children = static_cast<std::uint16_t>(kids.size());
        for (const auto& [a, c] : kids) {
            tree.children.push_back(c);
            tree.actions.push_back(a);
        }
    }

    // Both players have put in the same: the next street, or the showdown.
    std::uint32_t street_end(State s, bool oop_called) {
        const bool allin = remaining(s, 0) <= 0 || remaining(s, 1) <= 0;
        if (std::popcount(s.board) == 5) return add(node_of(NodeKind::Showdown, s));
        const std::uint32_t id = add(node_of(NodeKind::Chance, s));
        std::vector<std::pair<Action, std::uint32_t>> kids;
        std::vector<Mirror> mirrors;
        std::array<int, 52> child_of{};
        for (int card = 0; card < 52; ++card) {
            if (s.board >> card & 1) continue;
            // A card whose suit swaps with a smaller suit, leaving the board
            // and the ranges as they are, takes that card's values.
            const int suit = card / 13;
            int from = -1;
            for (int a = 0; a < suit && from < 0; ++a)
                if (symmetric[a * 4 + suit] && swap_suits(s.board, a, suit) == s.board) from = a;
            if (from >= 0) {
                mirrors.push_back({static_cast<std::uint8_t>(card), static_cast<std::uint8_t>(from),
                                   static_cast<std::uint8_t>(suit),
                                   static_cast<std::uint16_t>(child_of[from * 13 + card % 13])});
                continue;
            }
            child_of[card] = static_cast<int>(kids.size());
            State next = s;
            next.street = s.street + 1;
            next.board = s.board | bit(card);
            next.street_bet = {0, 0};
            next.last_increment = 0;
            next.actor = 0;
            next.checked = false;
            next.oop_called_last = oop_called;
            kids.push_back(
                {{ActionKind::Deal, static_cast<double>(card)}, allin ? street_end(next, false) : player(next)});
            if (skeleton) break;
        }
        link(id, kids);
        tree.nodes[id].first_mirror = static_cast<std::uint32_t>(tree.mirrors.size());
        tree.nodes[id].num_mirrors = static_cast<std::uint16_t>(mirrors.size());
        tree.mirrors.insert(tree.mirrors.end(), mirrors.begin(), mirrors.end());
        return id;
    }

    // The street totals ("to" amounts) the actor may bet or raise to.
    std::vector<double> amounts(const State& s) const {
        const int a = s.actor, o = 1 - a;
        const bool facing = s.street_bet[o] > s.street_bet[a];
        const StreetSizes& ss = spot.sizes[a][s.street];
        const std::vector<BetSize>& list =
            facing ? ss.raise : (a == 0 && s.street > 0 && s.oop_called_last && ss.donk ? *ss.donk : ss.bet);
        const double pot = s.contrib[0] + s.contrib[1];
        const double faced = s.street_bet[o];
        const double to_call = faced - s.street_bet[a];
        const double pot_after_call = pot + to_call;
        const double behind = remaining(s, a) - to_call;  // the actor's stack after calling
        const double allin = s.street_bet[a] + remaining(s, a);
        const double min_to = facing ? faced + std::max(s.last_increment, 1.0) : 1.0;
        std::vector<double> to;
        for (const BetSize& size : list) {
            double t = 0;
            switch (size.kind) {
                case BetSize::Kind::PotFraction:
                    t = faced + std::round(pot_after_call * size.value);
                    break;
                case BetSize::Kind::PreviousBet:
                    t = std::round(faced * size.value);
                    break;
                case BetSize::Kind::Geometric: {
                    const int streets = size.streets > 0 ? size.streets : 3 - s.street;
                    const double ratio = (std::pow(1 + 2 * behind / pot_after_call, 1.0 / streets) - 1) / 2;
                    t = faced + std::round(pot_after_call * ratio);
                    break;
                }
                case BetSize::Kind::AllIn:
                    t = allin;
                    break;
            }
            t = std::max(t, min_to);
            // Force all-in: too little would be left behind after a call.
            const double left = allin - t;
            const double pot_called = pot + (t - s.street_bet[a]) + (t - faced);
            if (left <= spot.force_allin_threshold * pot_called) t = allin;
            t = std::min(t, allin);
            to.push_back(t);
        }
        if (spot.add_allin_threshold > 0 && !list.empty() &&
            (allin - faced) <= spot.add_allin_threshold * pot_after_call)
            to.push_back(allin);
        std::sort(to.begin(), to.end());
        to.erase(std::unique(to.begin(), to.end()), to.end());
        // Merging, from the largest down.
        if (spot.merging_threshold > 0 && to.size() > 1) {
            std::vector<double> kept;
            for (std::size_t i = to.size(); i-- > 0;) {
                if (!kept.empty()) {
                    const double x = (kept.back() - faced) / pot_after_call;
                    const double y = (to[i] - faced) / pot_after_call;
                    if ((1 + x) / (1 + y) < 1 + spot.merging_threshold) continue;
                }
                kept.push_back(to[i]);
            }
            std::reverse(kept.begin(), kept.end());
            to = kept;
        }
        return to;
    }

    std::uint32_t player(const State& s) {
        Node n = node_of(NodeKind::Player, s);
        n.player = static_cast<std::uint8_t>(s.actor);
        const std::uint32_t id = add(n);
        const int a = s.actor, o = 1 - a;
        std::vector<std::pair<Action, std::uint32_t>> kids;
        const bool facing = s.street_bet[o] > s.street_bet[a];
        const double allin = s.street_bet[a] + remaining(s, a);
        if (facing) {
            kids.push_back({{ActionKind::Fold, 0}, [&] {
                                Node f = node_of(NodeKind::Fold, s);
                                f.player = static_cast<std::uint8_t>(a);
                                return add(f);
                            }()});
            State called = s;
            const double diff = s.street_bet[o] - s.street_bet[a];
            called.contrib[a] += diff;
            called.street_bet[a] += diff;
            const Action call{ActionKind::Call, 0};
            kids.push_back({call, along(call, [&] { return street_end(called, a == 0); })});
        } else {
            State next = s;
            next.actor = o;
            next.checked = true;
            const Action check{ActionKind::Check, 0};
            kids.push_back(
                {check, along(check, [&] { return s.checked || a == 1 ? street_end(s, false) : player(next); })});
        }
        // Bets and raises while the opponent has chips behind.
        const bool can_bet = remaining(s, o) > 0 && allin > s.street_bet[o];
        std::vector<double> sizes = can_bet ? amounts(s) : std::vector<double>{};
        edit(s, sizes, can_bet);
        for (double t : sizes) {
            State next = s;
            const double faced = s.street_bet[o];
            next.contrib[a] += t - s.street_bet[a];
            next.street_bet[a] = t;
            next.last_increment = t - faced;
            next.actor = o;
            const Action act{t >= allin ? ActionKind::AllIn : facing ? ActionKind::Raise : ActionKind::Bet, t};
            kids.push_back({act, along(act, [&] { return player(next); })});
        }
        link(id, kids);
        return id;
    }

    // Builds a child with `action` appended to the betting line.
    template <class Build>
    std::uint32_t along(const Action& action, Build&& build) {
        line.push_back(action);
        const std::uint32_t child = build();
        line.pop_back();
        return child;
    }

    bool line_is(const std::vector<EditAction>& want) const {
        if (want.size() != line.size()) return false;
        for (std::size_t i = 0; i < want.size(); ++i)
            if (want[i].kind != line[i].kind || (want[i].amount && *want[i].amount != line[i].amount)) return false;
        return true;
    }

    // Applies the edits whose line leads here to the sizes (street totals,
    // ascending) of a decision.
    void edit(const State& s, std::vector<double>& sizes, bool can_bet) {
        const int a = s.actor, o = 1 - a;
        const bool facing = s.street_bet[o] > s.street_bet[a];
        const double allin = s.street_bet[a] + remaining(s, a);
        const double min_to = facing ? s.street_bet[o] + std::max(s.last_increment, 1.0) : 1.0;
        for (std::size_t e = 0; e < edit_lines.size(); ++e) {
            if (!line_is(edit_lines[e])) continue;
            edit_found[e] = true;
            const TreeEdit& te = spot.edits[e];
            const EditAction& act = edit_actions[e];
            auto refuse = [&](const std::string& why) {
                std::string listed;
                for (double t : sizes)
                    listed += (listed.empty() ? "" : ", ") + action_name({t >= allin ? ActionKind::AllIn
                                                                          : facing   ? ActionKind::Raise
                                                                                     : ActionKind::Bet,
                                                                          t});
                fail(ErrorKind::InvalidArgument, "tree edit " + edit_text(te) + ": " + why +
                                                     " (the sizes there: " + (listed.empty() ? "none" : listed) + ")");
            };
            if (act.kind == ActionKind::Bet && facing) refuse("a bet is faced there; write raise N");
            if (act.kind == ActionKind::Raise && !facing) refuse("no bet is faced there; write bet N");
            const double t = act.amount ? *act.amount : allin;
            if (act.kind == ActionKind::AllIn && t != allin) refuse("all-in there is " + chips_text(allin) + " chips");
            const auto at = std::find(sizes.begin(), sizes.end(), t);
            if (te.remove) {
                if (at == sizes.end()) refuse("the node has no such size");
                sizes.erase(at);
                continue;
            }
            if (!can_bet) refuse("no bet or raise is possible there");
            if (t > allin) refuse("above all-in (" + chips_text(allin) + " chips)");
            if (t < min_to && t != allin) refuse("below the smallest legal size (" + chips_text(min_to) + " chips)");
            if (at != sizes.end()) refuse("the node already has that size");
            sizes.insert(std::lower_bound(sizes.begin(), sizes.end(), t), t);
        }
    }
};

void check_spot(const HoldemSpot& spot) {
    const int cards = std::popcount(spot.board);
    if ((spot.board >> 52) != 0 || cards < 3 || cards > 5)
        fail(ErrorKind::InvalidArgument,
             "the board holds 3, 4 or 5 cards (flop, turn or river); it holds " + std::to_string(cards));
    if (!(spot.pot > 0) || !std::isfinite(spot.pot))
        fail(ErrorKind::InvalidArgument, "the starting pot must be a positive number of chips");
    if (!(spot.stack > 0) || !std::isfinite(spot.stack))
        fail(ErrorKind::InvalidArgument, "the effective stack must be a positive number of chips");
    if (!(spot.rake_rate >= 0 && spot.rake_rate <= 1))
        fail(ErrorKind::InvalidArgument, "the rake rate is a fraction of the pot in [0, 1]");
    if (!(spot.rake_cap >= 0) || !std::isfinite(spot.rake_cap))
        fail(ErrorKind::InvalidArgument, "the rake cap must be 0 (no cap) or a positive number of chips");
    for (double t : {spot.add_allin_threshold, spot.force_allin_threshold, spot.merging_threshold})
        if (!(t >= 0) || !std::isfinite(t))
            fail(ErrorKind::InvalidArgument, "the all-in and merging thresholds must be 0 or positive");
    if (spot.oop.game() != xiapl::Game::Holdem || spot.ip.game() != xiapl::Game::Holdem)
        fail(ErrorKind::InvalidArgument, "both ranges must be Hold'em ranges");
}

}  // namespace

namespace {

GameTree build(const HoldemSpot& spot, bool skeleton) {
    check_spot(spot);
    HoldemBuilder b{spot};
    b.base = {spot.pot / 2, spot.pot / 2};
    b.skeleton = skeleton;
    if (spot.suit_isomorphism) {
        const Range* ranges[2] = {&spot.oop, &spot.ip};
        for (int a = 0; a < 4; ++a)
            for (int c = a + 1; c < 4; ++c) {
                bool same = swap_suits(spot.board, a, c) == spot.board;
                for (int p = 0; p < 2 && same; ++p)
                    for (const WeightedCombo& combo : ranges[p]->valid_combos(spot.board))
                        if (ranges[p]->weight_of(swap_suits(combo.mask, a, c)) != combo.weight) {
                            same = false;
                            break;
                        }
                b.symmetric[a * 4 + c] = same;
            }
    }
    for (const TreeEdit& e : spot.edits) {
        b.edit_lines.push_back(parse_edit_line(e));
        b.edit_actions.push_back(parse_edit_action(e.action, e, true));
    }
    b.edit_found.assign(spot.edits.size(), false);
    State s;
    s.street = std::popcount(spot.board) - 3;
    s.contrib = b.base;
    s.board = spot.board;
    b.player(s);
    for (std::size_t e = 0; e < spot.edits.size(); ++e)
        if (!b.edit_found[e])
            fail(ErrorKind::InvalidArgument, "tree edit " + edit_text(spot.edits[e]) +
                                                 ": no decision follows that line; name the actions from the root "
                                                 "as the solver's nodes list them, deals left out");
    return std::move(b.tree);
}

}  // namespace

GameTree build_holdem_tree(const HoldemSpot& spot) { return build(spot, false); }

void check_tree_edits(const HoldemSpot& spot) { build(spot, true); }

Game make_holdem(const HoldemSpot& spot) {
    GameTree tree = build_holdem_tree(spot);
    std::array<std::vector<CardMask>, 2> hands;
    std::array<std::vector<float>, 2> weights;
    const Range* ranges[2] = {&spot.oop, &spot.ip};
    for (int p = 0; p < 2; ++p)
        for (const WeightedCombo& c : ranges[p]->valid_combos(spot.board)) {
            hands[p].push_back(c.mask);
            weights[p].push_back(static_cast<float>(c.weight));
        }
    for (int p = 0; p < 2; ++p)
        if (hands[p].empty())
            fail(ErrorKind::InvalidArgument, std::string(p == 0 ? "the out of position" : "the in position") +
                                                 " range has no hand the board leaves");
    return solver::Game(2, kFullDeck, std::move(hands), std::move(weights), std::move(tree),
                        {spot.pot / 2, spot.pot / 2}, spot.rake_rate, spot.rake_cap,
                        [](CardMask board, CardMask hand) { return std::uint32_t{evaluate_mask(board | hand)}; });
}

}  // namespace xiapl::solver
