package custoza

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Strongholds (24.1.2, 25.1.2): "the unit in 4604 is the Italian
// stronghold Osteria al Bosco, a Fortress with a Combat Value of 2". The
// scenario says it with `rule stronghold "SIDE HEX SP …"`: HEX is a
// Fortress hex for the scenario (its terrain is fortress whatever the
// shared map draws, 22.3) and SIDE holds it with an intrinsic garrison
// of SP line infantry SP and 22.3.1's Cohesion Value 9. "Combat Value" is
// read as 22.3.1 uses the words ("an intrinsic Combat Value of 3 Line
// Infantry SPs, 1 Artillery SP, and a Cohesion Value of 9"): the
// garrison's strength, here 2 infantry SP and no artillery. Everything
// else is the fortress machinery of fortresses.go: reaction fire only,
// no retreat, losses to its infantry SP, surrender and recovery (22.3.2–
// 22.3.4), and 22.3.5's end of every fortress once Peschiera falls.

// stronghold is one `rule stronghold` entry.
type stronghold struct {
	side adjudicator.Side
	hex  hexmap.Hex
	sp   int
}

// parseStrongholds reads `SIDE HEX SP …`, triples separated by spaces.
func parseStrongholds(v string, sides []adjudicator.Side) ([]stronghold, error) {
	w := strings.Fields(v)
	if len(w) == 0 || len(w)%3 != 0 {
		return nil, fmt.Errorf("want SIDE HEX SP for each stronghold, got %d words", len(w))
	}
	var out []stronghold
	for i := 0; i < len(w); i += 3 {
		side := adjudicator.Side(w[i])
		if !contains(sides, side) {
			return nil, fmt.Errorf("%q is not a side", w[i])
		}
		h, err := hexmap.ParseHex(w[i+1])
		if err != nil || len(w[i+1]) != 4 {
			return nil, fmt.Errorf("%q is not a hex", w[i+1])
		}
		sp, err := strconv.Atoi(w[i+2])
		if err != nil || sp < 1 {
			return nil, fmt.Errorf("%q is not a number of infantry SP (at least 1)", w[i+2])
		}
		for _, o := range out {
			if o.hex == h {
				return nil, fmt.Errorf("hex %s is a stronghold twice", h)
			}
		}
		out = append(out, stronghold{side, h, sp})
	}
	return out, nil
}

// loadStrongholds makes each stronghold hex a Fortress hex and gives it
// its garrison, one line infantry counter HEX-garrison-inf (the ids of
// 22.3.1's garrisons, so the fortress code knows it).
func (b *battle) loadStrongholds() {
	v, ok := b.sc.Rule("stronghold")
	if !ok {
		return
	}
	b.strongholds, _ = parseStrongholds(strings.Trim(v, `"`), b.sides)
	for _, sh := range b.strongholds {
		i, ok := b.grid.Index(sh.hex)
		if !ok || !b.onMap[i] {
			continue
		}
		b.terrain[i] = "fortress"
		name := "Stronghold " + sh.hex.String()
		for _, p := range b.sc.Map.Places {
			if len(p.Hexes) == 1 && p.Hexes[0] == sh.hex {
				name = p.Name
			}
		}
		p := &spec{ID: sh.hex.String() + "-garrison-inf", Name: name + " (stronghold)", Type: string(combat.LineInfantry),
			Side: sh.side, SP: sh.sp, CV: combat.FortressCV, SV: combat.FortressInfantrySV, Garrison: sh.hex}
		b.specs[p.ID] = p
		b.ids = append(b.ids, p.ID)
	}
}

// isStronghold reports whether h is a stronghold's hex: 22.3.1's
// garrison is not added there (the stronghold has its own).
func (b *battle) isStronghold(h hexmap.Hex) bool {
	for _, sh := range b.strongholds {
		if sh.hex == h {
			return true
		}
	}
	return false
}
