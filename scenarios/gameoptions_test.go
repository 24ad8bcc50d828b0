package scenarios_test

import (
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

func TestApplyOptions(t *testing.T) {
	for _, tc := range []struct {
		opts []string
		err  string
	}{
		{[]string{"reactions=ask", "activations=ask"}, ""},
		{[]string{"reactions=standing"}, ""},
		{[]string{"reactions"}, `"reactions": write NAME=VALUE`},
		{[]string{"Re actions=ask"}, "write NAME=VALUE"},
		{[]string{"reactions=often"}, "rule reactions often: not ask or standing"},
		{[]string{"fog=off"}, "rule fog: the custoza system reads no such rule"},
	} {
		sc, err := scenarios.Load("custoza-23.2")
		if err != nil {
			t.Fatal(err)
		}
		err = sc.ApplyOptions(tc.opts)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%v: %v", tc.opts, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%v: error %v, want %q", tc.opts, err, tc.err)
		}
		if tc.err == "" {
			name, value, _ := strings.Cut(tc.opts[0], "=")
			if v, _ := sc.Rule(name); v != value {
				t.Errorf("%v: rule %s is %q", tc.opts, name, v)
			}
		}
	}
}
