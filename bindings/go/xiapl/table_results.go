package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"runtime"
)

// What a hand's forced bets are, what happened in it and who won what:
// ForcedBets, TableState.History, TableState.PotResults and
// TableState.AllInEquity (docs/table.md).

// Stakes are the forced bets of ForcedBets: the blinds, straddles that
// follow the big blind seat by seat, an ante for every seat and a big-blind
// ante on top for the big blind's seat.
type Stakes struct {
	SmallBlind   int64
	BigBlind     int64
	Straddles    []int64 // at most seats - 2 (none heads-up)
	Ante         int64   // every seat's ante
	BigBlindAnte int64   // the big blind seat's ante on top (tournaments)
}

// ForcedBets is the per-seat blinds and antes of the usual layout, for
// TableConfig.Blinds and .Antes: heads-up the button posts the small blind
// and the other seat the big blind, otherwise the two seats after the
// button; straddles follow the big blind seat by seat. A bad seat count or
// button, a negative amount or one straddle too many is an error matching
// ErrInvalidArgument that names it.
func ForcedBets(seats, button int, stakes Stakes) (blinds, antes []int64, err error) {
	if seats < 2 || seats > MaxSeats || button != int(int32(button)) {
		return nil, nil, invalid("cannot place forced bets for %d seats with the button at %d; give 2..%d seats "+
			"and a button seat", seats, button, MaxSeats)
	}
	straddles := make([]C.int64_t, len(stakes.Straddles)+1) // +1: never a zero-length array
	for i, s := range stakes.Straddles {
		straddles[i] = C.int64_t(s)
	}
	var outBlinds, outAntes [MaxSeats]C.int64_t
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_table_forced_bets(C.int32_t(seats), C.int32_t(button), C.int64_t(stakes.SmallBlind),
		C.int64_t(stakes.BigBlind), &straddles[0], C.uint64_t(len(stakes.Straddles)), C.int64_t(stakes.Ante),
		C.int64_t(stakes.BigBlindAnte), &outBlinds[0], &outAntes[0], MaxSeats, &n)); err != nil {
		return nil, nil, err
	}
	blinds, antes = make([]int64, int(n)), make([]int64, int(n))
	for i := range blinds {
		blinds[i], antes[i] = int64(outBlinds[i]), int64(outAntes[i])
	}
	return blinds, antes, nil
}

// seatsOf lists the seats of a seat bit mask (bit s = seat s), ascending.
func seatsOf(bits uint64) []int {
	seats := []int{}
	for seat := 0; seat < 64; seat++ {
		if bits>>seat&1 != 0 {
			seats = append(seats, seat)
		}
	}
	return seats
}

// HistoryStep is one action, deal or draw of TableState.History. An action
// is recorded as applied: a CheckOrCall is the Check or Call it was, an
// AllIn the Call or BetOrRaise it was.
//
//   - An action: Seat acted, Kind is Fold, Check, Call, BetOrRaise or
//     BringIn, Amount the seat's street total after a call, bet, raise or
//     bring-in.
//   - A board deal: Seat -1, Kind DealBoardStep, Cards the board cards.
//   - A hole-card deal (stud streets, a draw's replacements): Seat -1, Kind
//     DealHoleStep, To the seat dealt to, Cards the known cards, Up their
//     face-up part (stud), Unknown how many were dealt unseen.
//   - A draw: Seat drew, Kind Discard, Cards the known cards discarded and
//     Unknown the unseen ones (both none: it stood pat).
type HistoryStep struct {
	Seat   int        // the acting or drawing seat, or -1 for a deal
	Kind   ActionKind // the action as applied; DealBoardStep, DealHoleStep or Discard
	Amount int64      // the seat's street total after a call, bet, raise or bring-in; else 0
	Cards  Mask       // the cards dealt (board or hole) or discarded; else 0
	Random bool       // a deal drawn from the hand's seeded stream (DealRandom)
	// Needless marks a Fold made when checking was free, kept from a
	// replayed hand history (PHH.Replay; real histories hold such folds).
	// The rules never offer it: Apply and ApplyMany refuse it, while ToText
	// and TableStateFromText carry it. TableInfo.NeedlessFolds counts them.
	Needless bool
	To       int  // a hole-card deal: the seat dealt to; else -1
	Unknown  int  // a hole-card deal or a draw: the cards that are not known
	Up       Mask // a stud hole-card deal: the face-up part of Cards
	// Street is the street the step belongs to: an action, the street it is
	// made on; a deal, the street its cards are for (the flop deal: Flop; a
	// draw's replacements: the street after the draw); a draw, the street
	// after it.
	Street Street
	Draw   int // a draw or a draw's replacement deal: its draw, 1..3; else 0
}

// IsDeal reports whether the step deals cards, board or hole cards (rather
// than being a seat's action or draw).
func (h HistoryStep) IsDeal() bool { return h.Kind == DealBoardStep || h.Kind == DealHoleStep }

// IsHoleDeal reports whether the step deals hole cards (to seat To).
func (h HistoryStep) IsHoleDeal() bool { return h.Kind == DealHoleStep }

// HistoryCards is, for each step of History, its cards in the order dealt or
// discarded (UnknownCard for an unseen one; an action: none). A deal given as
// a mask lists its cards in card-id order (a stud hole deal: face-down,
// unseen, then face-up).
func (s *TableState) HistoryCards() ([][]Card, error) {
	info, err := s.Info()
	if err != nil {
		return nil, err
	}
	rows := make([]C.int32_t, (int(info.HistoryLen)+1)*RunMax)
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_history_cards(s.handle, &rows[0], C.uint64_t(len(rows)/RunMax), &n)); err != nil {
		return nil, err
	}
	out := make([][]Card, int(n))
	for i := range out {
		out[i] = []Card{}
		for _, id := range rows[i*RunMax : (i+1)*RunMax] {
			if id != C.XIAPL_CARD_NONE {
				out[i] = append(out[i], Card(id))
			}
		}
	}
	return out, nil
}

// Step is the step for ApplyMany: applying a hand's history to a new state
// of the same config reaches the same state (a random deal is replayed as
// the cards it dealt; a hole-card deal is a HoleStep, a draw a DiscardStep),
// unless it holds a Needless fold, which ApplyMany refuses as Apply does.
func (h HistoryStep) Step() Step {
	switch h.Kind {
	case DealBoardStep:
		return DealStep(h.Cards)
	case DealHoleStep:
		return HoleStep(h.To, h.Cards, h.Up, h.Unknown)
	case Discard:
		return DiscardStep(h.Seat, h.Cards, h.Unknown)
	}
	return ActBy(h.Seat, h.Kind, h.Amount)
}

// History is every action, deal and draw that led to the state, oldest
// first; the forced bets are part of the start, not steps.
func (s *TableState) History() ([]HistoryStep, error) {
	info, err := s.Info()
	if err != nil {
		return nil, err
	}
	rows := make([]C.xiapl_table_step, int(info.HistoryLen)+1)
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	for {
		status := C.xiapl_table_history(s.handle, &rows[0], C.uint64_t(len(rows)), &n)
		if status == C.XIAPL_ERR_BUFFER_TOO_SMALL && int(n) > len(rows) {
			rows = make([]C.xiapl_table_step, int(n))
			continue
		}
		if err := check(status); err != nil {
			return nil, err
		}
		break
	}
	steps := make([]HistoryStep, int(n))
	for i := range steps {
		r := rows[i]
		steps[i] = HistoryStep{Seat: int(r.seat), Kind: ActionKind(r.kind), Amount: int64(r.amount),
			Cards: Mask(r.cards), Random: r.random != 0, Needless: r.needless != 0, To: int(r.to),
			Unknown: int(r.unknown), Up: Mask(r.up), Street: Street(r.street), Draw: int(r.draw)}
	}
	return steps, nil
}

// ReplayWarning is one warning about a state's history (TableState.Warnings):
// a step the replay of a hand history kept although the rules never offer
// it, with the library's text.
type ReplayWarning struct {
	Kind   int    // WarningNeedlessFold: a fold when checking was free
	Step   int    // the step's index in History
	Seat   int    // the seat that made it
	Player int    // the seat as PHH numbers it: 1 is the seat after the button
	Street Street // the step's street (HistoryStep.Street)
	Text   string // "p1 folds preflop when checking was free; the replay keeps the fold"
}

// WarningNeedlessFold is a ReplayWarning's Kind for a fold when checking was
// free, kept by the replay.
const WarningNeedlessFold = int(C.XIAPL_WARNING_NEEDLESS_FOLD)

// Warnings is every warning about the history, oldest first: one per
// Needless fold (TableInfo.NeedlessFolds counts them). None for a hand the
// rules alone made.
func (s *TableState) Warnings() ([]ReplayWarning, error) {
	info, err := s.Info()
	if err != nil {
		return nil, err
	}
	if info.NeedlessFolds == 0 {
		return nil, nil
	}
	rows := make([]C.xiapl_table_warning, info.NeedlessFolds)
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_warnings(s.handle, &rows[0], C.uint64_t(len(rows)), &n)); err != nil {
		return nil, err
	}
	out := make([]ReplayWarning, int(n))
	for i := range out {
		r := rows[i]
		text, err := readText(256, func(buf *C.char, capacity C.uint64_t, length *C.uint64_t) C.int32_t {
			return C.xiapl_table_warning_text(s.handle, C.uint64_t(i), buf, capacity, length)
		})
		if err != nil {
			return nil, err
		}
		out[i] = ReplayWarning{Kind: int(r.kind), Step: int(r.step), Seat: int(r.seat), Player: int(r.player),
			Street: Street(r.street), Text: text}
	}
	return out, nil
}

// ReplayWarnings is the text of each of Warnings, as the PHH replay kept the
// step: "p1 folds preflop when checking was free; the replay keeps the fold"
// (players numbered from the seat after the button, as PHH numbers them; "on
// the flop", "on the turn", "on the river" after board deals; in stud "on
// third street" .. "on seventh street"; in draw games "before the first
// draw", "after the first draw" ..). None for a hand without one
// (TableInfo.NeedlessFolds is 0).
func (s *TableState) ReplayWarnings() ([]string, error) {
	warnings, err := s.Warnings()
	if err != nil || len(warnings) == 0 {
		return nil, err
	}
	texts := make([]string, len(warnings))
	for i, w := range warnings {
		texts[i] = w.Text
	}
	return texts, nil
}

// PotResult is one pot of a finished hand as the engine awarded it.
type PotResult struct {
	Amount   int64
	Eligible []int   // seats that could win it, ascending
	Winners  []int   // seats that took a share of it (several when they tie)
	Won      []int64 // chips each seat took from it, one entry per seat
	// HighWinners took a share of the high half (the whole pot outside the
	// hi/lo games, and a hi/lo pot no hand made a low in); LowWinners of the
	// low half (none without a low). Both ascending.
	HighWinners []int
	LowWinners  []int
	// OddChips is what a split left over (each half apart), given to its
	// first winner clockwise from the button: OddChipSeats, ascending.
	OddChips     int64
	OddChipSeats []int
	// Order is Winners clockwise from the seat after the button: the order
	// odd chips go in.
	Order []int
}

// PotResults is who won each pot of a finished hand and how much, main pot
// first: the Won of every pot add up to each seat's Won. A hand that is not
// finished is an error matching ErrInvalidArgument.
func (s *TableState) PotResults() ([]PotResult, error) {
	info, err := s.Info()
	if err != nil {
		return nil, err
	}
	rows := make([]C.xiapl_pot_result, MaxSeats+1)
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	for {
		status := C.xiapl_table_pot_results(s.handle, &rows[0], C.uint64_t(len(rows)), &n)
		if status == C.XIAPL_ERR_BUFFER_TOO_SMALL && int(n) > len(rows) {
			rows = make([]C.xiapl_pot_result, int(n))
			continue
		}
		if err := check(status); err != nil {
			return nil, err
		}
		break
	}
	out := make([]PotResult, int(n))
	for i := range out {
		r := &rows[i]
		won := make([]int64, info.SeatCount)
		for seat := range won {
			won[seat] = int64(r.won[seat])
		}
		order := []int{}
		for _, seat := range r.order {
			if seat >= 0 {
				order = append(order, int(seat))
			}
		}
		out[i] = PotResult{Amount: int64(r.amount), Eligible: seatsOf(uint64(r.eligible)),
			Winners: seatsOf(uint64(r.winners)), Won: won, HighWinners: seatsOf(uint64(r.high_winners)),
			LowWinners: seatsOf(uint64(r.low_winners)), OddChips: int64(r.odd_chips),
			OddChipSeats: seatsOf(uint64(r.odd_chip_seats)), Order: order}
	}
	return out, nil
}

// AllInPot is one pot at stake in an all-in spot; Equity, Win and Tie have
// one entry per seat (0 for the seats that cannot win it).
type AllInPot struct {
	Amount   int64
	Eligible []int     // the live seats that can win it, ascending
	Equity   []float64 // each seat's expected share of the pot, 0..1
	Win      []float64 // the fraction of run-outs the seat wins it alone
	Tie      []float64 // the fraction of run-outs the seat splits it
}

// AllInSpot is one street of a run-out: the betting is over and board cards
// are still to come.
type AllInSpot struct {
	Street   Street     // the last street bet on (Preflop: no board yet)
	Board    Mask       // the board so far
	Dead     Mask       // known cards of folded seats, out of the deck (if counted)
	Live     []int      // the seats that have not folded, ascending
	Expected []float64  // expected chips per seat over every pot (0 for folded seats)
	Pots     []AllInPot // main pot first
}

// AllInEquity is the all-in equity of the hand the state belongs to (usually
// its finished state): its history is replayed, and every state where the
// betting is over with board cards to come is a spot, the first the street
// the money went in. Each pot is shared by exact enumeration among its live
// eligible seats. countFoldedCards: folded seats' known cards are dead (the
// exact odds given what is known); false puts them back in the deck.
// threads: 0 = one per CPU. A hand without such a state has no spots. A
// stud spot is the end of a street's betting, each live seat's own cards to
// come (no board); draw hands have no spots (their equity depends on the
// draws). A live seat at a spot whose cards are unknown is an error matching
// ErrInvalidArgument that names the seat.
func (s *TableState) AllInEquity(countFoldedCards bool, threads int) ([]AllInSpot, error) {
	info, err := s.Info()
	if err != nil {
		return nil, err
	}
	if threads < 0 || threads != int(int32(threads)) {
		return nil, invalid("threads is %d; give 0 (one per CPU) or a positive count", threads)
	}
	counted := C.int32_t(0)
	if countFoldedCards {
		counted = 1
	}
	spots := make([]C.xiapl_allin_spot, 4)
	pots := make([]C.xiapl_allin_pot, 4*MaxSeats)
	var spotCount, potCount C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	for {
		status := C.xiapl_table_allin_equity(s.handle, counted, C.int32_t(threads), &spots[0],
			C.uint64_t(len(spots)), &spotCount, &pots[0], C.uint64_t(len(pots)), &potCount)
		if status == C.XIAPL_ERR_BUFFER_TOO_SMALL && (int(spotCount) > len(spots) || int(potCount) > len(pots)) {
			spots = make([]C.xiapl_allin_spot, max(int(spotCount), len(spots)))
			pots = make([]C.xiapl_allin_pot, max(int(potCount), len(pots)))
			continue
		}
		if err := check(status); err != nil {
			return nil, err
		}
		break
	}
	seats := info.SeatCount
	out := make([]AllInSpot, int(spotCount))
	for i := range out {
		row := &spots[i]
		expected := make([]float64, seats)
		for seat := range expected {
			expected[seat] = float64(row.expected[seat])
		}
		out[i] = AllInSpot{Street: Street(row.street), Board: Mask(row.board), Dead: Mask(row.dead),
			Live: seatsOf(uint64(row.live)), Expected: expected, Pots: []AllInPot{}}
	}
	for i := 0; i < int(potCount); i++ {
		row := &pots[i]
		index := int(row.spot)
		if index < 0 || index >= len(out) {
			return nil, &Error{Status: StatusInternal, Message: fmt.Sprintf("xiapl_table_allin_equity gave a pot "+
				"of spot %d beyond its %d spots; please report it", index, len(out))}
		}
		pot := AllInPot{Amount: int64(row.amount), Eligible: seatsOf(uint64(row.eligible)),
			Equity: make([]float64, seats), Win: make([]float64, seats), Tie: make([]float64, seats)}
		for seat := 0; seat < seats; seat++ {
			pot.Equity[seat] = float64(row.equity[seat])
			pot.Win[seat] = float64(row.win[seat])
			pot.Tie[seat] = float64(row.tie[seat])
		}
		out[index].Pots = append(out[index].Pots, pot)
	}
	return out, nil
}

// PHH is the hand so far as a one-hand PHH document: its config and every
// action and deal, the seats rotated so the button is the last player (as
// PHH places it: seat (button+1+i) mod n is player i+1), known hole cards
// dealt and unknown ones written "????", amounts in chips times unit (a
// decimal such as "1" or "0.01"; "" is "1"). Stud hole cards are dealt
// street by street ("d dh p1 <down><up>", unseen ones "??"), the bring-in is
// "pb" and a draw "sd <cards>". Replaying the document gives the same
// stacks. The variant code follows the game and the betting: NT, FT
// (fixed-limit Hold'em), NS (no-limit short deck), PO (pot-limit Omaha),
// FO/8 (fixed-limit Omaha4HiLo), F7S, F7S/8, FR (fixed-limit Stud, StudHiLo,
// Razz), N2L1D (no-limit single-draw Lowball27), F2L3D (fixed-limit
// triple-draw Lowball27) or FB (fixed-limit Badugi); another pairing
// (no-limit Omaha, pot-limit stud, fixed-limit Lowball27 with one draw,
// say) is an error matching ErrUnsupported. A unit that is not a positive decimal is an error
// matching ErrInvalidArgument.
func (s *TableState) PHH(unit string) (*PHH, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	cunit, free, err := unitArg(unit)
	if err != nil {
		return nil, err
	}
	defer free()
	var handle *C.xiapl_phh
	unlock := lock()
	err = check(C.xiapl_phh_from_table(s.handle, cunit, &handle))
	unlock()
	runtime.KeepAlive(s)
	if err != nil {
		return nil, err
	}
	return wrapPHH(handle), nil
}
