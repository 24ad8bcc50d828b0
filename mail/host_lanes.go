package mail

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// Lanes (LaneHandler) puts each game's mails in a lane of their own, in
// their order, and a mail that touches no game (unreadable, not an order
// file, for no game of this host) in a lane alone. Mails of different
// games are then handled at once: each works on its own game, which the
// batch holds already (Begin), and on nothing the others touch. Nil — the
// whole batch in order — when a mail could change what the batch shares:
// a moderator's act, files for more than one game in one mail, or an order
// file for a game the batch could not take at Begin (taking it then may
// commit the batch early; saves.Batch).
func (h *Host) Lanes(mails []*Incoming) [][]int {
	if h.batch == nil {
		return nil
	}
	lane := map[string]int{}
	var lanes [][]int
	for i, m := range mails {
		dir, ok := h.laneGame(m)
		if !ok {
			return nil
		}
		if l, seen := lane[dir]; seen && dir != "" {
			lanes[l] = append(lanes[l], i)
			continue
		}
		if dir != "" {
			lane[dir] = len(lanes)
		}
		lanes = append(lanes, []int{i})
	}
	return lanes
}

// laneGame is the game folder m's files are for, "" for none; ok is false
// when m must be handled with the batch to itself (Lanes).
func (h *Host) laneGame(m *Incoming) (dir string, ok bool) {
	if m.Err != nil {
		return "", true // answered, or rejected, without a game
	}
	for _, c := range m.Candidates {
		if isAct(c.Bytes) {
			return "", false
		}
		body, _, _ := sshsig.Split(c.Bytes)
		env, ps := adjudicator.ParseEnvelope(c.Name, body)
		if ps != nil {
			continue // answered without a game
		}
		game := filepath.Join(h.Games, env.Game)
		// a check is a dry run: on a game the batch does not hold it takes
		// the game's own lock, and changes nothing of the batch's
		if env.Mode != "check" && !h.batch.Holds(game) {
			if _, err := os.Stat(filepath.Join(game, "header.json")); !errors.Is(err, fs.ErrNotExist) {
				return "", false
			}
			continue // no such game: answered so
		}
		if dir != "" && dir != game {
			return "", false
		}
		dir = game
	}
	return dir, true
}

// Logged (LaneHandler) is h with its log lines kept until flush writes
// them to h.Log.
func (h *Host) Logged() (Handler, func()) {
	if h.Log == nil {
		return h, nil
	}
	c := *h
	var buf bytes.Buffer
	c.Log = &buf
	return &c, func() { h.Log.Write(buf.Bytes()) }
}
