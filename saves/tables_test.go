package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// A game created with --tables keeps the override, pins it by digest, and
// every later read applies it.
func TestCreateWithTableOverride(t *testing.T) {
	adjudicatortest.Register()
	src, err := os.ReadFile("../scenarios/testdata/example.scn")
	if err != nil {
		t.Fatal(err)
	}
	override, err := os.ReadFile("../scenarios/testdata/override.tables")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Parse("example.scn", src)
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	host, red, blue := fixedKey(t, base, "host"), fixedKey(t, base, "red"), fixedKey(t, base, "blue")
	dir := filepath.Join(base, "g1")
	_, err = Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path,
		Tables: &TablesFile{Name: "club/override.tables", Data: override},
		Sides:  map[string]string{"red": red.pub, "blue": blue.pub}})
	if err != nil {
		t.Fatal(err)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if f.Header.Tables == nil || f.Header.Tables.File != "override.tables" || f.Header.Tables.Digest != Digest(override) {
		t.Fatalf("tables not pinned: %+v", f.Header.Tables)
	}
	crt, ok := f.Scenario.Table("crt")
	if !ok || !strings.Contains(crt.Title, "printed") {
		t.Fatalf("override not applied: %+v", crt)
	}
	if _, err := Verify(dir); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "tables.scn"), append(override, '\n'), 0o644)
	if _, err := Verify(dir); err == nil || !strings.Contains(err.Error(), "tables.scn") {
		t.Fatalf("changed tables.scn: %v", err)
	}
}

func TestCreateRefusesBadTableOverride(t *testing.T) {
	adjudicatortest.Register()
	src, _ := os.ReadFile("../scenarios/testdata/example.scn")
	sc, err := scenarios.Parse("example.scn", src)
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	host, red, blue := fixedKey(t, base, "host"), fixedKey(t, base, "red"), fixedKey(t, base, "blue")
	dir := filepath.Join(base, "g1")
	_, err = Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path,
		Tables: &TablesFile{Name: "bad.tables", Data: []byte("scenario ponte\n[table nope]\ncolumns a\nrow 1 x\n")},
		Sides:  map[string]string{"red": red.pub, "blue": blue.pub}})
	if err == nil || !strings.Contains(err.Error(), "bad.tables") || !strings.Contains(hintOf(err), "scenario check") {
		t.Fatalf("got %v / %q", err, hintOf(err))
	}
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("a refused override left a folder")
	}
}
