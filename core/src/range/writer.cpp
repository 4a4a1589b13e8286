// Range to text: the notation the parser reads back to the same combos and
// weights (docs/ranges.md, "Writing ranges").
//
// Hold'em: standard compact notation. Combos are grouped by weight (weight 1
// first, then by descending weight; every item of a group carries its
// ":weight"). In a group, a class that is complete is written as a class and
// runs of complete classes as "+" or spans: pairs "QQ+" / "TT-88", one higher
// rank with a walking kicker "AQs+" / "KTs-K8s", and "AK" (no suffix) when
// both the suited and the offsuit part are complete; the combos of an
// incomplete part are written one by one ("AsKd").
//
// Omaha: "****" (n stars) for every hand of the game at one weight;
// otherwise, per weight, a rank multiset held in full is written as a pattern
// naming all n ranks ("AAKQ", which matches exactly that multiset), a full
// suit shape of one ("AAKQds", "ss", "r") likewise, and other hands as exact
// hands ("AsAhKdQc").
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <map>
#include <string>
#include <vector>

#include "../portable/float_text.hpp"
#include "internal.hpp"
#include "xiapl/range.hpp"

namespace xiapl {

using namespace range_detail;

namespace {

// The shortest text that reads back as the same double.
std::string weight_suffix(double w) {
    if (w == 1.0) return {};
    char buffer[32];
    auto result = detail::double_to_chars(buffer, buffer + sizeof buffer, w);
    return ":" + std::string(buffer, result.ptr);
}

// The cards of a hand, higher rank first, then suit s, h, d, c: "AsKd".
std::string hand_text(CardMask mask) {
    std::vector<CardId> ids = ids_of(mask);
    std::sort(ids.begin(), ids.end(), [](CardId a, CardId b) {
        return rank_of(a) != rank_of(b) ? rank_of(a) > rank_of(b) : suit_of(a) > suit_of(b);
    });
    std::string s;
    for (CardId id : ids) s += card_name(id);
    return s;
}

// Weight groups: weight 1 first, then descending weight; combos keep their
// ascending mask order inside a group.
std::vector<std::pair<double, std::vector<CardMask>>> by_weight(const Range& range) {
    std::map<double, std::vector<CardMask>, std::greater<>> groups;
    for (const auto& c : range.combos()) groups[c.weight].push_back(c.mask);
    return {groups.begin(), groups.end()};
}

// ---------------------------------------------------------------------------
// Hold'em

struct HoldemItem {
    int hi = 0;    // the higher rank of the item's strongest class
    int lo = 0;    // its kicker (the pair's rank for pairs)
    int kind = 0;  // order among items of one class: both, suited, offsuit, exact
    std::string text;
};

// A run of kickers [a, b] under the higher rank hi, as one item: "AQs+",
// "AKs", "KTs-K8s"; `suffix` is "s", "o" or "".
std::string kicker_run(int hi, int a, int b, const std::string& suffix) {
    const std::string top = std::string{rank_char(hi), rank_char(b)} + suffix;
    if (a == b) return top;
    const std::string bottom = std::string{rank_char(hi), rank_char(a)} + suffix;
    // '+' from a kicker that is not a connector climbs the kicker to hi - 1.
    if (b == hi - 1) return bottom + "+";
    return top + "-" + bottom;
}

// The maximal runs of consecutive kickers in `set` (bit r = kicker r).
std::vector<std::pair<int, int>> runs(unsigned set) {
    std::vector<std::pair<int, int>> out;
    for (int r = 2; r <= 14; ++r) {
        if (!(set >> r & 1)) continue;
        int e = r;
        while (e + 1 <= 14 && (set >> (e + 1) & 1)) ++e;
        out.emplace_back(r, e);
        r = e;
    }
    return out;
}

unsigned run_bits(int a, int b) { return ((2u << b) - 1) & ~((1u << a) - 1); }

struct KickerPlan {
    std::vector<HoldemItem> items;
    std::size_t length = 0;
};

// The items for one higher rank, given the kickers whose suited (S) and
// offsuit (O) parts are complete. Three ways to cover them; the fewest items
// win, then the shortest text.
std::vector<HoldemItem> kicker_items(int hi, unsigned suited, unsigned offsuit) {
    const unsigned both = suited & offsuit;
    auto plan = [&](const std::vector<std::pair<unsigned, int>>& parts) {
        // parts: (kicker set, kind) with kind 0 = both, 1 = suited, 2 = offsuit
        KickerPlan p;
        for (const auto& [set, kind] : parts) {
            for (auto [a, b] : runs(set)) {
                static const char* suffixes[] = {"", "s", "o"};
                HoldemItem item{hi, b, kind, kicker_run(hi, a, b, suffixes[kind])};
                p.length += item.text.size();
                p.items.push_back(std::move(item));
            }
        }
        return p;
    };
    // (a) complete classes as "AK", the rest by suit kind.
    KickerPlan a = plan({{both, 0}, {suited & ~both, 1}, {offsuit & ~both, 2}});
    // (b) suited and offsuit runs only ("A2s+, ATo+").
    KickerPlan b = plan({{suited, 1}, {offsuit, 2}});
    // (c) the suited and offsuit runs that hold a kicker only that kind has,
    // then "both" items for the complete classes those runs leave uncovered.
    unsigned suited_cover = 0, offsuit_cover = 0;
    for (auto [x, y] : runs(suited)) {
        if (run_bits(x, y) & suited & ~both) suited_cover |= run_bits(x, y);
    }
    for (auto [x, y] : runs(offsuit)) {
        if (run_bits(x, y) & offsuit & ~both) offsuit_cover |= run_bits(x, y);
    }
    KickerPlan c = plan({{both & ~(suited_cover & offsuit_cover), 0}, {suited_cover, 1}, {offsuit_cover, 2}});
    const KickerPlan* best = &a;
    for (const KickerPlan* p : {&c, &b}) {
        if (p->items.size() < best->items.size() ||
            (p->items.size() == best->items.size() && p->length < best->length)) {
            best = p;
        }
    }
    return best->items;
}

std::vector<std::string> holdem_items(const std::vector<CardMask>& masks) {
    // Per class: the combos present. Pairs by rank; others by (hi, lo, suited).
    std::array<std::vector<CardMask>, 15> pairs;
    std::array<std::array<std::array<std::vector<CardMask>, 2>, 15>, 15> classes;
    for (CardMask m : masks) {
        const CardId x = std::countr_zero(m), y = 63 - std::countl_zero(m);
        const int rx = rank_of(x), ry = rank_of(y);
        if (rx == ry) {
            pairs[rx].push_back(m);
        } else {
            classes[std::max(rx, ry)][std::min(rx, ry)][suit_of(x) == suit_of(y) ? 1 : 0].push_back(m);
        }
    }
    std::vector<HoldemItem> items;
    auto exact = [&](const std::vector<CardMask>& part, int hi, int lo) {
        for (CardMask m : part) items.push_back({hi, lo, 3, hand_text(m)});
    };
    unsigned full_pairs = 0;
    for (int r = 2; r <= 14; ++r) {
        if (pairs[r].size() == 6) {
            full_pairs |= 1u << r;
        } else {
            exact(pairs[r], r, r);
        }
    }
    for (auto [a, b] : runs(full_pairs)) {
        const std::string top(2, rank_char(b)), bottom(2, rank_char(a));
        items.push_back({b, b, 0, a == b ? top : b == 14 ? bottom + "+" : top + "-" + bottom});
    }
    for (int hi = 3; hi <= 14; ++hi) {
        unsigned suited = 0, offsuit = 0;
        for (int lo = 2; lo < hi; ++lo) {
            const auto& part = classes[hi][lo];
            if (part[1].size() == 4) {
                suited |= 1u << lo;
            } else {
                exact(part[1], hi, lo);
            }
            if (part[0].size() == 12) {
                offsuit |= 1u << lo;
            } else {
                exact(part[0], hi, lo);
            }
        }
        for (auto& item : kicker_items(hi, suited, offsuit)) items.push_back(std::move(item));
    }
    // Pairs first, then by higher rank, kicker and kind, strongest first.
    std::stable_sort(items.begin(), items.end(), [](const HoldemItem& a, const HoldemItem& b) {
        const bool pa = a.hi == a.lo, pb = b.hi == b.lo;
        if (pa != pb) return pa;
        if (a.hi != b.hi) return a.hi > b.hi;
        if (a.lo != b.lo) return a.lo > b.lo;
        return a.kind < b.kind;
    });
    std::vector<std::string> out;
    out.reserve(items.size());
    for (auto& item : items) out.push_back(std::move(item.text));
    return out;
}

// ---------------------------------------------------------------------------
// Omaha

// The rank multiset of a hand: 4 bits of count per rank.
std::uint64_t rank_key(CardMask mask) {
    std::uint64_t key = 0;
    for (CardMask m = mask; m; m &= m - 1) key += std::uint64_t{1} << (4 * (rank_of(std::countr_zero(m)) - 2));
    return key;
}

// The suit shape a qualifier names, as the parser's qualifiers define them:
// 0 ds (two suits of exactly two), 1 ss (one), 2 r (none), each with no suit
// of three or more; 3 for every other shape (no qualifier names it).
int shape_of(CardMask mask) {
    int pairs = 0;
    for (int s = 0; s < 4; ++s) {
        const int count = std::popcount((mask >> (13 * s)) & 0x1FFF);
        if (count >= 3) return 3;
        if (count == 2) ++pairs;
    }
    return pairs == 2 ? 0 : pairs == 1 ? 1 : pairs == 0 ? 2 : 3;
}

// The ranks of a multiset key, highest first: "AAKQ".
std::string key_text(std::uint64_t key) {
    std::string s;
    for (int r = 14; r >= 2; --r) s.append(static_cast<std::size_t>((key >> (4 * (r - 2))) & 0xF), rank_char(r));
    return s;
}

// The hands of each suit shape with exactly the ranks of key.
std::array<std::uint64_t, 4> shape_totals(std::uint64_t key) {
    std::array<std::uint64_t, 4> totals{};
    // Each rank with count k takes one of the C(4, k) suit sets; walk them all.
    std::vector<std::pair<int, int>> counts;  // (rank, count)
    for (int r = 2; r <= 14; ++r) {
        const int k = static_cast<int>((key >> (4 * (r - 2))) & 0xF);
        if (k) counts.emplace_back(r, k);
    }
    auto walk = [&](auto&& self, std::size_t i, CardMask mask) -> void {
        if (i == counts.size()) {
            ++totals[static_cast<std::size_t>(shape_of(mask))];
            return;
        }
        const auto [rank, k] = counts[i];
        for (unsigned suits = 0; suits < 16; ++suits) {
            if (std::popcount(suits) != k) continue;
            CardMask m = mask;
            for (int s = 0; s < 4; ++s) {
                if (suits >> s & 1) m |= bit(make_card(rank, s));
            }
            self(self, i + 1, m);
        }
    };
    walk(walk, 0, 0);
    return totals;
}

std::vector<std::string> omaha_items(const std::vector<CardMask>& masks, int n) {
    // Rank multisets strongest first (by key, which orders by the highest
    // ranks held), then the exact hands.
    std::map<std::uint64_t, std::vector<CardMask>, std::greater<>> by_ranks;
    for (CardMask m : masks) by_ranks[rank_key(m)].push_back(m);
    std::vector<std::string> patterns, exact;
    static const char* qualifiers[] = {"ds", "ss", "r"};
    for (const auto& [key, hands] : by_ranks) {
        std::uint64_t total = 1;
        for (int r = 2; r <= 14; ++r) total *= choose(4, static_cast<int>((key >> (4 * (r - 2))) & 0xF));
        if (hands.size() == total) {
            patterns.push_back(key_text(key));
            continue;
        }
        const auto totals = shape_totals(key);
        std::array<std::vector<CardMask>, 4> shapes;
        for (CardMask m : hands) shapes[static_cast<std::size_t>(shape_of(m))].push_back(m);
        for (std::size_t s = 0; s < 4; ++s) {
            // "r" exists only for 4 cards and "ss" up to 5 (the parser refuses the others).
            const bool expressible = s < 3 && !(s == 2 && n > 4) && !(s == 1 && n > 5);
            if (expressible && !shapes[s].empty() && shapes[s].size() == totals[s]) {
                patterns.push_back(key_text(key) + qualifiers[s]);
            } else {
                for (CardMask m : shapes[s]) exact.push_back(hand_text(m));
            }
        }
    }
    patterns.insert(patterns.end(), exact.begin(), exact.end());
    return patterns;
}

}  // namespace

std::string range_to_text(const Range& range) {
    const int n = hole_cards_for(range.game());
    const auto groups = by_weight(range);
    std::string out;
    auto append = [&](const std::string& item, const std::string& suffix) {
        if (!out.empty()) out += ", ";
        out += item;
        out += suffix;
    };
    const bool holdem = range_grammar(range.game()) == Game::Holdem;
    if (!holdem && groups.size() == 1 && range.size() == choose(kDeckSize, n)) {
        append(std::string(static_cast<std::size_t>(n), '*'), weight_suffix(groups[0].first));
        return out;
    }
    for (const auto& [weight, masks] : groups) {
        const std::string suffix = weight_suffix(weight);
        for (const std::string& item : holdem ? holdem_items(masks) : omaha_items(masks, n)) append(item, suffix);
    }
    return out;
}

}  // namespace xiapl
