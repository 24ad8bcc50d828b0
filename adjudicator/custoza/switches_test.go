package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The rule switches (switches.go, docs/custoza-editions.md) default to
// the edition's reading; a game option (`mincio new --option NAME=VALUE`)
// or a scenario's `rule` line chooses the other; a bad value is refused
// with the rule it is for.
func TestRuleSwitches(t *testing.T) {
	sc, err := scenarios.Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	b, err := newBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	if b.sw != (switches{chargeLoS: "none", withdrawalCheck: "reaction", withdrawalDRM: "plus4", mood: "result", fortresses: "austria"}) {
		t.Fatalf("custoza defaults: %+v", b.sw)
	}
	if err := sc.ApplyOptions([]string{"charge-los=target", "withdrawal-check=always", "withdrawal-drm=difference", "mood=retreat", "command-streams=block"}); err != nil {
		t.Fatal(err)
	}
	if b, _ = newBattle(sc); b.sw != (switches{chargeLoS: "target", withdrawalCheck: "always", withdrawalDRM: "difference", mood: "retreat", commandStreams: true, fortresses: "austria"}) {
		t.Fatalf("after the options: %+v", b.sw)
	}
	g, _ := scenarios.Load("goito1848")
	gb, _ := newBattle(g)
	if gb.sw != (switches{chargeLoS: "target", withdrawalCheck: "always", withdrawalDRM: "difference", mood: "retreat"}) {
		t.Fatalf("goito defaults: %+v", gb.sw)
	}
	bad, _ := scenarios.Load("custoza-23.2")
	err = bad.ApplyOptions([]string{"charge-los=maybe"})
	if err == nil || !strings.Contains(err.Error(), "not target, marker or none") || !strings.Contains(err.Error(), "9.1, Goito 10.1") {
		t.Fatalf("a bad option: %v", err)
	}
}
