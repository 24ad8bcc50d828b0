package mail

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"io"
	"strings"
	"testing"
	"time"

	gomail "github.com/emersion/go-message/mail"
	"golang.org/x/crypto/ssh"
)

var testDate = time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)

func testMessage() Message {
	return Message{
		From:       Address{Name: "mincio", Address: "host@example.org"},
		To:         []Address{{Name: "Franz", Address: "franz@example.com"}},
		Subject:    Subject("g1", 3, "report for austria"),
		Date:       testDate,
		InReplyTo:  "m1@example.com",
		References: []string{"m0@example.com"},
		Body:       "Turn 3 — all orders applied.\nDie roll: 4 (+1 élan) = 5\n",
		Attachments: []Attachment{
			{Name: "map.svg", ContentType: "image/svg+xml", Data: []byte("<svg/>")},
			{Name: "log.bin", Data: []byte{0, 1, 2, 0xff, '\n', '\r'}},
		},
	}
}

func TestCompose(t *testing.T) {
	m := testMessage()
	raw, err := Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Compose(m)
	if !bytes.Equal(raw, again) {
		t.Error("Compose is not deterministic")
	}
	mr, err := gomail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	h := mr.Header
	if s, _ := h.Subject(); s != "[mincio g1] turn 3: report for austria" {
		t.Errorf("subject %q", s)
	}
	if id, _ := h.MessageID(); id != m.MessageID() || !strings.HasSuffix(id, "@example.org") || !strings.HasPrefix(id, "mincio.") {
		t.Errorf("message-id %q (want %q)", id, m.MessageID())
	}
	if d, _ := h.Date(); !d.Equal(testDate) {
		t.Errorf("date %v", d)
	}
	if irt, _ := h.MsgIDList("In-Reply-To"); len(irt) != 1 || irt[0] != "m1@example.com" {
		t.Errorf("in-reply-to %q", irt)
	}
	if refs, _ := h.MsgIDList("References"); strings.Join(refs, " ") != "m0@example.com m1@example.com" {
		t.Errorf("references %q", refs)
	}
	if h.Get("Auto-Submitted") != "auto-replied" {
		t.Errorf("auto-submitted %q", h.Get("Auto-Submitted"))
	}
	var text string
	var atts []Attachment
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p.Body)
		switch ph := p.Header.(type) {
		case *gomail.InlineHeader:
			text = string(b)
		case *gomail.AttachmentHeader:
			name, _ := ph.Filename()
			ct, _, _ := ph.ContentType()
			want := map[string]string{"map.svg": "quoted-printable", "log.bin": "base64"}[name]
			if got := ph.Get("Content-Transfer-Encoding"); got != want {
				t.Errorf("attachment %s in %s, want %s", name, got, want)
			}
			atts = append(atts, Attachment{name, ct, b})
		}
	}
	if strings.ReplaceAll(text, "\r\n", "\n") != m.Body {
		t.Errorf("body %q", text)
	}
	if len(atts) != 2 || !bytes.Equal(atts[1].Data, m.Attachments[1].Data) || atts[0].ContentType != "image/svg+xml" || atts[1].ContentType != "application/octet-stream" {
		t.Errorf("attachments %+v", atts)
	}
}

func TestMessageIDDependsOnInputs(t *testing.T) {
	a := testMessage()
	b := testMessage()
	b.Attachments[0].Data = []byte("<svg></svg>")
	c := testMessage()
	c.Date = c.Date.Add(time.Second)
	if a.MessageID() == b.MessageID() || a.MessageID() == c.MessageID() {
		t.Error("different mails share a Message-ID")
	}
}

func TestComposeErrors(t *testing.T) {
	for name, mut := range map[string]func(*Message){
		"no from": func(m *Message) { m.From = Address{} },
		"no to":   func(m *Message) { m.To = nil },
		"no date": func(m *Message) { m.Date = time.Time{} },
		"bad key": func(m *Message) { m.EncryptTo = []byte("ecdsa-sha2-nistp256 AAAA") },
	} {
		m := testMessage()
		mut(&m)
		if _, err := Compose(m); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func sshKeyPair(t *testing.T) (pubLine, privPEM []byte) {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := ssh.NewPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	block, err := ssh.MarshalPrivateKey(priv, "austria")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := pem.Encode(&buf, block); err != nil {
		t.Fatal(err)
	}
	return ssh.MarshalAuthorizedKey(sp), buf.Bytes()
}

func TestComposeEncrypted(t *testing.T) {
	pub, priv := sshKeyPair(t)
	m := testMessage()
	m.EncryptTo = pub
	raw, err := Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(raw, []byte("élan")) || bytes.Contains(raw, []byte("map.svg")) {
		t.Fatal("plaintext leaked into the encrypted mail")
	}
	in, _ := Extract(raw)
	if in.Subject != m.Subject || in.MessageID != m.MessageID() {
		t.Errorf("outer header %+v", in)
	}
	armored := attachmentNamed(t, raw, EncryptedName)
	if !bytes.HasPrefix(armored, []byte("-----BEGIN AGE ENCRYPTED FILE-----")) {
		t.Fatalf("attachment is not armored age: %.40q", armored)
	}
	inner, err := DecryptWithSSHKey(priv, armored)
	if err != nil {
		t.Fatal(err)
	}
	if got := attachmentNamed(t, inner, "log.bin"); !bytes.Equal(got, m.Attachments[1].Data) {
		t.Errorf("inner attachment %q", got)
	}
	_, other := sshKeyPair(t)
	if _, err := DecryptWithSSHKey(other, armored); err == nil {
		t.Error("decrypted with the wrong key")
	}
}

// attachmentNamed reads one attachment of a MIME entity.
func attachmentNamed(t *testing.T, raw []byte, name string) []byte {
	t.Helper()
	mr, err := gomail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	for {
		p, err := mr.NextPart()
		if err != nil {
			t.Fatalf("attachment %s not found: %v", name, err)
		}
		if ah, ok := p.Header.(*gomail.AttachmentHeader); ok {
			if n, _ := ah.Filename(); n == name {
				b, _ := io.ReadAll(p.Body)
				return b
			}
		}
	}
}

// A composed reply with an order file attached comes back out of Extract
// byte for byte.
func TestComposeExtractRoundTrip(t *testing.T) {
	latin1 := []byte(orderFile + "# Stra\xdfe\n")
	m := testMessage()
	m.Attachments = []Attachment{{Name: "orders.txt", ContentType: "text/plain; charset=iso-8859-1", Data: latin1}}
	raw, err := Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	in := mustExtract(t, raw)
	if len(in.Candidates) != 1 || !bytes.Equal(in.Candidates[0].Bytes, latin1) {
		t.Fatalf("candidates %+v", in.Candidates)
	}
}

func TestNewOutgoingStableID(t *testing.T) {
	pub, _ := sshKeyPair(t)
	m := testMessage()
	m.EncryptTo = pub
	a, err := NewOutgoing(m)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewOutgoing(m)
	if a.ID != b.ID || bytes.Equal(a.Raw, b.Raw) {
		t.Errorf("ids %s %s; encryption should differ, the id not", a.ID, b.ID)
	}
	if a.From != "host@example.org" || len(a.To) != 1 || a.To[0] != "franz@example.com" {
		t.Errorf("envelope %+v", a)
	}
}
