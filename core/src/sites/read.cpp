// A site text as hands: split at each hand's first line, each hand parsed
// by its format and proved on its own.
#include <exception>
#include <string>

#include "common.hpp"
#include "formats.hpp"
#include "xiapl/error.hpp"
#include "xiapl/sites.hpp"

namespace xiapl::sites {

namespace {

std::string site_list() {
    std::string out;
    for (std::string_view s : kSites) {
        if (!out.empty()) out += ", ";
        out += s;
    }
    return out;
}

const detail::Format* format_of(const detail::Line& line, std::string_view site) {
    for (const detail::Format& f : detail::kFormats) {
        if ((site.empty() || f.name == site) && f.starts(line.text)) return &f;
    }
    return nullptr;
}

}  // namespace

std::string detect(std::string_view text) {
    for (const detail::Line& line : detail::split_lines(text)) {
        if (const detail::Format* f = format_of(line, {})) return std::string(f->name);
    }
    return {};
}

Result read(std::string_view text, std::string_view site) {
    if (!site.empty()) {
        bool known = false;
        for (std::string_view s : kSites) known = known || s == site;
        if (!known) {
            fail(ErrorKind::InvalidArgument, "site " + phh::detail::py_repr(site) +
                                                 " is not a format the importer reads; give one of " + site_list() +
                                                 ", or none to detect it from the text");
        }
    }
    Result result;
    const std::vector<detail::Line> lines = detail::split_lines(text);
    std::vector<std::pair<std::size_t, const detail::Format*>> starts;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (const detail::Format* f = format_of(lines[i], site)) starts.emplace_back(i, f);
    }
    // Text before the first hand (or with no hand at all).
    const std::size_t first = starts.empty() ? lines.size() : starts.front().first;
    for (std::size_t i = 0; i < first; ++i) {
        // 888poker and PartyPoker write "#Game No : N" and "Game #N starts."
        // between hands, iPoker an XML session header.
        const std::string_view t = detail::trim(lines[i].text);
        const bool between_hands = detail::starts_with(t, "#Game No") ||
                                   (detail::starts_with(t, "Game #") && detail::ends_with(t, " starts."));
        if (!t.empty() && !between_hands && !(!starts.empty() && detail::starts_with(t, "<"))) {
            Failure f;
            f.line = lines[i].number;
            f.reason = starts.empty() ? "no hand of a known site starts in the text (the importer reads " +
                                            (site.empty() ? site_list() : std::string(site)) + ")"
                                      : "the lines before the first hand are not a hand of a known site";
            result.failures.push_back(std::move(f));
            break;
        }
    }
    for (std::size_t k = 0; k < starts.size(); ++k) {
        const std::size_t begin = starts[k].first;
        const std::size_t end = k + 1 < starts.size() ? starts[k + 1].first : lines.size();
        const std::vector<detail::Line> part(lines.begin() + static_cast<std::ptrdiff_t>(begin),
                                             lines.begin() + static_cast<std::ptrdiff_t>(end));
        const detail::Format& format = *starts[k].second;
        ++result.hand_count;
        detail::SiteHand hand;
        hand.before_begin = lines.data();
        hand.before_end = lines.data() + begin;
        Failure failure;
        failure.site = std::string(format.name);
        failure.line = part.front().number;
        try {
            format.parse(part, hand);
            result.hands.push_back(detail::finish(hand));
            continue;
        } catch (const detail::Refusal& r) {
            if (r.line > 0) failure.line = r.line;
            failure.reason = r.reason;
        } catch (const Error& e) {
            failure.reason = e.what();
        } catch (const std::bad_alloc&) {
            throw;
        } catch (const std::exception& e) {
            failure.reason = std::string("the hand cannot be read: ") + e.what();
        }
        failure.hand = detail::clean_name(hand.id);
        result.failures.push_back(std::move(failure));
    }
    return result;
}

std::string failure_text(const Failure& f) {
    std::string out = "line " + std::to_string(f.line);
    if (!f.hand.empty()) out += ", hand " + f.hand;
    if (!f.site.empty()) out += " (" + f.site + ")";
    return out + ": " + f.reason;
}

}  // namespace xiapl::sites
