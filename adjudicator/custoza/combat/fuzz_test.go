package combat

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// bytesRoller rolls from fuzz bytes, cycling; never out of range.
type bytesRoller struct {
	b []byte
	i int
}

func (r *bytesRoller) Roll(sides int, _ string) int {
	r.i++
	if len(r.b) == 0 {
		return 1
	}
	return int(r.b[(r.i-1)%len(r.b)])%sides + 1
}

// FuzzLoadTables: any scenario text either fails to parse, fails
// LoadTables with an error, or gives tables every lookup can read.
func FuzzLoadTables(f *testing.F) {
	f.Add(standIn)
	f.Add([]byte(strings.Replace(string(standIn), "row 4 -1 -2", "row 4 -9 -9", 1)))
	f.Add([]byte(strings.Replace(string(standIn), "columns 1 2 3 4 5-6 7-8 9-11 12-15 >=16", "columns <=1 2 3 4 5-6 7-8 9-11 12-15 >=16", 1)))
	f.Add([]byte("scenario x\nsystem custoza\n[table fire]\ncolumns 1\nrow 1 1S1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := scenarios.Parse("fuzz.scn", data)
		if err != nil {
			return
		}
		tb, err := LoadTables(sc)
		if err != nil {
			return
		}
		exercise(t, tb, []byte{3, 4, 5, 6, 1, 2})
	})
}

// FuzzOverride: any override file applied to the stand-in scenario either
// is refused or gives tables the rules can read.
func FuzzOverride(f *testing.F) {
	f.Add(overrideFile(func(s string) string { return s }))
	f.Add(overrideFile(func(s string) string { return strings.Replace(s, "row >=7 4", "row >=7 9", 1) }))
	f.Add([]byte("scenario custoza-tables\n[table fire]\ncolumns 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := scenarios.Parse("tables.scn", standIn)
		if err != nil {
			t.Fatal(err)
		}
		if err := sc.ApplyTables("fuzz.tables", data); err != nil {
			return
		}
		tb, err := LoadTables(sc)
		if err != nil {
			return
		}
		exercise(t, tb, data)
	})
}

// exercise runs every rule on loaded tables: nothing may panic.
func exercise(t *testing.T, tb *Tables, dice []byte) {
	u := inf("u", 4, 8, 2)
	for s := GoodOrder; s <= Routed; s++ {
		u.Status = s
		tb.CCV(u)
		tb.Cohesion(&bytesRoller{b: dice}, "fuzz", []Unit{u}, nil)
	}
	tb.Activate(ActivationInput{Formation: "f", CommandValue: 3, Mood: 9}, &bytesRoller{b: []byte{5}})
	for rng := 1; rng <= 5; rng++ {
		for _, sp := range []int{1, 7, 90} {
			if _, err := tb.Fire(FireInput{Firers: []Unit{gun("g", sp)}, Targets: []Unit{u}, Range: rng, TargetTerrain: "village", TargetHexStacking: 9}, &bytesRoller{b: dice}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, sp := range []int{1, 5, 40} {
		if _, err := tb.Assault(AssaultInput{Attackers: []Unit{inf("a", sp, 14, 3)}, Defenders: []Unit{inf("d", 3, 2, 2)}, TargetTerrain: "fortress", Hexsides: []string{"stream"}}, &bytesRoller{b: dice}); err != nil {
			t.Fatal(err)
		}
	}
}

// assaultFrom builds an assault (often invalid) from fuzz bytes.
func assaultFrom(data []byte) AssaultInput {
	at := 0
	next := func() int {
		if at >= len(data) {
			return 0
		}
		at++
		return int(data[at-1])
	}
	types := []Type{LineInfantry, LightInfantry, Cavalry, Artillery, HorseArtillery, "x"}
	terrains := []string{"", "clear", "woods", "village", "fortress", "swamp"}
	unit := func(i int) Unit {
		f := next()
		return Unit{ID: fmt.Sprintf("u%d", i), Type: types[next()%len(types)], SP: next()%14 - 1, CV: next() % 13, SV: next() % 4,
			Status: Status(next() % 6), Square: f&1 != 0, LowAmmo: f&2 != 0, OutOfAmmo: f&4 != 0,
			CheckDRM: []Modifier{{Rule: "fuzz", Value: next()%9 - 4}}}
	}
	in := AssaultInput{Edition: []Edition{Goito, Custoza}[next()%2], Charge: next()&1 != 0, TargetTerrain: terrains[next()%len(terrains)],
		Hexsides: []string{terrains[next()%len(terrains)]}, Rear: next()&1 != 0, DefenderMarch: next()&1 != 0}
	for i, n := 0, 1+next()%4; i < n; i++ {
		in.Attackers = append(in.Attackers, unit(i))
	}
	for i, n := 0, 1+next()%4; i < n; i++ {
		in.Defenders = append(in.Defenders, unit(10+i))
	}
	in.DefenderLossOrder = []string{fmt.Sprintf("u%d", 10+next()%4)}
	return in
}

// FuzzAssault: random assaults never panic, and an accepted one is
// consistent and deterministic.
func FuzzAssault(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []byte{6, 1, 3})
	f.Add([]byte("an assault on custoza"), []byte{5})
	tb, err := StandIn()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data, dice []byte) {
		in := assaultFrom(data)
		r := &bytesRoller{b: dice}
		res, err := tb.Assault(in, r)
		if err != nil {
			if r.i != 0 {
				t.Fatalf("error %v after %d rolls", err, r.i)
			}
			return
		}
		if len(res.Rolls) != r.i {
			t.Fatalf("%d rolls recorded, %d made", len(res.Rolls), r.i)
		}
		switch res.Outcome {
		case AttackerWins, DefenderWins, Draw:
		default:
			t.Fatalf("outcome %q after step 9", res.Outcome)
		}
		again, _ := tb.Assault(in, &bytesRoller{b: dice})
		if !reflect.DeepEqual(again, res) {
			t.Fatal("Assault is not deterministic")
		}
	})
}

// FuzzFire: random fires never panic; an accepted one is consistent.
func FuzzFire(f *testing.F) {
	f.Add([]byte{3, 1, 1, 4, 0}, []byte{4, 2})
	tb, err := StandIn()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data, dice []byte) {
		a := assaultFrom(data)
		in := FireInput{Edition: a.Edition, Firers: a.Attackers, Targets: a.Defenders, TargetTerrain: a.TargetTerrain, Reaction: a.Rear}
		if len(data) > 1 {
			in.Range, in.TargetHexStacking = int(data[0])%7, int(data[1])%9
		}
		r := &bytesRoller{b: dice}
		res, err := tb.Fire(in, r)
		if err != nil {
			if r.i != 0 {
				t.Fatalf("error %v after %d rolls", err, r.i)
			}
			return
		}
		if len(res.Rolls) != r.i || (res.Fired && len(res.Losses.Units) != len(in.Targets)) {
			t.Fatalf("inconsistent: %+v", res)
		}
	})
}
