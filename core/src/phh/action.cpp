// The PHH action grammar: "d dh p1 AsKs", "d db 2c3d4h", "p1 f", "p1 cc",
// "p1 cbr 300", "p1 sm AsKs", "p1 sm -", "p1 sm", each with an optional
// "# comment".
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "internal.hpp"

namespace xiapl::phh::detail {

namespace {

constexpr bool ascii_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1C && c <= 0x1F); }

// The bytes of a non-ASCII whitespace character at s[i] (Python's
// str.split() splits on them too), or 0.
std::size_t unicode_space(std::string_view s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0xC2) return 0;
    const std::size_t left = s.size() - i;
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    if (c == 0xC2 && left >= 2 && (at(1) == 0x85 || at(1) == 0xA0)) return 2;
    if (left < 3) return 0;
    if (c == 0xE1 && at(1) == 0x9A && at(2) == 0x80) return 3;  // U+1680
    if (c == 0xE2 && at(1) == 0x80 &&
        ((at(2) >= 0x80 && at(2) <= 0x8A) || at(2) == 0xA8 || at(2) == 0xA9 || at(2) == 0xAF)) {
        return 3;  // U+2000..200A, U+2028, U+2029, U+202F
    }
    if (c == 0xE2 && at(1) == 0x81 && at(2) == 0x9F) return 3;  // U+205F
    if (c == 0xE3 && at(1) == 0x80 && at(2) == 0x80) return 3;  // U+3000
    return 0;
}

// The bytes of the whitespace character at s[i] as Python's str.split()
// sees it, or 0.
inline std::size_t space_at(std::string_view s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) return ascii_space(c) ? 1 : 0;
    return unicode_space(s, i);
}

// Byte classes of an action line: part of a word, ASCII whitespace, the
// comment sign, or the lead byte of a character that may be whitespace.
enum : std::uint8_t { kWordByte = 0, kSpaceByte = 1, kHashByte = 2, kWideByte = 3 };
constexpr std::array<std::uint8_t, 256> make_line_classes() {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t k = kWordByte;
        if (c < 0x80 && ascii_space(static_cast<unsigned char>(c))) k = kSpaceByte;
        if (c == '#') k = kHashByte;
        if (c == 0xC2 || c == 0xE1 || c == 0xE2 || c == 0xE3) k = kWideByte;
        t[static_cast<std::size_t>(c)] = k;
    }
    return t;
}
constexpr std::array<std::uint8_t, 256> kLineClasses = make_line_classes();

// Calls visit(word) for each word before the comment.
template <class Visit>
void each_word(std::string_view line, Visit&& visit) {
    const char* p = line.data();
    const char* const end = p + line.size();
    auto cls = [](const char* q) { return kLineClasses[static_cast<unsigned char>(*q)]; };
    while (p < end) {
        // Blanks.
        std::uint8_t k = cls(p);
        if (k == kSpaceByte) {
            ++p;
            continue;
        }
        if (k == kHashByte) return;
        if (k == kWideByte) {
            const std::size_t wide = unicode_space(line, static_cast<std::size_t>(p - line.data()));
            if (wide != 0) {
                p += wide;
                continue;
            }
        }
        // A word: up to a blank or the comment.
        const char* const start = p++;
        while (p < end) {
            k = cls(p);
            if (k == kWordByte) {
                ++p;
            } else if (k == kWideByte && unicode_space(line, static_cast<std::size_t>(p - line.data())) == 0) {
                ++p;
            } else {
                break;
            }
        }
        visit(std::string_view(start, static_cast<std::size_t>(p - start)));
    }
}

std::string_view strip(std::string_view s) {
    std::size_t a = 0;
    std::size_t b = s.size();
    while (a < b) {
        const std::size_t sp = space_at(s, a);
        if (sp == 0) break;
        a += sp;
    }
    // Trailing whitespace: scan forward, remembering where the last word ended.
    std::size_t end = a;
    for (std::size_t i = a; i < b;) {
        const std::size_t sp = space_at(s, i);
        if (sp != 0) {
            i += sp;
        } else {
            ++i;
            end = i;
        }
    }
    return s.substr(a, end - a);
}

bool is_card_run(std::string_view token) {
    if (token.empty() || token.size() % 2 != 0) return false;
    for (std::size_t k = 0; k < token.size() / 2; ++k) {
        if (card_at(token, k) == -2) return false;
    }
    return true;
}

bool is_amount(std::string_view token) {
    // ^[0-9]+(?:\.[0-9]+)?$
    std::size_t i = 0;
    const std::size_t n = token.size();
    auto digits = [&] {
        const std::size_t start = i;
        while (i < n && token[i] >= '0' && token[i] <= '9') ++i;
        return i > start;
    };
    if (!digits()) return false;
    if (i == n) return true;
    if (token[i] != '.') return false;
    ++i;
    return digits() && i == n;
}

// "p" then ASCII digits; the number, or -1 if it is not that or above `cap`.
// Leading zeros are read as PHH readers read them (p02 is p2), by the
// document's checks, the replay and the lone action line alike.
long long player_number(std::string_view token, long long cap) {
    if (token.size() < 2 || token[0] != 'p') return -1;
    long long v = 0;
    for (std::size_t i = 1; i < token.size(); ++i) {
        const char c = token[i];
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
        if (v > cap) v = cap + 1;  // saturate: still "too big", never overflows
    }
    return v;
}

std::string join_words(const std::vector<std::string_view>& words, std::size_t from) {
    std::string out;
    for (std::size_t i = from; i < words.size(); ++i) {
        if (i > from) out += ' ';
        out.append(words[i]);
    }
    return out;
}

}  // namespace

Words split_words(std::string_view line) {
    Words w;
    each_word(line, [&](std::string_view word) {
        if (w.count < Words::kMaxWords) w.word[w.count] = word;
        ++w.count;
    });
    return w;
}

std::vector<std::string_view> all_words(std::string_view line) {
    std::vector<std::string_view> words;
    each_word(line, [&](std::string_view word) { words.push_back(word); });
    return words;
}

// The common spelling of an action, read without splitting: single spaces,
// no comment, a player 1..players without leading zeros, a valid card run or
// amount. False for anything else (read_step's general path then reads it,
// with its messages); true only where that path gives the same step.
bool read_plain(std::string_view line, int players, Step& step) {
    const char* p = line.data();
    const char* const end = p + line.size();
    auto player = [&](int& out) {
        if (p >= end || *p != 'p') return false;
        ++p;
        if (p >= end || *p < '1' || *p > '9') return false;
        int v = 0;
        while (p < end && *p >= '0' && *p <= '9' && v <= players) v = v * 10 + (*p++ - '0');
        if (v > players) return false;
        out = v;
        return true;
    };
    auto space = [&] { return p < end && *p++ == ' '; };
    auto lit = [&](std::string_view word) {
        if (static_cast<std::size_t>(end - p) < word.size() || std::string_view(p, word.size()) != word) return false;
        p += word.size();
        return true;
    };
    // A card run up to the end of the line.
    auto cards = [&](std::string_view& out) {
        const std::string_view token(p, static_cast<std::size_t>(end - p));
        if (token.empty() || token.size() % 2 != 0) return false;
        for (std::size_t k = 0; k < token.size() / 2; ++k) {
            if (card_at(token, k) == -2) return false;
        }
        out = token;
        p = end;
        return true;
    };
    if (line.size() >= 2 && line[0] == 'd' && line[1] == ' ') {
        p += 2;
        if (lit("dh ")) {
            step.verb = Verb::DealHole;
            return player(step.player) && space() && cards(step.cards);
        }
        if (lit("db ")) {
            step.verb = Verb::DealBoard;
            return cards(step.cards);
        }
        return false;
    }
    if (!player(step.player) || !space()) return false;
    if (lit("f") || lit("cc")) {
        step.verb = p[-1] == 'f' ? Verb::Fold : Verb::CheckOrCall;
        return p == end;
    }
    if (lit("cbr ")) {
        const std::string_view amount(p, static_cast<std::size_t>(end - p));
        if (!is_amount(amount)) return false;
        step.verb = Verb::BetOrRaise;
        step.amount = amount;
        return true;
    }
    if (lit("sm")) {
        step.verb = Verb::ShowOrMuck;
        if (p == end) {
            step.muck = true;
            return true;
        }
        if (!space()) return false;
        if (end - p == 1 && *p == '-') {
            step.muck = true;
            step.cards = std::string_view(p, 1);
            return true;
        }
        return cards(step.cards);
    }
    return false;
}

Step read_step(std::string_view line, int players) {
    {
        Step step;
        if (read_plain(line, players, step)) return step;
    }
    const Words w = split_words(line);
    auto bad = [&](const std::string& problem, std::string_view token) {
        fail(ErrorKind::Parse, "action " + py_repr(line) + ": token " + py_repr(token) + " " + problem);
    };
    auto player = [&](std::string_view token) {
        const long long p = player_number(token, players);
        if (p < 1 || p > players) bad("is not a player p1..p" + std::to_string(players), token);
        return static_cast<int>(p);
    };
    auto cards = [&](std::string_view token) {
        if (!is_card_run(token)) bad("is not a run of cards like AsKd (?? for an unknown card)", token);
        return token;
    };
    Step step;
    if (w.count == 0) {
        if (line.find('#') == std::string_view::npos) fail(ErrorKind::Parse, "action " + py_repr(line) + " is empty");
        step.verb = Verb::Comment;
        return step;
    }
    if (w.word[0] == "d") {
        if (w.count == 4 && w.word[1] == "dh") {
            step.verb = Verb::DealHole;
            step.player = player(w.word[2]);
            step.cards = cards(w.word[3]);
        } else if (w.count == 3 && w.word[1] == "db") {
            step.verb = Verb::DealBoard;
            step.cards = cards(w.word[2]);
        } else {
            bad("starts a dealer action; use \"d dh pN CARDS\" or \"d db CARDS\"", join_words(all_words(line), 1));
        }
        return step;
    }
    step.player = player(w.word[0]);
    const std::string_view verb = w.count > 1 ? w.word[1] : std::string_view();
    if ((verb == "f" || verb == "cc") && w.count == 2) {
        step.verb = verb == "f" ? Verb::Fold : Verb::CheckOrCall;
    } else if (verb == "cbr" && w.count == 3) {
        if (!is_amount(w.word[2])) bad("is not an amount like 300 or 12.5 (no commas, no sign)", w.word[2]);
        step.verb = Verb::BetOrRaise;
        step.amount = w.word[2];
    } else if (verb == "sm" && (w.count == 2 || w.count == 3)) {
        step.verb = Verb::ShowOrMuck;
        if (w.count == 3 && w.word[2] != "-") {
            step.cards = cards(w.word[2]);
        } else {
            step.muck = true;
            if (w.count == 3) step.cards = w.word[2];
        }
    } else if (verb == "pb" && w.count == 2) {
        step.verb = Verb::BringIn;
    } else if (verb == "sd" && (w.count == 2 || w.count == 3)) {
        step.verb = Verb::Discard;
        if (w.count == 3) step.cards = cards(w.word[2]);
    } else {
        bad("is not an action; use f, cc, cbr AMOUNT, sm [CARDS], pb or sd [CARDS]", verb.empty() ? line : verb);
    }
    return step;
}

}  // namespace xiapl::phh::detail

namespace xiapl::phh {

using detail::py_repr;

ActionSpan read_action(std::string_view line) {
    for (std::size_t i = 0; i < line.size();) {
        const std::size_t len = detail::utf8_sequence(line, i);
        if (len == 0) {
            fail(ErrorKind::Parse,
                 "action " + py_repr(line) + ": byte " + std::to_string(i) + " is not UTF-8; write the line in UTF-8");
        }
        i += len;
    }
    const std::size_t hash = line.find('#');
    const detail::Words w = detail::split_words(line);
    auto bad = [&](const std::string& problem) { fail(ErrorKind::Parse, "action " + py_repr(line) + ": " + problem); };
    auto player = [&](std::string_view token) {
        const long long p = detail::player_number(token, 1000000000);
        if (p < 1 || p > 1000000000) bad(py_repr(token) + " is not a player p1, p2, ...");
        return static_cast<int>(p);
    };
    auto cards = [&](std::string_view token) {
        if (!detail::is_card_run(token)) {
            bad(py_repr(token) + " is not a run of cards like AsKd (?? for an unknown card)");
        }
        return token;
    };
    ActionSpan a;
    if (hash != std::string_view::npos) {
        a.has_comment = true;
        a.comment = detail::strip(line.substr(hash + 1));
    }
    const auto& word = w.word;
    if (w.count == 0 && a.has_comment) {
        a.verb = Verb::Comment;
    } else if (w.count == 4 && word[0] == "d" && word[1] == "dh") {
        a.verb = Verb::DealHole;
        a.cards = cards(word[3]);
        a.player = player(word[2]);
    } else if (w.count == 3 && word[0] == "d" && word[1] == "db") {
        a.verb = Verb::DealBoard;
        a.cards = cards(word[2]);
        a.player = 0;
    } else if (w.count == 2 && (word[1] == "f" || word[1] == "cc")) {
        a.verb = word[1] == "f" ? Verb::Fold : Verb::CheckOrCall;
        a.player = player(word[0]);
    } else if (w.count == 3 && word[1] == "cbr") {
        if (!detail::is_amount(word[2])) {
            bad(py_repr(word[2]) + " is not an amount like 300 or 12.5 (no commas, no sign)");
        }
        a.verb = Verb::BetOrRaise;
        a.amount = word[2];
        a.player = player(word[0]);
    } else if ((w.count == 2 || w.count == 3) && word[1] == "sm") {
        a.verb = Verb::ShowOrMuck;
        if (w.count == 3) a.cards = word[2] == "-" ? word[2] : cards(word[2]);
        a.player = player(word[0]);
    } else if (w.count == 2 && word[1] == "pb") {
        a.verb = Verb::BringIn;
        a.player = player(word[0]);
    } else if ((w.count == 2 || w.count == 3) && word[1] == "sd") {
        a.verb = Verb::Discard;
        if (w.count == 3) a.cards = cards(word[2]);
        a.player = player(word[0]);
    } else {
        bad("use \"d dh pN CARDS\", \"d db CARDS\", or \"pN\" with f, cc, cbr AMOUNT, sm [CARDS], pb or sd "
            "[CARDS]");
    }
    return a;
}

Action parse_action(std::string_view line) {
    const ActionSpan span = read_action(line);
    Action a;
    a.verb = span.verb;
    a.player = span.player;
    a.cards = std::string(span.cards);
    a.amount = std::string(span.amount);
    a.comment = std::string(span.comment);
    a.has_comment = span.has_comment;
    return a;
}

std::string format_action(const Action& action) {
    std::string out;
    const std::string p = "p" + std::to_string(action.player);
    switch (action.verb) {
        case Verb::DealHole:
            out = "d dh " + p + " " + action.cards;
            break;
        case Verb::DealBoard:
            out = "d db " + action.cards;
            break;
        case Verb::Fold:
            out = p + " f";
            break;
        case Verb::CheckOrCall:
            out = p + " cc";
            break;
        case Verb::BetOrRaise:
            out = p + " cbr " + action.amount;
            break;
        case Verb::ShowOrMuck:
            out = p + " sm";
            if (!action.cards.empty()) out += " " + action.cards;
            break;
        case Verb::BringIn:
            out = p + " pb";
            break;
        case Verb::Discard:
            out = p + " sd";
            if (!action.cards.empty()) out += " " + action.cards;
            break;
        case Verb::Comment:
            return "# " + action.comment;
    }
    if (action.has_comment) out += " # " + action.comment;
    return out;
}

CardMask action_cards(const Action& action) {
    const std::string_view token = action.cards;
    if (token.empty() || token == "-") return 0;
    if (!detail::is_card_run(token)) {
        fail(ErrorKind::InvalidArgument, py_repr(token) + " is not a run of cards like AsKd (?? for an unknown card)");
    }
    CardMask mask = 0;
    for (std::size_t k = 0; k < token.size() / 2; ++k) {
        const int id = detail::card_at(token, k);
        if (id >= 0) mask |= bit(id);
    }
    return mask;
}

WrittenCards action_written_cards(const Action& action) { return written_cards(action.cards); }

WrittenCards written_cards(std::string_view token) {
    WrittenCards out;
    if (token.empty() || token == "-") return out;
    if (!detail::is_card_run(token)) {
        fail(ErrorKind::InvalidArgument, py_repr(token) + " is not a run of cards like AsKd (?? for an unknown card)");
    }
    for (std::size_t k = 0; k < token.size() / 2; ++k) {
        const int id = detail::card_at(token, k);
        if (id >= 0) {
            out.known.push_back(static_cast<CardId>(id));
        } else {
            ++out.unknown;
        }
    }
    return out;
}

}  // namespace xiapl::phh
