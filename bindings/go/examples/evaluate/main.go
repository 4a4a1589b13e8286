// Command evaluate prints the best hand of a Hold'em or Omaha player, then the
// exact preflop equity of AsKs against QdQc.
//
//	go run ./examples/evaluate "Ah Kh 7c 2d 2s" "Ad As"
//	go run ./examples/evaluate "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"   # 4 hole cards: Omaha
package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

// run writes the report into out; main prints it with one write, so a reader
// that stops early (`| grep -q`) never makes a later print fail.
func run(out *bytes.Buffer, boardText, holeText string) error {
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
	fmt.Fprintf(out, "xiapl %s, %s: %s | %s\n", xiapl.Version(), game, hole, board)
	fmt.Fprintf(out, "strength %d of %d: %s (%s)\n", best.Strength, xiapl.StrengthMax, name, best.Strength)
	fmt.Fprintf(out, "best five: %s (hole cards used: %s)\n", best.Five, best.HoleUsed)

	holes := []xiapl.Mask{xiapl.MustParseMask("As Ks"), xiapl.MustParseMask("Qd Qc")}
	opts := xiapl.ExactOptions()
	equity, err := xiapl.CalculateEquity(holes, 0, &opts, xiapl.Holdem, 0)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "AsKs vs QdQc preflop: %.4f / %.4f over %d boards (exact)\n",
		equity.Players[0].Equity, equity.Players[1].Equity, equity.Trials)
	return nil
}

func main() {
	boardText, holeText := "Ah Kh 7c 2d 2s", "Ad As"
	if len(os.Args) == 3 {
		boardText, holeText = os.Args[1], os.Args[2]
	}
	var out bytes.Buffer
	err := run(&out, boardText, holeText)
	os.Stdout.Write(out.Bytes())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
