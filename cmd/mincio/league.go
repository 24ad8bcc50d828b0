package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func leagueCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "league",
		Short: "Run a league: a folder of games, a registry of players and a moderator key",
		Long: `A league folder holds league.json (signed by the moderator key, which must
differ from the host key), players.txt (the registry: name, address, public key)
and games/, one game folder per game. The moderator's acts on a game (extend,
pause, replace a player, rule by hand, end …) are mincio moderate.
docs/moderator.md walks through a season.`,
		Example: `  mincio league init league --moderator-key moderator --host-key host --deadline 3d --remind 2d,12h
  mincio league add-player league anna --email anna@example.org --key anna.pub
  mincio league new-game league tolentino1815 --side austria=anna --side naples=nino
  mincio league standings league`,
	}
	c.AddCommand(leagueInitCmd(), leagueAddPlayerCmd(), leagueNewGameCmd(), leaguePlayersCmd(), leagueSetMailCmd(), leagueStandingsCmd())
	return c
}

func leagueInitCmd() *cobra.Command {
	var modKey, hostKey, modEmail, name string
	var dl deadlineFlags
	c := &cobra.Command{
		Use:   "init DIR --moderator-key KEY --host-key KEY",
		Short: "Create a league folder",
		Long: `Create a league in DIR. The moderator key signs league.json (and, later, the
moderator's rulings); the host key signs every game's results unattended. They
must be different keys. The deadline flags set the policy new games get.`,
		Example: `  mincio keygen -o moderator && mincio keygen -o host
  mincio league init league --moderator-key moderator --host-key host \
      --moderator-email mod@example.org --deadline 3d --grace 1d --remind 2d,12h`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if modKey == "" || hostKey == "" {
				return usageErr("league init needs --moderator-key and --host-key", "mincio league init DIR --moderator-key KEY --host-key KEY")
			}
			p, err := dl.policy(cmd)
			if err != nil {
				return err
			}
			l, err := saves.InitLeague(args[0], saves.NewLeague{Name: name, ModeratorKey: modKey, ModeratorAddress: modEmail, HostKey: hostKey, Deadline: p})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "created league %s in %s\n", l.File.Name, args[0])
			if p != nil {
				fmt.Fprintf(cmd.OutOrStdout(), "deadlines: %s\n", p)
			}
			return nil
		},
	}
	c.Flags().StringVar(&modKey, "moderator-key", "", "the moderator's OpenSSH private key (not the host key)")
	c.Flags().StringVar(&hostKey, "host-key", "", "the host's OpenSSH private key, which signs every result")
	c.Flags().StringVar(&modEmail, "moderator-email", "", "where notices for the moderator go (abandoned sides)")
	c.Flags().StringVar(&name, "name", "", "the league's name (default: the folder name)")
	dl.add(c)
	return c
}

func leagueAddPlayerCmd() *cobra.Command {
	var email, key, mailOpt string
	c := &cobra.Command{
		Use:   "add-player LEAGUE NAME --email ADDRESS --key PUBKEY",
		Short: "Register a player: name, mail address and public key",
		Long: `Add a player to the league's players.txt. The name is what new-game takes; the
key (a .pub file, or the key line itself) is the one whose signatures count for
the player in every game made from the registry. Names and keys are unique, and
neither the host key nor the moderator key may play. --mail digest gives the
player one mail a day across all their games instead of a mail per report
(digest@HH: not before HH:00 UTC); change it later with set-mail.`,
		Example: `  mincio league add-player league anna --email anna@example.org --key anna.pub
  mincio league add-player league nino --email nino@example.org --key nino.pub --mail digest@07`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if email == "" || key == "" {
				return usageErr("add-player needs --email and --key", "mincio league add-player LEAGUE NAME --email ADDRESS --key PUBKEY")
			}
			l, err := saves.OpenLeague(args[0])
			if err != nil {
				return err
			}
			line, err := readKeyArg("--key", key)
			if err != nil {
				return err
			}
			m, err := saves.ParseMailOption(mailOpt)
			if err != nil {
				return hintErr("give --mail each, --mail digest or --mail digest@07", "--mail %q: %v", mailOpt, err)
			}
			if err := l.AddPlayer(saves.Player{Name: args[1], Address: email, Key: line, Mail: m}); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "registered %s <%s> in league %s\n", args[1], email, l.File.Name)
			return nil
		},
	}
	c.Flags().StringVar(&email, "email", "", "the player's mail address, where their reports go")
	c.Flags().StringVar(&key, "key", "", "the player's public key: a .pub file or the key line")
	c.Flags().StringVar(&mailOpt, "mail", "each", "each: a mail per report and notice; digest or digest@HH: one mail a day")
	return c
}

func leagueSetMailCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "set-mail LEAGUE NAME each|digest|digest@HH",
		Short: "Choose how a player is mailed: each report at once, or one digest a day",
		Long: `Set a registered player's mail option in players.txt. each: a mail per report
and notice, as they come. digest: one mail a day across all their games — what
they owe in each and by when, then every report and notice, with the signed
files attached — sent by the first send or serve at or after 00:00 UTC on a
day something waits; digest@HH: at or after HH:00 UTC. Word to the moderator
and answers to order mails are never held.`,
		Example: `  mincio league set-mail league anna digest@07
  mincio league set-mail league anna each`,
		Args: cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := saves.OpenLeague(args[0])
			if err != nil {
				return err
			}
			m, err := saves.ParseMailOption(args[2])
			if err != nil {
				return hintErr("write each, digest or digest@07", "%v", err)
			}
			if err := l.SetMail(args[1], m); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s is mailed: %s\n", args[1], m)
			return nil
		},
	}
}

func leaguePlayersCmd() *cobra.Command {
	return &cobra.Command{
		Use:     "players LEAGUE",
		Short:   "List the registered players, checking players.txt",
		Example: "  mincio league players league",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := saves.OpenLeague(args[0])
			if err != nil {
				return err
			}
			ps, err := l.Players()
			if err != nil {
				return err
			}
			for _, p := range ps {
				fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s\t%s\t%s\n", p.Name, p.Address, strings.Join(strings.Fields(p.Key)[:1], ""), p.Mail)
			}
			return nil
		},
	}
}

func leagueNewGameCmd() *cobra.Command {
	var id string
	var sides, options []string
	var encrypt bool
	var dl deadlineFlags
	var now nowFlag
	c := &cobra.Command{
		Use:   "new-game LEAGUE SCENARIO --side SIDE=PLAYER...",
		Short: "Create a game in the league from registered players",
		Long: `Create LEAGUE/games/ID from SCENARIO with registered players: their keys and
addresses, the league's host key, its moderator and its deadline policy go into
the game's signed header. The game inherits the league's policy whole; each
deadline flag changes only what it names (--deadline 2d: the time per turn,
and the grace, reminders, leave and abandon-after stay the league's). It
prints the policy the game got. The id defaults to SCENARIO-N, the first N
free.`,
		Example: `  mincio league new-game league tolentino1815 --side austria=anna --side naples=nino
  mincio league new-game league tolentino1815 --id final --side austria=nino --side naples=anna --deadline 2d`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := saves.OpenLeague(args[0])
			if err != nil {
				return err
			}
			sc, err := loadScenario(args[1], "")
			if err != nil {
				return err
			}
			players, teams, err := leagueSeats(sides)
			if err != nil {
				return err
			}
			lg := saves.LeagueGame{ID: id, Scenario: sc, Players: players, Teams: teams, Encrypt: encrypt, Options: options}
			if lg.Deadline, err = dl.over(cmd, l.File.Deadline); err != nil {
				return err
			}
			if lg.Now, err = now.time(); err != nil {
				return err
			}
			dir, rc, err := l.NewGame(lg)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "created game %s in %s (scenario %s, rules %s)\n", rc.Entry.Game, dir, sc.ID, sc.System)
			f, err := saves.Open(dir)
			if err != nil {
				return err
			}
			printPolicyUsed(w, f.Header.Deadline, l.File.Deadline)
			printReceipt(w, rc)
			return nil
		},
	}
	c.Flags().StringVar(&id, "id", "", "game id (default: SCENARIO-N)")
	c.Flags().StringArrayVar(&sides, "side", nil, "SIDE=PLAYER: a registered player for SIDE (repeat for each side); SIDE=PLAYER:FORMATION,… a player of a team and their formations, the first named holding the side's own choices unless --option side-choices names another")
	c.Flags().BoolVar(&encrypt, "encrypt", false, "mail reports encrypted to each player's SSH key (age)")
	c.Flags().StringArrayVar(&options, "option", nil, "NAME=VALUE: a game option (repeat for each): one of the rules system's, e.g. reactions=ask, or the core's press=none|open|now and side-choices=SIDE:PLAYER,… (the teammate who holds a team's side-level decisions instead of the first player named)")
	dl.add(c)
	now.add(c)
	return c
}

// readKeyArg reads a public key given as a file or as the key line.
func readKeyArg(flag, v string) (string, error) {
	if strings.HasPrefix(v, "ssh-") || strings.HasPrefix(v, "ecdsa-") {
		return v, nil
	}
	b, err := os.ReadFile(v)
	if err != nil {
		return "", hintErr("give the player's .pub file", "%s: %v", flag, err)
	}
	return strings.TrimSpace(string(b)), nil
}

// printPolicyUsed says the deadline policy a new game got, as its signed
// header records it, and whether it is the league's or the league's with
// flags over it.
func printPolicyUsed(w io.Writer, used, league *saves.DeadlinePolicy) {
	switch {
	case used == nil:
		fmt.Fprintln(w, "deadlines: none (the league has no deadline policy)")
	case league != nil && used.String() == league.ForNewGame().String():
		fmt.Fprintf(w, "deadlines: %s (the league's)\n", used)
	case league != nil:
		fmt.Fprintf(w, "deadlines: %s (the league's, with the flags given)\n", used)
	default:
		fmt.Fprintf(w, "deadlines: %s (from the flags; the league has none)\n", used)
	}
}
