// Tournament prize equity (xiapl/icm.hpp).
#include "xiapl/icm.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <limits>
#include <mutex>
#include <numeric>
#include <sstream>
#include <string>
#include <thread>

#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"

#include "portable/wait.hpp"

namespace xiapl::icm {
namespace {

std::string number(double value) {
    std::ostringstream out;
    out.precision(17);
    out << value;
    return out.str();
}

// C(n, k) for n <= 64, k <= 65 (C(64, 32) < 2^64).
struct Binomials {
    std::array<std::array<std::uint64_t, 66>, 65> c{};
    Binomials() {
        for (std::size_t n = 0; n <= 64; ++n) {
            c[n][0] = 1;
            for (std::size_t k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
        }
    }
};
const Binomials& binomials() {
    static const Binomials table;
    return table;
}

// Paid places that matter: trailing zero payouts change nothing.
std::size_t paid_places(std::span<const double> payouts) {
    std::size_t m = payouts.size();
    while (m > 0 && payouts[m - 1] == 0.0) --m;
    return m;
}

// The next set of the same size in increasing (colex) order: Gosper's hack.
std::uint64_t next_subset(std::uint64_t x) {
    const std::uint64_t c = x & (0 - x);
    const std::uint64_t r = x + c;
    return (((r ^ x) >> 2) / c) | r;
}

std::vector<double> exact_unchecked(std::span<const double> stacks, std::span<const double> payouts) {
    const std::size_t n = stacks.size();
    const std::size_t m = std::min(paid_places(payouts), n);
    std::vector<double> equity(n, 0.0);
    if (m == 0) return equity;
    const ExactCost cost = exact_cost(n, m);
    if (!cost.feasible) {
        fail(ErrorKind::LimitExceeded, "exact ICM of " + std::to_string(n) + " players with " + std::to_string(m) +
                                           " paid places would keep " + std::to_string(cost.largest_layer) +
                                           " sets of finished players in one layer; this library keeps at most " +
                                           std::to_string(kMaxExactLayer) + " (and fields of at most " +
                                           std::to_string(kMaxExactPlayers) +
                                           " players): use the Monte Carlo form (iterations, seed) for this field");
    }
    const auto& C = binomials().c;
    double total = 0;
    for (double s : stacks) total += s;

    // w[T] = P(the players of T took the top |T| places) / (chips outside T):
    // then the chance that j outside T takes the next place is w[T] * s_j.
    // Two buffers of the largest layer kept, allocated once: every set of a
    // layer is written before the next layer reads it.
    std::vector<double> prev(std::max<std::uint64_t>(cost.largest_layer, 1));
    std::vector<double> cur(prev.size());
    std::vector<double> place(n);

    // Place 1, and the layer of single players.
    const double w_empty = 1.0 / total;
    for (std::size_t c = 0; c < n; ++c) {
        place[c] = w_empty * stacks[c];
        if (m > 1) {
            const double rest = total - stacks[c];
            cur[c] = rest > 0 ? place[c] / rest : 0.0;
        }
    }
    for (std::size_t j = 0; j < n; ++j) equity[j] += place[j] * payouts[0];
    if (m == 1) return equity;
    prev.swap(cur);

    // The sets U = {c_0 < c_1 < c_2 < ...} of a layer (k >= 2) come grouped
    // by their upper part W = U \ {c_0, c_1}: for one W the low pair runs
    // over every pair below c_2 in colex order, its rank r over [0, C(c_2, 2)),
    // and U's colex rank is rank_W + r. So is each U \ {c_l}'s rank (l >= 2)
    // in the layer below plus a base that depends on W only: those terms,
    // most of the work, are contiguous runs over r. U \ {c_1} and U \ {c_0}
    // are W below the one player left of the pair: ranks base_1 + c_0 and
    // base_1 + c_1.
    const std::size_t pairs = static_cast<std::size_t>(binomials().c[n][2]);
    std::vector<std::uint8_t> low(pairs), high(pairs);
    std::vector<double> pair_chips(pairs);
    for (std::size_t b = 1, r = 0; b < n; ++b) {
        for (std::size_t a = 0; a < b; ++a, ++r) {
            low[r] = static_cast<std::uint8_t>(a);
            high[r] = static_cast<std::uint8_t>(b);
            pair_chips[r] = stacks[a] + stacks[b];
        }
    }
    std::vector<double> mass(pairs);
    std::vector<double> low_place(pairs), high_place(pairs);  // place mass of c_0, c_1 by pair
    std::array<std::uint64_t, 64> base{};                     // rank(U \ {c_l}) - r, l >= 2
    std::array<std::size_t, 64> upper{};                      // c_l, l >= 2
    for (std::size_t k = 2; k <= m; ++k) {                    // sets U of size k: place k
        const bool keep = k < m;
        std::fill(place.begin(), place.end(), 0.0);
        std::fill(low_place.begin(), low_place.end(), 0.0);
        std::fill(high_place.begin(), high_place.end(), 0.0);
        const std::size_t w_size = k - 2;
        const std::uint64_t w_count = C[n - 2][w_size];  // W: (k-2)-sets of {2, ..., n-1}
        std::uint64_t w_bits = w_size == 0 ? 0 : ((std::uint64_t{1} << w_size) - 1);
        for (std::uint64_t w_index = 0; w_index < w_count; ++w_index) {
            const std::uint64_t w = w_bits << 2;
            std::size_t top = n;  // c_2, or n when W is empty
            std::uint64_t rank_w = 0, base_1 = 0;
            double chips_w = 0;
            std::size_t l = 2;
            for (std::uint64_t bits = w; bits != 0; bits &= bits - 1, ++l) {
                const auto c = static_cast<std::size_t>(std::countr_zero(bits));
                if (l == 2) top = c;
                upper[l] = c;
                rank_w += C[c][l + 1];  // C(c_l, l + 1)
                base_1 += C[c][l];      // W's rank one place lower
                chips_w += stacks[c];
            }
            // base_l = sum_{2 <= l' < l} C(c_l', l' + 1) + sum_{l' > l} C(c_l', l')
            {
                std::uint64_t lower = 0, higher = base_1;
                for (std::size_t i = 2; i < k; ++i) {
                    higher -= C[upper[i]][i];
                    base[i] = lower + higher;
                    lower += C[upper[i]][i + 1];
                }
            }
            const std::size_t runs = static_cast<std::size_t>(C[top][2]);
            const double* below = prev.data() + base_1;
            for (std::size_t r = 0; r < runs; ++r) {
                const double t0 = below[high[r]] * stacks[low[r]];
                const double t1 = below[low[r]] * stacks[high[r]];
                low_place[r] += t0;
                high_place[r] += t1;
                mass[r] = t0 + t1;
            }
            for (std::size_t i = 2; i < k; ++i) {
                const double* run = prev.data() + base[i];
                const double s_i = stacks[upper[i]];
                double sum = 0;
                for (std::size_t r = 0; r < runs; ++r) {
                    const double t = run[r] * s_i;
                    sum += t;
                    mass[r] += t;
                }
                place[upper[i]] += sum;
            }
            if (keep) {
                const double rest_w = total - chips_w;
                double* out = cur.data() + rank_w;
                for (std::size_t r = 0; r < runs; ++r) {
                    const double rest = rest_w - pair_chips[r];
                    out[r] = rest > 0 ? mass[r] / rest : 0.0;
                }
            }
            if (w_index + 1 < w_count) w_bits = next_subset(w_bits);
        }
        for (std::size_t r = 0; r < pairs; ++r) {
            place[low[r]] += low_place[r];
            place[high[r]] += high_place[r];
        }
        for (std::size_t j = 0; j < n; ++j) equity[j] += place[j] * payouts[k - 1];
        if (keep) prev.swap(cur);
    }
    return equity;
}

// Rejection sampler of finishing orders: draws in constant time
// proportional to the stacks of an alias table (Walker, built by Vose's
// method), redraws a player already placed, and rebuilds the table over the
// players left once they hold less than half of its chips. Each draw takes
// two numbers of the generator (a slot, then a coin), so an order is a pure
// function of the generator's state.
class OrderSampler {
  public:
    OrderSampler(std::span<const double> stacks, std::size_t paid)
        : stacks_(stacks), paid_(paid), placed_(stacks.size(), 0) {
        std::vector<std::uint32_t> all(stacks.size());
        std::iota(all.begin(), all.end(), std::uint32_t{0});
        build(base_, std::move(all));
    }

    // Writes the first paid_ places (player indices) of one order.
    void draw(Rng& rng, std::vector<std::uint32_t>& order) {
        ++epoch_;
        order.clear();
        const Table* table = &base_;
        double left = base_.total;
        while (order.size() < paid_) {
            if (left < 0.5 * table->total) {
                std::vector<std::uint32_t> ids;
                ids.reserve(table->ids.size());
                for (std::uint32_t id : table->ids) {
                    if (placed_[id] != epoch_) ids.push_back(id);
                }
                build(local_, std::move(ids));
                table = &local_;
                left = local_.total;
            }
            const auto size = static_cast<std::uint32_t>(table->ids.size());
            const std::uint32_t slot = rng.below(size);
            const std::uint32_t at = rng.uniform() < table->keep[slot] ? slot : table->alias[slot];
            const std::uint32_t id = table->ids[at];
            if (placed_[id] == epoch_) continue;
            placed_[id] = epoch_;
            order.push_back(id);
            left -= stacks_[id];
        }
    }

  private:
    struct Table {
        std::vector<std::uint32_t> ids;    // the players, by slot
        std::vector<double> keep;          // the chance a slot keeps its own player
        std::vector<std::uint32_t> alias;  // the slot it gives the rest to
        double total = 0;                  // their chips
    };

    void build(Table& table, std::vector<std::uint32_t> ids) {
        const std::size_t n = ids.size();
        table.ids = std::move(ids);
        table.keep.assign(n, 1.0);
        table.alias.resize(n);
        double total = 0;
        for (std::uint32_t id : table.ids) total += stacks_[id];
        table.total = total;
        // Each slot's share scaled so the mean is 1; slots below 1 are
        // topped up from one slot above 1 each.
        std::vector<double>& share = share_;
        share.resize(n);
        small_.clear();
        large_.clear();
        const double scale = static_cast<double>(n) / total;
        for (std::size_t i = 0; i < n; ++i) {
            share[i] = stacks_[table.ids[i]] * scale;
            table.alias[i] = static_cast<std::uint32_t>(i);
            (share[i] < 1.0 ? small_ : large_).push_back(static_cast<std::uint32_t>(i));
        }
        while (!small_.empty() && !large_.empty()) {
            const std::uint32_t low = small_.back();
            small_.pop_back();
            const std::uint32_t high = large_.back();
            table.keep[low] = share[low];
            table.alias[low] = high;
            share[high] = (share[high] + share[low]) - 1.0;
            if (share[high] < 1.0) {
                large_.pop_back();
                small_.push_back(high);
            }
        }
        // What is left is 1 up to rounding: those slots keep their player.
    }

    std::span<const double> stacks_;
    std::size_t paid_;
    std::vector<std::uint64_t> placed_;  // == epoch_: placed in the current order
    std::uint64_t epoch_ = 0;
    Table base_, local_;
    std::vector<double> share_;
    std::vector<std::uint32_t> small_, large_;
};

// One chunk's sums, touched players only.
struct ChunkSums {
    std::vector<double> sum, square;
    std::vector<std::uint32_t> touched;
    std::vector<std::uint8_t> seen;
    explicit ChunkSums(std::size_t n) : sum(n, 0.0), square(n, 0.0), seen(n, 0) {}
    void clear() {
        for (std::uint32_t j : touched) {
            sum[j] = 0;
            square[j] = 0;
            seen[j] = 0;
        }
        touched.clear();
    }
};

void run_chunk(std::span<const double> stacks, std::span<const double> payouts, std::size_t paid, std::uint64_t seed,
               std::uint64_t chunk, std::uint64_t trials, ChunkSums& into) {
    OrderSampler sampler(stacks, paid);
    Rng rng(chunk_seed(seed, chunk));
    std::vector<std::uint32_t> order;
    order.reserve(paid);
    for (std::uint64_t t = 0; t < trials; ++t) {
        sampler.draw(rng, order);
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::uint32_t j = order[k];
            if (!into.seen[j]) {
                into.seen[j] = 1;
                into.touched.push_back(j);
            }
            into.sum[j] += payouts[k];
            into.square[j] += payouts[k] * payouts[k];
        }
    }
}

}  // namespace

void validate(std::span<const double> stacks, std::span<const double> payouts) {
    if (stacks.empty()) fail(ErrorKind::InvalidArgument, "stacks is empty; give one chip count per player left");
    if (stacks.size() > kMaxPlayers) {
        fail(ErrorKind::LimitExceeded, "stacks has " + std::to_string(stacks.size()) + " players; at most " +
                                           std::to_string(kMaxPlayers) + " are supported");
    }
    double total = 0;
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const double s = stacks[i];
        if (!std::isfinite(s) || s <= 0) {
            fail(ErrorKind::InvalidArgument,
                 "stacks[" + std::to_string(i) + "] is " + number(s) +
                     "; every stack must be a positive finite chip count (leave a player with no chips out of the "
                     "field, and their paid place out of payouts)");
        }
        total += s;
    }
    if (!std::isfinite(total)) {
        fail(ErrorKind::InvalidArgument, "the stacks add up to more than a double holds; give them in smaller units");
    }
    if (payouts.empty()) {
        fail(ErrorKind::InvalidArgument, "payouts is empty; give the prize of each paid place, first place first");
    }
    if (payouts.size() > stacks.size()) {
        fail(ErrorKind::InvalidArgument, "payouts has " + std::to_string(payouts.size()) +
                                             " places but the field has " + std::to_string(stacks.size()) +
                                             " players; give at most one payout per player left (the places still "
                                             "to be paid, first place first)");
    }
    for (std::size_t k = 0; k < payouts.size(); ++k) {
        const double p = payouts[k];
        if (!std::isfinite(p) || p < 0) {
            fail(ErrorKind::InvalidArgument,
                 "payouts[" + std::to_string(k) + "] is " + number(p) + "; every payout must be a finite amount >= 0");
        }
        if (k > 0 && p > payouts[k - 1]) {
            fail(ErrorKind::InvalidArgument,
                 "payouts[" + std::to_string(k) + "] (" + number(p) + ") is larger than payouts[" +
                     std::to_string(k - 1) + "] (" + number(payouts[k - 1]) +
                     "); list the payouts from first place down, each no larger than the one before");
        }
    }
}

ExactCost exact_cost(std::uint64_t players, std::uint64_t paid) {
    ExactCost cost;
    const std::uint64_t m = std::min(paid, players);
    if (players > static_cast<std::uint64_t>(kMaxExactPlayers)) {
        cost.largest_layer = ~std::uint64_t{0};
        cost.terms = ~std::uint64_t{0};
        return cost;
    }
    const auto& C = binomials().c;
    for (std::uint64_t k = 0; k < m; ++k) cost.largest_layer = std::max(cost.largest_layer, C[players][k]);
    for (std::uint64_t k = 1; k <= m; ++k) {
        const std::uint64_t add = C[players][k] * k;
        cost.terms = (cost.terms > ~std::uint64_t{0} - add) ? ~std::uint64_t{0} : cost.terms + add;
    }
    cost.feasible = cost.largest_layer <= kMaxExactLayer;
    return cost;
}

std::vector<double> exact(std::span<const double> stacks, std::span<const double> payouts) {
    validate(stacks, payouts);
    return exact_unchecked(stacks, payouts);
}

std::uint64_t chunk_seed(std::uint64_t seed, std::uint64_t chunk) {
    SplitMix64 mix(seed ^ 0x1C3E5A7F9B2D4C6EULL);
    const std::uint64_t base = mix.next();
    SplitMix64 per(base + chunk * 0x9E3779B97F4A7C15ULL);
    return per.next();
}

MonteCarloResult monte_carlo(std::span<const double> stacks, std::span<const double> payouts, std::uint64_t iterations,
                             std::uint64_t seed, unsigned threads) {
    validate(stacks, payouts);
    if (iterations < 2) {
        fail(ErrorKind::InvalidArgument,
             "iterations is " + std::to_string(iterations) + "; give at least 2 (a standard error needs two samples)");
    }
    const std::size_t n = stacks.size();
    const std::size_t paid = std::min(paid_places(payouts), n);
    const std::uint64_t chunks = (iterations + kChunkIterations - 1) / kChunkIterations;
    unsigned workers = threads == 0 ? std::max(1u, std::thread::hardware_concurrency()) : threads;
    workers = static_cast<unsigned>(std::min<std::uint64_t>({workers, kMaxThreads, chunks}));

    std::vector<double> sum(n, 0.0), square(n, 0.0);
    auto trials_of = [&](std::uint64_t c) { return std::min(kChunkIterations, iterations - c * kChunkIterations); };
    // Chunk c's sums are added only after chunk c - 1's: the same order at
    // every thread count.
    auto merge = [&](const ChunkSums& part) {
        for (std::uint32_t j : part.touched) {
            sum[j] += part.sum[j];
            square[j] += part.square[j];
        }
    };
    if (workers <= 1) {
        ChunkSums part(n);
        for (std::uint64_t c = 0; c < chunks; ++c) {
            part.clear();
            run_chunk(stacks, payouts, paid, seed, c, trials_of(c), part);
            merge(part);
        }
    } else {
        std::atomic<std::uint64_t> next{0};
        std::atomic<bool> stop{false};
        std::mutex mutex;
        std::condition_variable turn;
        std::uint64_t merged = 0;
        std::exception_ptr failure;
        auto work = [&] {
            try {
                ChunkSums part(n);
                for (;;) {
                    const std::uint64_t c = next.fetch_add(1);
                    if (c >= chunks || stop.load()) break;
                    part.clear();
                    run_chunk(stacks, payouts, paid, seed, c, trials_of(c), part);
                    std::unique_lock<std::mutex> lock(mutex);
                    detail::wait_until_true(turn, lock, [&] { return merged == c || stop.load(); });
                    if (stop.load()) break;
                    merge(part);
                    ++merged;
                    turn.notify_all();
                }
            } catch (...) {
                std::lock_guard<std::mutex> lock(mutex);
                if (!failure) failure = std::current_exception();
                stop.store(true);
                turn.notify_all();
            }
        };
        std::vector<std::thread> pool;
        pool.reserve(workers);
        try {
            for (unsigned w = 0; w < workers; ++w) pool.emplace_back(work);
        } catch (...) {
            {
                std::lock_guard<std::mutex> lock(mutex);
                stop.store(true);
                turn.notify_all();
            }
            for (auto& t : pool) t.join();
            throw;
        }
        for (auto& t : pool) t.join();
        if (failure) std::rethrow_exception(failure);
    }

    MonteCarloResult result;
    result.iterations = iterations;
    result.equity.resize(n);
    result.std_error.resize(n);
    const double count = static_cast<double>(iterations);
    for (std::size_t j = 0; j < n; ++j) {
        const double mean = sum[j] / count;
        const double variance = std::max(0.0, (square[j] - count * mean * mean) / (count - 1));
        result.equity[j] = mean;
        result.std_error[j] = std::sqrt(variance / count);
    }
    return result;
}

std::vector<double> exact_with_busts(std::span<const double> stacks, std::span<const double> before,
                                     std::span<const double> payouts) {
    const std::size_t n = stacks.size();
    std::vector<std::size_t> alive, busted;
    for (std::size_t i = 0; i < n; ++i) (stacks[i] > 0 ? alive : busted).push_back(i);
    std::stable_sort(busted.begin(), busted.end(), [&](std::size_t a, std::size_t b) { return before[a] > before[b]; });
    std::vector<double> equity(n, 0.0);
    std::vector<double> live(alive.size());
    for (std::size_t i = 0; i < alive.size(); ++i) live[i] = stacks[alive[i]];
    const std::size_t live_places = std::min(payouts.size(), alive.size());
    if (live_places > 0 && paid_places(payouts.first(live_places)) > 0) {
        const std::vector<double> part = exact_unchecked(live, payouts.first(live_places));
        for (std::size_t i = 0; i < alive.size(); ++i) equity[alive[i]] = part[i];
    }
    for (std::size_t b = 0; b < busted.size(); ++b) {
        const std::size_t place = alive.size() + b;
        if (place < payouts.size()) equity[busted[b]] = payouts[place];
    }
    return equity;
}

namespace {

void require_player(std::size_t index, std::size_t n, const char* name) {
    if (index >= n) {
        fail(ErrorKind::InvalidArgument, std::string(name) + " is " + std::to_string(index) + " but the field has " +
                                             std::to_string(n) + " players (0 .. " + std::to_string(n - 1) + ")");
    }
}

}  // namespace

BubbleFactor bubble_factor(std::span<const double> stacks, std::span<const double> payouts, std::size_t player,
                           std::size_t opponent) {
    validate(stacks, payouts);
    require_player(player, stacks.size(), "player");
    require_player(opponent, stacks.size(), "opponent");
    if (player == opponent) {
        fail(ErrorKind::InvalidArgument,
             "player and opponent are both " + std::to_string(player) + "; an all-in needs two different players");
    }
    const double e = std::min(stacks[player], stacks[opponent]);
    std::vector<double> win(stacks.begin(), stacks.end()), lose(stacks.begin(), stacks.end());
    win[player] += e;
    win[opponent] -= e;
    lose[player] -= e;
    lose[opponent] += e;
    BubbleFactor out;
    out.equity = exact(stacks, payouts)[player];
    out.equity_win = exact_with_busts(win, stacks, payouts)[player];
    out.equity_lose = exact_with_busts(lose, stacks, payouts)[player];
    const double gain = out.equity_win - out.equity;
    const double loss = out.equity - out.equity_lose;
    out.factor = gain > 0 ? loss / gain : std::numeric_limits<double>::infinity();
    out.break_even = gain + loss > 0 ? loss / (gain + loss) : 1.0;
    out.risk_premium = out.break_even - 0.5;
    return out;
}

ShoveCall shove_call(std::span<const double> stacks, std::span<const double> payouts, std::span<const double> posted,
                     std::size_t shover, std::size_t caller, double win, double tie) {
    validate(stacks, payouts);
    const std::size_t n = stacks.size();
    require_player(shover, n, "shover");
    require_player(caller, n, "caller");
    if (shover == caller) {
        fail(ErrorKind::InvalidArgument,
             "shover and caller are both " + std::to_string(shover) + "; the caller must be another player");
    }
    if (posted.size() != n) {
        fail(ErrorKind::InvalidArgument, "posted has " + std::to_string(posted.size()) + " amounts but stacks has " +
                                             std::to_string(n) + "; give one amount per player (0 for none)");
    }
    double dead = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(posted[i]) || posted[i] < 0 || posted[i] > stacks[i]) {
            fail(ErrorKind::InvalidArgument, "posted[" + std::to_string(i) + "] is " + number(posted[i]) +
                                                 " but stacks[" + std::to_string(i) + "] is " + number(stacks[i]) +
                                                 "; a player posts between 0 and their whole stack");
        }
        if (i != shover && i != caller) dead += posted[i];
    }
    if (!(win >= 0 && win <= 1) || !(tie >= 0 && tie <= 1) || win + tie > 1 + 1e-12) {
        fail(ErrorKind::InvalidArgument, "win is " + number(win) + " and tie " + number(tie) +
                                             "; each must be in [0, 1] and together they must not exceed 1");
    }
    std::vector<double> base(stacks.begin(), stacks.end());
    for (std::size_t i = 0; i < n; ++i) {
        if (i != shover && i != caller) base[i] -= posted[i];
    }
    const double e = std::min(stacks[shover], stacks[caller]);
    std::vector<double> fold = base, called_win = base, called_lose = base, split = base;
    fold[caller] -= posted[caller];
    fold[shover] += dead + posted[caller];
    called_win[caller] += e + dead;
    called_win[shover] -= e;
    called_lose[shover] += e + dead;
    called_lose[caller] -= e;
    split[shover] += dead / 2;
    split[caller] += dead / 2;

    ShoveCall out;
    out.fold = exact_with_busts(fold, stacks, payouts);
    out.call_win = exact_with_busts(called_win, stacks, payouts);
    out.call_lose = exact_with_busts(called_lose, stacks, payouts);
    out.call_split = exact_with_busts(split, stacks, payouts);
    const double lose = std::max(0.0, 1.0 - win - tie);
    out.call.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        out.call[i] = win * out.call_win[i] + tie * out.call_split[i] + lose * out.call_lose[i];
    }
    const double w = out.call_win[caller], l = out.call_lose[caller], f = out.fold[caller];
    out.break_even = w > l ? std::clamp((f - l) / (w - l), 0.0, 1.0) : (f <= l ? 0.0 : 1.0);
    return out;
}

}  // namespace xiapl::icm
