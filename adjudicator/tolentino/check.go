package tolentino

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// CheckOrders implements adjudicator.ViewChecker: it checks order lines
// against a side's view alone (`mincio orders check --view`): that the
// units named are that side's counters on the map, that formations exist
// and that `order FORMATION` names one's own, and that attacks and
// bombardments aim at hexes where the side sees an enemy stack. What needs
// the whole state (paths, EZOCs, command) is checked when the line is used.
func (System) CheckOrders(v adjudicator.View, lines []adjudicator.Line) adjudicator.Problems {
	var d ViewData
	if err := json.Unmarshal(v.Data, &d); err != nil {
		return adjudicator.Problems{{Msg: "the view has no Tolentino data: " + err.Error(), Hint: "use a view written by mincio for this game"}}
	}
	own := map[string]bool{}
	enemyHex := map[hexmap.Hex]bool{}
	for _, u := range d.Units {
		if u.Side == d.Side {
			own[u.ID] = true
		} else {
			enemyHex[u.Hex] = true
		}
	}
	for _, h := range d.Hidden {
		enemyHex[h.Hex] = true
	}
	forms := map[string]adjudicator.Side{}
	for _, f := range d.Formations {
		forms[f.ID] = f.Side
	}
	var ps adjudicator.Problems
	lx := viewLexicon(d)
	for _, l := range lines {
		if l.Kind == adjudicator.Heading {
			continue
		}
		c, err := parseLine(l.Text, lx)
		if err != nil {
			ps = append(ps, adjudicator.Problem{Pos: l.Pos, Msg: err.msg, Hint: err.hint})
			continue
		}
		for _, msg := range checkCmd(c, d.Side, own, enemyHex, forms) {
			ps = append(ps, adjudicator.Problem{Pos: l.Pos, Msg: msg, Hint: "see your view: your units, the formations, the enemy stacks you see"})
		}
	}
	return ps
}

func checkCmd(c *cmd, side adjudicator.Side, own map[string]bool, enemyHex map[hexmap.Hex]bool, forms map[string]adjudicator.Side) []string {
	var out []string
	units := c.units
	if c.unit != "" {
		units = append(units, c.unit)
	}
	for _, id := range units {
		if !own[id] {
			out = append(out, fmt.Sprintf("%s is not one of your counters on the map", id))
		}
	}
	if c.form != "" {
		fs, ok := forms[c.form]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("no formation %s", c.form))
		case (c.kind == "order" || c.kind == "initiative") && fs != side:
			out = append(out, fmt.Sprintf("formation %s is the enemy's", c.form))
		}
	}
	if c.kind == "attack" || c.kind == "bombard" {
		for _, h := range c.hexes {
			if !enemyHex[h] {
				out = append(out, fmt.Sprintf("you see no enemy stack in %v", h))
			}
		}
	}
	return out
}

var _ adjudicator.ViewChecker = System{}
