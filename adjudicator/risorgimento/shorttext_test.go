package risorgimento

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
)

// stringUnitState is unitState as it was before its texts were kept in
// place (shortText, counterID): the layout every archived state was
// written with.
type stringUnitState struct {
	ID       string `json:"id"`
	Hex      string `json:"hex,omitempty"`
	Face     string `json:"face,omitempty"`
	Hits     int    `json:"hits,omitempty"`
	Disorder bool   `json:"disorder,omitempty"`
	Reserve  bool   `json:"reserve,omitempty"`
	Square   bool   `json:"square,omitempty"`
	Arrived  int    `json:"arrived,omitempty"`
	Out      bool   `json:"out,omitempty"`
	Arrive   int    `json:"arrive,omitempty"`
	Entry    string `json:"entry,omitempty"`
	Entered  int    `json:"entered,omitempty"`
	Moved    bool   `json:"moved,omitempty"`
	Fired    bool   `json:"fired,omitempty"`
	Acted    bool   `json:"acted,omitempty"`
}

type stringLeaderState struct {
	ID       string `json:"id"`
	Hex      string `json:"hex,omitempty"`
	Arrive   int    `json:"arrive,omitempty"`
	Entry    string `json:"entry,omitempty"`
	Moved    bool   `json:"moved,omitempty"`
	Finished bool   `json:"finished,omitempty"`
}

// TestUnitStateBytesKept: a unit and a leader write the bytes of the
// string layout, empty texts left out as omitempty left them, and read
// them back the same.
func TestUnitStateBytesKept(t *testing.T) {
	units := []stringUnitState{
		{ID: "fa-1"},
		{ID: "philippovic-l1", Hex: "0505", Face: "se", Hits: 2, Disorder: true, Arrived: 70000, Arrive: 3, Entry: "0101", Entered: 3, Moved: true},
		{ID: "x<&>", Hex: "1234", Face: "n", Out: true, Reserve: true, Square: true, Fired: true, Acted: true},
	}
	for _, old := range units {
		rewrites[unitState](t, old)
	}
	leaders := []stringLeaderState{{ID: "clamgallas"}, {ID: "niel", Hex: "2126", Arrive: 2, Entry: "3001", Moved: true, Finished: true}}
	for _, old := range leaders {
		rewrites[leaderState](t, old)
	}
}

// rewrites: old's JSON, read as a T and written again, is the same bytes.
func rewrites[T any](t *testing.T, old any) {
	t.Helper()
	want, _ := json.Marshal(old)
	var v T
	if err := json.Unmarshal(want, &v); err != nil {
		t.Fatalf("%s: %v", want, err)
	}
	if got, _ := json.Marshal(v); !bytes.Equal(got, want) {
		t.Errorf("%T written as %s, want %s", v, got, want)
	}
}

// TestShortTextRefusesLongText: a snapshot or a view with a hex or facing
// longer than four bytes is an error, not a text cut short.
func TestShortTextRefusesLongText(t *testing.T) {
	var u unitState
	if err := json.Unmarshal([]byte(`{"id":"fa-1","hex":"05050"}`), &u); err == nil {
		t.Fatal("a five-character hex was read")
	}
	if _, ok := textOf("north"); ok {
		t.Fatal("textOf kept five bytes")
	}
}

// TestHexText: hexText writes a hex as Hex.String does, and hex reads it
// back as ParseHex does.
func TestHexText(t *testing.T) {
	for _, id := range []string{"0000", "0505", "2126", "9999"} {
		h := hx(t, id)
		tx := hexText(h)
		if tx.String() != h.String() || !tx.is(id) {
			t.Errorf("hexText(%s) = %q", id, tx)
		}
		if back, err := tx.hex(); err != nil || back != h {
			t.Errorf("%s read back as %v, %v", id, back, err)
		}
	}
}

// TestCounterIDInterned: the same id is the same counterID, and it prints
// as the id.
func TestCounterIDInterned(t *testing.T) {
	a, b := internCounterID("fa-1"), internCounterID("fa-1")
	if a != b || a.String() != "fa-1" || internCounterID("fa-2") == a {
		t.Fatalf("fa-1 interned as %d and %d (%q)", a, b, a)
	}
	if internCounterID("") != 0 || counterID(0).String() != "" {
		t.Fatal("the empty id is not the zero counterID")
	}
}

// FuzzUnitStateJSON: whatever a snapshot holds for a unit, read as the
// string layout with texts of at most four bytes and ints that fit, is
// read by unitState and written back as the string layout writes it.
func FuzzUnitStateJSON(f *testing.F) {
	f.Add([]byte(`{"id":"fa-1","hex":"0505","face":"se","hits":2,"arrive":3,"entry":"0101"}`))
	f.Add([]byte(`{"id":"","hex":"","face":"\u003c"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var old stringUnitState
		if json.Unmarshal(data, &old) != nil || len(old.Hex) > 4 || len(old.Face) > 4 || len(old.Entry) > 4 {
			return
		}
		for _, n := range []int{old.Hits, old.Arrived, old.Arrive, old.Entered} {
			if n != int(int32(n)) {
				return
			}
		}
		rewrites[unitState](t, old)
	})
}

// TestCounterIDConcurrent: states are made on several goroutines at once
// (a host's games, cores.Each), each interning ids while others print
// theirs; run with -race.
func TestCounterIDConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 200 {
				id := fmt.Sprintf("concurrent-%d", (g*37+k)%300)
				if got := internCounterID(id).String(); got != id {
					t.Errorf("%s interned as %q", id, got)
					return
				}
			}
		}()
	}
	wg.Wait()
}
