// Running the chunks of a long call on worker threads, with progress and
// cancellation.
//
// Workers take chunk indices from one atomic counter and add each chunk's
// counts to their own tally; the tallies are summed at the end. Integer sums
// do not depend on which worker ran which chunk, so the result is the same at
// every thread count.
//
// With one worker the calling thread runs the chunks itself and calls the
// progress hook between them (at most every kProgressIntervalMs, and after
// the last). With several, the calling thread only waits and reports: it
// wakes every kProgressIntervalMs, reads how much of the work the finished
// chunks cover, and calls the hook; workers never call it, so a slow hook
// (one waiting for Python's GIL, say) never holds up the work. A hook that
// asks to stop, or throws, raises a flag the workers check before each
// chunk; the call returns only after every worker has stopped and been
// joined, so nothing is left running or allocated.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>

#include "internal.hpp"
#include "xiapl/error.hpp"

namespace xiapl::equity {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kInterval = std::chrono::milliseconds(kProgressIntervalMs);

[[noreturn]] void cancelled(std::uint64_t done, std::uint64_t total) {
    fail(ErrorKind::Cancelled, "cancelled by the progress hook after " + std::to_string(done) + " of " +
                                   std::to_string(total) + " units of work; nothing was returned");
}

Tally run_serial(const ChunkJob& job, int players, const ProgressHook& hook) {
    Tally tally(players, job.breakdown);
    std::uint64_t done = 0;
    auto last = Clock::now();
    for (std::uint64_t c = 0; c < job.chunks; ++c) {
        job.body(c, tally);
        done += job.units(c);
        if (hook) {
            const auto now = Clock::now();
            if (c + 1 == job.chunks || now - last >= kInterval) {
                last = now;
                if (hook(done, job.total_units)) cancelled(done, job.total_units);
            }
        }
    }
    return tally;
}

}  // namespace

unsigned resolve_workers(unsigned threads, std::uint64_t chunks) {
    unsigned workers = threads;
    if (workers == 0) workers = std::max(1u, std::thread::hardware_concurrency());
    workers = std::min(workers, kMaxEquityThreads);
    if (chunks < workers) workers = static_cast<unsigned>(std::max<std::uint64_t>(chunks, 1));
    return workers;
}

Tally run_chunks(const ChunkJob& job, int players, unsigned workers, const ProgressHook& hook) {
    if (workers <= 1 || job.chunks <= 1) return run_serial(job, players, hook);

    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable wake;
    unsigned finished = 0;
    std::exception_ptr failure;  // the first exception a worker or the hook raised

    std::vector<Tally> tallies(workers, Tally(players, job.breakdown));
    auto work = [&](unsigned w) {
        try {
            while (!stop.load(std::memory_order_relaxed)) {
                const std::uint64_t c = next.fetch_add(1, std::memory_order_relaxed);
                if (c >= job.chunks) break;
                job.body(c, tallies[w]);
                done.fetch_add(job.units(c), std::memory_order_relaxed);
            }
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            if (!failure) failure = std::current_exception();
            stop = true;
        }
        {
            std::lock_guard<std::mutex> lock(mutex);
            ++finished;
        }
        wake.notify_one();
    };

    std::vector<std::thread> threads;
    threads.reserve(workers);
    for (unsigned w = 0; w < workers; ++w) {
        try {
            threads.emplace_back(work, w);
        } catch (const std::system_error&) {
            break;  // the system gave fewer threads: the ones started do all the work
        }
    }
    if (threads.empty()) return run_serial(job, players, hook);
    const unsigned started = static_cast<unsigned>(threads.size());

    bool asked_to_stop = false;
    {
        std::unique_lock<std::mutex> lock(mutex);
        while (finished < started) {
            wake.wait_for(lock, kInterval);
            if (finished == started || !hook || stop) continue;
            lock.unlock();
            try {
                if (hook(done.load(std::memory_order_relaxed), job.total_units)) {
                    asked_to_stop = true;
                    stop = true;
                }
            } catch (...) {
                std::lock_guard<std::mutex> guard(mutex);
                if (!failure) failure = std::current_exception();
                stop = true;
            }
            lock.lock();
        }
    }
    for (std::thread& t : threads) t.join();

    if (failure) std::rethrow_exception(failure);
    if (asked_to_stop) cancelled(done.load(), job.total_units);
    if (hook && hook(done.load(), job.total_units)) cancelled(done.load(), job.total_units);

    Tally total(players, job.breakdown);
    for (const Tally& t : tallies) total.add(t);
    return total;
}

}  // namespace xiapl::equity
