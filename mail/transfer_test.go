package mail

import (
	"bytes"
	"strings"
	"testing"
)

// TestTransferEncodeKeepsBytes: a text attachment comes back from the
// mail byte for byte — LF and CRLF line ends, trailing blanks, no final
// newline, UTF-8 — in quoted-printable when that is smaller than base64
// (a report), in base64 when it is not (text of non-ASCII letters), and
// a binary file in base64.
func TestTransferEncodeKeepsBytes(t *testing.T) {
	report := "mincio report: game g1, side austria, turn 3\nhead: 9c1f\n\n  j9 moves 2611 → 2612 (9.1)   \r\nmixed\r\nends\n" +
		strings.Repeat("austria rolls 4 + 1 = 5: the attack succeeds (table 12.3, column 2:1)\n", 50) + "= no final newline "
	greek := strings.Repeat("αβγδεζηθικλμνξοπρστυφχψω", 40)
	for _, c := range []struct {
		name, ct, cte string
		data          []byte
	}{
		{"report.txt", "text/plain; charset=utf-8", "quoted-printable", []byte(report)},
		{"greek.txt", "text/plain; charset=utf-8", "base64", []byte(greek)},
		{"map.png", "image/png", "base64", []byte("\x89PNG\r\n\x1a\n\x00\x00")},
	} {
		m := testMessage()
		m.Attachments = []Attachment{{Name: c.name, ContentType: c.ct, Data: c.data}}
		raw, err := Compose(m)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(raw, []byte("Content-Transfer-Encoding: "+c.cte)) {
			t.Errorf("%s: not sent in %s", c.name, c.cte)
		}
		for _, line := range bytes.Split(raw, []byte("\r\n")) {
			if len(line) > 78 || bytes.ContainsAny(line, "\r\n") {
				t.Fatalf("%s: line of %d bytes, or a bare line end: %q", c.name, len(line), line)
			}
		}
		parts, err := Parts(raw)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(parts[c.name], c.data) {
			t.Errorf("%s came back changed:\n%q\nwant\n%q", c.name, parts[c.name], c.data)
		}
	}
}
