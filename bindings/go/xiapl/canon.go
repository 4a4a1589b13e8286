package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"runtime"
	"strings"
)

// Suit canonicalization (docs/canonicalization.md). The 24 relabellings of
// the four suits turn a board, a hand or a (hero, board) situation into
// strategically identical ones. Each function maps its input to one
// representative of its class and gives the class's orbit size: how many raw
// inputs it stands for (1, 4, 6, 12 or 24), so that work done once per class
// can be weighted back exactly.
//
// The representative is the relabelling with the smallest board mask, then
// the smallest hero mask. Canonicalizing it again gives it back, and the
// board of a canonical situation is the canonical board.

// CanonicalizeBoard is the canonical form of a 3-, 4- or 5-card board and its
// orbit size. Another card count or a bit >= 52 is an error matching
// ErrInvalidArgument.
func CanonicalizeBoard(board Mask) (canonical Mask, orbit uint64, err error) {
	var out, size C.uint64_t
	defer lock()()
	if err := check(C.xiapl_canon_board(C.uint64_t(board), &out, &size)); err != nil {
		return 0, 0, err
	}
	return Mask(out), uint64(size), nil
}

// CanonicalizeHand is the canonical form of hole cards alone (2 for Hold'em;
// 4, 5 or 6 for Omaha) and its orbit size: for Hold'em the number of combos
// of the hand's class (6 for a pair, 4 suited, 12 offsuit).
func CanonicalizeHand(hand Mask) (canonical Mask, orbit uint64, err error) {
	var out, size C.uint64_t
	defer lock()()
	if err := check(C.xiapl_canon_hand(C.uint64_t(hand), &out, &size)); err != nil {
		return 0, 0, err
	}
	return Mask(out), uint64(size), nil
}

// Situation is a hero's hole cards with a board, and the number of raw
// situations it stands for when it is canonical.
type Situation struct {
	Hero  Mask   // the hole cards (0 in a stream of boards alone)
	Board Mask   // the board (0 in a stream of hands alone)
	Orbit uint64 // the orbit size: raw inputs this canonical one stands for
}

// CanonicalizeHeroAndBoard is the canonical (hero, board) situation: both
// relabelled together and kept apart. hero has 2, 4, 5 or 6 cards, board 3, 4
// or 5, none in common (a shared card is an error naming it). The board of
// the result equals CanonicalizeBoard(board).
func CanonicalizeHeroAndBoard(hero, board Mask) (Situation, error) {
	var outHero, outBoard, size C.uint64_t
	defer lock()()
	if err := check(C.xiapl_canon_situation(C.uint64_t(hero), C.uint64_t(board), &outHero, &outBoard,
		&size)); err != nil {
		return Situation{}, err
	}
	return Situation{Hero: Mask(outHero), Board: Mask(outBoard), Orbit: uint64(size)}, nil
}

// HoldemHandClass is the Hold'em starting-hand class of two hole cards, one
// of 169: "AA", "AKs" (suited) or "AKo" (offsuit), higher rank first.
func HoldemHandClass(hand Mask) (string, error) {
	var buf [8]C.char
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_canon_holdem_class(C.uint64_t(hand), &buf[0], C.uint64_t(len(buf)), &n)); err != nil {
		return "", err
	}
	return C.GoStringN(&buf[0], C.int(n)), nil
}

// holeCards is the number of hole cards of a game (0 for an unknown game,
// which the library then refuses with a message naming the sizes).
func holeCards(game Game) int {
	switch game {
	case Holdem:
		return 2
	case Omaha4:
		return 4
	case Omaha5:
		return 5
	case Omaha6:
		return 6
	}
	return 0
}

func checkBoardSize(boardSize int) error {
	if boardSize < 3 || boardSize > 5 {
		return invalid("board size %d is not supported; use 3 (flop), 4 (turn) or 5 (river)", boardSize)
	}
	return nil
}

func checkGame(game Game) error {
	if holeCards(game) == 0 {
		return invalid("canonical hands are for Holdem, Omaha4, Omaha5 and Omaha6, not %s", game)
	}
	return nil
}

// CountCanonical is the number of canonical situations with heroSize hole
// cards (2, 4, 5, 6, or 0 for boards alone) and boardSize board cards (3, 4,
// 5, or 0 for hands alone), in closed form without enumerating them.
func CountCanonical(heroSize, boardSize int) (uint64, error) {
	if heroSize != int(int32(heroSize)) || boardSize != int(int32(boardSize)) {
		return 0, invalid("sizes %d and %d are out of range; hero sizes are 0, 2, 4, 5, 6 and board sizes "+
			"0, 3, 4, 5", heroSize, boardSize)
	}
	var out C.uint64_t
	defer lock()()
	if err := check(C.xiapl_canon_count(C.int32_t(heroSize), C.int32_t(boardSize), &out)); err != nil {
		return 0, err
	}
	return uint64(out), nil
}

// CountCanonicalBoards is the number of canonical boards of a size: 1,755
// flops, 16,432 turns, 134,459 rivers.
func CountCanonicalBoards(boardSize int) (uint64, error) {
	if err := checkBoardSize(boardSize); err != nil {
		return 0, err
	}
	return CountCanonical(0, boardSize)
}

// CountCanonicalHands is the number of canonical starting hands of a game:
// 169 (Hold'em), 16,432 (Omaha4), 134,459 (Omaha5), 962,988 (Omaha6).
func CountCanonicalHands(game Game) (uint64, error) {
	if err := checkGame(game); err != nil {
		return 0, err
	}
	return CountCanonical(holeCards(game), 0)
}

// CountCanonicalSituations is the number of canonical (hero, board)
// situations of a game: Hold'em 1,286,792 (flop), 13,960,050 (turn),
// 123,156,254 (river).
func CountCanonicalSituations(boardSize int, game Game) (uint64, error) {
	if err := checkBoardSize(boardSize); err != nil {
		return 0, err
	}
	if err := checkGame(game); err != nil {
		return 0, err
	}
	return CountCanonical(holeCards(game), boardSize)
}

// CanonIter streams every canonical situation of one size exactly once, with
// its orbit size, in a fixed order: boards ascending by mask and, for each
// board, heroes ascending by mask. It holds one canonical board list, never
// the situations, so even the 123,156,254 Hold'em river situations stream in
// constant memory.
//
// Read it chunk by chunk with Next, or one situation at a time:
//
//	it, _ := xiapl.CanonicalBoards(3)
//	defer it.Close()
//	for it.Scan() {
//		s := it.Situation()
//		_ = s.Board // ...
//	}
//	if err := it.Err(); err != nil { ... }
//
// A CanonIter owns C memory: call Close when done (a finalizer frees it
// otherwise). It is not safe for concurrent use; separate iterators are
// independent.
type CanonIter struct {
	handle  *C.xiapl_canon_iter
	heroes  []C.uint64_t
	boards  []C.uint64_t
	orbits  []C.uint64_t
	pending []Situation // Scan's buffer; pending[next:] are still to come
	next    int
	current Situation
	err     error
	done    bool
}

// scanChunk is how many situations Scan fetches per call into the library.
const scanChunk = 4096

// NewCanonIter starts a stream of the situations with heroSize hole cards
// (2, 4, 5, 6, or 0 for boards alone) and boardSize board cards (3, 4, 5, or
// 0 for hands alone); the sizes are those of CountCanonical.
func NewCanonIter(heroSize, boardSize int) (*CanonIter, error) {
	if heroSize != int(int32(heroSize)) || boardSize != int(int32(boardSize)) {
		return nil, invalid("sizes %d and %d are out of range; hero sizes are 0, 2, 4, 5, 6 and board sizes "+
			"0, 3, 4, 5", heroSize, boardSize)
	}
	var handle *C.xiapl_canon_iter
	unlock := lock()
	err := check(C.xiapl_canon_iter_create(C.int32_t(heroSize), C.int32_t(boardSize), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	it := &CanonIter{handle: handle}
	runtime.SetFinalizer(it, (*CanonIter).Close)
	return it, nil
}

// CanonicalSituations streams the canonical (hero, board) situations of a
// game with boardSize board cards; over the whole stream the orbit sizes add
// up to the raw count (25,989,600 Hold'em hero + flop situations).
func CanonicalSituations(boardSize int, game Game) (*CanonIter, error) {
	if err := checkBoardSize(boardSize); err != nil {
		return nil, err
	}
	if err := checkGame(game); err != nil {
		return nil, err
	}
	return NewCanonIter(holeCards(game), boardSize)
}

// CanonicalBoards streams the canonical boards of a size (Hero is 0).
func CanonicalBoards(boardSize int) (*CanonIter, error) {
	if err := checkBoardSize(boardSize); err != nil {
		return nil, err
	}
	return NewCanonIter(0, boardSize)
}

// CanonicalHands streams the canonical starting hands of a game (Board is 0).
func CanonicalHands(game Game) (*CanonIter, error) {
	if err := checkGame(game); err != nil {
		return nil, err
	}
	return NewCanonIter(holeCards(game), 0)
}

// Close frees the stream; later calls fail with ErrInvalidArgument. Closing
// twice is harmless.
func (it *CanonIter) Close() error {
	if it != nil && it.handle != nil {
		C.xiapl_canon_iter_destroy(it.handle)
		it.handle = nil
		runtime.SetFinalizer(it, nil)
	}
	return nil
}

func (it *CanonIter) live() error {
	if it == nil || it.handle == nil {
		return invalid("the canonical stream is closed; start a new one with NewCanonIter")
	}
	return nil
}

// Next writes the next situations into out, up to len(out) of them, and
// returns how many it wrote; 0 means the stream is finished (and stays
// finished). The chunk size never changes the stream. An empty out on an
// unfinished stream is an error matching ErrBufferTooSmall. Do not mix Next
// with Scan on one iterator.
func (it *CanonIter) Next(out []Situation) (int, error) {
	if err := it.live(); err != nil {
		return 0, err
	}
	capacity := len(out)
	if len(it.orbits) < capacity {
		it.heroes = make([]C.uint64_t, capacity)
		it.boards = make([]C.uint64_t, capacity)
		it.orbits = make([]C.uint64_t, capacity)
	}
	var none C.uint64_t
	heroes, boards, orbits := &none, &none, &none
	if capacity > 0 {
		heroes, boards, orbits = &it.heroes[0], &it.boards[0], &it.orbits[0]
	}
	var n C.uint64_t
	unlock := lock()
	err := check(C.xiapl_canon_iter_next(it.handle, heroes, boards, orbits, C.uint64_t(capacity), &n))
	unlock()
	runtime.KeepAlive(it)
	if err != nil {
		return 0, err
	}
	for i := 0; i < int(n); i++ {
		out[i] = Situation{Hero: Mask(it.heroes[i]), Board: Mask(it.boards[i]), Orbit: uint64(it.orbits[i])}
	}
	return int(n), nil
}

// Scan advances to the next situation, which Situation then returns. It
// returns false at the end of the stream or on an error (see Err).
func (it *CanonIter) Scan() bool {
	if it.err != nil || it.done {
		return false
	}
	if it.next >= len(it.pending) {
		if it.pending == nil {
			it.pending = make([]Situation, scanChunk)
		}
		n, err := it.Next(it.pending[:cap(it.pending)])
		if err != nil {
			it.err = err
			return false
		}
		if n == 0 {
			it.done = true
			return false
		}
		it.pending = it.pending[:n]
		it.next = 0
	}
	it.current = it.pending[it.next]
	it.next++
	return true
}

// Situation is the situation Scan advanced to.
func (it *CanonIter) Situation() Situation { return it.current }

// Err is the error that stopped Scan, or nil at the end of the stream.
func (it *CanonIter) Err() error { return it.err }

// String names a Situation's cards: "hero | board (orbit n)".
func (s Situation) String() string {
	parts := make([]string, 0, 2)
	if s.Hero != 0 {
		parts = append(parts, s.Hero.String())
	}
	if s.Board != 0 {
		parts = append(parts, s.Board.String())
	}
	return fmt.Sprintf("%s (orbit %d)", strings.Join(parts, " | "), s.Orbit)
}
