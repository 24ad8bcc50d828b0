package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func newCmd() *cobra.Command {
	var hostKey, seedHex, gameID, tables string
	var sides, emails, options []string
	var encrypt, hotSeat bool
	var dl deadlineFlags
	var now nowFlag
	c := &cobra.Command{
		Use:   "new SCENARIO DIR --host-key KEY --side SIDE=PUBKEY...",
		Short: "Create a game folder from a scenario (id or file)",
		Long: `Create a game in DIR from SCENARIO (an embedded scenario id, or the path of a
scenario file). Each side's player is named by their public key (a .pub file).
The host key signs every result; the host must not be one of the players.
A secret dice seed is drawn and its SHA-256 published in the header. --seed
fixes the seed instead: for tests and replays only, and every report says so.
Keys must be ed25519, ECDSA or RSA of 2048 bits or more; the host's key cannot
play a side, and each side needs its own key (--hot-seat allows one key for
several sides, for a moderator's test game). The game folder is private to
the host (mode 0700, files 0600): its log holds both sides' orders.
--deadline puts a deadline policy in the signed header (docs/moderator.md):
then ` + "`mincio tick`" + ` reminds, records missed turns and abandons silent sides.
--option NAME=VALUE sets a game option of the rules system, recorded in the
header: the Custoza system's reactions=ask and activations=ask make the engine
stop and ask at every reaction or activation attempt (docs/orders-custoza.md).
--option press=none|open|now sets whether players may send each other messages
(docs/players.md, "Messages"): open (the default) relays them in the next
report, now mails them at once too, none refuses them.`,
		Example: `  mincio new tolentino1815 games/t1 --host-key host --side austria=austria.pub --side naples=naples.pub
  mincio new custoza-23.1 games/c1 --host-key host --side italy=i.pub --side austria=a.pub --option reactions=ask
  mincio new tolentino1815 games/t2 --host-key host --side austria=a.pub --side naples=n.pub \
      --deadline 3d --grace 1d --weekdays mon-fri --remind 2d,12h --abandon-after 2`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if hostKey == "" {
				return usageErr("new needs --host-key KEY", "mincio new SCENARIO DIR --host-key KEY --side SIDE=PUBKEY...")
			}
			sc, err := loadScenario(args[0], "")
			if err != nil {
				return err
			}
			keys, addrs, teams, err := sideSeats(sides, emails)
			if err != nil {
				return err
			}
			ng := saves.NewGame{Game: gameID, Scenario: sc, HostKey: hostKey, Sides: keys, Addresses: addrs, Teams: teams, Encrypt: encrypt, HotSeat: hotSeat, Options: options}
			if ng.Deadline, err = dl.policy(cmd); err != nil {
				return err
			}
			if ng.Now, err = now.time(); err != nil {
				return err
			}
			if tables != "" {
				data, err := os.ReadFile(tables)
				if err != nil {
					return hintErr("give the path of the override file", "--tables: %v", err)
				}
				ng.Tables = &saves.TablesFile{Name: tables, Data: data}
			}
			if ng.Game == "" {
				ng.Game = defaultGameID(args[1])
			}
			if seedHex != "" {
				s, err := dice.ParseSeed(seedHex)
				if err != nil {
					return hintErr("give 64 hex digits, or leave --seed out for a secret seed", "--seed: %v", err)
				}
				ng.Seed = &s
			}
			rc, err := saves.Create(args[1], ng)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "created game %s in %s (scenario %s, rules %s)\n", ng.Game, args[1], sc.ID, sc.System)
			printReceipt(w, rc)
			return nil
		},
	}
	c.Flags().StringVar(&hostKey, "host-key", "", "the host's OpenSSH private key, which signs every result")
	c.Flags().StringArrayVar(&sides, "side", nil, "SIDE=PUBKEY: the player of SIDE and their public key file (repeat for each side); SIDE=PUBKEY:FORMATION,… names a player of a team and the formations assigned to them, the first named holding the side's own choices unless --option side-choices names another")
	c.Flags().StringArrayVar(&emails, "email", nil, "SIDE=ADDRESS: where the side's reports are mailed (repeat for each side); SIDE:PLAYER=ADDRESS for a player of a team")
	c.Flags().BoolVar(&encrypt, "encrypt", false, "mail reports encrypted to each player's SSH key (age)")
	c.Flags().BoolVar(&hotSeat, "hot-seat", false, "let one key play several sides: a moderator's test game, never a real one")
	c.Flags().StringVar(&seedHex, "seed", "", "fix the dice seed (64 hex digits): tests and replays only, never fair play")
	c.Flags().StringVar(&tables, "tables", "", "an override file with the printed tables (recorded with its digest in the header)")
	c.Flags().StringVar(&gameID, "id", "", "game id players copy into their orders (default: the folder name)")
	c.Flags().StringArrayVar(&options, "option", nil, "NAME=VALUE: a game option (repeat for each): one of the rules system's, e.g. reactions=ask, or the core's press=none|open|now and side-choices=SIDE:PLAYER,… (the teammate who holds a team's side-level decisions instead of the first player named)")
	dl.add(c)
	now.add(c)
	return c
}

func sideEmails(specs []string) (map[string]string, error) {
	addrs := map[string]string{}
	for _, s := range specs {
		side, addr, ok := strings.Cut(s, "=")
		if !ok || side == "" || addr == "" {
			return nil, hintErr("write --email SIDE=ADDRESS, e.g. --email austria=anna@example.org", "--email %q: want SIDE=ADDRESS", s)
		}
		addrs[side] = addr
	}
	return addrs, nil
}

func defaultGameID(dir string) string {
	base := strings.ToLower(strings.TrimRight(dir, "/"))
	if i := strings.LastIndex(base, "/"); i >= 0 {
		base = base[i+1:]
	}
	return base
}

func printReceipt(w io.Writer, rc *saves.Receipt) {
	e := rc.Entry
	switch {
	case rc.Duplicate:
		fmt.Fprintf(w, "already applied as entry %d (input digest %s); nothing changed\n", e.N, e.InputDigest)
	case rc.Checked:
		fmt.Fprintf(w, "checked: the file is well formed and signed (input digest %s); nothing was applied\n", e.InputDigest)
	default:
		fmt.Fprintf(w, "entry %d: %s (input digest %s)\n", e.N, e.Summary(), e.InputDigest)
	}
	if !rc.Duplicate {
		fmt.Fprintf(w, "status: %s\n", e.Result.Status)
		printOwed(w, e.Result)
		for _, r := range rc.Reports {
			fmt.Fprintf(w, "report: %s\n", r)
		}
	}
	fmt.Fprintf(w, "head: %s\n", rc.Head)
}

// printOwed names which side owes which kind of decision; the options are
// in each side's own report.
func printOwed(w io.Writer, res saves.Result) {
	if res.Outcome != nil {
		fmt.Fprintf(w, "game over: %s\n", res.Outcome.Text)
		return
	}
	for _, d := range res.Owed {
		if d.Player != "" { // a team's player
			fmt.Fprintf(w, "owes: %s (player %s): %s\n", d.Side, d.Player, d.Kind)
			continue
		}
		fmt.Fprintf(w, "owes: %s: %s\n", d.Side, d.Kind)
	}
}

func statusCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "status DIR | LEAGUE | DIR...",
		Short: "Show where a game stands, or one line per game of a league",
		Long: `With one game folder: the rules revisions it is played under and the mincio
that created it (docs/archives.md), its turn and phase, who owes which decision
and by when, missed turns, reports and mail waiting, its header tag and head
digest.

With a league folder, or several game or league folders: one line per game —
its id, turn, each side that owes and what, since when and its deadline (with
the end of the grace), missed turns in a row, reports and notices waiting in
the game's outbox, and its mails pending or failed in the host's outbox.`,
		Example: `  mincio status games/t1
  mincio status spring
  mincio status games/t1 games/t2`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 || saves.IsLeague(args[0]) {
				return runOverview(cmd.OutOrStdout(), cmd.ErrOrStderr(), args)
			}
			f, err := saves.Open(args[0])
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			last := f.Last()
			fmt.Fprintf(w, "game %s: scenario %s, rules %s, %d entries\n", f.Header.Game, f.Header.Scenario.ID, f.Header.Scenario.System, f.Len())
			fmt.Fprintln(w, rulesLine(f))
			fmt.Fprintf(w, "status: %s\n", last.Result.Status)
			printOwed(w, last.Result)
			if err := printSince(w, f); err != nil {
				return err
			}
			if err := printSeats(w, f); err != nil {
				return err
			}
			if err := printDeadlines(w, f); err != nil {
				return err
			}
			if pending := f.Outbox(); len(pending) > 0 {
				fmt.Fprintf(w, "outbox: %d reports not yet mailed\n", len(pending))
			}
			printMailFailures(w, args[0], f.Header.Game)
			fmt.Fprintf(w, "header: %s\n", f.HeaderTag())
			fmt.Fprintf(w, "head: %s\n", f.Head())
			return nil
		},
	}
}

// rulesLine says which rules the game is played under (docs/archives.md):
// "rules: tolentino revision 2, core revision 1 (created by mincio v1.4.0)".
func rulesLine(f *saves.Folder) string {
	rev := f.Header.Revisions()
	line := fmt.Sprintf("rules: %s revision %d, core revision %d", f.Header.Scenario.System, rev.System, rev.Core)
	if r := f.Header.Rules; r != nil && r.Mincio != "" {
		line += fmt.Sprintf(" (created by mincio %s)", r.Mincio)
	} else {
		line += " (created before mincio recorded revisions)"
	}
	if latest := f.System.Revision(); rev.System < latest {
		line += fmt.Sprintf("; the latest is %d, and the game keeps its own to the end", latest)
	}
	return line
}

// printMailFailures lists this game's mails waiting in the host's outbox
// (games/outbox, or LEAGUE/outbox), pending or refused for good.
func printMailFailures(w io.Writer, dir, game string) {
	for _, e := range gameMail(dir, game) {
		fmt.Fprintf(w, "mail %s: %s to %s: %s\n", e.State, e.Subject, strings.Join(e.To, ","), e.LastError)
	}
}

func submitCmd() *cobra.Command {
	var sigPath, hostKey string
	var now nowFlag
	c := &cobra.Command{
		Use:   "submit DIR FILE",
		Short: "Verify a side's signed order file, record it and run the game until it is blocked",
		Long: `Verify FILE against the key registered for the side it names, append it to the
log, run the engine until a decision is left that nothing answers, and write to
the outbox a report for each side that a new game turn begins for or that is
asked something new (a side that owes nothing new gets none: its next report
tells all it saw meanwhile). The signature is the
block appended to FILE, or FILE.sig beside it (or --sig). A file sent twice is
acknowledged and not applied again; a stale seq is refused. A file with
"mode: check" is validated and not applied, and its lines are checked against the
side's view as "mincio orders check" does. A file with "mode: leave" (and a
"for: 7d" line, optionally "from: DATE"), "mode: resign" or "mode: draw" is a
declaration: leave within the game's yearly allowance moves the side's
deadlines; resign ends the game; a draw is agreed once every side has sent
"mode: draw" with no order file in between. A moderator's signed act (mincio
moderate -o) is applied too.`,
		Example: "  mincio submit games/t1 austria-3.txt\n  mincio submit games/t1 naples-leave.txt --now 2026-03-04T18:00:00Z",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			sub, err := readSubmission(args[1], sigPath)
			if err != nil {
				return err
			}
			t, err := now.time()
			if err != nil {
				return err
			}
			rc, err := saves.Submit(args[0], sub, saves.Options{HostKey: hostKey, Now: t})
			if err != nil {
				return err
			}
			printReceipt(cmd.OutOrStdout(), rc)
			if !rc.Checked {
				return nil
			}
			oc, err := saves.CheckOrders(args[0], sub) // what the side's view says of each line
			if err != nil {
				return err
			}
			return printCheck(cmd.OutOrStdout(), oc)
		},
	}
	c.Flags().StringVar(&sigPath, "sig", "", "detached signature (default: appended block, or FILE.sig)")
	c.Flags().StringVar(&hostKey, "host-key", "", "the host's private key (default: the one the game was created with)")
	now.add(c)
	return c
}

// readSubmission reads an order file and, when it carries no appended
// signature, its detached .sig.
func readSubmission(file, sigPath string) (saves.Submission, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return saves.Submission{}, hintErr("check the path of the order file", "%v", err)
	}
	sub := saves.Submission{Name: file, Data: data}
	if sigPath == "" {
		if _, err := os.Stat(file + ".sig"); err == nil {
			sigPath = file + ".sig"
		}
	}
	if sigPath != "" {
		if sub.Sig, err = os.ReadFile(sigPath); err != nil {
			return sub, hintErr("check the path of the signature", "%v", err)
		}
	}
	return sub, nil
}

func viewCmd() *cobra.Command {
	var side, svgPath, pngPath string
	c := &cobra.Command{
		Use:     "view DIR --side SIDE",
		Short:   "Print what one side may see now (fog of war applied)",
		Example: "  mincio view games/t1 --side austria",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := saves.Open(args[0])
			if err != nil {
				return err
			}
			if _, ok := f.Header.SideKey(side); !ok {
				return hintErr("sides: "+strings.Join(sideNames(f), ", "), "no side %q in game %s", side, f.Header.Game)
			}
			g, err := f.State()
			if err != nil {
				return err
			}
			v := g.State.View(adjudicator.Side(side))
			fmt.Fprintf(cmd.OutOrStdout(), "%s\n%s\nhead: %s\n", v.Status, strings.TrimRight(v.Text, "\n"), f.Head())
			for _, path := range []string{svgPath, pngPath} {
				if path == "" {
					continue
				}
				if f.Scenario.Map == nil {
					return hintErr("this scenario has no [map] section", "scenario %s has no map to draw", f.Scenario.ID)
				}
				p, err := render.ViewPicture(f.Scenario, v)
				if err != nil {
					return err
				}
				opt := render.DefaultOptions()
				opt.Legend = true
				if err := writePicture(cmd.OutOrStdout(), path, p, opt); err != nil {
					return err
				}
			}
			return nil
		},
	}
	c.Flags().StringVar(&side, "side", "", "the side whose view to print")
	c.Flags().StringVar(&svgPath, "svg", "", "also draw the view as SVG to this file")
	c.Flags().StringVar(&pngPath, "png", "", "also draw the view as PNG to this file")
	c.MarkFlagRequired("side")
	return c
}

func sideNames(f *saves.Folder) []string {
	var s []string
	for _, x := range f.Header.Sides {
		s = append(s, x.Side)
	}
	return s
}

func logCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "log DIR",
		Short: "List the log: every entry, its input, events and rolls (the host's full view)",
		Long: `List every entry of the log with what it did, and the head after it (the
digest each report after that entry carried; players keep them for mincio audit).
This is the full log, with both sides' secrets: the host's view, shown to players
only when the game ends.`,
		Example: "  mincio log games/t1",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := saves.Open(args[0])
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			entries, err := f.Entries()
			if err != nil {
				return err
			}
			heads, err := f.Heads()
			if err != nil {
				return err
			}
			for i, e := range entries {
				fmt.Fprintf(w, "entry %d: %s\n  input: %s\n  head: %s\n  status: %s\n", e.N, e.Summary(), e.InputDigest, heads[i], e.Result.Status)
				for _, ev := range e.Result.Events {
					writeLogEvent(w, ev)
				}
			}
			fmt.Fprintf(w, "head: %s\n", f.Head())
			return nil
		},
	}
}

func verifyCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "verify DIR",
		Short: "Check every signature, link and result of a game by replay; the dice once revealed",
		Long: `Check a game folder completely: the host's signature on the header and on every
entry, the hash chain, each input's signature by its side's key, and that
replaying every input reproduces each recorded result byte for byte. Once the
seed is revealed, every roll is also re-derived from it. Prints "ok" and the
head digest, or names the first bad entry and what is wrong with it.`,
		Example: "  mincio verify games/t1",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			v, err := saves.Verify(args[0])
			if err != nil {
				return fmt.Errorf("verify %s: %w", args[0], err)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "ok\n")
			fmt.Fprintf(w, "entries: %d\n", v.Entries)
			if v.DiceChecked {
				fmt.Fprintf(w, "dice: every roll re-derived from the revealed seed\n")
			}
			for _, n := range v.Notes {
				fmt.Fprintf(w, "%s\n", n)
			}
			fmt.Fprintf(w, "head: %s\n", v.Head)
			return nil
		},
	}
}

func revealCmd() *cobra.Command {
	var hostKey string
	var now nowFlag
	c := &cobra.Command{
		Use:   "reveal DIR",
		Short: "Publish the dice seed in a host-signed entry; the game then takes no more orders",
		Long: `Append a host-signed entry publishing the dice seed, so anyone holding the log
can re-derive every roll with mincio verify. Do this at the end of the game:
once the seed is public every roll can be foreseen, so the game is closed.`,
		Example: "  mincio reveal games/t1",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := now.time()
			if err != nil {
				return err
			}
			rc, err := saves.Reveal(args[0], saves.Options{HostKey: hostKey, Now: t})
			if err != nil {
				return err
			}
			printReceipt(cmd.OutOrStdout(), rc)
			fmt.Fprintf(cmd.OutOrStdout(), "replay: mincio replay %s -o %s.html writes the game as a page to step through in a browser\n", args[0], rc.Entry.Game)
			return nil
		},
	}
	c.Flags().StringVar(&hostKey, "host-key", "", "the host's private key (default: the one the game was created with)")
	now.add(c)
	return c
}

// writeLogEvent is one event of `mincio log`: who sees it, its text, its
// rolls and its detail lines (odds, modifiers, checks), as the side
// reports have them.
func writeLogEvent(w io.Writer, ev adjudicator.Event) {
	to := "all"
	if len(ev.To) > 0 {
		to = fmt.Sprint(ev.To)
	}
	fmt.Fprintf(w, "  [%s] %s\n", to, ev.Text)
	for _, r := range ev.Rolls {
		fmt.Fprintf(w, "      roll: %s\n", r)
	}
	for _, d := range ev.Detail {
		fmt.Fprintf(w, "      %s\n", d)
	}
}
