package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// switches are the readings where the rulebooks differ and players could
// want either (docs/custoza-editions.md): each has the edition's reading
// as its default and a `rule NAME VALUE` line (or `mincio new --option
// NAME=VALUE`) to choose the other. vocab.go's RuleSwitches names them.
type switches struct {
	// chargeLoS: Goito 10.1 "within the MA and LOS of any one Charging
	// Force" (target, 000), 001 10.1 "una LoS all'esagono di carica"
	// (marker), 002 9.1 none.
	chargeLoS string
	// withdrawalCheck: Goito 8.8.2 puts the check in the general
	// withdrawal rule (always, 000/001), 002 12.1 "do not require a
	// Cohesion Check" outside reactions (reaction).
	withdrawalCheck string
	// withdrawalDRM: Goito 12.2.6 the MA difference (difference), 002
	// 11.5.5 the difference plus 4 (plus4).
	withdrawalDRM string
	// mood: 5.2.1 won or lost by the result (result), Goito 6.2.1 by
	// retreats (retreat).
	mood string
	// commandStreams: 001 5.2.2 "esagoni di Fiume (maggiore o minore)
	// senza ponte" — a stream blocks the command range too (yes); 000
	// 5.2.2 "unbridged River hexsides" only (no).
	commandStreams bool
	// fortresses: the side that holds Peschiera and its fortresses (22.3;
	// 24.1.1 Italian in 1848, 26.1.1 Austrian in 1866); "" none.
	fortresses adjudicator.Side
}

func (b *battle) loadSwitches() {
	sw := switches{chargeLoS: "none", withdrawalCheck: "reaction", withdrawalDRM: "plus4", mood: "result"}
	if b.ed == combat.Goito {
		sw = switches{chargeLoS: "target", withdrawalCheck: "always", withdrawalDRM: "difference", mood: "retreat"}
	}
	if v, ok := b.sc.Rule("charge-los"); ok {
		sw.chargeLoS = v
	}
	if v, ok := b.sc.Rule("withdrawal-check"); ok {
		sw.withdrawalCheck = v
	}
	if v, ok := b.sc.Rule("withdrawal-drm"); ok {
		sw.withdrawalDRM = v
	}
	if v, ok := b.sc.Rule("mood"); ok {
		sw.mood = v
	}
	if v, ok := b.sc.Rule("command-streams"); ok {
		sw.commandStreams = v == "block"
	}
	if v, ok := b.sc.Rule("fortresses"); ok {
		sw.fortresses = adjudicator.Side(v)
	}
	b.sw = sw
}

// rule names a rule in the edition's numbering: 002's, or Goito's.
func (s *State) rule(custoza, goito string) string {
	if s.b.ed == combat.Goito {
		return "Goito " + goito
	}
	return custoza
}

// ruleCited is the rule number an event cites: the edition's own under
// revision 2 (s.rule); 002's under revision 1, whose Goito games cited
// 002's numbers in these events while the combat details cited 000's.
func (s *State) ruleCited(custoza, goito string) string {
	if s.b.rev < 2 {
		return custoza
	}
	return s.rule(custoza, goito)
}

// cite completes words that named no rule with why and the rule that
// refuses the line, under revision 2 (every refusal names its rule);
// revision 1's words stay as its games recorded them.
func (s *State) cite(words, why, custoza, goito string) string {
	if s.b.rev < 2 {
		return words
	}
	return words + why + " (" + s.rule(custoza, goito) + ")"
}

// moodEdition is the edition whose reading of won and lost moves the
// Mood markers (5.2.1, Goito 6.2.1).
func (s *State) moodEdition() combat.Edition {
	if s.b.sw.mood == "retreat" {
		return combat.Goito
	}
	return combat.Custoza
}

// withdrawalEdition is the edition whose reaction withdrawal DRM applies
// (11.5.5, Goito 12.2.6).
func (s *State) withdrawalEdition() combat.Edition {
	if s.b.sw.withdrawalDRM == "difference" {
		return combat.Goito
	}
	return combat.Custoza
}
