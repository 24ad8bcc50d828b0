package saves

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	_ "github.com/mincio/mincio/adjudicator/risorgimento"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
)

// The golden archives (testdata/golden, docs/archives.md) are finished
// games recorded by mincio before its first rules revision: every
// scenario self-played, games played by hand and by mail, and a league
// game with a reminder, a missed turn and moderator acts. Each must
// verify, under the revisions it records, with every later mincio, and
// reach the head listed in heads.txt. They are never regenerated: a
// change that makes one fail changes the rules of games already played,
// and must come under a new revision instead (docs/archives.md).
func TestGoldenArchivesVerify(t *testing.T) {
	heads := goldenHeads(t)
	names, err := filepath.Glob(filepath.Join("testdata", "golden", "*.tar.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != len(heads) {
		t.Fatalf("%d archives in testdata/golden, heads.txt lists %d", len(names), len(heads))
	}
	for _, name := range names {
		base := strings.TrimSuffix(filepath.Base(name), ".tar.gz")
		t.Run(base, func(t *testing.T) {
			t.Parallel()
			want, ok := heads[base]
			if !ok {
				t.Fatalf("%s is not listed in heads.txt", base)
			}
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			dir, err := Unarchive(data, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			v, err := Verify(dir)
			if err != nil {
				t.Fatalf("a golden archive no longer verifies: %v", err)
			}
			if v.Head != want {
				t.Errorf("head %s, heads.txt says %s", v.Head, want)
			}
			if !v.DiceChecked {
				t.Error("the dice were not re-derived: every golden archive ends with the seed revealed")
			}
		})
	}
}

// goldenHeads reads testdata/golden/heads.txt: NAME HEAD a line.
func goldenHeads(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "golden", "heads.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	heads := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, head, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("heads.txt: %q is not NAME HEAD", line)
		}
		heads[name] = strings.TrimSpace(head)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return heads
}
