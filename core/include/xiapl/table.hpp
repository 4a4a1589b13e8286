// The table rules engine: one hand of any game of xiapl/games.hpp for 2 to
// 10 seats (8 in stud), no limit, pot limit or fixed limit, as an immutable
// state machine. Three families deal differently:
//   board games  Hold'em, short-deck Hold'em, Omaha, Omaha hi/lo: hole cards
//                at the start, then the flop, the turn and the river;
//   stud         seven-card stud, stud hi/lo, razz: antes, three cards to
//                each seat (two down, one up), a bring-in, then one card a
//                street (up, up, up, down) over five betting streets;
//   draw games   2-7 lowball, badugi: blinds, a full hand each, then draw
//                rounds (each live seat discards any cards, or none, and is
//                dealt as many) between the betting streets.
//
// A TableState is a value: every transition (apply, deal_board,
// deal_board_random) returns a new state and leaves its argument unchanged.
// Called on an rvalue (std::move(state).apply(...)), apply and deal_board
// reuse the state's storage instead of copying it; a refused transition
// still leaves the state unchanged.
// Chips are integers (int64), so chip conservation is exact.
//
// A hand moves through four phases:
//   Betting   a seat (actor) must act: fold, check, call, bet or raise to,
//             or in stud post the bring-in;
//   Dealing   cards are due: board cards (the flop, the turn, the river, the
//             run-out after an all-in, stud's community card) or a seat's
//             hole cards (stud streets, replacements after a draw);
//   Drawing   a seat (actor) must discard or stand pat (draw games);
//   Finished  the pots are awarded (showdown, or everyone folded to one).
//
// Streets are numbered from 0: board games 0 preflop .. 3 river; stud 0
// third street .. 4 seventh; draw games 0 before the first draw .. one per
// draw. Fixed-limit streets 0 and 1 bet the small bet, later ones the big bet.
//
// Rules (docs/table.md has the long form): antes are dead money posted
// first; blinds and straddles are street bets, posted short (all-in) when a
// stack cannot cover them, and the largest nominal blind is what others must
// call. Preflop the seat after the last largest blind acts first; after the
// flop the first live seat left of the button. The minimum bet is min_bet;
// the minimum raise is the last full raise. Fixed limit: every bet and
// raise is of the street's size (small_bet preflop and on the flop, big_bet
// on the turn and river), at most kFixedLimitRaises of them a street (the
// blinds do not count), and a stack too short for one may go all-in. A short all-in raise does not
// reopen the betting for a seat that already acted unless the raises since
// it last acted add up to a full raise; the street's first bet, however
// small, opens the action to every seat. Fold is not offered when checking is
// free; nobody may raise when every opponent is all-in or has no more chips
// than the bet to call. Stud: on third street the lowest up-card (razz: the
// highest, aces low; suits break ties, clubs lowest, then diamonds, hearts,
// spades) must post the bring-in or complete to the full bet; later streets
// open with the best showing hand (razz: the lowest); the bring-in is not
// one of the street's raises, the completion is. When the deck cannot give
// every live seat a seventh card, one community card is dealt face up.
// Draw games: the discards are shuffled back when the stub runs out. Uncalled chips go
// back; pots are layered by contribution (folded chips are dead but count);
// ties split with the odd chips to the first winner clockwise from the
// button, and side pots contested by the same winning hands are split as one.
// Hi/lo games split
// each pot between its best high hand and its best qualifying low, the odd
// chip to the high half; a pot none of whose hands makes a low goes whole
// to the high hand.
//
// Illegal requests throw Error(InvalidArgument) naming the rule broken.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/rng.hpp"

namespace xiapl {

using Chips = std::int64_t;

inline constexpr int kMaxSeats = 10;

enum class Betting : std::uint8_t { NoLimit = 0, PotLimit = 1, FixedLimit = 2 };

// Bets and raises a fixed-limit street allows (a bet and three raises).
inline constexpr int kFixedLimitRaises = 4;

enum class Phase : std::uint8_t { Betting = 0, Dealing = 1, Finished = 2, Drawing = 3 };

// A street's index (see the top of this file); the names are the board games'.
enum class Street : std::uint8_t { Preflop = 0, Flop = 1, Turn = 2, River = 3 };

// How a game deals: its family (see the top of this file).
enum class Family : std::uint8_t { Board = 0, Stud = 1, Draw = 2 };

Family family_of(Game g) noexcept;

// The most seats a stud table takes (7 cards to 8 seats need the deck's 52
// with a community seventh card).
inline constexpr int kMaxStudSeats = 8;

enum class ActionKind : std::uint8_t {
    Fold = 0,
    Check = 1,
    Call = 2,
    BetOrRaise = 3,   // amount: the seat's total bet on this street after the action
    AllIn = 4,        // bet, raise or call with the whole stack
    CheckOrCall = 5,  // whichever is legal (the PHH "cc" token)
    BringIn = 6,      // stud: post the bring-in (or the whole stack when shorter)
    Discard = 7,      // draw games: discard cards (none: stand pat); not taken by apply
};

const char* action_name(ActionKind k);

// Cards in the order they were dealt, shown or written ("7h6h": 7h, then
// 6h), at most kMaxCardRun of them; kUnknownCard stands for a card dealt
// unseen (a hand history's "??"). The masks say which cards; a run says in
// what order.
inline constexpr int kMaxCardRun = 8;
inline constexpr std::int8_t kUnknownCard = -1;

struct CardRun {
    std::array<std::int8_t, kMaxCardRun> ids{};
    std::uint8_t size = 0;

    // The cards of a mask in card-id order.
    static CardRun of(CardMask mask) noexcept;
    // Throws Error(InvalidArgument) naming `what` for more than kMaxCardRun
    // entries or an id outside 0..51 (kUnknownCard is taken).
    static CardRun from(const std::vector<CardId>& ids, const char* what);
    // Appends a card (or kUnknownCard); ignored when the run is full.
    void push(int id) noexcept;
    // Removes the known cards of `mask`, keeping the order of the rest.
    void remove(CardMask mask) noexcept;
    CardMask known() const noexcept;  // the known cards as a mask
    int unknown() const noexcept;     // how many entries are kUnknownCard
    // Two known entries name the same card.
    bool has_repeat() const noexcept;
    std::vector<CardId> known_ids() const;  // the known cards, in order
    bool operator==(const CardRun&) const = default;
};

struct TableConfig {
    Game game = Game::Holdem;
    Betting betting = Betting::NoLimit;
    int button = 0;               // seat index of the dealer button
    std::vector<Chips> stacks;    // one per seat, in seat (clockwise) order
    std::vector<Chips> antes;     // per seat (a big-blind ante is one entry); empty = none
    std::vector<Chips> blinds;    // per seat blinds and straddles, nominal; empty = none
    Chips min_bet = 0;            // no or pot limit; 0: the largest blind (at least 1)
    Chips small_bet = 0;          // fixed limit, preflop and flop; 0: the largest blind (at least 1)
    Chips big_bet = 0;            // fixed limit, turn and river; 0: twice the small bet
    Chips bring_in = 0;           // stud: the bring-in (0: none; the low card opens freely)
    int draws = 0;                // draw games: 1 to 3 draws; 0: 1 under no or pot limit, 3 under fixed
    std::vector<CardMask> holes;  // per seat; 0 = unknown; empty = all unknown (stud: must be empty)
    // Per seat: the cards of holes[i] in the order dealt (empty: card-id
    // order); empty = card-id order for every seat.
    std::vector<std::vector<CardId>> hole_order;
    bool random_holes = false;  // deal unknown holes from the seeded RNG (stud: third street)
    std::uint64_t seed = 0;     // the RNG used by random dealing
};

// Throws Error(InvalidArgument) naming the field at fault.
void validate_config(const TableConfig& c);

// The table a game is usually played at. Stud games: ante 1, bring-in 2 and,
// in fixed limit, bets 4/8; the other games blinds 1/2 and, in fixed limit,
// bets of the big blind and twice it. Betting, unless given: fixed limit for
// stud, Omaha hi/lo, badugi and 2-7 with more than one draw; pot limit for
// Omaha; no limit for Hold'em, short deck and 2-7 single draw. Draw games:
// `draws` draws, or 0 for the betting's usual number (3 in fixed limit,
// else 1); other games 0.
struct GameDefaults {
    Betting betting = Betting::NoLimit;
    int draws = 0;
    Chips small_blind = 0;
    Chips big_blind = 0;
    Chips ante = 0;       // every seat's
    Chips bring_in = 0;   // stud
    Chips small_bet = 0;  // fixed limit, the first two streets
    Chips big_bet = 0;    // fixed limit, the later streets
};

// Throws Error(InvalidArgument) for an unknown game or betting, or draws
// outside 0..3.
GameDefaults game_defaults(Game g, std::optional<Betting> betting, int draws);

// The per-seat forced bets of the usual layouts, for TableConfig::blinds and
// ::antes.
struct ForcedBets {
    std::vector<Chips> blinds;  // one blind or straddle per seat
    std::vector<Chips> antes;   // one ante per seat
};

// The seat that posts the big blind: heads-up the seat after the button (the
// button posts the small blind), otherwise the second seat after it.
int big_blind_seat(int seats, int button);

// Heads-up the button posts the small blind and the other seat the big blind;
// otherwise the two seats after the button. Straddles follow the big blind
// seat by seat (at most seats - 2 of them; none heads-up). Every seat posts
// `ante`, and the big blind's seat `big_blind_ante` on top. Throws
// Error(InvalidArgument) naming the value at fault: a seat count outside
// 2..kMaxSeats, a button that is not a seat, a negative amount or one above
// 2^52 chips (what validate_config accepts), too many straddles.
ForcedBets forced_bets(int seats, int button, Chips small_blind, Chips big_blind,
                       const std::vector<Chips>& straddles = {}, Chips ante = 0, Chips big_blind_ante = 0);

// forced_bets(...).blinds.
std::vector<Chips> standard_blinds(int seats, int button, Chips small_blind, Chips big_blind,
                                   const std::vector<Chips>& straddles = {});

struct Seat {
    Chips stack = 0;           // chips behind
    Chips bet = 0;             // put in on this street (blinds included)
    Chips contributed = 0;     // put in this hand (antes and bets), uncalled chips excluded once returned
    Chips ante = 0;            // the part of `contributed` posted as an ante (dead money)
    Chips won = 0;             // awarded from the pots (Finished)
    CardMask hole = 0;         // the known cards held (stud: up cards included)
    CardMask up = 0;           // stud: the known face-up cards
    CardRun order;             // the cards of `hole` in the order dealt (a draw's replacements last)
    std::uint8_t unknown = 0;  // stud and draw games: cards held that are not known
    std::uint8_t owed = 0;     // stud and draw games: hole cards due to this seat (Dealing)
    std::uint8_t owed_up = 0;  // stud: how many of them are dealt face up
    bool drew = false;         // draw games: discarded or stood pat in this draw
    bool folded = false;
    bool all_in = false;
    bool acted = false;  // acted voluntarily since the street's last full raise reopened it
    Chips faced = 0;     // the street bet level this seat last acted at
};

// The seats of a hand, held inline (a table has at most kMaxSeats) so that
// making the next state, which copies this one, allocates nothing.
class SeatList {
  public:
    // Precondition: n <= kMaxSeats (TableState checks its config first).
    void resize(std::size_t n) noexcept { size_ = static_cast<std::uint8_t>(n); }
    std::size_t size() const noexcept { return size_; }
    Seat& operator[](std::size_t i) noexcept { return seats_[i]; }
    const Seat& operator[](std::size_t i) const noexcept { return seats_[i]; }
    Seat* begin() noexcept { return seats_.data(); }
    Seat* end() noexcept { return seats_.data() + size_; }
    const Seat* begin() const noexcept { return seats_.data(); }
    const Seat* end() const noexcept { return seats_.data() + size_; }

  private:
    std::array<Seat, kMaxSeats> seats_{};
    std::uint8_t size_ = 0;
};

struct Pot {
    Chips amount = 0;
    std::uint32_t eligible = 0;  // bit i: seat i can win it
};

// One pot of a finished hand as awarded.
struct PotResult {
    Chips amount = 0;
    std::uint32_t eligible = 0;          // bit i: seat i could win it
    std::uint32_t winners = 0;           // bit i: seat i held a best hand among the eligible (ties split)
    std::uint32_t low_winners = 0;       // hi/lo games: bit i: seat i took a share of the low half
    std::array<Chips, kMaxSeats> won{};  // chips each seat took from it (a winner of a pot
                                         // smaller than the number of winners may take 0)
    // Odd chips: a split that does not come out even gives what is left to
    // its first winner clockwise from the button (each half of a hi/lo pot
    // apart). odd_chips is how many chips that was, odd_chip_seats who took
    // them (bit i: seat i).
    Chips odd_chips = 0;
    std::uint32_t odd_chip_seats = 0;
    // The seats that won a share (either half), clockwise from the seat
    // after the button: the order odd chips go in; -1 past them.
    std::array<std::int8_t, kMaxSeats> order = [] {
        std::array<std::int8_t, kMaxSeats> none{};
        none.fill(-1);
        return none;
    }();
};

struct LegalActions {
    bool fold = false, check = false, call = false, bet_or_raise = false, all_in = false;
    bool bring_in = false;      // stud: the bring-in is due (the alternative is to complete)
    Chips bring_in_amount = 0;  // chips the bring-in posts
    bool discard = false;       // draw games: the actor must discard (0 to max_discard cards)
    int max_discard = 0;
    Chips call_amount = 0;         // chips the call adds (min(to call, stack))
    Chips min_to = 0, max_to = 0;  // bet-or-raise-to range (street totals)
    Chips all_in_to = 0;           // street total after going all-in
};

struct Action {
    int seat = -1;  // -1 for the dealer
    ActionKind kind = ActionKind::Fold;
    Chips amount = 0;       // street total for BetOrRaise / AllIn / Call / BringIn
    CardMask cards = 0;     // dealt cards for the dealer; the known cards of a Discard
    CardMask up = 0;        // a hole deal: the face-up part of cards
    int to = -1;            // a hole deal: the seat dealt to (-1: board cards)
    int unknown = 0;        // a hole deal or a Discard: cards not known
    bool drawn = false;     // the dealer drew the cards from the seeded stream
    bool needless = false;  // a fold when checking was free, taken from a hand history (apply_recorded)
    // The betting street the step belongs to: an action, the street it is made on; a deal, the
    // street its cards are for (the flop deal: 1; a draw's replacements: the street after the
    // draw); a Discard, the street after its draw. Set when the step is recorded.
    std::uint8_t street = 0;
    // A Discard or a draw's replacement deal: its draw, 1 .. 3; any other step 0.
    std::uint8_t draw = 0;
    // A deal or a Discard: its cards in the order dealt or discarded, with
    // kUnknownCard for the unknown ones (a stud hole deal written from masks:
    // the face-down cards, the unknown ones, then the face-up ones).
    CardRun run;
};

// What a hand history wrote, kept with a state replayed from it (phh::replay)
// so that phh::from_state writes it back as written: the line each history
// step was replayed from (a fixed-limit raise recorded short, a stud or draw
// deal of "??" the showdown revealed, commentary after '#'), the lines the
// rules engine does not play (show and muck lines and commentary-only lines,
// each after the number of history steps it followed) and a board game's
// hole-card lines (unseen cards and mucked hands as written). Each line is a
// PHH action in its canonical spelling; a step's bet amount is in chips.
struct WrittenLines {
    std::vector<std::string> steps;                          // per history step: its line ("": none)
    std::vector<std::pair<std::size_t, std::string>> shows;  // (history steps before it, the line)
    std::vector<std::string> hole_deals;                     // board games: the "d dh" lines, in order
    bool operator==(const WrittenLines&) const = default;
    bool empty() const noexcept { return steps.empty() && shows.empty() && hole_deals.empty(); }
};

class TableState {
  public:
    explicit TableState(TableConfig config);

    int seat_count() const noexcept { return static_cast<int>(seats_.size()); }
    const TableConfig& config() const noexcept { return *config_; }
    const SeatList& seats() const noexcept { return seats_; }
    Phase phase() const noexcept { return phase_; }
    Street street() const noexcept { return street_; }
    int actor() const noexcept { return actor_; }
    CardMask board() const noexcept { return board_; }
    // The board cards in the order dealt.
    std::vector<CardId> board_cards() const { return board_order_.known_ids(); }
    // A seat's known hole cards in the order dealt (Seat::order).
    std::vector<CardId> hole_cards(int seat) const;
    Chips current_bet() const noexcept { return current_bet_; }
    Chips last_full_raise() const noexcept { return last_raise_; }
    // Bets and raises made on this street (the blinds not counted).
    int raises() const noexcept { return raises_; }
    // Stud's third street while a bet or raise would complete the bring-in:
    // the bring-in is due (the alternative is to complete), or it stands and
    // nobody has completed yet.
    bool completing() const noexcept { return bring_in_due_ || completing_; }
    // The chips the transition that made this state returned uncalled (the
    // top bet's part nobody called, when its betting ended), and to which
    // seat: 0 and -1 when it returned none (a new hand: what its forced bets
    // returned).
    Chips returned() const noexcept { return returned_; }
    int returned_to() const noexcept { return returned_to_; }
    // The bet size of a fixed-limit street (0 under no or pot limit).
    Chips fixed_bet() const noexcept;
    // Fixed limit: the bet sizes in force (the config's, or their defaults); else 0.
    Chips small_bet() const noexcept { return small_bet_; }
    Chips big_bet() const noexcept { return big_bet_; }
    Chips total_chips() const noexcept { return total_; }
    Chips pot_total() const noexcept;
    // Every action and deal so far, oldest first (built on each call). An
    // action is recorded as applied: CheckOrCall as the Check or Call it was,
    // AllIn as the Call or BetOrRaise (to the all-in total) it was; a deal has
    // seat -1, kind Check, its cards and whether they were drawn.
    std::vector<Action> history() const;
    std::size_t history_size() const noexcept { return history_size_; }
    // The pots as they stand (Finished: as awarded, uncalled chips returned).
    std::vector<Pot> pots() const;
    // Who won each pot and how much, main pot first: the award finish() made
    // (won of every pot sums to each seat's Seat::won). Throws
    // Error(InvalidArgument) unless the hand is Finished.
    std::vector<PotResult> pot_results() const;
    // Board cards the next deal must bring (0 unless Dealing, or when hole
    // cards are due).
    int cards_needed() const noexcept;
    // The seat next due hole cards (Dealing), the first clockwise from the
    // button; -1 when none is.
    int deal_seat() const noexcept;
    // The betting streets of this hand's game, less one: 3 (board), 4 (stud),
    // the draws (draw games).
    int last_street() const noexcept;
    Family family() const noexcept { return family_; }
    // Draw games: every card discarded so far (known ones).
    CardMask discarded() const noexcept { return discarded_; }

    LegalActions legal_actions() const;

    TableState apply(ActionKind kind, Chips amount = 0) const&;
    TableState apply(ActionKind kind, Chips amount = 0) &&;
    // An action as a hand history records it: apply's rules, and also a fold
    // when checking was free, which real histories hold and apply refuses
    // (legal_actions never offers it). Such a fold is marked needless in the
    // history and counted by needless_folds(). A fixed-limit raise recorded
    // only up to what the deepest opponent can put in is the fixed raise
    // (the part nobody can call comes back the same).
    TableState apply_recorded(ActionKind kind, Chips amount = 0) &&;
    int needless_folds() const noexcept { return needless_folds_; }
    TableState deal_board(CardMask cards) const&;
    TableState deal_board(CardMask cards) &&;
    // The board cards in the order given (deal_board(CardMask) deals them in
    // card-id order); no kUnknownCard.
    TableState deal_board(const CardRun& cards) const&;
    TableState deal_board(const CardRun& cards) &&;
    TableState deal_board_random() const;
    // Stud and draw games: hole cards to `seat`, which must be due them; `up`
    // (a part of cards) the face-up ones, `unknown` the count of cards dealt
    // unseen (a hand history's "??").
    TableState deal_hole(int seat, CardMask cards, CardMask up = 0, int unknown = 0) const&;
    TableState deal_hole(int seat, CardMask cards, CardMask up = 0, int unknown = 0) &&;
    // The hole cards in the order given, kUnknownCard for each unseen one;
    // `up` as above.
    TableState deal_hole(int seat, const CardRun& cards, CardMask up) const&;
    TableState deal_hole(int seat, const CardRun& cards, CardMask up) &&;
    // Whatever is due next, from the seeded stream: the board cards, or the
    // hole cards of deal_seat().
    TableState deal_random() const;
    // Draw games: the actor discards `cards` and `unknown` unseen cards
    // (nothing: stands pat).
    TableState discard(CardMask cards, int unknown = 0) const&;
    TableState discard(CardMask cards, int unknown = 0) &&;
    // The discarded cards in the order given, kUnknownCard for each unseen one.
    TableState discard(const CardRun& cards) const&;
    TableState discard(const CardRun& cards) &&;

    // Throws Error(InvalidArgument) naming the broken invariant.
    void check_invariants() const;

    // The lines of the hand history this state was replayed from (nullptr:
    // none); a transition keeps them. with_written attaches them, keeping the
    // shows that come at or before the state's history.
    const WrittenLines* written() const noexcept { return written_.get(); }
    TableState with_written(const WrittenLines& lines) &&;

  private:
    void post_forced();
    void advance();  // after an action: next actor, street end, or finish
    void start_street();
    void open_street();  // the street's first actor, or its end when nobody can act
    void end_street();   // what follows a street's betting: finish, deals or draws
    int opener() const;  // the seat whose turn the street starts with
    int stud_bring_in_seat() const;
    int stud_best_showing_seat() const;
    bool deal_seat_any() const noexcept;  // a seat is due hole cards
    void dealt();                         // after a deal: the street's betting once nothing is due
    int next_drawer(int from) const;
    CardMask stub() const;                // cards never dealt (known ones)
    CardMask live_held() const noexcept;  // the known cards of the seats that have not folded
    int stub_size() const;                // the cards left to deal, unknown ones counted out
    // more_unknown: unseen cards past `given`; masks: a deal given as masks
    // (recorded face-down, unknown, then face-up cards)
    void deal_hole_in_place(int seat, const CardRun& given, CardMask up, bool drawn, int more_unknown = 0,
                            bool masks = false);
    void discard_in_place(const CardRun& given, int more_unknown);  // more_unknown: unseen cards past `given`
    void finish();
    // What award_pot_results takes, Finished: the high strengths, and in
    // hi/lo games the low ones (empty otherwise).
    std::vector<int> showdown_strengths() const;
    std::vector<int> showdown_lows() const;
    void return_uncalled();
    int next_to_act(int from) const;
    bool needs_to_act(int i) const;
    int live_count() const;  // not folded
    int able_count() const;  // not folded, not all-in
    CardMask dealt_mask() const;
    // Stud: the community card every seat shares (0 unless the deck ran short).
    CardMask shared_cards() const noexcept;
    CardMask draw_card(CardMask left);  // one card of `left`, from the seeded stream
    // The transitions in place: every check before the first change.
    void act(ActionKind kind, Chips amount, bool recorded = false);
    void deal_in_place(const CardRun& run, bool drawn);

    void record(Action action);  // stamps the step's street and draw, appends it to the history

    // The actions so far as a list linked newest first, shared between a
    // state and the states made from it: a transition copies the state, and
    // appending leaves the shared part untouched. What never changes after
    // the start (the config) is shared too.
    struct HistoryEntry;
    std::shared_ptr<const TableConfig> config_;
    std::shared_ptr<const WrittenLines> written_;
    SeatList seats_;
    std::shared_ptr<HistoryEntry> history_;
    std::size_t history_size_ = 0;
    Phase phase_ = Phase::Betting;
    Street street_ = Street::Preflop;
    int actor_ = -1;
    CardMask board_ = 0;
    CardRun board_order_;  // board_ in the order dealt
    Chips current_bet_ = 0;
    Chips last_raise_ = 0;
    Chips min_bet_ = 0;
    Chips small_bet_ = 0, big_bet_ = 0;  // fixed limit
    Chips total_ = 0;
    int raises_ = 0;
    int needless_folds_ = 0;
    Chips returned_ = 0;    // uncalled chips the last transition returned
    int returned_to_ = -1;  // and their seat
    Family family_ = Family::Board;
    bool bring_in_due_ = false;  // stud third street: the opener must bring in or complete
    bool completing_ = false;    // stud: the bring-in stands and the full bet is not yet made
    bool street_open_ = true;    // false until a stud or draw hand's first cards are all dealt
    int board_due_ = 0;          // stud: a community card is due instead of seventh-street cards
    int unknown_dealt_ = 0;      // unseen cards dealt (out of the stub)
    CardMask dealt_ = 0;         // every known card dealt this hand, discarded ones included
    CardMask discarded_ = 0;     // draw games: known cards discarded
    Rng rng_;
};

// A state as text: its config and every action and deal that led to it, one
// per line. deserialize_table_state replays them through the rules, the
// seeded stream included, so the copy continues the hand exactly as the
// original would. docs/table.md gives the format.
std::string serialize_table_state(const TableState& state);
// Throws Error(Parse) naming the line for text that is not a serialized
// state, and Error(InvalidArgument) naming the line for a step the rules refuse.
TableState deserialize_table_state(std::string_view text);

// The pots of a finished or running hand from per-seat bets (antes
// excluded) and fold flags: layered at each live seat's level; chips above
// the top live level join the top pot. `dead` (the antes) joins the main pot,
// or forms a first pot every live seat can win when a live seat put in no
// bet (all-in on its ante).
std::vector<Pot> build_pots(const std::vector<Chips>& bets, const std::vector<bool>& folded, Chips dead = 0);

// Splits each pot among its best eligible hands; the odd chips go to the
// first winner clockwise from the button. Pots next to each other that the
// same winning hands contest (every other hand in them lost) are split as one
// pot and returned as one, the first pot's eligible seats standing for it. strengths[i] = 0 means seat i does
// not contend (mucked or unknown cards); a pot whose eligible seats all have
// 0 is split among them. Returns each pot's award. Throws
// Error(InvalidArgument) for more than kMaxSeats seats or a pot nobody is
// eligible for.
std::vector<PotResult> award_pot_results(const std::vector<Pot>& pots, const std::vector<int>& strengths, int button);

// Hi/lo: each pot in which an eligible seat holds a low (lows[i] > 0) is
// split, the larger half (the odd chip) to the best high hands and the other
// to the best lows, each half as above; a pot without a low goes whole to
// the high hands. lows has one entry per seat.
std::vector<PotResult> award_pot_results(const std::vector<Pot>& pots, const std::vector<int>& strengths,
                                         const std::vector<int>& lows, int button);

// award_pot_results summed: the chips won per seat.
std::vector<Chips> award_pots(const std::vector<Pot>& pots, const std::vector<int>& strengths, int button);

// A betting street as a sentence names it: "preflop", "on the flop" ..
// "on the river"; stud "on third street" .. "on seventh street"; draw games
// "before the first draw", "after the first draw" .. (a street past the
// game's last is named as its last).
std::string street_phrase(Family family, int street);

// What a replay of a hand history kept although the rules never offer it.
enum class WarningKind : std::uint8_t {
    NeedlessFold = 1,  // a fold when checking was free
};

// One warning about a state's history, with the text a user sees:
// "p1 folds preflop when checking was free; the replay keeps the fold"
// (players numbered as PHH numbers them, p1 the seat after the button).
struct ReplayWarning {
    WarningKind kind = WarningKind::NeedlessFold;
    std::size_t step = 0;  // the history step it is about
    int seat = -1;         // the seat that made it
    int player = 0;        // the seat as PHH numbers it: p1 is the seat after the button
    int street = 0;        // the step's street
    std::string text;
};

// Every warning of a state's history, oldest first (none for a hand the
// rules alone made).
std::vector<ReplayWarning> replay_warnings(const TableState& state);

}  // namespace xiapl
