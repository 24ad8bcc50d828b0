package risorgimento

import (
	"errors"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Approach describes a hex a unit is about to enter, as the enemy around
// it makes it (6.3).
type Approach struct {
	EnemyZOC          bool // the hex is in an enemy ZOC
	Adjacent          bool // the hex is adjacent to an enemy combat unit
	OnlyLoneArtillery bool // every adjacent enemy is artillery without infantry or cavalry
	AcrossImpassable  bool // every adjacent enemy is across impassable terrain (5.33)
	Charge            bool // the move is a cavalry charge (7.5)
	OutOfCommand      bool // Without Orders or Out of Command (4.42)
	HDC               bool // the unit's brigade is Hors de Combat (9.11)
	LeavingZOC        bool // the unit started in an enemy ZOC and this is its first hex (6.33)
}

// ApproachCost is what the enemy adds to the terrain cost of entering a
// hex (6.31, 6.33) or why the move is refused (4.42, 5.33, 6.33, 9.11).
func ApproachCost(k Kind, a Approach) (hexmap.Cost, error) {
	var extra hexmap.Cost
	if a.LeavingZOC {
		if a.EnemyZOC {
			return 0, errors.New("a unit leaving an enemy ZOC may not move directly into another (6.33)")
		}
		extra = hexmap.MP // 6.33: one additional MP to leave
	}
	if !a.Adjacent && !a.EnemyZOC {
		return extra, nil
	}
	switch {
	case a.OutOfCommand:
		return 0, errors.New("units Without Orders or Out of Command may not move adjacent to an enemy combat unit (4.42)")
	case a.HDC && a.EnemyZOC:
		return 0, errors.New("units of a brigade Hors de Combat may not voluntarily move into an enemy ZOC (9.11)")
	case k == Cavalry && !a.Charge:
		return 0, errors.New("cavalry may move adjacent to an enemy combat unit only as part of a Charge (5.33, 6.31, 7.51)")
	case k == Cavalry:
		return extra, nil // 6.31: no additional MP cost
	case k == Artillery && !a.AcrossImpassable:
		return 0, errors.New("artillery may not move adjacent to an enemy unit unless separated by impassable terrain (5.33)")
	case k == Artillery, a.OnlyLoneArtillery:
		return extra, nil // 6.31: no cost next to artillery without infantry or cavalry
	case k == Light || k == Jager:
		return extra + hexmap.MP, nil // 6.31, 7.21: +1, ZOC hex or not
	case a.EnemyZOC:
		return extra + hexmap.MPs(2), nil // 6.31: regular infantry +2 into an enemy ZOC
	}
	return extra + hexmap.MP, nil // 6.31: +1 adjacent, not into a ZOC
}

// StopsMovement: a unit entering an enemy ZOC must stop there, though it
// may alter its facing as it enters (6.32); a unit whose approach made a
// lone Jäger or Chasseur withdraw moves no further (6.35, 7.21).
func StopsMovement(a Approach, jagerWithdrew bool) bool { return a.EnemyZOC || jagerWithdrew }

// InZOCStart is what a unit starting its movement in an enemy ZOC may do
// (6.33): stand still, turn one hexside, or leave (ApproachCost with
// LeavingZOC).
type InZOCStart uint8

const (
	StandStill InZOCStart = iota + 1
	TurnOneHexside
	Leave
)

// MayTurn checks a facing change of a unit that started in an enemy ZOC
// and stays: one hexside, not more (6.33). Elsewhere facing is free during
// and after movement (6.11).
func MayTurn(g hexmap.Grid, startedInZOC bool, from, to hexmap.Direction) error {
	if !startedInZOC || from == to || g.Rotate(from, 1) == to || g.Rotate(from, -1) == to {
		return nil
	}
	return errors.New("a unit that starts in an enemy ZOC and stays may change facing one hexside, not more (6.33)")
}

// SquareMove checks forming or leaving a Square (6.14): non-Jäger infantry
// not adjacent to an enemy, for 1 MP; a Square may not move.
func SquareMove(u Unit, adjacentEnemy bool) (hexmap.Cost, error) {
	switch {
	case !u.Kind.IsInfantry() || u.Kind == Jager:
		return 0, errors.New("only non-Jäger/Chasseur infantry forms Square (6.14)")
	case adjacentEnemy:
		return 0, errors.New("a unit adjacent to an enemy may not form or leave Square (6.14)")
	}
	return hexmap.MP, nil
}
