package saves

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mincio/mincio/internal/jsonw/jsonwtest"
)

// TestEncodeEntryIsEncodeJSON: encodeEntry writes the bytes encodeJSON
// (json.MarshalIndent) writes, for entries whose every field is set at
// random, so a field added to an entry and not to encodeEntry fails here.
func TestEncodeEntryIsEncodeJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(1866, 6))
	for i := range 600 {
		var e Entry
		jsonwtest.Fill(reflect.ValueOf(&e).Elem(), rng)
		got, err := encodeEntry(&e)
		want, wantErr := encodeJSON(&e)
		if (err == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
			t.Fatalf("entry %d:\n encodeEntry %s (%v)\n encodeJSON  %s (%v)", i, got, err, want, wantErr)
		}
	}
}
