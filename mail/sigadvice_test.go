package mail

import (
	"fmt"
	"html"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves/sshsig"
)

// TestHostSignatureAdviceBySource (issue 23): a file whose signature fails
// is answered with what its way through the mail may have changed: a
// pasted file that mixed CRLF and LF line ends, or the text of an HTML
// mail (a <div> a line, as Gmail writes), gets the advice that fits, and
// the game is unchanged.
func TestHostSignatureAdviceBySource(t *testing.T) {
	w := newGameWorld(t)
	w.round(t)
	tag, _ := gameTags.Load("g1")
	sign := func(file string) string {
		sig, err := sshsig.Sign(w.red, sshsig.Namespace, []byte(file))
		if err != nil {
			t.Fatal(err)
		}
		return string(sshsig.Append([]byte(file), sig))
	}
	envelope := fmt.Sprintf("mincio orders 1\ngame: g1\nheader: %s\nside: red\nseq: 1\n", tag)

	// One CRLF line in the file as signed; pasted, every line end is CRLF
	// on the wire.
	mixed := sign(envelope + "turn 1\r\nroll\n")
	wire := strings.ReplaceAll(strings.ReplaceAll(mixed, "\r\n", "\n"), "\n", "\r\n")
	plain := []byte("From: red@example.com\r\nTo: host@example.org\r\nSubject: [mincio g1] orders\r\nMessage-ID: <mixed@example.com>\r\n" +
		"Content-Type: text/plain; charset=utf-8\r\n\r\n" + wire)

	// The HTML of a mail program that writes a <div> a line and trims them.
	signed := sign(envelope + "turn 1\n   roll    # indented\n")
	var divs strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(signed, "\n"), "\n") {
		divs.WriteString("<div>" + html.EscapeString(l) + "</div>")
	}
	htmlMail := []byte("From: red@example.com\r\nTo: host@example.org\r\nSubject: [mincio g1] orders\r\nMessage-ID: <html@example.com>\r\n" +
		"Content-Type: text/html; charset=utf-8\r\n\r\n<html><body>" + divs.String() + "</body></html>\r\n")

	for _, c := range []struct {
		name string
		mail []byte
		want string
	}{
		{"pasted with mixed line ends", plain, "If your file mixes the two"},
		{"gmail-style html", htmlMail, "this file came from an HTML mail"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := entries(t, w)
			got := w.round(t, c.mail)
			if len(got) != 1 {
				t.Fatalf("want one answer, got %d", len(got))
			}
			text := strings.ReplaceAll(string(got[0].Data), "=\r\n", "")
			if !strings.Contains(text, "signature of side red") || !strings.Contains(text, c.want) {
				t.Fatalf("the answer lacks %q:\n%s", c.want, text)
			}
			if after := entries(t, w); after != before {
				t.Fatalf("game changed: %d entries, was %d", after, before)
			}
		})
	}
}
