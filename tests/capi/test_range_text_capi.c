/* Ranges as text through the C ABI: xiapl_range_to_text (its buffer rule and
 * its round trip through xiapl_range_parse, also on random ranges and the
 * algebra's results), the any-two-cards item and weight blocks in
 * xiapl_range_parse, and xiapl_range_top_percent_by_combos. */
#include <stdlib.h>

#include "check.h"

/* The range's text in a new buffer (free it), or NULL on failure. */
static char *text_of(const xiapl_range *range) {
    uint64_t len = 0;
    char *buf;
    if (xiapl_range_to_text(range, NULL, 0, &len) != XIAPL_ERR_BUFFER_TOO_SMALL) return NULL;
    buf = (char *)malloc(len + 1);
    if (buf == NULL) return NULL;
    if (xiapl_range_to_text(range, buf, len + 1, &len) != XIAPL_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* 1 when both ranges hold the same combos with the same weights. */
static int same_range(const xiapl_range *a, const xiapl_range *b) {
    uint64_t na = 0, nb = 0, i;
    uint64_t *ma, *mb;
    double *wa, *wb;
    int same;
    if (xiapl_range_size(a, &na) != XIAPL_OK || xiapl_range_size(b, &nb) != XIAPL_OK || na != nb) return 0;
    ma = (uint64_t *)malloc((na + 1) * sizeof *ma);
    mb = (uint64_t *)malloc((na + 1) * sizeof *mb);
    wa = (double *)malloc((na + 1) * sizeof *wa);
    wb = (double *)malloc((na + 1) * sizeof *wb);
    same = ma && mb && wa && wb && xiapl_range_combos(a, 0, ma, wa, na, &na) == XIAPL_OK &&
           xiapl_range_combos(b, 0, mb, wb, nb, &nb) == XIAPL_OK;
    for (i = 0; same && i < na; ++i) same = ma[i] == mb[i] && wa[i] == wb[i];
    free(ma);
    free(mb);
    free(wa);
    free(wb);
    return same;
}

/* Writes the range and parses the text back; 1 when it is the same range. */
static int round_trips(const xiapl_range *range) {
    int32_t game = 0;
    xiapl_range *again = NULL;
    char *text = text_of(range);
    int ok = text != NULL && xiapl_range_game(range, &game) == XIAPL_OK &&
             xiapl_range_parse(game, text, &again) == XIAPL_OK && same_range(range, again);
    if (!ok) fprintf(stderr, "no round trip: %s\n", text ? text : "(no text)");
    xiapl_range_destroy(again);
    free(text);
    return ok;
}

static int text_is(int32_t game, const char *input, const char *want) {
    xiapl_range *r = NULL;
    char *text;
    int ok;
    if (xiapl_range_parse(game, input, &r) != XIAPL_OK) return 0;
    text = text_of(r);
    ok = text != NULL && strcmp(text, want) == 0;
    if (!ok) fprintf(stderr, "\"%s\" written as \"%s\", expected \"%s\"\n", input, text ? text : "(null)", want);
    free(text);
    xiapl_range_destroy(r);
    return ok;
}

static void test_to_text(void) {
    xiapl_range *r = NULL;
    char small[4] = "xyz";
    uint64_t len = 0;
    CHECK(text_is(XIAPL_GAME_HOLDEM, "AA, KK, QQ, AKs", "QQ+, AKs"));
    CHECK(text_is(XIAPL_GAME_HOLDEM, "AKs, AKo", "AK"));
    CHECK(text_is(XIAPL_GAME_HOLDEM, "TT-88, KTs-K8s, AdKs:0.5", "TT-88, KTs-K8s, AdKs:0.5"));
    CHECK(text_is(XIAPL_GAME_HOLDEM, "", ""));
    CHECK(text_is(XIAPL_GAME_OMAHA4, "****", "****"));
    CHECK(text_is(XIAPL_GAME_OMAHA4, "AAKKds", "AAKKds"));

    /* The buffer rule: the length always, nothing written into a short buffer. */
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "QQ+, AKs", &r) == XIAPL_OK);
    CHECK(xiapl_range_to_text(r, NULL, 0, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 8);
    CHECK(xiapl_range_to_text(r, small, sizeof small, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 8);
    CHECK(strcmp(small, "xyz") == 0);
    CHECK(xiapl_range_to_text(r, NULL, 9, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_range_to_text(r, small, sizeof small, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_range_to_text(NULL, small, sizeof small, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_range_destroy(r);
}

/* A small deterministic generator for the random ranges. */
static uint64_t next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* The same number for every combo of one class (its ranks, and whether suited). */
static uint64_t class_hash(uint64_t mask, uint64_t salt) {
    int low = 0, high = 63;
    while (!(mask >> low & 1)) ++low;
    while (!(mask >> high & 1)) --high;
    return ((uint64_t)((low % 13) * 26 + (high % 13) * 2 + (low / 13 == high / 13)) + salt * 1000) *
               0x9E3779B97F4A7C15ULL >>
           40;
}

static void test_round_trip_random(void) {
    uint64_t state = 23, masks[1326];
    double weights[1326];
    static const double common[] = {1.0, 0.5, 0.25, 0.75, 0.1, 1e-3};
    xiapl_range *all = NULL;
    uint64_t all_masks[1326], n = 0, trial;
    CHECK(xiapl_range_all(XIAPL_GAME_HOLDEM, &all) == XIAPL_OK);
    CHECK(xiapl_range_combos(all, 0, all_masks, NULL, 1326, &n) == XIAPL_OK && n == 1326);
    for (trial = 0; trial < 200; ++trial) {
        xiapl_range *a = NULL, *b = NULL, *u = NULL, *x = NULL, *d = NULL;
        uint64_t i, count = 0, density = next_random(&state) % 100;
        /* Whole rank pairs at once half the time, so that classes and runs appear. */
        int by_ranks = (int)(next_random(&state) % 2);
        for (i = 0; i < 1326; ++i) {
            uint64_t key = by_ranks ? class_hash(all_masks[i], trial) : next_random(&state);
            if (key % 100 < density) {
                masks[count] = all_masks[i];
                weights[count] = next_random(&state) % 4 ? common[next_random(&state) % 6]
                                                         : (double)(next_random(&state) % 1000 + 1) / 1001.0;
                ++count;
            }
        }
        CHECK(xiapl_range_from_combos(XIAPL_GAME_HOLDEM, masks, weights, count, &a) == XIAPL_OK);
        CHECK(xiapl_range_from_combos(XIAPL_GAME_HOLDEM, masks, NULL, count / 2, &b) == XIAPL_OK);
        CHECK(round_trips(a));
        CHECK(xiapl_range_union(a, b, &u) == XIAPL_OK && round_trips(u));
        CHECK(xiapl_range_intersection(a, b, &x) == XIAPL_OK && round_trips(x));
        CHECK(xiapl_range_difference(b, a, &d) == XIAPL_OK && round_trips(d));
        xiapl_range_destroy(a);
        xiapl_range_destroy(b);
        xiapl_range_destroy(u);
        xiapl_range_destroy(x);
        xiapl_range_destroy(d);
    }
    xiapl_range_destroy(all);
}

static void test_grammar(void) {
    xiapl_range *r = NULL, *s = NULL;
    uint64_t size = 0;
    double total = 0;
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "random", &r) == XIAPL_OK);
    CHECK(xiapl_range_size(r, &size) == XIAPL_OK && size == 1326);
    xiapl_range_destroy(r);
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "xx:0.5", &r) == XIAPL_OK);
    CHECK(xiapl_range_total_weight(r, &total) == XIAPL_OK && total == 663.0);
    xiapl_range_destroy(r);

    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "[75]AA,KK[/75]\nQQ", &r) == XIAPL_OK);
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "AA:0.75, KK:0.75, QQ", &s) == XIAPL_OK);
    CHECK(same_range(r, s));
    xiapl_range_destroy(r);
    xiapl_range_destroy(s);
    r = (xiapl_range *)(uintptr_t)0x1;
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "[75]AA,[50]KK[/50][/75]", &r) == XIAPL_ERR_PARSE);
    CHECK(message_contains("do not nest"));
    CHECK(r == (xiapl_range *)(uintptr_t)0x1);
}

static void test_top_percent_by_combos(void) {
    xiapl_range *r = NULL;
    uint64_t size = 0;
    char *text;
    CHECK(xiapl_range_top_percent_by_combos(XIAPL_GAME_HOLDEM, 0.10, &r) == XIAPL_OK);
    CHECK(xiapl_range_size(r, &size) == XIAPL_OK && size == 134);
    text = text_of(r);
    CHECK(text != NULL && strcmp(text, "66+, AT+, A8s+, KJs+") == 0);
    free(text);
    xiapl_range_destroy(r);
    CHECK(xiapl_range_top_percent_by_combos(XIAPL_GAME_HOLDEM, 1.0, &r) == XIAPL_OK);
    CHECK(xiapl_range_size(r, &size) == XIAPL_OK && size == 1326);
    xiapl_range_destroy(r);
    /* By classes is unchanged: 104 combos. */
    CHECK(xiapl_range_top_percent(XIAPL_GAME_HOLDEM, 0.10, &r) == XIAPL_OK);
    CHECK(xiapl_range_size(r, &size) == XIAPL_OK && size == 104);
    xiapl_range_destroy(r);
    CHECK(xiapl_range_top_percent_by_combos(XIAPL_GAME_HOLDEM, 0.0, &r) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_range_top_percent_by_combos(XIAPL_GAME_OMAHA4, 0.1, &r) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_range_top_percent_by_combos(XIAPL_GAME_HOLDEM, 0.1, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
}

int main(void) {
    test_to_text();
    test_round_trip_random();
    test_grammar();
    test_top_percent_by_combos();
    return check_summary();
}
