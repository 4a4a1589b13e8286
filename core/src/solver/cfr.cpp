// Discounted CFR over whole ranges (xiapl/solver.hpp).
//
// One recursive pass per player and iteration carries the opponent's reach
// (one float per opponent hand) down and returns the traverser's
// counterfactual values (one float per own hand). Per node the solver keeps
// two float arrays laid out [action][hand]: accumulated regrets and the
// accumulated strategy. Scratch vectors come from a per-worker arena sized
// once, so the iteration loop allocates nothing.
//
// Terminals cost O(hands): a fold's value for hand h is the opponent reach
// of the hands sharing no card with h, total - sum[card1] - sum[card2] +
// reach[the same two cards]; a showdown sweeps both players' hands sorted
// by strength (once per board) keeping per-card sums of the weaker (then the
// stronger) opponent hands.
#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>
#include <type_traits>

#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/solver.hpp"

#include "../portable/wait.hpp"

namespace xiapl::solver {
namespace {

enum class Mode { Train, BestResponse, Expected };

// A stack of floats: alloc() bumps, the caller restores the mark. One per
// worker, each on its own cache line: the tops change at every node, and two
// sharing a line would bounce it between the cores.
struct alignas(64) Arena {
    std::vector<float> buf;
    std::size_t top = 0;
    float* alloc(std::size_t n) {
        float* p = buf.data() + top;
        top += n;
        return p;
    }
};

// A fixed set of worker threads running parallel_for bodies; the calling
// thread takes part as worker 0. A parallel_for inside a body runs serially.
// A solve calls parallel_for at every chance node of every pass, a fraction
// of a millisecond of work each, so waking a sleeping thread would cost a
// good share of it: the threads first spin a little on the job counter and
// the pending count, and sleep on the condition variables only after that.
class Pool {
  public:
    explicit Pool(unsigned threads) : size_(std::max(1u, threads)), shares_(size_) {
        for (unsigned w = 1; w < size_; ++w) workers_.emplace_back([this, w] { run(w); });
    }
    ~Pool() {
        {
            std::lock_guard lock(mutex_);
            stop_.store(true);
            generation_.fetch_add(1);
        }
        wake_.notify_all();
        for (auto& t : workers_) t.join();
    }
    unsigned size() const noexcept { return size_; }

    template <class F>
    void parallel_for(std::size_t n, unsigned caller, F&& body) {
        if (size_ == 1 || n < 2 || nested_) {
            for (std::size_t i = 0; i < n; ++i) body(i, caller);
            return;
        }
        using Body = std::remove_reference_t<F>;
        {
            std::lock_guard lock(mutex_);
            // The body is called through a plain function pointer: no
            // allocation per call.
            job_ = static_cast<void*>(&body);
            call_ = [](void* ctx, std::size_t i, unsigned w) { (*static_cast<Body*>(ctx))(i, w); };
            // Worker w starts on the w-th contiguous share of the indices,
            // so a core keeps meeting the same subtrees (and their storage
            // in its cache) from one pass to the next.
            for (unsigned w = 0; w < size_; ++w) {
                shares_[w].next.store(n * w / size_);
                shares_[w].end = n * (w + 1) / size_;
            }
            pending_.store(size_ - 1);
            generation_.fetch_add(1);  // publishes the job to the spinning workers
        }
        wake_.notify_all();
        nested_ = true;
        work(0);
        nested_ = false;
        if (!spin_until([this] { return pending_.load() == 0; })) {
            std::unique_lock lock(mutex_);
            detail::wait_until_true(done_, lock, [this] { return pending_.load() == 0; });
        }
    }

  private:
    // Spins for some tens of microseconds until ready(); false if it never
    // was. Long enough to bridge the caller's serial work between two chance
    // nodes, so a worker seldom sleeps mid-solve (docs/benchmarks.md times
    // shorter spins).
    template <class Ready>
    static bool spin_until(Ready ready) {
        for (int i = 0; i < kSpins; ++i)
            if (ready()) return true;
        return false;
    }
    static constexpr int kSpins = 1 << 16;

    // Its own share first, then what is left of the others'.
    void work(unsigned w) {
        for (unsigned k = 0; k < size_; ++k) {
            Share& share = shares_[(w + k) % size_];
            for (;;) {
                const std::size_t i = share.next.fetch_add(1);
                if (i >= share.end) break;
                call_(job_, i, w);
            }
        }
    }
    void run(unsigned w) {
        std::uint64_t seen = 0;
        for (;;) {
            auto started = [&] { return generation_.load() != seen; };
            if (!spin_until(started)) {
                std::unique_lock lock(mutex_);
                detail::wait_until_true(wake_, lock, started);
            }
            seen = generation_.load();
            if (stop_.load()) return;
            nested_ = true;
            work(w);
            nested_ = false;
            // The last worker out wakes a caller that went to sleep; the lock
            // orders the notify after the caller's check of pending_.
            if (pending_.fetch_sub(1) == 1) {
                std::lock_guard lock(mutex_);
                done_.notify_all();
            }
        }
    }
    unsigned size_;
    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    void* job_ = nullptr;
    void (*call_)(void*, std::size_t, unsigned) = nullptr;
    // The indices left to a worker (taken by it and by those that run out),
    // the pending count and the generation each on a cache line of their
    // own: they change or are spun on all through a job.
    struct alignas(64) Share {
        std::atomic<std::size_t> next{0};
        std::size_t end = 0;
    };
    std::vector<Share> shares_;
    alignas(64) std::atomic<unsigned> pending_{0};
    alignas(64) std::atomic<std::uint64_t> generation_{0};
    std::atomic<bool> stop_{false};
    static thread_local bool nested_;
};
thread_local bool Pool::nested_ = false;

}  // namespace

struct Solver::Impl {
    const Game& g;
    bool compressed;
    std::vector<float> regret;    // [node offset + action * hands + hand]
    std::vector<float> strategy;  // accumulated average strategy, same layout
    // 16-bit storage: each node's block scaled to its largest magnitude
    // (regrets signed, strategy sums unsigned), the scale per node.
    std::vector<std::int16_t> regret16;
    std::vector<std::uint16_t> strategy16;
    std::vector<float> regret_scale, strategy_scale;  // by node id
    std::vector<Arena> arenas;
    std::unique_ptr<Pool> pool;
    std::size_t arena_floats = 0;
    // Discount factors of the current iteration.
    float pos_discount = 0, neg_discount = 0, strategy_discount = 0;

    Impl(const Game& game, unsigned threads, bool compress) : g(game), compressed(compress) {
        const std::uint64_t entries = g.storage_bytes() / (2 * sizeof(float));
        if (compressed) {
            regret16.assign(entries, 0);
            strategy16.assign(entries, 0);
            regret_scale.assign(g.tree().nodes.size(), 0.0f);
            strategy_scale.assign(g.tree().nodes.size(), 0.0f);
        } else {
            regret.assign(entries, 0.0f);
            strategy.assign(entries, 0.0f);
        }
        arena_floats = need(0);
        split_actions.assign(g.tree().nodes.size(), 0);
        mark_splits(0);
        set_threads(threads);
    }

    void set_threads(unsigned threads) {
        pool = std::make_unique<Pool>(std::max(1u, threads));
        arenas.assign(pool->size(), Arena{});
        for (Arena& a : arenas) a.buf.assign(arena_floats, 0.0f);
    }

    // The children of a player node: in parallel where no chance node is
    // below (a river tree; elsewhere the chance nodes take the threads) and
    // the subtree is worth a split, else in order. Each child writes its own
    // row and touches only its own subtree's storage, and the rows are
    // combined in action order after, so the bits do not depend on the
    // thread count.
    template <class F>
    void actions(std::uint32_t id, std::size_t A, unsigned worker, F&& body) {
        if (split_actions[id]) {
            pool->parallel_for(A, worker, body);
            return;
        }
        for (std::size_t a = 0; a < A; ++a) body(a, worker);
    }
    // Whether a node's actions run in parallel: no chance node at or below
    // it, and kSplitWork or more below it, which a split's wake-ups and
    // joins do not eat.
    std::vector<std::uint8_t> split_actions;
    struct Below {
        bool chance;
        std::uint64_t nodes;
    };
    Below mark_splits(std::uint32_t id) {
        const Node& n = g.tree().nodes[id];
        Below below{n.kind == NodeKind::Chance, 1};
        for (std::uint32_t k = 0; k < n.num_children; ++k) {
            const Below child = mark_splits(g.tree().children[n.first_child + k]);
            below.chance = below.chance || child.chance;
            below.nodes += child.nodes;
        }
        const std::uint64_t hands = std::max(g.num_hands(0), g.num_hands(1));
        split_actions[id] = !below.chance && below.nodes * hands >= kSplitWork;
        return below;
    }

    // Scratch floats a pass below `node` needs at most (per worker).
    std::size_t need(std::uint32_t id) const {
        const std::size_t h = std::max(g.num_hands(0), g.num_hands(1));
        const Node& n = g.tree().nodes[id];
        std::size_t deepest = 0;
        for (std::uint32_t k = 0; k < n.num_children; ++k)
            deepest = std::max(deepest, need(g.tree().children[n.first_child + k]));
        switch (n.kind) {
            case NodeKind::Player:
                return (4 * std::size_t{n.num_children} + 3) * h + deepest;
            case NodeKind::Chance:
                return (std::size_t{n.num_children} + 2) * h + deepest;
            default:
                return 0;
        }
    }

    std::size_t block(const Node& n) const { return std::size_t{n.num_children} * g.num_hands(n.player); }

    // The largest |x| (or x, for sums that are never negative) of a block.
    // Non-negative floats order as their bit patterns do: the maximum is
    // taken over the patterns as integers, a reduction that vectorizes.
    template <bool Abs>
    static float block_max(const float* x, std::size_t size) {
        std::uint32_t top = 0;
        for (std::size_t i = 0; i < size; ++i) {
            std::uint32_t b = std::bit_cast<std::uint32_t>(x[i]);
            b = Abs ? b & 0x7FFFFFFFu : (b >> 31 ? 0u : b);
            top = top < b ? b : top;
        }
        return std::bit_cast<float>(top);
    }
    // Round to nearest, halves away from zero, by truncation (no libm call,
    // so the loops vectorize); |x| stays within the 16-bit range.
    static std::int32_t round_signed(float x) { return static_cast<std::int32_t>(x + (x < 0 ? -0.5f : 0.5f)); }
    static std::int32_t round_unsigned(float x) { return static_cast<std::int32_t>(x + 0.5f); }

    void store_regrets(std::uint32_t id, const Node& n, const float* r) {
        if (!compressed) return;
        const std::size_t size = block(n);
        const float top = block_max<true>(r, size);
        regret_scale[id] = top;
        const float k = top > 0 ? 32767.0f / top : 0.0f;
        std::int16_t* dst = regret16.data() + n.offset;
        for (std::size_t i = 0; i < size; ++i) dst[i] = static_cast<std::int16_t>(round_signed(r[i] * k));
    }
    // A node's accumulated strategy as floats (as regrets()).
    float* strategies(std::uint32_t id, const Node& n, float* buf) {
        if (!compressed) return strategy.data() + n.offset;
        const std::uint16_t* src = strategy16.data() + n.offset;
        const float k = strategy_scale[id] / 65535.0f;
        const std::size_t size = block(n);
        for (std::size_t i = 0; i < size; ++i) buf[i] = static_cast<float>(src[i]) * k;
        return buf;
    }
    void store_strategies(std::uint32_t id, const Node& n, const float* st) {
        if (!compressed) return;
        const std::size_t size = block(n);
        const float top = block_max<false>(st, size);
        strategy_scale[id] = top;
        const float k = top > 0 ? 65535.0f / top : 0.0f;
        std::uint16_t* dst = strategy16.data() + n.offset;
        for (std::size_t i = 0; i < size; ++i) dst[i] = static_cast<std::uint16_t>(round_unsigned(st[i] * k));
    }

    // c ? a : b by bit masks: both values are computed and no branch is
    // left for the compiler to move a floating-point operation into (which
    // it would not then vectorize).
    static float pick(bool c, float a, float b) {
        const std::uint32_t m = 0u - static_cast<std::uint32_t>(c);
        return std::bit_cast<float>((std::bit_cast<std::uint32_t>(a) & m) | (std::bit_cast<std::uint32_t>(b) & ~m));
    }
    // Each hand's column of x (A rows) divided by its sum, uniform where the
    // sum is 0, into out (A + 1 rows; the last is scratch; x may be out).
    // Row by row, so that every loop vectorizes; each hand's sum is taken
    // in action order.
    static void normalize(const float* x, std::size_t A, std::size_t hands, float* out) {
        float* sum = out + A * hands;
        std::fill(sum, sum + hands, 0.0f);
        for (std::size_t a = 0; a < A; ++a)
            for (std::size_t h = 0; h < hands; ++h) sum[h] += x[a * hands + h];
        for (std::size_t h = 0; h < hands; ++h) {
            const bool some = sum[h] > 0;
            sum[h] = pick(some, 1.0f / pick(some, sum[h], 1.0f), 0.0f);
        }
        const float uniform = 1.0f / static_cast<float>(A);
        for (std::size_t a = 0; a < A; ++a)
            for (std::size_t h = 0; h < hands; ++h)
                out[a * hands + h] = pick(sum[h] > 0, x[a * hands + h] * sum[h], uniform);
    }
    // Regret matching: strategy[a][h] proportional to max(regret, 0),
    // uniform where no regret is positive. out holds A + 1 rows. From 16-bit
    // regrets the node's scale cancels out: the codes are matched as they are.
    template <class T>
    static void regret_match(const T* r, std::size_t A, std::size_t hands, float* out) {
        for (std::size_t i = 0; i < A * hands; ++i) {
            const T x = r[i] > T{0} ? r[i] : T{0};  // max in the storage's own type
            out[i] = static_cast<float>(x);
        }
        normalize(out, A, hands, out);
    }
    // The current strategy of a node (regret matching) into out (A + 1 rows).
    void current(const Node& n, float* out) const {
        const std::size_t hands = g.num_hands(n.player);
        if (compressed)
            regret_match(regret16.data() + n.offset, n.num_children, hands, out);
        else
            regret_match(regret.data() + n.offset, n.num_children, hands, out);
    }

    // The average strategy of a node into out ([action][hand], A + 1 rows).
    void average(std::uint32_t id, const Node& n, float* out) {
        const std::size_t hands = g.num_hands(n.player), A = n.num_children;
        normalize(strategies(id, n, out), A, hands, out);  // 16-bit: decoded into out
    }

    void fold(const Node& n, int p, const float* opp, float* cfv) const {
        const int o = 1 - p;
        const double pot = n.contrib[0] + n.contrib[1];
        const double payoff = n.player == p ? -n.contrib[p] : n.contrib[o] - g.rake(pot);
        std::array<double, 54> card{};
        double total = 0;
        const std::size_t no = g.num_hands(o);
        for (std::size_t h = 0; h < no; ++h) {
            const double r = opp[h];
            total += r;
            card[g.card1(o, h)] += r;
            card[g.card2(o, h)] += r;
        }
        const std::size_t np = g.num_hands(p);
        const auto& masks = g.hands(p);
        for (std::size_t h = 0; h < np; ++h) {
            if (masks[h] & n.board) {
                cfv[h] = 0;
                continue;
            }
            double fit = total - card[g.card1(p, h)] - card[g.card2_read(p, h)];
            const std::int32_t same = g.same_hand(p, h);
            if (same >= 0) fit += opp[same];
            cfv[h] = static_cast<float>(fit * payoff);
        }
    }

    // Without rake (tie == 0) two sweeps: the weaker opponent hands, then
    // the stronger. With rake a hand's ties cost it too: the opponent reach
    // it meets at all (as at a fold) less the weaker and the stronger.
    void showdown(const Node& n, int p, const float* opp, float* cfv) const {
        const int o = 1 - p;
        const Game::Board& b = g.boards()[n.board_index];
        const auto& mine = b.order[p];
        const auto& theirs = b.order[o];
        const double pot = n.contrib[0] + n.contrib[1];
        const double rake = g.rake(pot);
        const double win = n.contrib[o] - rake, lose = -n.contrib[p], tie = (pot - rake) / 2 - n.contrib[p];
        std::fill(cfv, cfv + g.num_hands(p), 0.0f);
        const Game::HandStrength* their = theirs.data();
        const std::size_t count = theirs.size();
        // Stronger-than sweep: opponent hands strictly weaker than each hand.
        std::array<double, 54> card{};
        double cum = 0;
        std::size_t j = 0;
        for (const auto& hs : mine) {
            for (; j < hs.below; ++j) {
                const float r = opp[their[j].hand];
                cum += r;
                card[their[j].card1] += r;
                card[their[j].card2] += r;
            }
            const double w = cum - card[hs.card1] - card[hs.card2_read];
            cfv[hs.hand] = static_cast<float>(w * (win - tie));
        }
        std::array<double, 54> total_card{};
        double total = 0;
        if (tie != 0) {
            // The rest of theirs: the total of fitting hands.
            for (; j < count; ++j) {
                const float r = opp[their[j].hand];
                cum += r;
                card[their[j].card1] += r;
                card[their[j].card2] += r;
            }
            total = cum;
            total_card = card;
        }
        // Weaker-than sweep, from the strongest down.
        card.fill(0);
        cum = 0;
        std::size_t k = count;
        for (std::size_t i = mine.size(); i-- > 0;) {
            const auto& hs = mine[i];
            for (; k > hs.upto; --k) {
                const float r = opp[their[k - 1].hand];
                cum += r;
                card[their[k - 1].card1] += r;
                card[their[k - 1].card2] += r;
            }
            const std::uint8_t c1 = hs.card1, c2 = hs.card2_read;
            const double l = cum - card[c1] - card[c2];
            if (tie == 0) {
                cfv[hs.hand] = static_cast<float>(cfv[hs.hand] + l * lose);
                continue;
            }
            double fit = total - total_card[c1] - total_card[c2];
            const std::int32_t same = g.same_hand(p, hs.hand);
            if (same >= 0) fit += opp[same];
            cfv[hs.hand] = static_cast<float>(cfv[hs.hand] + l * (lose - tie) + fit * tie);
        }
    }

    // The pass: fills cfv (own hands) for traverser p given the opponent's
    // reach; own_reach is p's reach (Train mode only, else null).
    void pass(Mode mode, std::uint32_t id, int p, const float* own, const float* opp, float* cfv, unsigned worker) {
        const Node& n = g.tree().nodes[id];
        const int o = 1 - p;
        const std::size_t np = g.num_hands(p), no = g.num_hands(o);
        switch (n.kind) {
            case NodeKind::Fold:
                fold(n, p, opp, cfv);
                return;
            case NodeKind::Showdown:
                showdown(n, p, opp, cfv);
                return;
            case NodeKind::Chance: {
                Arena& arena = arenas[worker];
                const std::size_t mark = arena.top;
                const std::size_t A = n.num_children;
                float* results = arena.alloc(A * np);
                // Children in parallel; each writes its own row and touches only
                // its own subtree's storage, then the rows are summed in order.
                pool->parallel_for(A, worker, [&](std::size_t a, unsigned w) {
                    Arena& local = arenas[w];
                    const std::size_t local_mark = local.top;
                    const std::uint32_t child = g.tree().children[n.first_child + a];
                    const CardMask dealt = g.tree().nodes[child].board & ~n.board;
                    float* opp_child = local.alloc(no);
                    const auto& omasks = g.hands(o);
                    for (std::size_t h = 0; h < no; ++h) opp_child[h] = (omasks[h] & dealt) ? 0.0f : opp[h];
                    float* own_child = nullptr;
                    if (own) {
                        own_child = local.alloc(np);
                        const auto& pmasks = g.hands(p);
                        for (std::size_t h = 0; h < np; ++h) own_child[h] = (pmasks[h] & dealt) ? 0.0f : own[h];
                    }
                    // A hand holding the dealt card gets 0 from every
                    // terminal below (they skip the hands the board blocks).
                    pass(mode, child, p, own_child, opp_child, results + a * np, w);
                    local.top = local_mark;
                });
                const float factor = static_cast<float>(g.chance_factor(n.board));
                std::fill(cfv, cfv + np, 0.0f);
                for (std::size_t a = 0; a < A; ++a)
                    for (std::size_t h = 0; h < np; ++h) cfv[h] += results[a * np + h];
                // Suit-isomorphic cards: the representative's values with the
                // suits swapped (the reach is as symmetric as the ranges).
                for (std::uint32_t m = 0; m < n.num_mirrors; ++m) {
                    const Mirror& mirror = g.tree().mirrors[n.first_mirror + m];
                    const std::uint16_t* perm = g.swapped(p, mirror.from, mirror.to).data();
                    const float* row = results + std::size_t{mirror.child} * np;
                    for (std::size_t h = 0; h < np; ++h) cfv[h] += row[perm[h]];
                }
                for (std::size_t h = 0; h < np; ++h) cfv[h] *= factor;
                arena.top = mark;
                return;
            }
            case NodeKind::Player:
                break;
        }
        Arena& arena = arenas[worker];
        const std::size_t mark = arena.top;
        const std::size_t A = n.num_children;
        const std::uint32_t* kids = g.tree().children.data() + n.first_child;
        if (n.player == p) {
            float* values = arena.alloc(A * np);
            float* strat = arena.alloc((A + 1) * np);
            if (mode == Mode::Expected)
                average(id, n, strat);
            else if (mode == Mode::Train)
                current(n, strat);
            actions(id, A, worker, [&](std::size_t a, unsigned w) {
                Arena& local = arenas[w];
                const std::size_t local_mark = local.top;
                float* own_child = nullptr;
                if (own) {
                    own_child = local.alloc(np);
                    for (std::size_t h = 0; h < np; ++h) own_child[h] = own[h] * strat[a * np + h];
                }
                pass(mode, kids[a], p, own_child, opp, values + a * np, w);
                local.top = local_mark;
            });
            // Action by action over the hands (the loops vectorize; each
            // hand's sum is still taken in action order).
            if (mode == Mode::BestResponse) {
                std::copy(values, values + np, cfv);
                for (std::size_t a = 1; a < A; ++a)
                    for (std::size_t h = 0; h < np; ++h) {
                        const float v = values[a * np + h];
                        cfv[h] = cfv[h] < v ? v : cfv[h];
                    }
            } else {
                std::fill(cfv, cfv + np, 0.0f);
                for (std::size_t a = 0; a < A; ++a)
                    for (std::size_t h = 0; h < np; ++h) cfv[h] += strat[a * np + h] * values[a * np + h];
            }
            if (mode == Mode::Train) update(id, n, own, strat, values, cfv, arena);
        } else {
            float* strat = arena.alloc((A + 1) * no);
            if (mode == Mode::Train)
                current(n, strat);
            else
                average(id, n, strat);
            float* rows = arena.alloc(A * np);
            actions(id, A, worker, [&](std::size_t a, unsigned w) {
                Arena& local = arenas[w];
                const std::size_t local_mark = local.top;
                float* child_opp = local.alloc(no);
                for (std::size_t h = 0; h < no; ++h) child_opp[h] = opp[h] * strat[a * no + h];
                pass(mode, kids[a], p, own, child_opp, rows + a * np, w);
                local.top = local_mark;
            });
            std::fill(cfv, cfv + np, 0.0f);
            for (std::size_t a = 0; a < A; ++a)
                for (std::size_t h = 0; h < np; ++h) cfv[h] += rows[a * np + h];
        }
        arena.top = mark;
    }

    // The traverser's update at its node: discounted regrets plus the
    // instant ones (action value less the node's value), and the
    // discounted strategy sum plus the strategy weighted by the own reach.
    // 16-bit storage is decoded inside the same loops, the discount folded
    // into the scale.
    void update(std::uint32_t id, const Node& n, const float* own, const float* strat, const float* values,
                const float* cfv, Arena& arena) {
        const std::size_t np = g.num_hands(n.player), A = n.num_children;
        const float pos = pos_discount, neg = neg_discount, sd = strategy_discount;
        if (!compressed) {
            float* r = regret.data() + n.offset;
            float* s = strategy.data() + n.offset;
            for (std::size_t a = 0; a < A; ++a) {
                float* ra = r + a * np;
                float* sa = s + a * np;
                const float* va = values + a * np;
                const float* st = strat + a * np;
                for (std::size_t h = 0; h < np; ++h) {
                    const float old = ra[h];
                    ra[h] = old * (old > 0 ? pos : neg) + (va[h] - cfv[h]);
                    sa[h] = sa[h] * sd + own[h] * st[h];
                }
            }
            return;
        }
        const std::size_t size = A * np;
        float* buf = arena.alloc(size);
        const std::int16_t* rq = regret16.data() + n.offset;
        const float kpos = regret_scale[id] / 32767.0f * pos, kneg = regret_scale[id] / 32767.0f * neg;
        for (std::size_t a = 0; a < A; ++a) {
            const std::int16_t* qa = rq + a * np;
            const float* va = values + a * np;
            float* ba = buf + a * np;
            for (std::size_t h = 0; h < np; ++h)
                ba[h] = static_cast<float>(qa[h]) * (qa[h] > 0 ? kpos : kneg) + (va[h] - cfv[h]);
        }
        store_regrets(id, n, buf);
        const std::uint16_t* sq = strategy16.data() + n.offset;
        const float ks = strategy_scale[id] / 65535.0f * sd;
        for (std::size_t a = 0; a < A; ++a) {
            const std::uint16_t* qa = sq + a * np;
            const float* st = strat + a * np;
            float* ba = buf + a * np;
            for (std::size_t h = 0; h < np; ++h) ba[h] = static_cast<float>(qa[h]) * ks + own[h] * st[h];
        }
        store_strategies(id, n, buf);
        arena.top -= size;
    }

    std::vector<float> root(Mode mode, int p, bool train) {
        std::vector<float> cfv(g.num_hands(p));
        const std::vector<float>& own = g.weights(p);
        pass(mode, 0, p, train ? own.data() : nullptr, g.weights(1 - p).data(), cfv.data(), 0);
        return cfv;
    }

    double value(const std::vector<float>& cfv, int p) const {
        double v = 0;
        for (std::size_t h = 0; h < cfv.size(); ++h) v += static_cast<double>(g.weights(p)[h]) * cfv[h];
        return v / g.pair_weight();
    }
};

Solver::Solver(std::shared_ptr<const Game> game, unsigned threads, bool compressed)
    : game_(std::move(game)), impl_(std::make_unique<Impl>(*game_, threads, compressed)) {}

bool Solver::compressed() const noexcept { return impl_->compressed; }

std::uint64_t Solver::memory_bytes() const noexcept {
    return game_->storage_bytes(impl_->compressed) +
           std::uint64_t{impl_->arena_floats} * sizeof(float) * impl_->arenas.size();
}

Solver::~Solver() = default;

void Solver::set_threads(unsigned threads) { impl_->set_threads(threads); }

void Solver::iterate() {
    ++iteration_;
    const double t = iteration_;
    const double prev = std::pow(t - 1, kDcfrAlpha);
    impl_->pos_discount = static_cast<float>(prev / (prev + 1));
    const double neg = std::pow(t - 1, kDcfrBeta);
    impl_->neg_discount = static_cast<float>(t > 1 ? neg / (neg + 1) : 0.0);
    impl_->strategy_discount = static_cast<float>(std::pow((t - 1) / t, kDcfrGamma));
    for (int p = 0; p < 2; ++p) impl_->root(Mode::Train, p, true);
}

std::array<double, 2> Solver::expected_values() {
    std::array<double, 2> v{};
    for (int p = 0; p < 2; ++p) v[p] = impl_->value(impl_->root(Mode::Expected, p, false), p);
    return v;
}

std::array<double, 2> Solver::best_response_values() {
    std::array<double, 2> v{};
    for (int p = 0; p < 2; ++p) v[p] = impl_->value(impl_->root(Mode::BestResponse, p, false), p);
    return v;
}

double Solver::exploitability() {
    const auto br = best_response_values();
    std::array<double, 2> ev{};
    if (game_->rake_rate() > 0) {
        ev = expected_values();
    }
    // Without rake the game is zero-sum in net chips: ev[0] + ev[1] = 0.
    return ((br[0] - ev[0]) + (br[1] - ev[1])) / 2;
}

std::vector<float> Solver::root_values(int p, bool best_response) {
    return impl_->root(best_response ? Mode::BestResponse : Mode::Expected, p, false);
}

std::vector<float> Solver::average_strategy(std::uint32_t node) const {
    const Node& n = game_->tree().nodes.at(node);
    if (n.kind != NodeKind::Player) fail(ErrorKind::InvalidArgument, "not a player node");
    const std::size_t size = std::size_t{n.num_children} * game_->num_hands(n.player);
    std::vector<float> out(size + game_->num_hands(n.player));
    impl_->average(node, n, out.data());
    out.resize(size);
    return out;
}

void Solver::set_strategy(std::uint32_t node, const std::vector<float>& s) {
    const Node& n = game_->tree().nodes.at(node);
    if (n.kind != NodeKind::Player) fail(ErrorKind::InvalidArgument, "not a player node");
    const std::size_t size = std::size_t{n.num_children} * game_->num_hands(n.player);
    if (s.size() != size) fail(ErrorKind::InvalidArgument, "a strategy needs one entry per action and hand");
    if (impl_->compressed)
        impl_->store_strategies(node, n, s.data());
    else
        std::copy(s.begin(), s.end(), impl_->strategy.begin() + static_cast<std::ptrdiff_t>(n.offset));
}

std::uint32_t Solver::child(std::uint32_t node, std::string_view name) const {
    const GameTree& t = game_->tree();
    const Node& n = t.nodes.at(node);
    std::string names;
    for (std::uint32_t k = 0; k < n.num_children; ++k) {
        const std::string a = action_name(t.actions[n.first_child + k]);
        if (a == name) return t.children[n.first_child + k];
        names += (k ? ", \"" : "\"") + a + "\"";
    }
    if (n.num_children == 0)
        fail(ErrorKind::InvalidArgument, "no action \"" + std::string(name) + "\": the node ends the hand");
    fail(ErrorKind::InvalidArgument, "no action \"" + std::string(name) + "\" at this node; its actions are " + names);
}

std::array<std::vector<float>, 2> Solver::reach(std::uint32_t node) const {
    const GameTree& t = game_->tree();
    (void)t.nodes.at(node);
    std::vector<std::uint32_t> path;
    for (std::uint32_t id = node; id != solver::Game::kNoNode; id = game_->parent(id)) path.push_back(id);
    std::array<std::vector<float>, 2> r = {game_->weights(0), game_->weights(1)};
    for (std::size_t i = path.size(); i-- > 1;) {
        const std::uint32_t from = path[i], to = path[i - 1];
        const Node& n = t.nodes[from];
        if (n.kind == NodeKind::Player) {
            const std::uint32_t a = static_cast<std::uint32_t>(
                std::find(t.children.begin() + n.first_child, t.children.begin() + n.first_child + n.num_children, to) -
                (t.children.begin() + n.first_child));
            const auto st = average_strategy(from);
            const std::size_t hands = game_->num_hands(n.player);
            for (std::size_t h = 0; h < hands; ++h) r[n.player][h] *= st[a * hands + h];
        } else if (n.kind == NodeKind::Chance) {
            const CardMask dealt = t.nodes[to].board & ~n.board;
            for (int p = 0; p < 2; ++p)
                for (std::size_t h = 0; h < r[p].size(); ++h)
                    if (game_->hands(p)[h] & dealt) r[p][h] = 0;
        }
    }
    return r;
}

std::vector<double> Solver::hand_values(std::uint32_t node, int p) {
    if (p != 0 && p != 1) fail(ErrorKind::InvalidArgument, "a player is 0 (out of position) or 1 (in position)");
    const auto r = reach(node);
    const int o = 1 - p;
    std::vector<float> cfv(game_->num_hands(p));
    impl_->pass(Mode::Expected, node, p, nullptr, r[o].data(), cfv.data(), 0);
    // The opponent reach each hand meets: per-card sums, as at a fold.
    std::array<double, 54> card{};
    double total = 0;
    for (std::size_t h = 0; h < r[o].size(); ++h) {
        total += r[o][h];
        card[game_->card1(o, h)] += r[o][h];
        card[game_->card2(o, h)] += r[o][h];
    }
    const CardMask board = game_->tree().nodes[node].board;
    std::vector<double> ev(cfv.size(), 0.0);
    for (std::size_t h = 0; h < cfv.size(); ++h) {
        if (game_->hands(p)[h] & board) continue;
        double fit = total - card[game_->card1(p, h)] - card[game_->card2_read(p, h)];
        const std::int32_t same = game_->same_hand(p, h);
        if (same >= 0) fit += r[o][static_cast<std::size_t>(same)];
        if (fit > 1e-12 * (total + 1)) ev[h] = cfv[h] / fit + game_->base()[p];
    }
    return ev;
}

std::vector<double> Solver::hand_equities(std::uint32_t node, int p) const {
    if (p != 0 && p != 1) fail(ErrorKind::InvalidArgument, "a player is 0 (out of position) or 1 (in position)");
    if (game_->hole_cards() != 2 || game_->deck() != kFullDeck)
        fail(ErrorKind::Unsupported, "equities are for Hold'em games");
    const auto r = reach(node);
    const int o = 1 - p;
    const CardMask board = game_->tree().nodes[node].board;
    const int missing = 5 - std::popcount(board);
    const std::size_t np = game_->num_hands(p), no = game_->num_hands(o);
    std::vector<double> share(np, 0.0), weight(np, 0.0);
    // Every board to come; per board both players' hands sorted by
    // strength and swept as at a showdown (win 1, tie 1/2).
    std::vector<std::pair<Strength, std::uint32_t>> mine, theirs;
    auto one_board = [&](CardMask full) {
        mine.clear();
        theirs.clear();
        for (std::size_t h = 0; h < np; ++h)
            if (!(game_->hands(p)[h] & full))
                mine.push_back({evaluate_mask(full | game_->hands(p)[h]), static_cast<std::uint32_t>(h)});
        for (std::size_t h = 0; h < no; ++h)
            if (!(game_->hands(o)[h] & full) && r[o][h] > 0)
                theirs.push_back({evaluate_mask(full | game_->hands(o)[h]), static_cast<std::uint32_t>(h)});
        std::sort(mine.begin(), mine.end());
        std::sort(theirs.begin(), theirs.end());
        std::array<double, 54> below{}, upto{};
        double cum_below = 0, cum_upto = 0;
        std::size_t j = 0, k = 0;
        for (const auto& [s, h] : mine) {
            while (j < theirs.size() && theirs[j].first < s) {
                const double w = r[o][theirs[j].second];
                cum_below += w;
                below[game_->card1(o, theirs[j].second)] += w;
                below[game_->card2(o, theirs[j].second)] += w;
                ++j;
            }
            while (k < theirs.size() && theirs[k].first <= s) {
                const double w = r[o][theirs[k].second];
                cum_upto += w;
                upto[game_->card1(o, theirs[k].second)] += w;
                upto[game_->card2(o, theirs[k].second)] += w;
                ++k;
            }
            const std::uint8_t c1 = game_->card1(p, h), c2 = game_->card2_read(p, h);
            const std::int32_t same = game_->same_hand(p, h);
            const double same_w = same >= 0 ? r[o][static_cast<std::size_t>(same)] : 0.0;
            const double win = cum_below - below[c1] - below[c2];
            // The same two cards were taken off twice: once back.
            const double win_or_tie = cum_upto - upto[c1] - upto[c2] + same_w;
            share[h] += win + (win_or_tie - win) / 2;
        }
        // The weight each hand meets on this board.
        std::array<double, 54> all{};
        double total = 0;
        for (const auto& [s, oh] : theirs) {
            const double w = r[o][oh];
            total += w;
            all[game_->card1(o, oh)] += w;
            all[game_->card2(o, oh)] += w;
        }
        for (const auto& [s, h] : mine) {
            const std::int32_t same = game_->same_hand(p, h);
            weight[h] += total - all[game_->card1(p, h)] - all[game_->card2_read(p, h)] +
                         (same >= 0 ? r[o][static_cast<std::size_t>(same)] : 0.0);
        }
    };
    if (missing == 0) {
        one_board(board);
    } else if (missing == 1) {
        for (int c = 0; c < 52; ++c)
            if (!(board >> c & 1)) one_board(board | bit(c));
    } else {
        for (int c = 0; c < 52; ++c)
            for (int d = c + 1; d < 52; ++d)
                if (!(board >> c & 1) && !(board >> d & 1)) one_board(board | bit(c) | bit(d));
    }
    std::vector<double> equity(np, 0.0);
    for (std::size_t h = 0; h < np; ++h)
        if (!(game_->hands(p)[h] & board) && weight[h] > 0) equity[h] = share[h] / weight[h];
    return equity;
}

SolveResult Solver::solve(const SolveOptions& options) {
    if (options.threads != static_cast<unsigned>(impl_->arenas.size())) set_threads(options.threads);
    SolveResult result;
    const std::uint32_t every = std::max<std::uint32_t>(1, options.check_every);
    // A solve that goes on from earlier iterations first checks whether it
    // is already there; a fresh one has nothing to check.
    double expl = 0;
    bool known = false;
    if (iteration_ > 0 && options.target_exploitability > 0) {
        expl = exploitability();
        known = true;
    }
    while (iteration_ < options.max_iterations) {
        if (options.target_exploitability > 0 && known && expl <= options.target_exploitability) break;
        iterate();
        known = false;
        if (iteration_ % every == 0 || iteration_ == options.max_iterations) {
            expl = exploitability();
            known = true;
            if (options.progress && options.progress(iteration_, expl))
                fail(ErrorKind::Cancelled,
                     "the solve was cancelled after " + std::to_string(iteration_) + " iterations");
        }
    }
    if (!known) expl = exploitability();
    result.iterations = iteration_;
    result.exploitability = expl;
    result.exploitability_percent = expl / (game_->base()[0] + game_->base()[1]) * 100;
    const auto ev = expected_values();
    for (int p = 0; p < 2; ++p) result.ev[p] = ev[p] + game_->base()[p];
    return result;
}

}  // namespace xiapl::solver
