package tolentino

import (
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGoldenViews: the views of both sides at the start, as players read
// them. go test -run TestGoldenViews -update rewrites them.
func TestGoldenViews(t *testing.T) {
	s := newGame(t)
	for _, side := range []string{"naples", "austria"} {
		got := s.View(Naples)
		if side == "austria" {
			got = s.View(Austria)
		}
		file := "testdata/view-start-" + side + ".golden"
		if *update {
			if err := os.WriteFile(file, []byte(got.Text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if got.Text != string(want) {
			t.Errorf("%s view differs from %s:\n%s", side, file, got.Text)
		}
	}
}
