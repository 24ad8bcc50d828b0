package main

import (
	"errors"
	"os"
	"strings"
	"time"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

// moderateCmd is `mincio moderate`: the league moderator's acts on a game,
// signed with the moderator key and recorded in its log.
func moderateCmd() *cobra.Command {
	var a saves.Act
	var modKey, keyFile, out, file, hostKey, forS, tag string
	var now nowFlag
	c := &cobra.Command{
		Use:   "moderate GAME ACT [flags] | moderate GAME --file FILE",
		Short: "Record a moderator's act in a league game: extend, pause, resume, replace, address, rule, end",
		Long: `Write the moderator's act, sign it with the league's moderator key (never the
host key) and record it in the game's log as a moderator entry that every side
is told of, with its reason, and that mincio verify checks. Acts:

  extend  --side S --for 2d          move side S's current deadline on
  pause                              stop every deadline (orders are still taken)
  resume                             start them again, moved on by the pause
  replace --side S --key NEW.pub --email ADDR
                                     give side S to a new player: only the new key
                                     signs for it from now on, reports go to ADDR
  address --side S --email ADDR      send side S's reports to a new address

On a side played by a team, --side S:PLAYER makes replace and address act on
that teammate's seat alone (as --email S:PLAYER=ADDR names it at creation);
--side S alone acts on the first player's, which is the side's.
  rule    --side S --line LINE --reason TEXT
                                     answer a decision side S owes mid-turn with
                                     an order line, by hand (the line goes to S
                                     only; the reason to every side)
  end     --result S|draw --reason TEXT
                                     end the game: S wins, or a draw

--reason is told to every side (rule and end need one). The act records when it
was signed (--now, or the clock), so the same act later is a new one. With -o
the signed act is written to FILE and not applied: do that on your own machine,
where the moderator key stays (without the game's folder there, give the game's
id as GAME and its header tag, from any report, with --header), and mail the
file to the host's address like an order file (poll and serve apply it), or
apply it on the host with mincio moderate GAME --file FILE (or mincio submit
GAME FILE). An act written by hand and signed with ssh-keygen -Y sign -n mincio
is applied the same way, with FILE.sig beside it. docs/moderator.md has more.`,
		Example: `  mincio moderate league/games/t1 extend --side naples --for 2d --reason "travelling" --moderator-key moderator
  mincio moderate league/games/t1 replace --side naples --key nina.pub --email nina@example.org --moderator-key moderator
  mincio moderate league/games/c1 replace --side italy:bob --key dave.pub --email dave@example.org --moderator-key moderator
  mincio moderate league/games/t1 rule --side austria --line "done" --reason "lost mail" --moderator-key moderator -o rule.txt
  mincio moderate t1 pause --header 3f2a9c0e5b7d41a6c8e2f0b1d3a5c7e9 --moderator-key moderator -o pause.txt
  mincio moderate league/games/t1 --file rule.txt`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := now.time()
			if err != nil {
				return err
			}
			var sub saves.Submission
			switch {
			case file != "" && len(args) == 1:
				if sub, err = readSubmission(file, ""); err != nil {
					return err
				}
			case file == "" && len(args) == 2:
				a.Name = args[1]
				a.Signed = t.Format(time.RFC3339)
				data, err := signActFlags(args[0], a, forS, keyFile, modKey, tag, out)
				if err != nil || out != "" {
					if err == nil {
						err = writeFile(cmd, out, data, 0o644)
					}
					return err
				}
				sub = saves.Submission{Name: a.Name, Data: data}
			default:
				return usageErr("give an act with its flags, or --file with a signed act", "mincio moderate GAME ACT [flags] | mincio moderate GAME --file FILE")
			}
			rc, err := saves.Moderate(args[0], sub, saves.Options{HostKey: hostKey, Now: t})
			if err != nil {
				return err
			}
			printReceipt(cmd.OutOrStdout(), rc)
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&modKey, "moderator-key", "", "the league's moderator private key, which signs the act")
	f.StringVar(&a.Side, "side", "", "the side the act is about; replace, address: S:PLAYER for one teammate of a team")
	f.StringVar(&forS, "for", "", "extend: how much to add to the deadline, e.g. 2d")
	f.StringVar(&keyFile, "key", "", "replace: the new player's public key (.pub file)")
	f.StringVar(&a.Address, "email", "", "replace, address: the side's new mail address")
	f.StringVar(&a.Line, "line", "", "rule: the order line that answers what the side owes")
	f.StringVar(&a.Result, "result", "", "end: the winning side, or draw")
	f.StringVar(&a.Reason, "reason", "", "why, told to every side")
	f.StringVarP(&out, "output", "o", "", "write the signed act to this file instead of applying it")
	f.StringVar(&file, "file", "", "apply a signed act written with -o")
	f.StringVar(&tag, "header", "", "with -o, away from the game's folder: GAME is the game's id, and this its header tag (from any report)")
	f.StringVar(&hostKey, "host-key", "", "the host's private key (default: the one the game was created with)")
	now.add(c)
	return c
}

// actFlags are the flags of `mincio moderate` by the act's field they set.
var actFlags = map[string]string{"signed": "--now", "side": "--side", "player": "--side", "for": "--for", "key": "--key", "address": "--email", "line": "--line", "result": "--result", "reason": "--reason"}

// signActFlags completes act a from the flags that are not its fields
// (--for's duration, --key's file), checks it, and signs it with the
// moderator key: for the game folder game, or, with tag, for the game of
// that id whose folder is elsewhere (then only to a file, -o).
func signActFlags(game string, a saves.Act, forS, keyFile, modKey, tag, out string) ([]byte, error) {
	if modKey == "" {
		return nil, usageErr("moderate needs --moderator-key to sign the act", "mincio moderate GAME ACT … --moderator-key KEY")
	}
	if tag != "" && out == "" {
		return nil, usageErr("--header signs an act for a game whose folder is elsewhere: write it with -o FILE", "mincio moderate GAME-ID ACT … --header TAG --moderator-key KEY -o FILE")
	}
	if side, player, ok := strings.Cut(a.Side, ":"); ok { // a teammate's seat: --side S:PLAYER
		a.Side, a.Player = side, player
	}
	if forS != "" {
		d, err := saves.ParseDuration(forS)
		if err != nil {
			return nil, hintErr("write e.g. --for 2d", "--for: %v", err)
		}
		a.For = d
	}
	if keyFile != "" {
		k, err := os.ReadFile(keyFile)
		if err != nil {
			return nil, hintErr("give the new player's .pub file", "--key: %v", err)
		}
		a.Key = strings.TrimSpace(string(k))
	}
	if err := a.Check(); err != nil {
		var fe *saves.FieldError
		if errors.As(err, &fe) {
			flag := actFlags[fe.Field]
			if fe.Field == "key" && keyFile != "" {
				flag += " " + keyFile
			}
			return nil, hintErr("mincio help moderate lists each act's flags", "%s %s: %s: %s", game, a.Name, flag, fe.Msg)
		}
		return nil, err
	}
	if tag != "" {
		return saves.SignActFor(game, tag, a, modKey)
	}
	return saves.SignAct(game, a, modKey)
}
