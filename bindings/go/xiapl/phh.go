package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"runtime"
	"strings"
	"unsafe"
)

// Poker Hand History (PHH, docs/phh.md): the TOML hand histories that PHH
// files hold, read, checked, written and replayed by the library's core, the
// same as in every other language.

// PHHAll as the index of Text and JSON means every hand of the document.
const PHHAll = C.XIAPL_PHH_ALL

// PHH is a PHH document: one hand (a .phh file) or several (a .phhs file,
// tables [1], [2], ...). Every field the format knows is checked; other keys
// are kept in order and written back, and amounts keep the decimal the file
// wrote. A document never changes, so it may be read from several
// goroutines at once. It owns C memory: call Close when done with it (a
// finalizer frees it otherwise).
type PHH struct {
	handle *C.xiapl_phh
}

func wrapPHH(handle *C.xiapl_phh) *PHH {
	p := &PHH{handle: handle}
	runtime.SetFinalizer(p, (*PHH).Close)
	return p
}

// cString is text as a new C string (free it), or an error matching
// ErrInvalidArgument when it holds a NUL byte, which C would read as its end.
func cString(text, what string) (*C.char, error) {
	if strings.IndexByte(text, 0) >= 0 {
		return nil, invalid("%s %q holds a NUL byte; write decimals like 1, 0.01 or 12.5", what, text)
	}
	return C.CString(text), nil
}

// unitArg is a chip unit for a C call: NULL for "" (the default), else a C
// string; free it with the function returned.
func unitArg(unit string) (*C.char, func(), error) {
	if unit == "" {
		return nil, func() {}, nil
	}
	cunit, err := cString(unit, "the chip unit")
	if err != nil {
		return nil, nil, err
	}
	return cunit, func() { C.free(unsafe.Pointer(cunit)) }, nil
}

// textArg is text as the (pointer, length) pair of a C call: the Go bytes
// themselves (C reads them during the call and keeps no pointer), NULL for "".
func textArg(text string) (*C.char, C.uint64_t) {
	if text == "" {
		return nil, 0
	}
	return (*C.char)(unsafe.Pointer(unsafe.StringData(text))), C.uint64_t(len(text))
}

// readDocument runs a C call that creates a document.
func readDocument(call func(out **C.xiapl_phh) C.int32_t) (*PHH, error) {
	var handle *C.xiapl_phh
	unlock := lock()
	err := check(call(&handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapPHH(handle), nil
}

// ParsePHH reads PHH text: a .phh hand or a .phhs file of hands. Text that is
// not PHH is an error matching ErrParse whose message names the line, the
// field or action and the token. Every variant code of the PHH specification
// is read (FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB, with the
// bring_in, small_bet and big_bet fields and the pb and sd actions); a code
// the specification does not define is an error matching ErrUnsupported.
// Nothing half-read is returned.
func ParsePHH(text string) (*PHH, error) {
	ctext, n := textArg(text)
	doc, err := readDocument(func(out **C.xiapl_phh) C.int32_t { return C.xiapl_phh_parse(ctext, n, out) })
	runtime.KeepAlive(text)
	return doc, err
}

// PHHFromJSON builds a document from JSON: one hand object or an array of
// them, with the PHH field names (the form JSON writes; docs/phh.md, "JSON"),
// checked as ParsePHH checks a file.
func PHHFromJSON(data string) (*PHH, error) {
	cdata, n := textArg(data)
	doc, err := readDocument(func(out **C.xiapl_phh) C.int32_t { return C.xiapl_phh_from_json(cdata, n, out) })
	runtime.KeepAlive(data)
	return doc, err
}

// Close frees the document; later calls fail with ErrInvalidArgument.
// Closing twice is harmless. States replayed from it stay valid.
func (p *PHH) Close() error {
	if p != nil && p.handle != nil {
		C.xiapl_phh_destroy(p.handle)
		p.handle = nil
		runtime.SetFinalizer(p, nil)
	}
	return nil
}

func (p *PHH) live() error {
	if p == nil || p.handle == nil {
		return invalid("the PHH document is closed; read it again with ParsePHH")
	}
	return nil
}

// hand checks a hand index (0 .. Count()-1 is checked by the library).
func (p *PHH) hand(index int) error {
	if err := p.live(); err != nil {
		return err
	}
	if index < 0 {
		return invalid("hand index %d is negative; give 0 .. Count()-1", index)
	}
	return nil
}

// Count is the number of hands (1 for a .phh text; 0 for a closed document).
func (p *PHH) Count() int {
	if p.live() != nil {
		return 0
	}
	var n C.uint64_t
	defer runtime.KeepAlive(p)
	defer lock()()
	if check(C.xiapl_phh_count(p.handle, &n)) != nil {
		return 0
	}
	return int(n)
}

// Text is hand index as a .phh text, or (PHHAll) every hand as a .phhs
// text, in the canonical field order. Parsing it gives the same hands.
func (p *PHH) Text(index int) (string, error) {
	if err := p.live(); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(p)
	defer lock()()
	return readText(1024, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_phh_to_text(p.handle, C.int64_t(index), buf, capacity, n)
	})
}

// JSON is hand index as a JSON object, or (PHHAll) every hand as an array:
// the PHH field names, the known fields first (docs/phh.md, "JSON").
// PHHFromJSON reads it back.
func (p *PHH) JSON(index int) (string, error) {
	if err := p.live(); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(p)
	defer lock()()
	return readText(1024, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_phh_to_json(p.handle, C.int64_t(index), buf, capacity, n)
	})
}

// ChipUnit is the hand's own chip unit as a decimal ("1", "0.01"): the
// largest power of ten, at most 1, that makes its antes, blinds, bet sizes
// (min_bet, bring_in, small_bet, big_bet), starting stacks and bets whole. Replay counts chips of this unit by default.
func (p *PHH) ChipUnit(index int) (string, error) {
	if err := p.hand(index); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(p)
	defer lock()()
	return readText(32, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_phh_chip_unit(p.handle, C.uint64_t(index), buf, capacity, n)
	})
}

// PHHInfo is what a hand's actions say about its game and cards.
type PHHInfo struct {
	Game    Game    // the game the hand replays as (PO: Omaha with the most hole cards shown)
	Betting Betting // the variant's: NoLimit (NT, NS, N2L1D), PotLimit (PO) or FixedLimit (the F codes)
	Players int     // players (seats); player p1 is seat 0
	Board   Mask    // every board card dealt (0 in stud and draw games)
	Holes   []Mask  // known hole cards per player (dealt less discards, else shown); 0 if unknown
}

// Info is the game, betting, players, board and known hole cards of hand
// index, as its replay reads them; it works for every variant (Game is the
// variant's: Stud for F7S, Lowball27 for N2L1D, ...).
func (p *PHH) Info(index int) (PHHInfo, error) {
	if err := p.hand(index); err != nil {
		return PHHInfo{}, err
	}
	var info C.xiapl_phh_info
	info.struct_size = C.uint32_t(unsafe.Sizeof(info))
	defer runtime.KeepAlive(p)
	defer lock()()
	if err := check(C.xiapl_phh_info_get(p.handle, C.uint64_t(index), &info)); err != nil {
		return PHHInfo{}, err
	}
	players := int(info.player_count)
	if players < 0 || players > MaxSeats {
		return PHHInfo{}, &Error{Status: StatusInternal, Message: fmt.Sprintf("xiapl_phh_info_get gave %d "+
			"players; please report it", players)}
	}
	holes := make([]Mask, players)
	for i := range holes {
		holes[i] = Mask(info.holes[i])
	}
	return PHHInfo{Game: Game(info.game), Betting: bettingOf(info.betting), Players: players, Board: Mask(info.board),
		Holes: holes}, nil
}

// BoardCards are the board cards of hand index in the order they are dealt.
func (p *PHH) BoardCards(index int) ([]Card, error) {
	if err := p.hand(index); err != nil {
		return nil, err
	}
	var ids [52]C.int32_t
	var n C.uint64_t
	defer runtime.KeepAlive(p)
	defer lock()()
	if err := check(C.xiapl_phh_board_cards(p.handle, C.uint64_t(index), &ids[0], C.uint64_t(len(ids)), &n)); err != nil {
		return nil, err
	}
	cards := make([]Card, int(n))
	for i := range cards {
		cards[i] = Card(ids[i])
	}
	return cards, nil
}

// Replay plays hand index through the rules engine and returns the final
// state. Seats follow the player order (p1 = seat 0) and the button is the
// last player; amounts are counted in chips of unit (a decimal; "" is the
// hand's own, ChipUnit). Hole cards come from the deals and the showdown; a
// live seat that mucks or whose cards stay unknown does not contend. Every
// variant replays: the board games (FT, NT, NS, PO, FO/8), stud (F7S, F7S/8,
// FR: hole cards dealt street by street, unseen ones "??", the bring-in
// "pb") and the draw games (N2L1D, F2L3D, FB: draws "sd"). A fold when
// checking was free is kept (HistoryStep.Needless, ReplayWarnings). An
// action the rules refuse is an error matching ErrInvalidArgument whose
// message gives the action's index and text and the rule.
func (p *PHH) Replay(index int, unit string) (*TableState, error) {
	if err := p.hand(index); err != nil {
		return nil, err
	}
	cunit, free, err := unitArg(unit)
	if err != nil {
		return nil, err
	}
	defer free()
	var handle *C.xiapl_table_state
	unlock := lock()
	err = check(C.xiapl_phh_replay(p.handle, C.uint64_t(index), cunit, &handle))
	unlock()
	runtime.KeepAlive(p)
	if err != nil {
		return nil, err
	}
	return wrapTable(handle), nil
}

// ReplayStates is every state Replay passes through: the state after the
// forced bets, then one after each step of the hand's history (state i has
// i steps): each board deal and player action, and in stud and draw games
// each hole-card deal and draw. In board games hole-card deals and show/muck
// lines only reveal cards, which every state already knows. The last is
// Replay's state.
func (p *PHH) ReplayStates(index int, unit string) ([]*TableState, error) {
	if err := p.hand(index); err != nil {
		return nil, err
	}
	cunit, free, err := unitArg(unit)
	if err != nil {
		return nil, err
	}
	defer free()
	handles := make([]*C.xiapl_table_state, 128)
	var n C.uint64_t
	unlock := lock()
	for {
		status := C.xiapl_phh_replay_states(p.handle, C.uint64_t(index), cunit, &handles[0],
			C.uint64_t(len(handles)), &n)
		if status == C.XIAPL_ERR_BUFFER_TOO_SMALL && int(n) > len(handles) {
			handles = make([]*C.xiapl_table_state, int(n))
			continue
		}
		err = check(status)
		break
	}
	unlock()
	runtime.KeepAlive(p)
	if err != nil {
		return nil, err
	}
	states := make([]*TableState, int(n))
	for i := range states {
		states[i] = wrapTable(handles[i])
	}
	return states, nil
}

// ReplayResult is one text of ReplayTexts: its final state, or why it failed.
type ReplayResult struct {
	State *TableState // nil when Err is set
	Err   error       // an *Error: ErrParse, ErrUnsupported or ErrInvalidArgument
}

// ReplayTexts parses and replays many PHH texts in one call, each holding
// one hand with its own chip unit, spread over threads (0 = one per CPU, 1 =
// the calling thread). There is one result per text, in order: the final
// state, or the error that text alone gives with ParsePHH and Replay (a text
// of several hands is an error matching ErrInvalidArgument). The error
// return is for the call itself (threads < 0).
func ReplayTexts(texts []string, threads int) ([]ReplayResult, error) {
	if threads < 0 || threads != int(int32(threads)) {
		return nil, invalid("threads is %d; give 0 (one per CPU), 1 (the calling thread) or more", threads)
	}
	results := make([]ReplayResult, len(texts))
	if len(texts) == 0 {
		return results, nil
	}
	// The texts go to C in one C block: an array handed to C may hold C
	// pointers, never Go ones.
	total := 1
	for _, text := range texts {
		total += len(text)
	}
	block := C.malloc(C.size_t(total))
	if block == nil {
		return nil, &Error{Status: StatusOutOfMemory, Message: fmt.Sprintf("cannot allocate %d bytes for the texts", total)}
	}
	defer C.free(block)
	bytes := unsafe.Slice((*byte)(block), total)
	pointers := make([]*C.char, len(texts))
	lengths := make([]C.uint64_t, len(texts))
	offset := 0
	for i, text := range texts {
		copy(bytes[offset:], text)
		pointers[i] = (*C.char)(unsafe.Pointer(&bytes[offset]))
		lengths[i] = C.uint64_t(len(text))
		offset += len(text)
	}
	handles := make([]*C.xiapl_table_state, len(texts))
	statuses := make([]C.int32_t, len(texts))
	unlock := lock()
	err := check(C.xiapl_phh_replay_texts(&pointers[0], &lengths[0], C.uint64_t(len(texts)), C.int32_t(threads),
		&handles[0], &statuses[0]))
	unlock()
	if err != nil {
		return nil, err
	}
	// Wrap every state first, so that none leaks.
	for i, handle := range handles {
		if handle != nil {
			results[i].State = wrapTable(handle)
		}
	}
	for i := range results {
		if results[i].State == nil {
			results[i].Err = replayError(texts[i], Status(statuses[i]))
		}
	}
	return results, nil
}

// replayError is why a text failed in ReplayTexts: it is read and replayed
// alone for the library's message.
func replayError(text string, status Status) error {
	doc, err := ParsePHH(text)
	if err != nil {
		return err
	}
	defer doc.Close()
	if count := doc.Count(); count != 1 {
		return &Error{Status: StatusInvalidArgument, Message: fmt.Sprintf("the text holds %d hands; ReplayTexts "+
			"takes one hand per text", count)}
	}
	state, err := doc.Replay(0, "")
	if err != nil {
		return err
	}
	state.Close()
	return &Error{Status: status, Message: "the hand failed in a batch but replays alone; please report it"}
}

// PHHAction is one line of a hand's actions read into its parts (ParsePHHAction).
type PHHAction struct {
	Actor      int    // the acting player, 1-based as p1; 0 for the dealer (d)
	Verb       string // "dh", "db", "f", "cc", "cbr", "sm" (show or muck), "pb" (bring-in), "sd" (stand pat or discard), "" (commentary alone)
	Player     int    // the player dealt to by dh; else 0
	Cards      string // the cards dealt, shown or discarded ("AsKs", "????" unknown, "-" a muck); else ""
	Amount     string // the bet-or-raise-to total as written ("300", "12.5"); else ""
	Comment    string // the text after '#'
	HasComment bool   // the line has a '#' comment (possibly empty)
}

// phhVerbs are the tokens of the XIAPL_PHH_VERB_* values ("" for commentary alone).
var phhVerbs = map[C.int32_t]string{
	C.XIAPL_PHH_VERB_DEAL_HOLE:  "dh",
	C.XIAPL_PHH_VERB_DEAL_BOARD: "db",
	C.XIAPL_PHH_VERB_FOLD:       "f",
	C.XIAPL_PHH_VERB_CHECK_CALL: "cc",
	C.XIAPL_PHH_VERB_BET_RAISE:  "cbr",
	C.XIAPL_PHH_VERB_SHOW_MUCK:  "sm",
	C.XIAPL_PHH_VERB_BRING_IN:   "pb",
	C.XIAPL_PHH_VERB_DISCARD:    "sd",
	C.XIAPL_PHH_VERB_COMMENT:    "",
}

// parseAction is xiapl_phh_action_parse of a line.
func parseAction(line string) (C.xiapl_phh_action, error) {
	var parts C.xiapl_phh_action
	parts.struct_size = C.uint32_t(unsafe.Sizeof(parts))
	cline, n := textArg(line)
	unlock := lock()
	err := check(C.xiapl_phh_action_parse(cline, n, &parts))
	unlock()
	runtime.KeepAlive(line)
	return parts, err
}

// ParsePHHAction reads one action line ("p1 cbr 300", "d dh p2 AsKs # a
// note"). A line outside the action grammar is an error matching ErrParse
// that names the token and the forms allowed.
func ParsePHHAction(line string) (PHHAction, error) {
	parts, err := parseAction(line)
	if err != nil {
		return PHHAction{}, err
	}
	verb, known := phhVerbs[parts.verb]
	end := func(offset, length C.uint64_t) bool { return uint64(offset)+uint64(length) <= uint64(len(line)) }
	if !known || !end(parts.cards_offset, parts.cards_length) || !end(parts.amount_offset, parts.amount_length) ||
		!end(parts.comment_offset, parts.comment_length) {
		return PHHAction{}, &Error{Status: StatusInternal, Message: fmt.Sprintf("xiapl_phh_action_parse gave "+
			"verb %d or a text beyond the line of %d bytes; please report it", int(parts.verb), len(line))}
	}
	text := func(offset, length C.uint64_t) string { return line[offset : offset+length] }
	return PHHAction{
		Actor:      int(parts.actor),
		Verb:       verb,
		Player:     int(parts.player),
		Cards:      text(parts.cards_offset, parts.cards_length),
		Amount:     text(parts.amount_offset, parts.amount_length),
		Comment:    text(parts.comment_offset, parts.comment_length),
		HasComment: parts.has_comment != 0,
	}, nil
}

// actionCards is what xiapl_phh_action_parse says of a line's cards.
func actionCards(line string) (ids []int, unknown int, err error) {
	parts, err := parseAction(line)
	if err != nil {
		return nil, 0, err
	}
	count := int(parts.card_count)
	if count < 0 || count > len(parts.card_ids) {
		return nil, 0, &Error{Status: StatusInternal, Message: fmt.Sprintf("xiapl_phh_action_parse gave %d "+
			"cards; please report it", count)}
	}
	ids = make([]int, count)
	for i := range ids {
		ids[i] = int(parts.card_ids[i])
	}
	return ids, int(parts.unknown_count), nil
}

// CardIDs are the action's known cards in the order written ("7h6h": 7h,
// then 6h; "??" adds none), as the library reads Cards.
func (a PHHAction) CardIDs() ([]Card, error) {
	ids, _, err := actionCards(a.String())
	if err != nil {
		return nil, err
	}
	out := make([]Card, len(ids))
	for i, id := range ids {
		out[i] = Card(id)
	}
	return out, nil
}

// UnknownCount is how many of the action's cards are written "??".
func (a PHHAction) UnknownCount() (int, error) {
	_, unknown, err := actionCards(a.String())
	return unknown, err
}

// String is the action line again: "p1 cbr 300", "d dh p2 AsKs # a note".
func (a PHHAction) String() string {
	if a.Verb == "" {
		return "# " + a.Comment
	}
	words := []string{"d", a.Verb}
	if a.Actor != 0 {
		words[0] = fmt.Sprintf("p%d", a.Actor)
	}
	if a.Player != 0 {
		words = append(words, fmt.Sprintf("p%d", a.Player))
	}
	if a.Amount != "" {
		words = append(words, a.Amount)
	}
	if a.Cards != "" {
		words = append(words, a.Cards)
	}
	line := strings.Join(words, " ")
	if a.HasComment {
		line += " # " + a.Comment
	}
	return line
}

// ChipsFromAmount is a decimal amount as a whole number of chips of unit,
// exactly: ChipsFromAmount("0.5", "12.5") is 25. An amount that is not a
// whole number of units (use a smaller unit), beyond int64 chips, or a unit
// that is not positive is an error matching ErrInvalidArgument; text that is
// not a decimal one matching ErrParse.
func ChipsFromAmount(unit, amount string) (int64, error) {
	cunit, err := cString(unit, "the unit")
	if err != nil {
		return 0, err
	}
	defer C.free(unsafe.Pointer(cunit))
	camount, err := cString(amount, "the amount")
	if err != nil {
		return 0, err
	}
	defer C.free(unsafe.Pointer(camount))
	var chips C.int64_t
	defer lock()()
	if err := check(C.xiapl_chips_from_amount(cunit, camount, &chips)); err != nil {
		return 0, err
	}
	return int64(chips), nil
}

// ChipsToAmount is chips times unit as a decimal, exactly: ChipsToAmount("0.5",
// 25) is "12.5".
func ChipsToAmount(unit string, chips int64) (string, error) {
	cunit, err := cString(unit, "the unit")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cunit))
	defer lock()()
	return readText(48, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_chips_to_amount(cunit, C.int64_t(chips), buf, capacity, n)
	})
}

// ChipUnit is the largest power of ten, at most 1, that makes every amount a
// whole number of chips: "0.01" for "12.5" and "0.25"; "1" for none. An
// amount that is not a decimal is an error matching ErrParse that names it.
func ChipUnit(amounts []string) (string, error) {
	texts := make([]*C.char, len(amounts)+1) // +1: never a zero-length array
	for i, amount := range amounts {
		if strings.IndexByte(amount, 0) >= 0 {
			return "", invalid("amount %d (%q) holds a NUL byte; write amounts like 1000 or 12.5", i, amount)
		}
	}
	for i, amount := range amounts {
		texts[i] = C.CString(amount)
	}
	defer func() {
		for _, text := range texts {
			C.free(unsafe.Pointer(text))
		}
	}()
	defer lock()()
	return readText(32, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_chip_unit(&texts[0], C.uint64_t(len(amounts)), buf, capacity, n)
	})
}
