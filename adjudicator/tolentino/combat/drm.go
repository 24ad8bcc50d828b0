package combat

import "fmt"

// Modifier is one die roll modifier and where it comes from.
type Modifier struct {
	Rule   string // "12.5.2(1) 15.1"
	Source string // what a player sees on the board: "defender disordered"
	Value  int
}

func (m Modifier) String() string { return fmt.Sprintf("%+d %s (%s)", m.Value, m.Source, m.Rule) }

// MaxDRM caps the CRT die roll modifier: it cannot be higher than +4 or
// lower than -4 (12.5.2).
const MaxDRM = 4

func sumMods(mods []Modifier) int {
	n := 0
	for _, m := range mods {
		n += m.Value
	}
	return n
}

// CapDRM applies the +-4 cap of 12.5.2 to a total DRM.
func CapDRM(total int) int { return max(-MaxDRM, min(MaxDRM, total)) }

// DRMInput is what the CRT modifiers of 12.5.2 depend on.
type DRMInput struct {
	DefenderDisordered bool   // a disordered or routed unit in the attacked hex (15.1)
	AttackerEff        int    // 12.3 values used, with the morale counters (13.3)
	DefenderEff        int    //
	AttackerEffPrinted int    // 12.3 values from the printed efficiencies
	DefenderEffPrinted int    //
	AttackerLeader     string // 12.4.4: "" when none
	DefenderLeader     string
	AboveMax           int    // 12.4.3: levels above 6-1
	Terrain            string // 12.5.2(6): the terrain whose DRM applies
	TerrainDRM         int
	Hexside            string // 10.3.1: the hexside attacked across
	HexsideDRM         int
}

// CRTModifiers lists every DRM of 12.5.2 that applies, in the rule's
// order, each with its source; zero modifiers are left out. The Neapolitan
// morale line (item 5) is the part of the efficiency difference that the
// morale counters make (13.3): efficiency line plus morale line equal the
// difference of the values used.
func CRTModifiers(in DRMInput) []Modifier {
	var mods []Modifier
	add := func(rule, src string, v int) {
		if v != 0 {
			mods = append(mods, Modifier{Rule: rule, Source: src, Value: v})
		}
	}
	if in.DefenderDisordered {
		add("12.5.2(1) 15.1", "disordered unit in the attacked hex", 2)
	}
	printed := in.AttackerEffPrinted - in.DefenderEffPrinted
	add("12.5.2(2) 12.3.2", fmt.Sprintf("efficiency %d (attacker) - %d (defender)", in.AttackerEffPrinted, in.DefenderEffPrinted), printed)
	add("12.5.2(3) 12.4.4", "leader "+in.AttackerLeader+" with the attacker", boolInt(in.AttackerLeader != ""))
	add("12.5.2(3) 12.4.4", "leader "+in.DefenderLeader+" with the defender", -boolInt(in.DefenderLeader != ""))
	add("12.5.2(4) 12.4.3", fmt.Sprintf("%d level(s) above 6-1", in.AboveMax), in.AboveMax)
	add("12.5.2(5) 13.3", fmt.Sprintf("Neapolitan morale: efficiency used %d - %d", in.AttackerEff, in.DefenderEff),
		(in.AttackerEff-in.DefenderEff)-printed)
	add("12.5.2(6) TEC", "terrain "+in.Terrain, in.TerrainDRM)
	add("12.5.2(6) TEC", "attack across "+in.Hexside, in.HexsideDRM)
	return mods
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
