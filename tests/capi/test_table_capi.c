/* The C ABI of the table rules engine: hands played through the header alone,
 * exact chip arithmetic, immutability, and every refusal (status, message,
 * nothing changed). Expected amounts are worked out by hand in the comments. */
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the table engine */
#include "xiapl/xiapl.h"

#include "check.h"

static xiapl_table_config config_of(int32_t seats, const int64_t *stacks, const int64_t *blinds) {
    xiapl_table_config c;
    int32_t i;
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = seats;
    for (i = 0; i < seats; ++i) {
        c.stacks[i] = stacks[i];
        c.blinds[i] = blinds != NULL ? blinds[i] : 0;
    }
    return c;
}

static xiapl_table_state *create(const xiapl_table_config *c) {
    xiapl_table_state *s = NULL;
    CHECK(xiapl_table_create(c, &s) == XIAPL_OK);
    CHECK(s != NULL);
    return s;
}

static xiapl_table_info info_of(const xiapl_table_state *s) {
    xiapl_table_info info;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK(xiapl_table_info_get(s, &info) == XIAPL_OK);
    return info;
}

static int64_t seat_value(const xiapl_table_state *s, int32_t column, int32_t seat) {
    int64_t values[XIAPL_TABLE_MAX_SEATS];
    uint64_t len = 0;
    CHECK(xiapl_table_seat_values(s, column, values, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    return seat < (int32_t)len ? values[seat] : -1;
}

/* Applies an action that must be legal and destroys the old state. */
static xiapl_table_state *act(xiapl_table_state *s, int32_t action, int64_t amount) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_apply(s, action, amount, &next) == XIAPL_OK);
    CHECK(xiapl_table_check_invariants(next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

static xiapl_table_state *deal(xiapl_table_state *s, const char *board) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_deal_board(s, card_mask(board), &next) == XIAPL_OK);
    CHECK(xiapl_table_check_invariants(next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

/* The observable state of a hand, to show a refused request changed nothing. */
typedef struct snapshot {
    xiapl_table_info info;
    int64_t columns[7][XIAPL_TABLE_MAX_SEATS];
} snapshot;

static snapshot snapshot_of(const xiapl_table_state *s) {
    snapshot shot;
    int32_t column;
    memset(&shot, 0, sizeof shot);
    shot.info = info_of(s);
    for (column = XIAPL_SEAT_STACK; column <= XIAPL_SEAT_HOLE; ++column) {
        uint64_t len = 0;
        CHECK(xiapl_table_seat_values(s, column, shot.columns[column], XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    }
    return shot;
}

static int same(const snapshot *a, const snapshot *b) { return memcmp(a, b, sizeof *a) == 0; }

/* An action the rules refuse: XIAPL_ERR_INVALID_ARGUMENT, a message naming the
 * rule, no new handle, and the state exactly as before. */
static void refused_action(const xiapl_table_state *s, int32_t action, int64_t amount, const char *needle) {
    const snapshot before = snapshot_of(s);
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_apply(s, action, amount, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    if (!message_contains(needle)) {
        fprintf(stderr, "  expected \"%s\" in \"%s\"\n", needle, xiapl_last_error_message());
        CHECK(0);
    }
    CHECK(next == NULL);
    {
        const snapshot after = snapshot_of(s);
        CHECK(same(&before, &after));
    }
}

static void refused_deal(const xiapl_table_state *s, uint64_t board, const char *needle) {
    const snapshot before = snapshot_of(s);
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_deal_board(s, board, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    if (!message_contains(needle)) {
        fprintf(stderr, "  expected \"%s\" in \"%s\"\n", needle, xiapl_last_error_message());
        CHECK(0);
    }
    CHECK(next == NULL);
    {
        const snapshot after = snapshot_of(s);
        CHECK(same(&before, &after));
    }
}

static void refused_config(const xiapl_table_config *c, const char *needle) {
    xiapl_table_state *s = NULL;
    CHECK(xiapl_table_create(c, &s) == XIAPL_ERR_INVALID_ARGUMENT);
    if (!message_contains(needle)) {
        fprintf(stderr, "  expected \"%s\" in \"%s\"\n", needle, xiapl_last_error_message());
        CHECK(0);
    }
    CHECK(s == NULL);
}

static void test_config_and_blinds(void) {
    xiapl_table_config c;
    int64_t blinds[XIAPL_TABLE_MAX_SEATS];
    uint64_t len = 0;
    const int64_t stacks[3] = {100, 100, 100};
    const int64_t none[3] = {0, 0, 0};

    CHECK(xiapl_table_config_init(NULL, 64) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("config"));
    memset(&c, 0xAB, sizeof c);
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    CHECK(c.struct_size == sizeof c && c.game == XIAPL_GAME_HOLDEM && c.betting == XIAPL_BETTING_NO_LIMIT);
    CHECK(c.seat_count == 0 && c.min_bet == 0 && c.stacks[9] == 0 && c.hole_cards[9] == 0);

    /* Heads-up the button posts the small blind; three-handed the two seats after it. */
    CHECK(xiapl_table_standard_blinds(2, 0, 1, 2, blinds, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 2 && blinds[0] == 1 && blinds[1] == 2);
    CHECK(xiapl_table_standard_blinds(3, 2, 5, 10, blinds, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 3 && blinds[2] == 0 && blinds[0] == 5 && blinds[1] == 10);
    blinds[0] = -7;
    CHECK(xiapl_table_standard_blinds(3, 0, 5, 10, blinds, 2, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 3 && blinds[0] == -7); /* nothing written */
    CHECK(xiapl_table_standard_blinds(1, 0, 5, 10, blinds, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_standard_blinds(3, 3, 5, 10, blinds, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_standard_blinds(3, 0, -5, 10, blinds, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("negative"));
    CHECK(xiapl_table_standard_blinds(3, 0, 5, 10, blinds, XIAPL_TABLE_MAX_SEATS, NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Every bad field of a config is named, and no handle comes back. */
    c = config_of(3, stacks, none);
    {
        xiapl_table_state *s = NULL;
        CHECK(xiapl_table_create(NULL, &s) == XIAPL_ERR_INVALID_ARGUMENT && s == NULL);
        CHECK(message_contains("config"));
        CHECK(xiapl_table_create(&c, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("out_state"));
    }
    c.struct_size = 4;
    refused_config(&c, "xiapl_table_config_init");
    c = config_of(3, stacks, none);
    c.seat_count = 1;
    refused_config(&c, "seat_count 1");
    c.seat_count = 11;
    refused_config(&c, "seat_count 11");
    c = config_of(3, stacks, none);
    c.game = 99;
    refused_config(&c, "game 99");
    c = config_of(3, stacks, none);
    c.betting = 3;
    refused_config(&c, "betting 3");
    c = config_of(3, stacks, none);
    c.button = 3;
    refused_config(&c, "button seat 3");
    c = config_of(3, stacks, none);
    c.stacks[1] = 0;
    refused_config(&c, "seat 1 has no chips");
    c = config_of(3, stacks, none);
    c.stacks[2] = -1;
    refused_config(&c, "negative");
    c = config_of(3, stacks, none);
    c.antes[0] = -1;
    refused_config(&c, "ante of seat 0");
    c = config_of(3, stacks, none);
    c.blinds[2] = -2;
    refused_config(&c, "blind of seat 2");
    c = config_of(3, stacks, none);
    c.min_bet = -1;
    refused_config(&c, "min_bet");
    c = config_of(3, stacks, none);
    c.hole_cards[0] = card_mask("AsKsQs");
    refused_config(&c, "holds 3 hole cards");
    c = config_of(3, stacks, none);
    c.game = XIAPL_GAME_OMAHA4;
    c.hole_cards[1] = card_mask("AsKs");
    refused_config(&c, "this game deals 4");
    c = config_of(3, stacks, none);
    c.hole_cards[0] = card_mask("AsKs");
    c.hole_cards[2] = card_mask("AsQd");
    refused_config(&c, "dealt to two seats");
    c = config_of(3, stacks, none);
    c.hole_cards[0] = UINT64_C(1) << 60;
    refused_config(&c, "hole cards of seat 0");

    xiapl_table_destroy(NULL); /* ignored */
}

/* Heads-up, button 0 posting 1, seat 1 posting 2, both with 100:
 * preflop 0 raises to 6, 1 calls (pot 12); flop 1 checks, 0 bets 10, 1 raises
 * to 30, 0 calls (pot 72, 64 behind each); turn 1 shoves 64, 0 calls (pot
 * 200); the river runs out and QQ beats AK high. */
static void test_heads_up_hand(void) {
    const int64_t stacks[2] = {100, 100};
    const int64_t blinds[2] = {1, 2};
    xiapl_table_config c = config_of(2, stacks, blinds);
    xiapl_table_state *start, *s, *next = NULL;
    xiapl_table_info info;
    int32_t kinds[5];
    int64_t lo[5], hi[5], amounts[4];
    uint64_t len = 0, eligible[4];

    c.hole_cards[0] = card_mask("AsKs");
    c.hole_cards[1] = card_mask("QdQh");
    start = create(&c);
    info = info_of(start);
    CHECK(info.seat_count == 2 && info.phase == XIAPL_PHASE_BETTING && info.street == XIAPL_STREET_PREFLOP);
    CHECK(info.actor == 0 && info.pot_total == 3 && info.current_bet == 2 && info.min_raise == 2);
    CHECK(info.total_chips == 200 && info.history_len == 0 && info.board == 0 && info.cards_needed == 0);
    CHECK(seat_value(start, XIAPL_SEAT_STACK, 0) == 99 && seat_value(start, XIAPL_SEAT_STACK, 1) == 98);
    CHECK(seat_value(start, XIAPL_SEAT_HOLE, 1) == (int64_t)card_mask("QdQh"));

    /* The button: fold, call 1, raise to 4..100, all-in to 100. */
    CHECK(xiapl_table_legal_actions(start, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 4);
    CHECK(kinds[0] == XIAPL_ACTION_FOLD && kinds[1] == XIAPL_ACTION_CALL && lo[1] == 1 && hi[1] == 1);
    CHECK(kinds[2] == XIAPL_ACTION_BET_OR_RAISE && lo[2] == 4 && hi[2] == 100);
    CHECK(kinds[3] == XIAPL_ACTION_ALL_IN && lo[3] == 100 && hi[3] == 100);
    kinds[0] = -9;
    CHECK(xiapl_table_legal_actions(start, kinds, lo, hi, 3, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 4 && kinds[0] == -9);
    CHECK(xiapl_table_legal_actions(start, kinds, lo, hi, 5, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_legal_actions(NULL, kinds, lo, hi, 5, &len) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Applying leaves the old handle valid and unchanged. */
    CHECK(xiapl_table_apply(start, XIAPL_ACTION_BET_OR_RAISE, 6, &next) == XIAPL_OK);
    info = info_of(next);
    CHECK(info.actor == 1 && info.current_bet == 6 && info.min_raise == 4 && info.pot_total == 8);
    CHECK(info.history_len == 1);
    CHECK(seat_value(next, XIAPL_SEAT_STACK, 0) == 94 && seat_value(next, XIAPL_SEAT_BET, 0) == 6);
    info = info_of(start);
    CHECK(info.actor == 0 && info.current_bet == 2 && info.pot_total == 3 && info.history_len == 0);
    CHECK(seat_value(start, XIAPL_SEAT_STACK, 0) == 99);
    s = act(next, XIAPL_ACTION_CALL, 0);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.cards_needed == 3 && info.actor == -1);
    CHECK(info.pot_total == 12 && seat_value(s, XIAPL_SEAT_CONTRIBUTED, 1) == 6);
    CHECK(xiapl_table_legal_actions(s, NULL, NULL, NULL, 0, &len) == XIAPL_OK && len == 0);

    s = deal(s, "2c7d9h");
    info = info_of(s);
    CHECK(info.street == XIAPL_STREET_FLOP && info.board == card_mask("2c7d9h") && info.actor == 1);
    CHECK(info.current_bet == 0 && seat_value(s, XIAPL_SEAT_BET, 0) == 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_BET_OR_RAISE, 10);
    s = act(s, XIAPL_ACTION_BET_OR_RAISE, 30);
    CHECK(info_of(s).min_raise == 20);
    s = act(s, XIAPL_ACTION_CHECK_OR_CALL, 0);
    info = info_of(s);
    CHECK(info.pot_total == 72 && info.phase == XIAPL_PHASE_DEALING && info.cards_needed == 1);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 0) == 64 && seat_value(s, XIAPL_SEAT_STACK, 1) == 64);

    s = deal(s, "Jc");
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    CHECK(seat_value(s, XIAPL_SEAT_ALL_IN, 1) == 1 && info_of(s).current_bet == 64);
    s = act(s, XIAPL_ACTION_CALL, 0);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.street == XIAPL_STREET_TURN && info.pot_total == 200);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 1 && amounts[0] == 200 && eligible[0] == 3);

    s = deal(s, "3s");
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_FINISHED && info.actor == -1 && info.pot_total == 0);
    CHECK(info.history_len == 11 && info.total_chips == 200);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 0) == 0 && seat_value(s, XIAPL_SEAT_STACK, 1) == 200);
    CHECK(seat_value(s, XIAPL_SEAT_WON, 0) == 0 && seat_value(s, XIAPL_SEAT_WON, 1) == 200);
    CHECK(seat_value(s, XIAPL_SEAT_CONTRIBUTED, 0) == 100 && seat_value(s, XIAPL_SEAT_FOLDED, 0) == 0);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 1 && amounts[0] == 200 && eligible[0] == 3);
    refused_action(s, XIAPL_ACTION_CHECK, 0, "the hand is over");
    refused_deal(s, card_mask("4s"), "the hand is over");

    info = info_of(start); /* the first handle is still the first state */
    CHECK(info.actor == 0 && info.history_len == 0 && seat_value(start, XIAPL_SEAT_STACK, 1) == 98);
    xiapl_table_destroy(s);
    xiapl_table_destroy(start);
}

/* Every refusal of an action or a deal, and the query functions' own errors. */
static void test_refusals(void) {
    const int64_t stacks[3] = {100, 100, 100};
    const int64_t blinds[3] = {0, 1, 2};
    xiapl_table_config c = config_of(3, stacks, blinds);
    xiapl_table_state *s, *next = NULL;
    xiapl_table_info info;
    int64_t values[XIAPL_TABLE_MAX_SEATS], amounts[4];
    uint64_t len = 0, eligible[4];

    c.hole_cards[0] = card_mask("AsKs");
    s = create(&c);
    /* Seat 0 (the button) acts first three-handed, facing the big blind of 2. */
    refused_action(s, 9, 0, "action 9 is unknown");
    refused_action(s, -1, 0, "unknown");
    refused_action(s, XIAPL_ACTION_CHECK, 0, "cannot check facing a bet of 2");
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 3, "below the minimum raise to 4");
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 101, "above the maximum 100");
    refused_deal(s, card_mask("2c7d9h"), "seat 0 must act first");
    CHECK(xiapl_table_apply(NULL, XIAPL_ACTION_CALL, 0, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("state"));
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_CALL, 0, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("out_state"));
    CHECK(xiapl_table_deal_board(s, 0, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_deal_board_random(NULL, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_deal_board_random(s, &next) == XIAPL_ERR_INVALID_ARGUMENT && next == NULL);
    CHECK(xiapl_table_check_invariants(NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Queries: NULL, a struct_size too small, an unknown column, short buffers. */
    info.struct_size = 4;
    CHECK(xiapl_table_info_get(s, &info) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("struct_size"));
    CHECK(xiapl_table_info_get(s, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_info_get(NULL, &info) == XIAPL_ERR_INVALID_ARGUMENT);
    {
        /* An older, shorter struct gets the fields that fit and nothing past them. */
        union {
            xiapl_table_info info;
            uint32_t words[4];
        } small;
        memset(&small, 0, sizeof small);
        small.words[0] = 12;
        small.words[3] = 0xDEADBEEFu;
        CHECK(xiapl_table_info_get(s, &small.info) == XIAPL_OK);
        CHECK(small.words[0] == 12 && small.words[1] == 3 && small.words[2] == XIAPL_PHASE_BETTING);
        CHECK(small.words[3] == 0xDEADBEEFu);
    }
    CHECK(xiapl_table_seat_values(s, 9, values, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("column 9"));
    CHECK(xiapl_table_seat_values(s, -1, values, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    values[0] = -5;
    CHECK(xiapl_table_seat_values(s, XIAPL_SEAT_STACK, values, 2, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 3 && values[0] == -5);
    CHECK(xiapl_table_seat_values(s, XIAPL_SEAT_STACK, NULL, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_seat_values(NULL, XIAPL_SEAT_STACK, values, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    /* Mid-street the pots are layered by what each seat has put in: the
     * blinds 1 and 2 make a pot of 2 (seats 1, 2) and one of 1 (seat 2). */
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 2 && amounts[0] == 2 && eligible[0] == 6 && amounts[1] == 1 && eligible[1] == 4);
    amounts[0] = -5;
    CHECK(xiapl_table_pots(s, amounts, eligible, 1, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 2 && amounts[0] == -5);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_pots(NULL, amounts, eligible, 4, &len) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Calls all round: the big blind may check but not fold, nor "call" nothing. */
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    CHECK(info_of(s).actor == 2);
    refused_action(s, XIAPL_ACTION_FOLD, 0, "folding is not offered when checking is free");
    refused_action(s, XIAPL_ACTION_CALL, 0, "nothing to call");
    s = act(s, XIAPL_ACTION_CHECK, 0);

    /* Dealing: nobody acts, and the deal must be the right, fresh cards. */
    refused_action(s, XIAPL_ACTION_CHECK, 0, "the board must be dealt");
    refused_deal(s, card_mask("2c7d"), "this deal takes 3");
    refused_deal(s, card_mask("2c7d9h8h"), "this deal takes 3");
    refused_deal(s, card_mask("As7d9h"), "already dealt");
    refused_deal(s, UINT64_C(1) << 55, "bit 55");
    s = deal(s, "2c7d9h");
    refused_deal(s, card_mask("Jc"), "seat 1 must act first");
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 1, "below the minimum bet to 2");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    refused_deal(s, card_mask("7d"), "already dealt");
    refused_deal(s, card_mask("JcQc"), "this deal takes 1");
    {
        /* The seeded deal brings one card that was not dealt yet. */
        xiapl_table_state *dealt = NULL;
        uint64_t turn;
        CHECK(xiapl_table_deal_board_random(s, &dealt) == XIAPL_OK);
        turn = info_of(dealt).board & ~card_mask("2c7d9h");
        CHECK(turn != 0 && (turn & (turn - 1)) == 0 && (turn & card_mask("AsKs")) == 0);
        xiapl_table_destroy(dealt);
    }
    xiapl_table_destroy(s);
}

/* Raising rules that close the betting: every opponent all-in, a short
 * all-in that does not reopen, and the exact pot limit. */
static void test_closed_raising_and_pot_limit(void) {
    {
        const int64_t stacks[2] = {50, 1000};
        const int64_t blinds[2] = {1, 2};
        xiapl_table_config c = config_of(2, stacks, blinds);
        xiapl_table_state *s = create(&c);
        int32_t kinds[5];
        int64_t lo[5], hi[5];
        uint64_t len = 0;
        s = act(s, XIAPL_ACTION_ALL_IN, 0); /* the button shoves 50 */
        CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
        CHECK(len == 2 && kinds[0] == XIAPL_ACTION_FOLD && kinds[1] == XIAPL_ACTION_CALL && lo[1] == 48);
        refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 200, "every opponent is all-in");
        refused_action(s, XIAPL_ACTION_ALL_IN, 0, "raising is closed");
        xiapl_table_destroy(s);
    }
    {
        /* 0 button, 1 SB 5, 2 BB 10, 3 short with 130: 3 calls, 0 raises to
         * 100, 1 folds, 2 calls, 3 shoves 130 (a raise of 30 < 90). */
        const int64_t stacks[4] = {1000, 1000, 1000, 130};
        const int64_t blinds[4] = {0, 5, 10, 0};
        xiapl_table_config c = config_of(4, stacks, blinds);
        xiapl_table_state *s = create(&c);
        CHECK(info_of(s).actor == 3);
        s = act(s, XIAPL_ACTION_CALL, 0);
        s = act(s, XIAPL_ACTION_BET_OR_RAISE, 100);
        s = act(s, XIAPL_ACTION_FOLD, 0);
        s = act(s, XIAPL_ACTION_CALL, 0);
        s = act(s, XIAPL_ACTION_ALL_IN, 0);
        CHECK(info_of(s).actor == 0 && info_of(s).current_bet == 130 && info_of(s).min_raise == 90);
        refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 300, "did not reopen the betting");
        s = act(s, XIAPL_ACTION_CALL, 0);
        /* Seat 2 acted at 100 too: still closed for it. */
        refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 220, "did not reopen the betting");
        xiapl_table_destroy(s);
    }
    {
        /* PLO, blinds 1/2, button 0 first: call 2, pot 5, so raise to 7. */
        const int64_t stacks[3] = {1000, 1000, 1000};
        const int64_t blinds[3] = {0, 1, 2};
        xiapl_table_config c = config_of(3, stacks, blinds);
        xiapl_table_state *s;
        int32_t kinds[5];
        int64_t lo[5], hi[5];
        uint64_t len = 0;
        c.game = XIAPL_GAME_OMAHA4;
        c.betting = XIAPL_BETTING_POT_LIMIT;
        s = create(&c);
        CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
        CHECK(len == 3 && kinds[2] == XIAPL_ACTION_BET_OR_RAISE && lo[2] == 4 && hi[2] == 7);
        refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 8, "(the pot limit)");
        refused_action(s, XIAPL_ACTION_ALL_IN, 0, "exceeds the pot limit of 7");
        s = act(s, XIAPL_ACTION_BET_OR_RAISE, 7);
        /* The small blind: call 6 makes the pot 16, so raise to 7 + 16 = 23. */
        CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
        CHECK(len == 3 && lo[2] == 12 && hi[2] == 23);
        xiapl_table_destroy(s);
    }
}

/* Three all-in for different amounts with a tie: the main pot splits with an
 * odd chip, the side pot evenly. Button 0, blinds 1/2 on seats 1 and 2.
 * Seat 0 shoves 51, seat 1 shoves 100, seat 2 calls 100 (50 behind).
 * Main pot 3 x 51 = 153 (all three), side pot 2 x 49 = 98 (seats 1, 2).
 * Board As Kh 8s 4d 3h: seats 1 and 2 both hold ace-king (two pair, 8
 * kicker), seat 0 seven-deuce. 153 / 2 = 76 each, the odd chip to the first
 * winner left of the button (seat 1): 77 + 49 = 126 and 76 + 49 = 125. */
static void test_three_way_all_in_side_pots_and_odd_chip(void) {
    const int64_t stacks[3] = {51, 100, 150};
    const int64_t blinds[3] = {0, 1, 2};
    xiapl_table_config c = config_of(3, stacks, blinds);
    xiapl_table_state *s;
    xiapl_table_info info;
    int64_t amounts[4];
    uint64_t eligible[4], len = 0;

    c.hole_cards[0] = card_mask("7c2d");
    c.hole_cards[1] = card_mask("AcKd");
    c.hole_cards[2] = card_mask("AdKc");
    s = create(&c);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    CHECK(info_of(s).current_bet == 51 && info_of(s).min_raise == 49);
    s = act(s, XIAPL_ACTION_ALL_IN, 0);
    CHECK(info_of(s).current_bet == 100);
    s = act(s, XIAPL_ACTION_CALL, 0);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.pot_total == 251);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 2) == 50 && seat_value(s, XIAPL_SEAT_ALL_IN, 2) == 0);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 2 && amounts[0] == 153 && eligible[0] == 7 && amounts[1] == 98 && eligible[1] == 6);

    /* Nobody can bet against seat 2 alone: the board runs out. */
    s = deal(s, "AsKh8s");
    CHECK(info_of(s).phase == XIAPL_PHASE_DEALING && info_of(s).actor == -1);
    s = deal(s, "4d");
    s = deal(s, "3h");
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_FINISHED && info.pot_total == 0 && info.total_chips == 301);
    CHECK(seat_value(s, XIAPL_SEAT_WON, 0) == 0);
    CHECK(seat_value(s, XIAPL_SEAT_WON, 1) == 126);
    CHECK(seat_value(s, XIAPL_SEAT_WON, 2) == 125);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 0) == 0);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 1) == 126);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 2) == 175);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 2 && amounts[0] == 153 && amounts[1] == 98);
    xiapl_table_destroy(s);

    /* The same stacks and cards with the button on seat 1 (seat 2 posts 1,
     * seat 0 posts 2): seat 2 is now the first winner left of the button and
     * takes the odd chip. */
    c.button = 1;
    c.blinds[1] = 0;
    c.blinds[2] = 1;
    c.blinds[0] = 2;
    s = create(&c);
    CHECK(info_of(s).actor == 1);       /* after the big blind on seat 0 */
    s = act(s, XIAPL_ACTION_ALL_IN, 0); /* seat 1: 100 */
    s = act(s, XIAPL_ACTION_CALL, 0);   /* seat 2: 100, 50 behind */
    s = act(s, XIAPL_ACTION_ALL_IN, 0); /* seat 0: calls all-in for 51 */
    s = deal(s, "AsKh8s");
    s = deal(s, "4d");
    s = deal(s, "3h");
    CHECK(seat_value(s, XIAPL_SEAT_WON, 1) == 125 && seat_value(s, XIAPL_SEAT_WON, 2) == 126);
    xiapl_table_destroy(s);
}

/* Straddles: seats 1, 2, 3 post 1, 2, 4 with button 0. Seat 0 acts first and
 * faces 4; the minimum raise is the straddle (to 8); the straddler gets the
 * option; after the flop the minimum bet is min_bet (2 here). */
static void test_straddle(void) {
    const int64_t stacks[4] = {100, 100, 100, 100};
    const int64_t blinds[4] = {0, 1, 2, 4};
    xiapl_table_config c = config_of(4, stacks, blinds);
    xiapl_table_state *s;
    int32_t kinds[5];
    int64_t lo[5], hi[5];
    uint64_t len = 0;

    c.min_bet = 2;
    s = create(&c);
    CHECK(info_of(s).actor == 0 && info_of(s).current_bet == 4 && info_of(s).pot_total == 7);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 4 && kinds[1] == XIAPL_ACTION_CALL && lo[1] == 4 && lo[2] == 8 && hi[2] == 100);
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 7, "below the minimum raise to 8");
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0); /* seat 1 adds 3 */
    s = act(s, XIAPL_ACTION_CALL, 0); /* seat 2 adds 2 */
    CHECK(info_of(s).actor == 3 && info_of(s).pot_total == 16);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 3 && kinds[0] == XIAPL_ACTION_CHECK && lo[1] == 8);
    refused_action(s, XIAPL_ACTION_FOLD, 0, "checking is free");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "2c7d9h");
    CHECK(info_of(s).actor == 1);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 3 && kinds[1] == XIAPL_ACTION_BET_OR_RAISE && lo[1] == 2 && hi[1] == 96);
    xiapl_table_destroy(s);

    /* min_bet 0 means the largest blind: the straddle sets the post-flop bet. */
    c.min_bet = 0;
    s = create(&c);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "2c7d9h");
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 3 && lo[1] == 4);
    xiapl_table_destroy(s);

    /* A straddler short of the straddle posts all-in, and the others still
     * face the nominal 4. When all fold, the 1 of his 3 nobody matched comes
     * back (the big blind put in 2). */
    c.stacks[3] = 3;
    s = create(&c);
    CHECK(seat_value(s, XIAPL_SEAT_ALL_IN, 3) == 1 && seat_value(s, XIAPL_SEAT_BET, 3) == 3);
    CHECK(info_of(s).current_bet == 4 && info_of(s).actor == 0);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(kinds[1] == XIAPL_ACTION_CALL && lo[1] == 4);
    s = act(s, XIAPL_ACTION_FOLD, 0);
    s = act(s, XIAPL_ACTION_FOLD, 0);
    s = act(s, XIAPL_ACTION_FOLD, 0);
    /* Seat 3 alone is live: it wins 1 + 2 + its own 3 back. */
    CHECK(info_of(s).phase == XIAPL_PHASE_FINISHED);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 3) == 6 && seat_value(s, XIAPL_SEAT_STACK, 2) == 98);
    xiapl_table_destroy(s);
}

/* Antes of 5 with seat 1 holding only 5: the ante puts it all-in, so it posts
 * no small blind. The antes (15) form a first pot all three can win; the
 * bets (2 + 2 from seats 0 and 2) a second one. Seat 1's aces take the 15,
 * seat 0's kings the 4: stacks 97, 15, 93. */
static void test_ante_only_all_in(void) {
    const int64_t stacks[3] = {100, 5, 100};
    const int64_t blinds[3] = {0, 1, 2};
    xiapl_table_config c = config_of(3, stacks, blinds);
    xiapl_table_state *s;
    xiapl_table_info info;
    int64_t amounts[4];
    uint64_t eligible[4], len = 0;
    int i;

    c.antes[0] = c.antes[1] = c.antes[2] = 5;
    c.hole_cards[0] = card_mask("KcKd");
    c.hole_cards[1] = card_mask("AcAd");
    c.hole_cards[2] = card_mask("7h2s");
    s = create(&c);
    info = info_of(s);
    CHECK(info.actor == 0 && info.current_bet == 2 && info.pot_total == 17);
    CHECK(seat_value(s, XIAPL_SEAT_ALL_IN, 1) == 1 && seat_value(s, XIAPL_SEAT_BET, 1) == 0);
    CHECK(seat_value(s, XIAPL_SEAT_CONTRIBUTED, 1) == 5 && seat_value(s, XIAPL_SEAT_STACK, 1) == 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    CHECK(xiapl_table_pots(s, amounts, eligible, 4, &len) == XIAPL_OK);
    CHECK(len == 2 && amounts[0] == 15 && eligible[0] == 7 && amounts[1] == 4 && eligible[1] == 5);
    s = deal(s, "3c8d9h");
    for (i = 0; i < 2; ++i) s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "Js");
    for (i = 0; i < 2; ++i) s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "4s");
    for (i = 0; i < 2; ++i) s = act(s, XIAPL_ACTION_CHECK, 0);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_FINISHED && info.total_chips == 205);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 0) == 97);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 1) == 15);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 2) == 93);
    CHECK(seat_value(s, XIAPL_SEAT_WON, 1) == 15 && seat_value(s, XIAPL_SEAT_WON, 0) == 4);
    xiapl_table_destroy(s);

    /* Everybody all-in on the ante: nobody can act, the board is due at once,
     * and the best of the three takes the 15. */
    c.stacks[0] = c.stacks[2] = 5;
    s = create(&c);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.actor == -1 && info.cards_needed == 3);
    s = deal(s, "3c8d9h");
    s = deal(s, "Js");
    s = deal(s, "4s");
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 1) == 15 && seat_value(s, XIAPL_SEAT_STACK, 0) == 0);
    xiapl_table_destroy(s);
}

/* A whole hand in one call, the same as step by step; a failing step is
 * named by its index and leaves no new handle. */
static void test_apply_many(void) {
    const int64_t stacks[2] = {100, 100};
    const int64_t blinds[2] = {1, 2};
    xiapl_table_config c = config_of(2, stacks, blinds);
    xiapl_table_state *start, *end = NULL;
    const int32_t seats[] = {0, 1, -1, 1, 0, 1, 0, -1, 1, 0, -1};
    const int32_t kinds[] = {XIAPL_ACTION_BET_OR_RAISE,  XIAPL_ACTION_CALL,         XIAPL_STEP_DEAL_BOARD,
                             XIAPL_ACTION_CHECK,         XIAPL_ACTION_BET_OR_RAISE, XIAPL_ACTION_BET_OR_RAISE,
                             XIAPL_ACTION_CHECK_OR_CALL, XIAPL_STEP_DEAL_BOARD,     XIAPL_ACTION_ALL_IN,
                             XIAPL_ACTION_CALL,          XIAPL_STEP_DEAL_BOARD};
    int64_t amounts[] = {6, 0, 0, 0, 10, 30, 0, 0, 0, 0, 0};
    int32_t wrong_seats[11];
    int32_t bad_kinds[11];
    uint64_t failed_at = 77;
    xiapl_table_info info;

    amounts[2] = (int64_t)card_mask("2c7d9h");
    amounts[7] = (int64_t)card_mask("Jc");
    amounts[10] = (int64_t)card_mask("3s");
    c.hole_cards[0] = card_mask("AsKs");
    c.hole_cards[1] = card_mask("QdQh");
    start = create(&c);
    CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, 11, &end, &failed_at) == XIAPL_OK);
    CHECK(failed_at == 11 && end != NULL);
    info = info_of(end);
    CHECK(info.phase == XIAPL_PHASE_FINISHED && info.history_len == 11);
    CHECK(seat_value(end, XIAPL_SEAT_STACK, 0) == 0 && seat_value(end, XIAPL_SEAT_STACK, 1) == 200);
    CHECK(xiapl_table_check_invariants(end) == XIAPL_OK);
    xiapl_table_destroy(end);
    CHECK(info_of(start).history_len == 0);

    /* seats may be NULL; count 0 gives a copy of the state. */
    end = NULL;
    CHECK(xiapl_table_apply_many(start, NULL, kinds, amounts, 2, &end, &failed_at) == XIAPL_OK);
    CHECK(failed_at == 2 && info_of(end).phase == XIAPL_PHASE_DEALING);
    xiapl_table_destroy(end);
    end = NULL;
    CHECK(xiapl_table_apply_many(start, NULL, NULL, NULL, 0, &end, &failed_at) == XIAPL_OK);
    CHECK(failed_at == 0 && end != NULL && info_of(end).actor == 0);
    xiapl_table_destroy(end);

    /* The failing step is named; nothing is handed out. */
    end = NULL;
    amounts[5] = 12; /* a raise to 12 over a bet of 10: below the minimum to 20 */
    CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(failed_at == 5 && end == NULL);
    CHECK(message_contains("step 5: ") && message_contains("minimum raise to 20"));
    amounts[5] = 30;
    memcpy(wrong_seats, seats, sizeof seats);
    wrong_seats[3] = 0;
    CHECK(xiapl_table_apply_many(start, wrong_seats, kinds, amounts, 11, &end, &failed_at) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(failed_at == 3 && end == NULL && message_contains("seat 1 is to act"));
    memcpy(bad_kinds, kinds, sizeof kinds);
    bad_kinds[1] = 9;
    CHECK(xiapl_table_apply_many(start, seats, bad_kinds, amounts, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(failed_at == 1 && end == NULL && message_contains("step kind 9"));
    bad_kinds[1] = XIAPL_STEP_DEAL_BOARD;
    CHECK(xiapl_table_apply_many(start, NULL, bad_kinds, amounts, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(failed_at == 1 && message_contains("seat 1 must act first"));

    /* NULL arguments. */
    CHECK(xiapl_table_apply_many(start, seats, NULL, amounts, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(failed_at == 11 && message_contains("kinds"));
    CHECK(xiapl_table_apply_many(start, seats, kinds, NULL, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_apply_many(NULL, seats, kinds, amounts, 11, &end, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, 11, NULL, &failed_at) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, 11, &end, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(end == NULL);
    xiapl_table_destroy(start);
}

/* A saved state: the text round trip, the buffer contract, the seeded stream
 * continuing alike in the copy, and refused texts. */
static void test_serialize(void) {
    const int64_t stacks[3] = {100, 80, 120};
    const int64_t blinds[3] = {0, 1, 2};
    xiapl_table_config c = config_of(3, stacks, blinds);
    xiapl_table_state *s, *copy = NULL, *bad = NULL, *next_a = NULL, *next_b = NULL;
    char text[512], again[512], small[8];
    uint64_t len = 0, len_again = 0, small_len = 0;
    c.random_holes = 1;
    c.seed = 12345;
    s = create(&c);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);

    CHECK(xiapl_table_to_text(s, text, sizeof text, &len) == XIAPL_OK);
    CHECK(len == strlen(text) && strncmp(text, "xiapl-table-state 1\n", 20) == 0);
    memset(small, 'x', sizeof small);
    CHECK(xiapl_table_to_text(s, small, sizeof small, &small_len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(small_len == len && small[0] == 'x'); /* the length, and nothing written */
    CHECK(xiapl_table_to_text(s, text, len, &small_len) == XIAPL_ERR_BUFFER_TOO_SMALL); /* no room for the NUL */

    CHECK(xiapl_table_from_text(text, len, &copy) == XIAPL_OK);
    CHECK(xiapl_table_to_text(copy, again, sizeof again, &len_again) == XIAPL_OK);
    CHECK(len_again == len && strcmp(again, text) == 0);
    CHECK(xiapl_table_deal_board_random(s, &next_a) == XIAPL_OK);
    CHECK(xiapl_table_deal_board_random(copy, &next_b) == XIAPL_OK);
    CHECK(info_of(next_a).board == info_of(next_b).board && info_of(next_a).board != 0);

    CHECK(xiapl_table_from_text("", 0, &bad) == XIAPL_ERR_PARSE && bad == NULL && message_contains("first line"));
    strcpy(again, text);
    strcat(again, "act 2 3 1\n");
    CHECK(xiapl_table_from_text(again, strlen(again), &bad) == XIAPL_ERR_PARSE && bad == NULL);
    CHECK(message_contains("line 10"));
    CHECK(xiapl_table_from_text(NULL, 5, &bad) == XIAPL_ERR_INVALID_ARGUMENT && bad == NULL);

    xiapl_table_destroy(next_a);
    xiapl_table_destroy(next_b);
    xiapl_table_destroy(copy);
    xiapl_table_destroy(s);
}

/* Fixed limit: the street's bet size, at most four bets and raises, and the
 * config fields of ABI 2.4; an Omaha hi/lo pot split between high and low. */
static void test_fixed_limit_and_hi_lo(void) {
    const int64_t stacks[2] = {100, 100};
    const int64_t blinds[2] = {2, 1}; /* seat 1 is the button and posts the small blind */
    xiapl_table_config c = config_of(2, stacks, blinds);
    xiapl_table_state *s;
    xiapl_table_info info;
    int32_t kinds[5];
    int64_t lo[5], hi[5];
    uint64_t len = 0, i;
    int64_t to;
    xiapl_pot_result pots[XIAPL_TABLE_MAX_SEATS];
    c.button = 1;
    c.game = XIAPL_GAME_OMAHA4_HILO;
    c.betting = XIAPL_BETTING_FIXED_LIMIT;
    c.small_bet = 2;
    c.big_bet = 4;
    c.hole_cards[0] = card_mask("QsQdJsJd");
    c.hole_cards[1] = card_mask("Ah2h9c9d");
    s = create(&c);
    info = info_of(s);
    CHECK(info.betting == XIAPL_BETTING_FIXED_LIMIT && info.fixed_bet == 2 && info.raises == 0);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    for (i = 0; i < len; ++i) {
        if (kinds[i] == XIAPL_ACTION_BET_OR_RAISE) CHECK(lo[i] == 4 && hi[i] == 4);
    }
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 5, "not the fixed-limit raise to 4");
    for (to = 4; to <= 10; to += 2) s = act(s, XIAPL_ACTION_BET_OR_RAISE, to);
    CHECK(info_of(s).raises == 4);
    refused_action(s, XIAPL_ACTION_BET_OR_RAISE, 12, "4 bets and raises are made");
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = deal(s, "Qh4d5s");
    CHECK(info_of(s).fixed_bet == 2 && info_of(s).raises == 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "8c");
    CHECK(info_of(s).fixed_bet == 4);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = deal(s, "Kd");
    s = act(s, XIAPL_ACTION_CHECK, 0);
    s = act(s, XIAPL_ACTION_CHECK, 0);
    CHECK(info_of(s).phase == XIAPL_PHASE_FINISHED);
    /* Three queens take the high half, A-2-4-5-8 the low half. */
    CHECK(xiapl_table_pot_results(s, pots, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    CHECK(len == 1 && pots[0].amount == 20 && pots[0].winners == 3 && pots[0].won[0] == 10 && pots[0].won[1] == 10);
    CHECK(seat_value(s, XIAPL_SEAT_STACK, 0) == 100 && seat_value(s, XIAPL_SEAT_STACK, 1) == 100);
    xiapl_table_destroy(s);
    c.game = XIAPL_GAME_RAZZ;
    refused_config(&c, "Razz has no blinds");
    c.game = XIAPL_GAME_SHORT_DECK;
    c.hole_cards[0] = card_mask("As2s");
    c.hole_cards[1] = 0;
    refused_config(&c, "six to ace");
}

/* Stud through the C ABI: hole deals with up cards, the bring-in, a random
 * run-out; then a triple-draw hand's draw rounds. */
/* The amount of a hole deal or a discard for xiapl_table_apply_many. */
static int64_t packed(const xiapl_table_step *step) {
    uint64_t amount = step->cards | (uint64_t)step->unknown << XIAPL_APPLY_UNKNOWN_SHIFT;
    uint64_t id = 0;
    if (step->up != 0) {
        while (!((step->up >> id) & 1)) ++id;
        amount |= (id + 1) << XIAPL_APPLY_UP_SHIFT;
    }
    return (int64_t)amount;
}

/* A hand's whole history, hole deals and draws included, replayed in one xiapl_table_apply_many
 * call from a new start of config c, reaches the same stacks, hole cards and history. */
static void replays_in_one_call(xiapl_table_config c, const xiapl_table_state *end) {
    xiapl_table_step steps[64], again[64];
    int32_t seats[64], kinds[64];
    int64_t amounts[64];
    uint64_t len = 0, len_again = 0, failed = 99, i;
    xiapl_table_state *start, *replayed = NULL;
    int32_t seat;
    c.random_holes = 0; /* the seeded first deals are steps of the history */
    start = create(&c);
    CHECK(xiapl_table_history(end, steps, 64, &len) == XIAPL_OK && len > 0);
    for (i = 0; i < len; ++i) {
        kinds[i] = steps[i].kind;
        seats[i] = steps[i].kind == XIAPL_STEP_DEAL_HOLE ? steps[i].to : steps[i].seat;
        amounts[i] = steps[i].amount;
        if (steps[i].kind == XIAPL_STEP_DEAL_BOARD) amounts[i] = (int64_t)steps[i].cards;
        if (steps[i].kind == XIAPL_STEP_DEAL_HOLE || steps[i].kind == XIAPL_ACTION_DISCARD) {
            amounts[i] = packed(&steps[i]);
        }
    }
    CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, len, &replayed, &failed) == XIAPL_OK);
    CHECK(failed == len && replayed != NULL);
    if (replayed == NULL) {
        xiapl_table_destroy(start);
        return;
    }
    CHECK(info_of(replayed).phase == info_of(end).phase);
    for (seat = 0; seat < c.seat_count; ++seat) {
        CHECK(seat_value(replayed, XIAPL_SEAT_STACK, seat) == seat_value(end, XIAPL_SEAT_STACK, seat));
        CHECK(seat_value(replayed, XIAPL_SEAT_HOLE, seat) == seat_value(end, XIAPL_SEAT_HOLE, seat));
    }
    CHECK(xiapl_table_history(replayed, again, 64, &len_again) == XIAPL_OK && len_again == len);
    for (i = 0; i < len && i < len_again; ++i) {
        CHECK(again[i].kind == steps[i].kind && again[i].cards == steps[i].cards && again[i].up == steps[i].up &&
              again[i].to == steps[i].to && again[i].street == steps[i].street && again[i].draw == steps[i].draw);
    }
    xiapl_table_destroy(replayed);
    /* A discard by the wrong seat and a field past its bits are refused, naming the step. */
    for (i = 0; i < len && kinds[i] != XIAPL_ACTION_DISCARD && kinds[i] != XIAPL_STEP_DEAL_HOLE; ++i) {
    }
    if (i < len) {
        const int64_t kept = amounts[i];
        amounts[i] = -1;
        replayed = NULL;
        CHECK(xiapl_table_apply_many(start, seats, kinds, amounts, len, &replayed, &failed) ==
              XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(failed == i && replayed == NULL && message_contains("has bits past its fields"));
        amounts[i] = kept;
    }
    xiapl_table_destroy(start);
}

static void test_stud_and_draw(void) {
    const int64_t stacks[3] = {50, 50, 50};
    const int64_t none[3] = {0, 0, 0};
    xiapl_table_config c = config_of(3, stacks, none);
    xiapl_table_state *s, *next = NULL;
    xiapl_table_step steps[64];
    xiapl_table_info info;
    int32_t kinds[5];
    int64_t lo[5], hi[5], total = 0;
    uint64_t len = 0, i;
    int seat;
    c.game = XIAPL_GAME_STUD;
    c.betting = XIAPL_BETTING_FIXED_LIMIT;
    c.button = 2;
    c.small_bet = 2;
    c.big_bet = 4;
    c.bring_in = 1;
    for (seat = 0; seat < 3; ++seat) c.antes[seat] = 1;
    s = create(&c);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.deal_seat == 0 && info.hole_cards_due == 3 &&
          info.last_street == 4 && info.cards_needed == 0);
    CHECK(xiapl_table_deal_hole(s, 0, card_mask("AsKs2d"), card_mask("2d"), 0, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    /* Seat 1 is dealt one unseen card among its three. */
    CHECK(xiapl_table_deal_hole(s, 1, card_mask("Ah9c"), card_mask("9c"), 1, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    next = NULL;
    CHECK(xiapl_table_deal_hole(s, 2, card_mask("AsKdQd"), card_mask("Qd"), 0, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("already dealt") && next == NULL);
    CHECK(xiapl_table_deal_hole(s, 2, card_mask("AdKdQc"), 0, 0, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("3 face-down card(s)") && next == NULL);
    CHECK(xiapl_table_deal_hole(s, 2, card_mask("AdKdQc"), card_mask("Qc"), 0, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    CHECK(seat_value(s, XIAPL_SEAT_UP, 0) == (int64_t)card_mask("2d"));
    CHECK(seat_value(s, XIAPL_SEAT_UNKNOWN, 1) == 1);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_BETTING && info.actor == 0);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 2 && kinds[0] == XIAPL_ACTION_BET_OR_RAISE && lo[0] == 2 && kinds[1] == XIAPL_ACTION_BRING_IN &&
          lo[1] == 1 && hi[1] == 1);
    refused_action(s, XIAPL_ACTION_FOLD, 0, "the bring-in is due");
    refused_action(s, XIAPL_ACTION_DISCARD, 0, "xiapl_table_discard");
    s = act(s, XIAPL_ACTION_BRING_IN, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    s = act(s, XIAPL_ACTION_CALL, 0);
    while (info_of(s).phase != XIAPL_PHASE_FINISHED) {
        if (info_of(s).phase == XIAPL_PHASE_DEALING) {
            CHECK(xiapl_table_deal_random(s, &next) == XIAPL_OK);
            CHECK(xiapl_table_check_invariants(next) == XIAPL_OK);
            xiapl_table_destroy(s);
            s = next;
        } else {
            s = act(s, XIAPL_ACTION_CHECK_OR_CALL, 0);
        }
    }
    CHECK(xiapl_table_history(s, steps, 64, &len) == XIAPL_OK);
    CHECK(steps[0].kind == XIAPL_STEP_DEAL_HOLE && steps[0].to == 0 && steps[0].up == card_mask("2d") &&
          steps[1].unknown == 1 && steps[3].kind == XIAPL_ACTION_BRING_IN && steps[3].amount == 1 && steps[4].to == -1);
    for (i = 0; i < 3; ++i) total += seat_value(s, XIAPL_SEAT_STACK, (int32_t)i);
    CHECK(total == 150);
    /* Streets: third street's deals and betting 0, fourth street's cards 1. */
    CHECK(steps[0].street == 0 && steps[3].street == 0 && steps[5].street == 0 && steps[6].street == 1 &&
          steps[6].draw == 0 && steps[len - 1].street == 4);
    replays_in_one_call(c, s);
    xiapl_table_destroy(s);

    /* Triple draw: everyone calls, then draws in turn from the button's left. */
    c = config_of(3, stacks, none);
    c.game = XIAPL_GAME_LOWBALL27;
    c.betting = XIAPL_BETTING_FIXED_LIMIT;
    c.button = 2;
    c.blinds[0] = 1;
    c.blinds[1] = 2;
    c.small_bet = 2;
    c.big_bet = 4;
    c.random_holes = 1;
    c.seed = 3;
    s = create(&c);
    CHECK(info_of(s).last_street == 3);
    refused_action(s, XIAPL_ACTION_BRING_IN, 0, "only stud games");
    for (i = 0; i < 3; ++i) s = act(s, XIAPL_ACTION_CHECK_OR_CALL, 0);
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DRAWING && info.actor == 0);
    CHECK(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len) == XIAPL_OK);
    CHECK(len == 1 && kinds[0] == XIAPL_ACTION_DISCARD && lo[0] == 0 && hi[0] == 5);
    {
        const uint64_t hole = (uint64_t)seat_value(s, XIAPL_SEAT_HOLE, 0);
        const uint64_t lowest = hole & (~hole + 1);
        next = NULL;
        CHECK(xiapl_table_discard(s, (~hole) & (UINT64_C(1) << 51), 0, &next) == XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("does not hold") && next == NULL);
        CHECK(xiapl_table_discard(s, lowest, 0, &next) == XIAPL_OK);
        xiapl_table_destroy(s);
        s = next;
    }
    for (seat = 1; seat < 3; ++seat) {
        CHECK(xiapl_table_discard(s, 0, 0, &next) == XIAPL_OK);
        xiapl_table_destroy(s);
        s = next;
    }
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_DEALING && info.deal_seat == 0 && info.hole_cards_due == 1);
    CHECK(xiapl_table_deal_random(s, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    info = info_of(s);
    CHECK(info.phase == XIAPL_PHASE_BETTING && info.street == 1);
    CHECK(xiapl_table_history(s, steps, 64, &len) == XIAPL_OK);
    /* The hands random_holes dealt, three calls, three draws and the replacement. */
    CHECK(len == 10 && steps[0].kind == XIAPL_STEP_DEAL_HOLE && steps[0].random == 1 && steps[6].seat == 0 &&
          steps[6].kind == XIAPL_ACTION_DISCARD && steps[7].cards == 0 && steps[9].kind == XIAPL_STEP_DEAL_HOLE &&
          steps[9].to == 0 && steps[9].cards != steps[6].cards);
    /* The first deals and the calls are street 0; the draws and the replacement lead into street 1. */
    CHECK(steps[0].street == 0 && steps[0].draw == 0 && steps[5].street == 0 && steps[6].street == 1 &&
          steps[6].draw == 1 && steps[9].street == 1 && steps[9].draw == 1);
    replays_in_one_call(c, s);
    xiapl_table_destroy(s);
}

int main(void) {
    test_config_and_blinds();
    test_heads_up_hand();
    test_refusals();
    test_closed_raising_and_pot_limit();
    test_three_way_all_in_side_pots_and_odd_chip();
    test_straddle();
    test_ante_only_all_in();
    test_apply_many();
    test_serialize();
    test_fixed_limit_and_hi_lo();
    test_stud_and_draw();
    return check_summary();
}
