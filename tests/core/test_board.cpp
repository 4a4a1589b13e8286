// Board facts (xiapl/board.hpp), per-hand money facts (xiapl/hand_facts.hpp) and the
// pot-sized raise (xiapl/bet_sizes.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/bet_sizes.hpp"
#include "xiapl/board.hpp"
#include "xiapl/canon.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/hand_facts.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;

namespace {

// Every flop of a deck, by brute force over card ids.
std::vector<CardMask> all_flops(CardMask deck) {
    std::vector<CardMask> flops;
    for (int a = 0; a < 52; ++a) {
        for (int b = a + 1; b < 52; ++b) {
            for (int c = b + 1; c < 52; ++c) {
                const CardMask f = bit(a) | bit(b) | bit(c);
                if ((f & ~deck) == 0) flops.push_back(f);
            }
        }
    }
    return flops;
}

// The texture computed another way: ranks 2..14 and suits of the three
// cards; connected when the spread is at most 4 with the ace high, or with
// the ace counted one below the deck's lowest rank.
FlopTexture reference_texture(CardMask flop, bool short_deck) {
    std::vector<int> ranks;
    std::set<int> suits;
    for (int id = 0; id < 52; ++id) {
        if (flop >> id & 1) {
            ranks.push_back(id % 13 + 2);
            suits.insert(id / 13);
        }
    }
    const std::set<int> distinct(ranks.begin(), ranks.end());
    FlopTexture t;
    t.suits = suits.size() == 1 ? FlopSuits::Monotone : suits.size() == 2 ? FlopSuits::TwoTone : FlopSuits::Rainbow;
    t.pairing = distinct.size() == 3   ? FlopPairing::Unpaired
                : distinct.size() == 2 ? FlopPairing::Paired
                                       : FlopPairing::Trips;
    const int ace_low = short_deck ? 5 : 1;
    auto spread = [](std::vector<int> r) {
        return *std::max_element(r.begin(), r.end()) - *std::min_element(r.begin(), r.end());
    };
    std::vector<int> low = ranks;
    for (int& r : low) {
        if (r == 14) r = ace_low;
    }
    t.connected = distinct.size() == 3 && (spread(ranks) <= 4 || spread(low) <= 4);
    if (t.suits == FlopSuits::Monotone) {
        t.texture = FlopLabel::Monotone;
    } else if (t.pairing != FlopPairing::Unpaired) {
        t.texture = FlopLabel::Paired;
    } else if (t.connected) {
        t.texture = FlopLabel::Connected;
    } else {
        t.texture = t.suits == FlopSuits::TwoTone ? FlopLabel::TwoTone : FlopLabel::Rainbow;
    }
    return t;
}

void expect_same(const FlopTexture& a, const FlopTexture& b, CardMask flop) {
    EXPECT_EQ(a.texture, b.texture) << flop;
    EXPECT_EQ(a.suits, b.suits) << flop;
    EXPECT_EQ(a.pairing, b.pairing) << flop;
    EXPECT_EQ(a.connected, b.connected) << flop;
}

std::string message_of(auto&& call) {
    try {
        call();
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
        return e.what();
    }
    ADD_FAILURE() << "no error";
    return "";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<SuitPermutation> all_relabellings() {
    const auto& all = suit_permutations();
    return {all.begin(), all.end()};
}

}  // namespace

TEST(FlopTexture, EveryFlopOfEveryBoardGameMatchesAnIndependentComputation) {
    for (const Game g : {Game::Holdem, Game::ShortDeck, Game::Omaha4, Game::OmahaHiLo5}) {
        const bool short_deck = game_rules(g).short_deck;
        const auto flops = all_flops(game_deck(g));
        ASSERT_EQ(flops.size(), short_deck ? 7140U : 22100U);
        std::map<FlopLabel, int> labels;
        for (const CardMask flop : flops) {
            const FlopTexture t = flop_texture(g, flop);
            expect_same(t, reference_texture(flop, short_deck), flop);
            ++labels[t.texture];
        }
        if (!short_deck) {
            // 4 suits x C(13, 3) monotone flops; C(13, 2) x 2 x C(4, 2) x 4 paired off one suit plus 13 x 4 trips.
            EXPECT_EQ(labels[FlopLabel::Monotone], 4 * 286);
            EXPECT_EQ(labels[FlopLabel::Paired], 78 * 2 * 6 * 4 + 13 * 4);
        }
    }
}

TEST(FlopTexture, NamedFlops) {
    auto t = flop_texture(Game::Holdem, cards("Ah2c3d"));
    EXPECT_TRUE(t.connected);
    EXPECT_EQ(t.texture, FlopLabel::Connected);
    t = flop_texture(Game::Holdem, cards("QhKcAd"));
    EXPECT_EQ(t.texture, FlopLabel::Connected);
    t = flop_texture(Game::Holdem, cards("Ah6c9d"));
    EXPECT_FALSE(t.connected);
    EXPECT_EQ(t.texture, FlopLabel::Rainbow);
    t = flop_texture(Game::ShortDeck, cards("Ah6c9d"));  // A-6-7-8-9 is a short-deck straight
    EXPECT_TRUE(t.connected);
    t = flop_texture(Game::Holdem, cards("KhKcKd"));
    EXPECT_EQ(t.pairing, FlopPairing::Trips);
    EXPECT_EQ(t.texture, FlopLabel::Paired);
    t = flop_texture(Game::Holdem, cards("2h7h9h"));
    EXPECT_EQ(t.texture, FlopLabel::Monotone);
    t = flop_texture(Game::Holdem, cards("2h7hKc"));
    EXPECT_EQ(t.texture, FlopLabel::TwoTone);
}

TEST(FlopTexture, RefusesWhatIsNoFlopOfTheGame) {
    EXPECT_TRUE(contains(message_of([] { flop_texture(Game::Holdem, cards("AhKh")); }), "exactly 3 cards"));
    EXPECT_TRUE(contains(message_of([] { flop_texture(Game::Holdem, CardMask{1} << 60); }), "bit 60"));
    EXPECT_TRUE(contains(message_of([] { flop_texture(Game::ShortDeck, cards("2h7h9h")); }), "not in the deck"));
    EXPECT_TRUE(contains(message_of([] { flop_texture(Game::Stud, cards("2h7h9h")); }), "no board"));
    EXPECT_THROW(flop_texture(static_cast<Game>(99), cards("2h7h9h")), Error);
}

TEST(FlopClasses, AllRelabellingsGiveTheCanonicalFlopsWeightedByOrbitSize) {
    const auto classes = flop_classes(Game::Holdem, all_relabellings());
    const auto& canonical = canonical_boards(3);
    ASSERT_EQ(classes.size(), canonical.size());
    ASSERT_EQ(classes.size(), 1755U);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        EXPECT_EQ(classes[i].flop, canonical[i]);
        EXPECT_EQ(classes[i].weight, canonicalize_board(canonical[i]).orbit_size);
        total += classes[i].weight;
    }
    EXPECT_EQ(total, 22100U);
}

TEST(FlopClasses, ShortDeckAndSubgroupsMatchABruteForceOfOrbits) {
    const SuitPermutation identity{0, 1, 2, 3}, swap_cd{1, 0, 2, 3}, swap_hs{0, 1, 3, 2}, both{1, 0, 3, 2};
    const std::vector<std::vector<SuitPermutation>> groups = {
        {identity}, {identity, swap_cd}, {identity, swap_cd, swap_hs, both}, all_relabellings()};
    for (const Game g : {Game::Holdem, Game::ShortDeck}) {
        const auto flops = all_flops(game_deck(g));
        for (const auto& group : groups) {
            // Orbits by brute force: each flop's set of images, keyed by its smallest.
            std::map<CardMask, std::uint32_t> want;
            for (const CardMask flop : flops) {
                std::set<CardMask> orbit;
                for (const auto& p : group) orbit.insert(relabel_suits(flop, p));
                want[*orbit.begin()] = static_cast<std::uint32_t>(orbit.size());
            }
            const auto got = flop_classes(g, group);
            ASSERT_EQ(got.size(), want.size());
            std::uint64_t total = 0;
            auto it = want.begin();
            for (const auto& c : got) {
                EXPECT_EQ(c.flop, it->first);
                EXPECT_EQ(c.weight, it->second);
                total += c.weight;
                ++it;
            }
            EXPECT_EQ(total, flops.size());
        }
    }
    EXPECT_EQ(flop_classes(Game::Holdem, {identity}).size(), 22100U);
    EXPECT_EQ(
        flop_classes(Game::ShortDeck, all_relabellings()).size(),
        static_cast<std::size_t>(std::count_if(canonical_boards(3).begin(), canonical_boards(3).end(),
                                               [](CardMask f) { return (f & ~game_deck(Game::ShortDeck)) == 0; })));
}

TEST(FlopClasses, RefusesWhatIsNoGroup) {
    const SuitPermutation identity{0, 1, 2, 3}, swap_cd{1, 0, 2, 3}, cycle{1, 2, 3, 0};
    EXPECT_TRUE(contains(message_of([] { flop_classes(Game::Holdem, {}); }), "empty"));
    EXPECT_TRUE(contains(message_of([&] {
                             flop_classes(Game::Holdem, {identity, SuitPermutation{0, 0, 2, 3}});
                         }),
                         "not a permutation"));
    EXPECT_TRUE(contains(message_of([&] { flop_classes(Game::Holdem, {identity, identity}); }), "both"));
    EXPECT_TRUE(contains(message_of([&] { flop_classes(Game::Holdem, {swap_cd}); }), "identity"));
    EXPECT_TRUE(contains(message_of([&] { flop_classes(Game::Holdem, {identity, cycle}); }), "not a group"));
    EXPECT_TRUE(contains(message_of([&] { flop_classes(Game::Razz, {identity}); }), "no board"));
}

namespace {

TableConfig holdem(int seats, Chips stack = 100) {
    TableConfig c;
    c.stacks.assign(static_cast<std::size_t>(seats), stack);
    c.button = 0;
    c.blinds = standard_blinds(seats, 0, 1, 2);
    return c;
}

}  // namespace

TEST(MoneyFacts, LimpsRaisesAndLaterStreets) {
    // 4 seats, button 0: seat 1 small blind, seat 2 big blind, seat 3 first to act.
    TableState s(holdem(4));
    s = s.apply(ActionKind::Call);           // seat 3 limps
    s = s.apply(ActionKind::BetOrRaise, 8);  // seat 0 raises, not first in
    s = s.apply(ActionKind::Fold);           // seat 1
    s = s.apply(ActionKind::Call);           // seat 2
    s = s.apply(ActionKind::Call);           // seat 3
    s = s.deal_board(cards("2c7d9h"));
    s = s.apply(ActionKind::Check);           // seat 2
    s = s.apply(ActionKind::BetOrRaise, 10);  // seat 3 bets the flop
    s = s.apply(ActionKind::Call);            // seat 0
    s = s.apply(ActionKind::Fold);            // seat 2
    const MoneyFacts f = money_facts(s);
    EXPECT_EQ(f.voluntary_round, (std::vector<int>{0, -1, 0, 0}));
    EXPECT_EQ(f.raise_round, (std::vector<int>{0, -1, -1, 1}));
    EXPECT_EQ(f.first_in_raiser, -1);
}

TEST(MoneyFacts, AFirstInRaiseAndAnAllInCallThatIsNoRaise) {
    TableState s(holdem(3, 50));
    s = s.apply(ActionKind::Fold);           // seat 0 (the button, first to act three-handed)
    s = s.apply(ActionKind::BetOrRaise, 6);  // seat 1 raises first in from the small blind
    s = s.apply(ActionKind::AllIn);          // seat 2 moves in: a raise
    s = s.apply(ActionKind::AllIn);          // seat 1 calls all-in: equal stacks, no raise
    const MoneyFacts f = money_facts(s);
    EXPECT_EQ(f.voluntary_round, (std::vector<int>{-1, 0, 0}));
    EXPECT_EQ(f.raise_round, (std::vector<int>{-1, 0, 0}));
    EXPECT_EQ(f.first_in_raiser, 1);
}

TEST(MoneyFacts, TheBigBlindsCheckAndAWalkAreNotVoluntary) {
    TableState s(holdem(2));
    s = s.apply(ActionKind::Fold);  // the button folds: the big blind wins
    MoneyFacts f = money_facts(s);
    EXPECT_EQ(f.voluntary_round, (std::vector<int>{-1, -1}));
    EXPECT_EQ(f.first_in_raiser, -1);
    s = TableState(holdem(2)).apply(ActionKind::Call).apply(ActionKind::Check);
    f = money_facts(s);
    EXPECT_EQ(f.voluntary_round, (std::vector<int>{0, -1}));
    EXPECT_EQ(f.raise_round, (std::vector<int>{-1, -1}));
}

TEST(MoneyFacts, StudsBringInIsForcedAndItsCompletionIsARaise) {
    TableConfig c;
    c.game = Game::Stud;
    c.betting = Betting::FixedLimit;
    c.stacks.assign(3, 100);
    c.antes.assign(3, 1);
    c.bring_in = 2;
    c.small_bet = 4;
    c.big_bet = 8;
    c.seed = 7;
    TableState s(c);
    while (s.phase() == Phase::Dealing) s = s.deal_random();
    ASSERT_EQ(s.phase(), Phase::Betting);
    const int bring_in = s.actor();
    s = s.apply(ActionKind::BringIn);
    const int completer = s.actor();
    s = s.apply(ActionKind::BetOrRaise, 4);
    const int caller = s.actor();
    s = s.apply(ActionKind::Call);
    const MoneyFacts f = money_facts(s);
    EXPECT_EQ(f.voluntary_round[static_cast<std::size_t>(completer)], 0);
    EXPECT_EQ(f.raise_round[static_cast<std::size_t>(completer)], 0);
    EXPECT_EQ(f.first_in_raiser, completer);
    EXPECT_EQ(f.voluntary_round[static_cast<std::size_t>(caller)], 0);
    EXPECT_EQ(f.raise_round[static_cast<std::size_t>(caller)], -1);
    EXPECT_EQ(f.voluntary_round[static_cast<std::size_t>(bring_in)], -1);
}

// --- the pot-sized raise (xiapl/bet_sizes.hpp) ---------------------------------

TEST(PotSizedRaise, BlindsOneTwoRaisePotToSeven) {
    TableState s(holdem(3));  // seat 0 first: the pot is 3, the call 2
    EXPECT_EQ(pot_sized_raise_to(s), 7);
    s = s.apply(ActionKind::BetOrRaise, 7);
    // Seat 1 (the small blind, 1 in): calls 6 more (the pot 10 + 6 = 16), then raises by it: to 7 + 16.
    EXPECT_EQ(pot_sized_raise_to(s), 23);
    s = s.apply(ActionKind::Fold).apply(ActionKind::Call);
    s = s.deal_board(cards("2c7d9h"));
    EXPECT_EQ(pot_sized_raise_to(s), 15);  // a bet of the pot, 7 + 7 + 1
}

TEST(PotSizedRaise, IsTheLargestPotLimitRaiseAndWithinTheNoLimitRange) {
    Rng rng(2024);
    int checked = 0;
    for (int hand = 0; hand < 300; ++hand) {
        TableConfig c = holdem(2 + static_cast<int>(rng.below(5)), 40 + static_cast<Chips>(rng.below(200)));
        c.betting = hand % 2 ? Betting::PotLimit : Betting::NoLimit;
        c.seed = rng.next();
        c.random_holes = true;
        TableState s(c);
        while (s.phase() != Phase::Finished) {
            if (s.phase() == Phase::Dealing) {
                s = s.deal_random();
                continue;
            }
            const LegalActions la = s.legal_actions();
            const auto pot = pot_sized_raise_to(s);
            ASSERT_EQ(pot.has_value(), la.bet_or_raise);
            if (pot) {
                EXPECT_GE(*pot, la.min_to);
                EXPECT_LE(*pot, la.max_to);
                if (c.betting == Betting::PotLimit) {
                    EXPECT_EQ(*pot, la.max_to);
                }
                ++checked;
            }
            const auto pick = rng.below(4);
            if (pick == 0 && la.fold) {
                s = s.apply(ActionKind::Fold);
            } else if (pick == 1 && pot) {
                s = s.apply(ActionKind::BetOrRaise, *pot);
            } else {
                s = s.apply(ActionKind::CheckOrCall);
            }
        }
        EXPECT_FALSE(pot_sized_raise_to(s).has_value());
    }
    EXPECT_GT(checked, 500);
}

// --- suit symmetries of ranges -------------------------------------------------

namespace {

// Whether p maps the range onto itself: its combos relabelled, sorted, are its combos, sorted.
bool keeps(const Range& r, const SuitPermutation& p) {
    std::vector<std::pair<CardMask, double>> before, after;
    for (const auto& c : r.combos()) {
        before.emplace_back(c.mask, c.weight);
        after.emplace_back(relabel_suits(c.mask, p), c.weight);
    }
    std::sort(before.begin(), before.end());
    std::sort(after.begin(), after.end());
    return before == after;
}

}  // namespace

TEST(SuitSymmetries, AreTheRelabellingsThatKeepEveryRange) {
    const std::vector<std::pair<std::string, Game>> texts = {
        {"QQ,AKs", Game::Holdem},          {"AhKh", Game::Holdem},
        {"AsQs,AdQd", Game::Holdem},       {"AhKh:0.5,AsKs:0.5", Game::Holdem},
        {"AhKh:1,AsKs:0.5", Game::Holdem}, {"AA**", Game::Omaha4},
        {"AhAsKhKs", Game::Omaha4},        {"JJ+,AKo", Game::Holdem},
    };
    std::vector<Range> ranges;
    for (const auto& [text, g] : texts) ranges.push_back(Range::parse(text, g));
    for (std::size_t a = 0; a < ranges.size(); ++a) {
        for (std::size_t b = a; b < ranges.size(); ++b) {
            if (ranges[a].game() != ranges[b].game()) continue;
            const std::vector<const Range*> both = {&ranges[a], &ranges[b]};
            const auto got = suit_symmetries(both);
            std::vector<SuitPermutation> want;
            for (const auto& p : suit_permutations()) {
                if (keeps(ranges[a], p) && keeps(ranges[b], p)) want.push_back(p);
            }
            EXPECT_EQ(got, want) << texts[a].first << " / " << texts[b].first;
            EXPECT_NO_THROW(check_suit_group(got));
            EXPECT_EQ(got.front(), (SuitPermutation{0, 1, 2, 3}));
        }
    }
    EXPECT_EQ(suit_symmetries(std::vector<const Range*>{}).size(), 24U);
    const std::vector<const Range*> hearts = {&ranges[1]};
    EXPECT_EQ(suit_symmetries(hearts).size(), 6U);  // hearts stay hearts
    const std::vector<const Range*> weighted = {&ranges[4]};
    EXPECT_EQ(suit_symmetries(weighted).size(), 2U);  // hearts and spades both fixed
}
