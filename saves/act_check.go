package saves

import (
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// Whether an act may stand where the log has it: Moderate and Submit ask
// before they record one, verify asks again of every act in a log.

// checkActHere checks an act against the game as the log stands before
// entry at: the side exists and the act makes sense now. Submit and
// verify both call it, so a log holding an act that was not allowed fails
// verification.
func (f *Folder) checkActHere(name string, a *Act, at int, received time.Time) error {
	if a.Side != "" {
		if _, ok := f.Header.Player(a.Side); !ok {
			return userErr("sides in this game: "+f.sideList(), "%s: no side %q in game %s", name, a.Side, f.Header.Game)
		}
	}
	if err := f.checkActPlayer(name, a); err != nil {
		return err
	}
	if received.IsZero() && (a.Name == "pause" || a.Name == "resume") {
		return userErr("give the time, e.g. --now 2026-03-01T12:00:00Z", "%s: %s needs the time it is received", name, a.Name)
	}
	over := f.Len() > 0 && f.Last().Result.Outcome != nil
	if over && a.Name != "address" {
		return userErr("the game is over; only an address can still change", "%s: game %s is over: %s", name, f.Header.Game, f.Last().Result.Outcome.Text)
	}
	acts, err := f.actEntries()
	if err != nil {
		return err
	}
	paused := false
	for _, e := range acts {
		if e.N < at && (e.Act.Name == "pause" || e.Act.Name == "resume") {
			paused = e.Act.Name == "pause"
		}
	}
	switch a.Name {
	case "pause":
		if paused {
			return userErr("resume it first, or leave it paused", "%s: game %s is already paused", name, f.Header.Game)
		}
	case "resume":
		if !paused {
			return userErr("pause it first", "%s: game %s is not paused", name, f.Header.Game)
		}
	case "extend":
		if f.Header.Deadline == nil {
			return userErr("a game made without --deadline has no deadline to extend", "%s: game %s has no deadline policy", name, f.Header.Game)
		}
		if f.Len() == 0 || len(owedBy(f.Last().Result, adjudicator.Side(a.Side))) == 0 {
			return userErr("extend a deadline when the side owes something", "%s: side %s owes nothing: it has no deadline to extend", name, a.Side)
		}
	case "rule":
		if f.Len() == 0 || len(owedBy(f.Last().Result, adjudicator.Side(a.Side))) == 0 {
			return userErr("rule on a decision the game is waiting for (mincio status lists them)", "%s: side %s owes nothing to rule on", name, a.Side)
		}
	case "replace":
		return f.checkNewKey(name, a, at)
	case "end":
		if _, ok := f.Header.Player(a.Result); !ok && a.Result != "draw" {
			return userErr("give result: SIDE (the winner) or result: draw; sides: "+f.sideList(), "%s: no side %q in game %s", name, a.Result, f.Header.Game)
		}
	}
	return nil
}

// checkActPlayer refuses an act naming a player on a side of one player,
// or a player the side's team does not have.
func (f *Folder) checkActPlayer(name string, a *Act) error {
	if a.Player == "" {
		return nil
	}
	sp, _ := f.Header.Player(a.Side)
	if len(sp.Team) == 0 {
		return userErr("leave out the player: side "+a.Side+" has one player", "%s: player: %s, but side %s is not played by a team", name, a.Player, a.Side)
	}
	if _, ok := f.Header.Teammate(a.Side, a.Player); !ok {
		return userErr("players of "+a.Side+": "+teamNames(sp.Team), "%s: side %s has no player %q", name, a.Side, a.Player)
	}
	return nil
}

// checkNewKey refuses a replacement key that is too weak, the host's, the
// moderator's, or one that signs for a side or a teammate already.
func (f *Folder) checkNewKey(name string, a *Act, at int) error {
	who := "side " + a.Side
	if a.Player != "" {
		who = "player " + a.Player + " of side " + a.Side
	}
	k, err := sshsig.ParsePublicKey([]byte(a.Key))
	if err != nil {
		return userErr("give the line of the new player's .pub file", "%s: the new key of %s: %v", name, who, err)
	}
	if err := checkKeyStrength(name+": the new key of "+who, k); err != nil {
		return err
	}
	id := sshsig.Fingerprint(k)
	switch id {
	case keyID(f.Header.HostKey):
		return userErr("the host must not play: the new player needs a key of their own", "%s: the new key of %s is the host key", name, who)
	case keyID(f.Header.Moderator.Key):
		return userErr("the moderator must not play: the new player needs a key of their own", "%s: the new key of %s is the moderator key", name, who)
	}
	for _, s := range f.Header.Sides {
		seat, _, err := f.seat(s.Side, at)
		if err != nil {
			return err
		}
		holder := seatHolding(seat, id)
		switch {
		case holder == nil:
		case *holder == actSeat(a, seat):
			return userErr("give the new player's key; to change only where reports go, use address", "%s: the new key of %s is already its key: nothing to replace", name, who)
		default:
			return userErr("the new player needs a key of their own", "%s: the new key of %s already signs for %s", name, who, *holder)
		}
	}
	return nil
}

// seatHolding names the seat of side seat whose key has fingerprint id
// ("side S", or "player P of side S"), nil when none.
func seatHolding(seat Seat, id string) *string {
	if len(seat.Team) == 0 {
		if keyID(seat.Key) == id {
			s := "side " + seat.Side
			return &s
		}
		return nil
	}
	for _, tm := range seat.Team {
		if keyID(tm.Key) == id {
			s := "player " + tm.Player + " of side " + seat.Side
			return &s
		}
	}
	return nil
}

// actSeat names the seat act a is about, as seatHolding names it.
func actSeat(a *Act, seat Seat) string {
	if a.Side != seat.Side {
		return ""
	}
	if i := seat.teammateIndex(a.Player); i >= 0 {
		return "player " + seat.Team[i].Player + " of side " + a.Side
	}
	return "side " + a.Side
}

// checkDeclaration checks a side's declaration before it is applied:
// leave against the allowance.
func (w *writer) checkDeclaration(in *Input) error {
	if in.Act.Name != "leave" {
		return nil
	}
	if w.opt.Now.IsZero() {
		return userErr("give the time, e.g. --now 2026-03-01T12:00:00Z", "%s: leave needs the time it is received", in.Name)
	}
	acts, err := w.f.actEntries()
	if err != nil {
		return err
	}
	return checkLeave(in.Name, w.f.Header.Deadline, in.Act, w.opt.Now.UTC().Truncate(time.Second), acts)
}

// ActClockTolerance is how far ahead of the host's clock an act's signed
// time may be when it arrives: the moderator's clock and the host's may
// differ by a little, never by days (docs/moderator.md).
const ActClockTolerance = 5 * time.Minute

// checkActNotAhead refuses an act signed later than the host's clock at
// receipt, plus ActClockTolerance: an act dated in the future would sort
// and dedupe as an act not yet made. Without a receive time there is
// nothing to compare with.
func checkActNotAhead(name string, a *Act, received time.Time) error {
	if received.IsZero() {
		return nil
	}
	signed, err := time.Parse(time.RFC3339, a.Signed)
	if err != nil {
		return nil // Check refused it already
	}
	if signed.After(received.Add(ActClockTolerance)) {
		return userErr("sign the act again with the right time (mincio moderate signs with the clock, or --now)",
			"%s: signed: %s is later than the host's clock when the act arrived (%s, give or take %s)",
			name, a.Signed, received.UTC().Format(time.RFC3339), ActClockTolerance)
	}
	return nil
}
