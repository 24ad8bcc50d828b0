package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// SideAttackDRM is the TEC's attack DRM of the hexside crossed from from
// into target (7.45 terrain, the chart's hexside rows): the water crossed
// (a bridge, or a road across it as a ford, 5.23) and the slope or ridge
// climbed, read as movement reads them (SlopeBetween, 5.24, 5.25).
func SideAttackDRM(m *Map, t *Tables, from, target hexmap.Hex) int {
	side := m.Side(from, target)
	drm := 0
	switch {
	case side.Water == NoWater || side.Water == Ticino:
	case side.Bridge:
		drm += t.combatDRM("bridge", colAttack)
	case side.Way.IsRoad():
		drm += t.combatDRM(rowFord, colAttack)
	default:
		drm += t.combatDRM(string(side.Water), colAttack)
	}
	if step := SlopeBetween(m, from, target); step > 0 {
		rows := slopeRows
		if side.Ridge > 0 {
			rows = ridgeRows
		}
		drm += t.combatDRM(rows[step], colAttack)
	}
	return drm
}

// hexsideTerrain is the hexside part of the terrain DRM of the attack by
// attackers on target (revision 2): where they attack across hexsides
// giving different DRMs, the one best for the defender (7.32).
func (s *State) hexsideTerrain(target hexmap.Hex, attackers []int) int {
	var drms []int
	for _, h := range s.hexesOf(attackers) {
		drms = append(drms, SideAttackDRM(s.w.m, s.w.t, h, target))
	}
	return DefenderTerrain(drms)
}
