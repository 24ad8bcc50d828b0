package tolentino

import (
	"encoding/json"

	"github.com/mincio/mincio/internal/jsonw"
)

// Marshal implements adjudicator.State: canonical JSON, the bytes
// json.Marshal(s) writes. The state is encoded after every input, by the
// host and by every verification, for its digest, so it is written out
// here field by field, in the order and with the omitempty of the struct
// tags (statejson_test.go checks every field against json.Marshal);
// anything jsonw cannot write exactly falls back to json.Marshal.
func (s *State) Marshal() ([]byte, error) {
	return s.AppendMarshal(make([]byte, 0, 96*len(s.Units)))
}

// AppendMarshal appends Marshal's bytes to b, so that the game's encoding
// is written in one buffer (adjudicator.Game.Marshal).
func (s *State) AppendMarshal(b []byte) ([]byte, error) {
	w := jsonw.Writer{B: b}
	s.appendJSON(&w)
	if !w.Slow {
		return w.B, nil
	}
	j, err := json.Marshal(s)
	return append(b, j...), err
}

func (s *State) appendJSON(w *jsonw.Writer) {
	w.Raw(`{"turn":`)
	w.Int(int64(s.Turn))
	w.Raw(`,"stage":`)
	w.Str(s.Stage)
	w.OptStr(`,"side":`, string(s.Side))
	w.OptStr(`,"active":`, s.Active)
	w.OptBool(`,"first":`, s.First)
	w.OptInt(`,"changes":`, int64(s.Changes))
	if len(s.NightUsed) > 0 {
		w.Raw(`,"nightused":`)
		jsonw.Strs(w, s.NightUsed)
	}
	w.OptBool(`,"grenzer":`, s.Grenzer)
	if len(s.Attacked) > 0 {
		w.Raw(`,"attacked":`)
		w.Hexes(s.Attacked)
	}
	if len(s.Ret) > 0 {
		w.Value(`,"ret":`, s.Ret)
	}
	if len(s.Adv) > 0 {
		w.Value(`,"adv":`, s.Adv)
	}
	if s.Pend != nil {
		w.Value(`,"pend":`, s.Pend)
	}
	if s.ArtRet != nil {
		w.Value(`,"artret":`, s.ArtRet)
	}
	if len(s.Escape) > 0 {
		w.Raw(`,"escape":`)
		jsonw.Strs(w, s.Escape)
	}
	w.OptBool(`,"leadermoved":`, s.LeaderMoved)
	w.OptBool(`,"capture":`, s.Capture)
	w.OptBool(`,"radcaptured":`, s.RadCaptured)
	w.Raw(`,"units":`)
	appendList(w, s.Units, (*Unit).appendJSON)
	w.Raw(`,"forms":`)
	appendList(w, s.Forms, (*Formation).appendJSON)
	w.Raw(`,"control":`)
	appendList(w, s.Control, Control.appendJSON)
	w.OptBool(`,"over":`, s.Over)
	w.Raw(`}`)
}

// appendList writes a list as json.Marshal does: nil is null.
func appendList[T any](w *jsonw.Writer, list []T, write func(T, *jsonw.Writer)) {
	if list == nil {
		w.Raw(`null`)
		return
	}
	w.Raw(`[`)
	for i, v := range list {
		w.Comma(i)
		write(v, w)
	}
	w.Raw(`]`)
}

func (u *Unit) appendJSON(w *jsonw.Writer) {
	if u == nil {
		w.Slow = true
		return
	}
	w.Raw(`{"id":`)
	w.Str(u.ID)
	w.Raw(`,"hex":`)
	w.Hex(u.Hex)
	w.OptBool(`,"on":`, u.On)
	w.OptBool(`,"gone":`, u.Gone)
	w.OptBool(`,"reduced":`, u.Reduced)
	w.OptInt(`,"back":`, int64(u.Back))
	w.OptInt(`,"dis":`, int64(u.Dis))
	w.OptBool(`,"march":`, u.March)
	w.OptBool(`,"moved":`, u.Moved)
	w.OptBool(`,"acted":`, u.Acted)
	w.OptBool(`,"held":`, u.Held)
	w.OptBool(`,"ooc":`, u.OOC)
	w.OptStr(`,"order":`, u.Order)
	w.OptInt(`,"morale":`, int64(u.Morale))
	w.OptBool(`,"flag":`, u.Flag)
	w.OptBool(`,"rough":`, u.Rough)
	w.OptInt(`,"start":`, int64(u.Start))
	w.OptInt(`,"spent":`, int64(u.Spent))
	if u.Charge != nil {
		w.Raw(`,"charge":`)
		w.Hex(*u.Charge)
	}
	w.OptInt(`,"arrived":`, int64(u.Arrived))
	w.OptStr(`,"bridge":`, u.Bridge)
	w.OptBool(`,"fought":`, u.Fought)
	w.OptBool(`,"fired":`, u.Fired)
	w.OptBool(`,"new":`, u.New)
	w.OptBool(`,"tried":`, u.TriedOrder)
	w.OptBool(`,"follow":`, u.Follow)
	w.Raw(`}`)
}

func (f *Formation) appendJSON(w *jsonw.Writer) {
	if f == nil {
		w.Slow = true
		return
	}
	w.Raw(`{"id":`)
	w.Str(f.ID)
	w.Raw(`,"order":`)
	w.Str(f.Order)
	w.OptBool(`,"done":`, f.Done)
	w.Raw(`,"leader":`)
	w.Str(f.Leader)
	w.OptBool(`,"nocmd":`, f.NoCmd)
	w.OptBool(`,"tried":`, f.Tried)
	w.Raw(`}`)
}

func (c Control) appendJSON(w *jsonw.Writer) {
	w.Raw(`{"hex":`)
	w.Hex(c.Hex)
	w.Raw(`,"side":`)
	w.Str(string(c.Side))
	w.Raw(`}`)
}
