package scenarios_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The 1848 campaign scenarios 24, 25 and 28 (docs/scenario-custoza.md):
// every unit of the text, at the hexes and turns as printed.

var campaigns1848 = []string{"custoza-24", "custoza-25", "custoza-28"}

// whereText writes a set-up line's areas as the scenario file does.
func whereText(ws []scenarios.Where) string {
	var out []string
	for _, w := range ws {
		switch w.Kind {
		case "within":
			out = append(out, fmt.Sprintf("within %d of %s", w.Radius, w.Hexes[0]))
		case "at":
			var hs []string
			for _, h := range w.Hexes {
				hs = append(hs, h.String())
			}
			out = append(out, "at "+strings.Join(hs, " "))
		case "columns":
			out = append(out, fmt.Sprintf("columns %d-%d", w.MinCol, w.MaxCol))
		default:
			out = append(out, w.Kind)
		}
	}
	return strings.Join(out, " or ")
}

// campaignSetup is one set-up group of 24.3, 25.3, 28.3: the counters the
// text lists, where (as whereText writes it; "roads of HEX" for 24.3's
// connected Road/Track hexes within 5), and the statuses.
type campaignSetup struct {
	scenario, text string
	ids            string
	where          string
	with           string
}

var campaignSetups = []campaignSetup{
	{"custoza-24", "4913 Sommacampagna (#4) or 5029 Villafranca (#4) [4a Divisione]: Com. Ferdinando di Savoia, Novara I, 13° Pinerolo, Toscana Art Batt, 1° Toscana",
		"fdsavoia novara1 pinerolo13 art-toscana toscana1", "within 4 of 4913 or within 4 of 5029", ""},
	{"custoza-24", "4834 (#4) [4a Div]: 3°, 4° Piemonte, Volontari Pavesi Btn, Carabinieri Lombardi L Inf Btn, 1st Art Batt",
		"piemonte3 piemonte4 pavesi carab-lomb art1", "within 4 of 4834", ""},
	{"custoza-24", "4707 Sona (4#) or 4402 Palazzolo (4#) [3a Division]: Com. Broglia, 1°, 2° Savoia, Parma Btn, Modena Btn, 1° Bersaglieri, Novara II, Parma+Modena Art, 2a+7a Art",
		"broglia savoia1 savoia2 parma modena bers1 novara2 art-pm art2-7", "within 4 of 4707 or within 4 of 4402", ""},
	{"custoza-24", "2529 Valeggio or 1621 Mozambano or 1705 (#4) Peschiera [2a Divisione di Riserva]: Com. Visconti, 1°-4° Prov Inf Rgt",
		"visconti prov1 prov2 prov3 prov4", "within 4 of 2529 or within 4 of 1621 or within 4 of 1705", ""},
	{"custoza-24", "in March Movement in the hex or any connected Road/Track hex within 5 hexes of 5705: OC Radetzky; [II Corps] Com. D'Aspre (commanders: no March Movement, 7.10)",
		"radetzky daspre", "roads of 5705", ""},
	{"custoza-24", "in March Movement within 5 of 5705: Schaaffgotsche and Wimpffen Divs",
		"ir1 ir48 hang38 jg11 gr6-2 uhl4-ii art4-5 gr4 ir47 ir52 kj2 jg9 hus7 cart2-7 art6-ah", "roads of 5705", "march"},
	{"custoza-24", "Within 5 of 6216: [I Corps] Com. Wratislaw", "wratislaw", "roads of 6216", ""},
	{"custoza-24", "Within 5 of 6216: Von Rath and Von Weigelsperg Divs",
		"ir28 gr3 kj4 gr5-2 gr11-2 alb44-3 hus5 art2-3 ir7 ir17 gr1-8 jg10 cart1", "roads of 6216", "march"},

	{"custoza-25", "25.3: Scenario 1's units anywhere west of column 54xx inclusive (4a Div)",
		"fdsavoia novara1 pinerolo13 art-toscana toscana1", "within 4 of 4913 or columns 10-54", ""},
	{"custoza-25", "25.3 (4a Div, 4834's group)", "piemonte3 piemonte4 pavesi carab-lomb art1", "within 4 of 4834 or columns 10-54", ""},
	{"custoza-25", "25.3 (3a Div)", "broglia savoia1 savoia2 parma modena bers1 novara2 art-pm art2-7", "within 4 of 4707 or columns 10-54", ""},
	{"custoza-25", "25.3 (2a Div di Riserva)", "visconti prov1 prov2 prov3 prov4", "within 4 of 2529 or columns 10-54", ""},

	{"custoza-28", "4323 (#2) [Simbschen] 57° Haynau, 16°+9° Art", "ir57 art16-9", "within 2 of 4323", ""},
	{"custoza-28", "4422 (#1) 54° Prinz Emil", "ir54", "within 1 of 4422", ""},
	{"custoza-28", "4420 (#2) Com. Simbschen, 2/12° Grenzer, 1/30° Nugent, A.D. Charles Uhlans", "simbschen gr12-2 ir30-1 uhl-charles", "within 2 of 4420", ""},
	{"custoza-28", "3105 (#5) [II Corps] Com. D'Aspre; Schaaffgotsche and Wimpffen Divs",
		"daspre ir1 ir48 hang38 jg11 gr6-2 uhl4-ii art4-5 gr4 ir47 ir52 kj2 jg9 hus7 cart2-7 art6-ah", "within 5 of 3105", ""},
	{"custoza-28", "2315 (#3) OC Radetzky; [I Corps] Com. Wratislaw, 7° Proh, 17° Hohenlohe, 1°+8° Grenzer, 10° Jäger, 5° Hussars, 1° Cav Batt; [Art. Reserve] Heavy Art, Howitzers",
		"radetzky wratislaw ir7 ir17 gr1-8 jg10 hus5 cart1 heavy-art howitzers", "within 3 of 2315", ""},
	{"custoza-28", "bridge deployed at 2215: Bridge Train", "bridge-train", "at 2215", ""},
	{"custoza-28", "2115 (#2): 28° Latour, 3° Grenzer Rgt, 4° Kaiser Jäger, 2/5° and 2/11° Grenzer Btns, 3/44° A.D. Alb Btn, 2°+3° Art",
		"ir28 gr3 kj4 gr5-2 gr11-2 alb44-3 art2-3", "within 2 of 2115", ""},
	{"custoza-28", "3807 (5#) [Reserve Haller] ...; [Reserve Taxis] ...",
		"haller grenadiers ir3 ir25 ir43 gr12-1 art8-9 taxis drag2 chev-wg uhl3 uhl4-taxis cart4-5-6", "within 5 of 3807", ""},
	{"custoza-28", "5029 (#5) OC Carlo Alberto; [1a Div di Riserva] ...; [I Corpo] Com. Bava, 5°, 6° Aosta, 17° Aqui, 6a Art",
		"carlo-alberto vesavoia guardia1 guardia2 bers2 art3-9 cuneo7 cuneo8 bava aosta5 aosta6 aqui17 art6", "within 5 of 5029", ""},
	{"custoza-28", "5031 (#3) [4a Div] Com. Ferdinando di Savoia, Novara I, 13° Pinerolo, Toscana Art, 1° Toscana, 3°, 4° Piemonte, Volontari Pavesi, Carabinieri Lombardi, 1a Art",
		"fdsavoia novara1 pinerolo13 art-toscana toscana1 piemonte3 piemonte4 pavesi carab-lomb art1", "within 3 of 5031", ""},
	{"custoza-28", "1705 (#3) or 1621 (#3) [3a Div] Com. Broglia, 1°, 2° Savoia, Parma Btn, Modena Btn, Novara II, 2°+7° Art, 16° Savona, 4a Art",
		"broglia savoia1 savoia2 parma modena novara2 art2-7 savona16 art4", "within 3 of 1705 or within 3 of 1621", ""},
	{"custoza-28", "1513 (#3) [3a Div]: 1° Bersaglieri (Shaken), P+M Art (Shaken), 14° Pinerolo (Shaken)", "bers1 art-pm pinerolo14", "within 3 of 1513", "shaken"},
	{"custoza-28", "1513 (#3) [2a Div di Riserva] 2° Prov, 1° Prov", "prov2 prov1", "within 3 of 1513", ""},
	{"custoza-28", "1705 (#3), 1621 (#3), 2529 (#3) [2a Div di Riserva] Com. Visconti, 3° Prov, 4° Prov",
		"visconti prov3 prov4", "within 3 of 1705 or within 3 of 1621 or within 3 of 2529", ""},
}

// campaignArrival is one reinforcement line of 24.4, 25.4, 28.4.
type campaignArrival struct {
	scenario, text string
	ids            string
	turn           int
	at             string // hexes, or the entry "south"
	cond           string
}

const ahEntries = "7004 7006 7011 7014"

var campaignArrivals = []campaignArrival{
	{"custoza-24", "GT 4 (07:00, 23rd) at 7004/7006/7011/7014: [Reserve Haller]", "haller grenadiers ir3 ir25 ir43 gr12-1 art8-9", 4, ahEntries, ""},
	{"custoza-24", "GT 4 (23rd): [Reserve Taxis]", "taxis drag2 chev-wg uhl3 uhl4-taxis cart4-5-6", 4, "7011 7014 7006 7004", ""},
	{"custoza-24", "GT 4 (23rd): [Art. Reserve] Heavy Art, Howitzers, Bridge Train", "heavy-art howitzers bridge-train", 4, "7006 7004 7011 7014", ""},
	{"custoza-24", "GT 9 (12:00, 23rd) 2101 or 3601: [3a Div] 14° Pinerolo, 16° Savona, 4a Art", "pinerolo14 savona16 art4", 9, "2101 3601", ""},
	{"custoza-24", "GT 9 2533 or 4434: OC Carlo Alberto + [1a Div di Riserva] Com. V.E. di Savoia, 1°, 2° Guardia, 2° Bers, 3a+9a Art", "carlo-alberto vesavoia guardia1 guardia2 bers2 art3-9", 9, "2533 4434", ""},
	{"custoza-24", "GT 11 (14:00, 23rd) 4434 or 4834: [Riserva di Cavalleria]", "olivieri cav-savoia cav-genova cav-piemonte cav-aosta cart1-2-3", 11, "4434 4834", ""},
	{"custoza-24", "GT 13 (16:00, 23rd) the GT-9 hex: 7°, 8° Cuneo", "cuneo7 cuneo8", 13, "2533 4434", ""},
	{"custoza-24", "GT 4 (07:00, 24th) any south-edge hex: [I Corpo]", "bava aosta5 aosta6 aqui17 art6", 28, "south", ""},
	{"custoza-24", "GT 4 (07:00, 25th) south edge, optional if current Strategic Objective is nr. 3", "aqui18 regina9 regina10", 52, "south", "strategic-objective italy 3"},
	{"custoza-24", "GT 4 (07:00, 24th): [Simbschen Brigade]", "simbschen ir57 art16-9 ir54 gr12-2 ir30-1 uhl-charles", 28, ahEntries, ""},
	{"custoza-24", "GT 4 or later (25th) from 7004 or 7011, optional if any Sommacampagna hex is Italian-controlled on the 24th or 25th: [Perin Brigade]", "perin gr18-1 ir18 ir45 art10", 52, "7004 7011", "ever-controlled italy 4913 4914 5014 from-turn 25"},

	{"custoza-25", "GT 3 (06:00, 23rd): Radetzky, II Corps", "radetzky daspre ir1 ir48 hang38 jg11 gr6-2 uhl4-ii art4-5 gr4 ir47 ir52 kj2 jg9 hus7 cart2-7 art6-ah", 3, ahEntries, ""},
	{"custoza-25", "GT 3 (06:00, 23rd): I Corps", "wratislaw ir28 gr3 kj4 gr5-2 gr11-2 alb44-3 hus5 art2-3 ir7 ir17 gr1-8 jg10 cart1", 3, "7014 7011 7006 7004", ""},
	{"custoza-25", "GT 4 (23rd): Haller", "haller grenadiers ir3 ir25 ir43 gr12-1 art8-9", 4, ahEntries, ""},
	{"custoza-25", "GT 4 (23rd): Taxis", "taxis drag2 chev-wg uhl3 uhl4-taxis cart4-5-6", 4, "7011 7014 7006 7004", ""},
	{"custoza-25", "GT 4 (23rd): Art. Reserve", "heavy-art howitzers bridge-train", 4, "7006 7004 7011 7014", ""},
	{"custoza-25", "GT 9 (12:00, 23rd) 2533 or 4434: the 3a Divisione reinforcements", "pinerolo14 savona16 art4", 9, "2533 4434", ""},
	{"custoza-25", "GT 9 2533 or 4434: Carlo Alberto, 1a Div di Riserva", "carlo-alberto vesavoia guardia1 guardia2 bers2 art3-9", 9, "2533 4434", ""},
	{"custoza-25", "GT 11 4434 or 4834: Cavalry Reserve", "olivieri cav-savoia cav-genova cav-piemonte cav-aosta cart1-2-3", 11, "4434 4834", ""},
	{"custoza-25", "GT 13: GT-9 hex: 7°, 8° Cuneo", "cuneo7 cuneo8", 13, "2533 4434", ""},
	{"custoza-25", "GT 4 (24th) south edge: Bava's I Corpo", "bava aosta5 aosta6 aqui17 art6", 28, "south", ""},
	{"custoza-25", "GT 4 (25th) south edge: optional if Objective nr. 3", "aqui18 regina9 regina10", 52, "south", "strategic-objective italy 3"},
	{"custoza-25", "GT 4 (24th): Simbschen", "simbschen ir57 art16-9 ir54 gr12-2 ir30-1 uhl-charles", 28, ahEntries, ""},
	{"custoza-25", "GT 4 or later (25th) from 7004/7011: Perin, optional", "perin gr18-1 ir18 ir45 art10", 52, "7004 7011", "ever-controlled italy 4913 4914 5014 from-turn 25"},

	{"custoza-28", "GT 4 (07:00, 25th) any south-edge hex: [I Corpo] 18° Aqui, 9°, 10° Regina", "aqui18 regina9 regina10", 52, "south", ""},
	{"custoza-28", "GT 4 or later (25th) 7004 or 7011: [Perin Brigade]", "perin gr18-1 ir18 ir45 art10", 52, "7004 7011", ""},
}

// Test24_3_SetupAsPrinted (24.3, 25.3, 28.3): every set-up group of the
// text is one line, with its counters, areas and statuses; 24.3's "any
// connected Road/Track hex within 5 hexes" lists exactly those hexes.
func Test24_3_SetupAsPrinted(t *testing.T) {
	for _, g := range campaignSetups {
		s := loadFull(t, g.scenario)
		ids := strings.Fields(g.ids)
		i := slices.IndexFunc(s.Setup, func(p *scenarios.Placement) bool { return slices.Equal(p.Counters, ids) })
		if i < 0 {
			t.Errorf("%s %q: no set-up line of %v", g.scenario, g.text, ids)
			continue
		}
		p := s.Setup[i]
		where := whereText(p.Where)
		if c, ok := strings.CutPrefix(g.where, "roads of "); ok {
			var want []string
			for _, h := range roadWithin(s.Map, hx(c), 5) {
				want = append(want, h.String())
			}
			g.where = "at " + strings.Join(want, " ")
		}
		if where != g.where {
			t.Errorf("%s %q: line %d offers %s, want %s", g.scenario, g.text, p.Line, where, g.where)
		}
		var with []string
		for _, r := range p.Status {
			with = append(with, r.Key)
		}
		if strings.Join(with, " ") != g.with {
			t.Errorf("%s %q: line %d with %v, want %q", g.scenario, g.text, p.Line, with, g.with)
		}
	}
}

// Test24_4_ReinforcementsAsPrinted (24.4, 25.4, 28.4): every
// reinforcement group at its turn, hexes and condition; with the set-up
// groups, every counter of each scenario is in exactly one group of the
// text, and every group's counters are in the scenario.
func Test24_4_ReinforcementsAsPrinted(t *testing.T) {
	for _, a := range campaignArrivals {
		s := loadFull(t, a.scenario)
		ids := strings.Fields(a.ids)
		i := slices.IndexFunc(s.Reinforcements, func(r *scenarios.Reinforcement) bool { return slices.Equal(r.Counters, ids) })
		if i < 0 {
			t.Errorf("%s %q: no arrive line of %v", a.scenario, a.text, ids)
			continue
		}
		r := s.Reinforcements[i]
		var at []string
		for _, h := range r.Hexes {
			at = append(at, h.String())
		}
		at = append(at, r.Entries...)
		if r.Turn != a.turn || strings.Join(at, " ") != a.at || r.If != a.cond {
			t.Errorf("%s %q: line %d turn %d at %v if %q, want turn %d at %s if %q", a.scenario, a.text, r.Line, r.Turn, at, r.If, a.turn, a.at, a.cond)
		}
	}
	for _, id := range campaigns1848 {
		s := loadFull(t, id)
		seen := map[string]int{}
		for _, g := range campaignSetups {
			if g.scenario == id {
				for _, c := range strings.Fields(g.ids) {
					seen[c]++
				}
			}
		}
		for _, a := range campaignArrivals {
			if a.scenario == id {
				for _, c := range strings.Fields(a.ids) {
					seen[c]++
				}
			}
		}
		for _, c := range s.Counters {
			if seen[c.ID] != 1 {
				t.Errorf("%s: %s is in %d groups of the text, want 1", id, c.ID, seen[c.ID])
			}
			delete(seen, c.ID)
		}
		for c := range seen {
			t.Errorf("%s: the text's %s is not a counter of the scenario", id, c)
		}
	}
}

// Test24_4_SouthEdge: "any South map edge hex" is the entry `south`: the
// hexes of the map's south edge but the Mincio's.
func Test24_4_SouthEdge(t *testing.T) {
	for _, id := range campaigns1848 {
		s := loadFull(t, id)
		sh := sheet{s.Map}
		e, ok := s.Map.Entry("south")
		if !ok {
			t.Fatalf("%s: no entry south", id)
		}
		var first []string
		for i, h := range e.Hexes {
			if !sh.edge(h) || h.Row < 33 || isMincio(sh.terrain(h)) {
				t.Errorf("%s: %s is not a passable South edge hex", id, h)
			}
			if i < 5 {
				first = append(first, h.String())
			}
		}
		// 24.1.5's Italian Supply Sources on that edge and 24.2's 4034
		// first: mincio enters at the first hex of the entry
		if strings.Join(first, " ") != "4834 4434 4034 2533 1034" {
			t.Errorf("%s: the entry starts %v", id, first)
		}
		if len(e.Hexes) < 30 {
			t.Errorf("%s: %d South edge hexes", id, len(e.Hexes))
		}
	}
}

// Test25_3_WestOfColumn54: each Italian line of 25 offers exactly the
// hexes of columns 10-54 (its `within` part, mincio's placement, lies
// inside them).
func Test25_3_WestOfColumn54(t *testing.T) {
	s := loadFull(t, "custoza-25")
	var want []string
	for _, h := range s.Map.Hexes(scenarios.Where{Kind: "columns", MinCol: 10, MaxCol: 54}) {
		want = append(want, h.String())
	}
	for _, p := range s.Setup {
		var got []string
		for _, w := range p.Where {
			for _, h := range s.Map.Hexes(w) {
				got = append(got, h.String())
			}
		}
		slices.Sort(got)
		got = slices.Compact(got)
		if !slices.Equal(got, want) {
			t.Errorf("line %d offers %d hexes, want the %d of columns 10-54", p.Line, len(got), len(want))
		}
	}
}

// Test24_1_6_TurnTrack (24.1.6, 25.1.6, 28.1.6, 22.4): the turns run
// consecutively from the stated first GT to GT 17 of 25 July, GT n at
// n+3 o'clock; the day-first-turns are the GT 1s; night from 21:00.
func Test24_1_6_TurnTrack(t *testing.T) {
	for id, first := range map[string]int{"custoza-24": 4, "custoza-25": 3, "custoza-28": 35} {
		s := loadFull(t, id)
		if s.FirstTurn != first || s.LastTurn() != 65 || len(s.TurnTrack) != 66-first {
			t.Fatalf("%s: turns %d-%d (%d lines), want %d-65", id, s.FirstTurn, s.LastTurn(), len(s.TurnTrack), first)
		}
		var gt1 []string
		for i, tr := range s.TurnTrack {
			n := first + i
			gt := (n-1)%24 + 1
			day := 23 + (n-1)/24
			if gt >= 21 {
				day++
			}
			light := map[bool]string{true: "night"}[gt >= 18]
			switch gt {
			case 1:
				light = "dawn"
			case 17:
				light = "twilight"
			}
			want := fmt.Sprintf("%d %02d:00 1848-07-%02d %s", n, (gt+3)%24, day, light)
			if got := fmt.Sprintf("%d %s %s %s", tr.Number, tr.Time, tr.Date, tr.Light); got != want {
				t.Errorf("%s: turn %q, want %q", id, got, want)
			}
			if gt == 1 && n > first {
				gt1 = append(gt1, fmt.Sprint(n))
			}
		}
		if v, _ := s.Rule("day-first-turns"); strings.Trim(v, `"`) != strings.Join(gt1, " ") {
			t.Errorf("%s: day-first-turns %s, want %v", id, v, gt1)
		}
		// 24.4's stated hours: GT 4 07:00, GT 9 12:00, GT 11 14:00, GT 13 16:00
		if id == "custoza-24" {
			for n, hour := range map[int]string{4: "07:00", 9: "12:00", 11: "14:00", 13: "16:00", 28: "07:00", 52: "07:00"} {
				if tr := s.TurnTrack[n-first]; tr.Time != hour {
					t.Errorf("turn %d at %s, want %s (24.4)", n, tr.Time, hour)
				}
			}
		}
	}
}

// Test24_1_SpecialRules (24.1, 24.1.1, 24.1.2, 24.1.3, 24.1.5; 25.1,
// 28.1): the rule lines and the Formations' kinds.
func Test24_1_SpecialRules(t *testing.T) {
	for _, id := range campaigns1848 {
		s := loadFull(t, id)
		rule := func(name string) string { v, _ := s.Rule(name); return strings.Trim(v, `"`) }
		if rule("advanced-game") != "yes" || rule("fortresses") != "italy" {
			t.Errorf("%s: advanced-game %q, fortresses %q", id, rule("advanced-game"), rule("fortresses"))
		}
		if got := rule("supply"); got != "italy 1004 1034 2533 4434 4834 austria 7004 7006 7011 7014" {
			t.Errorf("%s: supply %q (24.1.5)", id, got)
		}
		want := "italy 4604 2"
		if id == "custoza-28" {
			want = "" // 28.1.2: Osteria al Bosco eliminated
		}
		if got := rule("stronghold"); got != want {
			t.Errorf("%s: stronghold %q, want %q (24.1.2, 28.1.2)", id, got, want)
		}
		for _, f := range s.Formations {
			kind := ""
			for _, r := range f.Extra {
				if r.Key == "kind" {
					kind = r.Value
				}
			}
			want := "division"
			switch {
			case f.ID == "i-corpo" || f.Side == "austria":
				want = "corps"
			}
			if f.ID == "simbschen-bde" || f.ID == "perin-bde" {
				want = "brigade" // 6.2 note; custoza-facts (f) 21
			}
			if kind != want {
				t.Errorf("%s: %s is a %s, want %s (24.1)", id, f.ID, kind, want)
			}
		}
		for _, c := range []string{"heavy-art", "howitzers", "bridge-train"} {
			if r, _ := s.Counter(c); r == nil || r.Formation != "" {
				t.Errorf("%s: %s is not a Reserve unit of no Formation", id, c)
			} else if v, _ := r.Rating("reserve"); v != "yes" {
				t.Errorf("%s: %s reserve=%s (24.1.3)", id, c, v)
			}
		}
		if c, _ := s.Counter("bridge-train"); c != nil && c.Type != "art" {
			t.Errorf("%s: the Bridge Train is %s: artillery (24.1.3)", id, c.Type)
		}
		if v, _ := s.Rule("bridge-train"); v != "bridge-train" {
			t.Errorf("%s: rule bridge-train %q: the Bridge Train that cannot fire and builds the bridge (24.1.3, 24.1.4)", id, v)
		}
		src, err := os.ReadFile("data/" + id + ".scn")
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
		if last := lines[len(lines)-1]; last != "include "+id+".campaign" {
			t.Errorf("%s ends with %q, want its strategic objectives' include line", id, last)
		}
	}
}

// TestCustozaCountersAgree: a counter has the same name, type,
// formation and values in every 1848 scenario (23.3, 24, 25, 28).
func TestCustozaCountersAgree(t *testing.T) {
	first := map[string]string{}
	for _, id := range append([]string{"custoza-23.3"}, campaigns1848...) {
		s := loadFull(t, id)
		for _, c := range s.Counters {
			var rs []string
			for _, r := range c.Ratings {
				rs = append(rs, r.Key+"="+r.Value)
			}
			sig := fmt.Sprintf("%s %s %s %s %d %v", c.Name, c.Side, c.Type, c.Formation, c.Size, rs)
			if was, ok := first[c.ID]; ok && was != sig {
				t.Errorf("%s: %s is %q, elsewhere %q", id, c.ID, sig, was)
			}
			first[c.ID] = sig
		}
	}
}
