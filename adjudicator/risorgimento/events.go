package risorgimento

import (
	"github.com/mincio/mincio/adjudicator"
)

// event is one thing that happened, seen by both sides: 003 hides nothing
// on the map (docs/fog-of-war-risorgimento.md).
func event(code, text string, detail ...string) adjudicator.Event {
	return adjudicator.Event{Code: code, Text: text, Detail: detail}
}
