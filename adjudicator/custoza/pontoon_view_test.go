package custoza

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
)

// 24.1.4.1: the numerical marker and the bridge are on the map: both
// sides' views and reports say the countdown, the picture shows them, and
// a state rebuilt from a view (the offline check, a bot) has the bridge.
func Test24_1_4_1_ViewsTellTheCountdown(t *testing.T) {
	r := pontoonRig(t)
	r.do("build bt 1005")
	r.commandPhase()
	for _, side := range []adjudicator.Side{"austria", "italy"} {
		v := r.s.View(side)
		if !strings.Contains(v.Text, "1005: being built from 1105, marker 3: ready after 3 more Command Phases (24.1.4.1)") {
			t.Fatalf("%s's view text:\n%s", side, v.Text)
		}
	}
	own := r.s.View("austria")
	if hints := own.Groups[1].Hints; !slices.ContainsFunc(hints, func(h string) bool { return strings.HasPrefix(h, "ferry UNIT HEX") }) ||
		slices.ContainsFunc(hints, func(h string) bool { return strings.HasPrefix(h, "build bt") }) {
		t.Fatalf("k1's template while the bridge is built: %q", hints)
	}
	i := slices.IndexFunc(own.Pieces, func(p adjudicator.Piece) bool { return p.Hex == "1105" })
	if i < 0 || !slices.Contains(own.Pieces[i].Markers, "Pontoon 3 → 1005") {
		t.Fatalf("the picture's stack in 1105: %+v", own.Pieces)
	}
	for range 3 {
		r.commandPhase()
	}
	v := r.s.View("italy")
	if !strings.Contains(v.Text, "1005: built, a Mincio bridge crossed in March Movement") {
		t.Fatalf("italy's view text:\n%s", v.Text)
	}
	if !slices.ContainsFunc(v.Pieces, func(p adjudicator.Piece) bool { return p.Hex == "1005" && p.Type == "bridge" }) {
		t.Fatalf("the picture shows no bridge in 1005: %+v", v.Pieces)
	}
	pic, err := render.ViewPicture(r.s.b.sc, v)
	if err != nil {
		t.Fatal(err)
	}
	var svg bytes.Buffer
	if err := render.SVG(&svg, pic, render.DefaultOptions()); err != nil || !strings.Contains(svg.String(), "Pontoon") {
		t.Fatalf("the map picture draws no Pontoon (%v)", err)
	}
	s, err := FromView(r.s.b.sc, v)
	if err != nil {
		t.Fatal(err)
	}
	if s.b.terrainOf(r.hex("1005")) != "mincio-bridge" {
		t.Fatal("a state rebuilt from the view has no bridge")
	}
}

// 24.1.4.3: the ferry under way is its owner's: the enemy's view does not
// show it.
func Test24_1_4_3_FerryIsTheOwnersBookkeeping(t *testing.T) {
	r := pontoonRig(t)
	r.put("ac1", "1105", "n")
	r.do("ferry ac1 0905")
	var own, enemy ViewData
	if err := json.Unmarshal(r.s.View("austria").Data, &own); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(r.s.View("italy").Data, &enemy); err != nil {
		t.Fatal(err)
	}
	if own.Ferry == nil || enemy.Ferry != nil {
		t.Fatalf("the ferry in austria's view %+v, in italy's %+v", own.Ferry, enemy.Ferry)
	}
	if !strings.Contains(r.s.View("austria").Text, "ac1 from 1105 to 0905, landing at the end of GT 2") {
		t.Fatalf("austria's view text:\n%s", r.s.View("austria").Text)
	}
}

// The offline check (`mincio orders check`) knows the build and ferry
// lines: it runs them on the state rebuilt from the side's view.
func Test24_1_4_OfflineCheckOfBuildAndFerry(t *testing.T) {
	r := pontoonRig(t)
	r.put("al1", "1105", "n")
	want := map[string]string{
		"build bt 1005":  "ok",
		"build bt 1205":  "not a Mincio River hex",
		"ferry al1 0905": "ok",
		"ferry al1 1305": "not over the Mincio",
	}
	var lines []adjudicator.Line
	for _, text := range []string{"build bt 1205", "build bt 1005", "ferry al1 1305", "ferry al1 0905"} {
		lines = append(lines, adjudicator.Line{Text: text, Kind: kindOf(text), Group: "k1", Turn: r.s.Turn, Pos: adjudicator.Pos{Line: len(lines) + 1}})
	}
	r.checked("austria", lines, want)
}
