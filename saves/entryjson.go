package saves

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/internal/jsonw"
)

// encodeEntry is encodeJSON(e): json.MarshalIndent's bytes and a newline,
// written field by field (internal/jsonw), in the order and with the
// omitempty of the struct tags. Verification encodes every entry, as its
// replay gives it, to compare it with its file (resultcheck.go);
// entryjson_test.go checks every field against encodeJSON.
func encodeEntry(e *Entry) ([]byte, error) { return appendEntry(make([]byte, 0, 4096), e) }

// appendEntry appends encodeEntry's bytes to b.
func appendEntry(b []byte, e *Entry) ([]byte, error) {
	w := jsonw.Indented{Writer: jsonw.Writer{B: b}}
	w.Begin('{')
	w.Key("format")
	w.Str(e.Format)
	w.Key("game")
	w.Str(e.Game)
	w.Key("n")
	w.Int(int64(e.N))
	w.Key("prev")
	w.Str(e.Prev)
	w.Key("kind")
	w.Str(e.Kind)
	optStrJSON(&w, "side", e.Side)
	optIntJSON(&w, "seq", e.Seq)
	w.Key("input_digest")
	w.Str(e.InputDigest)
	w.Key("received_digest")
	w.Str(e.ReceivedDigest)
	optBoolJSON(&w, "detached_sig", e.DetachedSig)
	optStrJSON(&w, "sig_digest", e.SigDigest)
	optStrJSON(&w, "file", e.File)
	optStrJSON(&w, "received", e.Received)
	if e.Act != nil {
		w.Key("act")
		w.Value(e.Act)
	}
	optIntJSON(&w, "last_act", e.LastAct)
	w.Key("result")
	writeResultJSON(&w, &e.Result)
	if len(e.Reports) > 0 {
		w.Key("reports")
		jsonw.IndentedStrs(&w, e.Reports)
	}
	if len(e.Messages) > 0 {
		w.Key("messages")
		w.Value(e.Messages)
	}
	w.End('}')
	if w.Slow {
		j, err := encodeJSON(e)
		return append(b, j...), err
	}
	return append(w.B, '\n'), nil
}

func writeResultJSON(w *jsonw.Indented, r *Result) {
	w.Begin('{')
	w.Key("events")
	writeListJSON(w, r.Events, writeEventJSON)
	w.Key("rolls")
	writeListJSON(w, r.Rolls, writeRollJSON)
	w.Key("owed")
	writeListJSON(w, r.Owed, writeDecisionJSON)
	if r.Outcome != nil {
		w.Key("outcome")
		w.Begin('{')
		optStrJSON(w, "winner", string(r.Outcome.Winner))
		optStrJSON(w, "level", r.Outcome.Level)
		w.Key("text")
		w.Str(r.Outcome.Text)
		optStrJSON(w, "end", r.Outcome.End)
		w.End('}')
	}
	w.Key("status")
	w.Str(r.Status)
	w.Key("state_digest")
	w.Str(r.StateDigest)
	optIntJSON(w, "turn", r.Turn)
	w.End('}')
}

func writeEventJSON(w *jsonw.Indented, e *adjudicator.Event) {
	w.Begin('{')
	w.Key("code")
	w.Str(e.Code)
	w.Key("text")
	w.Str(e.Text)
	optStrsJSON(w, "to", e.To)
	if len(e.Rolls) > 0 {
		w.Key("rolls")
		writeListJSON(w, e.Rolls, writeRollJSON)
	}
	optStrsJSON(w, "detail", e.Detail)
	w.End('}')
}

func writeRollJSON(w *jsonw.Indented, r *dice.Roll) {
	w.Begin('{')
	w.Key("purpose")
	w.Str(r.Purpose)
	w.Key("sides")
	w.Int(int64(r.Sides))
	w.Key("value")
	w.Int(int64(r.Value))
	w.End('}')
}

func writeDecisionJSON(w *jsonw.Indented, d *adjudicator.Decision) {
	w.Begin('{')
	w.Key("side")
	w.Str(string(d.Side))
	w.Key("kind")
	w.Str(d.Kind)
	w.Key("prompt")
	w.Str(d.Prompt)
	w.Key("accepts")
	jsonw.IndentedStrs(w, d.Accepts)
	optStrsJSON(w, "groups", d.Groups)
	optStrsJSON(w, "subjects", d.Subjects)
	optStrsJSON(w, "options", d.Options)
	if d.Default != nil {
		w.Key("default")
		writeLineJSON(w, d.Default)
	}
	optBoolJSON(w, "report_default", d.ReportDefault)
	optIntJSON(w, "turn", d.Turn)
	optStrJSON(w, "why", d.Why)
	optStrJSON(w, "player", d.Player)
	w.End('}')
}

func writeLineJSON(w *jsonw.Indented, l *adjudicator.Line) {
	w.Begin('{')
	w.Key("pos")
	w.Begin('{')
	optStrJSON(w, "file", l.Pos.File)
	optIntJSON(w, "line", l.Pos.Line)
	optIntJSON(w, "col", l.Pos.Col)
	w.End('}')
	w.Key("text")
	w.Str(l.Text)
	w.Key("kind")
	w.Str(l.Kind)
	optBoolJSON(w, "standing", l.Standing)
	optStrJSON(w, "key", l.Key)
	optIntJSON(w, "turn", l.Turn)
	optStrJSON(w, "group", l.Group)
	optStrJSON(w, "subject", l.Subject)
	optIntJSON(w, "times", l.Times)
	w.End('}')
}

// writeListJSON writes a list; nil is null.
func writeListJSON[T any](w *jsonw.Indented, list []T, write func(*jsonw.Indented, *T)) {
	if list == nil {
		w.Raw("null")
		return
	}
	w.Begin('[')
	for i := range list {
		w.Elem()
		write(w, &list[i])
	}
	w.End(']')
}

// The omitempty fields: written only when not zero.

func optStrJSON(w *jsonw.Indented, key, s string) {
	if s != "" {
		w.Key(key)
		w.Str(s)
	}
}

func optIntJSON(w *jsonw.Indented, key string, n int) {
	if n != 0 {
		w.Key(key)
		w.Int(int64(n))
	}
}

func optBoolJSON(w *jsonw.Indented, key string, b bool) {
	if b {
		w.Key(key)
		w.Raw("true")
	}
}

func optStrsJSON[S ~string](w *jsonw.Indented, key string, ss []S) {
	if len(ss) > 0 {
		w.Key(key)
		jsonw.IndentedStrs(w, ss)
	}
}
