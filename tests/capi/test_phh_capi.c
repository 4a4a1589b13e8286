/* The C ABI of PHH hand histories: parse, write, JSON, the chip unit, the
 * facts of a hand, replays (one, every state, many texts on threads), a table
 * state written as PHH, one action as JSON, exact chips; each function's
 * success and its refusals (NULL, bad index, buffer too small, unsupported).
 * The hands are real: tests/fixtures/phh/dwan-ivey-2009.phh and
 * antonius-blom-2009.phh, whose final stacks are known. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the PHH functions */
#include "xiapl/xiapl.h"

#include "check.h"

/* tests/fixtures/phh/dwan-ivey-2009.phh: final stacks 572100, 1997500, 1109500. */
static const char DWAN_IVEY[] =
    "# The first televised million dollar pot between Tom Dwan and Phil Ivey.\n"
    "variant = \"NT\"\n"
    "ante_trimming_status = true\n"
    "antes = [500, 500, 500]\n"
    "blinds_or_straddles = [1000, 2000, 0]\n"
    "min_bet = 2000\n"
    "starting_stacks = [1125600, 2000000, 553500]\n"
    "actions = [\n"
    "  \"d dh p1 Ac2d\",  # Ivey\n"
    "  \"d dh p2 ????\",  # Antonius\n"
    "  \"d dh p3 7h6h\",  # Dwan\n"
    "  \"p3 cbr 7000\",\n"
    "  \"p1 cbr 23000\",\n"
    "  \"p2 f\",\n"
    "  \"p3 cc\",\n"
    "  \"d db Jc3d5c\",\n"
    "  \"p1 cbr 35000\",\n"
    "  \"p3 cc\",\n"
    "  \"d db 4h\",\n"
    "  \"p1 cbr 90000\",\n"
    "  \"p3 cbr 232600\",\n"
    "  \"p1 cbr 1067100\",\n"
    "  \"p3 cc\",\n"
    "  \"p1 sm Ac2d\",\n"
    "  \"p3 sm 7h6h\",\n"
    "  \"d db Jh\",\n"
    "]\n"
    "players = [\"Phil Ivey\", \"Patrik Antonius\", \"Tom Dwan\"]\n";

/* tests/fixtures/phh/antonius-blom-2009.phh: stacks in hundredths. */
static const char ANTONIUS_BLOM[] =
    "variant = \"PO\"\n"
    "ante_trimming_status = true\n"
    "antes = [0, 0]\n"
    "blinds_or_straddles = [500, 1000]\n"
    "min_bet = 1000\n"
    "starting_stacks = [1259450.25, 678473.5]\n"
    "actions = [\"d dh p1 Ah3sKsKh\", \"d dh p2 6d9s7d8h\", \"p2 cbr 3000\", \"p1 cbr 9000\", \"p2 cbr 27000\",\n"
    "  \"p1 cbr 81000\", \"p2 cc\", \"d db 4s5c2h\", \"p1 cbr 91000\", \"p2 cbr 435000\", \"p1 cbr 779000\",\n"
    "  \"p2 cc\", \"p1 sm Ah3sKsKh\", \"p2 sm 6d9s7d8h\", \"d db 5h\", \"d db 9c\"]\n";

/* A 2-player hand whose third action is `action`. */
static void heads_up(char *buf, size_t size, const char *action) {
    snprintf(buf, size,
             "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
             "starting_stacks = [100, 100]\nactions = [\"d dh p1 AsKs\", \"d dh p2 QdQh\", %s]\n",
             action);
}

/* A card id from text such as "As" (id = suit * 13 + rank - 2), spelled out here. */
static int32_t card(const char *text) {
    static const char ranks[] = "23456789TJQKA";
    static const char suits[] = "cdhs";
    return (int32_t)((strchr(suits, text[1]) - suits) * 13 + (strchr(ranks, text[0]) - ranks));
}

static uint64_t bit(const char *text) { return UINT64_C(1) << card(text); }

static xiapl_phh *parse(const char *text) {
    xiapl_phh *doc = NULL;
    CHECK(xiapl_phh_parse(text, strlen(text), &doc) == XIAPL_OK);
    CHECK(doc != NULL);
    return doc;
}

static int64_t stack_of(const xiapl_table_state *s, int32_t seat) {
    int64_t values[XIAPL_TABLE_MAX_SEATS];
    uint64_t len = 0;
    CHECK(xiapl_table_seat_values(s, XIAPL_SEAT_STACK, values, XIAPL_TABLE_MAX_SEATS, &len) == XIAPL_OK);
    return seat < (int32_t)len ? values[seat] : -1;
}

/* The whole text of a (buf, capacity, *out_len) call on a document, malloc'ed. */
static char *text_of(int32_t (*fn)(const xiapl_phh *, int64_t, char *, uint64_t, uint64_t *), const xiapl_phh *doc,
                     int64_t index) {
    uint64_t len = 0;
    char *buf;
    CHECK(fn(doc, index, NULL, 0, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    buf = malloc((size_t)len + 1);
    CHECK(fn(doc, index, buf, len + 1, &len) == XIAPL_OK);
    CHECK(strlen(buf) == len);
    return buf;
}

static void test_parse_and_refusals(void) {
    xiapl_phh *doc = NULL;
    uint64_t count = 9;
    char text[1024];

    doc = parse(DWAN_IVEY);
    CHECK(xiapl_phh_count(doc, &count) == XIAPL_OK && count == 1);
    CHECK(xiapl_phh_count(doc, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_count(NULL, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_phh_destroy(doc);
    xiapl_phh_destroy(NULL);

    /* An empty text holds no hand; NULL is fine for 0 bytes, not for more. */
    doc = NULL;
    CHECK(xiapl_phh_parse(NULL, 0, &doc) == XIAPL_OK && doc != NULL);
    CHECK(xiapl_phh_count(doc, &count) == XIAPL_OK && count == 0);
    xiapl_phh_destroy(doc);
    doc = NULL;
    CHECK(xiapl_phh_parse(NULL, 5, &doc) == XIAPL_ERR_INVALID_ARGUMENT && doc == NULL);
    CHECK(xiapl_phh_parse(DWAN_IVEY, strlen(DWAN_IVEY), NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Bad PHH: the line, the action and the token. */
    heads_up(text, sizeof text, "\"p2 cbr 1,000\"");
    CHECK(xiapl_phh_parse(text, strlen(text), &doc) == XIAPL_ERR_PARSE && doc == NULL);
    CHECK(message_contains("line 6: action 'p2 cbr 1,000': token '1,000' is not an amount"));
    CHECK(xiapl_phh_parse("variant = \n", 11, &doc) == XIAPL_ERR_PARSE);
    CHECK(message_contains("line 1, column 11: not valid PHH/TOML"));
    /* Only the given bytes are read: the text cut after "variant" is no hand. */
    CHECK(xiapl_phh_parse(DWAN_IVEY, 80, &doc) == XIAPL_ERR_PARSE);

    /* Another variant: its own status. */
    CHECK(xiapl_phh_parse("variant = \"XT\"\n", 15, &doc) == XIAPL_ERR_UNSUPPORTED && doc == NULL);
    CHECK(message_contains("variant 'XT' is not a PHH variant code"));
    CHECK(strcmp(xiapl_status_name(XIAPL_ERR_UNSUPPORTED), "XIAPL_ERR_UNSUPPORTED") == 0);
}

static void test_text_and_json(void) {
    xiapl_phh *doc = parse(DWAN_IVEY);
    xiapl_phh *two = NULL;
    xiapl_phh *back = NULL;
    char small[16];
    uint64_t len = 0;
    char *text = text_of(xiapl_phh_to_text, doc, 0);
    char *json = text_of(xiapl_phh_to_json, doc, 0);
    char *again;
    size_t both_len;
    char *both;

    /* The canonical form: comments dropped, fields in order, one action a line. */
    CHECK(strncmp(text, "variant = \"NT\"\nante_trimming_status = true\nantes = [500, 500, 500]\n", 66) == 0);
    CHECK(strstr(text, "actions = [\n  \"d dh p1 Ac2d\",\n") != NULL);
    CHECK(strstr(text, "\nplayers = [\"Phil Ivey\", \"Patrik Antonius\", \"Tom Dwan\"]\n") != NULL);
    CHECK(strncmp(json, "{\"variant\": \"NT\", \"ante_trimming_status\": true, \"antes\": [500, 500, 500]", 71) == 0);

    /* Too small a buffer: the length, nothing written; the NUL counts. */
    memset(small, 'x', sizeof small);
    CHECK(xiapl_phh_to_text(doc, 0, small, sizeof small, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == strlen(text) && small[0] == 'x');
    CHECK(message_contains("bytes"));
    {
        char *exact = malloc(strlen(text) + 1);
        CHECK(xiapl_phh_to_text(doc, 0, exact, strlen(text), &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
        CHECK(xiapl_phh_to_text(doc, 0, exact, strlen(text) + 1, &len) == XIAPL_OK);
        CHECK(strcmp(exact, text) == 0);
        free(exact);
    }
    CHECK(xiapl_phh_to_text(doc, 0, small, sizeof small, NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Indexes: 0 .. count - 1 or XIAPL_PHH_ALL. */
    CHECK(xiapl_phh_to_text(doc, 1, small, sizeof small, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("index 1 is out of range; the document holds 1 hand(s) (0..0)"));
    CHECK(xiapl_phh_to_text(doc, -2, small, sizeof small, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_to_json(doc, 7, small, sizeof small, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_to_text(NULL, 0, small, sizeof small, &len) == XIAPL_ERR_INVALID_ARGUMENT);

    /* Round trips: the text and the JSON read back to the same hand. */
    back = parse(text);
    again = text_of(xiapl_phh_to_text, back, 0);
    CHECK(strcmp(again, text) == 0);
    free(again);
    xiapl_phh_destroy(back);
    back = NULL;
    CHECK(xiapl_phh_from_json(json, strlen(json), &back) == XIAPL_OK);
    again = text_of(xiapl_phh_to_text, back, 0);
    CHECK(strcmp(again, text) == 0);
    free(again);
    xiapl_phh_destroy(back);

    /* Two hands: a .phhs text and a JSON array, each read back. */
    both_len = 2 * strlen(text) + 32;
    both = malloc(both_len);
    snprintf(both, both_len, "[1]\n%s\n[2]\n%s", text, text);
    two = parse(both);
    CHECK(xiapl_phh_count(two, &len) == XIAPL_OK && len == 2);
    again = text_of(xiapl_phh_to_text, two, XIAPL_PHH_ALL);
    CHECK(strcmp(again, both) == 0);
    free(again);
    again = text_of(xiapl_phh_to_json, two, XIAPL_PHH_ALL);
    CHECK(again[0] == '[');
    back = NULL;
    CHECK(xiapl_phh_from_json(again, strlen(again), &back) == XIAPL_OK);
    CHECK(xiapl_phh_count(back, &len) == XIAPL_OK && len == 2);
    xiapl_phh_destroy(back);
    free(again);
    free(both);
    xiapl_phh_destroy(two);

    /* JSON refusals: the byte, a hand's checks, another variant. */
    back = NULL;
    CHECK(xiapl_phh_from_json("{\"variant\": null}", 17, &back) == XIAPL_ERR_PARSE && back == NULL);
    CHECK(message_contains("byte 12"));
    CHECK(xiapl_phh_from_json("{\"variant\": \"NX\"}", 17, &back) == XIAPL_ERR_UNSUPPORTED);
    CHECK(xiapl_phh_from_json(NULL, 3, &back) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_from_json(json, strlen(json), NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    free(text);
    free(json);
    xiapl_phh_destroy(doc);
}

static void test_unit_info_and_board(void) {
    xiapl_phh *doc = parse(DWAN_IVEY);
    xiapl_phh *po = parse(ANTONIUS_BLOM);
    char unit[32];
    uint64_t len = 0;
    xiapl_phh_info info;
    int32_t board[52];

    CHECK(xiapl_phh_chip_unit(doc, 0, unit, sizeof unit, &len) == XIAPL_OK && strcmp(unit, "1") == 0 && len == 1);
    CHECK(xiapl_phh_chip_unit(po, 0, unit, sizeof unit, &len) == XIAPL_OK && strcmp(unit, "0.01") == 0);
    CHECK(xiapl_phh_chip_unit(po, 0, unit, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 4);
    CHECK(xiapl_phh_chip_unit(po, 1, unit, sizeof unit, &len) == XIAPL_ERR_INVALID_ARGUMENT);

    memset(&info, 0xAB, sizeof info);
    info.struct_size = sizeof info;
    CHECK(xiapl_phh_info_get(doc, 0, &info) == XIAPL_OK);
    CHECK(info.struct_size == sizeof info);
    CHECK(info.game == XIAPL_GAME_HOLDEM && info.betting == XIAPL_BETTING_NO_LIMIT && info.player_count == 3);
    CHECK(info.holes[0] == (bit("Ac") | bit("2d")));
    CHECK(info.holes[1] == 0); /* ???? */
    CHECK(info.holes[2] == (bit("7h") | bit("6h")));
    CHECK(info.holes[3] == 0);
    CHECK(info.board == (bit("Jc") | bit("3d") | bit("5c") | bit("4h") | bit("Jh")));
    info.struct_size = sizeof info;
    CHECK(xiapl_phh_info_get(po, 0, &info) == XIAPL_OK);
    CHECK(info.game == XIAPL_GAME_OMAHA4 && info.betting == XIAPL_BETTING_POT_LIMIT && info.player_count == 2);
    /* A smaller struct gets the fields it has room for. */
    memset(&info, 0xAB, sizeof info);
    info.struct_size = (uint32_t)offsetof(xiapl_phh_info, board);
    CHECK(xiapl_phh_info_get(doc, 0, &info) == XIAPL_OK);
    CHECK(info.player_count == 3 && info.board == UINT64_C(0xABABABABABABABAB));
    info.struct_size = 0;
    CHECK(xiapl_phh_info_get(doc, 0, &info) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_info_get(doc, 0, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    info.struct_size = sizeof info;
    CHECK(xiapl_phh_info_get(doc, 3, &info) == XIAPL_ERR_INVALID_ARGUMENT);

    /* The board in the order dealt. */
    CHECK(xiapl_phh_board_cards(doc, 0, board, 2, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 5);
    CHECK(xiapl_phh_board_cards(doc, 0, board, 52, &len) == XIAPL_OK && len == 5);
    CHECK(board[0] == card("Jc") && board[1] == card("3d") && board[2] == card("5c") && board[3] == card("4h") &&
          board[4] == card("Jh"));
    CHECK(xiapl_phh_board_cards(doc, 1, board, 52, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_phh_destroy(doc);
    xiapl_phh_destroy(po);
}

static void test_replay(void) {
    xiapl_phh *doc = parse(DWAN_IVEY);
    xiapl_phh *po = parse(ANTONIUS_BLOM);
    xiapl_phh *bad;
    xiapl_table_state *s = NULL;
    xiapl_table_state *states[32];
    uint64_t len = 0;
    uint64_t i;
    char text[1024];
    char amount[48];

    CHECK(xiapl_phh_replay(doc, 0, NULL, &s) == XIAPL_OK && s != NULL);
    CHECK(stack_of(s, 0) == 572100 && stack_of(s, 1) == 1997500 && stack_of(s, 2) == 1109500);
    CHECK(xiapl_table_check_invariants(s) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = NULL;
    CHECK(xiapl_phh_replay(doc, 0, "0.5", &s) == XIAPL_OK);
    CHECK(stack_of(s, 0) == 2 * 572100);
    xiapl_table_destroy(s);

    /* Decimal stacks in hundredths; a unit they are not whole in is refused. */
    s = NULL;
    CHECK(xiapl_phh_replay(po, 0, NULL, &s) == XIAPL_OK);
    CHECK(xiapl_chips_to_amount("0.01", stack_of(s, 0), amount, sizeof amount, &len) == XIAPL_OK);
    CHECK(strcmp(amount, "1937923.75") == 0 && stack_of(s, 1) == 0);
    xiapl_table_destroy(s);
    s = NULL;
    CHECK(xiapl_phh_replay(po, 0, "1", &s) == XIAPL_ERR_INVALID_ARGUMENT && s == NULL);
    CHECK(message_contains("use a smaller unit"));
    CHECK(xiapl_phh_replay(po, 0, "abc", &s) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay(po, 0, "-1", &s) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay(po, 1, NULL, &s) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay(po, 0, NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay(NULL, 0, NULL, &s) == XIAPL_ERR_INVALID_ARGUMENT && s == NULL);

    /* An action the rules refuse: its index, its text and the rule. */
    heads_up(text, sizeof text, "\"p2 cbr 3\"");
    bad = parse(text);
    CHECK(xiapl_phh_replay(bad, 0, NULL, &s) == XIAPL_ERR_INVALID_ARGUMENT && s == NULL);
    CHECK(message_contains("action 2 'p2 cbr 3': illegal action by seat 1: raise to 3 is below the minimum raise"));
    xiapl_phh_destroy(bad);
    heads_up(text, sizeof text, "\"p1 f\"");
    bad = parse(text);
    CHECK(xiapl_phh_replay(bad, 0, NULL, &s) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("action 2 'p1 f': the engine expects p2 to act"));
    CHECK(xiapl_phh_replay_states(bad, 0, NULL, states, 32, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_phh_destroy(bad);

    /* Every state: the start, then one per board deal and action (13 here). */
    CHECK(xiapl_phh_replay_states(doc, 0, NULL, states, 3, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 14);
    CHECK(xiapl_phh_replay_states(doc, 0, NULL, NULL, 32, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay_states(doc, 0, NULL, states, 32, &len) == XIAPL_OK && len == 14);
    CHECK(stack_of(states[0], 0) == 1125600 - 500 - 1000); /* ante and small blind posted */
    CHECK(stack_of(states[13], 0) == 572100 && stack_of(states[13], 2) == 1109500);
    {
        xiapl_table_info info;
        memset(&info, 0, sizeof info);
        info.struct_size = sizeof info;
        CHECK(xiapl_table_info_get(states[5], &info) == XIAPL_OK);
        CHECK(info.history_len == 5 && info.board == (bit("Jc") | bit("3d") | bit("5c")));
    }
    for (i = 0; i < len; ++i) xiapl_table_destroy(states[i]);
    xiapl_phh_destroy(doc);
    xiapl_phh_destroy(po);
}

static void test_replay_texts(void) {
    char bad_action[1024];
    char two[4096];
    const char *texts[6];
    uint64_t lengths[6];
    xiapl_table_state *one_thread[6];
    xiapl_table_state *two_threads[6];
    int32_t statuses1[6];
    int32_t statuses2[6];
    int i;
    int seat;

    heads_up(bad_action, sizeof bad_action, "\"p2 cbr 3\"");
    snprintf(two, sizeof two, "[1]\n%s\n[2]\n%s", DWAN_IVEY, DWAN_IVEY);
    texts[0] = DWAN_IVEY;
    texts[1] = bad_action;
    texts[2] = ANTONIUS_BLOM;
    texts[3] = "variant = \"XT\"\n";
    texts[4] = two;
    texts[5] = "variant = [\n";
    for (i = 0; i < 6; ++i) lengths[i] = strlen(texts[i]);

    CHECK(xiapl_phh_replay_texts(texts, lengths, 6, 1, one_thread, statuses1) == XIAPL_OK);
    CHECK(xiapl_phh_replay_texts(texts, lengths, 6, 2, two_threads, statuses2) == XIAPL_OK);
    CHECK(statuses1[0] == XIAPL_OK && one_thread[0] != NULL);
    CHECK(statuses1[1] == XIAPL_ERR_INVALID_ARGUMENT && one_thread[1] == NULL);
    CHECK(statuses1[2] == XIAPL_OK && one_thread[2] != NULL);
    CHECK(statuses1[3] == XIAPL_ERR_UNSUPPORTED && one_thread[3] == NULL);
    CHECK(statuses1[4] == XIAPL_ERR_INVALID_ARGUMENT && one_thread[4] == NULL); /* two hands */
    CHECK(statuses1[5] == XIAPL_ERR_PARSE && one_thread[5] == NULL);
    CHECK(stack_of(one_thread[0], 0) == 572100);
    CHECK(stack_of(one_thread[2], 0) == 193792375); /* hundredths */
    for (i = 0; i < 6; ++i) {
        CHECK(statuses1[i] == statuses2[i]);
        CHECK((one_thread[i] == NULL) == (two_threads[i] == NULL));
        for (seat = 0; one_thread[i] != NULL && seat < 3; ++seat) {
            CHECK(stack_of(one_thread[i], seat) == stack_of(two_threads[i], seat));
        }
        xiapl_table_destroy(one_thread[i]);
        xiapl_table_destroy(two_threads[i]);
    }

    /* Many texts over threads 0 (one per CPU), 3, 1: the same results. */
    {
        enum { N = 100 };
        const char *many[N];
        uint64_t many_lengths[N];
        xiapl_table_state *a[N];
        xiapl_table_state *b[N];
        int32_t sa[N];
        int32_t sb[N];
        for (i = 0; i < N; ++i) {
            many[i] = texts[i % 4];
            many_lengths[i] = lengths[i % 4];
        }
        CHECK(xiapl_phh_replay_texts(many, many_lengths, N, 0, a, sa) == XIAPL_OK);
        CHECK(xiapl_phh_replay_texts(many, many_lengths, N, 3, b, sb) == XIAPL_OK);
        for (i = 0; i < N; ++i) {
            CHECK(sa[i] == statuses1[i % 4] && sb[i] == sa[i]);
            if (a[i] != NULL && b[i] != NULL) CHECK(stack_of(a[i], 1) == stack_of(b[i], 1));
            xiapl_table_destroy(a[i]);
            xiapl_table_destroy(b[i]);
        }
    }

    /* A NULL text of some bytes fails alone. */
    texts[1] = NULL;
    CHECK(xiapl_phh_replay_texts(texts, lengths, 2, 1, one_thread, statuses1) == XIAPL_OK);
    CHECK(statuses1[0] == XIAPL_OK && statuses1[1] == XIAPL_ERR_INVALID_ARGUMENT && one_thread[1] == NULL);
    xiapl_table_destroy(one_thread[0]);

    /* The call's own refusals; nothing to do is fine. */
    CHECK(xiapl_phh_replay_texts(texts, lengths, 2, -1, one_thread, statuses1) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("threads is -1"));
    CHECK(xiapl_phh_replay_texts(NULL, lengths, 2, 1, one_thread, statuses1) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay_texts(texts, NULL, 2, 1, one_thread, statuses1) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay_texts(texts, lengths, 2, 1, NULL, statuses1) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay_texts(texts, lengths, 2, 1, one_thread, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_replay_texts(NULL, NULL, 0, 1, NULL, NULL) == XIAPL_OK);
}

static void test_from_table(void) {
    xiapl_table_config c;
    xiapl_table_state *s = NULL;
    xiapl_table_state *next = NULL;
    xiapl_table_state *back = NULL;
    xiapl_phh *doc = NULL;
    char *text;
    int i;

    /* 3 seats, button 1: seat 2 posts the small blind, seat 0 the big. */
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    c.button = 1;
    c.stacks[0] = 100;
    c.stacks[1] = 200;
    c.stacks[2] = 300;
    c.blinds[2] = 1;
    c.blinds[0] = 2;
    c.hole_cards[1] = bit("As") | bit("Ad");
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_ALL_IN, 0, &next) == XIAPL_OK); /* seat 1 */
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_FOLD, 0, &next) == XIAPL_OK); /* seat 2 */
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_CHECK_OR_CALL, 0, &next) == XIAPL_OK); /* seat 0, all-in */
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_deal_board(s, bit("2c") | bit("7d") | bit("9h"), &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_deal_board(s, bit("Jc"), &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_deal_board(s, bit("Qs"), &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;

    CHECK(xiapl_phh_from_table(s, NULL, &doc) == XIAPL_OK && doc != NULL);
    text = text_of(xiapl_phh_to_text, doc, 0);
    /* p1 = seat 2, p2 = seat 0, p3 = seat 1 (the button). */
    CHECK(strcmp(text,
                 "variant = \"NT\"\nante_trimming_status = false\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n"
                 "min_bet = 2\nstarting_stacks = [300, 100, 200]\nactions = [\n  \"d dh p1 ????\",\n"
                 "  \"d dh p2 ????\",\n  \"d dh p3 AdAs\",\n  \"p3 cbr 200\",\n  \"p1 f\",\n  \"p2 cc\",\n"
                 "  \"d db 2c7d9h\",\n  \"d db Jc\",\n  \"d db Qs\",\n  \"p3 sm AdAs\",\n]\n"
                 "finishing_stacks = [299, 0, 301]\n") == 0);
    CHECK(xiapl_phh_replay(doc, 0, NULL, &back) == XIAPL_OK);
    for (i = 0; i < 3; ++i) CHECK(stack_of(back, i) == stack_of(s, (1 + 1 + i) % 3));
    xiapl_table_destroy(back);
    free(text);
    xiapl_phh_destroy(doc);

    /* In cents: amounts are chips times the unit. */
    doc = NULL;
    CHECK(xiapl_phh_from_table(s, "0.01", &doc) == XIAPL_OK);
    text = text_of(xiapl_phh_to_text, doc, 0);
    CHECK(strstr(text, "starting_stacks = [3.0, 1.0, 2.0]\n") != NULL);
    CHECK(strstr(text, "\"p3 cbr 2\"") != NULL);
    free(text);
    xiapl_phh_destroy(doc);

    doc = NULL;
    CHECK(xiapl_phh_from_table(s, "0", &doc) == XIAPL_ERR_INVALID_ARGUMENT && doc == NULL);
    CHECK(xiapl_phh_from_table(s, "abc", &doc) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_from_table(NULL, NULL, &doc) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_from_table(s, NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_table_destroy(s);

    /* No-limit Omaha has no PHH variant the library writes. */
    c.game = XIAPL_GAME_OMAHA4;
    c.hole_cards[1] = 0;
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    CHECK(xiapl_phh_from_table(s, NULL, &doc) == XIAPL_ERR_UNSUPPORTED && doc == NULL);
    xiapl_table_destroy(s);
}

static void test_action_json(void) {
    char buf[256];
    uint64_t len = 0;
    const char *line = "d dh p2 AsKs # a \"note\"";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strcmp(buf,
                 "{\"actor\": null, \"verb\": \"dh\", \"player\": 2, \"cards\": \"AsKs\", \"amount\": null, "
                 "\"comment\": \"a \\\"note\\\"\", \"card_ids\": [51, 50], \"unknown_count\": 0}") == 0);
    CHECK(len == strlen(buf));
    line = "p10 cbr 12.5";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strcmp(buf,
                 "{\"actor\": 10, \"verb\": \"cbr\", \"player\": null, \"cards\": null, \"amount\": \"12.5\", "
                 "\"comment\": null, \"card_ids\": [], \"unknown_count\": 0}") == 0);
    line = "p1 sm -";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strstr(buf, "\"verb\": \"sm\"") != NULL && strstr(buf, "\"cards\": \"-\"") != NULL);
    line = "d db 2c3c4c";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strcmp(buf,
                 "{\"actor\": null, \"verb\": \"db\", \"player\": null, \"cards\": \"2c3c4c\", \"amount\": null, "
                 "\"comment\": null, \"card_ids\": [0, 1, 2], \"unknown_count\": 0}") == 0);
    /* Cards in the order written, unknown ones counted: Jc 3d 5c, and 7c 2d ?? ?? 9h. */
    line = "d db Jc3d5c";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strstr(buf, "\"card_ids\": [9, 14, 3], \"unknown_count\": 0}") != NULL);
    line = "d dh p1 7c2d????9h";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strstr(buf, "\"card_ids\": [5, 13, 33], \"unknown_count\": 2}") != NULL);
    /* Commentary alone: no actor, verb "". */
    line = "#  a note ";
    CHECK(xiapl_phh_action_to_json(line, strlen(line), buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strcmp(buf,
                 "{\"actor\": null, \"verb\": \"\", \"player\": null, \"cards\": null, \"amount\": null, "
                 "\"comment\": \"a note\", \"card_ids\": [], \"unknown_count\": 0}") == 0);
    /* Only `length` bytes: "p1 f" of "p1 ff". */
    CHECK(xiapl_phh_action_to_json("p1 ff", 4, buf, sizeof buf, &len) == XIAPL_OK);
    CHECK(strstr(buf, "\"verb\": \"f\"") != NULL);
    CHECK(xiapl_phh_action_to_json("p1 raise 5", 10, buf, sizeof buf, &len) == XIAPL_ERR_PARSE);
    CHECK(message_contains("use \"d dh pN CARDS\""));
    CHECK(xiapl_phh_action_to_json("p1 f", 4, buf, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len > 4);
    CHECK(xiapl_phh_action_to_json(NULL, 4, buf, sizeof buf, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_phh_action_to_json("p1 f # \xFF", 8, buf, sizeof buf, &len) == XIAPL_ERR_PARSE);
    CHECK(message_contains("not UTF-8"));
}

/* The text at an offset and length of a line, NUL-terminated in buf. */
static const char *part_of(const char *line, uint64_t offset, uint64_t length, char *buf) {
    memcpy(buf, line + offset, (size_t)length);
    buf[length] = '\0';
    return buf;
}

/* A fresh action struct, every byte set so that a field left unwritten shows. */
static xiapl_phh_action blank_action(void) {
    xiapl_phh_action a;
    memset(&a, 0x5A, sizeof a);
    a.struct_size = (uint32_t)sizeof a;
    return a;
}

static void test_action_parse(void) {
    char text[256];
    char cards[4 * XIAPL_PHH_ACTION_MAX_CARDS + 16];
    xiapl_phh_action a = blank_action();
    xiapl_phh_action before;
    const char *line = "d dh p2 AsKs # a \"note\"";
    uint64_t k;

    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK);
    CHECK(a.struct_size == sizeof a && a.verb == XIAPL_PHH_VERB_DEAL_HOLE && a.actor == 0 && a.player == 2);
    CHECK(a.card_count == 2 && a.card_ids[0] == 51 && a.card_ids[1] == 50 && a.unknown_count == 0);
    CHECK(a.cards_offset == 8 && a.cards_length == 4);
    CHECK(strcmp(part_of(line, a.cards_offset, a.cards_length, text), "AsKs") == 0);
    CHECK(a.amount_length == 0 && a.has_comment == 1);
    CHECK(strcmp(part_of(line, a.comment_offset, a.comment_length, text), "a \"note\"") == 0);

    a = blank_action();
    line = "p10 cbr 12.5";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK);
    CHECK(a.verb == XIAPL_PHH_VERB_BET_RAISE && a.actor == 10 && a.player == 0 && a.card_count == 0);
    CHECK(a.cards_length == 0 && a.has_comment == 0 && a.comment_length == 0 && a.unknown_count == 0);
    CHECK(strcmp(part_of(line, a.amount_offset, a.amount_length, text), "12.5") == 0 && a.amount_offset == 8);

    /* Every verb, with the cards in the order written and "??" counted. */
    a = blank_action();
    line = "d db Jc3d5c";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK);
    CHECK(a.verb == XIAPL_PHH_VERB_DEAL_BOARD && a.actor == 0 && a.player == 0);
    CHECK(a.card_count == 3 && a.card_ids[0] == 9 && a.card_ids[1] == 14 && a.card_ids[2] == 3);
    line = "d dh p1 7c2d????9h";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK);
    CHECK(a.card_count == 3 && a.card_ids[0] == 5 && a.card_ids[1] == 13 && a.card_ids[2] == 33);
    CHECK(a.unknown_count == 2 && a.cards_length == 10);
    line = "p3 f";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_FOLD && a.actor == 3);
    CHECK(a.card_count == 0 && a.unknown_count == 0 && a.cards_length == 0 && a.amount_length == 0);
    line = "p2 cc";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_CHECK_CALL);
    line = "p1 sm -";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_SHOW_MUCK);
    CHECK(strcmp(part_of(line, a.cards_offset, a.cards_length, text), "-") == 0 && a.card_count == 0);
    line = "p1 sm";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_SHOW_MUCK);
    CHECK(a.cards_length == 0 && a.actor == 1);
    line = "p3 pb";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_BRING_IN);
    line = "p2 sd 7c2d";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_DISCARD);
    CHECK(a.card_count == 2 && a.card_ids[0] == 5 && a.card_ids[1] == 13 && a.actor == 2);
    line = "p2 sd";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_DISCARD);
    CHECK(a.card_count == 0 && a.cards_length == 0);
    /* Commentary alone, trimmed; an empty comment is still a comment. */
    line = "#  a note ";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_COMMENT);
    CHECK(a.actor == 0 && a.player == 0 && a.has_comment == 1 && a.comment_offset == 3 && a.comment_length == 6);
    line = "p1 f #";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.has_comment == 1);
    CHECK(a.comment_length == 0);
    /* Texts in place under odd spacing and non-ASCII white space (U+3000). */
    line = "\t p4   cbr  300 \xE3\x80\x80#\xE3\x80\x80x y ";
    CHECK(xiapl_phh_action_parse(line, strlen(line), &a) == XIAPL_OK && a.actor == 4);
    CHECK(strcmp(part_of(line, a.amount_offset, a.amount_length, text), "300") == 0);
    CHECK(strcmp(part_of(line, a.comment_offset, a.comment_length, text), "x y") == 0);
    /* Only `length` bytes: "p1 f" of "p1 ff". */
    CHECK(xiapl_phh_action_parse("p1 ff", 4, &a) == XIAPL_OK && a.verb == XIAPL_PHH_VERB_FOLD);

    /* A deck's 52 known cards fit; a 53rd (a repeat) is refused, the struct untouched. */
    cards[0] = '\0';
    strcat(cards, "d db ");
    for (k = 0; k < XIAPL_PHH_ACTION_MAX_CARDS; ++k) {
        const char card[3] = {"23456789TJQKA"[k % 13], "cdhs"[k / 13], '\0'};
        strcat(cards, card);
    }
    strcat(cards, "????");
    a = blank_action();
    CHECK(xiapl_phh_action_parse(cards, strlen(cards), &a) == XIAPL_OK);
    CHECK(a.card_count == XIAPL_PHH_ACTION_MAX_CARDS && a.unknown_count == 2);
    for (k = 0; k < XIAPL_PHH_ACTION_MAX_CARDS; ++k) CHECK(a.card_ids[k] == (int32_t)k);
    strcat(cards, "As");
    a = blank_action();
    before = a;
    CHECK(xiapl_phh_action_parse(cards, strlen(cards), &a) == XIAPL_ERR_PARSE);
    CHECK(message_contains("has 53 known cards; a deck has 52, so a card repeats"));
    CHECK(memcmp(&a, &before, sizeof a) == 0);

    /* Lines outside the grammar, and bad arguments: the struct untouched. */
    CHECK(xiapl_phh_action_parse("p1 raise 5", 10, &a) == XIAPL_ERR_PARSE);
    CHECK(message_contains("use \"d dh pN CARDS\""));
    CHECK(xiapl_phh_action_parse("p1 cbr 1,000", 12, &a) == XIAPL_ERR_PARSE);
    CHECK(message_contains("'1,000' is not an amount"));
    CHECK(xiapl_phh_action_parse("d dh p1 AsK", 11, &a) == XIAPL_ERR_PARSE);
    CHECK(message_contains("'AsK' is not a run of cards"));
    CHECK(xiapl_phh_action_parse("p0 f", 4, &a) == XIAPL_ERR_PARSE);
    CHECK(xiapl_phh_action_parse("", 0, &a) == XIAPL_ERR_PARSE);
    CHECK(xiapl_phh_action_parse(NULL, 0, &a) == XIAPL_ERR_PARSE);
    CHECK(xiapl_phh_action_parse("p1 f # \xFF", 8, &a) == XIAPL_ERR_PARSE);
    CHECK(message_contains("not UTF-8"));
    CHECK(memcmp(&a, &before, sizeof a) == 0);
    CHECK(xiapl_phh_action_parse(NULL, 4, &a) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("line"));
    CHECK(xiapl_phh_action_parse("p1 f", 4, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    a.struct_size = 0;
    CHECK(xiapl_phh_action_parse("p1 f", 4, &a) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("struct_size must be set to sizeof(xiapl_phh_action)"));
    /* An older, smaller struct is written only up to its size. */
    a = blank_action();
    a.struct_size = (uint32_t)offsetof(xiapl_phh_action, cards_offset);
    CHECK(xiapl_phh_action_parse("p2 f", 4, &a) == XIAPL_OK && a.actor == 2 && a.verb == XIAPL_PHH_VERB_FOLD);
    CHECK(a.cards_length == before.cards_length && a.card_ids[0] == before.card_ids[0]);
}

/* xiapl_phh_action_to_json and xiapl_phh_action_parse read a line alike. */
static void test_action_forms_agree(void) {
    static const char *const lines[] = {"d dh p2 AsKs # note", "d db Jc3d5c", "p1 sm -", "p3 cbr 7000", "#",
                                        "p2 sd 7c????",        "p1 pb #x"};
    char json[512];
    char want[512];
    char part[64];
    uint64_t len = 0;
    size_t i;
    for (i = 0; i < sizeof lines / sizeof lines[0]; ++i) {
        xiapl_phh_action a = blank_action();
        CHECK(xiapl_phh_action_parse(lines[i], strlen(lines[i]), &a) == XIAPL_OK);
        CHECK(xiapl_phh_action_to_json(lines[i], strlen(lines[i]), json, sizeof json, &len) == XIAPL_OK);
        if (a.cards_length > 0) {
            snprintf(want, sizeof want, "\"cards\": \"%s\"", part_of(lines[i], a.cards_offset, a.cards_length, part));
        } else {
            snprintf(want, sizeof want, "\"cards\": null");
        }
        CHECK(strstr(json, want) != NULL);
        snprintf(want, sizeof want, "\"unknown_count\": %d}", a.unknown_count);
        CHECK(strstr(json, want) != NULL);
        if (a.actor == 0) {
            CHECK(strstr(json, "{\"actor\": null,") != NULL);
        } else {
            snprintf(want, sizeof want, "{\"actor\": %d,", a.actor);
            CHECK(strstr(json, want) != NULL);
        }
        CHECK((strstr(json, "\"comment\": null") == NULL) == (a.has_comment == 1));
    }
}

static void test_chips(void) {
    int64_t chips = 0;
    char buf[48];
    uint64_t len = 0;
    const char *amounts[3] = {"12.5", "0.25", "300"};
    const char *with_null[2] = {"1", NULL};
    const char *not_decimal[1] = {"1,5"};

    CHECK(xiapl_chips_from_amount("0.5", "12.5", &chips) == XIAPL_OK && chips == 25);
    CHECK(xiapl_chips_from_amount("0.25", "1259450.25", &chips) == XIAPL_OK && chips == 5037801);
    CHECK(xiapl_chips_from_amount("1", "-3", &chips) == XIAPL_OK && chips == -3);
    CHECK(xiapl_chips_from_amount("1", "1e3", &chips) == XIAPL_OK && chips == 1000);
    CHECK(xiapl_chips_from_amount("1", "9223372036854775807", &chips) == XIAPL_OK && chips == INT64_MAX);
    chips = 7;
    CHECK(xiapl_chips_from_amount("1", "12.5", &chips) == XIAPL_ERR_INVALID_ARGUMENT && chips == 7);
    CHECK(message_contains("12.5 is not a whole number of 1 chips; use a smaller unit"));
    CHECK(xiapl_chips_from_amount("1", "9223372036854775808", &chips) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_chips_from_amount("1", "12,5", &chips) == XIAPL_ERR_PARSE);
    CHECK(xiapl_chips_from_amount("0", "1", &chips) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_chips_from_amount("x", "1", &chips) == XIAPL_ERR_PARSE);
    CHECK(xiapl_chips_from_amount(NULL, "1", &chips) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_chips_from_amount("1", NULL, &chips) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_chips_from_amount("1", "1", NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    CHECK(xiapl_chips_to_amount("0.5", 25, buf, sizeof buf, &len) == XIAPL_OK && strcmp(buf, "12.5") == 0);
    CHECK(xiapl_chips_to_amount("0.25", 4, buf, sizeof buf, &len) == XIAPL_OK && strcmp(buf, "1") == 0);
    CHECK(xiapl_chips_to_amount("0.01", -5, buf, sizeof buf, &len) == XIAPL_OK && strcmp(buf, "-0.05") == 0);
    CHECK(xiapl_chips_to_amount("1e18", INT64_MIN, buf, sizeof buf, &len) == XIAPL_OK && len < 48);
    CHECK(xiapl_chips_to_amount("0.5", 25, buf, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 4);
    CHECK(xiapl_chips_to_amount("-1", 25, buf, sizeof buf, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_chips_to_amount("one", 25, buf, sizeof buf, &len) == XIAPL_ERR_PARSE);

    CHECK(xiapl_chip_unit(amounts, 3, buf, sizeof buf, &len) == XIAPL_OK && strcmp(buf, "0.01") == 0);
    CHECK(xiapl_chip_unit(NULL, 0, buf, sizeof buf, &len) == XIAPL_OK && strcmp(buf, "1") == 0);
    CHECK(xiapl_chip_unit(amounts, 3, buf, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 4);
    CHECK(xiapl_chip_unit(not_decimal, 1, buf, sizeof buf, &len) == XIAPL_ERR_PARSE);
    CHECK(message_contains("'1,5'"));
    CHECK(xiapl_chip_unit(with_null, 2, buf, sizeof buf, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("amounts[1]"));
    CHECK(xiapl_chip_unit(NULL, 2, buf, sizeof buf, &len) == XIAPL_ERR_INVALID_ARGUMENT);
}

/* A fold when checking was free: the replay keeps it and marks it needless. */
static void test_needless_fold(void) {
    char text[512];
    xiapl_phh *doc = NULL;
    xiapl_table_state *state = NULL;
    xiapl_table_info info;
    xiapl_table_step steps[4];
    uint64_t len = 0;
    heads_up(text, sizeof text, "\"p2 cc\", \"p1 f\"");
    CHECK(xiapl_phh_parse(text, strlen(text), &doc) == XIAPL_OK);
    CHECK(xiapl_phh_replay(doc, 0, NULL, &state) == XIAPL_OK);
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK(xiapl_table_info_get(state, &info) == XIAPL_OK);
    CHECK(info.phase == XIAPL_PHASE_FINISHED && info.needless_folds == 1);
    CHECK(xiapl_table_history(state, steps, 4, &len) == XIAPL_OK && len == 2);
    CHECK(steps[0].kind == XIAPL_ACTION_CALL && steps[0].needless == 0);
    CHECK(steps[1].kind == XIAPL_ACTION_FOLD && steps[1].needless == 1);
    CHECK(steps[1].street == XIAPL_STREET_PREFLOP && steps[1].draw == 0);
    CHECK(stack_of(state, 0) == 98 && stack_of(state, 1) == 102);
    /* The warning, as a record and as the text users see. */
    {
        xiapl_table_warning warnings[2];
        char buf[128];
        CHECK(xiapl_table_warnings(state, warnings, 0, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 1);
        CHECK(xiapl_table_warnings(state, warnings, 2, &len) == XIAPL_OK && len == 1);
        CHECK(warnings[0].kind == XIAPL_WARNING_NEEDLESS_FOLD && warnings[0].step == 1);
        CHECK(warnings[0].seat == 0 && warnings[0].player == 1 && warnings[0].street == XIAPL_STREET_PREFLOP);
        CHECK(xiapl_table_warning_text(state, 0, buf, sizeof buf, &len) == XIAPL_OK);
        CHECK(strcmp(buf, "p1 folds preflop when checking was free; the replay keeps the fold") == 0);
        CHECK(len == strlen(buf));
        CHECK(xiapl_table_warning_text(state, 0, buf, 8, &len) == XIAPL_ERR_BUFFER_TOO_SMALL &&
              len == strlen("p1 folds preflop when checking was free; the replay keeps the fold"));
        CHECK(xiapl_table_warning_text(state, 1, buf, sizeof buf, &len) == XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("warning 1 is past the state's 1 warnings"));
        CHECK(xiapl_table_warnings(NULL, warnings, 2, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    }
    xiapl_table_destroy(state);
    xiapl_phh_destroy(doc);
}

/* Cards in order: the config's hole order, ordered board and hole deals, the history's rows, the
 * PHH written back. */
static void test_cards_in_order(void) {
    xiapl_table_config c;
    xiapl_table_state *s = NULL;
    xiapl_table_state *next = NULL;
    xiapl_phh *doc = NULL;
    int32_t ids[XIAPL_TABLE_RUN_MAX];
    int32_t rows[4 * XIAPL_TABLE_RUN_MAX];
    int32_t flop[3];
    int32_t twice[3];
    uint64_t len = 0;
    char *text;

    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    CHECK(c.hole_order_given == 0);
    c.seat_count = 2;
    c.stacks[0] = 100;
    c.stacks[1] = 100;
    c.blinds[0] = 1;
    c.blinds[1] = 2;
    c.hole_cards[0] = bit("7h") | bit("6h");
    c.hole_order_given = 1;
    c.hole_order[0] = card("7h");
    c.hole_order[1] = card("6h");
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    CHECK(xiapl_table_hole_cards(s, 0, ids, XIAPL_TABLE_RUN_MAX, &len) == XIAPL_OK && len == 2);
    CHECK(ids[0] == card("7h") && ids[1] == card("6h"));
    CHECK(xiapl_table_hole_cards(s, 1, ids, XIAPL_TABLE_RUN_MAX, &len) == XIAPL_OK && len == 0);
    CHECK(xiapl_table_hole_cards(s, 2, ids, XIAPL_TABLE_RUN_MAX, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_hole_cards(s, 0, ids, 1, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 2);
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_CHECK_OR_CALL, 0, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_apply(s, XIAPL_ACTION_CHECK_OR_CALL, 0, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    flop[0] = card("Jc");
    flop[1] = card("3d");
    flop[2] = card("5c");
    twice[0] = card("Jc");
    twice[1] = card("Jc");
    twice[2] = card("5c");
    CHECK(xiapl_table_deal_board_cards(s, twice, 3, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_deal_board_cards(s, flop, 9, &next) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_table_deal_board_cards(s, flop, 3, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    CHECK(xiapl_table_board_cards(s, ids, XIAPL_TABLE_RUN_MAX, &len) == XIAPL_OK && len == 3);
    CHECK(ids[0] == card("Jc") && ids[1] == card("3d") && ids[2] == card("5c"));
    CHECK(xiapl_table_history_cards(s, rows, 4, &len) == XIAPL_OK && len == 3);
    CHECK(rows[0] == XIAPL_CARD_NONE && rows[XIAPL_TABLE_RUN_MAX] == XIAPL_CARD_NONE);
    CHECK(rows[2 * XIAPL_TABLE_RUN_MAX] == card("Jc") && rows[2 * XIAPL_TABLE_RUN_MAX + 1] == card("3d") &&
          rows[2 * XIAPL_TABLE_RUN_MAX + 2] == card("5c") && rows[2 * XIAPL_TABLE_RUN_MAX + 3] == XIAPL_CARD_NONE);
    CHECK(xiapl_table_history_cards(s, rows, 2, &len) == XIAPL_ERR_BUFFER_TOO_SMALL && len == 3);
    CHECK(xiapl_phh_from_table(s, NULL, &doc) == XIAPL_OK);
    text = text_of(xiapl_phh_to_text, doc, 0);
    CHECK(strstr(text, "\"d dh p2 7h6h\"") != NULL);
    CHECK(strstr(text, "\"d db Jc3d5c\"") != NULL);
    free(text);
    xiapl_phh_destroy(doc);
    xiapl_table_destroy(s);

    /* A replayed hand keeps its show lines where they stood, and its hole deals as written. */
    {
        static const char hand[] =
            "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
            "starting_stacks = [100, 100]\nactions = [\"d dh p1 7h6h\", \"d dh p2 ????\", \"p2 cbr 100\", "
            "\"p1 cc\", \"d db Jc3d5c\", \"d db 4h\", \"p1 sm 7h6h\", \"p2 sm QdQh\", \"d db Jh\"]\n";
        xiapl_phh *read = parse(hand);
        xiapl_table_state *replayed = NULL;
        CHECK(xiapl_phh_replay(read, 0, NULL, &replayed) == XIAPL_OK);
        CHECK(xiapl_phh_from_table(replayed, NULL, &doc) == XIAPL_OK);
        text = text_of(xiapl_phh_to_text, doc, 0);
        CHECK(strstr(text, "  \"d dh p1 7h6h\",\n  \"d dh p2 ????\",\n") != NULL);
        CHECK(strstr(text, "  \"p1 sm 7h6h\",\n  \"p2 sm QdQh\",\n  \"d db Jh\",\n]") != NULL);
        free(text);
        xiapl_phh_destroy(doc);
        xiapl_table_destroy(replayed);
        xiapl_phh_destroy(read);
    }

    /* An order that does not list the seat's cards is refused. */
    c.hole_order[1] = card("5h");
    CHECK(xiapl_table_create(&c, &s) == XIAPL_ERR_INVALID_ARGUMENT);
}

int main(void) {
    test_parse_and_refusals();
    test_needless_fold();
    test_text_and_json();
    test_unit_info_and_board();
    test_replay();
    test_replay_texts();
    test_from_table();
    test_action_json();
    test_action_parse();
    test_action_forms_agree();
    test_chips();
    test_cards_in_order();
    return check_summary();
}
