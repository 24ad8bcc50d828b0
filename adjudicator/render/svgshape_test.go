package render

import "testing"

func TestNum(t *testing.T) {
	for v, want := range map[int64]string{0: "0", 6: ".6", -6: "-.6", 10: "1", -15: "-1.5", 12345: "1234.5", 280: "28"} {
		if got := num(v); got != want {
			t.Errorf("num(%d) = %q, want %q", v, got, want)
		}
	}
}

func TestNewShape(t *testing.T) {
	hex := func(x, y float64) []pt {
		return []pt{{x, y}, {x + 28, y}, {x + 42, y + 24}, {x + 28, y + 48}, {x, y + 48}, {x - 14, y + 24}}
	}
	a, b := newShape(hex(36, 50), true), newShape(hex(120, 98), true)
	if want := "h28l14 24-14 24h-28l-14-24z"; a.rel != want {
		t.Errorf("hex is %q, want %q", a.rel, want)
	}
	if a.rel != b.rel || b.x0 != 1200 || b.y0 != 980 {
		t.Errorf("the same hex elsewhere is %+v, want %q at 1200, 980", b, a.rel)
	}
	if got := newShape([]pt{{0, 0}, {0, 0}, {0.05, 3}}, false).rel; got != "l0 0 .1 3" {
		t.Errorf("a repeated point and a tiny step are %q", got)
	}
}
