// The games and their rankings: what each game deals, which ranking decides
// its pot (and which its low half, in hi/lo games), the evaluators of the
// rankings other than Hold'em's, and the decoding of their strengths.
//
// docs/games.md describes every game and ranking for users.
//
// A strength is comparable only within one ranking: larger wins, equal
// ties, whatever the ranking (a low ranking gives the best low the largest
// strength). 0 is never a valid strength; for a low half it means "no hand
// qualifies".
//
// Entry points follow xiapl/eval.hpp: the fast ones trust their
// preconditions; the checked ones (evaluate_hand_checked, judge, best_hand in
// eval.hpp, and evaluate_low_checked, judge_low, best_low_hand here) check
// everything and throw Error(InvalidArgument) naming the problem.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {

// How hands are ordered. Values match XIAPL_RANKING_*.
enum class Ranking : std::uint8_t {
    None = 0,           // no such half (the low half of a game that has none)
    High = 1,           // Hold'em's: strengths 1..7462
    ShortDeck = 2,      // six to ace, A-6-7-8-9 the lowest straight, flush beats full house: 1..1404
    EightOrBetter = 3,  // ace-to-five low of five different ranks, eight or lower, or none: 8..225
    AceToFive = 4,      // razz: the lowest five, ace low, straights and flushes ignored: 1..6175
    DeuceToSeven = 5,   // the lowest five, ace high, straights and flushes count: 1..7462
    Badugi = 6,         // the most cards of different ranks and suits, then the lowest, ace low
};

inline constexpr int kGameCount = 12;

// What a game deals and how it ranks hands.
struct GameRules {
    const char* name;    // "Hold'em", "PLO", "Short-deck Hold'em", "Razz", ...
    int hole_cards;      // cards a player holds at showdown: 2, 4, 5, 6, 7 (stud), 5 (2-7), 4 (badugi)
    int min_hole_cards;  // fewest cards a hand may be evaluated from (stud: 5; others hole_cards)
    int board_cards;     // community cards at showdown: 5, or 0 for stud and draw games
    int hole_used;       // hole cards every hand uses exactly (Omaha: 2), or 0 for any
    bool short_deck;     // dealt from the 36 cards six to ace
    Ranking high;        // the ranking that decides the pot (the high half in hi/lo games)
    Ranking low;         // the low half's ranking, or Ranking::None
    int max_players;     // the most players card-only equity takes; 0: no card-only equity (draw games)
};

// The rules of game g; throws Error(InvalidArgument) for a value that is no
// Game.
const GameRules& game_rules(Game g);

// Whether `value` is a Game (0 .. kGameCount - 1).
bool is_game(int value) noexcept;

// The names parse_game reads for g: the canonical one first ("plohilo"),
// then the others ("plo8", "o8", ...). Throws as game_rules.
const std::vector<std::string_view>& game_names(Game g);

// The game a name stands for: one of game_names or GameRules::name, compared
// without case, surrounding white space, "-", "_", "/", spaces and
// apostrophes ("PLO Hi/Lo", "plo-8", "2-7"). Throws Error(Parse) quoting the
// name as given and listing the canonical names.
Game parse_game(std::string_view name);

// The cards of the deck a game deals from: all 52, or the 36 six to ace.
CardMask game_deck(Game g);

// ---------------------------------------------------------------------------
// Fast, unchecked evaluation. Preconditions as written; breaking one gives a
// meaningless strength.

// Short deck: the best five of 5 to 7 cards, none of rank 2 to 5.
Strength evaluate_short_deck(std::uint64_t cards) noexcept;

// Ace-to-five low (razz): the best low five of 5 to 7 cards.
Strength evaluate_ace_to_five(std::uint64_t cards) noexcept;

// Eight-or-better low of any cards: 256 - (the bits of the five lowest
// different ranks up to eight, ace = bit 0), or 0 when fewer than five such
// ranks.
Strength evaluate_eight_or_better(std::uint64_t cards) noexcept;

// Omaha eight-or-better low: exactly two hole cards and exactly three board
// cards, five different ranks up to eight; 0 when none. Preconditions as
// evaluate_omaha.
Strength evaluate_omaha_eight_or_better(std::uint64_t board, std::uint64_t hole) noexcept;

// The same from the ranks alone: the ranks ace to eight present on the
// board and in the hole, ace = bit 0 .. eight = bit 7 (suits never matter to
// this low).
Strength omaha_eight_or_better_of_ranks(std::uint32_t board_ranks, std::uint32_t hole_ranks) noexcept;

// Deuce-to-seven low of exactly five cards.
Strength evaluate_deuce_to_seven(std::uint64_t five) noexcept;

// Badugi of 1 to 4 cards: the largest subset of different ranks and
// different suits, then the lowest.
Strength evaluate_badugi(std::uint64_t cards) noexcept;

// The cards behind evaluate_badugi(cards) (the first of equal subsets by
// numerically largest mask).
std::uint64_t badugi_cards(std::uint64_t cards) noexcept;

// The strength of the game's main ranking (the high half in hi/lo games) of
// a hand that passes validate_hand(board, hole, g).
Strength evaluate_game(std::uint64_t board, std::uint64_t hole, Game g) noexcept;

// The low half of a hi/lo game's hand that passes validate_hand; 0 when no
// low qualifies or the game has no low half.
Strength evaluate_game_low(std::uint64_t board, std::uint64_t hole, Game g) noexcept;

// out[i] = evaluate_game(boards[i], holes[i], g) for i < n, each hand
// valid for g (first_invalid_hand finds any that is not).
void evaluate_hands_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out, std::size_t n,
                         Game g) noexcept;

// out[i] = evaluate_game_low(boards[i], holes[i], g) for i < n, each hand
// valid for g.
void evaluate_lows_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out, std::size_t n,
                        Game g) noexcept;

// The strength of exactly five cards in a ranking (Ranking::None: 0).
Strength evaluate_five(Ranking r, std::uint64_t five) noexcept;

// ---------------------------------------------------------------------------
// Checked evaluation of the low half. Each throws Error(InvalidArgument) for
// a game without a low half (naming the hi/lo games), and as validate_hand.

Strength evaluate_low_checked(std::uint64_t board, std::uint64_t hole, Game g);

// The indices (ascending) of every player holding the best qualifying low;
// empty when no player's low qualifies. Checked as judge.
std::vector<int> judge_low(const std::uint64_t* holes, std::size_t n_players, std::uint64_t board, Game g);

// The five cards of the low half (strength 0 and no cards when none
// qualifies), with the tie rule of best_hand.
BestHand best_low_hand(std::uint64_t board, std::uint64_t hole, Game g);

// ---------------------------------------------------------------------------
// Decoding a strength of a ranking. Each throws Error(InvalidArgument) for a
// strength the ranking never gives.

// The largest strength of a ranking (Ranking::None: 0).
Strength max_strength(Ranking r);

// Whether s is a strength the ranking gives.
bool is_strength(Ranking r, Strength s) noexcept;

// The category of the hand (lows and badugi: a no-pair low is HighCard).
Category ranking_category(Ranking r, Strength s);

// The ranks that order hands within the category, most significant first,
// as kickers_of; in the ace-to-five, eight-or-better and badugi rankings the
// ace is 1. Returns how many were written (1 to 5).
int ranking_kickers(Ranking r, Strength s, int out_ranks[5]);

// "Flush [14 12 9 8 7]", "Low [8 6 4 2 1]", "Badugi [4 3 2 1]".
std::string ranking_describe(Ranking r, Strength s);

// A readable name: "flush, ace-high (beats a full house)", "8-6-4-2-A low",
// "7-5-4-3-2 low (number one)", "three-card badugi 5-3-2".
std::string ranking_name(Ranking r, Strength s);

// The name of a ranking: "high", "short-deck high", "eight-or-better low", ...
const char* ranking_label(Ranking r);

}  // namespace xiapl
