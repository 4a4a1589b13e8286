// Hand evaluation: exhaustive counts over all 5- and 7-card hands, agreement
// with a naive evaluator written here (best of all fives, each classified
// from its grouped ranks), edge cases, decoding, best_hand and the checked
// entry points.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;

namespace {

// ---------------------------------------------------------------------------
// The naive reference. A five is classified by grouping its ranks by count
// (largest group first, then higher rank first); the group ranks in that
// order are exactly the kicker list, and the count signature names the
// category. A hand is the best of all its fives.

struct Value {
    int category = -1;
    std::array<int, 5> ranks{};  // zero-padded
    auto operator<=>(const Value&) const = default;
};

Value classify_five(const std::array<int, 5>& ids) {
    std::array<int, 15> count{};
    bool one_suit = true;
    for (int id : ids) {
        ++count[static_cast<std::size_t>(id % 13 + 2)];
        one_suit = one_suit && id / 13 == ids[0] / 13;
    }
    // Groups (count, rank): larger count first, then higher rank.
    std::array<std::pair<int, int>, 5> groups{};
    std::size_t n = 0;
    for (int r = 14; r >= 2; --r) {
        if (count[static_cast<std::size_t>(r)]) groups[n++] = {count[static_cast<std::size_t>(r)], r};
    }
    for (std::size_t i = 1; i < n; ++i) {  // insertion sort by count, stable
        for (std::size_t j = i; j > 0 && groups[j - 1].first < groups[j].first; --j)
            std::swap(groups[j - 1], groups[j]);
    }

    int straight_top = 0;
    if (n == 5) {
        if (groups[0].second - groups[4].second == 4) straight_top = groups[0].second;
        if (groups[0].second == 14 && groups[1].second == 5) straight_top = 5;  // A-5-4-3-2
    }
    Value v;
    if (straight_top) {
        v.category = one_suit ? 8 : 4;
        v.ranks[0] = straight_top;
        return v;
    }
    for (std::size_t i = 0; i < n; ++i) v.ranks[i] = groups[i].second;
    const int big = groups[0].first, next = groups[1].first;
    if (big == 4)
        v.category = 7;
    else if (big == 3 && next == 2)
        v.category = 6;
    else if (one_suit)
        v.category = 5;
    else if (big == 3)
        v.category = 3;
    else if (big == 2 && next == 2)
        v.category = 2;
    else if (big == 2)
        v.category = 1;
    else
        v.category = 0;
    return v;
}

std::vector<int> ids(CardMask m) {
    std::vector<int> out;
    for (; m; m &= m - 1) out.push_back(std::countr_zero(m));
    return out;
}

Value reference_best(CardMask cards) {
    const std::vector<int> c = ids(cards);
    const int n = static_cast<int>(c.size());
    Value best;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int d = b + 1; d < n; ++d)
                for (int e = d + 1; e < n; ++e)
                    for (int f = e + 1; f < n; ++f)
                        best = std::max(best, classify_five({c[a], c[b], c[d], c[e], c[f]}));
    return best;
}

Value reference_omaha(CardMask board, CardMask hole) {
    const std::vector<int> b = ids(board), h = ids(hole);
    Value best;
    for (std::size_t i = 0; i < h.size(); ++i)
        for (std::size_t j = i + 1; j < h.size(); ++j)
            for (std::size_t x = 0; x < b.size(); ++x)
                for (std::size_t y = x + 1; y < b.size(); ++y)
                    for (std::size_t z = y + 1; z < b.size(); ++z)
                        best = std::max(best, classify_five({h[i], h[j], b[x], b[y], b[z]}));
    return best;
}

Value decode(Strength s) {
    Value v;
    v.category = static_cast<int>(category_of(s));
    int r[5];
    const int n = kickers_of(s, r);
    for (int i = 0; i < n; ++i) v.ranks[static_cast<std::size_t>(i)] = r[i];
    return v;
}

// Category of every strength, for the hot exhaustive loops.
std::array<int, kStrengthMax + 1> category_table() {
    std::array<int, kStrengthMax + 1> t{};
    for (int s = 1; s <= kStrengthMax; ++s)
        t[static_cast<std::size_t>(s)] = static_cast<int>(category_of(static_cast<Strength>(s)));
    return t;
}

CardMask random_cards(Rng& rng, int count, CardMask dead = 0) {
    CardMask out = 0;
    while (std::popcount(out) < count) {
        const CardMask card = CardMask{1} << rng.below(52);
        if (!((out | dead) & card)) out |= card;
    }
    return out;
}

Strength eval(const char* text) { return evaluate_mask(cards(text)); }

// The message of the InvalidArgument error a call throws ("" and a test
// failure if it throws nothing or something else).
template <class F>
std::string invalid_argument_message(F&& call) {
    try {
        call();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument) << e.what();
        return e.what();
    }
    ADD_FAILURE() << "expected xiapl::Error(InvalidArgument)";
    return "";
}

// Checks that fast strengths and reference values agree, value by value
// and in their order (pairs of neighbours in the sample).
void expect_agreement(const std::vector<Strength>& fast, const std::vector<Value>& ref, const char* what) {
    ASSERT_EQ(fast.size(), ref.size());
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < fast.size(); ++i) {
        if (decode(fast[i]) != ref[i] && ++mismatches <= 5) ADD_FAILURE() << what << " sample " << i;
        if (i) {
            const auto fast_order = fast[i - 1] <=> fast[i];
            const auto ref_order = ref[i - 1] <=> ref[i];
            if (fast_order != ref_order && ++mismatches <= 5) ADD_FAILURE() << what << " order at sample " << i;
        }
    }
    EXPECT_EQ(mismatches, 0u) << what;
}

}  // namespace

// ---------------------------------------------------------------------------
// Strength scale and decoding.

TEST(Eval, CategoriesOccupyTheDocumentedIntervals) {
    const int last[] = {1277, 4137, 4995, 5853, 5863, 7140, 7296, 7452, 7462};
    int s = 1;
    for (int cat = 0; cat < 9; ++cat) {
        for (; s <= last[cat]; ++s) ASSERT_EQ(static_cast<int>(category_of(static_cast<Strength>(s))), cat) << s;
    }
}

TEST(Eval, DecodedValuesAreStrictlyIncreasing) {
    for (int s = 2; s <= kStrengthMax; ++s) {
        ASSERT_LT(decode(static_cast<Strength>(s - 1)), decode(static_cast<Strength>(s))) << s;
    }
}

TEST(Eval, KickersFollowTheDocumentedOrder) {
    int r[5];
    ASSERT_EQ(kickers_of(1, r), 5);
    EXPECT_EQ((std::array<int, 5>{r[0], r[1], r[2], r[3], r[4]}), (std::array<int, 5>{7, 5, 4, 3, 2}));
    ASSERT_EQ(kickers_of(eval("Jc Jd Ah 9s 7c"), r), 4);
    EXPECT_EQ((std::array<int, 4>{r[0], r[1], r[2], r[3]}), (std::array<int, 4>{11, 14, 9, 7}));
    ASSERT_EQ(kickers_of(eval("4c 4d Kh Ks 9c"), r), 3);
    EXPECT_EQ((std::array<int, 3>{r[0], r[1], r[2]}), (std::array<int, 3>{13, 4, 9}));
    ASSERT_EQ(kickers_of(eval("7c 7d 7h Ks 2c"), r), 3);
    EXPECT_EQ((std::array<int, 3>{r[0], r[1], r[2]}), (std::array<int, 3>{7, 13, 2}));
    ASSERT_EQ(kickers_of(eval("Ac 2d 3h 4s 5c"), r), 1);
    EXPECT_EQ(r[0], 5);
    ASSERT_EQ(kickers_of(eval("3c 3d 3h 2s 2c"), r), 2);
    EXPECT_EQ((std::array<int, 2>{r[0], r[1]}), (std::array<int, 2>{3, 2}));
    ASSERT_EQ(kickers_of(eval("9c 9d 9h 9s Tc"), r), 2);
    EXPECT_EQ((std::array<int, 2>{r[0], r[1]}), (std::array<int, 2>{9, 10}));
    ASSERT_EQ(kickers_of(eval("Kh 9h 6h 4h 2h"), r), 5);
    EXPECT_EQ((std::array<int, 5>{r[0], r[1], r[2], r[3], r[4]}), (std::array<int, 5>{13, 9, 6, 4, 2}));
    ASSERT_EQ(kickers_of(kStrengthMax, r), 1);
    EXPECT_EQ(r[0], 14);
}

TEST(Eval, DescribeStrengthNamesCategoryAndKickers) {
    EXPECT_EQ(describe_strength(eval("Ac Kd 9h 5s 3c")), "High Card [14 13 9 5 3]");
    EXPECT_EQ(describe_strength(eval("Jc Jd Ah 9s 7c")), "One Pair [11 14 9 7]");
    EXPECT_EQ(describe_strength(eval("Ac Ad Kh Ks 2c")), "Two Pair [14 13 2]");
    EXPECT_EQ(describe_strength(eval("Ac Ad Ah Ks 9c")), "Three of a Kind [14 13 9]");
    EXPECT_EQ(describe_strength(eval("Ac 2d 3h 4s 5c")), "Straight [5]");
    EXPECT_EQ(describe_strength(eval("Ah Jh 8h 4h 3h")), "Flush [14 11 8 4 3]");
    EXPECT_EQ(describe_strength(eval("3c 3d 3h 2s 2c")), "Full House [3 2]");
    EXPECT_EQ(describe_strength(eval("Ac Ad Ah As 2c")), "Four of a Kind [14 2]");
    EXPECT_EQ(describe_strength(eval("Ts Js Qs Ks As")), "Straight Flush [14]");
    EXPECT_EQ(describe_strength(eval("5d 6d 7d 8d 9d")), "Straight Flush [9]");
}

TEST(Eval, HandNamesAreReadable) {
    EXPECT_EQ(hand_name(eval("Ac Kd 9h 5s 3c")), "high card, ace");
    EXPECT_EQ(hand_name(eval("7c 5d 4h 3s 2c")), "high card, seven");
    EXPECT_EQ(hand_name(eval("Ac Ad 9h 5s 3c")), "pair of aces");
    EXPECT_EQ(hand_name(eval("6c 6d 9h 5s 3c")), "pair of sixes");
    EXPECT_EQ(hand_name(eval("Ac Ad Kh Ks 2c")), "two pair, aces and kings");
    EXPECT_EQ(hand_name(eval("7c 7d 7h Ks 2c")), "three of a kind, sevens");
    EXPECT_EQ(hand_name(eval("Ac 2d 3h 4s 5c")), "straight, five-high");
    EXPECT_EQ(hand_name(eval("Tc Jd Qh Ks Ac")), "straight, ace-high");
    EXPECT_EQ(hand_name(eval("Ah Jh 8h 4h 3h")), "flush, ace-high");
    EXPECT_EQ(hand_name(eval("3c 3d 3h 2s 2c")), "full house, threes over twos");
    EXPECT_EQ(hand_name(eval("Ac Ad Ah As 2c")), "four of a kind, aces");
    EXPECT_EQ(hand_name(eval("5d 6d 7d 8d 9d")), "straight flush, nine-high");
    EXPECT_EQ(hand_name(eval("Ad 2d 3d 4d 5d")), "straight flush, five-high");
    EXPECT_EQ(hand_name(eval("Ts Js Qs Ks As")), "royal flush");
    const char* plural[] = {"twos",  "threes", "fours", "fives",  "sixes", "sevens", "eights",
                            "nines", "tens",   "jacks", "queens", "kings", "aces"};
    for (int r = 0; r < 13; ++r) {
        const CardMask quads = bit(r) | bit(13 + r) | bit(26 + r) | bit(39 + r);
        const CardMask kicker = bit(r == 0 ? 1 : 0);
        EXPECT_EQ(hand_name(evaluate_mask(quads | kicker)), std::string("four of a kind, ") + plural[r]);
    }
}

TEST(Eval, DecodingRejectsStrengthsOutsideTheScale) {
    int r[5];
    EXPECT_NE(invalid_argument_message([] { category_of(0); }).find("strength 0"), std::string::npos);
    EXPECT_NE(invalid_argument_message([&] { kickers_of(7463, r); }).find("7463"), std::string::npos);
    invalid_argument_message([] { describe_strength(0); });
    invalid_argument_message([] { hand_name(9000); });
}

// ---------------------------------------------------------------------------
// Exhaustive checks.

TEST(Eval, AllFiveCardHands) {
    const auto cat = category_table();
    std::array<std::int64_t, 9> per_category{};
    std::vector<bool> seen(kStrengthMax + 1);
    std::int64_t total = 0, mismatches = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        const Strength s = evaluate_mask(bit(a) | bit(b) | bit(c) | bit(d) | bit(e));
                        if (HandState{}.add(a).add(b).add(c).add(d).add(e).evaluate() != s && ++mismatches <= 5) {
                            ADD_FAILURE()
                                << "HandState differs: " << mask_name(bit(a) | bit(b) | bit(c) | bit(d) | bit(e));
                        }
                        ++per_category[static_cast<std::size_t>(cat[s])];
                        seen[s] = true;
                        ++total;
                        if (decode(s) != classify_five({a, b, c, d, e}) && ++mismatches <= 5) {
                            ADD_FAILURE() << "differs from the reference: "
                                          << mask_name(bit(a) | bit(b) | bit(c) | bit(d) | bit(e));
                        }
                    }
    EXPECT_EQ(total, 2598960);
    EXPECT_EQ(mismatches, 0);
    EXPECT_EQ(std::count(seen.begin(), seen.end(), true), 7462);
    const std::array<std::int64_t, 9> expected = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};
    EXPECT_EQ(per_category, expected);
}

TEST(Eval, AllSevenCardHandsThroughHandState) {
    const auto cat = category_table();
    std::vector<std::uint32_t> per_strength(kStrengthMax + 1);
    std::int64_t total = 0, mask_mismatches = 0;
    const HandState empty;
    for (int a = 0; a < 52; ++a) {
        const HandState sa = empty.add(a);
        for (int b = a + 1; b < 52; ++b) {
            const HandState sb = sa.add(b);
            for (int c = b + 1; c < 52; ++c) {
                const HandState sc = sb.add(c);
                for (int d = c + 1; d < 52; ++d) {
                    const HandState sd = sc.add(d);
                    for (int e = d + 1; e < 52; ++e) {
                        const HandState se = sd.add(e);
                        for (int f = e + 1; f < 52; ++f) {
                            const HandState sf = se.add(f);
                            for (int g = f + 1; g < 52; ++g) {
                                const HandState sg = sf.add(g);
                                const Strength s = sg.evaluate();
                                ++per_strength[s];
                                mask_mismatches += evaluate_mask(sg.mask) != s;
                            }
                        }
                    }
                }
            }
        }
    }
    std::array<std::int64_t, 9> per_category{};
    std::int64_t distinct = 0;
    for (int s = 0; s <= kStrengthMax; ++s) {
        if (per_strength[static_cast<std::size_t>(s)] == 0) continue;
        ASSERT_NE(s, 0) << "a valid hand evaluated to 0";
        ++distinct;
        per_category[static_cast<std::size_t>(cat[static_cast<std::size_t>(s)])] +=
            per_strength[static_cast<std::size_t>(s)];
        total += per_strength[static_cast<std::size_t>(s)];
    }
    EXPECT_EQ(total, 133784560);
    EXPECT_EQ(mask_mismatches, 0) << "evaluate_mask and HandState disagree";
    EXPECT_EQ(distinct, 4824);
    const std::array<std::int64_t, 9> expected = {23294460, 58627800, 31433400, 6461620, 6180020,
                                                  4047644,  3473184,  224848,   41584};
    EXPECT_EQ(per_category, expected);
}

TEST(Eval, AllSixCardHandsAgreeBetweenHandStateAndMask) {
    std::vector<bool> seen(kStrengthMax + 1);
    std::int64_t total = 0, mismatches = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        const HandState se = HandState{}.add(a).add(b).add(c).add(d).add(e);
                        for (int f = e + 1; f < 52; ++f) {
                            const HandState sf = se.add(f);
                            const Strength s = sf.evaluate();
                            seen[s] = true;
                            ++total;
                            mismatches += evaluate_mask(sf.mask) != s;
                        }
                    }
    EXPECT_EQ(total, 20358520);
    EXPECT_EQ(mismatches, 0);
    EXPECT_FALSE(seen[0]);
    EXPECT_EQ(std::count(seen.begin(), seen.end(), true), 6075);
}

// ---------------------------------------------------------------------------
// Random agreement with the reference.

TEST(Eval, RandomSevenAndSixCardHandsMatchTheReference) {
    for (int n : {7, 6}) {
        Rng rng(0xE7A1 + static_cast<std::uint64_t>(n));
        constexpr std::size_t kHands = 1000000;
        std::vector<CardMask> masks(kHands);
        for (auto& m : masks) m = random_cards(rng, n);
        std::vector<Strength> fast(kHands);
        evaluate_many(masks.data(), fast.data(), kHands);
        std::vector<Value> ref(kHands);
        for (std::size_t i = 0; i < kHands; ++i) {
            ref[i] = reference_best(masks[i]);
            ASSERT_EQ(evaluate_mask(masks[i]), fast[i]);
        }
        expect_agreement(fast, ref, n == 7 ? "7 cards" : "6 cards");
    }
}

// evaluate_many picks one of two loops by CPU; both must agree with
// evaluate_mask on every hand size, flushes included, and for every batch
// length around the four-hand unrolling.
TEST(Eval, EveryBatchLoopMatchesEvaluateMask) {
    Rng rng(0xB41);
    std::vector<CardMask> masks;
    for (int i = 0; i < 300000; ++i) masks.push_back(random_cards(rng, 5 + static_cast<int>(rng.below(3))));
    for (int i = 0; i < 20000; ++i) {  // at least five of one suit
        const int suit = static_cast<int>(rng.below(4));
        const int suited = 5 + static_cast<int>(rng.below(3));
        CardMask m = 0;
        while (std::popcount(m) < suited) m |= CardMask{1} << (13 * suit + static_cast<int>(rng.below(13)));
        const int total = suited + static_cast<int>(rng.below(static_cast<std::uint64_t>(8 - suited)));
        masks.push_back(m | random_cards(rng, total - suited, m));
    }
    std::vector<Strength> expected(masks.size());
    for (std::size_t i = 0; i < masks.size(); ++i) expected[i] = evaluate_mask(masks[i]);
    std::vector<void (*)(const std::uint64_t*, Strength*, std::size_t)> loops = {&evaluate_many,
                                                                                 &detail::evaluate_many_portable};
    if (detail::bmi_kernel_available()) loops.push_back(&detail::evaluate_many_bmi);
    if (detail::pext_kernel_available()) loops.push_back(&detail::evaluate_many_pext);
    for (auto loop : loops) {
        std::vector<Strength> out(masks.size(), 0);
        loop(masks.data(), out.data(), masks.size());
        ASSERT_EQ(out, expected);
        for (std::size_t n = 0; n <= 9; ++n) {  // short batches: the tail loop; nothing past n written
            std::vector<Strength> part(12, 0xFFFF);
            loop(masks.data() + 300000, part.data(), n);
            for (std::size_t i = 0; i < 12; ++i) {
                ASSERT_EQ(part[i], i < n ? expected[300000 + i] : Strength{0xFFFF}) << "n = " << n;
            }
        }
    }
}

TEST(Eval, FirstInvalidMaskFindsTheFirstRefusedMask) {
    // Every kind of refused mask, at every position of batches of 0 to 12
    // valid masks (so in and after the four-at-a-time loop), against
    // evaluate_cards_checked, the single-mask check the batch stands for.
    Rng rng(0xBAD);
    const CardMask refused[] = {0,
                                0xF,                         // 4 cards
                                0xFF,                        // 8 cards
                                0x7,                         // 3 cards
                                0xFFF,                       // 12 cards: 12 + 3 has bit 3 set
                                0x1FFF,                      // 13 cards
                                0x7FFF,                      // 15 cards
                                (CardMask{1} << 52) | 0x1F,  // a bit >= 52
                                (CardMask{1} << 63) | 0x3F,  // the top bit
                                ~CardMask{0},                // 64 bits: a count that wraps a shift
                                (CardMask{0x1F} << 48),      // 5 cards, the last one bit 52
                                (CardMask{0x7F} << 46)};     // 7 cards, the last one bit 52
    for (CardMask bad : refused) {
        EXPECT_THROW(evaluate_cards_checked(bad), Error) << bad;
    }
    for (std::size_t n = 0; n <= 70; ++n) {  // up to two blocks of 32 and a tail
        std::vector<CardMask> masks;
        for (std::size_t i = 0; i < n; ++i) masks.push_back(random_cards(rng, 5 + static_cast<int>(rng.below(3))));
        ASSERT_EQ(first_invalid_mask(masks.data(), n), n);
        for (std::size_t at = 0; at < n; ++at) {
            for (CardMask bad : refused) {
                std::vector<CardMask> copy = masks;
                copy[at] = bad;
                if (at + 1 < n) copy[n - 1] = refused[2];  // a later bad mask must not be reported first
                ASSERT_EQ(first_invalid_mask(copy.data(), n), at) << "n = " << n << ", bad = " << bad;
            }
        }
    }
}

TEST(Eval, EveryCheckedBatchEvaluatesAllOrWritesNothing) {
    // Each form of evaluate_many_checked this CPU runs, and the one it picks,
    // on batches around the block size (32) and the staged sizes (4,096 on
    // the stack, 65,536 on the heap; a longer batch is checked from its last
    // block back, hence bad masks in the last full block and in the tail):
    // every strength when all masks are valid, nothing past n written; the
    // first bad index and nothing written at all when one is not.
    Rng rng(0xC4EC);
    std::vector<CardMask> masks;
    for (int i = 0; i < 70000; ++i) masks.push_back(random_cards(rng, 5 + static_cast<int>(rng.below(3))));
    std::vector<Strength> expected(masks.size());
    for (std::size_t i = 0; i < masks.size(); ++i) expected[i] = evaluate_mask(masks[i]);
    std::vector<detail::CheckedBatch> forms = {&evaluate_many_checked};
    for (const auto& variant : detail::checked_batch_variants()) forms.push_back(variant.run);
    ASSERT_GE(forms.size(), 2u);
    EXPECT_STREQ(detail::checked_batch_variants().back().name, "portable");
    const std::size_t sizes[] = {0, 1, 31, 32, 33, 64, 100, 4095, 4096, 4097, 5000, 65536, 65537, 65568, 70000};
    const CardMask refused[] = {0xF, 0xFF, (CardMask{1} << 52) | 0x3F, ~CardMask{0}};
    for (auto form : forms) {
        for (std::size_t n : sizes) {
            std::vector<Strength> out(n + 3, 0xFFFF);
            ASSERT_EQ(form(masks.data(), out.data(), n), n) << "n = " << n;
            for (std::size_t i = 0; i < n + 3; ++i) {
                ASSERT_EQ(out[i], i < n ? expected[i] : Strength{0xFFFF}) << "n = " << n << ", i = " << i;
            }
            if (n == 0) continue;
            for (std::size_t at : {std::size_t{0}, std::size_t{31}, std::size_t{32}, n / 2, n - 40, n - 1}) {
                if (at >= n) continue;
                for (CardMask bad : refused) {
                    std::vector<CardMask> copy(masks.begin(), masks.begin() + static_cast<std::ptrdiff_t>(n));
                    copy[at] = bad;
                    if (at + 1 < n) copy[n - 1] = refused[0];  // a later bad mask is not the one reported
                    std::vector<Strength> untouched(n, 0xFFFF);
                    ASSERT_EQ(form(copy.data(), untouched.data(), n), at) << "n = " << n << ", at = " << at;
                    ASSERT_TRUE(std::all_of(untouched.begin(), untouched.end(), [](Strength s) { return s == 0xFFFF; }))
                        << "n = " << n << ", at = " << at;
                }
            }
        }
    }
}

TEST(Eval, FirstInvalidHandAgreesWithValidateHand) {
    // Random (board, hole) pairs of every shape, one at a time, against
    // validate_hand; then every kind of refused pair at every position of
    // batches of 0 to 12 valid pairs.
    Rng rng(0x0A4A);
    for (Game g : {Game::Holdem, Game::Omaha4, Game::Omaha5, Game::Omaha6}) {
        for (int i = 0; i < 20000; ++i) {
            const CardMask board = random_cards(rng, static_cast<int>(rng.below(8)));
            CardMask hole = random_cards(rng, static_cast<int>(rng.below(8)), rng.below(4) ? board : 0);
            if (rng.below(8) == 0) hole |= CardMask{1} << (52 + rng.below(12));
            bool refused = false;
            try {
                validate_hand(board, hole, g);
            } catch (const Error&) {
                refused = true;
            }
            ASSERT_EQ(first_invalid_hand(&board, &hole, 1, g), refused ? 0u : 1u) << board << " " << hole;
            const CardMask boards[4] = {board, board, board, board}, holes[4] = {hole, hole, hole, hole};
            ASSERT_EQ(first_invalid_hand(boards, holes, 4, g), refused ? 0u : 4u) << board << " " << hole;
        }
        const int need = hole_cards_for(g);
        const CardMask good_board = random_cards(rng, 5);
        const CardMask good_hole = random_cards(rng, need, good_board);
        const CardMask board_card = good_board & (~good_board + 1), hole_card = good_hole & (~good_hole + 1);
        // Each refused for one reason only, the card counts right where they can be.
        const std::pair<CardMask, CardMask> refused[] = {
            {random_cards(rng, 2), random_cards(rng, need)},                         // 2-card board
            {good_board | random_cards(rng, 1, good_board | good_hole), good_hole},  // 6-card board
            {good_board, good_hole & ~hole_card},                                    // a hole card short
            {good_board, (good_hole & ~hole_card) | board_card},                     // a card in both
            {(good_board & ~board_card) | (CardMask{1} << 52), good_hole},           // board bit 52
            {good_board, (good_hole & ~hole_card) | (CardMask{1} << 63)},            // hole bit 63
            {~CardMask{0}, ~CardMask{0}}};
        for (std::size_t n = 0; n <= 12; ++n) {
            std::vector<CardMask> boards(n, good_board), holes(n, good_hole);
            ASSERT_EQ(first_invalid_hand(boards.data(), holes.data(), n, g), n);
            for (std::size_t at = 0; at < n; ++at) {
                for (const auto& [bad_board, bad_hole] : refused) {
                    EXPECT_THROW(validate_hand(bad_board, bad_hole, g), Error);
                    std::vector<CardMask> b = boards, h = holes;
                    b[at] = bad_board;
                    h[at] = bad_hole;
                    if (at + 1 < n) b[n - 1] = refused[0].first;  // a later bad pair must not be reported first
                    if (at + 1 < n) h[n - 1] = refused[0].second;
                    ASSERT_EQ(first_invalid_hand(b.data(), h.data(), n, g), at) << "n = " << n;
                }
            }
        }
    }
}

TEST(Eval, HandStateAddMaskAndMergeMatchAddingCards) {
    Rng rng(77);
    for (int i = 0; i < 200000; ++i) {
        const int n = 5 + static_cast<int>(rng.below(3));
        const CardMask m = random_cards(rng, n);
        HandState one_by_one;
        for (int id : ids(m)) one_by_one = one_by_one.add(id);
        const CardMask part = m & random_cards(rng, 26);
        const HandState merged = HandState{}.add_mask(part).merge(HandState{}.add_mask(m & ~part));
        const HandState whole = HandState{}.add_mask(m);
        ASSERT_EQ(whole.key, one_by_one.key);
        ASSERT_EQ(merged.key, one_by_one.key);
        ASSERT_EQ(merged.mask, m);
        ASSERT_EQ(whole.size(), n);
        ASSERT_EQ(whole.evaluate(), evaluate_mask(m));
    }
}

TEST(Eval, RandomOmahaDealsMatchTheReference) {
    Rng rng(0x0AAA);
    for (int hole_count : {4, 5, 6}) {
        for (int board_count : {3, 4, 5}) {
            constexpr std::size_t kDeals = 200000;
            std::vector<CardMask> boards(kDeals), holes(kDeals);
            for (std::size_t i = 0; i < kDeals; ++i) {
                boards[i] = random_cards(rng, board_count);
                holes[i] = random_cards(rng, hole_count, boards[i]);
            }
            std::vector<Strength> fast(kDeals);
            evaluate_omaha_many(boards.data(), holes.data(), fast.data(), kDeals);
            std::vector<Value> ref(kDeals);
            for (std::size_t i = 0; i < kDeals; ++i) {
                ref[i] = reference_omaha(boards[i], holes[i]);
                ASSERT_EQ(evaluate_omaha(boards[i], holes[i]), fast[i]);
            }
            const std::string what =
                "Omaha " + std::to_string(hole_count) + " hole, board " + std::to_string(board_count);
            expect_agreement(fast, ref, what.c_str());
        }
    }
}

TEST(Eval, OmahaWithTwoOrThreeHoleCardsMatchesTheReference) {
    // evaluate_omaha accepts 2 to 6 hole cards, beyond the games' 4 to 6.
    Rng rng(0x23);
    for (int hole_count : {2, 3}) {
        for (int i = 0; i < 30000; ++i) {
            const CardMask board = random_cards(rng, 3 + static_cast<int>(rng.below(3)));
            const CardMask hole = random_cards(rng, hole_count, board);
            ASSERT_EQ(decode(evaluate_omaha(board, hole)), reference_omaha(board, hole))
                << mask_name(board) << " / " << mask_name(hole);
        }
    }
}

TEST(Eval, OmahaFlushHeavyDealsMatchTheReference) {
    // Few suits make flushes common, the path random deals rarely take.
    Rng rng(0xF1);
    for (int hole_count : {4, 5, 6}) {
        const CardMask two_suits = (CardMask{1} << 26) - 1;
        for (int i = 0; i < 50000; ++i) {
            const int board_count = 3 + static_cast<int>(rng.below(3));
            const CardMask board = random_cards(rng, board_count, ~two_suits & kFullDeck);
            const CardMask hole = random_cards(rng, hole_count, board | (~two_suits & kFullDeck));
            ASSERT_EQ(decode(evaluate_omaha(board, hole)), reference_omaha(board, hole))
                << mask_name(board) << " / " << mask_name(hole);
        }
    }
}

// ---------------------------------------------------------------------------
// Edge cases.

TEST(Eval, TwoTripsMakeAFullHouseWithTheHigherTrips) {
    EXPECT_EQ(describe_strength(eval("Kc Kd Kh 9s 9c 9d 2h")), "Full House [13 9]");
    EXPECT_EQ(describe_strength(eval("4c 4d 4h Js Jc Jd")), "Full House [11 4]");
    // Trips plus two pairs: the higher pair.
    EXPECT_EQ(describe_strength(eval("5c 5d 5h 8s 8c Qd Qh")), "Full House [5 12]");
    // Quads beat the full house inside them, and the kicker is the best other rank.
    EXPECT_EQ(describe_strength(eval("5c 5d 5h 5s Kc Kd Kh")), "Four of a Kind [5 13]");
    // Three pairs: the best two and the best remaining kicker.
    EXPECT_EQ(describe_strength(eval("2c 2d 3h 3s 4c 4d 5h")), "Two Pair [4 3 5]");
}

TEST(Eval, StraightFlushHiddenAmongSuitedCards) {
    EXPECT_EQ(describe_strength(eval("2h 3h 4h 5h 6h 8h Kh")), "Straight Flush [6]");
    EXPECT_EQ(describe_strength(eval("9c Tc Jc Qc Kc 2c")), "Straight Flush [13]");
    EXPECT_EQ(describe_strength(eval("Ah 2h 3h 4h 5h Kh Qh")), "Straight Flush [5]");  // steel wheel beats A-high flush
    EXPECT_EQ(describe_strength(eval("7s 8s 9s Ts Js Qs Ks")), "Straight Flush [13]");
    EXPECT_EQ(describe_strength(eval("Ad 2d 3d 4d 5d")), "Straight Flush [5]");
}

TEST(Eval, Straights) {
    EXPECT_EQ(describe_strength(eval("Ac 2d 3h 4s 5c")), "Straight [5]");
    EXPECT_EQ(describe_strength(eval("Ac 2d 3h 4s 5c 6d")), "Straight [6]");
    EXPECT_EQ(describe_strength(eval("Tc Jd Qh Ks Ac 2d 2h")), "Straight [14]");
    EXPECT_EQ(describe_strength(eval("Ac Kd Qh Js 2c 3d 4h")), "High Card [14 13 12 11 4]");  // no wrap-around
    EXPECT_LT(eval("Ac 2d 3h 4s 5c"), eval("2c 3d 4h 5s 6c"));
    // A straight and a flush from different cards make a flush.
    EXPECT_EQ(describe_strength(eval("2h 3h 4h 5c 6h Jh Kd")), "Flush [11 6 4 3 2]");
}

TEST(Eval, OmahaUsesExactlyTwoHoleAndThreeBoardCards) {
    // Four suited board cards and one suited hole card: no flush.
    EXPECT_NE(category_of(evaluate_omaha(cards("2h 5h 9h Kh 3c"), cards("Ah Qs Qd 7c"))), Category::Flush);
    EXPECT_EQ(describe_strength(evaluate_omaha(cards("2h 5h 9h Kh 3c"), cards("Ah Qs Qd 7c"))), "One Pair [12 13 9 5]");
    // Two suited hole cards: a flush.
    EXPECT_EQ(describe_strength(evaluate_omaha(cards("2h 5h 9h Kh 3c"), cards("Ah Qh Qd 7c"))), "Flush [14 13 12 9 5]");
    // Four aces in the hand are not quads: two aces and three board cards.
    EXPECT_EQ(describe_strength(evaluate_omaha(cards("2c 7d 9h"), cards("Ac Ad Ah As"))), "One Pair [14 9 7 2]");
    // A board straight needs two hole cards to play: none here.
    EXPECT_EQ(category_of(evaluate_omaha(cards("5c 6d 7h 8s 9c"), cards("Ac Ad Kh Ks"))), Category::OnePair);
    // A board full house plays only three board cards.
    EXPECT_EQ(describe_strength(evaluate_omaha(cards("Kc Kd Kh 2s 2c"), cards("3c 4d 8h 9s"))),
              "Three of a Kind [13 9 8]");
    // Three-card board: exactly one triple.
    EXPECT_EQ(describe_strength(evaluate_omaha(cards("Ts Js Qs"), cards("As Ks 2d 3d"))), "Straight Flush [14]");
}

// ---------------------------------------------------------------------------
// best_hand and its tie rule.

TEST(Eval, BestHandReturnsAnAdmissibleFiveOfTheRightStrength) {
    Rng rng(4242);
    for (Game g : {Game::Holdem, Game::Omaha4, Game::Omaha5, Game::Omaha6}) {
        for (int i = 0; i < 3000; ++i) {
            const CardMask board = random_cards(rng, 3 + static_cast<int>(rng.below(3)));
            const CardMask hole = random_cards(rng, hole_cards_for(g), board);
            const BestHand best = best_hand(board, hole, g);
            ASSERT_EQ(best.strength, evaluate_hand_checked(board, hole, g));
            ASSERT_EQ(std::popcount(best.five), 5);
            ASSERT_EQ(best.five & ~(board | hole), 0u);
            ASSERT_EQ(best.hole_used, best.five & hole);
            ASSERT_EQ(evaluate_mask(best.five), best.strength);
            if (g != Game::Holdem) {
                ASSERT_EQ(std::popcount(best.five & hole), 2);
                ASSERT_EQ(std::popcount(best.five & board), 3);
            }
            // Tie rule: no admissible five of equal strength has a larger mask.
            const std::vector<int> all = ids(board | hole);
            for (std::size_t a = 0; a < all.size(); ++a)
                for (std::size_t b = a + 1; b < all.size(); ++b)
                    for (std::size_t c = b + 1; c < all.size(); ++c)
                        for (std::size_t d = c + 1; d < all.size(); ++d)
                            for (std::size_t e = d + 1; e < all.size(); ++e) {
                                const CardMask five =
                                    bit(all[a]) | bit(all[b]) | bit(all[c]) | bit(all[d]) | bit(all[e]);
                                if (g != Game::Holdem && std::popcount(five & hole) != 2) continue;
                                const Value v = classify_five({all[a], all[b], all[c], all[d], all[e]});
                                ASSERT_LE(v, decode(best.strength));
                                if (v == decode(best.strength)) {
                                    ASSERT_LE(five, best.five);
                                }
                            }
        }
    }
}

TEST(Eval, BestHandTieRuleTakesTheLargestMask) {
    // 2-3-4-5-6 straight with either six: 6d (id 17) beats 6c (id 4).
    BestHand b = best_hand(cards("2c 3d 4h 5s 9c"), cards("6c 6d"), Game::Holdem);
    EXPECT_EQ(describe_strength(b.strength), "Straight [6]");
    EXPECT_EQ(b.five, cards("2c 3d 4h 5s 6d"));
    EXPECT_EQ(b.hole_used, cards("6d"));
    // The board plays: no hole card is used.
    b = best_hand(cards("Ts Js Qs Ks As"), cards("2c 3d"), Game::Holdem);
    EXPECT_EQ(b.five, cards("Ts Js Qs Ks As"));
    EXPECT_EQ(b.hole_used, 0u);
    // Omaha: the two hole cards are always reported.
    b = best_hand(cards("Ts Js Qs Ks As"), cards("2c 3d 4h 5h"), Game::Omaha4);
    EXPECT_EQ(std::popcount(b.hole_used), 2);
    EXPECT_EQ(b.hole_used, cards("5h 4h"));  // the largest pair with the strongest triple
    EXPECT_EQ(describe_strength(b.strength), "High Card [14 13 12 5 4]");
}

// ---------------------------------------------------------------------------
// Checked entry points and judge.

TEST(Eval, CheckedEvaluationRejectsBadInput) {
    std::string m =
        invalid_argument_message([] { evaluate_cards_checked(cards("Ac Kd Qh Js") | (CardMask{1} << 55)); });
    EXPECT_NE(m.find("bit 55"), std::string::npos) << m;
    m = invalid_argument_message([] { evaluate_cards_checked(cards("Ac Kd Qh Js")); });
    EXPECT_NE(m.find("4 cards"), std::string::npos) << m;
    m = invalid_argument_message([] { evaluate_cards_checked(cards("Ac Kd Qh Js Tc 9c 8c 7c")); });
    EXPECT_NE(m.find("8 cards"), std::string::npos) << m;
    EXPECT_EQ(evaluate_cards_checked(cards("Ac Kd Qh Js Tc")), eval("Ac Kd Qh Js Tc"));
    m = invalid_argument_message([] { validate_mask(CardMask{1} << 63, "board"); });
    EXPECT_NE(m.find("board"), std::string::npos) << m;
    EXPECT_NE(m.find("63"), std::string::npos) << m;
    validate_mask(kFullDeck, "board");
}

TEST(Eval, CheckedHandsRejectBadInput) {
    std::string m =
        invalid_argument_message([] { evaluate_hand_checked(cards("Ac Kd Qh"), cards("As Kd"), Game::Holdem); });
    EXPECT_NE(m.find("Kd"), std::string::npos) << m;
    EXPECT_NE(m.find("both"), std::string::npos) << m;
    m = invalid_argument_message([] { evaluate_hand_checked(cards("Ac Kd Qh"), cards("As Ks 2c"), Game::Holdem); });
    EXPECT_NE(m.find("hole cards"), std::string::npos) << m;
    EXPECT_NE(m.find("3 cards"), std::string::npos) << m;
    m = invalid_argument_message([] { evaluate_hand_checked(cards("Ac Kd Qh"), cards("As Ks"), Game::Omaha4); });
    EXPECT_NE(m.find("PLO deals 4"), std::string::npos) << m;
    invalid_argument_message([] { evaluate_hand_checked(cards("Ac Kd Qh"), cards("As Ks 2c 3c 4c"), Game::Omaha6); });
    m = invalid_argument_message([] { evaluate_hand_checked(cards("Ac Kd"), cards("As Ks"), Game::Holdem); });
    EXPECT_NE(m.find("board has 2 cards"), std::string::npos) << m;
    m = invalid_argument_message([] { evaluate_hand_checked(cards("Ac"), cards("As Ks 2c 3c"), Game::Omaha4); });
    EXPECT_NE(m.find("board has 1 card"), std::string::npos) << m;
    m = invalid_argument_message(
        [] { evaluate_hand_checked(cards("Ac Kd Qh Js Tc 9c"), cards("As Ks"), Game::Holdem); });
    EXPECT_NE(m.find("board has 6 cards"), std::string::npos) << m;
    m = invalid_argument_message(
        [] { evaluate_hand_checked(cards("Ac Kd Qh"), CardMask{1} << 52 | cards("As"), Game::Holdem); });
    EXPECT_NE(m.find("hole cards"), std::string::npos) << m;
    EXPECT_NE(m.find("52"), std::string::npos) << m;
    m = invalid_argument_message([] { best_hand(cards("Ac Kd"), cards("As Ks"), Game::Holdem); });
    EXPECT_NE(m.find("board"), std::string::npos) << m;
    m = invalid_argument_message([] { hole_cards_for(static_cast<Game>(12)); });
    EXPECT_NE(m.find("game 12"), std::string::npos) << m;
    // A card is named as it is written, without its internal id; cards as a player reads them.
    m = invalid_argument_message([] { evaluate_hand_checked(cards("2h 7d Jc As"), cards("As Ks"), Game::Holdem); });
    EXPECT_EQ(m.rfind("card As appears in both the hole cards and the board", 0), 0u) << m;
    m = invalid_argument_message([] { evaluate_cards_checked(cards("Ks As")); });
    EXPECT_NE(m.find("2 cards given (AsKs)"), std::string::npos) << m;
    EXPECT_EQ(evaluate_hand_checked(cards("Ac Kd Qh"), cards("Js Tc"), Game::Holdem), eval("Ac Kd Qh Js Tc"));
}

TEST(Eval, JudgeFindsWinnersAndChops) {
    const CardMask board = cards("2c 7d 9h Js Qc");
    CardMask holes[] = {cards("Ac Kd"), cards("Qd Qh"), cards("As Kh"), cards("3c 4d")};
    EXPECT_EQ(judge(holes, 4, board, Game::Holdem), (std::vector<int>{1}));
    holes[1] = cards("5c 6d");
    EXPECT_EQ(judge(holes, 4, board, Game::Holdem), (std::vector<int>{0, 2}));
    EXPECT_EQ(judge(holes, 1, board, Game::Holdem), (std::vector<int>{0}));
    // The board plays for everyone: a four-way chop.
    const CardMask royal = cards("Ts Js Qs Ks As");
    CardMask others[] = {cards("2c 3c"), cards("4d 5d"), cards("6h 7h"), cards("8c 9c")};
    EXPECT_EQ(judge(others, 4, royal, Game::Holdem), (std::vector<int>{0, 1, 2, 3}));
    // Omaha.
    CardMask omaha[] = {cards("Ac Ad Kc Kd"), cards("Td 8d 3s 4s")};
    EXPECT_EQ(judge(omaha, 2, board, Game::Omaha4), (std::vector<int>{1}));  // straight beats aces
}

TEST(Eval, JudgeRejectsBadInput) {
    const CardMask board = cards("2c 7d 9h Js Qc");
    CardMask holes[] = {cards("Ac Kd"), cards("Qd Qh"), cards("Ad Kd")};
    std::string m = invalid_argument_message([&] { judge(holes, 3, board, Game::Holdem); });
    EXPECT_NE(m.find("player 0 and player 2"), std::string::npos) << m;
    EXPECT_NE(m.find("Kd"), std::string::npos) << m;
    m = invalid_argument_message([&] { judge(holes, 0, board, Game::Holdem); });
    EXPECT_NE(m.find("at least one player"), std::string::npos) << m;
    CardMask bad[] = {cards("Ac Kd"), cards("Qd Qc")};
    m = invalid_argument_message([&] { judge(bad, 2, board, Game::Holdem); });
    EXPECT_NE(m.find("player 1"), std::string::npos) << m;
    EXPECT_NE(m.find("Qc"), std::string::npos) << m;
    CardMask three[] = {cards("Ac Kd 3s")};
    m = invalid_argument_message([&] { judge(three, 1, board, Game::Holdem); });
    EXPECT_NE(m.find("hole cards of player 0"), std::string::npos) << m;
}

TEST(HandState, FlushPossibleAndEvaluateRanksMatchADirectCount) {
    Rng rng(91);
    for (int round = 0; round < 200000; ++round) {
        const int size = 3 + static_cast<int>(rng.below(5));  // 3..7 cards
        HandState h;
        while (h.size() < size) {
            const int card = static_cast<int>(rng.below(52));
            if (!(h.mask >> card & 1)) h = h.add(card);
        }
        int most = 0;
        for (int s = 0; s < 4; ++s) most = std::max(most, std::popcount((h.mask >> (13 * s)) & 0x1FFF));
        for (int more = 0; more <= 2; ++more) ASSERT_EQ(h.flush_possible(more), most + more >= 5) << h.mask;
        if (size >= 5 && most < 5) {
            ASSERT_EQ(h.evaluate_ranks(), h.evaluate()) << h.mask;
        }
    }
}
