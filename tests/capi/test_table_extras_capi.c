/* The table engine's ABI 2.3 functions through the header alone: forced bets,
 * the history of a hand, per-pot results, all-in equity per street, and the
 * generator (checked against xoshiro256** and SplitMix64 written out here
 * from docs/rng.md). Every success path and every refusal (status, message,
 * nothing written). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the table engine and the generator */
#include "xiapl/xiapl.h"

#include "check.h"

static void expect_message(const char *needle) {
    if (!message_contains(needle)) {
        fprintf(stderr, "  expected \"%s\" in \"%s\"\n", needle, xiapl_last_error_message());
        CHECK(0);
    }
}

static xiapl_table_state *create(const xiapl_table_config *c) {
    xiapl_table_state *s = NULL;
    CHECK(xiapl_table_create(c, &s) == XIAPL_OK);
    return s;
}

/* Applies a legal action and destroys the old state. */
static xiapl_table_state *act(xiapl_table_state *s, int32_t action, int64_t amount) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_apply(s, action, amount, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

static xiapl_table_state *deal(xiapl_table_state *s, const char *board) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_deal_board(s, card_mask(board), &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

static xiapl_table_state *deal_random(xiapl_table_state *s) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_deal_board_random(s, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

static xiapl_table_info info_of(const xiapl_table_state *s) {
    xiapl_table_info info;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK(xiapl_table_info_get(s, &info) == XIAPL_OK);
    return info;
}

/* ------------------------------------------------------------------------ */

static void test_forced_bets(void) {
    int64_t blinds[XIAPL_TABLE_MAX_SEATS], antes[XIAPL_TABLE_MAX_SEATS];
    const int64_t straddles[8] = {4, 8, 16, 32, 64, 128, 256, 512};
    const int64_t negative[2] = {4, -8};
    uint64_t len = 0;
    int i;

    /* Heads-up: the button (seat 1) posts the small blind, seat 0 the big blind and its ante. */
    CHECK(xiapl_table_forced_bets(2, 1, 5, 10, NULL, 0, 2, 7, blinds, antes, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 2 && blinds[0] == 10 && blinds[1] == 5 && antes[0] == 9 && antes[1] == 2);

    /* Six seats, button 4: small blind seat 5, big blind seat 0, straddles seats 1 and 2. */
    CHECK(xiapl_table_forced_bets(6, 4, 1, 2, straddles, 2, 1, 2, blinds, antes, 6, &len) == XIAPL_OK);
    CHECK(len == 6);
    CHECK(blinds[0] == 2 && blinds[1] == 4 && blinds[2] == 8 && blinds[3] == 0 && blinds[4] == 0 && blinds[5] == 1);
    CHECK(antes[0] == 3 && antes[1] == 1 && antes[5] == 1);

    /* Ten seats take eight straddles: every seat posts. */
    CHECK(xiapl_table_forced_bets(10, 9, 1, 2, straddles, 8, 0, 0, blinds, antes, XIAPL_TABLE_MAX_SEATS, &len) ==
          XIAPL_OK);
    CHECK(len == 10 && blinds[9] == 512 && blinds[0] == 1 && blinds[1] == 2 && blinds[2] == 4);
    for (i = 0; i < 10; ++i) CHECK(antes[i] == 0);

    /* A table made from them: the straddle is the bet to call, the button acts after it. */
    {
        xiapl_table_config c;
        xiapl_table_state *s;
        xiapl_table_info info;
        CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
        c.seat_count = 4;
        for (i = 0; i < 4; ++i) c.stacks[i] = 100;
        c.button = 3;
        c.game = XIAPL_GAME_OMAHA4;
        c.betting = XIAPL_BETTING_POT_LIMIT;
        CHECK(xiapl_table_forced_bets(4, 3, 1, 2, straddles, 1, 1, 1, c.blinds, c.antes, XIAPL_TABLE_MAX_SEATS, &len) ==
              XIAPL_OK);
        s = create(&c);
        info = info_of(s);
        /* Seat 0 small blind, 1 big blind, 2 straddles 4: the button (3) acts first. */
        CHECK(info.current_bet == 4 && info.actor == 3 && info.pot_total == 1 + 2 + 4 + 4 + 1);
        CHECK(info.game == XIAPL_GAME_OMAHA4 && info.betting == XIAPL_BETTING_POT_LIMIT && info.button == 3);
        xiapl_table_destroy(s);
    }

    /* Refusals: the status, the message, nothing written. */
    blinds[0] = antes[0] = -77;
    CHECK(xiapl_table_forced_bets(6, 0, 1, 2, NULL, 0, 0, 0, blinds, antes, 5, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 6 && blinds[0] == -77 && antes[0] == -77);
    CHECK(xiapl_table_forced_bets(1, 0, 1, 2, NULL, 0, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("2 to 10 seats, not 1");
    CHECK(xiapl_table_forced_bets(11, 0, 1, 2, NULL, 0, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_forced_bets(3, 3, 1, 2, NULL, 0, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("button seat 3");
    CHECK(xiapl_table_forced_bets(3, 0, -1, 2, NULL, 0, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("the small blind is -1");
    CHECK(xiapl_table_forced_bets(3, 0, 1, -2, NULL, 0, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("the big blind is -2");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, negative, 2, 0, 0, blinds, antes, 10, &len) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("straddle 1 is -8");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 0, -1, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("the ante is -1");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 0, 0, -1, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("the big-blind ante is -1");
    CHECK(xiapl_table_forced_bets(2, 0, 1, 2, straddles, 1, 0, 0, blinds, antes, 10, &len) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("heads-up table has no seat to straddle");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, straddles, 3, 0, 0, blinds, antes, 10, &len) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("3 straddles given but a 4-seat table has only 2");
    /* A count no table takes is refused before the array is read. */
    CHECK(xiapl_table_forced_bets(10, 0, 1, 2, straddles, UINT64_C(1) << 40, 0, 0, blinds, antes, 10, &len) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("straddle_count is 1099511627776");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 1, 0, 0, blinds, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("straddles must not be NULL");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 0, 0, 0, NULL, antes, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_blinds");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 0, 0, 0, blinds, NULL, 10, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_antes");
    CHECK(xiapl_table_forced_bets(4, 0, 1, 2, NULL, 0, 0, 0, blinds, antes, 10, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_len");
}

/* ------------------------------------------------------------------------ */

static void test_history(void) {
    xiapl_table_config c;
    xiapl_table_state *s;
    xiapl_table_step steps[8];
    uint64_t len = 0;
    int i;

    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    c.stacks[0] = 100;
    c.stacks[1] = 30;
    c.stacks[2] = 200;
    c.blinds[1] = 1;
    c.blinds[2] = 2;
    c.hole_cards[0] = card_mask("AsKs");
    c.hole_cards[1] = card_mask("QdQh");
    c.hole_cards[2] = card_mask("7c2d");
    c.seed = 5;
    s = create(&c);
    CHECK(xiapl_table_history(s, NULL, 0, &len) == XIAPL_OK && len == 0); /* the forced bets are no steps */
    s = act(s, XIAPL_ACTION_CHECK_OR_CALL, 0);                            /* seat 0 calls 2 */
    s = act(s, XIAPL_ACTION_ALL_IN, 0);                                   /* seat 1 raises all-in to 30 */
    s = act(s, XIAPL_ACTION_ALL_IN, 0);                                   /* seat 2 raises all-in to 200 */
    s = act(s, XIAPL_ACTION_ALL_IN, 0);                                   /* seat 0 calls all-in for 100 */
    s = deal(s, "2c7d9h");
    s = deal_random(s);

    memset(steps, 0x5A, sizeof steps);
    CHECK(xiapl_table_history(s, steps, 5, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 6 && steps[0].seat == 0x5A5A5A5A); /* nothing written */
    CHECK(xiapl_table_history(s, steps, 8, &len) == XIAPL_OK);
    CHECK(len == 6 && (int64_t)len == info_of(s).history_len);
    CHECK(steps[0].seat == 0 && steps[0].kind == XIAPL_ACTION_CALL && steps[0].amount == 2);
    CHECK(steps[1].seat == 1 && steps[1].kind == XIAPL_ACTION_BET_OR_RAISE && steps[1].amount == 30);
    CHECK(steps[2].seat == 2 && steps[2].kind == XIAPL_ACTION_BET_OR_RAISE && steps[2].amount == 200);
    CHECK(steps[3].seat == 0 && steps[3].kind == XIAPL_ACTION_CALL && steps[3].amount == 100);
    CHECK(steps[4].seat == -1 && steps[4].kind == XIAPL_STEP_DEAL_BOARD && steps[4].cards == card_mask("2c7d9h"));
    CHECK(steps[4].random == 0 && steps[4].amount == 0);
    CHECK(steps[5].seat == -1 && steps[5].kind == XIAPL_STEP_DEAL_BOARD && steps[5].random == 1);
    CHECK((steps[4].cards | steps[5].cards) == info_of(s).board);
    for (i = 0; i < 4; ++i) CHECK(steps[i].cards == 0 && steps[i].random == 0 && steps[i].needless == 0);

    /* The steps replay through xiapl_table_apply_many to the same state. */
    {
        xiapl_table_state *start = NULL, *again = NULL;
        int32_t seats[6], kinds[6];
        int64_t amounts[6];
        uint64_t failed = 0;
        char a[512], b[512];
        uint64_t la = 0, lb = 0;
        for (i = 0; i < 5; ++i) {
            seats[i] = steps[i].seat;
            kinds[i] = steps[i].kind;
            amounts[i] = steps[i].kind == XIAPL_STEP_DEAL_BOARD ? (int64_t)steps[i].cards : steps[i].amount;
        }
        start = create(&c);
        CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, 5, &again, &failed) == XIAPL_OK);
        CHECK(again != NULL && info_of(again).board == card_mask("2c7d9h") && info_of(again).history_len == 5);
        CHECK(xiapl_table_to_text(again, a, sizeof a, &la) == XIAPL_OK);
        xiapl_table_destroy(start);
        start = NULL;
        {
            /* The state before the random turn, made directly, writes the same text. */
            xiapl_table_state *t = create(&c);
            t = act(t, XIAPL_ACTION_CALL, 0);
            t = act(t, XIAPL_ACTION_BET_OR_RAISE, 30);
            t = act(t, XIAPL_ACTION_BET_OR_RAISE, 200);
            t = act(t, XIAPL_ACTION_CALL, 0);
            t = deal(t, "2c7d9h");
            CHECK(xiapl_table_to_text(t, b, sizeof b, &lb) == XIAPL_OK);
            CHECK(la == lb && strcmp(a, b) == 0);
            xiapl_table_destroy(t);
        }
        xiapl_table_destroy(again);
    }

    CHECK(xiapl_table_history(NULL, steps, 8, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("state");
    CHECK(xiapl_table_history(s, steps, 8, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_len");
    CHECK(xiapl_table_history(s, NULL, 8, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_steps");
    xiapl_table_destroy(s);
}

/* ------------------------------------------------------------------------ */

static void test_pot_results(void) {
    xiapl_table_config c;
    xiapl_table_state *s;
    xiapl_pot_result rows[XIAPL_TABLE_MAX_SEATS];
    uint64_t len = 0;
    int64_t won[3] = {0, 0, 0};
    int64_t seat_won[XIAPL_TABLE_MAX_SEATS];
    int i;

    /* Three all-in for 300, 200 and 100 with no blinds: the smallest stack has the best hand. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    c.stacks[0] = 300;
    c.stacks[1] = 200;
    c.stacks[2] = 100;
    c.min_bet = 10;
    c.hole_cards[0] = card_mask("2c3d");
    c.hole_cards[1] = card_mask("KcKd");
    c.hole_cards[2] = card_mask("AcAd");
    s = create(&c);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    CHECK(xiapl_table_pot_results(s, rows, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("once the hand is finished");
    s = deal(s, "7h8h9s");
    s = deal(s, "Js");
    s = deal(s, "4s");
    memset(rows, 0x5A, sizeof rows);
    CHECK(xiapl_table_pot_results(s, rows, 1, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 2 && rows[0].amount == 0x5A5A5A5A5A5A5A5A);
    CHECK(xiapl_table_pot_results(s, rows, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 2);
    CHECK(rows[0].amount == 300 && rows[0].eligible == 7 && rows[0].winners == 4 && rows[0].won[2] == 300);
    CHECK(rows[0].won[0] == 0 && rows[0].won[1] == 0);
    CHECK(rows[1].amount == 200 && rows[1].eligible == 3 && rows[1].winners == 2 && rows[1].won[1] == 200);
    for (i = 3; i < XIAPL_TABLE_MAX_SEATS; ++i) CHECK(rows[0].won[i] == 0 && rows[1].won[i] == 0);
    for (i = 0; i < 3; ++i) won[i] = rows[0].won[i] + rows[1].won[i];
    CHECK(xiapl_table_seat_values(s, XIAPL_SEAT_WON, seat_won, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    for (i = 0; i < 3; ++i) CHECK(won[i] == seat_won[i]);
    xiapl_table_destroy(s);

    /* A royal flush on the board splits 15 chips two ways: the odd chip to seat 1, first left of the button. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    for (i = 0; i < 3; ++i) {
        c.stacks[i] = 100;
        c.antes[i] = 1;
    }
    c.blinds[1] = 1;
    c.blinds[2] = 2;
    c.hole_cards[0] = card_mask("2c3d");
    c.hole_cards[1] = card_mask("4c5d");
    c.hole_cards[2] = card_mask("6c7d");
    s = create(&c);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "AsKsQs");
    s = act(s, XIAPL_ACTION_BET_OR_RAISE, 3);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_FOLD, 0);
    s = deal(s, "Js");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "Ts");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    CHECK(xiapl_table_pot_results(s, rows, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 1 && rows[0].amount == 15 && rows[0].eligible == 6 && rows[0].winners == 6);
    CHECK(rows[0].won[1] == 8 && rows[0].won[2] == 7 && rows[0].won[0] == 0);
    /* The odd chip and who took it; the winners in the order odd chips go in. */
    CHECK(rows[0].high_winners == 6 && rows[0].low_winners == 0);
    CHECK(rows[0].odd_chips == 1 && rows[0].odd_chip_seats == 2);
    CHECK(rows[0].order[0] == 1 && rows[0].order[1] == 2 && rows[0].order[2] == -1);

    CHECK(xiapl_table_pot_results(NULL, rows, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_pot_results(s, rows, XIAPL_TABLE_MAX_SEATS, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_len");
    CHECK(xiapl_table_pot_results(s, NULL, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_results");
    xiapl_table_destroy(s);
}

/* ------------------------------------------------------------------------ */

static void test_allin_equity(void) {
    xiapl_table_config c;
    xiapl_table_state *s, *turn;
    xiapl_allin_spot spots[4];
    xiapl_allin_pot pots[4 * XIAPL_TABLE_MAX_SEATS];
    uint64_t ns = 0, np = 0;
    int i;

    /* Heads-up AA against KK, all-in on the turn of 2c7d9hJc: KK wins on the
     * two kings left, 2 of the 44 rivers. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 2;
    c.stacks[0] = 1000;
    c.stacks[1] = 600;
    c.blinds[0] = 1;
    c.blinds[1] = 2;
    c.hole_cards[0] = card_mask("AsAd");
    c.hole_cards[1] = card_mask("KsKd");
    s = create(&c);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "2c7d9h");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "Jc");
    CHECK(xiapl_table_allin_equity(s, 1, 1, spots, 4, &ns, pots, 40, &np) == XIAPL_OK);
    CHECK(ns == 0 && np == 0);          /* no all-in yet */
    s = act(s, XIAPL_ACTION_ALL_IN, 0); /* seat 1 (big blind) acts first after the flop */
    s = act(s, XIAPL_ACTION_CALL, 0);
    turn = s;
    CHECK(xiapl_table_allin_equity(turn, 1, 0, spots, 4, &ns, pots, 40, &np) == XIAPL_OK);
    CHECK(ns == 1 && np == 1);
    CHECK(spots[0].street == XIAPL_STREET_TURN && spots[0].pot_count == 1 && spots[0].live == 3);
    CHECK(spots[0].board == card_mask("2c7d9hJc") && spots[0].dead == 0);
    CHECK(pots[0].spot == 0 && pots[0].amount == 1200 && pots[0].eligible == 3 && pots[0].reserved == 0);
    CHECK(fabs(pots[0].equity[1] - 2.0 / 44) < 1e-12 && fabs(pots[0].equity[0] - 42.0 / 44) < 1e-12);
    CHECK(fabs(pots[0].win[1] - 2.0 / 44) < 1e-12 && pots[0].tie[0] == 0 && pots[0].tie[1] == 0);
    CHECK(fabs(spots[0].expected[0] - 1200 * 42.0 / 44) < 1e-9 && fabs(spots[0].expected[1] - 1200 * 2.0 / 44) < 1e-9);
    for (i = 2; i < XIAPL_TABLE_MAX_SEATS; ++i) CHECK(spots[0].expected[i] == 0 && pots[0].equity[i] == 0);

    /* Finished, the spot is the same. */
    s = NULL;
    CHECK(xiapl_table_deal_board(turn, card_mask("3c"), &s) == XIAPL_OK);
    CHECK(xiapl_table_allin_equity(s, 1, 2, spots, 4, &ns, pots, 40, &np) == XIAPL_OK);
    CHECK(ns == 1 && np == 1 && fabs(pots[0].equity[1] - 2.0 / 44) < 1e-12);
    xiapl_table_destroy(s);

    /* Too small: both counts set, nothing written. */
    memset(spots, 0x5A, sizeof spots);
    memset(pots, 0x5A, sizeof pots);
    CHECK(xiapl_table_allin_equity(turn, 1, 1, spots, 0, &ns, pots, 40, &np) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(ns == 1 && np == 1 && spots[0].street == 0x5A5A5A5A && pots[0].spot == 0x5A5A5A5A);
    ns = np = 99;
    CHECK(xiapl_table_allin_equity(turn, 1, 1, spots, 4, &ns, pots, 0, &np) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(ns == 1 && np == 1 && spots[0].street == 0x5A5A5A5A);
    expect_message("call again with larger buffers");

    CHECK(xiapl_table_allin_equity(turn, 1, -1, spots, 4, &ns, pots, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("threads is -1");
    CHECK(xiapl_table_allin_equity(NULL, 1, 1, spots, 4, &ns, pots, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_allin_equity(turn, 1, 1, spots, 4, NULL, pots, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_spot_count");
    CHECK(xiapl_table_allin_equity(turn, 1, 1, spots, 4, &ns, pots, 40, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_pot_count");
    CHECK(xiapl_table_allin_equity(turn, 1, 1, NULL, 4, &ns, pots, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_spots");
    CHECK(xiapl_table_allin_equity(turn, 1, 1, spots, 4, &ns, NULL, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_pots");
    xiapl_table_destroy(turn);

    /* Three seats, seat 3 folds showing 9c9d, the rest all-in on the flop for
     * 100, 250, 400: a main pot of 300 for three and a side pot of 300 for
     * two, a spot on the flop and one on the turn. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 4;
    c.button = 3;
    c.stacks[0] = 400;
    c.stacks[1] = 100;
    c.stacks[2] = 250;
    c.stacks[3] = 300;
    c.blinds[0] = 1;
    c.blinds[1] = 2;
    c.hole_cards[0] = card_mask("AhKh");
    c.hole_cards[1] = card_mask("QsQd");
    c.hole_cards[2] = card_mask("Tc9h");
    c.hole_cards[3] = card_mask("9c9d");
    s = create(&c);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_FOLD, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "Qh7h2c");
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = deal(s, "3d");
    s = deal(s, "Kc");
    CHECK(xiapl_table_allin_equity(s, 1, 1, spots, 4, &ns, pots, 40, &np) == XIAPL_OK);
    CHECK(ns == 2 && np == 4);
    CHECK(spots[0].street == XIAPL_STREET_FLOP && spots[1].street == XIAPL_STREET_TURN);
    CHECK(spots[0].pot_count == 2 && spots[1].pot_count == 2 && spots[0].live == 7);
    CHECK(spots[0].dead == card_mask("9c9d") && spots[1].board == card_mask("Qh7h2c3d"));
    CHECK(pots[0].spot == 0 && pots[1].spot == 0 && pots[2].spot == 1 && pots[3].spot == 1);
    CHECK(pots[0].amount == 300 && pots[0].eligible == 7 && pots[1].amount == 300 && pots[1].eligible == 5);
    for (i = 0; i < 4; ++i) {
        const double sum = pots[i].equity[0] + pots[i].equity[1] + pots[i].equity[2] + pots[i].equity[3];
        CHECK(fabs(sum - 1) < 1e-12 && pots[i].equity[3] == 0);
    }
    CHECK(pots[1].equity[1] == 0); /* seat 1 cannot win the side pot */
    CHECK(fabs(spots[0].expected[0] + spots[0].expected[1] + spots[0].expected[2] - 600) < 1e-9);
    CHECK(fabs(spots[0].expected[2] - (pots[0].equity[2] * 300 + pots[1].equity[2] * 300)) < 1e-9);
    {
        /* Folded cards back in the deck: other odds, no dead cards. */
        xiapl_allin_spot open[4];
        xiapl_allin_pot open_pots[40];
        CHECK(xiapl_table_allin_equity(s, 0, 1, open, 4, &ns, open_pots, 40, &np) == XIAPL_OK);
        CHECK(ns == 2 && np == 4 && open[0].dead == 0 && open_pots[0].equity[0] != pots[0].equity[0]);
    }
    xiapl_table_destroy(s);

    /* Unknown hole cards of a seat that called: refused, naming the seat. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    for (i = 0; i < 3; ++i) c.stacks[i] = 100;
    c.blinds[1] = 1;
    c.blinds[2] = 2;
    c.hole_cards[0] = card_mask("AsKd");
    c.hole_cards[2] = card_mask("7h7c");
    s = create(&c);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    ns = np = 99;
    CHECK(xiapl_table_allin_equity(s, 1, 1, spots, 4, &ns, pots, 40, &np) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("seat 1 is all-in or called with hole cards that are unknown, so its equity cannot be computed");
    xiapl_table_destroy(s);
}

/* ------------------------------------------------------------------------ */
/* The generator, written out from docs/rng.md. */

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t xoshiro(uint64_t s[4]) {
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

static uint64_t reference_below(uint64_t s[4], uint64_t n) {
    uint64_t m = (xoshiro(s) >> 32) * n;
    if ((m & 0xFFFFFFFFu) < n) {
        const uint64_t threshold = ((UINT64_C(1) << 32) - n) % n;
        while ((m & 0xFFFFFFFFu) < threshold) m = (xoshiro(s) >> 32) * n;
    }
    return m >> 32;
}

static void test_rng(void) {
    const uint64_t seeds[4] = {0, 1, 42, UINT64_MAX};
    const uint64_t bounds[7] = {1, 2, 3, 52, 1000003, UINT64_C(0x80000001), UINT64_C(1) << 32};
    xiapl_rng rng, zero, copy;
    uint64_t ref[4], value = 0, seed_state;
    double u = 0;
    int k, i, b;

    for (k = 0; k < 4; ++k) {
        seed_state = seeds[k];
        for (i = 0; i < 4; ++i) ref[i] = splitmix64(&seed_state);
        CHECK(xiapl_rng_seed(&rng, seeds[k]) == XIAPL_OK);
        CHECK(memcmp(rng.state, ref, sizeof ref) == 0);
        for (i = 0; i < 1000; ++i) {
            CHECK(xiapl_rng_next(&rng, &value) == XIAPL_OK);
            if (value != xoshiro(ref)) {
                CHECK(0);
                break;
            }
        }
        for (b = 0; b < 7; ++b) {
            for (i = 0; i < 200; ++i) {
                CHECK(xiapl_rng_below(&rng, bounds[b], &value) == XIAPL_OK);
                CHECK(value < bounds[b] && value == reference_below(ref, bounds[b]));
            }
        }
        for (i = 0; i < 1000; ++i) {
            CHECK(xiapl_rng_uniform(&rng, &u) == XIAPL_OK);
            CHECK(u >= 0 && u < 1 && u == (double)(xoshiro(ref) >> 11) / 9007199254740992.0);
        }
        CHECK(memcmp(rng.state, ref, sizeof ref) == 0);
    }
    /* 2^32: the top 32 bits of one draw. */
    CHECK(xiapl_rng_seed(&rng, 9) == XIAPL_OK);
    copy = rng;
    CHECK(xiapl_rng_below(&rng, UINT64_C(1) << 32, &value) == XIAPL_OK);
    CHECK(value == xoshiro(copy.state) >> 32);

    /* Refusals leave the generator as it was. */
    copy = rng;
    CHECK(xiapl_rng_below(&rng, 0, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("bound is 0");
    CHECK(xiapl_rng_below(&rng, (UINT64_C(1) << 32) + 1, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("1 .. 2^32");
    CHECK(memcmp(&copy, &rng, sizeof rng) == 0);
    memset(&zero, 0, sizeof zero);
    CHECK(xiapl_rng_next(&zero, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("xiapl_rng_seed");
    CHECK(xiapl_rng_below(&zero, 2, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_rng_uniform(&zero, &u) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(zero.state[0] == 0 && zero.state[3] == 0);
    CHECK(xiapl_rng_seed(NULL, 1) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("rng");
    CHECK(xiapl_rng_next(NULL, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_rng_next(&rng, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_bits");
    CHECK(xiapl_rng_below(NULL, 2, &value) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_rng_below(&rng, 2, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("out_value");
    CHECK(xiapl_rng_uniform(NULL, &u) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_rng_uniform(&rng, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(memcmp(&copy, &rng, sizeof rng) == 0);
}

/* xiapl_game_defaults_init: the usual table of each game, a betting and draws given, refusals. */
static void test_game_defaults(void) {
    /* game, betting, draws -> betting, draws, small blind, big blind, ante, bring-in, small bet, big bet */
    static const int64_t rows[][11] = {
        {XIAPL_GAME_HOLDEM, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_NO_LIMIT, 0, 1, 2, 0, 0, 0, 0},
        {XIAPL_GAME_OMAHA4, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_POT_LIMIT, 0, 1, 2, 0, 0, 0, 0},
        {XIAPL_GAME_OMAHA4_HILO, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_FIXED_LIMIT, 0, 1, 2, 0, 0, 2, 4},
        {XIAPL_GAME_STUD, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_FIXED_LIMIT, 0, 0, 0, 1, 2, 4, 8},
        {XIAPL_GAME_RAZZ, XIAPL_BETTING_NO_LIMIT, 0, XIAPL_BETTING_NO_LIMIT, 0, 0, 0, 1, 2, 0, 0},
        {XIAPL_GAME_LOWBALL27, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_NO_LIMIT, 1, 1, 2, 0, 0, 0, 0},
        {XIAPL_GAME_LOWBALL27, XIAPL_BETTING_USUAL, 3, XIAPL_BETTING_FIXED_LIMIT, 3, 1, 2, 0, 0, 2, 4},
        {XIAPL_GAME_BADUGI, XIAPL_BETTING_USUAL, 0, XIAPL_BETTING_FIXED_LIMIT, 3, 1, 2, 0, 0, 2, 4},
        {XIAPL_GAME_BADUGI, XIAPL_BETTING_POT_LIMIT, 0, XIAPL_BETTING_POT_LIMIT, 1, 1, 2, 0, 0, 0, 0},
        {XIAPL_GAME_HOLDEM, XIAPL_BETTING_FIXED_LIMIT, 2, XIAPL_BETTING_FIXED_LIMIT, 0, 1, 2, 0, 0, 2, 4},
    };
    xiapl_game_defaults d;
    size_t i;
    for (i = 0; i < sizeof rows / sizeof rows[0]; ++i) {
        const int64_t *r = rows[i];
        memset(&d, 0xAB, sizeof d);
        CHECK(xiapl_game_defaults_init(&d, sizeof d, (int32_t)r[0], (int32_t)r[1], (int32_t)r[2]) == XIAPL_OK);
        CHECK(d.struct_size == sizeof d && d.betting == r[3] && d.draws == r[4] && d.reserved == 0);
        CHECK(d.small_blind == r[5] && d.big_blind == r[6] && d.ante == r[7] && d.bring_in == r[8]);
        CHECK(d.small_bet == r[9] && d.big_bet == r[10]);
    }
    CHECK(xiapl_game_defaults_init(&d, sizeof d, 12, XIAPL_BETTING_USUAL, 0) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_game_defaults_init(&d, sizeof d, 0, 3, 0) == XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("betting 3 is unknown");
    CHECK(xiapl_game_defaults_init(&d, sizeof d, XIAPL_GAME_BADUGI, XIAPL_BETTING_USUAL, 4) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    expect_message("draws is 4");
    CHECK(xiapl_game_defaults_init(NULL, sizeof d, 0, XIAPL_BETTING_USUAL, 0) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_game_defaults_init(&d, sizeof d + 8, 0, XIAPL_BETTING_USUAL, 0) == XIAPL_ERR_INVALID_ARGUMENT);
}

int main(void) {
    test_forced_bets();
    test_history();
    test_pot_results();
    test_allin_equity();
    test_rng();
    test_game_defaults();
    return check_summary();
}
