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

#ifdef __cplusplus
}
#endif

#endif /* XIAPL_XIAPL_H */
