package xiapl

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
)

// Stud and draw games through the Go API alone: seeded random hands played
// to the end from the legal actions, hole cards dealt with DealRandom and
// DealHole, random discards; every step checked and recorded, the finished
// hand written as PHH and replayed. Then what the rules refuse.

// studDrawGame is a game and betting structure to play at random.
type studDrawGame struct {
	name     string
	game     Game
	betting  Betting
	draws    int // draw games: the draw rounds
	maxSeats int
	variant  string // the PHH code it is written as
}

var studDrawGames = []studDrawGame{
	{"F7S", Stud, FixedLimit, 0, 8, "F7S"},
	{"FR", Razz, FixedLimit, 0, 8, "FR"},
	{"F7S/8", StudHiLo, FixedLimit, 0, 8, "F7S/8"},
	{"F2L3D", Lowball27, FixedLimit, 3, 6, "F2L3D"},
	{"N2L1D", Lowball27, NoLimit, 1, 6, "N2L1D"},
	{"FB", Badugi, FixedLimit, 3, 6, "FB"},
}

// config is a random hand of the game: 2..maxSeats seats, stacks of 10 to
// 209 chips (short ones go all-in), stud with antes and a bring-in, draw
// games with blinds (and sometimes antes).
func (g studDrawGame) config(t *testing.T, r *Rng, seed uint64) TableConfig {
	t.Helper()
	below := func(n uint64) int {
		v, err := r.Below(n)
		if err != nil {
			t.Fatal(err)
		}
		return int(v)
	}
	seats := 2 + below(uint64(g.maxSeats-1))
	button := below(uint64(seats))
	stacks := make([]int64, seats)
	for i := range stacks {
		stacks[i] = int64(10 + below(200))
	}
	c := TableConfig{Game: g.game, Betting: g.betting, Button: button, Stacks: stacks, Seed: seed,
		RandomHoles: below(2) == 0}
	ante := int64(below(2))
	if isStud(g.game) {
		ante = 1
		c.BringIn, c.SmallBet, c.BigBet = 1, 2, 4
	} else {
		c.Draws = g.draws
		blinds, err := StandardBlinds(seats, button, 1, 2)
		if err != nil {
			t.Fatal(err)
		}
		c.Blinds = blinds
		if g.betting == FixedLimit {
			c.SmallBet, c.BigBet = 2, 4
		}
	}
	c.Antes = make([]int64, seats)
	for i := range c.Antes {
		c.Antes[i] = ante
	}
	return c
}

// handLog is what a random hand did, step by step, as History must hold it.
type handLog struct {
	steps                          []HistoryStep
	holeDeals, discards, bringIns  int
	explicitDeals, unknownDealt    int
	drawnCards, standsPat, randoms int
}

// lastStep is the newest step of s's history, checking it is one more than
// before.
func lastStep(t *testing.T, s *TableState, before int64) HistoryStep {
	t.Helper()
	history, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(history)) != before+1 {
		t.Fatalf("%d steps after one more than %d: %+v", len(history), before, history)
	}
	return history[len(history)-1]
}

// streetOf is the street and draw a step the test is about to apply to s
// (info is s's) must be recorded with: an action, s's street; a draw, the
// street after it and that draw; a deal, the street its cards are for (the
// first cards of a stud or draw hand, s's street; later ones the next
// street, and in a draw game the draw they replace).
func streetOf(t *testing.T, s *TableState, info TableInfo, kind ActionKind) (Street, int) {
	t.Helper()
	switch kind {
	case Discard:
		return info.Street + 1, int(info.Street) + 1
	case DealBoardStep, DealHoleStep:
		history, err := s.History()
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range history {
			if !h.IsDeal() {
				if isDraw(info.Game) {
					return info.Street + 1, int(info.Street) + 1
				}
				return info.Street + 1, 0
			}
		}
		return info.Street, 0
	}
	return info.Street, 0
}

// seenCards are the cards the hand has shown so far: every hole card dealt
// or held, the board, every discard.
func seenCards(t *testing.T, s *TableState) Mask {
	t.Helper()
	history, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	holes, _ := s.HoleCards()
	info, _ := s.Info()
	seen := info.Board
	for _, h := range holes {
		seen |= h
	}
	for _, step := range history {
		seen |= step.Cards
	}
	return seen
}

// pick draws n distinct cards of pool at random.
func pick(t *testing.T, r *Rng, pool Mask, n int) Mask {
	t.Helper()
	cards, err := pool.Cards()
	if err != nil || len(cards) < n {
		t.Fatalf("cannot pick %d of %v: %v", n, pool, err)
	}
	var out Mask
	for i := 0; i < n; i++ {
		k, _ := r.Below(uint64(len(cards) - i))
		j := i + int(k)
		cards[i], cards[j] = cards[j], cards[i]
		out |= cards[i].Mask()
	}
	return out
}

// dealHoleExplicitly deals the cards due to info.DealSeat with DealHole,
// chosen by the test from the cards not yet seen, sometimes some face-down
// ones unseen; false when too few cards are left (DealRandom reshuffles).
func dealHoleExplicitly(t *testing.T, s *TableState, info TableInfo, r *Rng, log *handLog) (*TableState, bool) {
	t.Helper()
	seat, due := info.DealSeat, info.HoleCardsDue
	holes, _ := s.HoleCards()
	unknowns, _ := s.UnknownCards()
	held := holes[seat].Len() + unknowns[seat]
	ups := 0 // stud: third street deals one card up, fourth to sixth one, seventh none
	if isStud(info.Game) && held < 6 {
		ups = 1
	}
	unknown := 0
	if u, _ := r.Below(6); u == 0 && due > ups {
		unknown = 1 // one face-down card dealt unseen ("??")
	}
	pool := Mask(0) // the deck less what was seen
	for c := Card(0); c < 52; c++ {
		pool |= c.Mask()
	}
	pool &^= seenCards(t, s)
	if pool.Len() < due-unknown+8 { // leave a margin: the deck may be short
		return s, false
	}
	cards := pick(t, r, pool, due-unknown)
	up := Mask(0)
	if ups > 0 {
		up = pick(t, r, cards, ups)
	}
	next := ok(t)(s.DealHole(seat, cards, up, unknown))
	step := lastStep(t, next, info.HistoryLen)
	want := HistoryStep{Seat: -1, Kind: DealHoleStep, Cards: cards, To: seat, Unknown: unknown, Up: up}
	want.Street, want.Draw = streetOf(t, s, info, DealHoleStep)
	if step != want {
		t.Fatalf("DealHole(%d, %v, %v, %d) is recorded as %+v", seat, cards, up, unknown, step)
	}
	after, _ := next.HoleCards()
	if after[seat] != holes[seat]|cards {
		t.Fatalf("seat %d holds %v after %v was dealt to %v", seat, after[seat], cards, holes[seat])
	}
	log.steps = append(log.steps, step)
	log.holeDeals++
	log.explicitDeals++
	log.unknownDealt += unknown
	return next, true
}

// playStudDraw plays a stud or draw hand to the end through the API,
// checking the invariants and the chips at every step and each step's
// record in the history.
func playStudDraw(t *testing.T, start *TableState, r *Rng, total int64) (*TableState, handLog) {
	t.Helper()
	var log handLog
	startInfo := sound(t, start, total)
	if history, _ := start.History(); int64(len(history)) != startInfo.HistoryLen {
		t.Fatalf("history %v, length %d", history, startInfo.HistoryLen)
	} else {
		log.steps = append(log.steps, history...) // RandomHoles' first deals
		log.holeDeals += len(history)
	}
	s := start
	for n := 0; ; n++ {
		if n > 400 {
			t.Fatalf("the hand does not end: %v", s)
		}
		info := sound(t, s, total)
		legal, err := s.LegalActions()
		if err != nil {
			t.Fatal(err)
		}
		holes, _ := s.HoleCards()
		ups, _ := s.UpCards()
		unknowns, _ := s.UnknownCards()
		switch info.Phase {
		case PhaseFinished:
			if len(legal) != 0 {
				t.Fatalf("legal actions %v in a finished hand", legal)
			}
			return s, log

		case PhaseDealing:
			if len(legal) != 0 || info.Actor != -1 {
				t.Fatalf("legal actions %v, actor %d while dealing", legal, info.Actor)
			}
			if info.CardsNeeded > 0 { // stud's community card when the deck runs short
				s = ok(t)(s.DealRandom())
				step := lastStep(t, s, info.HistoryLen)
				if step.Kind != DealBoardStep || !step.Random || step.Cards.Len() != info.CardsNeeded {
					t.Fatalf("a random board deal of %d recorded as %+v", info.CardsNeeded, step)
				}
				log.steps = append(log.steps, step)
				continue
			}
			if info.DealSeat < 0 || info.HoleCardsDue <= 0 {
				t.Fatalf("dealing with nothing due: %+v", info)
			}
			if explicit, _ := r.Below(3); explicit == 0 {
				var dealt bool
				if s, dealt = dealHoleExplicitly(t, s, info, r, &log); dealt {
					continue
				}
			}
			s = ok(t)(s.DealRandom())
			step := lastStep(t, s, info.HistoryLen)
			seat := info.DealSeat
			after, _ := s.HoleCards()
			upAfter, _ := s.UpCards()
			wantUp := 0
			if isStud(info.Game) && holes[seat].Len()+unknowns[seat] < 6 {
				wantUp = 1
			}
			if step.Kind != DealHoleStep || step.Seat != -1 || step.To != seat || !step.Random ||
				step.Unknown != 0 || step.Cards.Len() != info.HoleCardsDue || step.Cards&holes[seat] != 0 ||
				step.Up.Len() != wantUp || step.Up&^step.Cards != 0 {
				t.Fatalf("DealRandom of %d cards to seat %d recorded as %+v", info.HoleCardsDue, seat, step)
			}
			if after[seat] != holes[seat]|step.Cards || upAfter[seat] != ups[seat]|step.Up {
				t.Fatalf("seat %d holds %v (up %v) after a random deal %+v to %v (up %v)", seat, after[seat],
					upAfter[seat], step, holes[seat], ups[seat])
			}
			log.steps = append(log.steps, step)
			log.holeDeals++
			log.randoms++

		case PhaseDrawing:
			seat := info.Actor
			if len(legal) != 1 || legal[0].Kind != Discard || legal[0].Min != 0 || seat < 0 ||
				legal[0].Max > int64(holes[seat].Len()+unknowns[seat]) {
				t.Fatalf("seat %d draws with legal actions %v (holds %v and %d unknown)", seat, legal,
					holes[seat], unknowns[seat])
			}
			count, _ := r.Below(uint64(legal[0].Max) + 1)
			// Of the count, at least what the known cards cannot cover is unseen.
			unknown := max(int(count)-holes[seat].Len(), 0)
			if most := min(int(count), unknowns[seat]); most > unknown {
				u, _ := r.Below(uint64(most-unknown) + 1)
				unknown += int(u)
			}
			cards := Mask(0)
			if known := int(count) - unknown; known > 0 {
				cards = pick(t, r, holes[seat], known)
			}
			s = ok(t)(s.Discard(cards, unknown))
			step := lastStep(t, s, info.HistoryLen)
			want := HistoryStep{Seat: seat, Kind: Discard, Cards: cards, Unknown: unknown, To: -1}
			want.Street, want.Draw = streetOf(t, nil, info, Discard)
			if step != want {
				t.Fatalf("seat %d's discard of %v and %d unknown recorded as %+v", seat, cards, unknown, step)
			}
			after, _ := s.HoleCards()
			unknownAfter, _ := s.UnknownCards()
			if after[seat] != holes[seat]&^cards || unknownAfter[seat] != unknowns[seat]-unknown {
				t.Fatalf("seat %d holds %v and %d unknown after discarding %v and %d from %v and %d", seat,
					after[seat], unknownAfter[seat], cards, unknown, holes[seat], unknowns[seat])
			}
			log.steps = append(log.steps, step)
			log.discards++
			log.drawnCards += int(count)
			if count == 0 {
				log.standsPat++
			}

		case PhaseBetting:
			seat := info.Actor
			if len(legal) == 0 || seat < 0 {
				t.Fatalf("nobody can act in %v: %v", s, legal)
			}
			choice, _ := r.Below(uint64(len(legal)))
			if legal[choice].Kind == Fold { // fold less often, so that hands reach their draws
				if again, _ := r.Below(3); again > 0 {
					choice, _ = r.Below(uint64(len(legal)))
				}
			}
			action := legal[choice]
			amount := action.Min
			if action.Kind == BetOrRaise && action.Max > action.Min {
				extra, _ := r.Below(uint64(action.Max - action.Min + 1))
				amount += int64(extra)
			}
			bets, _ := s.Bets()
			if action.Kind == BringIn {
				s = ok(t)(s.BringIn())
			} else {
				s = ok(t)(s.Apply(action.Kind, amount))
			}
			step := lastStep(t, s, info.HistoryLen)
			want := HistoryStep{Seat: seat, Kind: action.Kind, To: -1}
			want.Street, want.Draw = streetOf(t, nil, info, action.Kind)
			switch action.Kind {
			case Call, BringIn:
				want.Amount = bets[seat] + action.Min
			case BetOrRaise:
				want.Amount = amount
			case AllIn:
				want.Amount = action.Min
				want.Kind = step.Kind // the call or raise it was
				if step.Kind != Call && step.Kind != BetOrRaise {
					t.Fatalf("an all-in recorded as %+v", step)
				}
			}
			if step != want {
				t.Fatalf("seat %d's %v %d (legal %v) recorded as %+v", seat, action.Kind, amount, legal, step)
			}
			if action.Kind == BringIn {
				log.bringIns++
			}
			log.steps = append(log.steps, step)

		default:
			t.Fatalf("phase %v", info.Phase)
		}
	}
}

// replayHistory applies a history step by step to a fresh start with the
// API's calls (random deals replayed as the cards they dealt).
func replayHistory(t *testing.T, start *TableState, history []HistoryStep) *TableState {
	t.Helper()
	s := start
	for i, step := range history {
		var err error
		switch step.Kind {
		case DealBoardStep:
			s, err = s.Deal(step.Cards)
		case DealHoleStep:
			s, err = s.DealHole(step.To, step.Cards, step.Up, step.Unknown)
		case Discard:
			s, err = s.Discard(step.Cards, step.Unknown)
		case Call, Check, Fold, BringIn:
			s, err = s.Apply(step.Kind, 0)
		default:
			s, err = s.Apply(step.Kind, step.Amount)
		}
		if err != nil {
			t.Fatalf("step %d %+v: %v", i, step, err)
		}
	}
	return s
}

// samePHHTextStacks writes s as PHH text, parses and replays it: the seats
// come back rotated (player i+1 is seat (button+1+i) mod n) with the same
// stacks, hole cards and number of steps.
func samePHHTextStacks(t *testing.T, s *TableState, variant string) {
	t.Helper()
	doc, err := s.PHH("")
	if err != nil {
		t.Fatalf("%v as PHH: %v", s, err)
	}
	defer doc.Close()
	text, err := doc.Text(0)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, fmt.Sprintf("variant = %q\n", variant)) {
		t.Fatalf("written as\n%s\nwant variant %s", text, variant)
	}
	again := mustParsePHH(t, text)
	replayed, err := again.Replay(0, "")
	if err != nil {
		t.Fatalf("the PHH text of %v does not replay: %v\n%s", s, err, text)
	}
	defer replayed.Close()
	info, _ := s.Info()
	got, _ := replayed.Info()
	stacks, _ := s.Stacks()
	gotStacks, _ := replayed.Stacks()
	holes, _ := s.HoleCards()
	gotHoles, _ := replayed.HoleCards()
	n := info.SeatCount
	for i := 0; i < n; i++ {
		seat := (info.Button + 1 + i) % n
		if gotStacks[i] != stacks[seat] || gotHoles[i] != holes[seat] {
			t.Fatalf("p%d (seat %d): %d chips, holes %v after the PHH replay; %d and %v in the hand\n%s", i+1, seat,
				gotStacks[i], gotHoles[i], stacks[seat], holes[seat], text)
		}
	}
	if got.Phase != info.Phase || got.HistoryLen != info.HistoryLen || got.Game != info.Game ||
		got.LastStreet != info.LastStreet {
		t.Fatalf("the PHH replay is %+v, the hand %+v\n%s", got, info, text)
	}
}

func TestTableStudAndDrawPlayedAtRandom(t *testing.T) {
	r := NewRng(19)
	for _, g := range studDrawGames {
		var totals handLog
		var showdowns, lastStreets, hands int
		for hand := 0; hand < 24; hand++ {
			config := g.config(t, &r, uint64(1000*hand+7))
			start, err := StartHand(config)
			if err != nil {
				t.Fatalf("%s: %v", g.name, err)
			}
			total := sum(config.Stacks)
			final, log := playStudDraw(t, start, &r, total)
			hands++

			// The history is what was applied, step for step.
			history, err := final.History()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(history, log.steps) {
				t.Fatalf("%s hand %d: History() =\n%+v\nwant what was applied\n%+v", g.name, hand, history, log.steps)
			}
			var holeDeals, discards, bringIns int
			for _, step := range history {
				switch {
				case step.IsHoleDeal():
					holeDeals++
				case step.Kind == Discard:
					discards++
				case step.Kind == BringIn:
					bringIns++
				}
			}
			if holeDeals != log.holeDeals || discards != log.discards || bringIns != log.bringIns {
				t.Errorf("%s hand %d: %d hole deals, %d discards, %d bring-ins in the history; %d, %d, %d applied",
					g.name, hand, holeDeals, discards, bringIns, log.holeDeals, log.discards, log.bringIns)
			}
			if isStud(g.game) && log.discards > 0 {
				t.Errorf("%s hand %d: %d discards", g.name, hand, log.discards)
			}

			// The chips: conserved, the stacks what the seats kept and won.
			stacks, _ := final.Stacks()
			contributed, _ := final.Contributed()
			won, _ := final.Won()
			for seat := range stacks {
				if stacks[seat] != config.Stacks[seat]-contributed[seat]+won[seat] {
					t.Errorf("%s hand %d seat %d: stack %d, started %d, put in %d, won %d", g.name, hand, seat,
						stacks[seat], config.Stacks[seat], contributed[seat], won[seat])
				}
			}
			if sum(stacks) != total || sum(won) != sum(contributed) {
				t.Errorf("%s hand %d: stacks %v (total %d), won %v of %v", g.name, hand, stacks, total, won,
					contributed)
			}
			results, err := final.PotResults()
			if err != nil {
				t.Fatal(err)
			}
			var awarded int64
			for _, pot := range results {
				awarded += pot.Amount
			}
			if awarded != sum(won) {
				t.Errorf("%s hand %d: pots of %d, %d won", g.name, hand, awarded, sum(won))
			}
			info, _ := final.Info()
			folded, _ := final.Folded()
			live := 0
			for _, f := range folded {
				if !f {
					live++
				}
			}
			if live > 1 {
				showdowns++
			}
			if info.Street == info.LastStreet {
				lastStreets++
			}
			// Draw games have no spots; a stud spot shares every pot (unless a
			// live seat's cards were dealt unseen, which the error names).
			spots, err := final.AllInEquity(true, 1)
			switch {
			case !isStud(g.game):
				if err != nil || len(spots) != 0 {
					t.Errorf("%s hand %d: all-in spots %v, %v; draw hands have none", g.name, hand, spots, err)
				}
			case err != nil:
				if !strings.Contains(err.Error(), "unknown") {
					t.Errorf("%s hand %d: all-in equity: %v", g.name, hand, err)
				}
			default:
				for _, spot := range spots {
					var pot, expected float64
					for _, p := range spot.Pots {
						pot += float64(p.Amount)
					}
					for _, e := range spot.Expected {
						expected += e
					}
					if spot.Board != 0 || math.Abs(pot-expected) > 1e-6*pot {
						t.Errorf("%s hand %d: a stud spot %+v: expected %v of pots %v", g.name, hand, spot, expected, pot)
					}
				}
			}

			// Written as PHH text and replayed: the same stacks; saved as
			// text and read back: the same state; the history applied
			// again through the API: the same hand.
			samePHHTextStacks(t, final, g.variant)
			text, err := final.ToText()
			if err != nil {
				t.Fatal(err)
			}
			copied, err := TableStateFromText(text)
			if err != nil {
				t.Fatalf("%s hand %d: %v\n%s", g.name, hand, err, text)
			}
			if again, _ := copied.ToText(); again != text {
				t.Errorf("%s hand %d: the saved text reads back as\n%s\nnot\n%s", g.name, hand, again, text)
			}
			copied.Close()
			fresh, err := StartHand(TableConfig{Game: config.Game, Betting: config.Betting, Button: config.Button,
				Stacks: config.Stacks, Antes: config.Antes, Blinds: config.Blinds, SmallBet: config.SmallBet,
				BigBet: config.BigBet, BringIn: config.BringIn, Draws: config.Draws})
			if err != nil {
				t.Fatal(err)
			}
			again := replayHistory(t, fresh, history)
			againStacks, _ := again.Stacks()
			againHoles, _ := again.HoleCards()
			holes, _ := final.HoleCards()
			if !reflect.DeepEqual(againStacks, stacks) || !reflect.DeepEqual(againHoles, holes) {
				t.Errorf("%s hand %d: the history applied again gives stacks %v, holes %v; the hand %v, %v", g.name,
					hand, againStacks, againHoles, stacks, holes)
			}
			again.Close()
			// The same as ApplyMany steps: the same hand, its random deals
			// now explicit.
			steps := make([]Step, len(history))
			plain := make([]HistoryStep, len(history))
			for i, h := range history {
				steps[i] = h.Step()
				plain[i] = h
				plain[i].Random = false
			}
			many := ok(t)(fresh.ApplyMany(steps))
			manyStacks, _ := many.Stacks()
			manyHistory, _ := many.History()
			if !reflect.DeepEqual(manyStacks, stacks) || !reflect.DeepEqual(manyHistory, plain) {
				t.Errorf("%s hand %d: ApplyMany of the history gives stacks %v and\n%+v\nnot %v and\n%+v", g.name,
					hand, manyStacks, manyHistory, stacks, plain)
			}
			many.Close()
			fresh.Close()

			totals.holeDeals += log.holeDeals
			totals.explicitDeals += log.explicitDeals
			totals.unknownDealt += log.unknownDealt
			totals.randoms += log.randoms
			totals.discards += log.discards
			totals.drawnCards += log.drawnCards
			totals.standsPat += log.standsPat
			totals.bringIns += log.bringIns
			final.Close()
			start.Close()
		}
		t.Logf("%s: %d hands, %d showdowns, %d reached the last street; %d hole deals (%d explicit, %d random, "+
			"%d unseen cards), %d bring-ins, %d draws (%d cards, %d stood pat)", g.name, hands, showdowns,
			lastStreets, totals.holeDeals, totals.explicitDeals, totals.randoms, totals.unknownDealt,
			totals.bringIns, totals.discards, totals.drawnCards, totals.standsPat)
		// The random hands went everywhere the test looks.
		if showdowns == 0 || lastStreets == 0 || totals.explicitDeals == 0 || totals.randoms == 0 ||
			totals.unknownDealt == 0 {
			t.Errorf("%s: %d showdowns, %d hands reached the last street, %d explicit and %d random hole deals, "+
				"%d unseen cards", g.name, showdowns, lastStreets, totals.explicitDeals, totals.randoms,
				totals.unknownDealt)
		}
		if isStud(g.game) && totals.bringIns == 0 {
			t.Errorf("%s: no bring-in in %d hands", g.name, hands)
		}
		if !isStud(g.game) && (totals.drawnCards == 0 || totals.standsPat == 0) {
			t.Errorf("%s: %d draws, %d cards drawn, %d stood pat", g.name, totals.discards, totals.drawnCards,
				totals.standsPat)
		}
	}
}

// studThirdStreet is a three-seat hand of game (fixed limit, antes 1,
// bring-in 1, bets 2 and 4) with third street dealt: seat 1 shows 2c, seat
// 2 9s, seat 0 Td.
func studThirdStreet(t *testing.T, game Game) *TableState {
	t.Helper()
	s, err := StartHand(TableConfig{Game: game, Betting: FixedLimit, SmallBet: 2, BigBet: 4, BringIn: 1,
		Stacks: []int64{100, 100, 100}, Antes: []int64{1, 1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if info := sound(t, s, 300); info.Phase != PhaseDealing || info.DealSeat != 1 || info.HoleCardsDue != 3 ||
		info.Street != ThirdStreet || info.PotTotal != 3 {
		t.Fatalf("a stud hand starts with %+v; want third street due to seat 1, the antes in", info)
	}
	if got := s.String(); got != "Dealing ThirdStreet deal 1 pot 3" {
		t.Errorf("String() = %q", got)
	}
	for _, d := range []struct {
		seat      int
		cards, up string
	}{{1, "As Kd 2c", "2c"}, {2, "Qh Jh 9s", "9s"}, {0, "3d 4d Td", "Td"}} {
		s = ok(t)(s.DealHole(d.seat, MustParseMask(d.cards), MustParseMask(d.up), 0))
	}
	return s
}

// refused checks that err is the illegal-action error naming the rule and
// that s is as it was.
func refused(t *testing.T, what string, err error, says string, s *TableState, before string) {
	t.Helper()
	var xe *Error
	if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &xe) || !strings.Contains(xe.Message, says) {
		t.Errorf("%s: %v, want ErrInvalidArgument saying %q", what, err, says)
	}
	if after, _ := s.ToText(); after != before {
		t.Errorf("%s changed the state:\n%s\nwas\n%s", what, after, before)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

func TestTableStudBringIn(t *testing.T) {
	s := studThirdStreet(t, Stud)
	info := sound(t, s, 300)
	// Stud: the lowest up card (2c, seat 1) brings it in.
	if info.Phase != PhaseBetting || info.Actor != 1 || info.Street != ThirdStreet || info.DealSeat != -1 ||
		info.LastStreet != SeventhStreet {
		t.Fatalf("third street dealt: %+v; want seat 1 to bring it in", info)
	}
	ups, _ := s.UpCards()
	holes, _ := s.HoleCards()
	unknown, _ := s.UnknownCards()
	if !reflect.DeepEqual(ups, []Mask{MustParseMask("Td"), MustParseMask("2c"), MustParseMask("9s")}) ||
		holes[1] != MustParseMask("As Kd 2c") || !reflect.DeepEqual(unknown, []int{0, 0, 0}) {
		t.Fatalf("up cards %v, holes %v, unknown %v", ups, holes, unknown)
	}
	legal, _ := s.LegalActions()
	if !reflect.DeepEqual(legal, []LegalAction{{BetOrRaise, 2, 2}, {BringIn, 1, 1}}) {
		t.Fatalf("the bring-in's choices: %v; want complete to 2 or bring it in for 1", legal)
	}

	// Fold, check and call are refused while the bring-in is due; so are a
	// draw and a deal.
	before, _ := s.ToText()
	_, err := s.Fold()
	refused(t, "a fold while the bring-in is due", err, "the bring-in is due", s, before)
	_, err = s.Check()
	refused(t, "a check while the bring-in is due", err, "the bring-in is due", s, before)
	_, err = s.Call()
	refused(t, "a call while the bring-in is due", err, "the bring-in is due", s, before)
	_, err = s.Discard(MustParseMask("As"), 0)
	refused(t, "a stud discard", err, "no draw is under way", s, before)
	_, err = s.DealHole(0, MustParseMask("5h"), MustParseMask("5h"), 0)
	refused(t, "a deal while seat 1 must act", err, "no hole cards are due", s, before)

	// The bring-in: one chip, recorded as BringIn; the next seat may then
	// fold, call it or complete.
	in := ok(t)(s.BringIn())
	defer in.Close()
	if info := sound(t, in, 300); info.Actor != 2 || info.CurrentBet != 1 || info.PotTotal != 4 {
		t.Fatalf("after the bring-in: %+v", info)
	}
	history, _ := in.History()
	if got := history[len(history)-1]; got != (HistoryStep{Seat: 1, Kind: BringIn, Amount: 1, To: -1}) {
		t.Errorf("the bring-in recorded as %+v", got)
	}
	if legal, _ := in.LegalActions(); !reflect.DeepEqual(legal, []LegalAction{{Fold, 0, 0}, {Call, 1, 1},
		{BetOrRaise, 2, 2}}) {
		t.Errorf("facing the bring-in: %v", legal)
	}
	_, err = in.BringIn()
	inText, _ := in.ToText()
	refused(t, "a second bring-in", err, "the bring-in is posted only by the first seat", in, inText)
	// Completing instead is a BetOrRaise to the small bet.
	completed := ok(t)(s.BetOrRaiseTo(2))
	defer completed.Close()
	if info := sound(t, completed, 300); info.CurrentBet != 2 || info.Raises != 1 {
		t.Errorf("after completing: %+v", info)
	}

	// Razz: the highest up card (Td, seat 0) brings it in.
	razz := studThirdStreet(t, Razz)
	if info := sound(t, razz, 300); info.Actor != 0 {
		t.Errorf("razz brought in by seat %d, want seat 0 (Td)", info.Actor)
	}

	// The text and the PHH carry the bring-in and the up cards.
	text, _ := in.ToText()
	if !strings.Contains(text, "\nbring_in 1\n") || !strings.Contains(text, "\nhole 1 ") {
		t.Errorf("the saved text lacks the bring-in or the hole deals:\n%s", text)
	}
	doc, err := in.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	phh, _ := doc.Text(0)
	// Seat 1 is p1 (the button, seat 0, is the last player); down cards
	// first, then the up card.
	for _, line := range []string{`"d dh p1 KdAs2c"`, `"d dh p3 3d4dTd"`, `"p1 pb"`, "bring_in = 1\n"} {
		if !strings.Contains(phh, line) {
			t.Errorf("the PHH lacks %s:\n%s", line, phh)
		}
	}
	samePHHTextStacks(t, in, "F7S")
}

// drawHand is a heads-up fixed-limit 2-7 triple draw, blinds 1 and 2 (the
// button, seat 0, the small blind), with known hands.
func drawHand(t *testing.T) *TableState {
	t.Helper()
	s, err := StartHand(TableConfig{Game: Lowball27, Betting: FixedLimit, Stacks: []int64{100, 100},
		Blinds: []int64{1, 2}, HoleCards: []Mask{MustParseMask("2c 3d 4h 5s 9c"), MustParseMask("Kc Kd 7h 8s 2d")}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestTableDrawRefusals(t *testing.T) {
	s := drawHand(t)
	if info := sound(t, s, 200); info.Phase != PhaseBetting || info.LastStreet != 3 || info.Actor != 0 {
		t.Fatalf("the draw hand starts with %+v", info)
	}
	// Discarding outside the Drawing phase is refused, and so is a Discard
	// through Apply.
	before, _ := s.ToText()
	_, err := s.Discard(MustParseMask("9c"), 0)
	refused(t, "a discard while betting", err, "no draw is under way", s, before)
	_, err = s.StandPat()
	refused(t, "standing pat while betting", err, "no draw is under way", s, before)
	_, err = s.Apply(Discard, 0)
	refused(t, "Apply(Discard)", err, "TableState.Discard", s, before)

	s = ok(t)(s.Call())
	s = ok(t)(s.Check())
	info := sound(t, s, 200)
	// The big blind (seat 1) draws first: the seat after the button.
	if info.Phase != PhaseDrawing || info.Actor != 1 || s.String() != "Drawing BeforeDraw1 actor 1 pot 4" {
		t.Fatalf("after the first round: %v %+v", s, info)
	}
	if legal, _ := s.LegalActions(); !reflect.DeepEqual(legal, []LegalAction{{Discard, 0, 5}}) {
		t.Errorf("the draw's legal actions: %v", legal)
	}
	before, _ = s.ToText()
	_, err = s.Check()
	refused(t, "a check while drawing", err, "seat 1 must draw first", s, before)
	_, err = s.Discard(MustParseMask("2c"), 0)
	refused(t, "discarding a card of the other seat", err, "2c", s, before)
	_, err = s.Discard(0, 1)
	refused(t, "discarding an unknown card the seat lacks", err, "unknown", s, before)
	_, err = s.DealHole(1, MustParseMask("Ah"), 0, 0)
	refused(t, "a deal before the draw", err, "no hole cards are due", s, before)

	s = ok(t)(s.Discard(MustParseMask("Kc Kd"), 0))
	s = ok(t)(s.StandPat())
	info = sound(t, s, 200)
	if info.Phase != PhaseDealing || info.DealSeat != 1 || info.HoleCardsDue != 2 {
		t.Fatalf("after the draws: %+v; want seat 1's two cards due", info)
	}
	history, _ := s.History()
	if tail := history[len(history)-2:]; !reflect.DeepEqual(tail, []HistoryStep{
		{Seat: 1, Kind: Discard, Cards: MustParseMask("Kc Kd"), To: -1, Street: 1, Draw: 1},
		{Seat: 0, Kind: Discard, To: -1, Street: 1, Draw: 1}}) {
		t.Errorf("the draws recorded as %+v", tail)
	}
	// Dealing to a seat that is due no cards (seat 0 stood pat), more cards
	// than are due, a card a seat holds, or face-up cards in a draw game is
	// refused.
	before, _ = s.ToText()
	_, err = s.DealHole(0, MustParseMask("Ah"), 0, 0)
	refused(t, "a deal to the seat that stood pat", err, "seat 0 but it is due 0", s, before)
	_, err = s.DealHole(1, MustParseMask("Ah As 6d"), 0, 0)
	refused(t, "three cards for two discards", err, "due 2", s, before)
	_, err = s.DealHole(1, MustParseMask("Ah 2c"), 0, 0)
	refused(t, "a card seat 0 holds", err, "2c", s, before)
	_, err = s.DealHole(1, MustParseMask("Ah As"), MustParseMask("Ah"), 0)
	refused(t, "a face-up card in a draw game", err, "up", s, before)
	_, err = s.DealHole(MaxSeats+1<<40, MustParseMask("Ah As"), 0, 0)
	refused(t, "a seat out of range", err, "seat", s, before)

	// The same steps through ApplyMany: a refused draw or deal is a
	// *StepError counting from the first step.
	start := drawHand(t)
	prefix := []Step{Act(Call, 0), Act(Check, 0), DiscardStep(1, MustParseMask("Kc Kd"), 0)}
	for _, c := range []struct {
		steps []Step
		index int
		says  string
	}{
		{append(prefix[:3:3], DiscardStep(1, 0, 0)), 3, "step 3: the step is by seat 1 but seat 0 is to draw"},
		{append(prefix[:3:3], DiscardStep(AnySeat, MustParseMask("Kc"), 0)), 3, "step 3: seat 0 discards Kc"},
		{append(prefix[:3:3], DiscardStep(0, 0, 0), HoleStep(1, MustParseMask("Ah 2c"), 0, 0)), 4,
			"step 4: card 2c is already dealt"},
		{append(prefix[:3:3], DiscardStep(0, 0, 0), HoleStep(1, MustParseMask("Ah 6d"), 0, 0), Act(Check, 0),
			Act(Check, 0), Act(Fold, 0)), 7, "step 7: seat 1 must draw first"},
		{append(prefix[:2:2], HoleStep(1, MustParseMask("Ah"), 0, 0)), 2, "step 2: no hole cards are due"},
	} {
		before, _ := start.ToText()
		_, err := start.ApplyMany(c.steps)
		var se *StepError
		if !errors.As(err, &se) || se.Index != c.index || !errors.Is(err, ErrInvalidArgument) ||
			!strings.HasPrefix(se.Err.Message, c.says) {
			t.Errorf("ApplyMany(%+v): %v, want a *StepError at %d saying %q", c.steps, err, c.index, c.says)
		}
		if after, _ := start.ToText(); after != before {
			t.Errorf("a refused ApplyMany changed the state")
		}
	}
	viaMany := ok(t)(start.ApplyMany(append(prefix[:3:3], DiscardStep(0, 0, 0),
		HoleStep(1, MustParseMask("Ah 6d"), 0, 0))))
	defer viaMany.Close()

	s = ok(t)(s.DealHole(1, MustParseMask("Ah 6d"), 0, 0))
	if a, b := s.String(), viaMany.String(); a != b {
		t.Errorf("ApplyMany reaches %s, the calls one by one %s", b, a)
	}
	if holes, _ := s.HoleCards(); holes[1] != MustParseMask("Ah 6d 7h 8s 2d") {
		t.Errorf("seat 1 holds %v after the draw", holes[1])
	}
	if info := sound(t, s, 200); info.Phase != PhaseBetting || info.Street != 1 || info.FixedBet != 2 {
		t.Errorf("after the first draw: %+v; want the second round, bets of 2", info)
	}
	if history, _ := s.History(); history[len(history)-1] != (HistoryStep{Seat: -1, Kind: DealHoleStep,
		Cards: MustParseMask("Ah 6d"), To: 1, Street: 1, Draw: 1}) {
		t.Errorf("the replacement recorded as %+v", history[len(history)-1])
	}
}

func TestTableStudDealRefusals(t *testing.T) {
	s, err := StartHand(TableConfig{Game: Stud, Betting: FixedLimit, SmallBet: 2, BringIn: 1,
		Stacks: []int64{100, 100, 100}, Antes: []int64{1, 1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s = ok(t)(s.DealHole(1, MustParseMask("As Kd 2c"), MustParseMask("2c"), 0))
	before, _ := s.ToText()
	_, err = s.DealHole(1, MustParseMask("5h"), MustParseMask("5h"), 0)
	refused(t, "a second deal to seat 1", err, "seat 1 but it is due 0", s, before)
	_, err = s.DealHole(2, MustParseMask("Qh Jh 9s"), MustParseMask("Qh 9s"), 0)
	refused(t, "two up cards on third street", err, "up", s, before)
	_, err = s.DealHole(2, MustParseMask("Qh Jh As"), MustParseMask("As"), 0)
	refused(t, "a card seat 1 holds", err, "As", s, before)
	_, err = s.DealHole(2, 0, 0, -1)
	refused(t, "a negative count of unknown cards", err, "-1", s, before)
	_, err = s.DealHole(7, MustParseMask("Qh Jh 9s"), MustParseMask("9s"), 0)
	refused(t, "a seat the table lacks", err, "seat 7 is not a seat", s, before)
	_, err = s.Deal(MustParseMask("Qh"))
	refused(t, "a board card", err, "no board cards are due", s, before)

	// Unseen cards: the seat holds them, the history and the PHH say so.
	s = ok(t)(s.DealHole(2, MustParseMask("9s"), MustParseMask("9s"), 2))
	if unknown, _ := s.UnknownCards(); !reflect.DeepEqual(unknown, []int{0, 0, 2}) {
		t.Errorf("unknown cards %v, want seat 2's two", unknown)
	}
	if holes, _ := s.HoleCards(); holes[2] != MustParseMask("9s") {
		t.Errorf("seat 2's known cards %v", holes[2])
	}
	history, _ := s.History()
	if last := history[len(history)-1]; last != (HistoryStep{Seat: -1, Kind: DealHoleStep, Cards: MustParseMask("9s"),
		To: 2, Unknown: 2, Up: MustParseMask("9s")}) {
		t.Errorf("a deal with unseen cards recorded as %+v", last)
	}
	s = ok(t)(s.DealRandom())
	doc, err := s.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	if text, _ := doc.Text(0); !strings.Contains(text, `"d dh p2 ????9s"`) {
		t.Errorf("seat 2 (p2) is not dealt ????9s:\n%s", text)
	}
	samePHHTextStacks(t, s, "F7S")
}

// withAction is a PHH text with one more action line.
func withAction(t *testing.T, text, action string) string {
	t.Helper()
	at := strings.Index(text, "actions = [")
	end := strings.Index(text[at:], "\n]")
	if at < 0 || end < 0 {
		t.Fatalf("no actions array in\n%s", text)
	}
	end += at
	return text[:end] + "\n  " + fmt.Sprintf("%q", action) + "," + text[end:]
}

func TestStudAndDrawReplayWarnings(t *testing.T) {
	// Fourth street of the stud hand: seat 0 (Td 5h showing) and seat 1
	// check, then seat 2 (p2) folds although checking was free, as a
	// history may hold.
	s := studThirdStreet(t, Stud)
	s = ok(t)(s.BringIn())
	s = ok(t)(s.Call())
	s = ok(t)(s.Call())
	for seat, card := range map[int]string{1: "3c", 2: "4s", 0: "5h"} {
		s = ok(t)(s.DealHole(seat, MustParseMask(card), MustParseMask(card), 0))
	}
	info := sound(t, s, 300)
	if info.Street != FourthStreet || info.Actor != 0 || s.String() != "Betting FourthStreet actor 0 pot 6" {
		t.Fatalf("fourth street: %v", s)
	}
	s = ok(t)(s.Check())
	s = ok(t)(s.Check())
	doc, err := s.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	text, _ := doc.Text(0)
	doc.Close()
	warned := mustParsePHH(t, withAction(t, text, "p2 f"))
	state, err := warned.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer state.Close()
	warnings, err := state.ReplayWarnings()
	if want := []string{"p2 folds on fourth street when checking was free; the replay keeps the fold"}; err != nil ||
		!reflect.DeepEqual(warnings, want) {
		t.Errorf("stud warnings %q (%v), want %q", warnings, err, want)
	}

	// The draw hand after its first draw: seat 1 checks, seat 0 folds.
	d := drawHand(t)
	d = ok(t)(d.ApplyMany([]Step{Act(Call, 0), Act(Check, 0)}))
	d = ok(t)(d.StandPat())
	d = ok(t)(d.StandPat())
	d = ok(t)(d.Check())
	if info := sound(t, d, 200); info.Street != 1 || info.Actor != 0 {
		t.Fatalf("after the first draw: %+v", info)
	}
	doc, err = d.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	text, _ = doc.Text(0)
	doc.Close()
	// The button, seat 0, is the last player: p2.
	warned = mustParsePHH(t, withAction(t, text, "p2 f"))
	state, err = warned.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer state.Close()
	warnings, err = state.ReplayWarnings()
	if want := []string{"p2 folds after the first draw when checking was free; the replay keeps the fold"}; err != nil ||
		!reflect.DeepEqual(warnings, want) {
		t.Errorf("draw warnings %q (%v), want %q", warnings, err, want)
	}
}

func TestStudDrawNames(t *testing.T) {
	for value, want := range map[fmt.Stringer]string{PhaseDrawing: "Drawing", BringIn: "BringIn",
		Discard: "Discard", DealHoleStep: "DealHole", SeventhStreet: "SeventhStreet", ThirdStreet: "Preflop"} {
		if got := value.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", value, got, want)
		}
	}
	for _, c := range []struct {
		game   Game
		street Street
		want   string
	}{{Stud, ThirdStreet, "ThirdStreet"}, {Razz, SeventhStreet, "SeventhStreet"}, {Badugi, 0, "BeforeDraw1"},
		{Lowball27, 3, "AfterDraw3"}, {Holdem, River, "River"}} {
		if got := streetName(c.game, c.street); got != c.want {
			t.Errorf("streetName(%v, %d) = %q, want %q", c.game, c.street, got, c.want)
		}
	}
}
