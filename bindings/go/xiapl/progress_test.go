package xiapl

import (
	"context"
	"errors"
	"math"
	"runtime/cgo"
	"testing"
	"time"
)

// progressLog records the calls of a ProgressFunc and checks them.
type progressLog struct {
	done, total []uint64
}

func (l *progressLog) fn(done, total uint64) error {
	l.done = append(l.done, done)
	l.total = append(l.total, total)
	return nil
}

// check asserts at least one call, done never decreasing, one total, and a
// last call with done == total.
func (l *progressLog) check(t *testing.T, what string) {
	t.Helper()
	n := len(l.done)
	if n == 0 {
		t.Fatalf("%s: the progress function was never called", what)
	}
	for i := 1; i < n; i++ {
		if l.done[i] < l.done[i-1] || l.total[i] != l.total[0] {
			t.Fatalf("%s: call %d: done %d after %d, total %d then %d", what, i, l.done[i], l.done[i-1],
				l.total[0], l.total[i])
		}
	}
	if l.done[n-1] != l.total[n-1] || l.total[n-1] == 0 {
		t.Fatalf("%s: last call done %d of %d", what, l.done[n-1], l.total[n-1])
	}
}

func TestProgressMonteCarloEndsAtTotal(t *testing.T) {
	// Three players preflop: 1,370,754 boards, more than the trials, so the
	// call samples.
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc"), MustParseMask("7h 6h")}
	for _, threads := range []uint32{1, 2} {
		var log progressLog
		opts := MCSeeded(1_000_000, 5).WithThreads(threads).WithProgress(log.fn)
		got, err := CalculateEquity(holes, 0, &opts, Holdem, 0)
		if err != nil {
			t.Fatal(err)
		}
		log.check(t, "Monte Carlo")
		if log.total[0] != 1_000_000 || got.Exact || got.Trials != 1_000_000 {
			t.Fatalf("%d threads: total %d, want the 1,000,000 trials (%+v)", threads, log.total[0], got)
		}
		// The hook never changes a result.
		plain := MCSeeded(1_000_000, 5).WithThreads(threads)
		want, err := CalculateEquity(holes, 0, &plain, Holdem, 0)
		if err != nil || want.Players[0] != got.Players[0] || want.Trials != got.Trials {
			t.Fatalf("%d threads: %+v with progress, %+v without (%v)", threads, got, want, err)
		}
	}
}

func TestProgressOnEveryEquityCall(t *testing.T) {
	aa, kk, qq := MustParseRange("AA", Holdem), MustParseRange("KK", Holdem), MustParseRange("QQ", Holdem)
	defer aa.Close()
	defer kk.Close()
	defer qq.Close()
	calls := map[string]func(opts *SimulationOptions) error{
		"CalculateEquity": func(opts *SimulationOptions) error {
			_, err := CalculateEquity([]Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}, 0, opts, Holdem, 0)
			return err
		},
		"CalculateEquityVsRandom": func(opts *SimulationOptions) error {
			_, err := CalculateEquityVsRandom(MustParseMask("As Ah"), MustParseMask("2c 7d 9h"), 1, opts, Holdem, 0)
			return err
		},
		"CalculateRangeEquity": func(opts *SimulationOptions) error {
			_, err := CalculateRangeEquity(aa, kk, 0, 0, opts)
			return err
		},
		"CalculateRangeEquityPerCombo": func(opts *SimulationOptions) error {
			_, err := CalculateRangeEquityPerCombo(aa, kk, 0, 0, opts)
			return err
		},
		"CalculateMultiwayRangeEquity": func(opts *SimulationOptions) error {
			_, err := CalculateMultiwayRangeEquity([]*Range{aa, kk, qq}, 0, 0, opts)
			return err
		},
	}
	for name, call := range calls {
		for _, opts := range []SimulationOptions{ExactOptions(), MCSeeded(300_000, 3)} {
			var log progressLog
			opts := opts.WithProgress(log.fn)
			if err := call(&opts); err != nil {
				t.Fatalf("%s (mode %d): %v", name, opts.Mode, err)
			}
			log.check(t, name)
		}
	}
}

func TestProgressErrorCancelsLongCall(t *testing.T) {
	stop := errors.New("enough")
	for _, threads := range []uint32{1, 2} {
		calls := 0
		watch := watchProgressHandles()
		var during []uintptr
		opts := MCSeeded(1<<40, 1).WithThreads(threads).WithProgress(func(done, total uint64) error {
			calls++
			during = watch.live()
			if total != 1<<40 || done >= total {
				t.Errorf("done %d of %d", done, total)
			}
			if calls == 3 {
				return stop
			}
			return nil
		})
		// Four unknown opponents: sampled, never enumerated. 2^40 trials take
		// hours, so only the cancel ends the call (go test's -timeout catches
		// a call that ignores it).
		_, err := CalculateEquityVsRandom(MustParseMask("As Ah"), 0, 4, &opts, Holdem, 0)
		if !errors.Is(err, ErrCancelled) || !errors.Is(err, stop) {
			t.Fatalf("%d threads: %v, want ErrCancelled wrapping %v", threads, err, stop)
		}
		var xe *Error
		if !errors.As(err, &xe) || xe.Status != StatusCancelled || xe.Cause != stop || xe.Message == "" {
			t.Fatalf("%d threads: %#v", threads, err)
		}
		if calls != 3 {
			t.Fatalf("%d threads: %d calls: the call did not stop at the third", threads, calls)
		}
		// A report arriving after the call returned cannot reach the
		// function: the call's handle is released, and a released handle
		// cancels without calling anything (goxiaplProgress).
		if len(during) != 1 || len(watch.live()) != 0 {
			t.Fatalf("%d threads: live handles %v during the call, %v after it", threads, during, watch.live())
		}
	}
}

func TestProgressContextCancels(t *testing.T) {
	aa, all := MustParseRange("AA", Holdem), MustParseRange("22+, A2s+, K2o+", Holdem)
	defer aa.Close()
	defer all.Close()
	// A context cancelled from another goroutine while the call runs. The
	// goroutine cancels once the call has made its first report, so the
	// cancel lands during the call however fast or slow the machine is; the
	// call asks for 2^40 trials, which only the cancel ends.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reported := make(chan struct{})
	go func() {
		select {
		case <-reported:
		case <-ctx.Done(): // the test ended first
		}
		cancel()
	}()
	calls, refused := 0, 0
	opts := MCSeeded(1<<40, 2).WithProgress(func(done, total uint64) error {
		calls++
		if calls == 1 {
			close(reported)
		}
		if err := ctx.Err(); err != nil {
			refused++
			return err
		}
		return nil
	})
	_, err := CalculateRangeEquityPerCombo(aa, all, 0, 0, &opts)
	if !errors.Is(err, ErrCancelled) || !errors.Is(err, context.Canceled) {
		t.Fatalf("%v", err)
	}
	if refused != 1 {
		t.Fatalf("%d calls, %d of them after the context ended: want the first after it to stop the call", calls, refused)
	}
	// A context past its deadline stops the call at its first report.
	expired, cancelExpired := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancelExpired()
	calls = 0
	opts = MCSeeded(1<<40, 2).WithProgress(func(done, total uint64) error {
		calls++
		return expired.Err()
	})
	_, err = CalculateRangeEquityPerCombo(aa, all, 0, 0, &opts)
	if !errors.Is(err, ErrCancelled) || !errors.Is(err, context.DeadlineExceeded) || calls != 1 {
		t.Fatalf("%v after %d calls", err, calls)
	}
}

func TestProgressPanicSurfacesAfterTheCall(t *testing.T) {
	type boom struct{ at uint64 }
	calls := 0
	watch := watchProgressHandles()
	var during []uintptr
	opts := MCSeeded(1<<40, 1).WithThreads(2).WithProgress(func(done, total uint64) error {
		calls++
		during = watch.live()
		if calls == 2 {
			panic(boom{done})
		}
		return nil
	})
	// 2^40 trials: only the panic's cancel ends the call.
	recovered := func() (v any) {
		defer func() { v = recover() }()
		_, _ = CalculateEquityVsRandom(MustParseMask("As Ah"), 0, 4, &opts, Holdem, 0)
		return nil
	}()
	if _, ok := recovered.(boom); !ok || calls != 2 {
		t.Fatalf("recovered %#v after %d calls, want the callback's boom", recovered, calls)
	}
	// Nothing can call the function any more: the call's handle is released.
	if len(during) != 1 || len(watch.live()) != 0 {
		t.Fatalf("live handles %v during the call, %v after it", during, watch.live())
	}
	// The library keeps working, on this goroutine and its thread.
	exact, err := CalculateEquity([]Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}, 0, nil, Holdem, 0)
	if err != nil || round4(exact.Players[0].Equity) != 0.4621 {
		t.Fatalf("after the panic: %+v %v", exact, err)
	}
	if _, err := ParseCard("11h"); !errors.Is(err, ErrParse) || err.(*Error).Message == "" {
		t.Fatalf("error messages after the panic: %v", err)
	}
}

func TestProgressErrorOnTheLastCall(t *testing.T) {
	// An error returned with done == total still fails the call: the caller
	// asked to stop, whatever the library had finished.
	stop := errors.New("late")
	opts := ExactOptions().WithProgress(func(done, total uint64) error {
		if done == total {
			return stop
		}
		return nil
	})
	_, err := CalculateEquity([]Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}, 0, &opts, Holdem, 0)
	if !errors.Is(err, ErrCancelled) || !errors.Is(err, stop) {
		t.Fatalf("%v", err)
	}
}

func TestRangeEquityPerComboRows(t *testing.T) {
	hero := MustParseRange("QQ+, AKs, AQo:0.5", Holdem)
	villain := MustParseRange("JJ, TT:0.25, KQs", Holdem)
	defer hero.Close()
	defer villain.Close()
	board := MustParseMask("Ks 7h 2c")
	rows, err := CalculateRangeEquityPerCombo(hero, villain, board, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	aggregate, err := CalculateRangeEquity(hero, villain, board, 0, nil)
	if err != nil || rows.RangeEquityResult != aggregate || !aggregate.Exact {
		t.Fatalf("aggregates: %+v per combo, %+v alone (%v)", rows.RangeEquityResult, aggregate, err)
	}
	for side, tc := range map[string]struct {
		r    *Range
		rows []ComboEquity
		want float64
	}{"hero": {hero, rows.Hero, aggregate.HeroEquity}, "villain": {villain, rows.Villain, aggregate.VillainEquity}} {
		combos, _ := tc.r.Combos()
		if len(tc.rows) != len(combos) || len(combos) != tc.r.Size() {
			t.Fatalf("%s: %d rows for %d combos", side, len(tc.rows), len(combos))
		}
		blocked, sum, weight := 0, 0.0, 0.0
		for i, row := range tc.rows {
			if row.Mask != combos[i].Mask || row.Weight != combos[i].Weight {
				t.Fatalf("%s row %d: %v %v, combo %v %v", side, i, row.Mask, row.Weight, combos[i].Mask, combos[i].Weight)
			}
			if row.Mask&board != 0 {
				blocked++
				if row.MatchupWeight != 0 || !math.IsNaN(row.Equity) {
					t.Fatalf("%s row %v touches the board: %+v", side, row.Mask, row)
				}
				continue
			}
			if row.MatchupWeight <= 0 || row.Equity < 0 || row.Equity > 1 {
				t.Fatalf("%s row %+v", side, row)
			}
			sum += row.Equity * row.Weight * row.MatchupWeight
			weight += row.Weight * row.MatchupWeight
		}
		if blocked == 0 {
			t.Fatalf("%s: no combo touches %v", side, board)
		}
		if math.Abs(sum/weight-tc.want) > 1e-9 {
			t.Fatalf("%s: weighted mean of the rows %v, aggregate %v", side, sum/weight, tc.want)
		}
	}
}

func TestRangeEquityPerComboMatchesFixedHands(t *testing.T) {
	aks, ahkh, qq := MustParseMask("As Ks"), MustParseMask("Ah Kh"), MustParseMask("Qd Qc")
	hero, err := RangeFromCombos([]Combo{{Mask: aks, Weight: 1}, {Mask: ahkh, Weight: 0.5}}, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	villain, _ := RangeFromMasks([]Mask{qq}, Holdem)
	defer hero.Close()
	defer villain.Close()
	board := MustParseMask("Jc 8d 3h")
	rows, err := CalculateRangeEquityPerCombo(hero, villain, board, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows.Hero) != 2 || len(rows.Villain) != 1 || rows.Matchups != 2 {
		t.Fatalf("%+v", rows)
	}
	for _, row := range rows.Hero {
		fixed, err := CalculateEquity([]Mask{row.Mask, qq}, board, nil, Holdem, 0)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(row.Equity-fixed.Players[0].Equity) > 1e-12 || row.MatchupWeight != 1 {
			t.Fatalf("row %+v, fixed-hand equity %v", row, fixed.Players[0].Equity)
		}
	}
	v := rows.Villain[0]
	if v.Mask != qq || v.Weight != 1 || v.MatchupWeight != 1.5 {
		t.Fatalf("villain row %+v", v)
	}
}

func TestRangeEquityPerComboMonteCarlo(t *testing.T) {
	hero := MustParseRange("AA, KK, AKs", Holdem)
	villain := MustParseRange("QQ+", Holdem)
	defer hero.Close()
	defer villain.Close()
	one := MCSeeded(200_000, 11).WithThreads(1)
	two := one.WithThreads(2)
	a, err := CalculateRangeEquityPerCombo(hero, villain, 0, 0, &one)
	if err != nil {
		t.Fatal(err)
	}
	b, err := CalculateRangeEquityPerCombo(hero, villain, 0, 0, &two)
	if err != nil || a.Exact || a.Seed != 11 || len(a.Hero) != hero.Size() || len(a.Villain) != villain.Size() {
		t.Fatalf("%+v %v", a.RangeEquityResult, err)
	}
	for i := range a.Hero {
		if a.Hero[i] != b.Hero[i] && !(math.IsNaN(a.Hero[i].Equity) && math.IsNaN(b.Hero[i].Equity)) {
			t.Fatalf("row %d: %+v at 1 thread, %+v at 2", i, a.Hero[i], b.Hero[i])
		}
	}
	// Monte Carlo: a row's matchup weight counts the deals it was dealt in.
	for side, rows := range map[string][]ComboEquity{"hero": a.Hero, "villain": a.Villain} {
		deals := 0.0
		for _, row := range rows {
			deals += row.MatchupWeight
		}
		if deals != float64(a.Trials) {
			t.Fatalf("%s: rows dealt in %v deals, %d sampled", side, deals, a.Trials)
		}
	}
}

func TestRangeEquityPerComboErrors(t *testing.T) {
	aa := MustParseRange("AA", Holdem)
	kk := MustParseRange("KK", Holdem)
	defer kk.Close()
	if _, err := CalculateRangeEquityPerCombo(aa, kk, MustParseMask("Ac Ad Ah As 2c"), 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("every hero combo on the board: %v", err)
	}
	all, _ := AllHands(Holdem)
	defer all.Close()
	if _, err := CalculateRangeEquityPerCombo(all, all, 0, 0, nil); !errors.Is(err, ErrLimitExceeded) {
		t.Fatalf("past the exact caps: %v", err)
	}
	aa.Close()
	if _, err := CalculateRangeEquityPerCombo(aa, kk, 0, 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("closed range: %v", err)
	}
}

// progressHandles finds the cgo.Handle of a call with a ProgressFunc:
// handle numbers are handed out in order, so the call's handle is one of the
// next few after a handle made (and deleted) just before the call.
type progressHandles uintptr

func watchProgressHandles() progressHandles {
	h0 := cgo.NewHandle(0)
	h0.Delete()
	return progressHandles(h0)
}

// live lists the handles after h0 that still lead to a call.
func (h0 progressHandles) live() []uintptr {
	var found []uintptr
	for h := uintptr(h0) + 1; h <= uintptr(h0)+4; h++ {
		if _, ok := progressFromHandle(h); ok {
			found = append(found, h)
		}
	}
	return found
}

func TestProgressHandleIsReleased(t *testing.T) {
	watch := watchProgressHandles()
	var during []uintptr
	opts := MCSeeded(300_000, 1).WithProgress(func(done, total uint64) error {
		during = watch.live()
		return nil
	})
	if _, err := CalculateEquityVsRandom(MustParseMask("As Ah"), 0, 2, &opts, Holdem, 0); err != nil {
		t.Fatal(err)
	}
	if len(during) != 1 {
		t.Fatalf("live handles during the call: %v", during)
	}
	if after := watch.live(); len(after) != 0 {
		t.Fatalf("handles still live after the call: %v", after)
	}
	// A hook arriving with a released handle cancels instead of panicking.
	if p, ok := progressFromHandle(during[0]); ok || p != nil {
		t.Fatalf("released handle %d still resolves", during[0])
	}
}
