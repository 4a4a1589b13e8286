// Ranges: weighted sets of starting hands for one game, the two range
// grammars (Hold'em and Omaha v0.1) and the weighted set algebra.
//
// A Range holds distinct combos (a hole-card mask and a weight in (0, 1]),
// sorted by ascending mask, for one Game. It is immutable once built, so a
// Range can be read from any number of threads at once.
//
// docs/ranges.md is the user's guide: both grammars with worked counts, the
// merge and conflict rules, the algebra and every error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {

struct WeightedCombo {
    CardMask mask = 0;    // exactly hole_cards_for(game) bits, all below 52
    double weight = 1.0;  // 0 < weight <= 1

    friend bool operator==(const WeightedCombo&, const WeightedCombo&) = default;
};

class Range {
  public:
    // The empty Hold'em range.
    Range() = default;

    // The empty range of a game.
    explicit Range(Game game) : game_(game) {}

    // A range from explicit combos, checked: every mask holds exactly the
    // game's number of hole cards (bits 0..51), every weight is finite and in
    // (0, 1], and a mask given twice must carry the same weight both times.
    // Throws Error(InvalidArgument) naming the offending combo.
    static Range from_combos(Game game, std::span<const WeightedCombo> combos);

    // Every hand of the game with weight 1: 1,326 (Hold'em), 270,725 (Omaha
    // 4), 2,598,960 (Omaha 5) or 20,358,520 (Omaha 6) combos, ascending mask.
    static Range all(Game game);

    // Parses range text in the game's grammar (docs/ranges.md): Hold'em
    // notation for Game::Holdem, the Omaha v0.1 pattern grammar (with 4, 5 or
    // 6-symbol patterns) for the Omaha games. Items are separated by commas or
    // line breaks; "[75]AA,KK[/75]" weight blocks (a percentage, not nested)
    // give the items inside them that weight. Throws Error(Parse) naming the
    // item, its position in the text and how to write it.
    static Range parse(std::string_view text, Game game);

    Game game() const noexcept { return game_; }
    const std::vector<WeightedCombo>& combos() const noexcept { return combos_; }
    std::size_t size() const noexcept { return combos_.size(); }
    bool empty() const noexcept { return combos_.empty(); }
    double total_weight() const noexcept;

    // The combos sharing no card with `dead` (bits 0..51; throws otherwise).
    std::vector<WeightedCombo> valid_combos(CardMask dead) const;

    // The weight of a combo, 0 when the range does not hold it.
    double weight_of(CardMask mask) const noexcept;

    friend bool operator==(const Range&, const Range&) = default;

  private:
    friend Range range_from_sorted(Game game, std::vector<WeightedCombo> combos);
    Game game_ = Game::Holdem;
    std::vector<WeightedCombo> combos_;
};

// Weighted set algebra. Both ranges must be of the same game (Error
// InvalidArgument otherwise). A combo's weight in the result:
//   union:        max(wa, wb)
//   intersection: min(wa, wb)      (combos in both ranges only)
//   difference:   max(0, wa - wb)  (a combo whose weight reaches 0 is dropped)
// where a combo missing from a range has weight 0 there.
Range range_union(const Range& a, const Range& b);
Range range_intersection(const Range& a, const Range& b);
Range range_difference(const Range& a, const Range& b);

// The range as text in its game's grammar, which Range::parse reads back to
// exactly the same combos and weights (docs/ranges.md, "Writing ranges").
// Hold'em: compact standard notation ("QQ+, AKs, AsKd, 76s:0.5"): complete
// classes as classes, runs of them as '+' and spans, the rest as exact
// hands, grouped by weight (1 first, then descending, each item of a group
// with its ":weight"). Omaha: "****" for a whole game at one weight, else
// full rank multisets ("AAKQ", "AAKQds") and exact hands. "" when empty.
std::string range_to_text(const Range& range);

// The display name of a game in messages: "Hold'em", "PLO", "PLO5", "PLO6".
std::string_view range_game_name(Game game);

}  // namespace xiapl
