package saves

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// What the benchmarks on real games (package saves_test, which may import
// selfplay) drive of the internals.

// StateAt replays the log up to entry n, checking each entry as State does.
func StateAt(f *Folder, n int) (*adjudicator.Game, error) {
	g, err := adjudicator.NewGame(f.System, f.Scenario)
	if err != nil {
		return nil, err
	}
	for i := 1; i <= n; i++ {
		e, err := f.Entry(i)
		if err == nil {
			err = f.replay(g, e)
		}
		if err != nil {
			return nil, err
		}
	}
	return g, nil
}

// ReadInput reads entry e's input, its signature checked.
func ReadInput(f *Folder, e *Entry) (*Input, error) { return f.readInput(e) }

// Apply runs in against g with e's recorded rolls, as replay does.
func Apply(g *adjudicator.Game, in *Input, e *Entry) (Result, error) {
	return apply(g, in, dice.NewReplay(e.Result.Rolls))
}

// SinceLastReport lists the entries a report to side with e covers.
func SinceLastReport(f *Folder, e *Entry, side adjudicator.Side) ([]*Entry, error) {
	return f.sinceLastReport(e, side, map[int]*Entry{})
}

// EncodeJSON is the canonical encoding of log entries.
func EncodeJSON(v any) ([]byte, error) { return encodeJSON(v) }

// RecordOptions makes the games opened from now on record their owed
// decisions with their Options, as earlier versions of mincio did, until
// restore is called. Not for parallel tests.
func RecordOptions() (restore func()) {
	recordOptions = true
	return func() { recordOptions = false }
}

// ReportEntry is e as its reports tell it, g the game it left.
func ReportEntry(g *adjudicator.Game, e *Entry) *Entry { return reportEntry(g, e) }

// CheckReceived is the check Submit runs with Options.CheckLines: in's
// lines against its side's view of g.
func CheckReceived(f *Folder, g *adjudicator.Game, in *Input) (*OrderCheck, error) {
	env := in.Envelope
	lines, ps := g.System.ParseOrders(env.Side, in.Name, env.BodyLine, env.Body)
	if ps != nil {
		return nil, ps
	}
	return f.checkReceived(g, env.Side, lines), nil
}
