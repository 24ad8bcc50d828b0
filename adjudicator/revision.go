package adjudicator

import (
	"fmt"

	"github.com/mincio/mincio/scenarios"
)

// CoreRevision is the latest revision of the engine core's own rules: what
// plan.go, run.go and missed.go decide and write into a game's log (the
// fates of plan lines, the defaults, the expiry events). A change that
// alters any of it for a game already played raises it, and keeps the old
// behaviour for games of the old revision (docs/archives.md).
//
// Revision 1: everything up to the first recorded revision.
// Revision 2: the missed turn that marks a side abandoned ends the game
// with the result the game's deadline policy names, forfeit or unrated
// (saves/abandon.go); under revision 1 the defaults played on for the
// abandoned side, which could win.
// Revision 3: true fates (fates.go). A line about a subject a decision
// bars is refused with the rule; when a turn or the game ends, the rules
// judge the lines still waiting (Forbidder); a line left waiting by the
// game's end says whether its turn or step had come.
// Revision 4: on a side played by a team, the deadline clock runs per
// teammate (saves/seat_clock.go): each teammate's starts when they come to
// owe and stops with their own file, reminders go at its times, and a
// missed turn names the teammates whose clock ran out; under revision 3
// the side's one clock restarted whenever what the side owed changed, a
// teammate's file included. Sides of one player keep the side's clock.
const CoreRevision = 4

// SystemRevision is the revision of sys's rules that a game from sc plays
// under: the one its header records, or the system's latest.
func SystemRevision(sys System, sc *scenarios.Scenario) int {
	if sc != nil && sc.Revisions.System > 0 {
		return sc.Revisions.System
	}
	return sys.Revision()
}

// CoreRevisionOf is the core revision a game from sc plays under.
func CoreRevisionOf(sc *scenarios.Scenario) int {
	if sc != nil && sc.Revisions.Core > 0 {
		return sc.Revisions.Core
	}
	return CoreRevision
}

// CheckRevisions says whether this build can play a game under rev: each
// revision must be one it knows (from 1 to the latest). A game made by a
// newer mincio needs that mincio.
func CheckRevisions(sys System, rev scenarios.Revisions) error {
	if rev.System < 1 || rev.System > sys.Revision() {
		return fmt.Errorf("the game is played under %s rules revision %d; this mincio knows revisions 1 to %d: use a mincio at least as new as the one that created the game", sys.Name(), rev.System, sys.Revision())
	}
	if rev.Core < 1 || rev.Core > CoreRevision {
		return fmt.Errorf("the game is played under core rules revision %d; this mincio knows revisions 1 to %d: use a mincio at least as new as the one that created the game", rev.Core, CoreRevision)
	}
	return nil
}
