package player

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
)

// Send checks the order file against the side's latest view (kept by
// Fetch), refuses it when the check finds problems unless force, signs it
// with [player] key when it is not signed (the file itself is left as it
// is), mails it to the host as an attachment and keeps a copy in
// FOLDER/GAME/sent. It prints the warnings, and the problems sent anyway.
func Send(ctx context.Context, cfg *mail.Config, file string, force bool, w io.Writer) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return &Error{Msg: err.Error(), Hint: "give the order file to send"}
	}
	body, _, signed := sshsig.Split(data)
	name := filepath.Base(file)
	env, ps := adjudicator.ParseEnvelope(name, body)
	if ps != nil {
		return ps
	}
	dir := filepath.Join(cfg.Player.Folder, env.Game)
	viewPath := filepath.Join(dir, "view.json")
	vdata, err := os.ReadFile(viewPath)
	if err != nil {
		return &Error{Msg: fmt.Sprintf("game %s: %v", env.Game, err), Hint: "run mincio player fetch first: it keeps your latest view there"}
	}
	v, err := saves.ParseSideView(viewPath, vdata)
	if err != nil {
		return err
	}
	oc, err := saves.CheckOrdersAgainstView(v, saves.Submission{Name: name, Data: data})
	if err != nil {
		return err
	}
	for _, p := range oc.Warnings {
		fmt.Fprintf(w, "warning: %s\n", p.Error())
	}
	if len(oc.Problems) > 0 {
		if !force {
			return &Error{Msg: oc.Problems.Error(), Hint: "fix these lines and send again, or send as it is with --force (the host will refuse them)"}
		}
		fmt.Fprintf(w, "sending with %d problems (--force):\n%s\n", len(oc.Problems), oc.Problems.Error())
	}
	if !signed {
		signer, err := sshsig.LoadSigner(cfg.Player.Key)
		if err != nil {
			return &Error{Msg: err.Error(), Hint: "check [player] key: the private key registered for your side"}
		}
		sig, err := sshsig.Sign(signer, sshsig.Namespace, data)
		if err != nil {
			return err
		}
		data = sshsig.Append(data, sig)
	}
	m := mail.Message{From: mail.Address{Address: cfg.Player.Address}, To: []mail.Address{{Address: cfg.Player.Host}},
		Subject:     mail.Subject(env.Game, v.View.Turn, fmt.Sprintf("orders of %s, seq %d", env.Side, env.Seq)),
		Date:        time.Now(),
		ByPerson:    true,
		Body:        fmt.Sprintf("Orders of side %s for game %s, seq %d: the attached %s, signed.\n", env.Side, env.Game, env.Seq, name),
		Attachments: []mail.Attachment{{Name: name, ContentType: "text/plain; charset=utf-8", Data: data}}}
	raw, err := mail.Compose(m)
	if err != nil {
		return err
	}
	sender, err := mail.NewSMTPSender(cfg)
	if err != nil {
		return err
	}
	if err := sender.Send(ctx, cfg.Player.Address, []string{cfg.Player.Host}, raw); err != nil {
		return err
	}
	sent := filepath.Join(dir, "sent")
	if err := os.MkdirAll(sent, 0o700); err != nil {
		return err
	}
	kept := filepath.Join(sent, fmt.Sprintf("seq-%06d-%s", env.Seq, name))
	if err := os.WriteFile(kept, data, 0o600); err != nil {
		return err
	}
	fmt.Fprintf(w, "sent %s to %s: game %s, side %s, seq %d (copy: %s)\n", name, cfg.Player.Host, env.Game, env.Side, env.Seq, kept)
	return nil
}
