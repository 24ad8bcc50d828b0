package scenarios_test

import "github.com/mincio/mincio/adjudicator/hexmap"

// goitoMap is the reconstruction of the Goito 1848 map (000/001 §14–16).
// The rulebook prints no hex number: every position here is estimated
// from the places the text names and their order on the ground (Goito on
// the Mincio, the Sacca road from the south, the Catapane road from the
// west, Cerlongo south-west of Goito); docs/scenario-custoza.md gives the
// reasons.
var goitoMap = &mapSpec{
	header: []string{
		"GENERATED MAP: scenarios/goito_map_test.go (goitoMap); change the spec there and run",
		"go test ./scenarios -run TestGeneratedMaps -update",
	},
	grid: "grid flat cols=01-36 rows=01-22 shifted=odd",
	prov: `provenance estimated "Goito 1848 prints no hex numbers: map reconstructed from the places 15-16 name (docs/scenario-custoza.md)"`,
	legend: []legend{
		{'c', "clear", "Clear"},
		{'v', "village", "Village (Goito, Cerlongo)"},
		{'h', "farmhouse", "Farmhouse"},
		{'f', "farm", "Farm"},
	},
	base: func(hexmap.Hex, int) byte { return 'c' },
	terrain: map[string]byte{
		// Goito and Cerlongo, the two villages of 14.2.
		"2906": 'v', "3006": 'v', "3007": 'v', "1616": 'v', "1716": 'v',
		// Farmhouses and farms (14.2, 14.4): at least nine, or 16.1.2's
		// tactical victory could not be won; fourteen, spread south and
		// west of Goito where the fighting was.
		"2209": 'h', "2513": 'h', "1413": 'h', "2016": 'h', "2818": 'h', "1807": 'h', "3112": 'h',
		"2703": 'f', "1505": 'f', "0914": 'f', "1219": 'f', "2420": 'f', "3015": 'f', "0808": 'f',
	},
	// The Mincio (14.1, impassable "across the bridge too"): the west bank
	// is columns up to 30 in rows 01-08, 31 in rows 09-14, 32 below.
	sideways: func(h hexmap.Hex) bool { return h.Col <= goitoMincio(h.Row) },
	river:    "river",
	// The Stream (14.1), unnamed: across the map south of Goito, into the
	// Mincio.
	stream: func(h hexmap.Hex) bool {
		switch {
		case h.Col <= 12:
			return h.Row <= 9
		case h.Col <= 22:
			return h.Row <= 10
		}
		return h.Row <= 11
	},
	roads: []road{
		{"major-road", []string{"2822", "2818", "2814", "2910", "3007"}}, // Goito - Sacca (15.1)
		{"major-road", []string{"3006", "3106", "3606"}},                 // Goito bridge, east to the left bank
		{"minor-road", []string{"2906", "2006", "1208", "0110"}},         // Goito - Catapane (16.1.1)
		{"minor-road", []string{"2906", "2410", "1716"}},                 // Goito - Cerlongo
		{"minor-road", []string{"1716", "2220", "2822"}},                 // Cerlongo - Sacca road
		{"minor-road", []string{"1616", "0118"}},                         // Cerlongo - west
		{"minor-road", []string{"2906", "2404", "2401"}},                 // Goito - Segrada - north
		{"minor-road", []string{"2410", "2011", "1208"}},                 // by Motella
	},
	places: []named{
		{"Goito", []string{"2906", "3006", "3007"}, `@estimated "15: the village on the Mincio; its hexes are not in the rulebook"`},
		{"Cerlongo", []string{"1616", "1716"}, `@estimated "16.1.2 (Cerlungo): a village south-west of Goito; hexes not in the rulebook"`},
		{"Valle di Burato", []string{"2414"}, `@estimated "15: named, hex not stated; south of Goito, between the Sacca road and Cerlongo"`},
		{"Motella", []string{"2011"}, `@estimated "15: named, hex not stated; west of Goito on the Catapane side"`},
		{"Segrada", []string{"2404"}, `@estimated "15: named, hex not stated; north-west of Goito, behind the line (the Reserve)"`},
		{"Ponte di Goito", []string{"3006"}, `@estimated "14.1: the bridge over the Mincio at Goito"`},
	},
	entries: []string{
		`entry sacca side=austria 2822 @estimated "15.1: the Sacca road at the map edge; the edge hex is not stated"`,
		`entry catapane side=austria 0110 @estimated "16.1.1: the Catapane road on the west side; the edge hex is not stated"`,
	},
}

// goitoMincio is the last column of the Mincio's west bank in row r.
func goitoMincio(r int) int {
	switch {
	case r <= 8:
		return 30
	case r <= 14:
		return 31
	}
	return 32
}
