#include <gtest/gtest.h>

#include "xiapl/cards.hpp"
#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;

namespace {

ErrorKind kind_of_failure(auto&& call) {
    try {
        call();
    } catch (const Error& e) {
        return e.kind();
    }
    ADD_FAILURE() << "expected an xiapl::Error";
    return ErrorKind::Cancelled;
}

}  // namespace

TEST(Cards, EncodingMatchesTheDocumentedFormula) {
    for (int suit = 0; suit < 4; ++suit) {
        for (int rank = 2; rank <= 14; ++rank) {
            CardId id = make_card(rank, suit);
            EXPECT_EQ(id, suit * 13 + rank - 2);
            EXPECT_EQ(rank_of(id), rank);
            EXPECT_EQ(suit_of(id), suit);
        }
    }
    EXPECT_EQ(parse_card("2c"), 0);
    EXPECT_EQ(parse_card("As"), 51);
    EXPECT_EQ(parse_card("Kd"), 24);
}

TEST(Cards, EveryNameParsesBackToItsId) {
    for (int id = 0; id < 52; ++id) {
        EXPECT_EQ(parse_card(card_name(id)), id);
    }
}

TEST(Cards, ParsingIsCaseInsensitiveAndTenIsAnAliasOfT) {
    EXPECT_EQ(parse_card("as"), parse_card("AS"));
    EXPECT_EQ(parse_card("tD"), parse_card("Td"));
    EXPECT_EQ(parse_card("10h"), parse_card("Th"));
    EXPECT_EQ(parse_card("10H"), make_card(10, 2));
}

TEST(Cards, BadCardsAreParseErrors) {
    for (const char* bad : {"", "A", "Ax", "1s", "11h", "AsKs", "Ass", " As", "0s", "100h", "Zs", "10"}) {
        EXPECT_EQ(kind_of_failure([&] { parse_card(bad); }), ErrorKind::Parse) << bad;
    }
}

TEST(Cards, MessagesNameTheInputAndTheFix) {
    try {
        parse_card("11h");
        FAIL();
    } catch (const Error& e) {
        std::string m = e.what();
        EXPECT_NE(m.find("\"11h\""), std::string::npos) << m;
        EXPECT_NE(m.find("10 also means T"), std::string::npos) << m;
    }
    try {
        parse_card("AsKs");
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("more than one card"), std::string::npos);
    }
}

TEST(Cards, ListsParseTogetherOrSeparated) {
    std::vector<CardId> want{51, 50, 8};
    EXPECT_EQ(parse_cards("AsKs10c"), want);
    EXPECT_EQ(parse_cards("As Ks Tc"), want);
    EXPECT_EQ(parse_cards("As, Ks, tc"), want);
    EXPECT_EQ(parse_cards("As-Ks-Tc"), want);
    EXPECT_TRUE(parse_cards("").empty());
    EXPECT_TRUE(parse_cards("   ").empty());
}

TEST(Cards, ListErrorsNameThePosition) {
    try {
        parse_cards("As Kx Qd");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Parse);
        EXPECT_NE(std::string(e.what()).find("position 3"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("\"Kx\""), std::string::npos) << e.what();
    }
    EXPECT_EQ(kind_of_failure([] { parse_cards("AsAs"); }), ErrorKind::Parse);
    EXPECT_EQ(kind_of_failure([] { parse_cards("As 1"); }), ErrorKind::Parse);
}

TEST(Cards, MasksRoundTripAndRejectBadIds) {
    std::int32_t ids[] = {51, 0, 13};
    CardMask m = mask_from_ids(ids, 3);
    EXPECT_EQ(m, bit(0) | bit(13) | bit(51));
    EXPECT_EQ(ids_of(m), (std::vector<CardId>{0, 13, 51}));
    // A mask is named highest rank first, spades to clubs within a rank (not in id order).
    EXPECT_EQ(mask_name(m), "As2d2c");
    EXPECT_EQ(mask_name(bit(make_card(13, 3)) | bit(make_card(14, 3))), "AsKs");
    EXPECT_EQ(mask_name(0), "");

    std::int32_t out_of_range[] = {52};
    EXPECT_EQ(kind_of_failure([&] { mask_from_ids(out_of_range, 1); }), ErrorKind::InvalidArgument);
    std::int32_t negative[] = {-1};
    EXPECT_EQ(kind_of_failure([&] { mask_from_ids(negative, 1); }), ErrorKind::InvalidArgument);
    std::int32_t twice[] = {5, 5};
    EXPECT_EQ(kind_of_failure([&] { mask_from_ids(twice, 2); }), ErrorKind::InvalidArgument);
    EXPECT_EQ(kind_of_failure([] { check_mask(CardMask{1} << 52, "board"); }), ErrorKind::InvalidArgument);
    EXPECT_NO_THROW(check_mask(kFullDeck, "board"));
}

TEST(Cards, NthCardIsThatEntryOfTheIdList) {
    Rng rng(77);
    for (int round = 0; round < 2000; ++round) {
        const CardMask mask = rng.next() & kFullDeck & (round % 3 == 0 ? rng.next() : ~CardMask{0});
        const std::vector<CardId> ids = ids_of(mask);
        for (unsigned k = 0; k < ids.size(); ++k) ASSERT_EQ(nth_card(mask, k), ids[k]) << mask << " " << k;
    }
    EXPECT_EQ(nth_card(kFullDeck, 51), 51);
    EXPECT_EQ(nth_card(bit(0) | bit(51), 1), 51);
}

// Pascal's rule C(n, k) = C(n-1, k-1) + C(n-1, k) from C(0, 0) = 1 up to
// n = 62 (beyond it an intermediate product would overflow), and the bounds.
TEST(Cards, ChooseFollowsPascalsRule) {
    EXPECT_EQ(choose(0, 0), 1u);
    for (int n = 1; n <= 62; ++n) {
        for (int k = 0; k <= n; ++k) ASSERT_EQ(choose(n, k), choose(n - 1, k - 1) + choose(n - 1, k)) << n << " " << k;
    }
    EXPECT_EQ(choose(52, 5), 2598960u);
    EXPECT_EQ(choose(52, 7), 133784560u);
    EXPECT_EQ(choose(5, 6), 0u);
    EXPECT_EQ(choose(5, -1), 0u);
}
