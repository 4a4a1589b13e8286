// The TOML reader of PHH texts: TOML 1.0 key/value pairs, [name] tables,
// every value type, comments. Dotted keys and arrays of tables are refused
// (PHH does not use them). Every error names the line and column.
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <tuple>
#include <utility>

#include "internal.hpp"

namespace xiapl::phh::detail {

namespace {

bool is_bare_key_char(char c) { return has_class(c, kBare); }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

class Reader {
  public:
    Reader(std::string_view text, Document& doc) : s_(text), doc_(doc) {}

    void run() {
        doc_.root.kind = Value::Kind::Table;
        doc_.root.fields.reserve(16);
        doc_.root_lines.fields.reserve(16);
        doc_.child_lines.reserve(16);
        doc_.item_lines.reserve(64);
        if (s_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;  // a UTF-8 byte order mark
        KeyIndex root_keys;
        KeyIndex table_keys;
        Value* table = &doc_.root;
        TableLines* lines = &doc_.root_lines;
        KeyIndex* keys = &root_keys;
        bool at_root = true;
        while (true) {
            skip_spaces();
            if (eof()) break;
            const char c = s_[i_];
            if (c == '#') {
                comment();
            } else if (c == '\n' || c == '\r') {
                newline();
                continue;
            } else if (c == '[') {
                const std::size_t index = header(root_keys);
                table = &doc_.root.fields[index].second;
                lines = &doc_.child_lines[index];
                table_keys = KeyIndex();
                keys = &table_keys;
                at_root = false;
                end_of_line("the table header");
            } else {
                key_value(*table, lines, *keys, at_root);
                end_of_line("the value");
            }
        }
    }

  private:
    std::string_view s_;
    std::size_t i_ = 0;
    int line_ = 1;
    std::size_t line_start_ = 0;
    Document& doc_;

    bool eof() const { return i_ >= s_.size(); }
    char peek(std::size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
    bool has(std::size_t k) const { return i_ + k < s_.size(); }

    [[noreturn]] void error_at(int line, std::size_t column, const std::string& problem) const {
        fail(ErrorKind::Parse, "line " + std::to_string(line) + ", column " + std::to_string(column) +
                                   ": not valid PHH/TOML: " + problem);
    }
    [[noreturn]] void error(const std::string& problem) const { error_at(line_, i_ - line_start_ + 1, problem); }

    // What is at the cursor, for messages.
    std::string found() const {
        if (eof()) return "the end of the text";
        const char c = s_[i_];
        if (c == '\n' || c == '\r') return "the end of the line";
        if (c == '\t') return "a tab";
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "U+%04X", u);
            return std::string("the control character ") + buf;
        }
        std::size_t len = u < 0x80 ? 1 : utf8_sequence(s_, i_);
        if (len == 0) return "a byte that is not UTF-8";
        return py_repr(s_.substr(i_, len));
    }

    void skip_spaces() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
    }

    void mark_newline() {
        ++line_;
        line_start_ = i_;
    }

    // At '\n' or '\r': consumes a line break (LF or CRLF).
    void newline() {
        if (s_[i_] == '\r') {
            if (peek(1) != '\n') error("a carriage return must be followed by a line feed");
            ++i_;
        }
        ++i_;
        mark_newline();
    }

    // At '#': the comment up to (not including) its line break.
    void comment() {
        ++i_;
        while (i_ < s_.size()) {
            const auto c = static_cast<unsigned char>(s_[i_]);
            if (c == '\n') return;
            if (c == '\r' && peek(1) == '\n') return;
            if (c < 0x80) {
                if ((c < 0x20 && c != '\t') || c == 0x7F) error("a comment holds " + found() + "; remove it");
                ++i_;
                continue;
            }
            const std::size_t len = utf8_sequence(s_, i_);
            if (len == 0) error("a comment holds a byte that is not UTF-8; save the file as UTF-8");
            i_ += len;
        }
    }

    void end_of_line(const char* what) {
        skip_spaces();
        if (eof()) return;
        if (s_[i_] == '#') comment();
        if (eof()) return;
        if (s_[i_] == '\n' || s_[i_] == '\r') {
            newline();
            return;
        }
        error(std::string("expected the end of the line after ") + what + ", found " + found() +
              " (one key = value per line)");
    }

    // Whitespace, line breaks and comments inside an array.
    void skip_blank() {
        while (i_ < s_.size()) {
            const char c = s_[i_];
            if (c == ' ' || c == '\t') {
                ++i_;
            } else if (c == '\n' || c == '\r') {
                newline();
            } else if (c == '#') {
                comment();
            } else {
                return;
            }
        }
    }

    bool value_ends_here() const {
        if (eof()) return true;
        const char c = s_[i_];
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ']' || c == '}' || c == '#';
    }

    void expect_value_end(const char* what) {
        if (!value_ends_here()) error(std::string("unexpected ") + found() + " after " + what);
    }

    // [name]: the index of the new root field.
    std::size_t header(KeyIndex& root_keys) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        ++i_;
        if (peek() == '[') {
            error("arrays of tables ([[name]]) are not part of PHH; write each hand as a table [1], [2], ...");
        }
        skip_spaces();
        std::string name = key();
        skip_spaces();
        if (peek() == '.') {
            error("dotted table names ([a.b]) are not part of PHH; write each hand as a table [1], [2], ...");
        }
        if (peek() != ']') error("expected ']' to close the table header, found " + found());
        ++i_;
        if (!root_keys.insert(doc_.root.fields, name)) {
            error_at(line, column, "the table [" + name + "] is defined twice, or its name is already a key");
        }
        Value table;
        table.kind = Value::Kind::Table;
        doc_.root.fields.emplace_back(std::move(name), std::move(table));
        doc_.root_lines.fields.push_back(FieldLines{line, 0, 0});
        doc_.child_lines.emplace_back();
        doc_.child_lines.back().line = line;
        return doc_.root.fields.size() - 1;
    }

    std::string key() {
        const char c = peek();
        if (c == '"') {
            if (peek(1) == '"' && peek(2) == '"') error("a key cannot be a multi-line string");
            std::string name;
            basic_string(name);
            return name;
        }
        if (c == '\'') {
            if (peek(1) == '\'' && peek(2) == '\'') error("a key cannot be a multi-line string");
            std::string name;
            literal_string(name);
            return name;
        }
        const std::size_t start = i_;
        while (i_ < s_.size() && is_bare_key_char(s_[i_])) ++i_;
        if (i_ == start) {
            error("expected a key (letters, digits, '_' and '-', or a quoted string), found " + found());
        }
        return std::string(s_.substr(start, i_ - start));
    }

    // key = value into `table`; `lines` records where (null: inside a value).
    void key_value(Value& table, TableLines* lines, KeyIndex& keys, bool at_root, int depth = 0) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        std::string name = key();
        skip_spaces();
        if (peek() == '.') {
            error(
                "dotted keys (a.b = ...) are not part of PHH; write the key whole, or an inline table "
                "a = {b = ...}");
        }
        if (peek() != '=') error("expected '=' after the key " + py_repr(name) + ", found " + found());
        ++i_;
        skip_spaces();
        if (!keys.insert(table.fields, name)) {
            error_at(line, column, "the key " + py_repr(name) + " is defined twice; a table holds each key once");
        }
        FieldLines field{line, static_cast<std::uint32_t>(doc_.item_lines.size()), 0};
        // The value is read in place (nothing else is added to `table` or to
        // doc_.child_lines meanwhile: a nested table's keys go to its own).
        Value& v =
            table.fields.emplace_back(std::piecewise_construct, std::forward_as_tuple(std::move(name)), std::tuple<>())
                .second;
        TableLines* child = nullptr;
        if (at_root) {
            child = &doc_.child_lines.emplace_back();
            child->line = line;
        }
        value(v, depth + 1, lines != nullptr, child);
        field.items_end = static_cast<std::uint32_t>(doc_.item_lines.size());
        if (lines != nullptr) lines->fields.push_back(field);
    }

    // `record`: keep the lines of an array's items; `sink`: the lines of an
    // inline table's keys (a hand written inline).
    void value(Value& out, int depth, bool record, TableLines* sink) {
        if (depth > kMaxDepth) error("values nest deeper than " + std::to_string(kMaxDepth) + " levels");
        if (eof() || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '#') {
            error("expected a value, found " + found());
        }
        const char c = s_[i_];
        switch (c) {
            case '"':
                out.kind = Value::Kind::String;
                if (peek(1) == '"' && peek(2) == '"') {
                    multiline_basic_string(out.text);
                } else {
                    basic_string(out.text);
                }
                return;
            case '\'':
                out.kind = Value::Kind::String;
                if (peek(1) == '\'' && peek(2) == '\'') {
                    multiline_literal_string(out.text);
                } else {
                    literal_string(out.text);
                }
                return;
            case '[':
                array(out, depth, record);
                return;
            case '{':
                inline_table(out, depth, sink);
                return;
            case 't':
            case 'f': {
                const std::string_view word = c == 't' ? "true" : "false";
                if (s_.substr(i_, word.size()) != word) break;
                i_ += word.size();
                expect_value_end(c == 't' ? "true" : "false");
                out.kind = Value::Kind::Bool;
                out.boolean = c == 't';
                return;
            }
            default:
                if (is_digit(c) || c == '+' || c == '-' || c == 'i' || c == 'n') {
                    number_or_date(out);
                    return;
                }
        }
        error(
            "expected a value (a \"string\", a number, true or false, a date, an [array] or an {inline table}), "
            "found " +
            found());
    }

    // ---------------------------------------------------------------- strings

    void append_checked(std::string& out, bool allow_newline) {
        const auto c = static_cast<unsigned char>(s_[i_]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && !(allow_newline && c == '\n')) || c == 0x7F) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "%04X", c);
                error(std::string("a string holds the control character U+") + buf + "; write it as \\u" + buf);
            }
            out += static_cast<char>(c);
            ++i_;
            return;
        }
        const std::size_t len = utf8_sequence(s_, i_);
        if (len == 0) error("a string holds a byte that is not UTF-8; save the file as UTF-8");
        out.append(s_.substr(i_, len));
        i_ += len;
    }

    unsigned hex_digits(int count) {
        unsigned v = 0;
        for (int k = 0; k < count; ++k) {
            const char c = peek();
            int d = -1;
            if (c >= '0' && c <= '9') d = c - '0';
            if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
            if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
            if (d < 0 || eof()) {
                error("a \\u escape takes " + std::to_string(count) + " hex digits (\\u00e9, \\U0001F0A1)");
            }
            v = v * 16 + static_cast<unsigned>(d);
            ++i_;
        }
        return v;
    }

    // At '\\' in a basic string.
    void escape(std::string& out) {
        ++i_;
        const char c = peek();
        if (eof()) error("a string ends in the middle of an escape");
        ++i_;
        switch (c) {
            case 'b':
                out += '\b';
                return;
            case 't':
                out += '\t';
                return;
            case 'n':
                out += '\n';
                return;
            case 'f':
                out += '\f';
                return;
            case 'r':
                out += '\r';
                return;
            case '"':
                out += '"';
                return;
            case '\\':
                out += '\\';
                return;
            case 'u':
            case 'U': {
                const unsigned cp = hex_digits(c == 'u' ? 4 : 8);
                if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
                    char buf[16];
                    std::snprintf(buf, sizeof buf, "%X", cp);
                    error(std::string("the escape names U+") + buf + ", which is not a Unicode scalar value");
                }
                append_utf8(out, cp);
                return;
            }
            default:
                --i_;
                error("invalid escape \\" + found() +
                      "; TOML knows \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX (write \\\\ for a backslash)");
        }
    }

    void basic_string(std::string& out) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        ++i_;
        while (true) {
            if (eof()) error_at(line, column, "the string is not closed; end it with \" on the same line");
            const char c = s_[i_];
            if (c == '"') {
                ++i_;
                return;
            }
            if (c == '\\') {
                escape(out);
            } else if (c == '\n' || c == '\r') {
                error_at(line, column,
                         "the string is not closed on its line; end it with \" (use \"\"\" for text over lines)");
            } else {
                // A run of plain ASCII at once.
                std::size_t j = i_;
                while (j < s_.size() && has_class(s_[j], kBasic)) ++j;
                if (j > i_) {
                    out.append(s_.substr(i_, j - i_));
                    i_ = j;
                } else {
                    append_checked(out, false);
                }
            }
        }
    }

    void literal_string(std::string& out) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        ++i_;
        while (true) {
            if (eof()) error_at(line, column, "the string is not closed; end it with ' on the same line");
            const char c = s_[i_];
            if (c == '\'') {
                ++i_;
                return;
            }
            if (c == '\n' || c == '\r') {
                error_at(line, column,
                         "the string is not closed on its line; end it with ' (use ''' for text over lines)");
            }
            // A run of plain ASCII at once.
            std::size_t j = i_;
            while (j < s_.size() && has_class(s_[j], kLiteral)) ++j;
            if (j > i_) {
                out.append(s_.substr(i_, j - i_));
                i_ = j;
            } else {
                append_checked(out, false);
            }
        }
    }

    // After the opening quotes: a line break right there is not content.
    void skip_first_newline() {
        if (peek() == '\n') {
            ++i_;
            mark_newline();
        } else if (peek() == '\r' && peek(1) == '\n') {
            i_ += 2;
            mark_newline();
        }
    }

    // At a line break inside a multi-line string: appends '\n'.
    void string_newline(std::string& out) {
        newline();
        out += '\n';
    }

    // At `quote` x3 or more: the closing delimiter, with up to two quotes of
    // content before it. False if fewer than three quotes.
    bool closing(std::string& out, char quote) {
        std::size_t q = 0;
        while (has(q) && s_[i_ + q] == quote) ++q;
        if (q < 3) return false;
        if (q > 5) error(std::string("too many ") + quote + " in a row to end a multi-line string");
        out.append(q - 3, quote);
        i_ += q;
        return true;
    }

    void multiline_basic_string(std::string& out) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        i_ += 3;
        skip_first_newline();
        while (true) {
            if (eof()) error_at(line, column, "the multi-line string is not closed; end it with \"\"\"");
            const char c = s_[i_];
            if (c == '"') {
                if (closing(out, '"')) return;
                out += '"';
                ++i_;
            } else if (c == '\\') {
                // A line-ending backslash trims the break and the blanks after it.
                std::size_t j = i_ + 1;
                while (j < s_.size() && (s_[j] == ' ' || s_[j] == '\t')) ++j;
                if (j < s_.size() && (s_[j] == '\n' || s_[j] == '\r')) {
                    i_ = j;
                    while (i_ < s_.size()) {
                        const char d = s_[i_];
                        if (d == ' ' || d == '\t') {
                            ++i_;
                        } else if (d == '\n' || d == '\r') {
                            newline();
                        } else {
                            break;
                        }
                    }
                } else {
                    escape(out);
                }
            } else if (c == '\n' || c == '\r') {
                string_newline(out);
            } else {
                append_checked(out, false);
            }
        }
    }

    void multiline_literal_string(std::string& out) {
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        i_ += 3;
        skip_first_newline();
        while (true) {
            if (eof()) error_at(line, column, "the multi-line string is not closed; end it with '''");
            const char c = s_[i_];
            if (c == '\'') {
                if (closing(out, '\'')) return;
                out += '\'';
                ++i_;
            } else if (c == '\n' || c == '\r') {
                string_newline(out);
            } else {
                append_checked(out, false);
            }
        }
    }

    // ------------------------------------------------------ arrays and tables

    void array(Value& out, int depth, bool record) {
        out.kind = Value::Kind::Array;
        ++i_;
        while (true) {
            skip_blank();
            if (eof()) error("the array is not closed; end it with ']'");
            if (s_[i_] == ']') {
                ++i_;
                return;
            }
            if (record) doc_.item_lines.push_back(line_);
            // Room for 8 items, then 4 times as many: an actions list of 20 to 30
            // lines is moved once, not twice.
            if (out.items.size() == out.items.capacity())
                out.items.reserve(out.items.empty() ? 8 : 4 * out.items.size());
            // Read in place: a nested array fills its own items.
            value(out.items.emplace_back(), depth + 1, false, nullptr);
            skip_blank();
            if (eof()) error("the array is not closed; end it with ']'");
            if (s_[i_] == ',') {
                ++i_;
            } else if (s_[i_] == ']') {
                ++i_;
                return;
            } else {
                error("expected ',' or ']' after an array item, found " + found());
            }
        }
    }

    void inline_table(Value& out, int depth, TableLines* sink) {
        out.kind = Value::Kind::Table;
        ++i_;
        KeyIndex keys;
        skip_spaces();
        if (peek() == '}') {
            ++i_;
            return;
        }
        while (true) {
            skip_spaces();
            if (eof() || s_[i_] == '\n' || s_[i_] == '\r') {
                error("an inline table must be on one line (TOML 1.0); close it with '}'");
            }
            key_value(out, sink, keys, false, depth);
            skip_spaces();
            if (eof() || s_[i_] == '\n' || s_[i_] == '\r') {
                error("an inline table must be on one line (TOML 1.0); close it with '}'");
            }
            if (s_[i_] == ',') {
                ++i_;
                skip_spaces();
                if (peek() == '}') error("a trailing comma is not allowed in an inline table (TOML 1.0)");
            } else if (s_[i_] == '}') {
                ++i_;
                return;
            } else {
                error("expected ',' or '}' after an inline table's value, found " + found());
            }
        }
    }

    // ------------------------------------------------- numbers, dates, times

    bool digits_at(std::size_t at, std::size_t count) const {
        for (std::size_t k = 0; k < count; ++k) {
            if (at + k >= s_.size() || !is_digit(s_[at + k])) return false;
        }
        return true;
    }

    int two(std::size_t at) const { return (s_[at] - '0') * 10 + (s_[at + 1] - '0'); }

    // HH:MM:SS(.fraction)? at i_; false if not that shape.
    void time_part(const char* what) {
        if (!digits_at(i_, 2) || peek(2) != ':' || !digits_at(i_ + 3, 2) || peek(5) != ':' || !digits_at(i_ + 6, 2)) {
            error(std::string("a ") + what + " needs a time HH:MM:SS (like 07:32:00)");
        }
        const int h = two(i_);
        const int m = two(i_ + 3);
        const int sec = two(i_ + 6);
        if (h > 23 || m > 59 || sec > 59) error("the time " + std::string(s_.substr(i_, 8)) + " is out of range");
        i_ += 8;
        if (peek() == '.') {
            ++i_;
            const std::size_t start = i_;
            while (i_ < s_.size() && is_digit(s_[i_])) ++i_;
            if (i_ == start) error("a time's fraction of a second needs digits after '.'");
        }
    }

    void number_or_date(Value& out) {
        const std::size_t start = i_;
        const int line = line_;
        const std::size_t column = i_ - line_start_ + 1;
        // The common case first: a plain decimal integer (its digits, then no
        // ':' of a time; a date's '-' is part of the token, so not plain).
        {
            std::size_t j = i_;
            std::int64_t v = 0;
            while (j < s_.size() && j - i_ < 18 && is_digit(s_[j])) v = v * 10 + (s_[j++] - '0');
            const std::size_t len = j - i_;
            if (len > 0 && (s_[i_] != '0' || len == 1) &&
                (j == s_.size() || (!has_class(s_[j], kNumber) && s_[j] != ':'))) {
                i_ = j;
                out.kind = Value::Kind::Int;
                out.integer = v;
                expect_value_end("a number");
                return;
            }
        }
        if (digits_at(i_, 4) && peek(4) == '-') {
            // A date, maybe with a time and an offset.
            if (!digits_at(i_ + 5, 2) || peek(7) != '-' || !digits_at(i_ + 8, 2)) {
                error("a date is YYYY-MM-DD (like 2009-11-21)");
            }
            const int year = (s_[i_] - '0') * 1000 + two(i_ + 1) * 10 + (s_[i_ + 3] - '0');
            const int month = two(i_ + 5);
            const int day = two(i_ + 8);
            static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
            const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
            if (month < 1 || month > 12 || day < 1 || day > kDays[month - 1] || (month == 2 && day == 29 && !leap) ||
                year < 1) {
                error("the date " + std::string(s_.substr(i_, 10)) + " does not exist");
            }
            i_ += 10;
            const char sep = peek();
            if (sep == 'T' || sep == 't' || (sep == ' ' && digits_at(i_ + 1, 2) && peek(3) == ':')) {
                ++i_;
                time_part("date-time");
                if (peek() == 'Z' || peek() == 'z') {
                    ++i_;
                } else if (peek() == '+' || peek() == '-') {
                    if (!digits_at(i_ + 1, 2) || peek(3) != ':' || !digits_at(i_ + 4, 2)) {
                        error("a time offset is +HH:MM or -HH:MM (or Z)");
                    }
                    if (two(i_ + 1) > 23 || two(i_ + 4) > 59) error("the time offset is out of range");
                    i_ += 6;
                }
            }
            expect_value_end("a date");
            out.kind = Value::Kind::DateTime;
            out.text = std::string(s_.substr(start, i_ - start));
            return;
        }
        if (digits_at(i_, 2) && peek(2) == ':') {
            time_part("time");
            expect_value_end("a time");
            out.kind = Value::Kind::DateTime;
            out.text = std::string(s_.substr(start, i_ - start));
            return;
        }
        // A number: the token, then its grammar.
        std::size_t j = i_;
        while (j < s_.size() && has_class(s_[j], kNumber)) ++j;
        const std::string_view token = s_.substr(i_, j - i_);
        i_ = j;
        number(token, out, line, column);
        expect_value_end("a number");
    }

    [[noreturn]] void bad_number(std::string_view token, int line, std::size_t column, const std::string& why) const {
        error_at(line, column, py_repr(token) + " is not a TOML number: " + why);
    }

    // Digits with single underscores between them; appends the digits.
    // False if the shape is wrong.
    static bool digit_run(std::string_view t, std::size_t& k, std::string& into, bool (*is_d)(char)) {
        const std::size_t start = k;
        bool last_digit = false;
        while (k < t.size()) {
            const char c = t[k];
            if (is_d(c)) {
                into += c;
                last_digit = true;
            } else if (c == '_') {
                if (!last_digit) return false;
                last_digit = false;
            } else {
                break;
            }
            ++k;
        }
        return k > start && last_digit;
    }

    void number(std::string_view t, Value& out, int line, std::size_t column) const {
        std::size_t k = 0;
        bool negative = false;
        const bool signed_ = !t.empty() && (t[0] == '+' || t[0] == '-');
        if (signed_) {
            negative = t[0] == '-';
            k = 1;
        }
        const std::string_view rest = t.substr(k);
        if (!rest.empty() && ((rest[0] >= 'a' && rest[0] <= 'z') || (rest[0] >= 'A' && rest[0] <= 'Z')) &&
            rest != "inf" && rest != "nan") {
            error_at(line, column,
                     "expected a value, found the bare word " + py_repr(t) + "; write text in quotes (\"" +
                         std::string(t) + "\")");
        }
        if (rest == "inf" || rest == "nan") {
            out.kind = Value::Kind::Float;
            out.text = rest == "nan" ? "nan" : (negative ? "-inf" : "inf");
            return;
        }
        if (rest.size() >= 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'o' || rest[1] == 'b')) {
            if (signed_) bad_number(t, line, column, "a hex, octal or binary integer takes no sign");
            const int base = rest[1] == 'x' ? 16 : rest[1] == 'o' ? 8 : 2;
            auto is_d = base == 16
                            ? +[](char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
                        : base == 8 ? +[](char c) { return c >= '0' && c <= '7'; }
                                    : +[](char c) { return c == '0' || c == '1'; };
            std::string digits;
            std::size_t p = 2;
            if (!digit_run(rest, p, digits, is_d) || p != rest.size()) {
                bad_number(t, line, column, "write digits of its base, with '_' only between digits");
            }
            unsigned long long v = 0;
            for (const char c : digits) {
                const unsigned d =
                    is_digit(c) ? static_cast<unsigned>(c - '0') : static_cast<unsigned>((c | 0x20) - 'a' + 10);
                if (v > (static_cast<unsigned long long>(INT64_MAX) - d) / static_cast<unsigned>(base)) {
                    bad_number(t, line, column, "it is beyond the 64-bit integer range");
                }
                v = v * static_cast<unsigned>(base) + d;
            }
            out.kind = Value::Kind::Int;
            out.integer = static_cast<std::int64_t>(v);
            return;
        }
        // Decimal: int part, then an optional fraction and exponent.
        std::string clean;
        if (negative) clean += '-';
        std::size_t p = k;
        auto dec = +[](char c) { return is_digit(c); };
        if (!digit_run(t, p, clean, dec)) {
            bad_number(t, line, column, "write digits, with '_' only between digits (1000, 1_000, 12.5, 1e6)");
        }
        const std::size_t int_digits = clean.size() - (negative ? 1 : 0);
        if (t[k] == '0' && int_digits > 1) bad_number(t, line, column, "leading zeros are not allowed");
        bool is_float = false;
        if (p < t.size() && t[p] == '.') {
            is_float = true;
            clean += '.';
            ++p;
            if (!digit_run(t, p, clean, dec)) {
                bad_number(t, line, column, "a decimal point needs digits on both sides (12.0, 0.5)");
            }
        }
        if (p < t.size() && (t[p] == 'e' || t[p] == 'E')) {
            is_float = true;
            clean += 'e';
            ++p;
            if (p < t.size() && (t[p] == '+' || t[p] == '-')) clean += t[p++];
            if (!digit_run(t, p, clean, dec)) bad_number(t, line, column, "an exponent needs digits (1e6, 2.5E-3)");
        }
        if (p != t.size()) bad_number(t, line, column, "unexpected " + py_repr(t.substr(p, 1)));
        if (!is_float) {
            std::int64_t v = 0;
            const auto r = std::from_chars(clean.data(), clean.data() + clean.size(), v);
            if (r.ec != std::errc() || r.ptr != clean.data() + clean.size()) {
                bad_number(t, line, column, "it is beyond the 64-bit integer range");
            }
            out.kind = Value::Kind::Int;
            out.integer = v;
            return;
        }
        double d = 0;
        if (!to_double(clean, d)) bad_number(t, line, column, "it is not a float");
        out.kind = Value::Kind::Float;
        out.text = float_repr(d);
    }
};

}  // namespace

Document parse_toml(std::string_view text) {
    Document doc;
    Reader(text, doc).run();
    return doc;
}

}  // namespace xiapl::phh::detail
