package player

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// teamTemplateMark opens each player's template in the report of a side
// played by a team (saves' writeTeamTemplates).
const teamTemplateMark = "\n# the file of player "

// teamTemplates writes, from the report of a side played by a team, each
// player's template as template-PLAYER.txt: the teammate fills in their
// own (docs/players.md, "Playing in a team").
func teamTemplates(w io.Writer, dir, report string) error {
	parts := strings.Split(report, teamTemplateMark)
	for _, part := range parts[1:] {
		name, tmpl, ok := strings.Cut(part, ", signed with their key:\n")
		if !ok || !validName(name) {
			continue
		}
		tmpl, _, _ = strings.Cut(tmpl, "\n# player ") // up to a teammate who owes nothing
		path := filepath.Join(dir, "template-"+name+".txt")
		if err := os.WriteFile(path, []byte(tmpl), 0o600); err != nil {
			return err
		}
		fmt.Fprintf(w, "  template of player %s: %s (fill it in, then: mincio player send FILE)\n", name, path)
	}
	return nil
}

// validName is a player name as the header allows it, so a report cannot
// name a file outside the folder.
func validName(s string) bool {
	if s == "" || strings.HasPrefix(s, ".") {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
