/*
 * Hold'em range text through xiapl_range_parse, then the range's properties
 * and the set algebra (tests/fuzz/fuzz_range_checks.h). The input is one
 * range text, or two separated by '|' (not part of the grammar) to fuzz the
 * algebra on two parsed ranges.
 */
#include "fuzz_range_checks.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    char *second;
    xiapl_range *a, *b = NULL;
    if (text == NULL) return 0;
    second = strchr(text, '|');
    if (second != NULL) *second++ = '\0';
    a = fuzz_parse_range(text, XIAPL_GAME_HOLDEM);
    if (a != NULL) fuzz_check_range(a, XIAPL_GAME_HOLDEM, 1326);
    if (second != NULL) {
        b = fuzz_parse_range(second, XIAPL_GAME_HOLDEM);
        if (b != NULL) fuzz_check_range(b, XIAPL_GAME_HOLDEM, 1326);
    }
    if (a != NULL) fuzz_check_algebra(a, b != NULL ? b : a, XIAPL_GAME_HOLDEM);
    xiapl_range_destroy(a);
    xiapl_range_destroy(b);
    free(text);
    return 0;
}
