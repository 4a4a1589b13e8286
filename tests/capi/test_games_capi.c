/* C ABI tests of the games of ABI 2.2 (short deck, Omaha and stud hi/lo,
 * stud, razz, 2-7 lowball, badugi): the game facts and names, the low half,
 * the ranking decoders, the hi/lo equity split, and the evaluation calls of
 * ABI 2.0 with the new games. Written in C against xiapl.h. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xiapl/xiapl.h>

#include "check.h"

#define CHECK_STATUS(call, want) CHECK((call) == (want))
#define GAME_COUNT 12

/* A card mask from text ("As2sKsQs"). */
static uint64_t cards(const char *text) {
    int32_t ids[16];
    uint64_t len = 0, mask = 0;
    if (xiapl_cards_parse(text, ids, 16, &len) != XIAPL_OK || xiapl_mask_from_ids(ids, len, &mask) != XIAPL_OK) {
        fprintf(stderr, "test_games_capi: cannot parse the cards \"%s\": %s\n", text, xiapl_last_error_message());
        abort();
    }
    return mask;
}

static int close_to(double a, double b) { return fabs(a - b) < 1e-12; }

static int strength_of(int32_t game, const char *hole, const char *board) {
    int32_t strength = -1;
    CHECK_STATUS(xiapl_eval_hand(game, cards(hole), board[0] ? cards(board) : 0, &strength), XIAPL_OK);
    return strength;
}

/* The name of a strength of a ranking (xiapl_ranking_name), into buf. */
static const char *ranking_name(int32_t ranking, int32_t strength, char *buf, uint64_t capacity) {
    uint64_t len = 0;
    buf[0] = '\0';
    CHECK_STATUS(xiapl_ranking_name(ranking, strength, buf, capacity, &len), XIAPL_OK);
    CHECK(len == strlen(buf));
    return buf;
}

static const char *ranking_describe(int32_t ranking, int32_t strength, char *buf, uint64_t capacity) {
    uint64_t len = 0;
    buf[0] = '\0';
    CHECK_STATUS(xiapl_ranking_describe(ranking, strength, buf, capacity, &len), XIAPL_OK);
    CHECK(len == strlen(buf));
    return buf;
}

/* What the header documents for every game. */
static void test_game_info(void) {
    static const struct {
        int32_t game, hole, min_hole, board, used, deck, high, low, max_players;
    } want[GAME_COUNT] = {
        {XIAPL_GAME_HOLDEM, 2, 2, 5, 0, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_NONE, 23},
        {XIAPL_GAME_OMAHA4, 4, 4, 5, 2, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_NONE, 11},
        {XIAPL_GAME_OMAHA5, 5, 5, 5, 2, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_NONE, 9},
        {XIAPL_GAME_OMAHA6, 6, 6, 5, 2, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_NONE, 7},
        {XIAPL_GAME_SHORT_DECK, 2, 2, 5, 0, 36, XIAPL_RANKING_SHORT_DECK, XIAPL_RANKING_NONE, 15},
        {XIAPL_GAME_OMAHA4_HILO, 4, 4, 5, 2, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_EIGHT_OR_BETTER, 11},
        {XIAPL_GAME_OMAHA5_HILO, 5, 5, 5, 2, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_EIGHT_OR_BETTER, 9},
        {XIAPL_GAME_STUD, 7, 5, 0, 0, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_NONE, 7},
        {XIAPL_GAME_STUD_HILO, 7, 5, 0, 0, 52, XIAPL_RANKING_HIGH, XIAPL_RANKING_EIGHT_OR_BETTER, 7},
        {XIAPL_GAME_RAZZ, 7, 5, 0, 0, 52, XIAPL_RANKING_ACE_TO_FIVE, XIAPL_RANKING_NONE, 7},
        {XIAPL_GAME_LOWBALL27, 5, 5, 0, 0, 52, XIAPL_RANKING_DEUCE_TO_SEVEN, XIAPL_RANKING_NONE, 0},
        {XIAPL_GAME_BADUGI, 4, 4, 0, 0, 52, XIAPL_RANKING_BADUGI, XIAPL_RANKING_NONE, 0},
    };
    int i;
    for (i = 0; i < GAME_COUNT; ++i) {
        xiapl_game_info info;
        int32_t max_players = -1;
        memset(&info, 0xAB, sizeof info);
        info.struct_size = sizeof info;
        CHECK_STATUS(xiapl_game_info_get(want[i].game, &info), XIAPL_OK);
        CHECK(info.struct_size == sizeof info);
        CHECK(info.hole_cards == want[i].hole && info.min_hole_cards == want[i].min_hole);
        CHECK(info.board_cards == want[i].board && info.hole_used == want[i].used);
        CHECK(info.deck_cards == want[i].deck);
        CHECK(info.high_ranking == want[i].high && info.low_ranking == want[i].low);
        CHECK(info.max_players == want[i].max_players);
        /* The same figure as the equity call's own. */
        CHECK_STATUS(xiapl_equity_max_players(want[i].game, &max_players), XIAPL_OK);
        CHECK(max_players == info.max_players);
    }
    {
        xiapl_game_info info;
        /* Unknown games, a NULL struct, a struct_size that cannot even hold itself. */
        info.struct_size = sizeof info;
        CHECK_STATUS(xiapl_game_info_get(GAME_COUNT, &info), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("unknown"));
        CHECK_STATUS(xiapl_game_info_get(-1, &info), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_RAZZ, NULL), XIAPL_ERR_INVALID_ARGUMENT);
        memset(&info, 0xAB, sizeof info);
        info.struct_size = 3;
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_RAZZ, &info), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("struct_size"));
        CHECK(info.struct_size == 3 && info.hole_cards == (int32_t)0xABABABAB);
        info.struct_size = 0;
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_RAZZ, &info), XIAPL_ERR_INVALID_ARGUMENT);
    }
    {
        /* An older caller whose struct ends after min_hole_cards gets those
         * fields and nothing past them. */
        xiapl_game_info info;
        memset(&info, 0xAB, sizeof info);
        info.struct_size = (uint32_t)offsetof(xiapl_game_info, board_cards);
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_STUD, &info), XIAPL_OK);
        CHECK(info.struct_size == offsetof(xiapl_game_info, board_cards));
        CHECK(info.hole_cards == 7 && info.min_hole_cards == 5);
        CHECK(info.board_cards == (int32_t)0xABABABAB && info.max_players == (int32_t)0xABABABAB);
        /* Only the struct_size field: nothing else is written. */
        memset(&info, 0xAB, sizeof info);
        info.struct_size = 4;
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_STUD, &info), XIAPL_OK);
        CHECK(info.struct_size == 4 && info.hole_cards == (int32_t)0xABABABAB);
    }
    {
        /* A newer caller's larger struct: the fields this library knows, the rest untouched. */
        struct {
            xiapl_game_info info;
            int32_t field_from_the_future;
        } newer;
        memset(&newer, 0xAB, sizeof newer);
        newer.info.struct_size = sizeof newer;
        CHECK_STATUS(xiapl_game_info_get(XIAPL_GAME_BADUGI, &newer.info), XIAPL_OK);
        CHECK(newer.info.struct_size == sizeof newer && newer.info.hole_cards == 4 && newer.info.max_players == 0);
        CHECK(newer.field_from_the_future == (int32_t)0xABABABAB);
    }
}

static void test_game_name(void) {
    static const char *const names[GAME_COUNT] = {
        "Hold'em",
        "PLO",
        "PLO5",
        "PLO6",
        "Short-deck Hold'em",
        "PLO Hi/Lo",
        "PLO5 Hi/Lo",
        "Seven-card stud",
        "Seven-card stud Hi/Lo",
        "Razz",
        "2-7 lowball",
        "Badugi",
    };
    char buf[32];
    uint64_t len = 0;
    int32_t game;
    for (game = 0; game < GAME_COUNT; ++game) {
        CHECK_STATUS(xiapl_game_name(game, buf, sizeof buf, &len), XIAPL_OK); /* 32 always suffice */
        CHECK(strcmp(buf, names[game]) == 0 && len == strlen(names[game]));
    }
    /* The NUL needs a byte too: BUFFER_TOO_SMALL with the length, nothing written. */
    memset(buf, 'x', sizeof buf);
    CHECK_STATUS(xiapl_game_name(XIAPL_GAME_RAZZ, buf, 4, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 4 && buf[0] == 'x');
    CHECK_STATUS(xiapl_game_name(XIAPL_GAME_RAZZ, NULL, 0, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 4);
    CHECK_STATUS(xiapl_game_name(XIAPL_GAME_RAZZ, buf, 5, &len), XIAPL_OK);
    CHECK(strcmp(buf, "Razz") == 0);
    CHECK_STATUS(xiapl_game_name(XIAPL_GAME_RAZZ, buf, sizeof buf, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_game_name(XIAPL_GAME_RAZZ, NULL, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_game_name(GAME_COUNT, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("unknown"));
    CHECK_STATUS(xiapl_game_name(-3, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
}

/* xiapl_game_parse and xiapl_game_names: every listed name and display name reads back as its game,
 * whatever the case and separators; anything else is a PARSE error quoting the name. */
static void test_game_parse(void) {
    char names[256], display[32], variant[64];
    uint64_t len = 0;
    int32_t game, parsed = -1, family;
    for (game = 0; game < GAME_COUNT; ++game) {
        xiapl_game_info info;
        const char *name;
        CHECK_STATUS(xiapl_game_names(game, names, sizeof names, &len), XIAPL_OK);
        CHECK(len == strlen(names) && len > 0 && strchr(names, ' ') == NULL);
        for (name = strtok(names, ","); name != NULL; name = strtok(NULL, ",")) {
            size_t i, n = strlen(name);
            parsed = -1;
            CHECK_STATUS(xiapl_game_parse(name, n, &parsed), XIAPL_OK);
            CHECK(parsed == game);
            /* Upper case with a space and a dash around it: the same game. */
            variant[0] = ' ';
            for (i = 0; i < n; ++i)
                variant[i + 1] = (char)((name[i] >= 'a' && name[i] <= 'z') ? name[i] - 32 : name[i]);
            variant[n + 1] = '-';
            parsed = -1;
            CHECK_STATUS(xiapl_game_parse(variant, n + 2, &parsed), XIAPL_OK);
            CHECK(parsed == game);
        }
        CHECK_STATUS(xiapl_game_name(game, display, sizeof display, &len), XIAPL_OK);
        parsed = -1;
        CHECK_STATUS(xiapl_game_parse(display, len, &parsed), XIAPL_OK);
        CHECK(parsed == game);
        memset(&info, 0, sizeof info);
        info.struct_size = sizeof info;
        CHECK_STATUS(xiapl_game_info_get(game, &info), XIAPL_OK);
        family = game >= XIAPL_GAME_LOWBALL27 ? XIAPL_FAMILY_DRAW
                 : game >= XIAPL_GAME_STUD    ? XIAPL_FAMILY_STUD
                                              : XIAPL_FAMILY_BOARD;
        CHECK(info.family == family);
    }
    CHECK_STATUS(xiapl_game_names(XIAPL_GAME_OMAHA4_HILO, names, sizeof names, &len), XIAPL_OK);
    CHECK(strncmp(names, "plohilo,plo8,o8,", 16) == 0);
    CHECK_STATUS(xiapl_game_names(XIAPL_GAME_RAZZ, names, 4, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 4);
    CHECK_STATUS(xiapl_game_names(GAME_COUNT, names, sizeof names, &len), XIAPL_ERR_INVALID_ARGUMENT);
    /* Only the first length bytes count. */
    CHECK_STATUS(xiapl_game_parse("razzle", 4, &parsed), XIAPL_OK);
    CHECK(parsed == XIAPL_GAME_RAZZ);
    CHECK_STATUS(xiapl_game_parse("2-7", 3, &parsed), XIAPL_OK);
    CHECK(parsed == XIAPL_GAME_LOWBALL27);
    parsed = -7;
    CHECK_STATUS(xiapl_game_parse("plo9", 4, &parsed), XIAPL_ERR_PARSE);
    CHECK(parsed == -7);
    CHECK(message_contains("unknown game \"plo9\"") && message_contains("holdem, plo, plo5"));
    CHECK_STATUS(xiapl_game_parse("", 0, &parsed), XIAPL_ERR_PARSE);
    CHECK_STATUS(xiapl_game_parse(NULL, 0, &parsed), XIAPL_ERR_PARSE);
    CHECK_STATUS(xiapl_game_parse(" - ", 3, &parsed), XIAPL_ERR_PARSE);
    CHECK_STATUS(xiapl_game_parse(NULL, 3, &parsed), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_game_parse("razz", 4, NULL), XIAPL_ERR_INVALID_ARGUMENT);
}

static void test_low_half(void) {
    const uint64_t board = cards("3s4h5c9dTs");
    uint64_t holes[3], five = 7, used = 7, len = 99;
    int32_t strength = -1, winners[3] = {-1, -1, -1};
    char buf[64];
    holes[0] = cards("As2sKsQs");
    holes[1] = cards("Ad2d6c7c");
    holes[2] = cards("KhKdQhJd"); /* no two cards eight or lower */

    /* Omaha hi/lo: A-2 with 3-4-5 is the wheel, the best low (256 - 0b11111). */
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA4_HILO, holes[0], board, &strength), XIAPL_OK);
    CHECK(strength == 225);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_EIGHT_OR_BETTER, strength, buf, sizeof buf), "5-4-3-2-A low (wheel)") == 0);
    CHECK_STATUS(xiapl_eval_best_low(XIAPL_GAME_OMAHA4_HILO, holes[0], board, &five, &used, &strength), XIAPL_OK);
    CHECK(strength == 225 && five == cards("As2s3s4h5c") && used == cards("As2s"));
    /* No qualifying low: strength 0, no cards; still OK. */
    strength = -1;
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA4_HILO, holes[2], board, &strength), XIAPL_OK);
    CHECK(strength == 0);
    CHECK_STATUS(xiapl_eval_best_low(XIAPL_GAME_OMAHA4_HILO, holes[2], board, &five, &used, &strength), XIAPL_OK);
    CHECK(strength == 0 && five == 0 && used == 0);
    /* A board with two low cards has no low for anyone. */
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA4_HILO, holes[0], cards("3h4dKdQcJh"), &strength), XIAPL_OK);
    CHECK(strength == 0);
    /* PLO5 hi/lo: 8-6-4-2-A (exactly two hole cards: A-2, three of the board). */
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA5_HILO, cards("AhKh2cQdQh"), cards("8s6d4cKsJc"), &strength), XIAPL_OK);
    CHECK(strength == 256 - (1 | 2 | 8 | 32 | 128));
    CHECK(strcmp(ranking_name(XIAPL_RANKING_EIGHT_OR_BETTER, strength, buf, sizeof buf), "8-6-4-2-A low") == 0);

    /* Stud hi/lo: any five of a player's own cards, no board. */
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_STUD_HILO, cards("As2d3c4h5sKdKc"), 0, &strength), XIAPL_OK);
    CHECK(strength == 225);
    CHECK_STATUS(xiapl_eval_best_low(XIAPL_GAME_STUD_HILO, cards("As2d3c4h5sKdKc"), 0, &five, &used, &strength),
                 XIAPL_OK);
    CHECK(strength == 225 && five == cards("As2d3c4h5s") && used == five);
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_STUD_HILO, cards("As2d3c4h9s"), 0, &strength), XIAPL_OK);
    CHECK(strength == 0); /* nine-high: no eight-or-better */
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_STUD_HILO, cards("As2d3c4h5sKdKc"), board, &strength),
                 XIAPL_ERR_INVALID_ARGUMENT); /* stud has no board */

    /* Games without a low half are refused, and nothing is written. */
    {
        const int32_t no_low[] = {XIAPL_GAME_HOLDEM, XIAPL_GAME_OMAHA4,    XIAPL_GAME_SHORT_DECK, XIAPL_GAME_STUD,
                                  XIAPL_GAME_RAZZ,   XIAPL_GAME_LOWBALL27, XIAPL_GAME_BADUGI};
        const uint64_t hole_of[] = {
            cards("AsKs"),       holes[0],         cards("AsKs"), cards("As2d3c4h5sKdKc"), cards("As2d3c4h5sKdKc"),
            cards("7s5d4c3h2s"), cards("Ac2d3h4s")};
        const uint64_t board_of[] = {board, board, cards("9d8d7dTsJh"), 0, 0, 0, 0};
        size_t i;
        for (i = 0; i < sizeof no_low / sizeof no_low[0]; ++i) {
            strength = -1;
            five = used = 7;
            CHECK_STATUS(xiapl_eval_low(no_low[i], hole_of[i], board_of[i], &strength), XIAPL_ERR_INVALID_ARGUMENT);
            CHECK(message_contains("no low half") && strength == -1);
            CHECK_STATUS(xiapl_eval_best_low(no_low[i], hole_of[i], board_of[i], &five, &used, &strength),
                         XIAPL_ERR_INVALID_ARGUMENT);
            CHECK(five == 7 && used == 7 && strength == -1);
            CHECK_STATUS(xiapl_eval_showdown_low(no_low[i], &hole_of[i], 1, board_of[i], winners, 3, &len),
                         XIAPL_ERR_INVALID_ARGUMENT);
            CHECK(message_contains("no low half"));
        }
    }
    CHECK_STATUS(xiapl_eval_low(GAME_COUNT, holes[0], board, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA4_HILO, holes[0], board, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_low(XIAPL_GAME_OMAHA4_HILO, cards("As2s"), board, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_best_low(XIAPL_GAME_OMAHA4_HILO, holes[0], board, NULL, &used, &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);

    /* The low showdown: both wheels split the low half; the third hand has none. */
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, holes, 3, board, winners, 3, &len), XIAPL_OK);
    CHECK(len == 2 && winners[0] == 0 && winners[1] == 1);
    CHECK_STATUS(xiapl_eval_showdown(XIAPL_GAME_OMAHA4_HILO, holes, 3, board, winners, 3, &len), XIAPL_OK);
    CHECK(len == 1 && winners[0] == 1); /* 7-high straight over the wheel */
    /* No low at all: OK with no winners, even without a buffer. */
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, holes + 2, 1, board, NULL, 0, &len), XIAPL_OK);
    CHECK(len == 0);
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, holes, 3, board, winners, 1, &len),
                 XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 2);
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, holes, 0, board, winners, 3, &len),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, NULL, 2, board, winners, 3, &len),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, holes, 3, board, winners, 3, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    {
        uint64_t twice[2];
        twice[0] = holes[0];
        twice[1] = cards("As3d6c7c"); /* As in both hands */
        CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_OMAHA4_HILO, twice, 2, board, winners, 3, &len),
                     XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("both player 0 and player 1"));
    }
    {
        /* Stud hi/lo: a player with no low takes no part in the low half. */
        uint64_t stud[2];
        stud[0] = cards("KsKdQcQhJsTd9c");
        stud[1] = cards("7s6d4c3h2sAhKc");
        CHECK_STATUS(xiapl_eval_showdown_low(XIAPL_GAME_STUD_HILO, stud, 2, 0, winners, 2, &len), XIAPL_OK);
        CHECK(len == 1 && winners[0] == 1);
    }
}

static void test_rankings(void) {
    static const struct {
        int32_t ranking, max;
    } maxima[] = {
        {XIAPL_RANKING_NONE, 0},
        {XIAPL_RANKING_HIGH, XIAPL_STRENGTH_MAX},
        {XIAPL_RANKING_SHORT_DECK, 1404},
        {XIAPL_RANKING_EIGHT_OR_BETTER, 225},
        {XIAPL_RANKING_ACE_TO_FIVE, 6175},
        {XIAPL_RANKING_DEUCE_TO_SEVEN, 7462},
        {XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0xF)},
    };
    char buf[64], other[64];
    int32_t max = -1, category = -1, ranks[5] = {0, 0, 0, 0, 0};
    uint64_t len = 0;
    size_t i;

    for (i = 0; i < sizeof maxima / sizeof maxima[0]; ++i) {
        const int32_t r = maxima[i].ranking;
        CHECK_STATUS(xiapl_ranking_max(r, &max), XIAPL_OK);
        CHECK(max == maxima[i].max);
        /* 0 and max + 1 are never strengths; NONE has none at all. */
        category = -1;
        CHECK_STATUS(xiapl_ranking_category(r, 0, &category), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_ranking_category(r, max + 1, &category), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_ranking_kickers(r, max + 1, ranks, 5, &len), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_ranking_describe(r, 0, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_ranking_name(r, -1, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(category == -1);
        if (r == XIAPL_RANKING_NONE) {
            CHECK_STATUS(xiapl_ranking_category(r, 1, &category), XIAPL_ERR_INVALID_ARGUMENT);
            continue;
        }
        /* The best hand of every ranking decodes. */
        CHECK_STATUS(xiapl_ranking_category(r, max, &category), XIAPL_OK);
        CHECK(category >= XIAPL_CATEGORY_HIGH_CARD && category <= XIAPL_CATEGORY_STRAIGHT_FLUSH);
        CHECK_STATUS(xiapl_ranking_kickers(r, max, ranks, 5, &len), XIAPL_OK);
        CHECK(len >= 1 && len <= 5);
        CHECK(strlen(ranking_describe(r, max, buf, sizeof buf)) > 0);
        CHECK(strlen(ranking_name(r, max, buf, sizeof buf)) > 0);
        CHECK_STATUS(xiapl_ranking_category(r, 0x10000 + max, &category), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(xiapl_ranking_category(r, max, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    }
    /* Unknown rankings. */
    CHECK_STATUS(xiapl_ranking_max(7, &max), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("unknown"));
    CHECK_STATUS(xiapl_ranking_max(-1, &max), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_max(XIAPL_RANKING_HIGH, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_category(7, 1, &category), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_kickers(-1, 1, ranks, 5, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_describe(99, 1, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_name(7, 1, buf, sizeof buf, &len), XIAPL_ERR_INVALID_ARGUMENT);

    /* HIGH decodes as the xiapl_strength_* calls do. */
    CHECK(strcmp(ranking_describe(XIAPL_RANKING_HIGH, 7462, buf, sizeof buf), "Straight Flush [14]") == 0);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_HIGH, 7462, buf, sizeof buf), "royal flush") == 0);
    CHECK_STATUS(xiapl_strength_name(1234, other, sizeof other, &len), XIAPL_OK);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_HIGH, 1234, buf, sizeof buf), other) == 0);

    /* Eight-or-better: 256 minus the mask of five ranks, the ace as 1. */
    CHECK_STATUS(xiapl_ranking_kickers(XIAPL_RANKING_EIGHT_OR_BETTER, 225, ranks, 5, &len), XIAPL_OK);
    CHECK(len == 5 && ranks[0] == 5 && ranks[1] == 4 && ranks[2] == 3 && ranks[3] == 2 && ranks[4] == 1);
    CHECK(strcmp(ranking_describe(XIAPL_RANKING_EIGHT_OR_BETTER, 225, buf, sizeof buf), "Low [5 4 3 2 1]") == 0);
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_EIGHT_OR_BETTER, 85, &category), XIAPL_OK);
    CHECK(category == XIAPL_CATEGORY_HIGH_CARD);
    /* The worst low, 8-7-6-5-4, is 256 - 0b11111000. */
    CHECK(strcmp(ranking_name(XIAPL_RANKING_EIGHT_OR_BETTER, 8, buf, sizeof buf), "8-7-6-5-4 low") == 0);
    /* A value in 8..225 whose mask has six ranks, and one with four: not strengths. */
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_EIGHT_OR_BETTER, 256 - 0x3F, &category),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("eight-or-better"));
    CHECK_STATUS(xiapl_ranking_name(XIAPL_RANKING_EIGHT_OR_BETTER, 256 - 0x2E, buf, sizeof buf, &len),
                 XIAPL_ERR_INVALID_ARGUMENT);

    /* Badugi: cards << 13 | (8191 - the rank mask). */
    CHECK(strcmp(ranking_describe(XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0xF), buf, sizeof buf), "Badugi [4 3 2 1]") ==
          0);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0xF), buf, sizeof buf),
                 "four-card badugi 4-3-2-A (number one)") == 0);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_BADUGI, 3 << 13 | (8191 - 0x16), buf, sizeof buf),
                 "three-card badugi 5-3-2") == 0);
    CHECK_STATUS(xiapl_ranking_kickers(XIAPL_RANKING_BADUGI, 3 << 13 | (8191 - 0x16), ranks, 5, &len), XIAPL_OK);
    CHECK(len == 3 && ranks[0] == 5 && ranks[1] == 3 && ranks[2] == 2);
    /* The card count disagrees with the mask: not strengths. */
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_BADUGI, 3 << 13 | (8191 - 0xF), &category),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("badugi"));
    CHECK_STATUS(xiapl_ranking_describe(XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0x7), buf, sizeof buf, &len),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_BADUGI, 8191 - 0x1, &category),
                 XIAPL_ERR_INVALID_ARGUMENT); /* zero cards */

    /* Deuce-to-seven: 7-5-4-3-2 is number one. */
    CHECK(strcmp(ranking_name(XIAPL_RANKING_DEUCE_TO_SEVEN, 7462, buf, sizeof buf), "7-5-4-3-2 low (number one)") == 0);
    CHECK(strcmp(ranking_describe(XIAPL_RANKING_DEUCE_TO_SEVEN, 7462, buf, sizeof buf), "Low [7 5 4 3 2]") == 0);
    /* Ace-to-five: the wheel is the best. */
    CHECK(strcmp(ranking_name(XIAPL_RANKING_ACE_TO_FIVE, 6175, buf, sizeof buf), "5-4-3-2-A low (wheel)") == 0);

    /* Buffers: too small gives the size needed and writes nothing. */
    ranks[0] = -7;
    CHECK_STATUS(xiapl_ranking_kickers(XIAPL_RANKING_EIGHT_OR_BETTER, 225, ranks, 4, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 5 && ranks[0] == -7);
    CHECK_STATUS(xiapl_ranking_kickers(XIAPL_RANKING_EIGHT_OR_BETTER, 225, ranks, 5, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    memset(buf, 'x', sizeof buf);
    CHECK_STATUS(xiapl_ranking_describe(XIAPL_RANKING_EIGHT_OR_BETTER, 225, buf, 15, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 15 && buf[0] == 'x');
    CHECK_STATUS(xiapl_ranking_name(XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0xF), NULL, 0, &len),
                 XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == strlen("four-card badugi 4-3-2-A (number one)"));
    CHECK_STATUS(xiapl_ranking_name(XIAPL_RANKING_BADUGI, 4 << 13 | (8191 - 0xF), buf, sizeof buf, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
}

/* The evaluation calls of ABI 2.0 with the new games. */
static void test_new_games_eval(void) {
    char buf[64];
    int32_t strength = -1, category = -1, winners[4];
    uint64_t five = 0, used = 0, len = 0;

    /* Stud: 5 to 7 of a player's own cards, no board; the best five of them. */
    CHECK(strength_of(XIAPL_GAME_STUD, "As2d3c4h5s", "") > 0);
    CHECK(strength_of(XIAPL_GAME_STUD, "As2d3c4h5sKd", "") > 0);
    strength = strength_of(XIAPL_GAME_STUD, "As2d3c4h5sKdKc", "");
    {
        int32_t loose = -1;
        CHECK_STATUS(xiapl_eval_mask(cards("As2d3c4h5sKdKc"), &loose), XIAPL_OK);
        CHECK(strength == loose);
    }
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_STUD, cards("As2d3c4h"), 0, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_STUD, cards("As2d3c4h5sKdKcQc"), 0, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    /* A board for a stud game is refused. */
    strength = -1;
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_STUD, cards("As2d3c4h5s"), cards("KdKcQc"), &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("has no board") && strength == -1);
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_RAZZ, cards("As2d3c4h5s"), cards("KdKcQc"), &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_best_five(XIAPL_GAME_STUD, cards("As2d3c4h5sKdKc"), 0, &five, &used, &strength), XIAPL_OK);
    CHECK(five == cards("As2d3c4h5s") && used == five); /* the wheel */
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_HIGH, strength, &category), XIAPL_OK);
    CHECK(category == XIAPL_CATEGORY_STRAIGHT);

    /* Short deck: only six to ace; A-6-7-8-9 is a straight, a flush beats a full house. */
    strength = -1;
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_SHORT_DECK, cards("As2s"), cards("KdQdJd"), &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("not in the deck") && strength == -1);
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_SHORT_DECK, cards("AsKs"), cards("Qd5dJd"), &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);
    strength = strength_of(XIAPL_GAME_SHORT_DECK, "As6d", "7c8h9sKdQd");
    CHECK_STATUS(xiapl_ranking_category(XIAPL_RANKING_SHORT_DECK, strength, &category), XIAPL_OK);
    CHECK(category == XIAPL_CATEGORY_STRAIGHT);
    strength = strength_of(XIAPL_GAME_SHORT_DECK, "As7s", "KsQs9s9d6h");
    CHECK(strstr(ranking_name(XIAPL_RANKING_SHORT_DECK, strength, buf, sizeof buf), "(beats a full house)") != NULL);
    {
        uint64_t holes[2];
        const uint64_t board = cards("KsQs9s9d6h");
        holes[0] = cards("As7s"); /* flush */
        holes[1] = cards("KdKh"); /* full house */
        CHECK_STATUS(xiapl_eval_showdown(XIAPL_GAME_SHORT_DECK, holes, 2, board, winners, 4, &len), XIAPL_OK);
        CHECK(len == 1 && winners[0] == 0);
        CHECK_STATUS(xiapl_eval_showdown(XIAPL_GAME_HOLDEM, holes, 2, board, winners, 4, &len), XIAPL_OK);
        CHECK(len == 1 && winners[0] == 1);
    }

    /* 2-7 lowball: exactly 5 cards; 7-5-4-3-2 offsuit is the best, and A-2-3-4-5 is no straight. */
    CHECK(strength_of(XIAPL_GAME_LOWBALL27, "7s5d4c3h2s", "") == 7462);
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_LOWBALL27, cards("7s5d4c3h"), 0, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_LOWBALL27, cards("7s5d4c3h2s8c"), 0, &strength),
                 XIAPL_ERR_INVALID_ARGUMENT);
    strength = strength_of(XIAPL_GAME_LOWBALL27, "As5d4c3h2s", "");
    CHECK(strcmp(ranking_describe(XIAPL_RANKING_DEUCE_TO_SEVEN, strength, buf, sizeof buf), "Low [14 5 4 3 2]") == 0);
    CHECK(strength_of(XIAPL_GAME_LOWBALL27, "8s5d4c3h2s", "") < 7462);

    /* Razz: the lowest five, pairs count. */
    CHECK(strength_of(XIAPL_GAME_RAZZ, "As2d3c4h5sKdKc", "") == 6175);
    CHECK(strength_of(XIAPL_GAME_RAZZ, "AsAd2c2h3s", "") < strength_of(XIAPL_GAME_RAZZ, "KsQdJcTh9s", ""));

    /* Badugi: exactly 4 cards; the best hand may be fewer than five cards. */
    CHECK(strength_of(XIAPL_GAME_BADUGI, "Ac2d3h4s", "") == (4 << 13 | (8191 - 0xF)));
    CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_BADUGI, cards("Ac2d3h"), 0, &strength), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_eval_best_five(XIAPL_GAME_BADUGI, cards("As2s3d4h"), 0, &five, &used, &strength), XIAPL_OK);
    /* One spade only: A-3-4 (with the ace) beats 2-3-4. */
    CHECK(strength == (3 << 13 | (8191 - (1 | 4 | 8))));
    CHECK(five == cards("As3d4h") && used == five);
    CHECK(strcmp(ranking_name(XIAPL_RANKING_BADUGI, strength, buf, sizeof buf), "three-card badugi 4-3-A") == 0);
    CHECK_STATUS(xiapl_eval_best_five(XIAPL_GAME_BADUGI, cards("AsKsQsJs"), 0, &five, &used, &strength), XIAPL_OK);
    CHECK(strength == (1 << 13 | (8191 - 1)) && five == cards("As")); /* a one-card badugi: the ace */

    /* Batches and showdowns take the new games; the message names the bad item. */
    {
        uint64_t holes[3], boards[3] = {0, 0, 0};
        uint16_t batch[3] = {0, 0, 0};
        int i;
        holes[0] = cards("As2d3c4h5s");
        holes[1] = cards("KsKdQcQhJs");
        holes[2] = cards("7s6d4c3h2sAhKc");
        CHECK_STATUS(xiapl_eval_hands(XIAPL_GAME_RAZZ, holes, boards, 3, batch), XIAPL_OK);
        for (i = 0; i < 3; ++i) {
            CHECK_STATUS(xiapl_eval_hand(XIAPL_GAME_RAZZ, holes[i], 0, &strength), XIAPL_OK);
            CHECK(batch[i] == strength);
        }
        CHECK_STATUS(xiapl_eval_showdown(XIAPL_GAME_RAZZ, holes, 3, 0, winners, 4, &len), XIAPL_OK);
        CHECK(len == 1 && winners[0] == 0);
        CHECK_STATUS(xiapl_eval_showdown(XIAPL_GAME_STUD, holes, 3, 0, winners, 4, &len), XIAPL_OK);
        CHECK(len == 1 && winners[0] == 0); /* the wheel beats two pair and ace-high */
        boards[1] = cards("2h");
        CHECK_STATUS(xiapl_eval_hands(XIAPL_GAME_RAZZ, holes, boards, 3, batch), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("item 1:"));
        CHECK_STATUS(xiapl_eval_hands(XIAPL_GAME_LOWBALL27, holes, boards, 3, batch), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("item 1:"));
        boards[1] = 0;
        CHECK_STATUS(xiapl_eval_hands(XIAPL_GAME_LOWBALL27, holes, boards, 3, batch), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("item 2:")); /* seven cards in a five-card game */
        CHECK_STATUS(xiapl_eval_hands(GAME_COUNT, holes, boards, 0, batch), XIAPL_ERR_INVALID_ARGUMENT);
    }
}

static void test_equity_split(void) {
    xiapl_equity_options options;
    xiapl_player_equity players[3], plain[3];
    xiapl_player_split splits[3];
    xiapl_equity_summary summary;
    uint64_t holes[3], len = 0;
    const uint64_t board = cards("3s4h5c9dTs");
    int i;

    CHECK_STATUS(xiapl_equity_options_init(&options, sizeof options), XIAPL_OK);
    holes[0] = cards("As2sKsQs");
    holes[1] = cards("Ad2d6c7c");

    /* PLO hi/lo on the river: the 7-high straight takes the high half, the two
     * wheels split the low half: a quartered pot. */
    summary.struct_size = sizeof summary;
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_OMAHA4_HILO, holes, 2, board, 0, NULL, players, splits, 3,
                                              &len, &summary),
                 XIAPL_OK);
    CHECK(len == 2 && summary.exact == 1 && summary.trials == 1 && close_to(summary.chop_rate, 1.0));
    CHECK(close_to(players[0].equity, 0.25) && close_to(players[1].equity, 0.75));
    CHECK(close_to(splits[0].high_share, 0.0) && close_to(splits[1].high_share, 0.5));
    CHECK(close_to(splits[0].low_share, 0.25) && close_to(splits[1].low_share, 0.25));
    CHECK(splits[0].scoop == 0.0 && splits[1].scoop == 0.0);
    CHECK(players[0].win == 0.0 && players[1].win == 0.0 && close_to(players[1].tie, 1.0));
    /* xiapl_equity_calculate gives the same figures, without the split. */
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_OMAHA4_HILO, holes, 2, board, 0, NULL, plain, 3, &len, NULL),
                 XIAPL_OK);
    CHECK(memcmp(plain, players, 2 * sizeof players[0]) == 0);

    /* A flop: every share adds up, equity = high + low, scoop = win. */
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_OMAHA4_HILO, holes, 2, cards("3s4h5c"), 0, &options, players,
                                              splits, 3, &len, &summary),
                 XIAPL_OK);
    CHECK(summary.exact == 1 && summary.trials == 820); /* C(41, 2) turns and rivers */
    CHECK(close_to(players[0].equity + players[1].equity, 1.0));
    for (i = 0; i < 2; ++i) {
        CHECK(close_to(players[i].equity, splits[i].high_share + splits[i].low_share));
        CHECK(splits[i].scoop == players[i].win);
    }

    /* Hold'em through the split call: all of it is the high share. */
    holes[0] = cards("AsKs");
    holes[1] = cards("QdQc");
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_HOLDEM, holes, 2, cards("2c7d9h"), 0, NULL, players, splits, 3,
                                              &len, NULL),
                 XIAPL_OK);
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, cards("2c7d9h"), 0, NULL, plain, 3, &len, NULL),
                 XIAPL_OK);
    CHECK(memcmp(plain, players, 2 * sizeof players[0]) == 0);
    for (i = 0; i < 2; ++i) {
        CHECK(splits[i].high_share == players[i].equity && splits[i].low_share == 0.0);
        CHECK(splits[i].scoop == players[i].win);
    }

    /* Stud: each player's cards so far, the rest dealt; no board. */
    holes[0] = cards("AsAdKcKh7s2d");
    holes[1] = cards("QsQdJcJh9s3d");
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_STUD, holes, 2, 0, 0, NULL, players, splits, 3, &len, &summary),
        XIAPL_OK);
    CHECK(summary.exact == 1 && summary.trials == 40 * 39);
    CHECK(players[0].equity > 0.8 && close_to(players[0].equity + players[1].equity, 1.0));
    CHECK(splits[0].low_share == 0.0 && splits[0].high_share == players[0].equity);
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_STUD, holes, 2, cards("2c3c4c"), 0, NULL, players, splits, 3,
                                              &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("no board"));
    /* Razz with a seeded Monte Carlo run: the same numbers on 1 and 2 threads. */
    holes[0] = cards("As2d3c");
    holes[1] = cards("KsQdJc");
    holes[2] = cards("7h8h9h");
    options.mode = XIAPL_EQUITY_MONTE_CARLO;
    options.iterations = 3000;
    options.seed = 11;
    options.threads = 1;
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_RAZZ, holes, 3, 0, 0, &options, players, splits, 3, &len, &summary),
        XIAPL_OK);
    CHECK(summary.exact == 0 && summary.trials == 3000 && summary.seed == 11);
    CHECK(players[0].equity > players[1].equity && players[0].std_error > 0.0);
    options.threads = 2;
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_RAZZ, holes, 3, 0, 0, &options, plain, splits, 3, &len, NULL),
                 XIAPL_OK);
    CHECK(memcmp(plain, players, 3 * sizeof players[0]) == 0);
    /* Exact stud from third street is far beyond the enumeration limit. */
    options.mode = XIAPL_EQUITY_EXACT;
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_RAZZ, holes, 3, 0, 0, &options, players, splits, 3, &len, NULL),
        XIAPL_ERR_LIMIT_EXCEEDED);
    CHECK(message_contains("2^26"));

    /* Short deck: a card outside its deck is refused. */
    holes[0] = cards("AsKs");
    holes[1] = cards("2d2c");
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_SHORT_DECK, holes, 2, 0, 0, NULL, players, splits, 3, &len, NULL),
        XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("not in the deck"));

    /* Draw games have no card-only equity. */
    holes[0] = cards("Ac2d3h4s");
    holes[1] = cards("KcQdJhTs");
    CHECK_STATUS(xiapl_equity_calculate_split(XIAPL_GAME_BADUGI, holes, 2, 0, 0, NULL, players, splits, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("draw game"));
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_BADUGI, holes, 2, 0, 0, NULL, players, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    holes[0] = cards("7s5d4c3h2s");
    holes[1] = cards("KcQdJhTs9s");
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_LOWBALL27, holes, 2, 0, 0, NULL, players, splits, 3, &len, NULL),
        XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("draw game"));
    CHECK_STATUS(xiapl_equity_vs_random(XIAPL_GAME_LOWBALL27, holes[0], 0, 0, 1, NULL, players, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);

    /* NULL out_splits, a too small capacity (checked first, with out_len), unknown games. */
    holes[0] = cards("As2sKsQs");
    holes[1] = cards("Ad2d6c7c");
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_OMAHA4_HILO, holes, 2, board, 0, NULL, players, NULL, 3, &len, NULL),
        XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("out_splits"));
    len = 0;
    players[0].equity = -1.0;
    splits[0].scoop = -1.0;
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_OMAHA4_HILO, holes, 2, board, 0, NULL, players, splits, 1, &len, NULL),
        XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 2 && players[0].equity == -1.0 && splits[0].scoop == -1.0);
    CHECK_STATUS(
        xiapl_equity_calculate_split(XIAPL_GAME_OMAHA4_HILO, holes, 2, board, 0, NULL, players, splits, 2, NULL, NULL),
        XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_equity_calculate_split(GAME_COUNT, holes, 2, board, 0, NULL, players, splits, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(len == 2); /* out_len = player_count, whatever else fails */
}

int main(void) {
    test_game_info();
    test_game_name();
    test_game_parse();
    test_low_half();
    test_rankings();
    test_new_games_eval();
    test_equity_split();
    return check_summary();
}
