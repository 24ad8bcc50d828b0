package saves

import (
	"errors"
	"fmt"
)

// checkAct checks a declare or moderator entry against the log before it,
// as Submit and Moderate did when they accepted it: a leave within the
// side's allowance, a moderator's act that made sense at that point (a
// pause of a running game, a replacement key that is nobody's …). The
// signatures were checked when the input was read: a declaration by the
// side's key as it stood then, an act by the moderator key.
func (v *verifier) checkAct(e *Entry, in *Input) error {
	want := 0
	if e.N > 1 {
		want = v.log[e.N-2].LastAct
	}
	if e.Act != nil {
		want = e.N
	}
	if e.LastAct != want {
		return fmt.Errorf("last_act %d, but the newest act up to this entry is %d", e.LastAct, want)
	}
	if e.Kind != KindDeclare && e.Kind != KindModerator {
		if e.Act != nil {
			return errors.New("an act recorded on an entry that is neither a declaration nor a moderator's act")
		}
		return nil
	}
	if in.Act == nil {
		return errors.New("no act in the input")
	}
	if e.Side != in.Act.Side {
		return fmt.Errorf("the entry names side %q, its act %q", e.Side, in.Act.Side)
	}
	at := receivedTime(e)
	if e.Kind == KindModerator {
		return stripHint(v.f.checkActHere("the act", in.Act, e.N, at))
	}
	if in.Act.Name != "leave" {
		return nil
	}
	if at.IsZero() {
		return errors.New("leave: no received time")
	}
	acts, err := v.f.actEntries()
	if err != nil {
		return err
	}
	return stripHint(checkLeave("the leave", v.f.Header.Deadline, in.Act, at, acts))
}

// stripHint keeps an error's message: verify reports what is wrong with a
// log, not what a sender should do.
func stripHint(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return errors.New(e.Msg)
	}
	return err
}
