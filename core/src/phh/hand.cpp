// A hand from a TOML (or JSON) table, checked as python/xiapl/phh.py's
// _hand_from checks it: the variant, the required keys, the amounts, the
// player count, the actions, ante_trimming_status and finishing_stacks.
#include <algorithm>
#include <array>
#include <string>

#include "internal.hpp"

namespace xiapl::phh {

namespace detail {

std::string variant_codes(bool replayed_only, bool extensions) {
    std::string out;
    std::size_t count = 0, written = 0;
    auto listed = [&](const Variant& v) { return v.standard != extensions && (!replayed_only || v.replays); };
    for (const Variant& v : kVariants) count += listed(v);
    for (const Variant& v : kVariants) {
        if (!listed(v)) continue;
        if (written > 0) out += written + 1 == count ? " and " : ", ";
        out += std::string(v.code) + " (" + v.name + ")";
        ++written;
    }
    return out;
}

namespace {

// The canonical keys, in the order the writer puts them.
enum Key {
    kVariant,
    kTrimming,
    kAntes,
    kBlinds,
    kBringIn,
    kSmallBet,
    kBigBet,
    kMinBet,
    kStacks,
    kActions,
    kFinishing,
    kKeyCount
};
constexpr std::string_view kKeyNames[kKeyCount] = {
    "variant", "ante_trimming_status", "antes",   "blinds_or_straddles", "bring_in", "small_bet", "big_bet",
    "min_bet", "starting_stacks",      "actions", "finishing_stacks",
};

// Whether a variant takes key k (variant and ante_trimming_status always do).
bool takes(const Variant& v, Key k) {
    switch (k) {
        case kBlinds:
            return v.blinds;
        case kBringIn:
            return !v.blinds;
        case kSmallBet:
        case kBigBet:
            return v.betting == Betting::FixedLimit;
        case kMinBet:
            return v.betting != Betting::FixedLimit;
        default:
            return true;
    }
}

// Where a hand's keys and items are in its text (nothing for a hand built
// in memory).
struct Where {
    const TableLines* lines = nullptr;
    const std::vector<int>* items = nullptr;
    std::array<int, kKeyCount> field{};

    int table_line() const { return lines != nullptr ? lines->line : 0; }
    int line(Key k) const {
        if (lines == nullptr) return 0;
        const int f = field[k];
        if (f < 0 || static_cast<std::size_t>(f) >= lines->fields.size()) return lines->line;
        return lines->fields[static_cast<std::size_t>(f)].line;
    }
    int item_line(Key k, std::size_t j) const {
        if (lines == nullptr) return 0;
        if (items == nullptr) return line(k);
        const int f = field[k];
        if (f < 0 || static_cast<std::size_t>(f) >= lines->fields.size()) return lines->line;
        const FieldLines& fl = lines->fields[static_cast<std::size_t>(f)];
        if (fl.items_begin + j < fl.items_end && fl.items_end <= items->size()) return (*items)[fl.items_begin + j];
        return fl.line;
    }
};

[[noreturn]] void fail_at(ErrorKind kind, int line, const std::string& message) {
    fail(kind, line > 0 ? "line " + std::to_string(line) + ": " + message : message);
}

bool is_number(const Value& v) {
    return v.kind == Value::Kind::Int ||
           (v.kind == Value::Kind::Float && v.text.find_first_of("ni") == std::string::npos);
}

bool is_negative(const Value& v) {
    if (v.kind == Value::Kind::Int) return v.integer < 0;
    return !v.text.empty() && v.text[0] == '-' && v.text != "-0.0";
}

void check_items(Key key, const Value* items, std::size_t count, const Where& w) {
    const std::string_view name = kKeyNames[key];
    for (std::size_t j = 0; j < count; ++j) {
        const Value& item = items[j];
        if (!is_number(item)) {
            fail_at(ErrorKind::Parse, w.item_line(key, j),
                    std::string(name) + " holds " + py_repr(item) +
                        "; amounts are numbers like 1000 or 12.5 (no commas, no quotes)");
        }
        if (is_negative(item)) {
            fail_at(ErrorKind::Parse, w.item_line(key, j),
                    std::string(name) + " holds the negative amount " + py_repr(item));
        }
    }
}

// An amounts list's entries: `count` of them (-1: any), each a finite number >= 0.
void check_list(Key key, const std::vector<Value>& items, int count, const Where& w) {
    if (count >= 0 && items.size() != static_cast<std::size_t>(count)) {
        fail_at(ErrorKind::Parse, w.line(key),
                std::string(kKeyNames[key]) + " has " + std::to_string(items.size()) + " entries but the hand has " +
                    std::to_string(count) + " players");
    }
    check_items(key, items.data(), items.size(), w);
}

// An amounts list: a list, then its entries.
void check_amounts(Key key, const Value& value, int count, const Where& w) {
    if (value.kind != Value::Kind::Array) {
        fail_at(ErrorKind::Parse, w.line(key),
                std::string(kKeyNames[key]) + " must be a list of numbers, not " + py_repr(value));
    }
    check_list(key, value.items, count, w);
}

const Variant& check_variant(const std::string& variant, const Where& w) {
    const Variant* v = find_variant(variant);
    if (v == nullptr) {
        fail_at(ErrorKind::Unsupported, w.line(kVariant),
                "variant " + py_repr(variant) + " is not a PHH variant code; the specification defines " +
                    variant_codes() + "; XiaPL adds the extension codes " + variant_codes(false, true));
    }
    return *v;
}

// A single amount (min_bet, bring_in, ...): a number >= 0.
void check_amount(Key key, const Value& value, const Where& w) {
    Where one = w;
    one.items = nullptr;  // the value itself, not a list
    check_items(key, &value, 1, one);
}

// The player count, from the starting stacks.
int check_players(std::size_t stacks, const Where& w) {
    const int n = static_cast<int>(std::min<std::size_t>(stacks, 1000000));
    if (n < 2 || n > kMaxSeats) {
        fail_at(ErrorKind::Parse, w.line(kStacks),
                "the hand has " + std::to_string(stacks) + " players; xiapl plays 2 to 10");
    }
    return n;
}

// Each action line read with the file's rules, and each card dealt once;
// `text(j)` is the j-th line. In stud and draw games (`reshuffles`) the
// dealer may deal again the cards of a fold, as it does discards.
template <class Text>
void check_steps(std::size_t count, Text text, int players, const Where& w, bool reshuffles) {
    // Who holds each card (0: nobody, 1..10 a player, 11 the board) and the
    // action that last dealt or showed it.
    std::array<std::uint8_t, 52> owner{};
    std::array<std::uint32_t, 52> by{};
    for (std::size_t j = 0; j < count; ++j) {
        const std::string& line = text(j);
        Step step;
        try {
            step = read_step(line, players);
        } catch (const Error& e) {
            fail_at(ErrorKind::Parse, w.item_line(kActions, j), e.what());
        }
        if (reshuffles && step.verb == Verb::Fold) {
            for (auto& o : owner) o = o == step.player ? 0 : o;
        }
        if (step.cards.empty() || step.muck) continue;
        const std::uint8_t who =
            step.verb == Verb::DealBoard ? std::uint8_t{11} : static_cast<std::uint8_t>(step.player);
        if (step.verb == Verb::Discard) {
            // Discards go back to the dealer, who may deal them again once the stub runs out.
            for (std::size_t k = 0; k + 1 < step.cards.size(); k += 2) {
                const int id = card_at(step.cards, k / 2);
                if (id < 0) continue;
                const auto u = static_cast<std::size_t>(id);
                if (owner[u] != 0 && owner[u] != who) {
                    fail_at(ErrorKind::Parse, w.item_line(kActions, j),
                            "action " + py_repr(line) + ": discards " + std::string(step.cards.substr(k, 2)) +
                                ", which " + py_repr(text(by[u])) + " dealt to someone else");
                }
                owner[u] = 0;
            }
            continue;
        }
        const std::string_view token = step.cards;
        CardMask here = 0;
        for (std::size_t k = 0; k + 1 < token.size(); k += 2) {
            if (token[k] == '?') continue;
            const int id = card_at(token, k / 2);
            auto bad = [&](const std::string& problem) {
                fail_at(ErrorKind::Parse, w.item_line(kActions, j),
                        "action " + py_repr(line) + ": token " + py_repr(token) + " " + problem);
            };
            const std::string_view card = token.substr(k, 2);
            if (here & bit(id)) bad("holds " + std::string(card) + " twice; each card is dealt once");
            here |= bit(id);
            const auto u = static_cast<std::size_t>(id);
            if (owner[u] != 0 && owner[u] != who) {
                bad("deals " + std::string(card) + " again (already dealt by " + py_repr(text(by[u])) + ")");
            }
            owner[u] = who;
            by[u] = static_cast<std::uint32_t>(j);
        }
    }
}

void check_actions(const Value& actions, int players, const Where& w, bool reshuffles) {
    bool strings = actions.kind == Value::Kind::Array;
    if (strings) {
        for (const Value& a : actions.items) strings = strings && a.kind == Value::Kind::String;
    }
    if (!strings) fail_at(ErrorKind::Parse, w.line(kActions), "actions must be a list of strings like \"p1 cbr 300\"");
    check_steps(
        actions.items.size(), [&](std::size_t j) -> const std::string& { return actions.items[j].text; }, players, w,
        reshuffles);
}

const Value* field_of(const Value& table, const Where& w, Key k) {
    return w.field[k] >= 0 ? &table.fields[static_cast<std::size_t>(w.field[k])].second : nullptr;
}

// The checks of _hand_from, in its order.
void check_table(const Value& table, const Where& w) {
    const Value* variant = field_of(table, w, kVariant);
    if (variant == nullptr || variant->kind != Value::Kind::String) {
        fail_at(ErrorKind::Parse, variant == nullptr ? w.table_line() : w.line(kVariant),
                "the hand has no variant (variant = \"NT\", \"FT\", \"F7S\", ...)");
    }
    const Variant& v = check_variant(variant->text, w);
    // A hand without antes has none (pokerkit reads it so; such files exist).
    for (const Key k : {kBlinds, kBringIn, kSmallBet, kBigBet, kMinBet, kStacks, kActions}) {
        if (takes(v, k) && w.field[k] < 0) {
            fail_at(ErrorKind::Parse, w.line(kVariant),
                    "the " + variant->text + " hand lacks the required key " + py_repr(kKeyNames[k]));
        }
    }
    const Value& stacks = *field_of(table, w, kStacks);
    check_amounts(kStacks, stacks, -1, w);
    const int n = check_players(stacks.items.size(), w);
    if (const Value* antes = field_of(table, w, kAntes)) check_amounts(kAntes, *antes, n, w);
    if (v.blinds) check_amounts(kBlinds, *field_of(table, w, kBlinds), n, w);
    for (const Key k : {kBringIn, kSmallBet, kBigBet, kMinBet}) {
        if (takes(v, k)) check_amount(k, *field_of(table, w, k), w);
    }
    check_actions(*field_of(table, w, kActions), n, w, family_of(v.game) != Family::Board);
    const Value* trimming = field_of(table, w, kTrimming);
    if (trimming != nullptr && trimming->kind != Value::Kind::Bool) {
        fail_at(ErrorKind::Parse, w.line(kTrimming), "ante_trimming_status must be true or false");
    }
    if (const Value* finishing = field_of(table, w, kFinishing)) check_amounts(kFinishing, *finishing, n, w);
}

// The fields of the canonical keys; a key the hand's variant does not take
// stays an extra field.
Where locate(const Value& table, const TableLines* lines, const std::vector<int>* items) {
    Where w;
    w.lines = lines;
    w.items = items;
    w.field.fill(-1);
    for (std::size_t f = 0; f < table.fields.size(); ++f) {
        const std::string& key = table.fields[f].first;
        for (int k = 0; k < kKeyCount; ++k) {
            if (key == kKeyNames[k] && w.field[k] < 0) {
                w.field[k] = static_cast<int>(f);
                break;
            }
        }
    }
    const Value* variant =
        w.field[kVariant] >= 0 ? &table.fields[static_cast<std::size_t>(w.field[kVariant])].second : nullptr;
    const Variant* v =
        variant != nullptr && variant->kind == Value::Kind::String ? find_variant(variant->text) : nullptr;
    if (v != nullptr) {
        for (int k = 0; k < kKeyCount; ++k) {
            if (!takes(*v, static_cast<Key>(k))) w.field[k] = -1;
        }
    }
    return w;
}

}  // namespace

Hand hand_from_table(Value&& table, const TableLines* lines, const std::vector<int>* item_lines) {
    const Where w = locate(table, lines, item_lines);
    check_table(table, w);
    Hand hand;
    auto take = [&](Key k) -> Value& { return table.fields[static_cast<std::size_t>(w.field[k])].second; };
    hand.variant = std::move(take(kVariant).text);
    hand.ante_trimming_status = w.field[kTrimming] >= 0 && take(kTrimming).boolean;
    if (w.field[kAntes] >= 0) hand.antes = std::move(take(kAntes).items);
    const Variant& v = *find_variant(hand.variant);
    if (v.blinds) {
        hand.blinds_or_straddles = std::move(take(kBlinds).items);
    } else {
        hand.bring_in = std::move(take(kBringIn));
    }
    if (v.betting == Betting::FixedLimit) {
        hand.small_bet = std::move(take(kSmallBet));
        hand.big_bet = std::move(take(kBigBet));
    } else {
        hand.min_bet = std::move(take(kMinBet));
    }
    hand.starting_stacks = std::move(take(kStacks).items);
    if (w.field[kAntes] < 0) hand.antes.assign(hand.starting_stacks.size(), Value{});  // no antes: Int 0 each
    std::vector<Value>& actions = take(kActions).items;
    hand.actions.reserve(actions.size());
    for (Value& a : actions) hand.actions.push_back(std::move(a.text));
    // The fields kept as extra: all but the canonical ones.
    auto canonical = [&](std::size_t f) {
        for (int k = 0; k < kFinishing; ++k) {
            if (w.field[k] == static_cast<int>(f)) return true;
        }
        return false;
    };
    hand.extra.reserve(table.fields.size());
    for (std::size_t f = 0; f < table.fields.size(); ++f) {
        if (!canonical(f)) hand.extra.push_back(std::move(table.fields[f]));
    }
    return hand;
}

void check_hand(const Hand& hand) {
    Where w;  // no text: no lines
    w.field.fill(-1);
    const Variant& v = check_variant(hand.variant, w);
    check_list(kStacks, hand.starting_stacks, -1, w);
    const int n = check_players(hand.starting_stacks.size(), w);
    check_list(kAntes, hand.antes, n, w);
    if (v.blinds) check_list(kBlinds, hand.blinds_or_straddles, n, w);
    const Value* amounts[] = {&hand.bring_in, &hand.small_bet, &hand.big_bet, &hand.min_bet};
    for (const Key k : {kBringIn, kSmallBet, kBigBet, kMinBet}) {
        if (takes(v, k)) check_items(k, amounts[k - kBringIn], 1, w);
    }
    check_steps(
        hand.actions.size(), [&](std::size_t j) -> const std::string& { return hand.actions[j]; }, n, w,
        family_of(v.game) != Family::Board);
    if (const Value* finishing = hand.find_extra(kKeyNames[kFinishing])) check_amounts(kFinishing, *finishing, n, w);
}

std::vector<Hand> parse_full(std::string_view text) {
    Document doc = parse_toml(text);
    auto& fields = doc.root.fields;
    for (const auto& f : fields) {
        if (f.first == "variant") {
            std::vector<Hand> one;
            one.push_back(hand_from_table(std::move(doc.root), &doc.root_lines, &doc.item_lines));
            return one;
        }
    }
    std::vector<Hand> hands;
    hands.reserve(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].second.kind != Value::Kind::Table) {
            const int line = doc.root_lines.fields[i].line;
            fail(ErrorKind::Parse, "line " + std::to_string(line) + ": key " + py_repr(fields[i].first) +
                                       " is not a hand table; a .phhs file holds [1], [2], ... tables (a .phh "
                                       "hand needs a variant such as variant = \"NT\")");
        }
        hands.push_back(hand_from_table(std::move(fields[i].second), &doc.child_lines[i], &doc.item_lines));
    }
    return hands;
}

}  // namespace detail

const Variant* find_variant(std::string_view code) noexcept {
    for (const Variant& v : kVariants) {
        if (v.code == code) return &v;
    }
    return nullptr;
}

const Value* Hand::find_extra(std::string_view key) const noexcept {
    for (const auto& [k, v] : extra) {
        if (k == key) return &v;
    }
    return nullptr;
}

namespace {

bool is_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t len = detail::utf8_sequence(text, i);
        if (len == 0) return false;
        i += len;
    }
    return true;
}

// A hand built in memory can hold any bytes; its text must be UTF-8 to be written.
void require_utf8(const Value& value, const std::string& where) {
    if ((value.kind == Value::Kind::String || value.kind == Value::Kind::DateTime) && !is_utf8(value.text)) {
        fail(ErrorKind::Parse, where + " holds a byte that is not UTF-8; give the text as UTF-8");
    }
    for (std::size_t i = 0; i < value.items.size(); ++i) {
        require_utf8(value.items[i], where + "[" + std::to_string(i) + "]");
    }
    for (const auto& [key, field] : value.fields) {
        if (!is_utf8(key)) fail(ErrorKind::Parse, where + " has a key that is not UTF-8; give the key as UTF-8");
        require_utf8(field, where + "." + key);
    }
}

}  // namespace

void validate(const Hand& hand) {
    const Variant* v = find_variant(hand.variant);
    if (!is_utf8(hand.variant)) fail(ErrorKind::Parse, "variant holds a byte that is not UTF-8; give a PHH code");
    for (const auto& [key, value] : hand.extra) {
        if (!is_utf8(key)) fail(ErrorKind::Parse, "extra has a key that is not UTF-8; give the key as UTF-8");
        require_utf8(value, "extra " + detail::py_repr(key));
    }
    for (std::size_t i = 0; i < hand.extra.size(); ++i) {
        const std::string& key = hand.extra[i].first;
        for (int k = 0; k < detail::kFinishing; ++k) {
            if (key == detail::kKeyNames[k] && (v == nullptr || detail::takes(*v, static_cast<detail::Key>(k)))) {
                fail(ErrorKind::Parse,
                     "extra repeats the field " + detail::py_repr(key) + "; set the field itself instead");
            }
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (hand.extra[j].first == key) {
                fail(ErrorKind::Parse, "extra holds the key " + detail::py_repr(key) + " twice");
            }
        }
    }
    detail::check_hand(hand);
}

std::vector<Hand> parse(std::string_view text) {
    std::vector<Hand> hands(1);
    if (detail::read_plain_hand(text, hands[0])) return hands;
    return detail::parse_full(text);
}

}  // namespace xiapl::phh
