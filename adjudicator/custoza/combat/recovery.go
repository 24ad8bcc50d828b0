package combat

import "fmt"

// RecoveryPhase is when 13.6 recovery happens.
type RecoveryPhase int

const (
	EndOfActivation RecoveryPhase = iota // 13.6.1
	NonActivated                         // 13.6.2, phase 3·3
	OutOfCommand                         // 13.6.2, phase 3·4
)

// RecoveryInput is one unit at a recovery point (13.6).
type RecoveryInput struct {
	Edition Edition
	Phase   RecoveryPhase
	Unit    Unit
	Acted   bool // 13.6.1: did any action in this activation
	Moved   bool // spent movement points this activation or phase
	MPUsed  int  // movement points spent, truncated (revision 1)
	MA      int
	// Exact (Custoza revision 2): HalfOrLess is "half MA, or less"
	// (13.6.1–2) read on the movement points spent with their fractions
	// (3½ of 6 is more than half), Spent those points as written; without
	// it, MPUsed is compared with half the MA.
	Exact      bool
	HalfOrLess bool
	Spent      string
	InEZoR     bool
	// Exhausted cavalry that did not move may recover from exhaustion
	// instead of status levels (13.6.1); RestoreExhaustion chooses it.
	Exhausted, RestoreExhaustion bool
	// NoDisorganizedRecovery: on a Tione hex (22.1.1) or a Mincio bridge
	// hex (22.2.1) a Disorganized unit cannot recover.
	NoDisorganizedRecovery bool
}

// Recovery is what 13.6 gives a unit.
type Recovery struct {
	Levels          int
	After           Status
	ClearExhaustion bool
	Why             string
}

// Recover applies 13.6.1 (end of activation: no action and not in an
// EZoR +2; moved half MA or less, not in an EZoR, +1) or 13.6.2 (Non
// Activated and Out of Command phases: not moving +2; half MA or less,
// not in an EZoR, +1). Cavalry that did not move may recover from
// exhaustion instead, never both in one GT (13.6.1).
func Recover(in RecoveryInput) Recovery {
	u := in.Unit
	rule := in.Edition.rule("13.6.1", "13.3")
	if in.Phase != EndOfActivation {
		rule = in.Edition.rule("13.6.2", "13.3.1")
	}
	if in.Exhausted && in.RestoreExhaustion && u.Type == Cavalry && !in.Moved {
		return Recovery{After: u.Status, ClearExhaustion: true, Why: fmt.Sprintf("cavalry that did not move recovers from exhaustion instead of status levels (%s, 9.6.1)", rule)}
	}
	levels, why := 0, ""
	half, spent := in.MPUsed*2 <= in.MA, fmt.Sprint(in.MPUsed)
	if in.Exact {
		half, spent = in.HalfOrLess, in.Spent
	}
	switch {
	case in.Phase == EndOfActivation && !in.Acted && !in.InEZoR:
		levels, why = 2, "no action and not in an enemy ZoR: 2 levels"
	case in.Phase != EndOfActivation && !in.Moved:
		levels, why = 2, "did not move: 2 levels"
	case half && !in.InEZoR:
		levels, why = 1, fmt.Sprintf("moved %s MP, half its MA %d or less, not in an enemy ZoR: 1 level", spent, in.MA)
	default:
		why = "acted, or moved more than half its MA, or in an enemy ZoR: no recovery"
	}
	after := u.Status - Status(levels)
	if after < GoodOrder {
		after = GoodOrder
	}
	if in.NoDisorganizedRecovery && u.Status == Disorganized && after != Disorganized {
		after = Disorganized
		why += "; but no recovery from Disorganization on a Tione or Mincio bridge hex (22.1.1, 22.2.1)"
	}
	if u.Status >= Routed {
		after, why = u.Status, "routed units are off the map (13.5)"
	}
	return Recovery{Levels: int(u.Status - after), After: after, Why: fmt.Sprintf("%s: %s (%s), %s -> %s", u.ID, why, rule, u.Status, after)}
}
