// C adapters for the postflop solver (xiapl/solver.hpp).
#include <algorithm>
#include <bit>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#define XIAPL_UNSTABLE_API /* declares the solver functions */
#include "guard.hpp"
#include "xiapl/error.hpp"
#include "xiapl/range.hpp"
#include "xiapl/solver.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

struct xiapl_solver {
    solver::HoldemSpot spot;
    std::shared_ptr<const solver::Game> game;  // built by the first call that needs it
    std::unique_ptr<solver::Solver> solver;    // made by the first solve (or node query)
    bool compressed = false;
};

namespace {

constexpr std::size_t kSpotFirstSize = sizeof(xiapl_solver_spot);
constexpr std::size_t kOptionsFirstSize = sizeof(xiapl_solver_options);
constexpr unsigned kMaxThreads = 256;

xiapl_solver_spot spot_defaults() {
    xiapl_solver_spot s{};
    s.struct_size = sizeof s;
    s.suit_isomorphism = 1;
    s.add_allin_threshold = 1.5;
    s.force_allin_threshold = 0.15;
    s.merging_threshold = 0.1;
    return s;
}

xiapl_solver_options options_defaults() {
    xiapl_solver_options o{};
    o.struct_size = sizeof o;
    o.max_iterations = 1000;
    o.target_percent = 0.5;
    o.check_every = 10;
    o.threads = 1;
    return o;
}

std::string number(double x) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

void require_positive(double value, const char* what) {
    if (!(value > 0) || !std::isfinite(value))
        fail(ErrorKind::InvalidArgument,
             std::string("spot->") + what + " is " + number(value) + "; give a positive, finite number of chips");
}

void check_numbers(const xiapl_solver_spot& s) {
    require_positive(s.pot, "pot");
    require_positive(s.stack, "stack");
    if (!(s.rake_rate >= 0 && s.rake_rate <= 1))
        fail(ErrorKind::InvalidArgument,
             "spot->rake_rate is " + number(s.rake_rate) + "; give a fraction of the pot from 0 to 1 (0.05 for 5%)");
    if (!(s.rake_cap >= 0) || !std::isfinite(s.rake_cap))
        fail(ErrorKind::InvalidArgument,
             "spot->rake_cap is " + number(s.rake_cap) + "; give 0 (no cap) or a positive number of chips");
    const std::pair<double, const char*> thresholds[] = {{s.add_allin_threshold, "add_allin_threshold"},
                                                         {s.force_allin_threshold, "force_allin_threshold"},
                                                         {s.merging_threshold, "merging_threshold"}};
    for (const auto& [t, name] : thresholds)
        if (!(t >= 0) || !std::isfinite(t))
            fail(ErrorKind::InvalidArgument,
                 std::string("spot->") + name + " is " + number(t) + "; give 0 (off) or a positive number");
}

void check_board(std::uint64_t board) {
    const int cards = std::popcount(board);
    if ((board >> 52) != 0)
        fail(ErrorKind::InvalidArgument, "the board mask has a bit at 52 or above; cards are bits 0 .. 51");
    if (cards < 3 || cards > 5)
        fail(ErrorKind::InvalidArgument,
             "the board holds " + std::to_string(cards) + " card(s); give 3, 4 or 5 (a flop, turn or river spot)");
}

// A range, an error naming which one.
Range parse_range(const char* text, const char* which) {
    try {
        return Range::parse(text, Game::Holdem);
    } catch (const Error& e) {
        fail(e.kind(), std::string(which) + ": " + e.what());
    }
}

// The game, built on first use; the sizes are fixed from then on.
const solver::Game& game_of(xiapl_solver* s) {
    require_pointer(s, "solver");
    if (!s->game) s->game = std::make_shared<const solver::Game>(solver::make_holdem(s->spot));
    return *s->game;
}

// The solver, made on first use (a node query before any solve reads the
// uniform strategy of a fresh one).
solver::Solver& solver_of(xiapl_solver* s) {
    game_of(s);
    if (!s->solver) s->solver = std::make_unique<solver::Solver>(s->game, 1, s->compressed);
    return *s->solver;
}

const solver::Node& node_of(xiapl_solver* s, std::uint32_t node) {
    const auto& nodes = game_of(s).tree().nodes;
    if (node >= nodes.size())
        fail(ErrorKind::InvalidArgument, "node " + std::to_string(node) + " is out of range; the tree has " +
                                             std::to_string(nodes.size()) + " nodes (0 is the root)");
    return nodes[node];
}

int player_of(std::int32_t player) {
    if (player != XIAPL_SOLVER_OOP && player != XIAPL_SOLVER_IP)
        fail(ErrorKind::InvalidArgument,
             "player is " + std::to_string(player) + "; give XIAPL_SOLVER_OOP (0) or XIAPL_SOLVER_IP (1)");
    return player;
}

std::string lower_trimmed(std::string_view text) {
    std::size_t a = 0, b = text.size();
    while (a < b && std::isspace(static_cast<unsigned char>(text[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(text[b - 1]))) --b;
    std::string out(text.substr(a, b - a));
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    // Runs of spaces inside a name count as one ("bet  120").
    out.erase(std::unique(out.begin(), out.end(), [](char x, char y) { return x == ' ' && y == ' '; }), out.end());
    return out;
}

template <class T>
void write_values(const std::vector<T>& values, double* out, std::uint64_t capacity, std::uint64_t* out_len) {
    require_capacity(values.size(), capacity, out_len);
    if (!values.empty()) require_pointer(out, "out");
    std::transform(values.begin(), values.end(), out, [](T v) { return static_cast<double>(v); });
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_solver_spot_init(xiapl_solver_spot* spot, uint32_t struct_size) {
    return guarded([&] {
        capi::init_sized(spot_defaults(), spot, struct_size, kSpotFirstSize, "spot", "xiapl_solver_spot_init");
    });
}

XIAPL_API int32_t xiapl_solver_create(const char* oop_range, const char* ip_range, uint64_t board,
                                      const xiapl_solver_spot* spot, const char* bets, const char* raises,
                                      xiapl_solver** out_solver) {
    return guarded([&] {
        require_pointer(oop_range, "oop_range");
        require_pointer(ip_range, "ip_range");
        require_pointer(spot, "spot");
        require_pointer(bets, "bets");
        require_pointer(raises, "raises");
        require_pointer(out_solver, "out_solver");
        const xiapl_solver_spot s =
            capi::read_sized(spot, spot_defaults(), kSpotFirstSize, "spot", "xiapl_solver_spot_init");
        check_board(board);
        check_numbers(s);
        auto handle = std::make_unique<xiapl_solver>();
        solver::HoldemSpot& h = handle->spot;
        h.oop = parse_range(oop_range, "the out of position range");
        h.ip = parse_range(ip_range, "the in position range");
        h.board = board;
        h.pot = s.pot;
        h.stack = s.stack;
        h.rake_rate = s.rake_rate;
        h.rake_cap = s.rake_cap;
        h.add_allin_threshold = s.add_allin_threshold;
        h.force_allin_threshold = s.force_allin_threshold;
        h.merging_threshold = s.merging_threshold;
        h.suit_isomorphism = s.suit_isomorphism != 0;
        h.set_sizes(solver::parse_bet_sizes(bets, false), solver::parse_bet_sizes(raises, true));
        const std::pair<const Range*, std::string> ranges[] = {
            {&h.oop, "the out of position range \"" + std::string(oop_range) + "\""},
            {&h.ip, "the in position range \"" + std::string(ip_range) + "\""}};
        for (const auto& [range, name] : ranges)
            if (range->valid_combos(board).empty())
                fail(ErrorKind::InvalidArgument,
                     name + " has no hand without a board card; give a range with hands the board leaves");
        *out_solver = handle.release();
    });
}

XIAPL_API void xiapl_solver_destroy(xiapl_solver* solver) { delete solver; }

XIAPL_API int32_t xiapl_solver_set_sizes(xiapl_solver* solver, int32_t player, int32_t street, const char* bets,
                                         const char* raises, const char* donks) {
    return guarded([&] {
        require_pointer(solver, "solver");
        if (player < XIAPL_SOLVER_BOTH_PLAYERS || player > XIAPL_SOLVER_IP)
            fail(ErrorKind::InvalidArgument, "player is " + std::to_string(player) +
                                                 "; give XIAPL_SOLVER_OOP, XIAPL_SOLVER_IP or "
                                                 "XIAPL_SOLVER_BOTH_PLAYERS");
        if (street < XIAPL_SOLVER_ALL_STREETS || street > XIAPL_SOLVER_RIVER)
            fail(ErrorKind::InvalidArgument, "street is " + std::to_string(street) +
                                                 "; give XIAPL_SOLVER_FLOP, _TURN, _RIVER or XIAPL_SOLVER_ALL_STREETS");
        if (solver->game)
            fail(ErrorKind::InvalidArgument,
                 "the tree is already built (by a solve, a memory estimate or a node query); set the sizes "
                 "before those, or create a new solver");
        // Parse everything first: a bad list changes nothing.
        std::optional<std::vector<solver::BetSize>> b, r;
        std::optional<std::optional<std::vector<solver::BetSize>>> d;
        if (bets) b = solver::parse_bet_sizes(bets, false);
        if (raises) r = solver::parse_bet_sizes(raises, true);
        if (donks) {
            if (lower_trimmed(donks) == "-")
                d.emplace(std::nullopt);
            else
                d.emplace(solver::parse_bet_sizes(donks, false));
        }
        for (int p = 0; p < 2; ++p) {
            if (player != XIAPL_SOLVER_BOTH_PLAYERS && player != p) continue;
            for (int st = 0; st < 3; ++st) {
                if (street != XIAPL_SOLVER_ALL_STREETS && street != st) continue;
                solver::StreetSizes& sizes = solver->spot.sizes[p][st];
                if (b) sizes.bet = *b;
                if (r) sizes.raise = *r;
                if (d && p == 0) sizes.donk = *d;
            }
        }
    });
}

namespace {

// Adds a tree edit once the skeleton of the tree accepts it; a refused edit
// leaves the handle as it was.
void add_edit(xiapl_solver* solver, const char* line, const char* action, bool remove) {
    require_pointer(solver, "solver");
    require_pointer(line, "line");
    require_pointer(action, "action");
    if (solver->game)
        fail(ErrorKind::InvalidArgument,
             "the tree is already built (by a solve, a memory estimate or a node query); edit it before those, or "
             "create a new solver");
    solver::TreeEdit edit{line, action, remove};
    solver::check_tree_edit(edit);
    solver->spot.edits.push_back(std::move(edit));
    try {
        solver::check_tree_edits(solver->spot);
    } catch (...) {
        solver->spot.edits.pop_back();
        throw;
    }
}

}  // namespace

XIAPL_API int32_t xiapl_solver_add_action(xiapl_solver* solver, const char* line, const char* action) {
    return guarded([&] { add_edit(solver, line, action, false); });
}

XIAPL_API int32_t xiapl_solver_remove_action(xiapl_solver* solver, const char* line, const char* action) {
    return guarded([&] { add_edit(solver, line, action, true); });
}

XIAPL_API int32_t xiapl_solver_memory(xiapl_solver* solver, int32_t compressed, uint64_t* out_game,
                                      uint64_t* out_bytes) {
    return guarded([&] {
        require_pointer(solver, "solver");
        require_pointer(out_game, "out_game");
        require_pointer(out_bytes, "out_bytes");
        const solver::Game& g = game_of(solver);
        *out_game = g.memory_bytes();
        *out_bytes = g.memory_bytes() + g.storage_bytes(compressed != 0);
    });
}

XIAPL_API int32_t xiapl_solver_options_init(xiapl_solver_options* options, uint32_t struct_size) {
    return guarded([&] {
        capi::init_sized(options_defaults(), options, struct_size, kOptionsFirstSize, "options",
                         "xiapl_solver_options_init");
    });
}

XIAPL_API int32_t xiapl_solver_solve(xiapl_solver* solver, const xiapl_solver_options* options,
                                     xiapl_solver_result* out_result) {
    return guarded([&] {
        require_pointer(solver, "solver");
        capi::require_struct_size(out_result, "out_result", "xiapl_solver_result");
        const xiapl_solver_options o = options ? capi::read_sized(options, options_defaults(), kOptionsFirstSize,
                                                                  "options", "xiapl_solver_options_init")
                                               : options_defaults();
        if (o.max_iterations == 0) fail(ErrorKind::InvalidArgument, "options->max_iterations is 0; give at least 1");
        if (o.check_every == 0) fail(ErrorKind::InvalidArgument, "options->check_every is 0; give at least 1");
        if (o.threads == 0 || o.threads > kMaxThreads)
            fail(ErrorKind::InvalidArgument,
                 "options->threads is " + std::to_string(o.threads) + "; give 1 to " + std::to_string(kMaxThreads));
        if (!(o.target_chips >= 0) || !std::isfinite(o.target_chips))
            fail(ErrorKind::InvalidArgument,
                 "options->target_chips is " + number(o.target_chips) + "; give 0 (none) or a positive number");
        if (!(o.target_percent >= 0) || !std::isfinite(o.target_percent))
            fail(ErrorKind::InvalidArgument, "options->target_percent is " + number(o.target_percent) +
                                                 "; give 0 (none) or a positive percentage of the pot");
        const auto start = std::chrono::steady_clock::now();
        game_of(solver);
        if (solver->solver && solver->solver->iterations() == 0) solver->solver.reset();  // not solved yet
        if (solver->solver && solver->solver->compressed() != (o.compressed != 0))
            fail(ErrorKind::InvalidArgument, std::string("options->compressed is ") + (o.compressed ? "1" : "0") +
                                                 " but this solver already holds " +
                                                 (solver->compressed ? "16-bit" : "32-bit") +
                                                 " storage; keep the first solve's setting or create a new solver");
        if (!solver->solver) {
            solver->compressed = o.compressed != 0;
            solver->solver = std::make_unique<solver::Solver>(solver->game, o.threads, solver->compressed);
        }
        solver::SolveOptions so;
        so.max_iterations = o.max_iterations;
        so.check_every = o.check_every;
        so.threads = o.threads;
        so.target_exploitability = o.target_chips > 0 ? o.target_chips : o.target_percent / 100 * solver->spot.pot;
        if (o.progress) {
            so.progress = [&o](std::uint32_t iterations, double exploitability) {
                return o.progress(o.progress_user, iterations, exploitability) != 0;
            };
        }
        const solver::SolveResult r = solver->solver->solve(so);
        xiapl_solver_result out{};
        out.struct_size = sizeof out;
        out.iterations = r.iterations;
        out.exploitability = r.exploitability;
        out.exploitability_percent = r.exploitability_percent;
        out.ev[0] = r.ev[0];
        out.ev[1] = r.ev[1];
        out.memory_bytes = solver->game->memory_bytes() + solver->solver->memory_bytes();
        out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        capi::write_sized(out, out_result);
    });
}

XIAPL_API int32_t xiapl_solver_node(xiapl_solver* solver, const char* path, uint32_t* out_node) {
    return guarded([&] {
        require_pointer(solver, "solver");
        require_pointer(path, "path");
        require_pointer(out_node, "out_node");
        const solver::GameTree& t = game_of(solver).tree();
        std::uint32_t node = 0;
        std::string_view rest = path;
        std::string walked;
        const bool empty = lower_trimmed(rest).empty();
        while (!empty) {
            const std::size_t comma = rest.find(',');
            const std::string item = lower_trimmed(rest.substr(0, comma));
            const solver::Node& n = t.nodes[node];
            std::uint32_t next = solver::Game::kNoNode;
            std::string names;
            for (std::uint32_t k = 0; k < n.num_children; ++k) {
                const std::string name = solver::action_name(t.actions[n.first_child + k]);
                if (lower_trimmed(name) == item) next = t.children[n.first_child + k];
                names += (k ? ", " : "") + name;
            }
            if (next == solver::Game::kNoNode) {
                const std::string where = walked.empty() ? "at the root" : "after \"" + walked + "\"";
                if (n.num_children == 0)
                    fail(ErrorKind::InvalidArgument, "no action \"" + item + "\" in the path \"" + std::string(path) +
                                                         "\": the hand ends " + where);
                std::string hint;
                if (n.kind == solver::NodeKind::Chance && item.rfind("deal ", 0) == 0)
                    hint =
                        " (a card missing from this list is dealt through the card of the same rank in the suit "
                        "that suit isomorphism keeps)";
                fail(ErrorKind::InvalidArgument, "no action \"" + item + "\" " + where + " in the path \"" +
                                                     std::string(path) + "\"; the actions there are " + names + hint);
            }
            walked += (walked.empty() ? "" : ", ") + item;
            node = next;
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        *out_node = node;
    });
}

XIAPL_API int32_t xiapl_solver_node_info(xiapl_solver* solver, uint32_t node, xiapl_solver_node_facts* out_info) {
    return guarded([&] {
        require_pointer(out_info, "out_info");
        capi::require_struct_size(out_info, "out_info", "xiapl_solver_node_facts");
        const solver::Node& n = node_of(solver, node);
        xiapl_solver_node_facts info{};
        info.struct_size = sizeof info;
        info.kind = static_cast<int32_t>(n.kind);
        info.player = (n.kind == solver::NodeKind::Player || n.kind == solver::NodeKind::Fold) ? n.player : -1;
        info.street = n.street;
        info.action_count = n.num_children;
        info.parent = solver->game->parent(node);
        info.board = n.board;
        info.contrib[0] = n.contrib[0];
        info.contrib[1] = n.contrib[1];
        capi::write_sized(info, out_info);
    });
}

XIAPL_API int32_t xiapl_solver_actions(xiapl_solver* solver, uint32_t node, char* buf, uint64_t capacity,
                                       uint64_t* out_len) {
    return guarded([&] {
        const solver::Node& n = node_of(solver, node);
        const solver::GameTree& t = solver->game->tree();
        std::string text;
        for (std::uint32_t k = 0; k < n.num_children; ++k)
            text += (k ? "," : "") + solver::action_name(t.actions[n.first_child + k]);
        capi::write_text(text, buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_solver_hands(xiapl_solver* solver, int32_t player, uint64_t* out_hands, double* out_weights,
                                     uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const int p = player_of(player);
        const solver::Game& g = game_of(solver);
        require_capacity(g.num_hands(p), capacity, out_len);
        require_pointer(out_hands, "out_hands");
        std::copy(g.hands(p).begin(), g.hands(p).end(), out_hands);
        if (out_weights) std::copy(g.weights(p).begin(), g.weights(p).end(), out_weights);
    });
}

XIAPL_API int32_t xiapl_solver_strategy(xiapl_solver* solver, uint32_t node, double* out, uint64_t capacity,
                                        uint64_t* out_len) {
    return guarded([&] {
        const solver::Node& n = node_of(solver, node);
        if (n.kind != solver::NodeKind::Player)
            fail(ErrorKind::InvalidArgument,
                 "node " + std::to_string(node) + " is not a player's decision (it deals a card or ends the hand)");
        write_values(solver_of(solver).average_strategy(node), out, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_solver_range(xiapl_solver* solver, uint32_t node, int32_t player, double* out,
                                     uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const int p = player_of(player);
        node_of(solver, node);
        write_values(solver_of(solver).reach(node)[p], out, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_solver_ev(xiapl_solver* solver, uint32_t node, int32_t player, double* out, uint64_t capacity,
                                  uint64_t* out_len) {
    return guarded([&] {
        const int p = player_of(player);
        node_of(solver, node);
        require_pointer(out_len, "out_len");
        if (capacity < solver->game->num_hands(p)) {
            require_capacity(solver->game->num_hands(p), capacity, out_len);
        }
        write_values(solver_of(solver).hand_values(node, p), out, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_solver_equity(xiapl_solver* solver, uint32_t node, int32_t player, double* out,
                                      uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const int p = player_of(player);
        node_of(solver, node);
        require_pointer(out_len, "out_len");
        if (capacity < solver->game->num_hands(p)) {
            require_capacity(solver->game->num_hands(p), capacity, out_len);
        }
        write_values(solver_of(solver).hand_equities(node, p), out, capacity, out_len);
    });
}

}  // extern "C"
