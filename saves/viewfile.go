package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
)

var (
	hexDigest = regexp.MustCompile(`^[0-9a-f]{64}$`)
	hexTag    = regexp.MustCompile(`^[0-9a-f]{32}$`)
)

// ParseSideView reads a view.json as mailed with a report, for checking
// orders offline (`mincio orders check --view`). It takes nothing on
// trust: the JSON must be one object of the known fields, and the game,
// header tag, side, entry and head must be well formed and agree with the
// view inside. Errors name the file and, for bad JSON, the line.
func ParseSideView(name string, data []byte) (*SideView, error) {
	const hint = "give the view.json attached to your latest report, unchanged"
	v := new(SideView)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return nil, userErr(hint, "%s: not a mincio view: %s", name, jsonPlace(data, err))
	}
	if dec.More() {
		return nil, userErr(hint, "%s: not a mincio view: more than one JSON value", name)
	}
	var bad []string
	check := func(ok bool, what string) {
		if !ok {
			bad = append(bad, what)
		}
	}
	check(validID(v.Game), "game")
	check(hexTag.MatchString(v.Header), "header")
	check(v.Side != "" && v.Side == v.View.Side, "side")
	check(v.Entry >= 1, "entry")
	check(hexDigest.MatchString(v.Head), "head")
	check(v.Seq >= 0, "seq")
	check(v.System != "", "system")
	if len(bad) > 0 {
		return nil, userErr(hint, "%s: not a mincio view: bad or missing %v", name, bad)
	}
	return v, nil
}

// jsonPlace says where in data a decoding error is, as line:col.
func jsonPlace(data []byte, err error) string {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset - 1 // the offset is just past the bad byte
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("line %d, column %d: %v", line, col, err)
}
