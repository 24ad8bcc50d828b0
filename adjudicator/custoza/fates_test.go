package custoza

import (
	"errors"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// Test15_2_ActivationLimitRefusesTheLineAtTurnEnd: Goito 15.2, "The
// Piedmontese player can activate each turn a number of Formations equal
// to the current turn". Once Turn I's one activation is spent, an
// `activate` line still waiting when the turn ends is refused with 15.2
// (revision 4), where it expired "the step it answers was over"; a line
// for a Formation that activated was not needed.
func Test15_2_ActivationLimitRefusesTheLineAtTurnEnd(t *testing.T) {
	r := limitedRig(t)
	err := r.s.Forbidden("italy", adjudicator.Line{Text: "activate d2", Kind: kActivate})
	if err == nil || errors.Is(err, adjudicator.ErrSpent) || !strings.Contains(err.Error(), "Goito 15.2") {
		t.Fatalf("activate d2 after the limit: %v, want refused citing Goito 15.2", err)
	}
	err = r.s.Forbidden("italy", adjudicator.Line{Text: "activate d1", Kind: kActivate})
	if !errors.Is(err, adjudicator.ErrSpent) {
		t.Fatalf("activate d1 after it activated: %v, want not needed", err)
	}
	r.s.b.rev = 3
	if err := r.s.Forbidden("italy", adjudicator.Line{Text: "activate d2", Kind: kActivate}); err != nil {
		t.Fatalf("revision 3: %v, want nothing said (the line expires as recorded)", err)
	}
}

// TestRefusalCitesItsStep: from revision 4 a refusal whose words name no
// rule cites the rule of its line's step: a path that skips a hex is
// refused under movement (7.2; Goito 8 in a Goito game).
func TestRefusalCitesItsStep(t *testing.T) {
	for _, c := range []struct {
		ed   string
		rev  int
		want string
	}{{EditionCustoza, 4, "(7.2)"}, {EditionGoito, 4, "(Goito 8)"}, {EditionCustoza, 3, ""}} {
		r := newRig(t, rigMap{edition: c.ed})
		r.s.b.rev = c.rev
		r.put("ifc1", "0505", "n")
		r.put("ii1", "0506", "n")
		r.act("d1")
		err := r.try("move ii1 0508")
		if err == nil || !strings.Contains(err.Error(), "is not next to") {
			t.Fatalf("%s revision %d: %v, want the skipped hex refused", c.ed, c.rev, err)
		}
		if c.want != "" && !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%s revision %d: %q, want it to cite %s", c.ed, c.rev, err, c.want)
		}
		if c.want == "" && citedNumber.MatchString(err.Error()) {
			t.Errorf("revision %d: %q, want the words revision 3 recorded", c.rev, err)
		}
	}
}
