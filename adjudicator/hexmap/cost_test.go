package hexmap

import "testing"

func TestCostString(t *testing.T) {
	for _, tc := range []struct {
		c    Cost
		want string
	}{
		{0, "0"}, {MP, "1"}, {Half, "1/2"}, {MPs(3) + Half, "3 1/2"}, {Third, "1/3"},
		{2 * Third, "2/3"}, {MP + 5*Sixth, "1 5/6"}, {-Half, "-1/2"}, {-MPs(2) - Half, "-2 1/2"}, {MaxCost, "unlimited"},
	} {
		if got := tc.c.String(); got != tc.want {
			t.Errorf("Cost(%d).String() = %q; want %q", int64(tc.c), got, tc.want)
		}
		if tc.c == MaxCost {
			continue
		}
		back, err := ParseCost(tc.want)
		if err != nil || back != tc.c {
			t.Errorf("ParseCost(%q) = %v, %v", tc.want, back, err)
		}
	}
}

func TestParseCost(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Cost
	}{
		{"4", MPs(4)}, {"1.5", MP + Half}, {".5", Half}, {"2.0", MPs(2)}, {" 3 ", MPs(3)}, {"3/2", MP + Half}, {"0", 0},
	} {
		got, err := ParseCost(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseCost(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "x", "1/4", "1.25", "1 3/2", "1/0", "1 1", "--1", "1.5.5"} {
		if c, err := ParseCost(in); err == nil {
			t.Errorf("ParseCost(%q) = %v: no error", in, c)
		}
	}
}
