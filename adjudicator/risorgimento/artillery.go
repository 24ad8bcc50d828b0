package risorgimento

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Gun is an artillery unit's gun type, printed on the counter (7.11).
type Gun string

const (
	Field    Gun = "F"
	Heavy    Gun = "H"
	Rocket   Gun = "R"
	Rifled   Gun = "Rf"
	HorseGun Gun = "horse" // the horsehead: horse artillery
)

// GunOf is the range chart column of a battery: horse artillery has its
// own (7.11 "the Horsehead indicates Horse Artillery").
func GunOf(u Unit) Gun {
	if u.Horse {
		return HorseGun
	}
	return u.Gun
}

// Shot is one artillery fire: the batteries (the first fires, the others
// combine with it, 7.12), the range and what stands at the target.
type Shot struct {
	Guns       []Gun
	Range      int     // hexes from guns to target, not counting the firing hex (7.13)
	Target     []Unit  // the units in the target hex
	TargetHex  HexKind // its terrain
	Up         int     // slope type fired up, by the total level change (5.24 Firing Angle)
	Down       int     // levels fired down (7.14)
	MovedFirst bool    // moved, then fired after its whole corps moved (5.32)
}

// FireMods are the modifiers of an artillery fire roll (7.18).
func FireMods(t *Tables, s Shot) (Mods, error) {
	if len(s.Guns) == 0 {
		return nil, errors.New("no battery fires")
	}
	var ms Mods
	ms.add("7.11", "range", worstRange(t, s.Guns, s.Range))
	ms.add("7.18", "terrain", t.combatDRM(string(s.TargetHex), colFire))
	if s.Up > 0 {
		ms.add("5.24", "firing up", t.combatDRM(slopeRows[min(3, s.Up)], colFire))
	}
	ms.add("7.12", "combined fire", 2*(len(s.Guns)-1))
	drm, err := ElevationDRM(s.Down, s.Range <= 1)
	if err != nil {
		return nil, err
	}
	ms.add("7.14", "elevated fire", drm)
	ms.add("7.15/7.16", "target", TargetDRM(s.Target))
	if s.MovedFirst {
		ms.add("5.32", "moved, then fired", -1)
	}
	return ms, nil
}

// worstRange: combined guns of different types use the worst range DRM (7.12).
func worstRange(t *Tables, guns []Gun, n int) int {
	w := t.RangeDRM(guns[0], n)
	for _, g := range guns[1:] {
		w = min(w, t.RangeDRM(g, n))
	}
	return w
}

// ElevationDRM: against a target not adjacent, +1 firing down two levels,
// +2 down three or more (7.14; four is read as three, decision D18); no
// fire at an adjacent hex two or more levels higher or lower (7.14). down
// is negative when firing up.
func ElevationDRM(down int, adjacent bool) (int, error) {
	if adjacent {
		if down >= 2 || down <= -2 {
			return 0, errors.New("artillery may not fire at an adjacent hex two or more levels higher or lower (7.14)")
		}
		return 0, nil
	}
	switch {
	case down >= 3:
		return 2, nil
	case down == 2:
		return 1, nil
	}
	return 0, nil
}

// TargetDRM: -2 if the hex holds only Jägers or Chasseurs (7.15); +1 if two
// or more non-artillery units other than Jägers and Chasseurs are stacked
// there (7.16).
func TargetDRM(units []Unit) int {
	jagers, massed := 0, 0
	for _, u := range units {
		switch u.Kind {
		case Jager:
			jagers++
		case Artillery:
		default:
			massed++
		}
	}
	switch {
	case jagers > 0 && jagers == len(units):
		return -2
	case massed >= 2:
		return 1
	}
	return 0
}

// MayFire says whether a battery may fire at a hex at range n: not
// Disordered (7.18, 8.21), not in Strategic Movement (5.12, 5.32), within
// its printed maximum range (7.11), with a line of sight at two or more
// (7.13), through a frontal hex (7.1: the caller checks facing).
func MayFire(u Unit, n int, los bool) error {
	switch {
	case u.Kind != Artillery:
		return fmt.Errorf("%s is not artillery (7.1)", u.ID)
	case u.Disorder:
		return fmt.Errorf("%s is Disordered: Disordered artillery may not fire (7.18)", u.ID)
	case u.SM:
		return fmt.Errorf("%s is in Strategic Movement and cannot fire, not even in reaction (5.12)", u.ID)
	case n > u.MaxRange:
		return fmt.Errorf("%s reaches %d hexes, the target is %d away (7.11)", u.ID, u.MaxRange, n)
	case n >= 2 && !los:
		return fmt.Errorf("%s has no line of sight to the target (7.13)", u.ID)
	}
	return nil
}

// Nation is a player's army: the combined-fire and command rules differ.
type Nation uint8

const (
	Austria Nation = iota + 1
	France
	Piedmont
)

// Battery is a battery that would combine fire.
type Battery struct {
	Unit
	Hex          hexmap.Hex // where it stands
	InCorpsRange bool       // within range of its Corps Commander (7.12)
	ArmyReserve  bool       // an Army Reserve battery, joining this corps (7.12)
}

// CombineAllowed checks 7.12 for batteries firing together: same corps
// (Army Reserve batteries may join any), stacked or adjacent, each within
// its Corps Commander's range; the French only from the same hex; Piedmont
// never.
func CombineAllowed(g hexmap.Grid, n Nation, bs []Battery) error {
	if len(bs) < 2 {
		return nil
	}
	if n == Piedmont {
		return errors.New("Piedmont batteries may not combine fire (7.12)")
	}
	for _, b := range bs[1:] {
		switch {
		case b.Corps != bs[0].Corps && !b.ArmyReserve:
			return fmt.Errorf("%s is not of %s's corps (7.12)", b.ID, bs[0].ID)
		case n == France && b.Hex != bs[0].Hex:
			return fmt.Errorf("French artillery combines only when stacked in the same hex (7.12): %s", b.ID)
		case b.Hex != bs[0].Hex && !g.Adjacent(b.Hex, bs[0].Hex):
			return fmt.Errorf("%s is neither stacked with nor adjacent to %s (7.12)", b.ID, bs[0].ID)
		}
	}
	for _, b := range bs {
		if !b.InCorpsRange {
			return fmt.Errorf("%s is not within range of its Corps Commander (7.12)", b.ID)
		}
	}
	return nil
}

// FireOutcome is what an artillery fire did to each unit in the target hex.
type FireOutcome struct {
	Roll   int
	Mods   Mods
	Result FireResult
	Units  []Unit // the target's units after the fire, in stack order
}

// Fire rolls one artillery fire and applies its result to every unit in
// the target hex individually (7.11, 7.18). hitTo is the index of the unit
// that takes a D+1's Hit (the owner's choice, 8.11; never artillery).
func Fire(t *Tables, r dice.Roller, s Shot, hitTo int) (FireOutcome, error) {
	ms, err := FireMods(t, s)
	if err != nil {
		return FireOutcome{}, err
	}
	roll := d10(r, "artillery fire (7.18)")
	out := FireOutcome{Roll: roll, Mods: ms, Result: t.FireResultFor(roll + ms.Sum())}
	out.Units = ApplyFireResult(r, out.Result, s.Target, hitTo)
	return out, nil
}

// ApplyFireResult applies NE, CDR, D or D+1 (7.18 key) to the units of a
// hex. CDR: each non-artillery unit rolls against its present (adjusted)
// cohesion and is Disordered if the roll is higher. D: all Disordered.
// D+1: all Disordered and one Hit to the unit at hitTo, or to the first
// unit that can take it (Hits have no effect on artillery, 8.11).
func ApplyFireResult(r dice.Roller, res FireResult, units []Unit, hitTo int) []Unit {
	out := append([]Unit(nil), units...)
	for i := range out {
		switch res {
		case CDR:
			if out[i].Kind != Artillery && d10(r, "cohesion die roll "+out[i].ID+" (7.18)") > out[i].AdjustedCohesion() {
				out[i] = Disorder(out[i])
			}
		case D, DPlus1:
			out[i] = Disorder(out[i])
		}
	}
	if res == DPlus1 {
		if i := hitTaker(out, hitTo); i >= 0 {
			out[i].Hits++
		}
	}
	return out
}

// hitTaker is the index of the unit that takes a single Hit: the chosen
// one if it can, else the first non-artillery unit; -1 if none.
func hitTaker(us []Unit, chosen int) int {
	if chosen >= 0 && chosen < len(us) && us[chosen].Kind != Artillery {
		return chosen
	}
	for i, u := range us {
		if u.Kind != Artillery {
			return i
		}
	}
	return -1
}

// Disorder applies a Disorder result (8.2): a Disordered unit stays
// Disordered and takes a Hit; Disordered artillery is eliminated — shown
// as Hits above its cohesion (8.24).
func Disorder(u Unit) Unit {
	if !u.Disorder {
		u.Disorder = true
		return u
	}
	if u.Kind == Artillery {
		u.Out = true
		return u
	}
	u.Hits++
	return u
}
