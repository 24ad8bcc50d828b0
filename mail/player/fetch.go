package player

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
)

// markFile keeps how far the fetches got (mail.Mark), in the folder.
const markFile = ".fetched.json"

// Fetch downloads the host's new mails from the player's mailbox
// (mail.FetchFromHost) and keeps each in FOLDER/GAME: a report as
// report-ENTRY-SIDE.eml, an answer as answer-*.eml (printed to w), the
// game's archive as GAME.tar.gz. For each game with a new report it writes
// the latest report.txt, view.json, header.json and template.txt beside
// them, and prints the report's opening lines: what the side owes.
func Fetch(ctx context.Context, cfg *mail.Config, w io.Writer) error {
	folder := cfg.Player.Folder
	if err := os.MkdirAll(folder, 0o700); err != nil {
		return &Error{Msg: err.Error(), Hint: "check [player] folder"}
	}
	var mark mail.Mark
	if data, err := os.ReadFile(filepath.Join(folder, markFile)); err == nil {
		if err := json.Unmarshal(data, &mark); err != nil {
			return &Error{Msg: fmt.Sprintf("%s: %v", filepath.Join(folder, markFile), err), Hint: "remove it: the next fetch downloads every mail again, and keeps each once"}
		}
	}
	mails, next, err := mail.FetchFromHost(ctx, cfg, mark)
	if err != nil {
		return err
	}
	touched := map[string]bool{}
	for _, m := range mails {
		game, err := keepMail(w, folder, m.Raw)
		if err != nil {
			return err
		}
		if game != "" {
			touched[game] = true
		}
	}
	data, _ := json.Marshal(next)
	if err := os.WriteFile(filepath.Join(folder, markFile), data, 0o600); err != nil {
		return err
	}
	if len(mails) == 0 {
		fmt.Fprintln(w, "no new mail from the host")
	}
	games := make([]string, 0, len(touched))
	for g := range touched {
		games = append(games, g)
	}
	sort.Strings(games)
	for _, g := range games {
		if err := latestReport(w, filepath.Join(folder, g)); err != nil {
			return err
		}
	}
	return nil
}

var (
	gameTag   = regexp.MustCompile(`\[mincio ([A-Za-z0-9][A-Za-z0-9._-]*)\]`)
	validGame = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`) // a game id as a folder name: no path
)

// keepMail files one mail of the host under its game and returns the
// game ("" when the mail names none: it goes to FOLDER/other).
func keepMail(w io.Writer, folder string, raw []byte) (string, error) {
	parts, err := mail.Parts(raw)
	if err != nil {
		return "", fmt.Errorf("a mail from the host cannot be read: %v", err)
	}
	subject := headerLine(raw, "Subject")
	game := ""
	if m := gameTag.FindStringSubmatch(subject); m != nil {
		game = m[1]
	}
	var v *saves.SideView
	if data := parts["view.json"]; data != nil {
		if v, err = saves.ParseSideView("view.json", data); err != nil {
			return "", err
		}
		game = v.Game
	}
	if game != "" && !validGame.MatchString(game) {
		return "", fmt.Errorf("a mail from the host names the game %q, which cannot be a folder name: it is not kept", game)
	}
	dir := filepath.Join(folder, "other")
	if game != "" {
		dir = filepath.Join(folder, game)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	sum := sha256.Sum256(raw)
	name := fmt.Sprintf("mail-%x.eml", sum[:6])
	switch {
	case v != nil:
		name = fmt.Sprintf("report-%06d-%s.eml", v.Entry, v.View.Side)
	case strings.HasPrefix(strings.ToLower(subject), "re:"):
		name = fmt.Sprintf("answer-%x.eml", sum[:6])
		fmt.Fprintf(w, "%s: answer to your mail:\n%s\n", orOther(game), indentText(answerText(parts[""])))
	case parts[mail.EncryptedName] != nil:
		fmt.Fprintf(w, "%s: an encrypted mail, kept as %s: decrypt it (age -d -i KEY) to read it\n", orOther(game), name)
	}
	if err := os.WriteFile(filepath.Join(dir, name), raw, 0o600); err != nil {
		return "", err
	}
	for att, data := range parts {
		if game != "" && att == game+".tar.gz" {
			if err := os.WriteFile(filepath.Join(dir, att), data, 0o600); err != nil {
				return "", err
			}
			fmt.Fprintf(w, "%s: the game's archive: %s (mincio player audit %s)\n", game, filepath.Join(dir, att), game)
		}
	}
	if v == nil {
		return "", nil
	}
	return game, nil
}

func orOther(game string) string {
	if game == "" {
		return "(no game)"
	}
	return game
}

// answerText is the host's answer without its greeting.
func answerText(body []byte) string {
	text := strings.ReplaceAll(string(body), "\r\n", "\n")
	text = strings.TrimPrefix(text, "mincio read your mail.\n")
	return strings.TrimSpace(text)
}

func indentText(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

// headerLine is the value of a top-level header field of a raw mail.
func headerLine(raw []byte, key string) string {
	head, _, _ := bytes.Cut(bytes.ReplaceAll(raw, []byte("\r\n"), []byte("\n")), []byte("\n\n"))
	for _, l := range strings.Split(string(head), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.EqualFold(k, key) {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// latestReport writes the latest report of the game in dir beside its
// mails — report.txt, view.json, header.json, template.txt — and prints
// what the side owes.
func latestReport(w io.Writer, dir string) error {
	reports, _ := filepath.Glob(filepath.Join(dir, "report-*.eml"))
	if len(reports) == 0 {
		return nil
	}
	sort.Strings(reports) // report-ENTRY-SIDE: by entry
	raw, err := os.ReadFile(reports[len(reports)-1])
	if err != nil {
		return err
	}
	parts, err := mail.Parts(raw)
	if err != nil {
		return err
	}
	for _, name := range []string{"report.txt", "view.json", "header.json"} {
		if parts[name] != nil {
			if err := os.WriteFile(filepath.Join(dir, name), parts[name], 0o600); err != nil {
				return err
			}
		}
	}
	report := string(parts["report.txt"])
	opening, _, _ := strings.Cut(report, "\n\n")
	for _, l := range strings.Split(opening, "\n") {
		if k, _, _ := strings.Cut(l, ":"); k == "head" || k == "header" || k == "scenario" {
			continue
		}
		fmt.Fprintln(w, l)
	}
	if strings.Contains(report, teamTemplateMark) {
		return teamTemplates(w, dir, report)
	}
	i := strings.LastIndex(report, "\nmincio orders 1\n")
	if i < 0 {
		fmt.Fprintf(w, "  (no template: nothing is owed now)\n")
		return nil
	}
	tmpl := filepath.Join(dir, "template.txt")
	if err := os.WriteFile(tmpl, []byte(report[i+1:]), 0o600); err != nil {
		return err
	}
	fmt.Fprintf(w, "  template: %s (fill it in, then: mincio player send FILE)\n", tmpl)
	return nil
}
