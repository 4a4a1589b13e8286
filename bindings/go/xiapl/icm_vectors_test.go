package xiapl

// Replays tests/vectors/icm.json (see vectors_test.go): exact prize equities,
// seeded Monte Carlo (bit-identical at every thread count), bubble factors,
// shove/call spots and refusals.

import (
	"math"
	"testing"
)

type icmVectors struct {
	Format int `json:"format"`
	Exact  []struct {
		Stacks  []float64 `json:"stacks"`
		Payouts []float64 `json:"payouts"`
		Equity  []float64 `json:"equity"`
	} `json:"exact"`
	MonteCarlo []struct {
		Stacks     []float64 `json:"stacks"`
		Payouts    []float64 `json:"payouts"`
		Iterations uint64    `json:"iterations"`
		Seed       u64       `json:"seed"`
		Threads    int       `json:"threads"`
		Equity     []float64 `json:"equity"`
		StdError   []float64 `json:"std_error"`
	} `json:"monte_carlo"`
	Bubble []struct {
		Stacks      []float64 `json:"stacks"`
		Payouts     []float64 `json:"payouts"`
		Player      int       `json:"player"`
		Opponent    int       `json:"opponent"`
		Equity      float64   `json:"equity"`
		EquityWin   float64   `json:"equity_win"`
		EquityLose  float64   `json:"equity_lose"`
		Factor      float64   `json:"factor"`
		BreakEven   float64   `json:"break_even"`
		RiskPremium float64   `json:"risk_premium"`
	} `json:"bubble"`
	ShoveCall []struct {
		Stacks    []float64 `json:"stacks"`
		Payouts   []float64 `json:"payouts"`
		Posted    []float64 `json:"posted"`
		Shover    int       `json:"shover"`
		Caller    int       `json:"caller"`
		Win       float64   `json:"win"`
		Tie       float64   `json:"tie"`
		Fold      []float64 `json:"fold"`
		CallWin   []float64 `json:"call_win"`
		CallLose  []float64 `json:"call_lose"`
		CallSplit []float64 `json:"call_split"`
		Call      []float64 `json:"call"`
		BreakEven float64   `json:"break_even"`
	} `json:"shove_call"`
	Errors []struct {
		Call       string    `json:"call"`
		Stacks     []float64 `json:"stacks"`
		Payouts    []float64 `json:"payouts"`
		Iterations uint64    `json:"iterations"`
		Seed       u64       `json:"seed"`
		Threads    int       `json:"threads"`
		Player     int       `json:"player"`
		Opponent   int       `json:"opponent"`
		Posted     []float64 `json:"posted"`
		Shover     int       `json:"shover"`
		Caller     int       `json:"caller"`
		Win        float64   `json:"win"`
		Tie        float64   `json:"tie"`
		Status     string    `json:"status"`
	} `json:"errors"`
}

func closeRel12(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(1, math.Abs(b)) }

func closeAll(t *testing.T, what string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if !closeRel12(got[i], want[i]) {
			t.Errorf("%s[%d] = %v, want %v", what, i, got[i], want[i])
		}
	}
}

func TestVectorICM(t *testing.T) {
	var v icmVectors
	loadVectorsStrict(t, "icm.json", &v)
	if v.Format != 1 || len(v.Exact) == 0 || len(v.MonteCarlo) == 0 || len(v.Bubble) == 0 ||
		len(v.ShoveCall) == 0 || len(v.Errors) == 0 {
		t.Fatal("icm.json is incomplete")
	}
	for _, row := range v.Exact {
		got, err := ICMExact(row.Stacks, row.Payouts)
		if err != nil {
			t.Fatalf("ICMExact(%v, %v): %v", row.Stacks, row.Payouts, err)
		}
		closeAll(t, "exact", got, row.Equity)
	}
	for _, row := range v.MonteCarlo {
		for _, threads := range []int{row.Threads, 1, 2} {
			est, err := ICMMonteCarlo(row.Stacks, row.Payouts, row.Iterations, uint64(row.Seed), threads)
			if err != nil {
				t.Fatalf("ICMMonteCarlo: %v", err)
			}
			for i := range row.Equity {
				if est.Equity[i] != row.Equity[i] || est.StdError[i] != row.StdError[i] {
					t.Fatalf("monte carlo at %d threads: player %d %v ± %v, want %v ± %v", threads, i,
						est.Equity[i], est.StdError[i], row.Equity[i], row.StdError[i])
				}
			}
		}
	}
	for _, row := range v.Bubble {
		bf, err := ICMBubbleFactor(row.Stacks, row.Payouts, row.Player, row.Opponent)
		if err != nil {
			t.Fatalf("ICMBubbleFactor: %v", err)
		}
		closeAll(t, "bubble", []float64{bf.Equity, bf.EquityWin, bf.EquityLose, bf.Factor, bf.BreakEven, bf.RiskPremium},
			[]float64{row.Equity, row.EquityWin, row.EquityLose, row.Factor, row.BreakEven, row.RiskPremium})
	}
	for _, row := range v.ShoveCall {
		sc, err := ICMShoveCall(row.Stacks, row.Payouts, row.Posted, row.Shover, row.Caller, row.Win, row.Tie)
		if err != nil {
			t.Fatalf("ICMShoveCall: %v", err)
		}
		closeAll(t, "fold", sc.Fold, row.Fold)
		closeAll(t, "call_win", sc.CallWin, row.CallWin)
		closeAll(t, "call_lose", sc.CallLose, row.CallLose)
		closeAll(t, "call_split", sc.CallSplit, row.CallSplit)
		closeAll(t, "call", sc.Call, row.Call)
		closeAll(t, "break_even", []float64{sc.BreakEven}, []float64{row.BreakEven})
		if math.Abs(sc.CallGain()-(row.Call[row.Caller]-row.Fold[row.Caller])) > 1e-12 {
			t.Errorf("CallGain %v", sc.CallGain())
		}
	}
	for _, row := range v.Errors {
		var err error
		switch row.Call {
		case "exact":
			_, err = ICMExact(row.Stacks, row.Payouts)
		case "monte_carlo":
			_, err = ICMMonteCarlo(row.Stacks, row.Payouts, row.Iterations, uint64(row.Seed), row.Threads)
		case "bubble_factor":
			_, err = ICMBubbleFactor(row.Stacks, row.Payouts, row.Player, row.Opponent)
		case "shove_call":
			_, err = ICMShoveCall(row.Stacks, row.Payouts, row.Posted, row.Shover, row.Caller, row.Win, row.Tie)
		default:
			t.Fatalf("unknown call %q", row.Call)
		}
		expectStatus(t, row.Call, err, row.Status)
	}
}

func TestICMRefusesBeforeCalling(t *testing.T) {
	if _, err := ICMBubbleFactor([]float64{1, 2}, []float64{1}, -1, 0); err == nil {
		t.Error("a negative player index was accepted")
	}
	if _, err := ICMShoveCall([]float64{1, 2}, []float64{1}, []float64{0}, 0, 1, 0.5, 0); err == nil {
		t.Error("posted of the wrong length was accepted")
	}
	if _, err := ICMMonteCarlo([]float64{1, 2}, []float64{1}, 10, 0, -1); err == nil {
		t.Error("negative threads were accepted")
	}
}
