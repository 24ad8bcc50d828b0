package adjudicator

// Briefer is implemented, optionally, by states whose decisions are costly
// to list with their Options (Tolentino's legal move destinations are path
// searches). Brief returns what Pending returns — the same decisions in
// the same order, with the same sides, kinds, prompts, Accepts, Groups,
// Subjects, Defaults and ReportDefault — but with no Options at all.
//
// The run loop needs no Options to answer a decision from a side's lines,
// standing orders or a default, so it picks its answers from Brief and
// calls Pending only for the decisions it leaves owed, which results
// record and reports show (or when a side that missed its turn is
// answered from the options). A long run of answered decisions, and its
// replay, then lists no options. A system without Brief works the same,
// from Pending.
type Briefer interface {
	Brief() []Decision
}

// BriefOf lists st's pending decisions for choosing an answer: Brief when
// st has it, else Pending.
func BriefOf(st State) []Decision {
	if b, ok := st.(Briefer); ok {
		return b.Brief()
	}
	return st.Pending()
}

// decisions lists the pending decisions the run loop answers from: Brief
// ones unless a side that missed its turn may need the options
// (absentAnswer).
func (g *Game) decisions() (list []Decision, brief bool) {
	for _, o := range g.Orders {
		if o.Absent {
			return g.State.Pending(), false
		}
	}
	_, brief = g.State.(Briefer)
	return BriefOf(g.State), brief
}

// Owed lists the decisions pending now as a result records them: Pending,
// or Brief when BriefOwed is set.
func (g *Game) Owed() []Decision {
	if g.BriefOwed {
		return BriefOf(g.State)
	}
	return g.State.Pending()
}
