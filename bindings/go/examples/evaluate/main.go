// Command evaluate prints the best hand of a Hold'em or Omaha player.
//
//	go run ./examples/evaluate "Ah Kh 7c 2d 2s" "Ad As"
//	go run ./examples/evaluate "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   # 4 hole cards: Omaha
package main

import (
	"fmt"
	"os"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

func run(boardText, holeText string) error {
	board, err := xiapl.ParseMask(boardText)
	if err != nil {
		return err
	}
	hole, err := xiapl.ParseMask(holeText)
	if err != nil {
		return err
	}
	games := map[int]xiapl.Game{2: xiapl.Holdem, 4: xiapl.Omaha4, 5: xiapl.Omaha5, 6: xiapl.Omaha6}
	game, ok := games[hole.Len()]
	if !ok {
		return fmt.Errorf("give 2 (Hold'em) or 4-6 (Omaha) hole cards, not %d", hole.Len())
	}
	best, err := xiapl.BestHand(board, hole, game)
	if err != nil {
		return err
	}
	name, err := best.Strength.Name()
	if err != nil {
		return err
	}
	fmt.Printf("xiapl %s, %s: %s | %s\n", xiapl.Version(), game, hole, board)
	fmt.Printf("strength %d of %d: %s (%s)\n", best.Strength, xiapl.StrengthMax, name, best.Strength)
	fmt.Printf("best five: %s (hole cards used: %s)\n", best.Five, best.HoleUsed)
	return nil
}

func main() {
	boardText, holeText := "Ah Kh 7c 2d 2s", "Ad As"
	if len(os.Args) == 3 {
		boardText, holeText = os.Args[1], os.Args[2]
	}
	if err := run(boardText, holeText); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
