// The solver (xiapl/solver.hpp): Discounted CFR on Kuhn and Leduc poker
// against their known values, and Hold'em spots against a brute force that
// walks every pair of hands with no code of the solver's terminal sweeps.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>
#include <numeric>
#include <tuple>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/solver.hpp"

using namespace xiapl;
using namespace xiapl::solver;

namespace {

SolveResult run(Solver& s, std::uint32_t iterations) {
    SolveOptions o;
    o.max_iterations = iterations;
    return s.solve(o);
}

// ---------------------------------------------------------------------------
// The brute force: values of a fixed profile (the solver's average
// strategies) by explicit loops over every pair of hands.

// Suits a and b exchanged, card by card.
CardMask swapped(CardMask mask, int a, int b) {
    CardMask out = 0;
    for (int c = 0; c < 52; ++c) {
        if (!(mask >> c & 1)) continue;
        const int suit = c / 13, rank = c % 13;
        const int to = suit == a ? b : suit == b ? a : suit;
        out |= bit(to * 13 + rank);
    }
    return out;
}

struct Brute {
    const solver::Game& g;
    const Solver& s;

    std::size_t index_of(int p, CardMask hand) const {
        const auto& hands = g.hands(p);
        for (std::size_t k = 0; k < hands.size(); ++k)
            if (hands[k] == hand) return k;
        ADD_FAILURE() << "a swapped hand is missing";
        return 0;
    }

    double payoff(const Node& n, int p, CardMask mine, CardMask theirs) const {
        const int o = 1 - p;
        const double pot = n.contrib[0] + n.contrib[1];
        const double rake = std::min(pot * g.rake_rate(), g.rake_cap() > 0 ? g.rake_cap() : 1e300);
        if (n.kind == NodeKind::Fold) return n.player == p ? -n.contrib[p] : n.contrib[o] - rake;
        const int a = evaluate_mask(n.board | mine), b = evaluate_mask(n.board | theirs);
        if (a > b) return n.contrib[o] - rake;
        if (a < b) return -n.contrib[p];
        return (pot - rake) / 2 - n.contrib[p];
    }

    // Player p holding hand h: value summed over the opponent's hands with
    // their reach; p plays its average strategy, or best responds.
    double value(std::uint32_t id, int p, std::size_t h, const std::vector<double>& opp, bool best) const {
        const Node& n = g.tree().nodes[id];
        const int o = 1 - p;
        const CardMask mine = g.hands(p)[h];
        if (n.kind == NodeKind::Fold || n.kind == NodeKind::Showdown) {
            double v = 0;
            for (std::size_t k = 0; k < opp.size(); ++k) {
                const CardMask theirs = g.hands(o)[k];
                if (opp[k] == 0 || (theirs & mine) || (theirs & n.board)) continue;
                v += opp[k] * payoff(n, p, mine, theirs);
            }
            return v;
        }
        if (n.kind == NodeKind::Chance) {
            double v = 0;
            int count = 0;
            for (int c = 0; c < 52; ++c)
                if (((g.deck() & ~n.board) >> c & 1)) ++count;
            count -= 2 * g.hole_cards();
            for (std::uint32_t a = 0; a < n.num_children; ++a) {
                const std::uint32_t child = g.tree().children[n.first_child + a];
                const CardMask dealt = g.tree().nodes[child].board & ~n.board;
                if (dealt & mine) continue;
                std::vector<double> next = opp;
                for (std::size_t k = 0; k < next.size(); ++k)
                    if (g.hands(o)[k] & dealt) next[k] = 0;
                v += value(child, p, h, next, best) / count;
            }
            // A card dealt as a suit swap of a child's card: the child's
            // subtree played by the swapped hands, with the swapped reach.
            for (std::uint32_t m = 0; m < n.num_mirrors; ++m) {
                const Mirror& mirror = g.tree().mirrors[n.first_mirror + m];
                const CardMask dealt = bit(mirror.card);
                if (dealt & mine) continue;
                std::vector<double> next(opp.size(), 0.0);
                for (std::size_t k = 0; k < opp.size(); ++k)
                    if (!(g.hands(o)[k] & dealt))
                        next[index_of(o, swapped(g.hands(o)[k], mirror.from, mirror.to))] = opp[k];
                const std::uint32_t child = g.tree().children[n.first_child + mirror.child];
                v += value(child, p, index_of(p, swapped(mine, mirror.from, mirror.to)), next, best) / count;
            }
            return v;
        }
        const std::vector<float> strat = s.average_strategy(id);
        const std::size_t A = n.num_children;
        if (n.player == p) {
            const std::size_t H = g.num_hands(p);
            double v = best ? -1e300 : 0;
            for (std::size_t a = 0; a < A; ++a) {
                const double c = value(g.tree().children[n.first_child + a], p, h, opp, best);
                if (best)
                    v = std::max(v, c);
                else
                    v += strat[a * H + h] * c;
            }
            return v;
        }
        const std::size_t H = g.num_hands(o);
        double v = 0;
        for (std::size_t a = 0; a < A; ++a) {
            std::vector<double> next(opp.size());
            for (std::size_t k = 0; k < H; ++k) next[k] = opp[k] * strat[a * H + k];
            v += value(g.tree().children[n.first_child + a], p, h, next, best);
        }
        return v;
    }

    // Per-hand values and the root value (over pairs that fit together).
    std::pair<std::vector<double>, double> root(int p, bool best) const {
        const int o = 1 - p;
        std::vector<double> opp(g.weights(o).begin(), g.weights(o).end());
        std::vector<double> per(g.num_hands(p));
        double total = 0, pairs = 0;
        for (std::size_t h = 0; h < per.size(); ++h) {
            per[h] = value(0, p, h, opp, best);
            total += g.weights(p)[h] * per[h];
            for (std::size_t k = 0; k < g.num_hands(o); ++k)
                if (!(g.hands(o)[k] & g.hands(p)[h])) pairs += double{g.weights(p)[h]} * g.weights(o)[k];
        }
        return {per, total / pairs};
    }
};

// A random (fixed, seeded) strategy at every player node.
void randomize(Solver& s, std::uint64_t seed) {
    Rng rng(seed);
    const auto& nodes = s.game().tree().nodes;
    for (std::uint32_t id = 0; id < nodes.size(); ++id) {
        if (nodes[id].kind != NodeKind::Player) continue;
        const std::size_t A = nodes[id].num_children, H = s.game().num_hands(nodes[id].player);
        std::vector<float> st(A * H);
        for (float& x : st) x = static_cast<float>(rng.uniform() + 0.01);
        s.set_strategy(id, st);
    }
}

HoldemSpot river_spot() {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,KK,QQ:0.5,AKs,76s,Td9d,Jh8h", xiapl::Game::Holdem);
    spot.ip = Range::parse("AA:0.25,KK,JJ,AQs,98s,T9s,QJs:0.75", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6hQc2s").data(), 5);
    spot.pot = 100;
    spot.stack = 300;
    spot.set_sizes(parse_bet_sizes("50%, a", false), parse_bet_sizes("2.5x", true));
    return spot;
}

void expect_matches_brute_force(Solver& s, double tol) {
    const Brute brute{s.game(), s};
    const auto ev = s.expected_values();
    const auto br = s.best_response_values();
    for (int p = 0; p < 2; ++p) {
        const auto [per_ev, root_ev] = brute.root(p, false);
        const auto [per_br, root_br] = brute.root(p, true);
        EXPECT_NEAR(ev[p], root_ev, tol) << "player " << p;
        EXPECT_NEAR(br[p], root_br, tol) << "player " << p;
        const auto solver_ev = s.root_values(p, false);
        const auto solver_br = s.root_values(p, true);
        for (std::size_t h = 0; h < per_ev.size(); ++h) {
            EXPECT_NEAR(solver_ev[h], per_ev[h], tol * (1 + std::abs(per_ev[h]))) << "hand " << h;
            EXPECT_NEAR(solver_br[h], per_br[h], tol * (1 + std::abs(per_br[h]))) << "hand " << h;
        }
    }
}

}  // namespace

TEST(Solver, KuhnReachesItsValue) {
    auto game = std::make_shared<const solver::Game>(make_kuhn());
    Solver s(game);
    const SolveResult r = run(s, 2000);
    EXPECT_NEAR(r.ev[0] - 1, -1.0 / 18, 1e-3);
    EXPECT_NEAR(r.ev[1] - 1, 1.0 / 18, 1e-3);
    EXPECT_LT(r.exploitability, 1e-3);
    EXPECT_GE(r.exploitability, -1e-6);
    // Player 1 (second) with the king facing a bet always calls; with the
    // jack always folds.
    const Node& root = game->tree().nodes[0];
    const std::uint32_t after_bet = game->tree().children[root.first_child + 1];
    const auto st = s.average_strategy(after_bet);  // [fold, call][J, Q, K]
    EXPECT_NEAR(st[0 * 3 + 0], 1.0, 1e-2);
    EXPECT_NEAR(st[1 * 3 + 2], 1.0, 1e-2);
}

TEST(Solver, KuhnExploitabilityFallsToZero) {
    auto game = std::make_shared<const solver::Game>(make_kuhn());
    Solver s(game);
    const double start = s.exploitability();
    EXPECT_GT(start, 0.1);  // uniform play is exploitable
    run(s, 100);
    const double mid = s.exploitability();
    run(s, 1000);
    const double end = s.exploitability();
    EXPECT_LT(mid, start);
    EXPECT_LT(end, mid);
    EXPECT_LT(end, 5e-4);
}

TEST(Solver, LeducReachesItsValue) {
    auto game = std::make_shared<const solver::Game>(make_leduc());
    Solver s(game);
    const SolveResult r = run(s, 3000);
    RecordProperty("leduc_value", std::to_string(r.ev[0] - 1));
    RecordProperty("leduc_exploitability", std::to_string(r.exploitability));
    EXPECT_NEAR(r.ev[0] - 1, -0.0856, 1.5e-3);
    EXPECT_LT(r.exploitability, 2e-3);
    EXPECT_GE(r.exploitability, -1e-6);
}

TEST(Solver, CompressedStorageConverges) {
    auto leduc = std::make_shared<const solver::Game>(make_leduc());
    EXPECT_LT(leduc->storage_bytes(true), leduc->storage_bytes(false));
    EXPECT_GT(leduc->memory_bytes(), leduc->tree().nodes.size() * sizeof(Node));
    EXPECT_GE(Solver(leduc, 1, true).memory_bytes(), leduc->storage_bytes(true));
    Solver s(leduc, 1, true);
    EXPECT_TRUE(s.compressed());
    const SolveResult r = run(s, 1000);
    EXPECT_NEAR(r.ev[0] - 1, -0.0856, 3e-3);
    EXPECT_LT(r.exploitability, 5e-3);
    // A river spot to 0.5% of the pot, and the same bits on two threads.
    auto river = std::make_shared<const solver::Game>(make_holdem(river_spot()));
    SolveOptions o;
    o.max_iterations = 300;
    o.target_exploitability = 0.5;
    Solver one(river, 1, true);
    const SolveResult a = one.solve(o);
    EXPECT_LE(a.exploitability, 0.5);
    EXPECT_NEAR(a.ev[0] + a.ev[1], 100, 1e-3);
    o.threads = 2;
    Solver two(river, 2, true);
    const SolveResult b = two.solve(o);
    EXPECT_EQ(a.ev, b.ev);
    EXPECT_EQ(one.average_strategy(0), two.average_strategy(0));
}

TEST(Solver, BetSizeParser) {
    const auto sizes = parse_bet_sizes(" 60%, e, a ", false);
    ASSERT_EQ(sizes.size(), 3u);
    EXPECT_EQ(sizes[0].kind, BetSize::Kind::PotFraction);
    EXPECT_DOUBLE_EQ(sizes[0].value, 0.6);
    EXPECT_EQ(sizes[1].kind, BetSize::Kind::Geometric);
    EXPECT_EQ(sizes[1].streets, 0);
    EXPECT_EQ(sizes[2].kind, BetSize::Kind::AllIn);
    const auto raises = parse_bet_sizes("2.5x, 2e", true);
    ASSERT_EQ(raises.size(), 2u);
    EXPECT_EQ(raises[0].kind, BetSize::Kind::PreviousBet);
    EXPECT_DOUBLE_EQ(raises[0].value, 2.5);
    EXPECT_EQ(raises[1].streets, 2);
    EXPECT_TRUE(parse_bet_sizes("", false).empty());
    for (const char* bad : {"60", "60%,", "-5%", "x%", "2.5x", "4e", "b", "60%,,a"}) {
        try {
            parse_bet_sizes(bad, false);
            ADD_FAILURE() << bad;
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::Parse);
            EXPECT_NE(std::string(e.what()).find(std::string("\"") + bad + "\""), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW(parse_bet_sizes("1x", true), Error);
}

TEST(Solver, RiverTreeFollowsTheSizes) {
    HoldemSpot spot = river_spot();
    const GameTree tree = build_holdem_tree(spot);
    const Node& root = tree.nodes[0];
    ASSERT_EQ(root.kind, NodeKind::Player);
    EXPECT_EQ(root.player, 0);
    // check, bet 50, all-in 300 (all-in at 3x the pot is above the add
    // threshold but was asked for).
    ASSERT_EQ(root.num_children, 3);
    EXPECT_EQ(action_name(tree.actions[root.first_child + 0]), "check");
    EXPECT_EQ(action_name(tree.actions[root.first_child + 1]), "bet 50");
    EXPECT_EQ(action_name(tree.actions[root.first_child + 2]), "allin 300");
    // Facing bet 50: fold, call, raise to 125 (2.5x), and all-in added (250
    // more is 1.25 times the pot after calling, within the 1.5 threshold).
    const Node& facing = tree.nodes[tree.children[root.first_child + 1]];
    ASSERT_EQ(facing.num_children, 4);
    EXPECT_EQ(action_name(tree.actions[facing.first_child + 2]), "raise 125");
    EXPECT_EQ(action_name(tree.actions[facing.first_child + 3]), "allin 300");
    // With no add-all-in threshold, no all-in beside the raise.
    spot.add_allin_threshold = 0;
    const GameTree no_add = build_holdem_tree(spot);
    EXPECT_EQ(no_add.nodes[no_add.children[no_add.nodes[0].first_child + 1]].num_children, 3);
    spot.add_allin_threshold = 1.5;
    // Every terminal's pot is at most the starting pot plus both stacks and
    // contributions never exceed the stack.
    for (const Node& n : tree.nodes) {
        EXPECT_LE(n.contrib[0], 50 + 300);
        EXPECT_LE(n.contrib[1], 50 + 300);
        if (n.kind == NodeKind::Showdown) {
            EXPECT_EQ(n.contrib[0], n.contrib[1]);
        }
    }
    // Merging: 60% and 66% of the pot merge into 66%.
    spot.set_sizes(parse_bet_sizes("60%, 66%", false), {});
    const GameTree merged = build_holdem_tree(spot);
    EXPECT_EQ(merged.nodes[0].num_children, 2);
    EXPECT_EQ(action_name(merged.actions[merged.nodes[0].first_child + 1]), "bet 66");
    // Force all-in: a bet leaving less than 0.15 pot behind becomes all-in.
    spot.stack = 60;
    spot.set_sizes(parse_bet_sizes("50%", false), {});
    spot.add_allin_threshold = 0;
    const GameTree forced = build_holdem_tree(spot);
    EXPECT_EQ(action_name(forced.actions[forced.nodes[0].first_child + 1]), "allin 60");
}

namespace {

std::vector<std::string> names_at(const GameTree& tree, std::uint32_t node) {
    std::vector<std::string> out;
    const Node& n = tree.nodes[node];
    for (std::uint32_t k = 0; k < n.num_children; ++k) out.push_back(action_name(tree.actions[n.first_child + k]));
    return out;
}

// The node after a line of action names (deals included), or kNoNode.
std::uint32_t after(const GameTree& tree, const std::vector<std::string>& names) {
    std::uint32_t node = 0;
    for (const std::string& name : names) {
        const Node& n = tree.nodes[node];
        std::uint32_t next = solver::Game::kNoNode;
        for (std::uint32_t k = 0; k < n.num_children; ++k)
            if (action_name(tree.actions[n.first_child + k]) == name) next = tree.children[n.first_child + k];
        if (next == solver::Game::kNoNode) return next;
        node = next;
    }
    return node;
}

std::string edit_error(HoldemSpot spot, const TreeEdit& edit, ErrorKind kind) {
    spot.edits.push_back(edit);
    try {
        build_holdem_tree(spot);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), kind) << e.what();
        // The skeleton check refuses the same edit with the same message.
        try {
            check_tree_edits(spot);
            ADD_FAILURE() << "check_tree_edits accepted " << edit.action;
        } catch (const Error& f) {
            EXPECT_EQ(std::string(f.what()), std::string(e.what()));
        }
        return e.what();
    }
    ADD_FAILURE() << "accepted: " << edit.line << " / " << edit.action;
    return "";
}

}  // namespace

TEST(Solver, TreeEditsAddAndRemoveSizes) {
    const HoldemSpot plain = river_spot();
    HoldemSpot spot = plain;
    spot.edits = {{"", "bet 75", false},
                  {"", "allin", true},
                  {"check", "Bet  30", false},
                  {"bet 50", "raise 125", true},
                  {"bet 75", "raise 200", false}};
    const GameTree tree = build_holdem_tree(spot);
    EXPECT_EQ(names_at(tree, 0), (std::vector<std::string>{"check", "bet 50", "bet 75"}));
    EXPECT_EQ(names_at(tree, after(tree, {"check"})),
              (std::vector<std::string>{"check", "bet 30", "bet 50", "allin 300"}));
    EXPECT_EQ(names_at(tree, after(tree, {"bet 50"})), (std::vector<std::string>{"fold", "call", "allin 300"}));
    // The added bet's subtree is built by the usual sizes, plus its own edit:
    // 2.5x of 75 is 188 (187.5 rounded).
    EXPECT_EQ(names_at(tree, after(tree, {"bet 75"})),
              (std::vector<std::string>{"fold", "call", "raise 188", "raise 200", "allin 300"}));
    // Facing the added bet of 30: the usual raise sizes (the all-in, 270
    // more, is above 1.5 times the pot after calling, 160: not added).
    EXPECT_EQ(names_at(tree, after(tree, {"check", "bet 30"})), (std::vector<std::string>{"fold", "call", "raise 75"}));
    // The untouched part is the plain tree's.
    const GameTree base = build_holdem_tree(plain);
    EXPECT_EQ(names_at(tree, after(tree, {"check", "bet 50"})), names_at(base, after(base, {"check", "bet 50"})));

    // Removing every bet of out of position's first decision gives the tree
    // of a spot where it has no bet size there.
    HoldemSpot removed = plain;
    removed.edits = {{"", "bet 50", true}, {"", "allin 300", true}};
    HoldemSpot no_sizes = plain;
    no_sizes.sizes[0][2].bet.clear();
    const GameTree a = build_holdem_tree(removed), b = build_holdem_tree(no_sizes);
    ASSERT_EQ(a.nodes.size(), b.nodes.size());
    ASSERT_EQ(a.actions.size(), b.actions.size());
    for (std::size_t i = 0; i < a.actions.size(); ++i) EXPECT_EQ(a.actions[i], b.actions[i]);
    // The skeleton check accepts what the build accepts.
    EXPECT_NO_THROW(check_tree_edits(spot));
}

TEST(Solver, TreeEditsApplyAfterEveryCard) {
    HoldemSpot spot = river_spot();
    spot.board = mask_from_ids(parse_cards("Td9d6hQc").data(), 4);
    spot.edits = {{"check, check", "bet 20", false}};
    const GameTree tree = build_holdem_tree(spot);
    const std::uint32_t chance = after(tree, {"check", "check"});
    ASSERT_EQ(tree.nodes[chance].kind, NodeKind::Chance);
    const Node& c = tree.nodes[chance];
    ASSERT_GT(c.num_children, 30u);
    for (std::uint32_t k = 0; k < c.num_children; ++k) {
        const std::uint32_t river = tree.children[c.first_child + k];
        EXPECT_EQ(names_at(tree, river)[1], "bet 20") << k;
    }
    // Another line is untouched after every card: half the pot of 200.
    const std::uint32_t other = after(tree, {"bet 50", "call"});
    const Node& o = tree.nodes[other];
    for (std::uint32_t k = 0; k < o.num_children; ++k)
        EXPECT_EQ(names_at(tree, tree.children[o.first_child + k]),
                  (std::vector<std::string>{"check", "bet 100", "allin 250"}));
    // A solve of the edited tree runs and its strategies sum to one.
    Solver solver(std::make_shared<const solver::Game>(make_holdem(spot)));
    run(solver, 20);
    const std::uint32_t node = tree.children[c.first_child];
    const std::vector<float> strat = solver.average_strategy(node);
    const std::size_t hands = solver.game().num_hands(0);
    ASSERT_EQ(strat.size(), hands * names_at(tree, node).size());
    for (std::size_t h = 0; h < hands; ++h) {
        double sum = 0;
        for (std::size_t a = 0; a < names_at(tree, node).size(); ++a) sum += strat[a * hands + h];
        EXPECT_NEAR(sum, 1.0, 1e-5);
    }
}

TEST(Solver, TreeEditsRefuseWhatTheyCannotDo) {
    const HoldemSpot spot = river_spot();
    // Grammar: Error(Parse), quoting the item.
    for (const auto& [line, action] : std::vector<std::pair<std::string, std::string>>{{"", "fold"},
                                                                                       {"", "bet"},
                                                                                       {"", "bet x"},
                                                                                       {"", "bet -5"},
                                                                                       {"", "jam 50"},
                                                                                       {"deal Kh", "bet 50"},
                                                                                       {"check,", "bet 50"},
                                                                                       {"call 50", "bet 50"},
                                                                                       {"", ""}}) {
        const std::string what = edit_error(spot, {line, action, false}, ErrorKind::Parse);
        EXPECT_NE(what.find("tree edit add \"" + action + "\" after \"" + line + "\""), std::string::npos) << what;
        EXPECT_THROW(check_tree_edit({line, action, false}), Error);
    }
    EXPECT_NO_THROW(check_tree_edit({"check, bet 50", "raise 125", true}));
    // Meaning: Error(InvalidArgument), naming the edit and the problem.
    const std::vector<std::tuple<std::string, std::string, bool, std::string>> cases = {
        {"bet 51", "raise 200", false, "no decision follows that line"},
        {"bet 50, call", "bet 20", false, "no decision follows that line"},  // the river ends
        {"bet 50", "bet 200", false, "a bet is faced there; write raise N"},
        {"", "raise 200", false, "no bet is faced there; write bet N"},
        {"", "bet 400", false, "above all-in (300 chips)"},
        {"bet 50", "raise 60", false, "below the smallest legal size (100 chips)"},
        {"", "bet 50", false, "the node already has that size"},
        {"", "bet 70", true, "the node has no such size"},
        {"", "allin 250", false, "all-in there is 300 chips"},
    };
    for (const auto& [line, action, remove, why] : cases) {
        const std::string what = edit_error(spot, {line, action, remove}, ErrorKind::InvalidArgument);
        EXPECT_NE(what.find(why), std::string::npos) << what;
    }
    // Facing an all-in, no raise is possible.
    const std::string what = edit_error(spot, {"allin 300", "raise 400", false}, ErrorKind::InvalidArgument);
    EXPECT_NE(what.find("no bet or raise is possible there"), std::string::npos) << what;
    // The message lists the sizes there.
    const std::string listed = edit_error(spot, {"", "bet 70", true}, ErrorKind::InvalidArgument);
    EXPECT_NE(listed.find("(the sizes there: bet 50, allin 300)"), std::string::npos) << listed;
}

TEST(Solver, TreeSizeIsBounded) {
    // Small raises over a deep stack: the tree grows exponentially, and the
    // build stops at the limit with a clear error.
    HoldemSpot spot = river_spot();
    spot.stack = 100000;
    spot.merging_threshold = 0;
    spot.set_sizes(parse_bet_sizes("1%, 30%", false), parse_bet_sizes("1%, 30%", true));
    spot.max_tree_nodes = 100000;
    try {
        build_holdem_tree(spot);
        ADD_FAILURE() << "built";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::LimitExceeded);
        EXPECT_NE(std::string(e.what()).find("more than 100000 nodes"), std::string::npos) << e.what();
    }
    EXPECT_EQ(HoldemSpot{}.max_tree_nodes, 1u << 25);
}

TEST(Solver, RiverMatchesBruteForceForAFixedStrategy) {
    HoldemSpot spot = river_spot();
    spot.rake_rate = 0.05;
    spot.rake_cap = 8;
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    // Blocked hands are gone: no hand holds a board card.
    for (int p = 0; p < 2; ++p)
        for (CardMask m : game->hands(p)) EXPECT_EQ(m & spot.board, 0u);
    Solver s(game);
    randomize(s, 7);
    expect_matches_brute_force(s, 1e-3);
}

TEST(Solver, TurnMatchesBruteForceAfterSolving) {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,QQ,AKs,87s", xiapl::Game::Holdem);
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6hQc").data(), 4);
    spot.pot = 100;
    spot.stack = 100;
    spot.set_sizes(parse_bet_sizes("75%", false), parse_bet_sizes("a", true));
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    Solver s(game);
    run(s, 30);
    expect_matches_brute_force(s, 1e-3);
}

HoldemSpot symmetric_turn_spot() {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,QQ,AKs,87s,A5o:0.5", xiapl::Game::Holdem);
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5,76s", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6dQd").data(), 4);
    spot.pot = 100;
    spot.stack = 150;
    spot.set_sizes(parse_bet_sizes("60%", false), parse_bet_sizes("a", true));
    return spot;
}

TEST(Solver, SuitIsomorphismMatchesTheFullTree) {
    HoldemSpot spot = symmetric_turn_spot();
    auto iso = std::make_shared<const solver::Game>(make_holdem(spot));
    spot.suit_isomorphism = false;
    auto full = std::make_shared<const solver::Game>(make_holdem(spot));
    // Clubs, hearts and spades are interchangeable: a river chance node
    // deals 9 diamonds and 13 clubs, the hearts and spades mirror the clubs.
    const auto& nodes = iso->tree().nodes;
    const auto chance =
        std::find_if(nodes.begin(), nodes.end(), [](const Node& n) { return n.kind == NodeKind::Chance; });
    ASSERT_NE(chance, nodes.end());
    const Node& deal = *chance;
    EXPECT_EQ(deal.num_children, 22);
    EXPECT_EQ(deal.num_mirrors, 26);
    EXPECT_LT(iso->storage_bytes(), full->storage_bytes() / 2);
    // The first iterations agree to rounding (the full tree sums its cards
    // in another order; regret matching later amplifies the difference).
    Solver a(iso), b(full);
    run(a, 2);
    run(b, 2);
    EXPECT_NEAR(a.expected_values()[0], b.expected_values()[0], 1e-4);
    EXPECT_NEAR(a.exploitability(), b.exploitability(), 1e-4);
    // Solved, the values agree within what the two solves leave exploitable.
    const SolveResult ra = run(a, 300), rb = run(b, 300);
    EXPECT_LT(ra.exploitability, 0.5);
    EXPECT_LT(rb.exploitability, 0.5);
    EXPECT_NEAR(ra.ev[0], rb.ev[0], 2 * (ra.exploitability + rb.exploitability));
    // The isomorphic solve against the brute force that plays every card.
    expect_matches_brute_force(a, 1e-3);
    // A range with 7c6c alone.
    spot.suit_isomorphism = true;
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5,7c6c", xiapl::Game::Holdem);
    // Clubs no longer swap with hearts or spades; hearts and spades still do.
    const GameTree asymmetric = build_holdem_tree(spot);
    ASSERT_FALSE(asymmetric.mirrors.empty());
    for (const Mirror& m : asymmetric.mirrors) {
        EXPECT_EQ(m.from, 2);
        EXPECT_EQ(m.to, 3);
    }
}

TEST(Solver, NodesByNameWithRangesAndHandValues) {
    auto game = std::make_shared<const solver::Game>(make_holdem(river_spot()));
    Solver s(game);
    run(s, 50);
    const GameTree& t = game->tree();
    const std::uint32_t check = s.child(0, "check");
    EXPECT_EQ(check, t.children[t.nodes[0].first_child]);
    EXPECT_EQ(game->parent(check), 0u);
    EXPECT_EQ(game->parent(0), solver::Game::kNoNode);
    try {
        s.child(0, "bet 51");
        ADD_FAILURE();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
        const std::string m = e.what();
        EXPECT_NE(m.find("\"bet 51\""), std::string::npos) << m;
        EXPECT_NE(m.find("\"bet 50\""), std::string::npos) << m;
    }
    // OOP checked, IP bet 50: the ranges are the weights times the average
    // strategies of those actions.
    const std::uint32_t node = s.child(check, "bet 50");
    const auto r = s.reach(node);
    const auto st0 = s.average_strategy(0), st1 = s.average_strategy(check);
    const std::size_t n0 = game->num_hands(0), n1 = game->num_hands(1);
    for (std::size_t h = 0; h < n0; ++h) EXPECT_FLOAT_EQ(r[0][h], game->weights(0)[h] * st0[0 * n0 + h]);
    for (std::size_t h = 0; h < n1; ++h) EXPECT_FLOAT_EQ(r[1][h], game->weights(1)[h] * st1[1 * n1 + h]);
    // Each hand's value there against the brute force over the opponent's
    // hands at the node.
    const Brute brute{*game, s};
    for (int p = 0; p < 2; ++p) {
        const int o = 1 - p;
        const auto ev = s.hand_values(node, p);
        const std::vector<double> opp(r[o].begin(), r[o].end());
        for (std::size_t h = 0; h < game->num_hands(p); ++h) {
            double fit = 0;
            for (std::size_t k = 0; k < game->num_hands(o); ++k)
                if (!(game->hands(o)[k] & game->hands(p)[h])) fit += opp[k];
            if (fit == 0) continue;
            const double expected = brute.value(node, p, h, opp, false) / fit + 50;
            EXPECT_NEAR(ev[h], expected, 1e-3) << "player " << p << " hand " << h;
            // Between losing a whole stack and winning the other's, each
            // on top of a half of the starting pot.
            EXPECT_GE(ev[h], 50.0 - 350.0);
            EXPECT_LE(ev[h], 50.0 + 350.0);
        }
    }
}

TEST(Solver, TurnNodeAfterACardBlocksIt) {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,QQ,AKs,87s", xiapl::Game::Holdem);
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6hQc").data(), 4);
    spot.pot = 100;
    spot.stack = 100;
    spot.set_sizes(parse_bet_sizes("75%", false), parse_bet_sizes("a", true));
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    Solver s(game);
    run(s, 20);
    const std::uint32_t river = s.child(s.child(s.child(0, "check"), "check"), "deal As");
    EXPECT_EQ(game->tree().nodes[river].board, spot.board | bit(parse_card("As")));
    const auto r = s.reach(river);
    for (int p = 0; p < 2; ++p)
        for (std::size_t h = 0; h < game->num_hands(p); ++h)
            if (game->hands(p)[h] & bit(parse_card("As"))) {
                EXPECT_EQ(r[p][h], 0.0f);
                EXPECT_EQ(s.hand_values(river, p)[h], 0.0);
            }
}

// Equity of each hand against a weighted range over every board to come,
// pair by pair.
std::vector<double> brute_equities(const solver::Game& g, int p, CardMask board, const std::vector<float>& opp) {
    const int o = 1 - p;
    std::vector<CardMask> runouts;
    const int missing = 5 - std::popcount(board);
    if (missing == 0) runouts.push_back(0);
    for (int c = 0; c < 52 && missing > 0; ++c)
        for (int d = c; d < 52; ++d) {
            if ((board >> c & 1) || (board >> d & 1)) continue;
            if ((missing == 1) != (c == d)) continue;
            runouts.push_back(bit(c) | bit(d));
        }
    std::vector<double> eq(g.num_hands(p), 0.0);
    for (std::size_t h = 0; h < eq.size(); ++h) {
        const CardMask mine = g.hands(p)[h];
        if (mine & board) continue;
        double share = 0, weight = 0;
        for (CardMask run : runouts) {
            if (run & mine) continue;
            const CardMask full = board | run;
            const int a = evaluate_mask(full | mine);
            for (std::size_t k = 0; k < g.num_hands(o); ++k) {
                const CardMask theirs = g.hands(o)[k];
                if ((theirs & mine) || (theirs & full) || opp[k] == 0) continue;
                const int b = evaluate_mask(full | theirs);
                weight += opp[k];
                share += opp[k] * (a > b ? 1.0 : a == b ? 0.5 : 0.0);
            }
        }
        if (weight > 0) eq[h] = share / weight;
    }
    return eq;
}

TEST(Solver, HandEquitiesAgainstThePairs) {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,QQ:0.5,AKs,87s,T9o", xiapl::Game::Holdem);
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5,66", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6h").data(), 3);
    spot.pot = 100;
    spot.stack = 100;
    spot.set_sizes(parse_bet_sizes("a", false), {});
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    Solver s(game);
    run(s, 5);
    // The flop root, a turn node and a river node down the check-downs.
    const std::uint32_t turn = s.child(s.child(s.child(0, "check"), "check"), "deal 2c");
    const std::uint32_t river = s.child(s.child(s.child(turn, "check"), "check"), "deal Kh");
    for (std::uint32_t node : {0u, turn, river}) {
        const auto r = s.reach(node);
        for (int p = 0; p < 2; ++p) {
            const auto eq = s.hand_equities(node, p);
            const auto expected = brute_equities(*game, p, game->tree().nodes[node].board, r[1 - p]);
            ASSERT_EQ(eq.size(), expected.size());
            for (std::size_t h = 0; h < eq.size(); ++h) EXPECT_NEAR(eq[h], expected[h], 1e-9) << node << " " << h;
        }
    }
    EXPECT_THROW(Solver(std::make_shared<const solver::Game>(make_kuhn())).hand_equities(0, 0), Error);
}

TEST(Solver, RiverInvariantsAndDeterminism) {
    auto game = std::make_shared<const solver::Game>(make_holdem(river_spot()));
    Solver one(game);
    SolveOptions o;
    o.max_iterations = 200;
    const SolveResult r1 = one.solve(o);
    // EVs add up to the pot without rake.
    EXPECT_NEAR(r1.ev[0] + r1.ev[1], 100, 1e-3);
    EXPECT_LT(r1.exploitability, 0.005 * 100);
    EXPECT_DOUBLE_EQ(r1.exploitability_percent, r1.exploitability / 100 * 100);
    // Strategies sum to one for every hand at every node.
    for (std::uint32_t id = 0; id < game->tree().nodes.size(); ++id) {
        const Node& n = game->tree().nodes[id];
        if (n.kind != NodeKind::Player) continue;
        const auto st = one.average_strategy(id);
        const std::size_t H = game->num_hands(n.player);
        for (std::size_t h = 0; h < H; ++h) {
            double sum = 0;
            for (std::size_t a = 0; a < n.num_children; ++a) {
                EXPECT_GE(st[a * H + h], 0.0f);
                sum += st[a * H + h];
            }
            EXPECT_NEAR(sum, 1.0, 1e-5);
        }
    }
    // The same solve again, and on two threads: the same bits.
    Solver two(game);
    o.threads = 2;
    const SolveResult r2 = two.solve(o);
    EXPECT_EQ(r1.ev, r2.ev);
    EXPECT_EQ(r1.exploitability, r2.exploitability);
    for (std::uint32_t id = 0; id < game->tree().nodes.size(); ++id)
        if (game->tree().nodes[id].kind == NodeKind::Player) {
            EXPECT_EQ(one.average_strategy(id), two.average_strategy(id));
        }
}

namespace {

// The same solve on one and two threads: the same values and strategies, bit for bit.
void expect_same_bits_on_one_and_two_threads(const std::shared_ptr<const solver::Game>& game,
                                             std::uint32_t iterations) {
    SolveOptions o;
    o.max_iterations = iterations;
    Solver one(game);
    const SolveResult r1 = one.solve(o);
    Solver two(game);
    o.threads = 2;
    const SolveResult r2 = two.solve(o);
    EXPECT_EQ(r1.ev, r2.ev);
    EXPECT_EQ(r1.exploitability, r2.exploitability);
    for (std::uint32_t id = 0; id < game->tree().nodes.size(); ++id)
        if (game->tree().nodes[id].kind == NodeKind::Player) {
            EXPECT_EQ(one.average_strategy(id), two.average_strategy(id));
        }
}

}  // namespace

TEST(Solver, TurnIsDeterministicAcrossThreads) {
    HoldemSpot spot;
    spot.oop = Range::parse("AA,QQ,AKs,87s,55", xiapl::Game::Holdem);
    spot.ip = Range::parse("KK,JJ,AQs,T9s:0.5,66", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6hQc").data(), 4);
    spot.pot = 100;
    spot.stack = 200;
    spot.set_sizes(parse_bet_sizes("60%, a", false), parse_bet_sizes("2.5x", true));
    expect_same_bits_on_one_and_two_threads(std::make_shared<const solver::Game>(make_holdem(spot)), 20);
}

TEST(Solver, RiverActionsSplitOverThreadsWithTheSameBits) {
    // A river tree big enough for its actions to be split over the threads.
    HoldemSpot spot;
    spot.oop = Range::parse("22+,A2s+,K2s+,Q6s+,J7s+,T7s+,97s+,86s+,A2o+,K8o+,Q9o+,J9o+", xiapl::Game::Holdem);
    spot.ip = Range::parse("22+,A2s+,K5s+,Q8s+,J8s+,T8s+,97s+,A7o+,KTo+,QTo+,JTo", xiapl::Game::Holdem);
    spot.board = mask_from_ids(parse_cards("Td9d6hQc2s").data(), 5);
    spot.pot = 100;
    spot.stack = 2000;
    spot.set_sizes(parse_bet_sizes("25%, 50%, 100%, 200%, a", false), parse_bet_sizes("2.5x, 4x", true));
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    const std::uint64_t hands = std::max(game->num_hands(0), game->num_hands(1));
    ASSERT_GE(game->tree().nodes.size() * hands, solver::kSplitWork);
    expect_same_bits_on_one_and_two_threads(game, 30);
}

TEST(Solver, CancelAndBadSpots) {
    auto game = std::make_shared<const solver::Game>(make_kuhn());
    Solver s(game);
    SolveOptions o;
    o.max_iterations = 1000;
    o.progress = [](std::uint32_t it, double) { return it >= 20; };
    try {
        s.solve(o);
        ADD_FAILURE();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Cancelled);
    }
    EXPECT_EQ(s.iterations(), 20u);
    HoldemSpot spot = river_spot();
    spot.board = mask_from_ids(parse_cards("Td9d").data(), 2);
    EXPECT_THROW(make_holdem(spot), Error);
    spot = river_spot();
    spot.pot = 0;
    EXPECT_THROW(make_holdem(spot), Error);
    spot = river_spot();
    spot.ip = Range::parse("TdTs", xiapl::Game::Holdem);  // blocked by the board
    EXPECT_THROW(make_holdem(spot), Error);
}
