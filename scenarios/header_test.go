package scenarios

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func TestParseHeaderOnly(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("testdata/toy.scn")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse("testdata/toy.scn", src)
	if err != nil {
		t.Fatal(err)
	}
	if s.ID != "toy" || s.System != "toy" || s.Edition != "1" || s.Title != "A toy game for tests" || s.Turns != 3 {
		t.Errorf("header = %q %q %q %q %d", s.ID, s.System, s.Edition, s.Title, s.Turns)
	}
	if len(s.Sides) != 2 || s.Sides[0].ID != "red" || s.Sides[1].Name != "Blue army" {
		t.Errorf("sides = %+v", s.Sides)
	}
	if sd, ok := s.Side("blue"); !ok || sd.Name != "Blue army" {
		t.Errorf("Side(blue) = %+v, %v", sd, ok)
	}
	if _, ok := s.Side("green"); ok {
		t.Error("Side(green) found")
	}
	if !strings.HasPrefix(s.Digest, "sha256:") || len(s.Digest) != 7+64 {
		t.Errorf("digest = %q", s.Digest)
	}
	if string(s.Source) != string(src) || s.File != "testdata/toy.scn" {
		t.Error("source or file not kept")
	}
	if _, err := Load("testdata/toy.scn"); err != nil {
		t.Errorf("Load(path): %v", err)
	}
}

func TestParseHeaderErrors(t *testing.T) {
	t.Parallel()
	_, err := Parse("x.scn", []byte("scenario Toy\nsystem toy\nside red \"Red\"\nfoo bar\n"))
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("err = %v, want ErrorList", err)
	}
	want := []string{
		`x.scn:1: scenario "Toy": want a lower-case word (a-z, 0-9, - and _, starting with a letter; a . only between two digits, as in custoza-23.1)`,
		`x.scn:1: a scenario needs at least two "side ID \"Name\"" lines`,
		`x.scn:4: unknown header keyword "foo" (want scenario, system, edition, title, side or turns; or a [section])`,
	}
	if got := err.Error(); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}

func TestLoadUnknown(t *testing.T) {
	t.Parallel()
	if _, err := Load("no-such-scenario"); err == nil {
		t.Error("Load of an unknown id succeeded")
	}
	if _, err := Load("testdata/missing.scn"); err == nil {
		t.Error("Load of a missing file succeeded")
	}
}

func TestEmbedded(t *testing.T) {
	t.Parallel()
	if err := CheckEmbedded(); err != nil {
		t.Fatal(err)
	}
	list := List()
	for i := 1; i < len(list); i++ {
		if list[i-1].ID >= list[i].ID {
			t.Errorf("List not sorted: %s before %s", list[i-1].ID, list[i].ID)
		}
	}
}

// A scenario id may carry its rule number (custoza-23.1); a "." stands
// only between two digits, so it never makes a path ("..", "a.scn").
func TestScenarioIDs(t *testing.T) {
	t.Parallel()
	for id, ok := range map[string]bool{
		"custoza-23.1": true, "goito1848": true, "a1.2.3": true,
		"custoza-23.": false, "a.b": false, "23.1": false, ".1": false, "a..1": false, "x1.scn": false, "Custoza-23.1": false,
	} {
		if got := isScenarioID(id); got != ok {
			t.Errorf("isScenarioID(%q) = %v, want %v", id, got, ok)
		}
		src := "scenario " + id + "\nsystem toy\nside red \"Red\"\nside blue \"Blue\"\n"
		_, err := Parse("id.scn", []byte(src))
		if (err == nil) != ok {
			t.Errorf("Parse(scenario %s): %v", id, err)
		}
	}
}
