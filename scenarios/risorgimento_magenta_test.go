package scenarios_test

// Magenta, 4 June 1859 (magenta1859): the spec of the scenario file. The
// sources are named in full in docs/scenario-risorgimento.md; the notes
// here give their short titles.

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/risorgimento"
)

// Sources of Magenta, cited in the provenance notes.
const (
	srcMagentaCoord   = "Magenta (Italia), fra.wiki/wiki/Magenta_(Italia): 45.46025 N 8.876611 E"
	srcBoffaloraCoord = "Boffalora sopra Ticino, it.wikipedia.org/wiki/Boffalora_Sopra_Ticino: 45.466667 N 8.833333 E; the Naviglio Grande divides the town"
	srcGyulaiReport   = "Gyulai's report of the battle of Magenta (Hawke's Bay Herald, 10 Sep 1859, paperspast.natlib.govt.nz/newspapers/HBH18590910.2.11)"
	srcLaPatria343    = "La Patria, Alta Italia, p. 343 (adamoli.org/progetto-ocr/la-patria/21/PAGE0343.HTM)"
	srcLaPatria346    = "La Patria, Alta Italia, p. 346 (adamoli.org/progetto-ocr/la-patria/21/PAGE0346.HTM)"
	srcBritannica     = "Encyclopaedia Britannica 14th ed., Magenta (gluedideas.com … /Magenta.html)"
	srcAmCyclopaedia  = "American Cyclopaedia, Magenta (chestofbooks.com/reference/American-Cyclopaedia-7/Magenta.html)"
	srcHerrmann43     = "E. Herrmann, Magenta (1905), p. 43 (digi.landesbibliothek.at/viewer/fulltext/AC09951597/46)"
	srcJahrbuch176    = "Im Zeitalter Kaiser Wilhelms des Siegreichen (1914), p. 176 (visuallibrary.net/ihd/content/pagetext/324832)"
	srcFrOOBSolferino = "Ordre de bataille de la bataille de Solférino, fr.wikipedia (fr.m.wikipedia.org/wiki/Ordre_de_bataille_de_la_bataille_de_Solf%C3%A9rino)"
	srcItOOBSolferino = "Ordine di battaglia della battaglia di Solferino e San Martino (fra.wiki/wiki/Ordine_di_battaglia_della_battaglia_di_Solferino_e_San_Martino)"
	srcKriegsArchiv49 = "Mittheilungen des k.k. Kriegs-Archivs 2 (1877), Betrachtungen über die Schlacht bei Solferino, p. 49 (library.hungaricana.hu/hu/view/MitKuKKriegsArch_1877/?pg=52)"
	srcDifesa58       = "150° anniversario della II Guerra d'Indipendenza, Atti 2009, p. 58 (musei.difesa.it …/page58.html)"
	srcBanlaky        = "Bánlaky, A magyar nemzet hadtörténelme, 'A magentai csata' (arcanum.hu … /9-a-magentai-csata-1859-junius-4-en-71D8/)"
	srcJahrbuch177    = "Im Zeitalter Kaiser Wilhelms des Siegreichen (1914), p. 177 (visuallibrary.net/ihd/content/pagetext/324833)"
)

func src(s string) string { return fmt.Sprintf("@source %q", s) }
func est(s string) string { return fmt.Sprintf("@estimated %q", s) }

var magentaMapSpec = &rsMapSpec{
	header: []string{
		"GENERATED: scenarios/risorgimento_magenta_test.go; change the spec there and run",
		"go test ./scenarios -run TestRisorgimentoGenerated -update",
	},
	// Row 1 at 45.510 N, column 1 at 8.770 E: 47 columns (12 km) from the
	// west bank of the Ticino to Corbetta, 32 rows (9.4 km) from Cuggiono
	// to Robecco.
	m:    rsMap{lat0: 45.510, lon0: 8.770, cols: 47, rows: 32},
	prov: `provenance estimated "the Magenta map (M) is not in the seed: terrain reconstructed from the places' coordinates at 325 yards a hex (docs/scenario-risorgimento.md)"`,
	legend: []legend{
		{'c', "clear", "Clear (meadows of the Ticino valley)"},
		{'H', "heavily-cultivated", "Heavily Cultivated (vineyards and mulberries, 5.27)"},
		{'w', "woods", "Woods (the Ticino's wooded belt)"},
		{'v', "village", "Village"},
		{'T', "town", "Town (Magenta, 5.5)"},
		{'K', "castle", "Castle (Monte Rolondo, 5.29)"},
		{'R', "ticino", "River Ticino (impassable except at bridges, 5.23)"},
		{'B', "ticino-bridge", "Ticino bridge"},
	},
	places: []rsPlace{
		{"Magenta", 45.46025, 8.876611, src(srcMagentaCoord), 'T', []hexmap.Direction{hexmap.N, hexmap.SE}},
		{"Boffalora", 45.466667, 8.833333, src(srcBoffaloraCoord), 'v', nil},
		{"Ponte Nuovo", 45.4610, 8.8395, est("the Novara-Milan road's bridge over the Naviglio, a frazione of Magenta and Boffalora: the hex at the bridge on the east bank"), 'v', nil},
		{"Ponte di San Martino", 45.4575, 8.8000, est("the road bridge over the Ticino; Wikipedia's coordinate of the battle, 45.45611 N 8.80194 E, lies at it"), 0, nil},
		{"San Martino", 45.4550, 8.7850, est("the bridgehead on the west bank where the Guard stood at 10 a.m. (Britannica); placed on the road west of the bridge"), 'v', nil},
		{"Bernate", 45.4767, 8.8186, est("village on the Naviglio north of Boffalora; coordinate from modern maps"), 'v', nil},
		{"Cuggiono", 45.5080, 8.8167, est("MacMahon's road from Turbigo (La Patria p. 343); coordinate from modern maps"), 'v', nil},
		{"Mesero", 45.5000, 8.8556, est("village north of Marcallo; coordinate from modern maps"), 'v', nil},
		{"Marcallo", 45.4839, 8.8711, est("village north of Magenta where Castagny's brigade fought (Herrmann p. 43); coordinate from modern maps"), 'v', nil},
		{"Ponte Vecchio", 45.4475, 8.8600, est("the old bridge over the Naviglio, a frazione of Magenta south-west of the town; coordinate from modern maps"), 'v', nil},
		{"Robecco", 45.4370, 8.8860, est("Robecco sul Naviglio, south of Magenta on the canal (La Patria p. 343); coordinate from modern maps"), 'v', nil},
		{"Corbetta", 45.4680, 8.9170, est("east of Magenta on the Milan road, where Reischach's division stood at 8.30 (Gyulai's report); coordinate from modern maps"), 'v', nil},
		{"Monte Rolondo", 45.4720, 8.8400, est("5.29's castle 'Monte Rolondo at Magenta': the Jahrbuch (p. 177) names the small plateau of Monte Rotondo by Buffalora that the Austrians held against La Motterouge; placed on the terrace north-east of Boffalora"), 'K', nil},
	},
	base: func(s *rsState, h hexmap.Hex) byte {
		_, lon := s.sp.m.centre(h)
		east := side(s.sp.m, magentaNaviglio, true, h)
		switch {
		case east && noise(h, 1) < 8:
			return 'c'
		case east:
			return 'H' // 5.27: most level-2 Magenta hexes are Heavily Cultivated
		case lon < 8.812 && noise(h, 2) < 70:
			return 'w'
		}
		return 'c'
	},
	// The Naviglio runs at the foot of the terrace on which Magenta stands
	// (its commune "degrades by several metres" to Ponte Vecchio on the
	// canal, viaggiart.com/it/magenta): the Ticino's bed is level 0, the
	// valley between river and canal level 1, the terrace level 2.
	level: func(s *rsState, h hexmap.Hex) int {
		if side(s.sp.m, magentaNaviglio, true, h) {
			return 2
		}
		return 1
	},
	river:   []pt{{45.515, 8.778}, {45.490, 8.786}, {45.4575, 8.8000}, {45.425, 8.806}},
	riverC:  'R',
	bridgeC: 'B',
	canals:  []rsCanal{{kind: "canal", line: magentaNaviglio, northSouth: true}},
	paths: []rsPath{
		{"major-road", []string{"45.4540,8.770", "San Martino", "Ponte di San Martino", "45.4590,8.8300", "Ponte Nuovo", "Magenta", "Corbetta", "45.4700,8.935"}},
		{"railroad", []string{"45.4520,8.770", "45.4535,8.800", "45.4555,8.8330", "45.4560,8.8440", "45.4570,8.8790", "45.4640,8.935"}},
		{"minor-road", []string{"Cuggiono", "Bernate", "Boffalora", "Ponte Nuovo", "Ponte Vecchio", "Robecco", "45.4240,8.8950"}},
		{"minor-road", []string{"45.5120,8.8167", "Cuggiono", "Mesero", "Marcallo", "Magenta"}},
		{"minor-road", []string{"Boffalora", "Magenta"}},
		{"minor-road", []string{"Magenta", "Ponte Vecchio"}},
		{"minor-road", []string{"Magenta", "Robecco"}},
		{"minor-road", []string{"Bernate", "Marcallo"}},
		{"minor-road", []string{"Marcallo", "4507", "4508", "4609", "4710"}},
		{"minor-road", []string{"2401", "2402", "2403", "2404", "2405", "Mesero"}},
		{"trail", []string{"Boffalora", "45.4900,8.8300", "Mesero"}},
	},
	force: func(s *rsState) {
		// E23 (6.23): M2403 Heavily Cultivated with a road to M2404;
		// M2502 and M2503 Heavily Cultivated beside it. E29 (7.52): a
		// cavalry unit in M4609 may charge M4507 (by road into Heavily
		// Cultivated, −1) but not M4408 (Heavily Cultivated off the road).
		for _, x := range []string{"2403", "2404", "2502", "2503", "4507", "4508", "4408"} {
			s.code[mustHex(x)] = 'H'
		}
		s.code[mustHex("4609")] = 'c'
	},
	more: func(s *rsState) []string {
		hx := func(ref string) string { return hexStr(s.at(ref)) }
		pn := s.at("Ponte Nuovo")
		var works []string
		for _, n := range append([]hexmap.Hex{pn}, s.g.Neighbors(pn)...) {
			if side(s.sp.m, magentaNaviglio, true, n) {
				works = append(works, hexStr(n))
			}
		}
		return []string{
			"feature entrenchment " + strings.Join(works, " ") + " " + est("7.52 note: the Guard's Chasseurs charged entrenchments; placed at Ponte Nuovo on the canal's east bank, where the Austrians held the bridge (La Patria p. 343)"),
			"entry trecate side=france " + hx("45.4540,8.770") + " " + est("the Novara-Trecate road at the west edge: the Emperor's column came from Novara by San Martino (La Patria p. 343)"),
			"entry turbigo side=france " + hx("45.5120,8.8167") + " " + est("the Turbigo-Cuggiono road at the north edge: MacMahon had crossed at Turbigo (La Patria p. 343)"),
			"entry milan side=austria " + hx("45.4700,8.935") + " " + est("the Milan road at the east edge, beyond Corbetta"),
			"entry abbiategrasso side=austria " + hx("45.4240,8.8950") + " " + est("the Abbiategrasso road at the south edge: the III Corps was at Abbiategrasso at 8.30 (Gyulai's report)"),
		}
	},
}

// magentaNaviglio is the Naviglio Grande, north to south: west of Bernate,
// through Boffalora (which it divides), Ponte Nuovo, Ponte Vecchio and
// Robecco.
var magentaNaviglio = []pt{{45.520, 8.8030}, {45.4767, 8.8150}, {45.4667, 8.8300}, {45.4595, 8.8405}, {45.4475, 8.8570}, {45.4370, 8.8830}, {45.4200, 8.8920}}

const (
	// The formation lines' note when a brigade's size is the standard
	// organisation, not a source's figure.
	austrianBde = "an Austrian brigade: a four-battalion regiment and a Jäger or Grenzer battalion (2.2), one eight-gun battery a brigade (fr.wikipedia's Solferino OOB)"
	frenchBde   = "a French brigade: two regiments of three battalions (2.2), a chasseur battalion in a division's first brigade; one battery"
)

func magentaOOB() (france, austria *rsOOB) {
	france, austria = &rsOOB{side: "france"}, &rsOOB{side: "austria"}
	setupNote := est("set-up area: the place a source names at the start, the radius estimated")
	arriveNote := func(why string) string { return est("arrival hour estimated: " + why) }

	france.army(rsArmy{id: "armyf", name: "Armée d'Italie", side: "france", nation: "france", oc: "napoleon", ocName: "Napoleon III",
		ocRatings: "init=1", ocProv: est("4.3: the overall commander's initiative DRM is not in the rulebook"),
		ocSetup: `within 1 of "San Martino"`, src: src(srcAmCyclopaedia + ": the emperor in person advanced with the grenadier division of the Guard")})
	france.army(rsArmy{id: "armys", name: "Armata Sarda", side: "france", nation: "piedmont", src: est("the Sardinian army as a formation of the allied side; one corps (2.41, 4.25)")})
	france.corps(rsCorps{id: "guard", name: "Imperial Guard", nation: "france", army: "armyf", cdr: "stjean", cdrName: "Regnaud de Saint-Jean d'Angély",
		rng: 3, cont: 4, cdrExtra: " range-high=6", cdrProv: est("4.24: Range 6 within one hex of Napoleon III; the lower Range and the Continuity estimated"),
		src: src(srcBritannica + ": Mellinet's Guard division reached San Martino at 10 a.m."), cdrSetup: `within 1 of "San Martino"`, setupProv: setupNote,
		resBat: 2, resGun: "Rf", resSetup: `within 2 of "San Martino"`,
		divs: []rsDiv{
			{id: "mellinet", name: "Grenadier Division (Mellinet)", src: src(srcBritannica + ": Mellinet's Guard division"), bdes: []rsBde{
				{id: "cler", name: "Brigade Cler", brigadier: "cler", brigadierName: "Cler", cmt: -1, rng: 3, line: 5, bat: 1, gun: "Rf", elite: true,
					src:   src(srcItOOBSolferino + ": the brigade (Niol's at Solferino) was five battalions, the Guard Zouaves and 1st Grenadiers; 2.2: Cler led it at Magenta"),
					setup: `within 1 of "San Martino"`, setupProv: src(srcBritannica + ": the Guard division at San Martino at 10 a.m.")},
				{id: "wimpffen", name: "Brigade Wimpffen", brigadier: "wimpffen", brigadierName: "Wimpffen", cmt: -1, rng: 3, line: 6, bat: 1, gun: "Rf", elite: true,
					src:   src(srcLaPatria346 + " names Wimpffen at Magenta; " + srcItOOBSolferino + ": the 2nd and 3rd Grenadiers, six battalions"),
					setup: `within 2 of "San Martino"`, setupProv: src(srcBritannica + ": the Guard division at San Martino at 10 a.m.")},
				{id: "gdchass", name: "Guard Chasseurs à cheval", brigadier: "gdchassb", brigadierName: "Guard cavalry colonel", cmt: 0, rng: 2, cav: 1, cavWeight: "light",
					src:   est("7.52 note: the Guard's Chasseurs charged at Magenta; one regiment, its commander's name not in the sources read"),
					setup: `within 2 of "San Martino"`, setupProv: setupNote},
			}},
			{id: "camou", name: "Voltigeur Division (Camou)", src: src(srcBritannica + ": MacMahon crossed at Turbigo with a Guard division"), bdes: []rsBde{
				{id: "maneque", name: "Brigade Manèque", brigadier: "maneque", brigadierName: "Manèque", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "Rf", elite: true,
					src: est("the voltigeur brigades of the Guard: names and battalions from the Guard's organisation, not from a source read"), arrive: "turn 5 at turbigo", setupProv: arriveNote("MacMahon halted until Espinasse and Camou came up (Jahrbuch p. 177)")},
				{id: "picardg", name: "Brigade Picard (Guard)", brigadier: "picardg", brigadierName: "Picard", cmt: -1, rng: 3, line: 6, bat: 1, gun: "Rf", elite: true,
					src: est("the voltigeur brigades of the Guard: names and battalions from the Guard's organisation, not from a source read"), arrive: "turn 6 at turbigo", setupProv: arriveNote("Camou's second brigade")},
			}},
		}})
	france.corps(rsCorps{id: "ii", name: "II Corps", nation: "france", army: "armyf", cdr: "macmahon", cdrName: "MacMahon", rng: 4, cont: 4,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21)"), src: src(srcLaPatria343 + ": MacMahon's brigades had crossed at Turbigo and stood along the Naviglio and the Cuggiono road"),
		cdrSetup: `within 2 of "Cuggiono"`, setupProv: setupNote, resBat: 2, resGun: "H", resSetup: `within 3 of "Cuggiono"`,
		divs: []rsDiv{
			{id: "motterouge", name: "1st Division (La Motterouge)", src: src(srcKriegsArchiv49 + ": Motterouge's division of II Corps, brigades Douay and Lefebvre at Solferino"), bdes: []rsBde{
				{id: "lefebvre", name: "Brigade Lefebvre", brigadier: "lefebvre", brigadierName: "Lefebvre", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + " names the brigade; battalions: " + frenchBde), setup: `within 2 of "Cuggiono"`, setupProv: src(srcLaPatria343 + ": along the Naviglio and the Cuggiono road")},
				{id: "polhes", name: "Brigade Polhès", brigadier: "polhes", brigadierName: "Polhès", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: est("the division's second brigade at Magenta: name not in the sources read (Douay's at Solferino); " + frenchBde), setup: `within 3 of "Cuggiono"`, setupProv: setupNote},
			}},
			{id: "espinasse", name: "2nd Division (Espinasse)", src: src(srcLaPatria343 + ": Espinasse, camped near Trecate, crossed to join MacMahon; " + srcLaPatria346 + ": killed at Magenta"), bdes: []rsBde{
				{id: "gault", name: "Brigade Gault", brigadier: "gault", brigadierName: "Gault", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + ": brigades Gault and Castagny in the division (Decaen's at Solferino); battalions: " + frenchBde), arrive: "turn 4 at turbigo", setupProv: arriveNote("MacMahon halted before Buffalora until Espinasse and Camou came up (Jahrbuch p. 177)")},
				{id: "castagny", name: "Brigade Castagny", brigadier: "castagny", brigadierName: "Castagny", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: src(srcHerrmann43 + ": Castagny's brigade south of the Marcallo cemetery; battalions: " + frenchBde), arrive: "turn 4 at turbigo", setupProv: arriveNote("with Gault")},
			}},
			{id: "iicav", name: "II Corps cavalry", src: est("a French corps' cavalry brigade; 7.5 note: very little cavalry at Magenta"), bdes: []rsBde{
				{id: "gaudin", name: "Brigade Gaudin de Villaine", brigadier: "gaudin", brigadierName: "Gaudin de Villaine", cmt: 0, rng: 3, cav: 2, cavWeight: "light",
					src: est("II Corps' chasseurs à cheval: the brigadier's name and two regiments not from a source read"), setup: `within 3 of "Cuggiono"`, setupProv: setupNote},
			}},
		}})
	france.corps(rsCorps{id: "iii", name: "III Corps", nation: "france", army: "armyf", cdr: "canrobert", cdrName: "Canrobert", rng: 4, cont: 3,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21)"), src: src(srcAmCyclopaedia + ": the arrival of Canrobert turned the scale at the bridge"),
		cdrArrive: "turn 6 at trecate", setupProv: arriveNote("Canrobert's corps followed the Guard over the Ticino in the afternoon"), resBat: 2, resGun: "H", resArrive: "turn 8 at trecate",
		divs: []rsDiv{
			{id: "renault", name: "1st Division (Renault)", src: src(srcKriegsArchiv49 + ": Renault's division of III Corps"), bdes: []rsBde{
				{id: "picard", name: "Brigade Picard", brigadier: "picard", brigadierName: "Picard", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "F",
					src: est("the division's first brigade at Magenta: name not in the sources read (Doens at Solferino); " + frenchBde), arrive: "turn 6 at trecate", setupProv: arriveNote("the III Corps division supporting the Guard (Britannica)")},
				{id: "janin", name: "Brigade Janin", brigadier: "janin", brigadierName: "Janin", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + ": brigades Doens and Janin in Renault's division; battalions: " + frenchBde), arrive: "turn 6 at trecate", setupProv: arriveNote("with Picard")},
			}},
			{id: "trochu", name: "2nd Division (Trochu)", src: src(srcKriegsArchiv49 + ": Trochu's division of III Corps, brigades Bataille and Collineau"), bdes: []rsBde{
				{id: "bataille", name: "Brigade Bataille", brigadier: "bataille", brigadierName: "Bataille", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + " names the brigade; battalions: " + frenchBde), arrive: "turn 8 at trecate", setupProv: arriveNote("the second III Corps division, later in the afternoon")},
				{id: "collineau", name: "Brigade Collineau", brigadier: "collineau", brigadierName: "Collineau", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + " names the brigade; battalions: " + frenchBde), arrive: "turn 8 at trecate", setupProv: arriveNote("with Bataille")},
			}},
		}})
	france.corps(rsCorps{id: "iv", name: "IV Corps", nation: "france", army: "armyf", cdr: "niel", cdrName: "Niel", rng: 4, cont: 3,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21)"), src: src(srcLaPatria343 + ": Niel's corps with the Sardinians formed the reserve between Novara and Galliate"),
		cdrArrive: "turn 9 at trecate", setupProv: arriveNote("one division of the reserve came up in the evening"),
		divs: []rsDiv{
			{id: "vinoy", name: "1st Division (Vinoy)", src: src(srcKriegsArchiv49 + ": Vinoy's division of IV Corps, brigades Capriol [sic] and Charrière"), bdes: []rsBde{
				{id: "martimprey", name: "Brigade Martimprey", brigadier: "martimprey", brigadierName: "Martimprey", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "F",
					src: est("the division's first brigade: the Kriegs-Archiv's 'Capriol' is read as Martimprey; " + frenchBde), arrive: "turn 9 at trecate", setupProv: arriveNote("evening")},
				{id: "charriere", name: "Brigade de la Charrière", brigadier: "charriere", brigadierName: "de la Charrière", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: src(srcKriegsArchiv49 + " names the brigade; battalions: " + frenchBde), arrive: "turn 9 at trecate", setupProv: arriveNote("evening")},
			}},
		}})
	france.corps(rsCorps{id: "pie", name: "Piedmontese Army (one corps, 4.25)", nation: "piedmont", army: "armys", cdr: "ve", cdrName: "Vittorio Emanuele II", rng: 3, cont: 3,
		cdrProv: `@rulebook "4.25: Vittorio Emanuele's 3 is his Range and Continuity as corps commander"`, src: src(srcBritannica + ": the Sardinians followed MacMahon; only one division reached him at the close of the battle"),
		cdrArrive: "turn 10 at turbigo", setupProv: arriveNote("at the close of the battle (Britannica)"),
		divs: []rsDiv{
			{id: "fanti", name: "2nd Division (Fanti)", src: src(srcDifesa58 + ": a Sardinian division of two brigades of two four-battalion regiments, two Bersaglieri battalions, a light cavalry regiment and three batteries"),
				cav: 1, bat: 1, gun: "F", setup: "turn 10 at turbigo", setupProv: arriveNote("at the close of the battle (Britannica)"),
				bdes: []rsBde{
					{id: "piemonte", name: "Brigata Piemonte", brigadier: "piemonteb", brigadierName: "Brigadier of the Brigata Piemonte", cmt: 1, rng: 3, line: 4, lt: 1, bat: 1, gun: "F",
						src: src(srcDifesa58 + ": eight battalions, two to a counter (2.5), and a Bersaglieri battalion; brigade name and brigadier not in the sources read"), arrive: "turn 10 at turbigo", setupProv: arriveNote("at the close of the battle (Britannica)")},
					{id: "aosta", name: "Brigata Aosta", brigadier: "aostab", brigadierName: "Brigadier of the Brigata Aosta", cmt: 1, rng: 3, line: 4, lt: 1, bat: 1, gun: "F",
						src: src(srcDifesa58 + ": eight battalions, two to a counter (2.5), and a Bersaglieri battalion; brigade name and brigadier not in the sources read"), arrive: "turn 11 at turbigo", setupProv: arriveNote("the division's rear")},
				}},
		}})

	austria.army(rsArmy{id: "army2", name: "II Army (Gyulai)", side: "austria", nation: "austria",
		src: src(srcLaPatria343 + ": Gyulai's headquarters at Abbiategrasso, off the map: no overall commander on the map (4.3)")})
	austria.corps(rsCorps{id: "a1", name: "I Corps", nation: "austria", army: "army2", cdr: "clamgallas", cdrName: "Clam-Gallas", rng: 3, cont: 3,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21); 4.0: Austrian leaders rated lower"), src: src(srcGyulaiReport + ": at 7 a.m. Clam was in position at Magenta with about 7,000 of his own men"),
		cdrSetup: `within 1 of "Magenta"`, setupProv: setupNote, resBat: 1, resGun: "F", resSetup: `within 1 of "Magenta"`, corpsCav: 1, cavSetup: `within 2 of "Magenta"`,
		divs: []rsDiv{
			{id: "a1d", name: "Division Cordon", src: src(srcBanlaky + ": the I Corps' 2nd (Cordon) division spent the night by Marcallo and was called to Magenta at 7; the brigades' division estimated"), bdes: []rsBde{
				{id: "burdina", name: "Brigade Burdina", brigadier: "burdina", brigadierName: "Burdina", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcLaPatria346 + ": Burdina wounded at Magenta; battalions: " + austrianBde), setup: `within 1 of "Ponte Nuovo"`, setupProv: src(srcBanlaky + ": Clam-Gallas sent Burdina's brigade to Ponte Nuovo")},
				{id: "reznicek", name: "Brigade Reznicek", brigadier: "reznicek", brigadierName: "Reznicek", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcHerrmann43 + ": Reznicek with battalions of Erzherzog Josef and Kaiser infantry and the 14th Jäger; battalions: " + austrianBde), setup: `within 1 of "Magenta"`, setupProv: src(srcBanlaky + ": Reznicek's brigade the general reserve at Magenta")},
			}},
		}})
	austria.corps(rsCorps{id: "a2", name: "II Corps", nation: "austria", army: "army2", cdr: "liechtenstein", cdrName: "Liechtenstein", rng: 3, cont: 3,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21)"), src: src(srcHerrmann43 + ": Liechtenstein commanding at Boffalora and Magenta"),
		cdrSetup: `within 2 of "Ponte Nuovo"`, setupProv: setupNote, resBat: 1, resGun: "F", resSetup: `within 2 of "Magenta"`, corpsCav: 1, cavSetup: `within 3 of "Magenta"`,
		divs: []rsDiv{
			{id: "jelacic", name: "Division Jelačić", src: src(srcFrOOBSolferino + ": II Corps, 1st division Jelačić, brigade Szabo (Koudelka's division estimated)"), bdes: []rsBde{
				{id: "szabo", name: "Brigade Szabo", brigadier: "szabo", brigadierName: "Szabo", cmt: 1, rng: 2, line: 4, lt: 1, bat: 1, gun: "F",
					src: src(srcFrOOBSolferino + ": 1st battalion of the 9th Grenzer and the four battalions of IR 12, eight guns"), setup: `within 2 of "Magenta"`, setupProv: src(srcBanlaky + ": Szabó's brigade moved a little west of Magenta in support of Burdina's")},
				{id: "koudelka", name: "Brigade Koudelka", brigadier: "koudelka", brigadierName: "Koudelka", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcBanlaky + ": Koudelka's brigade supported Baltin's; battalions: " + austrianBde), setup: `within 2 of "Boffalora"`, setupProv: src(srcBanlaky + ": in support of Baltin's brigade at Boffalora")},
			}},
			{id: "herdy", name: "Division Herdy", src: src(srcFrOOBSolferino + ": II Corps, 2nd division Herdy"), bdes: []rsBde{
				{id: "kintzl", name: "Brigade Kintzl", brigadier: "kintzl", brigadierName: "Kintzl", cmt: 1, rng: 2, line: 4, bat: 1, gun: "F",
					src: src(srcFrOOBSolferino + ": IR 45, four battalions"), setup: `within 2 of "Ponte Vecchio"`, setupProv: src(srcBanlaky + ": Clam-Gallas sent Kintzl's brigade to hold the canal crossings at Ponte Vecchio and Robecco")},
				{id: "baltin", name: "Brigade Baltin", brigadier: "baltin", brigadierName: "Baltin", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcHerrmann43 + ": Baltin's brigade in Boffalora with the 10th Jäger and battalions of Erzherzog Rainer; battalions: " + austrianBde), setup: `within 1 of "Boffalora"`, setupProv: src(srcBanlaky + ": at 8.30 Liechtenstein sent Baltin's brigade to Boffalora")},
			}},
		}})
	austria.corps(rsCorps{id: "a7", name: "VII Corps", nation: "austria", army: "army2", cdr: "zobel", cdrName: "Zobel", rng: 3, cont: 3,
		cdrProv: est("corps commander ratings are not in the rulebook (4.21)"), src: src(srcGyulaiReport + ": the division Reischach of the 7th Corps at Corbetta at 8.30; " + srcJahrbuch176 + ": Gyulai put it at Clam-Gallas's disposal"),
		cdrSetup: `within 2 of "Corbetta"`, setupProv: setupNote,
		divs: []rsDiv{
			{id: "reischach", name: "Division Reischach", src: src(srcGyulaiReport + ": the division Reischach at Corbetta"), bdes: []rsBde{
				{id: "lebzeltern", name: "Brigade Lebzeltern", brigadier: "lebzeltern", brigadierName: "Lebzeltern", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F", reserve: true,
					src: src(srcLaPatria346 + ": Lebzeltern wounded at Magenta; battalions: " + austrianBde), setup: `within 2 of "Corbetta"`, setupProv: src(srcGyulaiReport + ": at Corbetta at 8.30")},
				{id: "gablenz", name: "Brigade Gablenz", brigadier: "gablenz", brigadierName: "Gablenz", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F", reserve: true,
					src: est("the division's second brigade: name not in the sources read; battalions: " + austrianBde), setup: `within 2 of "Corbetta"`, setupProv: src(srcGyulaiReport + ": at Corbetta at 8.30")},
			}},
		}})
	austria.corps(rsCorps{id: "a3", name: "III Corps", nation: "austria", army: "army2", cdr: "schwarzenberg", cdrName: "Schwarzenberg", rng: 3, cont: 3,
		cdrProv: `@estimated "4.13 E8: Schwarzenberg's Range is 3 (rulebook); his Continuity is estimated"`, src: src(srcGyulaiReport + ": the 3rd Corps at Abbiategrasso at 8.30, ordered to take the enemy in the flank"),
		cdrArrive: "turn 5 at abbiategrasso", setupProv: arriveNote("the march from Abbiategrasso by Robecco"), resBat: 1, resGun: "F", resArrive: "turn 6 at abbiategrasso", corpsCav: 1, cavArrive: "turn 6 at abbiategrasso",
		divs: []rsDiv{
			{id: "a3d", name: "III Corps division", src: est("the III Corps brigades at Magenta in one division; its name is not in the sources read"), bdes: []rsBde{
				{id: "durfeld", name: "Brigade Dürfeld", brigadier: "durfeld", brigadierName: "Dürfeld", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcLaPatria346 + ": Dürfeld wounded at Magenta; battalions: " + austrianBde), arrive: "turn 5 at abbiategrasso", setupProv: arriveNote("the march from Abbiategrasso")},
				{id: "wetzlar", name: "Brigade Wetzlar", brigadier: "wetzlar", brigadierName: "Wetzlar", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: src(srcLaPatria346 + ": Wetzlar wounded at Magenta (4.13 E8: a III Corps brigadier); battalions: " + austrianBde), arrive: "turn 5 at abbiategrasso", setupProv: arriveNote("the march from Abbiategrasso")},
				{id: "a3b3", name: "III Corps 3rd brigade", brigadier: "a3b3b", brigadierName: "Brigadier of the III Corps 3rd brigade", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: est("a third III Corps brigade: name not in the sources read; " + austrianBde), arrive: "turn 7 at abbiategrasso", setupProv: arriveNote("the corps' rear")},
			}},
		}})
	austria.corps(rsCorps{id: "res", name: "The Reserve (Mensdorff's cavalry)", nation: "austria", army: "army2", cont: 2,
		src: est("4.17's Reserve is the Solferino armies' cavalry and reserve guns; at Magenta the army's one cavalry division, Mensdorff's, read as The Reserve (Continuity 2)"),
		divs: []rsDiv{
			{id: "mensdorff", name: "Cavalry Division Mensdorff", src: src(srcBanlaky + ": Mensdorff's reserve cavalry division stood ready at Corbetta"), bdes: []rsBde{
				{id: "mensb", name: "Mensdorff's cavalry brigade", brigadier: "mensb", brigadierName: "Mensdorff's brigadier", cmt: 1, rng: 3, cav: 3, cavWeight: "light", bat: 1, gun: "horse", keys: " army=army2", reserve: true,
					src:   est("the division's regiments and brigadier are not in the sources read: three regiments and a horse battery (7.5 note: very little cavalry at Magenta)"),
					setup: `within 2 of "Corbetta"`, setupProv: src(srcBanlaky + ": Mensdorff's division at Corbetta")},
			}},
		}})
	return france, austria
}

func magentaScenario() string {
	var b strings.Builder
	b.WriteString(`# Magenta, 4 June 1859, for Risorgimento 1859: The Battles (seed 003). The
# playbook with the scenario, the orders of battle and the Magenta map is not
# in the seed: this file reconstructs them (docs/scenario-risorgimento.md).
# Every value says whether the rulebook states it (@rulebook), a historical
# source does (@source, with its title and address) or it is estimated.
# GENERATED: scenarios/risorgimento_*_test.go; run
# go test ./scenarios -run TestRisorgimentoGenerated -update
scenario magenta1859
system risorgimento
title "Magenta, 4 June 1859"
side france "Franco-Sardinian army (France and Piedmont)"
side austria "Austrian II Army"
turns 11 ` + est("10:00 to 20:00: the Guard reached San Martino at 10 a.m. (Britannica); the fighting ended at nightfall") + `

`)
	b.WriteString(generateRS(magentaMapSpec))
	fr, au := magentaOOB()
	writeOOB(&b, fr, au)
	b.WriteString("\n[turns]\n")
	for t := 1; t <= 11; t++ {
		h := 9 + t
		var extra, prov string
		switch {
		case t == 1:
			prov = src(srcBritannica + ": Mellinet's Guard division reached San Martino at 10 a.m.; " + srcJahrbuch177 + ": the fighting began between 10 and 11")
		case h >= 12 && h <= 16:
			extra, prov = " weather=heat", est("9.0: heat in both battles; which hours were Heat turns (4.44) is not in the rulebook")
		case h == 20:
			extra, prov = " light=dusk", est("the last hour of daylight on 4 June; the end of the fighting at nightfall")
		default:
			prov = `@rulebook "2.5: about one hour a turn"`
		}
		fmt.Fprintf(&b, "turn %d time=%02d:00 date=1859-06-04%s %s\n", t, h, extra, prov)
	}
	b.WriteString(`
[rules]
rule initiative-drm-france 1 ` + est("4.3: a scenario may give one side a modifier to the initiative roll; the French attacked (the playbook's value is not in the seed)") + `
rule magenta-surprise on @rulebook "7.45, 6.34, 7.21: the Magenta Surprise attack (+2) exists; when it applies is the playbook's, read in docs/scenario-risorgimento.md"
rule awareness on @rulebook "5.3: facing does not affect movement except under Magenta's Awareness rule (playbook)"
rule naviglio on @rulebook "4.12: The Naviglio Canal in Magenta DOES NOT block Corps Commander Command Range: the canal hexsides of this map are the Naviglio Grande"
rule railroad-trail on @rulebook "5.11: at Magenta the railroad counts as a trail (no Strategic Movement by it through Heavily Cultivated hexes)"
rule cultivated-road-stacking on @rulebook "5.27 play note (L1096-1098): The important rule for Magenta is No Stacking if you want to use roads/Trails through these hexes; read: no road or trail rate into a Heavily-Cultivated hex holding another friendly combat unit (docs/rules-coverage-risorgimento.md, 5.27)"
rule control austria ` + est("the Austrians held the Naviglio line and Magenta at the start (La Patria p. 343)") + `
rule reserve-release-a7 5 ` + est("4.62: scenarios add automatic release turns; Reischach's division attacked in the afternoon (Jahrbuch p. 176)") + `
option french-demoralization-6 "the French demoralize at 6 instead of 7 (9.22 design note)" @rulebook "9.22: optional French Demoralization Level 6 or 5"

[victory]
provenance estimated "the playbook's victory conditions are not in the seed: reconstructed from the objective of the battle (BGG: the French must cross a major river to take an important rail centre) and rule 9 (docs/scenario-risorgimento.md)"
objective ` + hexesOf(magentaMapSpec, "Magenta") + ` name="Magenta" vp=3
objective ` + hexesOf(magentaMapSpec, "Ponte Nuovo") + ` name="Ponte Nuovo" vp=2
objective ` + hexesOf(magentaMapSpec, "Boffalora") + ` name="Boffalora" vp=1
objective ` + hexesOf(magentaMapSpec, "Ponte Vecchio") + ` name="Ponte Vecchio" vp=1
objective ` + hexesOf(magentaMapSpec, "Robecco") + ` name="Robecco" vp=1
condition all vp "At the end of the last turn the allied side scores the VP of the objectives it controls and 2 VP for each Demoralized Austrian corps (9.2); Austria scores 2 VP for each Demoralized allied corps. Allied VP minus Austrian VP: 5 or more an allied victory, 2 to 4 a draw, 1 or less an Austrian victory" demoralized-vp=2 win=5 draw=2
`)
	b.WriteString("\n" + risorgimento.ScenarioCharts()) // the engine's stand-ins, row for row
	return b.String()
}

// hexesOf is the hexes of a place of a spec, as written in the file.
func hexesOf(sp *rsMapSpec, name string) string {
	for _, p := range sp.places {
		if p.name != name {
			continue
		}
		h := sp.m.hex(p.lat, p.lon)
		hs := []string{hexStr(h)}
		for _, d := range p.extra {
			if n, ok := sp.m.grid().Neighbor(h, d); ok {
				hs = append(hs, hexStr(n))
			}
		}
		return strings.Join(hs, " ")
	}
	panic("no place " + name)
}

// writeOOB writes the [counters], [setup] and [reinforcements] sections
// of both sides.
func writeOOB(b *strings.Builder, sides ...*rsOOB) {
	b.WriteString("\n[counters]\n" + rsRatingsProv + "\n")
	for _, o := range sides {
		b.WriteString(o.counters.String())
	}
	b.WriteString("\n[setup]\n")
	for _, o := range sides {
		b.WriteString(o.setup.String())
	}
	b.WriteString("\n[reinforcements]\n")
	for _, o := range sides {
		b.WriteString(o.arrive.String())
	}
}
