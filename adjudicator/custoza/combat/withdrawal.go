package combat

import "fmt"

// MayWithdrawByReaction says whether a unit may make a reaction
// withdrawal: Goito 12.2.6 "The Reacting Force (but not unlimbered
// artillery)" (001: "L'artiglieria campale (non a cavallo) non al traino"
// — only unlimbered field artillery is barred; mincio follows 000, the
// English text, so unlimbered horse artillery is barred too); Custoza
// 11.5.5 states no restriction.
func MayWithdrawByReaction(e Edition, u Unit, limbered bool) (bool, string) {
	if e == Goito && u.Type.IsArtillery() && !limbered {
		return false, fmt.Sprintf("%s: unlimbered artillery cannot withdraw by reaction (Goito 12.2.6)", u.ID)
	}
	return true, fmt.Sprintf("%s may withdraw by reaction (%s)", u.ID, e.rule("11.5.5", "12.2.6"))
}

// withdrawalNeedsCheck says whether a withdrawal needs a cohesion check.
// A reaction withdrawal always does (11.5.5, Goito 12.2.6). In the Non
// Activated and Out of Command phases, Custoza 12.1: "do not require a
// Cohesion Check"; Goito 8.8.2 words the check in the general withdrawal
// rule ("after a Cohesion Check"; 001 8.8.2 "e quindi effettua un
// Controllo"), so the Goito edition checks every withdrawal
// (docs/custoza-editions.md). The engine reads the same choice from the
// rule switch `withdrawal-check` (adjudicator/custoza, switches.go); only
// the tests of this package use this.
func withdrawalNeedsCheck(e Edition, asReaction bool) (bool, string) {
	switch {
	case asReaction:
		return true, fmt.Sprintf("a reaction withdrawal needs a cohesion check (%s)", e.rule("11.5.5", "12.2.6"))
	case e == Goito:
		return true, "a withdrawal from an enemy ZoR needs a cohesion check (Goito 8.8.2)"
	}
	return false, "withdrawal in the Non Activated and Out of Command phases needs no cohesion check (12.1)"
}

// MoodDeltas are the Mood changes an assault or charge gives each side's
// Formation (5.2.1): +1 won, -1 lost. Custoza reads won and lost from the
// result (10.4 step 6/9); Goito 6.2.1 defines them by retreats: "won (when
// the enemy retreats) ... lost (when your unit retreats)", so a lone
// artillery eliminated without retreat (Goito 11.4.1) moves no marker.
func MoodDeltas(e Edition, res AssaultResult) (attacker, defender int) {
	if e == Goito {
		if res.DefenderRetreat > 0 {
			return +1, -1
		}
		if res.AttackerRetreat > 0 {
			return -1, +1
		}
		return 0, 0
	}
	switch res.Outcome {
	case AttackerWins:
		return +1, -1
	case DefenderWins:
		return -1, +1
	}
	return 0, 0
}
