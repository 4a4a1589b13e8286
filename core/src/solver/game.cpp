// The solver's game: hands, per-card indices, showdown boards sorted by
// strength, and the toy games (xiapl/solver.hpp).
#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

#include "xiapl/error.hpp"
#include "xiapl/solver.hpp"

namespace xiapl::solver {

Game::Game(int hole_cards, CardMask deck, std::array<std::vector<CardMask>, 2> hands,
           std::array<std::vector<float>, 2> weights, GameTree tree, std::array<double, 2> base, double rake_rate,
           double rake_cap, const StrengthFn& strength)
    : hole_cards_(hole_cards),
      deck_(deck),
      hands_(std::move(hands)),
      weights_(std::move(weights)),
      tree_(std::move(tree)),
      base_(base),
      rake_rate_(rake_rate),
      rake_cap_(rake_cap) {
    if (hole_cards != 1 && hole_cards != 2) fail(ErrorKind::InvalidArgument, "a hand holds 1 or 2 cards");
    if (tree_.nodes.empty()) fail(ErrorKind::InvalidArgument, "the game tree is empty");
    for (int p = 0; p < 2; ++p) {
        if (hands_[p].size() > 65535) fail(ErrorKind::LimitExceeded, "a player holds more than 65,535 hands");
        if (hands_[p].size() != weights_[p].size()) fail(ErrorKind::InvalidArgument, "each hand needs one weight");
        if (hands_[p].empty())
            fail(ErrorKind::InvalidArgument, "player " + std::to_string(p) + " has no hand the board leaves");
        const std::size_t n = hands_[p].size();
        c1_[p].resize(n);
        c2_[p].resize(n);
        c2r_[p].resize(n);
        same_[p].assign(n, -1);
        for (std::size_t h = 0; h < n; ++h) {
            const CardMask m = hands_[p][h];
            if (std::popcount(m) != hole_cards || (m & ~deck_) != 0 || (m & tree_.nodes[0].board) != 0)
                fail(ErrorKind::InvalidArgument, "a hand does not fit the deck and board");
            c1_[p][h] = static_cast<std::uint8_t>(std::countr_zero(m));
            if (hole_cards == 2) {
                c2_[p][h] = c2r_[p][h] = static_cast<std::uint8_t>(63 - std::countl_zero(m));
            } else {
                c2_[p][h] = 52;
                c2r_[p][h] = 53;
            }
        }
    }
    if (hole_cards == 2) {
        std::unordered_map<CardMask, std::int32_t> index;
        for (std::size_t h = 0; h < hands_[1].size(); ++h) index[hands_[1][h]] = static_cast<std::int32_t>(h);
        for (std::size_t h = 0; h < hands_[0].size(); ++h) {
            auto it = index.find(hands_[0][h]);
            if (it != index.end()) {
                same_[0][h] = it->second;
                same_[1][static_cast<std::size_t>(it->second)] = static_cast<std::int32_t>(h);
            }
        }
    }
    parent_.assign(tree_.nodes.size(), kNoNode);
    for (std::uint32_t id = 0; id < tree_.nodes.size(); ++id) {
        const Node& n = tree_.nodes[id];
        for (std::uint32_t k = 0; k < n.num_children; ++k) parent_[tree_.children[n.first_child + k]] = id;
    }
    // Hand permutations of the suit swaps the mirrors use.
    for (const Mirror& m : tree_.mirrors) {
        auto& perm = swaps_[m.from * 4 + m.to];
        if (!perm[0].empty()) continue;
        for (int p = 0; p < 2; ++p) {
            std::unordered_map<CardMask, std::uint16_t> index;
            for (std::size_t h = 0; h < hands_[p].size(); ++h) index[hands_[p][h]] = static_cast<std::uint16_t>(h);
            perm[p].resize(hands_[p].size());
            for (std::size_t h = 0; h < hands_[p].size(); ++h) {
                auto it = index.find(swap_suits(hands_[p][h], m.from, m.to));
                if (it == index.end() || weights_[p][it->second] != weights_[p][h])
                    fail(ErrorKind::InvalidArgument, "a suit swap of the tree changes a range");
                perm[p][h] = it->second;
            }
        }
    }
    // Showdown boards: one entry per distinct board, each player's valid
    // hands sorted by strength once.
    std::map<CardMask, std::uint32_t> board_index;
    for (Node& node : tree_.nodes) {
        if (node.kind != NodeKind::Showdown) continue;
        auto [it, inserted] = board_index.try_emplace(node.board, static_cast<std::uint32_t>(boards_.size()));
        if (inserted) {
            Board b;
            b.mask = node.board;
            // Strengths of both players ranked densely together.
            std::array<std::vector<std::uint32_t>, 2> raw;
            std::vector<std::uint32_t> all;
            for (int p = 0; p < 2; ++p) {
                raw[p].assign(hands_[p].size(), 0);
                for (std::size_t h = 0; h < hands_[p].size(); ++h) {
                    if (hands_[p][h] & node.board) continue;
                    raw[p][h] = strength(node.board, hands_[p][h]);
                    all.push_back(raw[p][h]);
                }
            }
            std::sort(all.begin(), all.end());
            all.erase(std::unique(all.begin(), all.end()), all.end());
            for (int p = 0; p < 2; ++p) {
                for (std::size_t h = 0; h < hands_[p].size(); ++h) {
                    if (hands_[p][h] & node.board) continue;
                    const auto rank = std::lower_bound(all.begin(), all.end(), raw[p][h]) - all.begin();
                    b.order[p].push_back({static_cast<std::uint16_t>(h), static_cast<std::uint16_t>(rank), 0, 0,
                                          c1_[p][h], c2_[p][h], c2r_[p][h]});
                }
                std::stable_sort(b.order[p].begin(), b.order[p].end(),
                                 [](const HandStrength& x, const HandStrength& y) { return x.strength < y.strength; });
            }
            // Where each hand's sweeps stop in the other player's order.
            for (int p = 0; p < 2; ++p) {
                const auto& theirs = b.order[1 - p];
                const auto weaker = [](const HandStrength& x, std::uint16_t s) { return x.strength < s; };
                const auto not_stronger = [](std::uint16_t s, const HandStrength& x) { return s < x.strength; };
                for (HandStrength& hs : b.order[p]) {
                    hs.below = static_cast<std::uint16_t>(
                        std::lower_bound(theirs.begin(), theirs.end(), hs.strength, weaker) - theirs.begin());
                    hs.upto = static_cast<std::uint16_t>(
                        std::upper_bound(theirs.begin(), theirs.end(), hs.strength, not_stronger) - theirs.begin());
                }
            }
            boards_.push_back(std::move(b));
        }
        node.board_index = it->second;
    }
    // Storage offsets: [action][hand] per player node.
    std::uint64_t offset = 0;
    for (Node& node : tree_.nodes) {
        if (node.kind != NodeKind::Player) continue;
        node.offset = offset;
        offset += std::uint64_t{node.num_children} * hands_[node.player].size();
    }
    // The root normalizer: sum of w0 * w1 over pairs sharing no card.
    std::array<double, 54> card{};
    double total = 0;
    for (std::size_t h = 0; h < hands_[1].size(); ++h) {
        const double w = weights_[1][h];
        total += w;
        card[c1_[1][h]] += w;
        card[c2_[1][h]] += w;
    }
    for (std::size_t h = 0; h < hands_[0].size(); ++h) {
        double fit = total - card[c1_[0][h]] - card[c2r_[0][h]];
        if (same_[0][h] >= 0) fit += weights_[1][static_cast<std::size_t>(same_[0][h])];
        pair_weight_ += weights_[0][h] * fit;
    }
    if (!(pair_weight_ > 0)) fail(ErrorKind::InvalidArgument, "no pair of hands fits together with the board");
}

std::uint64_t Game::memory_bytes() const noexcept {
    std::uint64_t bytes = sizeof(Game);
    bytes += tree_.nodes.capacity() * sizeof(Node) + tree_.children.capacity() * sizeof(std::uint32_t) +
             tree_.actions.capacity() * sizeof(Action) + tree_.mirrors.capacity() * sizeof(Mirror) +
             parent_.capacity() * sizeof(std::uint32_t);
    for (const Board& b : boards_)
        bytes += sizeof(Board) + (b.order[0].capacity() + b.order[1].capacity()) * sizeof(HandStrength);
    for (int p = 0; p < 2; ++p) {
        bytes += hands_[p].capacity() * (sizeof(CardMask) + sizeof(float) + 3 + sizeof(std::int32_t));
        for (const auto& swap : swaps_) bytes += swap[p].capacity() * sizeof(std::uint16_t);
    }
    return bytes;
}

double Game::rake(double pot) const noexcept {
    double r = pot * rake_rate_;
    if (rake_cap_ > 0) r = std::min(r, rake_cap_);
    return r;
}

double Game::chance_factor(CardMask board) const noexcept {
    const int left = std::popcount(deck_ & ~board) - 2 * hole_cards_;
    return left > 0 ? 1.0 / left : 0.0;
}

std::uint64_t Game::storage_bytes(bool compressed) const noexcept {
    std::uint64_t entries = 0;
    for (const Node& node : tree_.nodes)
        if (node.kind == NodeKind::Player) entries += std::uint64_t{node.num_children} * hands_[node.player].size();
    if (!compressed) return entries * 2 * sizeof(float);
    return entries * 2 * sizeof(std::uint16_t) + tree_.nodes.size() * 2 * sizeof(float);
}

std::string action_name(const Action& action) {
    auto chips = [](double v) {
        const double r = std::round(v);
        std::string s = std::to_string(static_cast<long long>(r));
        if (r != v) s = std::to_string(v);
        return s;
    };
    switch (action.kind) {
        case ActionKind::Fold:
            return "fold";
        case ActionKind::Check:
            return "check";
        case ActionKind::Call:
            return "call";
        case ActionKind::Bet:
            return "bet " + chips(action.amount);
        case ActionKind::Raise:
            return "raise " + chips(action.amount);
        case ActionKind::AllIn:
            return "allin " + chips(action.amount);
        case ActionKind::Deal: {
            const int id = static_cast<int>(action.amount);
            const char* ranks = "23456789TJQKA";
            const char* suits = "cdhs";
            return std::string("deal ") + ranks[id % 13] + suits[id / 13];
        }
    }
    return "?";
}

namespace {

// A limit poker tree: antes, a fixed bet per round, a cap on bets per
// round, player 0 first each round, one public card between rounds.
struct LimitBuilder {
    GameTree tree;
    std::vector<double> bet_size;  // per round
    int max_bets;
    CardMask deck;

    std::uint32_t add(const Node& node) {
        tree.nodes.push_back(node);
        return static_cast<std::uint32_t>(tree.nodes.size() - 1);
    }
    void link(std::uint32_t parent, const std::vector<std::pair<Action, std::uint32_t>>& kids) {
        tree.nodes[parent].first_child = static_cast<std::uint32_t>(tree.children.size());
        tree.nodes[parent].num_children = static_cast<std::uint16_t>(kids.size());
        for (const auto& [a, c] : kids) {
            tree.children.push_back(c);
            tree.actions.push_back(a);
        }
    }
    // End of a betting round with equal contributions.
    std::uint32_t round_end(int round, std::array<double, 2> c, CardMask board) {
        if (round + 1 >= static_cast<int>(bet_size.size())) {
            Node n;
            n.kind = NodeKind::Showdown;
            n.board = board;
            n.contrib = c;
            n.street = static_cast<std::uint8_t>(round);
            return add(n);
        }
        Node n;
        n.kind = NodeKind::Chance;
        n.board = board;
        n.contrib = c;
        n.street = static_cast<std::uint8_t>(round);
        const std::uint32_t id = add(n);
        std::vector<std::pair<Action, std::uint32_t>> kids;
        for (int card = 0; card < 52; ++card) {
            if (!(deck >> card & 1) || (board >> card & 1)) continue;
            kids.push_back(
                {{ActionKind::Deal, static_cast<double>(card)}, player(round + 1, 0, 0, c, board | bit(card))});
        }
        link(id, kids);
        return id;
    }
    // Player `p` to act; `bets` made this round; `first` whether p opens.
    std::uint32_t player(int round, int p, int bets, std::array<double, 2> c, CardMask board, bool checked = false) {
        Node n;
        n.kind = NodeKind::Player;
        n.player = static_cast<std::uint8_t>(p);
        n.board = board;
        n.contrib = c;
        n.street = static_cast<std::uint8_t>(round);
        const std::uint32_t id = add(n);
        std::vector<std::pair<Action, std::uint32_t>> kids;
        const int o = 1 - p;
        if (c[o] > c[p]) {
            Node f;
            f.kind = NodeKind::Fold;
            f.player = static_cast<std::uint8_t>(p);
            f.board = board;
            f.contrib = c;
            kids.push_back({{ActionKind::Fold, 0}, add(f)});
            std::array<double, 2> called = c;
            called[p] = c[o];
            kids.push_back({{ActionKind::Call, 0}, round_end(round, called, board)});
            if (bets < max_bets) {
                std::array<double, 2> raised = c;
                raised[p] = c[o] + bet_size[round];
                kids.push_back({{ActionKind::Raise, raised[p]}, player(round, o, bets + 1, raised, board)});
            }
        } else {
            kids.push_back({{ActionKind::Check, 0},
                            checked ? round_end(round, c, board) : player(round, o, bets, c, board, true)});
            std::array<double, 2> bet = c;
            bet[p] = c[o] + bet_size[round];
            kids.push_back({{ActionKind::Bet, bet[p]}, player(round, o, bets + 1, bet, board)});
        }
        link(id, kids);
        return id;
    }
};

}  // namespace

Game make_kuhn() {
    LimitBuilder b{{}, {1.0}, 1, 0b111};
    b.player(0, 0, 0, {1.0, 1.0}, 0);
    std::array<std::vector<CardMask>, 2> hands;
    std::array<std::vector<float>, 2> weights;
    for (int p = 0; p < 2; ++p)
        for (int card = 0; card < 3; ++card) {
            hands[p].push_back(bit(card));
            weights[p].push_back(1.0f);
        }
    return Game(1, 0b111, hands, weights, std::move(b.tree), {1.0, 1.0}, 0, 0,
                [](CardMask, CardMask hand) { return static_cast<std::uint32_t>(std::countr_zero(hand)); });
}

Game make_leduc() {
    LimitBuilder b{{}, {2.0, 4.0}, 2, 0b111111};
    b.player(0, 0, 0, {1.0, 1.0}, 0);
    std::array<std::vector<CardMask>, 2> hands;
    std::array<std::vector<float>, 2> weights;
    for (int p = 0; p < 2; ++p)
        for (int card = 0; card < 6; ++card) {
            hands[p].push_back(bit(card));
            weights[p].push_back(1.0f);
        }
    return Game(1, 0b111111, hands, weights, std::move(b.tree), {1.0, 1.0}, 0, 0, [](CardMask board, CardMask hand) {
        const int rank = std::countr_zero(hand) % 3;
        const int public_rank = std::countr_zero(board) % 3;
        return static_cast<std::uint32_t>((rank == public_rank ? 10 : 0) + rank);
    });
}

}  // namespace xiapl::solver
