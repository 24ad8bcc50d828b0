// Package jsonwtest helps test a hand-written encoder (package jsonw)
// against json.Marshal: it fills values with random contents, so that a
// field the encoder forgets, or writes differently, shows.
package jsonwtest

import (
	"math/rand/v2"
	"reflect"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

var (
	plainStrings = []string{"", "", "ii", "austria", "murat", "2ln1"}
	// oddStrings are written by json.Marshal with escapes.
	oddStrings = []string{"a<b", "x&y", "quote\"d", "bar\\", "città", "tab\t", "\u2028"}
)

// Fill sets v's exported fields, elements and pointees at random: each
// zero or not (for omitempty), now and then a string json.Marshal escapes
// or a hex with no printed id (which it refuses).
func Fill(v reflect.Value, rng *rand.Rand) { fill(v, rng, 0) }

func fill(v reflect.Value, rng *rand.Rand, depth int) {
	if v.Type() == reflect.TypeFor[hexmap.Hex]() {
		h := hexmap.Hex{Col: rng.IntN(41), Row: rng.IntN(25)}
		if rng.IntN(400) == 0 {
			h.Col = -1
		}
		v.Set(reflect.ValueOf(h))
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(rng.IntN(2) == 0)
	case reflect.Int, reflect.Int64:
		v.SetInt(int64(rng.IntN(5)) - 1)
	case reflect.String:
		if rng.IntN(200) == 0 {
			v.SetString(oddStrings[rng.IntN(len(oddStrings))])
		} else {
			v.SetString(plainStrings[rng.IntN(len(plainStrings))])
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), rng, depth+1)
			}
		}
	case reflect.Pointer:
		if rng.IntN(3) > 0 && depth < 8 {
			p := reflect.New(v.Type().Elem())
			fill(p.Elem(), rng, depth+1)
			v.Set(p)
		} else {
			v.SetZero()
		}
	case reflect.Slice:
		n := rng.IntN(5)
		if n == 0 || depth >= 8 {
			v.SetZero()
			return
		}
		s := reflect.MakeSlice(v.Type(), n-1, n-1)
		for i := range n - 1 {
			fill(s.Index(i), rng, depth+1)
		}
		v.Set(s)
	default:
		panic("jsonwtest: no case for " + v.Type().String())
	}
}
