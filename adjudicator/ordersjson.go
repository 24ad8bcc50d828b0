package adjudicator

import (
	"encoding/json"

	"github.com/mincio/mincio/internal/jsonw"
)

// appendOrdersJSON appends json.Marshal(orders), written by hand as the
// states are (jsonw): the game is encoded after every input for its
// digest, and the sides' plans grow through a turn. ordersjson_test.go
// checks every field against json.Marshal.
func appendOrdersJSON(b []byte, orders []SideOrders) ([]byte, error) {
	w := jsonw.Writer{B: b}
	appendOrders(&w, orders)
	if !w.Slow {
		return w.B, nil
	}
	j, err := json.Marshal(orders)
	return append(b, j...), err
}

func appendOrders(w *jsonw.Writer, orders []SideOrders) {
	if orders == nil {
		w.Raw(`null`)
		return
	}
	w.Raw(`[`)
	for i := range orders {
		w.Comma(i)
		orders[i].appendJSON(w)
	}
	w.Raw(`]`)
}

func (o *SideOrders) appendJSON(w *jsonw.Writer) {
	w.Raw(`{"side":`)
	w.Str(string(o.Side))
	w.Raw(`,"seq":`)
	w.Int(int64(o.Seq))
	w.Raw(`,"plan":`)
	if o.Plan == nil {
		w.Raw(`null`)
	} else {
		w.Raw(`[`)
		for i := range o.Plan {
			w.Comma(i)
			o.Plan[i].appendJSON(w)
		}
		w.Raw(`]`)
	}
	w.Raw(`,"standing":`)
	if o.Standing == nil {
		w.Raw(`null`)
	} else {
		w.Raw(`[`)
		for i := range o.Standing {
			w.Comma(i)
			w.Raw(`{`)
			o.Standing[i].appendFields(w)
			w.Raw(`}`)
		}
		w.Raw(`]`)
	}
	if len(o.Turns) > 0 {
		w.Raw(`,"turns":`)
		w.Ints(o.Turns)
	}
	if len(o.Asked) > 0 {
		w.Raw(`,"asked":`)
		jsonw.Strs(w, o.Asked)
	}
	w.OptBool(`,"absent":`, o.Absent)
	if len(o.Players) > 0 {
		w.Raw(`,"players":[`)
		for i := range o.Players {
			w.Comma(i)
			o.Players[i].appendJSON(w)
		}
		w.Raw(`]`)
	}
	w.Raw(`}`)
}

func (p *PlayerOrders) appendJSON(w *jsonw.Writer) {
	w.Raw(`{"player":`)
	w.Str(p.Player)
	if len(p.Formations) > 0 {
		w.Raw(`,"formations":`)
		jsonw.Strs(w, p.Formations)
	}
	w.Raw(`,"seq":`)
	w.Int(int64(p.Seq))
	if len(p.Turns) > 0 {
		w.Raw(`,"turns":`)
		w.Ints(p.Turns)
	}
	w.OptBool(`,"absent":`, p.Absent)
	w.OptBool(`,"holder":`, p.Holder)
	w.Raw(`}`)
}

// appendJSON writes the embedded Line's fields first, as json.Marshal
// does.
func (pl *PlanLine) appendJSON(w *jsonw.Writer) {
	w.Raw(`{`)
	pl.Line.appendFields(w)
	w.Raw(`,"seq":`)
	w.Int(int64(pl.Seq))
	w.Raw(`,"status":`)
	w.Str(pl.Status)
	w.OptStr(`,"note":`, pl.Note)
	w.OptInt(`,"used":`, int64(pl.Used))
	w.OptStr(`,"player":`, pl.Player)
	w.Raw(`}`)
}

// appendFields writes a Line's fields, without the braces.
func (l *Line) appendFields(w *jsonw.Writer) {
	w.Raw(`"pos":{`)
	comma := ""
	if l.Pos.File != "" {
		w.Raw(`"file":`)
		w.Str(l.Pos.File)
		comma = ","
	}
	if l.Pos.Line != 0 {
		w.Raw(comma + `"line":`)
		w.Int(int64(l.Pos.Line))
		comma = ","
	}
	if l.Pos.Col != 0 {
		w.Raw(comma + `"col":`)
		w.Int(int64(l.Pos.Col))
	}
	w.Raw(`},"text":`)
	w.Str(l.Text)
	w.Raw(`,"kind":`)
	w.Str(l.Kind)
	w.OptBool(`,"standing":`, l.Standing)
	w.OptStr(`,"key":`, l.Key)
	w.OptInt(`,"turn":`, int64(l.Turn))
	w.OptStr(`,"group":`, l.Group)
	w.OptStr(`,"subject":`, l.Subject)
	w.OptInt(`,"times":`, int64(l.Times))
}
