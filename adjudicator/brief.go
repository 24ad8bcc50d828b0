package adjudicator

// Briefer is implemented by states whose decisions are costly to list in
// full (legal move destinations for Options). Brief returns what Pending
// returns — the same decisions, sides, kinds, prompts, Accepts and
// Defaults, in the same order — except that Options may be left out. The
// run loop picks answers from Brief, which needs no Options, and calls
// Pending only for the decisions left owed, which results record and
// reports show; so a long run of answered decisions, and a replay of it,
// lists no options.
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
