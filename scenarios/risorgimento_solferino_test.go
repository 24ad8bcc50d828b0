package scenarios_test

// Solferino and San Martino, 24 June 1859 (solferino1859): the spec of the
// scenario file. The printed game spreads the battlefield over two maps
// (2.1: Solferino and San Martino); a mincio scenario is on one map, so
// this one covers both, from San Martino and Pozzolengo in the north to
// Medole and Guidizzolo in the south.

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/risorgimento"
)

// Sources of Solferino, cited in the provenance notes (full list in
// docs/scenario-risorgimento.md).
const (
	srcSolferinoCoord = "Bataille de Solférino, fr-academic.com/dic.nsf/frwiki/192144: 45.36722 N 10.56639 E"
	srcSanMartino     = "San Martino della Battaglia, no.wikiital.com/wiki/San_Martino_della_Battaglia: 45.438333 N 10.6 E"
	srcScoperta       = "Scoperta (Lonato del Garda), it.wikipedia.org/wiki/Scoperta_(Lonato_del_Garda): 45°23′26.45″N 10°34′47.86″E"
	srcPozzolengo     = "Pozzolengo, it.wikipedia.org/wiki/Pozzolengo: 45.406944 N 10.633889 E; crossed by the torrent Redone"
	srcCavriana       = "Cavriana, it.wikipedia.org/wiki/Cavriana: 45.35 N 10.6 E, 170 m"
	srcGuidizzolo     = "Guidizzolo, it.wikipedia (teknopedia mirror): 45°19′N 10°35′E"
	srcMedole         = "Medole, world.wikisort.org/italy/de/Italien/Medole: 45°20′N 10°31′E"
	srcDeAmicis       = "De Amicis, Ricordi del 1870-71, p. 28 (it.m.wikisource.org/wiki/Pagina:De_Amicis_-_Ricordi_del_1870-71.djvu/42)"
	srcKriegsArchiv42 = "Mittheilungen des k.k. Kriegs-Archivs 2 (1877), p. 42 (library.hungaricana.hu/en/view/MitKuKKriegsArch_1877/?pg=45)"
	srcKriegsArchiv58 = "Mittheilungen des k.k. Kriegs-Archivs 2 (1877), p. 58 (library.hungaricana.hu/hu/view/MitKuKKriegsArch_1877/?pg=61)"
	srcGuardReport    = "Report of Marshal Saint-Jean d'Angély, Cavriana 25 June 1859 (military-photos.com/solferino.htm)"
	srcWylly          = "H. C. Wylly, The Campaign of Magenta and Solferino (1907), as quoted by Leonaur (leonaur.com, product 349)"
	srcDunant         = "H. Dunant, Eine Erinnerung an Solferino, Die österreichische Armee (lexikus.de)"
	srcFilopanti      = "Q. Filopanti, Storia di un secolo (abruzzoinmostra.it … pagt0174.htm)"
	srcHuCentre       = "Hungarian history of the 1859 war, 'A középen' (mek-oszk.uz.ua/09400/09477/html/0022/2382.html)"
	srcHuNorth        = "Hungarian history of the 1859 war, 'Az északi szárnyakon' (mek-oszk.uz.ua/09400/09477/html/0022/2383.html)"
	srcHuSouth        = "Hungarian history of the 1859 war, 'A déli szárnyakon', afternoon (mek-oszk.uz.ua/09400/09477/html/0022/2385.html)"
	srcMilfors        = "Militärforschung, Solferino (milfors.de/Solferino.htm)"
	srcStorm          = "La battaglia di Solferino, pagina 15 (battagliasolferino.webnode.it/products/pagina-15)"
)

var solferinoMapSpec = &rsMapSpec{
	header: []string{
		"GENERATED: scenarios/risorgimento_solferino_test.go; change the spec there and run",
		"go test ./scenarios -run TestRisorgimentoGenerated -update",
	},
	// Row 1 at 45.455 N, column 1 at 10.475 E: 56 columns (14 km) from
	// Castiglione to Pozzolengo's east, 58 rows (17 km) from the railway
	// north of San Martino to south of Guidizzolo.
	m:    rsMap{lat0: 45.455, lon0: 10.475, cols: 56, rows: 58},
	prov: `provenance estimated "the Solferino and San Martino maps (S) are not in the seed: one map reconstructed from the places' coordinates at 325 yards a hex (docs/scenario-risorgimento.md)"`,
	legend: []legend{
		{'c', "clear", "Clear"},
		{'L', "lightly-cultivated", "Lightly Cultivated (the plain of Medole, 5.27, 6.23)"},
		{'w', "woods", "Woods"},
		{'r', "rough", "Rough (every level 4 and 5 hex, 5.24)"},
		{'W', "wooded-rough", "Wooded and Rough (5.24)"},
		{'v', "village", "Village"},
		{'T', "town", "Town (Castiglione, 5.5)"},
		{'K', "castle", "Castle (above Solferino, 5.29)"},
	},
	places: []rsPlace{
		{"Solferino", 45.36722, 10.56639, src(srcSolferinoCoord), 'v', nil},
		{"Rocca di Solferino", 45.3705, 10.5664, `@rulebook "5.29: a castle above the village of Solferino (placed one hex north of it)"`, 'K', nil},
		{"San Martino", 45.438333, 10.6, src(srcSanMartino), 'v', nil},
		{"Madonna della Scoperta", 45.390681, 10.579961, src(srcScoperta), 'v', nil},
		{"Pozzolengo", 45.406944, 10.633889, src(srcPozzolengo), 'v', nil},
		{"Cavriana", 45.35, 10.6, src(srcCavriana), 'v', nil},
		{"Guidizzolo", 45.3167, 10.5833, src(srcGuidizzolo), 'v', nil},
		{"Medole", 45.3333, 10.5167, src(srcMedole), 'v', nil},
		{"Castiglione", 45.3897, 10.4869, est("Castiglione delle Stiviere, where the French corps gathered (De Amicis); coordinate from modern maps"), 'T', []hexmap.Direction{hexmap.S}},
		{"San Cassiano", 45.3570, 10.5850, est("frazione of Cavriana between Solferino and Cavriana where the I Corps stood (De Amicis); coordinate from modern maps"), 'v', nil},
		{"Le Grole", 45.3920, 10.5300, est("where the Guard stood at 11 a.m. behind the French I Corps (Kriegs-Archiv p. 58); coordinate from modern maps"), 'v', nil},
		{"Cà Morino", 45.3470, 10.5350, est("on the Castiglione-Guidizzolo road where MacMahon stood from 9.30 (Kriegs-Archiv p. 58); coordinate estimated"), 'v', nil},
		{"Rebecco", 45.3180, 10.5600, est("between Medole and Guidizzolo, as the Kriegs-Archiv (p. 49) places Luzy's and Saurin's brigades; coordinate estimated"), 'v', nil},
		{"Casa Nuova", 45.3300, 10.5450, est("Vinoy's division at Cà Nuova (Kriegs-Archiv p. 49); coordinate estimated"), 'v', nil},
		{"Castel Grimaldo", 45.3150, 10.6300, est("frazione of Cavriana where the XI Corps stood in second line (De Amicis); coordinate estimated"), 'v', nil},
		{"Esenta", 45.4300, 10.4850, est("where the French I Corps stood on the eve (De Amicis); coordinate estimated"), 'v', nil},
		{"Castel Venzago", 45.4250, 10.5450, est("on the Lonato road to Madonna della Scoperta; coordinate estimated"), 'v', nil},
	},
	base: func(s *rsState, h hexmap.Hex) byte {
		lat, _ := s.sp.m.centre(h)
		switch l := s.level[h]; {
		case l >= 4 && noise(h, 5) < 30:
			return 'W' // 5.24: "some are also Wooded and Rough"
		case l >= 4:
			return 'r' // 5.24: all level 4 and 5 hexes are Rough
		case l >= 1 && noise(h, 3) < 15:
			return 'w'
		case l >= 1:
			return 'c'
		case lat < 45.365:
			return 'L' // 6.23: the southern plain is Lightly Cultivated
		case noise(h, 4) < 8:
			return 'w'
		}
		return 'c'
	},
	// The morainic hills (Pozzolengo: "between Lake Garda and its morainic
	// hills", it.wikipedia): levels of about 25 m over the plain of Medole
	// (62 m); Solferino's Rocca the highest (5), Cavriana 170 m (4).
	hills: []rsHill{
		{"Rocca di Solferino", 5, 0, true, 2},
		{"Solferino", 4, 0, false, 1},
		{"45.3620,10.5830", 4, 1, true, 1}, // Monte Fontana, between Solferino and Cavriana
		{"Cavriana", 4, 1, true, 2},
		{"Madonna della Scoperta", 3, 1, true, 1},
		{"45.4050,10.5550", 3, 1, true, 1}, // Monte Carnal and Costa Mezzana (Kriegs-Archiv p. 58)
		{"Pozzolengo", 3, 1, false, 1},
		{"San Martino", 2, 2, true, 1},
		{"Castiglione", 3, 2, false, 1},
		{"Le Grole", 3, 1, true, 1},
		{"45.3800,10.6150", 2, 2, false, 1},
		{"45.4250,10.6200", 2, 2, false, 1},
		// The saddles that join them into one amphitheatre of hills.
		{"45.3900,10.5050", 2, 2, false, 1},
		{"45.3800,10.5450", 3, 1, false, 1},
		{"45.3950,10.5650", 3, 1, false, 1},
		{"45.4000,10.6000", 2, 2, false, 1},
		{"45.4200,10.5800", 2, 2, false, 1},
		{"45.4100,10.5300", 2, 2, false, 1},
		{"45.3400,10.6250", 3, 1, false, 1},
		{"45.3700,10.6000", 3, 1, false, 1},
	},
	ridges: true,
	canals: []rsCanal{
		{kind: "canal", line: []pt{{45.3400, 10.470}, {45.3333, 10.5167}, {45.3250, 10.5600}, {45.3180, 10.6600}}},
		{kind: "shallow-stream", ford: true, line: []pt{{45.4600, 10.6120}, {45.4050, 10.6200}, {45.3600, 10.6250}, {45.3000, 10.6400}}, northSouth: true},
	},
	paths: []rsPath{
		{"major-road", []string{"45.3897,10.470", "Castiglione", "Cà Morino", "Guidizzolo", "45.3020,10.6000"}},
		{"minor-road", []string{"Castiglione", "1424", "1425", "Le Grole", "Solferino"}},
		{"minor-road", []string{"Solferino", "San Cassiano", "Cavriana"}},
		{"minor-road", []string{"Cavriana", "Guidizzolo"}},
		{"minor-road", []string{"Castiglione", "Medole", "Rebecco", "Guidizzolo"}},
		{"minor-road", []string{"45.4570,10.4800", "Esenta", "Castel Venzago", "Madonna della Scoperta", "Solferino"}},
		{"minor-road", []string{"45.4570,10.5750", "San Martino", "Pozzolengo", "45.4000,10.6600"}},
		{"minor-road", []string{"Pozzolengo", "Madonna della Scoperta"}},
		{"minor-road", []string{"Pozzolengo", "Cavriana", "45.3300,10.6600"}},
		{"minor-road", []string{"Guidizzolo", "Castel Grimaldo", "45.3100,10.6600"}},
		{"minor-road", []string{"Castiglione", "Esenta"}},
		{"minor-road", []string{"Medole", "45.3000,10.5100"}},
		{"trail", []string{"Solferino", "45.3500,10.5450", "Casa Nuova", "Medole"}},
		{"trail", []string{"Madonna della Scoperta", "San Martino"}},
		{"railroad", []string{"45.4520,10.470", "45.4470,10.5500", "45.4450,10.6000", "45.4430,10.6600"}},
	},
	force: func(s *rsState) {
		// E20 (5.25): infantry moving S2218 → S2117 pays 3 MP, 1 to enter
		// (a clear hex) and 2 for the Sharp ridge, which replaces the
		// slope. E18 (5.21): the road from S1424 into S1425 crosses a
		// slope whose cost it ignores.
		a, b := mustHex("2218"), mustHex("2117")
		s.level[a], s.level[b] = 0, 2
		s.code[a], s.code[b] = 'c', 'c'
		hs, _ := s.g.HexsideBetween(a, b)
		for k := range s.sides {
			delete(s.sides[k], hs)
		}
		s.addSide("ridge-2", hs)
		s.noSlope[hs] = true
		s.level[mustHex("1424")], s.level[mustHex("1425")] = 2, 1
	},
	more: func(s *rsState) []string {
		hx := func(ref string) string { return hexStr(s.at(ref)) }
		return []string{
			"entry castiglione side=france " + hx("45.3897,10.470") + " " + est("the Brescia road at the west edge: the Guard came from Montechiaro by Castiglione (Guard report)"),
			"entry carpenedolo side=france " + hx("45.3630,10.470") + " " + est("the Carpenedolo road at the west edge: the IV Corps stood at Carpenedolo on the eve (De Amicis)"),
			"entry mezzane side=france " + hx("45.3020,10.4900") + " " + est("the south-west corner: the III Corps came from Mezzane (De Amicis)"),
			"entry lonato side=france " + hx("45.4570,10.4800") + " " + est("the Lonato road at the north edge: Durando and Fanti on the heights of Lonato (De Amicis)"),
			"entry rivoltella side=france " + hx("45.4570,10.5750") + " " + est("the Desenzano-Rivoltella road at the north edge: the Sardinian divisions by the lake (Filopanti)"),
			"entry ponti side=austria " + hx("45.4000,10.6600") + " " + est("the road east of Pozzolengo towards the Mincio"),
			"entry volta side=austria " + hx("45.3300,10.6600") + " " + est("the road east of Cavriana towards Volta and the Mincio"),
			"entry goito side=austria " + hx("45.3020,10.6000") + " " + est("the Goito road at the south edge (De Amicis: the great road goes on by Guidizzolo to Goito)"),
		}
	},
}

func solferinoOOB() (france, austria *rsOOB) {
	france, austria = &rsOOB{side: "france"}, &rsOOB{side: "austria"}
	setupNote := est("set-up area: the place a source names on the eve or at dawn, the radius estimated")
	arriveNote := func(why string) string { return est("arrival hour estimated: " + why) }
	ratings := est("corps commander ratings are not in the rulebook (4.21)")
	frBde := func(id, name string, line, jc int, srcNote, where, prov string) rsBde {
		return rsBde{id: id, name: name, brigadier: id, brigadierName: strings.TrimPrefix(name, "Brigade "), cmt: -1, rng: 3, line: line, jc: jc, bat: 1, gun: "F",
			src: srcNote, setup: where, setupProv: prov}
	}
	arrive := func(b rsBde) rsBde { b.arrive, b.setup = b.setup, ""; return b }

	france.army(rsArmy{id: "armyf", name: "Armée d'Italie", side: "france", nation: "france", oc: "napoleon", ocName: "Napoleon III",
		ocRatings: "init=1", ocProv: est("4.3: the overall commander's initiative DRM is not in the rulebook"),
		ocArrive: "turn 2 at castiglione", src: src(srcDunant + ": Napoleon spent the night at Montechiaro and hastened to Castiglione")})
	france.army(rsArmy{id: "armys", name: "Armata Sarda", side: "france", nation: "piedmont", src: `@rulebook "2.41, 4.25: the Piedmontese army is treated as one corps"`})

	guardArr := src(srcGuardReport + ": the infantry left Montechiaro at 5 and reached Castiglione about 6.45")
	france.corps(rsCorps{id: "guard", name: "Imperial Guard", nation: "france", army: "armyf", cdr: "stjean", cdrName: "Regnaud de Saint-Jean d'Angély",
		rng: 3, cont: 4, cdrExtra: " range-high=6", cdrProv: est("4.24: Range 6 within one hex of Napoleon III; the lower Range and the Continuity estimated"),
		src: src(srcItOOBSolferino + ": the Guard, 14,022 infantry, 3,259 cavalry, 36 guns"), cdrArrive: "turn 3 at castiglione", setupProv: guardArr,
		resBat: 2, resGun: "Rf", resArrive: "turn 3 at castiglione",
		divs: []rsDiv{
			{id: "mellinet", name: "Grenadier Division (Mellinet)", src: src(srcItOOBSolferino + ": 1st division Mellinet, 6,313 infantry, 12 guns"), bdes: []rsBde{
				{id: "niol", name: "Brigade Niol", brigadier: "niol", brigadierName: "Niol", cmt: -1, rng: 3, line: 5, bat: 1, gun: "Rf", elite: true,
					src: src(srcItOOBSolferino + ": Niol's brigade, five battalions (Guard Zouaves, 1st Grenadiers); 2.2: Niol led it at Solferino"), arrive: "turn 3 at castiglione", setupProv: guardArr},
				{id: "blanchard", name: "Brigade Blanchard", brigadier: "blanchard", brigadierName: "Blanchard", cmt: -1, rng: 3, line: 6, bat: 1, gun: "Rf", elite: true,
					src: src(srcItOOBSolferino + ": Blanchard's brigade, six battalions (2nd and 3rd Grenadiers)"), arrive: "turn 3 at castiglione", setupProv: guardArr},
			}},
			{id: "camou", name: "Voltigeur Division (Camou)", src: src(srcGuardReport + ": Camou's voltigeur division deployed behind the I Corps"), bdes: []rsBde{
				{id: "maneque", name: "Brigade Manèque", brigadier: "maneque", brigadierName: "Manèque", cmt: -1, rng: 3, line: 6, jc: 1, bat: 1, gun: "Rf", elite: true,
					src: est("the voltigeur brigades of the Guard: names and battalions from the Guard's organisation, not from a source read"), arrive: "turn 3 at castiglione", setupProv: guardArr},
				{id: "picardg", name: "Brigade Picard (Guard)", brigadier: "picardg", brigadierName: "Picard", cmt: -1, rng: 3, line: 6, bat: 1, gun: "Rf", elite: true,
					src: est("the voltigeur brigades of the Guard: names and battalions from the Guard's organisation, not from a source read"), arrive: "turn 4 at castiglione", setupProv: guardArr},
			}},
			{id: "morris", name: "Guard Cavalry Division (Morris)", src: src(srcGuardReport + ": the cavalry division left Castelnedolo at 8 and reached the field about 9.30, put at MacMahon's disposal"), bdes: []rsBde{
				{id: "gdcav1", name: "Guard cavalry 1st brigade", brigadier: "gdcav1", brigadierName: "Guard cavalry brigadier (1st)", cmt: 0, rng: 3, cav: 3, cavWeight: "heavy",
					src: src(srcItOOBSolferino + ": 3,259 Guard cavalry, about six regiments of 2.5's 500; the brigades and their brigadiers' names not in the sources read"), arrive: "turn 6 at castiglione", setupProv: src(srcGuardReport + ": on the field about 9.30")},
				{id: "gdcav2", name: "Guard cavalry 2nd brigade", brigadier: "gdcav2", brigadierName: "Guard cavalry brigadier (2nd)", cmt: 0, rng: 3, cav: 3, cavWeight: "light",
					src: src(srcItOOBSolferino + ": 3,259 Guard cavalry, about six regiments of 2.5's 500; the brigades and their brigadiers' names not in the sources read"), arrive: "turn 6 at castiglione", setupProv: src(srcGuardReport + ": on the field about 9.30")},
			}},
		}})

	iAt := `within 3 of "Esenta"`
	iProv := src(srcDeAmicis + ": the I Corps at Esenta on the eve; " + srcDunant + ": it marched on Solferino about 3 a.m.")
	france.corps(rsCorps{id: "i", name: "I Corps", nation: "france", army: "armyf", cdr: "baraguey", cdrName: "Baraguey d'Hilliers", rng: 4, cont: 3, cdrProv: ratings,
		src: `@rulebook "2.5: the I Corps had about 22,000 men"`, cdrSetup: iAt, setupProv: setupNote, resBat: 2, resGun: "H", resSetup: iAt,
		divs: []rsDiv{
			{id: "forey", name: "1st Division (Forey)", src: src(srcHuCentre + ": the I Corps attacked Solferino at 8 with Forey's division in front"), bdes: []rsBde{
				frBde("i11", "I Corps 1st Division, 1st brigade", 6, 1, est("brigade name not in the sources read; battalions: "+frenchBde+", 22,000 men at 550 (2.5)"), iAt, iProv),
				frBde("i12", "I Corps 1st Division, 2nd brigade", 6, 0, est("brigade name not in the sources read; battalions: "+frenchBde), iAt, iProv),
			}},
			{id: "ladmirault", name: "2nd Division (Ladmirault)", src: src(srcHuCentre + ": and Ladmirault's division against the Austrian right"), bdes: []rsBde{
				frBde("i21", "I Corps 2nd Division, 1st brigade", 6, 1, est("brigade name not in the sources read; battalions: "+frenchBde), iAt, iProv),
				frBde("i22", "I Corps 2nd Division, 2nd brigade", 6, 0, est("brigade name not in the sources read; battalions: "+frenchBde), iAt, iProv),
			}},
			{id: "bazaine", name: "3rd Division (Bazaine)", src: `@rulebook "2.2: Goze's brigade is 3/I, the I Corps' third division"`, bdes: []rsBde{
				{id: "goze", name: "Brigade Goze", brigadier: "goze", brigadierName: "Goze", cmt: -1, rng: 3, line: 9, bat: 1, gun: "F",
					src: `@rulebook "2.2: Goze's brigade (3/I) holds the three battalions each of the 1st Zouaves, 33rd and 34th regiments"`, setup: iAt, setupProv: iProv,
					names: []string{"1 Zve 1", "1 Zve 2", "1 Zve 3", "33 Ligne 1", "33 Ligne 2", "33 Ligne 3", "34 Ligne 1", "34 Ligne 2", "34 Ligne 3", "7(11)/I"}},
				{id: "douay", name: "Brigade Douay", brigadier: "douay", brigadierName: "Douay", cmt: -1, rng: 3, line: 6, bat: 1, gun: "F",
					src: `@rulebook "4.14: battery 7(11)/I is under Douay's brigade of the I Corps"`, setup: iAt, setupProv: iProv,
					names: []string{"Douay 1", "Douay 2", "Douay 3", "Douay 4", "Douay 5", "Douay 6", "7(11)/I"}},
			}},
			{id: "icav", name: "I Corps cavalry", src: est("a French corps' cavalry brigade (4.15: every French cavalry unit under a named brigadier)"), bdes: []rsBde{
				{id: "icavb", name: "I Corps cavalry brigade", brigadier: "icavb", brigadierName: "I Corps cavalry brigadier", cmt: 0, rng: 3, cav: 2, cavWeight: "light",
					src: est("two regiments of chasseurs à cheval; brigadier's name not in the sources read"), setup: iAt, setupProv: setupNote},
			}},
		}})

	iiAt := `within 2 of "Castiglione"`
	iiProv := src(srcDeAmicis + ": the II Corps at Castiglione on the eve")
	france.corps(rsCorps{id: "ii", name: "II Corps", nation: "france", army: "armyf", cdr: "macmahon", cdrName: "MacMahon", rng: 4, cont: 4, cdrProv: ratings,
		src: src(srcKriegsArchiv49 + ": the II Corps (MacMahon), divisions Motterouge and Decaen"), cdrSetup: iiAt, setupProv: setupNote, resBat: 2, resGun: "H", resSetup: iiAt,
		divs: []rsDiv{
			{id: "motterouge", name: "1st Division (La Motterouge)", src: src(srcKriegsArchiv49 + ": Motterouge, brigades Douay and Lefebvre"), bdes: []rsBde{
				frBde("douay2", "Brigade Douay (II Corps)", 6, 1, src(srcKriegsArchiv49+" names the brigade; battalions: "+frenchBde), iiAt, iiProv),
				frBde("lefebvre", "Brigade Lefebvre", 6, 0, src(srcKriegsArchiv49+" names the brigade; battalions: "+frenchBde), iiAt, iiProv),
			}},
			{id: "decaen", name: "2nd Division (Decaen)", src: src(srcKriegsArchiv49 + ": Decaen, brigades Gault and Castagny"), bdes: []rsBde{
				frBde("gault", "Brigade Gault", 6, 1, src(srcKriegsArchiv49+" names the brigade; battalions: "+frenchBde), iiAt, iiProv),
				frBde("castagny", "Brigade Castagny", 6, 0, src(srcKriegsArchiv49+" names the brigade; battalions: "+frenchBde), iiAt, iiProv),
			}},
			{id: "iicav", name: "II Corps cavalry", src: est("a French corps' cavalry brigade"), bdes: []rsBde{
				{id: "gaudin", name: "Brigade Gaudin de Villaine", brigadier: "gaudin", brigadierName: "Gaudin de Villaine", cmt: 0, rng: 3, cav: 2, cavWeight: "light",
					src: est("II Corps' chasseurs à cheval: brigadier's name and two regiments not from a source read"), setup: iiAt, setupProv: setupNote},
			}},
		}})

	iiiNote := src(srcKriegsArchiv49 + " names the brigade; battalions: 2.5's 11,000 men at 550 a battalion, five a brigade")
	france.corps(rsCorps{id: "iii", name: "III Corps", nation: "france", army: "armyf", cdr: "canrobert", cdrName: "Canrobert", rng: 4, cont: 3, cdrProv: ratings,
		src: `@rulebook "2.5: the III Corps had about 11,000 men (see the playbook's notes on this corps)"`, cdrArrive: "turn 4 at mezzane",
		setupProv: arriveNote("the march from Mezzane on Medole (De Amicis)"), resBat: 1, resGun: "H", resArrive: "turn 6 at mezzane",
		divs: []rsDiv{
			{id: "renault", name: "1st Division (Renault)", src: src(srcKriegsArchiv49 + ": Renault, brigades Doens and Janin, at Tibaldo on the Seriola Marchionale"), bdes: []rsBde{
				arrive(frBde("doens", "Brigade Doens", 5, 0, iiiNote, "turn 4 at mezzane", arriveNote("the march from Mezzane"))),
				arrive(frBde("janin", "Brigade Janin", 5, 0, iiiNote, "turn 4 at mezzane", arriveNote("the march from Mezzane"))),
			}},
			{id: "trochu", name: "2nd Division (Trochu)", src: src(srcKriegsArchiv49 + ": Trochu, brigades Bataille and Collineau, at Medole"), bdes: []rsBde{
				arrive(frBde("bataille", "Brigade Bataille", 5, 0, iiiNote, "turn 6 at mezzane", arriveNote("the second division, later"))),
				arrive(frBde("collineau", "Brigade Collineau", 5, 0, iiiNote, "turn 6 at mezzane", arriveNote("the second division, later"))),
			}},
			{id: "partouneaux", name: "Cavalry Division (Partouneaux)", src: src(srcKriegsArchiv49 + ": the cavalry divisions Partouneaux and Desvaux between Medole and Cà Morino; attached to a corps for activation (4.16), estimated"), bdes: []rsBde{
				{id: "partb1", name: "Partouneaux 1st brigade", brigadier: "partb1", brigadierName: "Partouneaux's 1st brigadier", cmt: 0, rng: 3, cav: 2, cavWeight: "light", bat: 1, gun: "horse",
					src: est("two regiments and a horse battery; brigadier's name not in the sources read"), arrive: "turn 4 at carpenedolo", setupProv: arriveNote("with the IV Corps' march")},
				{id: "partb2", name: "Partouneaux 2nd brigade", brigadier: "partb2", brigadierName: "Partouneaux's 2nd brigadier", cmt: 0, rng: 3, cav: 2, cavWeight: "light",
					src: est("two regiments; brigadier's name not in the sources read"), arrive: "turn 4 at carpenedolo", setupProv: arriveNote("with the IV Corps' march")},
			}},
		}})

	ivNote := src(srcKriegsArchiv49 + " names the brigade; battalions: " + frenchBde)
	france.corps(rsCorps{id: "iv", name: "IV Corps", nation: "france", army: "armyf", cdr: "niel", cdrName: "Niel", rng: 4, cont: 4, cdrProv: ratings,
		src: src(srcKriegsArchiv49 + ": the IV Corps (Niel), divisions Luzy, de Failly and Vinoy"), cdrArrive: "turn 1 at carpenedolo",
		setupProv: arriveNote("the march from Carpenedolo (De Amicis) on Medole"), resBat: 2, resGun: "H", resArrive: "turn 3 at carpenedolo",
		divs: []rsDiv{
			{id: "luzy", name: "1st Division (Luzy)", src: src(srcKriegsArchiv49 + ": Luzy, brigades Douay and Lenoble, at Rebecco"), bdes: []rsBde{
				arrive(frBde("douay4", "Brigade Douay (IV Corps)", 6, 1, ivNote, "turn 1 at carpenedolo", arriveNote("the head of Niel's march"))),
				arrive(frBde("lenoble", "Brigade Lenoble", 6, 0, ivNote, "turn 1 at carpenedolo", arriveNote("the head of Niel's march"))),
			}},
			{id: "failly", name: "2nd Division (de Failly)", src: src(srcKriegsArchiv49 + ": de Failly, O'Farrel at Baite, Saurin between Rebecco and Medole"), bdes: []rsBde{
				arrive(frBde("ofarrel", "Brigade O'Farrel", 6, 1, src(srcKriegsArchiv49+" and 7.54 E30 (O'Farrel's brigade, IV Corps); battalions: "+frenchBde), "turn 2 at carpenedolo", arriveNote("behind Luzy"))),
				arrive(frBde("saurin", "Brigade Saurin", 6, 0, ivNote, "turn 2 at carpenedolo", arriveNote("behind Luzy"))),
			}},
			{id: "vinoy", name: "3rd Division (Vinoy)", src: src(srcKriegsArchiv49 + ": Vinoy, brigades Capriol [sic] and Charrière, at Cà Nuova"), bdes: []rsBde{
				arrive(frBde("martimprey", "Brigade Martimprey", 6, 1, est("the Kriegs-Archiv's 'Capriol' read as Martimprey; "+frenchBde), "turn 3 at carpenedolo", arriveNote("the rear of Niel's march"))),
				arrive(frBde("charriere", "Brigade de la Charrière", 6, 0, ivNote, "turn 3 at carpenedolo", arriveNote("the rear of Niel's march"))),
			}},
			{id: "desvaux", name: "Cavalry Division (Desvaux)", src: src(srcKriegsArchiv49 + ": the cavalry divisions Partouneaux and Desvaux between Medole and Cà Morino; attached to a corps for activation (4.16), estimated"), bdes: []rsBde{
				{id: "desvb1", name: "Desvaux 1st brigade", brigadier: "desvb1", brigadierName: "Desvaux's 1st brigadier", cmt: 0, rng: 3, cav: 2, cavWeight: "light", bat: 1, gun: "horse",
					src: est("two regiments and a horse battery; brigadier's name not in the sources read"), arrive: "turn 2 at carpenedolo", setupProv: arriveNote("with Niel's march")},
				{id: "desvb2", name: "Desvaux 2nd brigade", brigadier: "desvb2", brigadierName: "Desvaux's 2nd brigadier", cmt: 0, rng: 3, cav: 2, cavWeight: "light",
					src: est("two regiments; brigadier's name not in the sources read"), arrive: "turn 2 at carpenedolo", setupProv: arriveNote("with Niel's march")},
			}},
		}})

	pieBde := func(id, name string, div, entry string, turn int, why string) rsBde {
		return rsBde{id: id, name: name, brigadier: id, brigadierName: "Brigadier of the " + name, cmt: 1, rng: 3, line: 4, lt: 1, bat: 1, gun: "F",
			src:    src(srcDifesa58 + ": eight battalions, two to a counter (2.5), and one of the division's two Bersaglieri battalions; the brigade's name and brigadier are not in the sources read"),
			arrive: fmt.Sprintf("turn %d at %s", turn, entry), setupProv: arriveNote(why)}
	}
	colliano := rsBde{id: "colliano", name: "Brigata Granatieri (Colliano)", brigadier: "colliano", brigadierName: "Colliano", cmt: 1, rng: 3, line: 4, lt: 1, bat: 1, gun: "F",
		src: `@rulebook "2.2: Colliano's brigade is the 1st and 2nd Grenadiers (four battalions each, counters of two) and the 3rd Bersaglieri battalion"`, elite: true,
		arrive: "turn 2 at lonato", setupProv: arriveNote("Durando from the heights of Lonato (De Amicis), fighting at Madonna della Scoperta from 7.30 (Kriegs-Archiv p. 58)")}
	france.corps(rsCorps{id: "pie", name: "Piedmontese Army (one corps, 4.25)", nation: "piedmont", army: "armys", cdr: "ve", cdrName: "Vittorio Emanuele II", rng: 3, cont: 3,
		cdrProv: `@rulebook "4.25: Vittorio Emanuele's 3 is his Range and Continuity as corps commander"`, src: `@rulebook "2.5: the Sardinian army had about 29,000 men at Solferino"`,
		cdrArrive: "turn 2 at rivoltella", setupProv: arriveNote("the King with the divisions by the lake"),
		divs: []rsDiv{
			{id: "durando", name: "1st Division (Durando)", src: src(srcDeAmicis + ": the 1st division (Durando) on the heights of Lonato; " + srcKriegsArchiv58 + ": at Madonna della Scoperta from 7.30; " + srcDifesa58 + ": a division's light cavalry regiment and three batteries"),
				cav: 1, bat: 1, gun: "F", setup: "turn 2 at lonato", setupProv: arriveNote("with Colliano"), bdes: []rsBde{
					colliano,
					pieBde("savoia", "Brigata Savoia", "durando", "lonato", 3, "Durando's second brigade"),
				}},
			{id: "fanti", name: "2nd Division (Fanti)", src: src(srcKriegsArchiv58 + ": half of Fanti's division to Madonna della Scoperta, the other brigade towards San Martino"),
				cav: 1, bat: 1, gun: "F", setup: "turn 5 at lonato", setupProv: arriveNote("called towards Castiglione, then turned by the King"), bdes: []rsBde{
					pieBde("piemonte", "Brigata Piemonte", "fanti", "lonato", 5, "Fanti's first brigade, to Madonna della Scoperta"),
					pieBde("aosta", "Brigata Aosta", "fanti", "rivoltella", 6, "Fanti's second brigade, towards San Martino"),
				}},
			{id: "mollard", name: "3rd Division (Mollard)", src: src(srcFilopanti + ": Mollard's division in front of San Martino"),
				cav: 1, bat: 1, gun: "F", setup: "turn 1 at rivoltella", setupProv: arriveNote("its advance met Benedek about 6.30 (Wylly)"), bdes: []rsBde{
					pieBde("cuneo", "Brigata Cuneo", "mollard", "rivoltella", 1, "the advance on Pozzolengo detected about 6.30 (Wylly)"),
					pieBde("pinerolo", "Brigata Pinerolo", "mollard", "rivoltella", 2, "behind the advance"),
				}},
			{id: "cucchiari", name: "5th Division (Cucchiari)", src: src(srcFilopanti + ": Cucchiari's division beside Mollard's, towards the lake"),
				cav: 1, bat: 1, gun: "F", setup: "turn 3 at rivoltella", setupProv: arriveNote("from Rivoltella"), bdes: []rsBde{
					pieBde("casale", "Brigata Casale", "cucchiari", "rivoltella", 3, "from Rivoltella"),
					pieBde("acqui", "Brigata Acqui", "cucchiari", "rivoltella", 4, "from Rivoltella"),
				}},
		}})

	austria.army(rsArmy{id: "armya", name: "k.k. Armee", side: "austria", nation: "austria", oc: "franzjosef", ocName: "Franz Joseph",
		ocRatings: "init=0", ocProv: est("4.3: the overall commander's initiative DRM is not in the rulebook"),
		ocSetup: `within 1 of "Cavriana"`, src: src(srcDeAmicis + ": the Emperor's headquarters at Cavriana")})
	austria.army(rsArmy{id: "army1", name: "1st Army (Wimpffen)", side: "austria", nation: "austria", parent: "armya", src: src(srcFrOOBSolferino + ": the 1st Army (Wimpffen): III, IX and XI Corps and Zedtwitz's cavalry division")})
	austria.army(rsArmy{id: "army2", name: "2nd Army (Schlik)", side: "austria", nation: "austria", parent: "armya", src: src(srcDeAmicis + ": the 2nd Army (Schlick): I, V, VII and VIII Corps")})
	auBde := func(id, name string, line, lt, jc int, note, where, prov string) rsBde {
		return rsBde{id: id, name: name, brigadier: id, brigadierName: strings.TrimPrefix(name, "Brigade "), cmt: 1, rng: 2, line: line, lt: lt, jc: jc, bat: 1, gun: "F",
			src: note, setup: where, setupProv: prov}
	}
	named := func(who string) string { return src(who + " names the brigade; battalions: " + austrianBde) }
	unnamed := est("a brigade whose brigadier the sources read do not name; " + austrianBde)

	vAt, vProv := `within 2 of "Solferino"`, src(srcDeAmicis+": the V Corps (Stadion) at Solferino")
	austria.corps(rsCorps{id: "a5", name: "V Corps", nation: "austria", army: "army2", cdr: "stadion", cdrName: "Stadion", rng: 3, cont: 2,
		cdrProv: `@estimated "9.2 E33: Stadion's rating is 2 (rulebook, read as his Continuity); his Range estimated"`, src: `@rulebook "9.2 E33: the V Corps of the 2nd Army has five brigades"`,
		cdrSetup: vAt, setupProv: setupNote, resBat: 3, resGun: "H", resRockets: 1, resSetup: vAt, corpsCav: 1, cavSetup: vAt,
		divs: []rsDiv{
			{id: "palffy", name: "Division Palffy", src: src(srcKriegsArchiv58 + ": the division Palffy, brigades Koller and Gaal, at Madonna della Scoperta from 7.30"), bdes: []rsBde{
				auBde("koller", "Brigade Koller", 4, 0, 1, named(srcKriegsArchiv58), `within 2 of "Madonna della Scoperta"`, src(srcKriegsArchiv58+": fighting at Madonna della Scoperta from 7.30")),
				auBde("gaal", "Brigade Gaal", 4, 0, 1, named(srcKriegsArchiv58), `within 2 of "Madonna della Scoperta"`, src(srcKriegsArchiv58+": fighting at Madonna della Scoperta from 7.30")),
			}},
			{id: "a5d2", name: "V Corps, 2nd division", src: est("the V Corps' other division; its name is not in the sources read"), bdes: []rsBde{
				auBde("bils", "Brigade Bils", 4, 0, 1, named(srcHuCentre+" (the outposts, thrown back on Solferino about 5)"), `within 3 of "Solferino"`, src(srcHuCentre+": Bils' brigade on outpost before Solferino at dawn")),
				auBde("puchner", "Brigade Puchner", 4, 0, 1, named(srcHuCentre+" (sent forward to support Bils)"), vAt, vProv),
				auBde("a5b5", "V Corps 5th brigade", 4, 1, 0, unnamed, vAt, vProv),
			}},
		}})
	iAtA, iProvA := `within 2 of "San Cassiano"`, src(srcDeAmicis+": the I Corps (Clam-Gallas) in second line at San Cassiano and Cavriana")
	austria.corps(rsCorps{id: "a1", name: "I Corps", nation: "austria", army: "army2", cdr: "clamgallas", cdrName: "Clam-Gallas", rng: 3, cont: 3, cdrProv: ratings,
		src: src(srcDeAmicis + ": the I Corps (Clam-Gallas)"), cdrSetup: iAtA, setupProv: setupNote, resBat: 3, resGun: "H", resRockets: 1, resSetup: iAtA, corpsCav: 1, cavSetup: iAtA,
		divs: []rsDiv{
			{id: "a1d1", name: "I Corps, 1st division", src: est("division name not in the sources read"), bdes: []rsBde{
				auBde("a1b1", "I Corps 1st brigade", 4, 0, 1, unnamed, iAtA, iProvA),
				auBde("a1b2", "I Corps 2nd brigade", 4, 1, 0, unnamed, `within 2 of "Cavriana"`, iProvA),
			}},
			{id: "a1d2", name: "I Corps, 2nd division", src: `@rulebook "2.2: Hoditz's brigade is in the 2nd Division of the I Corps"`, bdes: []rsBde{
				{id: "hoditz", name: "Brigade Hoditz", brigadier: "hoditz", brigadierName: "Hoditz", cmt: 1, rng: 2, line: 4, jc: 1, bat: 1, gun: "F",
					src: `@rulebook "2.2: Hoditz's brigade (2nd Division, I Corps) is the four battalions of the Ernst regiment and the 14th Jäger battalion"`, setup: iAtA, setupProv: iProvA,
					names: []string{"Ernst 1", "Ernst 2", "Ernst 3", "Ernst 4", "14 Jgr"}},
				auBde("a1b4", "I Corps 4th brigade", 4, 0, 1, unnamed, `within 2 of "Cavriana"`, iProvA),
			}},
		}})
	viiAt, viiProv := `within 3 of "Cavriana"`, src(srcDeAmicis+": the VII Corps (Zobel) behind the I Corps")
	viiBde := func(id, name string) rsBde {
		b := auBde(id, name, 3, 0, 1, est("a brigade whose brigadier the sources read do not name; four battalions: 2.5, the VII Corps was under strength"), viiAt, viiProv)
		b.reserve = true
		return b
	}
	austria.corps(rsCorps{id: "a7", name: "VII Corps", nation: "austria", army: "army2", cdr: "zobel", cdrName: "Zobel", rng: 3, cont: 3, cdrProv: ratings,
		src: `@rulebook "2.5: the VII Corps was under strength"`, cdrSetup: viiAt, setupProv: setupNote, resBat: 2, resGun: "H", resRockets: 1, resSetup: viiAt, corpsCav: 1, cavSetup: viiAt,
		divs: []rsDiv{
			{id: "a7d1", name: "VII Corps, 1st division", src: est("division name not in the sources read"), bdes: []rsBde{viiBde("a7b1", "VII Corps 1st brigade"), viiBde("a7b2", "VII Corps 2nd brigade")}},
			{id: "a7d2", name: "VII Corps, 2nd division", src: est("division name not in the sources read"), bdes: []rsBde{viiBde("a7b3", "VII Corps 3rd brigade"), viiBde("a7b4", "VII Corps 4th brigade")}},
		}})
	viiiAt, viiiProv := `within 2 of "Pozzolengo"`, src(srcWylly+": the 8th Corps bivouacked with all its brigades in and around Pozzolengo; Benedek placed four brigades on the hills covering it from the west")
	reserveBde := func(b rsBde) rsBde { b.reserve = true; return b }
	austria.corps(rsCorps{id: "a8", name: "VIII Corps", nation: "austria", army: "army2", cdr: "benedek", cdrName: "Benedek", rng: 4, cont: 4,
		cdrProv: `@estimated "4.0: Benedek is the one well-rated Austrian leader; his values estimated"`, src: `@rulebook "2.5: the Sardinian army (29,000) had 50 per cent more men than Benedek's VIII Corps"`,
		cdrSetup: viiiAt, setupProv: setupNote, resBat: 3, resGun: "H", resRockets: 1, resSetup: viiiAt, corpsCav: 1, cavSetup: `within 2 of "San Martino"`,
		divs: []rsDiv{
			{id: "lang", name: "Division Lang", src: `@rulebook "5.41 E22: Dauber's and Lippert's brigades of Lang's division, VIII Corps"`, bdes: []rsBde{
				auBde("dauber", "Brigade Dauber", 4, 0, 1, `@rulebook "5.41 E22: Dauber's brigade, VIII Corps; battalions: the standard Austrian brigade (2.2)"`, viiiAt, viiiProv),
				auBde("lippert", "Brigade Lippert", 4, 0, 1, `@rulebook "5.41 E22: Lippert's brigade, VIII Corps; battalions: the standard Austrian brigade (2.2)"`, viiiAt, viiiProv),
			}},
			{id: "a8d2", name: "VIII Corps, 2nd division", src: est("division name not in the sources read"), bdes: []rsBde{
				auBde("a8b3", "VIII Corps 3rd brigade", 4, 0, 1, unnamed, `within 2 of "San Martino"`, viiiProv),
				reserveBde(auBde("berger", "Brigade Berger", 4, 1, 0, named(srcHuNorth+" (Benedek sent it forward later with Philippovic's)"), viiiAt, src(srcHuNorth+": two brigades stood in reserve at Pozzolengo"))),
				reserveBde(auBde("philippovic", "Brigade Philippovic", 4, 1, 0, named(srcHuNorth), viiiAt, src(srcHuNorth+": two brigades stood in reserve at Pozzolengo"))),
			}},
			{id: "a8vi", name: "Brigade Reichlin (from VI Corps)", src: src(srcHuNorth + ": the VIII Corps spent the night at Pozzolengo with its five brigades and Reichlin's, attached from the VI Corps"), bdes: []rsBde{
				auBde("reichlin", "Brigade Reichlin", 4, 0, 1, named(srcHuNorth), viiiAt, viiiProv),
			}},
		}})
	iiiAt, iiiProv := `within 3 of "Guidizzolo"`, src(srcDeAmicis+": the III Corps (Schwarzenberg) and IX around Guidizzolo")
	e8 := func(b rsBde, cmt int) rsBde {
		b.cmt = cmt
		b.ldrProv = fmt.Sprintf(`@estimated "4.13 E8: his Commitment DRM is %+d (rulebook); his Range estimated"`, cmt)
		return b
	}
	austria.corps(rsCorps{id: "a3", name: "III Corps", nation: "austria", army: "army1", cdr: "schwarzenberg", cdrName: "Schwarzenberg", rng: 3, cont: 3,
		cdrProv: `@estimated "4.13 E8: Schwarzenberg's Range is 3 (rulebook); his Continuity estimated"`,
		src:     src(srcFrOOBSolferino + ": the III Corps engaged 17,895 infantry, 880 cavalry and 72 guns (nine batteries of eight)"), cdrSetup: iiiAt, setupProv: setupNote,
		resBat: 4, resGun: "H", resRockets: 1, resSetup: iiiAt, corpsCav: 2, cavSetup: iiiAt, cavNames: []string{"1/2 Sicilian Uhlans", "3/4 Sicilian Uhlans"},
		divs: []rsDiv{
			{id: "schonberger", name: "Division Schönberger", src: src(srcKriegsArchiv49 + ": the division Schönberger, brigades Pokorny and Dienstl"), bdes: []rsBde{
				auBde("pokorny", "Brigade Pokorny", 4, 0, 1, named(srcKriegsArchiv49+" and 4.13 E8"), iiiAt, iiiProv),
				auBde("dienstl", "Brigade Dienstl", 4, 0, 1, named(srcKriegsArchiv49+" and 4.13 E8 (Dientsel)"), iiiAt, iiiProv),
			}},
			{id: "a3d2", name: "III Corps, 2nd division", src: est("division name not in the sources read"), bdes: []rsBde{
				auBde("wetzlar", "Brigade Wetzlar", 4, 0, 1, `@rulebook "4.13 E8: Wetzlar's brigade, III Corps; battalions: the standard Austrian brigade (2.2)"`, iiiAt, iiiProv),
				e8(auBde("hartung", "Brigade Hartung", 4, 0, 1, `@rulebook "4.13 E8: Hartung's brigade, III Corps; battalions: the standard Austrian brigade (2.2)"`, iiiAt, iiiProv), 0),
				e8(auBde("rosgen", "Brigade Rösgen", 3, 0, 1, src(srcFrOOBSolferino+": 17,895 infantry at 2.5's 750 a battalion, 24 battalions: four here; 4.13 E8 names Rösgen"), iiiAt, iiiProv), 1),
			}},
		}})
	ixAt, ixProv := `within 3 of "Guidizzolo"`, src(srcDeAmicis+": the IX Corps (Schaffgotsch) around Guidizzolo")
	medole := auBde("fehlmayr", "Brigade Fehlmayr", 4, 0, 1, named(srcKriegsArchiv49), ixAt, ixProv)
	austria.corps(rsCorps{id: "a9", name: "IX Corps", nation: "austria", army: "army1", cdr: "schaffgotsch", cdrName: "Schaffgotsch", rng: 3, cont: 3, cdrProv: ratings,
		src: src(srcFrOOBSolferino + ": the IX Corps engaged 18,728 infantry, 480 cavalry and 64 guns (eight batteries)"), cdrSetup: ixAt, setupProv: setupNote,
		resBat: 3, resGun: "H", resRockets: 1, resSetup: ixAt, corpsCav: 1, cavSetup: ixAt,
		divs: []rsDiv{
			{id: "crenneville", name: "Division Crenneville", src: src(srcKriegsArchiv49 + ": the division Crenneville, brigades Blumencron and Fehlmayr, of the 9th Corps"), bdes: []rsBde{
				auBde("blumencron", "Brigade Blumencron", 4, 0, 1, named(srcKriegsArchiv49), `within 2 of "Medole"`, src(srcKriegsArchiv42+": the IX Corps held Medole with one battalion and two guns; the rest of the division near it")),
				medole,
			}},
			{id: "a9d2", name: "IX Corps, 2nd division", src: est("division name not in the sources read"), bdes: []rsBde{
				auBde("a9b3", "IX Corps 3rd brigade", 4, 0, 1, unnamed, ixAt, ixProv),
				auBde("a9b4", "IX Corps 4th brigade", 4, 1, 0, unnamed, ixAt, ixProv),
				auBde("a9b5", "IX Corps 5th brigade", 4, 1, 0, unnamed, ixAt, ixProv),
			}},
		}})
	xiAt, xiProv := `within 2 of "Castel Grimaldo"`, src(srcDeAmicis+": the XI Corps (Weigl) in second line at Cerlungo and Castel Grimaldo")
	xiBde := func(id, name string, line, bat int, who string) rsBde {
		b := auBde(id, name, line, 0, 1, src(who+" names the brigade; battalions: "+srcFrOOBSolferino+"'s 12,486 infantry at 750 a battalion, 17 in five brigades; its 25 guns, three batteries"), xiAt, xiProv)
		b.bat = bat
		b.reserve = true
		return b
	}
	austria.corps(rsCorps{id: "a11", name: "XI Corps", nation: "austria", army: "army1", cdr: "weigl", cdrName: "Weigl", rng: 3, cont: 2, cdrProv: ratings,
		src: src(srcFrOOBSolferino + ": the XI Corps engaged 12,486 infantry, 560 cavalry and 25 guns; 2.5: under strength"), cdrSetup: xiAt, setupProv: setupNote, corpsCav: 1, cavSetup: xiAt,
		divs: []rsDiv{
			{id: "a11d", name: "XI Corps division", src: src(srcHuSouth + ": Wimpffen sent the XI Corps' brigades Baltin, Greschke, Dobrzensky and Host forward and kept Klapka's in reserve behind Guidizzolo; in one division here"), bdes: []rsBde{
				xiBde("baltin", "Brigade Baltin", 3, 1, srcKriegsArchiv49), xiBde("greschke", "Brigade Greschke", 2, 1, srcKriegsArchiv49),
				xiBde("dobrzensky", "Brigade Dobrzensky", 2, 0, srcHuSouth), xiBde("host", "Brigade Host", 2, 0, srcHuSouth),
				xiBde("klapka", "Brigade Klapka", 3, 1, srcKriegsArchiv49),
			}},
		}})
	resNote := `@rulebook "4.17: the 1st Army's Reserve batteries and the 1st and 2nd Army cavalry brigades form The Reserve, Continuity 2"`
	austria.corps(rsCorps{id: "res", name: "The Reserve", nation: "austria", army: "armya", cont: 2, src: resNote,
		resBat: 3, resGun: "H", resRockets: 1, resSetup: `within 3 of "Guidizzolo"`, setupProv: est("the 1st Army's reserve artillery near Guidizzolo; fr.wikipedia gives 24 guns (16 engaged) or eleven batteries: three batteries estimated"),
		divs: []rsDiv{
			{id: "zedtwitz", name: "Cavalry Division Zedtwitz (1st Army)", src: src(srcFrOOBSolferino + ": Zedtwitz's division engaged 2,970 horsemen and 16 guns"), bdes: []rsBde{
				{id: "vopaterny", name: "Brigade Vopaterny", brigadier: "vopaterny", brigadierName: "Vopaterny", cmt: 1, rng: 3, cav: 3, cavWeight: "light", bat: 1, gun: "horse", keys: " army=army1",
					src:   `@rulebook "4.15, 4.16: Vopaterny leads the Prinz von Bayern Hussars and may lead a Massed Cavalry Attack; 2,970 horsemen are six regiments of 500 (fr.wikipedia, 2.5)"`,
					names: []string{"Prinz von Bayern Hus"}, setup: `within 3 of "Guidizzolo"`, setupProv: est("north-west of Guidizzolo, where the Kriegs-Archiv (p. 42) says the division belonged")},
				{id: "palffyc", name: "Brigade Palffy (cavalry)", brigadier: "palffyc", brigadierName: "Palffy", cmt: 1, rng: 3, cav: 3, cavWeight: "heavy", bat: 1, gun: "horse", keys: " army=army1",
					src:   `@rulebook "4.16: only Vopaterny, Palffy and Zichy lead Austrian Massed Cavalry Attacks; his brigade's three regiments and army estimated"`,
					setup: `within 3 of "Guidizzolo"`, setupProv: est("north-west of Guidizzolo (Kriegs-Archiv p. 42)")},
			}},
			{id: "mensdorff", name: "Cavalry Division Mensdorff (2nd Army)", src: src(srcKriegsArchiv49 + ": the cavalry division Mensdorff"), bdes: []rsBde{
				{id: "zichy", name: "Brigade Zichy", brigadier: "zichy", brigadierName: "Zichy", cmt: 1, rng: 3, cav: 4, cavWeight: "light", bat: 1, gun: "horse", keys: " army=army2",
					src:   `@rulebook "4.16: Zichy may lead a Massed Cavalry Attack; his brigade's four regiments and army estimated"`,
					setup: `within 3 of "Cà Morino"`, setupProv: est("the Kriegs-Archiv (p. 42) says Mensdorff should have pushed a regiment towards Cà Morino: placed between it and Guidizzolo")},
			}},
		}})
	return france, austria
}

func solferinoScenario() string {
	var b strings.Builder
	b.WriteString(`# Solferino and San Martino, 24 June 1859, for Risorgimento 1859: The
# Battles (seed 003). The playbook with the scenario, the orders of battle and
# the two maps is not in the seed: this file reconstructs them on one map
# (docs/scenario-risorgimento.md). Every value says whether the rulebook states
# it (@rulebook), a historical source does (@source, with its title and
# address) or it is estimated.
# GENERATED: scenarios/risorgimento_*_test.go; run
# go test ./scenarios -run TestRisorgimentoGenerated -update
scenario solferino1859
system risorgimento
title "Solferino and San Martino, 24 June 1859"
side france "Franco-Sardinian army (France and Piedmont)"
side austria "Austrian army (1st and 2nd Armies)"
turns 16 ` + est("05:00 to 20:00: the French marched about 3 a.m. and met the Austrian outposts beyond Castiglione (Dunant); the Austrians withdrew in the evening") + `

`)
	b.WriteString(generateRS(solferinoMapSpec))
	fr, au := solferinoOOB()
	writeOOB(&b, fr, au)
	b.WriteString("\n[turns]\n")
	for t := 1; t <= 16; t++ {
		h := 4 + t
		var extra, prov string
		switch {
		case t == 1:
			extra, prov = " light=dawn", src(srcDunant+": about 3 a.m. the corps of Baraguey d'Hilliers and MacMahon marched; beyond Castiglione they met the Austrian outposts")
		case h >= 11 && h <= 16:
			extra, prov = " weather=heat", est("9.0: heat in both battles; which hours were Heat turns (4.44) is not in the rulebook")
		case h == 17:
			extra, prov = " weather=rain", src(srcStorm+": at 16:00 fighting at Monte Fontana; shortly after, a tremendous storm stopped all hostilities (9.21: Rain at Solferino)")
		case h == 20:
			extra, prov = " light=dusk", est("the last hour of daylight on 24 June")
		default:
			prov = `@rulebook "2.5: about one hour a turn"`
		}
		fmt.Fprintf(&b, "turn %d time=%02d:00 date=1859-06-24%s %s\n", t, h, extra, prov)
	}
	b.WriteString(`
[rules]
rule initiative-drm-france 1 ` + est("4.3: a scenario may give one side a modifier to the initiative roll; the French, having started first, attacked (BGG record); the playbook's value is not in the seed") + `
rule control austria ` + est("the Austrians held the hills from San Martino to Cavriana and the villages of the plain at dawn (De Amicis)") + `
rule corps-withdrawal-in-rain 7 ` + est("9.21: a Demoralized corps is subject to Corps Withdrawal during Rain (Solferino scenario rules, not in the seed); stand-in: in a Rain turn's Demoralization Segment it rolls 9.2's d10 + brigades HDC - Continuity and withdraws off the map at 7 or more (9.2's level); the Austrians left the field towards the Mincio as the storm stopped the fighting (battagliasolferino.webnode.it p. 15; Dunant p. 30)") + `
rule reserve-release-a7 6 ` + est("4.62: scenarios add automatic release turns; the VII Corps reinforced the centre in the afternoon (Jahrbuch p. 138)") + `
rule reserve-release-a11 8 ` + est("4.62: the XI Corps reached Guidizzolo about midday (Hungarian history, 'A déli szárnyakon') to support the 1st Army (Jahrbuch p. 138)") + `
option french-demoralization-6 "the French demoralize at 6 instead of 7 (9.22 design note)" @rulebook "9.22: optional French Demoralization Level 6 or 5"

[victory]
provenance estimated "the playbook's victory conditions are not in the seed: reconstructed from the battle's objectives (the Austrian centre at Solferino and the Emperor's headquarters at Cavriana, San Martino for the Sardinians) and rule 9 (docs/scenario-risorgimento.md)"
objective ` + hexesOf(solferinoMapSpec, "Solferino") + ` ` + hexesOf(solferinoMapSpec, "Rocca di Solferino") + ` name="Solferino" vp=3
objective ` + hexesOf(solferinoMapSpec, "Cavriana") + ` name="Cavriana" vp=3
objective ` + hexesOf(solferinoMapSpec, "San Martino") + ` name="San Martino" vp=2
objective ` + hexesOf(solferinoMapSpec, "Madonna della Scoperta") + ` name="Madonna della Scoperta" vp=1
objective ` + hexesOf(solferinoMapSpec, "Pozzolengo") + ` name="Pozzolengo" vp=1
objective ` + hexesOf(solferinoMapSpec, "San Cassiano") + ` name="San Cassiano" vp=1
objective ` + hexesOf(solferinoMapSpec, "Guidizzolo") + ` name="Guidizzolo" vp=1
objective ` + hexesOf(solferinoMapSpec, "Medole") + ` name="Medole" vp=1
condition all vp "At the end of the last turn the allied side scores the VP of the objectives it controls and 2 VP for each Demoralized Austrian corps (9.2); Austria scores 2 VP for each Demoralized allied corps. Allied VP minus Austrian VP: 8 or more an allied victory, 4 to 7 a draw, 3 or less an Austrian victory" demoralized-vp=2 win=8 draw=4
`)
	b.WriteString("\n" + risorgimento.ScenarioCharts()) // the engine's stand-ins, row for row
	return b.String()
}
