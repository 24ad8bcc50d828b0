package combat_test

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// fixed is a Roller that returns the given values in order.
type fixed []int

func (f *fixed) Roll(_ int, purpose string) int {
	v := (*f)[0]
	*f = (*f)[1:]
	fmt.Printf("  roll d6=%d (%s)\n", v, purpose)
	return v
}

// An Austrian assault on a Neapolitan battalion in Tolentino (town, 1112)
// from two hexes, with Bianchi's +1: everything a report prints.
func ExampleResolve() {
	tables, err := combat.StandIn()
	if err != nil {
		panic(err)
	}
	a := combat.Assault{
		Target: "1112",
		Attackers: []combat.Unit{
			{ID: "ec1", Name: "Erz. Carl I", Hex: "1212", Type: combat.Infantry, SP: 6, Efficiency: 4, Order: combat.AttackOrder},
			{ID: "ec2", Name: "Erz. Carl II", Hex: "1211", Type: combat.Infantry, SP: 7, Efficiency: 3, Order: combat.AttackOrder},
		},
		Defenders: []combat.Unit{
			{ID: "l2a", Name: "2° Linea", Hex: "1112", Type: combat.Infantry, SP: 4, Efficiency: 3, Order: combat.DefenseOrder, Terrain: "town"},
		},
		Leaders:        []combat.Leader{{Name: "Bianchi", Hex: "1212"}},
		AttackerLeader: "Bianchi",
	}
	dice := fixed{6, 4, 2}
	res, err := combat.Resolve(a, tables, &dice)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d SP against %d: %s; terrain %s; column %s\n", res.AttackSP, res.DefenseSP, res.Odds, res.Terrain, res.Column.Key)
	for _, m := range res.Modifiers {
		fmt.Println("  DRM", m)
	}
	fmt.Printf("die %d %+d = %d: %s (%s)\n", res.Die, res.CappedDRM, res.Modified, res.Code, res.Code.Explain())
	for _, e := range res.Effects.Units {
		if e.Why != "" {
			fmt.Printf("  %s: %s, retreat %d (%s)\n", e.ID, e.Status, e.Retreat, e.Why)
		}
	}
	for _, n := range res.Notes {
		fmt.Println("  note:", n)
	}
	for _, adv := range res.Effects.Advances {
		fmt.Printf("  %s may advance into %v with one of %v\n", adv.Side, adv.Hexes, adv.Units)
	}
	// Output:
	//   roll d6=6 (assault on 1112: CRT)
	//   roll d6=4 (assault on 1112: DR in town, defender efficiency check to hold 1112 (2° Linea))
	//   roll d6=2 (assault on 1112: DR, defender efficiency check 1112 (2° Linea))
	// 13 SP against 4: 3-1; terrain town; column 2-1
	//   DRM +1 leader Bianchi with the attacker (12.5.2(3) 12.4.4)
	// die 6 +1 = 7: DR (defender retreats 1 hex and checks efficiency: pass disordered, fail routed (in town or fortified position the defender may test to make it EX))
	//   l2a: disordered, retreat 1 (DR: retreat 1 hex, passed: disordered (12.5.4))
	//   note: 12.5.4: no defending unit passed the test in town: DR stands
	//   attacker may advance into [1112] with one of [ec1 ec2]
}
