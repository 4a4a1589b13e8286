package xiapl

import (
	"errors"
	"runtime"
	"strings"
	"sync"
	"testing"
)

func TestErrorsCarryStatusAndMessage(t *testing.T) {
	_, err := ParseCard("11h")
	var xe *Error
	if !errors.As(err, &xe) || xe.Status != StatusParse {
		t.Fatalf("ParseCard(11h) = %v", err)
	}
	if !errors.Is(err, ErrParse) || errors.Is(err, ErrInvalidArgument) {
		t.Errorf("errors.Is does not follow the status: %v", err)
	}
	if !strings.Contains(xe.Message, `"11h"`) || !strings.Contains(err.Error(), "XIAPL_ERR_PARSE") {
		t.Errorf("the message should name the input and the status: %q", err.Error())
	}
	if StatusInvalidArgument.String() != "XIAPL_ERR_INVALID_ARGUMENT" || Status(-99).String() != "XIAPL_ERR_UNKNOWN" {
		t.Errorf("status names: %s %s", StatusInvalidArgument, Status(-99))
	}
}

// Each goroutine must read the message of its own failure, even while others
// fail on other OS threads at the same time.
func TestErrorMessagesAcrossGoroutines(t *testing.T) {
	var wg sync.WaitGroup
	failures := make(chan string, 64)
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			texts := []string{"1h", "Zs", "Ax", "11c"}
			for i := 0; i < 200; i++ {
				text := texts[(g+i)%len(texts)]
				_, err := ParseCard(text)
				if err == nil {
					failures <- text + ": no error"
					return
				}
				if !strings.Contains(err.Error(), `"`+text+`"`) {
					failures <- text + ": " + err.Error()
					return
				}
				if i%17 == 0 {
					runtime.Gosched()
				}
			}
		}(g)
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Errorf("message from another call: %s", f)
	}
}

func TestCardsAndMasks(t *testing.T) {
	ace, err := ParseCard("As")
	if err != nil || ace != 51 || ace.Rank() != 14 || ace.Suit() != 's' || ace.Mask() != 1<<51 {
		t.Fatalf("As = %d %v", ace, err)
	}
	ten, _ := ParseCard("10h")
	if ten.String() != "Th" {
		t.Errorf("10h prints %s", ten)
	}
	m := MustParseMask("Ks As 2c")
	if m.String() != "2c Ks As" || m.Len() != 3 || !m.Has(ace) || m.Has(ten) {
		t.Errorf("mask %s (%d cards)", m, m.Len())
	}
	if Card(52).String() != "Card(52)" || Mask(1<<60).String() != "Mask(0x1000000000000000)" {
		t.Errorf("invalid values print %s %s", Card(52), Mask(1<<60))
	}
	if _, err := MaskOf(Card(1 << 40)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a huge id must be rejected, got %v", err)
	}
	if _, err := ParseMask("AsAs"); !errors.Is(err, ErrParse) {
		t.Errorf("a duplicate card must be a parse error, got %v", err)
	}
}

func TestDeckLifecycle(t *testing.T) {
	deck, err := NewDeck()
	if err != nil {
		t.Fatal(err)
	}
	if deck.Len() != 52 {
		t.Fatalf("a new deck has %d cards", deck.Len())
	}
	if _, err := deck.Deal(-1); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Deal(-1) = %v", err)
	}
	if _, err := deck.Deal(1000); !errors.Is(err, ErrInvalidArgument) || deck.Len() != 52 {
		t.Errorf("Deal(1000) = %v, %d left", err, deck.Len())
	}
	hand, err := deck.Deal(2)
	if err != nil || len(hand) != 2 || deck.Len() != 50 {
		t.Fatalf("Deal(2) = %v, %v", hand, err)
	}
	if err := deck.Close(); err != nil {
		t.Fatal(err)
	}
	if err := deck.Close(); err != nil {
		t.Errorf("closing twice: %v", err)
	}
	if _, err := deck.Deal(1); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a closed deck must refuse to deal, got %v", err)
	}
	if deck.Len() != 0 {
		t.Errorf("a closed deck has %d cards", deck.Len())
	}
}

func TestDecksFreedByFinalizer(t *testing.T) {
	for i := 0; i < 2000; i++ {
		d, err := NewDeck()
		if err != nil {
			t.Fatal(err)
		}
		_ = d.Shuffle(uint64(i))
	}
	runtime.GC()
	runtime.GC()
}

func TestBatchLengthsAndEmpty(t *testing.T) {
	if got, err := EvaluateMany(nil); err != nil || len(got) != 0 {
		t.Errorf("EvaluateMany(nil) = %v, %v", got, err)
	}
	if got, err := EvaluateHandsMany(nil, nil, Holdem); err != nil || len(got) != 0 {
		t.Errorf("EvaluateHandsMany(nil) = %v, %v", got, err)
	}
	board, hole := MustParseMask("2c 3d 4h"), MustParseMask("As Ks")
	if _, err := EvaluateHandsMany([]Mask{board}, nil, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("mismatched lengths: %v", err)
	}
	if err := EvaluateManyInto([]Mask{board | hole}, make([]uint16, 2)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("mismatched out: %v", err)
	}
	out := make([]uint16, 1)
	if err := EvaluateManyInto([]Mask{board | hole}, out); err != nil || out[0] == 0 {
		t.Errorf("EvaluateManyInto = %v, %v", out, err)
	}
	if _, err := Judge(nil, board, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Judge with no players: %v", err)
	}
}

func TestStrengthOrderAndCategories(t *testing.T) {
	royal, _ := EvaluateMask(MustParseMask("As Ks Qs Js Ts"))
	worst, _ := EvaluateMask(MustParseMask("7c 5d 4h 3s 2c"))
	if royal != StrengthMax || worst != 1 {
		t.Fatalf("royal %d, worst %d", royal, worst)
	}
	if c, _ := royal.Category(); c != StraightFlush || c.String() != "StraightFlush" {
		t.Errorf("royal is a %v", c)
	}
	if name, _ := royal.Name(); name != "royal flush" {
		t.Errorf("royal is called %q", name)
	}
	if Strength(0).String() != "Strength(0)" || Game(99).String() != "Game(99)" || Category(9).String() != "Category(9)" {
		t.Errorf("invalid values print %s %s %s", Strength(0), Game(99), Category(9))
	}
}
