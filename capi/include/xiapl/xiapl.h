/*
 * xiapl.h - the C ABI of XiaPL, a poker hand evaluation, equity and game library.
 *
 * This header is the whole contract between libxiapl and every binding (Python,
 * Go, Node, Rust, C). It is plain C11 and also compiles as C++.
 *
 * Conventions (docs/c-abi.md has the long form):
 *   - Every fallible function returns an int32_t status: XIAPL_OK (0) or a
 *     negative XIAPL_ERR_* code. The code alone is enough to act on;
 *     xiapl_last_error_message() adds the detail (the offending input, what is
 *     accepted, how to fix it) for the calling thread.
 *   - Results go through out-parameters, which come last. A variable-length
 *     result is written to (buf, capacity, *out_len): *out_len is always set to
 *     the length needed; when capacity is too small the call returns
 *     XIAPL_ERR_BUFFER_TOO_SMALL and writes nothing into buf.
 *   - On failure, out-parameters other than *out_len are left untouched and
 *     handles are left unchanged.
 *   - Cards: id = suit * 13 + (rank - 2), suits c d h s = 0..3, ranks 2..14
 *     (T = 10, J = 11, Q = 12, K = 13, A = 14). A set of cards is a uint64_t
 *     mask with bit `id` set; bits 52..63 are never valid.
 *   - Threads: free functions are reentrant and thread-safe. A handle may be
 *     used by one thread at a time unless its section says otherwise.
 *   - The library never keeps a caller's pointer after a call returns.
 */
#ifndef XIAPL_XIAPL_H
#define XIAPL_XIAPL_H

#include <stdint.h>

#if defined(_WIN32)
#  if defined(XIAPL_BUILDING_LIBRARY)
#    define XIAPL_API __declspec(dllexport)
#  else
#    define XIAPL_API __declspec(dllimport)
#  endif
#else
#  define XIAPL_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Versions                                                                   */
/* ------------------------------------------------------------------------ */

#define XIAPL_VERSION_MAJOR 0
#define XIAPL_VERSION_MINOR 1
#define XIAPL_VERSION_PATCH 0
#define XIAPL_VERSION_STRING "0.1.0"

/* Bumped whenever a function, a constant or an options struct changes in a
 * way that breaks a caller built against an older header. Bindings compare it
 * with xiapl_abi_version() at load time and refuse to run on a mismatch. */
#define XIAPL_ABI_VERSION 1

/* The XIAPL_ABI_VERSION the library was built with. Never fails. */
XIAPL_API int32_t xiapl_abi_version(void);

/* The library's version, e.g. "0.1.0" (static storage). Never fails. */
XIAPL_API const char *xiapl_version_string(void);

/* ------------------------------------------------------------------------ */
/* Status codes and errors                                                    */
/* ------------------------------------------------------------------------ */

#define XIAPL_OK 0
#define XIAPL_ERR_INVALID_ARGUMENT (-1) /* a value out of range, a duplicate card, NULL */
#define XIAPL_ERR_PARSE (-2)            /* text that does not follow the grammar */
#define XIAPL_ERR_BUFFER_TOO_SMALL (-3) /* *out_len says how much is needed */
#define XIAPL_ERR_LIMIT_EXCEEDED (-4)   /* a request beyond what the library allows */
#define XIAPL_ERR_OUT_OF_MEMORY (-5)
#define XIAPL_ERR_CANCELLED (-6)        /* a progress hook asked the call to stop */
#define XIAPL_ERR_INTERNAL (-7)         /* a bug in the library: please report it */

/* The name of a status code, e.g. "XIAPL_ERR_PARSE" (static storage); an
 * unknown code gives "XIAPL_ERR_UNKNOWN". Never fails. */
XIAPL_API const char *xiapl_status_name(int32_t status);

/* Detail about the last failing call made on this thread: what was wrong and
 * how to write it right. Never NULL; "" if no call has failed on this thread.
 * Valid until the next failing call on the same thread. A successful call does
 * not clear it, so read it right after the failure. */
XIAPL_API const char *xiapl_last_error_message(void);

/* ------------------------------------------------------------------------ */
/* Cards                                                                      */
/* ------------------------------------------------------------------------ */

/* Parse exactly one card: a rank (2-9, T, J, Q, K, A, or "10" as an alias of
 * T) then a suit (c, d, h, s), case-insensitive: "As", "td", "10h".
 * Errors: XIAPL_ERR_INVALID_ARGUMENT if text or out_id is NULL;
 * XIAPL_ERR_PARSE for anything else, including several cards ("AsKs"). */
XIAPL_API int32_t xiapl_card_parse(const char *text, int32_t *out_id);

/* Parse a list of cards: written together ("AsKsQd"), or separated by spaces,
 * commas or dashes ("As Ks, 10h"). The ids are written in input order.
 * An empty or blank text is an empty list.
 * Errors: XIAPL_ERR_PARSE for a malformed card or a card given twice;
 * XIAPL_ERR_BUFFER_TOO_SMALL when more than capacity cards were given
 * (*out_len is the number of cards). */
XIAPL_API int32_t xiapl_cards_parse(const char *text, int32_t *out_ids,
                                    uint64_t capacity, uint64_t *out_len);

/* Write the two-character name of a card ("As", "Th") and a terminating NUL
 * into buf; *out_len is 2 (the terminator not counted).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51;
 * XIAPL_ERR_BUFFER_TOO_SMALL when capacity < 3. */
XIAPL_API int32_t xiapl_card_name(int32_t id, char *buf, uint64_t capacity,
                                  uint64_t *out_len);

/* The mask of count card ids.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51 or an id given
 * twice. */
XIAPL_API int32_t xiapl_mask_from_ids(const int32_t *ids, uint64_t count,
                                      uint64_t *out_mask);

/* The ids of a mask's cards, ascending.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52;
 * XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = the number of cards). */
XIAPL_API int32_t xiapl_mask_to_ids(uint64_t mask, int32_t *out_ids,
                                    uint64_t capacity, uint64_t *out_len);

/* ------------------------------------------------------------------------ */
/* Deck                                                                       */
/* ------------------------------------------------------------------------ */

/* A deck: the ordered list of cards still in it. A new or reset deck holds the
 * 52 cards in id order; dealing takes cards from the front.
 * A deck is mutable: use it from one thread at a time. */
typedef struct xiapl_deck xiapl_deck;

/* Create a full deck. Errors: XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_deck_create(xiapl_deck **out_deck);

/* Free a deck. NULL is ignored. */
XIAPL_API void xiapl_deck_destroy(xiapl_deck *deck);

/* Shuffle the cards still in the deck. The same seed gives the same
 * permutation on every platform, seed 0 included: a Fisher-Yates shuffle driven
 * by xoshiro256** seeded through SplitMix64, with unbiased bounded draws
 * (docs/rng.md specifies it exactly). */
XIAPL_API int32_t xiapl_deck_shuffle(xiapl_deck *deck, uint64_t seed);

/* Deal count cards from the front into out_ids.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT when fewer than count cards remain;
 * XIAPL_ERR_BUFFER_TOO_SMALL when capacity < count (*out_len = count).
 * On error the deck is unchanged. */
XIAPL_API int32_t xiapl_deck_deal(xiapl_deck *deck, uint64_t count,
                                  int32_t *out_ids, uint64_t capacity,
                                  uint64_t *out_len);

/* Discard count cards from the front.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT when fewer than count cards remain. */
XIAPL_API int32_t xiapl_deck_burn(xiapl_deck *deck, uint64_t count);

/* Take the cards of mask out of the deck, wherever they are.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or a card that is no
 * longer in the deck (the deck is then unchanged). */
XIAPL_API int32_t xiapl_deck_remove(xiapl_deck *deck, uint64_t mask);

/* Put all 52 cards back, in id order. */
XIAPL_API int32_t xiapl_deck_reset(xiapl_deck *deck);

/* The cards still in the deck, front first. */
XIAPL_API int32_t xiapl_deck_cards(const xiapl_deck *deck, int32_t *out_ids,
                                   uint64_t capacity, uint64_t *out_len);

/* Replace the deck's cards by ids[0..count), front first: 0 to 52 distinct
 * ids. With xiapl_deck_cards it copies a deck (its future deals and shuffles
 * then match the original's).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an id outside 0..51, a repeated id,
 * or count > 52 (the deck is then unchanged). */
XIAPL_API int32_t xiapl_deck_set_cards(xiapl_deck *deck, const int32_t *ids, uint64_t count);

/* ------------------------------------------------------------------------ */
/* Hand evaluation                                                            */
/* ------------------------------------------------------------------------ */

/* Games: Hold'em (2 hole cards, best five of hole + board) and Omaha with 4,
 * 5 or 6 hole cards (exactly two hole cards and exactly three board cards). */
#define XIAPL_GAME_HOLDEM 0
#define XIAPL_GAME_OMAHA4 1
#define XIAPL_GAME_OMAHA5 2
#define XIAPL_GAME_OMAHA6 3

/* Hand categories, weakest first. */
#define XIAPL_CATEGORY_HIGH_CARD 0
#define XIAPL_CATEGORY_ONE_PAIR 1
#define XIAPL_CATEGORY_TWO_PAIR 2
#define XIAPL_CATEGORY_THREE_OF_A_KIND 3
#define XIAPL_CATEGORY_STRAIGHT 4
#define XIAPL_CATEGORY_FLUSH 5
#define XIAPL_CATEGORY_FULL_HOUSE 6
#define XIAPL_CATEGORY_FOUR_OF_A_KIND 7
#define XIAPL_CATEGORY_STRAIGHT_FLUSH 8

/* A hand's strength is an integer 1..7462, the rank of its best five cards
 * among the 7,462 distinct five-card hands: larger always wins, equal ties.
 * 7462 is a royal flush, 1 is 7-5-4-3-2 offsuit. */
#define XIAPL_STRENGTH_MAX 7462

/* The strength of the best five of 5, 6 or 7 cards.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or fewer than 5 / more
 * than 7 cards. */
XIAPL_API int32_t xiapl_evaluate_mask(uint64_t cards, int32_t *out_strength);

/* The same from count card ids; an id given twice is an error (a mask cannot
 * say so). */
XIAPL_API int32_t xiapl_evaluate_ids(const int32_t *ids, uint64_t count,
                                     int32_t *out_strength);

/* The strength of one player's hand in a game: Hold'em, the best five of
 * hole (2 cards) + board (3 to 5 cards); Omaha, the best of exactly two hole
 * cards (4, 5 or 6 of them) with exactly three board cards (3 to 5).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game, a wrong number of
 * hole or board cards, a card in both, a bit >= 52. */
XIAPL_API int32_t xiapl_evaluate_hand(uint64_t board, uint64_t hole, int32_t game,
                                      int32_t *out_strength);

/* Batch: out_strengths[i] = the strength of masks[i] (5 to 7 cards each).
 * Every mask is checked before any is evaluated: on error nothing is written
 * and the message names the first bad index. */
XIAPL_API int32_t xiapl_evaluate_many(const uint64_t *masks, uint64_t count,
                                      uint16_t *out_strengths);

/* Batch: out_strengths[i] = xiapl_evaluate_hand(boards[i], holes[i], game).
 * Checked as a whole before any evaluation, like xiapl_evaluate_many. */
XIAPL_API int32_t xiapl_evaluate_hands_many(const uint64_t *boards, const uint64_t *holes,
                                            uint64_t count, int32_t game,
                                            uint16_t *out_strengths);

/* Showdown: the indices (ascending) of every player whose hand is best; more
 * than one means a split pot. holes[i] are the players' hole cards.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT as for xiapl_evaluate_hand, for no
 * players, or for a card held twice; XIAPL_ERR_BUFFER_TOO_SMALL. */
XIAPL_API int32_t xiapl_judge(const uint64_t *holes, uint64_t player_count, uint64_t board,
                              int32_t game, int32_t *out_winners, uint64_t capacity,
                              uint64_t *out_len);

/* The five cards that make the hand (out_five) and the hole cards among them
 * (out_hole_used: for Omaha always two). When several fives are equally
 * strong, the one whose mask (five cards) is numerically largest is chosen.
 * Errors: as for xiapl_evaluate_hand. */
XIAPL_API int32_t xiapl_best_hand(uint64_t board, uint64_t hole, int32_t game,
                                  uint64_t *out_five, uint64_t *out_hole_used,
                                  int32_t *out_strength);

/* The category (XIAPL_CATEGORY_*) of a strength.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a strength outside 1..7462. */
XIAPL_API int32_t xiapl_strength_category(int32_t strength, int32_t *out_category);

/* The ranks (2..14) that order hands within the category, most significant
 * first: high card and flush, five ranks; one pair, the pair then three
 * kickers; two pair, both pairs then the kicker; three of a kind, the trips
 * then two kickers; straight and straight flush, the top card (5 for a
 * wheel); full house, trips then pair; four of a kind, quads then kicker.
 * Errors: an invalid strength; XIAPL_ERR_BUFFER_TOO_SMALL (5 always fits). */
XIAPL_API int32_t xiapl_strength_kickers(int32_t strength, int32_t *out_ranks,
                                         uint64_t capacity, uint64_t *out_len);

/* "Three of a Kind [14 13 9]": the category and the kickers, NUL-terminated;
 * *out_len excludes the NUL. Errors: an invalid strength; a short buffer
 * (64 bytes always suffice). */
XIAPL_API int32_t xiapl_describe_strength(int32_t strength, char *buf, uint64_t capacity,
                                          uint64_t *out_len);

/* A readable name: "full house, threes over twos", "straight, five-high",
 * "two pair, aces and kings", "royal flush". Same rules as above. */
XIAPL_API int32_t xiapl_hand_name(int32_t strength, char *buf, uint64_t capacity,
                                  uint64_t *out_len);

/* ------------------------------------------------------------------------ */
/* Suit canonicalization                                                      */
/* ------------------------------------------------------------------------ */

/* Poker does not care which suit is which: the 24 relabellings of the four
 * suits turn a hand, a board or a (hero, board) situation into strategically
 * identical ones. These functions map each input to one representative of its
 * class and give the class's orbit size, the number of distinct raw inputs it
 * stands for, so that work done once per class can be weighted back exactly
 * (docs/canonicalization.md).
 *
 * The representative: every suit s gets the key
 *     (board >> 13s & 0x1FFF) << 13 | (hero >> 13s & 0x1FFF)
 * (for a board or a hand alone, just its 13-bit rank pattern); the suit with
 * the largest key becomes clubs, the next diamonds, then hearts, then spades.
 * Equivalently: of the 24 relabellings, the one with the smallest board mask,
 * and among those the smallest hero mask. Canonicalizing a representative
 * gives it back, every relabelling of an input gives the same representative,
 * and the board of a canonical situation is the canonical board.
 *
 * The orbit size is 24 divided by the number of relabellings that leave the
 * input unchanged: 1, 4, 6, 12 or 24. Over all representatives of a size the
 * orbit sizes add up to the number of raw inputs (22,100 flops, ...). */

/* The canonical board of 3 (flop), 4 (turn) or 5 (river) cards and its orbit
 * size. out_orbit_size may be NULL.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or another card count. */
XIAPL_API int32_t xiapl_canon_board(uint64_t board, uint64_t *out_board,
                                    uint64_t *out_orbit_size);

/* The canonical form of hole cards alone: 2 (Hold'em) or 4, 5, 6 (Omaha)
 * cards. out_orbit_size may be NULL; for Hold'em it is the number of
 * combinations of the hand's class (6 for a pair, 4 suited, 12 offsuit).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or another card count. */
XIAPL_API int32_t xiapl_canon_hand(uint64_t hand, uint64_t *out_hand,
                                   uint64_t *out_orbit_size);

/* The canonical (hero, board) situation: both relabelled together, hero and
 * board kept apart. hero has 2, 4, 5 or 6 cards, board 3, 4 or 5, none in
 * common. out_orbit_size may be NULL.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52, a wrong card count, or
 * a card in both (the message names it). */
XIAPL_API int32_t xiapl_canon_hero_and_board(uint64_t hero, uint64_t board,
                                             uint64_t *out_hero, uint64_t *out_board,
                                             uint64_t *out_orbit_size);

/* The frozen top-rank form of a (hero, board) situation, kept for tables
 * built with it: the suits ordered by the highest board card each holds
 * (suits without board cards last, ties by suit index, clubs first) become
 * clubs, diamonds, hearts, spades, and the hero is relabelled alike. It is
 * not a canonical form (two relabellings of one situation can differ when
 * suits tie on their top board card): new code uses
 * xiapl_canon_hero_and_board. Same inputs and errors; out_orbit_size may be
 * NULL. */
XIAPL_API int32_t xiapl_canon_hero_and_board_top_rank(uint64_t hero, uint64_t board,
                                                      uint64_t *out_hero, uint64_t *out_board,
                                                      uint64_t *out_orbit_size);

/* The Hold'em starting-hand class of two hole cards, one of 169: "AA", "AKs"
 * (suited), "AKo" (offsuit), higher rank first; NUL-terminated, *out_len
 * excludes the NUL (4 bytes always suffice).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bit >= 52 or not exactly 2 cards;
 * XIAPL_ERR_BUFFER_TOO_SMALL. */
XIAPL_API int32_t xiapl_canon_holdem_class(uint64_t hand, char *buf, uint64_t capacity,
                                           uint64_t *out_len);

/* The number of canonical situations with hero_size hole cards (2, 4, 5, 6,
 * or 0 for boards alone) and board_size board cards (3, 4, 5, or 0 for hands
 * alone), computed in closed form (Burnside's lemma), without enumerating.
 * Hold'em: boards 1,755 / 16,432 / 134,459; hero + board 1,286,792 /
 * 13,960,050 / 123,156,254 (flop / turn / river); hands alone 169.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for another size or both sizes 0. */
XIAPL_API int32_t xiapl_canon_count(int32_t hero_size, int32_t board_size,
                                    uint64_t *out_count);

/* A stream of every canonical situation of one size, each exactly once, with
 * its orbit size, in a fixed order: boards ascending by mask, and for each
 * board the heroes ascending by mask. It holds one canonical board list (at
 * most 134,459 masks), never the situations, so the 123,156,254 river
 * situations can be streamed chunk by chunk. Use it from one thread at a
 * time; separate iterators are independent. */
typedef struct xiapl_canon_iter xiapl_canon_iter;

/* Start a stream; sizes as for xiapl_canon_count. hero_size 0 streams boards
 * alone, board_size 0 hands alone.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for the sizes; XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_canon_iter_create(int32_t hero_size, int32_t board_size,
                                          xiapl_canon_iter **out_iter);

/* Write the next situations: up to capacity of them into out_heroes[i],
 * out_boards[i] and out_orbit_sizes[i] (any of the three may be NULL to skip
 * that column; a board-only stream writes heroes 0, a hand-only stream boards
 * 0). *out_len is the number written; 0 means the stream is finished (and
 * stays finished). The chunk size does not change the stream.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL iter or out_len;
 * XIAPL_ERR_BUFFER_TOO_SMALL for capacity 0 on an unfinished stream
 * (*out_len = 1). */
XIAPL_API int32_t xiapl_canon_iter_next(xiapl_canon_iter *iter, uint64_t *out_heroes,
                                        uint64_t *out_boards, uint64_t *out_orbit_sizes,
                                        uint64_t capacity, uint64_t *out_len);

/* Free a stream. NULL is ignored. */
XIAPL_API void xiapl_canon_iter_destroy(xiapl_canon_iter *iter);

/* ------------------------------------------------------------------------ */
/* Equity                                                                     */
/* ------------------------------------------------------------------------ */

/* Each player's share of the pot when the rest of the board is dealt: by
 * exact enumeration of every board, or by Monte Carlo over random boards
 * (reproducible from a seed), for 1 to 23 Hold'em players (Omaha: 11, 9, 7
 * with 4, 5, 6 hole cards: what one deck deals with a full board), with dead
 * cards removed from the deck; and one hand against N opponents holding
 * unknown cards. docs/equity.md describes the methods and the exact random
 * draw, so that any binding can reproduce a seeded run.
 *
 * Equity = the fraction of deals won outright + each split pot's share (1/k
 * of a k-way split). win and tie are the fractions of deals won outright and
 * split. */

/* How a call counts deals (xiapl_equity_options.mode). */
#define XIAPL_EQUITY_EXACT 0       /* every possible deal, weighted exactly */
#define XIAPL_EQUITY_MONTE_CARLO 1 /* `iterations` random deals */
#define XIAPL_EQUITY_AUTO 2        /* exact when tractable, else Monte Carlo */

/* Monte Carlo runs in chunks of this many trials; chunk c of a run with seed s
 * draws from its own generator, seeded M(M(s) + c), where M(x) is the first
 * output of SplitMix64 seeded with x (docs/equity.md). */
#define XIAPL_EQUITY_CHUNK_TRIALS 65536

/* The most worker threads a call starts (a larger `threads` is capped). */
#define XIAPL_EQUITY_MAX_THREADS 64

/* A progress hook: called on the thread that made the call, never on a
 * worker, about every 20 ms and once at the end (done == total), with the work
 * done so far in whole chunks (Monte Carlo: trials; enumerations: their own
 * units). Return 0 to continue, anything else to cancel: the workers stop at
 * their next chunk boundary and the call returns XIAPL_ERR_CANCELLED, having
 * written nothing and left nothing running or allocated. The hook must not
 * call back into an equity function. */
typedef int32_t (*xiapl_progress_fn)(void *user, uint64_t done, uint64_t total);

/* Options. Fill with xiapl_equity_options_init(), then change fields; the
 * library rejects a struct_size smaller than this version's struct. */
typedef struct xiapl_equity_options {
    uint32_t struct_size;  /* sizeof(xiapl_equity_options), set by _init */
    int32_t mode;          /* XIAPL_EQUITY_*; default XIAPL_EQUITY_EXACT */
    uint64_t iterations;   /* Monte Carlo trials, 1 .. 2^63; default 1000000 */
    uint64_t seed;         /* used when deterministic; default 0 */
    int32_t deterministic; /* 1 (default): use seed; 0: a fresh seed each call,
                            * reported in the summary so the run can be repeated */
    uint32_t threads;      /* 0 (default): one per CPU; 1: the calling thread
                            * alone; N: N workers. At most
                            * XIAPL_EQUITY_MAX_THREADS and one per chunk. Never
                            * changes a result. */
    xiapl_progress_fn progress; /* NULL (default): no progress, no cancel */
    void *progress_user;        /* passed to progress */
} xiapl_equity_options;

/* One player's result. */
typedef struct xiapl_player_equity {
    double equity;    /* win + split shares */
    double win;       /* fraction of deals won outright */
    double tie;       /* fraction of deals whose pot this player splits */
    double std_error; /* Monte Carlo: standard error of equity; exact: 0 */
} xiapl_player_equity;

/* What a call did. Set struct_size to sizeof(xiapl_equity_summary) before the
 * call; the library writes the fields that fit. */
typedef struct xiapl_equity_summary {
    uint32_t struct_size;
    int32_t exact;       /* 1 if every deal was counted */
    uint64_t trials;     /* deals counted */
    double chop_rate;    /* fraction of deals with a split pot */
    uint64_t seed;       /* Monte Carlo: the seed used; exact: 0 */
    uint64_t evaluated;  /* deals or classes of deals actually evaluated */
} xiapl_equity_summary;

/* Fill options with the defaults (exact, 1000000 iterations for Monte Carlo,
 * seed 0, deterministic, automatic threads, no progress hook).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL. */
XIAPL_API int32_t xiapl_equity_options_init(xiapl_equity_options *options);

/* The most players calculate_equity accepts for a game: 23 (Hold'em), 11, 9,
 * 7 (Omaha with 4, 5, 6 hole cards).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game or NULL. */
XIAPL_API int32_t xiapl_equity_max_players(int32_t game, int32_t *out_max);

/* The equity of player_count players: holes[i] holds player i's hole cards
 * (2 for Hold'em, 4, 5, 6 for Omaha), board 0, 3, 4 or 5 cards, dead cards
 * out of the deck. options may be NULL (exact). out_players[i] receives player
 * i's result; *out_len is always set to player_count. out_summary may be NULL.
 *
 * Exact enumeration (XIAPL_EQUITY_EXACT or _AUTO) counts every board: AsKs
 * against QdQc preflop, 1,712,304 boards, in well under a millisecond.
 * Monte Carlo with at least as many iterations as there are boards
 * enumerates instead, and says so (summary exact = 1). A seeded Monte Carlo
 * run gives bit-identical results at every thread count and on every
 * platform.
 *
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game, no players, a bit
 * >= 52, a wrong number of hole cards, a board of 1, 2 or more than 5 cards,
 * a card held twice (between players, the board, the dead cards), fewer cards
 * left than the board needs, Monte Carlo with 0 iterations, bad options or a
 * NULL pointer; XIAPL_ERR_LIMIT_EXCEEDED for more players than
 * xiapl_equity_max_players or more than 2^63 iterations;
 * XIAPL_ERR_BUFFER_TOO_SMALL when capacity < player_count;
 * XIAPL_ERR_CANCELLED when the progress hook asked to stop;
 * XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_calculate_equity(const uint64_t *holes, uint64_t player_count,
                                         uint64_t board, uint64_t dead, int32_t game,
                                         const xiapl_equity_options *options,
                                         xiapl_player_equity *out_players, uint64_t capacity,
                                         uint64_t *out_len, xiapl_equity_summary *out_summary);

/* The equity of one hand (hole) against `opponents` players whose cards are
 * unknown, each dealt at random from the cards left, on a board of 0, 3, 4 or
 * 5 cards. *out_hero receives the hand's result; the summary's chop_rate
 * counts every split pot, whoever splits it.
 *
 * Exact enumeration covers every holding of the opponents and every board.
 * It is tractable when its estimated cost (holdings x boards evaluated x
 * players x the game's weight) is at most 2^28: Hold'em against one opponent
 * on any street (preflop: about 0.15 s on one core) and two from the turn,
 * Omaha-4 against one from the turn, Omaha-5 and -6 against one on the
 * river. XIAPL_EQUITY_AUTO enumerates when tractable and runs Monte Carlo
 * otherwise; XIAPL_EQUITY_EXACT fails with
 * XIAPL_ERR_LIMIT_EXCEEDED when not tractable; Monte Carlo enumerates when
 * iterations cover every deal and the enumeration is tractable.
 *
 * Errors: as xiapl_calculate_equity; XIAPL_ERR_INVALID_ARGUMENT for 0
 * opponents; XIAPL_ERR_LIMIT_EXCEEDED for more opponents than
 * xiapl_equity_max_players - 1, or an intractable exact request. */
XIAPL_API int32_t xiapl_calculate_equity_vs_random(uint64_t hole, uint64_t board, uint64_t dead,
                                                   uint32_t opponents, int32_t game,
                                                   const xiapl_equity_options *options,
                                                   xiapl_player_equity *out_hero,
                                                   xiapl_equity_summary *out_summary);

/* ------------------------------------------------------------------------ */
/* Table rules engine                                                         */
/* ------------------------------------------------------------------------ */

/* One hand of No-Limit Hold'em or Pot-Limit Omaha (4, 5 or 6 hole cards) for
 * 2 to 10 seats, in integer chips. A state handle is immutable: applying an
 * action or dealing cards creates a NEW handle and leaves the old one valid
 * (destroy each one you create). An immutable handle may be read from several
 * threads at once. docs/table.md lists the rules.
 *
 * Rules in short: antes are dead money posted first; blinds and straddles are
 * street bets (posted all-in when a stack is short; the largest nominal blind
 * is what others must call). Preflop the seat after the last largest blind
 * acts first, after the flop the first live seat left of the button. Minimum
 * bet min_bet; minimum raise the last full raise; a short all-in raise does
 * not reopen the betting for a seat that already acted unless the raises
 * since it acted add up to a full raise. No fold when checking is free; no
 * raise when every opponent is all-in. Uncalled chips go back; side pots are
 * layered by contribution; ties split with odd chips clockwise from the
 * button; a live seat without known hole cards at showdown mucks.
 *
 * Illegal requests return XIAPL_ERR_INVALID_ARGUMENT; the message names the
 * rule broken ("illegal action by seat 2: raise to 30 is below the minimum
 * raise to 40 ..."). */
typedef struct xiapl_table_state xiapl_table_state;

#define XIAPL_TABLE_MAX_SEATS 10

#define XIAPL_BETTING_NO_LIMIT 0
#define XIAPL_BETTING_POT_LIMIT 1

/* Phases of a hand. */
#define XIAPL_PHASE_BETTING 0  /* a seat must act */
#define XIAPL_PHASE_DEALING 1  /* board cards are due (xiapl_table_deal_board) */
#define XIAPL_PHASE_FINISHED 2 /* the pots are awarded */

/* Streets. */
#define XIAPL_STREET_PREFLOP 0
#define XIAPL_STREET_FLOP 1
#define XIAPL_STREET_TURN 2
#define XIAPL_STREET_RIVER 3

/* Actions. BET_OR_RAISE takes the seat's total bet on the street after the
 * action ("raise to"); the others ignore the amount. ALL_IN bets, raises or
 * calls with the whole stack; CHECK_OR_CALL does whichever is legal. */
#define XIAPL_ACTION_FOLD 0
#define XIAPL_ACTION_CHECK 1
#define XIAPL_ACTION_CALL 2
#define XIAPL_ACTION_BET_OR_RAISE 3
#define XIAPL_ACTION_ALL_IN 4
#define XIAPL_ACTION_CHECK_OR_CALL 5

/* Per-seat columns for xiapl_table_seat_values. */
#define XIAPL_SEAT_STACK 0       /* chips behind (Finished: the final stack) */
#define XIAPL_SEAT_BET 1         /* chips put in on this street */
#define XIAPL_SEAT_CONTRIBUTED 2 /* chips put in this hand, uncalled chips returned */
#define XIAPL_SEAT_WON 3         /* chips awarded from the pots */
#define XIAPL_SEAT_FOLDED 4      /* 1 if folded */
#define XIAPL_SEAT_ALL_IN 5      /* 1 if all-in */
#define XIAPL_SEAT_HOLE 6        /* the hole-card mask (0 = unknown) */

/* The hand to start. Fill with xiapl_table_config_init, then set the fields;
 * arrays are indexed by seat (clockwise), entries past seat_count ignored. */
typedef struct xiapl_table_config {
    uint32_t struct_size;  /* sizeof(xiapl_table_config); set by _init */
    int32_t game;          /* XIAPL_GAME_*; default Hold'em */
    int32_t betting;       /* XIAPL_BETTING_*; default no-limit */
    int32_t seat_count;    /* 2..10 */
    int32_t button;        /* the dealer button's seat */
    int32_t random_holes;  /* 1: deal unknown (0) hole cards from the seeded RNG */
    uint64_t seed;         /* seeds random hole and board dealing */
    int64_t min_bet;       /* 0: the largest blind */
    int64_t stacks[XIAPL_TABLE_MAX_SEATS];     /* > 0 */
    int64_t antes[XIAPL_TABLE_MAX_SEATS];      /* a big-blind ante is one entry */
    int64_t blinds[XIAPL_TABLE_MAX_SEATS];     /* blinds and straddles, nominal */
    uint64_t hole_cards[XIAPL_TABLE_MAX_SEATS]; /* card masks; 0 = unknown */
} xiapl_table_config;

/* Set every field to its default (zeros, Hold'em, no-limit, struct_size).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL. */
XIAPL_API int32_t xiapl_table_config_init(xiapl_table_config *config);

/* Heads-up and ring blinds the usual way: heads-up the button posts the small
 * blind; otherwise the two seats after the button post. Writes seat_count
 * entries to out_blinds (capacity XIAPL_TABLE_MAX_SEATS is always enough).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a bad seat count, button or a
 * negative blind; XIAPL_ERR_BUFFER_TOO_SMALL. */
XIAPL_API int32_t xiapl_table_standard_blinds(int32_t seat_count, int32_t button,
                                              int64_t small_blind, int64_t big_blind,
                                              int64_t *out_blinds, uint64_t capacity,
                                              uint64_t *out_len);

/* Start a hand: post antes and blinds. The new state is in the Betting phase
 * (or Dealing when nobody can act).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT naming the bad field (seat count,
 * button, a negative amount, an amount above 2^52 chips, an empty stack, a
 * wrong number of hole cards, a card dealt twice, more known and random hole
 * cards than a deck holds with a 5-card board); XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_table_create(const xiapl_table_config *config,
                                     xiapl_table_state **out_state);

/* Free a state. NULL is ignored. */
XIAPL_API void xiapl_table_destroy(xiapl_table_state *state);

/* The seat to act applies an action; *out_state is a new state.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown action or an illegal one
 * (the message names the rule), or when no seat is to act. */
XIAPL_API int32_t xiapl_table_apply(const xiapl_table_state *state, int32_t action,
                                    int64_t amount, xiapl_table_state **out_state);

/* A step of xiapl_table_apply_many that deals board cards instead of acting:
 * its amount is the mask of the cards due. */
#define XIAPL_STEP_DEAL_BOARD 16

/* Apply count steps in order in one call (a whole hand history, say): step i
 * is kinds[i] (an XIAPL_ACTION_* or XIAPL_STEP_DEAL_BOARD) with amounts[i],
 * as xiapl_table_apply or xiapl_table_deal_board would take it. seats may be
 * NULL; otherwise an action step with seats[i] >= 0 requires that seat to be
 * the one to act (deal steps ignore it). kinds and amounts may be NULL when
 * count is 0. *out_state is the state after the last step (a new handle,
 * also for count 0). *out_failed_index is count on success, the failing
 * step's index when a step fails (the message starts "step i: " and names
 * the rule as the one-step call would), and count for any other failure; on
 * failure *out_state is not written.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL pointers, an unknown step kind,
 * a step by the wrong seat or an illegal one; XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_table_apply_many(const xiapl_table_state *state, const int32_t *seats,
                                         const int32_t *kinds, const int64_t *amounts,
                                         uint64_t count, xiapl_table_state **out_state,
                                         uint64_t *out_failed_index);

/* Deal the due board cards (3 for the flop, 1 for the turn and the river);
 * *out_state is a new state.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT when no cards are due, for the wrong
 * number of cards or a card already dealt. */
XIAPL_API int32_t xiapl_table_deal_board(const xiapl_table_state *state, uint64_t cards,
                                         xiapl_table_state **out_state);

/* Deal the due board cards from the state's seeded RNG stream (the same
 * config and the same calls give the same cards on every platform).
 * Errors: as xiapl_table_deal_board. */
XIAPL_API int32_t xiapl_table_deal_board_random(const xiapl_table_state *state,
                                                xiapl_table_state **out_state);

/* The legal actions of the seat to act, one row each: out_kinds[i] an
 * XIAPL_ACTION_*, out_min[i] and out_max[i] its amounts (FOLD, CHECK: 0 and
 * 0; CALL: the chips the call adds, twice; BET_OR_RAISE: the smallest and the
 * largest street total, exact under pot limit; ALL_IN: the street total after
 * going all-in, twice). At most 5 rows; none when no seat is to act.
 * Errors: XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = rows needed). */
XIAPL_API int32_t xiapl_table_legal_actions(const xiapl_table_state *state, int32_t *out_kinds,
                                            int64_t *out_min, int64_t *out_max,
                                            uint64_t capacity, uint64_t *out_len);

/* A snapshot of the hand. Set struct_size = sizeof(xiapl_table_info) before
 * the call; the library writes the fields that fit. */
typedef struct xiapl_table_info {
    uint32_t struct_size;
    int32_t seat_count;
    int32_t phase;        /* XIAPL_PHASE_* */
    int32_t street;       /* XIAPL_STREET_* */
    int32_t actor;        /* the seat to act, or -1 */
    int32_t cards_needed; /* board cards due (Dealing), else 0 */
    uint64_t board;
    int64_t pot_total;    /* chips in the pots (0 once Finished) */
    int64_t current_bet;  /* the street's bet level */
    int64_t min_raise;    /* the last full raise */
    int64_t total_chips;  /* the chips in play, conserved */
    int64_t history_len;  /* actions and deals so far */
} xiapl_table_info;

/* Errors: XIAPL_ERR_INVALID_ARGUMENT for NULL or a struct_size below 8. */
XIAPL_API int32_t xiapl_table_info_get(const xiapl_table_state *state, xiapl_table_info *out_info);

/* One value per seat for a column XIAPL_SEAT_* (masks as int64_t).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown column;
 * XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = seat_count). */
XIAPL_API int32_t xiapl_table_seat_values(const xiapl_table_state *state, int32_t column,
                                          int64_t *out_values, uint64_t capacity,
                                          uint64_t *out_len);

/* The pots, main pot first: out_amounts[i] chips, out_eligible[i] a bit mask
 * of the seats that can win it (bit s = seat s). Finished: the pots as
 * awarded.
 * Errors: XIAPL_ERR_BUFFER_TOO_SMALL (*out_len = number of pots). */
XIAPL_API int32_t xiapl_table_pots(const xiapl_table_state *state, int64_t *out_amounts,
                                   uint64_t *out_eligible, uint64_t capacity, uint64_t *out_len);

/* Check chip conservation, that no card is dealt twice, that the actor may
 * act and that the awards equal the pots. XIAPL_OK when all hold.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT naming the broken invariant. */
XIAPL_API int32_t xiapl_table_check_invariants(const xiapl_table_state *state);

/* The state as text (ASCII, lines ending in '\n', no NUL): its config and every
 * action and deal that led to it (docs/table.md, "Saving a state"). It is
 * what copies, saves and sends a state between processes; the text is
 * written into buf with a terminating NUL, and *out_len is its length
 * without the NUL.
 * Errors: XIAPL_ERR_BUFFER_TOO_SMALL when capacity <= the length
 * (*out_len = the length; nothing is written). */
XIAPL_API int32_t xiapl_table_serialize(const xiapl_table_state *state, char *buf, uint64_t capacity,
                                        uint64_t *out_len);

/* A state from the text of xiapl_table_serialize (length bytes, no NUL
 * needed): the config, then every step replayed through the rules, the
 * seeded stream included, so the new state continues the hand exactly as
 * the saved one would.
 * Errors: XIAPL_ERR_PARSE naming the line for text that is not a saved
 * state; XIAPL_ERR_INVALID_ARGUMENT naming the line for a config or step
 * the rules refuse; XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_table_deserialize(const char *text, uint64_t length,
                                          xiapl_table_state **out_state);

/* ------------------------------------------------------------------------ */
/* Ranges                                                                     */
/* ------------------------------------------------------------------------ */

/* A range is a set of distinct starting hands ("combos") of one game, each a
 * hole-card mask with a weight in (0, 1] (the frequency the hand is held).
 * Combos are kept in ascending mask order. A range handle is immutable once
 * created: any number of threads may read it at once; only
 * xiapl_range_destroy must not race with other uses. docs/ranges.md describes
 * both grammars. */
typedef struct xiapl_range xiapl_range;

/* Parse range text for a game (XIAPL_GAME_*), NUL-terminated UTF-8.
 * Hold'em: comma-separated items "JJ", "AKs", "AKo", "AK", "JJ+", "AQs+",
 * "TT-88", "AJs-A8s", "76s-54s", exact "AdAh", each with an optional weight
 * suffix ":0.5". Omaha (4, 5 or 6 hole cards): patterns of exactly that many
 * symbols, each a rank or '*', matched by multiset containment ("AA**" = at
 * least two aces), optional suit qualifier "ds" / "ss" / "r", exact hands
 * ("AsKsQhJd"), progressions "JJ**+", "8765-", "JT98-8765", weights.
 * Items are unioned; a combo reached by two items must get the same weight
 * from both. A blank text is the empty range; a well-formed pattern no hand
 * satisfies adds nothing.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL text or out_range or an
 * unknown game; XIAPL_ERR_PARSE for text outside the grammar or conflicting
 * weights (the message names the item, its position and the fix);
 * XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_range_parse(const char *text, int32_t game, xiapl_range **out_range);

/* Every hand of a game with weight 1 (Hold'em 1,326; Omaha 270,725 /
 * 2,598,960 / 20,358,520 for 4 / 5 / 6 hole cards).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for an unknown game or a NULL out_range;
 * XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_range_all(int32_t game, xiapl_range **out_range);

/* A range from count explicit combos: masks[i] with weights[i] (weights may be
 * NULL: every weight 1). Each mask must hold exactly the game's number of hole
 * cards; each weight must be in (0, 1]; a mask given twice must carry the same
 * weight both times.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT naming the offending combo;
 * XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_range_from_combos(int32_t game, const uint64_t *masks, const double *weights,
                                          uint64_t count, xiapl_range **out_range);

/* Free a range. NULL is ignored. */
XIAPL_API void xiapl_range_destroy(xiapl_range *range);

/* The game of a range (XIAPL_GAME_*).
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument. */
XIAPL_API int32_t xiapl_range_game(const xiapl_range *range, int32_t *out_game);

/* The number of combos.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument. */
XIAPL_API int32_t xiapl_range_size(const xiapl_range *range, uint64_t *out_size);

/* The sum of the weights.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument. */
XIAPL_API int32_t xiapl_range_total_weight(const xiapl_range *range, double *out_weight);

/* The combos sharing no card with dead (0: all of them), ascending mask:
 * out_masks[i] and out_weights[i] (either may be NULL to skip that column).
 * *out_len is the number of such combos.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL range or out_len or a bit >= 52
 * in dead; XIAPL_ERR_BUFFER_TOO_SMALL when capacity < *out_len. */
XIAPL_API int32_t xiapl_range_combos(const xiapl_range *range, uint64_t dead, uint64_t *out_masks,
                                     double *out_weights, uint64_t capacity, uint64_t *out_len);

/* Weighted set algebra into a new range (destroy it with
 * xiapl_range_destroy). A combo missing from a range has weight 0 there:
 * union max(wa, wb); intersection min(wa, wb); difference max(0, wa - wb);
 * a combo whose weight is 0 is left out.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL argument or ranges of
 * different games; XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_range_union(const xiapl_range *a, const xiapl_range *b, xiapl_range **out_range);
XIAPL_API int32_t xiapl_range_intersection(const xiapl_range *a, const xiapl_range *b,
                                           xiapl_range **out_range);
XIAPL_API int32_t xiapl_range_difference(const xiapl_range *a, const xiapl_range *b,
                                         xiapl_range **out_range);

/* ------------------------------------------------------------------------- */
/* Range equity                                                              */
/* ------------------------------------------------------------------------- */

/* Equity over ranges (docs/range_equity.md). Each player holds one combo of
 * their range; a deal of combos is possible when no two combos share a card
 * and none touches the board or the dead cards, and it weighs the product of
 * the combos' weights. A player's aggregate equity is the weighted mean of
 * the fixed-hand equity over the possible deals of combos.
 *
 * options->mode: XIAPL_EQUITY_EXACT enumerates every deal of combos and every
 * board, and fails with XIAPL_ERR_LIMIT_EXCEEDED (the message says to use
 * Monte Carlo) when it would exceed XIAPL_RANGE_EQUITY_MAX_EXACT_DEALS deals
 * of combos or XIAPL_RANGE_EQUITY_MAX_EXACT_WORK evaluations (deals of combos
 * x boards evaluated x players; a whole Hold'em board to come counts 50,000);
 * XIAPL_EQUITY_MONTE_CARLO samples `iterations` deals: one combo per range by
 * weight, all redrawn while two collide, then the rest of the board;
 * XIAPL_EQUITY_AUTO is exact within the caps, Monte Carlo past them. Seeded
 * Monte Carlo is bit-identical at every thread count. */
#define XIAPL_RANGE_EQUITY_MAX_EXACT_DEALS (UINT64_C(1) << 22)
#define XIAPL_RANGE_EQUITY_MAX_EXACT_WORK (UINT64_C(1) << 31)

/* calculate_range_equity's modes. */
#define XIAPL_RANGE_EQUITY_PER_COMBO 0      /* aggregates and one row per combo */
#define XIAPL_RANGE_EQUITY_AGGREGATE_ONLY 1 /* aggregates alone */

/* One combo's row. equity is NaN and matchup_weight 0 for a combo that meets
 * no opposing combo (it touches the board or dead cards, or collides with
 * every opposing combo). matchup_weight: exact, the summed weight of the
 * opposing combos it meets; Monte Carlo, the number of sampled deals it was
 * dealt in. */
typedef struct xiapl_combo_equity {
    uint64_t mask;
    double weight;
    double equity;
    double matchup_weight;
} xiapl_combo_equity;

/* The aggregates. Set struct_size to sizeof(xiapl_range_equity_summary)
 * before the call; the library writes the fields that fit. */
typedef struct xiapl_range_equity_summary {
    uint32_t struct_size;
    int32_t exact;         /* 1 if every deal of combos and board was counted */
    uint64_t trials;       /* exact: boards over all deals of combos; MC: deals sampled */
    uint64_t matchups;     /* exact: deals of combos enumerated; MC: 0 */
    uint64_t seed;         /* Monte Carlo: the seed used; exact: 0 */
    double hero_equity;    /* weighted aggregate */
    double villain_equity; /* weighted aggregate */
    double std_error;      /* Monte Carlo: standard error of hero_equity; exact: 0 */
} xiapl_range_equity_summary;

/* Heads-up range equity. Both ranges must be of the same game. mode is
 * XIAPL_RANGE_EQUITY_*. PerCombo writes one row per combo of each range, in
 * the range's combo order (ascending mask): *out_hero_len and
 * *out_villain_len are always set to the sizes needed (0 and 0 for
 * AggregateOnly, where the row buffers may be NULL), and a short buffer fails
 * with XIAPL_ERR_BUFFER_TOO_SMALL before any work. options may be NULL
 * (exact). out_summary must not be NULL.
 *
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for a NULL range, out length or
 * summary, ranges of different games, a bad board or dead mask, a range with
 * no combo free of the board and dead cards, ranges with no possible deal,
 * an unknown mode or bad options; XIAPL_ERR_LIMIT_EXCEEDED past the exact
 * caps; XIAPL_ERR_BUFFER_TOO_SMALL; XIAPL_ERR_CANCELLED;
 * XIAPL_ERR_OUT_OF_MEMORY. */
XIAPL_API int32_t xiapl_calculate_range_equity(const xiapl_range *hero, const xiapl_range *villain,
                                               uint64_t board, uint64_t dead,
                                               const xiapl_equity_options *options, int32_t mode,
                                               xiapl_combo_equity *out_hero, uint64_t hero_capacity,
                                               uint64_t *out_hero_len, xiapl_combo_equity *out_villain,
                                               uint64_t villain_capacity, uint64_t *out_villain_len,
                                               xiapl_range_equity_summary *out_summary);

/* Multiway range equity: range_count ranges (2 .. xiapl_equity_max_players)
 * of one game. out_players[i] receives range i's aggregate (equity, win, tie,
 * std_error); *out_len is always set to range_count. With two ranges the
 * aggregates equal xiapl_calculate_range_equity's. out_summary may be NULL;
 * its chop_rate is the weighted fraction of deals with a split pot and
 * evaluated is the number of deals of combos enumerated (exact) or 0.
 * Errors: as xiapl_calculate_range_equity, and XIAPL_ERR_LIMIT_EXCEEDED for
 * more ranges than players a deck deals to. */
XIAPL_API int32_t xiapl_calculate_multiway_range_equity(const xiapl_range *const *ranges,
                                                        uint64_t range_count, uint64_t board,
                                                        uint64_t dead,
                                                        const xiapl_equity_options *options,
                                                        xiapl_player_equity *out_players,
                                                        uint64_t capacity, uint64_t *out_len,
                                                        xiapl_equity_summary *out_summary);

/* The strongest floor(top_percent * 169) Hold'em starting-hand classes by
 * exact equity against one random hand (a committed table; no sampling),
 * strongest first, as comma-separated labels ("AA,KK,...,KQs" for 0.10),
 * NUL-terminated; *out_len excludes the NUL (1024 bytes always suffice).
 * top_percent counts the 169 classes, not combos.
 * Errors: XIAPL_ERR_INVALID_ARGUMENT for top_percent outside [0, 1], a game
 * other than XIAPL_GAME_HOLDEM, or a NULL out_len; a short buffer. */
XIAPL_API int32_t xiapl_rank_starting_hands(double top_percent, int32_t game, char *buf,
                                            uint64_t capacity, uint64_t *out_len);

/* The same classes as a new range, every combo weight 1 (0.10: 104 combos).
 * Destroy it with xiapl_range_destroy.
 * Errors: as xiapl_rank_starting_hands; NULL out_range. */
XIAPL_API int32_t xiapl_generate_top_percent_range(double top_percent, int32_t game,
                                                   xiapl_range **out_range);

#ifdef __cplusplus
}
#endif

#endif /* XIAPL_XIAPL_H */
