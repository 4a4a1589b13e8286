/*
 * Shared helpers of the libFuzzer harnesses (tests/fuzz/fuzz_*.c): a reader
 * that turns the fuzz bytes into values, and checks that abort with a message
 * (assert() is compiled out of release builds, where the corpus is replayed
 * too).
 */
#ifndef XIAPL_FUZZ_COMMON_H
#define XIAPL_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xiapl/xiapl.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_CHECK(cond, ...)                                                             \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: property failed: %s\n  ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                                 \
            fprintf(stderr, "\n");                                                        \
            abort();                                                                      \
        }                                                                                 \
    } while (0)

/* Every status is OK or a documented error class (UNSUPPORTED is the last);
 * INTERNAL is a library bug, and an error always comes with a message saying
 * what was wrong. */
static inline void fuzz_check_status(int32_t status, const char *call) {
    FUZZ_CHECK(status <= 0 && status >= XIAPL_ERR_UNSUPPORTED, "%s returned unknown status %d", call, (int)status);
    FUZZ_CHECK(status != XIAPL_ERR_INTERNAL, "%s: internal error: %s", call, xiapl_last_error_message());
    if (status != XIAPL_OK) {
        const char *message = xiapl_last_error_message();
        FUZZ_CHECK(message != NULL && message[0] != '\0', "%s failed with %s but left no message", call,
                   xiapl_status_name(status));
    }
}

/* Consumes the fuzz input front to back; past the end it yields zeros. */
typedef struct fuzz_reader {
    const uint8_t *data;
    size_t size;
    size_t pos;
} fuzz_reader;

static inline fuzz_reader fuzz_reader_make(const uint8_t *data, size_t size) {
    fuzz_reader r;
    r.data = data;
    r.size = size;
    r.pos = 0;
    return r;
}

static inline int fuzz_left(const fuzz_reader *r) { return r->pos < r->size; }

static inline uint8_t fuzz_u8(fuzz_reader *r) { return r->pos < r->size ? r->data[r->pos++] : 0; }

static inline uint64_t fuzz_u64(fuzz_reader *r) {
    uint64_t value = 0;
    int i;
    for (i = 0; i < 8; ++i) value = value << 8 | fuzz_u8(r);
    return value;
}

/* A value in 0..bound-1 (bound > 0). */
static inline uint32_t fuzz_below(fuzz_reader *r, uint32_t bound) { return (uint32_t)(fuzz_u8(r) % bound); }

/* A game from one fuzz byte: mostly a known one (0..11), sometimes an
 * unknown one (12..21 and -2, -1); bytes 250..255 give -2..3, as they did
 * when only games 0..3 existed. */
static inline int32_t fuzz_game(uint8_t byte) {
    if (byte < 240) return (int32_t)(byte % 12);
    if (byte < 250) return 12 + (int32_t)(byte - 240);
    return (int32_t)byte - 252;
}

/* A card mask: mostly valid cards (one byte per card, count from the input),
 * sometimes raw 64 bits so that bits >= 52 and odd counts are exercised. */
static inline uint64_t fuzz_mask(fuzz_reader *r) {
    uint8_t shape = fuzz_u8(r);
    if (shape >= 240) return fuzz_u64(r);
    {
        uint64_t mask = 0;
        uint32_t count = shape % 8u, i;
        for (i = 0; i < count; ++i) mask |= UINT64_C(1) << (fuzz_u8(r) % 52u);
        return mask;
    }
}

static inline int fuzz_popcount(uint64_t mask) {
    int n = 0;
    while (mask) {
        mask &= mask - 1;
        ++n;
    }
    return n;
}

/* A NUL-terminated copy of data[0..size) (the text entry points take C
 * strings); NULL when out of memory. The caller frees it. */
static inline char *fuzz_text(const uint8_t *data, size_t size) {
    char *text = (char *)malloc(size + 1);
    if (text == NULL) return NULL;
    if (size) memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

#endif
