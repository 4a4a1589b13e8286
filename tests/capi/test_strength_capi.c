/* Hand-strength tables through the C ABI: every row of a river board against
 * xiapl_eval_mask over an independent double loop, the rows against
 * xiapl_canon_situation, and the refusals. */
#include <stdint.h>

#include "check.h"

enum { BINS = 4 };

int main(void) {
    static uint64_t heroes[XIAPL_STRENGTH_MAX_HEROES], orbits[XIAPL_STRENGTH_MAX_HEROES];
    static double ehs[XIAPL_STRENGTH_MAX_HEROES], ehs2[XIAPL_STRENGTH_MAX_HEROES];
    static uint32_t histogram[XIAPL_STRENGTH_MAX_HEROES * BINS];
    uint64_t board = 0, count = 0, i, canonical_heroes = 0;
    int a, b;

    CHECK(xiapl_canon_board(card_mask("Kh9h9d4c2s"), &board, NULL) == XIAPL_OK);
    CHECK(xiapl_strength_board(board, BINS, heroes, orbits, ehs, ehs2, histogram, XIAPL_STRENGTH_MAX_HEROES, &count) ==
          XIAPL_OK);
    CHECK(count > 0 && count <= XIAPL_STRENGTH_MAX_HEROES);

    /* The rows: exactly the heroes whose situation with the board is canonical, ascending. */
    for (a = 0; a < 52; ++a) {
        for (b = a + 1; b < 52; ++b) {
            const uint64_t hero = (UINT64_C(1) << a) | (UINT64_C(1) << b);
            uint64_t h = 0, f = 0, orbit = 0;
            if (hero & board) continue;
            CHECK(xiapl_canon_situation(hero, board, &h, &f, &orbit) == XIAPL_OK);
            if (h == hero) ++canonical_heroes;
        }
    }
    CHECK(count == canonical_heroes);

    for (i = 0; i < count; ++i) {
        const uint64_t hero = heroes[i];
        uint64_t h = 0, f = 0, orbit = 0, score = 0, opponents = 0;
        int32_t mine = 0;
        CHECK(i == 0 || heroes[i - 1] < hero);
        CHECK(xiapl_canon_situation(hero, board, &h, &f, &orbit) == XIAPL_OK);
        CHECK(h == hero && f == board && orbit == orbits[i]);
        CHECK(xiapl_eval_mask(board | hero, &mine) == XIAPL_OK);
        for (a = 0; a < 52; ++a) {
            for (b = a + 1; b < 52; ++b) {
                const uint64_t opp = (UINT64_C(1) << a) | (UINT64_C(1) << b);
                int32_t theirs = 0;
                if (opp & (board | hero)) continue;
                CHECK(xiapl_eval_mask(board | opp, &theirs) == XIAPL_OK);
                score += mine > theirs ? 2 : mine == theirs ? 1 : 0;
                ++opponents;
            }
        }
        CHECK(opponents == 990);
        CHECK(ehs[i] == (double)score / 1980.0);
        CHECK(ehs2[i] == (double)(score * score) / (1980.0 * 1980.0));
        {
            /* One run-out on the river: one counter set, in the bin of score / 1980. */
            int k, want = 0, total = 0;
            while (want + 1 < BINS && (uint64_t)(want + 1) * 1980 <= score * BINS) ++want;
            for (k = 0; k < BINS; ++k) {
                total += (int)histogram[i * BINS + (uint64_t)k];
                CHECK(histogram[i * BINS + (uint64_t)k] == (k == want ? 1u : 0u));
            }
            CHECK(total == 1);
        }
    }

    /* Columns may be skipped; the rows stay the same. */
    {
        uint64_t only[XIAPL_STRENGTH_MAX_HEROES], n = 0;
        CHECK(xiapl_strength_board(board, 0, only, NULL, NULL, NULL, NULL, XIAPL_STRENGTH_MAX_HEROES, &n) == XIAPL_OK);
        CHECK(n == count && memcmp(only, heroes, count * sizeof *only) == 0);
    }

    /* Refusals write nothing. */
    {
        uint64_t one = 7, n = 99;
        double e = -1.0;
        CHECK(xiapl_strength_board(board, 0, &one, NULL, &e, NULL, NULL, 1, &n) == XIAPL_ERR_BUFFER_TOO_SMALL);
        CHECK(n == count && one == 7 && e == -1.0);
        CHECK(message_contains("capacity >="));
        CHECK(xiapl_strength_board(card_mask("2s3h4d"), 0, &one, NULL, &e, NULL, NULL, XIAPL_STRENGTH_MAX_HEROES, &n) ==
              XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("pass its canonical board 4c3d2h"));
        CHECK(xiapl_strength_board(card_mask("AsKs"), 0, NULL, NULL, NULL, NULL, NULL, 0, &n) ==
              XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("has 2 cards"));
        CHECK(xiapl_strength_board(UINT64_C(1) << 52 | 7, 0, NULL, NULL, NULL, NULL, NULL, 0, &n) ==
              XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(xiapl_strength_board(board, XIAPL_STRENGTH_MAX_BINS + 1, &one, NULL, &e, NULL, NULL,
                                   XIAPL_STRENGTH_MAX_HEROES, &n) == XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("bins 1001 is out of range"));
        CHECK(xiapl_strength_board(board, 0, NULL, NULL, NULL, NULL, NULL, XIAPL_STRENGTH_MAX_HEROES, NULL) ==
              XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("out_count must not be NULL"));
        CHECK(one == 7 && e == -1.0);
    }
    return check_summary();
}
