// C adapters for PHH hand histories (xiapl/phh.hpp): an immutable document
// handle of parsed hands, replays into table state handles, exact chips.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#define XIAPL_UNSTABLE_API /* defines the PHH functions declared below */
#include "guard.hpp"
#include "table_handle.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/phh.hpp"
#include "xiapl/sites.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;
using xiapl::capi::write_text;

struct xiapl_phh {
    std::vector<phh::Hand> hands;
    // xiapl_sites_read: what the text held and the hands left out.
    bool from_site = false;
    int site_hands = 0;
    std::vector<sites::Failure> failures;
};

namespace {

const xiapl_phh& document_of(const xiapl_phh* handle) {
    require_pointer(handle, "phh");
    return *handle;
}

// Hand `index` of the document; InvalidArgument names the range.
const phh::Hand& hand_at(const xiapl_phh& doc, std::uint64_t index) {
    if (index >= doc.hands.size()) {
        fail(ErrorKind::InvalidArgument,
             "index " + std::to_string(index) + " is out of range; the document holds " +
                 std::to_string(doc.hands.size()) + " hand(s)" +
                 (doc.hands.empty() ? std::string() : " (0.." + std::to_string(doc.hands.size() - 1) + ")"));
    }
    return doc.hands[static_cast<std::size_t>(index)];
}

// XIAPL_PHH_ALL or an index: the hands it names.
void check_text_index(const xiapl_phh& doc, std::int64_t index) {
    if (index == XIAPL_PHH_ALL) return;
    if (index < 0) {
        fail(ErrorKind::InvalidArgument,
             "index " + std::to_string(index) + " is out of range; give 0..count - 1 or XIAPL_PHH_ALL (-1)");
    }
    (void)hand_at(doc, static_cast<std::uint64_t>(index));
}

std::string_view text_of(const char* text, std::uint64_t length, const char* name) {
    if (length > 0) require_pointer(text, name);
    return std::string_view(text != nullptr ? text : "", static_cast<std::size_t>(length));
}

// The unit a caller gave (NULL: the hand's own, or 1 when `own` is null).
// A unit that is not a decimal is an invalid argument here, as the replay
// and from_table functions document it.
phh::ChipScale scale_for(const char* unit, const phh::Hand* own) {
    if (unit == nullptr) return own != nullptr ? phh::chip_scale(*own) : phh::ChipScale{};
    try {
        return phh::parse_chip_scale(unit);
    } catch (const Error& e) {
        fail(ErrorKind::InvalidArgument, e.what());
    }
}

void publish(std::vector<phh::Hand>&& hands, xiapl_phh** out_phh) {
    auto* doc = new xiapl_phh;
    doc->hands = std::move(hands);
    *out_phh = doc;
}

xiapl_table_state* state_handle(TableState&& state) { return new xiapl_table_state{std::move(state)}; }

// JSON string escapes for a UTF-8 text (the action's cards and comment).
void append_json(std::string& out, std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        } else {
            out += ch;
        }
    }
    out += '"';
}

void append_json_or_null(std::string& out, const char* key, bool present, std::string_view text) {
    out += ", \"";
    out += key;
    out += "\": ";
    if (present) {
        append_json(out, text);
    } else {
        out += "null";
    }
}

std::string action_json(const phh::Action& a) {
    static constexpr const char* kVerbs[] = {"dh", "db", "f", "cc", "cbr", "sm", "pb", "sd", ""};
    const bool dealer = a.verb == phh::Verb::DealHole || a.verb == phh::Verb::DealBoard || a.verb == phh::Verb::Comment;
    std::string out = "{\"actor\": ";
    out += dealer ? std::string("null") : std::to_string(a.player);
    out += ", \"verb\": \"";
    out += kVerbs[static_cast<int>(a.verb)];
    out += "\", \"player\": ";
    out += a.verb == phh::Verb::DealHole ? std::to_string(a.player) : std::string("null");
    append_json_or_null(out, "cards", !a.cards.empty(), a.cards);
    append_json_or_null(out, "amount", a.verb == phh::Verb::BetOrRaise, a.amount);
    append_json_or_null(out, "comment", a.has_comment, a.comment);
    const phh::WrittenCards written = phh::action_written_cards(a);
    out += ", \"card_ids\": [";
    for (std::size_t k = 0; k < written.known.size(); ++k) {
        if (k) out += ", ";
        out += std::to_string(written.known[k]);
    }
    out += "], \"unknown_count\": ";
    out += std::to_string(written.unknown);
    out += '}';
    return out;
}

// One text of xiapl_phh_replay_texts: its status, and its final state.
std::int32_t replay_one(const char* text, std::uint64_t length, xiapl_table_state** out_state) noexcept {
    *out_state = nullptr;
    try {
        if (length > 0 && text == nullptr) return XIAPL_ERR_INVALID_ARGUMENT;
        const std::vector<phh::Hand> hands =
            phh::parse(std::string_view(text != nullptr ? text : "", static_cast<std::size_t>(length)));
        if (hands.size() != 1) return XIAPL_ERR_INVALID_ARGUMENT;
        *out_state = state_handle(phh::replay(hands[0], phh::chip_scale(hands[0])));
        return XIAPL_OK;
    } catch (const Error& e) {
        return capi::status_for(e.kind());
    } catch (const std::bad_alloc&) {
        return XIAPL_ERR_OUT_OF_MEMORY;
    } catch (...) {
        return XIAPL_ERR_INTERNAL;
    }
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_phh_parse(const char* text, uint64_t length, xiapl_phh** out_phh) {
    return guarded([&] {
        require_pointer(out_phh, "out_phh");
        publish(phh::parse(text_of(text, length, "text")), out_phh);
    });
}

XIAPL_API int32_t xiapl_phh_from_json(const char* json, uint64_t length, xiapl_phh** out_phh) {
    return guarded([&] {
        require_pointer(out_phh, "out_phh");
        publish(phh::from_json(text_of(json, length, "json")), out_phh);
    });
}

XIAPL_API int32_t xiapl_phh_from_table(const xiapl_table_state* state, const char* unit, xiapl_phh** out_phh) {
    return guarded([&] {
        require_pointer(state, "state");
        require_pointer(out_phh, "out_phh");
        std::vector<phh::Hand> hands;
        hands.push_back(phh::from_state(state->state, scale_for(unit, nullptr)));
        publish(std::move(hands), out_phh);
    });
}

XIAPL_API void xiapl_phh_destroy(xiapl_phh* phh) { delete phh; }

XIAPL_API int32_t xiapl_phh_count(const xiapl_phh* phh, uint64_t* out_count) {
    return guarded([&] {
        const xiapl_phh& doc = document_of(phh);
        require_pointer(out_count, "out_count");
        *out_count = doc.hands.size();
    });
}

XIAPL_API int32_t xiapl_phh_to_text(const xiapl_phh* phh, int64_t index, char* buf, uint64_t capacity,
                                    uint64_t* out_len) {
    return guarded([&] {
        const xiapl_phh& doc = document_of(phh);
        check_text_index(doc, index);
        write_text(
            index == XIAPL_PHH_ALL ? phh::write_all(doc.hands) : phh::write(doc.hands[static_cast<std::size_t>(index)]),
            buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_phh_to_json(const xiapl_phh* phh, int64_t index, char* buf, uint64_t capacity,
                                    uint64_t* out_len) {
    return guarded([&] {
        const xiapl_phh& doc = document_of(phh);
        check_text_index(doc, index);
        write_text(index == XIAPL_PHH_ALL ? phh::to_json_all(doc.hands)
                                          : phh::to_json(doc.hands[static_cast<std::size_t>(index)]),
                   buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_phh_chip_unit(const xiapl_phh* phh, uint64_t index, char* buf, uint64_t capacity,
                                      uint64_t* out_len) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        write_text(phh::chip_scale(hand).unit_text(), buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_phh_info_get(const xiapl_phh* phh, uint64_t index, xiapl_phh_info* out_info) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        require_pointer(out_info, "out_info");
        capi::require_struct_size(out_info, "out_info", "xiapl_phh_info");
        const phh::HandCards cards = phh::hand_cards(hand);
        xiapl_phh_info info;
        std::memset(&info, 0, sizeof info);  // padding too: the bytes are copied out
        info.game = static_cast<int32_t>(cards.game);
        info.betting = static_cast<int32_t>(cards.betting);
        info.player_count = hand.player_count();
        for (const CardId id : cards.board) info.board |= bit(id);
        for (std::size_t p = 0; p < cards.holes.size() && p < XIAPL_TABLE_MAX_SEATS; ++p) {
            info.holes[p] = cards.holes[p];
        }
        capi::write_sized(info, out_info);
    });
}

XIAPL_API int32_t xiapl_phh_board_cards(const xiapl_phh* phh, uint64_t index, int32_t* out_cards, uint64_t capacity,
                                        uint64_t* out_len) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        const phh::HandCards cards = phh::hand_cards(hand);
        require_capacity(cards.board.size(), capacity, out_len);
        if (cards.board.empty()) return;
        require_pointer(out_cards, "out_cards");
        std::copy(cards.board.begin(), cards.board.end(), out_cards);
    });
}

XIAPL_API int32_t xiapl_phh_replay(const xiapl_phh* phh, uint64_t index, const char* unit,
                                   xiapl_table_state** out_state) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        require_pointer(out_state, "out_state");
        *out_state = state_handle(phh::replay(hand, scale_for(unit, &hand)));
    });
}

XIAPL_API int32_t xiapl_phh_replay_states(const xiapl_phh* phh, uint64_t index, const char* unit,
                                          xiapl_table_state** out_states, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        require_pointer(out_len, "out_len");
        std::vector<TableState> states = phh::replay_states(hand, scale_for(unit, &hand));
        require_capacity(states.size(), capacity, out_len);
        require_pointer(out_states, "out_states");
        // Every handle or none: a failed allocation frees the ones made.
        std::vector<std::unique_ptr<xiapl_table_state>> handles;
        handles.reserve(states.size());
        for (TableState& s : states) handles.emplace_back(state_handle(std::move(s)));
        for (std::size_t i = 0; i < handles.size(); ++i) out_states[i] = handles[i].release();
    });
}

XIAPL_API int32_t xiapl_phh_replay_texts(const char* const* texts, const uint64_t* lengths, uint64_t count,
                                         int32_t threads, xiapl_table_state** out_states, int32_t* out_statuses) {
    return guarded([&] {
        if (threads < 0) {
            fail(ErrorKind::InvalidArgument,
                 "threads is " + std::to_string(threads) + "; give 0 (one per CPU), 1 (this thread) or more");
        }
        if (count == 0) return;
        require_pointer(texts, "texts");
        require_pointer(lengths, "lengths");
        require_pointer(out_states, "out_states");
        require_pointer(out_statuses, "out_statuses");
        std::uint64_t workers = threads > 0 ? static_cast<std::uint64_t>(threads)
                                            : std::max<std::uint64_t>(std::thread::hardware_concurrency(), 1);
        // Chunks of texts handed out in turn: a few per thread at least.
        constexpr std::uint64_t kChunk = 16;
        workers = std::min(workers, (count + kChunk - 1) / kChunk);
        std::atomic<std::uint64_t> next{0};
        auto work = [&]() noexcept {
            for (;;) {
                const std::uint64_t begin = next.fetch_add(kChunk, std::memory_order_relaxed);
                if (begin >= count) return;
                const std::uint64_t end = std::min(count, begin + kChunk);
                for (std::uint64_t i = begin; i < end; ++i) {
                    out_statuses[i] = replay_one(texts[i], lengths[i], &out_states[i]);
                }
            }
        };
        std::vector<std::thread> pool;
        for (std::uint64_t t = 1; t < workers; ++t) {
            try {
                pool.emplace_back(work);
            } catch (const std::system_error&) {
                break;  // no more threads: the others (and this one) do the rest
            }
        }
        work();
        for (std::thread& t : pool) t.join();
    });
}

XIAPL_API int32_t xiapl_phh_action_to_json(const char* line, uint64_t length, char* buf, uint64_t capacity,
                                           uint64_t* out_len) {
    return guarded([&] {
        const phh::Action action = phh::parse_action(text_of(line, length, "line"));
        write_text(action_json(action), buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_phh_action_parse(const char* line, uint64_t length, xiapl_phh_action* out) {
    return guarded([&] {
        const std::string_view text = text_of(line, length, "line");
        require_pointer(out, "out");
        capi::require_struct_size(out, "out", "xiapl_phh_action");
        const phh::ActionSpan action = phh::read_action(text);
        const phh::WrittenCards cards = phh::written_cards(action.cards);
        if (cards.known.size() > XIAPL_PHH_ACTION_MAX_CARDS) {
            fail(ErrorKind::Parse, "action " + quoted(text) + " has " + std::to_string(cards.known.size()) +
                                       " known cards; a deck has " + std::to_string(XIAPL_PHH_ACTION_MAX_CARDS) +
                                       ", so a card repeats: write each card once");
        }
        xiapl_phh_action parts;
        std::memset(&parts, 0, sizeof parts);  // padding too: the bytes are copied out
        static constexpr int32_t kVerbs[] = {
            XIAPL_PHH_VERB_DEAL_HOLE,  XIAPL_PHH_VERB_DEAL_BOARD, XIAPL_PHH_VERB_FOLD,
            XIAPL_PHH_VERB_CHECK_CALL, XIAPL_PHH_VERB_BET_RAISE,  XIAPL_PHH_VERB_SHOW_MUCK,
            XIAPL_PHH_VERB_BRING_IN,   XIAPL_PHH_VERB_DISCARD,    XIAPL_PHH_VERB_COMMENT};
        parts.verb = kVerbs[static_cast<int>(action.verb)];
        const bool dealt = action.verb == phh::Verb::DealHole;
        const bool acted = !dealt && action.verb != phh::Verb::DealBoard && action.verb != phh::Verb::Comment;
        parts.actor = acted ? action.player : 0;
        parts.player = dealt ? action.player : 0;
        parts.card_count = static_cast<int32_t>(cards.known.size());
        parts.unknown_count = cards.unknown;
        parts.has_comment = action.has_comment ? 1 : 0;
        // Where a text stands in the line (an empty one at 0).
        const auto place = [&](std::string_view part, uint64_t& offset, uint64_t& size) {
            offset = part.empty() ? 0 : static_cast<uint64_t>(part.data() - text.data());
            size = part.size();
        };
        place(action.cards, parts.cards_offset, parts.cards_length);
        place(action.amount, parts.amount_offset, parts.amount_length);
        place(action.comment, parts.comment_offset, parts.comment_length);
        for (std::size_t k = 0; k < cards.known.size(); ++k) parts.card_ids[k] = static_cast<int32_t>(cards.known[k]);
        capi::write_sized(parts, out);
    });
}

XIAPL_API int32_t xiapl_chips_from_amount(const char* unit, const char* amount, int64_t* out_chips) {
    return guarded([&] {
        require_pointer(unit, "unit");
        require_pointer(amount, "amount");
        require_pointer(out_chips, "out_chips");
        *out_chips = phh::parse_chip_scale(unit).to_chips(std::string_view(amount), "amount");
    });
}

XIAPL_API int32_t xiapl_chips_to_amount(const char* unit, int64_t chips, char* buf, uint64_t capacity,
                                        uint64_t* out_len) {
    return guarded([&] {
        require_pointer(unit, "unit");
        write_text(phh::parse_chip_scale(unit).to_amount(chips), buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_chip_unit(const char* const* amounts, uint64_t count, char* buf, uint64_t capacity,
                                  uint64_t* out_len) {
    return guarded([&] {
        if (count > 0) require_pointer(amounts, "amounts");
        std::vector<std::string_view> views;
        views.reserve(static_cast<std::size_t>(count));
        for (std::uint64_t i = 0; i < count; ++i) {
            if (amounts[i] == nullptr) {
                fail(ErrorKind::InvalidArgument, "amounts[" + std::to_string(i) + "] must not be NULL");
            }
            views.emplace_back(amounts[i]);
        }
        write_text(phh::chip_scale_for(views).unit_text(), buf, capacity, out_len);
    });
}
}

XIAPL_API int32_t xiapl_sites_read(const char* text, uint64_t length, const char* site, xiapl_phh** out_phh) {
    return guarded([&] {
        require_pointer(out_phh, "out_phh");
        const std::string_view body = text_of(text, length, "text");
        sites::Result result = sites::read(body, site != nullptr ? std::string_view(site) : std::string_view());
        auto doc = std::make_unique<xiapl_phh>();
        doc->hands = std::move(result.hands);
        doc->from_site = true;
        doc->site_hands = result.hand_count;
        doc->failures = std::move(result.failures);
        *out_phh = doc.release();
    });
}

XIAPL_API int32_t xiapl_sites_report(const xiapl_phh* phh, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const xiapl_phh& doc = document_of(phh);
        const std::size_t kept = doc.hands.size();
        std::string out =
            "{\"hands\": " + std::to_string(doc.from_site ? static_cast<std::size_t>(doc.site_hands) : kept) +
            ", \"kept\": " + std::to_string(kept) + ", \"failures\": [";
        for (std::size_t i = 0; i < doc.failures.size(); ++i) {
            const sites::Failure& f = doc.failures[i];
            if (i > 0) out += ", ";
            out += "{\"site\": ";
            append_json(out, f.site);
            out += ", \"hand\": ";
            append_json(out, f.hand);
            out += ", \"line\": " + std::to_string(f.line) + ", \"reason\": ";
            append_json(out, f.reason);
            out += '}';
        }
        out += "]}";
        write_text(out, buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_sites_to_pokerstars(const xiapl_phh* phh, uint64_t index, char* buf, uint64_t capacity,
                                            uint64_t* out_len) {
    return guarded([&] {
        const phh::Hand& hand = hand_at(document_of(phh), index);
        write_text(sites::to_pokerstars(hand), buf, capacity, out_len);
    });
}
