package xiapl_test

import (
	"errors"
	"fmt"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

const allInPHH = `variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 300, 300]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QdQc", "p3 cbr 300", "p1 cc", "p2 cc",
           "d db Jc8d3h", "d db 2s", "d db 7c"]
`

func ExampleParsePHH() {
	doc, err := xiapl.ParsePHH(allInPHH)
	if err != nil {
		panic(err)
	}
	defer doc.Close()
	state, err := doc.Replay(0, "") // in chips of the hand's own unit, doc.ChipUnit(0)
	if err != nil {
		panic(err)
	}
	defer state.Close()
	stacks, _ := state.Stacks()
	fmt.Println("stacks:", stacks)

	results, _ := state.PotResults()
	for _, pot := range results {
		fmt.Println("pot", pot.Amount, "eligible", pot.Eligible, "won by", pot.Winners)
	}

	spots, _ := state.AllInEquity(true, 0)
	preflop := spots[0]
	fmt.Printf("%v: main pot %.4f %.4f %.4f, expected chips %.2f %.2f %.2f\n", preflop.Street,
		preflop.Pots[0].Equity[0], preflop.Pots[0].Equity[1], preflop.Pots[0].Equity[2],
		preflop.Expected[0], preflop.Expected[1], preflop.Expected[2])

	history, _ := state.History()
	fmt.Printf("%d steps, the first %+v\n", len(history), history[0])
	// Output:
	// stacks: [300 400 0]
	// pot 300 eligible [0 1 2] won by [0]
	// pot 400 eligible [1 2] won by [1]
	// Preflop: main pot 0.6651 0.1672 0.1677, expected chips 199.53 370.80 129.67
	// 6 steps, the first {Seat:2 Kind:BetOrRaise Amount:300 Cards: Random:false Needless:false To:-1 Unknown:0 Up: Street:Preflop Draw:0}
}

func ExampleReplayTexts() {
	results, err := xiapl.ReplayTexts([]string{allInPHH, "variant = \"XT\"\n"}, 0)
	if err != nil {
		panic(err)
	}
	for _, r := range results {
		if r.Err != nil {
			fmt.Println("unsupported:", errors.Is(r.Err, xiapl.ErrUnsupported))
			continue
		}
		stacks, _ := r.State.Stacks()
		fmt.Println("stacks:", stacks)
		r.State.Close()
	}
	// Output:
	// stacks: [300 400 0]
	// unsupported: true
}

func ExampleTableState_PHH() {
	s, _ := xiapl.StartHand(xiapl.TableConfig{Button: 0, Stacks: []int64{100, 100}, Blinds: []int64{1, 2},
		HoleCards: []xiapl.Mask{xiapl.MustParseMask("As Ks"), xiapl.MustParseMask("Qd Qh")}})
	s, _ = s.BetOrRaiseTo(6)
	s, _ = s.Fold()
	doc, _ := s.PHH("0.5") // a chip is 0.5; the button is the last player (p2)
	defer doc.Close()
	text, _ := doc.Text(0)
	fmt.Print(text)
	// Output:
	// variant = "NT"
	// ante_trimming_status = false
	// antes = [0.0, 0.0]
	// blinds_or_straddles = [0.5, 1.0]
	// min_bet = 1.0
	// starting_stacks = [50.0, 50.0]
	// actions = [
	//   "d dh p1 QdQh",
	//   "d dh p2 KsAs",
	//   "p2 cbr 3",
	//   "p1 f",
	// ]
	// finishing_stacks = [49.0, 51.0]
}

func ExampleRng() {
	r := xiapl.NewRng(42) // the same stream in every language
	saved := r            // a copy continues from the same position
	card, _ := r.Below(52)
	again, _ := saved.Below(52)
	fmt.Println(card == again, r.Uniform() < 1)
	// Output:
	// true true
}

func ExampleChipsFromAmount() {
	unit, _ := xiapl.ChipUnit([]string{"1259450.25", "678473.5"})
	chips, _ := xiapl.ChipsFromAmount(unit, "1259450.25")
	amount, _ := xiapl.ChipsToAmount(unit, chips)
	fmt.Println(unit, chips, amount)
	// Output:
	// 0.01 125945025 1259450.25
}
