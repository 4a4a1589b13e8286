/* C ABI tests, written in C against xiapl.h and linked with libxiapl. */
#include <stdio.h>
#include <string.h>

#include <xiapl/xiapl.h>

static int passed, failed;

#define CHECK(cond)                                                         \
    do {                                                                    \
        if (cond) {                                                         \
            ++passed;                                                       \
        } else {                                                            \
            ++failed;                                                       \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                   \
    } while (0)

#define CHECK_STATUS(call, want) CHECK((call) == (want))

static int message_contains(const char *needle) {
    return strstr(xiapl_last_error_message(), needle) != NULL;
}

static void test_versions(void) {
    CHECK(xiapl_abi_version() == XIAPL_ABI_VERSION);
    CHECK(strcmp(xiapl_version_string(), XIAPL_VERSION_STRING) == 0);
    CHECK(strcmp(xiapl_status_name(XIAPL_OK), "XIAPL_OK") == 0);
    CHECK(strcmp(xiapl_status_name(XIAPL_ERR_PARSE), "XIAPL_ERR_PARSE") == 0);
    CHECK(strcmp(xiapl_status_name(12345), "XIAPL_ERR_UNKNOWN") == 0);
    CHECK(xiapl_last_error_message() != NULL);
}

static void test_cards(void) {
    int32_t id = -1;
    char name[3];
    uint64_t len = 0, mask = 0;
    int32_t ids[8];
    const char *bad[] = {"", "A", "Ax", "1s", "11h", "AsKs"};
    size_t i;

    CHECK_STATUS(xiapl_card_parse("As", &id), XIAPL_OK);
    CHECK(id == 51);
    CHECK_STATUS(xiapl_card_parse("10h", &id), XIAPL_OK);
    CHECK(id == 2 * 13 + 8);
    for (i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        id = 77;
        CHECK_STATUS(xiapl_card_parse(bad[i], &id), XIAPL_ERR_PARSE);
        CHECK(id == 77); /* untouched on failure */
    }
    CHECK_STATUS(xiapl_card_parse("11h", &id), XIAPL_ERR_PARSE);
    CHECK(message_contains("11h"));
    CHECK_STATUS(xiapl_card_parse(NULL, &id), XIAPL_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(xiapl_card_name(51, name, sizeof name, &len), XIAPL_OK);
    CHECK(len == 2 && strcmp(name, "As") == 0);
    CHECK_STATUS(xiapl_card_name(52, name, sizeof name, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("52"));
    CHECK_STATUS(xiapl_card_name(0, name, 2, &len), XIAPL_ERR_BUFFER_TOO_SMALL);

    CHECK_STATUS(xiapl_cards_parse("AsKs 10c", ids, 8, &len), XIAPL_OK);
    CHECK(len == 3 && ids[0] == 51 && ids[1] == 50 && ids[2] == 8);
    ids[0] = -5;
    CHECK_STATUS(xiapl_cards_parse("AsKsQs", ids, 2, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 3 && ids[0] == -5); /* nothing partial written */
    CHECK_STATUS(xiapl_cards_parse("AsAs", ids, 8, &len), XIAPL_ERR_PARSE);
    CHECK(message_contains("twice"));

    CHECK_STATUS(xiapl_mask_from_ids(ids, 0, &mask), XIAPL_OK);
    CHECK(mask == 0);
    ids[0] = 0;
    ids[1] = 51;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_OK);
    CHECK(mask == (1ULL | (1ULL << 51)));
    ids[1] = 52;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_ERR_INVALID_ARGUMENT);
    ids[1] = 0;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(xiapl_mask_to_ids((1ULL << 3) | (1ULL << 40), ids, 8, &len), XIAPL_OK);
    CHECK(len == 2 && ids[0] == 3 && ids[1] == 40);
    CHECK_STATUS(xiapl_mask_to_ids(1ULL << 52, ids, 8, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("bit 52"));
}

static void test_deck(void) {
    xiapl_deck *a = NULL, *b = NULL;
    int32_t cards_a[52], cards_b[52], dealt[52];
    uint64_t len = 0, len_b = 0;

    CHECK_STATUS(xiapl_deck_create(&a), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_create(&b), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_a, 52, &len), XIAPL_OK);
    CHECK(len == 52 && cards_a[0] == 0 && cards_a[51] == 51);

    CHECK_STATUS(xiapl_deck_shuffle(a, 0), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_shuffle(b, 0), XIAPL_OK);
    xiapl_deck_cards(a, cards_a, 52, &len);
    xiapl_deck_cards(b, cards_b, 52, &len_b);
    CHECK(len == 52 && len_b == 52 && memcmp(cards_a, cards_b, sizeof cards_a) == 0);

    CHECK_STATUS(xiapl_deck_deal(a, 2, dealt, 52, &len), XIAPL_OK);
    CHECK(len == 2 && dealt[0] == cards_a[0] && dealt[1] == cards_a[1]);
    CHECK_STATUS(xiapl_deck_burn(a, 1), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_deal(a, 1, dealt, 1, &len), XIAPL_OK);
    CHECK(dealt[0] == cards_a[3]);

    /* Failed deals change nothing. */
    CHECK_STATUS(xiapl_deck_deal(a, 49, dealt, 52, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("48"));
    CHECK_STATUS(xiapl_deck_deal(a, 2, dealt, 1, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 48);
    CHECK_STATUS(xiapl_deck_remove(a, 1ULL << cards_a[0]), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("not in the deck"));
    CHECK_STATUS(xiapl_deck_remove(a, 1ULL << cards_a[10]), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 47);

    CHECK_STATUS(xiapl_deck_reset(a), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 52 && cards_b[7] == 7);
    CHECK_STATUS(xiapl_deck_shuffle(NULL, 1), XIAPL_ERR_INVALID_ARGUMENT);

    xiapl_deck_destroy(a);
    xiapl_deck_destroy(b);
    xiapl_deck_destroy(NULL);
}

int main(void) {
    test_versions();
    test_cards();
    test_deck();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
