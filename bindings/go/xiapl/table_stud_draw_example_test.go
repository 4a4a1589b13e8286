package xiapl_test

import (
	"fmt"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

func ExampleTableState_BringIn() {
	// Seven-card stud, fixed limit: antes 1, a bring-in of 1, bets of 2 and 4.
	s, _ := xiapl.StartHand(xiapl.TableConfig{Game: xiapl.Stud, Betting: xiapl.FixedLimit, SmallBet: 2, BigBet: 4,
		BringIn: 1, Stacks: []int64{100, 100, 100}, Antes: []int64{1, 1, 1}})
	fmt.Println(s) // third street is due, from the button's left
	// Two cards down and one up to each seat: seat 1 shows the lowest card.
	s, _ = s.DealHole(1, xiapl.MustParseMask("As Kd 2c"), xiapl.MustParseMask("2c"), 0)
	s, _ = s.DealHole(2, xiapl.MustParseMask("Qh Jh 9s"), xiapl.MustParseMask("9s"), 0)
	s, _ = s.DealHole(0, xiapl.MustParseMask("3d 4d Td"), xiapl.MustParseMask("Td"), 0)
	legal, _ := s.LegalActions()
	fmt.Println(s, legal)
	_, err := s.Fold()
	fmt.Println(err)
	s, _ = s.BringIn()
	history, _ := s.History()
	fmt.Printf("%+v\n", history[len(history)-1])
	// Output:
	// Dealing ThirdStreet deal 1 pot 3
	// Betting ThirdStreet actor 1 pot 3 [{BetOrRaise 2 2} {BringIn 1 1}]
	// xiapl: illegal action by seat 1: the bring-in is due: post it (1) or complete to 2 (XIAPL_ERR_INVALID_ARGUMENT)
	// {Seat:1 Kind:BringIn Amount:1 Cards: Random:false Needless:false To:-1 Unknown:0 Up: Street:Preflop Draw:0}
}

func ExampleTableState_Discard() {
	// 2-7 triple draw heads-up, fixed limit, blinds 1 and 2 (the button, seat 0, posts the small blind).
	s, _ := xiapl.StartHand(xiapl.TableConfig{Game: xiapl.Lowball27, Betting: xiapl.FixedLimit,
		Stacks: []int64{100, 100}, Blinds: []int64{1, 2},
		HoleCards: []xiapl.Mask{xiapl.MustParseMask("2c 3d 4h 5s 9c"), xiapl.MustParseMask("Kc Kd 7h 8s 2d")}})
	s, _ = s.Call()
	s, _ = s.Check()
	legal, _ := s.LegalActions()
	fmt.Println(s, legal) // seat 1 may discard up to 5 cards
	s, _ = s.Discard(xiapl.MustParseMask("Kc Kd"), 0)
	s, _ = s.StandPat()
	info, _ := s.Info()
	fmt.Println(s, info.HoleCardsDue, "cards due")
	s, _ = s.DealHole(1, xiapl.MustParseMask("6d 3c"), 0, 0)
	holes, _ := s.HoleCards()
	fmt.Println(s, holes[1])
	// Output:
	// Drawing BeforeDraw1 actor 1 pot 4 [{Discard 0 5}]
	// Dealing BeforeDraw1 deal 1 pot 4 2 cards due
	// Betting AfterDraw1 actor 1 pot 4 3c 2d 6d 7h 8s
}
