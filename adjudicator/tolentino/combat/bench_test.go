package combat

import "testing"

// BenchmarkResolve: a two-hex assault with a leader, a pre-shock check,
// an exchange and its efficiency checks.
func BenchmarkResolve(b *testing.B) {
	tb, err := StandIn()
	if err != nil {
		b.Fatal(err)
	}
	a := Assault{Target: "1112",
		Attackers: []Unit{inf("a1", "1212", 4, 3), inf("a2", "1212", 3, 4),
			with(inf("a3", "1211", 4, 3), func(u *Unit) { u.Order = AdvanceOrder })},
		Defenders: []Unit{def(inf("d1", "1112", 4, 3)), def(cav("d2", "1112", 3, 4)),
			{ID: "g1", Hex: "1112", Type: Artillery, SP: 2, Order: DefenseOrder}},
		Leaders:        []Leader{{Name: "Murat", Hex: "1212"}, {Name: "Bianchi", Hex: "1112", Defending: true}},
		AttackerLeader: "Murat", DefenderLeader: "Bianchi",
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(a, tb, cycle(5)); err != nil {
			b.Fatal(err)
		}
	}
}
