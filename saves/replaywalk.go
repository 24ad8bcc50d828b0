package saves

import (
	"fmt"
	"os"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// ReplayStep is one entry of a game as a replay shows it (`mincio
// replay`): the entry and its files as the log holds them, what its
// input's signature covers and whose key must have made it, and the game
// right after the entry.
type ReplayStep struct {
	Entry     *Entry
	EntryFile []byte // log/NNNNNN.json
	EntrySig  []byte // log/NNNNNN.json.sig, the host's
	Input     []byte // log/NNNNNN.input, as received; nil for a message to the moderator, which the host keeps
	InputSig  []byte // log/NNNNNN.input.sig, when the signature came apart; else nil
	// Signed is what the input's signature covers, as signed (the input
	// less its appended signature, with what mail did to line ends
	// undone); Armored is that signature.
	Signed, Armored []byte
	// Game is the game after the entry; valid only during the call.
	Game *adjudicator.Game
}

// WalkReplay replays the whole log from the scenario, with the recorded
// rolls, and calls fn after each entry. The folder should have been
// verified first (Verify): WalkReplay checks each entry reaches its
// recorded state, and no more.
func (f *Folder) WalkReplay(fn func(ReplayStep) error) error {
	g, err := f.newGame()
	if err != nil {
		return err
	}
	g.BriefOwed = !recordOptions
	for n := 1; n <= f.n; n++ {
		st, err := f.replayStep(n)
		if err != nil {
			return err
		}
		if err := f.replay(g, st.Entry); err != nil {
			return err
		}
		st.Game = g
		if err := fn(st); err != nil {
			return err
		}
	}
	return nil
}

// replayStep reads entry n's files and what its input's signature covers.
func (f *Folder) replayStep(n int) (ReplayStep, error) {
	e, data, err := f.readEntry(n)
	if err != nil {
		return ReplayStep{}, err
	}
	st := ReplayStep{Entry: e, EntryFile: data}
	if st.EntrySig, err = f.logFile(n, ".json.sig"); err != nil {
		return st, err
	}
	if privateInput(e) {
		// a message to the moderator: a replay shows no more of it than
		// the archive does, its entry's digests
		return st, nil
	}
	in, err := f.readInput(e)
	if err != nil {
		return st, fmt.Errorf("entry %d: %v", n, err)
	}
	st.Input, st.InputSig, st.Signed = in.Received, in.Sig, in.Signed
	if st.Armored = in.Sig; st.Armored == nil {
		_, st.Armored, _ = sshsig.Split(in.Received)
	}
	return st, nil
}

// HeaderFiles returns header.json and its host signature as the folder
// holds them.
func (f *Folder) HeaderFiles() (header, sig []byte, err error) {
	if header, err = os.ReadFile(f.path("header.json")); err != nil {
		return nil, nil, err
	}
	sig, err = os.ReadFile(f.path("header.json.sig"))
	return header, sig, err
}
