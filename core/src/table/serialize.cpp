// Table rules: a state as text, and back by replaying it.
//
//   xiapl-table-state 1
//   config <game> <betting> <button> <min_bet> <random_holes> <seed> [<small_bet> <big_bet>]
//                                   (the bet sizes are written for fixed limit only)
//   stacks <chips per seat>
//   antes <chips per seat, or nothing>
//   blinds <chips per seat, or nothing>
//   holes <card mask per seat, or nothing>
//   hole-order <per seat: card ids joined by ",", or "-">
//                                   only when a seat's cards were given out of card-id order
//   bring_in <chips>                stud games with a bring-in only
//   draws <count>                   draw games given a count of draws only
//   act <seat> <kind> <amount>      an action (kind: ActionKind's value)
//   discard <seat> <cards> <unknown> [<ids>]  a draw: the cards discarded (0 0: stood pat)
//   hole <seat> <cards> <up> <unknown> [<ids>]  hole cards given by the caller
//   hole-drawn <seat> <cards> <up>  hole cards drawn from the seeded stream
//   fold <seat>                     a fold when checking was free, from a hand history
//   deal <card mask> [<ids>]        board cards given by the caller
//
// [<ids>]: the cards in the order given, one card id a word (-1: unknown),
// written only when the order is not the one the masks give (card-id order;
// a hole deal: face-down, unknown, then face-up cards).
//   draw <card mask>                board cards drawn from the seeded stream
//   written-hole <PHH action>       a replayed board game's hole deal line, as written
//   written-show <steps> <PHH action>  a replayed hand's show, muck or commentary line, after <steps> steps
//   written-step <index> <PHH action>  the line history step <index> was replayed from
//
// Reading builds the state from the config and replays each step through the
// rules: a text can only give a state the rules could reach.
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {

namespace {

constexpr std::string_view kHeader = "xiapl-table-state 1";

// " <id> <id> ...", or nothing when `run` is `plain`.
std::string run_words(const CardRun& run, const CardRun& plain) {
    if (run == plain) return "";
    std::string out;
    for (std::uint8_t k = 0; k < run.size; ++k) out += ' ' + std::to_string(run.ids[k]);
    return out;
}

CardRun plain_hole_run(const Action& a) {
    CardRun run = CardRun::of(a.cards & ~a.up);
    for (int k = 0; k < a.unknown; ++k) run.push(kUnknownCard);
    const CardRun up = CardRun::of(a.up);
    for (std::uint8_t k = 0; k < up.size; ++k) run.push(up.ids[k]);
    return run;
}

template <typename T>
void put_list(std::string& out, std::string_view name, const std::vector<T>& values) {
    out += name;
    for (T v : values) out += ' ' + std::to_string(v);
    out += '\n';
}

// Reads the lines of a serialized state, with errors that name the line.
class Reader {
  public:
    explicit Reader(std::string_view text) : text_(text) {}

    bool next_line() {
        if (pos_ >= text_.size()) return false;
        std::size_t end = text_.find('\n', pos_);
        if (end == std::string_view::npos) end = text_.size();
        line_ = text_.substr(pos_, end - pos_);
        pos_ = end + 1;
        ++number_;
        return true;
    }

    std::vector<std::string_view> words() const {
        std::vector<std::string_view> out;
        std::size_t i = 0;
        while (i < line_.size()) {
            std::size_t j = line_.find(' ', i);
            if (j == std::string_view::npos) j = line_.size();
            if (j == i) fail_here("two spaces in a row; words are separated by one space");
            out.push_back(line_.substr(i, j - i));
            i = j + 1;
        }
        if (!line_.empty() && line_.back() == ' ') fail_here("a space at the end of the line");
        return out;
    }

    template <typename T>
    T number(std::string_view word, std::string_view what) const {
        T value{};
        auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (error != std::errc() || end != word.data() + word.size()) {
            fail_here(std::string(what) + " \"" + printable(word) + "\" is not an integer in range");
        }
        return value;
    }

    std::string_view line() const { return line_; }
    std::size_t line_number() const { return number_; }

    [[noreturn]] void fail_here(const std::string& detail) const {
        fail(ErrorKind::Parse, "table state text, line " + std::to_string(number_) + ": " + detail);
    }

  private:
    static std::string printable(std::string_view word) {
        std::string out;
        for (char c : word.substr(0, 40)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
        return word.size() > 40 ? out + "..." : out;
    }

    std::string_view text_;
    std::string_view line_;
    std::size_t pos_ = 0;
    std::size_t number_ = 0;
};

// The next line, which must start with `keyword`; its other words.
std::vector<std::string_view> expect(Reader& in, std::string_view keyword) {
    if (!in.next_line())
        fail(ErrorKind::Parse, "table state text ends before its \"" + std::string(keyword) + "\" line");
    auto words = in.words();
    if (words.empty() || words[0] != keyword) {
        in.fail_here("expected the \"" + std::string(keyword) + "\" line");
    }
    words.erase(words.begin());
    return words;
}

// The card ids of words[from...] as a run.
CardRun read_run(const Reader& in, const std::vector<std::string_view>& words, std::size_t from) {
    std::vector<CardId> ids;
    for (std::size_t k = from; k < words.size(); ++k) ids.push_back(in.number<CardId>(words[k], "card id"));
    return CardRun::from(ids, "cards in order");
}

template <typename T>
std::vector<T> read_list(Reader& in, std::string_view keyword, std::size_t seats, bool may_be_empty) {
    const auto words = expect(in, keyword);
    if (!(words.size() == seats || (may_be_empty && words.empty()))) {
        in.fail_here("\"" + std::string(keyword) + "\" has " + std::to_string(words.size()) + " value(s) for " +
                     std::to_string(seats) + " seats");
    }
    std::vector<T> out;
    for (auto w : words) out.push_back(in.number<T>(w, keyword));
    return out;
}

}  // namespace

std::string serialize_table_state(const TableState& state) {
    const TableConfig& c = state.config();
    std::string out(kHeader);
    out += "\nconfig " + std::to_string(static_cast<int>(c.game)) + ' ' + std::to_string(static_cast<int>(c.betting)) +
           ' ' + std::to_string(c.button) + ' ' + std::to_string(c.min_bet) + ' ' +
           std::to_string(c.random_holes ? 1 : 0) + ' ' + std::to_string(c.seed);
    if (c.betting == Betting::FixedLimit) out += ' ' + std::to_string(c.small_bet) + ' ' + std::to_string(c.big_bet);
    out += '\n';
    put_list(out, "stacks", c.stacks);
    put_list(out, "antes", c.antes);
    put_list(out, "blinds", c.blinds);
    put_list(out, "holes", c.holes);
    bool ordered = false;
    for (std::size_t i = 0; i < c.hole_order.size(); ++i) {
        ordered = ordered || (!c.hole_order[i].empty() && c.hole_order[i] != CardRun::of(c.holes[i]).known_ids());
    }
    if (ordered) {
        out += "hole-order";
        for (const auto& order : c.hole_order) {
            out += ' ';
            if (order.empty()) out += '-';
            for (std::size_t k = 0; k < order.size(); ++k) {
                if (k > 0) out += ',';
                out += std::to_string(order[k]);
            }
        }
        out += '\n';
    }
    if (c.bring_in != 0) out += "bring_in " + std::to_string(c.bring_in) + '\n';
    if (c.draws != 0) out += "draws " + std::to_string(c.draws) + '\n';
    for (const Action& a : state.history()) {
        if (a.seat < 0 && a.to >= 0) {
            out += (a.drawn ? "hole-drawn " : "hole ") + std::to_string(a.to) + ' ' + std::to_string(a.cards) + ' ' +
                   std::to_string(a.up) +
                   (a.drawn ? std::string() : ' ' + std::to_string(a.unknown) + run_words(a.run, plain_hole_run(a))) +
                   '\n';
        } else if (a.kind == ActionKind::Discard) {
            CardRun plain = CardRun::of(a.cards);
            for (int k = 0; k < a.unknown; ++k) plain.push(kUnknownCard);
            out += "discard " + std::to_string(a.seat) + ' ' + std::to_string(a.cards) + ' ' +
                   std::to_string(a.unknown) + run_words(a.run, plain) + '\n';
        } else if (a.seat < 0) {
            out += (a.drawn ? "draw " : "deal ") + std::to_string(a.cards) +
                   (a.drawn ? std::string() : run_words(a.run, CardRun::of(a.cards))) + '\n';
        } else if (a.needless) {
            out += "fold " + std::to_string(a.seat) + '\n';
        } else {
            out += "act " + std::to_string(a.seat) + ' ' + std::to_string(static_cast<int>(a.kind)) + ' ' +
                   std::to_string(a.amount) + '\n';
        }
    }
    if (const WrittenLines* w = state.written()) {
        for (const std::string& line : w->hole_deals) out += "written-hole " + line + '\n';
        for (const auto& [at, line] : w->shows) out += "written-show " + std::to_string(at) + ' ' + line + '\n';
        for (std::size_t k = 0; k < w->steps.size(); ++k) {
            if (!w->steps[k].empty()) out += "written-step " + std::to_string(k) + ' ' + w->steps[k] + '\n';
        }
    }
    return out;
}

TableState deserialize_table_state(std::string_view text) {
    Reader in(text);
    if (!in.next_line() || in.line() != kHeader) {
        fail(ErrorKind::Parse, "not a saved table state: its first line must be \"" + std::string(kHeader) + "\"");
    }
    const auto head = expect(in, "config");
    if (head.size() != 6 && head.size() != 8) {
        in.fail_here(
            "\"config\" takes 6 values, game betting button min_bet random_holes seed, and small_bet big_bet "
            "for fixed limit");
    }
    TableConfig c;
    const int game = in.number<int>(head[0], "game");
    if (game < 0 || game >= kGameCount) {
        in.fail_here("game " + std::to_string(game) + " is unknown (0.." + std::to_string(kGameCount - 1) + ")");
    }
    c.game = static_cast<Game>(game);
    const int betting = in.number<int>(head[1], "betting");
    if (betting < 0 || betting > 2) in.fail_here("betting " + std::to_string(betting) + " is unknown (0, 1 or 2)");
    c.betting = static_cast<Betting>(betting);
    if ((head.size() == 8) != (c.betting == Betting::FixedLimit)) {
        in.fail_here("\"config\" gives small_bet and big_bet for fixed limit (betting 2), and only then");
    }
    if (head.size() == 8) {
        c.small_bet = in.number<Chips>(head[6], "small_bet");
        c.big_bet = in.number<Chips>(head[7], "big_bet");
    }
    c.button = in.number<int>(head[2], "button");
    c.min_bet = in.number<Chips>(head[3], "min_bet");
    const int random_holes = in.number<int>(head[4], "random_holes");
    if (random_holes != 0 && random_holes != 1) in.fail_here("random_holes is 0 or 1");
    c.random_holes = random_holes == 1;
    c.seed = in.number<std::uint64_t>(head[5], "seed");
    const auto stack_words = expect(in, "stacks");
    if (stack_words.size() < 2 || stack_words.size() > static_cast<std::size_t>(kMaxSeats)) {
        in.fail_here("a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " +
                     std::to_string(stack_words.size()));
    }
    for (auto w : stack_words) c.stacks.push_back(in.number<Chips>(w, "stack"));
    const std::size_t seats = c.stacks.size();
    c.antes = read_list<Chips>(in, "antes", seats, true);
    c.blinds = read_list<Chips>(in, "blinds", seats, true);
    c.holes = read_list<CardMask>(in, "holes", seats, true);
    bool pending = in.next_line();
    if (pending && in.line().starts_with("hole-order ")) {
        const auto words = in.words();
        if (words.size() != c.holes.size() + 1) {
            in.fail_here("\"hole-order\" has " + std::to_string(words.size() - 1) + " value(s) for the " +
                         std::to_string(c.holes.size()) + " seats of \"holes\"");
        }
        for (std::size_t i = 1; i < words.size(); ++i) {
            std::vector<CardId> order;
            if (words[i] != "-") {
                std::string_view rest = words[i];
                while (true) {
                    const std::size_t comma = rest.find(',');
                    order.push_back(in.number<CardId>(rest.substr(0, comma), "card id"));
                    if (comma == std::string_view::npos) break;
                    rest = rest.substr(comma + 1);
                }
            }
            c.hole_order.push_back(std::move(order));
        }
        pending = in.next_line();
    }
    // The optional lines of stud and draw games come before the steps.
    for (const char* key : {"bring_in", "draws"}) {
        if (!pending) break;
        const auto words = in.words();
        if (words.size() == 2 && words[0] == key) {
            if (words[0] == "bring_in") c.bring_in = in.number<Chips>(words[1], "bring_in");
            if (words[0] == "draws") c.draws = in.number<int>(words[1], "draws");
            pending = in.next_line();
        }
    }

    // A step the rules refuse keeps its kind, with the line in front.
    auto at_line = [&](const Error& e) {
        return Error(e.kind(), "table state text, line " + std::to_string(in.line_number()) + ": " + e.what());
    };
    auto start = [&]() -> TableState {
        try {
            return TableState(c);
        } catch (const Error& e) {
            throw at_line(e);
        }
    };
    TableState state = start();
    const std::vector<Action> start_steps = state.history();  // stud and draw games' random first cards
    std::size_t dealt_at_start = 0;
    auto check_actor = [&](int seat) {
        if (seat != state.actor()) {
            in.fail_here("the action is by seat " + std::to_string(seat) + " but " +
                         (state.actor() < 0 ? std::string("no seat is to act")
                                            : "seat " + std::to_string(state.actor()) + " is to act"));
        }
    };
    WrittenLines written;
    auto rest = [](const std::vector<std::string_view>& words, std::size_t from) {
        std::string out;
        for (std::size_t k = from; k < words.size(); ++k) out.append(k > from ? " " : "").append(words[k]);
        return out;
    };
    for (; pending; pending = in.next_line()) {
        const auto words = in.words();
        try {
            if (words.size() >= 2 && words[0] == "written-hole") {
                written.hole_deals.push_back(rest(words, 1));
            } else if (words.size() >= 3 && words[0] == "written-show") {
                written.shows.emplace_back(in.number<std::size_t>(words[1], "steps"), rest(words, 2));
            } else if (words.size() >= 3 && words[0] == "written-step") {
                const auto k = in.number<std::size_t>(words[1], "step");
                if (k >= state.history_size()) {
                    in.fail_here("written-step " + std::to_string(k) + " names a step the history (" +
                                 std::to_string(state.history_size()) + " steps so far) does not have");
                }
                if (written.steps.size() <= k) written.steps.resize(k + 1);
                written.steps[k] = rest(words, 2);
            } else if (words.size() > 5 && words[0] == "hole") {
                const auto run = read_run(in, words, 5);
                if (run.known() != in.number<CardMask>(words[2], "cards") ||
                    run.unknown() != in.number<int>(words[4], "unknown cards")) {
                    in.fail_here("the cards in order are not the cards of the line");
                }
                state = std::move(state).deal_hole(in.number<int>(words[1], "seat"), run,
                                                   in.number<CardMask>(words[3], "up cards"));
            } else if (words.size() == 5 && words[0] == "hole") {
                state = std::move(state).deal_hole(
                    in.number<int>(words[1], "seat"), in.number<CardMask>(words[2], "cards"),
                    in.number<CardMask>(words[3], "up cards"), in.number<int>(words[4], "unknown cards"));
            } else if (words.size() == 4 && words[0] == "hole-drawn" && dealt_at_start < start_steps.size()) {
                // The cards random_holes dealt when the state was made.
                const Action& a = start_steps[dealt_at_start++];
                if (a.to != in.number<int>(words[1], "seat") || a.cards != in.number<CardMask>(words[2], "cards") ||
                    a.up != in.number<CardMask>(words[3], "up cards")) {
                    in.fail_here("the seeded stream deals other first hole cards than the text records");
                }
            } else if (words.size() == 4 && words[0] == "hole-drawn") {
                const int seat = in.number<int>(words[1], "seat");
                if (seat != state.deal_seat()) in.fail_here("seat " + std::to_string(seat) + " is not due cards next");
                TableState next = state.deal_random();
                const auto& dealt = next.seats()[static_cast<std::size_t>(seat)];
                const auto& before = state.seats()[static_cast<std::size_t>(seat)];
                if ((dealt.hole & ~before.hole) != in.number<CardMask>(words[2], "cards") ||
                    (dealt.up & ~before.up) != in.number<CardMask>(words[3], "up cards")) {
                    in.fail_here("the seeded stream draws other hole cards than the text records");
                }
                state = std::move(next);
            } else if (words.size() > 4 && words[0] == "discard") {
                check_actor(in.number<int>(words[1], "seat"));
                const auto run = read_run(in, words, 4);
                if (run.known() != in.number<CardMask>(words[2], "cards") ||
                    run.unknown() != in.number<int>(words[3], "unknown cards")) {
                    in.fail_here("the cards in order are not the cards of the line");
                }
                state = std::move(state).discard(run);
            } else if (words.size() > 2 && words[0] == "deal") {
                const auto run = read_run(in, words, 2);
                if (run.known() != in.number<CardMask>(words[1], "cards") || run.unknown() != 0) {
                    in.fail_here("the cards in order are not the cards of the line");
                }
                state = std::move(state).deal_board(run);
            } else if (words.size() == 4 && words[0] == "discard") {
                check_actor(in.number<int>(words[1], "seat"));
                state = std::move(state).discard(in.number<CardMask>(words[2], "cards"),
                                                 in.number<int>(words[3], "unknown cards"));
            } else if (words.size() == 2 && (words[0] == "deal" || words[0] == "draw")) {
                const auto cards = in.number<CardMask>(words[1], "cards");
                if (words[0] == "deal") {
                    state = state.deal_board(cards);
                } else {
                    TableState next = state.deal_board_random();
                    if (next.board() != (state.board() | cards)) {
                        in.fail_here("the seeded stream draws other cards than the " + mask_name(cards) +
                                     " the text records");
                    }
                    state = std::move(next);
                }
            } else if (words.size() == 2 && words[0] == "fold") {
                check_actor(in.number<int>(words[1], "seat"));
                state = std::move(state).apply_recorded(ActionKind::Fold);
            } else if (words.size() == 4 && words[0] == "act") {
                const int seat = in.number<int>(words[1], "seat");
                const int kind = in.number<int>(words[2], "action");
                if (kind < 0 || kind > static_cast<int>(ActionKind::BringIn)) {
                    in.fail_here("action " + std::to_string(kind) + " is unknown (0..6)");
                }
                check_actor(seat);
                state = state.apply(static_cast<ActionKind>(kind), in.number<Chips>(words[3], "amount"));
            } else {
                in.fail_here(
                    "expected \"act <seat> <kind> <amount>\", \"fold <seat>\", \"deal <cards>\", \"draw <cards>\", "
                    "\"hole <seat> <cards> <up> <unknown>\", \"hole-drawn <seat> <cards> <up>\" or "
                    "\"discard <seat> <cards> <unknown>\"");
            }
        } catch (const Error& e) {
            if (std::string_view(e.what()).starts_with("table state text")) throw;
            throw at_line(e);
        }
    }
    if (written.empty()) return state;
    return std::move(state).with_written(written);
}

}  // namespace xiapl
