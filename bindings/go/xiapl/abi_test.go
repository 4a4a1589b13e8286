package xiapl

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	// The build refuses another header and init another library; here the
	// two must be one install, as in the suite.
	if major, minor := headerABI(); LibraryABIVersion() != major*1000+minor {
		t.Errorf("compiled against an xiapl.h of ABI %d.%d but loaded a libxiapl of ABI %d", major, minor,
			LibraryABIVersion())
	}
	if v := Version(); strings.Count(v, ".") != 2 {
		t.Errorf("Version() = %q, want major.minor.patch", v)
	}
	var major, minor, patch int
	if _, err := fmt.Sscanf(Version(), "%d.%d.%d", &major, &minor, &patch); err != nil {
		t.Fatalf("Version() = %q: %v", Version(), err)
	}
	if got, want := VersionNumber(), major*10000+minor*100+patch; got != want {
		t.Errorf("VersionNumber() = %d, want %d for %q", got, want, Version())
	}
}

func TestABICheck(t *testing.T) {
	v := func(major, minor int) int { return major*1000 + minor }
	for _, c := range []struct {
		major, minor int // the package's
		library      int
		ok           bool
		says         []string // in the error: both versions and the fix
	}{
		{ABIMajor, ABIMinor, ABIVersion, true, nil},
		{ABIMajor, ABIMinor, ABIVersion + 1, true, nil}, // a later minor only adds
		{2, 0, v(2, 0), true, nil},
		{2, 0, v(2, 7), true, nil},
		{2, 3, v(2, 3), true, nil},
		{2, 3, v(2, 4), true, nil},
		// minor lower: refused
		{2, 3, v(2, 2), false, []string{"has ABI 2.2,", "needs ABI 2.3 or a later 2.x", "newer libxiapl"}},
		{2, 3, v(2, 0), false, []string{"has ABI 2.0,", "ABI 2.3 or later"}},
		// major differs: refused, whatever the minor
		{2, 0, v(3, 0), false, []string{"has ABI 3.0,", "needs ABI 2.0", "release of this Go package written for ABI 3.x",
			"libxiapl.so.2"}},
		{2, 0, v(1, 0), false, []string{"has ABI 1.0,", "needs ABI 2.0", "install a libxiapl with ABI 2.x", "libxiapl.so.2"}},
		{2, 0, v(1, 5), false, []string{"has ABI 1.5,"}},
		{2, 3, v(3, 9), false, []string{"has ABI 3.9,"}},
		{ABIMajor, ABIMinor, v(ABIMajor+1, ABIMinor), false, nil},
		{ABIMajor, ABIMinor, v(ABIMajor-1, ABIMinor), false, nil},
		{2, 0, 1, false, []string{"has ABI 0.1,"}}, // the single-number ABI before 2.0
		{2, 0, 0, false, nil},
		{2, 0, -1, false, nil},
	} {
		err := abiCheck(c.major, c.minor, c.library)
		if (err == nil) != c.ok {
			t.Errorf("abiCheck(%d, %d, %d) = %v, want accepted=%v", c.major, c.minor, c.library, err, c.ok)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("abiCheck(%d, %d, %d): %q does not say %q", c.major, c.minor, c.library, err, s)
			}
		}
	}
}

// The package refuses at build time an xiapl.h whose ABI it cannot use.
// version.go, which holds the guard, is built alone in a scratch module
// against a copy of the header with other XIAPL_ABI_MAJOR / XIAPL_ABI_MINOR
// values.
func TestHeaderABIGuard(t *testing.T) {
	gotool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	include, lib := os.Getenv("XIAPL_INCLUDE_DIR"), os.Getenv("XIAPL_LIB_DIR")
	if out, err := exec.Command("pkg-config", "--variable=includedir", "xiapl").Output(); include == "" && err == nil {
		include = strings.TrimSpace(string(out))
	}
	if out, err := exec.Command("pkg-config", "--variable=libdir", "xiapl").Output(); lib == "" && err == nil {
		lib = strings.TrimSpace(string(out))
	}
	header, err := os.ReadFile(filepath.Join(include, "xiapl", "xiapl.h"))
	if err != nil || lib == "" {
		t.Skipf("set XIAPL_INCLUDE_DIR and XIAPL_LIB_DIR (or PKG_CONFIG_PATH) to build against a copy of xiapl.h: %v",
			err)
	}
	majorLine := regexp.MustCompile(`(?m)^#define XIAPL_ABI_MAJOR .*$`)
	minorLine := regexp.MustCompile(`(?m)^#define XIAPL_ABI_MINOR .*$`)
	if len(majorLine.FindAll(header, -1)) != 1 || len(minorLine.FindAll(header, -1)) != 1 {
		t.Fatalf("%s: want one #define each of XIAPL_ABI_MAJOR and XIAPL_ABI_MINOR", include)
	}
	module := t.TempDir()
	files := map[string][]byte{"go.mod": []byte("module guard\n\ngo 1.21\n")}
	for _, name := range []string{"version.go", "cgo_unstable.go", "cgo_env.go"} {
		if files[name], err = os.ReadFile(name); err != nil {
			t.Fatal(err)
		}
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(module, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	build := func(major, minor int) ([]byte, error) {
		dir := t.TempDir()
		text := majorLine.ReplaceAll(header, []byte(fmt.Sprintf("#define XIAPL_ABI_MAJOR %d", major)))
		text = minorLine.ReplaceAll(text, []byte(fmt.Sprintf("#define XIAPL_ABI_MINOR %d", minor)))
		if err := os.MkdirAll(filepath.Join(dir, "xiapl"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "xiapl", "xiapl.h"), text, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(gotool, "build", "-tags", "xiapl_nopkgconfig", ".")
		cmd.Dir = module
		cmd.Env = append(os.Environ(), "CGO_CFLAGS=-I"+dir, "CGO_LDFLAGS=-L"+lib, "PKG_CONFIG=false", "GOFLAGS=-mod=mod",
			"GOWORK=off")
		return cmd.CombinedOutput()
	}
	if out, err := build(ABIMajor, ABIMinor); err != nil {
		t.Fatalf("version.go (with cgo_unstable.go) does not build alone against an unchanged header: %v\n%s", err, out)
	}
	for _, c := range []struct {
		major, minor int
		builds       bool
	}{
		{ABIMajor + 1, ABIMinor, false},
		{ABIMajor - 1, ABIMinor, false},
		{ABIMajor, ABIMinor - 1, false},
		{ABIMajor, ABIMinor + 1, true},
	} {
		out, err := build(c.major, c.minor)
		guard := strings.Contains(string(out), "version.go") && strings.Contains(string(out), "overflows uint")
		switch {
		case c.builds && err != nil:
			t.Errorf("a header of ABI %d.%d must build (package ABI %d.%d): %v\n%s", c.major, c.minor, ABIMajor,
				ABIMinor, err, out)
		case !c.builds && err == nil:
			t.Errorf("a header of ABI %d.%d must not build (package ABI %d.%d)", c.major, c.minor, ABIMajor, ABIMinor)
		case !c.builds && !guard:
			t.Errorf("a header of ABI %d.%d fails the build elsewhere than the guard in version.go:\n%s", c.major,
				c.minor, out)
		}
	}
}

func TestUnstableCheck(t *testing.T) {
	if headerUnstableVersion() != UnstableVersion {
		t.Fatalf("xiapl.h has XIAPL_UNSTABLE_VERSION %d; the package is written for %d", headerUnstableVersion(), UnstableVersion)
	}
	if err := unstableCheck(UnstableVersion, libraryUnstableVersion()); err != nil {
		t.Fatal(err)
	}
	for _, library := range []int{UnstableVersion - 1, UnstableVersion + 1} {
		err := unstableCheck(UnstableVersion, library)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprint(library)) {
			t.Errorf("unstable tier %d against %d: got %v, want a refusal naming it", library, UnstableVersion, err)
		}
	}
}
