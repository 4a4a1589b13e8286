package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"math/bits"
	"runtime"
	"unsafe"
)

// The table rules engine (docs/table.md): one hand of any Game for 2 to 10
// seats (8 in stud), no limit, pot limit or fixed limit, in integer chips.
//
//   - Board games (Holdem, ShortDeck, Omaha4..6, Omaha4HiLo, Omaha5HiLo) deal
//     the hole cards at the start (TableConfig.HoleCards or RandomHoles) and
//     then the board (Deal, DealRandom).
//   - Stud games (Stud, StudHiLo, Razz) have antes and a bring-in instead of
//     blinds and deal hole cards street by street (DealHole, DealRandom): two
//     down and one up on third street, then one up on fourth to sixth street
//     and one down on seventh. On third street the first seat to act posts
//     the bring-in (BringIn) or completes (BetOrRaiseTo the small bet).
//   - Draw games (Lowball27, Badugi) deal a hand (as board games deal hole
//     cards) and then have draw rounds (PhaseDrawing): each live seat in turn
//     discards cards or stands pat (Discard, StandPat), and once all have
//     drawn the replacements are dealt (DealHole, DealRandom).
//
// Hi/lo games split each pot between the best high hand and the best
// eight-or-better low (the odd chip to the high half); the high hand scoops
// a pot without a qualifying low.

// MaxSeats is the most seats a table has.
const MaxSeats = C.XIAPL_TABLE_MAX_SEATS

// Betting is the betting structure of a hand. Its zero value, UsualBetting,
// is the game's usual structure from the library's table of games
// (UsualTable), so a TableConfig that leaves Betting out plays each game as
// every binding of the library does.
type Betting int32

// The betting structures of xiapl.h (XIAPL_BETTING_* plus one, so that the
// zero value can mean the game's usual structure).
const (
	UsualBetting Betting = 0
	NoLimit      Betting = C.XIAPL_BETTING_NO_LIMIT + 1
	PotLimit     Betting = C.XIAPL_BETTING_POT_LIMIT + 1
	// FixedLimit: every bet and raise is the street's size
	// (TableConfig.SmallBet preflop and on the flop, BigBet on the turn and
	// river), at most four bets and raises a street (blinds not counted); a
	// short stack may go all-in for less.
	FixedLimit Betting = C.XIAPL_BETTING_FIXED_LIMIT + 1
)

// bettingOf is the Betting of an XIAPL_BETTING_* value.
func bettingOf(value C.int32_t) Betting { return Betting(value + 1) }

// c is the XIAPL_BETTING_* value (XIAPL_BETTING_USUAL for UsualBetting).
func (b Betting) c() C.int32_t {
	if b == UsualBetting {
		return C.XIAPL_BETTING_USUAL
	}
	return C.int32_t(b - 1)
}

// check refuses a value that is no Betting (before the library sees it shifted by one).
func (b Betting) check() error {
	if b < UsualBetting || b > FixedLimit {
		return invalid("betting %d is unknown; use NoLimit, PotLimit, FixedLimit or UsualBetting", int32(b))
	}
	return nil
}

// TableDefaults is the table a game is usually played at, from the
// library's table of games (xiapl_game_defaults_init).
type TableDefaults struct {
	Betting    Betting // NoLimit, PotLimit or FixedLimit
	Draws      int     // draw games: 1 to 3; other games 0
	SmallBlind int64   // 1; stud games 0
	BigBlind   int64   // 2; stud games 0
	Ante       int64   // every seat's: 1 in stud games, else 0
	BringIn    int64   // stud games: 2; else 0
	SmallBet   int64   // fixed limit, the first two streets (stud 4, else the big blind); else 0
	BigBet     int64   // fixed limit, the later streets: twice the small bet; else 0
}

// UsualTable is the table game is usually played at under betting
// (UsualBetting: the game's usual structure: fixed limit for the stud games,
// Omaha hi/lo, badugi and 2-7 with more than one draw, pot limit for Omaha,
// no limit for Hold'em, short deck and 2-7 single draw) with draws draws (0:
// three under fixed limit, else one; other games 0). An unknown game or
// betting, or draws outside 0..3, is an error matching ErrInvalidArgument.
func UsualTable(game Game, betting Betting, draws int) (TableDefaults, error) {
	if draws != int(int32(draws)) {
		return TableDefaults{}, invalid("draws is %d; a draw game has 1 to 3 draws (0: the betting's usual number)",
			draws)
	}
	if err := betting.check(); err != nil {
		return TableDefaults{}, err
	}
	var d C.xiapl_game_defaults
	defer lock()()
	if err := check(C.xiapl_game_defaults_init(&d, C.uint32_t(unsafe.Sizeof(d)), C.int32_t(game), betting.c(),
		C.int32_t(draws))); err != nil {
		return TableDefaults{}, err
	}
	return TableDefaults{Betting: bettingOf(d.betting), Draws: int(d.draws), SmallBlind: int64(d.small_blind),
		BigBlind: int64(d.big_blind), Ante: int64(d.ante), BringIn: int64(d.bring_in), SmallBet: int64(d.small_bet),
		BigBet: int64(d.big_bet)}, nil
}

func (b Betting) String() string {
	switch b {
	case UsualBetting:
		return "UsualBetting"
	case NoLimit:
		return "NoLimit"
	case PotLimit:
		return "PotLimit"
	case FixedLimit:
		return "FixedLimit"
	}
	return fmt.Sprintf("Betting(%d)", int32(b))
}

// Phase is where a hand stands.
type Phase int32

// The phases of xiapl.h (XIAPL_PHASE_*).
const (
	PhaseBetting Phase = C.XIAPL_PHASE_BETTING // a seat must act (TableInfo.Actor)
	// PhaseDealing: cards are due, board cards (TableInfo.CardsNeeded; Deal)
	// or a seat's hole cards (TableInfo.DealSeat and HoleCardsDue; DealHole).
	// DealRandom deals either.
	PhaseDealing  Phase = C.XIAPL_PHASE_DEALING
	PhaseFinished Phase = C.XIAPL_PHASE_FINISHED // the pots are awarded
	// PhaseDrawing: draw games, the seat TableInfo.Actor must discard or
	// stand pat (Discard, StandPat).
	PhaseDrawing Phase = C.XIAPL_PHASE_DRAWING
)

func (p Phase) String() string {
	switch p {
	case PhaseBetting:
		return "Betting"
	case PhaseDealing:
		return "Dealing"
	case PhaseFinished:
		return "Finished"
	case PhaseDrawing:
		return "Drawing"
	}
	return fmt.Sprintf("Phase(%d)", int32(p))
}

// Street is a betting round, numbered from 0: the board games' Preflop to
// River; stud's ThirdStreet to SeventhStreet; in draw games 0 before the
// first draw, then one more after each draw. TableInfo.LastStreet is the
// game's last. Fixed limit bets the small bet on streets 0 and 1 and the big
// bet later.
type Street int32

// The streets of xiapl.h (XIAPL_STREET_*), and stud's names for them.
const (
	Preflop Street = C.XIAPL_STREET_PREFLOP
	Flop    Street = C.XIAPL_STREET_FLOP
	Turn    Street = C.XIAPL_STREET_TURN
	River   Street = C.XIAPL_STREET_RIVER

	ThirdStreet   Street = Preflop // stud: two cards down and one up
	FourthStreet  Street = Flop
	FifthStreet   Street = Turn
	SixthStreet   Street = River
	SeventhStreet Street = 4 // stud: the last card, face down
)

func (s Street) String() string {
	switch s {
	case Preflop:
		return "Preflop"
	case Flop:
		return "Flop"
	case Turn:
		return "Turn"
	case River:
		return "River"
	case SeventhStreet:
		return "SeventhStreet"
	}
	return fmt.Sprintf("Street(%d)", int32(s))
}

// ActionKind is what the seat to act does, or (DealBoardStep, DealHoleStep)
// a deal of board or hole cards in TableState.History and ApplyMany.
type ActionKind int32

// The actions of xiapl.h (XIAPL_ACTION_*). BetOrRaise takes the seat's total
// bet on the street after the action ("raise to"); the others ignore the
// amount. AllIn bets, raises or calls with the whole stack; CheckOrCall does
// whichever is legal.
const (
	Fold        ActionKind = C.XIAPL_ACTION_FOLD
	Check       ActionKind = C.XIAPL_ACTION_CHECK
	Call        ActionKind = C.XIAPL_ACTION_CALL
	BetOrRaise  ActionKind = C.XIAPL_ACTION_BET_OR_RAISE
	AllIn       ActionKind = C.XIAPL_ACTION_ALL_IN
	CheckOrCall ActionKind = C.XIAPL_ACTION_CHECK_OR_CALL
	// BringIn: stud, third street, the first seat to act posts the
	// bring-in; its other choice is to complete (BetOrRaise to the small
	// bet). Fold, Check and Call are refused until it has done one.
	BringIn ActionKind = C.XIAPL_ACTION_BRING_IN
	// Discard is a draw: a LegalActions row in PhaseDrawing (Min 0, Max the
	// most cards the seat may discard) and a History step. It is made with
	// TableState.Discard (or an ApplyMany DiscardStep); Apply refuses it.
	Discard ActionKind = C.XIAPL_ACTION_DISCARD

	// DealBoardStep is a step of ApplyMany that deals board cards: its
	// amount is the mask of the cards due (XIAPL_STEP_DEAL_BOARD).
	DealBoardStep ActionKind = C.XIAPL_STEP_DEAL_BOARD
	// DealHoleStep is the kind of a step that deals hole cards (stud
	// streets, a draw's replacements; XIAPL_STEP_DEAL_HOLE): a History step,
	// and an ApplyMany step built by HoleStep.
	DealHoleStep ActionKind = C.XIAPL_STEP_DEAL_HOLE
)

func (k ActionKind) String() string {
	switch k {
	case Fold:
		return "Fold"
	case Check:
		return "Check"
	case Call:
		return "Call"
	case BetOrRaise:
		return "BetOrRaise"
	case AllIn:
		return "AllIn"
	case CheckOrCall:
		return "CheckOrCall"
	case BringIn:
		return "BringIn"
	case Discard:
		return "Discard"
	case DealBoardStep:
		return "DealBoard"
	case DealHoleStep:
		return "DealHole"
	}
	return fmt.Sprintf("ActionKind(%d)", int32(k))
}

// TableConfig is the hand to start. The seat count is len(Stacks) (2 to
// MaxSeats); Antes, Blinds and HoleCards are nil or hold one entry per seat,
// indexed clockwise. The zero value of each other field is the default.
type TableConfig struct {
	// Game is any Game: Holdem (the default), ShortDeck, Omaha4, Omaha5,
	// Omaha6, Omaha4HiLo, Omaha5HiLo; the stud games Stud, StudHiLo, Razz
	// (at most 8 seats, no blinds); the draw games Lowball27, Badugi.
	Game    Game
	Betting Betting // NoLimit, PotLimit or FixedLimit; UsualBetting (the zero value): the game's usual one
	Button  int     // the dealer button's seat
	MinBet  int64   // no and pot limit: the minimum bet; 0: the largest blind
	// SmallBet and BigBet are the fixed-limit bet sizes: SmallBet on
	// streets 0 and 1 (preflop and the flop; stud's third and fourth
	// street; a draw game's first two rounds) (0: the largest blind; stud,
	// which has no blinds, needs it), BigBet later (0: twice the small bet).
	// Other betting structures ignore them.
	SmallBet int64
	BigBet   int64
	// BringIn is stud's bring-in, below the full bet (0: none): on third
	// street the first seat to act posts it or completes.
	BringIn int64
	// Draws is a draw game's number of draw rounds, 1 to 3 (0: one under no
	// and pot limit, three under fixed limit).
	Draws  int
	Stacks []int64 // chips per seat, each > 0
	Antes  []int64 // dead money posted first (a big-blind ante is one entry)
	Blinds []int64 // nominal blinds and straddles per seat, e.g. StandardBlinds(n, button, 1, 2)
	// HoleCards are the seats' hole-card masks (0: unknown). Stud games deal
	// street by street: give none (or all 0).
	HoleCards []Mask
	// HoleOrder, nil or one entry per seat, gives the order in which a
	// seat's HoleCards were dealt (nil entry: card-id order); HoleCardsInOrder,
	// HistoryCards and PHH written from the state keep it.
	HoleOrder [][]Card
	// Seed seeds DealRandom and, with RandomHoles, the unknown hole cards:
	// the same config and the same calls give the same cards everywhere.
	Seed uint64
	// RandomHoles deals the unknown hole cards from Seed at the start (stud:
	// third street; draw games: the whole hand). Without it a stud hand
	// starts in PhaseDealing.
	RandomHoles bool
}

// StandardBlinds is the usual per-seat blinds: heads-up the button posts the
// small blind and the other seat the big blind; otherwise the two seats after
// the button post them.
func StandardBlinds(seats, button int, smallBlind, bigBlind int64) ([]int64, error) {
	if seats < 2 || seats > MaxSeats || button != int(int32(button)) {
		return nil, invalid("cannot place blinds for %d seats with the button at %d; give 2..%d seats and "+
			"a button seat", seats, button, MaxSeats)
	}
	var out [MaxSeats]C.int64_t
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_table_standard_blinds(C.int32_t(seats), C.int32_t(button), C.int64_t(smallBlind),
		C.int64_t(bigBlind), &out[0], MaxSeats, &n)); err != nil {
		return nil, err
	}
	blinds := make([]int64, int(n))
	for i := range blinds {
		blinds[i] = int64(out[i])
	}
	return blinds, nil
}

// TableState is one state of a hand. It never changes: Apply, Deal and the
// other transitions return a new state and leave this one valid, so a state
// may be read from several goroutines at once. It owns C memory: call Close
// when done with it (a finalizer frees it otherwise).
type TableState struct {
	handle *C.xiapl_table_state
}

func wrapTable(handle *C.xiapl_table_state) *TableState {
	s := &TableState{handle: handle}
	runtime.SetFinalizer(s, (*TableState).Close)
	return s
}

// StartHand posts the antes and blinds of a new hand. The state is in the
// Betting phase (Dealing when nobody can act or hole cards are due). A bad
// field (seat count, button, a negative amount, an amount above 2^52 chips,
// an empty stack, a wrong number of hole cards, a card dealt twice, a card
// the game's deck lacks, blinds in stud, a bring-in not below the full bet,
// a bad number of draws) is an error matching ErrInvalidArgument that names
// it.
func StartHand(config TableConfig) (*TableState, error) {
	seats := len(config.Stacks)
	if seats < 2 || seats > MaxSeats {
		return nil, invalid("a table has 2 to %d seats, not %d; give one stack per seat", MaxSeats, seats)
	}
	for _, column := range []struct {
		name string
		n    int
	}{{"Antes", len(config.Antes)}, {"Blinds", len(config.Blinds)}, {"HoleCards", len(config.HoleCards)},
		{"HoleOrder", len(config.HoleOrder)}} {
		if column.n != 0 && column.n != seats {
			return nil, invalid("%s has %d entries for %d seats; give one per seat (or none)", column.name,
				column.n, seats)
		}
	}
	if config.Button != int(int32(config.Button)) {
		return nil, invalid("button %d is not a seat; the button is a seat 0..%d", config.Button, seats-1)
	}
	if config.Draws != int(int32(config.Draws)) {
		return nil, invalid("Draws is %d; a draw game has 1 to 3 draws (0: the betting's usual number)",
			config.Draws)
	}
	var c C.xiapl_table_config
	defer lock()()
	if err := check(C.xiapl_table_config_init(&c, C.uint32_t(unsafe.Sizeof(c)))); err != nil {
		return nil, err
	}
	c.game = C.int32_t(config.Game)
	if err := config.Betting.check(); err != nil {
		return nil, err
	}
	if config.Betting == UsualBetting {
		usual, err := UsualTable(config.Game, UsualBetting, config.Draws)
		if err != nil {
			return nil, err
		}
		config.Betting = usual.Betting
	}
	c.betting = config.Betting.c()
	c.seat_count = C.int32_t(seats)
	c.button = C.int32_t(config.Button)
	if config.RandomHoles {
		c.random_holes = 1
	}
	c.seed = C.uint64_t(config.Seed)
	c.min_bet = C.int64_t(config.MinBet)
	c.small_bet = C.int64_t(config.SmallBet)
	c.big_bet = C.int64_t(config.BigBet)
	c.bring_in = C.int64_t(config.BringIn)
	c.draws = C.int32_t(config.Draws)
	for i := 0; i < seats; i++ {
		c.stacks[i] = C.int64_t(config.Stacks[i])
		if config.Antes != nil {
			c.antes[i] = C.int64_t(config.Antes[i])
		}
		if config.Blinds != nil {
			c.blinds[i] = C.int64_t(config.Blinds[i])
		}
		if config.HoleCards != nil {
			c.hole_cards[i] = C.uint64_t(config.HoleCards[i])
		}
		if config.HoleOrder != nil && config.HoleOrder[i] != nil {
			if len(config.HoleOrder[i]) > RunMax {
				return nil, invalid("HoleOrder of seat %d lists %d cards; a seat holds at most %d", i,
					len(config.HoleOrder[i]), RunMax)
			}
			c.hole_order_given = 1
			for k, card := range config.HoleOrder[i] {
				c.hole_order[i*RunMax+k] = C.int32_t(card)
			}
		}
	}
	var handle *C.xiapl_table_state
	if err := check(C.xiapl_table_create(&c, &handle)); err != nil {
		return nil, err
	}
	return wrapTable(handle), nil
}

// TableStateFromText is the state saved by ToText: the config, then every
// action and deal replayed through the rules, the seeded stream included, so
// it continues the hand exactly as the saved state would. Text that is not a
// saved state is an error matching ErrParse; a config or step the rules
// refuse one matching ErrInvalidArgument. Either message names the line.
func TableStateFromText(text string) (*TableState, error) {
	ctext := C.CString(text)
	defer C.free(unsafe.Pointer(ctext))
	var handle *C.xiapl_table_state
	unlock := lock()
	err := check(C.xiapl_table_from_text(ctext, C.uint64_t(len(text)), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapTable(handle), nil
}

// ToText is the hand so far as text (ASCII, one line per item): its config
// and every action and deal that led to it. TableStateFromText turns it back
// into a state, in this process or another.
func (s *TableState) ToText() (string, error) {
	if err := s.live(); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(s)
	defer lock()()
	return readText(1024, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_table_to_text(s.handle, buf, capacity, n)
	})
}

// Close frees the state; later calls fail with ErrInvalidArgument. Closing
// twice is harmless. States made from this one stay valid.
func (s *TableState) Close() error {
	if s != nil && s.handle != nil {
		C.xiapl_table_destroy(s.handle)
		s.handle = nil
		runtime.SetFinalizer(s, nil)
	}
	return nil
}

func (s *TableState) live() error {
	if s == nil || s.handle == nil {
		return invalid("the table state is closed; keep a state open while you use it or the states made from it")
	}
	return nil
}

// transition runs a C call that makes a new state from s.
func (s *TableState) transition(call func(handle *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t) (*TableState, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var handle *C.xiapl_table_state
	unlock := lock()
	err := check(call(s.handle, &handle))
	unlock()
	runtime.KeepAlive(s)
	if err != nil {
		return nil, err
	}
	return wrapTable(handle), nil
}

// Apply is the state after the seat to act does kind (amount: the street
// total of BetOrRaise, ignored otherwise). An illegal action, an unknown one
// or a state where nobody is to act is an error matching
// ErrInvalidArgument whose message names the rule broken; s is unchanged.
// A draw is not an action: Discard is refused here (use s.Discard).
func (s *TableState) Apply(kind ActionKind, amount int64) (*TableState, error) {
	if kind == Discard {
		if err := s.live(); err != nil {
			return nil, err
		}
		return nil, invalid("a draw is not applied: use TableState.Discard(cards, unknown) (no cards: stand pat)")
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_apply(h, C.int32_t(kind), C.int64_t(amount), out)
	})
}

// Fold is Apply(Fold, 0).
func (s *TableState) Fold() (*TableState, error) { return s.Apply(Fold, 0) }

// Check is Apply(Check, 0).
func (s *TableState) Check() (*TableState, error) { return s.Apply(Check, 0) }

// Call is Apply(Call, 0).
func (s *TableState) Call() (*TableState, error) { return s.Apply(Call, 0) }

// CheckOrCall is Apply(CheckOrCall, 0): whichever of the two is legal.
func (s *TableState) CheckOrCall() (*TableState, error) { return s.Apply(CheckOrCall, 0) }

// BetOrRaiseTo is Apply(BetOrRaise, total): total is the seat's whole bet on
// the street after the action.
func (s *TableState) BetOrRaiseTo(total int64) (*TableState, error) {
	return s.Apply(BetOrRaise, total)
}

// AllIn is Apply(AllIn, 0): bet, raise or call with the whole stack.
func (s *TableState) AllIn() (*TableState, error) { return s.Apply(AllIn, 0) }

// BringIn is Apply(BringIn, 0): stud, third street, post the bring-in.
func (s *TableState) BringIn() (*TableState, error) { return s.Apply(BringIn, 0) }

// Deal is the state after the due board cards are dealt (3 for the flop, 1
// for the turn and the river; stud's rare community card). No cards due,
// the wrong number of cards, a card already dealt or one the game's deck
// lacks (below six in ShortDeck) is an error matching ErrInvalidArgument.
func (s *TableState) Deal(cards Mask) (*TableState, error) {
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_board(h, C.uint64_t(cards), out)
	})
}

// DealRandom deals whatever is due next from the hand's seeded stream
// (TableConfig.Seed): the board cards, or every card due to
// TableInfo.DealSeat (stud: the face-down ones first). The same config and
// calls give the same cards. When the stub runs out (a draw game), the cards
// dealt before that no live seat holds are shuffled back. Nothing due is an
// error matching ErrInvalidArgument; no card left, ErrLimitExceeded.
func (s *TableState) DealRandom() (*TableState, error) {
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_random(h, out)
	})
}

// DealBoardRandom deals the due board cards, and only board cards, from the
// hand's seeded stream: as DealRandom when board cards are due, an error
// matching ErrInvalidArgument when none are (hole cards due included).
func (s *TableState) DealBoardRandom() (*TableState, error) {
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_board_random(h, out)
	})
}

// DealHole deals hole cards to a seat due them (PhaseDealing; TableInfo.DealSeat
// is the next one, but any seat due cards may be dealt first): a stud
// street's cards or a draw's replacements. cards are the known cards dealt;
// up (stud only, a part of cards) the face-up ones: third street deals two
// down and one up, then one up on fourth to sixth street and one down on
// seventh; unknown is how many cards are dealt unseen (a hand history's
// "??"). No cards due to the seat, more cards than are due, a card already
// held or on the board, or face-up cards that are not due is an error
// matching ErrInvalidArgument that names it; s is unchanged.
func (s *TableState) DealHole(seat int, cards, up Mask, unknown int) (*TableState, error) {
	if seat != int(int32(seat)) {
		return nil, invalid("cannot deal hole cards to seat %d; give a seat 0..%d", seat, MaxSeats-1)
	}
	if unknown != int(int32(unknown)) {
		return nil, invalid("cannot deal %d unknown hole cards; a seat is due at most a handful", unknown)
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_hole(h, C.int32_t(seat), C.uint64_t(cards), C.uint64_t(up), C.int32_t(unknown),
			out)
	})
}

// Discard is the draw of the seat to draw (PhaseDrawing): it discards cards
// (known cards it holds) and unknown unseen ones (at most its UnknownCards);
// none of either stands pat. Every live seat draws in turn from the button's
// left; the replacements are dealt (PhaseDealing) once all have drawn. No
// draw under way or a card the seat does not hold is an error matching
// ErrInvalidArgument that names it; s is unchanged.
func (s *TableState) Discard(cards Mask, unknown int) (*TableState, error) {
	if unknown != int(int32(unknown)) {
		return nil, invalid("cannot discard %d unknown cards; a seat holds at most a handful", unknown)
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_discard(h, C.uint64_t(cards), C.int32_t(unknown), out)
	})
}

// RunMax is the most cards one deal or draw gives (DealCards, DealHoleCards,
// DiscardCards, a row of HistoryCards).
const RunMax = C.XIAPL_TABLE_RUN_MAX

// UnknownCard stands for a card dealt or discarded unseen (a hand history's
// "??") in DealHoleCards, DiscardCards and HistoryCards.
const UnknownCard Card = C.XIAPL_CARD_UNKNOWN

// orderedIDs is cards as C ids for the ordered deals, never empty (one spare
// entry), so that its first entry can be passed.
func orderedIDs(cards []Card) ([]C.int32_t, error) {
	if len(cards) > RunMax {
		return nil, invalid("%d cards given; one deal or draw takes at most %d", len(cards), RunMax)
	}
	ids := make([]C.int32_t, len(cards)+1) // never empty, so &ids[0] is valid
	for i, c := range cards {
		ids[i] = C.int32_t(c)
	}
	return ids, nil
}

// DealCards is Deal with the cards in the order dealt: BoardCards,
// HistoryCards and PHH written from the state keep it ("d db Kd9h2c"). A card
// given twice is an error matching ErrInvalidArgument, as are Deal's.
func (s *TableState) DealCards(cards []Card) (*TableState, error) {
	ids, err := orderedIDs(cards)
	if err != nil {
		return nil, err
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_board_cards(h, &ids[0], C.uint64_t(len(cards)), out)
	})
}

// DealHoleCards is DealHole with the cards in the order dealt, UnknownCard
// for each one dealt unseen; up as DealHole's.
func (s *TableState) DealHoleCards(seat int, cards []Card, up Mask) (*TableState, error) {
	if seat != int(int32(seat)) {
		return nil, invalid("cannot deal hole cards to seat %d; give a seat 0..%d", seat, MaxSeats-1)
	}
	ids, err := orderedIDs(cards)
	if err != nil {
		return nil, err
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_deal_hole_cards(h, C.int32_t(seat), &ids[0], C.uint64_t(len(cards)), C.uint64_t(up), out)
	})
}

// DiscardCards is Discard with the cards in the order discarded, UnknownCard
// for each unseen one (none: stand pat).
func (s *TableState) DiscardCards(cards []Card) (*TableState, error) {
	ids, err := orderedIDs(cards)
	if err != nil {
		return nil, err
	}
	return s.transition(func(h *C.xiapl_table_state, out **C.xiapl_table_state) C.int32_t {
		return C.xiapl_table_discard_cards(h, &ids[0], C.uint64_t(len(cards)), out)
	})
}

// StandPat is Discard(0, 0): the seat to draw keeps its cards.
func (s *TableState) StandPat() (*TableState, error) { return s.Discard(0, 0) }

// AnySeat as a Step's Seat lets whoever is to act take the step.
const AnySeat = -1

// Step is one step of ApplyMany:
//
//   - an action by the seat to act (Kind an ActionKind, Amount the street
//     total of BetOrRaise);
//   - a board deal (Kind DealBoardStep, Amount the card mask);
//   - a hole-card deal (Kind DealHoleStep, Seat the seat dealt to, Cards,
//     Up and Unknown as DealHole takes them);
//   - a draw (Kind Discard, Cards and Unknown as Discard takes them).
//
// For an action or a draw, Seat >= 0 requires that seat to be the one to act
// or draw; AnySeat (-1) does not check. Build steps with Act, ActBy,
// DealStep, HoleStep and DiscardStep (the zero Step is a fold by seat 0), or
// from a hand's history with HistoryStep.Step.
type Step struct {
	Seat    int
	Kind    ActionKind
	Amount  int64
	Cards   Mask // a hole-card deal: the known cards; a draw: the known cards discarded
	Up      Mask // a hole-card deal: the face-up part of Cards (stud)
	Unknown int  // a hole-card deal or a draw: the cards dealt or discarded unseen
}

// Act is a step by whoever is to act.
func Act(kind ActionKind, amount int64) Step { return Step{Seat: AnySeat, Kind: kind, Amount: amount} }

// ActBy is a step that seat must be the one to take.
func ActBy(seat int, kind ActionKind, amount int64) Step {
	return Step{Seat: seat, Kind: kind, Amount: amount}
}

// DealStep is a step that deals the due board cards.
func DealStep(cards Mask) Step { return Step{Seat: AnySeat, Kind: DealBoardStep, Amount: int64(cards)} }

// HoleStep is a step that deals hole cards to seat, as DealHole does.
func HoleStep(seat int, cards, up Mask, unknown int) Step {
	return Step{Seat: seat, Kind: DealHoleStep, Cards: cards, Up: up, Unknown: unknown}
}

// DiscardStep is a draw, as Discard does; seat >= 0 requires that seat to
// be the one to draw (AnySeat: whoever is).
func DiscardStep(seat int, cards Mask, unknown int) Step {
	return Step{Seat: seat, Kind: Discard, Cards: cards, Unknown: unknown}
}

// StepError is a refused step of ApplyMany: Index is its position and Err
// the library's error ("step i: " then the rule, as the one-step call would
// name it). errors.Is(err, ErrInvalidArgument) and errors.As(err, **Error)
// see through it.
type StepError struct {
	Index int
	Err   *Error
}

func (e *StepError) Error() string { return e.Err.Error() }

// Unwrap is the library's error.
func (e *StepError) Unwrap() error { return e.Err }

// stepError is the StepError of step index: err's status, its message after
// "step index: ".
func stepError(index int, err error) error {
	xe, ok := err.(*Error)
	if !ok {
		return err
	}
	return &StepError{Index: index, Err: &Error{Status: xe.Status, Message: fmt.Sprintf("step %d: %s", index,
		xe.Message)}}
}

// ApplyMany is the state after steps, applied in order (a whole hand
// history, say), in one xiapl_table_apply_many call whatever their kinds:
// actions, board and hole-card deals and draws; no steps gives a copy of s.
// A refused step is a *StepError naming its index; s is unchanged either
// way.
func (s *TableState) ApplyMany(steps []Step) (*TableState, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	seats := make([]C.int32_t, len(steps)+1) // +1: never a zero-length array
	kinds := make([]C.int32_t, len(steps)+1)
	amounts := make([]C.int64_t, len(steps)+1)
	for i, step := range steps {
		if step.Seat != int(int32(step.Seat)) {
			return nil, &StepError{Index: i, Err: invalid("step %d: seat %d is not a seat", i, step.Seat).(*Error)}
		}
		if step.Unknown != int(int32(step.Unknown)) {
			return nil, &StepError{Index: i, Err: invalid("step %d: %d unknown cards is not a card count", i,
				step.Unknown).(*Error)}
		}
		seats[i] = C.int32_t(step.Seat)
		kinds[i] = C.int32_t(step.Kind)
		amounts[i] = C.int64_t(step.Amount)
		if step.Kind == DealHoleStep || step.Kind == Discard {
			amounts[i] = C.int64_t(packCards(step))
		}
	}
	var handle *C.xiapl_table_state
	var failed C.uint64_t
	unlock := lock()
	err := check(C.xiapl_table_apply_many(s.handle, &seats[0], &kinds[0], &amounts[0], C.uint64_t(len(steps)),
		&handle, &failed))
	unlock()
	runtime.KeepAlive(s)
	if err != nil {
		if index := int(failed); index < len(steps) {
			return nil, &StepError{Index: index, Err: err.(*Error)}
		}
		return nil, err
	}
	return wrapTable(handle), nil
}

// packCards is the amount of a hole-card deal or a draw as
// xiapl_table_apply_many takes it (XIAPL_APPLY_UNKNOWN_SHIFT): the known
// cards, the unseen count and the face-up card. A part that does not fit
// its field (a bit past the deck, an unseen count past 15, several face-up
// cards) is passed as one the library refuses, naming the step.
func packCards(step Step) int64 {
	const cardBits = 1<<52 - 1
	if uint64(step.Cards)&^cardBits != 0 || uint64(step.Up)&^cardBits != 0 || step.Unknown < 0 || step.Unknown > 15 ||
		step.Up.Len() > 1 {
		return -1
	}
	amount := uint64(step.Cards) | uint64(step.Unknown)<<C.XIAPL_APPLY_UNKNOWN_SHIFT
	if step.Up != 0 {
		amount |= uint64(bits.TrailingZeros64(uint64(step.Up))+1) << C.XIAPL_APPLY_UP_SHIFT
	}
	return int64(amount)
}

// LegalAction is one legal action of the seat to act. Fold and Check: Min
// and Max 0; Call: the chips the call adds, twice; BetOrRaise: the smallest
// and the largest street total (exact under pot limit; equal under fixed
// limit unless only a short all-in remains); AllIn: the street total after
// going all-in, twice; BringIn: the chips it posts, twice; Discard (the one
// row in PhaseDrawing): 0 and the most cards the seat may discard.
type LegalAction struct {
	Kind ActionKind
	Min  int64
	Max  int64
}

// LegalActions are the legal actions of the seat to act or to draw (none
// when nobody is).
func (s *TableState) LegalActions() ([]LegalAction, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var kinds [8]C.int32_t
	var lo, hi [8]C.int64_t
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_legal_actions(s.handle, &kinds[0], &lo[0], &hi[0], C.uint64_t(len(kinds)),
		&n)); err != nil {
		return nil, err
	}
	out := make([]LegalAction, int(n))
	for i := range out {
		out[i] = LegalAction{Kind: ActionKind(kinds[i]), Min: int64(lo[i]), Max: int64(hi[i])}
	}
	return out, nil
}

// TableInfo is a snapshot of a hand.
type TableInfo struct {
	SeatCount   int
	Phase       Phase
	Street      Street
	Actor       int     // the seat to act or to draw, or -1
	CardsNeeded int     // board cards due (PhaseDealing), else 0
	Board       Mask    // the board dealt so far
	PotTotal    int64   // chips in the pots (0 once finished)
	CurrentBet  int64   // the street's bet level
	MinRaise    int64   // the last full raise
	TotalChips  int64   // the chips in play, conserved
	HistoryLen  int64   // actions and deals so far (TableState.History)
	Game        Game    // the game of the config
	Betting     Betting // NoLimit, PotLimit or FixedLimit
	Button      int     // the dealer button's seat
	Raises      int     // bets and raises made on this street, blinds not counted
	FixedBet    int64   // fixed limit: this street's bet size; else 0
	// NeedlessFolds counts the history's folds made when checking was free,
	// which only a replayed hand history holds (HistoryStep.Needless).
	NeedlessFolds int
	// DealSeat is the seat next due hole cards (PhaseDealing; stud streets,
	// a draw's replacements), the first clockwise from the button, or -1.
	DealSeat int
	// HoleCardsDue is how many cards are due to DealSeat, else 0.
	HoleCardsDue int
	// LastStreet is the game's last street: River in board games,
	// SeventhStreet in stud, the number of draws in draw games.
	LastStreet Street
	// Completing is stud's third street while a bet or raise completes the
	// bring-in: it is due, or it stands and nobody has completed.
	Completing bool
	// Returned is what the step that made this state returned uncalled (the
	// top bet's part nobody called, when its betting ended), ReturnedTo its
	// seat: 0 and -1 when none.
	Returned   int64
	ReturnedTo int
}

// Info is a snapshot of the hand.
func (s *TableState) Info() (TableInfo, error) {
	if err := s.live(); err != nil {
		return TableInfo{}, err
	}
	var info C.xiapl_table_info
	info.struct_size = C.uint32_t(unsafe.Sizeof(info))
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_info_get(s.handle, &info)); err != nil {
		return TableInfo{}, err
	}
	return TableInfo{
		SeatCount:     int(info.seat_count),
		Phase:         Phase(info.phase),
		Street:        Street(info.street),
		Actor:         int(info.actor),
		CardsNeeded:   int(info.cards_needed),
		Board:         Mask(info.board),
		PotTotal:      int64(info.pot_total),
		CurrentBet:    int64(info.current_bet),
		MinRaise:      int64(info.min_raise),
		TotalChips:    int64(info.total_chips),
		HistoryLen:    int64(info.history_len),
		Game:          Game(info.game),
		Betting:       bettingOf(info.betting),
		Button:        int(info.button),
		Raises:        int(info.raises),
		FixedBet:      int64(info.fixed_bet),
		NeedlessFolds: int(info.needless_folds),
		DealSeat:      int(info.deal_seat),
		HoleCardsDue:  int(info.hole_cards_due),
		LastStreet:    Street(info.last_street),
		Completing:    info.completing != 0,
		Returned:      int64(info.returned),
		ReturnedTo:    int(info.returned_to),
	}, nil
}

// SeatColumn is a per-seat value of TableState.SeatValues.
type SeatColumn int32

// The per-seat columns of xiapl.h (XIAPL_SEAT_*).
const (
	SeatStack       SeatColumn = C.XIAPL_SEAT_STACK       // chips behind (finished: the final stack)
	SeatBet         SeatColumn = C.XIAPL_SEAT_BET         // chips put in on this street
	SeatContributed SeatColumn = C.XIAPL_SEAT_CONTRIBUTED // chips put in this hand, uncalled chips returned
	SeatWon         SeatColumn = C.XIAPL_SEAT_WON         // chips awarded from the pots
	SeatFolded      SeatColumn = C.XIAPL_SEAT_FOLDED      // 1 if folded
	SeatAllIn       SeatColumn = C.XIAPL_SEAT_ALL_IN      // 1 if all-in
	SeatHole        SeatColumn = C.XIAPL_SEAT_HOLE        // the known hole cards' mask (stud: up cards included)
	SeatUp          SeatColumn = C.XIAPL_SEAT_UP          // stud: the face-up cards' mask
	SeatUnknown     SeatColumn = C.XIAPL_SEAT_UNKNOWN     // stud and draw games: cards held that are not known
)

// SeatValues is one value per seat for a column; an unknown column is an
// error matching ErrInvalidArgument.
func (s *TableState) SeatValues(column SeatColumn) ([]int64, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var out [MaxSeats]C.int64_t
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_seat_values(s.handle, C.int32_t(column), &out[0], MaxSeats, &n)); err != nil {
		return nil, err
	}
	values := make([]int64, int(n))
	for i := range values {
		values[i] = int64(out[i])
	}
	return values, nil
}

// Stacks are the chips behind each seat (finished: the final stacks).
func (s *TableState) Stacks() ([]int64, error) { return s.SeatValues(SeatStack) }

// Bets are the chips each seat put in on this street.
func (s *TableState) Bets() ([]int64, error) { return s.SeatValues(SeatBet) }

// Contributed are the chips each seat put in this hand, uncalled chips returned.
func (s *TableState) Contributed() ([]int64, error) { return s.SeatValues(SeatContributed) }

// Won are the chips each seat was awarded from the pots.
func (s *TableState) Won() ([]int64, error) { return s.SeatValues(SeatWon) }

func (s *TableState) flags(column SeatColumn) ([]bool, error) {
	values, err := s.SeatValues(column)
	if err != nil {
		return nil, err
	}
	out := make([]bool, len(values))
	for i, v := range values {
		out[i] = v != 0
	}
	return out, nil
}

// Folded reports per seat whether it folded.
func (s *TableState) Folded() ([]bool, error) { return s.flags(SeatFolded) }

// AllInSeats reports per seat whether it is all-in.
func (s *TableState) AllInSeats() ([]bool, error) { return s.flags(SeatAllIn) }

func (s *TableState) masks(column SeatColumn) ([]Mask, error) {
	values, err := s.SeatValues(column)
	if err != nil {
		return nil, err
	}
	out := make([]Mask, len(values))
	for i, v := range values {
		out[i] = Mask(v)
	}
	return out, nil
}

// BoardCards are the board cards in the order dealt (TableInfo.Board: the
// same cards as a set).
func (s *TableState) BoardCards() ([]Card, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var ids [RunMax]C.int32_t
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_board_cards(s.handle, &ids[0], RunMax, &n)); err != nil {
		return nil, err
	}
	return cardsOf(ids[:n]), nil
}

// HoleCardsInOrder is a seat's known hole cards in the order dealt
// (HoleCards: the same cards as a set); a draw's replacements come after the
// cards kept. A seat that is not one is an error matching ErrInvalidArgument.
func (s *TableState) HoleCardsInOrder(seat int) ([]Card, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	if seat != int(int32(seat)) {
		return nil, invalid("seat %d is not a seat; give 0..%d", seat, MaxSeats-1)
	}
	var ids [RunMax]C.int32_t
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_hole_cards(s.handle, C.int32_t(seat), &ids[0], RunMax, &n)); err != nil {
		return nil, err
	}
	return cardsOf(ids[:n]), nil
}

func cardsOf(ids []C.int32_t) []Card {
	out := make([]Card, len(ids))
	for i, id := range ids {
		out[i] = Card(id)
	}
	return out
}

// HoleCards are the seats' known hole cards (0: unknown; stud: the up cards
// included).
func (s *TableState) HoleCards() ([]Mask, error) { return s.masks(SeatHole) }

// UpCards are the seats' face-up cards (stud; 0 in other games).
func (s *TableState) UpCards() ([]Mask, error) { return s.masks(SeatUp) }

// UnknownCards are how many cards each seat holds that are not known (stud
// and draw games: dealt unseen, a hand history's "??"; 0 in board games,
// whose unknown hands are HoleCards 0).
func (s *TableState) UnknownCards() ([]int, error) {
	values, err := s.SeatValues(SeatUnknown)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(values))
	for i, v := range values {
		out[i] = int(v)
	}
	return out, nil
}

// Pot is one pot and the seats that can win it.
type Pot struct {
	Amount   int64
	Eligible []int // seats, ascending
}

// Pots are the pots, main pot first (finished: the pots as awarded).
func (s *TableState) Pots() ([]Pot, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var amounts [MaxSeats + 1]C.int64_t
	var eligible [MaxSeats + 1]C.uint64_t
	var n C.uint64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	status := C.xiapl_table_pots(s.handle, &amounts[0], &eligible[0], C.uint64_t(len(amounts)), &n)
	if status == C.XIAPL_ERR_BUFFER_TOO_SMALL {
		// More layers than seats cannot happen by the rules; read them all anyway.
		more := make([]C.int64_t, int(n))
		moreEligible := make([]C.uint64_t, int(n))
		status = C.xiapl_table_pots(s.handle, &more[0], &moreEligible[0], n, &n)
		if err := check(status); err != nil {
			return nil, err
		}
		return pots(more[:int(n)], moreEligible[:int(n)]), nil
	}
	if err := check(status); err != nil {
		return nil, err
	}
	return pots(amounts[:int(n)], eligible[:int(n)]), nil
}

func pots(amounts []C.int64_t, eligible []C.uint64_t) []Pot {
	out := make([]Pot, len(amounts))
	for i := range out {
		out[i] = Pot{Amount: int64(amounts[i]), Eligible: []int{}}
		for seat := 0; seat < 64; seat++ {
			if uint64(eligible[i])>>seat&1 != 0 {
				out[i].Eligible = append(out[i].Eligible, seat)
			}
		}
	}
	return out
}

// CheckInvariants checks chip conservation, that no card is dealt twice,
// that the actor may act and that the awards equal the pots: nil when all
// hold, else an error matching ErrInvalidArgument naming the broken one.
func (s *TableState) CheckInvariants() error {
	if err := s.live(); err != nil {
		return err
	}
	defer runtime.KeepAlive(s)
	defer lock()()
	return check(C.xiapl_table_check_invariants(s.handle))
}

// String is a one-line summary: "Betting Preflop actor 0 pot 3"
// ("Dealing ThirdStreet deal 2 pot 3" when seat 2 is due hole cards; draw
// games' streets are "BeforeDraw1", "AfterDraw1" ..).
func (s *TableState) String() string {
	info, err := s.Info()
	if err != nil {
		return "TableState(closed)"
	}
	text := fmt.Sprintf("%s %s", info.Phase, streetName(info.Game, info.Street))
	if info.Actor >= 0 {
		text += fmt.Sprintf(" actor %d", info.Actor)
	}
	if info.DealSeat >= 0 {
		text += fmt.Sprintf(" deal %d", info.DealSeat)
	}
	return text + fmt.Sprintf(" pot %d", info.PotTotal)
}

// isStud and isDraw tell a game's family, as the library's table of games has it.
func isStud(g Game) bool { return familyOf(g) == FamilyStud }
func isDraw(g Game) bool { return familyOf(g) == FamilyDraw }

// familyOf is g's family; a value that is no game counts as a board game.
func familyOf(g Game) Family {
	info, err := g.Info()
	if err != nil {
		return FamilyBoard
	}
	return info.Family
}

// streetName is the street as the game names it.
func streetName(g Game, street Street) string {
	switch {
	case isStud(g) && street >= ThirdStreet && street <= SeventhStreet:
		return [...]string{"ThirdStreet", "FourthStreet", "FifthStreet", "SixthStreet", "SeventhStreet"}[street]
	case isDraw(g) && street == 0:
		return "BeforeDraw1"
	case isDraw(g) && street > 0:
		return fmt.Sprintf("AfterDraw%d", int(street))
	}
	return street.String()
}
