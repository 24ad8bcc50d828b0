package tolentino

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// The groups of an order file (docs/orders-tolentino.md, "One file a
// turn"): the army's own choices — the army commander's order changes
// (5.2), the formations to activate when the side has the choice (6.1),
// the Grenzer option (16.3), the night reorganization (17) — and one group
// per formation: what it does when it is activated (3.1 B), whoever
// activated it, and the retreats and advances of its units.

// armyKinds are the lines of the army's own choices.
var armyKinds = []string{"order", "grenzer", "done-orders", "activate", "reorganize", "done-reorganize"}

// formationKinds are the lines of a formation's group.
var formationKinds = []string{"initiative", "move", "hold", "artillery", "charge", "bridge", "done",
	"unit-order", "done-orders", "bombard", "done-bombard", "attack", "done-attack",
	"advance", "retreat", "reorganize", "done-reorganize"}

// checkGroup says whether line c, from side's file, may stand in group
// ("" the army's own choices, else a formation of side's).
// word is the line's first word, for messages.
func (lx *lexicon) checkGroup(c *cmd, word string, side adjudicator.Side, group string, col int) *parseError {
	at := token{col: col}
	if c.kind == "standing" {
		return nil // standing orders hold in any turn and group
	}
	units := c.units
	if c.unit != "" {
		units = append([]string{c.unit}, units...)
	}
	for _, id := range units {
		if us := lx.unitSide[id]; us != side {
			return perr(at, "name your own units: the other side's are theirs to command", "%s is %s's unit, not %s's", id, us, side)
		}
	}
	if group == "" {
		if !slices.Contains(armyKinds, c.kind) {
			hint := "put it under `formation ID`, the formation whose step it answers"
			if len(units) > 0 && lx.unitForm[units[0]] != "" {
				hint = fmt.Sprintf("put it under `formation %s`", lx.unitForm[units[0]])
			}
			return perr(at, hint, "%q is what a formation does when it acts, not one of your army's own choices", word)
		}
		return nil
	}
	if !slices.Contains(formationKinds, c.kind) {
		return perr(at, "put it under `army`, or straight after `turn N`",
			"%q is one of your army's own choices, not a line of formation %s", word, group)
	}
	if c.kind == "initiative" && c.form != group {
		return perr(at, fmt.Sprintf("write `initiative %s ORDER` here, or move the line under `formation %s`", group, c.form),
			"formation %s's group can try an initiative for %s only (5.2.1)", group, group)
	}
	for _, id := range units {
		f := lx.unitForm[id]
		if f == group || f == "" && (c.kind == "move" || c.kind == "hold") { // 4.2.1: the army commander moves with any friendly activation
			continue
		}
		if f == "" {
			return perr(at, "an army commander only moves or holds (4.2.1)", "%s belongs to no formation", id)
		}
		return perr(at, fmt.Sprintf("put the line under `formation %s`", f), "%s is in formation %s, not %s", id, f, group)
	}
	return nil
}

// formationsOf lists side's formations, sorted.
func (lx *lexicon) formationsOf(side adjudicator.Side) []string {
	var out []string
	for id, s := range lx.formSide {
		if s == side {
			out = append(out, id)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return strings.Compare(a, b) })
	return out
}
