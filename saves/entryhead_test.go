package saves

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mincio/mincio/internal/jsonw/jsonwtest"
)

// readHead reads what json.Unmarshal reads from every file in the layout
// of encodeJSON: entries with every field set at random, and a game's.
func TestReadHeadIsJSONUnmarshal(t *testing.T) {
	var files [][]byte
	rng := rand.New(rand.NewPCG(1815, 3))
	random := 0
	for range 600 {
		var e Entry
		jsonwtest.Fill(reflect.ValueOf(&e).Elem(), rng)
		data, err := encodeJSON(&e)
		if err == nil {
			files = append(files, data)
		}
		if _, ok := readHead(data); ok {
			random++
		}
	}
	if random < 100 {
		t.Fatalf("only %d of 600 random entries read by readHead", random)
	}
	w := longWorld(t, 100000)
	fill(t, w, 30)
	fast := 0
	for n := 1; n <= 31; n++ {
		data := logFileOf(t, w.dir, n, ".json")
		if _, ok := readHead(data); ok {
			fast++
		}
		files = append(files, data)
	}
	if fast < 30 {
		t.Fatalf("only %d of the game's 31 entries read by readHead", fast)
	}
	for i, data := range files {
		got, ok := readHead(data)
		if !ok {
			continue
		}
		var h entryHead
		if err := json.Unmarshal(data, &h); err != nil {
			t.Fatalf("file %d: readHead read what json.Unmarshal refuses: %v\n%s", i, err, data)
		}
		want := h.Entry
		want.Result = Result{Rolls: h.Result.Rolls}
		if !reflect.DeepEqual(*got, want) {
			t.Fatalf("file %d:\n readHead       %+v\n json.Unmarshal %+v\n%s", i, *got, want, data)
		}
	}
}
