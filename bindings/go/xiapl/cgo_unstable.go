package xiapl

// The table engine, the random number generator, the PHH hand histories,
// outs (EvaluateOuts) and hit tables (RangeHits) are in xiapl.h's unstable
// tier, declared only under XIAPL_UNSTABLE_API; this package is built for the
// tier of its release and refuses a library built with another
// (unstableCheck, called at init).

// #cgo CFLAGS: -DXIAPL_UNSTABLE_API
// #include <xiapl/xiapl.h>
import "C"

import "fmt"

// UnstableVersion is the version of the unstable tier (the table engine,
// Rng, PHH, outs, hit tables) this package is written for; the loaded
// library must have the same.
const UnstableVersion = 10

// headerUnstableVersion is XIAPL_UNSTABLE_VERSION of the xiapl.h this package
// was compiled against.
func headerUnstableVersion() int { return int(C.XIAPL_UNSTABLE_VERSION) }

// libraryUnstableVersion is the unstable tier version of the loaded library.
func libraryUnstableVersion() int { return int(C.xiapl_unstable_version()) }

// unstableCheck: nil when the library's unstable tier is the one the package
// is written for, else an error naming both and the fix.
func unstableCheck(want, library int) error {
	if want == library {
		return nil
	}
	return fmt.Errorf("xiapl: the loaded libxiapl has unstable tier (table engine) version %d, but this Go "+
		"package is written for version %d: install the libxiapl of this package's release and point "+
		"LD_LIBRARY_PATH / the rpath at it", library, want)
}
