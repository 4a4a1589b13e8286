// Hand histories as poker sites write them: each hand of a site's text
// imported as a PHH hand (xiapl/phh.hpp), then proved by replaying it
// through the rules engine to the amounts the site says each player
// collected (docs/sites.md).
//
// A text may hold many hands, of one site or several; each hand is read on
// its own, so a hand the importer refuses is reported (with the line and the
// reason) and the others still convert. Nothing is guessed: a hand whose
// replay disagrees with the site's collections, pot or rake is reported,
// never kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "xiapl/phh.hpp"

namespace xiapl::sites {

// The site formats the importer reads: their names as `site` takes them and
// as the report and the hands' `_site` field write them.
inline constexpr std::string_view kSites[] = {
    "pokerstars", "ggpoker", "winningpoker", "pacific", "ipoker", "partypoker", "winamax", "fulltilt",
};

// A hand the importer did not keep, and why.
struct Failure {
    std::string site;    // the site format, or "" when none was recognized
    std::string hand;    // the site's hand id, or "" when it could not be read
    int line = 0;        // 1-based line of the text where the problem is
    std::string reason;  // what is wrong, in words a player understands
};

struct Result {
    std::vector<phh::Hand> hands;  // the proved hands, in text order
    std::vector<Failure> failures;
    int hand_count = 0;  // hands found in the text (kept + failed)
};

// The site format of a text: the name of kSites of its first hand, or ""
// when no known site's hand starts in it.
std::string detect(std::string_view text);

// Every hand of a site text. `site` limits the reader to one format of kSites
// ("" reads any); an unknown name throws Error(InvalidArgument) naming the
// formats. A byte-order mark, CRLF or CR line ends and bytes that are not
// UTF-8 are accepted (the latter replaced by U+FFFD in names).
//
// Each kept hand is a PHH hand: the variant, the players in PHH order (the
// button last), stacks, antes (a dead blind is a dead amount with the
// antes), blinds and straddles, min_bet or the fixed bet sizes, every
// action with exact decimal amounts, the hole cards the text knows (the
// others "??"), the board, shows and mucks; and as extra fields `players`,
// `seats`, `seat_count`, `table`, `hand`, `currency`, `year`, `month`,
// `day`, `time`, `time_zone`, `winnings` (what each player collected),
// and the site's own facts as `_site`, `_rake` (computed as the pot less the
// collections where the text states none: Pacific, iPoker, PartyPoker),
// `_total_pot`, `_fees`, `_tournament`, `_buy_in`, `_level`, `_zoom`,
// `_cap` and `_seat_stacks`, `_runouts` (the boards of a hand run more than
// once, after the first, which the actions deal).
Result read(std::string_view text, std::string_view site = {});

// A hand as PokerStars writes it (the header, seats, forced bets, hole
// cards, streets, showdown and a summary with the rake and collections),
// such that read() gives the hand back: for a hand read from PokerStars text,
// the same hand; for another, the same game, players, stacks, actions and
// winnings. `players`, `seats`, `hand`, `table`, `seat_count`, `currency`, the
// date fields, `winnings`, `_rake`, `_fees`, `_tournament`, `_buy_in`,
// `_level`, `_zoom` and `_cap` are written when the hand has them; without
// names the players are p1, p2, ...; without winnings each is paid what the
// replay awards. Throws Error(Unsupported) for a variant PokerStars text does
// not carry here (NT, FT, PO and FO/8 are written) and for more than three
// runs of the board (_runouts), Error(InvalidArgument) for a hand that does not replay to its
// end, as phh::replay does for one the rules refuse.
std::string to_pokerstars(const phh::Hand& hand);

// The reasons of a Result as one line each: "line L, hand H (site): reason".
std::string failure_text(const Failure& failure);

}  // namespace xiapl::sites
