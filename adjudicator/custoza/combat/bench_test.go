package combat

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/dice"
)

func benchRoller() dice.Roller {
	var seed dice.Seed
	return dice.NewStream(seed, "bench", 1, [32]byte{})
}

func BenchmarkFire(b *testing.B) {
	tb, err := StandIn()
	if err != nil {
		b.Fatal(err)
	}
	in := FireInput{Edition: Custoza, Firers: []Unit{gun("B1", 3), gun("B2", 2)}, Targets: []Unit{inf("IR", 4, 8, 3), inf("Jg", 2, 9, 1)},
		Range: 4, TargetTerrain: "village", TargetHexStacking: 4, Reaction: true}
	r := benchRoller()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tb.Fire(in, r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAssault(b *testing.B) {
	tb, err := StandIn()
	if err != nil {
		b.Fatal(err)
	}
	in := AssaultInput{Edition: Custoza, Attackers: []Unit{inf("A1", 6, 8, 3), inf("A2", 3, 9, 1)},
		Defenders: []Unit{inf("D1", 4, 8, 2), inf("D2", 2, 9, 1), gun("DB", 3)}, TargetTerrain: "woods", Hexsides: []string{"stream"}}
	r := benchRoller()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tb.Assault(in, r); err != nil {
			b.Fatal(err)
		}
	}
}
