// Site hand histories imported as PHH (xiapl/sites.hpp): the PokerStars
// fixtures, the proof by replay, and bad input reported hand by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/phh.hpp"
#include "xiapl/sites.hpp"

namespace fs = std::filesystem;
using namespace xiapl;

namespace {

const fs::path kSites = XIAPL_SITES_FIXTURES;

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const phh::Value* extra(const phh::Hand& hand, std::string_view key) { return hand.find_extra(key); }

}  // namespace

TEST(Sites, AllInHandWithShowdown) {
    const auto r = sites::read(slurp(kSites / "PokerStars/CashGame/HandActionTests/AllInHandWithShowdown.txt"));
    ASSERT_EQ(r.hand_count, 1);
    ASSERT_TRUE(r.failures.empty()) << sites::failure_text(r.failures[0]);
    const phh::Hand& h = r.hands.at(0);
    EXPECT_EQ(h.variant, "NT");
    // Clockwise from the seat after the button (seat 3): seats 4, 5, 6, 2, 3.
    const phh::Value* players = extra(h, "players");
    ASSERT_NE(players, nullptr);
    ASSERT_EQ(players->items.size(), 5u);
    EXPECT_EQ(players->items[0].text, "numbush");
    EXPECT_EQ(players->items[4].text, "matze1987");
    EXPECT_EQ(h.starting_stacks[0].text, "38.74");
    EXPECT_EQ(h.blinds_or_straddles[0].text, "0.05");
    EXPECT_EQ(h.antes[3].text, "0.02");
    const std::vector<std::string> tail = {"p1 cbr 2", "p5 cbr 10.94", "p1 cc",     "d db Qs",
                                           "d db Kc",  "p1 sm AhKs",   "p5 sm 8h8c"};
    ASSERT_GE(h.actions.size(), tail.size());
    EXPECT_EQ(std::vector<std::string>(h.actions.end() - static_cast<std::ptrdiff_t>(tail.size()), h.actions.end()),
              tail);
    EXPECT_EQ(extra(h, "winnings")->items[0].text, "23.57");
    EXPECT_EQ(extra(h, "_rake")->text, "1.11");
    EXPECT_EQ(extra(h, "_site")->text, "pokerstars");
    // The replay awards the pot that the site paid out less the rake.
    const phh::ChipScale scale = phh::chip_scale(h);
    const TableState s = phh::replay(h, scale);
    EXPECT_EQ(s.phase(), Phase::Finished);
    EXPECT_EQ(scale.to_amount(s.seats()[0].won), "24.68");
    // The PHH text reads back to the same hand.
    EXPECT_EQ(phh::parse(phh::write(h)).at(0), h);
}

TEST(Sites, EveryPokerStarsFixture) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "PokerStars")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()));
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
        for (const auto& f : r.failures) {
            EXPECT_GT(f.line, 0) << entry.path();
            EXPECT_FALSE(f.reason.empty()) << entry.path();
        }
        for (const auto& h : r.hands) {
            // Every kept hand replays to a finished state and reads back.
            EXPECT_EQ(phh::replay(h, phh::chip_scale(h)).phase(), Phase::Finished) << entry.path();
            EXPECT_EQ(phh::parse(phh::write(h)).at(0), h) << entry.path();
        }
    }
    EXPECT_EQ(hands, 123);
    EXPECT_GE(kept, 120);
}

TEST(Sites, RunTwiceKeepsTheSecondBoard) {
    const auto r = sites::read(slurp(kSites / "PokerStars/CashGame/RunItTwiceTests/RunItTwice1.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    const phh::Value* runs = extra(r.hands[0], "_runouts");
    ASSERT_NE(runs, nullptr);
    ASSERT_EQ(runs->items.size(), 1u);
    EXPECT_EQ(runs->items[0].text, "3dKd9h8hKc");
}

TEST(Sites, BadHandsAreReportedAndTheOthersKept) {
    const std::string good = slurp(kSites / "PokerStars/CashGame/HandActionTests/AllInHandWithShowdown.txt");
    // A hand cut after its flop, garbage, then the whole hand again.
    const std::string cut = good.substr(0, good.find("*** TURN"));
    const std::string text = cut + "\n\x01\xff\xfe garbage\n\n" + good;
    const auto r = sites::read(text);
    EXPECT_EQ(r.hand_count, 2);
    ASSERT_EQ(r.hands.size(), 1u);
    ASSERT_EQ(r.failures.size(), 1u);
    EXPECT_EQ(r.failures[0].hand, "109688230087");
    EXPECT_EQ(r.failures[0].line, 1);
    EXPECT_NE(r.failures[0].reason.find("stops before it is over"), std::string::npos) << r.failures[0].reason;

    // An impossible action: a raise below the minimum, named by its line.
    std::string bad = good;
    bad.replace(bad.find("raises $1 to $1.30"), 18, "raises $0.01 to $0.31");
    const auto b = sites::read(bad);
    ASSERT_EQ(b.failures.size(), 1u);
    EXPECT_EQ(b.failures[0].line, 19);  // numbush: raises ...
    EXPECT_NE(b.failures[0].reason.find("the rules engine refuses"), std::string::npos) << b.failures[0].reason;

    // Collections that the replay does not give.
    std::string wrong = good;
    wrong.replace(wrong.find("numbush collected $23.57"), 24, "matze1987 collected $23.57");
    const auto w = sites::read(wrong);
    ASSERT_EQ(w.failures.size(), 1u);
    EXPECT_NE(w.failures[0].reason.find("the replay gives"), std::string::npos) << w.failures[0].reason;

    // Nothing of a known site.
    const auto none = sites::read("hello\nworld\n");
    EXPECT_EQ(none.hand_count, 0);
    ASSERT_EQ(none.failures.size(), 1u);
    EXPECT_NE(none.failures[0].reason.find("no hand of a known site"), std::string::npos);
    EXPECT_TRUE(sites::read("").failures.empty());

    EXPECT_THROW((void)sites::read(good, "nosuchsite"), Error);
    EXPECT_EQ(sites::detect(good), "pokerstars");
    EXPECT_EQ(sites::detect("nothing"), "");
}

TEST(Sites, UnsupportedGamesSayWhy) {
    std::string text = slurp(kSites / "PokerStars/CashGame/GameTypeTests/PotLimitHoldem.txt");
    text.replace(text.find("Hold'em Pot Limit"), 17, "7 Card Stud Limit");
    const auto r = sites::read(text);
    ASSERT_EQ(r.failures.size(), 1u);
    EXPECT_NE(r.failures[0].reason.find("seven-card stud, which the importer does not read"), std::string::npos)
        << r.failures[0].reason;
}

// The games the PHH specification has no code for are kept under XiaPL's
// extension codes (PT, NO, PO/8; docs/phh.md), replayed to the site's
// collections, written and read back as PHH and as PokerStars text.
TEST(Sites, GamesUnderExtensionCodes) {
    struct Case {
        const char* file;
        const char* variant;
        Game game;  // as the replay plays it
        Betting betting;
    };
    const Case cases[] = {
        {"PokerStars/CashGame/GameTypeTests/PotLimitHoldem.txt", "PT", Game::Holdem, Betting::PotLimit},
        {"PokerStars/CashGame/GameTypeTests/PotLimitOmahaHiLo.txt", "PO/8", Game::OmahaHiLo4, Betting::PotLimit},
        {"FullTilt/CashGame/GameTypeTests/PotLimitHoldem.txt", "PT", Game::Holdem, Betting::PotLimit},
        {"FullTilt/CashGame/HandActionTests/OmahaHiLo.txt", "PO/8", Game::OmahaHiLo4, Betting::PotLimit},
        {"Pacific/CashGame/GameTypeTests/NoLimitOmaha.txt", "NO", Game::Omaha4, Betting::NoLimit},
        {"Pacific/CashGame/PlayerTests/OmahaHiLoShowdown.txt", "PO/8", Game::OmahaHiLo4, Betting::PotLimit},
        {"PartyPoker/CashGame/PlayerTests/OmahaHiLoShowdown.txt", "PO/8", Game::OmahaHiLo4, Betting::PotLimit},
        {"Winamax/CashGame/GameTypeTests/PotLimitFiveCardOmahaHiLo.txt", "PO/8", Game::OmahaHiLo5, Betting::PotLimit},
    };
    for (const Case& c : cases) {
        const auto r = sites::read(slurp(kSites / c.file));
        ASSERT_EQ(r.hands.size(), 1u) << c.file << (r.failures.empty() ? "" : r.failures[0].reason);
        const phh::Hand& h = r.hands[0];
        EXPECT_EQ(h.variant, c.variant) << c.file;
        const phh::Variant* v = phh::find_variant(h.variant);
        ASSERT_NE(v, nullptr);
        EXPECT_FALSE(v->standard) << c.file;
        const phh::ChipScale scale = phh::chip_scale(h);
        const TableState s = phh::replay(h, scale);
        EXPECT_EQ(s.phase(), Phase::Finished) << c.file;
        EXPECT_EQ(s.config().game, c.game) << c.file;
        EXPECT_EQ(s.config().betting, c.betting) << c.file;
        const std::string text = phh::write(h);
        EXPECT_NE(text.find(std::string("variant = \"") + c.variant + "\""), std::string::npos) << text;
        EXPECT_EQ(phh::parse(text).at(0), h) << c.file;
        const auto back = sites::read(sites::to_pokerstars(h));
        ASSERT_EQ(back.hands.size(), 1u) << c.file;
        EXPECT_EQ(back.hands[0].variant, h.variant) << c.file;
        EXPECT_EQ(back.hands[0].actions, h.actions) << c.file;
    }
    // Omaha hi/lo splits the pot: the high hand and the low hand each take half.
    const auto hl = sites::read(slurp(kSites / "PartyPoker/CashGame/PlayerTests/OmahaHiLoShowdown.txt"));
    ASSERT_EQ(hl.hands.size(), 1u);
    const phh::Value* won = hl.hands[0].find_extra("winnings");
    ASSERT_NE(won, nullptr);
    std::vector<std::string> paid;
    for (const auto& w : won->items) paid.push_back(w.text);
    std::sort(paid.begin(), paid.end());
    EXPECT_EQ(paid, (std::vector<std::string>{"0.09", "0.1"}));
}

// The seat list spells two names otherwise than the actions do ("neverJa(1)ger"
// seated, "neverJager: folds"); the summary's seat lines give those names
// their seats, and the hand is kept under the actions' names.
TEST(Sites, ActionNamesTheSummarySeats) {
    const auto r = sites::read(slurp(kSites / "PokerStars/CashGame/PlayerTests/WithSittingOut.txt"));
    ASSERT_EQ(r.hands.size(), 1u) << (r.failures.empty() ? "" : r.failures[0].reason);
    const phh::Value* players = r.hands[0].find_extra("players");
    ASSERT_NE(players, nullptr);
    std::vector<std::string> names;
    for (const auto& p : players->items) names.push_back(p.text);
    EXPECT_EQ(names, (std::vector<std::string>{"s1N91", "Blahdieblah", "antol34", "neverJager"}));
    EXPECT_EQ(r.hands[0].find_extra("winnings")->items[1].text, "0.16");
    // A name neither the seat list nor the summary seats stays refused.
    std::string text = slurp(kSites / "PokerStars/CashGame/PlayerTests/WithSittingOut.txt");
    text.replace(text.find("Seat 4: Blahdieblah"), 19, "Seat 4: Blahdi:42eblah");
    const auto bad = sites::read(text);
    ASSERT_EQ(bad.failures.size(), 1u);
    EXPECT_NE(bad.failures[0].reason.find("'Blahdieblah' acts but has no seat in the seat list, nor in the summary"),
              std::string::npos)
        << bad.failures[0].reason;
}

TEST(Sites, CrOnlyLineEndsAndCapGames) {
    const auto gbp = sites::read(slurp(kSites / "PokerStars/CashGame/Limits/GbpTable.txt"));
    ASSERT_EQ(gbp.hands.size(), 1u);
    EXPECT_EQ(gbp.hands[0].find_extra("currency")->text, "GBP");
    // A garbled currency that is not UTF-8 is kept as valid text, so the PHH reads back.
    std::string garbled = slurp(kSites / "PokerStars/CashGame/Limits/GbpTable.txt");
    garbled.replace(garbled.find("GBP"), 3, "GB\xC4");
    const auto odd = sites::read(garbled);
    ASSERT_EQ(odd.hands.size(), 1u);
    EXPECT_EQ(odd.hands[0].find_extra("currency")->text, "GB\xEF\xBF\xBD");
    EXPECT_EQ(phh::parse(phh::write(odd.hands[0])).at(0), odd.hands[0]);
    const auto cap = sites::read(slurp(kSites / "PokerStars/CashGame/ExtraHands/DateIssue2.txt"));
    ASSERT_EQ(cap.hands.size(), 1u);
    EXPECT_EQ(cap.hands[0].find_extra("_cap")->integer, 40);
}

TEST(Sites, GGPokerFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "GGPoker")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()), "ggpoker");
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
        for (const auto& h : r.hands) EXPECT_EQ(h.find_extra("_site")->text, "ggpoker");
    }
    EXPECT_EQ(hands, 13);
    EXPECT_GE(kept, 12);
    // Run three times: two more boards, and the fees after the rake.
    const auto r = sites::read(slurp(kSites / "GGPoker/CashGame/GeneralHands/RunThreeTimes.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    EXPECT_EQ(r.hands[0].find_extra("_runouts")->items.size(), 2u);
    EXPECT_EQ(r.hands[0].find_extra("_fees")->integer, 1);
    // A straddle and a big blind posted out of position.
    const auto s = sites::read(slurp(kSites / "GGPoker/CashGame/GeneralHands/Straddle.txt"));
    ASSERT_EQ(s.hands.size(), 1u);
    const auto d = sites::read(slurp(kSites / "GGPoker/CashGame/HandActionTests/PostingDead.txt"));
    ASSERT_EQ(d.hands.size(), 1u);
    // The site's own total pot disagrees with its bets: reported.
    const auto m = sites::read(slurp(kSites / "GGPoker/CashGame/GeneralHands/MultiplePosts.txt"));
    ASSERT_EQ(m.failures.size(), 1u);
    EXPECT_NE(m.failures[0].reason.find("the site's total pot is 13.3"), std::string::npos);
}

TEST(Sites, WinningPokerFixtures) {
    for (const char* folder : {"WinningPoker", "WinningPokerV2"}) {
        int hands = 0, kept = 0;
        for (const auto& entry : fs::recursive_directory_iterator(kSites / folder)) {
            if (!entry.is_regular_file()) continue;
            const auto r = sites::read(slurp(entry.path()));
            hands += r.hand_count;
            kept += static_cast<int>(r.hands.size());
            for (const auto& h : r.hands) EXPECT_EQ(h.find_extra("_site")->text, "winningpoker");
        }
        EXPECT_EQ(hands, std::string(folder) == "WinningPoker" ? 20 : 5) << folder;
        EXPECT_GE(kept, std::string(folder) == "WinningPoker" ? 17 : 5) << folder;
    }
    // The old format states no jackpot fee: what the summary's pot and rake
    // leave of the players' bets is kept as the fee.
    const auto r = sites::read(slurp(kSites / "WinningPoker/CashGame/HandActionTests/BasicHand.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    EXPECT_EQ(r.hands[0].find_extra("_fees")->text, "0.25");
    const auto bad = sites::read(slurp(kSites / "WinningPoker/CashGame/ValidHandTests/InValidHand_1.txt"));
    ASSERT_EQ(bad.failures.size(), 1u);
    EXPECT_NE(bad.failures[0].reason.find("exceed the players' bets"), std::string::npos);
}

TEST(Sites, PacificFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "Pacific")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()));
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
        // One sample is in the form PartyPoker writes (no room name in its header).
        for (const auto& h : r.hands) {
            const std::string site = h.find_extra("_site")->text;
            EXPECT_TRUE(site == "pacific" || site == "partypoker") << site;
        }
    }
    EXPECT_EQ(hands, 25);
    EXPECT_GE(kept, 25);
    // Decimal commas, no-break spaces between digit groups and the Swedish
    // client's card ranks.
    const auto r = sites::read(slurp(kSites / "Pacific/CashGame/ExtraHands/SpecialCards.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    EXPECT_EQ(r.hands[0].find_extra("winnings")->items.size(), 6u);
    bool shown = false;
    for (const auto& a : r.hands[0].actions) shown = shown || a.find("sm AcJc3h3c") != std::string::npos;
    EXPECT_TRUE(shown);
    // No rake is stated: the pot less the collections.
    const auto b = sites::read(slurp(kSites / "Pacific/CashGame/HandActionTests/BasicHand.txt"));
    ASSERT_EQ(b.hands.size(), 1u);
    EXPECT_EQ(b.hands[0].find_extra("_rake")->text, "0.01");
}

TEST(Sites, IPokerFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "IPoker")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()));
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
        for (const auto& h : r.hands) EXPECT_EQ(h.find_extra("_site")->text, "ipoker");
        // The XML header before the first hand is not reported.
        for (const auto& f : r.failures) EXPECT_FALSE(f.hand.empty()) << entry.path() << f.reason;
    }
    EXPECT_EQ(hands, 51);
    EXPECT_GE(kept, 49);
    // Cards and winners the site's results contradict: reported, never kept.
    const auto r = sites::read(slurp(kSites / "IPoker/CashGame/ValidHandTests/HMExport_1.txt"));
    ASSERT_EQ(r.failures.size(), 1u);
    EXPECT_NE(r.failures[0].reason.find("the replay gives 'Player4' 0"), std::string::npos);
}

TEST(Sites, PartyPokerFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "PartyPoker")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()));
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
        for (const auto& h : r.hands) EXPECT_EQ(h.find_extra("_site")->text, "partypoker");
        // "Game #N starts." between hands is not reported.
        for (const auto& f : r.failures) EXPECT_FALSE(f.hand.empty()) << entry.path() << f.reason;
    }
    EXPECT_EQ(hands, 42);
    EXPECT_GE(kept, 39);
    // A big blind and a dead small blind posted together, out of position.
    const auto r = sites::read(slurp(kSites / "PartyPoker/CashGame/HandActionTests/Posting.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    // An anonymous table's seat list names "Player1"; the actions name the player otherwise.
    const auto anon = sites::read(slurp(kSites / "PartyPoker/CashGame/PlayerTests/WithAnonomous.txt"));
    ASSERT_EQ(anon.failures.size(), 1u);
    EXPECT_EQ(anon.failures[0].line, 12);
    EXPECT_NE(anon.failures[0].reason.find("'WolfgangCutler' bets or wins but has no seat in the seat list"),
              std::string::npos)
        << anon.failures[0].reason;
}

TEST(Sites, WinamaxFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "Winamax")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()), "winamax");
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
    }
    EXPECT_EQ(hands, 21);
    EXPECT_GE(kept, 21);
    // Blinds posted out of position: the small blind dead, the big blind live.
    const auto r = sites::read(slurp(kSites / "Winamax/CashGame/HandActionTests/PostingDead.txt"));
    ASSERT_EQ(r.hands.size(), 1u);
    EXPECT_EQ(r.hands[0].find_extra("_rake")->text, "0.24");
}

TEST(Sites, FullTiltFixtures) {
    int hands = 0, kept = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites / "FullTilt")) {
        if (!entry.is_regular_file()) continue;
        const auto r = sites::read(slurp(entry.path()), "fulltilt");
        hands += r.hand_count;
        kept += static_cast<int>(r.hands.size());
    }
    EXPECT_EQ(hands, 30);
    EXPECT_GE(kept, 29);
    const auto r = sites::read(slurp(kSites / "FullTilt/CashGame/ValidHandTests/InValidHand_1.txt"));
    ASSERT_EQ(r.failures.size(), 1u);
    EXPECT_NE(r.failures[0].reason.find("lists no seats"), std::string::npos) << r.failures[0].reason;
}

TEST(Sites, EveryFormatIsListed) {
    // Each name of kSites reads (an empty text), and nothing else does.
    for (std::string_view site : sites::kSites) EXPECT_EQ(sites::read("", site).hand_count, 0) << site;
    EXPECT_THROW((void)sites::read("", "full tilt"), Error);
}

namespace {

bool same_game(const phh::Hand& a, const phh::Hand& b) {
    auto field = [](const phh::Hand& h, const char* key) {
        const phh::Value* v = h.find_extra(key);
        return v != nullptr ? *v : phh::Value{};
    };
    return a.variant == b.variant && a.antes == b.antes && a.blinds_or_straddles == b.blinds_or_straddles &&
           a.starting_stacks == b.starting_stacks && a.actions == b.actions && a.min_bet == b.min_bet &&
           a.small_bet == b.small_bet && a.big_bet == b.big_bet && field(a, "players") == field(b, "players") &&
           field(a, "seats") == field(b, "seats") && field(a, "winnings") == field(b, "winnings");
}

}  // namespace

TEST(Sites, PokerStarsTextReadsBackToTheHand) {
    int exact = 0, game = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSites)) {
        if (!entry.is_regular_file()) continue;
        for (const phh::Hand& hand : sites::read(slurp(entry.path())).hands) {
            const std::string text = sites::to_pokerstars(hand);
            const auto back = sites::read(text);
            ASSERT_EQ(back.hands.size(), 1u) << entry.path() << "\n"
                                             << text << (back.failures.empty() ? "" : back.failures[0].reason);
            if (hand.find_extra("_site")->text == "pokerstars") {
                EXPECT_EQ(back.hands[0], hand) << entry.path() << "\n" << text;
                ++exact;
            } else {
                EXPECT_TRUE(same_game(back.hands[0], hand)) << entry.path() << "\n" << text;
                ++game;
            }
        }
    }
    EXPECT_EQ(exact, 120);
    EXPECT_EQ(game, 197);
}

TEST(Sites, PokerStarsTextOfAHandWithoutSiteFields) {
    // A PHH hand of its own: players p1.., seats 1..n, paid what the replay awards.
    const auto hands = phh::parse(
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [100, 100, 100]\nactions = ['d dh p1 AsAh', 'd dh p2 KdKc', 'd dh p3 ????', "
        "'p3 f', 'p1 cbr 6', 'p2 cc', 'd db 2c7d9h', 'p1 cbr 10', 'p2 f']\n");
    const std::string text = sites::to_pokerstars(hands.at(0));
    EXPECT_NE(text.find("Seat 3: p3 (100 in chips)"), std::string::npos) << text;
    EXPECT_NE(text.find("p1: raises 4 to 6"), std::string::npos) << text;
    EXPECT_NE(text.find("Uncalled bet (10) returned to p1"), std::string::npos) << text;
    EXPECT_NE(text.find("p1 collected 12 from pot"), std::string::npos) << text;
    const auto back = sites::read(text);
    ASSERT_EQ(back.hands.size(), 1u);
    EXPECT_EQ(back.hands[0].actions, hands[0].actions);
    EXPECT_EQ(back.hands[0].starting_stacks, hands[0].starting_stacks);
    // Stud has no PokerStars text here.
    const auto stud = phh::parse(
        "variant = 'F7S'\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [50, 50]\nactions = []\n");
    try {
        (void)sites::to_pokerstars(stud.at(0));
        FAIL() << "stud was written";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Unsupported);
    }
}

TEST(Sites, GGPokerTournamentLevelWithAnte) {
    // "Level10(100/200(20))": the ante in the level's parentheses.
    const std::string text =
        "Poker Hand #TM1234567: Tournament #98765, Bounty Hunters $10 Hold'em No Limit - Level10(100/200(20)) - "
        "2023/01/01 12:00:00\n"
        "Table '12' 8-max Seat #1 is the button\n"
        "Seat 1: Alice (5000 in chips)\n"
        "Seat 2: Bob (6000 in chips)\n"
        "Seat 3: Hero (4000 in chips)\n"
        "Alice: posts the ante 20\n"
        "Bob: posts the ante 20\n"
        "Hero: posts the ante 20\n"
        "Bob: posts small blind 100\n"
        "Hero: posts big blind 200\n"
        "*** HOLE CARDS ***\n"
        "Dealt to Alice \n"
        "Dealt to Bob \n"
        "Dealt to Hero [Ah Kh]\n"
        "Alice: folds\n"
        "Bob: calls 100\n"
        "Hero: checks\n"
        "*** FLOP *** [2c 7d 9h]\n"
        "Bob: checks\n"
        "Hero: bets 300\n"
        "Bob: folds\n"
        "Uncalled bet (300) returned to Hero\n"
        "*** SHOWDOWN ***\n"
        "Hero collected 460 from pot\n"
        "*** SUMMARY ***\n"
        "Total pot 460 | Rake 0 | Jackpot 0 | Bingo 0\n"
        "Board [2c 7d 9h]\n"
        "Seat 1: Alice (button) folded before Flop (didn't bet)\n"
        "Seat 2: Bob (small blind) folded on the Flop\n"
        "Seat 3: Hero (big blind) won (460)\n";
    const auto r = sites::read(text);
    ASSERT_EQ(r.hands.size(), 1u) << (r.failures.empty() ? "" : r.failures[0].reason);
    EXPECT_EQ(r.hands[0].min_bet.integer, 200);
    EXPECT_EQ(r.hands[0].find_extra("_tournament")->text, "98765");
}
