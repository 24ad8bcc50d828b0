package mail

import (
	"bytes"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	message "github.com/emersion/go-message"
	gomail "github.com/emersion/go-message/mail"
	"github.com/emersion/go-message/textproto"
)

// Address is a mail address with an optional display name.
type Address = gomail.Address

// Attachment is a file attached to a mail. Its bytes arrive unchanged:
// text is sent in quoted-printable that encodes its line ends too, when
// that is smaller than base64 (transferEncode).
type Attachment struct {
	Name        string
	ContentType string // default application/octet-stream
	Data        []byte
}

// Message is a mail for Compose. Every input is explicit (the date too), so
// the same Message always gives the same bytes and the same Message-ID.
type Message struct {
	From        Address // the host address
	To          []Address
	Subject     string // see Subject
	Date        time.Time
	InReplyTo   string   // Message-ID of the mail answered, without brackets
	References  []string // References of the mail answered
	Body        string   // plain text, UTF-8
	Attachments []Attachment
	// ByPerson marks a mail a person sends (`mincio player send`): it gets
	// no Auto-Submitted header, so that the host answers it.
	ByPerson bool
	// EncryptTo, if set, is the recipient's OpenSSH public key line. The
	// body and attachments are then sent as one age-encrypted attachment;
	// see docs/mail-config.md, "Encrypted reports".
	EncryptTo []byte
}

// EncryptedName is the file name of the encrypted attachment.
const EncryptedName = "mincio-message.eml.age"

// Subject formats the subject of a game mail so that mail clients thread
// a game's mails together: "[mincio g1] turn 3: report for austria".
func Subject(game string, turn int, what string) string {
	return fmt.Sprintf("[mincio %s] turn %d: %s", game, turn, what)
}

// Compose builds the mail: headers, a text/plain part and attachments in a
// multipart/mixed, or, with EncryptTo, a short text/plain explanation and
// the encrypted message.
func Compose(m Message) ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	digest := m.digest()
	h := m.header(digest)
	text, atts := m.Body, m.Attachments
	if len(m.EncryptTo) > 0 {
		var inner bytes.Buffer
		if err := writeMixed(&inner, message.Header{}, "inner-"+digest[:24], m.Body, m.Attachments); err != nil {
			return nil, err
		}
		enc, err := EncryptForSSHKey(m.EncryptTo, inner.Bytes())
		if err != nil {
			return nil, err
		}
		text = encryptedNote
		atts = []Attachment{{Name: EncryptedName, ContentType: "application/octet-stream", Data: enc}}
	}
	var buf bytes.Buffer
	if err := writeMixed(&buf, h.Header, "mincio-"+digest[:24], text, atts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

const encryptedNote = `This message is encrypted to your SSH key.

Decrypt the attachment ` + EncryptedName + ` with your private key:

    age -d -i ~/.ssh/id_ed25519 ` + EncryptedName + ` > message.eml

or with mincio decrypt. The result is a mail (message.eml) that any mail
program opens, with the report and its attachments.
`

func (m Message) check() error {
	if !strings.Contains(m.From.Address, "@") {
		return fmt.Errorf("compose: From %q is not a mail address (set [host] address)", m.From.Address)
	}
	if len(m.To) == 0 {
		return errors.New("compose: the mail has no recipient")
	}
	if m.Date.IsZero() {
		return errors.New("compose: the mail has no date (pass it in)")
	}
	return nil
}

// MessageID is the Message-ID Compose gives m, without brackets: a digest
// of every input at the domain of the From address (never this machine's
// host name).
func (m Message) MessageID() string {
	return messageID(m.digest(), m.From.Address)
}

func messageID(digest, from string) string {
	_, domain, _ := strings.Cut(from, "@")
	return "mincio." + digest[:26] + "@" + domain
}

// digest hashes every input, each length-prefixed.
func (m Message) digest() string {
	h := sha256.New()
	put := func(s string) { fmt.Fprintf(h, "%d:%s;", len(s), s) }
	put(m.From.String())
	for _, a := range m.To {
		put(a.String())
	}
	put(m.Subject)
	put(m.Date.UTC().Format(time.RFC3339Nano))
	put(m.InReplyTo)
	put(strings.Join(m.References, " "))
	put(m.Body)
	for _, a := range m.Attachments {
		sum := sha256.Sum256(a.Data)
		put(a.Name + "\x00" + a.ContentType + "\x00" + string(sum[:]))
	}
	put(string(m.EncryptTo))
	put(fmt.Sprint(m.ByPerson))
	enc := base32.StdEncoding.WithPadding(base32.NoPadding)
	return strings.ToLower(enc.EncodeToString(h.Sum(nil)))
}

func (m Message) header(digest string) gomail.Header {
	var h gomail.Header
	h.SetDate(m.Date)
	h.SetAddressList("From", []*Address{&m.From})
	to := make([]*Address, len(m.To))
	for i := range m.To {
		to[i] = &m.To[i]
	}
	h.SetAddressList("To", to)
	h.SetSubject(m.Subject)
	h.SetMessageID(messageID(digest, m.From.Address))
	if !m.ByPerson {
		h.Set("Auto-Submitted", "auto-generated")
	}
	if m.InReplyTo != "" {
		h.SetMsgIDList("In-Reply-To", []string{m.InReplyTo})
		refs := append([]string(nil), m.References...)
		if len(refs) == 0 || refs[len(refs)-1] != m.InReplyTo {
			refs = append(refs, m.InReplyTo)
		}
		h.SetMsgIDList("References", refs)
		if !m.ByPerson {
			h.Set("Auto-Submitted", "auto-replied")
		}
	}
	return h
}

// writeMixed writes a multipart/mixed entity with a fixed boundary (so the
// output is deterministic): one text/plain part, then the attachments,
// each in the transfer encoding that makes it smaller (transferEncode).
func writeMixed(w io.Writer, h message.Header, boundary, text string, atts []Attachment) error {
	h = h.Copy()
	if !h.Has("Mime-Version") {
		h.Set("MIME-Version", "1.0")
	}
	h.SetContentType("multipart/mixed", map[string]string{"boundary": boundary})
	if err := textproto.WriteHeader(w, h.Header); err != nil {
		return fmt.Errorf("compose: %v", err)
	}
	mw := textproto.NewMultipartWriter(w)
	if err := mw.SetBoundary(boundary); err != nil {
		return fmt.Errorf("compose: %v", err)
	}
	var th message.Header
	th.SetContentType("text/plain", map[string]string{"charset": "utf-8"})
	th.Set("Content-Transfer-Encoding", "quoted-printable")
	if err := writePart(mw, th, textQP([]byte(text))); err != nil {
		return err
	}
	for _, a := range atts {
		var ah gomail.AttachmentHeader
		ct := a.ContentType
		if ct == "" {
			ct = "application/octet-stream"
		}
		ah.SetContentType(ct, nil)
		ah.SetFilename(a.Name)
		cte, data := transferEncode(ct, a.Data)
		ah.Set("Content-Transfer-Encoding", cte)
		if err := writePart(mw, ah.Header, data); err != nil {
			return err
		}
	}
	if err := mw.Close(); err != nil {
		return fmt.Errorf("compose: %v", err)
	}
	return nil
}

// writePart writes one part whose data is already in its transfer
// encoding.
func writePart(mw *textproto.MultipartWriter, h message.Header, data []byte) error {
	pw, err := mw.CreatePart(h.Header)
	if err != nil {
		return fmt.Errorf("compose: %v", err)
	}
	if _, err := pw.Write(data); err != nil {
		return fmt.Errorf("compose: %v", err)
	}
	return nil
}

// Outgoing is a composed mail ready for the outbox.
type Outgoing struct {
	ID      string   // stable name in the outbox: the same mail queued twice is kept once
	From    string   // envelope sender (MAIL FROM)
	To      []string // envelope recipients (RCPT TO)
	Subject string   // for mincio status
	Raw     []byte   // the complete RFC 5322 message
}

// NewOutgoing composes m for the outbox. Its ID derives from the
// Message-ID, so a handler that runs twice for the same mail (after a
// crash) queues the same reply, not a second one.
func NewOutgoing(m Message) (Outgoing, error) {
	raw, err := Compose(m)
	if err != nil {
		return Outgoing{}, err
	}
	to := make([]string, len(m.To))
	for i, a := range m.To {
		to[i] = a.Address
	}
	sum := sha256.Sum256([]byte(m.MessageID()))
	return Outgoing{ID: fmt.Sprintf("%x", sum[:12]), From: m.From.Address, To: to, Subject: m.Subject, Raw: raw}, nil
}
