package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"encoding/json"
	"runtime"
	"unsafe"
)

// Site hand histories (docs/sites.md): the text poker sites write,
// imported into PHH by the library's core, each hand proved by replaying it
// to the amounts the site says each player collected, and PHH hands written
// as PokerStars text.

// Sites are the site formats ReadSites reads, as its site argument takes them.
var Sites = []string{"pokerstars", "ggpoker", "winningpoker", "pacific", "ipoker", "partypoker", "winamax", "fulltilt"}

// SiteFailure is a hand ReadSites left out: its site format ("" when none
// was recognized), the site's hand id ("" when it could not be read), the
// 1-based line of the text and the reason.
type SiteFailure struct {
	Site   string `json:"site"`
	Hand   string `json:"hand"`
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// SiteReport is what ReadSites found: the hands the text holds, those kept
// (the document's count) and every failure.
type SiteReport struct {
	Hands    int           `json:"hands"`
	Kept     int           `json:"kept"`
	Failures []SiteFailure `json:"failures"`
}

// ReadSites imports every hand of a site's hand-history text into a PHH
// document of the hands kept, and the report of the others. site is one of
// Sites, or "" to detect each hand's format; another name is an error
// matching ErrInvalidArgument. A text of no hand gives an empty document.
func ReadSites(text, site string) (*PHH, SiteReport, error) {
	var report SiteReport
	ctext, n := textArg(text)
	var csite *C.char
	if site != "" {
		s, err := cString(site, "the site")
		if err != nil {
			return nil, report, err
		}
		defer C.free(unsafe.Pointer(s))
		csite = s
	}
	doc, err := readDocument(func(out **C.xiapl_phh) C.int32_t { return C.xiapl_sites_read(ctext, n, csite, out) })
	runtime.KeepAlive(text)
	if err != nil {
		return nil, report, err
	}
	raw, err := func() (string, error) {
		defer lock()()
		return readText(256, func(buf *C.char, capacity C.uint64_t, length *C.uint64_t) C.int32_t {
			return C.xiapl_sites_report(doc.handle, buf, capacity, length)
		})
	}()
	if err != nil {
		doc.Close()
		return nil, report, err
	}
	if err := json.Unmarshal([]byte(raw), &report); err != nil {
		doc.Close()
		return nil, report, err
	}
	return doc, report, nil
}

// PokerStars is hand index as PokerStars text, such that ReadSites gives the
// hand back (the same hand for one read from PokerStars text; the same game,
// players, stacks, actions and winnings for another). A variant other than
// NT, FT, PT, PO, NO, FO, FO/8, PO/8 and NO/8, or runs PokerStars does not
// deal (more than three),
// is an error matching
// ErrUnsupported.
func (p *PHH) PokerStars(index int) (string, error) {
	if err := p.hand(index); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(p)
	defer lock()()
	return readText(4096, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_sites_to_pokerstars(p.handle, C.uint64_t(index), buf, capacity, n)
	})
}
