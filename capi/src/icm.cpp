// C adapters for tournament prize equity (xiapl/icm.hpp).
#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* declares the ICM functions */
#include "guard.hpp"
#include "xiapl/error.hpp"
#include "xiapl/icm.hpp"

using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

namespace {

// A caller's array as a span; NULL is accepted only for a zero count (which
// the core then refuses with its own message).
std::span<const double> array_of(const double* values, std::uint64_t count, const char* name) {
    if (count == 0) return {};
    require_pointer(values, name);
    return {values, static_cast<std::size_t>(count)};
}

void require_threads(std::int32_t threads) {
    if (threads < 0) {
        xiapl::fail(xiapl::ErrorKind::InvalidArgument,
                    "threads is " + std::to_string(threads) + "; give 0 (one per CPU) or a positive count");
    }
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_icm_exact(const double* stacks, uint64_t player_count, const double* payouts,
                                  uint64_t payout_count, double* out_equity, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        require_pointer(out_len, "out_len");
        *out_len = player_count;
        const auto s = array_of(stacks, player_count, "stacks");
        const auto p = array_of(payouts, payout_count, "payouts");
        xiapl::icm::validate(s, p);
        require_capacity(player_count, capacity, out_len);
        require_pointer(out_equity, "out_equity");
        const std::vector<double> equity = xiapl::icm::exact(s, p);
        std::copy(equity.begin(), equity.end(), out_equity);
    });
}

XIAPL_API int32_t xiapl_icm_monte_carlo(const double* stacks, uint64_t player_count, const double* payouts,
                                        uint64_t payout_count, uint64_t iterations, uint64_t seed, int32_t threads,
                                        double* out_equity, double* out_std_error, uint64_t capacity,
                                        uint64_t* out_len) {
    return guarded([&] {
        require_pointer(out_len, "out_len");
        *out_len = player_count;
        const auto s = array_of(stacks, player_count, "stacks");
        const auto p = array_of(payouts, payout_count, "payouts");
        xiapl::icm::validate(s, p);
        require_threads(threads);
        require_capacity(player_count, capacity, out_len);
        require_pointer(out_equity, "out_equity");
        require_pointer(out_std_error, "out_std_error");
        const auto result = xiapl::icm::monte_carlo(s, p, iterations, seed, static_cast<unsigned>(threads));
        std::copy(result.equity.begin(), result.equity.end(), out_equity);
        std::copy(result.std_error.begin(), result.std_error.end(), out_std_error);
    });
}

XIAPL_API int32_t xiapl_icm_bubble_factor(const double* stacks, uint64_t player_count, const double* payouts,
                                          uint64_t payout_count, uint64_t player, uint64_t opponent, double* out_equity,
                                          double* out_equity_win, double* out_equity_lose, double* out_factor,
                                          double* out_break_even, double* out_risk_premium) {
    return guarded([&] {
        require_pointer(out_equity, "out_equity");
        require_pointer(out_equity_win, "out_equity_win");
        require_pointer(out_equity_lose, "out_equity_lose");
        require_pointer(out_factor, "out_factor");
        require_pointer(out_break_even, "out_break_even");
        require_pointer(out_risk_premium, "out_risk_premium");
        const auto bf = xiapl::icm::bubble_factor(array_of(stacks, player_count, "stacks"),
                                                  array_of(payouts, payout_count, "payouts"),
                                                  static_cast<std::size_t>(std::min<uint64_t>(player, SIZE_MAX)),
                                                  static_cast<std::size_t>(std::min<uint64_t>(opponent, SIZE_MAX)));
        *out_equity = bf.equity;
        *out_equity_win = bf.equity_win;
        *out_equity_lose = bf.equity_lose;
        *out_factor = bf.factor;
        *out_break_even = bf.break_even;
        *out_risk_premium = bf.risk_premium;
    });
}

XIAPL_API int32_t xiapl_icm_shove_call(const double* stacks, uint64_t player_count, const double* payouts,
                                       uint64_t payout_count, const double* posted, uint64_t shover, uint64_t caller,
                                       double win, double tie, double* out_rows, uint64_t capacity, uint64_t* out_len,
                                       double* out_break_even) {
    return guarded([&] {
        require_pointer(out_len, "out_len");
        const std::uint64_t needed =
            player_count > UINT64_MAX / XIAPL_ICM_ROWS ? UINT64_MAX : player_count * XIAPL_ICM_ROWS;
        *out_len = needed;
        const auto s = array_of(stacks, player_count, "stacks");
        const auto p = array_of(payouts, payout_count, "payouts");
        xiapl::icm::validate(s, p);
        const auto posts = array_of(posted, player_count, "posted");
        require_pointer(out_break_even, "out_break_even");
        const auto sc =
            xiapl::icm::shove_call(s, p, posts, static_cast<std::size_t>(std::min<uint64_t>(shover, SIZE_MAX)),
                                   static_cast<std::size_t>(std::min<uint64_t>(caller, SIZE_MAX)), win, tie);
        require_capacity(needed, capacity, out_len);
        require_pointer(out_rows, "out_rows");
        const std::vector<double>* rows[XIAPL_ICM_ROWS] = {&sc.fold, &sc.call_win, &sc.call_lose, &sc.call_split,
                                                           &sc.call};
        for (int r = 0; r < XIAPL_ICM_ROWS; ++r) {
            std::copy(rows[r]->begin(), rows[r]->end(), out_rows + static_cast<std::size_t>(r) * player_count);
        }
        *out_break_even = sc.break_even;
    });
}
}
