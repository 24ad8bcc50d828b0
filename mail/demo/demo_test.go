package demo

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	_ "github.com/mincio/mincio/adjudicator/custoza"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/scenarios"
)

func toy(t *testing.T) *scenarios.Scenario { return adjudicatortest.Load(t, 0) }

// A whole toy game by email over loopback IMAP and SMTP, ending with the
// seed revealed and every roll verified.
func TestDemoPlaysByMail(t *testing.T) {
	var log bytes.Buffer
	out := filepath.Join(t.TempDir(), "demo")
	res, err := Run(context.Background(), Config{Scenario: toy(t), Out: out, Seed: 3, Transcript: &log})
	if err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	if res.Outcome == nil || res.Orders == 0 || res.Verified == nil || !res.Verified.DiceChecked {
		t.Fatalf("result %+v\n%s", res, log.String())
	}
	if res.LargestMail == 0 || res.LargestMail > mail.MaxReportMail || !strings.Contains(res.LargestSubject, "[mincio ") {
		t.Errorf("largest report mail: %d bytes, %q", res.LargestMail, res.LargestSubject)
	}
	t.Log(log.String())
	for _, want := range []string{"report for red", "accepted as entry", "decides", "mail out: orders seq 1", "host revealed the dice seed", "verify"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("transcript lacks %q:\n%s", want, log.String())
		}
	}
}

func TestDemoTurnsLimit(t *testing.T) {
	res, err := Run(context.Background(), Config{Scenario: toy(t), Out: filepath.Join(t.TempDir(), "d"), Seed: 1, Turns: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != nil || res.Turn != 2 {
		t.Fatalf("want a stop at turn 2: %+v", res)
	}
}

func TestDemoRefusesNonEmptyOut(t *testing.T) {
	out := t.TempDir()
	if _, err := Run(context.Background(), Config{Scenario: toy(t), Out: filepath.Dir(out)}); err == nil {
		t.Fatal("ran into a non-empty folder")
	}
}

// TestDemoTolentinoTurnBots: two turns of the flagship battle by email
// take at most 8 order mails (2 sides × 2 turns, at most 2 files each;
// issue 8), and the game verifies.
func TestDemoTolentinoTurnBots(t *testing.T) {
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	res, err := Run(context.Background(), Config{Scenario: sc, Out: filepath.Join(t.TempDir(), "d"), Seed: 1, Turns: 2, Transcript: &log})
	if err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	if res.Turn != 3 || res.Verified == nil {
		t.Fatalf("want a verified stop at turn 3: %+v\n%s", res, log.String())
	}
	if res.Orders < 4 || res.Orders > 8 {
		t.Fatalf("%d order mails for 2 turns: want 4 to 8\n%s", res.Orders, log.String())
	}
	if !strings.Contains(log.String(), "writes its orders for turn 1: ") || !strings.Contains(log.String(), "order lines") {
		t.Errorf("the transcript lacks the turn bots' files:\n%s", log.String())
	}
}

// TestDemoGoito: the whole of Goito 1848 by email, as `mincio demo
// --scenario goito1848 --turns 0` plays it: the game ends, verifies, and
// each side mails one order file a turn.
func TestDemoGoito(t *testing.T) {
	sc, err := scenarios.Load("goito1848")
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	res, err := Run(context.Background(), Config{Scenario: sc, Out: filepath.Join(t.TempDir(), "d"), Seed: 2, Transcript: &log})
	if err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	if res.Verified == nil || !strings.Contains(log.String(), "game over: ") {
		t.Fatalf("want a verified end: %+v\n%s", res, log.String())
	}
	if turns := sc.LastTurn() - sc.FirstTurn + 1; res.Orders != 2*turns {
		t.Fatalf("%d order mails for %d turns: want one a side a turn\n%s", res.Orders, turns, log.String())
	}
}
