package dice

// Stake is what a roll means to the sides, as the rules know it when they
// roll: whose roll it is and which face that side wants. It is never
// logged (the roll's purpose is); a roller that weighs the sides, as the
// offline check's best and worst dice do, reads it instead of parsing the
// purpose.
type Stake struct {
	// Who rolls: a side, a formation or a unit id, as the rules name
	// them; the reader maps it to a side.
	Who string
	// High: Who wants a high face (a fire or an assault); false, a low
	// one (an activation or a cohesion check).
	High bool
	// Combat: the die of a fire or an assault, whose result may move or
	// remove units.
	Combat bool
}

// StakeRoller is a Roller told the stake of the rolls that have one.
type StakeRoller interface {
	Roller
	RollStake(sides int, purpose string, st Stake) int
}

// RollStake rolls on r with st: through RollStake when r is a
// StakeRoller, else as r.Roll, so the value and the log are the same as
// a plain roll's.
func RollStake(r Roller, sides int, purpose string, st Stake) int {
	if sr, ok := r.(StakeRoller); ok {
		return sr.RollStake(sides, purpose, st)
	}
	return r.Roll(sides, purpose)
}
