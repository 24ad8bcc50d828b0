package scenarios_test

import "github.com/mincio/mincio/adjudicator/hexmap"

// custozaMap is the reconstruction of the Custoza map (002): every hex a
// scenario of rules 22-28 names is at its printed number; the terrain
// between them is estimated from the places the text names, their order
// on the ground, and what the rules say of them (docs/scenario-custoza.md,
// "The Custoza map"). It is the shared file data/custoza.map, which the
// small scenarios (23.1-23.3) include (TestGeneratedMaps).
var custozaMap = &mapSpec{
	header: []string{
		"GENERATED MAP: scenarios/custoza_map_test.go (custozaMap); change the spec there and run",
		"go test ./scenarios -run TestGeneratedMaps -update. The scenarios on the Custoza map",
		"include this file in their [map] section (include custoza.map), each with its own area",
		"line after it (docs/scenario-format.md, Include).",
	},
	// Columns 10-70: the west edge is column 10 (24.1.5's 1004 and 1034,
	// 27.4's "1020-1034"), the east edge column 70 (7004-7014); rows
	// 01-34 (the south edge: 1034, 4034, 4434, 4834). Odd columns are
	// shifted half a hex down: 22.3.5's 1606, 1704 and 1805 are then
	// neighbours of 1705, and the odd columns end at row 33 (2533 is a
	// south-edge hex, 24.1.5).
	grid: "grid flat cols=10-70 rows=01-34 shifted=odd",
	prov: `provenance estimated "the Custoza map is not in the rulebook: terrain reconstructed around the hexes rules 22-28 name (docs/scenario-custoza.md)"`,
	legend: []legend{
		{'c', "clear", "Clear"},
		{'k', "cultivated", "Cultivated (vineyards of the hills)"},
		{'w', "woods", "Woods"},
		{'v', "village", "Village"},
		{'F', "fortress", "Fortress (Peschiera, 22.3)"},
		{'T', "tione", "Tione River (22.1)"},
		{'t', "tione-bridge", "Tione bridge (22.1)"},
		{'M', "mincio", "Mincio River, impassable (22.2)"},
		{'m', "mincio-bridge", "Mincio bridge (22.2)"},
		{'L', "lake", "Lake Garda (impassable)"},
	},
	base: func(h hexmap.Hex, level int) byte {
		switch {
		case custozaLake(h):
			return 'L'
		case level > 0:
			return 'k'
		}
		return 'c'
	},
	terrain: custozaTerrain(),
	hills: []hill{
		// The Custoza hills (23.2: "the first clashes for Custoza, and
		// its surrounding hills"; 23.3 and 28 "the hills"): Belvedere,
		// Monte Torre and Monte Croce the highest.
		{"3922", 3, 0}, {"4323", 3, 0}, {"4422", 3, 0}, {"3923", 2, 1}, {"4122", 2, 1}, {"4420", 2, 0},
		// Santa Lucia dei Monti (23.1: "defending on the Santa Lucia hills").
		{"3321", 2, 1}, {"3119", 1, 1},
		// Monte Cricol, Mongabia, Oliosi (23.1).
		{"2713", 2, 0}, {"2913", 1, 1}, {"2915", 1, 0},
		// Sona and Sommacampagna (24.2: "the hills between Sona and
		// Sommacampagna"), La Berettara.
		{"4707", 2, 1}, {"4913", 2, 1}, {"4516", 1, 0},
		// Valeggio, Castelnuovo, Madonna degli Angeli, Salionze.
		{"2430", 2, 0}, {"3105", 1, 1}, {"2309", 1, 0}, {"2315", 1, 0},
		// The west bank: Monzambano, Ponti, Olfino.
		{"1621", 2, 1}, {"1513", 1, 1}, {"1526", 2, 0},
		// 22.3.5: "Peschiera Fortress (hex 1705) is one level higher than
		// the surrounding hexes for LoS determination only" (noSlope).
		{"1705", 1, 0},
	},
	rivers: []road{
		// The Mincio leaves the lake at Peschiera (1705) and runs south:
		// 2215 is a Mincio hex (28.3: the pontoon bridge "deployed at
		// 2215"), 2115 on its west bank (28.3), Salionze (2315) and
		// Valeggio (2529, 2430) on the east bank, Ponti (1513),
		// Monzambano (1621) and Olfino (1526) on the west bank.
		{"M", []string{"1706", "1807", "1808", "1908", "2009", "2010", "2011", "2111", "2112", "2113",
			"2214", "2215", "2216", "2217", "2117", "2118", "2019", "2020", "1920", "1921", "1922", "1923",
			"2024", "2025", "2125", "2126", "2127", "2128", "2129", "2130", "2231", "2232", "2233", "2234"}},
		// The Tione: from south of Castelnuovo down the valley between
		// Santa Lucia (west) and Custoza (east) (23.1, 2170: the 5th
		// Division "withdrew behind the Tione river, defending on the
		// Santa Lucia hills").
		{"T", []string{"3208", "3313", "3317", "3421", "3523", "3625", "3727", "3830", "3834"}},
	},
	bridges: map[byte]byte{'M': 'm', 'T': 't'},
	roads: []road{
		// Verona - Sona - Castelnuovo - Peschiera - Desenzano (24.3: the
		// AH II Corps on "any connected Road or Track hex within 5 hexes
		// of 5705").
		{"major-road", []string{"7004", "5705", "4707", "4005", "3105", "2405", "1805", "1705", "1606", "1004"}},
		// Verona - Villafranca - Valeggio (24.3: I Corps "within 5 hexes
		// of 6216").
		{"major-road", []string{"7014", "6216", "5129", "5029", "4929", "4028", "3227", "2529", "2430"}},
		// Valeggio - Borghetto bridge - west bank to the south edge (1034).
		{"major-road", []string{"2430", "2229", "2129", "1730", "1034"}},
		// Valeggio south to Goito (2533, 24.1.5).
		{"major-road", []string{"2430", "2533"}},
		// Villafranca south (4834, 24.1.5).
		{"major-road", []string{"5030", "4834"}},
		// West bank: Peschiera - Ponti - Monzambano - Olfino.
		{"minor-road", []string{"1606", "1513", "1621", "1526", "1730"}},
		// West edge (27.4: "1020-1034") to Monzambano.
		{"minor-road", []string{"1020", "1621"}},
		// Monzambano bridge - Salionze - Oliosi - Castelnuovo; the Forlì
		// brigade marches "along the road" at 2815-2816 (23.1).
		{"minor-road", []string{"1621", "1821", "1921", "2021", "2121", "2320", "2616", "2816", "2815", "2915", "3012", "3105"}},
		{"minor-road", []string{"2101", "2309", "2315", "2418", "2616"}},
		{"minor-road", []string{"2309", "3105"}},
		// Oliosi - Maragnotte - Fornello - Valeggio.
		{"minor-road", []string{"2915", "2617", "2625", "2529"}},
		// Custoza - Santa Lucia - Muraglie - Oliosi (across the Tione).
		{"minor-road", []string{"3923", "3321", "3119", "2915"}},
		// Custoza - Venturelli - Fornello.
		{"minor-road", []string{"3924", "3125", "2625"}},
		// Custoza - Gorgo - Monte Croce - Villafranca: 23.2's Italians on
		// the march at 4122, 4222, 4422 and 4525.
		{"minor-road", []string{"3923", "4122", "4222", "4422", "4525", "4929"}},
		// Custoza - Staffalo - La Berettara - Sommacampagna - Verona (7011).
		{"minor-road", []string{"4122", "4420", "4516", "4913", "4914", "5014", "7011"}},
		// Sona - Sommacampagna - Villafranca.
		{"minor-road", []string{"4707", "4913"}},
		{"minor-road", []string{"5014", "5129"}},
		// North edge (2101, 3601: 24.4) - Palazzolo - Sona.
		{"minor-road", []string{"3601", "4402", "4707"}},
		// South edge entries (26.4: 3434, 4034, 4434) north to the hills.
		{"minor-road", []string{"3434", "3626", "3924"}},
		{"minor-road", []string{"4034", "4028"}},
		{"minor-road", []string{"4434", "4525"}},
		// Tracks: Verona (7006) to Sona; Osteria al Bosco (4604) to
		// Castelnuovo and Sona; Monte Torre.
		{"track", []string{"7006", "6208", "5705"}},
		{"track", []string{"3105", "4604", "4707"}},
		{"track", []string{"4323", "4422"}},
		{"track", []string{"3807", "4005"}},
		{"track", []string{"3205", "3105"}},
		{"track", []string{"4804", "4707"}},
		{"track", []string{"5017", "5014"}},
	},
	places:    custozaPlaces,
	slopes:    true,
	noSlope:   []string{"1705"}, // 22.3.5: Peschiera is higher "for LoS determination only"
	lowRivers: true,
}

// custozaLake is Lake Garda north-west of Peschiera (estimated: the
// rulebook names the lake only in its history, 2114).
func custozaLake(h hexmap.Hex) bool {
	switch {
	case h.Col <= 15:
		return h.Row <= 3 && !(h.Col == 10 && h.Row == 3)
	case h.Col == 16:
		return h.Row <= 5 // 1605: not an assault hex of Peschiera (22.3.5)
	case h.Col == 17:
		return h.Row <= 3
	case h.Col == 18:
		return h.Row <= 2
	}
	return false
}

// custozaTerrain is the terrain of the named hexes (villages, Peschiera,
// the forts, the pontoon hex) and the estimated woods.
func custozaTerrain() map[string]byte {
	t := map[string]byte{
		"1705": 'F',              // 22.3.1: Peschiera
		"1506": 'F', "1904": 'F', // the smaller fortresses (22.3.1; hexes estimated)
		"1806": 'M', // the Mincio leaving Peschiera: 22.3.5 allows no assault from here
		"2215": 'M', // 28.3: the pontoon bridge is deployed here, so no fixed bridge
	}
	for _, h := range []string{
		"1513", "1621", "1526", "2315", "2309", "3105", "2915", "4707", "4402",
		"4913", "4914", "5014", "4929", "5029", "5030", "5129", "2529", "2430",
		"3923", "3924", "3321", "4604",
	} {
		t[h] = 'v'
	}
	for _, h := range []string{"2811", "2812", "3709", "3710", "4010", "5510", "5511", "6020", "6021", "1418", "1419", "2722", "2723"} {
		t[h] = 'w'
	}
	return t
}

// custozaPlaces are the places rules 22-28 name with their hexes.
var custozaPlaces = []named{
	{"Peschiera", []string{"1705"}, `@rulebook "22.3.1: Peschiera is hex 1705"`},
	{"Ponti sul Mincio", []string{"1513"}, `@rulebook "26.2 AH objective 3"`},
	{"Monzambano", []string{"1621"}, `@rulebook "26.2 AH objective 3; 24.3 Mozambano"`},
	{"Olfino", []string{"1526"}, `@rulebook "26.2 AH objective 3"`},
	{"Madonna degli Angeli", []string{"2309"}, `@rulebook "24.2 Italian objective 2"`},
	{"Salionze", []string{"2315"}, `@rulebook "24.2 Italian objective 2"`},
	{"Valeggio", []string{"2529", "2430"}, `@rulebook "24.2 Italian objective 1"`},
	{"Fornello", []string{"2625"}, `@rulebook "26.2 AH objective 2"`},
	{"Monte Cricol", []string{"2713"}, `@rulebook "23.1.4"`},
	{"Mongabia", []string{"2913"}, `@rulebook "23.1.4"`},
	{"Oliosi", []string{"2915"}, `@rulebook "23.1.4"`},
	{"Maragnotte", []string{"2617"}, `@rulebook "23.1.4"`},
	{"Castelnuovo", []string{"3105"}, `@rulebook "24.2 Italian objective 2"`},
	{"Muraglie", []string{"3119"}, `@rulebook "23.1.4"`},
	{"Venturelli", []string{"3125"}, `@rulebook "26.2 AH objective 2"`},
	{"La Pernisa", []string{"3318"}, `@rulebook "23.1.4"`},
	{"Santa Lucia dei Monti", []string{"3321"}, `@rulebook "23.1.4"`},
	{"Belvedere", []string{"3922"}, `@rulebook "23.2.4"`},
	{"Custoza", []string{"3923", "3924"}, `@rulebook "23.2.4: Custoza 1 3923, Custoza 2 3924"`},
	{"Gorgo", []string{"4122"}, `@rulebook "23.2.4"`},
	{"Monte Torre", []string{"4323"}, `@rulebook "23.2.4"`},
	{"Palazzolo", []string{"4402"}, `@rulebook "24.3"`},
	{"Staffalo", []string{"4420"}, `@rulebook "23.2.4"`},
	{"Monte Croce", []string{"4422"}, `@rulebook "23.2.4"`},
	{"La Berettara", []string{"4516"}, `@rulebook "23.3.4"`},
	{"Osteria al Bosco", []string{"4604"}, `@rulebook "24.1.2"`},
	{"Sona", []string{"4707"}, `@rulebook "24.2 Italian objective 3"`},
	{"Sommacampagna", []string{"4913", "4914", "5014"}, `@rulebook "23.3.4: Sommacampagna 1-3"`},
	{"Villafranca", []string{"4929", "5029", "5030", "5129"}, `@rulebook "24.2 Italian objective 1"`},
}
