package mail

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
)

var gameIDRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

// isAct says whether a candidate file is a moderator's signed act.
func isAct(data []byte) bool {
	body, _, _ := sshsig.Split(data)
	return bytes.HasPrefix(bytes.TrimLeft(bytes.TrimPrefix(body, utf8BOM), " \t\r\n"), actMagic)
}

// actGame reads the game an act names on its second line, "" when it
// names none that could be a game folder.
func actGame(data []byte) string {
	lines := strings.SplitN(strings.ReplaceAll(strings.TrimLeft(string(data), " \t\r\n"), "\r\n", "\n"), "\n", 3)
	if len(lines) < 2 {
		return ""
	}
	id, ok := strings.CutPrefix(lines[1], "game:")
	id = strings.TrimSpace(id)
	if !ok || !gameIDRe.MatchString(id) {
		return ""
	}
	return id
}

// handleAct applies a moderator's act mailed to the host (written with
// `mincio moderate -o`). Its signature by the moderator key the game's
// header pins is what counts, never the mail's From:; the answer goes to
// the sender and says only whether it was applied.
func (h *Host) handleAct(c Candidate) (answer string, ours bool, err error) {
	game := actGame(c.Bytes)
	if game == "" {
		return fmt.Sprintf("%s: not accepted: a moderator's act names its game on its second line (\"game: ID\"); write it with `mincio moderate GAME ACT … -o FILE`.", c.Name), true, nil
	}
	dir := filepath.Join(h.Games, game)
	if _, err := os.Stat(filepath.Join(dir, "header.json")); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			h.logf("game %s: host fault, mail left for the next poll: %v", game, err)
			return "", true, err
		}
		return fmt.Sprintf("%s: not accepted: this host runs no game %q.", c.Name, game), true, nil
	}
	rc, err := h.moderate(dir, saves.Submission{Name: c.Name, Data: c.Bytes, Sig: c.Sig}, saves.Options{LockWait: h.LockWait, Now: h.Now()})
	if saves.IsTemporary(err) {
		h.logf("game %s: moderator's act left for the next poll: %v (hint: %s)", game, err, hintText(err))
		return "", true, err
	}
	if err != nil {
		h.logf("%s: game %s: moderator's act refused: %v", c.Name, game, firstLine(err))
		return fmt.Sprintf("%s: not accepted:\n%s", c.Name, indent(explain(err))), true, nil
	}
	if rc.Duplicate {
		return fmt.Sprintf("%s: already applied as entry %d of game %s (input digest %s); nothing changed.", c.Name, rc.Entry.N, game, rc.Entry.InputDigest), true, nil
	}
	h.logf("%s: game %s: moderator's act %s: entry %d", c.Name, game, rc.Entry.Act.Name, rc.Entry.N)
	return fmt.Sprintf("%s: accepted as entry %d of game %s: the moderator's act %s (input digest %s). Every side is told in its next report.",
		c.Name, rc.Entry.N, game, rc.Entry.Act.Name, rc.Entry.InputDigest), true, nil
}
