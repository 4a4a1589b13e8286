package xiapl

// Outs are in xiapl.h's unstable tier (XIAPL_UNSTABLE_API, defined for the
// package in cgo_unstable.go).

// #include <xiapl/xiapl.h>
import "C"

import "fmt"

// Standing is where the hero stands among known hands: behind another hand,
// sharing the best hand, or ahead alone. The values are ordered: a larger
// Standing is a better one.
type Standing int32

// The standings of xiapl.h (XIAPL_STANDING_*).
const (
	StandingBehind Standing = C.XIAPL_STANDING_BEHIND // another hand is better
	StandingShares Standing = C.XIAPL_STANDING_SHARES // the hero shares the best hand
	StandingAhead  Standing = C.XIAPL_STANDING_AHEAD  // the hero's hand is the best alone
)

// String is "Behind", "Shares" or "Ahead"; "Standing(n)" for another value.
func (s Standing) String() string {
	switch s {
	case StandingBehind:
		return "Behind"
	case StandingShares:
		return "Shares"
	case StandingAhead:
		return "Ahead"
	}
	return fmt.Sprintf("Standing(%d)", int32(s))
}

// NextCard is one card that could come next on the board and where it
// leaves the hero.
type NextCard struct {
	Card     Card     // the card
	Standing Standing // the hero's standing with the card on the board
	Strength Strength // the hero's strength then, in Outs.Ranking
	IsOut    bool     // Standing is better than Outs.Now: the card is one of the hero's outs
}

// Outs is where the next board card leaves the hero (the first hand) against
// known hands.
type Outs struct {
	Game     Game       // the game judged
	Ranking  Ranking    // the ranking of the strengths: the game's main ranking (GameInfo.HighRanking)
	Now      Standing   // the hero's standing on the board as it is
	Strength Strength   // the hero's strength now, as EvaluateHand gives it
	Cards    []NextCard // every card left in the game's deck (not dealt, not dead), ascending by id
	Outs     []Card     // the cards of Cards with IsOut, ascending by id
}

// Count is the number of outs, len(o.Outs).
func (o Outs) Count() int { return len(o.Outs) }

// ByStanding are the cards after which the hero's standing is s, ascending by
// id.
func (o Outs) ByStanding(s Standing) []Card {
	var out []Card
	for _, next := range o.Cards {
		if next.Standing == s {
			out = append(out, next.Card)
		}
	}
	return out
}

// Ranked is a strength of o (Strength, a NextCard's Strength) with its
// ranking, ready to name: Name and Describe then read it in the game's
// ranking (short deck's for ShortDeck).
func (o Outs) Ranked(s Strength) RankedStrength {
	return RankedStrength{Ranking: o.Ranking, Strength: s}
}

// EvaluateOuts deals every card left in the game's deck as the next board
// card and judges the hands with it: where each card leaves the hero against the
// villains (ahead alone, sharing the best hand, or behind), the hero's
// strength then, and whether it is an out, a card that leaves the hero better
// placed than now (behind to sharing or ahead, sharing to ahead). board is
// the flop or the turn (3 or 4 cards); dead are cards out of the deck (0 for
// none). Games: Holdem, ShortDeck, Omaha4, Omaha5, Omaha6 (the hands as for
// Judge); a game without a board or with a low half is an error matching
// ErrUnsupported. No villain, a board of another size, a dead card that is
// dealt or a hand Judge refuses is an error matching ErrInvalidArgument whose
// message names the problem. In the unstable tier.
func EvaluateOuts(hero Mask, villains []Mask, board Mask, game Game, dead Mask) (Outs, error) {
	holes := make([]Mask, 0, 1+len(villains))
	holes = append(holes, hero)
	holes = append(holes, villains...)
	var rows [52]C.xiapl_next_card // 52 rows always suffice
	var n C.uint64_t
	var now C.int32_t
	if err := evalOuts(game, holes, board, dead, rows[:], &n, &now); err != nil {
		return Outs{}, err
	}
	strength, err := EvaluateHand(board, hero, game)
	if err != nil {
		return Outs{}, err
	}
	info, err := game.Info()
	if err != nil {
		return Outs{}, err
	}
	out := Outs{Game: game, Ranking: info.HighRanking, Now: Standing(now), Strength: strength,
		Cards: make([]NextCard, int(n))}
	for i := range out.Cards {
		row := rows[i]
		next := NextCard{Card: Card(row.card), Standing: Standing(row.standing), Strength: Strength(row.strength),
			IsOut: row.is_out != 0}
		out.Cards[i] = next
		if next.IsOut {
			out.Outs = append(out.Outs, next.Card)
		}
	}
	return out, nil
}

// evalOuts is the C call, its message read on the calling thread.
func evalOuts(game Game, holes []Mask, board, dead Mask, rows []C.xiapl_next_card, n *C.uint64_t,
	now *C.int32_t) error {
	defer lock()()
	return check(C.xiapl_eval_outs(C.int32_t(game), masksPtr(holes), C.uint64_t(len(holes)), C.uint64_t(board),
		C.uint64_t(dead), &rows[0], C.uint64_t(len(rows)), n, now))
}
