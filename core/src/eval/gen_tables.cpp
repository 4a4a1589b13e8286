// Build-time generator of the evaluation tables (docs/evaluation.md).
//
//   gen_tables <output.inc>
//
// Writes the definitions of every table the evaluator reads, as C++ array
// definitions meant to be included inside namespace xiapl::detail. Every
// table is derived from one place: the value of a five-card hand computed
// directly from its ranks (five_card_value below), which the other rankings
// (short deck, ace-to-five, deuce-to-seven) reorder. The generator checks
// its own work and exits non-zero if a check fails: 7,462 distinct classes,
// rank keys whose sums are unique, and a rank table that returns the right
// strength for every multiset through the row displacement.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "xiapl/eval.hpp"

namespace {

using xiapl::detail::kFlushFlag;
using xiapl::detail::kRankKey;
using xiapl::detail::kRankRowShift;

constexpr int kRanks = 13;
constexpr int kMaxCards = 7;
constexpr int kMaxOfRank = 4;

enum Cat : std::uint32_t {
    kHighCard,
    kOnePair,
    kTwoPair,
    kTrips,
    kStraight,
    kFlush,
    kFullHouse,
    kQuads,
    kStraightFlush,
};

[[noreturn]] void die(const std::string& message) {
    std::fprintf(stderr, "gen_tables: %s\n", message.c_str());
    std::exit(1);
}

// The value of a class: the category in bits 20..23, then up to five ranks
// (2..14) in 4-bit fields from bits 16..19 down, most significant first,
// unused fields zero. Values order hands exactly as poker does.
std::uint32_t pack(std::uint32_t category, std::initializer_list<int> ranks) {
    std::uint32_t value = category;
    int n = 0;
    for (int r : ranks) {
        value = value * 16 + static_cast<std::uint32_t>(r);
        ++n;
    }
    for (; n < 5; ++n) value *= 16;
    return value;
}

// The top rank (index 3..12) of a straight within a 13-bit pattern of
// distinct ranks, or -1. Index 3 is the five-high wheel A-2-3-4-5.
int straight_top(unsigned pattern) {
    for (int top = 12; top >= 4; --top) {
        if (((pattern >> (top - 4)) & 0x1F) == 0x1F) return top;
    }
    if ((pattern & 0x100F) == 0x100F) return 3;
    return -1;
}

// The value of five cards given as rank counts (index 0 = deuce), all of one
// suit or not.
std::uint32_t five_card_value(const int count[kRanks], bool suited) {
    int quad = -1, trips = -1, pairs[2] = {-1, -1}, singles[5];
    int n_pairs = 0, n_singles = 0;
    unsigned pattern = 0;
    for (int r = kRanks - 1; r >= 0; --r) {
        if (count[r] == 4) quad = r;
        if (count[r] == 3) trips = r;
        if (count[r] == 2) pairs[n_pairs++] = r;
        if (count[r] == 1) singles[n_singles++] = r;
        if (count[r] > 0) pattern |= 1u << r;
    }
    auto rk = [](int index) { return index + 2; };
    if (n_singles == 5) {
        int top = straight_top(pattern);
        if (suited) {
            if (top >= 0) return pack(kStraightFlush, {rk(top)});
            return pack(kFlush, {rk(singles[0]), rk(singles[1]), rk(singles[2]), rk(singles[3]), rk(singles[4])});
        }
        if (top >= 0) return pack(kStraight, {rk(top)});
        return pack(kHighCard, {rk(singles[0]), rk(singles[1]), rk(singles[2]), rk(singles[3]), rk(singles[4])});
    }
    if (suited) die("a suited five must have five different ranks");
    if (quad >= 0) return pack(kQuads, {rk(quad), rk(singles[0])});
    if (trips >= 0 && n_pairs == 1) return pack(kFullHouse, {rk(trips), rk(pairs[0])});
    if (trips >= 0) return pack(kTrips, {rk(trips), rk(singles[0]), rk(singles[1])});
    if (n_pairs == 2) return pack(kTwoPair, {rk(pairs[0]), rk(pairs[1]), rk(singles[0])});
    return pack(kOnePair, {rk(pairs[0]), rk(singles[0]), rk(singles[1]), rk(singles[2])});
}

// Calls f(count) for every multiset of ranks with between lo and hi cards
// and at most four of a rank.
template <class F>
void for_each_multiset(int lo, int hi, F&& f) {
    int count[kRanks] = {};
    auto rec = [&](auto&& self, int r, int n) -> void {
        if (r == kRanks) {
            if (n >= lo) f(static_cast<const int*>(count));
            return;
        }
        for (int c = 0; c <= kMaxOfRank && n + c <= hi; ++c) {
            count[r] = c;
            self(self, r + 1, n + c);
        }
        count[r] = 0;
    };
    rec(rec, 0, 0);
}

std::uint32_t rank_key(const int count[kRanks]) {
    std::uint32_t key = 0;
    for (int r = 0; r < kRanks; ++r) key += static_cast<std::uint32_t>(count[r]) * kRankKey[r];
    return key;
}

struct Classes {
    std::vector<std::uint32_t> values;  // ascending; strength = index + 1
    std::unordered_map<std::uint32_t, std::uint16_t> strength;

    std::uint16_t of(std::uint32_t value) const {
        auto it = strength.find(value);
        if (it == strength.end()) die("a five-card value has no class");
        return it->second;
    }
};

Classes make_classes() {
    Classes c;
    for_each_multiset(5, 5, [&](const int* count) { c.values.push_back(five_card_value(count, false)); });
    for (unsigned p = 0; p < (1u << kRanks); ++p) {
        if (std::popcount(p) != 5) continue;
        int count[kRanks] = {};
        for (int r = 0; r < kRanks; ++r) count[r] = (p >> r) & 1;
        c.values.push_back(five_card_value(count, true));
    }
    std::sort(c.values.begin(), c.values.end());
    if (std::adjacent_find(c.values.begin(), c.values.end()) != c.values.end()) {
        die("two different five-card rank sets share a value");
    }
    if (c.values.size() != xiapl::kStrengthMax) die("expected 7462 classes");
    for (std::size_t i = 0; i < c.values.size(); ++i) {
        c.strength[c.values[i]] = static_cast<std::uint16_t>(i + 1);
    }
    return c;
}

// The best flush or straight flush among the 5-card subsets of a pattern
// with at least five ranks.
std::uint16_t best_flush_strength(const Classes& classes, unsigned pattern) {
    std::uint16_t best = 0;
    for (unsigned sub = pattern; sub; sub = (sub - 1) & pattern) {
        if (std::popcount(sub) != 5) continue;
        int count[kRanks] = {};
        for (int r = 0; r < kRanks; ++r) count[r] = (sub >> r) & 1;
        best = std::max(best, classes.of(five_card_value(count, true)));
    }
    return best;
}

// ---------------------------------------------------------------------------
// The rankings of the other games (docs/games.md). Each gives every five-card
// class a sort key (larger wins) and a code for decoding (the Category of the
// hand and its ranks, packed as above); the strength of a class is its place
// in the sorted keys, 1 = the weakest.

struct Ranked {
    std::uint32_t key;
    std::uint32_t code;
};

struct Ranking {
    std::vector<std::uint32_t> keys;   // ascending; strength = index + 1
    std::vector<std::uint32_t> codes;  // per strength; entry 0 unused
    std::unordered_map<std::uint32_t, std::uint16_t> strength;

    explicit Ranking(std::vector<Ranked> classes, const char* what) {
        std::sort(classes.begin(), classes.end(), [](const Ranked& a, const Ranked& b) { return a.key < b.key; });
        codes.push_back(0);
        for (std::size_t i = 0; i < classes.size(); ++i) {
            if (i && classes[i].key == classes[i - 1].key) die(std::string(what) + ": two classes share a key");
            keys.push_back(classes[i].key);
            codes.push_back(classes[i].code);
            strength[classes[i].key] = static_cast<std::uint16_t>(i + 1);
        }
    }

    std::uint16_t of(std::uint32_t key) const {
        auto it = strength.find(key);
        if (it == strength.end()) die("a five-card key has no class");
        return it->second;
    }
};

// Short-deck Hold'em (36 cards, six to ace): A-6-7-8-9 is the lowest
// straight and a flush beats a full house; otherwise Hold'em's order. The
// ranks 2 to 5 (indexes 0..3) never occur.
constexpr unsigned kShortDeckRanks = 0x1FF0;

Ranked short_deck_value(const int count[kRanks], bool suited) {
    unsigned pattern = 0;
    for (int r = 0; r < kRanks; ++r) {
        if (count[r]) pattern |= 1u << r;
    }
    if (pattern & ~kShortDeckRanks) die("short deck: a rank below six");
    // Hold'em's code already has the right category and ranks, except for
    // A-6-7-8-9 (Hold'em calls it ace-high): a straight topped by the nine.
    std::uint32_t code = five_card_value(count, suited);
    if (pattern == 0x10F0) code = pack(suited ? kStraightFlush : kStraight, {9});
    const std::uint32_t category = code >> 20;
    // Sort by category with flush and full house swapped, then by ranks.
    const std::uint32_t order = category == kFlush ? kFullHouse : category == kFullHouse ? kFlush : category;
    return {(order << 20) | (code & 0xFFFFF), code};
}

// Ace-to-five low (razz): straights and flushes do not count and the ace is
// the lowest rank (1). A lower hand in Hold'em's order without straights and
// flushes wins, so the key is that order reversed. Codes hold ranks 1..13.
Ranked ace_to_five_value(const int count[kRanks]) {
    int low_count[kRanks] = {};  // index 0 = ace .. 12 = king
    for (int r = 0; r < kRanks; ++r) low_count[(r + 1) % kRanks] = count[r];
    int quad = -1, trips = -1, pairs[2] = {-1, -1}, singles[5];
    int n_pairs = 0, n_singles = 0;
    for (int r = kRanks - 1; r >= 0; --r) {
        if (low_count[r] == 4) quad = r;
        if (low_count[r] == 3) trips = r;
        if (low_count[r] == 2) pairs[n_pairs++] = r;
        if (low_count[r] == 1) singles[n_singles++] = r;
    }
    auto rk = [](int index) { return index + 1; };
    std::uint32_t code;
    if (quad >= 0) {
        code = pack(kQuads, {rk(quad), rk(singles[0])});
    } else if (trips >= 0 && n_pairs == 1) {
        code = pack(kFullHouse, {rk(trips), rk(pairs[0])});
    } else if (trips >= 0) {
        code = pack(kTrips, {rk(trips), rk(singles[0]), rk(singles[1])});
    } else if (n_pairs == 2) {
        code = pack(kTwoPair, {rk(pairs[0]), rk(pairs[1]), rk(singles[0])});
    } else if (n_pairs == 1) {
        code = pack(kOnePair, {rk(pairs[0]), rk(singles[0]), rk(singles[1]), rk(singles[2])});
    } else {
        code = pack(kHighCard, {rk(singles[0]), rk(singles[1]), rk(singles[2]), rk(singles[3]), rk(singles[4])});
    }
    // Full house and quads keep their Hold'em order above trips; the key only
    // reverses the whole order.
    return {0xFFFFFFu - code, code};
}

Ranking make_short_deck() {
    std::vector<Ranked> classes;
    for_each_multiset(5, 5, [&](const int* count) {
        for (int r = 0; r < 4; ++r) {
            if (count[r]) return;
        }
        classes.push_back(short_deck_value(count, false));
    });
    for (unsigned p = 0; p < (1u << kRanks); ++p) {
        if (std::popcount(p) != 5 || (p & ~kShortDeckRanks)) continue;
        int count[kRanks] = {};
        for (int r = 0; r < kRanks; ++r) count[r] = (p >> r) & 1;
        classes.push_back(short_deck_value(count, true));
    }
    return Ranking(std::move(classes), "short deck");
}

Ranking make_ace_to_five() {
    std::vector<Ranked> classes;
    for_each_multiset(5, 5, [&](const int* count) { classes.push_back(ace_to_five_value(count)); });
    return Ranking(std::move(classes), "ace-to-five");
}

// The best strength among the five-card sub-multisets of count, by `value`.
template <class Value>
std::uint16_t best_of_subsets(const int count[kRanks], Value&& value) {
    int sub[kRanks] = {};
    std::uint16_t best = 0;
    auto rec = [&](auto&& self, int r, int left) -> void {
        if (r == kRanks) {
            if (left == 0) best = std::max(best, value(static_cast<const int*>(sub)));
            return;
        }
        for (int c = 0; c <= count[r] && c <= left; ++c) {
            sub[r] = c;
            self(self, r + 1, left - c);
        }
        sub[r] = 0;
    };
    rec(rec, 0, 5);
    return best;
}

void check_rank_keys() {
    std::vector<std::uint32_t> sums;
    for_each_multiset(0, kMaxCards, [&](const int* count) { sums.push_back(rank_key(count)); });
    std::sort(sums.begin(), sums.end());
    if (std::adjacent_find(sums.begin(), sums.end()) != sums.end()) {
        die("two rank multisets of at most 7 cards share a rank key");
    }
    if (sums.back() >= kFlushFlag) die("rank keys overflow into the flush flag");
}

struct Displaced {
    std::vector<std::uint32_t> offset;  // per row, added to the key (mod 2^32)
    std::vector<std::uint16_t> value;   // 0 = never reached by a valid hand
};

// Packs the sparse map key -> strength into a dense array by row
// displacement: the keys are cut into rows of 2^kRankRowShift columns, and
// each row is placed at the first position where every one of its entries
// lands on a free slot or on a slot holding the same strength (two hands
// with one strength may share a slot). Rows go in order of decreasing
// population, the classic first-fit-decreasing heuristic.
Displaced displace(const std::vector<std::pair<std::uint32_t, std::uint16_t>>& entries) {
    const std::uint32_t columns = 1u << kRankRowShift;
    std::uint32_t max_key = 0;
    for (const auto& e : entries) max_key = std::max(max_key, e.first);
    const std::size_t n_rows = (max_key >> kRankRowShift) + 1;

    std::vector<std::vector<std::pair<std::uint32_t, std::uint16_t>>> rows(n_rows);
    for (const auto& e : entries) rows[e.first >> kRankRowShift].push_back({e.first & (columns - 1), e.second});
    for (auto& row : rows) std::sort(row.begin(), row.end());

    std::vector<std::size_t> order(n_rows);
    for (std::size_t i = 0; i < n_rows; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rows[a].size() > rows[b].size(); });

    Displaced d;
    d.offset.assign(n_rows, 0);
    std::size_t first_free = 0;  // every slot before it is taken
    for (std::size_t row : order) {
        const auto& cells = rows[row];
        if (cells.empty()) continue;  // no valid key reaches this row
        const std::uint32_t first_column = cells.front().first;
        std::size_t pos = first_free > first_column ? first_free - first_column : 0;
        for (;; ++pos) {
            bool fits = true;
            for (const auto& cell : cells) {
                const std::size_t slot = pos + cell.first;
                if (slot < d.value.size() && d.value[slot] != 0 && d.value[slot] != cell.second) {
                    fits = false;
                    break;
                }
            }
            if (fits) break;
        }
        for (const auto& cell : cells) {
            const std::size_t slot = pos + cell.first;
            if (slot >= d.value.size()) d.value.resize(slot + 1, 0);
            d.value[slot] = cell.second;
        }
        d.offset[row] = static_cast<std::uint32_t>(pos - (static_cast<std::size_t>(row) << kRankRowShift));
        while (first_free < d.value.size() && d.value[first_free] != 0) ++first_free;
    }
    // Check: every entry is found again through its row.
    for (const auto& e : entries) {
        const std::uint32_t slot = e.first + d.offset[e.first >> kRankRowShift];
        if (slot >= d.value.size() || d.value[slot] != e.second) die("row displacement lost an entry");
    }
    return d;
}

template <class T>
void write_array(std::ofstream& out, const char* type, const char* name, const std::vector<T>& data,
                 const char* comment) {
    out << "// " << comment << " (" << data.size() << " entries, " << data.size() * sizeof(T) << " bytes)\n";
    out << "alignas(64) const " << type << " " << name << "[" << data.size() << "] = {";
    for (std::size_t i = 0; i < data.size(); ++i) {
        out << (i % 16 == 0 ? "\n" : " ") << static_cast<unsigned long long>(data[i]) << ",";
    }
    out << "\n};\n";
    out << "const std::size_t " << name << "Count = " << data.size() << ";\n\n";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) die("usage: gen_tables <output.inc>");

    const Classes classes = make_classes();
    check_rank_keys();

    // Rank key of each 13-bit suit pattern, with the flush flag.
    std::vector<std::uint32_t> suit_rank_key(1u << kRanks);
    for (unsigned p = 0; p < suit_rank_key.size(); ++p) {
        std::uint32_t key = 0;
        for (int r = 0; r < kRanks; ++r) {
            if (p >> r & 1) key += kRankKey[r];
        }
        suit_rank_key[p] = key | (std::popcount(p) >= 5 ? kFlushFlag : 0);
    }

    // Best flush of each pattern of 5 or more cards.
    std::vector<std::uint16_t> flush_value(1u << kRanks, 0);
    for (unsigned p = 0; p < flush_value.size(); ++p) {
        if (std::popcount(p) >= 5) flush_value[p] = best_flush_strength(classes, p);
    }

    // Non-flush strength of every multiset of 5 to 7 ranks.
    std::vector<std::pair<std::uint32_t, std::uint16_t>> entries;
    for_each_multiset(5, kMaxCards, [&](const int* count) {
        entries.push_back({rank_key(count), best_of_subsets(count, [&](const int* sub) {
                               return classes.of(five_card_value(sub, false));
                           })});
    });
    const Displaced displaced = displace(entries);

    // Decoding: the value (category and ranks) of each strength; entry 0 unused.
    std::vector<std::uint32_t> code(classes.values.size() + 1, 0);
    for (std::size_t i = 0; i < classes.values.size(); ++i) code[i + 1] = classes.values[i];

    // Omaha, non-flush: a hole rank pair and a board rank quad (four board
    // ranks), each as a dense index of its sorted ranks; the table holds the
    // best strength of the pair with any three of the quad (skipping a five
    // of a kind, which no deal can hold). A five-card board is covered by
    // four of its four-card subsets, so a hole pair needs four lookups
    // instead of ten. Quad-major: one quad row holds all 91 pairs.
    std::vector<std::pair<int, int>> pairs;
    std::vector<std::array<int, 4>> quads;
    for (int a = 0; a < kRanks; ++a) {
        for (int b = a; b < kRanks; ++b) pairs.push_back({a, b});
    }
    for (int a = 0; a < kRanks; ++a)
        for (int b = a; b < kRanks; ++b)
            for (int c = b; c < kRanks; ++c)
                for (int d = c; d < kRanks; ++d) quads.push_back({a, b, c, d});
    std::vector<std::uint8_t> pair_index(kRanks * kRanks);
    for (int a = 0; a < kRanks; ++a) {
        for (int b = 0; b < kRanks; ++b) {
            const auto it = std::find(pairs.begin(), pairs.end(), std::pair<int, int>{std::min(a, b), std::max(a, b)});
            pair_index[static_cast<std::size_t>(a * kRanks + b)] = static_cast<std::uint8_t>(it - pairs.begin());
        }
    }
    std::vector<std::uint16_t> quad_index(pairs.size() * pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        for (std::size_t j = 0; j < pairs.size(); ++j) {
            std::array<int, 4> q = {pairs[i].first, pairs[i].second, pairs[j].first, pairs[j].second};
            std::sort(q.begin(), q.end());
            const auto it = std::find(quads.begin(), quads.end(), q);
            quad_index[i * pairs.size() + j] = static_cast<std::uint16_t>(it - quads.begin());
        }
    }
    std::vector<std::uint16_t> omaha_value(quads.size() * pairs.size(), 0);
    for (std::size_t q = 0; q < quads.size(); ++q) {
        for (std::size_t p = 0; p < pairs.size(); ++p) {
            std::uint16_t best = 0;
            for (int skip = 0; skip < 4; ++skip) {
                int count[kRanks] = {};
                ++count[pairs[p].first];
                ++count[pairs[p].second];
                for (int k = 0; k < 4; ++k) {
                    if (k != skip) ++count[quads[q][static_cast<std::size_t>(k)]];
                }
                if (*std::max_element(count, count + kRanks) > kMaxOfRank) continue;
                best = std::max(best, classes.of(five_card_value(count, false)));
            }
            omaha_value[q * pairs.size() + p] = best;
        }
    }

    // Deuce-to-seven low of five cards: Hold'em's order reversed, except that
    // the ace is only high, so A-2-3-4-5 is ace-high (no straight). Indexed
    // by a five-card hand's Hold'em strength.
    std::vector<Ranked> deuce_classes;
    std::vector<std::uint32_t> deuce_code_of_high(classes.values.size() + 1, 0);
    for (std::size_t i = 0; i < classes.values.size(); ++i) {
        std::uint32_t code = classes.values[i];
        if (code == pack(kStraight, {5})) code = pack(kHighCard, {14, 5, 4, 3, 2});
        if (code == pack(kStraightFlush, {5})) code = pack(kFlush, {14, 5, 4, 3, 2});
        deuce_code_of_high[i + 1] = code;
        deuce_classes.push_back({0xFFFFFFu - code, code});
    }
    const Ranking deuce_to_seven(std::move(deuce_classes), "deuce-to-seven");
    std::vector<std::uint16_t> deuce_from_high(classes.values.size() + 1, 0);
    for (std::size_t s = 1; s < deuce_code_of_high.size(); ++s) {
        deuce_from_high[s] = deuce_to_seven.of(0xFFFFFFu - deuce_code_of_high[s]);
    }

    // Short deck: the best flush of each pattern of six-to-ace ranks, and the
    // best non-flush class of every multiset of 5 to 7 of those ranks.
    const Ranking short_deck = make_short_deck();
    std::vector<std::uint16_t> short_flush_value(1u << kRanks, 0);
    for (unsigned p = 0; p < short_flush_value.size(); ++p) {
        if (std::popcount(p) < 5 || (p & ~kShortDeckRanks)) continue;
        for (unsigned sub = p; sub; sub = (sub - 1) & p) {
            if (std::popcount(sub) != 5) continue;
            int count[kRanks] = {};
            for (int r = 0; r < kRanks; ++r) count[r] = (sub >> r) & 1;
            short_flush_value[p] = std::max(short_flush_value[p], short_deck.of(short_deck_value(count, true).key));
        }
    }
    std::vector<std::pair<std::uint32_t, std::uint16_t>> short_entries;
    for_each_multiset(5, kMaxCards, [&](const int* count) {
        for (int r = 0; r < 4; ++r) {
            if (count[r]) return;
        }
        short_entries.push_back({rank_key(count), best_of_subsets(count, [&](const int* sub) {
                                     return short_deck.of(short_deck_value(sub, false).key);
                                 })});
    });
    const Displaced short_displaced = displace(short_entries);

    // Ace-to-five low: the best low of every multiset of 5 to 7 ranks.
    const Ranking ace_to_five = make_ace_to_five();
    std::vector<std::pair<std::uint32_t, std::uint16_t>> low_entries;
    for_each_multiset(5, kMaxCards, [&](const int* count) {
        low_entries.push_back({rank_key(count), best_of_subsets(count, [&](const int* sub) {
                                   return ace_to_five.of(ace_to_five_value(sub).key);
                               })});
    });
    const Displaced low_displaced = displace(low_entries);

    std::ofstream out(argv[1]);
    if (!out) die(std::string("cannot write ") + argv[1]);
    out << "// Generated by core/src/eval/gen_tables.cpp at build time. Do not edit.\n\n";
    write_array(out, "std::uint32_t", "kSuitRankKey", suit_rank_key,
                "rank key of each 13-bit suit pattern, | kFlushFlag for 5+ cards");
    write_array(out, "std::uint16_t", "kFlushValue", flush_value,
                "best straight flush or flush within each 13-bit pattern of 5+ cards");
    write_array(out, "std::uint32_t", "kRankOffset", displaced.offset,
                "row displacement of the rank table, one per 2^kRankRowShift keys");
    write_array(out, "std::uint16_t", "kRankValue", displaced.value,
                "strength of each rank multiset of 5 to 7 cards, no flush");
    write_array(out, "std::uint32_t", "kStrengthCode", code, "category << 20 | ranks in 4-bit fields, per strength");
    write_array(out, "std::uint8_t", "kOmahaPairIndex", pair_index, "Omaha: index of a rank pair (13 * a + b)");
    write_array(out, "std::uint16_t", "kOmahaQuadIndex", quad_index,
                "Omaha: index of the rank quad made of two rank pairs (91 * pair1 + pair2)");
    write_array(out, "std::uint16_t", "kOmahaValue", omaha_value,
                "Omaha: best strength of a rank pair plus three of a rank quad, no flush");
    write_array(out, "std::uint16_t", "kShortDeckFlushValue", short_flush_value,
                "short deck: best straight flush or flush within each 13-bit pattern of 5+ six-to-ace ranks");
    write_array(out, "std::uint32_t", "kShortDeckRankOffset", short_displaced.offset,
                "short deck: row displacement of its rank table");
    write_array(out, "std::uint16_t", "kShortDeckRankValue", short_displaced.value,
                "short deck: strength of each multiset of 5 to 7 six-to-ace ranks, no flush");
    write_array(out, "std::uint32_t", "kShortDeckCode", short_deck.codes,
                "short deck: category << 20 | ranks, per strength");
    write_array(out, "std::uint32_t", "kAceToFiveRankOffset", low_displaced.offset,
                "ace-to-five low: row displacement of its rank table");
    write_array(out, "std::uint16_t", "kAceToFiveRankValue", low_displaced.value,
                "ace-to-five low: strength of the best low of each multiset of 5 to 7 ranks");
    write_array(out, "std::uint32_t", "kAceToFiveCode", ace_to_five.codes,
                "ace-to-five low: category << 20 | ranks (ace = 1), per strength");
    write_array(out, "std::uint16_t", "kDeuceToSevenFromHigh", deuce_from_high,
                "deuce-to-seven low: strength of a five-card hand, by its Hold'em strength");
    write_array(out, "std::uint32_t", "kDeuceToSevenCode", deuce_to_seven.codes,
                "deuce-to-seven low: category << 20 | ranks, per strength");
    if (!out.flush()) die(std::string("cannot write ") + argv[1]);
    return 0;
}
