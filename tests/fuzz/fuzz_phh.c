/*
 * PHH hand histories through the C ABI, on any bytes. The input is read as PHH
 * text (xiapl_phh_parse) and as JSON (xiapl_phh_from_json); each of its lines,
 * and the text between a line's first two quotes, as one action
 * (xiapl_phh_action_parse and xiapl_phh_action_to_json, which must agree); its
 * tokens as decimal amounts and units (xiapl_chips_from_amount,
 * xiapl_chips_to_amount, xiapl_chip_unit).
 *
 * For every document read: every call that writes text sizes it with no
 * buffer, refuses a buffer one byte short without touching it, and writes it
 * NUL-terminated with no NUL inside; the whole document's text and JSON read
 * back to the same JSON and text. For each of its first hands: the hand's text
 * reads back to one hand with the same text and JSON, its JSON to the same
 * text; the chip unit is a power of ten; info and board cards agree; replay and
 * replay_states fail alike or succeed, every state keeping the invariants, the
 * last one the final state, the hand's own unit given explicitly giving the
 * same state; the final state agrees with the info (seats, game, betting,
 * button, board, hole cards but those of a seat that mucked), is written back by xiapl_phh_from_table, whose
 * hand replays to the same stacks and board and writes the same hand again, and keeps the cards as the input
 * wrote them: the board in the order dealt (xiapl_table_board_cards, xiapl_phh_board_cards), and the action
 * strings of every deal and discard card for card (a stud or draw game's "??" a showdown reveals filled in;
 * a board game's hole cards where both are known);
 * and where every all-in spot of the hand has a flop (exact enumeration of a
 * preflop spot is too long for a fuzz input), xiapl_table_allin_equity on one
 * thread finds the spots the states show, each pot's shares adding up to one.
 * Every status is one the header lists for that call.
 */
#define XIAPL_UNSTABLE_API /* the PHH functions and the table engine */
#include "fuzz_common.h"

#define MAX_HANDS 3   /* hands of one document checked one by one */
#define MAX_LINES 64  /* input lines read as actions */
#define MAX_PIECES 12 /* input tokens read as amounts */
#define PIECE_BYTES 48
#define VALID_BITS ((UINT64_C(1) << 52) - 1)

/* --- calls that write text, and the buffer contract ---------------------- */

/* One call that writes text: what it writes is named by ctx. */
typedef int32_t (*text_call)(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len);

typedef struct doc_index {
    const xiapl_phh *doc;
    int64_t index;
} doc_index;

typedef struct bytes_ref {
    const char *data;
    uint64_t size;
} bytes_ref;

typedef struct amount_ref {
    const char *unit;
    int64_t chips;
} amount_ref;

typedef struct units_ref {
    const char *const *amounts;
    uint64_t count;
} units_ref;

static int32_t call_to_text(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const doc_index *d = (const doc_index *)ctx;
    return xiapl_phh_to_text(d->doc, d->index, buf, capacity, out_len);
}

static int32_t call_to_json(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const doc_index *d = (const doc_index *)ctx;
    return xiapl_phh_to_json(d->doc, d->index, buf, capacity, out_len);
}

static int32_t call_chip_unit(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const doc_index *d = (const doc_index *)ctx;
    return xiapl_phh_chip_unit(d->doc, (uint64_t)d->index, buf, capacity, out_len);
}

static int32_t call_table_text(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    return xiapl_table_to_text((const xiapl_table_state *)ctx, buf, capacity, out_len);
}

static int32_t call_action_json(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const bytes_ref *b = (const bytes_ref *)ctx;
    return xiapl_phh_action_to_json(b->data, b->size, buf, capacity, out_len);
}

static int32_t call_to_amount(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const amount_ref *a = (const amount_ref *)ctx;
    return xiapl_chips_to_amount(a->unit, a->chips, buf, capacity, out_len);
}

static int32_t call_units(const void *ctx, char *buf, uint64_t capacity, uint64_t *out_len) {
    const units_ref *u = (const units_ref *)ctx;
    return xiapl_chip_unit(u->amounts, u->count, buf, capacity, out_len);
}

/* Runs a text-writing call three ways: with no buffer (BUFFER_TOO_SMALL and the
 * length, unless the call fails outright), with a buffer one byte short
 * (BUFFER_TOO_SMALL, the length again, nothing written), and with the right
 * size (the text, NUL-terminated, no NUL inside). Returns the text (free it),
 * or NULL with the call's failing status in *status. */
static char *written(text_call call, const void *ctx, const char *name, int32_t *status, uint64_t *len) {
    uint64_t need = 0, got = 0, i;
    char *buf;
    int32_t s = call(ctx, NULL, 0, &need);
    fuzz_check_status(s, name);
    *status = s;
    *len = 0;
    if (s != XIAPL_ERR_BUFFER_TOO_SMALL) {
        FUZZ_CHECK(s != XIAPL_OK, "%s wrote into a buffer of 0 bytes", name);
        return NULL;
    }
    buf = (char *)malloc(need + 1);
    if (buf == NULL) {
        *status = XIAPL_ERR_OUT_OF_MEMORY;
        return NULL;
    }
    memset(buf, 0x5A, need + 1);
    if (need > 0) {
        s = call(ctx, buf, need, &got);
        FUZZ_CHECK(s == XIAPL_ERR_BUFFER_TOO_SMALL && got == need,
                   "%s into %llu bytes for a text of %llu: %s, out_len %llu", name, (unsigned long long)need,
                   (unsigned long long)need, xiapl_status_name(s), (unsigned long long)got);
        for (i = 0; i < need; ++i) FUZZ_CHECK(buf[i] == 0x5A, "%s wrote into a buffer it refused", name);
    }
    got = 0;
    s = call(ctx, buf, need + 1, &got);
    fuzz_check_status(s, name);
    FUZZ_CHECK(s == XIAPL_OK, "%s refused the buffer it asked for: %s", name, xiapl_status_name(s));
    FUZZ_CHECK(got == need && buf[need] == '\0', "%s wrote %llu bytes after asking for %llu", name,
               (unsigned long long)got, (unsigned long long)need);
    FUZZ_CHECK(memchr(buf, '\0', need) == NULL, "%s wrote a NUL inside its text", name);
    *status = XIAPL_OK;
    *len = need;
    return buf;
}

static int same_text(const char *a, uint64_t a_len, const char *b, uint64_t b_len) {
    return a != NULL && b != NULL && a_len == b_len && memcmp(a, b, a_len) == 0;
}

static char *doc_text(const xiapl_phh *doc, int64_t index, int json, uint64_t *len) {
    doc_index d;
    int32_t status;
    char *text;
    d.doc = doc;
    d.index = index;
    text =
        written(json ? call_to_json : call_to_text, &d, json ? "xiapl_phh_to_json" : "xiapl_phh_to_text", &status, len);
    FUZZ_CHECK(text != NULL || status == XIAPL_ERR_OUT_OF_MEMORY, "%s of hand %lld: %s: %s",
               json ? "to_json" : "to_text", (long long)index, xiapl_status_name(status), xiapl_last_error_message());
    return text;
}

static char *table_text(const xiapl_table_state *state, uint64_t *len) {
    int32_t status;
    char *text = written(call_table_text, state, "xiapl_table_to_text", &status, len);
    FUZZ_CHECK(text != NULL || status == XIAPL_ERR_OUT_OF_MEMORY, "xiapl_table_to_text: %s", xiapl_status_name(status));
    return text;
}

/* A document read from text (json = 0) or JSON; NULL when it does not read,
 * which must be a documented refusal. */
static xiapl_phh *read_document(const char *data, uint64_t size, int json) {
    xiapl_phh *doc = NULL;
    const char *name = json ? "xiapl_phh_from_json" : "xiapl_phh_parse";
    int32_t status = json ? xiapl_phh_from_json(data, size, &doc) : xiapl_phh_parse(data, size, &doc);
    fuzz_check_status(status, name);
    if (status == XIAPL_OK) {
        FUZZ_CHECK(doc != NULL, "%s succeeded without a document", name);
        return doc;
    }
    FUZZ_CHECK(doc == NULL, "%s failed but wrote its out-parameter", name);
    FUZZ_CHECK(status == XIAPL_ERR_PARSE || status == XIAPL_ERR_UNSUPPORTED || status == XIAPL_ERR_OUT_OF_MEMORY,
               "%s: %s (%s)", name, xiapl_status_name(status), xiapl_last_error_message());
    return NULL;
}

static uint64_t count_of(const xiapl_phh *doc) {
    uint64_t count = 0;
    int32_t status = xiapl_phh_count(doc, &count);
    fuzz_check_status(status, "xiapl_phh_count");
    FUZZ_CHECK(status == XIAPL_OK, "xiapl_phh_count: %s", xiapl_status_name(status));
    return count;
}

/* Text that must read back (as PHH or as JSON) to a document whose own text and
 * JSON (one hand: index 0; else the whole document) are the ones given. */
static void check_reads_back(const char *source, uint64_t source_len, int json, uint64_t hands, int64_t index,
                             const char *text, uint64_t text_len, const char *js, uint64_t js_len) {
    xiapl_phh *back = NULL;
    int32_t status = json ? xiapl_phh_from_json(source, source_len, &back) : xiapl_phh_parse(source, source_len, &back);
    fuzz_check_status(status, json ? "xiapl_phh_from_json (written JSON)" : "xiapl_phh_parse (written text)");
    if (status == XIAPL_ERR_OUT_OF_MEMORY) return;
    FUZZ_CHECK(status == XIAPL_OK, "the %s written for hand %lld does not read back: %s", json ? "JSON" : "text",
               (long long)index, xiapl_last_error_message());
    FUZZ_CHECK(count_of(back) == hands, "written %s holds %llu hand(s), not %llu", json ? "JSON" : "text",
               (unsigned long long)count_of(back), (unsigned long long)hands);
    {
        const int64_t at = index == XIAPL_PHH_ALL ? XIAPL_PHH_ALL : 0;
        uint64_t len2 = 0;
        char *again = text != NULL ? doc_text(back, at, 0, &len2) : NULL;
        FUZZ_CHECK(text == NULL || again == NULL || same_text(text, text_len, again, len2),
                   "hand %lld: read back from its %s, it writes other text", (long long)index, json ? "JSON" : "text");
        free(again);
        again = js != NULL ? doc_text(back, at, 1, &len2) : NULL;
        FUZZ_CHECK(js == NULL || again == NULL || same_text(js, js_len, again, len2),
                   "hand %lld: read back from its %s, it writes other JSON", (long long)index, json ? "JSON" : "text");
        free(again);
    }
    xiapl_phh_destroy(back);
}

/* --- one hand: info, replay, states, table, equity ------------------------ */

static xiapl_table_info table_info(const xiapl_table_state *state) {
    xiapl_table_info info;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    fuzz_check_status(xiapl_table_info_get(state, &info), "xiapl_table_info_get");
    return info;
}

static void seat_column(const xiapl_table_state *state, int32_t column, int64_t values[XIAPL_TABLE_MAX_SEATS]) {
    uint64_t len = 0;
    int32_t status = xiapl_table_seat_values(state, column, values, XIAPL_TABLE_MAX_SEATS, &len);
    fuzz_check_status(status, "xiapl_table_seat_values");
    FUZZ_CHECK(status == XIAPL_OK, "seat values of column %d: %s", (int)column, xiapl_status_name(status));
}

static void check_invariants(const xiapl_table_state *state, const char *what) {
    int32_t status = xiapl_table_check_invariants(state);
    fuzz_check_status(status, "xiapl_table_check_invariants");
    FUZZ_CHECK(status == XIAPL_OK, "%s: broken invariant: %s", what, xiapl_last_error_message());
}

/* A replay's status: OK or INVALID_ARGUMENT with a message. */
static void check_replay_status(int32_t status, const char *name) {
    fuzz_check_status(status, name);
    FUZZ_CHECK(status == XIAPL_OK || status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_OUT_OF_MEMORY,
               "%s: %s (%s)", name, xiapl_status_name(status), xiapl_last_error_message());
}

/* The state is an all-in spot as the header defines it: the betting is over
 * with board cards to come and at most one live seat has chips. */
static int is_allin_spot(const xiapl_table_state *state) {
    xiapl_table_info info = table_info(state);
    int64_t folded[XIAPL_TABLE_MAX_SEATS], all_in[XIAPL_TABLE_MAX_SEATS];
    int s, live = 0, with_chips = 0;
    if (info.phase != XIAPL_PHASE_DEALING) return 0;
    seat_column(state, XIAPL_SEAT_FOLDED, folded);
    seat_column(state, XIAPL_SEAT_ALL_IN, all_in);
    for (s = 0; s < info.seat_count; ++s) {
        live += !folded[s];
        with_chips += !folded[s] && !all_in[s];
    }
    return live >= 2 && with_chips <= 1;
}

static int near(double a, double b) { return a - b < 1e-9 && b - a < 1e-9; }

/* The all-in equity of the final state, on one thread: the spots found are the
 * ones the states showed; every pot's shares add up to one among its eligible
 * seats, win <= equity <= win + tie; the expected chips add up to the pots. */
static void check_allin_equity(const xiapl_table_state *final_state, uint64_t spots_seen, int count_folded) {
    xiapl_allin_spot spots[4];
    xiapl_allin_pot pots[4 * XIAPL_TABLE_MAX_SEATS];
    uint64_t spot_count = 0, pot_count = 0, i, p = 0;
    int s;
    int32_t status = xiapl_table_allin_equity(final_state, count_folded, 1, spots, 4, &spot_count, pots,
                                              4 * XIAPL_TABLE_MAX_SEATS, &pot_count);
    fuzz_check_status(status, "xiapl_table_allin_equity");
    if (status != XIAPL_OK) {
        /* A live seat at a spot with unknown hole cards. */
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_OUT_OF_MEMORY, "allin_equity: %s (%s)",
                   xiapl_status_name(status), xiapl_last_error_message());
        return;
    }
    FUZZ_CHECK(spot_count == spots_seen, "allin_equity found %llu spot(s); the states show %llu",
               (unsigned long long)spot_count, (unsigned long long)spots_seen);
    for (i = 0; i < spot_count; ++i) {
        const xiapl_allin_spot *spot = &spots[i];
        double expected = 0.0, amounts = 0.0;
        int32_t k;
        FUZZ_CHECK(fuzz_popcount(spot->board) >= 3 && fuzz_popcount(spot->board) < 5 && !(spot->board & ~VALID_BITS),
                   "spot %llu has board %llx", (unsigned long long)i, (unsigned long long)spot->board);
        FUZZ_CHECK(spot->pot_count >= 1 && p + (uint64_t)spot->pot_count <= pot_count, "spot %llu has %d pots",
                   (unsigned long long)i, (int)spot->pot_count);
        for (s = 0; s < XIAPL_TABLE_MAX_SEATS; ++s) expected += spot->expected[s];
        for (k = 0; k < spot->pot_count; ++k, ++p) {
            const xiapl_allin_pot *pot = &pots[p];
            double total = 0.0;
            FUZZ_CHECK(pot->spot == (int32_t)i && pot->amount >= 0, "pot row %llu: spot %d, amount %lld",
                       (unsigned long long)p, (int)pot->spot, (long long)pot->amount);
            FUZZ_CHECK(!(pot->eligible & ~spot->live), "pot row %llu: a folded seat can win it", (unsigned long long)p);
            amounts += (double)pot->amount;
            for (s = 0; s < XIAPL_TABLE_MAX_SEATS; ++s) {
                const int eligible = (int)(pot->eligible >> s & 1u);
                FUZZ_CHECK(pot->equity[s] >= 0.0 && pot->equity[s] <= 1.0 + 1e-12 && pot->win[s] >= 0.0 &&
                               pot->tie[s] >= 0.0 && pot->win[s] <= pot->equity[s] + 1e-12 &&
                               pot->equity[s] <= pot->win[s] + pot->tie[s] + 1e-12,
                           "pot row %llu, seat %d: equity %g, win %g, tie %g", (unsigned long long)p, s, pot->equity[s],
                           pot->win[s], pot->tie[s]);
                FUZZ_CHECK(eligible || (pot->equity[s] == 0.0 && pot->win[s] == 0.0 && pot->tie[s] == 0.0),
                           "pot row %llu: seat %d cannot win it but has a share", (unsigned long long)p, s);
                total += pot->equity[s];
            }
            FUZZ_CHECK(pot->eligible == 0 || near(total, 1.0), "pot row %llu: the shares add up to %.17g",
                       (unsigned long long)p, total);
        }
        FUZZ_CHECK(expected <= amounts * (1 + 1e-12) + 1e-6, "spot %llu expects %.17g chips of pots of %.17g",
                   (unsigned long long)i, expected, amounts);
    }
    FUZZ_CHECK(p == pot_count, "%llu pot rows, the spots name %llu", (unsigned long long)pot_count,
               (unsigned long long)p);
    if (spot_count > 0) {
        uint64_t spots2 = 0, pots2 = 0;
        status = xiapl_table_allin_equity(final_state, count_folded, 1, spots, 0, &spots2, pots, pot_count, &pots2);
        FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && spots2 == spot_count && pots2 == pot_count,
                   "allin_equity into no spot rows: %s, %llu spot(s)", xiapl_status_name(status),
                   (unsigned long long)spots2);
    }
}

/* --- cards in the order written ------------------------------------------- */

#define MAX_ACTIONS 256 /* action strings of one hand compared */
#define MAX_WORDS 4     /* "d dh p3 7h6h": the words of a deal or a discard */

/* One action string of a hand's canonical text, its comment cut, as words. */
typedef struct action_words {
    const char *word[MAX_WORDS];
    size_t length[MAX_WORDS];
    int count;
} action_words;

static int word_is(const action_words *a, int i, const char *text) {
    return i < a->count && a->length[i] == strlen(text) && memcmp(a->word[i], text, a->length[i]) == 0;
}

/* The deals and discards ("d db ...", "d dh pN ...", "pN sd ...") of a hand's
 * canonical text, in order; returns how many (at most max). A string with an
 * escape before its comment is left out (the text is compared raw). */
static size_t deal_lines(const char *text, uint64_t len, action_words *out, size_t max) {
    static const char head[] = "\nactions = [\n";
    const char *at = NULL, *end = text + len;
    size_t n = 0, i;
    for (i = 0; i + sizeof head - 1 <= len; ++i) {
        if (memcmp(text + i, head, sizeof head - 1) == 0) {
            at = text + i + sizeof head - 1;
            break;
        }
    }
    while (at != NULL && at < end && n < max) {
        const char *eol = (const char *)memchr(at, '\n', (size_t)(end - at));
        const char *q, *stop, *p;
        action_words a;
        int escaped = 0;
        if (eol == NULL || eol - at < 5 || memcmp(at, "  \"", 3) != 0 || memcmp(eol - 2, "\",", 2) != 0) break;
        q = at + 3;
        stop = eol - 2;
        at = eol + 1;
        /* The comment is cut; an escape before it leaves the string out. */
        for (p = q; p < stop; ++p) {
            if (*p == '\\') escaped = 1;
            if (*p == '#') break;
        }
        if (escaped) continue;
        stop = p;
        memset(&a, 0, sizeof a);
        while (q < stop) {
            while (q < stop && *q == ' ') ++q;
            if (q >= stop) break;
            if (a.count == MAX_WORDS) {
                a.count = MAX_WORDS + 1;
                break;
            }
            a.word[a.count] = q;
            while (q < stop && *q != ' ') ++q;
            a.length[a.count] = (size_t)(q - a.word[a.count]);
            ++a.count;
        }
        if (a.count < 3 || a.count > MAX_WORDS) continue;
        if ((word_is(&a, 0, "d") && (word_is(&a, 1, "db") || word_is(&a, 1, "dh"))) || word_is(&a, 1, "sd")) {
            out[n++] = a;
        }
    }
    return n;
}

/* Two card texts, "7h6h": the same but where the first wrote "??" and `fill` allows a known card. */
static int same_cards(const char *a, size_t a_len, const char *b, size_t b_len, int fill) {
    size_t k;
    if (a_len != b_len) return 0;
    for (k = 0; k + 1 < a_len; k += 2) {
        if (a[k] == '?' && a[k + 1] == '?' && (fill || (b[k] == '?' && b[k + 1] == '?'))) continue;
        if (a[k] != b[k] || a[k + 1] != b[k + 1]) return 0;
    }
    return a_len % 2 == 0;
}

static int has_unknown(const char *cards, size_t len) { return memchr(cards, '?', len) != NULL; }

/* The hand xiapl_phh_from_table wrote keeps the input's deals and discards
 * card for card: the same board, stud and draw deal and discard lines in the
 * same order (a "??" may be filled in), and a board game's hole deal the same
 * cards in the same order where both are known. */
static void check_written_order(const xiapl_phh *input, uint64_t index, const xiapl_phh *written_doc, int board_game) {
    static action_words a[MAX_ACTIONS], b[MAX_ACTIONS];
    uint64_t len_a = 0, len_b = 0;
    char *text_a = doc_text(input, (int64_t)index, 0, &len_a);
    char *text_b = doc_text(written_doc, 0, 0, &len_b);
    size_t n_a, n_b, i, j;
    if (text_a == NULL || text_b == NULL) {
        free(text_a);
        free(text_b);
        return;
    }
    n_a = deal_lines(text_a, len_a, a, MAX_ACTIONS);
    n_b = deal_lines(text_b, len_b, b, MAX_ACTIONS);
    if (n_a < MAX_ACTIONS && n_b < MAX_ACTIONS) {
        /* Boards, discards, and (stud and draw) hole deals: the same sequence. */
        for (i = 0, j = 0; i < n_a || j < n_b;) {
            int ordered_a, ordered_b;
            if (i < n_a && board_game && word_is(&a[i], 1, "dh")) {
                ++i;
                continue;
            }
            if (j < n_b && board_game && word_is(&b[j], 1, "dh")) {
                ++j;
                continue;
            }
            ordered_a = i < n_a;
            ordered_b = j < n_b;
            FUZZ_CHECK(ordered_a && ordered_b,
                       "written back with %s deal or discard lines than the input:\n%s\n---\n%s",
                       ordered_a ? "fewer" : "more", text_a, text_b);
            FUZZ_CHECK(
                a[i].count == b[j].count && a[i].length[0] == b[j].length[0] &&
                    memcmp(a[i].word[0], b[j].word[0], a[i].length[0]) == 0 && a[i].length[1] == b[j].length[1] &&
                    memcmp(a[i].word[1], b[j].word[1], a[i].length[1]) == 0 &&
                    (a[i].count < 4 ||
                     (a[i].length[2] == b[j].length[2] && memcmp(a[i].word[2], b[j].word[2], a[i].length[2]) == 0)),
                "deal or discard %llu written back as another step:\n%s\n---\n%s", (unsigned long long)i, text_a,
                text_b);
            FUZZ_CHECK(same_cards(a[i].word[a[i].count - 1], a[i].length[a[i].count - 1], b[j].word[b[j].count - 1],
                                  b[j].length[b[j].count - 1], !board_game),
                       "deal or discard %llu lost its written cards:\n%s\n---\n%s", (unsigned long long)i, text_a,
                       text_b);
            ++i;
            ++j;
        }
        /* Board games: a hole deal known on both sides keeps its order. */
        for (i = 0; board_game && i < n_a; ++i) {
            size_t k, lines = 0;
            if (!word_is(&a[i], 1, "dh") || a[i].count != 4) continue;
            if (has_unknown(a[i].word[3], a[i].length[3])) continue;
            /* A player dealt in several lines is written in one. */
            for (k = 0; k < n_a; ++k) {
                lines += word_is(&a[k], 1, "dh") && a[k].count == 4 && a[k].length[2] == a[i].length[2] &&
                         memcmp(a[k].word[2], a[i].word[2], a[i].length[2]) == 0;
            }
            if (lines != 1) continue;
            for (j = 0; j < n_b; ++j) {
                if (!word_is(&b[j], 1, "dh") || b[j].count != 4 || b[j].length[2] != a[i].length[2] ||
                    memcmp(b[j].word[2], a[i].word[2], a[i].length[2]) != 0) {
                    continue;
                }
                FUZZ_CHECK(has_unknown(b[j].word[3], b[j].length[3]) ||
                               same_cards(a[i].word[3], a[i].length[3], b[j].word[3], b[j].length[3], 0),
                           "a hole deal lost its written order:\n%s\n---\n%s", text_a, text_b);
            }
        }
    }
    free(text_a);
    free(text_b);
}

/* xiapl_phh_from_table of the final state writes a hand that replays (in the
 * same unit) to the same stacks and board, and writes the same hand again. */
static void check_from_table(const xiapl_table_state *final_state, const char *unit, const xiapl_phh *input,
                             uint64_t index, int board_game) {
    xiapl_phh *doc = NULL, *doc2 = NULL;
    xiapl_table_state *back = NULL;
    int32_t status = xiapl_phh_from_table(final_state, unit, &doc);
    fuzz_check_status(status, "xiapl_phh_from_table");
    if (status == XIAPL_ERR_OUT_OF_MEMORY) return;
    FUZZ_CHECK(status == XIAPL_OK, "a replayed state is not written back as PHH: %s (%s)", xiapl_status_name(status),
               xiapl_last_error_message());
    FUZZ_CHECK(count_of(doc) == 1, "from_table made %llu hands", (unsigned long long)count_of(doc));
    check_written_order(input, index, doc, board_game);
    status = xiapl_phh_replay(doc, 0, unit, &back);
    check_replay_status(status, "xiapl_phh_replay (from_table)");
    FUZZ_CHECK(status != XIAPL_ERR_INVALID_ARGUMENT, "the hand from_table wrote does not replay: %s",
               xiapl_last_error_message());
    if (status == XIAPL_OK) {
        xiapl_table_info a = table_info(final_state), b = table_info(back);
        int64_t x[XIAPL_TABLE_MAX_SEATS], y[XIAPL_TABLE_MAX_SEATS];
        int s;
        uint64_t len1 = 0, len2 = 0;
        char *t1, *t2;
        check_invariants(back, "replay of from_table");
        FUZZ_CHECK(a.seat_count == b.seat_count && a.phase == b.phase && a.board == b.board &&
                       a.pot_total == b.pot_total && a.total_chips == b.total_chips && a.game == b.game &&
                       a.betting == b.betting && a.button == b.button,
                   "the hand from_table wrote replays to another state");
        seat_column(final_state, XIAPL_SEAT_STACK, x);
        seat_column(back, XIAPL_SEAT_STACK, y);
        for (s = 0; s < a.seat_count; ++s) {
            FUZZ_CHECK(x[s] == y[s], "seat %d: stack %lld, %lld after from_table and replay", s, (long long)x[s],
                       (long long)y[s]);
        }
        status = xiapl_phh_from_table(back, unit, &doc2);
        fuzz_check_status(status, "xiapl_phh_from_table (again)");
        if (status == XIAPL_OK) {
            t1 = doc_text(doc, 0, 0, &len1);
            t2 = doc_text(doc2, 0, 0, &len2);
            FUZZ_CHECK(t1 == NULL || t2 == NULL || same_text(t1, len1, t2, len2),
                       "from_table of its own replay writes another hand:\n%s\n---\n%s", t1, t2);
            free(t1);
            free(t2);
        }
        xiapl_phh_destroy(doc2);
        xiapl_table_destroy(back);
    }
    xiapl_phh_destroy(doc);
}

/* Every state on the way: the invariants hold, the history grows, the last is
 * the final state. Returns the number of all-in spots and whether one of them
 * is before the flop. */
static void check_states(const xiapl_phh *doc, uint64_t index, const xiapl_table_state *final_state, uint64_t *spots,
                         int *preflop_spot) {
    xiapl_table_state **states;
    uint64_t need = 0, got = 0, i, len1 = 0, len2 = 0;
    int64_t history = -1;
    char *t1, *t2;
    int32_t status = xiapl_phh_replay_states(doc, index, NULL, NULL, 0, &need);
    fuzz_check_status(status, "xiapl_phh_replay_states");
    *spots = 0;
    *preflop_spot = 0;
    if (status == XIAPL_ERR_OUT_OF_MEMORY) return;
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && need >= 1, "replay_states into no buffer: %s, %llu states",
               xiapl_status_name(status), (unsigned long long)need);
    states = (xiapl_table_state **)calloc(need, sizeof *states);
    if (states == NULL) return;
    status = xiapl_phh_replay_states(doc, index, NULL, states, need, &got);
    check_replay_status(status, "xiapl_phh_replay_states");
    if (status == XIAPL_OK) {
        FUZZ_CHECK(got == need, "replay_states made %llu states, sized %llu", (unsigned long long)got,
                   (unsigned long long)need);
        for (i = 0; i < got; ++i) {
            xiapl_table_info info = table_info(states[i]);
            check_invariants(states[i], "a state of replay_states");
            FUZZ_CHECK(info.history_len > history, "state %llu: history %lld after %lld", (unsigned long long)i,
                       (long long)info.history_len, (long long)history);
            history = info.history_len;
            if (is_allin_spot(states[i])) {
                ++*spots;
                if (fuzz_popcount(info.board) < 3) *preflop_spot = 1;
            }
        }
        t1 = table_text(states[got - 1], &len1);
        t2 = table_text(final_state, &len2);
        FUZZ_CHECK(t1 == NULL || t2 == NULL || same_text(t1, len1, t2, len2),
                   "the last state of replay_states is not replay's state");
        free(t1);
        free(t2);
        for (i = 0; i < got; ++i) xiapl_table_destroy(states[i]);
    } else {
        FUZZ_CHECK(status != XIAPL_ERR_INVALID_ARGUMENT, "replay_states refused a hand replay accepted: %s",
                   xiapl_last_error_message());
    }
    free(states);
}

static void check_hand(const xiapl_phh *doc, uint64_t index, int count_folded) {
    doc_index d;
    xiapl_phh_info info;
    xiapl_table_state *state = NULL, *state2 = NULL;
    int32_t board[52], status, status2;
    uint64_t text_len = 0, json_len = 0, unit_len = 0, board_len = 0, i;
    uint64_t board_mask = 0;
    char *text = doc_text(doc, (int64_t)index, 0, &text_len);
    char *json = doc_text(doc, (int64_t)index, 1, &json_len);
    char *unit;

    /* The hand's text and its JSON read back to the same hand. */
    if (text != NULL) check_reads_back(text, text_len, 0, 1, (int64_t)index, text, text_len, json, json_len);
    if (json != NULL) check_reads_back(json, json_len, 1, 1, (int64_t)index, text, text_len, json, json_len);
    free(text);
    free(json);

    /* The chip unit: "1" or "0.0...01", which is one chip of itself. */
    d.doc = doc;
    d.index = (int64_t)index;
    unit = written(call_chip_unit, &d, "xiapl_phh_chip_unit", &status, &unit_len);
    if (unit == NULL) {
        /* Amounts finer than the smallest unit (1e-18): the replay refuses the hand too. */
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_OUT_OF_MEMORY,
                   "chip_unit of hand %llu: %s (%s)", (unsigned long long)index, xiapl_status_name(status),
                   xiapl_last_error_message());
        if (status == XIAPL_ERR_INVALID_ARGUMENT) {
            status = xiapl_phh_replay(doc, index, NULL, &state);
            check_replay_status(status, "xiapl_phh_replay (no unit)");
            FUZZ_CHECK(status != XIAPL_OK, "a hand without a chip unit replays");
            xiapl_table_destroy(state);
        }
        return;
    }
    FUZZ_CHECK(unit_len <= 31, "a chip unit of %llu bytes", (unsigned long long)unit_len);
    if (strcmp(unit, "1") != 0) {
        FUZZ_CHECK(unit_len >= 3 && unit[0] == '0' && unit[1] == '.' && unit[unit_len - 1] == '1' &&
                       strspn(unit + 2, "0") == unit_len - 3,
                   "chip unit \"%s\" is not a power of ten below 1", unit);
    }
    {
        int64_t one = 0;
        status = xiapl_chips_from_amount(unit, unit, &one);
        fuzz_check_status(status, "xiapl_chips_from_amount (unit)");
        FUZZ_CHECK(status == XIAPL_OK && one == 1, "the unit %s is %lld chips of itself", unit, (long long)one);
    }

    /* What the actions say about the cards. */
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    status = xiapl_phh_info_get(doc, index, &info);
    fuzz_check_status(status, "xiapl_phh_info_get");
    FUZZ_CHECK(status == XIAPL_OK, "info_get of hand %llu: %s", (unsigned long long)index, xiapl_status_name(status));
    FUZZ_CHECK(info.player_count >= 2 && info.player_count <= XIAPL_TABLE_MAX_SEATS, "a hand of %d players was read",
               (int)info.player_count);
    FUZZ_CHECK(info.game >= XIAPL_GAME_HOLDEM && info.game <= XIAPL_GAME_BADUGI &&
                   info.betting >= XIAPL_BETTING_NO_LIMIT && info.betting <= XIAPL_BETTING_FIXED_LIMIT,
               "game %d, betting %d", (int)info.game, (int)info.betting);
    FUZZ_CHECK(!(info.board & ~VALID_BITS), "board %llx", (unsigned long long)info.board);
    for (i = 0; i < XIAPL_TABLE_MAX_SEATS; ++i) {
        FUZZ_CHECK(!(info.holes[i] & ~VALID_BITS) && (i < (uint64_t)info.player_count || info.holes[i] == 0),
                   "holes of player %llu: %llx", (unsigned long long)i, (unsigned long long)info.holes[i]);
    }
    status = xiapl_phh_board_cards(doc, index, NULL, 0, &board_len);
    fuzz_check_status(status, "xiapl_phh_board_cards (sizing)");
    FUZZ_CHECK(status == (info.board ? XIAPL_ERR_BUFFER_TOO_SMALL : XIAPL_OK), "board_cards into no buffer: %s",
               xiapl_status_name(status));
    status = xiapl_phh_board_cards(doc, index, board, 52, &i);
    fuzz_check_status(status, "xiapl_phh_board_cards");
    FUZZ_CHECK(status == XIAPL_OK && i == board_len, "board_cards: %s, %llu cards after %llu",
               xiapl_status_name(status), (unsigned long long)i, (unsigned long long)board_len);
    for (i = 0; i < board_len; ++i) {
        FUZZ_CHECK(board[i] >= 0 && board[i] < 52, "board card id %d", (int)board[i]);
        board_mask |= UINT64_C(1) << board[i];
    }
    FUZZ_CHECK(board_mask == info.board, "board cards %llx, info board %llx", (unsigned long long)board_mask,
               (unsigned long long)info.board);

    /* The replay, with the hand's own unit and with it given explicitly. */
    status = xiapl_phh_replay(doc, index, NULL, &state);
    check_replay_status(status, "xiapl_phh_replay");
    status2 = xiapl_phh_replay(doc, index, unit, &state2);
    check_replay_status(status2, "xiapl_phh_replay (unit)");
    FUZZ_CHECK(status == status2, "replay in the hand's own unit %s: %s, and given no unit: %s", unit,
               xiapl_status_name(status2), xiapl_status_name(status));
    if (status == XIAPL_OK && status2 == XIAPL_OK) {
        xiapl_table_info t = table_info(state);
        int64_t holes[XIAPL_TABLE_MAX_SEATS];
        uint64_t seen = 0, len1 = 0, len2 = 0, spots = 0;
        int s, preflop_spot = 0;
        char *t1 = table_text(state, &len1), *t2 = table_text(state2, &len2);
        FUZZ_CHECK(t1 == NULL || t2 == NULL || same_text(t1, len1, t2, len2),
                   "replay in the hand's own unit, given and not given, differ");
        free(t1);
        free(t2);
        check_invariants(state, "replay");
        FUZZ_CHECK(t.seat_count == info.player_count && t.game == info.game && t.betting == info.betting &&
                       t.button == info.player_count - 1,
                   "replayed as %d seats of game %d, betting %d, button %d; info says %d players, game %d, "
                   "betting %d",
                   (int)t.seat_count, (int)t.game, (int)t.betting, (int)t.button, (int)info.player_count,
                   (int)info.game, (int)info.betting);
        FUZZ_CHECK(t.board == info.board, "replayed board %llx, info board %llx", (unsigned long long)t.board,
                   (unsigned long long)info.board);
        seat_column(state, XIAPL_SEAT_HOLE, holes);
        /* Stud and draw seats' cards change as the hand goes (draws, folded
         * cards dealt again): only board games' holes are the hand's. */
        for (s = 0; s < t.seat_count && info.game < XIAPL_GAME_STUD; ++s) {
            /* A seat that mucks holds no cards in the replay. */
            FUZZ_CHECK(holes[s] == 0 || (uint64_t)holes[s] == info.holes[s], "seat %d: replayed holes %llx, info %llx",
                       s, (unsigned long long)holes[s], (unsigned long long)info.holes[s]);
            FUZZ_CHECK(!((uint64_t)holes[s] & (seen | t.board)), "seat %d holds a card dealt elsewhere", s);
            seen |= (uint64_t)holes[s];
        }
        check_states(doc, index, state, &spots, &preflop_spot);
        if (!preflop_spot) check_allin_equity(state, spots, count_folded);
        {
            /* The board in the order the input dealt it. */
            int32_t dealt[XIAPL_TABLE_RUN_MAX];
            uint64_t dealt_len = 0;
            status = xiapl_table_board_cards(state, dealt, XIAPL_TABLE_RUN_MAX, &dealt_len);
            FUZZ_CHECK(status == XIAPL_OK && dealt_len == board_len, "table_board_cards: %s, %llu cards of %llu",
                       xiapl_status_name(status), (unsigned long long)dealt_len, (unsigned long long)board_len);
            for (i = 0; i < board_len; ++i) {
                FUZZ_CHECK(dealt[i] == board[i], "board card %llu dealt as %d, written %d", (unsigned long long)i,
                           (int)dealt[i], (int)board[i]);
            }
        }
        check_from_table(state, unit, doc, index, info.game < XIAPL_GAME_STUD);
    } else if (status == XIAPL_ERR_INVALID_ARGUMENT) {
        /* replay_states refuses what replay refuses. */
        xiapl_table_state *one[1] = {NULL};
        uint64_t len = 0;
        status2 = xiapl_phh_replay_states(doc, index, NULL, one, 1, &len);
        check_replay_status(status2 == XIAPL_ERR_BUFFER_TOO_SMALL ? XIAPL_OK : status2, "xiapl_phh_replay_states");
        FUZZ_CHECK(status2 == XIAPL_ERR_INVALID_ARGUMENT || status2 == XIAPL_ERR_OUT_OF_MEMORY,
                   "replay_states of a hand replay refused: %s", xiapl_status_name(status2));
        FUZZ_CHECK(one[0] == NULL, "a failed replay_states made a state");
    }
    xiapl_table_destroy(state);
    xiapl_table_destroy(state2);
    free(unit);
}

/* A document: its count, the whole text and JSON read back, each of its first
 * hands, and indexes out of range refused. */
static void check_document(const xiapl_phh *doc, int count_folded) {
    uint64_t count = count_of(doc), i, text_len = 0, json_len = 0, len = 0;
    char *text = doc_text(doc, XIAPL_PHH_ALL, 0, &text_len);
    char *json = doc_text(doc, XIAPL_PHH_ALL, 1, &json_len);
    char buf[8];
    int32_t status;
    if (text != NULL && count > 0) {
        check_reads_back(text, text_len, 0, count, XIAPL_PHH_ALL, text, text_len, json, json_len);
    }
    if (json != NULL) check_reads_back(json, json_len, 1, count, XIAPL_PHH_ALL, text, text_len, json, json_len);
    free(text);
    free(json);
    for (i = 0; i < count && i < MAX_HANDS; ++i) check_hand(doc, i, count_folded);
    status = xiapl_phh_to_text(doc, (int64_t)count, buf, sizeof buf, &len);
    FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "to_text of hand %llu of %llu: %s", (unsigned long long)count,
               (unsigned long long)count, xiapl_status_name(status));
    status = xiapl_phh_to_json(doc, -2, buf, sizeof buf, &len);
    FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "to_json of hand -2: %s", xiapl_status_name(status));
}

/* --- actions and amounts --------------------------------------------------- */

/* The JSON text xiapl_phh_action_to_json writes of what xiapl_phh_action_parse read, but the
 * comment (escaped in JSON): its head from the actor to the cards, and its tail from card_ids. */
static void expected_json(const char *line, const xiapl_phh_action *a, char *head, size_t head_size, char *tail,
                          size_t tail_size) {
    static const char *const verbs[] = {"dh", "db", "f", "cc", "cbr", "sm", "pb", "sd", ""};
    char actor[16] = "null", player[16] = "null";
    size_t used;
    int32_t k;
    if (a->actor != 0) snprintf(actor, sizeof actor, "%d", (int)a->actor);
    if (a->player != 0) snprintf(player, sizeof player, "%d", (int)a->player);
    used = (size_t)snprintf(head, head_size, "{\"actor\": %s, \"verb\": \"%s\", \"player\": %s, \"cards\": ", actor,
                            verbs[a->verb], player);
    if (a->cards_length == 0) {
        used += (size_t)snprintf(head + used, head_size - used, "null");
    } else {
        used +=
            (size_t)snprintf(head + used, head_size - used, "\"%.*s\"", (int)a->cards_length, line + a->cards_offset);
    }
    if (a->verb == XIAPL_PHH_VERB_BET_RAISE) {
        snprintf(head + used, head_size - used, ", \"amount\": \"%.*s\", \"comment\": ", (int)a->amount_length,
                 line + a->amount_offset);
    } else {
        snprintf(head + used, head_size - used, ", \"amount\": null, \"comment\": ");
    }
    used = (size_t)snprintf(tail, tail_size, "\"card_ids\": [");
    for (k = 0; k < a->card_count; ++k) {
        used += (size_t)snprintf(tail + used, tail_size - used, "%s%d", k ? ", " : "", (int)a->card_ids[k]);
    }
    snprintf(tail + used, tail_size - used, "], \"unknown_count\": %d}", (int)a->unknown_count);
}

/* A line read by xiapl_phh_action_parse: it fails where xiapl_phh_action_to_json does (and
 * where the line has more known cards than the struct holds), leaving the struct untouched;
 * else every text lies in the line, and the two forms say the same. */
static void check_action_parse(const char *line, uint64_t length, const char *json, int32_t json_status) {
    xiapl_phh_action a, before;
    int32_t status;
    static char head[4 * XIAPL_PHH_ACTION_MAX_CARDS + 256], tail[8 * XIAPL_PHH_ACTION_MAX_CARDS + 64];
    memset(&a, 0xA5, sizeof a);
    a.struct_size = (uint32_t)sizeof a;
    before = a;
    status = xiapl_phh_action_parse(line, length, &a);
    fuzz_check_status(status, "xiapl_phh_action_parse");
    if (status != XIAPL_OK) {
        FUZZ_CHECK(memcmp(&a, &before, sizeof a) == 0, "action_parse failed (%s) but wrote its struct",
                   xiapl_status_name(status));
        FUZZ_CHECK(status == json_status || status == XIAPL_ERR_OUT_OF_MEMORY ||
                       (json_status == XIAPL_OK && status == XIAPL_ERR_PARSE &&
                        strstr(xiapl_last_error_message(), "known cards; a deck has 52") != NULL),
                   "action_parse: %s, action_to_json: %s (%s)", xiapl_status_name(status),
                   xiapl_status_name(json_status), xiapl_last_error_message());
        return;
    }
    if (json_status != XIAPL_OK) {
        FUZZ_CHECK(json_status == XIAPL_ERR_OUT_OF_MEMORY, "action_parse read a line action_to_json refused (%s)",
                   xiapl_status_name(json_status));
        return;
    }
    FUZZ_CHECK(a.struct_size == sizeof a && a.reserved == 0, "action_parse: struct_size %u, reserved %d",
               (unsigned)a.struct_size, (int)a.reserved);
    FUZZ_CHECK(a.verb >= XIAPL_PHH_VERB_DEAL_HOLE && a.verb <= XIAPL_PHH_VERB_COMMENT, "verb %d", (int)a.verb);
    FUZZ_CHECK(a.actor >= 0 && a.player >= 0 && (a.actor == 0 || a.player == 0), "actor %d, player %d", (int)a.actor,
               (int)a.player);
    FUZZ_CHECK(a.card_count >= 0 && a.card_count <= XIAPL_PHH_ACTION_MAX_CARDS && a.unknown_count >= 0,
               "%d known cards, %d unknown", (int)a.card_count, (int)a.unknown_count);
    FUZZ_CHECK(a.has_comment == 0 || a.has_comment == 1, "has_comment %d", (int)a.has_comment);
    FUZZ_CHECK(a.cards_offset + a.cards_length <= length && a.amount_offset + a.amount_length <= length &&
                   a.comment_offset + a.comment_length <= length,
               "a text beyond the line's %llu bytes", (unsigned long long)length);
    FUZZ_CHECK(a.comment_length == 0 || (a.has_comment && memchr(line, '#', a.comment_offset) != NULL),
               "a comment before any '#'");
    if (a.cards_length > 0 && !(a.cards_length == 1 && line[a.cards_offset] == '-')) {
        FUZZ_CHECK(a.cards_length == 2 * (uint64_t)(a.card_count + a.unknown_count), "%llu card bytes: %d + %d cards",
                   (unsigned long long)a.cards_length, (int)a.card_count, (int)a.unknown_count);
    } else {
        FUZZ_CHECK(a.card_count == 0 && a.unknown_count == 0, "cards without a card text");
    }
    if (a.cards_length + a.amount_length <= 300) { /* the expected text fits head */
        expected_json(line, &a, head, sizeof head, tail, sizeof tail);
        FUZZ_CHECK(strncmp(json, head, strlen(head)) == 0, "action_to_json wrote %s; action_parse read %s", json, head);
        FUZZ_CHECK(strlen(json) > strlen(tail) && strcmp(json + strlen(json) - strlen(tail), tail) == 0,
                   "action_to_json wrote %s; action_parse read %s", json, tail);
        FUZZ_CHECK(strncmp(json + strlen(head), "null", 4) == 0 ? a.has_comment == 0 : a.has_comment == 1,
                   "action_to_json wrote %s; has_comment %d", json, (int)a.has_comment);
    }
}

static void check_action(const char *line, uint64_t length) {
    bytes_ref b;
    int32_t status;
    uint64_t len = 0;
    char *json;
    b.data = line;
    b.size = length;
    json = written(call_action_json, &b, "xiapl_phh_action_to_json", &status, &len);
    check_action_parse(line, length, json, json == NULL ? status : XIAPL_OK);
    if (json == NULL) {
        FUZZ_CHECK(status == XIAPL_ERR_PARSE || status == XIAPL_ERR_OUT_OF_MEMORY, "action_to_json: %s (%s)",
                   xiapl_status_name(status), xiapl_last_error_message());
        return;
    }
    FUZZ_CHECK(len > 12 && memcmp(json, "{\"actor\": ", 10) == 0 && json[len - 1] == '}', "action_to_json wrote %s",
               json);
    free(json);
}

/* Each line, and the text between its first two quotes (an actions entry). */
static void check_lines(const char *data, size_t size) {
    size_t start = 0, lines = 0;
    while (start <= size && lines < MAX_LINES) {
        const char *line = data + start;
        const char *end = (const char *)memchr(line, '\n', size - start);
        size_t length = end != NULL ? (size_t)(end - line) : size - start;
        const char *open = (const char *)memchr(line, '"', length);
        check_action(line, length);
        if (open != NULL) {
            const char *close = (const char *)memchr(open + 1, '"', length - (size_t)(open + 1 - line));
            if (close != NULL) check_action(open + 1, (uint64_t)(close - open - 1));
        }
        ++lines;
        if (end == NULL) break;
        start += length + 1;
    }
}

/* An amount in a unit: OK, PARSE or INVALID_ARGUMENT; when it converts, the
 * chips written back as a decimal convert to the same chips. */
static int check_amount(const char *unit, const char *amount, int64_t *chips) {
    amount_ref a;
    int32_t status = xiapl_chips_from_amount(unit, amount, chips);
    uint64_t len = 0;
    char *text;
    int64_t again = 0;
    fuzz_check_status(status, "xiapl_chips_from_amount");
    FUZZ_CHECK(status == XIAPL_OK || status == XIAPL_ERR_PARSE || status == XIAPL_ERR_INVALID_ARGUMENT,
               "chips_from_amount(\"%s\", \"%s\"): %s", unit, amount, xiapl_status_name(status));
    if (status != XIAPL_OK) return status;
    a.unit = unit;
    a.chips = *chips;
    text = written(call_to_amount, &a, "xiapl_chips_to_amount", &status, &len);
    FUZZ_CHECK(text != NULL || status == XIAPL_ERR_OUT_OF_MEMORY, "chips_to_amount(\"%s\", %lld): %s", unit,
               (long long)*chips, xiapl_status_name(status));
    if (text == NULL) return XIAPL_OK;
    FUZZ_CHECK(len < 48, "chips_to_amount wrote %llu bytes", (unsigned long long)len);
    status = xiapl_chips_from_amount(unit, text, &again);
    FUZZ_CHECK(status == XIAPL_OK && again == *chips, "%lld chips of %s are \"%s\", which is %lld chips (%s)",
               (long long)*chips, unit, text, (long long)again, xiapl_status_name(status));
    free(text);
    return XIAPL_OK;
}

/* The input's first tokens as amounts in a unit of 1, in a unit taken from the
 * input, and in the unit xiapl_chip_unit gives for all of them (every token
 * then converts, or is beyond int64 chips). */
static void check_amounts(const char *data, size_t size) {
    static const char *const separators = " \t\r\n,[]=\"'#";
    char pieces[MAX_PIECES][PIECE_BYTES + 1];
    const char *pointers[MAX_PIECES];
    size_t at = 0, n = 0, i;
    units_ref u;
    int32_t status;
    uint64_t len = 0;
    char *unit;
    int64_t chips = 0;
    while (at < size && n < MAX_PIECES) {
        size_t length = 0;
        while (at < size && strchr(separators, data[at]) != NULL && data[at] != '\0') ++at;
        while (at + length < size && length < PIECE_BYTES &&
               (data[at + length] == '\0' || strchr(separators, data[at + length]) == NULL)) {
            ++length;
        }
        if (length == 0) break;
        memcpy(pieces[n], data + at, length);
        pieces[n][length] = '\0'; /* a NUL inside ends the piece early */
        pointers[n] = pieces[n];
        ++n;
        at += length;
    }
    for (i = 0; i < n; ++i) {
        check_amount("1", pointers[i], &chips);
        if (i > 0) check_amount(pointers[0], pointers[i], &chips);
    }
    u.amounts = pointers;
    u.count = n;
    unit = written(call_units, &u, "xiapl_chip_unit", &status, &len);
    if (unit == NULL) {
        /* An amount that is not a decimal, or a unit below the smallest the library takes. */
        FUZZ_CHECK(
            status == XIAPL_ERR_PARSE || status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_OUT_OF_MEMORY,
            "chip_unit: %s (%s)", xiapl_status_name(status), xiapl_last_error_message());
        return;
    }
    FUZZ_CHECK(len <= 31, "a chip unit of %llu bytes", (unsigned long long)len);
    for (i = 0; i < n; ++i) {
        status = check_amount(unit, pointers[i], &chips);
        FUZZ_CHECK(status != XIAPL_ERR_PARSE, "chip_unit read \"%s\" but chips_from_amount does not", pointers[i]);
    }
    {
        amount_ref a;
        a.unit = unit;
        a.chips = INT64_MIN + (int64_t)(size & 0xFF);
        for (i = 0; i < 2; ++i, a.chips = INT64_MAX - (int64_t)(size & 0xFF)) {
            char *text = written(call_to_amount, &a, "xiapl_chips_to_amount", &status, &len);
            if (text != NULL) {
                check_amount(unit, text, &chips);
                FUZZ_CHECK(chips == a.chips, "%lld chips of %s read back as %lld", (long long)a.chips, unit,
                           (long long)chips);
            }
            free(text);
        }
    }
    free(unit);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const char *text = (const char *)data;
    xiapl_phh *doc = read_document(text, size, 0);
    if (doc != NULL) check_document(doc, (int)(size & 1));
    xiapl_phh_destroy(doc);
    doc = read_document(text, size, 1);
    if (doc != NULL) check_document(doc, (int)(size & 1));
    xiapl_phh_destroy(doc);
    check_lines(text, size);
    check_amounts(text, size);
    return 0;
}
