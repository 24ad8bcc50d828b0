package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// ActivationInput is one attempt to activate a Formation (5.1).
type ActivationInput struct {
	Edition      Edition
	Formation    string
	CommandValue int  // the FC's Command Value, "( )" (2.4.2.1)
	Failures     int  // failed attempts of this FC this GT (5.1.1)
	InOCRange    bool // the FC is within its OC's command range (5.1.3)
	Mood         int  // the Formation's Commander Mood (5.2.1), for a loose cannon
	Night        bool // a Night GT (22.4)
	// Reluctant is 26.1.3's Italian Reluctance: "an Engaged Italian
	// Formation rolling natural 5 or 6 to activate cannot move and is
	// finished for the GT" (a 6 rolls no Initiative Table: custoza-facts
	// (f) 12).
	Reluctant bool
}

// ActivationOutcome is what an attempt did.
type ActivationOutcome string

const (
	Activated   ActivationOutcome = "activated"    // modified roll <= Command Value (5.1.1)
	Failed      ActivationOutcome = "failed"       // mark one more Orders -1 (5.1.1)
	LooseCannon ActivationOutcome = "loose-cannon" // natural 6 (5.2): see Initiative
	NightSix    ActivationOutcome = "night-six"    // natural 6 at night: stays, counts as activated (22.4)
	Reluctance  ActivationOutcome = "reluctance"   // natural 5 or 6 of a reluctant Formation: finished for the GT (26.1.3)
)

// ActivationResult is one attempt.
type ActivationResult struct {
	Outcome   ActivationOutcome
	Die       int
	Modifiers []Modifier
	Modified  int
	// Initiative is the loose cannon's Initiative Table roll (5.2).
	Initiative *LooseCannonResult
	Rolls      []dice.Roll
	Explain    Explanation
}

// Acts reports whether the Formation acts in this activation.
func (a ActivationResult) Acts() bool {
	return a.Outcome == Activated || (a.Initiative != nil && a.Initiative.Result != InitiativeHalt)
}

// CountsActivated reports whether the Formation is done trying this GT
// (activated, a loose cannon whatever its result, or a 6 at night; 5.1.2).
func (a ActivationResult) CountsActivated() bool { return a.Outcome != Failed }

// ActivationModifiers are 5.1.1's cumulative -1 per failed attempt and
// 5.1.3's -1 within the OC's command range.
func ActivationModifiers(in ActivationInput) []Modifier {
	var m []Modifier
	if in.Failures > 0 {
		m = append(m, Modifier{Rule: in.Edition.rule("5.1.1", "6.1.2"), Source: fmt.Sprintf("Orders marker, %d failed attempt(s)", in.Failures), Value: -in.Failures})
	}
	if in.InOCRange {
		m = append(m, Modifier{Rule: in.Edition.rule("5.1.3", "6.1.4"), Source: "FC within the Overall Commander's command range", Value: -1})
	}
	return m
}

// Activate rolls one attempt: 1d6, modified, at most the Command Value
// activates (5.1.1); otherwise the FC gets one more cumulative -1. An
// unmodified 6 is a loose cannon (5.2): the Formation activates by its
// commander's initiative, rolled on the Initiative Table with its Mood;
// at night the 6 has no effect and the Formation counts as activated
// (22.4).
func (t *Tables) Activate(in ActivationInput, r dice.Roller) ActivationResult {
	rec := record(r)
	d := rec.RollStake(6, "activation "+in.Formation, dice.Stake{Who: in.Formation})
	res := t.judgeActivation(in, d)
	if res.Outcome == LooseCannon {
		lc := t.looseCannon(in.Edition, in.Formation, in.Mood, rec)
		res.Initiative = &lc
		res.Explain = append(res.Explain, lc.Explain...)
	}
	res.Rolls = rec.rolls
	return res
}

func (t *Tables) judgeActivation(in ActivationInput, d int) ActivationResult {
	res := ActivationResult{Die: d, Modifiers: ActivationModifiers(in)}
	res.Modified = d + sumMods(res.Modifiers)
	rule := in.Edition.rule("5.1.1", "6.1.1")
	switch {
	case in.Reluctant && d >= 5:
		res.Outcome = Reluctance
		res.Explain.add("Activation of %s (%s): natural %d of a reluctant Formation: it cannot move and is finished for the GT (26.1.3)", in.Formation, rule, d)
	case d == 6 && in.Night:
		res.Outcome = NightSix
		res.Explain.add("Activation of %s (%s): natural 6 at night: no effect, its units stay where they are and it counts as activated (22.4)", in.Formation, rule)
	case d == 6:
		res.Outcome = LooseCannon
		res.Explain.add("Activation of %s (%s): natural 6, a loose cannon: it activates by its commander's initiative (%s)", in.Formation, rule, in.Edition.rule("5.2", "6.2"))
	case res.Modified <= in.CommandValue:
		res.Outcome = Activated
		res.Explain.add("Activation of %s (%s): 1d6 %d, %s = %d <= Command Value %d: activated", in.Formation, rule, d, modsText(res.Modifiers), res.Modified, in.CommandValue)
	default:
		res.Outcome = Failed
		res.Explain.add("Activation of %s (%s): 1d6 %d, %s = %d > Command Value %d: failed; Orders marker now -%d", in.Formation, rule, d, modsText(res.Modifiers), res.Modified, in.CommandValue, in.Failures+1)
	}
	return res
}

// LooseCannonResult is the Initiative Table roll of a loose cannon (5.2).
type LooseCannonResult struct {
	Die, Mood, Modified int
	Row                 string
	Result              string // InitiativeHalt, InitiativeNormal or InitiativeAttack
	Rolls               []dice.Roll
	Explain             Explanation
}

// LooseCannon rolls the Initiative Table alone (5.2): one die (001 6.2
// "Tirate un dado"; 002 does not say) plus the Mood DRM (5.2.1).
func (t *Tables) LooseCannon(e Edition, formation string, mood int, r dice.Roller) LooseCannonResult {
	rec := record(r)
	res := t.looseCannon(e, formation, mood, rec)
	res.Rolls = rec.rolls
	return res
}

func (t *Tables) looseCannon(e Edition, formation string, mood int, rec *recorder) LooseCannonResult {
	d := rec.RollStake(6, "initiative table "+formation, dice.Stake{Who: formation, High: true})
	mood = t.ClampMood(mood)
	res := LooseCannonResult{Die: d, Mood: mood, Modified: d + mood}
	row := t.rowFor(TableInitiative, res.Modified)
	res.Row, res.Result = row.Key, row.Cells[0]
	res.Explain.add("Initiative Table (%s): 1d6 %d %+d Mood (%s) = %d, row %s: %s", e.rule("5.2", "6.2"), d, mood, e.rule("5.2.1", "6.2.1"), res.Modified, row.Key, res.Result)
	return res
}

// ClampMood keeps a Mood on the Commander Mood Track.
func (t *Tables) ClampMood(m int) int { return max(t.moodMin, min(t.moodMax, m)) }

// MoodAfter is a Formation's Mood after an assault or charge it fought,
// as attacker or defender: +1 won, -1 lost, unchanged on a draw (5.2.1).
// Goito 6.2.1 defines won as "when the enemy retreats" and lost as "when
// your unit retreats"; pass retreats accordingly (the engine knows).
func (t *Tables) MoodAfter(e Edition, mood int, won, lost bool) (int, string) {
	rule := e.rule("5.2.1", "6.2.1")
	switch {
	case won && !lost:
		n := t.ClampMood(mood + 1)
		return n, fmt.Sprintf("won an assault/charge: Mood %+d -> %+d (%s)", mood, n, rule)
	case lost && !won:
		n := t.ClampMood(mood - 1)
		return n, fmt.Sprintf("lost an assault/charge: Mood %+d -> %+d (%s)", mood, n, rule)
	}
	return mood, fmt.Sprintf("neither won nor lost: Mood stays %+d (%s)", mood, rule)
}

// MoodToward0 is the Advanced game's Fatigue Phase step (5.2.1, 14·7.3):
// the Commander Mood marker moves one step towards 0.
func MoodToward0(m int) int {
	switch {
	case m > 0:
		return m - 1
	case m < 0:
		return m + 1
	}
	return 0
}
