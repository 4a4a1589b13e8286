// PHH: the TOML reader, the checks and their messages, the writer, JSON,
// exact chips, the replay (checked chip for chip against the real files'
// finishing_stacks) and a state written back as PHH.
#include <gtest/gtest.h>

#include <map>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/phh.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/table.hpp"

// The plain and full readers, compared (white box).
#include "phh/internal.hpp"

using namespace xiapl;
using namespace xiapl::phh;

namespace {

namespace fs = std::filesystem;

const fs::path kFixtures = XIAPL_PHH_FIXTURES;

std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<fs::path> all_files() {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(kFixtures)) {
        if (e.is_regular_file() && e.path().extension() == ".phh") out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string name_of(const fs::path& p) { return fs::relative(p, kFixtures).generic_string(); }

Hand one(std::string_view text) {
    auto hands = parse(text);
    EXPECT_EQ(hands.size(), 1u);
    return hands.at(0);
}

// The error a call throws: its kind and message.
template <class F>
Error error_of(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "no error thrown";
    return Error(ErrorKind::InvalidArgument, "");
}

#define EXPECT_ERROR(call, kind_, needle)                                               \
    do {                                                                                \
        const Error e_ = error_of([&] { (void)(call); });                               \
        EXPECT_EQ(e_.kind(), kind_) << e_.what();                                       \
        EXPECT_NE(std::string(e_.what()).find(needle), std::string::npos) << e_.what(); \
    } while (0)

// A finishing stack as the exact decimal it writes ("9950.0" -> "9950").
std::string decimal_of(const Value& v) {
    if (v.kind == Value::Kind::Int) return std::to_string(v.integer);
    const ChipScale micro = parse_chip_scale("0.000001");
    return micro.to_amount(micro.to_chips(v, "finishing_stacks"));
}

const std::string kBase =
    "variant = \"NT\"\n"
    "antes = [0, 0]\n"
    "blinds_or_straddles = [1, 2]\n"
    "min_bet = 2\n"
    "starting_stacks = [100, 100]\n"
    "actions = [\n"
    "  \"d dh p1 AsKs\",\n"
    "  \"d dh p2 QdQh\",\n"
    "  {action}\n"
    "]\n";

std::string base(std::string_view action) {
    std::string s = kBase;
    s.replace(s.find("{action}"), 8, action);
    return s;
}

}  // namespace

// ---------------------------------------------------------------- fixtures

TEST(PhhFixtures, EveryFileParses) {
    const auto files = all_files();
    ASSERT_EQ(files.size(), 576u);
    std::map<std::string, int> by_variant;
    for (const auto& path : files) {
        const auto hands = parse(read(path));
        ASSERT_EQ(hands.size(), 1u) << name_of(path);
        ++by_variant[hands[0].variant];
    }
    const std::map<std::string, int> want = {{"NT", 500},  {"PO", 8},    {"NS", 1},    {"FT", 7},
                                             {"FO/8", 14}, {"F7S", 13},  {"F7S/8", 7}, {"FR", 10},
                                             {"N2L1D", 7}, {"F2L3D", 8}, {"FB", 1}};
    EXPECT_EQ(by_variant, want);
}

TEST(PhhFixtures, EveryHandReplaysToItsFinishingStacks) {
    int checked = 0;
    int finished = 0;
    for (const auto& path : all_files()) {
        std::vector<Hand> hands;
        try {
            hands = parse(read(path));
        } catch (const Error&) {
            continue;
        }
        const Hand& hand = hands.at(0);
        const ChipScale scale = chip_scale(hand);
        const TableState state = replay(hand, scale);
        state.check_invariants();
        ASSERT_EQ(state.phase(), Phase::Finished) << name_of(path);
        ++finished;
        const Value* finishing = hand.find_extra("finishing_stacks");
        if (finishing == nullptr) continue;
        std::vector<std::string> got, want;
        for (int s = 0; s < state.seat_count(); ++s) {
            got.push_back(scale.to_amount(state.seats()[static_cast<std::size_t>(s)].stack));
            want.push_back(decimal_of(finishing->items.at(static_cast<std::size_t>(s))));
        }
        if (name_of(path) == "pluribus/32/23.phh") {
            // The file splits an odd chip into halves (10387.5 each); integer
            // chips give it to the first winner clockwise from the button.
            EXPECT_EQ(want, (std::vector<std::string>{"9950", "9275", "10387.5", "10000", "10000", "10387.5"}));
            EXPECT_EQ(got, (std::vector<std::string>{"9950", "9275", "10388", "10000", "10000", "10387"}));
            // In tenths of a chip the pot splits evenly, as the file has it.
            const ChipScale tenth = parse_chip_scale("0.1");
            const TableState fine = replay(hand, tenth);
            for (int s = 0; s < fine.seat_count(); ++s) {
                EXPECT_EQ(tenth.to_amount(fine.seats()[static_cast<std::size_t>(s)].stack),
                          want[static_cast<std::size_t>(s)]);
            }
            continue;
        }
        EXPECT_EQ(got, want) << name_of(path);
        ++checked;
    }
    EXPECT_EQ(finished, 576);  // every fixture, of all eleven variants
    EXPECT_EQ(checked, 570);
}

// The deals and draws of every fixture, replayed and written back by
// from_state, keep the cards as the file wrote them, card for card: the
// board deals, the stud and draw games' hole deals and discards, and the
// board games' hole deals the state knows.
TEST(PhhFixtures, ReplayedDealsKeepTheirWrittenCardOrder) {
    int hands_checked = 0, lines = 0;
    for (const auto& path : all_files()) {
        const Hand hand = parse(read(path)).at(0);
        const ChipScale scale = chip_scale(hand);
        const TableState state = replay(hand, scale);
        const Hand back = from_state(state, scale);
        const bool board_game = state.family() == Family::Board;
        // The lines that carry cards the engine deals, in order.
        auto dealt = [&](const Hand& h, bool written) {
            std::vector<std::string> out;
            for (const std::string& text : h.actions) {
                const phh::Action a = parse_action(text);
                const bool deal =
                    a.verb == Verb::DealBoard || a.verb == Verb::Discard || (a.verb == Verb::DealHole && !board_game);
                if (deal) out.push_back(format_action(phh::Action{a.verb, a.player, a.cards, a.amount, "", false}));
                if (a.verb == Verb::DealHole && board_game && !written) {
                    if (a.cards.find('?') == std::string::npos) {
                        out.push_back(format_action(phh::Action{a.verb, a.player, a.cards, a.amount, "", false}));
                    }
                }
            }
            return out;
        };
        // A card written "??" that the showdown reveals is filled in (the engine scores it).
        const std::vector<std::string> got = dealt(back, true), want = dealt(hand, true);
        ASSERT_EQ(got.size(), want.size()) << name_of(path);
        for (std::size_t i = 0; i < got.size(); ++i) {
            ASSERT_EQ(got[i].size(), want[i].size()) << name_of(path) << ": " << got[i] << " / " << want[i];
            for (std::size_t k = 0; k < got[i].size(); ++k) {
                if (want[i][k] != '?') {
                    EXPECT_EQ(got[i][k], want[i][k]) << name_of(path) << ": " << got[i] << " / " << want[i];
                }
            }
        }
        // Board games: every hole deal the state writes with cards is the file's deal line.
        std::vector<std::string> written = dealt(back, false), file;
        for (const std::string& text : hand.actions) {
            const phh::Action a = parse_action(text);
            if (a.verb == Verb::DealHole)
                file.push_back(format_action(phh::Action{a.verb, a.player, a.cards, "", "", false}));
        }
        for (const std::string& line : written) {
            if (line.starts_with("d dh") && board_game) {
                EXPECT_NE(std::find(file.begin(), file.end(), line), file.end()) << name_of(path) << ": " << line;
            }
        }
        // The board in the order dealt.
        std::vector<CardId> board;
        for (const std::string& text : hand.actions) {
            const phh::Action a = parse_action(text);
            if (a.verb != Verb::DealBoard) continue;
            for (std::size_t k = 0; 2 * k + 1 < a.cards.size(); ++k)
                board.push_back(parse_card(a.cards.substr(2 * k, 2)));
        }
        EXPECT_EQ(state.board_cards(), board) << name_of(path);
        // The saved state keeps the order too.
        const TableState copy = deserialize_table_state(serialize_table_state(state));
        EXPECT_EQ(write(from_state(copy, scale)), write(back)) << name_of(path);
        lines += static_cast<int>(dealt(hand, true).size());
        ++hands_checked;
    }
    EXPECT_EQ(hands_checked, 576);
    EXPECT_GT(lines, 576);
}

// Every fixture replayed and written back by from_state has its file's lines,
// each in its canonical spelling: the cards, the amounts as recorded (a short
// fixed-limit raise), the "??" the showdown revealed, and the commentary.
TEST(PhhFixtures, ReplayedHandsAreWrittenBackLineForLine) {
    int hands = 0;
    for (const auto& path : all_files()) {
        const Hand hand = parse(read(path)).at(0);
        const ChipScale scale = chip_scale(hand);
        const TableState state = replay(hand, scale);
        std::vector<std::string> want;
        for (const std::string& line : hand.actions) want.push_back(format_action(parse_action(line)));
        EXPECT_EQ(from_state(state, scale).actions, want) << name_of(path);
        ++hands;
    }
    EXPECT_EQ(hands, 576);
}

// A saved state keeps the lines its steps were replayed from, and refuses a
// line for a step its history does not have.
TEST(PhhFromState, WrittenStepsAreSaved) {
    const Hand hand = one(base("\"p2 cbr 6 #  a raise\", \"# a note\", \"p1 f\""));
    const TableState state = replay(hand, chip_scale(hand));
    const std::string saved = serialize_table_state(state);
    EXPECT_NE(saved.find("written-step"), std::string::npos);
    const Hand back = from_state(deserialize_table_state(saved), chip_scale(hand));
    EXPECT_NE(std::find(back.actions.begin(), back.actions.end(), "p2 cbr 6 # a raise"), back.actions.end());
    EXPECT_NE(std::find(back.actions.begin(), back.actions.end(), "# a note"), back.actions.end());
    EXPECT_ERROR(deserialize_table_state(saved + "written-step 99 p1 f\n"), ErrorKind::Parse,
                 "written-step 99 names a step the history");
}

// Cards given out of card-id order keep their order through the engine.
TEST(PhhFromState, DealtOrderIsKept) {
    const Hand hand = parse(read(kFixtures / "dwan-ivey-2009.phh")).at(0);
    const TableState state = replay(hand, chip_scale(hand));
    const Hand back = from_state(state, chip_scale(hand));
    EXPECT_EQ(back.actions.at(2), "d dh p3 7h6h");
    EXPECT_NE(std::find(back.actions.begin(), back.actions.end(), "d db Jc3d5c"), back.actions.end());
    EXPECT_EQ(state.board_cards(), (std::vector<CardId>{parse_card("Jc"), parse_card("3d"), parse_card("5c"),
                                                        parse_card("4h"), parse_card("Jh")}));
    EXPECT_EQ(state.hole_cards(2), (std::vector<CardId>{parse_card("7h"), parse_card("6h")}));
    EXPECT_EQ(state.board(), bit(parse_card("Jc")) | bit(parse_card("3d")) | bit(parse_card("5c")) |
                                 bit(parse_card("4h")) | bit(parse_card("Jh")));
}

TEST(PhhFixtures, EveryHandRoundTripsThroughTextAndJson) {
    std::vector<Hand> some;
    for (const auto& path : all_files()) {
        std::vector<Hand> hands;
        try {
            hands = parse(read(path));
        } catch (const Error&) {
            continue;
        }
        const Hand& hand = hands.at(0);
        EXPECT_EQ(parse(write(hand)), hands) << name_of(path);
        EXPECT_EQ(from_json(to_json(hand)), hands) << name_of(path);
        validate(hand);
        if (some.size() < 7) some.push_back(hand);
    }
    EXPECT_EQ(parse(write_all(some)), some);
    EXPECT_EQ(from_json(to_json_all(some)), some);
    // The .phhs form: [1], [2], ... separated by a blank line.
    const std::string all = write_all({some[0], some[1]});
    EXPECT_EQ(all.rfind("[1]\nvariant = ", 0), 0u);
    EXPECT_NE(all.find("\n\n[2]\nvariant = "), std::string::npos) << all;
}

TEST(PhhFixtures, ReplayStatesEndInTheReplay) {
    const Hand hand = one(read(kFixtures / "dwan-ivey-2009.phh"));
    const ChipScale scale = chip_scale(hand);
    const auto states = replay_states(hand, scale);
    // The start, then one state per board deal and player action.
    int steps = 0;
    for (const std::string& a : hand.actions) {
        const phh::Action parsed = parse_action(a);
        steps += parsed.verb != Verb::DealHole && parsed.verb != Verb::ShowOrMuck;
    }
    ASSERT_EQ(states.size(), static_cast<std::size_t>(steps) + 1);
    EXPECT_EQ(states.front().history_size(), 0u);
    const TableState last = replay(hand, scale);
    for (int s = 0; s < 3; ++s) {
        EXPECT_EQ(states.back().seats()[static_cast<std::size_t>(s)].stack,
                  last.seats()[static_cast<std::size_t>(s)].stack);
    }
    EXPECT_EQ(last.seats()[0].stack, 572100);
    EXPECT_EQ(last.seats()[1].stack, 1997500);
    EXPECT_EQ(last.seats()[2].stack, 1109500);
}

TEST(PhhFixtures, DecimalStacksReplayInHundredths) {
    const Hand hand = one(read(kFixtures / "antonius-blom-2009.phh"));
    const ChipScale scale = chip_scale(hand);
    EXPECT_EQ(scale.unit_text(), "0.01");
    EXPECT_EQ(hand.starting_stacks[0].text, "1259450.25");
    const TableState state = replay(hand, scale);
    EXPECT_EQ(state.config().game, Game::Omaha4);
    EXPECT_EQ(state.config().betting, Betting::PotLimit);
    EXPECT_EQ(scale.to_amount(state.seats()[0].stack), "1937923.75");
    EXPECT_EQ(scale.to_amount(state.seats()[1].stack), "0");
    // A unit the amounts are not whole in.
    EXPECT_ERROR(replay(hand, ChipScale{}), ErrorKind::InvalidArgument, "smaller unit");
}

TEST(PhhFixtures, HandCardsAsTheReplayReadsThem) {
    const Hand hand = one(read(kFixtures / "dwan-ivey-2009.phh"));
    const HandCards cards = hand_cards(hand);
    EXPECT_EQ(cards.game, Game::Holdem);
    EXPECT_EQ(cards.betting, Betting::NoLimit);
    ASSERT_EQ(cards.holes.size(), 3u);
    EXPECT_EQ(cards.holes[0], bit(12) | bit(13));  // Ac, 2d
    EXPECT_EQ(cards.holes[1], 0u);                 // ????
    EXPECT_EQ(cards.holes[2], bit(parse_card("7h")) | bit(parse_card("6h")));
    EXPECT_EQ(cards.board, (std::vector<CardId>{parse_card("Jc"), parse_card("3d"), parse_card("5c"), parse_card("4h"),
                                                parse_card("Jh")}));
    const Hand po = one(read(kFixtures / "antonius-blom-2009.phh"));
    EXPECT_EQ(hand_cards(po).game, Game::Omaha4);
    EXPECT_EQ(hand_cards(po).betting, Betting::PotLimit);
}

TEST(PhhFixtures, TheWriterKeepsPythonsFormat) {
    // format_phh of python/xiapl/phh.py (before the core wrote PHH) on this file.
    const Hand hand = one(read(kFixtures / "antonius-blom-2009.phh"));
    const std::string want =
        "variant = \"PO\"\n"
        "ante_trimming_status = true\n"
        "antes = [0, 0]\n"
        "blinds_or_straddles = [500, 1000]\n"
        "min_bet = 1000\n"
        "starting_stacks = [1259450.25, 678473.5]\n"
        "actions = [\n"
        "  \"d dh p1 Ah3sKsKh\",\n"
        "  \"d dh p2 6d9s7d8h\",\n"
        "  \"p2 cbr 3000\",\n"
        "  \"p1 cbr 9000\",\n"
        "  \"p2 cbr 27000\",\n"
        "  \"p1 cbr 81000\",\n"
        "  \"p2 cc\",\n"
        "  \"d db 4s5c2h\",\n"
        "  \"p1 cbr 91000\",\n"
        "  \"p2 cbr 435000\",\n"
        "  \"p1 cbr 779000\",\n"
        "  \"p2 cc\",\n"
        "  \"p1 sm Ah3sKsKh\",\n"
        "  \"p2 sm 6d9s7d8h\",\n"
        "  \"d db 5h\",\n"
        "  \"d db 9c\",\n"
        "]\n"
        "author = \"Juho Kim\"\n"
        "month = 11\n"
        "year = 2009\n"
        "players = [\"Patrik Antonius\", \"Victor Blom\"]\n"
        "currency = \"USD\"\n";
    EXPECT_EQ(write(hand), want);
}

// ---------------------------------------------------------------- TOML

TEST(PhhToml, EveryValueTypeOfTheSpec) {
    const std::string text = std::string(
                                 "# a comment\n"
                                 "variant = 'NT'  # literal string\n"
                                 "antes = [0, 0]\n"
                                 "blinds_or_straddles = [\n"
                                 "  1,  # small\n"
                                 "  2,  # big\n"
                                 "]\n"
                                 "min_bet = 2\n"
                                 "starting_stacks = [1_000, +200.5]\n"
                                 "actions = []\n"
                                 "hex = 0xDEAD_beef\n"
                                 "oct = 0o755\n"
                                 "bin = 0b1101\n"
                                 "neg = -17\n"
                                 "big = 9223372036854775807\n"
                                 "small = -9223372036854775808\n"
                                 "f1 = 1e16\n"
                                 "f2 = 1E-5\n"
                                 "f3 = 6.626e-34\n"
                                 "f4 = 1_000.000_1\n"
                                 "f5 = -0.0\n"
                                 "f6 = +inf\n"
                                 "f7 = -inf\n"
                                 "f8 = -nan\n"
                                 "f9 = 100.0\n"
                                 "f10 = 1e400\n"
                                 "yes = true\n"
                                 "no = false\n"
                                 "odt = 1979-05-27T07:32:00Z\n"
                                 "odt2 = 1979-05-27 00:32:00.999999-07:00\n"
                                 "ldt = 1979-05-27t07:32:00\n"
                                 "ld = 2024-02-29\n"
                                 "lt = 00:32:00.5\n"
                                 "esc = \"tab\\there \\\"q\\\" \\\\ \\u00e9 \\U0001F0A1 \\b\\f\\r\\n\"\n"
                                 "lit = 'C:\\no\\escapes'\n"
                                 "ml = \"\"\"\n"
                                 "one\\\n"
                                 "    two\n"
                                 "three\"\"\"\"\"\n"
                                 "mll = '''\n"
                                 "raw \\n ''\n"
                                 "x'''\n"
                                 "\"quoted key\" = {a = 1, 'b c' = [1, [2, 3], {d = \"e\"}], f = {}}\n"
                                 "nested = [ [ 1, 2 ], [ \"a\", 'b' ], [ ], ]\n"
                                 "unicode = \"") +
                             "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x82\xA1" + "\"\n";
    const Hand hand = one(text);
    auto get = [&](const char* key) -> const Value& {
        const Value* v = hand.find_extra(key);
        EXPECT_NE(v, nullptr) << key;
        static const Value none;
        return v != nullptr ? *v : none;
    };
    EXPECT_EQ(hand.variant, "NT");
    EXPECT_EQ(hand.starting_stacks[0].integer, 1000);
    EXPECT_EQ(hand.starting_stacks[1].text, "200.5");
    EXPECT_TRUE(hand.actions.empty());
    EXPECT_EQ(get("hex").integer, 0xDEADBEEF);
    EXPECT_EQ(get("oct").integer, 0755);
    EXPECT_EQ(get("bin").integer, 13);
    EXPECT_EQ(get("neg").integer, -17);
    EXPECT_EQ(get("big").integer, INT64_MAX);
    EXPECT_EQ(get("small").integer, INT64_MIN);
    // Floats as Python's repr writes them.
    EXPECT_EQ(get("f1").text, "1e+16");
    EXPECT_EQ(get("f2").text, "1e-05");
    EXPECT_EQ(get("f3").text, "6.626e-34");
    EXPECT_EQ(get("f4").text, "1000.0001");
    EXPECT_EQ(get("f5").text, "-0.0");
    EXPECT_EQ(get("f6").text, "inf");
    EXPECT_EQ(get("f7").text, "-inf");
    EXPECT_EQ(get("f8").text, "nan");
    EXPECT_EQ(get("f9").text, "100.0");
    EXPECT_EQ(get("f10").text, "inf");
    EXPECT_EQ(get("yes").kind, Value::Kind::Bool);
    EXPECT_TRUE(get("yes").boolean);
    EXPECT_FALSE(get("no").boolean);
    EXPECT_EQ(get("odt").kind, Value::Kind::DateTime);
    EXPECT_EQ(get("odt").text, "1979-05-27T07:32:00Z");
    EXPECT_EQ(get("odt2").text, "1979-05-27 00:32:00.999999-07:00");
    EXPECT_EQ(get("ldt").text, "1979-05-27t07:32:00");
    EXPECT_EQ(get("ld").text, "2024-02-29");
    EXPECT_EQ(get("lt").text, "00:32:00.5");
    EXPECT_EQ(get("esc").text, "tab\there \"q\" \\ \xC3\xA9 \xF0\x9F\x82\xA1 \b\f\r\n");
    EXPECT_EQ(get("lit").text, "C:\\no\\escapes");
    EXPECT_EQ(get("ml").text, "onetwo\nthree\"\"");  // a line-ending backslash trims
    EXPECT_EQ(get("mll").text, "raw \\n ''\nx");
    const Value& table = get("quoted key");
    ASSERT_EQ(table.kind, Value::Kind::Table);
    ASSERT_EQ(table.fields.size(), 3u);
    EXPECT_EQ(table.fields[1].first, "b c");
    EXPECT_EQ(table.fields[1].second.items[1].items[1].integer, 3);
    EXPECT_EQ(table.fields[1].second.items[2].fields[0].second.text, "e");
    EXPECT_TRUE(table.fields[2].second.fields.empty());
    EXPECT_EQ(get("nested").items.size(), 3u);
    EXPECT_EQ(get("unicode").text, "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x82\xA1");
    // Every value writes back and reads back the same (dates as written).
    EXPECT_EQ(one(write(hand)), hand);
    EXPECT_EQ(from_json(to_json(hand)).at(0), hand);
    const std::string json = to_json(hand);
    EXPECT_NE(json.find("\"f6\": {\"$float\": \"inf\"}"), std::string::npos) << json;
    EXPECT_NE(json.find("\"odt\": {\"$datetime\": \"1979-05-27T07:32:00Z\"}"), std::string::npos) << json;
    EXPECT_NE(json.find("\"f1\": 1e+16"), std::string::npos) << json;
}

TEST(PhhToml, CrlfLineEndsAndAByteOrderMark) {
    std::string text = "\xEF\xBB\xBF" + base("\"p2 f\"");
    std::string crlf;
    for (const char c : text) {
        if (c == '\n') crlf += '\r';
        crlf += c;
    }
    EXPECT_EQ(one(crlf), one(base("\"p2 f\"")));
    EXPECT_ERROR(parse("variant = \"NT\"\r\rantes = []"), ErrorKind::Parse, "carriage return");
}

TEST(PhhToml, PhhsTablesAndHandsInline) {
    const std::string hand = base("\"p2 f\"");
    const std::string text = "[1]\n" + hand + "\n[\"two\"]  # quoted name\n" + hand;
    const auto hands = parse(text);
    ASSERT_EQ(hands.size(), 2u);
    EXPECT_EQ(hands[0], hands[1]);
    const std::string inline_hand =
        "a = {variant = \"NT\", antes = [0, 0], blinds_or_straddles = [1, 2], min_bet = 2, "
        "starting_stacks = [100, 100], actions = [\"p2 f\"]}\n";
    EXPECT_EQ(parse(inline_hand).size(), 1u);
    // A .phh with a table: the table is an extra field of the hand.
    const Hand with_table = one(hand + "[meta]\nsource = \"x\"\n");
    ASSERT_NE(with_table.find_extra("meta"), nullptr);
    EXPECT_EQ(with_table.find_extra("meta")->kind, Value::Kind::Table);
    EXPECT_EQ(one(write(with_table)), with_table);
    // An empty text holds no hand.
    EXPECT_TRUE(parse("").empty());
    EXPECT_TRUE(parse("# nothing\n\n").empty());
}

TEST(PhhToml, SyntaxErrorsNameTheLineAndTheProblem) {
    struct Case {
        std::string text;
        std::string needle;
    };
    const std::vector<Case> cases = {
        {"variant = \n", "line 1, column 11: not valid PHH/TOML: expected a value"},
        {"variant = \"NT\"\nvariant = \"PO\"\n",
         "line 2, column 1: not valid PHH/TOML: the key 'variant' is defined twice"},
        {"a.b = 1\n", "dotted keys"},
        {"[[hands]]\n", "arrays of tables"},
        {"[a.b]\n", "dotted table names"},
        {"[1]\nx = 1\n[1]\n", "line 3, column 1: not valid PHH/TOML: the table [1] is defined twice"},
        {"x = 1\n[x]\n", "the table [x] is defined twice"},
        {"x = \"abc\n", "not closed on its line"},
        {"x = 'abc", "not closed"},
        {"x = \"\"\"abc", "multi-line string is not closed"},
        {"x = \"\\q\"\n", "invalid escape \\'q'"},
        {"x = \"\\uD800\"\n", "not a Unicode scalar value"},
        {"x = \"\\u12\"\n", "hex digits"},
        {"x = \"a\x01"
         "b\"\n",
         "control character U+0001"},
        {"x = \"\xC3\x28\"\n", "not UTF-8"},
        {"x = 1 # \xFF\n", "not UTF-8"},
        {"x = 1 # a\x7F\n", "comment holds"},
        {"x = 01\n", "leading zeros"},
        {"x = 1__0\n", "not a TOML number"},
        {"x = _1\n", "expected a value"},
        {"x = 1.\n", "digits on both sides"},
        {"x = .5\n", "expected a value"},
        {"x = 1e\n", "exponent needs digits"},
        {"x = 9223372036854775808\n", "beyond the 64-bit integer range"},
        {"x = 0x8000000000000000\n", "beyond the 64-bit integer range"},
        {"x = +0x10\n", "takes no sign"},
        {"x = 0b102\n", "not a TOML number"},
        {"x = NT\n", "found 'N'"},
        {"x = nt\n", "bare word 'nt'"},
        {"x = truee\n", "unexpected 'e' after true"},
        {"x = 1 2\n", "expected the end of the line"},
        {"x = 2023-02-29\n", "does not exist"},
        {"x = 2023-13-01\n", "does not exist"},
        {"x = 24:00:00\n", "out of range"},
        {"x = 07:32\n", "HH:MM:SS"},
        {"x = 1979-05-27T07:32:00+25:00\n", "offset is out of range"},
        {"x = [1, 2\n", "array is not closed"},
        {"x = [1 2]\n", "expected ',' or ']'"},
        {"x = [,]\n", "expected a value"},
        {"x = {a = 1,}\n", "trailing comma"},
        {"x = {a = 1\n}\n", "on one line"},
        {"x = {a = 1, a = 2}\n", "defined twice"},
        {"x = {a.b = 1}\n", "dotted keys"},
        {"= 1\n", "expected a key"},
        {"x 1\n", "expected '='"},
        {"\"\"\"k\"\"\" = 1\n", "cannot be a multi-line string"},
        {"x = \"\"\"a\"\"\"\"\"\"\n", "too many"},
    };
    for (const auto& c : cases) {
        const Error e = error_of([&] { (void)parse(c.text); });
        EXPECT_EQ(e.kind(), ErrorKind::Parse) << c.text;
        EXPECT_NE(std::string(e.what()).find(c.needle), std::string::npos) << c.text << " -> " << e.what();
    }
}

TEST(PhhToml, HostileInputFailsCleanly) {
    // Deep nesting stops at 64 levels, whatever the depth.
    for (const int depth : {63, 65, 100000}) {
        std::string text = base("\"p2 f\"") + "x = " + std::string(static_cast<std::size_t>(depth), '[') +
                           std::string(static_cast<std::size_t>(depth), ']') + "\n";
        if (depth <= 63) {
            EXPECT_NO_THROW(parse(text));
        } else {
            EXPECT_ERROR(parse(text), ErrorKind::Parse, "nest deeper than 64");
        }
    }
    std::string tables = "x = ";
    for (int i = 0; i < 100000; ++i) tables += "{a = ";
    EXPECT_ERROR(parse(tables), ErrorKind::Parse, "nest deeper than 64");
    // Many keys: the duplicate is found (and quickly).
    std::string keys;
    for (int i = 0; i < 200000; ++i) keys += "k" + std::to_string(i) + " = 1\n";
    keys += "k5 = 2\n";
    EXPECT_ERROR(parse(keys), ErrorKind::Parse, "line 200001, column 1: not valid PHH/TOML: the key 'k5'");
    // Every prefix of a real file is an error or a hand, never a crash.
    const std::string text = read(kFixtures / "dwan-ivey-2009.phh");
    for (std::size_t n = 0; n <= text.size(); ++n) {
        try {
            (void)parse(text.substr(0, n));
        } catch (const Error&) {
        }
    }
    // Every single byte changed, likewise.
    for (std::size_t i = 0; i < text.size(); i += 3) {
        for (const char c : {'\0', '"', '[', '\n', '#', '\xFF', '9'}) {
            std::string t = text;
            t[i] = c;
            try {
                (void)parse(t);
            } catch (const Error&) {
            }
        }
    }
}

// ---------------------------------------------------------------- checks

TEST(PhhChecks, MalformedActionsNameLineAndToken) {
    struct Case {
        std::string action;
        std::string needle;
    };
    const std::vector<Case> cases = {
        {"\"p2 xx\"", "token 'xx' is not an action; use f, cc, cbr AMOUNT, sm [CARDS], pb or sd [CARDS]"},
        {"\"p2 cbr 1,000\"", "token '1,000' is not an amount like 300 or 12.5 (no commas, no sign)"},
        {"\"d db AsKd2c\"", "token 'AsKd2c' deals As again (already dealt by 'd dh p1 AsKs')"},
        {"\"p9 f\"", "token 'p9' is not a player p1..p2"},
        {"\"d db Zz3c4c\"", "token 'Zz3c4c' is not a run of cards like AsKd (?? for an unknown card)"},
        {"\"d db 2c2c3c\"", "holds 2c twice; each card is dealt once"},
        {"\"d xx\"", "token 'xx' starts a dealer action; use \"d dh pN CARDS\" or \"d db CARDS\""},
        {"\"   \"", "action '   ' is empty"},
        {"\"p2\"", "token 'p2' is not an action"},
        {"\"p2 cbr -5\"", "token '-5'"},
        {"\"p2 f # it's late\"", ""},
        {"\"# the small blind thinks\", \"p2 f\"", ""},
        {"\"#\"", ""},
    };
    for (const auto& c : cases) {
        const std::string text = base(c.action);
        if (c.needle.empty()) {
            EXPECT_NO_THROW(parse(text)) << c.action;
            continue;
        }
        const Error e = error_of([&] { (void)parse(text); });
        EXPECT_EQ(e.kind(), ErrorKind::Parse);
        const std::string what = e.what();
        EXPECT_EQ(what.rfind("line 9: action ", 0), 0u) << what;
        EXPECT_NE(what.find(c.needle), std::string::npos) << what;
    }
    // Showing the cards one was dealt is not dealing them again.
    EXPECT_NO_THROW(parse(base("\"p2 f\", \"p1 sm AsKs\"")));
    EXPECT_ERROR(parse(base("\"p2 sm AsKs\"")), ErrorKind::Parse, "deals As again");
}

TEST(PhhChecks, FieldsAreCheckedInPythonsOrder) {
    const std::string good = base("\"p2 f\"");
    auto with = [&](const std::string& from, const std::string& to) {
        std::string s = good;
        s.replace(s.find(from), from.size(), to);
        return s;
    };
    EXPECT_ERROR(parse(with("variant = \"NT\"", "variant = 5")), ErrorKind::Parse,
                 "line 1: the hand has no variant (variant = \"NT\", \"FT\", \"F7S\", ...)");
    EXPECT_ERROR(parse(with("variant = \"NT\"", "variant = \"XT\"")), ErrorKind::Unsupported,
                 "line 1: variant 'XT' is not a PHH variant code; the specification defines FT (fixed-limit Texas "
                 "hold'em), NT (no-limit Texas hold'em), ");
    EXPECT_ERROR(parse(with("variant = \"NT\"", "variant = \"FT\"")), ErrorKind::Parse,
                 "line 1: the FT hand lacks the required key 'small_bet'");
    EXPECT_ERROR(parse(with("variant = \"NT\"", "variant = \"F7S\"")), ErrorKind::Parse,
                 "line 1: the F7S hand lacks the required key 'bring_in'");
    EXPECT_ERROR(parse(with("min_bet = 2\n", "")), ErrorKind::Parse,
                 "line 1: the NT hand lacks the required key 'min_bet'");
    EXPECT_ERROR(parse(with("[100, 100]", "[100, -5]")), ErrorKind::Parse,
                 "line 5: starting_stacks holds the negative amount -5");
    EXPECT_ERROR(parse(with("[100, 100]", "[100, \"lots\"]")), ErrorKind::Parse,
                 "line 5: starting_stacks holds 'lots'; amounts are numbers like 1000 or 12.5 (no commas, no quotes)");
    EXPECT_ERROR(parse(with("[100, 100]", "[100, true]")), ErrorKind::Parse, "starting_stacks holds True");
    EXPECT_ERROR(parse(with("[100, 100]", "[100, nan]")), ErrorKind::Parse, "starting_stacks holds nan");
    EXPECT_ERROR(parse(with("[100, 100]", "100")), ErrorKind::Parse,
                 "line 5: starting_stacks must be a list of numbers, not 100");
    EXPECT_ERROR(parse(with("[100, 100]", "[100]")), ErrorKind::Parse,
                 "line 5: the hand has 1 players; xiapl plays 2 to 10");
    EXPECT_ERROR(parse(with("antes = [0, 0]", "antes = [0, 0, 0]")), ErrorKind::Parse,
                 "line 2: antes has 3 entries but the hand has 2 players");
    EXPECT_ERROR(parse(with("blinds_or_straddles = [1, 2]", "blinds_or_straddles = [1]")), ErrorKind::Parse,
                 "line 3: blinds_or_straddles has 1 entries but the hand has 2 players");
    EXPECT_ERROR(parse(with("min_bet = 2", "min_bet = \"2\"")), ErrorKind::Parse, "line 4: min_bet holds '2'");
    EXPECT_ERROR(parse(with("min_bet = 2", "min_bet = -0.5")), ErrorKind::Parse,
                 "min_bet holds the negative amount -0.5");
    EXPECT_NO_THROW(parse(with("min_bet = 2", "min_bet = -0.0")));
    EXPECT_ERROR(parse(with("actions = [", "actions = [1, ")), ErrorKind::Parse,
                 "line 6: actions must be a list of strings like \"p1 cbr 300\"");
    EXPECT_ERROR(parse(good + "ante_trimming_status = 1\n"), ErrorKind::Parse,
                 "line 11: ante_trimming_status must be true or false");
    EXPECT_ERROR(parse(good + "finishing_stacks = [1]\n"), ErrorKind::Parse,
                 "line 11: finishing_stacks has 1 entries but the hand has 2 players");
    EXPECT_NO_THROW(parse(good + "finishing_stacks = [99, 101.0]\n"));
    // A .phhs text names the hand's own lines, and a key that is no table.
    EXPECT_ERROR(parse("[1]\n" + good + "[2]\n" + with("[100, 100]", "[100, -5]")), ErrorKind::Parse,
                 "line 17: starting_stacks holds the negative amount -5");
    EXPECT_ERROR(parse("[1]\nx = 1\n"), ErrorKind::Parse, "line 1: the hand has no variant");
    EXPECT_ERROR(parse("antes = [0, 0]\n"), ErrorKind::Parse,
                 "line 1: key 'antes' is not a hand table; a .phhs file holds [1], [2], ... tables");
}

TEST(PhhChecks, ValidateChecksAHandBuiltInMemory) {
    Hand hand = one(base("\"p2 f\""));
    EXPECT_NO_THROW(validate(hand));
    Hand bad = hand;
    bad.actions.push_back("p3 f");
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "action 'p3 f': token 'p3' is not a player p1..p2");
    bad = hand;
    bad.variant = "FO/9";
    EXPECT_ERROR(validate(bad), ErrorKind::Unsupported, "'FO/9' is not a PHH variant code");
    bad = hand;
    bad.extra.emplace_back("antes", Value{});
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "extra repeats the field 'antes'");
    bad = hand;
    bad.starting_stacks.assign(11, hand.starting_stacks[0]);
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "the hand has 11 players");
    // Text that could not be written as TOML: every string, key and nested value is UTF-8.
    Value latin1;
    latin1.kind = Value::Kind::String;
    latin1.text = "Caf\xe9";
    bad = hand;
    bad.extra.emplace_back("event", latin1);
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "extra 'event' holds a byte that is not UTF-8");
    Value names;
    names.kind = Value::Kind::Array;
    names.items = {Value{}, latin1};
    bad = hand;
    bad.extra.emplace_back("players", names);
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "extra 'players'[1] holds a byte that is not UTF-8");
    Value table;
    table.kind = Value::Kind::Table;
    table.fields.emplace_back("b\xff", Value{});
    bad = hand;
    bad.extra.emplace_back("t", table);
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "extra 't' has a key that is not UTF-8");
    bad = hand;
    bad.extra.emplace_back("k\xc3", Value{});
    EXPECT_ERROR(validate(bad), ErrorKind::Parse, "extra has a key that is not UTF-8");
    Value utf8 = latin1;
    utf8.text = "Caf\xc3\xa9";
    Hand good = hand;
    good.extra.emplace_back("event", utf8);
    EXPECT_NO_THROW(validate(good));
}

// ---------------------------------------------------------------- actions

// read_action leaves each text where the line has it; parse_action is its copy.
TEST(PhhActions, ReadActionPointsIntoTheLine) {
    auto inside = [](std::string_view part, std::string_view line) {
        return part.empty() || (part.data() >= line.data() && part.data() + part.size() <= line.data() + line.size());
    };
    auto check = [&](std::string_view line) {
        const ActionSpan span = read_action(line);
        EXPECT_TRUE(inside(span.cards, line) && inside(span.amount, line) && inside(span.comment, line)) << line;
        const phh::Action copy = parse_action(line);
        EXPECT_EQ(copy, (phh::Action{span.verb, span.player, std::string(span.cards), std::string(span.amount),
                                     std::string(span.comment), span.has_comment}))
            << line;
        return span;
    };
    int lines = 0;
    std::size_t most = 0;
    for (const auto& path : all_files()) {
        for (const Hand& hand : parse(read(path))) {
            for (const std::string& line : hand.actions) {
                const ActionSpan span = check(line);
                most = std::max(most, written_cards(span.cards).known.size() + written_cards(span.cards).unknown);
                ++lines;
            }
        }
    }
    EXPECT_GT(lines, 9000);
    EXPECT_LE(most, 52u);  // what xiapl_phh_action holds
    const std::string line = "\t p4   cbr  300 \xE3\x80\x80#\xE3\x80\x80x  y ";
    const ActionSpan bet = check(line);
    EXPECT_EQ(bet.amount.data() - line.data(), 12);
    EXPECT_EQ(bet.comment, "x  y");
    EXPECT_EQ(bet.comment.data() - line.data(), 23);
    const std::string muck = "p1 sm -";
    EXPECT_EQ(check(muck).cards.data(), muck.data() + 6);
    const std::string note = "#";
    const ActionSpan empty = check(note);
    EXPECT_TRUE(empty.has_comment && empty.comment.empty() && empty.verb == Verb::Comment);
    const WrittenCards cards = written_cards("7c2d????9h");
    EXPECT_EQ(cards.known, (std::vector<CardId>{parse_card("7c"), parse_card("2d"), parse_card("9h")}));
    EXPECT_EQ(cards.unknown, 2);
    EXPECT_TRUE(written_cards("-").known.empty() && written_cards("").unknown == 0);
}

TEST(PhhActions, ParseAndFormat) {
    const phh::Action deal = parse_action("d dh p2 AsKs # a note ");
    EXPECT_EQ(deal.verb, Verb::DealHole);
    EXPECT_EQ(deal.player, 2);
    EXPECT_EQ(deal.cards, "AsKs");
    EXPECT_TRUE(deal.has_comment);
    EXPECT_EQ(deal.comment, "a note");
    EXPECT_EQ(format_action(deal), "d dh p2 AsKs # a note");
    EXPECT_EQ(action_cards(deal), bit(parse_card("As")) | bit(parse_card("Ks")));
    const phh::Action bet = parse_action("  p10   cbr 12.5");
    EXPECT_EQ(bet.verb, Verb::BetOrRaise);
    EXPECT_EQ(bet.player, 10);
    EXPECT_EQ(bet.amount, "12.5");
    EXPECT_FALSE(bet.has_comment);
    EXPECT_EQ(format_action(bet), "p10 cbr 12.5");
    EXPECT_EQ(format_action(parse_action("p1 sm")), "p1 sm");
    EXPECT_EQ(parse_action("p1 sm -").cards, "-");
    EXPECT_EQ(action_cards(parse_action("p1 sm -")), 0u);
    EXPECT_EQ(action_cards(parse_action("d db ??Ks")), bit(parse_card("Ks")));
    EXPECT_EQ(format_action(parse_action("d db 2c3c4c#")), "d db 2c3c4c # ");
    EXPECT_ERROR(parse_action("p0 f"), ErrorKind::Parse, "action 'p0 f': 'p0' is not a player p1, p2, ...");
    EXPECT_ERROR(parse_action("p1 cbr x"), ErrorKind::Parse, "'x' is not an amount like 300 or 12.5");
    EXPECT_ERROR(parse_action("d dh p1 AsK"), ErrorKind::Parse, "'AsK' is not a run of cards");
    EXPECT_ERROR(parse_action("p1 raise 5"), ErrorKind::Parse,
                 "use \"d dh pN CARDS\", \"d db CARDS\", or \"pN\" with f, cc, cbr AMOUNT, sm [CARDS], pb or sd");
    EXPECT_EQ(parse_action("p3 pb").verb, Verb::BringIn);
    EXPECT_EQ(format_action(parse_action("p3 pb")), "p3 pb");
    EXPECT_EQ(parse_action("p2 sd 7s4c").verb, Verb::Discard);
    EXPECT_EQ(format_action(parse_action("p2 sd 7s4c")), "p2 sd 7s4c");
    EXPECT_EQ(format_action(parse_action("p2 sd")), "p2 sd");
    EXPECT_ERROR(parse_action("p1 pb 5"), ErrorKind::Parse, "use \"d dh pN CARDS\"");
    EXPECT_ERROR(parse_action("p1 sd 7"), ErrorKind::Parse, "'7' is not a run of cards");
    EXPECT_ERROR(parse_action("p99999999999999999999 f"), ErrorKind::Parse, "is not a player");
    // Commentary alone is an action with no verb of the game, written back as read.
    const phh::Action note = parse_action("  #  the river bricks ");
    EXPECT_EQ(note.verb, Verb::Comment);
    EXPECT_EQ(note.player, 0);
    EXPECT_EQ(note.comment, "the river bricks");
    EXPECT_EQ(format_action(note), "# the river bricks");
    EXPECT_EQ(action_cards(note), 0u);
    EXPECT_ERROR(parse_action("   "), ErrorKind::Parse, "use \"d dh pN CARDS\"");
}

// ---------------------------------------------------------------- JSON

TEST(PhhJson, StrictReaderNamesTheByte) {
    const std::string good = to_json(one(base("\"p2 f\"")));
    EXPECT_EQ(good,
              "{\"variant\": \"NT\", \"ante_trimming_status\": false, \"antes\": [0, 0], \"blinds_or_straddles\": [1, "
              "2], \"min_bet\": 2, \"starting_stacks\": [100, 100], \"actions\": [\"d dh p1 AsKs\", \"d dh p2 QdQh\", "
              "\"p2 f\"]}");
    EXPECT_EQ(from_json("[" + good + ", " + good + "]").size(), 2u);
    EXPECT_TRUE(from_json(" [ ] ").empty());
    struct Case {
        std::string json;
        std::string needle;
    };
    const std::vector<Case> cases = {
        {"", "byte 0: not valid JSON: expected a JSON value"},
        {"{\"a\": 1,}", "byte 8: not valid JSON: expected a \"key\""},
        {"{\"a\": 1} x", "byte 9: not valid JSON: unexpected 'x'"},
        {"{\"a\": null}", "byte 6: not valid JSON: null has no PHH value"},
        {"{\"a\": 01}", "leading zeros"},
        {"{\"a\": 9223372036854775808}", "beyond the 64-bit range"},
        {"{\"a\": -9223372036854775809}", "beyond the 64-bit range"},
        {"{\"a\": 1, \"a\": 2}", "byte 9: not valid JSON: the key 'a' appears twice"},
        {"{\"a\": \"\\ud800\"}", "without its pair"},
        {"{\"a\": \"\\udc00\"}", "lone low surrogate"},
        {"{\"a\": \"\x01\"}", "control character"},
        {"{\"a\": \"\xFF\"}", "not UTF-8"},
        {"{\"a\": 'x'}", "expected a JSON value"},
        {"{\"a\": [1 2]}", "expected ',' or ']'"},
        {"{\"a\": 1.}", "digits after it"},
        {"{\"a\": -}", "needs digits"},
        {"{\"a\": {\"$float\": \"lots\"}}", "is not a float"},
        {"{\"a\": {\"$datetime\": \"2023-02-30\"}}", "is not a TOML date or time"},
        {"{\"a\": {\"$datetime\": 5}}", "must be a string"},
        {"5", "not a hand object"},
        {"[5]", "item 0 of the JSON array is not a hand object"},
        {"[{\"variant\": \"NT\"}]",
         "hand 0 of the JSON array: the NT hand lacks the required key 'blinds_or_straddles'"},
        {std::string(100000, '['), "nest deeper than 64"},
    };
    for (const auto& c : cases) {
        const Error e = error_of([&] { (void)from_json(c.json); });
        EXPECT_EQ(e.kind(), ErrorKind::Parse) << c.json.substr(0, 40);
        EXPECT_NE(std::string(e.what()).find(c.needle), std::string::npos)
            << c.json.substr(0, 40) << " -> " << e.what();
    }
    // Numbers: integers stay Int, others Float in Python's repr; escapes decode.
    std::string hand = good;
    hand.insert(hand.size() - 1,
                ", \"f\": [1.0, 0.25, 1E16, 1e-5, 12.50, {\"$float\": \"-inf\"}, {\"$float\": \"nan\"}], "
                "\"s\": \"\\u00e9\\ud83c\\udca1\\/\\n\", \"d\": {\"$datetime\": \"1979-05-27T07:32:00Z\"}, "
                "\"t\": {\"x\": {\"y\": []}}");
    const Hand h = from_json(hand).at(0);
    const Value& f = *h.find_extra("f");
    std::vector<std::string> texts;
    for (const Value& v : f.items) texts.push_back(v.text);
    EXPECT_EQ(texts, (std::vector<std::string>{"1.0", "0.25", "1e+16", "1e-05", "12.5", "-inf", "nan"}));
    EXPECT_EQ(h.find_extra("s")->text, "\xC3\xA9\xF0\x9F\x82\xA1/\n");
    EXPECT_EQ(h.find_extra("d")->kind, Value::Kind::DateTime);
    EXPECT_EQ(from_json(to_json(h)).at(0), h);
    EXPECT_EQ(one(write(h)), h);
    EXPECT_ERROR(from_json("{\"variant\": \"NL\"}"), ErrorKind::Unsupported, "'NL' is not a PHH variant code");
    EXPECT_ERROR(from_json("{\"variant\": \"NS\"}"), ErrorKind::Parse,
                 "the NS hand lacks the required key 'blinds_or_straddles'");
}

// ---------------------------------------------------------------- chips

TEST(PhhChips, ExactDecimalArithmetic) {
    const ChipScale quarter = parse_chip_scale("0.25");
    EXPECT_EQ(quarter.mantissa, 25);
    EXPECT_EQ(quarter.exponent, -2);
    EXPECT_EQ(quarter.to_chips("1259450.25", "x"), 5037801);
    EXPECT_EQ(quarter.to_amount(5037801), "1259450.25");
    EXPECT_EQ(quarter.to_amount(4), "1");
    EXPECT_EQ(quarter.to_amount(-2), "-0.5");
    EXPECT_EQ(quarter.unit_text(), "0.25");
    EXPECT_EQ(parse_chip_scale("0.250"), quarter);
    EXPECT_EQ(parse_chip_scale("25e-2"), quarter);
    EXPECT_EQ(parse_chip_scale("1E-7").unit_text(), "0.0000001");
    EXPECT_EQ(parse_chip_scale("100").unit_text(), "100");
    EXPECT_EQ(parse_chip_scale("100").to_chips("1e3", ""), 10);
    const ChipScale half = parse_chip_scale("0.5");
    EXPECT_EQ(half.to_chips("12.5", ""), 25);
    EXPECT_EQ(half.to_amount(25), "12.5");
    EXPECT_EQ(half.to_chips("-3", ""), -6);
    const ChipScale one_chip;
    EXPECT_EQ(one_chip.to_chips("9223372036854775807", ""), INT64_MAX);
    EXPECT_EQ(one_chip.to_chips("-9223372036854775808", ""), INT64_MIN);
    EXPECT_EQ(one_chip.to_amount(INT64_MIN), "-9223372036854775808");
    EXPECT_EQ(one_chip.to_chips("0.000", ""), 0);
    EXPECT_EQ(one_chip.to_chips("1.0", ""), 1);
    // Floats convert from the exact decimal of their repr.
    Value f;
    f.kind = Value::Kind::Float;
    f.text = "1e+16";
    EXPECT_EQ(one_chip.to_chips(f, ""), 10000000000000000);
    f.text = "0.1";
    EXPECT_EQ(parse_chip_scale("0.1").to_chips(f, ""), 1);
    EXPECT_ERROR(one_chip.to_chips(f, "min_bet"), ErrorKind::InvalidArgument,
                 "min_bet: 0.1 is not a whole number of 1 chips; use a smaller unit (see chip_scale)");
    f.text = "inf";
    EXPECT_ERROR(one_chip.to_chips(f, ""), ErrorKind::InvalidArgument, "not a finite number");
    EXPECT_ERROR(one_chip.to_chips("9223372036854775808", ""), ErrorKind::InvalidArgument, "use a larger unit");
    EXPECT_ERROR(one_chip.to_chips("1e400", ""), ErrorKind::InvalidArgument, "use a larger unit");
    EXPECT_ERROR(one_chip.to_chips("1e-400", ""), ErrorKind::InvalidArgument, "smaller unit");
    EXPECT_ERROR(quarter.to_chips("0.1", ""), ErrorKind::InvalidArgument, "not a whole number of 0.25 chips");
    EXPECT_ERROR(one_chip.to_chips("12,5", "x"), ErrorKind::Parse, "x: '12,5' is not a decimal amount");
    EXPECT_ERROR(one_chip.to_chips("", "x"), ErrorKind::Parse, "not a decimal");
    EXPECT_ERROR(one_chip.to_chips("1" + std::string(40, '1'), ""), ErrorKind::Parse, "38 significant digits");
    EXPECT_EQ(one_chip.to_chips("1" + std::string(40, '0') + "e-40", ""), 1);
    EXPECT_ERROR(parse_chip_scale("0"), ErrorKind::InvalidArgument, "must be positive");
    EXPECT_ERROR(parse_chip_scale("-1"), ErrorKind::InvalidArgument, "must be positive");
    EXPECT_ERROR(parse_chip_scale("abc"), ErrorKind::Parse, "not a decimal");
    EXPECT_ERROR(parse_chip_scale("1e-19"), ErrorKind::InvalidArgument, "1e-18 to 1e18");
    EXPECT_ERROR(parse_chip_scale("1e19"), ErrorKind::InvalidArgument, "1e-18 to 1e18");
    EXPECT_ERROR(parse_chip_scale("1234567890123456789"), ErrorKind::InvalidArgument, "18");
    // The longest amount a unit can give fits 47 characters.
    EXPECT_LE(parse_chip_scale("999999999999999999e-35").to_amount(INT64_MIN).size(), 47u);
    EXPECT_LE(parse_chip_scale("1e18").to_amount(INT64_MIN).size(), 47u);
}

TEST(PhhChips, TheUnitOfAHand) {
    EXPECT_EQ(chip_scale_for({"12.5", "0.25", "300"}).unit_text(), "0.01");
    EXPECT_EQ(chip_scale_for({}).unit_text(), "1");
    EXPECT_EQ(chip_scale_for({"1e3", "5.000"}).unit_text(), "1");
    EXPECT_EQ(chip_scale_for({"1.5e-3"}).unit_text(), "0.0001");
    EXPECT_ERROR(chip_scale_for({"1", "x"}), ErrorKind::Parse, "amount 1: 'x' is not a decimal");
    EXPECT_ERROR(chip_scale_for({"1e-19"}), ErrorKind::InvalidArgument, "more than 18 decimals");
    // Forced bets, min_bet, stacks and bets count; finishing stacks do not.
    Hand hand = one(base("\"p2 cbr 4.5\", \"p1 f\"") + "finishing_stacks = [97.75, 102.25]\n");
    EXPECT_EQ(chip_scale(hand).unit_text(), "0.1");
    hand.min_bet.kind = Value::Kind::Float;
    hand.min_bet.text = "2.05";
    EXPECT_EQ(chip_scale(hand).unit_text(), "0.01");
    hand.antes[0].kind = Value::Kind::String;
    EXPECT_ERROR(chip_scale(hand), ErrorKind::InvalidArgument, "antes holds");
}

// ---------------------------------------------------------------- replay

TEST(PhhReplay, RefusalsNameTheActionAndTheRule) {
    EXPECT_ERROR(replay(one(base("\"p2 cbr 3\"")), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 2 'p2 cbr 3': illegal action by seat 1: raise to 3 is below the minimum raise to 4");
    EXPECT_ERROR(replay(one(base("\"p1 f\"")), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 2 'p1 f': the engine expects p2 to act");
    EXPECT_ERROR(replay(one(base("\"p2 f\", \"p1 f\"")), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 3 'p1 f': the engine expects nobody to act");
    EXPECT_ERROR(replay(one(base("\"d db 2c3c4c\"")), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 2 'd db 2c3c4c': no board cards are due");
    EXPECT_ERROR(replay(one(base("\"p2 cbr 4.5\"")), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 2 'p2 cbr 4.5': 4.5 is not a whole number of 1 chips");
    // Setup: a hand the engine cannot seat.
    std::string zero = base("\"p2 f\"");
    zero.replace(zero.find("[100, 100]"), 10, "[100, 0]");
    EXPECT_ERROR(replay(one(zero), ChipScale{}), ErrorKind::InvalidArgument,
                 "the hand cannot be set up: seat 1 has no chips");
    std::string deck = base("\"p2 f\"");
    deck.replace(deck.find("QdQh"), 4, "QdQhJh");
    EXPECT_ERROR(replay(one(deck), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 1 'd dh p2 QdQhJh': p2 is dealt 3 hole cards but NT deals 2 to a player");
    Hand other = one(base("\"p2 f\""));
    other.variant = "XX";
    EXPECT_ERROR(replay(other, ChipScale{}), ErrorKind::Unsupported, "variant 'XX' is not a PHH variant code");
    other.variant = "NT";
    other.actions.push_back("p2 pb");
    EXPECT_ERROR(replay(other, ChipScale{}), ErrorKind::InvalidArgument, "NT has no bring-in");
}

// XiaPL's extension codes (PT, NO, FO, PO/8, NO/8): read, checked, written and
// replayed like the specification's; a code of neither is refused naming both lists.
TEST(PhhReplay, ExtensionCodes) {
    for (const char* code : {"PT", "NO", "FO", "PO/8", "NO/8"}) {
        const Variant* v = find_variant(code);
        ASSERT_NE(v, nullptr) << code;
        EXPECT_FALSE(v->standard) << code;
        EXPECT_TRUE(v->replays) << code;
    }
    const std::vector<std::string_view> spec = {"FT",    "NT", "NS",    "PO",    "FO/8", "F7S",
                                                "F7S/8", "FR", "N2L1D", "F2L3D", "FB"};
    for (const Variant& v : kVariants) {
        EXPECT_EQ(v.standard, std::find(spec.begin(), spec.end(), v.code) != spec.end()) << v.code;
    }
    EXPECT_ERROR(one("variant = 'XT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
                     "starting_stacks = [100, 100]\nactions = []\n"),
                 ErrorKind::Unsupported, "; XiaPL adds the extension codes PT (pot-limit Texas hold'em), NO ");
    // Pot-limit Omaha hi/lo with five cards: p1's high and p2's low share the pot.
    const std::string text =
        "variant = \"PO/8\"\nante_trimming_status = false\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n"
        "min_bet = 2\nstarting_stacks = [100, 100]\nactions = [\n"
        "  \"d dh p1 AsKsKhJd9h\",\n"
        "  \"d dh p2 3c5d8hTdJs\",\n"
        "  \"p2 cbr 6\",\n"
        "  \"p1 cc\",\n"
        "  \"d db 2s4d7c\",\n"
        "  \"p1 cc\",\n"
        "  \"p2 cc\",\n"
        "  \"d db Kd\",\n"
        "  \"p1 cc\",\n"
        "  \"p2 cc\",\n"
        "  \"d db Qh\",\n"
        "  \"p1 cc\",\n"
        "  \"p2 cc\",\n"
        "  \"p1 sm AsKsKhJd9h\",\n"
        "  \"p2 sm 3c5d8hTdJs\",\n"
        "]\n";
    const Hand hand = one(text);
    EXPECT_EQ(write(hand), text);
    const TableState s = replay(hand, ChipScale{});
    EXPECT_EQ(s.phase(), Phase::Finished);
    EXPECT_EQ(s.config().game, Game::OmahaHiLo5);
    EXPECT_EQ(s.config().betting, Betting::PotLimit);
    EXPECT_EQ(s.seats()[0].won, 6);
    EXPECT_EQ(s.seats()[1].won, 6);
    // Hi/lo Omaha deals at most five cards.
    std::string six = text;
    six.replace(six.find("AsKsKhJd9h"), 10, "AsKsKhJd9h9c");
    EXPECT_ERROR(replay(one(six), ChipScale{}), ErrorKind::InvalidArgument,
                 "p1 is dealt 6 hole cards but PO/8 deals at most 5 to a player");
}

// A history's deals and shows are checked against the rules, never re-read:
// a player dealt twice or never, a show of cards not dealt, a folded player's
// show are refused with both lines named.
TEST(PhhReplay, DealsAndShowsAreCheckedNotReRead) {
    const std::string three =
        "variant = \"NT\"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [200, 200, 200]\nactions = [";
    auto hand = [&](std::string_view actions) { return one(three + std::string(actions) + "]\n"); };
    EXPECT_ERROR(
        replay(hand(R"("d dh p1 AcKc", "d dh p2 Qh9c", "d dh p2 7d5s", "p3 f", "p1 cc", "p2 cc")"), ChipScale{}),
        ErrorKind::InvalidArgument,
        "action 2 'd dh p2 7d5s': p2 is dealt 4 hole cards but NT deals 2 to a player: action 1 'd dh p2 "
        "Qh9c' dealt it already");
    EXPECT_ERROR(replay(hand(R"("d dh p1 AcKc", "d dh p2 Qh9c", "p3 f")"), ChipScale{}), ErrorKind::InvalidArgument,
                 "p3 is never dealt hole cards but 2 of the 3 players are; NT deals every player: add its deal "
                 "line, e.g. 'd dh p3 ???\?'");
    EXPECT_ERROR(replay(hand(R"("d dh p1 AcKc", "d dh p2 Qh9c", "p3 f", "d dh p3 2c2d")"), ChipScale{}),
                 ErrorKind::InvalidArgument,
                 "action 3 'd dh p3 2c2d': NT deals the hole cards before the first action");
    const std::string rest =
        R"("p3 f", "p1 cc", "p2 cc", "d db 2c3c4c", "p1 cc", "p2 cc", "d db 5h", "p1 cc", "p2 cc", "d db 8s", )"
        R"("p1 cc", "p2 cc", )";
    EXPECT_ERROR(
        replay(hand(R"("d dh p1 AcKc", "d dh p2 Qh9c", "d dh p3 7d5s", )" + rest + R"("p1 sm QdQs")"), ChipScale{}),
        ErrorKind::InvalidArgument,
        "action 15 'p1 sm QdQs': p1 shows cards it was not dealt: action 0 'd dh p1 AcKc' dealt it others");
    EXPECT_ERROR(
        replay(hand(R"("d dh p1 Ac??", "d dh p2 ????", "d dh p3 ????", )" + rest + R"("p1 sm KdKc")"), ChipScale{}),
        ErrorKind::InvalidArgument, "action 15 'p1 sm KdKc': p1 shows cards it was not dealt");
    EXPECT_ERROR(
        replay(hand(R"("d dh p1 AcKc", "d dh p2 Qh9c", "d dh p3 7d5s", )" + rest + R"("p3 sm 7d5s")"), ChipScale{}),
        ErrorKind::InvalidArgument,
        "action 15 'p3 sm 7d5s': p3 folded at action 3 'p3 f' and has no hand to show or muck");
    // Deal lines that together give a player its cards, and a show that
    // names the unseen one, are fine.
    const TableState split =
        replay(hand(R"("d dh p1 Ac", "d dh p2 Qh9c", "d dh p3 ????", "d dh p1 Kc", )" + rest + R"("p1 sm KcAc")"),
               ChipScale{});
    EXPECT_EQ(split.seats()[0].hole, bit(parse_card("Ac")) | bit(parse_card("Kc")));
    const TableState unseen =
        replay(hand(R"("d dh p1 Ac??", "d dh p2 ????", "d dh p3 ????", )" + rest + R"("p1 sm KdAc", "p2 sm AdQh")"),
               ChipScale{});
    EXPECT_EQ(unseen.seats()[0].hole, bit(parse_card("Ac")) | bit(parse_card("Kd")));
    // Commentary alone anywhere in the hand changes nothing, and a later
    // refusal still names its own action index.
    const std::string dealt = R"("d dh p1 AcKc", "d dh p2 Qh9c", "d dh p3 7d5s", )";
    const TableState plain = replay(hand(dealt + rest + R"("p1 sm AcKc", "p2 sm Qh9c")"), ChipScale{});
    const TableState noted = replay(
        hand(R"("# deal", )" + dealt + R"("#", )" + rest + R"("p1 sm AcKc", "# showdown", "p2 sm Qh9c", "# end")"),
        ChipScale{});
    EXPECT_EQ(noted.phase(), plain.phase());
    EXPECT_EQ(noted.seats()[0].stack, plain.seats()[0].stack);
    EXPECT_EQ(noted.seats()[1].stack, plain.seats()[1].stack);
    EXPECT_EQ(noted.history().size(), plain.history().size());
    EXPECT_ERROR(replay(hand(R"("# deal", )" + dealt + R"("p3 f", "p3 f")"), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 5 'p3 f'");
}

// Stud and draw deals beyond what a street deals a seat name the deal before.
TEST(PhhReplay, StudAndDrawDealsBeyondTheStreetNameTheDealBefore) {
    const std::string stud =
        "variant = \"F7S\"\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 100]\nactions = [\"d dh p1 5d2sAd\", \"d dh p1 7h3s4h\"]\n";
    EXPECT_ERROR(replay(one(stud), ChipScale{}), ErrorKind::InvalidArgument,
                 "action 1 'd dh p1 7h3s4h': 3 hole card(s) dealt to seat 0 but it is due 0 (seat 1 is due cards); p1 "
                 "was last dealt by action 0 'd dh p1 5d2sAd'");
}

TEST(PhhReplay, HoleCardsMucksAndHeadsUpBlinds) {
    // Heads-up: p1 posts the second blind listed (the big blind), p2 (the
    // button) the small blind and acts first.
    const TableState s = replay(one(base("\"p2 cc\", \"p1 cc\"")), ChipScale{});
    EXPECT_EQ(s.config().blinds, (std::vector<Chips>{2, 1}));
    EXPECT_EQ(s.config().button, 1);
    EXPECT_EQ(s.phase(), Phase::Dealing);
    // A mucking seat does not contend even though its cards were dealt.
    const std::string to_river =
        "\"p2 cc\", \"p1 cc\", \"d db 2c3d4h\", \"p1 cc\", \"p2 cc\", \"d db 9s\", \"p1 cc\", \"p2 cc\", "
        "\"d db Td\", \"p1 cc\", \"p2 cc\"";
    const TableState shown = replay(one(base(to_river + ", \"p1 sm AsKs\", \"p2 sm QdQh\"")), ChipScale{});
    EXPECT_EQ(shown.seats()[1].stack, 102);  // queens win
    const TableState mucked = replay(one(base(to_river + ", \"p1 sm AsKs\", \"p2 sm -\"")), ChipScale{});
    EXPECT_EQ(mucked.config().holes[1], 0u);
    EXPECT_EQ(mucked.seats()[0].stack, 102);
    const TableState bare = replay(one(base(to_river + ", \"p2 sm\"")), ChipScale{});
    EXPECT_EQ(bare.seats()[0].stack, 102);
    // Unknown hole cards ("????") stay unknown; shown ones are known.
    std::string unknown = base(to_river + ", \"p2 sm QdQh\"");
    unknown.replace(unknown.find("QdQh"), 4, "????");
    const TableState late = replay(one(unknown), ChipScale{});
    EXPECT_EQ(late.config().holes[1], bit(parse_card("Qd")) | bit(parse_card("Qh")));
}

// ---------------------------------------------------------------- from_state

namespace {

// A random legal hand: seeded stacks, blinds, antes, actions and board.
TableState self_play(std::uint64_t seed) {
    Rng rng(seed);
    TableConfig c;
    const int n = 2 + static_cast<int>(rng.below(9));
    c.game = static_cast<Game>(rng.below(4));
    c.betting = c.game == Game::Holdem ? Betting::NoLimit : Betting::PotLimit;
    // Enough cards for every seat and a board.
    if ((c.game == Game::Omaha6 && n > 7) || (c.game == Game::Omaha5 && n > 9)) c.game = Game::Omaha4;
    c.button = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    for (int i = 0; i < n; ++i) c.stacks.push_back(20 + rng.below(400));
    const Chips ante = rng.below(3) == 0 ? 1 : 0;
    std::vector<Chips> straddles;
    if (n > 3 && rng.below(3) == 0) straddles.push_back(8);
    c.blinds = standard_blinds(n, c.button, 2, 4, straddles);
    c.antes.assign(static_cast<std::size_t>(n), ante);
    c.seed = seed;
    if (seed % 2 == 1) {
        c.random_holes = true;
    } else {
        // Every other seat's cards stay unknown (to the state and the writer).
        CardMask used = 0;
        const int per_hand = c.game == Game::Holdem ? 2 : c.game == Game::Omaha4 ? 4 : c.game == Game::Omaha5 ? 5 : 6;
        for (int i = 0; i < n; ++i) {
            CardMask hole = 0;
            for (int k = 0; k < per_hand && i % 2 == 0; ++k) {
                CardId id = 0;
                do {
                    id = static_cast<CardId>(rng.below(52));
                } while ((used | hole) & bit(id));
                hole |= bit(id);
            }
            used |= hole;
            c.holes.push_back(hole);
        }
    }
    TableState s(c);
    while (s.phase() != Phase::Finished) {
        if (s.phase() == Phase::Dealing) {
            s = s.deal_board_random();
            continue;
        }
        const LegalActions la = s.legal_actions();
        std::vector<std::pair<ActionKind, Chips>> choices;
        if (la.fold) choices.emplace_back(ActionKind::Fold, 0);
        if (la.check) choices.emplace_back(ActionKind::Check, 0), choices.emplace_back(ActionKind::Check, 0);
        if (la.call) choices.emplace_back(ActionKind::Call, 0), choices.emplace_back(ActionKind::Call, 0);
        if (la.bet_or_raise) {
            choices.emplace_back(ActionKind::BetOrRaise, la.min_to);
            const Chips span = la.max_to - la.min_to;
            choices.emplace_back(ActionKind::BetOrRaise,
                                 la.min_to + (span > 0 ? static_cast<Chips>(rng.below(static_cast<std::uint32_t>(
                                                             std::min<Chips>(span + 1, 1 << 30))))
                                                       : 0));
        }
        if (la.all_in) choices.emplace_back(ActionKind::AllIn, 0);
        const auto& [kind, amount] = choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
        s = s.apply(kind, amount);
    }
    return s;
}

}  // namespace

TEST(PhhFromState, SelfPlayedHandsReplayToTheSameStacks) {
    int showdowns = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const TableState s = self_play(seed);
        for (const char* unit : {"1", "0.25"}) {
            const ChipScale scale = parse_chip_scale(unit);
            const Hand hand = from_state(s, scale);
            ASSERT_NO_THROW(validate(hand)) << seed << "\n" << write(hand);
            EXPECT_EQ(one(write(hand)), hand) << seed;
            const TableState r = replay(hand, scale);
            const int n = s.seat_count();
            ASSERT_EQ(r.seat_count(), n);
            EXPECT_EQ(r.phase(), Phase::Finished);
            for (int j = 0; j < n; ++j) {
                const auto seat = static_cast<std::size_t>((s.config().button + 1 + j) % n);
                EXPECT_EQ(r.seats()[static_cast<std::size_t>(j)].stack, s.seats()[seat].stack)
                    << "seed " << seed << " player " << j + 1 << "\n"
                    << write(hand);
            }
            EXPECT_EQ(r.config().game, s.config().game);
            EXPECT_EQ(r.history_size(), s.history_size());
            // The finishing stacks the writer adds are the state's.
            const Value* finishing = hand.find_extra("finishing_stacks");
            ASSERT_NE(finishing, nullptr);
            for (int j = 0; j < n; ++j) {
                EXPECT_EQ(scale.to_chips(finishing->items[static_cast<std::size_t>(j)], ""),
                          r.seats()[static_cast<std::size_t>(j)].stack);
            }
        }
        int live = 0;
        for (const Seat& seat : s.seats()) live += !seat.folded;
        showdowns += live > 1;
    }
    EXPECT_GT(showdowns, 50);  // the hands reach showdowns, not only folds
}

TEST(PhhFromState, WrittenForm) {
    TableConfig c;
    c.stacks = {100, 200, 300};
    c.button = 1;
    c.blinds = standard_blinds(3, 1, 1, 2);
    c.holes = {0, bit(parse_card("As")) | bit(parse_card("Ad")), 0};
    TableState s(c);
    s = s.apply(ActionKind::AllIn);        // seat 1 (the button) all-in to 200
    s = s.apply(ActionKind::Fold);         // seat 2 (small blind)
    s = s.apply(ActionKind::CheckOrCall);  // seat 0 (big blind) calls all-in for 100
    s = s.deal_board(bit(parse_card("2c")) | bit(parse_card("7d")) | bit(parse_card("9h")));
    s = s.deal_board(bit(parse_card("Jc")));
    s = s.deal_board(bit(parse_card("Qs")));
    ASSERT_EQ(s.phase(), Phase::Finished);
    const Hand hand = from_state(s, ChipScale{});
    // Players: seat 2 (small blind) = p1, seat 0 (big blind) = p2, seat 1 (button) = p3.
    EXPECT_EQ(write(hand),
              "variant = \"NT\"\n"
              "ante_trimming_status = false\n"
              "antes = [0, 0, 0]\n"
              "blinds_or_straddles = [1, 2, 0]\n"
              "min_bet = 2\n"
              "starting_stacks = [300, 100, 200]\n"
              "actions = [\n"
              "  \"d dh p1 ????\",\n"
              "  \"d dh p2 ????\",\n"
              "  \"d dh p3 AdAs\",\n"
              "  \"p3 cbr 200\",\n"
              "  \"p1 f\",\n"
              "  \"p2 cc\",\n"
              "  \"d db 2c7d9h\",\n"
              "  \"d db Jc\",\n"
              "  \"d db Qs\",\n"
              "  \"p3 sm AdAs\",\n"
              "]\n"
              "finishing_stacks = [299, 0, 301]\n");
    // Amounts in a unit other than 1 are floats with the exact decimal.
    const Hand cents = from_state(s, parse_chip_scale("0.01"));
    EXPECT_EQ(cents.starting_stacks[0].kind, Value::Kind::Float);
    EXPECT_EQ(cents.starting_stacks[0].text, "3.0");
    EXPECT_EQ(cents.actions[3], "p3 cbr 2");
    EXPECT_EQ(cents.blinds_or_straddles[0].text, "0.01");
    // Games the PHH writer has no code for.
    TableConfig plo = c;
    plo.game = Game::Omaha4;
    plo.holes.clear();
    EXPECT_ERROR(from_state(TableState(plo), ChipScale{}), ErrorKind::Unsupported, "no-limit PLO");
    // Heads-up: the big blind is listed first... as replay reads it back.
    TableConfig hu;
    hu.stacks = {50, 80};
    hu.button = 0;
    hu.blinds = standard_blinds(2, 0, 1, 2);
    const TableState h = TableState(hu).apply(ActionKind::Fold);
    const Hand hh = from_state(h, ChipScale{});
    EXPECT_EQ(write(hh).find("blinds_or_straddles = [1, 2]") != std::string::npos, true) << write(hh);
    const TableState back = replay(hh, ChipScale{});
    EXPECT_EQ(back.seats()[0].stack, 81);  // p1 = seat 1, the big blind, wins the small blind
    EXPECT_EQ(back.seats()[1].stack, 49);
}

// ---------------------------------------------------------- the plain reader

namespace {

// What the full reader makes of a text: its hands, or the error.
struct FullRead {
    std::vector<Hand> hands;
    bool failed = false;
};

FullRead full_read(std::string_view text) {
    FullRead r;
    try {
        r.hands = phh::detail::parse_full(text);
    } catch (const Error&) {
        r.failed = true;
    }
    return r;
}

}  // namespace

TEST(PhhPlainReader, TakesTheCommonShapeOfEveryFixture) {
    // The Pluribus and WSOP files are of the plain shape; those it accepts
    // read as the full reader reads them.
    int plain = 0;
    for (const fs::path& p : all_files()) {
        const std::string text = read(p);
        Hand hand;
        if (!phh::detail::read_plain_hand(text, hand)) continue;
        ++plain;
        const FullRead full = full_read(text);
        ASSERT_FALSE(full.failed) << name_of(p);
        ASSERT_EQ(full.hands.size(), 1u) << name_of(p);
        EXPECT_EQ(full.hands[0], hand) << name_of(p);
    }
    EXPECT_GE(plain, 488) << "the Pluribus hands should take the plain path";
}

TEST(PhhPlainReader, AcceptsOnlyWhatTheFullReaderReadsAlike) {
    // Mutations of real files and of a hand in every form the plain reader
    // takes: wherever it says yes, the full reader gives the same hand.
    std::vector<std::string> seeds;
    for (const fs::path& p : all_files()) {
        if (seeds.size() < 40 || p.string().find("pluribus/30/1") != std::string::npos) seeds.push_back(read(p));
    }
    seeds.push_back(
        "variant = \"NT\"\r\nantes = [0, 0]\r\nblinds_or_straddles = [1, 2,]\r\nmin_bet = 2\r\n"
        "starting_stacks = [\n  100,\n  100\n]\r\nactions = [\"d dh p1 AsKs\", 'd dh p2 QdQc', 'p2 f']\r\n"
        "ante_trimming_status = false\r\nseats = [1, 2]\r\nnote = 'a\ttab'\r\n");
    Hand every_form;
    ASSERT_TRUE(phh::detail::read_plain_hand(seeds.back(), every_form));
    static constexpr std::string_view kBytes[] = {
        " ", "\t", "\n",  "\r",     "\r\n",     "#",    "'",    "\"",  "\\", "[",   "]",
        ",", "=",  ".",   "0",      "9",        "-",    "+",    "e",   "_",  ":",   "{",
        "}", "x",  "'''", "\"\"\"", "\xC3\xA9", "\xFF", "true", "1.5", "07", "1e3", "nan",
    };
    Rng rng(17);
    int accepted = 0, declined = 0;
    for (const std::string& seed : seeds) {
        for (int round = 0; round < 60; ++round) {
            std::string text = seed;
            const int edits = 1 + static_cast<int>(rng.next() % 3);
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = rng.next() % text.size();
                const std::string_view bytes = kBytes[rng.next() % std::size(kBytes)];
                switch (rng.next() % 3) {
                    case 0:
                        text.erase(at, 1 + rng.next() % 4);
                        break;
                    case 1:
                        text.insert(at, bytes);
                        break;
                    default:
                        text.replace(at, 1, bytes);
                }
            }
            Hand hand;
            const FullRead full = full_read(text);
            if (phh::detail::read_plain_hand(text, hand)) {
                ++accepted;
                ASSERT_FALSE(full.failed) << text;
                ASSERT_EQ(full.hands.size(), 1u) << text;
                ASSERT_EQ(full.hands[0], hand) << text;
            } else {
                ++declined;
            }
        }
    }
    EXPECT_GT(accepted, 100);
    EXPECT_GT(declined, 100);
}

// A hand without antes has none, as pokerkit reads it: zeros, one a player,
// written back as such.
TEST(PhhText, MissingAntesReadAsZeros) {
    const auto hands = parse(
        "variant = \"FB\"\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 100]\nactions = [\"p2 f\"]\n");
    ASSERT_EQ(hands.size(), 1u);
    ASSERT_EQ(hands[0].antes.size(), 2u);
    for (const Value& ante : hands[0].antes) {
        EXPECT_EQ(ante.kind, Value::Kind::Int);
        EXPECT_EQ(ante.integer, 0);
    }
    EXPECT_NE(write(hands[0]).find("antes = [0, 0]"), std::string::npos);
    EXPECT_EQ(parse(write(hands[0])), hands);
}

// The cards of an action in the order written, unknown ones counted.
TEST(PhhText, ActionCardsInTheOrderWritten) {
    const auto flop = action_written_cards(parse_action("d db Jc3d5c"));
    EXPECT_EQ(flop.known, (std::vector<CardId>{9, 14, 3}));
    EXPECT_EQ(flop.unknown, 0);
    const auto stud = action_written_cards(parse_action("d dh p1 7c2d????9h"));
    EXPECT_EQ(stud.known, (std::vector<CardId>{5, 13, 33}));
    EXPECT_EQ(stud.unknown, 2);
    EXPECT_TRUE(action_written_cards(parse_action("p1 sm -")).known.empty());
    EXPECT_TRUE(action_written_cards(parse_action("p1 cbr 300")).known.empty());
}
