package demo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	gomail "github.com/emersion/go-message/mail"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/mail/postoffice"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// bot is one player: it reads its mail and answers the decision it owes.
type bot struct {
	side     adjudicator.Side
	addr     string
	signer   ssh.Signer
	rng      *rand.Rand
	po       *postoffice.PostOffice
	seq      int
	latest   *saves.SideView // newest view received
	answered int             // entry whose decision was answered last
	// largest is the size of the heaviest report mail received, and
	// largestSubject its subject.
	largest        int
	largestSubject string
}

// readMail fetches the bot's unseen mail over IMAP and returns its newest
// view. Answers to its orders are printed.
func (b *bot) readMail(log io.Writer) (*saves.SideView, error) {
	c, err := imapclient.DialInsecure(b.po.IMAPAddr, nil)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := c.Login(b.addr, password).Wait(); err != nil {
		return nil, err
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		return nil, err
	}
	search, err := c.UIDSearch(&imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen}}, nil).Wait()
	if err != nil {
		return nil, err
	}
	uids := search.AllUIDs()
	if len(uids) == 0 { // an empty set would kill the connection
		return b.latest, nil
	}
	section := &imap.FetchItemBodySection{}
	msgs, err := c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		return nil, err
	}
	for _, m := range msgs {
		if err := b.readOne(m.FindBodySection(section), log); err != nil {
			return nil, err
		}
	}
	return b.latest, c.Logout().Wait()
}

func (b *bot) readOne(raw []byte, log io.Writer) error {
	mr, err := gomail.CreateReader(bytes.NewReader(raw))
	if mr == nil {
		return err
	}
	subject, _ := mr.Header.Subject()
	var text string
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		data, _ := io.ReadAll(p.Body)
		switch h := p.Header.(type) {
		case *gomail.InlineHeader:
			if text == "" {
				text = string(data)
			}
		case *gomail.AttachmentHeader:
			if name, _ := h.Filename(); name == "view.json" {
				v := new(saves.SideView)
				if err := json.Unmarshal(data, v); err != nil {
					return fmt.Errorf("%s: view.json: %v", b.side, err)
				}
				if b.latest == nil || v.Entry > b.latest.Entry {
					b.latest = v
				}
			}
		}
	}
	if !strings.HasPrefix(subject, "Re:") && len(raw) > b.largest {
		b.largest, b.largestSubject = len(raw), subject
	}
	if strings.HasPrefix(subject, "Re:") {
		fmt.Fprintf(log, "  %s: mail in: %s\n", b.side, firstAnswer(text))
	} else {
		fmt.Fprintf(log, "  %s: mail in: %s\n", b.side, subject)
	}
	return nil
}

func firstAnswer(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, ": accepted") || strings.Contains(l, ": not accepted") || strings.Contains(l, "already applied") {
			return strings.TrimSpace(l)
		}
	}
	return "(answer)"
}

// answer writes the order file for the first owed decision, with the turn
// bot (selfplay.BotTurn): the side's orders for the whole game turn, or the
// answer to a question asked mid-turn, and mails it signed.
func (b *bot) answer(sc *scenarios.Scenario, v *saves.SideView, host string, log io.Writer) error {
	d := v.Owed[0]
	orders, err := selfplay.Body(selfplay.BotTurn, sc, v, b.rng)
	if err != nil {
		return err
	}
	b.seq = max(b.seq, v.Seq) + 1
	file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n# %s\n%s\n", v.Game, v.Header, b.side, b.seq, d.Prompt, orders)
	sig, err := sshsig.Sign(b.signer, sshsig.Namespace, []byte(file))
	if err != nil {
		return err
	}
	body := "My orders:\n\n" + string(sshsig.Append([]byte(file), sig))
	raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: [mincio %s] orders %s seq %d\r\nMessage-ID: <%s-%d@%s>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s",
		b.addr, host, v.Game, b.side, b.seq, b.side, b.seq, domain, strings.ReplaceAll(body, "\n", "\r\n"))
	if err := b.send(host, []byte(raw)); err != nil {
		return err
	}
	b.answered = v.Entry
	if d.Kind == adjudicator.KindTurn {
		fmt.Fprintf(log, "%s writes its orders for turn %d: %s\n", b.side, d.Turn, summary(orders))
	} else {
		fmt.Fprintf(log, "%s decides (%s): %s\n", b.side, d.Kind, summary(orders))
	}
	fmt.Fprintf(log, "  %s: mail out: orders seq %d\n", b.side, b.seq)
	return nil
}

func (b *bot) send(to string, raw []byte) error {
	c, err := smtp.Dial(b.po.SMTPAddr)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Auth(sasl.NewPlainClient("", b.addr, password)); err != nil {
		return err
	}
	if err := c.SendMail(b.addr, []string{to}, bytes.NewReader(raw)); err != nil {
		return err
	}
	return c.Quit()
}

// summary says in a few words what an order file holds, for the transcript.
func summary(body string) string {
	var lines []string
	wrong := 0
	for _, l := range strings.Split(body, "\n") {
		if t := strings.TrimSpace(adjudicator.CutComment(l)); t != "" && !strings.HasPrefix(t, "turn ") {
			lines = append(lines, t)
		}
		if strings.Contains(l, "# deliberately wrong") {
			wrong++
		}
	}
	if len(lines) == 1 {
		return lines[0]
	}
	return fmt.Sprintf("%d order lines (%d deliberately wrong)", len(lines), wrong)
}
