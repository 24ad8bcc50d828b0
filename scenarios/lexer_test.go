package scenarios

import (
	"testing"
)

func TestQuoting(t *testing.T) {
	t.Parallel()
	src := "scenario q\nsystem toy\ntitle \"The \\\"Bridge\\\" at C:\\\\ # not a comment\"  # a comment\n" +
		"side red \"Red\"\nside blue \"Blue\"\n[victory]\n" +
		"objective 0101 name=\"Monte Croce\" note=\"a # b\" @estimated \"x\"\n" +
		"[table t]\nprovenance estimated \"stand-in\"\ncolumns a b\nrow \"@x\" \"two words\" \"|\"\n"
	s, err := Parse("q.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if want := `The "Bridge" at C:\ # not a comment`; s.Title != want {
		t.Errorf("title = %q, want %q", s.Title, want)
	}
	o := s.Objectives[0]
	if o.Name != "Monte Croce" || len(o.Extra) != 1 || o.Extra[0].Value != "a # b" {
		t.Errorf("objective = %+v", o)
	}
	tb, _ := s.Table("t")
	if r := tb.Rows[0]; r.Key != "@x" || r.Cells[0] != "two words" || r.Cells[1] != "|" {
		t.Errorf("row = %+v", r)
	}
	s2, err := Parse("q.scn", s.Format())
	if err != nil {
		t.Fatalf("%v\n%s", err, s.Format())
	}
	if string(s2.Format()) != string(s.Format()) || !sameData(s, s2) {
		t.Errorf("round trip changed the data:\n%s", s.Format())
	}
}
