package adjudicator_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// seeing is the toy's state choosing its reaction default seeing the
// reacting side's waiting lines (adjudicator.WaitingDefaulter): it blocks
// when those lines hide, and says why.
type seeing struct {
	*adjudicatortest.State
	saw *[][]string // the waiting lines' texts at each call
}

func (s seeing) Clone() adjudicator.State {
	return seeing{s.State.Clone().(*adjudicatortest.State), s.saw}
}

func (s seeing) Pending() []adjudicator.Decision {
	ds := s.State.Pending()
	for i := range ds {
		ds[i].ReportDefault = true
	}
	return ds
}

func (s seeing) DefaultFor(d adjudicator.Decision, waiting []adjudicator.Line) (adjudicator.Line, string, bool) {
	var texts []string
	for _, l := range waiting {
		texts = append(texts, l.Text)
	}
	*s.saw = append(*s.saw, texts)
	if d.Kind != "react" || !slices.Contains(texts, "hide 3") {
		return adjudicator.Line{}, "", false
	}
	return adjudicator.Line{Text: "react block", Kind: "react"}, "as your lines hide (toy)", true
}

// The run loop's default (step 3) is the state's choice when it sees the
// side's waiting lines, and the report says why; without a choice it is
// the decision's Default, in the words it always had.
func TestRunDefaultSeesWaitingLines(t *testing.T) {
	for _, blue := range []string{"hide 3\n", "hide 8\n"} {
		g := newToy(t)
		var saw [][]string
		g.State = seeing{g.State.(*adjudicatortest.State), &saw}
		orders(t, g, "blue", 1, blue)
		orders(t, g, "red", 1, "roll\n")
		res, err := g.Run(stream(1))
		if err != nil {
			t.Fatal(err)
		}
		if len(saw) == 0 || !slices.Equal(saw[0], []string{strings.TrimSpace(blue)}) {
			t.Fatalf("the state saw %q, want blue's waiting %q", saw, blue)
		}
		got := texts(res.Events)
		want := `react to the roll just made: no line of yours answered it, so the default "react none" applies`
		if blue == "hide 3\n" {
			want = `react to the roll just made: no line of yours answered it, so the default "react block" applies, as your lines hide (toy)`
		}
		if !strings.Contains(got, want+"\n") {
			t.Fatalf("blue %q: events\n%s\nwant %q", blue, got, want)
		}
	}
}
