package saves

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// An act that Check accepts is written and read back as itself: what the
// moderator signs is what the log records.
func FuzzActCheck(f *testing.F) {
	key := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPEv1pL0HnTg2dVl1+9vJ0dBZYsB1mqyXG8Fz4h5lKXk nina"
	f.Add("replace", "blue", int64(0), key, "nina@example.org", "", "", "Nino left", "2026-03-02T09:00:00Z")
	f.Add("extend", "red", int64(day), "", "", "", "", "", "2026-03-02T09:00:00Z")
	f.Add("rule", "red", int64(0), "", "", "activate sud", "", "lost mail", "2026-03-02T09:00:00Z")
	f.Add("end", "", int64(0), "", "", "", "draw", "season over", "2026-03-02T09:00:00+01:00")
	f.Add("pause", "", int64(0), "", "", "", "", " x\n", "")
	f.Fuzz(func(t *testing.T, name, side string, dur int64, key, address, line, result, reason, signed string) {
		a := Act{Name: name, Side: side, For: Duration(dur), Key: key, Address: address, Line: line, Result: result, Reason: reason, Signed: signed}
		if a.Check() != nil {
			return
		}
		const tag = "0123456789abcdef0123456789abcdef"
		got, err := parseAct("act.txt", "g1", tag, actFile("g1", tag, a))
		if err != nil || *got != a {
			t.Fatalf("checked act %+v reads back as %+v, %v", a, got, err)
		}
	})
}

func FuzzParseReminders(f *testing.F) {
	f.Add("2d,12h")
	f.Add("none")
	f.Add("1d12h, 90m,")
	f.Fuzz(func(t *testing.T, s string) {
		rs, err := ParseReminders(s)
		if err != nil {
			return
		}
		var parts []string
		for _, r := range rs {
			if r < 0 || r > MaxDuration {
				t.Fatalf("%q: reminder %d out of range", s, r)
			}
			parts = append(parts, r.String())
		}
		again, err := ParseReminders(strings.Join(parts, ","))
		if err != nil || len(again) != len(rs) {
			t.Fatalf("%q written back as %q does not read: %v", s, strings.Join(parts, ","), err)
		}
	})
}

// The case FuzzActCheck found: a For of 30 s wrote as nothing and read
// back as 0; Check now refuses it, on an act that takes for and on one
// that does not.
func TestActCheckRefusesForUnderAMinute(t *testing.T) {
	for _, name := range []string{"extend", "pause"} {
		a := Act{Name: name, Side: "red", For: Duration(30 * time.Second), Signed: "2026-03-02T09:00:00Z"}
		if name == "pause" {
			a.Side = ""
		}
		var fe *FieldError
		if err := a.Check(); !errors.As(err, &fe) || fe.Field != "for" {
			t.Errorf("%s with for 30s: Check gave %v, want a for: error", name, err)
		}
	}
}
