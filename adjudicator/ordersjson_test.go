package adjudicator

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mincio/mincio/internal/jsonw"
	"github.com/mincio/mincio/internal/jsonw/jsonwtest"
)

// TestMarshalOrdersIsJSONMarshal: appendOrdersJSON writes the bytes
// json.Marshal writes, for orders whose every field is set at random, so
// a field added to the orders and not to appendOrdersJSON fails here.
func TestMarshalOrdersIsJSONMarshal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1848, 3))
	fast := 0
	for i := range 400 {
		var orders []SideOrders
		jsonwtest.Fill(reflect.ValueOf(&orders).Elem(), rng)
		got, err := appendOrdersJSON([]byte("x"), orders) // after what is there
		got, kept := bytes.CutPrefix(got, []byte("x"))
		want, wantErr := json.Marshal(orders)
		if (err == nil) != (wantErr == nil) || !kept || err == nil && !bytes.Equal(got, want) {
			t.Fatalf("orders %d:\n appendOrdersJSON %s (%v)\n json.Marshal  %s (%v)", i, got, err, want, wantErr)
		}
		var w jsonw.Writer
		if appendOrders(&w, orders); !w.Slow {
			fast++
		}
	}
	if fast < 100 {
		t.Fatalf("only %d of 400 written without json.Marshal", fast)
	}
}
