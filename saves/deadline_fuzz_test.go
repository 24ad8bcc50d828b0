package saves

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func FuzzParseDuration(f *testing.F) {
	for _, s := range []string{"3d", "36h", "1d12h", "90m", "0", "", "1x", "12h3d", "366d", "367d", "9999999d", "1d1d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDuration(s)
		if err != nil {
			return
		}
		if d < 0 || d > MaxDuration {
			t.Fatalf("%q gave %v, out of range", s, d)
		}
		again, err := ParseDuration(d.String())
		if err != nil || again != d {
			t.Fatalf("%q: canonical %q reads back as %v, %v", s, d.String(), again, err)
		}
	})
}

func TestParseDuration(t *testing.T) {
	for in, want := range map[string]string{"3d": "3d", "36h": "1d12h", "90m": "1h30m", "0": "0", "12h3d": "3d12h"} {
		d, err := ParseDuration(in)
		if err != nil || d.String() != want {
			t.Errorf("%q: got %q, %v; want %q", in, d, err, want)
		}
	}
	for in, want := range map[string]string{"": "empty", "3": "not a duration", "3w": "unknown unit", "1d1d": "twice", "400d": "more than a year", "-1d": "not a duration"} {
		if _, err := ParseDuration(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", in, err, want)
		}
	}
}

func FuzzParseWeekdays(f *testing.F) {
	for _, s := range []string{"mon-fri", "mon,wed,fri", "sat-sun,wed", "fri-mon", "all", "", "moon", "mon-", ","} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, err := ParseWeekdays(s)
		if err != nil {
			return
		}
		again, err := ParseWeekdays(strings.Join(w, ","))
		if err != nil || !slices.Equal(again, w) || len(w) == 7 {
			t.Fatalf("%q: %v is not canonical (%v, %v)", s, w, again, err)
		}
	})
}

func TestParseWeekdays(t *testing.T) {
	for in, want := range map[string]string{"mon-fri": "mon tue wed thu fri", "fri-mon": "mon fri sat sun", "sun,sat": "sat sun", "mon-sun": "", "all": ""} {
		w, err := ParseWeekdays(in)
		if err != nil || strings.Join(w, " ") != want {
			t.Errorf("%q: got %v, %v; want %q", in, w, err, want)
		}
	}
	if _, err := ParseWeekdays("monday"); err == nil {
		t.Error("monday accepted")
	}
}

// A policy read from a header is canonical and checked, or refused.
func FuzzDeadlinePolicyJSON(f *testing.F) {
	f.Add([]byte("{\n  \"turn\": \"3d\",\n  \"grace\": \"1d\",\n  \"weekdays\": [\n    \"mon\",\n    \"fri\"\n  ],\n  \"reminders\": [\n    \"2d\",\n    \"12h\"\n  ],\n  \"abandon_after\": 3\n}\n"))
	f.Add([]byte(`{"turn": "36h"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p DeadlinePolicy
		if err := decodeCanonical(data, &p); err != nil {
			return
		}
		if err := p.Check(); err != nil {
			return
		}
		d := p.Deadline(t0)
		if d.Before(t0.Add(p.Turn.Std())) || d.After(t0.Add(p.Turn.Std()+7*day)) {
			t.Fatalf("deadline %s out of range for %s", d, p.String())
		}
	})
}

func TestDeadlineWeekdays(t *testing.T) {
	p := &DeadlinePolicy{Turn: Duration(3 * day), Weekdays: []string{"mon", "tue", "wed", "thu", "fri"}}
	// Thursday 09:00 + 3 days is Sunday: moved to Monday
	thu := time.Date(2026, 3, 5, 9, 0, 0, 0, time.UTC)
	if got := p.Deadline(thu); !got.Equal(time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC)) {
		t.Fatalf("deadline %s", got)
	}
	bad := []struct {
		p    DeadlinePolicy
		want string
	}{
		{DeadlinePolicy{}, "more than 0"},
		{DeadlinePolicy{Turn: Duration(30 * time.Minute)}, "too short"},
		{DeadlinePolicy{Turn: Duration(day), Reminders: []Duration{Duration(2 * day)}}, "not within the turn"},
		{DeadlinePolicy{Turn: Duration(3 * day), Reminders: []Duration{Duration(time.Hour), Duration(2 * day)}}, "longest first"},
		{DeadlinePolicy{Turn: Duration(day), Delay: Duration(day)}, "processing delay"},
		{DeadlinePolicy{Turn: Duration(day), Weekdays: []string{"fri", "mon"}}, "canonical"},
		{DeadlinePolicy{Turn: Duration(day), OnAbandon: "never"}, "neither forfeit nor unrated"},
	}
	for _, c := range bad {
		if err := c.p.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: got %v, want %q", c.p, err, c.want)
		}
	}
}

func FuzzParseRegistry(f *testing.F) {
	f.Add([]byte(RegistryHeader + "\nanna anna@example.org ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPEv1pL0HnTg2dVl1+9vJ0dBZYsB1mqyXG8Fz4h5lKXk anna\n"))
	f.Add([]byte("bad\n\n# c\nx y z w\n"))
	f.Add([]byte(RegistryHeader + "\nanna anna@example.org mail=digest@07 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPEv1pL0HnTg2dVl1+9vJ0dBZYsB1mqyXG8Fz4h5lKXk\nb b@c mail=x=y k v\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := ParseRegistry("players.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "players.txt:") {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		var b strings.Builder
		for _, p := range ps {
			b.WriteString(formatPlayer(p))
		}
		again, err := ParseRegistry("players.txt", []byte(b.String()))
		if err != nil || len(again) != len(ps) {
			t.Fatalf("registry written back does not read: %v", err)
		}
		for i := range ps {
			if again[i].Mail != ps[i].Mail || again[i].Name != ps[i].Name {
				t.Fatalf("player %d written back as %+v, was %+v", i, again[i], ps[i])
			}
		}
	})
}

func FuzzParseMissed(f *testing.F) {
	m := MissedTurn{Side: "blue", Turn: 2, Owed: []string{"turn"}, Deadline: t0, InARow: 3, Abandoned: true}
	f.Add(m.body("g1"))
	m.Result = OnAbandonForfeit
	f.Add(m.body("g1"))
	f.Add([]byte("mincio missed 1\ngame: g1\nside: x\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		got, err := parseMissed("g1", body)
		if err != nil {
			return
		}
		if string(got.body("g1")) != string(body) {
			t.Fatalf("accepted a non-canonical missed input %q", body)
		}
		if got.Result != "" && (!got.Abandoned || got.Result != OnAbandonForfeit && got.Result != OnAbandonUnrated) {
			t.Fatalf("accepted result %q (abandoned %v)", got.Result, got.Abandoned)
		}
	})
}

func FuzzParseNotice(f *testing.F) {
	f.Add([]byte("to: blue\nsubject: reminder\n\ntext\n"))
	f.Add([]byte("to: blue\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := parseNotice("n", data)
		if err == nil && (n.To == "" && !strings.HasPrefix(string(data), "to: \n")) {
			t.Fatalf("notice without addressee from %q", data)
		}
	})
}
