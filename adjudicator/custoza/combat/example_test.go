package combat_test

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// fixed hands out the given dice in order.
type fixed []int

func (f *fixed) Roll(int, string) int { v := (*f)[0]; *f = (*f)[1:]; return v }

// The explanation a report prints for 13.2's worked example.
func ExampleTables_Cohesion() {
	t, err := combat.StandIn()
	if err != nil {
		panic(err)
	}
	charged, _ := t.CCMT("charged-by-cavalry")
	u := combat.Unit{ID: "IR 9", Type: combat.LineInfantry, SP: 4, CV: 9, SV: 3, Status: combat.Disordered,
		CheckDRM: []combat.Modifier{charged}}
	dice := fixed{4, 5}
	res := t.Cohesion(&dice, "charged by cavalry", []combat.Unit{u}, nil)
	fmt.Println(res.Explain)
	// Output:
	// Cohesion check (13.2) charged by cavalry: 2d6 4+5 = 9, one roll for the Force (13.2.1)
	//   IR 9: 11 (+2 charged-by-cavalry (13.2 CCMT)) > CCV 7 (CV 9 -2 Disordered): fails by 4; Cohesion Check Effects Table row 4: loses 2 level(s), Disordered -> Routed: four levels lost, it routs (13.5)
}

// The explanation of an assault (10.4), step by step.
func ExampleTables_Assault() {
	t, _ := combat.StandIn()
	att := []combat.Unit{{ID: "43 Forli", Type: combat.LineInfantry, SP: 6, CV: 8, SV: 3}, {ID: "18 Bers", Type: combat.LightInfantry, SP: 5, CV: 9, SV: 1}}
	def := []combat.Unit{{ID: "36 Jäger", Type: combat.LightInfantry, SP: 3, CV: 9, SV: 1, Status: combat.Shaken}, {ID: "V/5 Art", Type: combat.Artillery, SP: 2, CV: 8, SV: 1}}
	dice := fixed{3, 4}
	res, err := t.Assault(combat.AssaultInput{Edition: combat.Custoza, Attackers: att, Defenders: def, TargetTerrain: "clear"}, &dice)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Explain)
	// Output:
	// Assault 43 Forli+18 Bers on 36 Jäger+V/5 Art. Step 1: 11 SP against 3 SP = 3.66:1 (artillery SP ignored). Step 2: rounded down to 3-1 on the Strength Ratio Assault Modifiers Table: DRM +3 (10.4)
	// Step 3: DRMs +3 strength ratio 3-1 (10.4 step 2) = +3
	// Step 4: attacker CCV 8 (43 Forli, Good Order) - defender CCV 8 (36 Jäger, Shaken) = +0: Assault Table column 0
	// Step 5: 2d6 3+4 = 7 +3 = 10; Assault Table row 10, column 0: 0S1/2S2/B. Step 6: blue, the attacker wins
	// Step 7-8, defender: 2S2
	//   SP 1 of 2 from 36 Jäger: the first SP from the biggest unit (highest stacking value) (10.4 step 8)
	//   SP 2 of 2 from 36 Jäger: no preference left: the biggest unit with SP left (10.4 step 8)
	//   36 Jäger: -2 SP (1 left), 2 level(s): Shaken -> Disorganized
	//   V/5 Art: -0 SP (2 left), 2 level(s): Good Order -> Disordered
	// Step 7-8, attacker: 0S1
	//   43 Forli: -0 SP (6 left), 1 level(s): Good Order -> Shaken
	//   18 Bers: -0 SP (5 left), 1 level(s): Good Order -> Shaken
	// Step 10: the defender loses and retreats 2 hexes; step 11: the attacker must advance into the defender's hex (10.4, 10.3)
}
