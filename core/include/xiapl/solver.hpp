// A two-player game solver: Discounted CFR over whole ranges at once.
//
// The engine is range-vs-range ("vectorized"): each player holds a list of
// private hands (card masks with weights) and every pass over the tree moves
// a vector of reach probabilities, one per hand, down and a vector of
// counterfactual values, one per hand, up. The same engine runs Kuhn poker,
// Leduc poker and heads-up No-Limit Hold'em from the flop, turn or river:
// a game is a tree of player, chance, fold and showdown nodes (GameTree),
// the players' hands, and a strength for every (board, hand) at showdown.
//
// Discounted CFR (Brown & Sandholm, "Solving Imperfect-Information Games via
// Discounted Regret Minimization", 2019) with alpha = 1.5, beta = 0,
// gamma = 2: at iteration t, accumulated positive regrets are first scaled by
// (t-1)^1.5 / ((t-1)^1.5 + 1), negative ones by 1/2, and the accumulated
// average strategy by ((t-1)/t)^2, before iteration t's values are added.
// Updates alternate: one iteration updates player 0, then player 1.
//
// docs/solver.md describes the data layout and what is left to build.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/range.hpp"

namespace xiapl::solver {

inline constexpr double kDcfrAlpha = 1.5;
inline constexpr double kDcfrBeta = 0.0;
inline constexpr double kDcfrGamma = 3.0;
// A player node with no chance node below splits its actions over the
// threads when its subtree's nodes times the hands reach this (about a tenth
// of a millisecond of work); a smaller one runs on its worker alone.
inline constexpr std::uint64_t kSplitWork = std::uint64_t{1} << 16;

enum class NodeKind : std::uint8_t { Player, Chance, Fold, Showdown };

enum class ActionKind : std::uint8_t { Fold, Check, Call, Bet, Raise, AllIn, Deal };

// The edge into a node: what was done to reach it.
struct Action {
    ActionKind kind = ActionKind::Check;
    double amount = 0;  // Bet/Raise/AllIn: the actor's total on the street after it; Deal: the card id
    friend bool operator==(const Action&, const Action&) = default;
};

// "check", "bet 120", "raise 300", "allin 900", "call", "fold", "deal Kh".
std::string action_name(const Action& action);

struct Node {
    NodeKind kind = NodeKind::Showdown;
    std::uint8_t player = 0;  // Player: who acts; Fold: who folded
    std::uint8_t street = 0;  // 0 flop, 1 turn, 2 river (toy games: betting round)
    std::uint16_t num_children = 0;
    std::uint32_t first_child = 0;    // index into GameTree::children
    std::uint32_t board_index = 0;    // Showdown: index into the game's showdown boards
    CardMask board = 0;               // the board cards at this node
    std::array<double, 2> contrib{};  // chips each player has put in (the starting pot split equally)
    std::uint64_t offset = 0;         // Player: offset of [action][hand] arrays in the solver's storage
    std::uint32_t first_mirror = 0;   // Chance: index into GameTree::mirrors
    std::uint16_t num_mirrors = 0;    // Chance: cards dealt as a suit swap of a child's card
};

// Suit isomorphism at a chance node: the card `card` is not a child of its
// own; its values are those of child number `child` (the same rank in suit
// `from`), with suits `from` and `to` swapped in every hand. Only where the
// board and both ranges are unchanged by that swap.
struct Mirror {
    std::uint8_t card = 0;
    std::uint8_t from = 0;  // the representative's suit (the smaller)
    std::uint8_t to = 0;    // the card's suit
    std::uint16_t child = 0;
};

// A tree stored flat: node i's children are children[first_child ..
// first_child + num_children), reached by actions[the same index].
struct GameTree {
    std::vector<Node> nodes;  // nodes[0] is the root
    std::vector<std::uint32_t> children;
    std::vector<Action> actions;
    std::vector<Mirror> mirrors;  // by chance node: mirrors[first_mirror .. + num_mirrors)
};

// The cards of `mask` with suits a and b (0..3) exchanged.
constexpr CardMask swap_suits(CardMask mask, int a, int b) {
    const CardMask ma = (mask >> (13 * a)) & 0x1FFF, mb = (mask >> (13 * b)) & 0x1FFF;
    mask &= ~((CardMask{0x1FFF} << (13 * a)) | (CardMask{0x1FFF} << (13 * b)));
    return mask | (ma << (13 * b)) | (mb << (13 * a));
}

// Hand strength at showdown: larger wins, equal ties. Called once per
// (showdown board, hand) when the game is prepared, never while solving.
using StrengthFn = std::function<std::uint32_t(CardMask board, CardMask hand)>;

// A game ready to solve: the tree, both players' hands and showdown boards
// with each player's hands sorted by strength.
class Game {
  public:
    // hole_cards: 1 or 2 cards per hand. deck: every card that exists.
    // hands[p] / weights[p]: player p's private hands (none may hold a card
    // of the root board; weights > 0). base: chips each player had put in at
    // the root. The tree's chance nodes deal one card from the deck.
    Game(int hole_cards, CardMask deck, std::array<std::vector<CardMask>, 2> hands,
         std::array<std::vector<float>, 2> weights, GameTree tree, std::array<double, 2> base, double rake_rate,
         double rake_cap, const StrengthFn& strength);

    // One hand in a board's strength order, packed for the showdown sweep.
    struct HandStrength {
        std::uint16_t hand;      // index into hands(p)
        std::uint16_t strength;  // dense rank on this board: larger wins, equal ties
        std::uint16_t below;     // how many of the other player's hands here are weaker
        std::uint16_t upto;      // ... are weaker or tie
        std::uint8_t card1;      // card slots as card1() / card2() / card2_read()
        std::uint8_t card2;
        std::uint8_t card2_read;
        std::uint8_t unused = 0;
    };
    struct Board {
        CardMask mask = 0;
        std::array<std::vector<HandStrength>, 2> order;  // hands valid on this board, ascending strength
    };

    int hole_cards() const noexcept { return hole_cards_; }
    CardMask deck() const noexcept { return deck_; }
    const GameTree& tree() const noexcept { return tree_; }
    const std::vector<CardMask>& hands(int p) const noexcept { return hands_[p]; }
    const std::vector<float>& weights(int p) const noexcept { return weights_[p]; }
    std::size_t num_hands(int p) const noexcept { return hands_[p].size(); }
    // Hand h's cards as indices for the per-card sums: card1, card2 (52 for
    // one-card hands: a slot that is written, never read) and the read slot
    // of card2 (53, always zero, for one-card hands).
    std::uint8_t card1(int p, std::size_t h) const noexcept { return c1_[p][h]; }
    std::uint8_t card2(int p, std::size_t h) const noexcept { return c2_[p][h]; }
    std::uint8_t card2_read(int p, std::size_t h) const noexcept { return c2r_[p][h]; }
    // The index of the same two cards in the other player's list, or -1.
    std::int32_t same_hand(int p, std::size_t h) const noexcept { return same_[p][h]; }
    // Player p's hands with suits a and b swapped: swapped(p, a, b)[h] is the
    // index of hand h's image (filled for the swaps the tree's mirrors use).
    const std::vector<std::uint16_t>& swapped(int p, int a, int b) const noexcept { return swaps_[a * 4 + b][p]; }
    const std::vector<Board>& boards() const noexcept { return boards_; }
    // The node whose child `node` is (kNoNode for the root).
    std::uint32_t parent(std::uint32_t node) const noexcept { return parent_[node]; }
    static constexpr std::uint32_t kNoNode = 0xFFFFFFFFu;
    std::array<double, 2> base() const noexcept { return base_; }
    double rake_rate() const noexcept { return rake_rate_; }
    double rake_cap() const noexcept { return rake_cap_; }
    double rake(double pot) const noexcept;
    // 1 / (cards a chance node at `board` can deal to a pair of hands).
    double chance_factor(CardMask board) const noexcept;
    // The sum over pairs of hands that fit together (and with the root board)
    // of w0 * w1: the normalizer of the root values.
    double pair_weight() const noexcept { return pair_weight_; }
    // Bytes of regrets and strategy sums a solver allocates: two 32-bit
    // floats per action and hand at every player node, or (compressed) two
    // 16-bit values per action and hand and two float scales per node.
    std::uint64_t storage_bytes(bool compressed = false) const noexcept;
    // Bytes the game itself holds: the tree, the hands and the showdown
    // boards' strength orders. A solve needs this plus Solver::memory_bytes().
    std::uint64_t memory_bytes() const noexcept;

  private:
    int hole_cards_;
    CardMask deck_;
    std::array<std::vector<CardMask>, 2> hands_;
    std::array<std::vector<float>, 2> weights_;
    std::array<std::vector<std::uint8_t>, 2> c1_, c2_, c2r_;
    std::array<std::vector<std::int32_t>, 2> same_;
    std::array<std::array<std::vector<std::uint16_t>, 2>, 16> swaps_;
    std::vector<std::uint32_t> parent_;
    GameTree tree_;
    std::vector<Board> boards_;
    std::array<double, 2> base_;
    double rake_rate_, rake_cap_;
    double pair_weight_ = 0;
};

// ---------------------------------------------------------------------------
// Toy games with known values (proof of the engine).

// Kuhn poker: a 3-card deck (J, Q, K as card ids 0, 1, 2), ante 1, one bet
// of 1, player 0 first. Value for player 0: -1/18.
Game make_kuhn();
// Leduc hold'em: 6 cards (J, Q, K in two suits; ids 0..5, rank id % 3),
// ante 1, bets of 2 then 4, at most two bets a round, one public card
// between the rounds; a pair with the public card wins, else the higher
// rank. Value for player 0: about -0.0856.
Game make_leduc();

// ---------------------------------------------------------------------------
// Heads-up No-Limit Hold'em.

struct BetSize {
    enum class Kind : std::uint8_t { PotFraction, PreviousBet, Geometric, AllIn };
    Kind kind = Kind::PotFraction;
    double value = 0;  // PotFraction: fraction of the pot; PreviousBet: multiple of the bet faced
    int streets = 0;   // Geometric: streets to reach all-in over (0: the streets left)
    friend bool operator==(const BetSize&, const BetSize&) = default;
};

// Parses a list of sizes: "60%, e, a" or "2.5x". Items (commas between):
// "N%" a fraction of the pot (for a raise: of the pot after calling),
// "Nx" a raise to N times the bet faced (raises only), "e" / "Ne" the
// geometric size that gets all-in over the streets left / N streets, "a"
// all-in. Throws Error(Parse) quoting the item and the text as typed.
std::vector<BetSize> parse_bet_sizes(std::string_view text, bool raise);

struct StreetSizes {
    std::vector<BetSize> bet;
    std::vector<BetSize> raise;
    // Out of position's first bet of a turn or river when it called a bet
    // on the street before; empty: the usual bet sizes.
    std::optional<std::vector<BetSize>> donk;
};

// An edit of the betting tree, made while it is built: after the betting
// line `line` (action names as action_name() writes them, comma separated,
// deals left out: "" is the root, "check, bet 120" the node after those;
// the edit applies after every card dealt on the way), add or remove the bet,
// raise or all-in `action` ("bet 50", "raise 300", "allin" or "allin 900";
// amounts are the actor's total on the street). An added size joins the
// sizes of that node (after merging, which it is not subject to); a removed
// one takes its subtree with it. The tree refuses an edit whose line leads to
// no decision, an action that is not a bet, raise or all-in, a size out of
// the legal range, an addition already there or a removal not there.
struct TreeEdit {
    std::string line;
    std::string action;
    bool remove = false;
    friend bool operator==(const TreeEdit&, const TreeEdit&) = default;
};

// Checks an edit's grammar (Error(Parse) quoting the text as typed), so that
// a bad edit is refused when it is given rather than when the tree is built.
void check_tree_edit(const TreeEdit& edit);

struct HoldemSpot {
    Range oop;
    Range ip;
    CardMask board = 0;                               // 3, 4 or 5 cards
    double pot = 0;                                   // the starting pot (> 0)
    double stack = 0;                                 // effective stack behind (> 0)
    double rake_rate = 0;                             // in [0, 1]
    double rake_cap = 0;                              // chips; 0: no cap
    std::array<std::array<StreetSizes, 3>, 2> sizes;  // [player 0 oop, 1 ip][street 0 flop .. 2 river]
    // An all-in is added beside the sizes when the all-in is at most this
    // many times the pot (for a raise: the pot after calling). 0: never.
    double add_allin_threshold = 1.5;
    // A bet or raise becomes all-in when, after it is called, the stack left
    // behind is at most this many times the pot. 0: never.
    double force_allin_threshold = 0.15;
    // Sizes are merged from the largest down: X (a fraction of the pot)
    // removes every smaller Y with (1 + X) / (1 + Y) < 1 + threshold. 0: never.
    double merging_threshold = 0.1;
    // Chance nodes deal one card of each class of suit-isomorphic cards when
    // the board and both ranges are unchanged by swapping two suits (the
    // other cards take its values with the suits swapped).
    bool suit_isomorphism = true;
    // Edits of the tree, applied in order at each node they name.
    std::vector<TreeEdit> edits;
    // The most nodes a tree may have (Error(LimitExceeded) beyond, while it
    // is built): small sizes raised again and again make trees grow
    // exponentially, and a tree this large already needs gigabytes. The
    // reference flop spot of docs/solver.md has 443,734.
    std::uint32_t max_tree_nodes = std::uint32_t{1} << 25;

    // The same sizes for both players on every street.
    void set_sizes(const std::vector<BetSize>& bet, const std::vector<BetSize>& raise);
};

// The betting tree of a spot (throws Error(InvalidArgument) for a bad spot
// or a tree edit it cannot make).
GameTree build_holdem_tree(const HoldemSpot& spot);
// Throws what build_holdem_tree would for the spot's tree edits, building
// one card per chance node (the sizes and lines are the same after every
// card), so that a bad edit is refused when it is given.
void check_tree_edits(const HoldemSpot& spot);
// The solver's game: the tree, the ranges less the hands the board blocks.
Game make_holdem(const HoldemSpot& spot);

// ---------------------------------------------------------------------------
// The solver.

// Called after each exploitability check with the iterations done and the
// exploitability in chips; returning true cancels (Error(Cancelled)).
using SolveProgress = std::function<bool(std::uint32_t iterations, double exploitability)>;

struct SolveOptions {
    std::uint32_t max_iterations = 1000;
    double target_exploitability = 0;  // chips; stop once at or below (0: run max_iterations)
    std::uint32_t check_every = 10;    // iterations between exploitability checks
    unsigned threads = 1;              // workers over chance branches, or actions (river); 0 or 1: serial
    SolveProgress progress;
};

struct SolveResult {
    std::uint32_t iterations = 0;
    double exploitability = 0;          // chips: the mean of the two players' best-response gains
    double exploitability_percent = 0;  // the same as a percentage of the starting pot
    std::array<double, 2> ev{};         // each player's expected share of the pot at the root (chips)
};

class Solver {
  public:
    // compressed: regrets and strategy sums in 16 bits (half the memory of
    // Game::storage_bytes()), each node's block scaled to its largest value.
    explicit Solver(std::shared_ptr<const Game> game, unsigned threads = 1, bool compressed = false);
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    const Game& game() const noexcept { return *game_; }
    bool compressed() const noexcept;
    // Bytes the solver holds: the storage and each worker's scratch (the
    // game's own bytes are Game::memory_bytes()).
    std::uint64_t memory_bytes() const noexcept;

    // One Discounted CFR iteration (both players).
    void iterate();
    std::uint32_t iterations() const noexcept { return iteration_; }
    SolveResult solve(const SolveOptions& options);

    // Values at the root for the average strategies (net chips won, weighted
    // over the pairs of hands that fit together).
    std::array<double, 2> expected_values();
    // Player p's best response value against the other's average strategy.
    std::array<double, 2> best_response_values();
    // Mean of the two best-response gains, chips.
    double exploitability();

    // The average strategy at a player node: [action][hand], each hand's
    // column sums to one (uniform where the hand never reached the node).
    std::vector<float> average_strategy(std::uint32_t node) const;
    // Replaces the accumulated strategy of a node (tests, node locking later).
    void set_strategy(std::uint32_t node, const std::vector<float>& strategy);
    // Per-hand counterfactual values of player p at the root against the
    // other's average strategy (p's average strategy too, or p's best
    // response when best_response).
    std::vector<float> root_values(int p, bool best_response);
    void set_threads(unsigned threads);

    // Navigation: the child of `node` reached by the action named `name` as
    // action_name() writes it ("check", "bet 120", "deal Kh"). Throws
    // Error(InvalidArgument) naming the action and listing the node's.
    std::uint32_t child(std::uint32_t node, std::string_view name) const;
    // Each player's range at a node: the root weights times the average
    // strategy of every action on the way (0 for hands holding a card dealt).
    std::array<std::vector<float>, 2> reach(std::uint32_t node) const;
    // Player p's expected value at a node for each hand, for the average
    // strategies against the opponent's range there: the chips the hand ends
    // with less what it puts in after the root, plus its starting half of the
    // pot (as SolveResult::ev). 0 for a hand that cannot be at the node.
    std::vector<double> hand_values(std::uint32_t node, int p);
    // Player p's equity at a node for each hand: its expected share of the
    // pot (ties split) if the hand were checked down against the opponent's
    // range there, over every board still to come. Hold'em games only (the
    // strengths are the Hold'em evaluator's); 0 for a hand that cannot be
    // at the node.
    std::vector<double> hand_equities(std::uint32_t node, int p) const;

  private:
    struct Impl;
    std::shared_ptr<const Game> game_;
    std::unique_ptr<Impl> impl_;
    std::uint32_t iteration_ = 0;
};

}  // namespace xiapl::solver
