package saves

import (
	"fmt"
	"slices"
)

// actEntries are the log's declare and moderator entries, oldest first,
// read once per folder and kept up to date by added. They are found from
// the last entry by LastAct, so a long log with few acts is not read
// whole.
func (f *Folder) actEntries() ([]*Entry, error) {
	if f.actsRead {
		return f.acts, nil
	}
	if f.n == 0 {
		f.actsRead = true
		return nil, nil
	}
	var acts []*Entry
	for k := f.Last().LastAct; k > 0; {
		e, err := f.Entry(k)
		if err != nil {
			return nil, err
		}
		if e.Act == nil || e.LastAct != k {
			return nil, userErr("run `mincio verify` to see the damage", "entry %d (log/%s.json): last_act names it, but it records no act", k, entryName(k))
		}
		acts = append(acts, e)
		if k == 1 {
			break
		}
		prev, err := f.Entry(k - 1)
		if err != nil {
			return nil, err
		}
		if prev.LastAct >= k {
			return nil, userErr("run `mincio verify` to see the damage", "entry %d (log/%s.json): last_act %d is not before it", k-1, entryName(k-1), prev.LastAct)
		}
		k = prev.LastAct
	}
	slices.Reverse(acts)
	f.acts, f.actsRead = acts, true
	return f.acts, nil
}

// formerKey is a key that signed for a side, or for one player of its
// team, until a moderator's replace.
type formerKey struct {
	Key    string
	N      int    // the entry that replaced it
	Player string // the teammate whose key it was; "" on a side of one player
}

// Seat is who plays a side: key and address, and the entries at which
// the moderator last gave the side to a new player or changed its address
// (0: never, as the header has it). On a side played by a team, Team is
// each teammate's seat as the moderator left it, its first the side's.
type Seat struct {
	SidePlayer
	ReplacedAt, AddressAt int
}

// seat is side's player before entry n: the header's, as the moderator's
// replace and address entries before n changed it, with the keys replaced.
// An act naming a teammate (Act.Player) changes that teammate's seat; one
// naming none, or the first, changes the side's and its first player's.
func (f *Folder) seat(side string, n int) (Seat, []formerKey, error) {
	sp, ok := f.Header.Player(side)
	sp.Team = slices.Clone(sp.Team)
	st := Seat{SidePlayer: sp}
	if !ok {
		return st, nil, fmt.Errorf("no side %q", side)
	}
	acts, err := f.actEntries()
	if err != nil {
		return st, nil, err
	}
	var former []formerKey
	for _, e := range acts {
		if e.N >= n || !e.Act.changesSeat() || e.Act.Side != side {
			continue
		}
		i := st.teammateIndex(e.Act.Player)
		if i > 0 {
			former = append(former, st.Team[i].change(e.Act, e.N)...)
			continue
		}
		if e.Act.Name == "replace" {
			former = append(former, formerKey{Key: st.Key, N: e.N, Player: st.first()})
			st.Key, st.ReplacedAt = e.Act.Key, e.N
		}
		st.Address, st.AddressAt = e.Act.Address, e.N
		if i == 0 {
			st.Team[0].Key, st.Team[0].Address = st.Key, st.Address
		}
	}
	return st, former, nil
}

// teammateIndex is the index in the team of player ("" the first's); -1
// on a side of one player.
func (st *Seat) teammateIndex(player string) int {
	for i, tm := range st.Team {
		if tm.Player == player {
			return i
		}
	}
	if len(st.Team) > 0 {
		return 0
	}
	return -1
}

// first is the name of the side's first player, "" on a side of one.
func (st *Seat) first() string {
	if len(st.Team) == 0 {
		return ""
	}
	return st.Team[0].Player
}

// change applies a moderator's replace or address of this teammate at
// entry n, returning the key it replaced.
func (tm *Teammate) change(a *Act, n int) []formerKey {
	tm.Address = a.Address
	if a.Name != "replace" {
		return nil
	}
	old := formerKey{Key: tm.Key, N: n, Player: tm.Player}
	tm.Key = a.Key
	return []formerKey{old}
}

// Player is side's player now: key and address as the header gives them,
// or as the moderator last changed them. Mail goes to this address.
func (f *Folder) Player(side string) (SidePlayer, bool) {
	st, _, err := f.seat(side, f.n+1)
	return st.SidePlayer, err == nil
}

// Seats lists each side's player now, in the header's order of sides.
func (f *Folder) Seats() ([]Seat, error) {
	var out []Seat
	for _, s := range f.Header.Sides {
		st, _, err := f.seat(s.Side, f.n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, nil
}
