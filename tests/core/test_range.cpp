#include <gtest/gtest.h>

#include <bit>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/range.hpp"

using namespace xiapl;

namespace {

std::size_t count(const char* text, Game g) { return Range::parse(text, g).size(); }

}  // namespace

TEST(Range, AGameWithoutRangesIsNamedByName) {
    try {
        Range::parse("AA", Game::Stud);
        ADD_FAILURE() << "stud has no ranges";
    } catch (const Error& e) {
        const std::string m = e.what();
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
        EXPECT_EQ(m.rfind("Seven-card stud has no ranges; ranges are for the board games: Hold'em, PLO", 0), 0u) << m;
        EXPECT_EQ(m.find("game 7"), std::string::npos) << m;
    }
}

namespace {

std::string parse_error(const char* text, Game g) {
    try {
        Range::parse(text, g);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Parse) << text;
        return e.what();
    }
    ADD_FAILURE() << "expected a parse error for " << text;
    return {};
}

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

// Reference count by brute force: hands of n cards whose ranks contain `need`.
std::size_t containment_count(int n, const std::array<int, 15>& need) {
    std::size_t total = 0;
    const Range all = Range::all(static_cast<Game>(n - 3));
    for (const auto& c : all.combos()) {
        std::array<int, 15> have{};
        for (CardMask m = c.mask; m; m &= m - 1) ++have[rank_of(std::countr_zero(m))];
        bool ok = true;
        for (int r = 2; r <= 14; ++r) ok = ok && have[r] >= need[r];
        total += ok;
    }
    return total;
}

}  // namespace

TEST(RangeOmaha, SeedCounts) {
    EXPECT_EQ(count("****", Game::Omaha4), 270725u);
    EXPECT_EQ(count("AA**", Game::Omaha4), 6961u);
    EXPECT_EQ(count("AK**", Game::Omaha4), 17316u);
    EXPECT_EQ(count("AAKKds", Game::Omaha4), 6u);
    EXPECT_EQ(count("AAKKss", Game::Omaha4), 24u);
    EXPECT_EQ(count("AAKKr", Game::Omaha4), 6u);
    EXPECT_EQ(count("AsKsQhJd", Game::Omaha4), 1u);
    EXPECT_EQ(count("JJ**+", Game::Omaha4), 27628u);
    EXPECT_EQ(count("JT98-8765", Game::Omaha4), 1024u);
    EXPECT_EQ(count("8765-", Game::Omaha4), 1024u);
    EXPECT_EQ(count("AKQJds, AKQJss, AKQJr", Game::Omaha4), 204u);
    EXPECT_EQ(count("AKQJ", Game::Omaha4), 256u);
}

TEST(RangeOmaha, ContainmentMatchesBruteForce) {
    std::array<int, 15> aa{}, ak{}, kkk{};
    aa[14] = 2;
    ak[14] = ak[13] = 1;
    kkk[13] = 3;
    EXPECT_EQ(count("AA**", Game::Omaha4), containment_count(4, aa));
    EXPECT_EQ(count("*K*A", Game::Omaha4), containment_count(4, ak));
    EXPECT_EQ(count("KKK**", Game::Omaha5), containment_count(5, kkk));
    EXPECT_EQ(count("AA***", Game::Omaha5), 108336u);  // 2,598,960 - C(48,5) - 4 C(48,4)
}

TEST(RangeOmaha, ProgressionsAreUnionsOfTheirSteps) {
    auto prog = Range::parse("JJ**+", Game::Omaha4);
    auto items = Range::parse("JJ**, QQ**, KK**, AA**", Game::Omaha4);
    EXPECT_EQ(prog, items);
    EXPECT_EQ(Range::parse("8765-", Game::Omaha4), Range::parse("8765, 7654, 6543, 5432", Game::Omaha4));
    EXPECT_EQ(Range::parse("8765-JT98", Game::Omaha4), Range::parse("JT98-8765", Game::Omaha4));
    EXPECT_EQ(Range::parse("KK**-TT**", Game::Omaha4), Range::parse("KK**, QQ**, JJ**, TT**", Game::Omaha4));
    EXPECT_EQ(count("AKQJds+", Game::Omaha4), 36u);  // A can not move up: the item alone
}

TEST(RangeOmaha, SuitShapes) {
    const Range ds = Range::parse("AKQJds", Game::Omaha4);
    ASSERT_EQ(ds.size(), 36u);                       // pick 2 suits (6), split the 4 ranks 2 + 2 between them (6)
    EXPECT_EQ(count("AKQJss", Game::Omaha4), 144u);  // 4 * 6 * (3 * 2)
    EXPECT_EQ(count("AKQJr", Game::Omaha4), 24u);
    for (const auto& c : ds.combos()) {
        std::array<int, 4> suits{};
        for (CardMask m = c.mask; m; m &= m - 1) ++suits[suit_of(std::countr_zero(m))];
        std::sort(suits.begin(), suits.end());
        EXPECT_EQ(suits, (std::array<int, 4>{0, 0, 2, 2}));
    }
    EXPECT_EQ(count("AAAKds", Game::Omaha4), 0u);  // well-formed, unsatisfiable: empty
    EXPECT_TRUE(Range::parse("AAAAA", Game::Omaha5).empty());
    EXPECT_EQ(count("AAKK*ds", Game::Omaha5), 684u);
    EXPECT_GT(count("AAKK**ds", Game::Omaha6), 0u);
    // Five distinct ranks: {2,2,1} = 4 * 3 * 5 * 6 = 360; {2,1,1,1} = 4 * 10 * 6 = 240.
    EXPECT_EQ(count("AKQJTds", Game::Omaha5), 360u);
    EXPECT_EQ(count("AKQJTss", Game::Omaha5), 240u);
    // Rainbow needs at most 4 cards, single-suited at most 5: rejected with the reason.
    EXPECT_TRUE(contains(parse_error("AKQJTr", Game::Omaha5), "four suits"));
    EXPECT_TRUE(contains(parse_error("AKQJT9ss", Game::Omaha6), "6 cards"));
}

TEST(RangeOmaha, TeachingErrors) {
    auto e = parse_error("AA", Game::Omaha4);
    EXPECT_TRUE(contains(e, "\"AA\" has 2 rank symbol(s)")) << e;
    EXPECT_TRUE(contains(e, "\"AA**\"")) << e;
    e = parse_error("AAxx", Game::Omaha4);
    EXPECT_TRUE(contains(e, "'x' is not part of the v0.1 alphabet")) << e;
    EXPECT_TRUE(contains(e, "use '*'")) << e;
    e = parse_error("AKs**", Game::Omaha4);
    EXPECT_TRUE(contains(e, "suit qualifier")) << e;
    EXPECT_TRUE(contains(e, "\"AsKsQhJd\"")) << e;
    e = parse_error("15%", Game::Omaha4);
    EXPECT_TRUE(contains(e, "percentile")) << e;
    EXPECT_TRUE(contains(e, "AA**, AKQJds, KQJTds")) << e;
}

TEST(RangeOmaha, ExamplesHaveTheGamesNumberOfCards) {
    auto e = parse_error("1T***", Game::Omaha5);
    EXPECT_TRUE(contains(e, "\"TT***\"")) << e;
    e = parse_error("JT987-8765*", Game::Omaha5);
    EXPECT_TRUE(contains(e, "\"JT987-87654\"") && contains(e, "\"KK***-TT***\"")) << e;
    EXPECT_FALSE(contains(e, "\"JT98-8765\"")) << e;
    e = parse_error("JT9876-87654*", Game::Omaha6);
    EXPECT_TRUE(contains(e, "\"JT9876-876543\"")) << e;
    e = parse_error("AKQJT98", Game::Omaha6);
    EXPECT_TRUE(contains(e, "remove 1 symbol(s)")) << e;
    EXPECT_FALSE(contains(e, "7 hole cards")) << e;
    e = parse_error("AKQJT9", Game::Omaha5);
    EXPECT_TRUE(contains(e, "game with 6 hole cards")) << e;
}

TEST(RangeOmaha, ErrorsNameItemAndPosition) {
    auto e = parse_error("AA**, KK**, QQx*", Game::Omaha4);
    EXPECT_TRUE(contains(e, "item \"QQx*\" at position 14")) << e;
    e = parse_error("AA**, AAKK:0.5", Game::Omaha4);
    EXPECT_TRUE(contains(e, "\"AA**\" at position 0")) << e;
    EXPECT_TRUE(contains(e, "\"AAKK:0.5\" at position 6")) << e;
    EXPECT_TRUE(contains(e, "1 and 0.5")) << e;
    EXPECT_EQ(count("AA**, AAKK", Game::Omaha4), 6961u);  // equal weights merge
    EXPECT_TRUE(contains(parse_error("JT98-876*", Game::Omaha4), "moved"));
    EXPECT_TRUE(contains(parse_error("AsKsQh", Game::Omaha4), "exactly 4 cards"));
    EXPECT_TRUE(contains(parse_error("AsAsQhJd", Game::Omaha4), "given twice"));
    EXPECT_TRUE(contains(parse_error("AA**,", Game::Omaha4), "empty"));
    EXPECT_TRUE(contains(parse_error("AA**:1.5", Game::Omaha4), "(0, 1]"));
    EXPECT_TRUE(contains(parse_error("****+", Game::Omaha4), "names none"));
}

TEST(RangeHoldem, Notation) {
    EXPECT_EQ(count("JJ+, AKs, AKo", Game::Holdem), 40u);
    EXPECT_EQ(count("AK", Game::Holdem), 16u);
    EXPECT_EQ(count("KA", Game::Holdem), 16u);
    EXPECT_EQ(count("AKs", Game::Holdem), 4u);
    EXPECT_EQ(count("AKo", Game::Holdem), 12u);
    EXPECT_EQ(count("TT-88", Game::Holdem), 18u);
    EXPECT_EQ(count("88-TT", Game::Holdem), 18u);
    EXPECT_EQ(count("AQs+", Game::Holdem), 8u);
    EXPECT_EQ(count("A2s+", Game::Holdem), 48u);
    EXPECT_EQ(count("22+", Game::Holdem), 78u);
    EXPECT_EQ(count("76s-54s", Game::Holdem), 12u);
    EXPECT_EQ(count("AJs-A8s", Game::Holdem), 16u);
    EXPECT_EQ(count("AdAh", Game::Holdem), 1u);
    EXPECT_EQ(count("", Game::Holdem), 0u);
    EXPECT_EQ(Range::parse("76s-54s", Game::Holdem), Range::parse("76s,65s,54s", Game::Holdem));
    // '+' on a connector climbs both ranks; on any other two ranks the kicker climbs.
    EXPECT_EQ(Range::parse("JTo+", Game::Holdem), Range::parse("JTo,QJo,KQo,AKo", Game::Holdem));
    EXPECT_EQ(Range::parse("T9s+", Game::Holdem), Range::parse("T9s,JTs,QJs,KQs,AKs", Game::Holdem));
    EXPECT_EQ(Range::parse("32+", Game::Holdem), Range::parse("32-AK", Game::Holdem));
    EXPECT_EQ(Range::parse("AKs+", Game::Holdem), Range::parse("AKs", Game::Holdem));
    EXPECT_EQ(Range::parse("KTs+", Game::Holdem), Range::parse("KTs,KJs,KQs", Game::Holdem));
    EXPECT_EQ(Range::parse("T8s+", Game::Holdem), Range::parse("T8s,T9s", Game::Holdem));
    auto r = Range::parse("AKs:0.5, QQ", Game::Holdem);
    EXPECT_DOUBLE_EQ(r.total_weight(), 8.0);
    EXPECT_DOUBLE_EQ(r.weight_of(bit(make_card(14, 3)) | bit(make_card(13, 3))), 0.5);
}

TEST(RangeHoldem, Errors) {
    EXPECT_TRUE(contains(parse_error("AAs", Game::Holdem), "pair cannot be suited"));
    EXPECT_TRUE(contains(parse_error("Ax", Game::Holdem), "A2s+"));
    EXPECT_TRUE(contains(parse_error("AK**", Game::Holdem), "Omaha"));
    EXPECT_TRUE(contains(parse_error("T9s-KJs", Game::Holdem), "gap"));
    EXPECT_TRUE(contains(parse_error("76s-54o", Game::Holdem), "same kind"));
    EXPECT_TRUE(contains(parse_error("AsKsQh", Game::Holdem), "exactly two cards"));
    EXPECT_TRUE(contains(parse_error("15%", Game::Holdem), "percentile"));
    EXPECT_TRUE(contains(parse_error("AA, AA:0.5", Game::Holdem), "different weights"));
    EXPECT_TRUE(contains(parse_error("AKs:abc", Game::Holdem), "not a plain decimal"));
}

TEST(Range, AllAndFromCombos) {
    EXPECT_EQ(Range::all(Game::Holdem).size(), 1326u);
    auto plo = Range::all(Game::Omaha4);
    EXPECT_EQ(plo.size(), 270725u);
    EXPECT_EQ(plo, Range::parse("****", Game::Omaha4));  // same order too
    for (std::size_t i = 1; i < plo.size(); ++i) ASSERT_LT(plo.combos()[i - 1].mask, plo.combos()[i].mask);
    WeightedCombo c{bit(0) | bit(1), 0.25};
    auto r = Range::from_combos(Game::Holdem, std::vector<WeightedCombo>{c, c});
    EXPECT_EQ(r.size(), 1u);
    EXPECT_THROW(Range::from_combos(Game::Holdem, std::vector<WeightedCombo>{{bit(0), 1.0}}), Error);
    EXPECT_THROW(Range::from_combos(Game::Holdem, std::vector<WeightedCombo>{{bit(0) | bit(1), 0.0}}), Error);
    EXPECT_THROW(Range::from_combos(Game::Holdem, std::vector<WeightedCombo>{{bit(0) | bit(60), 1.0}}), Error);
}

TEST(Range, WeightedAlgebra) {
    auto a = Range::parse("AA, KK", Game::Holdem);
    auto b = Range::parse("KK, QQ", Game::Holdem);
    EXPECT_EQ(range_union(a, b).size(), 18u);
    EXPECT_EQ(range_intersection(a, b).size(), 6u);
    EXPECT_EQ(range_difference(a, b).size(), 6u);
    auto x = Range::parse("AA:0.75, KK:0.5", Game::Holdem);
    auto y = Range::parse("AA:0.25, QQ", Game::Holdem);
    CardMask aa = bit(make_card(14, 0)) | bit(make_card(14, 1));
    EXPECT_DOUBLE_EQ(range_union(x, y).weight_of(aa), 0.75);
    EXPECT_DOUBLE_EQ(range_intersection(x, y).weight_of(aa), 0.25);
    EXPECT_DOUBLE_EQ(range_difference(x, y).weight_of(aa), 0.5);
    EXPECT_DOUBLE_EQ(range_difference(y, x).weight_of(aa), 0.0);
    EXPECT_EQ(range_difference(y, x).size(), 6u);  // AA drops out, QQ stays
    EXPECT_THROW(range_union(a, Range::parse("AA**", Game::Omaha4)), Error);
}

TEST(Range, ValidCombosDropDeadCards) {
    auto r = Range::parse("AA, KK", Game::Holdem);
    EXPECT_EQ(r.valid_combos(bit(make_card(14, 3))).size(), 9u);
    EXPECT_EQ(r.valid_combos(0).size(), 12u);
    EXPECT_THROW(r.valid_combos(CardMask{1} << 60), Error);
}

TEST(Range, GarbageNeverCrashes) {
    const std::string alphabet = "AKQJT98765432*sdhcrxo+-:,.%0 1";
    std::uint64_t state = 12345;
    for (int i = 0; i < 20000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        std::string text;
        int len = static_cast<int>((state >> 33) % 12);
        for (int k = 0; k < len; ++k) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            text += alphabet[(state >> 33) % alphabet.size()];
        }
        for (Game g : {Game::Holdem, Game::Omaha4}) {
            try {
                auto r = Range::parse(text, g);
                for (const auto& c : r.combos()) ASSERT_EQ(std::popcount(c.mask), hole_cards_for(g)) << text;
            } catch (const Error& e) {
                ASSERT_EQ(e.kind(), ErrorKind::Parse) << text;
            }
        }
    }
}
