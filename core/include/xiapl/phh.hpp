// Poker Hand History (PHH) files: read, write and replay through the rules
// engine (docs/phh.md).
//
// A PHH file is TOML with a fixed set of keys. The reader takes the TOML
// subset PHH files use (key/value pairs, [N] tables of a .phhs file, strings,
// integers, floats, booleans, dates and times, arrays, inline tables and
// comments); every other key is kept, in file order, as `extra`. Amounts keep
// the literal the file wrote, so decimal chips convert exactly.
//
// Errors: Error(Parse) naming the line, the field or action and the token;
// Error(Unsupported) for a variant code the PHH specification does not
// define, and from replay for one the rules engine does not play yet.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/table.hpp"

namespace xiapl::phh {

// A variant code of the PHH specification: its game, its betting, and its
// forced bets and bet sizes, which decide the hand's required keys: every
// variant has antes, starting_stacks and actions; `blinds` variants
// blinds_or_straddles, the others (stud) bring_in; fixed-limit variants
// small_bet and big_bet, the others min_bet.
//
// The specification names a code by its betting (F fixed, N no, P pot
// limit), its game, and "/8" for a high/low split eight or better. The
// entries whose `standard` is false are XiaPL's extension: board games the
// sites deal that the specification has no code for, named by the same rule
// (PT pot-limit Hold'em, NO no-limit Omaha, FO fixed-limit Omaha, PO/8 and
// NO/8 pot- and no-limit Omaha hi/lo). XiaPL reads, writes and replays them;
// other PHH readers refuse them (docs/phh.md, "Extension codes").
struct Variant {
    std::string_view code;
    const char* name;
    Game game;  // Omaha: four hole cards (replay takes five or six from the cards dealt or shown; hi/lo: five)
    Betting betting;
    bool blinds;
    bool replays;          // the rules engine plays it
    bool standard = true;  // the specification defines it (false: an XiaPL extension code)
};

inline constexpr Variant kVariants[] = {
    {"FT", "fixed-limit Texas hold'em", Game::Holdem, Betting::FixedLimit, true, true},
    {"NT", "no-limit Texas hold'em", Game::Holdem, Betting::NoLimit, true, true},
    {"NS", "no-limit short-deck hold'em", Game::ShortDeck, Betting::NoLimit, true, true},
    {"PO", "pot-limit Omaha hold'em", Game::Omaha4, Betting::PotLimit, true, true},
    {"FO/8", "fixed-limit Omaha hold'em hi/lo eight or better", Game::OmahaHiLo4, Betting::FixedLimit, true, true},
    {"F7S", "fixed-limit seven-card stud", Game::Stud, Betting::FixedLimit, false, true},
    {"F7S/8", "fixed-limit seven-card stud hi/lo eight or better", Game::StudHiLo, Betting::FixedLimit, false, true},
    {"FR", "fixed-limit razz", Game::Razz, Betting::FixedLimit, false, true},
    {"N2L1D", "no-limit deuce-to-seven lowball single draw", Game::Lowball27, Betting::NoLimit, true, true},
    {"F2L3D", "fixed-limit deuce-to-seven lowball triple draw", Game::Lowball27, Betting::FixedLimit, true, true},
    {"FB", "fixed-limit badugi", Game::Badugi, Betting::FixedLimit, true, true},
    // XiaPL's extension codes (not in the specification).
    {"PT", "pot-limit Texas hold'em", Game::Holdem, Betting::PotLimit, true, true, false},
    {"NO", "no-limit Omaha hold'em", Game::Omaha4, Betting::NoLimit, true, true, false},
    {"FO", "fixed-limit Omaha hold'em", Game::Omaha4, Betting::FixedLimit, true, true, false},
    {"PO/8", "pot-limit Omaha hold'em hi/lo eight or better", Game::OmahaHiLo4, Betting::PotLimit, true, true, false},
    {"NO/8", "no-limit Omaha hold'em hi/lo eight or better", Game::OmahaHiLo4, Betting::NoLimit, true, true, false},
};

// The variant of a code (the specification's or an extension code), or nullptr for any other.
const Variant* find_variant(std::string_view code) noexcept;

// A TOML value.
struct Value {
    enum class Kind : std::uint8_t { Bool, Int, Float, String, DateTime, Array, Table };
    Kind kind = Kind::Int;
    bool boolean = false;
    std::int64_t integer = 0;
    // String: the text; Float: the literal in its shortest decimal form
    // ("0.25", "1e+300", "inf", "-inf", "nan"); DateTime: the literal as written.
    std::string text;
    std::vector<Value> items;                           // Array
    std::vector<std::pair<std::string, Value>> fields;  // Table, in order

    bool operator==(const Value&) const = default;
};

// One line of `actions`: pb posts the bring-in (stud), sd stands pat or
// discards the cards given (draw games).
// Comment: an action of commentary alone ("# note"); replay passes over it.
enum class Verb : std::uint8_t {
    DealHole,
    DealBoard,
    Fold,
    CheckOrCall,
    BetOrRaise,
    ShowOrMuck,
    BringIn,
    Discard,
    Comment
};

struct Action {
    Verb verb = Verb::Fold;
    int player = 0;       // 1-based: the actor, or the player dealt to by dh; 0 for db
    std::string cards;    // dh / db / sm / sd: "AsKs", "????" (unknown), "-" (a muck), "" (sm or sd alone)
    std::string amount;   // cbr: the amount as written ("300", "12.5")
    std::string comment;  // after '#', trimmed; empty for none
    bool has_comment = false;

    bool operator==(const Action&) const = default;
};

// "p1 cbr 300", "d dh p2 AsKs # note": throws Error(Parse) naming the token.
Action parse_action(std::string_view line);
// The same reading with its texts left in the line: each view points into
// `line` (the cards and the amount as written, the comment trimmed), so a
// caller can tell where each one stands. parse_action copies them.
struct ActionSpan {
    Verb verb = Verb::Fold;
    int player = 0;
    std::string_view cards;
    std::string_view amount;
    std::string_view comment;
    bool has_comment = false;
};
ActionSpan read_action(std::string_view line);
std::string format_action(const Action& action);
// The known cards of an action's card text ("??" adds nothing).
CardMask action_cards(const Action& action);
// The known cards of an action's card text in the order written ("7h6h": 7h,
// then 6h), and how many are written "??".
struct WrittenCards {
    std::vector<CardId> known;
    int unknown = 0;
};
WrittenCards action_written_cards(const Action& action);
// The same of a card text alone ("AsKs", "????", "-", "").
WrittenCards written_cards(std::string_view cards);

// The fields a hand's variant does not take (blinds_or_straddles in stud,
// min_bet in a fixed-limit game, ...) are neither read nor written: a file's
// key of that name is kept in `extra`.
struct Hand {
    std::string variant;
    bool ante_trimming_status = false;
    std::vector<Value> antes;  // Int or Float amounts
    std::vector<Value> blinds_or_straddles;
    Value bring_in;   // stud
    Value small_bet;  // fixed limit
    Value big_bet;    // fixed limit
    Value min_bet;    // no limit and pot limit
    std::vector<Value> starting_stacks;
    std::vector<std::string> actions;                  // as written, each valid
    std::vector<std::pair<std::string, Value>> extra;  // every other key, in order

    bool operator==(const Hand&) const = default;
    int player_count() const noexcept { return static_cast<int>(starting_stacks.size()); }
    const Value* find_extra(std::string_view key) const noexcept;
};

// Every hand of a .phh text (one hand) or a .phhs text ([1], [2], ... tables).
std::vector<Hand> parse(std::string_view text);

// Checks a hand built in memory (from JSON, or by a program) as parse checks a
// file's: throws Error(Parse) naming the field.
void validate(const Hand& hand);

// PHH text in the canonical field order; parse(write(h)) == {h}.
std::string write(const Hand& hand);
// A .phhs text: [1], [2], ... tables.
std::string write_all(const std::vector<Hand>& hands);

// A hand as JSON, one object with the PHH field names (docs/phh.md, "JSON"):
// a TOML date or time is {"$datetime": "<literal>"}, a float that JSON cannot
// write is {"$float": "inf"}. from_json takes an object or an array of them.
std::string to_json(const Hand& hand);
std::string to_json_all(const std::vector<Hand>& hands);
std::vector<Hand> from_json(std::string_view json);

// Exact decimal chips: an amount is a whole number of `unit`s.
struct ChipScale {
    std::int64_t mantissa = 1;  // unit = mantissa * 10^exponent, mantissa > 0
    int exponent = 0;

    // Throws Error(InvalidArgument) for an amount that is not a whole number
    // of units, names `what`.
    Chips to_chips(const Value& amount, std::string_view what) const;
    Chips to_chips(std::string_view decimal, std::string_view what) const;
    // "12.5", "300": chips times the unit, exactly.
    std::string to_amount(Chips chips) const;
    std::string unit_text() const;

    bool operator==(const ChipScale&) const = default;
};
// "0.25", "1": throws Error(InvalidArgument) for a unit that is not positive.
ChipScale parse_chip_scale(std::string_view unit);
// The largest power of ten, at most 1, that makes every amount of the hand
// (antes, blinds, min_bet, starting stacks, cbr amounts) a whole number of chips;
// finishing stacks are not amounts the replay uses, so they do not count.
ChipScale chip_scale(const Hand& hand);
// The same unit for decimal texts ("12.5", "1e3"); throws Error(Parse) naming one
// that is not a decimal, Error(InvalidArgument) when the unit would be below
// 1e-18 (the smallest unit parse_chip_scale takes).
ChipScale chip_scale_for(const std::vector<std::string_view>& amounts);

// What a hand's actions say about its cards, as replay reads them.
struct HandCards {
    Game game = Game::Holdem;            // the variant's; Omaha: by the most hole cards dealt or shown
    Betting betting = Betting::NoLimit;  // the variant's
    std::vector<CardMask> holes;         // per player: the cards dealt, else shown; 0 if unknown
    std::vector<CardId> board;           // the board cards in the order dealt ("??" left out)
};
// Throws Error(Unsupported) for a variant the rules engine does not play.
HandCards hand_cards(const Hand& hand);

// The final state. Seats follow the player order (p1 = seat 0), the button
// is the last player, heads-up blinds are listed big blind first. PO is
// Omaha with the most hole cards any player shows (4 if none); the other
// variants play their game. Throws Error(Unsupported) for a variant the rules
// engine does not play (Variant::replays), Error(InvalidArgument)
// naming the action (its index and text) the rules refuse or an amount that
// is not a whole number of units.
TableState replay(const Hand& hand, const ChipScale& scale);
// The state after the forced bets, then after each board deal and action.
std::vector<TableState> replay_states(const Hand& hand, const ChipScale& scale);

// A state's hand as PHH: its config and history (seats rotated so that the
// button is the last player), amounts in `scale`'s units, cards in the order
// dealt. Hole cards the state knows are dealt; unknown ones are written "????".
// A state replayed from a hand history writes the history's lines as written
// (TableState::written): each replayed step's line, the show, muck and
// commentary lines where they stood and a board game's hole deal lines;
// other finished hands show every live seat's known
// cards at the end. Throws Error(InvalidArgument) for a written line that is
// not the PHH action it stands for (a hand-edited saved state).
Hand from_state(const TableState& state, const ChipScale& scale);

}  // namespace xiapl::phh
