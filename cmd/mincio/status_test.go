package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves"
)

// A game made before revisions were recorded is revision 1, and status
// says the game keeps it though a later one exists (docs/archives.md).
func TestStatusOfAnOldGame(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "saves", "testdata", "golden", "selfplay-tolentino1815.tar.gz"))
	if err != nil {
		t.Fatal(err)
	}
	dir, err := saves.Unarchive(data, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCtx(context.Background(), "status", dir)
	want := fmt.Sprintf("rules: tolentino revision 1, core revision 1 (created before mincio recorded revisions); the latest is %d, and the game keeps its own to the end\n", tolentino.System{}.Revision())
	if code != 0 || !strings.Contains(out, want) {
		t.Fatalf("status: exit %d, %s%s", code, out, errs)
	}
}
