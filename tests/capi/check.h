/* The CHECK macro of the C ABI tests: counts passes and failures (atomically,
 * so worker threads may check too) and prints each failure with the library's
 * last error message. main() ends with `return check_summary();`. */
#ifndef XIAPL_TESTS_CAPI_CHECK_H
#define XIAPL_TESTS_CAPI_CHECK_H

#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "xiapl/xiapl.h"

static atomic_int passed, failed;

#define CHECK(cond)                                                                                                   \
    do {                                                                                                              \
        if (cond) {                                                                                                   \
            atomic_fetch_add(&passed, 1);                                                                             \
        } else {                                                                                                      \
            atomic_fetch_add(&failed, 1);                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s (%s)\n", __FILE__, __LINE__, #cond, xiapl_last_error_message()); \
        }                                                                                                             \
    } while (0)

/* True when the library's last error message contains `needle`. */
static inline int message_contains(const char *needle) { return strstr(xiapl_last_error_message(), needle) != NULL; }

/* A card mask from text such as "AsKd", with the card encoding spelled out
 * here (id = suit * 13 + rank - 2) rather than taken from the library. */
static inline uint64_t card_mask(const char *text) {
    static const char ranks[] = "23456789TJQKA";
    static const char suits[] = "cdhs";
    uint64_t mask = 0;
    size_t i;
    for (i = 0; text[i] != '\0' && text[i + 1] != '\0'; i += 2) {
        const int rank = (int)(strchr(ranks, text[i]) - ranks);
        const int suit = (int)(strchr(suits, text[i + 1]) - suits);
        mask |= UINT64_C(1) << (suit * 13 + rank);
    }
    return mask;
}

/* Prints "<passed> passed, <failed> failed"; the exit status of the test. */
static int check_summary(void) {
    const int failures = atomic_load(&failed);
    printf("%d passed, %d failed\n", atomic_load(&passed), failures);
    return failures == 0 ? 0 : 1;
}

#endif
