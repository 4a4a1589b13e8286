/*
 * Site hand histories through the C ABI, on any bytes. The first byte picks
 * the format to read (each of the site names, none, or an unknown name); the
 * rest is the text given to xiapl_sites_read.
 *
 * The read either fails for an unknown site name alone (INVALID_ARGUMENT), or
 * returns a document and a report: the report sizes itself with no buffer,
 * refuses a buffer one byte short, and is a JSON object whose "kept" is the
 * document's count, at most its "hands". Each kept hand (the first few) is
 * written as PHH text that reads back to one hand with the same text,
 * replays to a finished state (the importer proved it), and is written as
 * PokerStars text that reads back to one hand. Every status is one the
 * header lists for that call.
 */
#define XIAPL_UNSTABLE_API /* the PHH and site functions and the table engine */
#include "fuzz_common.h"

#define MAX_HANDS 4 /* hands of one document checked one by one */

static const char *const kSiteNames[] = {"pokerstars", "ggpoker", "winningpoker", "pacific",    "ipoker",
                                         "partypoker", "winamax", "fulltilt",     "nosuchsite", ""};

/* The text a (…, buf, capacity, out_len) call writes, checked for the buffer
 * contract; the caller frees it. */
static char *report_text(const xiapl_phh *doc) {
    uint64_t length = 0, again = 0;
    char *text;
    int32_t status = xiapl_sites_report(doc, NULL, 0, &length);
    fuzz_check_status(status, "xiapl_sites_report");
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL, "a report fits in no buffer: %s", xiapl_status_name(status));
    text = (char *)malloc((size_t)length + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    memset(text, '#', (size_t)length + 1);
    status = xiapl_sites_report(doc, text, length, &again);
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && again == length, "a buffer one byte short is refused");
    FUZZ_CHECK(text[0] == '#', "a refused buffer is left untouched");
    status = xiapl_sites_report(doc, text, length + 1, &again);
    FUZZ_CHECK(status == XIAPL_OK && again == length && text[length] == '\0', "the report is written");
    FUZZ_CHECK(strlen(text) == (size_t)length, "the report holds no NUL");
    return text;
}

/* The integer after "\"key\": " in a JSON object the library wrote. */
static long long json_integer(const char *json, const char *key) {
    char pattern[32];
    const char *at;
    snprintf(pattern, sizeof pattern, "\"%s\": ", key);
    at = strstr(json, pattern);
    FUZZ_CHECK(at != NULL, "the report has %s: %s", key, json);
    return strtoll(at + strlen(pattern), NULL, 10);
}

static void check_hand(const xiapl_phh *doc, uint64_t index) {
    uint64_t length = 0, count = 0;
    char *text;
    xiapl_phh *back = NULL;
    xiapl_table_state *state = NULL;
    xiapl_table_info info;
    int32_t status = xiapl_phh_to_text(doc, (int64_t)index, NULL, 0, &length);
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL, "a hand's text is sized: %s", xiapl_status_name(status));
    text = (char *)malloc((size_t)length + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    status = xiapl_phh_to_text(doc, (int64_t)index, text, length + 1, &length);
    FUZZ_CHECK(status == XIAPL_OK, "a hand's text is written: %s", xiapl_last_error_message());
    status = xiapl_phh_parse(text, length, &back);
    FUZZ_CHECK(status == XIAPL_OK, "an imported hand reads back: %s\n%s", xiapl_last_error_message(), text);
    FUZZ_CHECK(xiapl_phh_count(back, &count) == XIAPL_OK && count == 1, "one hand reads back");
    xiapl_phh_destroy(back);
    free(text);
    status = xiapl_phh_replay(doc, index, NULL, &state);
    FUZZ_CHECK(status == XIAPL_OK, "an imported hand replays: %s", xiapl_last_error_message());
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    FUZZ_CHECK(xiapl_table_info_get(state, &info) == XIAPL_OK, "the final state has info");
    FUZZ_CHECK(info.phase == XIAPL_PHASE_FINISHED, "an imported hand replays to its end (phase %d)", (int)info.phase);
    xiapl_table_destroy(state);
    /* PokerStars text, read back. */
    status = xiapl_sites_to_pokerstars(doc, index, NULL, 0, &length);
    fuzz_check_status(status, "xiapl_sites_to_pokerstars");
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL, "an imported hand is written as PokerStars text: %s",
               status == XIAPL_OK ? "(no buffer accepted)" : xiapl_last_error_message());
    text = (char *)malloc((size_t)length + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    status = xiapl_sites_to_pokerstars(doc, index, text, length + 1, &length);
    FUZZ_CHECK(status == XIAPL_OK, "the PokerStars text is written: %s", xiapl_last_error_message());
    status = xiapl_sites_read(text, length, "pokerstars", &back);
    FUZZ_CHECK(status == XIAPL_OK, "the PokerStars text is read: %s", xiapl_last_error_message());
    FUZZ_CHECK(xiapl_phh_count(back, &count) == XIAPL_OK && count == 1,
               "the PokerStars text reads back to one hand:\n%s", text);
    xiapl_phh_destroy(back);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const size_t names = sizeof kSiteNames / sizeof kSiteNames[0];
    const char *site;
    xiapl_phh *doc = NULL;
    uint64_t count = 0, i;
    char *report;
    int32_t status;
    if (size == 0) return 0;
    /* Mostly detect (NULL); else one of the names. */
    site = data[0] < 128 ? NULL : kSiteNames[data[0] % names];
    status = xiapl_sites_read((const char *)data + 1, (uint64_t)(size - 1), site, &doc);
    fuzz_check_status(status, "xiapl_sites_read");
    if (status != XIAPL_OK) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT && site != NULL && strcmp(site, "nosuchsite") == 0,
                   "only an unknown site name is refused: %s", xiapl_last_error_message());
        return 0;
    }
    FUZZ_CHECK(doc != NULL, "a read gives a document");
    FUZZ_CHECK(xiapl_phh_count(doc, &count) == XIAPL_OK, "the document has a count");
    report = report_text(doc);
    FUZZ_CHECK(report[0] == '{' && report[strlen(report) - 1] == '}', "the report is an object: %s", report);
    FUZZ_CHECK(json_integer(report, "kept") == (long long)count, "kept is the count: %s", report);
    FUZZ_CHECK(json_integer(report, "hands") >= (long long)count, "hands covers the kept ones: %s", report);
    free(report);
    for (i = 0; i < count && i < MAX_HANDS; ++i) check_hand(doc, i);
    xiapl_phh_destroy(doc);
    return 0;
}
