/* Completions of a partial hand through the C ABI: every river of a hero
 * and a flop against xiapl_eval_mask over an independent double loop, the
 * histograms against the strengths, and the refusals. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

int main(void) {
    const uint64_t hand = card_mask("AsKsQs2d7c"), dead = card_mask("Jh");
    uint64_t count = 0, len = 0, i, total = 0;
    int a, b;
    CHECK(xiapl_eval_count_completions(hand, dead, 7, &count) == XIAPL_OK);
    CHECK(count == 46 * 45 / 2);

    /* Too small a buffer: the length needed, nothing written. */
    {
        uint16_t one = 12345;
        CHECK(xiapl_eval_completions(hand, dead, 7, &one, 1, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
        CHECK(len == count && one == 12345);
        CHECK(xiapl_eval_completions(hand, dead, 7, NULL, 0, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    }

    {
        uint16_t *strengths = malloc(count * sizeof *strengths);
        uint64_t by_strength[XIAPL_STRENGTH_MAX + 1], by_category[9], tally[9] = {0};
        i = 0;
        CHECK(xiapl_eval_completions(hand, dead, 7, strengths, count, &len) == XIAPL_OK && len == count);
        /* The order: the added cards ascending, the first one outermost. */
        for (a = 0; a < 52; ++a) {
            for (b = a + 1; b < 52; ++b) {
                const uint64_t more = (UINT64_C(1) << a) | (UINT64_C(1) << b);
                int32_t want = 0;
                if (more & (hand | dead)) continue;
                CHECK(xiapl_eval_mask(hand | more, &want) == XIAPL_OK);
                CHECK(i < count && strengths[i] == want);
                ++i;
            }
        }
        CHECK(i == count);
        CHECK(xiapl_eval_completions_histogram(hand, dead, 7, XIAPL_HISTOGRAM_BY_STRENGTH, by_strength,
                                               XIAPL_STRENGTH_MAX + 1, &len) == XIAPL_OK);
        CHECK(len == XIAPL_STRENGTH_MAX + 1 && by_strength[0] == 0);
        CHECK(xiapl_eval_completions_histogram(hand, dead, 7, XIAPL_HISTOGRAM_BY_CATEGORY, by_category, 9, &len) ==
              XIAPL_OK);
        CHECK(len == 9);
        for (i = 0; i < count; ++i) {
            int32_t category = -1;
            CHECK(xiapl_strength_category(strengths[i], &category) == XIAPL_OK);
            if (category >= 0 && category < 9) ++tally[category];
            if (by_strength[strengths[i]] == 0) CHECK(!"a strength the histogram does not count");
        }
        for (a = 0; a < 9; ++a) {
            CHECK(by_category[a] == tally[a]);
            total += by_category[a];
        }
        CHECK(total == count);
        free(strengths);
    }

    /* Refusals name the problem. */
    CHECK(xiapl_eval_count_completions(hand, dead, 8, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("5, 6 or 7"));
    CHECK(xiapl_eval_count_completions(hand, card_mask("As"), 7, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("both in the hand and dead"));
    CHECK(xiapl_eval_count_completions(hand, 0, 5, &count) == XIAPL_OK && count == 1);
    CHECK(xiapl_eval_count_completions(hand | card_mask("3h"), 0, 5, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_count_completions(UINT64_C(1) << 60, 0, 7, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_count_completions(hand, 0, 7, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    {
        uint64_t counts[9];
        CHECK(xiapl_eval_completions_histogram(hand, 0, 7, 2, counts, 9, &len) == XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("XIAPL_HISTOGRAM_BY_STRENGTH"));
        CHECK(xiapl_eval_completions_histogram(hand, 0, 7, XIAPL_HISTOGRAM_BY_STRENGTH, counts, 9, &len) ==
              XIAPL_ERR_BUFFER_TOO_SMALL);
        CHECK(len == XIAPL_STRENGTH_MAX + 1);
    }
    return check_summary();
}
