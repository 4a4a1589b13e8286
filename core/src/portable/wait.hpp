// Waiting on a condition variable without condition_variable::wait.
//
// libstdc++ 12 gave condition_variable::wait(unique_lock&) a new symbol
// version, GLIBCXX_3.4.30, which the libstdc++ of manylinux_2_34 lacks: one
// call would lift the Linux wheel to a newer manylinux tag (ci/check_wheel.sh
// fails on it). wait_for is inline over pthread_cond_clockwait (glibc 2.34), so
// a loop of timed waits keeps the library's requirements where they are. A
// notify wakes the waiter at once; the timeout only bounds a lost wake-up.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace xiapl::detail {

template <class Predicate>
void wait_until_true(std::condition_variable& cv, std::unique_lock<std::mutex>& lock, Predicate ready) {
    while (!ready()) cv.wait_for(lock, std::chrono::milliseconds(50));
}

}  // namespace xiapl::detail
