// What every site format shares: lines, exact amounts, cards, and the hand
// a site parser builds (SiteHand), which becomes a PHH hand and is proved by
// replay (common.cpp).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../phh/internal.hpp"
#include "xiapl/phh.hpp"
#include "xiapl/sites.hpp"

namespace xiapl::sites::detail {

using Int128 = phh::detail::Int128;

// ---------------------------------------------------------------------------
// Lines

struct Line {
    std::string_view text;  // without the line end and a leading byte-order mark
    int number = 0;         // 1-based in the whole text
};

// The text's lines, a byte-order mark at a line start and '\r' ends dropped.
std::vector<Line> split_lines(std::string_view text);

// A reason to refuse a hand, at a line (0: the hand's first line).
struct Refusal {
    int line = 0;
    std::string reason;
};
[[noreturn]] void refuse(int line, std::string reason);

bool starts_with(std::string_view s, std::string_view prefix);
bool ends_with(std::string_view s, std::string_view suffix);
std::string_view trim(std::string_view s);
// The text between the first `open` at or after `from` and the next `close`,
// or false.
bool between(std::string_view s, char open, char close, std::string_view& out, std::size_t from = 0);
// Bytes that are not UTF-8 become U+FFFD; control characters a space.
std::string clean_name(std::string_view name);
// A short quotation of a line for a message ('...', cut at 80 bytes).
std::string quote(std::string_view text);

// ---------------------------------------------------------------------------
// Amounts: exact decimals in units of 10^-kDigits

inline constexpr int kDigits = 8;

struct Amount {
    Int128 v = 0;
    friend Amount operator+(Amount a, Amount b) { return {a.v + b.v}; }
    friend Amount operator-(Amount a, Amount b) { return {a.v - b.v}; }
    Amount& operator+=(Amount b) {
        v += b.v;
        return *this;
    }
    Amount& operator-=(Amount b) {
        v -= b.v;
        return *this;
    }
    friend bool operator==(Amount a, Amount b) { return a.v == b.v; }
    friend bool operator<(Amount a, Amount b) { return a.v < b.v; }
    friend bool operator>(Amount a, Amount b) { return a.v > b.v; }
    friend bool operator<=(Amount a, Amount b) { return a.v <= b.v; }
    bool zero() const { return v == 0; }
};

// "$1,234.50", "€0.10", "1500", "0,50 €" (with decimal_comma): currency
// symbols and codes around the number are skipped, thousands separators
// taken out. False for anything else.
bool parse_amount(std::string_view text, Amount& out, bool decimal_comma = false);
// parse_amount or refuse(line, "... is not an amount").
Amount amount_at(std::string_view text, int line, std::string_view what, bool decimal_comma = false);
// "12.5", "300".
std::string amount_text(Amount a);
// An integer Value when whole, else a float Value with the amount's digits.
phh::Value amount_value(Amount a);

phh::Value bool_value(bool b);
// A hand or tournament id: an integer when it is one, else the text.
phh::Value id_value(std::string_view id);

// ---------------------------------------------------------------------------
// Cards

// "Ah", "10h", "td" as PHH writes a card ("Ah", "Th", "Td"), or "" if it is not one.
std::string card(std::string_view text);
// "Ah Kd", "AhKd", "Ah,Kd": the PHH run "AhKd", or "" if any is not a card.
std::string cards(std::string_view text);

// ---------------------------------------------------------------------------
// The hand a site parser builds

struct Player {
    std::string name;
    int seat = 0;  // the site's seat number
    Amount stack;
    Amount ante;    // antes and dead blinds (dead money)
    Amount blind;   // live blinds and straddles
    Amount street;  // put in on the current street (blinds included)
    Amount put;     // put in on the streets before (antes and dead blinds included)
    Amount collected;
    std::string hole;    // known hole cards (PHH run)
    bool acted = false;  // posted or acted: dealt in
    bool sitting_out = false;
};

enum class Kind { Fold, CheckCall, BetTo, Show, Muck, Board };

struct Event {
    Kind kind = Kind::Fold;
    int player = -1;  // index into SiteHand::players; -1 for a board deal
    Amount to;        // BetTo: the street total
    std::string cards;
    int runout = -1;  // Board: -1 shared by every run, else the run (0 = first)
    int line = 0;
};

struct SiteHand {
    std::string site;
    std::string id;
    int line = 0;         // the first line
    std::string variant;  // PHH code
    int hole_count = 2;
    std::vector<Player> players;  // in the text's seat order
    int button = -1;              // the button's seat number
    int max_seats = 0;
    Amount small_bet, big_bet, min_bet;  // as the variant takes them
    std::vector<Event> events;
    int runs = 1;
    // The text's lines before this hand (iPoker's session header is shared
    // by the hands that follow it).
    const Line* before_begin = nullptr;
    const Line* before_end = nullptr;
    bool rake_unstated = false;  // the text gives no rake: the pot less the collections is the rake
    bool collect_uncalled = false;
    bool min_bet_from_blinds = false;  // the header gives no stakes: min_bet is the largest blind posted  // a
                                       // collection includes the player's own uncalled chips
    Amount cap;                        // cap games: the most a player puts in a hand (0: none)
    Amount rake, fees, total_pot;
    bool has_total = false;
    std::vector<std::pair<std::string, phh::Value>> extra;       // written after the common fields
    std::vector<std::pair<std::string, phh::Value>> site_extra;  // written last ("_tournament", ...)

    // The player of that name, or -1.
    int find(std::string_view name) const;
    // The player whose name starts `text` followed by `after` (the longest
    // such name), or -1; `rest` gets the text after it.
    int match(std::string_view text, std::string_view after, std::string_view& rest) const;

    void post_ante(int p, Amount a);
    void post_blind(int p, Amount a);
    void post_dead(int p, Amount a);
    void fold(int p, int line);
    void check(int p, int line);
    void call(int p, Amount added, int line);
    void bet(int p, Amount added, int line);
    void raise_to(int p, Amount to, int line);
    // Chips added whose kind the text does not say ("allin (124)"): a call
    // up to the street's top bet, a bet or raise beyond it.
    void put(int p, Amount added, int line);
    void show(int p, std::string cards, int line);
    void muck(int p, std::string cards, int line);
    // Board cards: a new street (every player's street total back to 0).
    void board(std::string cards, int runout, int line);
    void collect(int p, Amount a);
};

// Sets the hand's id (and its PHH "hand") from the header at `line`. An id
// holding ':' is refused: no site writes one, so the header is garbled, and
// PokerStars text, which ends the id at the first ':', could not hold it.
void set_hand_id(SiteHand& h, std::string_view id, int line);

// The PHH hand of a parsed site hand, proved: replayed (each run of a hand
// run more than once) to the site's collections, pot and rake. Refuses with
// the reason otherwise.
phh::Hand finish(SiteHand& hand);

}  // namespace xiapl::sites::detail
