package mail

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"mime/quotedprintable"
	"runtime"
	"strings"
	"testing"
)

const (
	orderFile = "mincio orders 1\ngame: g1\nside: austria\nseq: 3\n# plan\nmove 1305 1405\n"
	sigBlock  = "-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg\n-----END SSH SIGNATURE-----\n"
)

// crlf turns LF line ends into CRLF, as on the wire.
func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

func b64(b []byte) string {
	s := base64.StdEncoding.EncodeToString(b)
	var out strings.Builder
	for len(s) > 76 {
		out.WriteString(s[:76] + "\r\n")
		s = s[76:]
	}
	return out.String() + s + "\r\n"
}

// qp encodes b as quoted-printable text (line ends become CRLF).
func qp(b []byte) string { return qpEncode(b, false) }

// qpBinary encodes b byte for byte (LF becomes =0A).
func qpBinary(b []byte) string { return qpEncode(b, true) }

func qpEncode(b []byte, binary bool) string {
	var buf bytes.Buffer
	w := quotedprintable.NewWriter(&buf)
	w.Binary = binary
	w.Write(b)
	w.Close()
	return buf.String()
}

const hdr = "From: Franz <franz@example.com>\r\nTo: host@example.org\r\nSubject: orders\r\nMessage-ID: <m1@example.com>\r\nDate: Mon, 02 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n"

// mixed builds a multipart/mixed mail from parts, each a header block
// (without the final blank line) and a body.
func mixed(parts ...[2]string) []byte {
	var b strings.Builder
	b.WriteString(hdr + "Content-Type: multipart/mixed; boundary=\"XX\"\r\n\r\npreamble\r\n")
	for _, p := range parts {
		b.WriteString("--XX\r\n" + p[0] + "\r\n\r\n" + p[1] + "\r\n")
	}
	b.WriteString("--XX--\r\n")
	return []byte(b.String())
}

func mustExtract(t *testing.T, raw []byte) *Incoming {
	t.Helper()
	in, err := Extract(raw)
	if err != nil {
		t.Fatalf("Extract: %v (problems %q)", err, in.Problems)
	}
	return in
}

func TestExtractTextBody(t *testing.T) {
	raw := []byte(hdr + "Content-Type: text/plain; charset=us-ascii\r\n\r\n" +
		crlf("Hello,\n\nmy orders:\n\n"+orderFile+sigBlock+"\n-- \nFranz\n"))
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 {
		t.Fatalf("got %d candidates, want 1", len(in.Candidates))
	}
	c := in.Candidates[0]
	if c.Name != "body" || string(c.Bytes) != crlf(orderFile+sigBlock) || string(c.LF()) != orderFile+sigBlock {
		t.Errorf("candidate %q: bytes %q", c.Name, c.Bytes)
	}
	if in.From != "franz@example.com" || in.FromName != "Franz" || in.MessageID != "m1@example.com" || in.Subject != "orders" || in.AutoReply {
		t.Errorf("envelope: %+v", in)
	}
}

func TestExtractBase64Attachment(t *testing.T) {
	file := []byte(orderFile + sigBlock)
	raw := mixed(
		[2]string{"Content-Type: text/plain", "see the attachment"},
		[2]string{"Content-Type: text/plain; name=orders.txt\r\nContent-Disposition: attachment; filename=orders.txt\r\nContent-Transfer-Encoding: base64", b64(file)},
	)
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || in.Candidates[0].Name != "orders.txt" || !bytes.Equal(in.Candidates[0].Bytes, file) {
		t.Fatalf("candidates: %+v", in.Candidates)
	}
}

func TestExtractDetachedSig(t *testing.T) {
	file := []byte(orderFile)
	raw := mixed(
		[2]string{"Content-Type: text/plain", "orders attached"},
		[2]string{"Content-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=\"austria-3.txt\"\r\nContent-Transfer-Encoding: base64", b64(file)},
		[2]string{"Content-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=\"austria-3.txt.sig\"\r\nContent-Transfer-Encoding: base64", b64([]byte(sigBlock))},
	)
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 {
		t.Fatalf("candidates: %+v", in.Candidates)
	}
	c := in.Candidates[0]
	if !bytes.Equal(c.Bytes, file) || string(c.Sig) != sigBlock || c.SigName != "austria-3.txt.sig" {
		t.Errorf("candidate %+v", c)
	}
}

func TestExtractBodyWithDetachedSig(t *testing.T) {
	raw := mixed(
		[2]string{"Content-Type: text/plain; charset=utf-8", crlf(orderFile)},
		[2]string{"Content-Type: text/plain; name=orders.sig\r\nContent-Disposition: attachment; filename=orders.sig", crlf(sigBlock)},
	)
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || in.Candidates[0].SigName != "orders.sig" || string(in.Candidates[0].LF()) != orderFile {
		t.Fatalf("candidates: %+v", in.Candidates)
	}
}

func TestExtractQuotedPrintable(t *testing.T) {
	file := orderFile + "# a very long comment line that a mail program will wrap with a soft line break because it is longer than seventy-six characters = sign\n"
	raw := []byte(hdr + "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" + qp([]byte(crlf(file))))
	in := mustExtract(t, raw)
	if got := string(in.Candidates[0].LF()); got != file {
		t.Errorf("got %q, want %q", got, file)
	}
}

// An order file in ISO-8859-1 must come out with the bytes the player
// signed, not converted to UTF-8; the display text is UTF-8.
func TestExtractLatin1KeepsBytes(t *testing.T) {
	latin1 := []byte(orderFile + "# Hauptquartier Stra\xdfe, Caf\xe9\n")
	for _, tc := range []struct {
		name string
		raw  []byte
	}{
		{"qp attachment", mixed(
			[2]string{"Content-Type: text/plain", "attached"},
			[2]string{"Content-Type: text/plain; charset=iso-8859-1\r\nContent-Disposition: attachment; filename=orders.txt\r\nContent-Transfer-Encoding: quoted-printable", qpBinary(latin1)},
		)},
		{"base64 attachment", mixed(
			[2]string{"Content-Type: text/plain; charset=ISO-8859-1\r\nContent-Disposition: attachment; filename=orders.txt\r\nContent-Transfer-Encoding: base64", b64(latin1)},
		)},
		{"8bit body", []byte(hdr + "Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n" + string(latin1))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := mustExtract(t, tc.raw)
			c := in.Candidates[0]
			if !bytes.Equal(c.Bytes, latin1) {
				t.Errorf("bytes changed:\n got %q\nwant %q", c.Bytes, latin1)
			}
			if !strings.Contains(c.Text, "Straße, Café") {
				t.Errorf("display text %q lacks the UTF-8 conversion", c.Text)
			}
		})
	}
}

func TestExtractHTMLOnly(t *testing.T) {
	html := "<html><body><p>My orders:</p><pre>" + strings.ReplaceAll(orderFile, "\n", "<br>\n") + "</pre><blockquote>mincio orders 1<br>game: old</blockquote></body></html>"
	raw := []byte(hdr + "Content-Type: text/html; charset=utf-8\r\n\r\n" + crlf(html))
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || in.Candidates[0].Name != "body.html" {
		t.Fatalf("candidates %+v", in.Candidates)
	}
	if got := strings.ReplaceAll(string(in.Candidates[0].Bytes), "\n\n", "\n"); got != orderFile {
		t.Errorf("got %q", got)
	}

	plain := "<div>mincio orders 1</div><div>game: g1</div><div>seq: 3</div>"
	in = mustExtract(t, []byte(hdr+"Content-Type: text/html\r\n\r\n"+plain))
	if string(in.Candidates[0].Bytes) != "mincio orders 1\ngame: g1\nseq: 3\n" {
		t.Errorf("div html: %q", in.Candidates[0].Bytes)
	}

	_, err := Extract([]byte(hdr + "Content-Type: text/html\r\n\r\n<p>Hello, when is the next turn?</p>"))
	if !errors.Is(err, ErrNoOrderFile) {
		t.Errorf("html without orders: err %v, want ErrNoOrderFile", err)
	}
}

// A multipart/alternative gives the order file once, from text/plain.
func TestExtractAlternative(t *testing.T) {
	alt := "Content-Type: multipart/alternative; boundary=YY\r\n\r\n--YY\r\nContent-Type: text/plain\r\n\r\n" + crlf(orderFile) +
		"\r\n--YY\r\nContent-Type: text/html\r\n\r\n<pre>" + crlf(orderFile) + "</pre>\r\n--YY--"
	raw := []byte(hdr + "Content-Type: multipart/mixed; boundary=XX\r\n\r\n--XX\r\n" + alt + "\r\n--XX--\r\n")
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || in.Candidates[0].Name != "body" {
		t.Fatalf("candidates %+v", in.Candidates)
	}
}

func TestExtractQuotedReply(t *testing.T) {
	report := "> [mincio g1] turn 3: report for austria\n> Your orders:\n> mincio orders 1\n> game: g1\n> side: austria\n> seq: 3\n> move 1305 1405\n"
	raw := []byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf("Thanks, see you next turn.\n\nOn Mon, mincio wrote:\n"+report))
	in, err := Extract(raw)
	if !errors.Is(err, ErrNoOrderFile) || len(in.Candidates) != 0 {
		t.Fatalf("a quoted report was read as orders: err %v, %+v", err, in.Candidates)
	}

	// New orders on top, the report quoted below: the file stops at the quote.
	raw = []byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf(orderFile+"\n\nOn Mon, mincio wrote:\n"+report))
	in = mustExtract(t, raw)
	if len(in.Candidates) != 1 || !strings.HasPrefix(string(in.Candidates[0].LF()), orderFile) || strings.Contains(string(in.Candidates[0].Bytes), ">") {
		t.Fatalf("candidates %q", in.Candidates)
	}
}

// Outlook quotes the mail answered without ">", after a separator.
func TestExtractOutlookReply(t *testing.T) {
	old := "-----Original Message-----\nFrom: mincio\nSubject: report\n\nYour orders were applied:\n" + orderFile + sigBlock
	raw := []byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf("Thanks!\n\n"+old))
	if in, err := Extract(raw); !errors.Is(err, ErrNoOrderFile) {
		t.Fatalf("quoted report read as orders: %q", in.Candidates)
	}
	raw = []byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf(orderFile+"\n"+old))
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || string(in.Candidates[0].LF()) != orderFile {
		t.Fatalf("candidates %q", in.Candidates)
	}
}

func TestExtractTwoFilesInBody(t *testing.T) {
	second := strings.Replace(orderFile, "austria", "piedmont", 1)
	raw := []byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf(orderFile+sigBlock+"\n"+second+sigBlock))
	in := mustExtract(t, raw)
	if len(in.Candidates) != 2 || string(in.Candidates[1].LF()) != second+sigBlock || in.Candidates[1].Name != "body#2" {
		t.Fatalf("candidates %q", in.Candidates)
	}
}

func TestExtractAutoReply(t *testing.T) {
	for _, tc := range []struct{ name, header string }{
		{"auto-submitted", "Auto-Submitted: auto-replied\r\n"},
		{"precedence bulk", "Precedence: bulk\r\n"},
		{"precedence auto_reply", "Precedence: auto_reply\r\n"},
		{"x-autoreply", "X-Autoreply: yes\r\n"},
		{"empty return-path", "Return-Path: <>\r\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, _ := Extract([]byte(tc.header + hdr + "Content-Type: text/plain\r\n\r\nI am away."))
			if !in.AutoReply || in.AutoReason == "" {
				t.Errorf("not seen as automatic: %+v", in)
			}
		})
	}
	in, _ := Extract([]byte("From: MAILER-DAEMON@mx.example.org\r\nSubject: Undelivered\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=R\r\n\r\n--R\r\nContent-Type: text/plain\r\n\r\nfailed\r\n--R--\r\n"))
	if !in.AutoReply {
		t.Error("bounce not seen as automatic")
	}
	in, _ = Extract([]byte(hdr + "Auto-Submitted: no\r\nContent-Type: text/plain\r\n\r\n" + orderFile))
	if in.AutoReply {
		t.Errorf("Auto-Submitted: no seen as automatic (%s)", in.AutoReason)
	}
}

// A 20 MB attachment next to the order file: the order file is found, the
// big part is skipped with a reason, and memory stays near the mail size.
func TestExtractLargeAttachment(t *testing.T) {
	big := bytes.Repeat([]byte("0123456789abcdef"), 20<<20/16)
	raw := mixed(
		[2]string{"Content-Type: text/plain", crlf(orderFile)},
		[2]string{"Content-Type: image/png\r\nContent-Disposition: attachment; filename=map.png\r\nContent-Transfer-Encoding: base64", b64(big)},
	)
	big = nil
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	in := mustExtract(t, raw)
	runtime.ReadMemStats(&after)
	if len(in.Candidates) != 1 || len(in.Problems) != 1 || !strings.Contains(in.Problems[0], "map.png") {
		t.Fatalf("candidates %d, problems %q", len(in.Candidates), in.Problems)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Errorf("Extract allocated %d MB for a %d MB mail", alloc>>20, len(raw)>>20)
	}
}

func TestExtractMalformed(t *testing.T) {
	for _, raw := range []string{
		"",
		"no header at all",
		hdr + "Content-Type: multipart/mixed; boundary=XX\r\n\r\n--XX\r\nContent-Type: text/plain\r\n\r\nunterminated",
		hdr + "Content-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64!!!",
		hdr + "Content-Type: text/plain\r\nContent-Transfer-Encoding: x-uuencode\r\n\r\n" + orderFile,
	} {
		in, err := Extract([]byte(raw))
		if in == nil || err == nil && len(in.Candidates) == 0 {
			t.Errorf("Extract(%.40q) = %v, %v", raw, in, err)
		}
	}
}

func TestExtractNestingLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString(hdr)
	for i := range 30 {
		fmt.Fprintf(&b, "Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n", i, i)
	}
	b.WriteString("Content-Type: text/plain\r\n\r\n" + orderFile)
	_, err := Extract([]byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "deep") {
		t.Errorf("err = %v, want a nesting error", err)
	}
}

func FuzzExtract(f *testing.F) {
	f.Add([]byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf(orderFile+sigBlock)))
	f.Add(mixed(
		[2]string{"Content-Type: text/plain", "x"},
		[2]string{"Content-Disposition: attachment; filename=a.txt\r\nContent-Transfer-Encoding: base64", b64([]byte(orderFile))},
		[2]string{"Content-Disposition: attachment; filename=a.txt.sig", sigBlock},
	))
	f.Add([]byte(hdr + "Content-Type: text/html\r\n\r\n<pre>" + orderFile + "</pre>"))
	f.Add([]byte(hdr + "Content-Type: text/plain\r\n\r\n" + crlf("mincio moderator 1\ngame: g1\nact: pause\n"+sigBlock)))
	f.Add([]byte(hdr + "Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=DF" + orderFile))
	f.Fuzz(func(t *testing.T, raw []byte) {
		in, err := Extractor{MaxPartBytes: 4096, MaxParts: 20, MaxDepth: 4}.Extract(raw)
		if in == nil {
			t.Fatal("nil Incoming")
		}
		if err == nil && len(in.Candidates) == 0 {
			t.Fatal("no error and no candidate")
		}
		for _, c := range in.Candidates {
			if len(c.Bytes) > 4096 {
				t.Fatal("candidate over the part limit")
			}
		}
	})
}
