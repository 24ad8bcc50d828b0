package scenarios

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func TestApplyTables(t *testing.T) {
	t.Parallel()
	s := loadExample(t)
	data, err := os.ReadFile("testdata/override.tables")
	if err != nil {
		t.Fatal(err)
	}
	rb0, est0 := s.ProvenanceCounts()
	if err := s.ApplyTables("testdata/override.tables", data); err != nil {
		t.Fatal(err)
	}
	if s.TablesFile != "testdata/override.tables" || s.TablesDigest != digest(data) {
		t.Errorf("override recorded as %q %q", s.TablesFile, s.TablesDigest)
	}
	crt, _ := s.Table("crt")
	if c, _ := crt.Cell("1", "1:1"); c != "AE" || crt.File != "testdata/override.tables" {
		t.Errorf("crt 1 1:1 = %q from %s", c, crt.File)
	}
	if r, _ := crt.Row("6"); r.Prov.Kind != Rulebook || !strings.Contains(r.Prov.Note, "override") {
		t.Errorf("override row provenance = %+v", r.Prov)
	}
	// crt: 3 rows become rulebook (one was already); tec: 3 rows stay estimated.
	if rb, est := s.ProvenanceCounts(); rb != rb0+2 || est != est0-2 {
		t.Errorf("provenance %d/%d, was %d/%d", rb, est, rb0, est0)
	}
	if errs := s.Check(); len(errs) > 0 {
		t.Error(errs)
	}
	if err := s.ApplyTables("again.tables", data); err == nil {
		t.Error("a second override was accepted")
	}
}

func TestApplyTablesBroken(t *testing.T) {
	t.Parallel()
	s := loadExample(t)
	before := string(s.Format())
	file := "testdata/broken/override.tables"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	err = s.ApplyTables(file, data)
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("err = %v, want an ErrorList", err)
	}
	checkMarks(t, file, data, list)
	if string(s.Format()) != before || s.TablesFile != "" {
		t.Error("a failed override changed the scenario")
	}
}

func TestApplyTablesOnlyTables(t *testing.T) {
	t.Parallel()
	s := loadExample(t)
	err := s.ApplyTables("x.tables", []byte("side red \"Red\"\n[map]\n"))
	if err == nil || !strings.Contains(err.Error(), "x.tables:1: an override file holds only") ||
		!strings.Contains(err.Error(), "x.tables:2: an override file holds only [table NAME] sections") {
		t.Errorf("err = %v", err)
	}
}
