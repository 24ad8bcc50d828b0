package risorgimento

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// skirmishWithRules is the test scenario with rules lines added to its
// [rules] and its text changed by replace (old, new pairs), under rules
// revision rev.
func skirmishWithRules(t *testing.T, rev int, rules string, replace ...string) *State {
	t.Helper()
	sc := skirmishScenarioWith(t, rules, replace...)
	return newAt(t, sc, rev)
}

func skirmishScenarioWith(t *testing.T, rules string, replace ...string) *scenarios.Scenario {
	t.Helper()
	raw, err := os.ReadFile("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(raw), "\n[victory]", rules+"\n\n[victory]", 1)
	text = strings.NewReplacer(replace...).Replace(text)
	path := filepath.Join(t.TempDir(), "skirmish.scn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestRevision4RuleLines: revision 4 reads `rule cultivated-road-stacking
// on|off` and `rule corps-withdrawal-in-rain LEVEL|off` and refuses any
// other value, naming the line; revision 3 reads neither (its games keep
// their moves and their end of turn), whatever the value.
func TestRevision4RuleLines(t *testing.T) {
	on := "\nrule cultivated-road-stacking on @estimated \"x\"\nrule corps-withdrawal-in-rain 6 @estimated \"a test level\""
	s := skirmishWithRules(t, 4, on)
	if !s.w.roadStacking || s.w.withdrawLevel != 6 {
		t.Fatalf("revision 4 read road stacking %v, withdrawal level %d; want true, 6", s.w.roadStacking, s.w.withdrawLevel)
	}
	s = skirmishWithRules(t, 4, "\nrule cultivated-road-stacking off @estimated \"off\"\nrule corps-withdrawal-in-rain off @estimated \"off\"")
	if s.w.roadStacking || s.w.withdrawLevel != 0 {
		t.Fatalf("off lines read as road stacking %v, withdrawal level %d", s.w.roadStacking, s.w.withdrawLevel)
	}
	for _, old := range []string{on, "\nrule cultivated-road-stacking maybe @estimated \"x\"\nrule corps-withdrawal-in-rain on @estimated \"x\""} {
		s = skirmishWithRules(t, 3, old)
		if s.w.roadStacking || s.w.withdrawLevel != 0 {
			t.Fatalf("revision 3 read %q: road stacking %v, withdrawal level %d", old, s.w.roadStacking, s.w.withdrawLevel)
		}
	}
	for line, want := range map[string]string{
		"\nrule cultivated-road-stacking yes @estimated \"x\"": "rule cultivated-road-stacking is on or off",
		"\nrule corps-withdrawal-in-rain on @estimated \"x\"":  "rule corps-withdrawal-in-rain wants the level",
	} {
		sc := skirmishScenarioWith(t, line)
		sc.Revisions.System = 4
		_, err := System{}.New(sc)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "skirmish.scn:") {
			t.Errorf("%q: error %v, want %q with its line", line, err, want)
		}
	}
}
