// Writes preflop_table.inc: the exact equity of each of the 169 Hold'em
// starting-hand classes against one random hand, by enumerating every
// villain hand and every board (calculate_equity_vs_random in exact mode:
// integer counts, no sampling).
//
// Not part of the build. From the repository root, after building the core
// (the static library core/libxiapl_core.a in a meson build directory):
//
//   c++ -std=c++20 -O2 -pthread -Icore/include \
//       core/src/range_equity/gen_preflop_table.cpp BUILD/core/libxiapl_core.a -o /tmp/gen_preflop_table
//   /tmp/gen_preflop_table [--threads N] > core/src/range_equity/preflop_table.inc
//   /tmp/gen_preflop_table [--threads N] --verify core/src/range_equity/preflop_table.inc
//
// The output depends only on the counts, never on the thread count or the
// order the classes finish in. --verify regenerates the table and exits 0
// when the file matches byte for byte, 1 (naming the first differing line)
// otherwise.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "xiapl/equity.hpp"

namespace {

constexpr const char* kRanks = "23456789TJQKA";

struct Entry {
    std::string label;
    int combos = 0;
    std::uint64_t hole = 0;
    std::uint64_t win = 0, tie = 0, deals = 0;
};

std::uint64_t card(int rank_index, int suit) { return std::uint64_t{1} << (suit * 13 + rank_index); }

std::vector<Entry> classes() {
    std::vector<Entry> out;
    for (int hi = 12; hi >= 0; --hi) {
        for (int lo = hi; lo >= 0; --lo) {
            const std::string base = std::string(1, kRanks[hi]) + kRanks[lo];
            if (hi == lo) {
                out.push_back({base, 6, card(hi, 0) | card(lo, 1)});
            } else {
                out.push_back({base + "s", 4, card(hi, 0) | card(lo, 0)});
                out.push_back({base + "o", 12, card(hi, 0) | card(lo, 1)});
            }
        }
    }
    return out;
}

std::string render(const std::vector<Entry>& table) {
    std::ostringstream os;
    os << "// Exact equity of the 169 Hold'em starting-hand classes against one random\n"
          "// hand: {label, combos, wins, ties, deals} for one representative combo,\n"
          "// counted over every villain hand and every board. Written by\n"
          "// gen_preflop_table.cpp (see there to regenerate or --verify); do not edit.\n";
    for (const Entry& e : table) {
        os << "{\"" << e.label << "\", " << e.combos << ", " << e.win << "u, " << e.tie << "u, " << e.deals << "u},\n";
    }
    return os.str();
}

}  // namespace

int main(int argc, char** argv) {
    unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    const char* verify = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
            threads = static_cast<unsigned>(std::max(1, std::atoi(argv[++i])));
        } else if (std::strcmp(argv[i], "--verify") == 0 && i + 1 < argc) {
            verify = argv[++i];
        } else {
            std::fprintf(stderr, "usage: %s [--threads N] [--verify FILE]\n", argv[0]);
            return 2;
        }
    }

    std::vector<Entry> table = classes();
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= table.size()) return;
            xiapl::EquityOptions options;
            options.mode = xiapl::EquityMode::Exact;
            options.threads = 1;
            const xiapl::EquityResult r =
                xiapl::calculate_equity_vs_random(table[i].hole, 0, 0, 1, xiapl::Game::Holdem, options);
            // The fractions are counts over r.trials (< 2^53): rounding recovers the counts.
            const double n = static_cast<double>(r.trials);
            table[i].deals = r.trials;
            table[i].win = static_cast<std::uint64_t>(std::llround(r.players[0].win * n));
            table[i].tie = static_cast<std::uint64_t>(std::llround(r.players[0].tie * n));
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
    for (std::thread& t : pool) t.join();

    const std::string text = render(table);
    if (verify == nullptr) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return 0;
    }
    std::ifstream in(verify, std::ios::binary);
    std::stringstream committed;
    committed << in.rdbuf();
    if (committed.str() == text) {
        std::printf("%s matches the regenerated table (%zu classes)\n", verify, table.size());
        return 0;
    }
    std::istringstream a(committed.str()), b(text);
    std::string la, lb;
    for (int line = 1;; ++line) {
        const bool ga = static_cast<bool>(std::getline(a, la)), gb = static_cast<bool>(std::getline(b, lb));
        if (!ga && !gb) break;
        if (!ga || !gb || la != lb) {
            std::printf("%s differs at line %d:\n  file:        %s\n  regenerated: %s\n", verify, line,
                        ga ? la.c_str() : "(end)", gb ? lb.c_str() : "(end)");
            break;
        }
    }
    return 1;
}
