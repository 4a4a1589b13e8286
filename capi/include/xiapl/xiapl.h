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

#ifdef __cplusplus
}
#endif

#endif /* XIAPL_XIAPL_H */
