package risorgimento

import "github.com/mincio/mincio/adjudicator/dice"

// d10 rolls the game's one die, read 0 to 9: "0 is 0, not 10" (2.3). The
// roll is an ordinary d10 request, so the log records it as any d10.
func d10(r dice.Roller, purpose string) int { return dice.ZeroD10(r, purpose) }
