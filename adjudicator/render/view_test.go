package render

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

func TestViewPicture(t *testing.T) {
	sc := load(t, "ponte.scn")
	v := adjudicator.View{Side: "red", Status: "turn 1", Pieces: []adjudicator.Piece{
		{Hex: "0101", Side: "red", Type: "inf", Name: "1st", Facing: "se", Markers: []string{"March"}},
		{Hex: "0201", Side: "blue", FaceDown: true},
	}}
	p, err := ViewPicture(sc, v)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Counters) != 2 || p.Counters[0].Facing.String() != "se" || !p.Counters[1].FaceDown || !strings.Contains(p.Title, "red's view") {
		t.Fatalf("picture %+v", p)
	}
	for _, bad := range []adjudicator.Piece{{Hex: "12a4"}, {Hex: "0101", Facing: "up"}} {
		if _, err := ViewPicture(sc, adjudicator.View{Side: "red", Pieces: []adjudicator.Piece{bad}}); err == nil {
			t.Errorf("piece %+v accepted", bad)
		}
	}
}
