// Monte Carlo chunks: random deals drawn from one chunk's generator.
//
// Chunk c of a run seeded with s uses Rng(equity_chunk_seed(s, c)) and deals
// its trials one after another with the draw of draw.hpp: each trial deals
// the unknown opponents' hole cards first (opponent 1's, then opponent 2's,
// ...), then the board cards still to come. A chunk's counts depend only on
// the seed, the chunk index and its number of trials, never on the thread
// that runs it.
//
// Two builds of every kernel (kernels.inc) exist on x86-64 with GCC and Clang: a
// portable one and one compiled for BMI1 and BMI2 that finds cards with pdep.
// They deal the same cards. The BMI2 one is chosen at run time when the CPU
// has both and runs pdep in hardware (not AMD before family 19h, where it is microcoded
// and slow).
#include <array>
#include <atomic>
#include <bit>
#include <memory>
#include <vector>

#include "draw.hpp"
#include "internal.hpp"
#include "xiapl/rng.hpp"

#include "../portable/cpu.hpp"

namespace xiapl::equity {

struct McPlan {
    Game game = Game::Holdem;
    int known = 0;    // players whose hole cards are given
    int unknown = 0;  // opponents dealt at random
    int hole_size = 2;
    int to_come = 0;
    std::array<std::uint8_t, kDeckSize> deck{};  // the cards left, ascending
    CardMask deck_mask = 0;
    CardMask board = 0;
    DrawPlan draws;
    std::vector<HandState> holes;  // Hold'em: each known player's hole cards plus the board
    std::vector<CardMask> hole_masks;
};

std::shared_ptr<const McPlan> plan_monte_carlo(const Deal& deal, int unknown_opponents) {
    auto plan = std::make_shared<McPlan>();
    plan->game = deal.game;
    plan->known = static_cast<int>(deal.holes.size());
    plan->unknown = unknown_opponents;
    plan->hole_size = deal.hole_size;
    plan->to_come = deal.to_come;
    int size = 0;
    for (CardId id : ids_of(deal.deck)) plan->deck[static_cast<std::size_t>(size++)] = static_cast<std::uint8_t>(id);
    plan->deck_mask = deal.deck;
    plan->board = deal.board;
    plan->draws = DrawPlan(unknown_opponents * deal.hole_size + deal.to_come, size);
    for (CardMask hole : deal.holes) {
        plan->holes.push_back(HandState{}.add_mask(hole | deal.board));
        plan->hole_masks.push_back(hole);
    }
    return plan;
}

namespace {

namespace portable {
using Picker = PortablePicker;
#include "kernels.inc"
}  // namespace portable

#if XIAPL_EQUITY_BMI2
XIAPL_BEGIN_BMI2
namespace bmi2 {

using Picker = DepositPicker;
#include "kernels.inc"

}  // namespace bmi2
XIAPL_END_BMI2
#endif

}  // namespace

namespace {
std::atomic<bool> portable_only{false};
}  // namespace

bool monte_carlo_uses_pdep() noexcept {
#if XIAPL_EQUITY_BMI2
    return detail::cpu_features().fast_pdep && !portable_only.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void force_portable_kernels(bool on) noexcept { portable_only.store(on, std::memory_order_relaxed); }

void run_monte_carlo_chunk(const McPlan& plan, std::uint64_t chunk_seed, std::uint64_t trials, Tally& into) {
    Rng rng(chunk_seed);
    into.evaluated += trials;
#if XIAPL_EQUITY_BMI2
    if (monte_carlo_uses_pdep()) return bmi2::run_chunk(plan, rng, trials, into);
#endif
    portable::run_chunk(plan, rng, trials, into);
}

void run_monte_carlo_chunk_portable(const McPlan& plan, std::uint64_t chunk_seed, std::uint64_t trials, Tally& into) {
    Rng rng(chunk_seed);
    into.evaluated += trials;
    portable::run_chunk(plan, rng, trials, into);
}

}  // namespace xiapl::equity
