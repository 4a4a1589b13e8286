/*
 * Omaha range text (4, 5 and 6 hole cards) through xiapl_range_parse, then
 * the range's properties and the set algebra (tests/fuzz/fuzz_range_checks.h).
 * The first byte picks the game; the rest is one range text, or two separated
 * by '|' for the algebra.
 *
 * Every rank pattern is expanded by a pass over every hand of the game
 * (270,725 / 2.6 million / 20.4 million for 4 / 5 / 6 cards), about 0.1 s
 * per 4-card pattern under the sanitizers. To keep the fuzzer fast, an input
 * is parsed only when it holds at most three items and progression steps, and
 * a 5- or 6-card text only when every item is an exact hand or too short to be
 * a pattern (else it is parsed as 4-card Omaha: the grammar is the same for
 * every size). Larger texts are the benchmarks' business, not the fuzzer's.
 */
#include "fuzz_range_checks.h"

static const uint64_t kHands[] = {0, 270725, 2598960, 20358520};

/* Items (commas + 1) and progression signs: each may cost a pass over every hand. */
static int fuzz_cost(const char *text) {
    int cost = 1;
    for (; *text; ++text) cost += *text == ',' || *text == '+' || *text == '-';
    return cost;
}

static int is_suit(char c) { return c == 'c' || c == 'd' || c == 'h' || c == 's'; }

/* True when no item of the text can be a rank pattern of n symbols. */
static int no_pattern(const char *text, int n) {
    while (*text) {
        const char *end = text;
        int length = 0;
        while (*text == ' ') ++text;
        end = text;
        while (*end && *end != ',' && *end != ':') ++end;
        length = (int)(end - text);
        if (length >= n && !(length >= 2 && is_suit(text[1]))) return 0;
        while (*end && *end != ',') ++end;
        text = *end ? end + 1 : end;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int32_t game;
    char *text, *second;
    xiapl_range *a, *b = NULL;
    if (size == 0) return 0;
    game = 1 + data[0] % 3;
    text = fuzz_text(data + 1, size - 1);
    if (text == NULL) return 0;
    second = strchr(text, '|');
    if (second != NULL) *second++ = '\0';
    if (fuzz_cost(text) + (second != NULL ? fuzz_cost(second) : 0) > 3) {
        free(text);
        return 0;
    }
    if (game != XIAPL_GAME_OMAHA4 &&
        (!no_pattern(text, fuzz_hole_cards(game)) || (second != NULL && !no_pattern(second, fuzz_hole_cards(game))))) {
        game = XIAPL_GAME_OMAHA4;
    }
    a = fuzz_parse_range(text, game);
    if (a != NULL) fuzz_check_range(a, game, kHands[game]);
    if (second != NULL) {
        b = fuzz_parse_range(second, game);
        if (b != NULL) fuzz_check_range(b, game, kHands[game]);
    }
    if (a != NULL) fuzz_check_algebra(a, b != NULL ? b : a, game);
    xiapl_range_destroy(a);
    xiapl_range_destroy(b);
    free(text);
    return 0;
}
