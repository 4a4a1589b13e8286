package xiapl_test

import (
	"fmt"

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
