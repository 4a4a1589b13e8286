// Package xiapl is the Go binding of XiaPL, a poker library for Texas Hold'em
// and Omaha: cards, decks, hand evaluation (one hand or many in a batch),
// showdowns and hand descriptions, equity (fixed hands, against random hands,
// and over ranges, heads-up with per-combo rows or multiway; with progress
// reports and cancellation), ranges and the starting-hand ranking, suit
// canonicalization, and the table rules engine.
//
// It calls libxiapl through cgo and its C header xiapl/xiapl.h alone. Cards
// are ids 0..51 (id = suit*13 + rank-2, suits c, d, h, s); a set of cards is a
// Mask with bit id set. Failing calls return an *Error carrying the C status
// code and the library's message.
//
// All functions are safe for concurrent use, and so is reading a Range or a
// TableState; a Deck or a CanonIter is not (use one per goroutine, or guard
// it).
package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "fmt"

// ABIVersion is the XIAPL_ABI_VERSION this package is written for. Loading a
// libxiapl with another ABI version panics at package initialisation.
const ABIVersion = 1

// Version is the library's version string, e.g. "0.1.0".
func Version() string {
	return C.GoString(C.xiapl_version_string())
}

// LibraryABIVersion is the ABI version of the libxiapl that was loaded.
func LibraryABIVersion() int {
	return int(C.xiapl_abi_version())
}

// headerABIVersion is XIAPL_ABI_VERSION of the xiapl.h this package was compiled against.
func headerABIVersion() int {
	return int(C.XIAPL_ABI_VERSION)
}

func init() {
	if err := abiCheck(headerABIVersion(), LibraryABIVersion()); err != nil {
		panic(err.Error())
	}
}

func abiCheck(header, library int) error {
	if header != ABIVersion {
		return fmt.Errorf("xiapl: compiled against an xiapl.h with XIAPL_ABI_VERSION %d, but this Go package "+
			"needs ABI %d: point CGO_CFLAGS / pkg-config at a matching header", header, ABIVersion)
	}
	if library != ABIVersion {
		return fmt.Errorf("xiapl: the loaded libxiapl has ABI version %d, but this Go package needs ABI %d: "+
			"install a matching libxiapl or fix LD_LIBRARY_PATH / the rpath", library, ABIVersion)
	}
	return nil
}
