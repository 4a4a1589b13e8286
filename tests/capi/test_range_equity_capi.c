/* The C ABI of range equity and the preflop ranking: results, buffers,
 * errors. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "xiapl/xiapl.h"

#include "check.h"

static xiapl_range *parse(const char *text, int32_t game) {
    xiapl_range *r = NULL;
    CHECK(xiapl_range_parse(game, text, &r) == XIAPL_OK);
    return r;
}

static void test_heads_up(void) {
    xiapl_range *aa = parse("AA", XIAPL_GAME_HOLDEM);
    xiapl_range *kk = parse("KK", XIAPL_GAME_HOLDEM);
    xiapl_combo_equity hero[6], villain[6];
    uint64_t hero_len = 0, villain_len = 0;
    xiapl_range_equity_summary summary;
    memset(&summary, 0, sizeof summary);
    summary.struct_size = sizeof summary;
    CHECK(xiapl_range_equity_calculate(aa, kk, 0, 0, XIAPL_RANGE_EQUITY_PER_COMBO, NULL, hero, 6, &hero_len, villain, 6,
                                       &villain_len, &summary) == XIAPL_OK);
    CHECK(summary.exact == 1 && summary.matchups == 36);
    CHECK(fabs(summary.hero_equity - 0.8195) < 5e-5 && fabs(summary.villain_equity - 0.1805) < 5e-5);
    CHECK(hero_len == 6 && villain_len == 6 && hero[0].matchup_weight == 6.0);

    /* A short buffer fails before any work and reports both sizes needed,
       whichever buffer is short. */
    xiapl_range *aks = parse("AKs", XIAPL_GAME_HOLDEM);
    hero_len = villain_len = 99;
    CHECK(xiapl_range_equity_calculate(aa, aks, 0, 0, XIAPL_RANGE_EQUITY_PER_COMBO, NULL, hero, 2, &hero_len, villain,
                                       6, &villain_len, &summary) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(hero_len == 6 && villain_len == 4);
    hero_len = villain_len = 99;
    CHECK(xiapl_range_equity_calculate(aa, aks, 0, 0, XIAPL_RANGE_EQUITY_PER_COMBO, NULL, hero, 6, &hero_len, villain,
                                       1, &villain_len, &summary) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(hero_len == 6 && villain_len == 4);
    xiapl_range_destroy(aks);

    /* AggregateOnly needs no row buffers. */
    xiapl_equity_options mc;
    CHECK(xiapl_equity_options_init(&mc, sizeof mc) == XIAPL_OK);
    mc.mode = XIAPL_EQUITY_MONTE_CARLO;
    mc.iterations = 100000;
    mc.seed = 7;
    CHECK(xiapl_range_equity_calculate(aa, kk, 0, 0, XIAPL_RANGE_EQUITY_AGGREGATE_ONLY, &mc, NULL, 0, &hero_len, NULL,
                                       0, &villain_len, &summary) == XIAPL_OK);
    CHECK(hero_len == 0 && villain_len == 0 && summary.exact == 0 && summary.trials == 100000);
    CHECK(fabs(summary.hero_equity - 0.8195) < 4 * summary.std_error);

    /* Multiway with the same two ranges agrees with the heads-up call. */
    const xiapl_range *both[2] = {aa, kk};
    xiapl_player_equity players[2];
    uint64_t len = 0;
    CHECK(xiapl_range_equity_multiway(both, 2, 0, 0, &mc, players, 2, &len, NULL) == XIAPL_OK);
    CHECK(len == 2 && players[0].equity == summary.hero_equity);

    /* Different games; the exact cap. */
    xiapl_range *plo = parse("AAKKds", XIAPL_GAME_OMAHA4);
    CHECK(xiapl_range_equity_calculate(aa, plo, 0, 0, XIAPL_RANGE_EQUITY_AGGREGATE_ONLY, NULL, NULL, 0, &hero_len, NULL,
                                       0, &villain_len, &summary) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_range *all = NULL;
    CHECK(xiapl_range_all(XIAPL_GAME_HOLDEM, &all) == XIAPL_OK);
    CHECK(xiapl_range_equity_calculate(all, all, 0, 0, XIAPL_RANGE_EQUITY_AGGREGATE_ONLY, NULL, NULL, 0, &hero_len,
                                       NULL, 0, &villain_len, &summary) == XIAPL_ERR_LIMIT_EXCEEDED);
    CHECK(strstr(xiapl_last_error_message(), "Monte Carlo") != NULL);
    xiapl_range_destroy(all);
    xiapl_range_destroy(plo);
    xiapl_range_destroy(aa);
    xiapl_range_destroy(kk);
}

static void test_ranking(void) {
    char labels[1024];
    uint64_t len = 0;
    CHECK(xiapl_range_top_percent_classes(XIAPL_GAME_HOLDEM, 0.10, labels, sizeof labels, &len) == XIAPL_OK);
    CHECK(strcmp(labels, "AA,KK,QQ,JJ,TT,99,88,AKs,77,AQs,AJs,AKo,ATs,AQo,AJo,KQs") == 0);
    CHECK(len == strlen(labels));
    CHECK(xiapl_range_top_percent_classes(XIAPL_GAME_HOLDEM, 0.10, labels, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(xiapl_range_top_percent_classes(XIAPL_GAME_HOLDEM, 2.0, labels, sizeof labels, &len) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_range *top = NULL;
    uint64_t size = 0;
    CHECK(xiapl_range_top_percent(XIAPL_GAME_HOLDEM, 0.10, &top) == XIAPL_OK);
    CHECK(xiapl_range_size(top, &size) == XIAPL_OK && size == 104);
    xiapl_range_destroy(top);
}

int main(void) {
    test_heads_up();
    test_ranking();
    return check_summary();
}
