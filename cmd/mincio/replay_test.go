package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mincio replay writes the page of an archive, and says clearly what is
// wrong with what it cannot replay.
func TestReplayCommand(t *testing.T) {
	archive := filepath.Join("..", "..", "saves", "testdata", "golden", "hand-custoza-23.2.tar.gz")
	page := filepath.Join(t.TempDir(), "g.html")
	out, errs, code := runCtx(context.Background(), "replay", archive, "-o", page)
	if code != 0 || !strings.Contains(out, "7 entries") {
		t.Fatalf("replay: exit %d, %s%s", code, out, errs)
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `id="mincio-data"`) || strings.Contains(string(b), "http://") || strings.Contains(string(b), "https://") {
		t.Error("the page is not one self-contained file")
	}

	bad := filepath.Join(t.TempDir(), "bad.tar.gz")
	if err := os.WriteFile(bad, []byte("not an archive"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", archive}, "no output file"},
		{[]string{"replay", "nowhere.tar.gz", "-o", page}, "nowhere.tar.gz"},
		{[]string{"replay", bad, "-o", page}, "archive"},
	} {
		_, errs, code := runCtx(context.Background(), c.args...)
		if code == 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q, want an error naming %q", c.args, code, errs, c.want)
		}
	}
}
