package xiapl_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

func Example() {
	board := xiapl.MustParseMask("Ah Kh 7c 2d 2s")
	hole := xiapl.MustParseMask("Ad As")
	strength, err := xiapl.EvaluateHand(board, hole, xiapl.Holdem)
	if err != nil {
		panic(err)
	}
	name, _ := strength.Name()
	fmt.Println(strength, "-", name)

	best, _ := xiapl.BestHand(board, hole, xiapl.Holdem)
	fmt.Println(best.Five)

	winners, _ := xiapl.Judge([]xiapl.Mask{hole, xiapl.MustParseMask("2h 2c")}, board, xiapl.Holdem)
	fmt.Println("winners:", winners)

	holes := []xiapl.Mask{xiapl.MustParseMask("As Ks"), xiapl.MustParseMask("Qd Qc")}
	opts := xiapl.ExactOptions()
	equity, _ := xiapl.CalculateEquity(holes, 0, &opts, xiapl.Holdem, 0)
	fmt.Printf("%.4f %.4f %d\n", equity.Players[0].Equity, equity.Players[1].Equity, equity.Trials)
	// Output:
	// Full House [14 2] - full house, aces over twos
	// 2d Ad Ah 2s As
	// winners: [1]
	// 0.4621 0.5379 1712304
}

func ExampleParseRange() {
	aa := xiapl.MustParseRange("AA", xiapl.Holdem)
	kk := xiapl.MustParseRange("KK", xiapl.Holdem)
	defer aa.Close()
	defer kk.Close()
	result, _ := xiapl.CalculateRangeEquity(aa, kk, 0, 0, nil)
	fmt.Printf("%d combos, %.4f / %.4f\n", aa.Size(), result.HeroEquity, result.VillainEquity)
	// Output: 6 combos, 0.8195 / 0.1805
}

func ExampleDeck() {
	deck, _ := xiapl.NewDeck()
	defer deck.Close()
	_ = deck.Shuffle(7) // the same order in every binding and on every platform
	hole, _ := deck.Deal(2)
	fmt.Println(len(hole), deck.Len())
	// Output: 2 50
}

func ExampleParseCard() {
	_, err := xiapl.ParseCard("11h")
	fmt.Println(err)
	// Output: xiapl: cannot read "11h" as a card ("11" is not a rank); a card is a rank (2-9, T, J, Q, K, A; 10 also means T) followed by a suit (c, d, h, s), e.g. "As", "Td", "10h" (XIAPL_ERR_PARSE)
}

func ExampleCanonicalizeBoard() {
	board, orbit, _ := xiapl.CanonicalizeBoard(xiapl.MustParseMask("Ah Kh Ad"))
	fmt.Println(board, orbit)
	class, _ := xiapl.HoldemHandClass(xiapl.MustParseMask("Kd Ah"))
	fmt.Println(class)
	// Output:
	// Kc Ac Ad 12
	// AKo
}

func ExampleCanonicalBoards() {
	it, _ := xiapl.CanonicalBoards(3)
	defer it.Close()
	var flops, raw uint64
	for it.Scan() {
		flops++
		raw += it.Situation().Orbit
	}
	fmt.Println(flops, raw, it.Err())
	// Output: 1755 22100 <nil>
}

func ExampleRankStartingHands() {
	top, _ := xiapl.RankStartingHands(0.10, xiapl.Holdem)
	fmt.Println(top[:8])
	r, _ := xiapl.GenerateTopPercentRange(0.10, xiapl.Holdem)
	defer r.Close()
	fmt.Println(len(top), "classes,", r.Size(), "combos")
	// Output:
	// [AA KK QQ JJ TT 99 88 AKs]
	// 16 classes, 104 combos
}

func ExampleCalculateEquityVsRandom() {
	result, _ := xiapl.CalculateEquityVsRandom(xiapl.MustParseMask("As Ah"), 0, 1, nil, xiapl.Holdem, 0)
	fmt.Printf("%.4f exact=%v\n", result.Players[0].Equity, result.Exact)
	// Output: 0.8520 exact=true
}

func ExampleEvaluateOuts() {
	hero, villains := xiapl.MustParseMask("Ah Jh"), []xiapl.Mask{xiapl.MustParseMask("Ks Kd")}
	o, err := xiapl.EvaluateOuts(hero, villains, xiapl.MustParseMask("2h 7h 9c"), xiapl.Holdem, 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Now, len(o.Cards), o.Count())
	fmt.Println(o.Outs)
	// Output:
	// Behind 45 12
	// [Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As]
}

func ExampleRangeHits() {
	r := xiapl.MustParseRange("JTs,T7s,76s,AhKh,QhJh,AKo,65s", xiapl.Holdem)
	defer r.Close()
	h, err := xiapl.RangeHits(r, xiapl.MustParseMask("9h 8h 2c"), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(h.Combos, h.Made[xiapl.HighCard], h.FlushDraw, h.OpenEnded, h.Gutshot, h.ComboDraw, h.Overcards)
	fmt.Printf("%.0f%% open-ended\n", 100*h.Share(h.OpenEnded))
	// Output:
	// 30 30 6 12 5 5 18
	// 40% open-ended
}

func ExampleCompletions() {
	cards, dead := xiapl.MustParseMask("As Ks Qs 2d 7c"), xiapl.MustParseMask("Jh")
	n, err := xiapl.CountCompletions(cards, dead, 7)
	if err != nil {
		panic(err)
	}
	strengths, _ := xiapl.Completions(cards, dead, 7)
	byCategory, _ := xiapl.CompletionHistogramByCategory(cards, dead, 7)
	fmt.Println(n, len(strengths), byCategory[xiapl.StraightFlush], xiapl.Strength(strengths[0]))
	// Output: 1035 1035 1 One Pair [2 14 13 12]
}

func ExampleCalculateMultiwayRangeEquity() {
	aa := xiapl.MustParseRange("AA", xiapl.Holdem)
	kk := xiapl.MustParseRange("KK", xiapl.Holdem)
	qq := xiapl.MustParseRange("QQ", xiapl.Holdem)
	defer aa.Close()
	defer kk.Close()
	defer qq.Close()
	result, _ := xiapl.CalculateMultiwayRangeEquity([]*xiapl.Range{aa, kk, qq}, 0, 0, nil)
	fmt.Printf("%.4f %.4f %.4f\n", result.Players[0].Equity, result.Players[1].Equity, result.Players[2].Equity)
	// Output: 0.6698 0.1775 0.1527
}

func ExampleStartHand() {
	blinds, _ := xiapl.StandardBlinds(3, 0, 1, 2)
	s, err := xiapl.StartHand(xiapl.TableConfig{Stacks: []int64{100, 100, 100}, Blinds: blinds})
	if err != nil {
		panic(err)
	}
	legal, _ := s.LegalActions()
	fmt.Println(s, legal)
	if _, err := s.BetOrRaiseTo(3); err != nil {
		fmt.Println(err)
	}
	s, _ = s.Fold() // the button
	s, _ = s.Fold() // the small blind
	stacks, _ := s.Stacks()
	fmt.Println(s, stacks)
	// Output:
	// Betting Preflop actor 0 pot 3 [{Fold 0 0} {Call 2 2} {BetOrRaise 4 100} {AllIn 100 100}]
	// xiapl: illegal action by seat 0: raise to 3 is below the minimum raise to 4 (the minimum raise is the last full raise, 2) (XIAPL_ERR_INVALID_ARGUMENT)
	// Finished Preflop pot 0 [100 99 101]
}

func ExampleCalculateRangeEquityPerCombo() {
	hero := xiapl.MustParseRange("AA, AKs", xiapl.Holdem)
	villain := xiapl.MustParseRange("KK", xiapl.Holdem)
	defer hero.Close()
	defer villain.Close()
	result, _ := xiapl.CalculateRangeEquityPerCombo(hero, villain, xiapl.MustParseMask("Kc 7d 2h"), 0, nil)
	fmt.Printf("hero %.4f\n", result.HeroEquity)
	fmt.Println(len(result.Hero), "rows, ascending mask:")
	for _, row := range result.Hero[:3] {
		fmt.Printf("%v %.4f %v\n", row.Mask, row.Equity, row.MatchupWeight)
	}
	// Output:
	// hero 0.0775
	// 10 rows, ascending mask:
	// Kc Ac NaN 0
	// Ac Ad 0.0859 3
	// Kd Ad 0.0394 1
}

func ExampleProgressFunc() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	opts := xiapl.MCSeeded(1<<40, 1).WithProgress(func(done, total uint64) error {
		return ctx.Err() // a non-nil error cancels the call
	})
	_, err := xiapl.CalculateEquityVsRandom(xiapl.MustParseMask("As Ah"), 0, 4, &opts, xiapl.Holdem, 0)
	fmt.Println(errors.Is(err, xiapl.ErrCancelled), errors.Is(err, context.DeadlineExceeded))
	// Output: true true
}

func ExampleGame_Info() {
	game, _ := xiapl.ParseGame("O8")
	info, _ := game.Info()
	fmt.Println(game, "-", info.Name, info.HoleCards, info.HighRanking, info.LowRanking, info.HiLo())
	// Output: plohilo - PLO Hi/Lo 4 High EightOrBetter true
}

func ExampleEvaluateRanked() {
	// Razz has no board: all seven of the player's cards are its hole cards.
	v, _ := xiapl.EvaluateRanked(0, xiapl.MustParseMask("As 2d 4c 7h 8s Kc Kd"), xiapl.Razz)
	name, _ := v.Name()
	fmt.Println(v, "-", name)
	// Output: Low [8 7 4 2 1] - 8-7-4-2-A low
}

func ExampleJudgeLow() {
	board := xiapl.MustParseMask("2c 3d 4h Ks Kd")
	holes := []xiapl.Mask{xiapl.MustParseMask("Ah 6c Js Td"), xiapl.MustParseMask("Kc Qc 9s 9h")}
	high, _ := xiapl.Judge(holes, board, xiapl.Omaha4HiLo)
	low, _ := xiapl.JudgeLow(holes, board, xiapl.Omaha4HiLo)
	best, _ := xiapl.BestLow(board, holes[0], xiapl.Omaha4HiLo)
	name, _ := best.Ranked().Name()
	fmt.Println("high:", high, "low:", low, "-", name, "-", best.Five)

	equity, _ := xiapl.CalculateEquity(holes, board, nil, xiapl.Omaha4HiLo, 0)
	for i, s := range equity.Splits {
		fmt.Printf("player %d: equity %.2f = high %.2f + low %.2f, scoop %.2f\n", i, equity.Players[i].Equity,
			s.HighShare, s.LowShare, s.Scoop)
	}
	// Output:
	// high: [1] low: [0] - 6-4-3-2-A low - 2c 6c 3d 4h Ah
	// player 0: equity 0.50 = high 0.00 + low 0.50, scoop 0.00
	// player 1: equity 0.50 = high 0.50 + low 0.00, scoop 0.00
}

func ExampleSimulationOptions_WithBreakdown() {
	holes := []xiapl.Mask{xiapl.MustParseMask("As Ks"), xiapl.MustParseMask("Qd Qc")}
	opts := xiapl.ExactOptions().WithBreakdown(true)
	equity, _ := xiapl.CalculateEquity(holes, xiapl.MustParseMask("2c 7d 9h"), &opts, xiapl.Holdem, 0)
	ak := equity.Players[0]
	for c := xiapl.OnePair; c <= xiapl.ThreeOfAKind; c++ {
		fmt.Printf("%v %.4f\n", c, ak.WinByCategory[c])
	}
	fmt.Printf("win %.4f\n", ak.Win) // the sum over the categories
	// Output:
	// OnePair 0.1697
	// TwoPair 0.0636
	// ThreeOfAKind 0.0061
	// win 0.2394
}

func ExampleSolver_SolveWith() {
	solver, _ := xiapl.NewSolver(xiapl.SolverSpot{OOP: "AA,QQ,AKs,87s", IP: "KK,JJ,AQs,65s",
		Board: xiapl.MustParseMask("Td9d6hQc2s"), Pot: 100, Stack: 200, Bets: "50%, a"})
	defer solver.Close()
	enough := errors.New("enough")
	opts := xiapl.DefaultSolveOptions()
	opts.TargetPercent, opts.CheckEvery = 0, 25 // no target: only the cancel stops it
	opts.Progress = func(iterations uint32, exploitability float64) error {
		fmt.Println(iterations, "iterations")
		if iterations >= 50 {
			return enough // a non-nil error cancels the solve
		}
		return nil
	}
	_, err := solver.SolveWith(opts)
	fmt.Println(errors.Is(err, xiapl.ErrCancelled), errors.Is(err, enough))
	opts.Progress = nil // the solver keeps its 50 iterations and goes on
	opts.MaxIterations = 60
	result, _ := solver.SolveWith(opts)
	fmt.Println(result.Iterations)
	// Output:
	// 25 iterations
	// 50 iterations
	// true true
	// 60
}
