package mail

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	message "github.com/emersion/go-message"
	"github.com/emersion/go-message/charset"
	gomail "github.com/emersion/go-message/mail"
)

// Incoming is a received mail as mincio sees it: who says it is from (which
// proves nothing), whether a robot sent it, and the order files in it.
type Incoming struct {
	UID        uint32 // IMAP UID, set by the Poller
	MessageID  string // without the angle brackets
	From       string // address only
	FromName   string
	ReplyTo    string // address from Reply-To, if any
	Subject    string
	Date       time.Time
	InReplyTo  string   // first id of In-Reply-To, without brackets
	References []string // ids from References

	// AutoReply is set for out-of-office replies, bounces and bulk mail:
	// never answer one. AutoReason says which header gave it away.
	AutoReply  bool
	AutoReason string

	Candidates []Candidate
	Problems   []string // what was skipped and why, for the reply
	Err        error    // why the mail could not be read (set by the Poller)
}

// Candidate is something that looks like an order file. The game side
// decides whether it is one (signature, envelope).
type Candidate struct {
	Name string // attachment file name, or "body" / "body.html"
	// Bytes are the file as sent: the Content-Transfer-Encoding undone but
	// no charset conversion, so a signature made over the file verifies.
	// A text body sent 7bit/8bit keeps the CRLF line ends of the wire; see
	// LF.
	Bytes   []byte
	Text    string // the same file decoded to UTF-8, for display
	Charset string // declared charset, "" if none
	Sig     []byte // detached armored signature (.sig attachment), if any
	SigName string
}

// LF returns Bytes with every CRLF turned into LF: mail transport adds CR
// to text parts, so a verifier should try both.
func (c Candidate) LF() []byte {
	return bytes.ReplaceAll(c.Bytes, []byte("\r\n"), []byte("\n"))
}

// ErrNoOrderFile is returned by Extractor.Extract for a mail without an
// order file.
var ErrNoOrderFile = errors.New(`no order file found: put it in the mail body as plain text, ` +
	`or attach it (with its .sig if the signature is detached); it must start with the line "mincio orders 1"`)

// Extractor finds order files in mails, within limits.
type Extractor struct {
	MaxPartBytes int64 // larger parts are not read as order files; default 1 MiB
	MaxParts     int   // default 200
	MaxDepth     int   // multipart nesting; default 10
}

// Extract parses an RFC 5322 mail and finds its order files: in the
// text/plain body, as attachments, or as a file plus a detached .sig; in an
// HTML-only mail, in the text of the HTML. It always returns an Incoming
// with what could be read; the error is ErrNoOrderFile or says why the
// mail could not be read.
func (x Extractor) Extract(raw []byte) (*Incoming, error) {
	in := &Incoming{}
	h, br, err := readHeader(raw)
	if err != nil {
		return in, fmt.Errorf("the mail header cannot be read: %v", err)
	}
	mh := gomail.Header{Header: message.Header{Header: h}}
	readEnvelope(in, mh)
	var leaves []*leaf
	walkErr := walkMail(h, br, x.limits(), func(l *leaf) { leaves = append(leaves, l) })
	if walkErr != nil {
		in.Problems = append(in.Problems, walkErr.Error())
	}
	x.collect(in, leaves)
	if len(in.Candidates) == 0 {
		if walkErr != nil {
			return in, fmt.Errorf("the mail cannot be read: %v", walkErr)
		}
		return in, ErrNoOrderFile
	}
	return in, nil
}

func (x Extractor) limits() walkLimits {
	l := walkLimits{MaxPartBytes: x.MaxPartBytes, MaxParts: x.MaxParts, MaxDepth: x.MaxDepth}
	if l.MaxPartBytes <= 0 {
		l.MaxPartBytes = 1 << 20
	}
	if l.MaxParts <= 0 {
		l.MaxParts = 200
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = 10
	}
	return l
}

func readEnvelope(in *Incoming, h gomail.Header) {
	in.MessageID, _ = h.MessageID()
	in.Subject, _ = h.Subject()
	in.Date, _ = h.Date()
	if ids, _ := h.MsgIDList("In-Reply-To"); len(ids) > 0 {
		in.InReplyTo = ids[0]
	}
	in.References, _ = h.MsgIDList("References")
	if from, err := h.AddressList("From"); err == nil && len(from) > 0 {
		in.From, in.FromName = from[0].Address, from[0].Name
	} else {
		in.From = strings.TrimSpace(h.Get("From"))
	}
	if rt, err := h.AddressList("Reply-To"); err == nil && len(rt) > 0 {
		in.ReplyTo = rt[0].Address
	}
	in.AutoReason = autoReplyReason(h.Header, in.From)
	in.AutoReply = in.AutoReason != ""
}

// collect turns the leaves of a mail into candidates.
func (x Extractor) collect(in *Incoming, leaves []*leaf) {
	var sigs, htmls []*leaf
	sigFor := map[string]bool{}
	for _, l := range leaves {
		if strings.HasSuffix(strings.ToLower(l.Filename), ".sig") {
			sigs = append(sigs, l)
			sigFor[strings.TrimSuffix(l.Filename, l.Filename[len(l.Filename)-4:])] = true
		}
	}
	for _, l := range leaves {
		switch {
		case l.Problem != "":
			in.Problems = append(in.Problems, fmt.Sprintf("%s: %s", l.name(), l.Problem))
		case strings.HasSuffix(strings.ToLower(l.Filename), ".sig"):
		case l.TooLarge && (l.Attachment || strings.HasPrefix(l.MediaType, "text/")):
			in.Problems = append(in.Problems, fmt.Sprintf("%s is larger than %d bytes, so it was not read as an order file", l.name(), x.limits().MaxPartBytes))
		case l.Attachment:
			if looksLikeOrderFile(l.Body) || sigFor[l.Filename] {
				in.Candidates = append(in.Candidates, newCandidate(l.Filename, l.Body, l.Charset))
			}
		case l.MediaType == "text/plain":
			for i, s := range findOrderFiles(l.Body) {
				in.Candidates = append(in.Candidates, newCandidate(bodyName("body", i), l.Body[s.Start:s.End], l.Charset))
			}
		case l.MediaType == "text/html":
			htmls = append(htmls, l)
		}
	}
	if len(in.Candidates) == 0 {
		for _, l := range htmls {
			text := []byte(htmlToText(decodeText(l.Body, l.Charset)))
			for i, s := range findOrderFiles(text) {
				in.Candidates = append(in.Candidates, newCandidate(bodyName("body.html", i), text[s.Start:s.End], "utf-8"))
			}
		}
	}
	pairSignatures(in, sigs)
}

func (l *leaf) name() string {
	if l.Filename != "" {
		return fmt.Sprintf("attachment %q", l.Filename)
	}
	return "the " + l.MediaType + " part"
}

func bodyName(base string, i int) string {
	if i == 0 {
		return base
	}
	return fmt.Sprintf("%s#%d", base, i+1)
}

func newCandidate(name string, b []byte, cs string) Candidate {
	return Candidate{Name: name, Bytes: b, Text: decodeText(b, cs), Charset: cs}
}

// pairSignatures attaches each detached .sig to the file it is named after
// (orders.txt.sig signs orders.txt), or to the only unsigned candidate.
func pairSignatures(in *Incoming, sigs []*leaf) {
	for _, s := range sigs {
		target := strings.TrimSuffix(s.Filename, s.Filename[len(s.Filename)-4:])
		idx := -1
		for i, c := range in.Candidates {
			if c.Name == target {
				idx = i
			}
		}
		if idx < 0 {
			idx = onlyUnsigned(in.Candidates)
		}
		if idx < 0 {
			in.Problems = append(in.Problems, fmt.Sprintf("signature %q matches no order file: name it after the file it signs (orders.txt.sig for orders.txt)", s.Filename))
			continue
		}
		in.Candidates[idx].Sig, in.Candidates[idx].SigName = s.Body, s.Filename
	}
}

func onlyUnsigned(cs []Candidate) int {
	found := -1
	for i, c := range cs {
		if c.Sig != nil || bytes.Contains(c.Bytes, sigBegin) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// decodeText converts b from its charset to UTF-8 for display. Unknown
// charsets and invalid bytes are shown as U+FFFD.
func decodeText(b []byte, cs string) string {
	if cs != "" && cs != "utf-8" && cs != "us-ascii" {
		if r, err := charset.Reader(cs, bytes.NewReader(b)); err == nil {
			if out, err := io.ReadAll(r); err == nil {
				b = out
			}
		}
	}
	if utf8.Valid(b) {
		return string(b)
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}
