package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// ReserveEffects: units in Reserve may not move, fire or attack; they may
// Rally and Recover (4.61). Being in Reserve is the only way to Recover.
func ReserveEffects() Capability { return Capability{Rally: true} }

// PlaceInReserve puts every In Command unit of a brigade into Reserve
// status, regardless of proximity; only in the Reserve Placement Segment
// (4.6). Units Out of Command stay as they are.
func PlaceInReserve(units []Unit, inCommand []bool) []Unit {
	out := append([]Unit(nil), units...)
	for i := range out {
		if inCommand[i] {
			out[i].Reserve = true
		}
	}
	return out
}

// InvoluntaryRelease is 4.62: a brigade is released from Reserve the
// instant any enemy combat unit moves within three hexes (decision D18:
// three or fewer) of any of its combat units, regardless of chain of
// command.
func InvoluntaryRelease(g hexmap.Grid, brigade []hexmap.Hex, enemyAt hexmap.Hex) bool {
	for _, h := range brigade {
		if g.Distance(h, enemyAt) <= 3 {
			return true
		}
	}
	return false
}

// UnstackMove checks the "interphase" move of an overstacked unit released
// from Reserve: up to one hex, in any direction (4.62).
func UnstackMove(g hexmap.Grid, from, to hexmap.Hex) bool { return g.Distance(from, to) <= 1 }
