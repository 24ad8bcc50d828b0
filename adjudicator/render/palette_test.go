package render

import "testing"

func TestSideColours(t *testing.T) {
	pa, err := newPainter(pointyPicture(t), DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := pa.sideColour("austria"), rgb(sideColours[0]); got != want {
		t.Errorf("first side %v, want %v", got, want)
	}
	if got, want := pa.sideColour("piedmont"), rgb(sideColours[1]); got != want {
		t.Errorf("second side %v, want %v", got, want)
	}
	if got, want := pa.sideColour("red"), rgb(namedSideColours["red"]); got != want {
		t.Errorf("side red %v, want %v", got, want)
	}
	if a, b := pa.sideColour("naples"), pa.sideColour("naples"); a != b || a == pa.sideColour("austria") {
		t.Errorf("unknown side colour %v then %v", a, b)
	}
}

func TestTerrainColours(t *testing.T) {
	if terrainColour("dense-woods") != terrainColour("woods") {
		t.Error("dense-woods should be coloured as woods")
	}
	// Custoza's river hexes (22.1, 22.2) are water; their bridge hexes a
	// paler water, so that the crossing shows under the road.
	if terrainColour("tione") != terrainColour("river") || terrainColour("mincio") != terrainColour("river") {
		t.Error("the Tione and Mincio hexes should be coloured as rivers")
	}
	if b := terrainColour("mincio-bridge"); b == terrainColour("river") || b != terrainColour("tione-bridge") {
		t.Errorf("bridge hexes %v", b)
	}
	if a, b := terrainColour("zzyzx"), terrainColour("zzyzx"); a != b || a == terrainColour("clear") {
		t.Errorf("fallback colour %v then %v", a, b)
	}
	if inkOn(rgb(0x2b5ea8)) != rgb(0xffffff) || inkOn(rgb(0xecebe4)) != colInk {
		t.Error("ink should be white on dark colours and black on light ones")
	}
}
