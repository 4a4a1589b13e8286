/* xiapl_range_hits through the header alone: a hand-counted spot, the
 * categories summing to the weight, struct sizes, and every refusal. */
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the analysis section */
#include "xiapl/xiapl.h"

#include "check.h"

static xiapl_range *parse(int32_t game, const char *text) {
    xiapl_range *r = NULL;
    CHECK(xiapl_range_parse(game, text, &r) == XIAPL_OK);
    return r;
}

static void test_counted_spot(void) {
    /* 30 combos on 9h8h2c, all high card: six flush draws, twelve open-ended (JT, T7, 76),
     * five gutshots (65, QhJh), five combo draws, eighteen with two overcards (AK, QhJh, JT). */
    xiapl_range *r = parse(XIAPL_GAME_HOLDEM, "JTs,T7s,76s,AhKh,QhJh,AKo,65s");
    xiapl_hit_table t;
    double sum = 0;
    int k;
    memset(&t, 0xAB, sizeof t);
    t.struct_size = sizeof t;
    CHECK(xiapl_range_hits(r, card_mask("9h8h2c"), 0, &t) == XIAPL_OK);
    CHECK(t.struct_size == sizeof t);
    CHECK(t.combos == 30 && t.weight == 30.0);
    CHECK(t.made[XIAPL_CATEGORY_HIGH_CARD] == 30.0);
    for (k = 0; k < 9; ++k) sum += t.made[k];
    CHECK(sum == t.weight);
    CHECK(t.flush_draw == 6.0 && t.open_ended == 12.0 && t.gutshot == 5.0);
    CHECK(t.combo_draw == 5.0 && t.overcards == 18.0);
    /* The river: no draws; the dead Jh leaves out QhJh and JhTh. */
    CHECK(xiapl_range_hits(r, card_mask("9h8h2c3d4s"), card_mask("Jh"), &t) == XIAPL_OK);
    CHECK(t.combos == 28);
    CHECK(t.flush_draw == 0.0 && t.open_ended == 0.0 && t.gutshot == 0.0 && t.combo_draw == 0.0);
    xiapl_range_destroy(r);
}

static void test_refusals(void) {
    xiapl_range *r = parse(XIAPL_GAME_HOLDEM, "AA");
    xiapl_hit_table t;
    memset(&t, 0, sizeof t);
    t.struct_size = sizeof t;
    CHECK(xiapl_range_hits(r, card_mask("9h8h"), 0, &t) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("3, 4 or 5"));
    CHECK(xiapl_range_hits(r, card_mask("9h8h2c"), card_mask("2c"), &t) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("dead"));
    CHECK(xiapl_range_hits(NULL, card_mask("9h8h2c"), 0, &t) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_range_hits(r, card_mask("9h8h2c"), 0, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    t.struct_size = 3;
    CHECK(xiapl_range_hits(r, card_mask("9h8h2c"), 0, &t) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_range_destroy(r);
}

int main(void) {
    test_counted_spot();
    test_refusals();
    return check_summary();
}
