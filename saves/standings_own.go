package saves

import (
	"fmt"
	"path/filepath"
)

// ownGame says why a verified game folder is not one of the league's own,
// or nil if it is: its signed header must name this league, its host key
// and its moderator key; its folder must be named by its id; and its
// header tag must not have counted already. A game copied in from
// another league, or a copy of one of the league's games under another
// name, verifies on its own, so verification alone would count it
// (docs/standings.md).
func (l *League) ownGame(f *Folder, dir string, tags map[string]string) error {
	h := &f.Header
	switch {
	case h.Moderator == nil:
		return fmt.Errorf("not a game of league %s: its header names no league (a game made with mincio new, not league new-game)", l.File.Name)
	case h.Moderator.League != l.File.Name:
		return fmt.Errorf("not a game of league %s: its header names league %q", l.File.Name, h.Moderator.League)
	case keyID(h.HostKey) != keyID(l.File.HostKey):
		return fmt.Errorf("not a game of league %s: signed by another host key (%s, not the league's %s)", l.File.Name, keyID(h.HostKey), keyID(l.File.HostKey))
	case keyID(h.Moderator.Key) != keyID(l.File.ModeratorKey):
		return fmt.Errorf("not a game of league %s: its header pins another moderator key (%s, not the league's %s)", l.File.Name, keyID(h.Moderator.Key), keyID(l.File.ModeratorKey))
	case baseName(dir) != h.Game:
		return fmt.Errorf("the folder %s holds game %s: a game counts only in the folder named by its id (a copy?)", filepath.Join("games", baseName(dir)), h.Game)
	}
	tag := f.HeaderTag()
	if other, dup := tags[tag]; dup {
		return fmt.Errorf("the same game (header %s) as %s, counted there: a game counts once", tag, other)
	}
	tags[tag] = baseName(dir)
	return nil
}
