package main

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func leagueStandingsCmd() *cobra.Command {
	var table string
	var asCSV bool
	c := &cobra.Command{
		Use:   "standings LEAGUE [--csv [--table players|sides|games]]",
		Short: "Recompute the league's standings from the signed game logs",
		Long: `Read every game of the league, verify it completely (signatures, links and a
replay of every input), and print from the verified logs alone: each player's
Glicko-2 rating, games won, drawn and lost, and reliability (order files on time
or late against the game's deadlines, missed turns, sides abandoned); results by
scenario and side; the finished games in the order they were rated. The same
folders always give the same bytes: docs/standings.md says how.

Only the league's own games count: a game whose signed header does not name
this league, its host key and its moderator key, whose folder is not named by
its id, or that was counted already under another folder, is not counted, nor
is a game that fails verification: each is listed as NOT COUNTED with the
reason, and the command exits with status 1 after printing the standings. A
forfeit (a side abandoned) is rated as a win of the other side; a game its
policy ends unrated is listed, not rated.

--csv prints one table as CSV instead: --table players (the default), sides
or games.`,
		Example: `  mincio league standings spring
  mincio league standings spring --csv > standings.csv
  mincio league standings spring --csv --table games`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("table") && !asCSV {
				return usageErr("--table needs --csv", "mincio league standings LEAGUE --csv --table players|sides|games")
			}
			l, err := saves.OpenLeague(args[0])
			if err != nil {
				return err
			}
			st, err := saves.LeagueStandings(l)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asCSV {
				err = saves.WriteStandingsCSV(w, st, table)
			} else {
				err = saves.WriteStandings(w, st)
			}
			if err != nil || len(st.Refused) == 0 {
				return err
			}
			var ids []string
			for _, r := range st.Refused {
				ids = append(ids, r.Game)
			}
			return hintErr("each NOT COUNTED line says why: run `mincio verify` on a game that fails it and restore it from a copy; move a game that is not the league's out of games/",
				"%d games are not counted: %s", len(ids), strings.Join(ids, " "))
		},
	}
	c.Flags().BoolVar(&asCSV, "csv", false, "print one table as CSV")
	c.Flags().StringVar(&table, "table", "players", fmt.Sprintf("the table --csv prints: %s", strings.Join(saves.StandingsTables, ", ")))
	return c
}
