// Command evaluate prints the best hand of a player (Hold'em or Omaha by the
// number of hole cards, or the game named third), then the exact preflop
// equity of AsKs against QdQc.
//
//	go run ./examples/evaluate "Ah Kh 7c 2d 2s" "Ad As"
//	go run ./examples/evaluate "Ah Kh Qh 2c 3d" "Jh Th 2s 3s"              # 4 hole cards: Omaha
//	go run ./examples/evaluate "Ah Kh Qh 2c 3d" "Jh Th 4s 5s" "PLO Hi/Lo"  # both halves
//	go run ./examples/evaluate "" "As 2d 4c 7h 8s Kc Kd" razz               # no board
package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/xiapl/xiapl/bindings/go/xiapl"
)

// run writes the report into out; main prints it with one write, so a reader
// that stops early (`| grep -q`) never makes a later print fail.
func run(out *bytes.Buffer, boardText, holeText, gameText string) error {
	board, err := xiapl.ParseMask(boardText)
	if err != nil {
		return err
	}
	hole, err := xiapl.ParseMask(holeText)
	if err != nil {
		return err
	}
	var game xiapl.Game
	if gameText != "" {
		if game, err = xiapl.ParseGame(gameText); err != nil {
			return err
		}
	} else {
		games := map[int]xiapl.Game{2: xiapl.Holdem, 4: xiapl.Omaha4, 5: xiapl.Omaha5, 6: xiapl.Omaha6}
		var ok bool
		if game, ok = games[hole.Len()]; !ok {
			return fmt.Errorf("give 2 (Hold'em) or 4-6 (Omaha) hole cards, or name the game, not %d cards", hole.Len())
		}
	}
	info, err := game.Info()
	if err != nil {
		return err
	}
	boardShown := board.String()
	if board == 0 {
		boardShown = "no board"
	}
	fmt.Fprintf(out, "xiapl %s, %s: %s | %s\n", xiapl.Version(), info.Name, hole, boardShown)
	best, err := xiapl.BestHand(board, hole, game)
	if err != nil {
		return err
	}
	if err := report(out, "", best); err != nil {
		return err
	}
	if info.HiLo() {
		low, err := xiapl.BestLow(board, hole, game)
		if err != nil {
			return err
		}
		if low.Strength == 0 {
			fmt.Fprintln(out, "low: none qualifies")
		} else if err := report(out, "low ", low); err != nil {
			return err
		}
	}

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

// report writes a hand's strength, name and cards in its ranking.
func report(out *bytes.Buffer, half string, best xiapl.Best) error {
	ranked := best.Ranked()
	name, err := ranked.Name()
	if err != nil {
		return err
	}
	max, err := ranked.Ranking.Max()
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%sstrength %d of %d: %s (%s)\n", half, best.Strength, max, name, ranked)
	fmt.Fprintf(out, "%sbest five: %s (hole cards used: %s)\n", half, best.Five, best.HoleUsed)
	return nil
}

func main() {
	boardText, holeText, gameText := "Ah Kh 7c 2d 2s", "Ad As", ""
	if len(os.Args) == 3 || len(os.Args) == 4 {
		boardText, holeText = os.Args[1], os.Args[2]
	}
	if len(os.Args) == 4 {
		gameText = os.Args[3]
	}
	var out bytes.Buffer
	err := run(&out, boardText, holeText, gameText)
	os.Stdout.Write(out.Bytes())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
