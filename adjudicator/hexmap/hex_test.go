package hexmap

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseHex(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Hex
	}{
		{"1705", Hex{17, 5}}, // Custoza set-ups
		{"2529", Hex{25, 29}},
		{"4913", Hex{49, 13}},
		{"1112", Hex{11, 12}}, // Tolentino 10.1
		{"3908", Hex{39, 8}},
		{"0101", Hex{1, 1}},
		{"0000", Hex{0, 0}},
		{"9999", Hex{99, 99}},
	} {
		got, err := ParseHex(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseHex(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if s := got.String(); s != tc.in {
			t.Errorf("%v.String() = %q; want %q", got, s, tc.in)
		}
	}
}

func TestParseHexErrors(t *testing.T) {
	for _, in := range []string{"", "12a4", "123", "12345", " 1234", "12-4", "M2403", "１２３４", "0x12"} {
		_, err := ParseHex(in)
		if err == nil {
			t.Errorf("ParseHex(%q): no error", in)
			continue
		}
		if !strings.Contains(err.Error(), "want four digits XXYY as printed on the map") {
			t.Errorf("ParseHex(%q) error %q: want the XXYY hint", in, err)
		}
	}
	_, err := ParseHex("12a4")
	if got, want := err.Error(), `hex "12a4": want four digits XXYY as printed on the map`; got != want {
		t.Errorf("error = %q; want %q", got, want)
	}
}

func TestHexStringZeroPadded(t *testing.T) {
	for _, tc := range []struct {
		h    Hex
		want string
	}{
		{Hex{13, 5}, "1305"},
		{Hex{1, 1}, "0101"},
		{Hex{0, 7}, "0007"},
		{Hex{-1, 5}, "(-1,05)"},
		{Hex{100, 2}, "(100,02)"},
	} {
		if got := tc.h.String(); got != tc.want {
			t.Errorf("%#v.String() = %q; want %q", tc.h, got, tc.want)
		}
	}
}

func TestHexCompareIsPrintedOrder(t *testing.T) {
	order := hexes(t, "0912", "1003", "1005", "1101")
	for i := range order {
		for j := range order {
			if got, want := order[i].Compare(order[j]), cmpInt(i, j); got != want {
				t.Errorf("%v.Compare(%v) = %d; want %d", order[i], order[j], got, want)
			}
		}
	}
}

func TestHexText(t *testing.T) {
	b, err := json.Marshal(map[string]Hex{"at": {13, 5}})
	if err != nil || string(b) != `{"at":"1305"}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var v struct{ At Hex }
	if err := json.Unmarshal([]byte(`{"At":"2529"}`), &v); err != nil || v.At != (Hex{25, 29}) {
		t.Fatalf("Unmarshal = %v, %v", v.At, err)
	}
	if err := json.Unmarshal([]byte(`{"At":"25x9"}`), &v); err == nil {
		t.Fatal("Unmarshal of a bad id: no error")
	}
	if _, err := (Hex{-1, 3}).MarshalText(); err == nil {
		t.Fatal("MarshalText of an unprintable hex: no error")
	}
}

func FuzzParseHex(f *testing.F) {
	for _, s := range []string{"1305", "0000", "12a4", "", "99999", "-123"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHex(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "hex ") {
				t.Fatalf("error %q does not name the hex", err)
			}
			return
		}
		if !h.Printable() || h.String() != s {
			t.Fatalf("ParseHex(%q) = %v, round trip %q", s, h, h.String())
		}
	})
}
