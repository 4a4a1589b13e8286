// Package xiapl is the Go binding of XiaPL, a poker library for Texas Hold'em
// and Omaha: cards, decks, hand evaluation (one hand, many in a batch, or
// every completion of a partial hand), showdowns and hand descriptions,
// equity (fixed hands, against random hands, and over ranges, heads-up with
// per-combo rows or multiway; with progress reports and cancellation), ranges
// and the starting-hand ranking, suit canonicalization, the table rules
// engine for every game (board games, stud and draw games; with each hand's
// history, pot results and all-in equity), PHH hand histories of every
// variant (ParsePHH, ReplayTexts) and the library's seeded random number
// generator (Rng).
//
// It calls libxiapl through cgo and its C header xiapl/xiapl.h alone. Cards
// are ids 0..51 (id = suit*13 + rank-2, suits c, d, h, s); a set of cards is a
// Mask with bit id set. Failing calls return an *Error carrying the C status
// code and the library's message.
//
// All functions are safe for concurrent use, and so is reading a Range, a
// TableState or a PHH; a Deck, a CanonIter or an Rng is not (use one per
// goroutine, or guard it).
package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "fmt"

// The C ABI this package is written for. A libxiapl serves it when its ABI
// major equals ABIMajor and its minor is ABIMinor or later; the package
// checks the loaded library at initialisation and panics otherwise.
const (
	ABIMajor = 2
	ABIMinor = 11
	// ABIVersion is ABIMajor*1000 + ABIMinor, the form of XIAPL_ABI_VERSION
	// and of LibraryABIVersion.
	ABIVersion = ABIMajor*1000 + ABIMinor
)

// The xiapl.h cgo compiles against must follow the same rule: XIAPL_ABI_MAJOR
// equal to ABIMajor and XIAPL_ABI_MINOR at least ABIMinor. A build error
// "constant ... overflows uint" on one of these lines means it does not:
// point PKG_CONFIG_PATH (or, with -tags xiapl_nopkgconfig, CGO_CFLAGS) at the
// xiapl.h of a libxiapl with ABI 2.x.
const (
	_ = uint(C.XIAPL_ABI_MAJOR - ABIMajor) // the header's ABI major is older than the package's
	_ = uint(ABIMajor - C.XIAPL_ABI_MAJOR) // the header's ABI major is newer than the package's
	_ = uint(C.XIAPL_ABI_MINOR - ABIMinor) // the header's ABI minor is older than the package's
)

// Version is the library's version string, e.g. "0.1.0".
func Version() string {
	return C.GoString(C.xiapl_version_string())
}

// VersionNumber is the library's version as major*10000 + minor*100 + patch,
// e.g. 100 for "0.1.0".
func VersionNumber() int {
	return int(C.xiapl_version_number())
}

// LibraryABIVersion is the ABI version of the libxiapl that was loaded, as
// major*1000 + minor.
func LibraryABIVersion() int {
	return int(C.xiapl_abi_version())
}

// headerABI is XIAPL_ABI_MAJOR and XIAPL_ABI_MINOR of the xiapl.h this
// package was compiled against.
func headerABI() (major, minor int) {
	return int(C.XIAPL_ABI_MAJOR), int(C.XIAPL_ABI_MINOR)
}

func init() {
	if err := abiCheck(ABIMajor, ABIMinor, LibraryABIVersion()); err != nil {
		panic(err.Error())
	}
	if err := unstableCheck(UnstableVersion, libraryUnstableVersion()); err != nil {
		panic(err.Error())
	}
}

// abiCheck applies the load-time rule for a package written for ABI
// major.minor to a library ABI version given as major*1000 + minor: nil when
// the library serves the package, else an error naming both versions and the
// fix.
func abiCheck(major, minor, library int) error {
	libMajor, libMinor := library/1000, library%1000
	var fix string
	switch {
	case libMajor > major:
		fix = fmt.Sprintf("use a release of this Go package written for ABI %d.x, or load a libxiapl with ABI %d.x "+
			"(libxiapl.so.%d) through LD_LIBRARY_PATH / the rpath", libMajor, major, major)
	case libMajor < major:
		fix = fmt.Sprintf("install a libxiapl with ABI %d.x (libxiapl.so.%d) and point LD_LIBRARY_PATH / the rpath "+
			"at it", major, major)
	case libMinor < minor:
		fix = fmt.Sprintf("install a newer libxiapl, ABI %d.%d or later, and point LD_LIBRARY_PATH / the rpath at it",
			major, minor)
	default:
		return nil
	}
	return fmt.Errorf("xiapl: the loaded libxiapl has ABI %d.%d, but this Go package needs ABI %d.%d or a later "+
		"%d.x: %s", libMajor, libMinor, major, minor, major, fix)
}
