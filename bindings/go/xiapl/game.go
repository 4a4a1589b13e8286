package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"
)

// Game selects the rules of the game-aware calls. Game.Info gives each game's
// figures (hole and board cards, deck, rankings) as the library states them.
type Game int32

// The games of xiapl.h. Stud, razz, 2-7 and badugi have no board: a player's
// cards, up and down, are all its hole cards and the board is 0.
const (
	Holdem     Game = C.XIAPL_GAME_HOLDEM      // 2 hole cards, best five of hole + board
	Omaha4     Game = C.XIAPL_GAME_OMAHA4      // 4 hole cards: exactly two of them with exactly three board cards
	Omaha5     Game = C.XIAPL_GAME_OMAHA5      // 5 hole cards, same rule
	Omaha6     Game = C.XIAPL_GAME_OMAHA6      // 6 hole cards, same rule
	ShortDeck  Game = C.XIAPL_GAME_SHORT_DECK  // six-plus Hold'em: 36 cards, A-6-7-8-9 a straight, a flush beats a full house
	Omaha4HiLo Game = C.XIAPL_GAME_OMAHA4_HILO // Omaha, 4 hole cards, high half and an eight-or-better low half
	Omaha5HiLo Game = C.XIAPL_GAME_OMAHA5_HILO // the same with 5 hole cards
	Stud       Game = C.XIAPL_GAME_STUD        // seven-card stud: the best five of a player's own 5 to 7 cards
	StudHiLo   Game = C.XIAPL_GAME_STUD_HILO   // stud, high half and an eight-or-better low half
	Razz       Game = C.XIAPL_GAME_RAZZ        // stud for the ace-to-five low
	Lowball27  Game = C.XIAPL_GAME_LOWBALL27   // deuce-to-seven low of exactly 5 cards (single and triple draw)
	Badugi     Game = C.XIAPL_GAME_BADUGI      // exactly 4 cards: the most of different ranks and suits, then the lowest
)

// String is the game's canonical name in the library's table of games, which
// ParseGame reads back: "holdem", "plo", "plo5", "plo6", "shortdeck",
// "plohilo", "plo5hilo", "stud", "studhilo", "razz", "lowball27", "badugi";
// "Game(n)" for a value that is no game. GameInfo.Name is the name players
// write.
func (g Game) String() string {
	if names, err := g.Names(); err == nil {
		return names[0]
	}
	return fmt.Sprintf("Game(%d)", int32(g))
}

// ParseGame reads a game's name as the library's table of games has it
// (xiapl_game_parse): every String form ("holdem", "plohilo"), the other
// names of Game.Names ("nlhe", "omaha4", "plo8", "o8", "6+", "stud8",
// "2-7", ...) and GameInfo.Name ("PLO Hi/Lo"), whatever the case, spaces,
// "-", "_", "/" and apostrophes. Anything else is an error matching ErrParse
// that quotes the name and lists the canonical names.
func ParseGame(text string) (Game, error) {
	var out C.int32_t
	var name *C.char
	if len(text) > 0 {
		name = (*C.char)(unsafe.Pointer(unsafe.StringData(text)))
	}
	defer lock()()
	if err := check(C.xiapl_game_parse(name, C.uint64_t(len(text)), &out)); err != nil {
		return 0, err
	}
	return Game(out), nil
}

// gameNameLists caches Names by game.
var gameNameLists sync.Map

// Names are the names ParseGame reads for the game besides GameInfo.Name,
// from the library's table of games: the canonical one (String) first, then
// the others ("plohilo", "plo8", "o8", ...). A value that is no game is an
// error matching ErrInvalidArgument.
func (g Game) Names() ([]string, error) {
	if known, ok := gameNameLists.Load(g); ok {
		return append([]string(nil), known.([]string)...), nil
	}
	defer lock()()
	text, err := readText(128, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_game_names(C.int32_t(g), buf, capacity, n)
	})
	if err != nil {
		return nil, err
	}
	names := strings.Split(text, ",")
	gameNameLists.Store(g, names)
	return append([]string(nil), names...), nil
}

// Family is how a game deals (GameInfo.Family).
type Family int32

// The families of xiapl.h.
const (
	FamilyBoard Family = C.XIAPL_FAMILY_BOARD // hole cards, then a shared board: Hold'em, short deck, Omaha, Omaha hi/lo
	FamilyStud  Family = C.XIAPL_FAMILY_STUD  // each seat's own cards, some face up, one a street: stud, stud hi/lo, razz
	FamilyDraw  Family = C.XIAPL_FAMILY_DRAW  // a hand each, then draw rounds: 2-7 lowball, badugi
)

// String is the constant's name without "Family": "Board", "Stud", "Draw".
func (f Family) String() string {
	switch f {
	case FamilyBoard:
		return "Board"
	case FamilyStud:
		return "Stud"
	case FamilyDraw:
		return "Draw"
	}
	return fmt.Sprintf("Family(%d)", int32(f))
}

// Ranking is how a game orders hands (GameInfo.HighRanking and LowRanking). A
// strength compares only with strengths of the same ranking: larger wins,
// equal ties, in every ranking (the best low has the largest strength).
type Ranking int32

// The rankings of xiapl.h.
const (
	RankingNone          Ranking = C.XIAPL_RANKING_NONE            // no such half (the low half of a game without one)
	RankingHigh          Ranking = C.XIAPL_RANKING_HIGH            // Hold'em's order, strengths 1..StrengthMax
	RankingShortDeck     Ranking = C.XIAPL_RANKING_SHORT_DECK      // six to ace, A-6-7-8-9 a straight, a flush beats a full house
	RankingEightOrBetter Ranking = C.XIAPL_RANKING_EIGHT_OR_BETTER // five different ranks up to eight, ace low
	RankingAceToFive     Ranking = C.XIAPL_RANKING_ACE_TO_FIVE     // razz: the lowest five, ace low, straights and flushes ignored
	RankingDeuceToSeven  Ranking = C.XIAPL_RANKING_DEUCE_TO_SEVEN  // 2-7: the lowest five, ace high, straights and flushes count
	RankingBadugi        Ranking = C.XIAPL_RANKING_BADUGI          // the most cards of different ranks and suits, then the lowest
)

var rankingNames = [...]string{"None", "High", "ShortDeck", "EightOrBetter", "AceToFive", "DeuceToSeven", "Badugi"}

// String is the constant's name without "Ranking": "High", "EightOrBetter", ...
func (r Ranking) String() string {
	if r >= 0 && int(r) < len(rankingNames) {
		return rankingNames[r]
	}
	return fmt.Sprintf("Ranking(%d)", int32(r))
}

// Max is the strength of the ranking's best hand (a royal flush, 7-5-4-3-2,
// a four-card badugi A-2-3-4, ...); 0 for RankingNone.
func (r Ranking) Max() (Strength, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_ranking_max(C.int32_t(r), &out)); err != nil {
		return 0, err
	}
	return Strength(out), nil
}

// RankedStrength is a strength with the ranking it belongs to, which its
// methods decode: any game's hand, whatever the ranking. Strength's own
// methods read Hold'em's ranking alone.
type RankedStrength struct {
	Ranking  Ranking
	Strength Strength
}

// Category of the strength; a low or a badugi with no pair is HighCard. A
// strength the ranking never gives is an error matching ErrInvalidArgument.
func (v RankedStrength) Category() (Category, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_ranking_category(C.int32_t(v.Ranking), C.int32_t(v.Strength), &out)); err != nil {
		return 0, err
	}
	return Category(out), nil
}

// Kickers are the ranks that order hands within the category, most
// significant first, as Strength.Kickers gives them; in the eight-or-better,
// ace-to-five and badugi rankings the ace is 1 (and a badugi lists one rank
// per card).
func (v RankedStrength) Kickers() ([]int, error) {
	var ranks [5]C.int32_t
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_ranking_kickers(C.int32_t(v.Ranking), C.int32_t(v.Strength), &ranks[0], C.uint64_t(len(ranks)), &n)
	if err := check(status); err != nil {
		return nil, err
	}
	out := make([]int, int(n))
	for i := range out {
		out[i] = int(ranks[i])
	}
	return out, nil
}

// Describe is the category and the ranks: "Flush [14 12 9 8 7]",
// "Low [8 6 4 2 1]", "Badugi [4 3 2 1]".
func (v RankedStrength) Describe() (string, error) {
	defer lock()()
	return readText(64, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_ranking_describe(C.int32_t(v.Ranking), C.int32_t(v.Strength), buf, capacity, n)
	})
}

// Name is a readable name: "flush, ace-high (beats a full house)",
// "8-6-4-2-A low", "7-5-4-3-2 low (number one)", "three-card badugi 5-3-2".
func (v RankedStrength) Name() (string, error) {
	defer lock()()
	return readText(64, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_ranking_name(C.int32_t(v.Ranking), C.int32_t(v.Strength), buf, capacity, n)
	})
}

// String is Describe, or "RankedStrength(ranking, n)" for a strength the
// ranking never gives.
func (v RankedStrength) String() string {
	text, err := v.Describe()
	if err != nil {
		return fmt.Sprintf("RankedStrength(%s, %d)", v.Ranking, int32(v.Strength))
	}
	return text
}

// GameInfo is what a game deals and how it ranks hands, as the library
// states it (xiapl_game_info_get and xiapl_game_name).
type GameInfo struct {
	Name         string  // the name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ...
	HoleCards    int     // cards a player holds at showdown: 2, 4, 5, 6; 7 (stud games); 5 (2-7); 4 (badugi)
	MinHoleCards int     // the fewest cards a hand is evaluated from (stud games: 5)
	BoardCards   int     // community cards at showdown: 5, or 0 (stud and draw games)
	HoleUsed     int     // hole cards every hand uses exactly: 2 (Omaha games), 0 (any)
	DeckCards    int     // 52, or 36 (short deck)
	HighRanking  Ranking // the ranking that decides the pot (the high half of a hi/lo game)
	LowRanking   Ranking // the low half's ranking, or RankingNone
	MaxPlayers   int     // the most players CalculateEquity takes; 0: no card-only equity (draw games)
	Family       Family  // how the game deals: board, stud or draw
}

// HiLo reports whether the game splits the pot with a low half.
func (i GameInfo) HiLo() bool { return i.LowRanking != RankingNone }

// gameInfos caches Info by game: the figures never change.
var gameInfos sync.Map

// Info is what the game deals and how it ranks hands. A value that is no
// game is an error matching ErrInvalidArgument.
func (g Game) Info() (GameInfo, error) {
	if known, ok := gameInfos.Load(g); ok {
		return known.(GameInfo), nil
	}
	var c C.xiapl_game_info
	c.struct_size = C.uint32_t(unsafe.Sizeof(c))
	defer lock()()
	if err := check(C.xiapl_game_info_get(C.int32_t(g), &c)); err != nil {
		return GameInfo{}, err
	}
	name, err := readText(32, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_game_name(C.int32_t(g), buf, capacity, n)
	})
	if err != nil {
		return GameInfo{}, err
	}
	info := GameInfo{
		Name:         name,
		HoleCards:    int(c.hole_cards),
		MinHoleCards: int(c.min_hole_cards),
		BoardCards:   int(c.board_cards),
		HoleUsed:     int(c.hole_used),
		DeckCards:    int(c.deck_cards),
		HighRanking:  Ranking(c.high_ranking),
		LowRanking:   Ranking(c.low_ranking),
		MaxPlayers:   int(c.max_players),
		Family:       Family(c.family),
	}
	gameInfos.Store(g, info)
	return info, nil
}
