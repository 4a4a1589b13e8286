// Checking an equity request: the cards, the player limit, the options; and
// the seeds a run uses.
#include <bit>
#include <chrono>
#include <random>
#include <string>

#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/rng.hpp"

namespace xiapl {

int max_equity_players(Game g) {
    // Hold'em and Omaha: every player's hole cards plus a full board of five
    // from one deck. The rules table has the same figure for them.
    return game_rules(g).max_players;
}

std::uint64_t equity_chunk_seed(std::uint64_t seed, std::uint64_t chunk) noexcept {
    const std::uint64_t base = SplitMix64(seed).next();
    return SplitMix64(base + chunk).next();
}

}  // namespace xiapl

namespace xiapl::equity {
namespace {

const char* game_name(Game g) { return game_rules(g).name; }

void check_game(Game g) {
    if (!is_holdem_or_omaha(g)) {
        fail(ErrorKind::InvalidArgument,
             std::string(game_name(g)) +
                 " is not dealt by this path; use Hold'em (0) or Omaha with 4, 5 or 6 cards (1, 2, 3)");
    }
}

std::string player_name(std::size_t i) { return "player " + std::to_string(i); }

}  // namespace

Deal make_deal(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g, int unknown_cards) {
    check_game(g);
    Deal deal;
    deal.game = g;
    deal.hole_size = hole_cards_for(g);
    const std::size_t limit = static_cast<std::size_t>(max_equity_players(g));
    if (holes.empty()) fail(ErrorKind::InvalidArgument, "no players: give at least one player's hole cards");
    if (holes.size() > limit) {
        fail(ErrorKind::LimitExceeded, "at most " + std::to_string(limit) + " players for " + game_name(g) + " (got " +
                                           std::to_string(holes.size()) + "): one deck holds no more hands of " +
                                           std::to_string(deal.hole_size) + " hole cards with a full board");
    }
    check_mask(board, "board");
    check_mask(dead, "dead cards");
    const int board_size = std::popcount(board);
    if (board_size == 1 || board_size == 2 || board_size > 5) {
        fail(ErrorKind::InvalidArgument,
             "the board has " + std::to_string(board_size) +
                 " card(s); a board has 0 (preflop), 3 (flop), 4 (turn) or 5 (river) cards");
    }
    if (board & dead) {
        fail(ErrorKind::InvalidArgument,
             mask_name(board & dead) + " is both on the board and dead; a card can be in one place only");
    }
    CardMask known = board | dead;
    for (std::size_t i = 0; i < holes.size(); ++i) {
        const CardMask hole = holes[i];
        check_mask(hole, "hole cards of " + player_name(i));
        const int size = std::popcount(hole);
        if (size != deal.hole_size) {
            fail(ErrorKind::InvalidArgument, "hole cards of " + player_name(i) + " (" + mask_name(hole) +
                                                 "): " + std::to_string(size) + " card(s); " + game_name(g) +
                                                 " players hold " + std::to_string(deal.hole_size));
        }
        if (hole & known) {
            std::string where = (hole & board) ? "the board" : (hole & dead) ? "the dead cards" : "another player";
            if (!(hole & (board | dead))) {
                for (std::size_t j = 0; j < i; ++j) {
                    if (holes[j] & hole) {
                        where = player_name(j);
                        break;
                    }
                }
            }
            fail(ErrorKind::InvalidArgument, mask_name(hole & known) + " of " + player_name(i) + " is also held by " +
                                                 where + "; every card can be dealt once only");
        }
        known |= hole;
        deal.holes.push_back(hole);
    }
    deal.board = board;
    deal.dead = dead;
    deal.deck = kFullDeck & ~known;
    deal.to_come = 5 - board_size;
    const int left = std::popcount(deal.deck);
    if (left < deal.to_come + unknown_cards) {
        fail(ErrorKind::InvalidArgument, "only " + std::to_string(left) + " card(s) are left in the deck, but " +
                                             std::to_string(deal.to_come + unknown_cards) +
                                             " must still be dealt; remove some dead cards or players");
    }
    return deal;
}

void fail_breakdown_unsupported(Game g) {
    fail(ErrorKind::Unsupported, "the breakdown by hand category is for Hold'em and Omaha high, not " +
                                     std::string(game_rules(g).name) + "; call without it");
}

void check_options(const EquityOptions& options) {
    const int mode = static_cast<int>(options.mode);
    if (mode < 0 || mode > 2) {
        fail(ErrorKind::InvalidArgument,
             "unknown equity mode " + std::to_string(mode) + "; use exact (0), Monte Carlo (1) or auto (2)");
    }
    if (options.mode != EquityMode::Exact) {
        if (options.iterations == 0) {
            fail(ErrorKind::InvalidArgument,
                 "Monte Carlo needs at least 1 iteration; give the number of random deals (e.g. 1000000), "
                 "or ask for exact enumeration");
        }
        if (options.iterations > kMaxEquityIterations) {
            fail(ErrorKind::LimitExceeded,
                 std::to_string(options.iterations) + " iterations requested; the most is 2^63 (9223372036854775808)");
        }
    }
}

std::uint64_t run_seed(const EquityOptions& options) {
    if (options.deterministic) return options.seed;
    std::random_device device;
    std::uint64_t seed = (std::uint64_t{device()} << 32) ^ device();
    seed ^= static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    return SplitMix64(seed).next();
}

}  // namespace xiapl::equity
