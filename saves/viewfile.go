package saves

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
	data, err := gunzipped(data)
	if err != nil {
		return nil, userErr(hint, "%s: not a mincio view: %v", name, err)
	}
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

// maxView bounds a compressed view.json unpacked.
const maxView = 64 << 20

// gunzipped is data unpacked when it is gzip-compressed: the view.json.gz
// of a report mail too large to send it plain (mail.packings).
func gunzipped(data []byte) ([]byte, error) {
	if !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	out, err := io.ReadAll(io.LimitReader(zr, maxView+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("gzip: %v", err)
	case len(out) > maxView:
		return nil, fmt.Errorf("unpacks to more than %d bytes", maxView)
	}
	return out, nil
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
