package combat

import (
	"fmt"
	"slices"
	"testing"
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

// assaultFrom builds an assault (often invalid) from fuzz bytes.
func assaultFrom(data []byte) Assault {
	at := 0
	next := func() int {
		if at >= len(data) {
			return 0
		}
		at++
		return int(data[at-1])
	}
	types := []Type{Infantry, Cavalry, Artillery, HorseArtillery, "x"}
	orders := []Order{AttackOrder, AdvanceOrder, DefenseOrder, ManeuverOrder}
	terrains := []string{"", "clear", "rough", "woods", "town", "fortified", "swamp"}
	unit := func(i int, hexes []string) Unit {
		f := next()
		return Unit{
			ID: fmt.Sprintf("u%d", i), Hex: hexes[next()%len(hexes)],
			Type: types[next()%len(types)], SP: next() % 12, Efficiency: next() % 7, Morale: next()%5 - 2,
			Order: orders[next()%len(orders)], Status: Status(next() % 3),
			Reduced: f&1 != 0, NoReducedSide: f&2 != 0, OutOfCommand: f&4 != 0, WithOfficer: f&8 != 0,
			Charging: f&16 != 0, Terrain: terrains[next()%len(terrains)],
		}
	}
	a := Assault{Target: "1112", PressOnNE: next()&1 != 0, DeclineHold: next()&1 != 0,
		AttackerTie: next() % 6, DefenderTie: next() % 6, Hexside: []string{"", "stream", "bridge"}[next()%3]}
	na, nd := 1+next()%4, 1+next()%4
	for i := 0; i < na; i++ {
		a.Attackers = append(a.Attackers, unit(i, []string{"1212", "1211", "1113"}))
	}
	for i := 0; i < nd; i++ {
		a.Defenders = append(a.Defenders, unit(10+i, []string{"1112", "1012"}))
	}
	if f := next(); f&1 != 0 {
		a.Leaders = append(a.Leaders, Leader{Name: "Murat", Hex: a.Attackers[0].Hex})
		if f&2 != 0 {
			a.AttackerLeader = "Murat"
		}
	}
	if f := next(); f&1 != 0 {
		a.Leaders = append(a.Leaders, Leader{Name: "Bianchi", Hex: a.Defenders[0].Hex, Defending: true})
		if f&2 != 0 {
			a.DefenderLeader = "Bianchi"
		}
	}
	if f := next(); f%3 == 1 {
		a.ExchangeLoss = fmt.Sprintf("u%d", next()%4)
	} else if f%3 == 2 {
		a.DefenderExchangeLosses = []string{fmt.Sprintf("u%d", 10+next()%4)}
	}
	return a
}

// FuzzResolve: random assaults never panic, and an accepted one always
// yields a valid code and a consistent record.
func FuzzResolve(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []byte{6, 1, 3})
	f.Add([]byte("an assault on tolentino"), []byte{5})
	f.Add([]byte{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, []byte{})
	tb, err := StandIn()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data, dice []byte) {
		a := assaultFrom(data)
		r := &bytesRoller{b: dice}
		res, err := Resolve(a, tb, r)
		if err != nil {
			if res.Code != "" || res.Rolls != nil {
				t.Fatalf("error %v with a result %+v", err, res)
			}
			return
		}
		if !res.Code.Valid() {
			t.Fatalf("invalid code %q", res.Code)
		}
		if res.CappedDRM < -MaxDRM || res.CappedDRM > MaxDRM {
			t.Fatalf("DRM %d beyond the cap", res.CappedDRM)
		}
		if res.Die != 0 {
			if res.Modified != res.Die+res.CappedDRM || !slices.Contains(Columns(), res.Column.Key) || res.Cell.Rank() < 0 {
				t.Fatalf("inconsistent: %s", dump(res))
			}
		}
		if len(res.Rolls) != r.i {
			t.Fatalf("%d rolls recorded, %d made", len(res.Rolls), r.i)
		}
		if len(res.Effects.Units) != len(a.Attackers)+len(a.Defenders) {
			t.Fatalf("%d effects for %d units", len(res.Effects.Units), len(a.Attackers)+len(a.Defenders))
		}
		// Determinism: the same input and dice give the same result.
		again, _ := Resolve(a, tb, &bytesRoller{b: dice})
		if fmt.Sprintf("%+v", again) != fmt.Sprintf("%+v", res) {
			t.Fatal("Resolve is not deterministic")
		}
	})
}

// FuzzBombard: random bombardments never panic.
func FuzzBombard(f *testing.F) {
	f.Add([]byte{3, 1, 1, 4, 0}, byte(4))
	tb, err := StandIn()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, die byte) {
		a := assaultFrom(data)
		b := Bombardment{Target: "1112", Units: a.Defenders, LOS: len(data)%2 == 0}
		for i, u := range a.Attackers {
			b.Guns = append(b.Guns, Gun{ID: u.ID, Hex: "1510", SP: u.SP - i, Moved: u.Charging})
		}
		if len(data) > 0 {
			b.Range = int(data[0]) % 4
		}
		res, err := Bombard(b, tb, &bytesRoller{b: []byte{die, die + 1}})
		if err == nil && res.Code != BNone && res.Code != BDisrupt && res.Code != BRetreat {
			t.Fatalf("invalid code %q", res.Code)
		}
	})
}
