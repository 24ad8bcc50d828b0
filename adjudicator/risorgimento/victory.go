package risorgimento

import (
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator"
)

// victory scores the end of the last turn by the scenario's [victory]
// (the playbook's conditions are not in the seed): each side the VP of
// the objectives it holds and demoralized-vp for each enemy corps
// Demoralized (9.2); the allied margin at win= or more is an allied
// victory, at draw= or more a draw, below it an Austrian victory.
func (s *State) victory() *adjudicator.Outcome {
	win, draw, dvp := 5, 2, 2
	for _, c := range s.w.sc.Conditions {
		for _, r := range c.Extra {
			n, err := strconv.Atoi(r.Value)
			if err != nil {
				continue
			}
			switch r.Key {
			case "win":
				win = n
			case "draw":
				draw = n
			case "demoralized-vp":
				dvp = n
			}
		}
	}
	vp := map[adjudicator.Side]int{}
	for k, o := range s.w.sc.Objectives {
		vp[s.Control[k]] += o.VP
	}
	for _, ci := range s.w.corps {
		if s.corps(ci.ID).Demoralized {
			vp[s.w.other(ci.Side)] += dvp
		}
	}
	allied := s.w.other(s.w.austria)
	margin := vp[allied] - vp[s.w.austria]
	text := fmt.Sprintf("after turn %d: %s %d VP, %s %d VP", s.Turn, allied, vp[allied], s.w.austria, vp[s.w.austria])
	switch {
	case margin >= win:
		return &adjudicator.Outcome{Winner: allied, Level: "victory", Text: text + ": " + string(allied) + " wins"}
	case margin >= draw:
		return &adjudicator.Outcome{Level: "draw", Text: text + ": a draw"}
	}
	return &adjudicator.Outcome{Winner: s.w.austria, Level: "victory", Text: text + ": " + string(s.w.austria) + " wins"}
}
