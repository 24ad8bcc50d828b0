package combat

import (
	"strings"
	"testing"
)

// 13.1: pass when the roll is at most the efficiency.
func Test13_1(t *testing.T) {
	for _, c := range []struct {
		die, eff int
		pass     bool
	}{{3, 3, true}, {4, 3, false}, {2, 3, true}, {5, 5, true}, {5, 4, false}} {
		if got := CheckEfficiency(c.die, c.eff, nil); got.Pass != c.pass || got.Modified != c.die {
			t.Errorf("die %d efficiency %d: %+v, want pass %v", c.die, c.eff, got, c.pass)
		}
	}
}

// 13.1.1: an unmodified 1 always succeeds, an unmodified 6 always fails,
// whatever the modifiers.
func Test13_1_1(t *testing.T) {
	officer := []Modifier{{Rule: "13.2", Value: -1}}
	worse := []Modifier{{Rule: "15.3", Value: +1}}
	cases := []struct {
		name string
		die  int
		eff  int
		mods []Modifier
		pass bool
	}{
		{"natural 1 with efficiency 1 and +1", 1, 1, worse, true},
		{"natural 1 with efficiency 0", 1, 0, nil, true},
		{"natural 6 with efficiency 6", 6, 6, nil, false},
		{"natural 6 with efficiency 9 and -1", 6, 9, officer, false},
		{"5 with efficiency 4 and the officer's -1", 5, 4, officer, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := CheckEfficiency(c.die, c.eff, c.mods)
			if got.Pass != c.pass || got.Why == "" {
				t.Errorf("%+v, want pass %v", got, c.pass)
			}
			if (c.die == 1 || c.die == 6) && !strings.Contains(got.Why, "13.1.1") {
				t.Errorf("why %q does not cite 13.1.1", got.Why)
			}
		})
	}
}

// 13.1.2: one die per stack, the result applies to every unit in the hex
// (each judged against its own efficiency).
func Test13_1_2(t *testing.T) {
	units := []Unit{inf("a", "1305", 2, 4), inf("b", "1305", 2, 2), inf("c", "1306", 2, 3),
		{ID: "g", Hex: "1306", Type: Artillery, SP: 2, Efficiency: 3, Order: DefenseOrder}}
	r := roll(t, 3, 5)
	checks := CheckStacks(r, "efficiency check", units, nil)
	r.done()
	if len(checks) != 2 || checks[0].Hex != "1305" || len(checks[0].Units) != 2 || len(checks[1].Units) != 1 {
		t.Fatalf("%+v", checks)
	}
	a, _ := checks[0].Unit("a")
	b, _ := checks[0].Unit("b")
	if !a.Pass || b.Pass || checks[0].Passed() || checks[1].Passed() {
		t.Errorf("a %+v b %+v", a, b)
	}
	if r.rolls[0].Purpose != "efficiency check 1305 (a, b)" {
		t.Errorf("purpose %q", r.rolls[0].Purpose)
	}
}

// 13.2: -1 DRM for units stacked with the formation leader or the Army
// Commander; only one counts.
func Test13_2(t *testing.T) {
	u := with(inf("a", "1305", 2, 3), func(u *Unit) { u.WithOfficer = true; u.Name = "2nd Line" })
	r := roll(t, 4)
	c := CheckStack(r, "efficiency check", "1305", []Unit{u}, nil)
	if uc := c.Units[0]; !uc.Pass || uc.Modified != 3 || len(uc.Modifiers) != 1 || uc.Modifiers[0].Rule != "13.2" {
		t.Errorf("%+v", uc)
	}
	if r.rolls[0].Purpose != "efficiency check 1305 (2nd Line)" {
		t.Errorf("purpose %q", r.rolls[0].Purpose)
	}
	if len(OfficerModifier(inf("b", "1305", 2, 3))) != 0 {
		t.Error("a unit without an officer got the 13.2 modifier")
	}
}

// 13.3: cumulative, never beyond ±2; the counters are a limit (13.3.2).
func Test13_3(t *testing.T) {
	cases := []struct {
		name                      string
		cur, delta, inUse, inGame int
		to                        int
		needs, blocked, frees     bool
	}{
		{"first bonus takes a counter", 0, 1, 0, 4, 1, true, false, false},
		{"cumulative", 1, 1, 1, 4, 2, false, false, false},
		{"never beyond +2", 2, 1, 1, 4, 2, false, false, false},
		{"never beyond -2", -2, -1, 1, 4, -2, false, false, false},
		{"back to zero frees the counter", 1, -1, 1, 4, 0, false, false, true},
		{"13.3.2: no counter left", 0, -1, 4, 4, 0, true, true, false},
		{"13.3.2: a unit that has one still changes", -1, -1, 4, 4, -2, false, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := ChangeMorale(c.cur, c.delta, c.inUse, c.inGame)
			if m.To != c.to || m.NeedsCounter != c.needs || m.Blocked != c.blocked || m.FreesCounter != c.frees {
				t.Errorf("%+v", m)
			}
		})
	}
	// Efficiency never below one; the morale counter counts in checks.
	u := with(inf("a", "1305", 2, 2), func(u *Unit) { u.Morale = -2 })
	if u.EffectiveEfficiency() != 1 {
		t.Errorf("efficiency %d", u.EffectiveEfficiency())
	}
	c := CheckStack(roll(t, 2), "efficiency check", "1305", []Unit{u}, nil)
	if c.Units[0].Pass || c.Units[0].Efficiency != 1 {
		t.Errorf("%+v", c.Units[0])
	}
}
