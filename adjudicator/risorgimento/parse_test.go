package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestParseOrders reads a whole turn's file and reports bad lines with
// file:line:col.
func TestParseOrders(t *testing.T) {
	sys := System{}.ForScenario(loadSkirmish(t))
	body := "turn 1\narmy\nno reserve\nactivate i\nformation fa\nmove fa-1 0504 face se\nfire fa-a 0804\ndone\n"
	lines, ps := sys.ParseOrders("france", "f.txt", 1, []byte(body))
	if len(ps) > 0 {
		t.Fatalf("problems: %v", ps)
	}
	var kinds []string
	for _, l := range lines {
		if l.Kind != adjudicator.Heading {
			kinds = append(kinds, l.Kind)
		}
	}
	if got := strings.Join(kinds, " "); got != "no-reserve activate move fire done" {
		t.Fatalf("kinds %q", got)
	}
	_, ps = sys.ParseOrders("france", "f.txt", 1, []byte("army\nactivate zz\nformation fa\nmove fa-1 05x4\n"))
	if len(ps) != 2 || ps[0].Pos.Line != 2 || ps[1].Pos.Line != 4 || ps[1].Pos.Col != 11 {
		t.Fatalf("problems %v, want lines 2 and 4 (col 11)", ps)
	}
	_, ps = sys.ParseOrders("france", "f.txt", 1, []byte("formation i\ndone\nformation fa\nmove fb-1 0404\nmove bbrig 0404\n"))
	if len(ps) != 4 || !strings.Contains(ps[0].Msg, "3.0 B2") || !strings.Contains(ps[2].Msg, "formation fb") || !strings.Contains(ps[3].Msg, "4.12") {
		t.Fatalf("problems %v: want the corps heading, fb-1 under fa and bbrig under fa refused", ps)
	}
}

func FuzzParseOrders(f *testing.F) {
	f.Add([]byte("turn 1\narmy\npass\nformation fa\nmove fa-1 0504 0505 face n\n"))
	f.Add([]byte("army\ncommander baraguey 0304\ncommanders stay\n"))
	f.Add([]byte("turn 2\nmassed kbrig\nformation massed\ncharge fk-1 0309 0409\ndone\n"))
	sys := System{}
	f.Fuzz(func(t *testing.T, body []byte) {
		lines, _ := sys.ParseOrders("france", "f", 1, body)
		for _, l := range lines {
			if l.Kind != adjudicator.Heading {
				if _, err := readOrder(l.Text); err != nil {
					t.Fatalf("a parsed line does not read again: %q: %v", l.Text, err)
				}
			}
		}
	})
}
