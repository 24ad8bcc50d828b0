package saves

import (
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// A game option is recorded in the signed header and applied to the
// scenario every time the folder opens; a bad one creates nothing.
func TestCreateWithOptions(t *testing.T) {
	sc, err := scenarios.Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	host, it, au := fixedKey(t, base, "host"), fixedKey(t, base, "it"), fixedKey(t, base, "au")
	sides := map[string]string{"italy": it.pub, "austria": au.pub}
	dir := filepath.Join(base, "c1")
	if _, err := Create(dir, NewGame{Game: "c1", Scenario: sc, HostKey: host.path, Sides: sides, NoSync: true,
		Options: []string{"reactions=ask"}}); err != nil {
		t.Fatal(err)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(f.Header.Options, ",") != "reactions=ask" {
		t.Fatalf("header options %v", f.Header.Options)
	}
	if v, _ := f.Scenario.Rule("reactions"); v != "ask" {
		t.Fatalf("the opened game's rule reactions is %q", v)
	}
	if _, err := Verify(dir); err != nil {
		t.Fatal(err)
	}
	sc2, _ := scenarios.Load("custoza-23.1")
	bad := filepath.Join(base, "c2")
	_, err = Create(bad, NewGame{Game: "c2", Scenario: sc2, HostKey: host.path, Sides: sides, NoSync: true,
		Options: []string{"reactions=sometimes"}})
	if err == nil || !strings.Contains(err.Error(), "rule reactions sometimes: not ask or standing") {
		t.Fatalf("bad option: %v", err)
	}
	if _, err := Open(bad); err == nil {
		t.Fatal("a game was made with a bad option")
	}
}

// The view carries the game's options, and the offline check plays under
// them as the host does: an option this mincio cannot apply is an error
// that says so, not a check under other rules; printed tables the check
// does not have are named in a note.
func TestViewCarriesTheGameOptions(t *testing.T) {
	sc, err := scenarios.Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	host, it, au := fixedKey(t, base, "host"), fixedKey(t, base, "it"), fixedKey(t, base, "au")
	dir := filepath.Join(base, "c1")
	if _, err := Create(dir, NewGame{Game: "c1", Scenario: sc, HostKey: host.path, Sides: map[string]string{"italy": it.pub, "austria": au.pub},
		NoSync: true, Options: []string{"reactions=ask"}}); err != nil {
		t.Fatal(err)
	}
	v := readSideView(t, filepath.Join(dir, "outbox", "000001-italy.view.json"))
	if strings.Join(v.Options, ",") != "reactions=ask" || v.Tables != nil {
		t.Fatalf("view options %v, tables %+v", v.Options, v.Tables)
	}
	file := "mincio orders 1\ngame: c1\nheader: TAG\nside: italy\nseq: 1\nturn 1\n"
	sub := Submission{Name: "i.txt", Data: tagged(t, dir, file)}
	if _, err := CheckOrdersAgainstView(v, sub); err != nil {
		t.Fatalf("the check under the game's options: %v", err)
	}
	v.Options = []string{"reactions=sometimes"}
	if _, err := CheckOrdersAgainstView(v, sub); err == nil || !strings.Contains(err.Error(), "the game's options") {
		t.Fatalf("an option the check cannot apply: %v", err)
	}
	v.Options, v.Tables = nil, &TablesPin{File: "printed.scn", Digest: "sha256:00"}
	oc, err := CheckOrdersAgainstView(v, sub)
	if err != nil || !strings.Contains(strings.Join(oc.Notes, "\n"), "its group's own tables (printed.scn)") {
		t.Fatalf("printed tables: %v, notes %v", err, oc)
	}
}
