/* The C ABI of board facts and per-hand money facts: a game's deck, flop
 * textures (every Hold'em flop against a count by category), flop classes
 * under groups of suit relabellings, VPIP/PFR facts of a hand, and every
 * refusal. Written in C against xiapl.h. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* flop facts and the table engine */
#include "xiapl/xiapl.h"

#include "check.h"

static void test_game_deck(void) {
    uint64_t deck = 0;
    CHECK(xiapl_game_deck(XIAPL_GAME_HOLDEM, &deck) == XIAPL_OK && deck == (UINT64_C(1) << 52) - 1);
    CHECK(xiapl_game_deck(XIAPL_GAME_SHORT_DECK, &deck) == XIAPL_OK);
    /* ranks 6..A: bits 4..12 of every suit */
    CHECK(deck == UINT64_C(0x1FF0) * (1 + (UINT64_C(1) << 13) + (UINT64_C(1) << 26) + (UINT64_C(1) << 39)));
    CHECK(xiapl_game_deck(XIAPL_GAME_RAZZ, &deck) == XIAPL_OK && deck == (UINT64_C(1) << 52) - 1);
    CHECK(xiapl_game_deck(42, &deck) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_game_deck(XIAPL_GAME_HOLDEM, NULL) == XIAPL_ERR_INVALID_ARGUMENT && message_contains("out_deck"));
}

static void test_flop_texture(void) {
    int32_t texture = -1, suits = -1, pairing = -1, connected = -1;
    int32_t counts[5] = {0, 0, 0, 0, 0};
    int a, b, c;
    CHECK(xiapl_flop_texture(XIAPL_GAME_HOLDEM, card_mask("Ah2c3d"), &texture, &suits, &pairing, &connected) ==
          XIAPL_OK);
    CHECK(texture == XIAPL_FLOP_TEXTURE_CONNECTED && suits == XIAPL_FLOP_SUITS_RAINBOW &&
          pairing == XIAPL_FLOP_PAIRING_UNPAIRED && connected == 1);
    CHECK(xiapl_flop_texture(XIAPL_GAME_HOLDEM, card_mask("Ah6c9d"), &texture, NULL, NULL, &connected) == XIAPL_OK);
    CHECK(texture == XIAPL_FLOP_TEXTURE_RAINBOW && connected == 0);
    CHECK(xiapl_flop_texture(XIAPL_GAME_SHORT_DECK, card_mask("Ah6c9d"), &texture, NULL, NULL, &connected) == XIAPL_OK);
    CHECK(texture == XIAPL_FLOP_TEXTURE_CONNECTED && connected == 1);
    CHECK(xiapl_flop_texture(XIAPL_GAME_OMAHA4, card_mask("KhKsKd"), &texture, &suits, &pairing, NULL) == XIAPL_OK);
    CHECK(texture == XIAPL_FLOP_TEXTURE_PAIRED && pairing == XIAPL_FLOP_PAIRING_TRIPS &&
          suits == XIAPL_FLOP_SUITS_RAINBOW);
    CHECK(xiapl_flop_texture(XIAPL_GAME_HOLDEM, card_mask("2h7hKc"), &texture, &suits, NULL, NULL) == XIAPL_OK);
    CHECK(texture == XIAPL_FLOP_TEXTURE_TWO_TONE && suits == XIAPL_FLOP_SUITS_TWO_TONE);
    /* Every Hold'em flop: 1,144 monotone, 3,796 paired or trips (none of them monotone). */
    for (a = 0; a < 52; ++a) {
        for (b = a + 1; b < 52; ++b) {
            for (c = b + 1; c < 52; ++c) {
                const uint64_t flop = UINT64_C(1) << a | UINT64_C(1) << b | UINT64_C(1) << c;
                if (xiapl_flop_texture(XIAPL_GAME_HOLDEM, flop, &texture, NULL, NULL, NULL) != XIAPL_OK ||
                    texture < 0 || texture > 4) {
                    CHECK(0);
                    return;
                }
                ++counts[texture];
            }
        }
    }
    CHECK(counts[XIAPL_FLOP_TEXTURE_MONOTONE] == 1144);
    CHECK(counts[XIAPL_FLOP_TEXTURE_PAIRED] == 3796);
    CHECK(counts[0] + counts[1] + counts[2] + counts[3] + counts[4] == 22100);
    /* refusals */
    CHECK(xiapl_flop_texture(XIAPL_GAME_HOLDEM, card_mask("AhKh"), &texture, NULL, NULL, NULL) ==
              XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("exactly 3 cards"));
    CHECK(xiapl_flop_texture(XIAPL_GAME_SHORT_DECK, card_mask("2h7h9h"), &texture, NULL, NULL, NULL) ==
              XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("not in the deck"));
    CHECK(xiapl_flop_texture(XIAPL_GAME_STUD, card_mask("2h7h9h"), &texture, NULL, NULL, NULL) ==
              XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("no board"));
    CHECK(xiapl_flop_texture(XIAPL_GAME_HOLDEM, UINT64_C(7) << 52, &texture, NULL, NULL, NULL) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_flop_texture(-1, card_mask("2h7h9h"), &texture, NULL, NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
}

static void test_flop_classes(void) {
    static const int32_t identity[4] = {0, 1, 2, 3};
    static const int32_t klein[16] = {0, 1, 2, 3, 1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 3, 2};
    int32_t all[96];
    uint64_t *flops = malloc(22100 * sizeof *flops), *weights = malloc(22100 * sizeof *weights);
    uint64_t count = 0, total = 0, i, canon = 0, orbit = 0;
    int32_t p[4], n = 0, x;
    /* the 24 permutations, by brute force over 4^4 maps */
    for (x = 0; x < 256; ++x) {
        p[0] = x & 3, p[1] = x >> 2 & 3, p[2] = x >> 4 & 3, p[3] = x >> 6 & 3;
        if ((1 << p[0] | 1 << p[1] | 1 << p[2] | 1 << p[3]) == 15) memcpy(all + 4 * n++, p, sizeof p);
    }
    CHECK(n == 24);
    CHECK(flops != NULL && weights != NULL);
    if (flops == NULL || weights == NULL) return;
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, all, 24, flops, weights, 22100, &count) == XIAPL_OK);
    CHECK(count == 1755);
    for (i = 0; i < count; ++i) {
        total += weights[i];
        CHECK(xiapl_canon_board(flops[i], &canon, &orbit) == XIAPL_OK && canon == flops[i] && orbit == weights[i]);
        if (i > 0) CHECK(flops[i] > flops[i - 1]);
    }
    CHECK(total == 22100);
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, identity, 1, flops, weights, 22100, &count) == XIAPL_OK);
    CHECK(count == 22100 && weights[0] == 1 && flops[0] == 7);
    total = 0;
    CHECK(xiapl_flop_classes(XIAPL_GAME_SHORT_DECK, klein, 4, flops, weights, 22100, &count) == XIAPL_OK);
    for (i = 0; i < count; ++i) total += weights[i];
    CHECK(total == 7140);
    /* a size query, then a short buffer */
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, all, 24, NULL, NULL, 0, &count) == XIAPL_ERR_BUFFER_TOO_SMALL &&
          count == 1755);
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, all, 24, flops, weights, 10, &count) == XIAPL_ERR_BUFFER_TOO_SMALL);
    /* refusals */
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, klein + 4, 1, flops, weights, 22100, &count) ==
              XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("identity"));
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, klein, 3, flops, weights, 22100, &count) ==
              XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("not a group"));
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, all, 0, flops, weights, 22100, &count) == XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("relabelling_count"));
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, all, 25, flops, weights, 22100, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    {
        const int32_t bad[4] = {0, 1, 2, 7};
        CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, bad, 1, flops, weights, 22100, &count) ==
                  XIAPL_ERR_INVALID_ARGUMENT &&
              message_contains("relabellings[3] is 7"));
    }
    CHECK(xiapl_flop_classes(XIAPL_GAME_BADUGI, identity, 1, flops, weights, 22100, &count) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, NULL, 1, flops, weights, 22100, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_flop_classes(XIAPL_GAME_HOLDEM, identity, 1, flops, weights, 22100, NULL) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    free(flops);
    free(weights);
}

static xiapl_table_state *step(xiapl_table_state *s, int32_t action, int64_t amount) {
    xiapl_table_state *next = NULL;
    CHECK(xiapl_table_apply(s, action, amount, &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    return next;
}

static void test_money_facts(void) {
    xiapl_table_config c;
    xiapl_table_state *s = NULL, *next = NULL;
    int32_t voluntary[XIAPL_TABLE_MAX_SEATS], raised[XIAPL_TABLE_MAX_SEATS], first_in = -2;
    uint64_t seats = 0;
    int32_t i;
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 4;
    for (i = 0; i < 4; ++i) c.stacks[i] = 100;
    c.blinds[1] = 1; /* button 0: seat 1 the small blind, seat 2 the big blind */
    c.blinds[2] = 2;
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    s = step(s, XIAPL_ACTION_FOLD, 0);         /* seat 3 */
    s = step(s, XIAPL_ACTION_BET_OR_RAISE, 6); /* seat 0 raises first in */
    s = step(s, XIAPL_ACTION_CALL, 0);         /* seat 1 */
    s = step(s, XIAPL_ACTION_FOLD, 0);         /* seat 2 */
    CHECK(xiapl_table_deal_board(s, card_mask("2c7d9h"), &next) == XIAPL_OK);
    xiapl_table_destroy(s);
    s = next;
    s = step(s, XIAPL_ACTION_BET_OR_RAISE, 10); /* seat 1 leads the flop */
    CHECK(xiapl_table_money_facts(s, voluntary, raised, XIAPL_TABLE_MAX_SEATS, &seats, &first_in) == XIAPL_OK);
    CHECK(seats == 4 && first_in == 0);
    CHECK(voluntary[0] == 0 && voluntary[1] == 0 && voluntary[2] == -1 && voluntary[3] == -1);
    CHECK(raised[0] == 0 && raised[1] == 1 && raised[2] == -1 && raised[3] == -1);
    CHECK(xiapl_table_money_facts(s, voluntary, raised, XIAPL_TABLE_MAX_SEATS, &seats, NULL) == XIAPL_OK);
    /* refusals: nothing is written but the count */
    voluntary[0] = 99;
    CHECK(xiapl_table_money_facts(s, voluntary, raised, 3, &seats, &first_in) == XIAPL_ERR_BUFFER_TOO_SMALL &&
          seats == 4 && voluntary[0] == 99);
    CHECK(xiapl_table_money_facts(NULL, voluntary, raised, 10, &seats, NULL) == XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("state"));
    CHECK(xiapl_table_money_facts(s, NULL, raised, 10, &seats, NULL) == XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("out_voluntary_round"));
    CHECK(xiapl_table_money_facts(s, voluntary, raised, 10, NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_table_destroy(s);
}

static void test_pot_raise_to(void) {
    xiapl_table_config c;
    xiapl_table_state *s = NULL, *next = NULL;
    int64_t to = 0;
    int32_t i;
    CHECK(xiapl_table_config_init(&c, sizeof c) == XIAPL_OK);
    c.seat_count = 3;
    for (i = 0; i < 3; ++i) c.stacks[i] = 100;
    c.blinds[1] = 1;
    c.blinds[2] = 2;
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    CHECK(xiapl_table_pot_raise_to(s, &to) == XIAPL_OK && to == 7); /* 2 + the pot 3 + the call 2 */
    s = step(s, XIAPL_ACTION_BET_OR_RAISE, 7);
    CHECK(xiapl_table_pot_raise_to(s, &to) == XIAPL_OK && to == 23); /* 7 + 10 + 6 */
    s = step(s, XIAPL_ACTION_FOLD, 0);
    s = step(s, XIAPL_ACTION_FOLD, 0); /* the hand is over: nobody is to act */
    CHECK(xiapl_table_pot_raise_to(s, &to) == XIAPL_ERR_INVALID_ARGUMENT && message_contains("no seat is to act"));
    CHECK(xiapl_table_pot_raise_to(NULL, &to) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_table_destroy(s);
    /* all-in for less than a raise: the seat may only call or fold */
    c.stacks[0] = 100;
    c.stacks[1] = 100;
    c.stacks[2] = 100;
    CHECK(xiapl_table_create(&c, &s) == XIAPL_OK);
    s = step(s, XIAPL_ACTION_ALL_IN, 0);
    s = step(s, XIAPL_ACTION_FOLD, 0);
    CHECK(xiapl_table_pot_raise_to(s, &to) == XIAPL_ERR_INVALID_ARGUMENT && message_contains("may not bet or raise"));
    CHECK(xiapl_table_pot_raise_to(s, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    (void)next;
    xiapl_table_destroy(s);
}

static void test_suit_symmetries(void) {
    xiapl_range *hearts = NULL, *queens = NULL, *classes = NULL;
    const xiapl_range *ranges[2];
    int32_t out[96];
    uint64_t count = 0;
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "AhKh", &hearts) == XIAPL_OK);
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "AsQs,AdQd", &queens) == XIAPL_OK);
    CHECK(xiapl_range_parse(XIAPL_GAME_HOLDEM, "QQ,AKs", &classes) == XIAPL_OK);
    ranges[0] = hearts;
    ranges[1] = queens;
    CHECK(xiapl_range_suit_symmetries(ranges, 2, out, 24, &count) == XIAPL_OK && count == 2);
    CHECK(out[0] == 0 && out[1] == 1 && out[2] == 2 && out[3] == 3); /* the identity first */
    CHECK(out[4] == 0 && out[5] == 3 && out[6] == 2 && out[7] == 1); /* diamonds and spades swapped */
    ranges[0] = classes;
    CHECK(xiapl_range_suit_symmetries(ranges, 1, out, 24, &count) == XIAPL_OK && count == 24);
    CHECK(xiapl_range_suit_symmetries(NULL, 0, out, 24, &count) == XIAPL_OK && count == 24);
    CHECK(xiapl_range_suit_symmetries(ranges, 1, out, 3, &count) == XIAPL_ERR_BUFFER_TOO_SMALL && count == 24);
    CHECK(xiapl_range_suit_symmetries(NULL, 1, out, 24, &count) == XIAPL_ERR_INVALID_ARGUMENT);
    ranges[1] = NULL;
    CHECK(xiapl_range_suit_symmetries(ranges, 2, out, 24, &count) == XIAPL_ERR_INVALID_ARGUMENT &&
          message_contains("ranges[1]"));
    CHECK(xiapl_range_suit_symmetries(ranges, 1, out, 24, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    xiapl_range_destroy(hearts);
    xiapl_range_destroy(queens);
    xiapl_range_destroy(classes);
}

int main(void) {
    test_game_deck();
    test_flop_texture();
    test_flop_classes();
    test_money_facts();
    test_pot_raise_to();
    test_suit_symmetries();
    return check_summary();
}
