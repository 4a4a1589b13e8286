/* xiapl_eval_outs through the header alone: every row checked against
 * xiapl_eval_showdown and xiapl_eval_hand on the longer board, the rows'
 * count and order, and every refusal (status, message, nothing written). */
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the analysis section */
#include "xiapl/xiapl.h"

#include "check.h"

static void expect_message(const char *needle) {
    if (!message_contains(needle)) {
        fprintf(stderr, "  expected \"%s\" in \"%s\"\n", needle, xiapl_last_error_message());
        CHECK(0);
    }
}

static int32_t standing_by_showdown(int32_t game, const uint64_t *holes, uint64_t n, uint64_t board) {
    int32_t winners[8];
    uint64_t len = 0;
    CHECK(xiapl_eval_showdown(game, holes, n, board, winners, 8, &len) == XIAPL_OK);
    if (winners[0] != 0) return XIAPL_STANDING_BEHIND;
    return len == 1 ? XIAPL_STANDING_AHEAD : XIAPL_STANDING_SHARES;
}

static void check_against_showdowns(int32_t game, const uint64_t *holes, uint64_t n, uint64_t board, uint64_t dead) {
    xiapl_next_card rows[52];
    uint64_t len = 0, dealt = board | dead, i;
    int32_t now = 99, previous = -1, strength = 0;
    for (i = 0; i < n; ++i) dealt |= holes[i];
    CHECK(xiapl_eval_outs(game, holes, n, board, dead, rows, 52, &len, &now) == XIAPL_OK);
    CHECK(now == standing_by_showdown(game, holes, n, board));
    for (i = 0; i < len; ++i) {
        const uint64_t card = UINT64_C(1) << rows[i].card;
        CHECK(rows[i].card > previous); /* by id, each once */
        previous = rows[i].card;
        CHECK((dealt & card) == 0);
        CHECK(rows[i].standing == standing_by_showdown(game, holes, n, board | card));
        CHECK(xiapl_eval_hand(game, holes[0], board | card, &strength) == XIAPL_OK);
        CHECK(rows[i].strength == strength);
        CHECK(rows[i].is_out == (rows[i].standing > now ? 1 : 0));
    }
}

static void test_rows(void) {
    const uint64_t heads_up[] = {card_mask("AhJh"), card_mask("KsKd")};
    const uint64_t three_way[] = {card_mask("8c8d"), card_mask("AsKs"), card_mask("QdJd")};
    const uint64_t omaha[] = {card_mask("AhKhQcJc"), card_mask("9s9d8s7d")};
    xiapl_next_card rows[52];
    uint64_t len = 0, i, outs = 0;
    int32_t now = 0;
    check_against_showdowns(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), 0);
    check_against_showdowns(XIAPL_GAME_HOLDEM, three_way, 3, card_mask("8sTd2s4h"), card_mask("3c"));
    check_against_showdowns(XIAPL_GAME_OMAHA4, omaha, 2, card_mask("Th9h2c"), 0);
    check_against_showdowns(XIAPL_GAME_SHORT_DECK, heads_up, 2, card_mask("6h7h9c"), 0);
    /* 52 - 4 hole cards - 3 board cards = 45 rows; 12 outs (the nine hearts, three aces). */
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) == XIAPL_OK);
    CHECK(len == 45);
    CHECK(now == XIAPL_STANDING_BEHIND);
    for (i = 0; i < len; ++i) outs += (uint64_t)rows[i].is_out;
    CHECK(outs == 12);
    /* Short deck: 36 - 7 = 29 rows. */
    CHECK(xiapl_eval_outs(XIAPL_GAME_SHORT_DECK, heads_up, 2, card_mask("6h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_OK);
    CHECK(len == 29);
}

static void test_refusals(void) {
    const uint64_t heads_up[] = {card_mask("AhJh"), card_mask("KsKd")};
    const uint64_t shared[] = {card_mask("AhJh"), card_mask("AhKd")};
    xiapl_next_card rows[52];
    uint64_t len = 7;
    int32_t now = 7;
    memset(rows, 0xAB, sizeof rows);
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), 0, rows, 44, &len, &now) ==
          XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 45);
    CHECK(now == 7);
    CHECK(rows[0].card == (int32_t)0xABABABAB);
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 1, card_mask("2h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("at least one other");
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c4s5s"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("3 or 4");
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), card_mask("Ks"), rows, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("dead");
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, shared, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_outs(XIAPL_GAME_OMAHA4_HILO, heads_up, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_UNSUPPORTED);
    expect_message("Hi/Lo");
    CHECK(xiapl_eval_outs(XIAPL_GAME_RAZZ, heads_up, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_UNSUPPORTED);
    CHECK(xiapl_eval_outs(99, heads_up, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, NULL, 2, card_mask("2h7h9c"), 0, rows, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), 0, rows, 52, &len, NULL) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_eval_outs(XIAPL_GAME_HOLDEM, heads_up, 2, card_mask("2h7h9c"), 0, NULL, 52, &len, &now) ==
          XIAPL_ERR_INVALID_ARGUMENT);
}

int main(void) {
    test_rows();
    test_refusals();
    return check_summary();
}
