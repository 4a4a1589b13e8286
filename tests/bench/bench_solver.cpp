// The solver on the reference spots of docs/benchmarks.md ("Solver"): the
// tree size, the memory of regrets and strategies, and the iterations and
// seconds to reach a target exploitability (a percentage of the pot).
//   bench_solver [river|turn|flop] [threads] [target percent] [max iterations] [16]
// (16: regrets and strategy sums in 16 bits)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "xiapl/cards.hpp"
#include "xiapl/solver.hpp"

using namespace xiapl;
using namespace xiapl::solver;

int main(int argc, char** argv) {
    const std::string street = argc > 1 ? argv[1] : "river";
    const unsigned threads = argc > 2 ? static_cast<unsigned>(std::atoi(argv[2])) : 1;
    const double target = argc > 3 ? std::atof(argv[3]) : 0.5;
    const std::uint32_t max_iterations = argc > 4 ? static_cast<std::uint32_t>(std::atoi(argv[4])) : 1000;
    const bool compressed = argc > 5 && std::string(argv[5]) == "16";
    const char* board = street == "flop" ? "Td9d6h" : street == "turn" ? "Td9d6hQc" : "Td9d6hQc2s";
    HoldemSpot spot;
    spot.oop = Range::parse("66+,A8s+,A5s-A4s,AJo+,K9s+,KQo,QTs+,JTs,96s+,85s+,75s+,65s,54s", xiapl::Game::Holdem);
    spot.ip = Range::parse("QQ-22,AQs-A2s,ATo+,K5s+,KJo+,Q8s+,J8s+,T7s+,96s+,86s+,75s+,64s+,53s+", xiapl::Game::Holdem);
    const auto ids = parse_cards(board);
    spot.board = mask_from_ids(ids.data(), ids.size());
    spot.pot = 200;
    spot.stack = 900;
    spot.set_sizes(parse_bet_sizes("60%, e, a", false), parse_bet_sizes("2.5x", true));
    spot.add_allin_threshold = 1.5;
    spot.force_allin_threshold = 0.15;
    spot.merging_threshold = 0.1;
    const auto t0 = std::chrono::steady_clock::now();
    auto game = std::make_shared<const solver::Game>(make_holdem(spot));
    const auto t1 = std::chrono::steady_clock::now();
    std::size_t player_nodes = 0;
    for (const Node& n : game->tree().nodes) player_nodes += n.kind == NodeKind::Player;
    std::printf("%s %s: %zu nodes (%zu player), hands %zu vs %zu, storage %.1f MB, build %.2f s\n", street.c_str(),
                board, game->tree().nodes.size(), player_nodes, game->num_hands(0), game->num_hands(1),
                static_cast<double>(game->storage_bytes(compressed)) / 1e6,
                std::chrono::duration<double>(t1 - t0).count());
    Solver solver(game, threads, compressed);
    std::printf("memory: game %.1f MB + solver %.1f MB\n", static_cast<double>(game->memory_bytes()) / 1e6,
                static_cast<double>(solver.memory_bytes()) / 1e6);
    SolveOptions o;
    o.max_iterations = max_iterations;
    o.target_exploitability = target / 100 * spot.pot;
    o.threads = threads;
    o.check_every = 10;
    const auto t2 = std::chrono::steady_clock::now();
    const SolveResult r = solver.solve(o);
    const auto t3 = std::chrono::steady_clock::now();
    std::printf(
        "threads %u: %u iterations, %.3f s, exploitability %.4f chips (%.4f%% of the pot), EV oop %.4f ip %.4f\n",
        threads, r.iterations, std::chrono::duration<double>(t3 - t2).count(), r.exploitability,
        r.exploitability / spot.pot * 100, r.ev[0], r.ev[1]);
    return 0;
}
