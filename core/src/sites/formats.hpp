// The site formats: how each recognizes the first line of one of its hands,
// and its parser of one hand's lines into a SiteHand.
#pragma once

#include <string_view>
#include <vector>

#include "common.hpp"

namespace xiapl::sites::detail {

struct Format {
    std::string_view name;  // as kSites lists it
    bool (*starts)(std::string_view line);
    void (*parse)(const std::vector<Line>& lines, SiteHand& hand);
};

// The first "2014/01/06 10:23:24 ET" of a line as year, month, day, time and
// time_zone (extra fields).
void read_date(std::string_view text, SiteHand& hand);

bool pokerstars_starts(std::string_view line);
void pokerstars_parse(const std::vector<Line>& lines, SiteHand& hand);
bool ggpoker_starts(std::string_view line);
void ggpoker_parse(const std::vector<Line>& lines, SiteHand& hand);
bool fulltilt_starts(std::string_view line);
void fulltilt_parse(const std::vector<Line>& lines, SiteHand& hand);
bool winamax_starts(std::string_view line);
void winamax_parse(const std::vector<Line>& lines, SiteHand& hand);
bool winning_starts(std::string_view line);
void winning_parse(const std::vector<Line>& lines, SiteHand& hand);
bool pacific_starts(std::string_view line);
void pacific_parse(const std::vector<Line>& lines, SiteHand& hand);
bool partypoker_starts(std::string_view line);
void partypoker_parse(const std::vector<Line>& lines, SiteHand& hand);
bool ipoker_starts(std::string_view line);
void ipoker_parse(const std::vector<Line>& lines, SiteHand& hand);
bool winning1_starts(std::string_view line);
void winning1_parse(const std::vector<Line>& lines, SiteHand& hand);

inline constexpr Format kFormats[] = {
    {"pokerstars", pokerstars_starts, pokerstars_parse}, {"ggpoker", ggpoker_starts, ggpoker_parse},
    {"winningpoker", winning_starts, winning_parse},     {"winningpoker", winning1_starts, winning1_parse},
    {"pacific", pacific_starts, pacific_parse},          {"ipoker", ipoker_starts, ipoker_parse},
    {"partypoker", partypoker_starts, partypoker_parse}, {"winamax", winamax_starts, winamax_parse},
    {"fulltilt", fulltilt_starts, fulltilt_parse},
};

}  // namespace xiapl::sites::detail
