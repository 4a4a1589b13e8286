/*
 * Properties of a parsed range, shared by fuzz_holdem_range.c and
 * fuzz_omaha_range.c: its combos are ascending masks of the game's number of
 * hole cards with weights in (0, 1]; its size and total weight agree with its
 * combos; it round-trips through xiapl_range_from_combos and through text
 * (its combos written as exact hands with weights, and its own compact
 * text from xiapl_range_to_text); the set algebra
 * keeps |a u b| + |a n b| = |a| + |b|, and a - a, a n a, a u a are what they
 * must be.
 */
#ifndef XIAPL_FUZZ_RANGE_CHECKS_H
#define XIAPL_FUZZ_RANGE_CHECKS_H

#include <math.h>

#include "fuzz_common.h"

static inline int fuzz_hole_cards(int32_t game) {
    static const int cards[] = {2, 4, 5, 6};
    return cards[game];
}

static inline uint64_t fuzz_range_size(const xiapl_range *range) {
    uint64_t size = 0;
    fuzz_check_status(xiapl_range_size(range, &size), "xiapl_range_size");
    return size;
}

/* The combos written back as text, one exact hand with its weight per item
 * ("AsKs:0.50000000000000000,..."), parse to the same combos and weights. */
static inline void fuzz_check_text_round_trip(const uint64_t *masks, const double *weights, uint64_t size,
                                              int32_t game) {
    size_t capacity = (size_t)size * 40 + 1, used = 0;
    char *text = (char *)malloc(capacity);
    uint64_t i, len = 0;
    xiapl_range *again = NULL;
    int32_t status;
    if (text == NULL) return;
    text[0] = '\0';
    for (i = 0; i < size; ++i) {
        int32_t ids[6];
        uint64_t count = 0, k, name_len = 0;
        fuzz_check_status(xiapl_mask_to_ids(masks[i], ids, 6, &count), "xiapl_mask_to_ids");
        if (i > 0) text[used++] = ',';
        for (k = 0; k < count; ++k) {
            fuzz_check_status(xiapl_card_name(ids[k], text + used, 3, &name_len), "xiapl_card_name");
            used += 2;
        }
        used += (size_t)snprintf(text + used, capacity - used, ":%.17g", weights[i]);
    }
    status = xiapl_range_parse(game, text, &again);
    fuzz_check_status(status, "xiapl_range_parse (round trip)");
    FUZZ_CHECK(status == XIAPL_OK, "the range written as exact hands does not parse: %s", xiapl_last_error_message());
    fuzz_check_status(xiapl_range_size(again, &len), "xiapl_range_size");
    FUZZ_CHECK(len == size, "round trip: %llu combos, then %llu", (unsigned long long)size, (unsigned long long)len);
    {
        uint64_t *masks2 = (uint64_t *)malloc((size + 1) * sizeof *masks2);
        double *weights2 = (double *)malloc((size + 1) * sizeof *weights2);
        if (masks2 != NULL && weights2 != NULL) {
            fuzz_check_status(xiapl_range_combos(again, 0, masks2, weights2, size, &len), "xiapl_range_combos");
            for (i = 0; i < size; ++i) {
                FUZZ_CHECK(masks2[i] == masks[i] && weights2[i] == weights[i],
                           "round trip changed combo %llu: %llx:%.17g -> %llx:%.17g", (unsigned long long)i,
                           (unsigned long long)masks[i], weights[i], (unsigned long long)masks2[i], weights2[i]);
            }
        }
        free(masks2);
        free(weights2);
    }
    xiapl_range_destroy(again);
    free(text);
}

/* The range's own text (xiapl_range_to_text, the compact notation) parses
 * back to the same combos and weights. */
static inline void fuzz_check_compact_text(const xiapl_range *range, const uint64_t *masks, const double *weights,
                                           uint64_t size, int32_t game) {
    uint64_t len = 0, i, again_size = 0;
    char *text;
    xiapl_range *again = NULL;
    int32_t status = xiapl_range_to_text(range, NULL, 0, &len);
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL || (status == XIAPL_OK && len == 0), "xiapl_range_to_text: %s",
               xiapl_status_name(status));
    text = (char *)malloc((size_t)len + 1);
    if (text == NULL) return;
    fuzz_check_status(xiapl_range_to_text(range, text, len + 1, &len), "xiapl_range_to_text");
    FUZZ_CHECK(strlen(text) == len, "xiapl_range_to_text: length %llu, text of %zu", (unsigned long long)len,
               strlen(text));
    status = xiapl_range_parse(game, text, &again);
    FUZZ_CHECK(status == XIAPL_OK, "the range's own text does not parse (%s): \"%.200s\"", xiapl_last_error_message(),
               text);
    fuzz_check_status(xiapl_range_size(again, &again_size), "xiapl_range_size");
    FUZZ_CHECK(again_size == size, "compact text round trip: %llu combos, then %llu (\"%.200s\")",
               (unsigned long long)size, (unsigned long long)again_size, text);
    {
        uint64_t *masks2 = (uint64_t *)malloc((size + 1) * sizeof *masks2);
        double *weights2 = (double *)malloc((size + 1) * sizeof *weights2);
        if (masks2 != NULL && weights2 != NULL) {
            fuzz_check_status(xiapl_range_combos(again, 0, masks2, weights2, size, &len), "xiapl_range_combos");
            for (i = 0; i < size; ++i) {
                FUZZ_CHECK(masks2[i] == masks[i] && weights2[i] == weights[i],
                           "compact text round trip changed combo %llu: %llx:%.17g -> %llx:%.17g (\"%.200s\")",
                           (unsigned long long)i, (unsigned long long)masks[i], weights[i],
                           (unsigned long long)masks2[i], weights2[i], text);
            }
        }
        free(masks2);
        free(weights2);
    }
    xiapl_range_destroy(again);
    free(text);
}

/* Checks one range and returns its size. */
static inline uint64_t fuzz_check_range(const xiapl_range *range, int32_t game, uint64_t max_size) {
    uint64_t size = fuzz_range_size(range), len = 0, i;
    int32_t range_game = -1;
    double total = 0, reported = -1;
    uint64_t *masks;
    double *weights;
    fuzz_check_status(xiapl_range_game(range, &range_game), "xiapl_range_game");
    FUZZ_CHECK(range_game == game, "range of game %d parsed as game %d", (int)range_game, (int)game);
    FUZZ_CHECK(size <= max_size, "%llu combos, more than the %llu hands of the game", (unsigned long long)size,
               (unsigned long long)max_size);
    masks = (uint64_t *)malloc((size + 1) * sizeof *masks);
    weights = (double *)malloc((size + 1) * sizeof *weights);
    if (masks == NULL || weights == NULL) {
        free(masks);
        free(weights);
        return size;
    }
    fuzz_check_status(xiapl_range_combos(range, 0, masks, weights, size, &len), "xiapl_range_combos");
    FUZZ_CHECK(len == size, "range_combos gives %llu of %llu", (unsigned long long)len, (unsigned long long)size);
    for (i = 0; i < size; ++i) {
        FUZZ_CHECK(masks[i] >> 52 == 0 && fuzz_popcount(masks[i]) == fuzz_hole_cards(game),
                   "combo %llx has the wrong cards", (unsigned long long)masks[i]);
        FUZZ_CHECK(i == 0 || masks[i - 1] < masks[i], "combos not strictly ascending at %llu", (unsigned long long)i);
        FUZZ_CHECK(weights[i] > 0 && weights[i] <= 1, "combo weight %g outside (0, 1]", weights[i]);
        total += weights[i];
    }
    fuzz_check_status(xiapl_range_total_weight(range, &reported), "xiapl_range_total_weight");
    FUZZ_CHECK(fabs(reported - total) <= 1e-9 * (1 + total), "total weight %g, combos sum to %g", reported, total);
    if (size <= 20000) {
        /* The combos rebuild the same range (skipped for huge ranges: the fuzzer's time is better spent elsewhere). */
        xiapl_range *rebuilt = NULL;
        int32_t status = xiapl_range_from_combos(game, masks, weights, size, &rebuilt);
        fuzz_check_status(status, "xiapl_range_from_combos");
        FUZZ_CHECK(status == XIAPL_OK, "a range's own combos are rejected: %s", xiapl_last_error_message());
        FUZZ_CHECK(fuzz_range_size(rebuilt) == size, "from_combos changed the size");
        xiapl_range_destroy(rebuilt);
    }
    if (size <= 2000) fuzz_check_text_round_trip(masks, weights, size, game);
    if (size <= 2000) fuzz_check_compact_text(range, masks, weights, size, game);
    if (size > 0) {
        /* Dead cards: the first combo's cards remove at least that combo. */
        uint64_t alive = 0;
        fuzz_check_status(xiapl_range_combos(range, masks[0], NULL, NULL, 0, &alive), "xiapl_range_combos dead");
        FUZZ_CHECK(alive < size, "dead cards removed nothing");
    }
    {
        /* A dead mask with a bit >= 52 is a clean INVALID_ARGUMENT. */
        uint64_t ignored = 0;
        int32_t status = xiapl_range_combos(range, UINT64_C(1) << 60, NULL, NULL, 0, &ignored);
        fuzz_check_status(status, "xiapl_range_combos (bad dead)");
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "bad dead mask gave %s", xiapl_status_name(status));
    }
    free(masks);
    free(weights);
    return size;
}

static inline void fuzz_check_algebra(const xiapl_range *a, const xiapl_range *b, int32_t game) {
    xiapl_range *u = NULL, *n = NULL, *d = NULL, *self_d = NULL;
    uint64_t size_a = fuzz_range_size(a), size_b = fuzz_range_size(b);
    fuzz_check_status(xiapl_range_union(a, b, &u), "xiapl_range_union");
    fuzz_check_status(xiapl_range_intersection(a, b, &n), "xiapl_range_intersection");
    fuzz_check_status(xiapl_range_difference(a, b, &d), "xiapl_range_difference");
    fuzz_check_status(xiapl_range_difference(a, a, &self_d), "xiapl_range_difference (self)");
    if (u && n && d && self_d) {
        uint64_t su = fuzz_range_size(u), sn = fuzz_range_size(n), sd = fuzz_range_size(d);
        FUZZ_CHECK(su + sn == size_a + size_b, "|a u b| %llu + |a n b| %llu != |a| %llu + |b| %llu",
                   (unsigned long long)su, (unsigned long long)sn, (unsigned long long)size_a,
                   (unsigned long long)size_b);
        FUZZ_CHECK(sd <= size_a && sd >= size_a - sn, "|a - b| = %llu with |a| %llu, |a n b| %llu",
                   (unsigned long long)sd, (unsigned long long)size_a, (unsigned long long)sn);
        FUZZ_CHECK(fuzz_range_size(self_d) == 0, "a - a is not empty");
        fuzz_check_range(u, game, UINT64_MAX);
    }
    xiapl_range_destroy(u);
    xiapl_range_destroy(n);
    xiapl_range_destroy(d);
    xiapl_range_destroy(self_d);
}

/* Parses one text; NULL (after checking the error) when it does not parse. */
static inline xiapl_range *fuzz_parse_range(const char *text, int32_t game) {
    xiapl_range *range = (xiapl_range *)(uintptr_t)0x1; /* must stay untouched on failure */
    int32_t status = xiapl_range_parse(game, text, &range);
    fuzz_check_status(status, "xiapl_range_parse");
    if (status != XIAPL_OK) {
        FUZZ_CHECK(range == (xiapl_range *)(uintptr_t)0x1, "a failed parse wrote its out-parameter");
        FUZZ_CHECK(status == XIAPL_ERR_PARSE || status == XIAPL_ERR_OUT_OF_MEMORY, "range text failed with %s",
                   xiapl_status_name(status));
        return NULL;
    }
    return range;
}

#endif
