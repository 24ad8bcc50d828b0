package saves

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// StandingsTables are the tables WriteStandingsCSV can write.
var StandingsTables = []string{"players", "sides", "games"}

// WriteStandings writes the standings as text: the players, the results
// by scenario and side, the finished games in rating order, and the games
// in play or not counted.
func WriteStandings(w io.Writer, st *Standings) error {
	fmt.Fprintf(w, "standings of league %s: %d games finished, %d in play, %d not counted\n",
		st.League, len(st.Games), len(st.InPlay), len(st.Refused))
	fmt.Fprintf(w, "rating: Glicko-2 from %d, RD %d, volatility %g, tau %g; one finished game a rating period (docs/standings.md)\n\n",
		GlickoInitialRating, GlickoInitialRD, GlickoInitialVolatility, GlickoTau)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\trating\tRD\tvolatility\tplayed\twon\tdrawn\tlost\ton time\tlate\tmissed\tabandoned\treliability")
	for _, p := range st.Players {
		fmt.Fprintf(tw, "%s\t%s\n", p.Name, strings.Join(playerRow(p)[1:], "\t"))
	}
	tw.Flush()
	fmt.Fprintln(w, "\nresults by scenario and side")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\tside\tplayed\twon\tdrawn\tlost")
	for _, s := range st.Sides {
		fmt.Fprintln(tw, strings.Join(sideRow(s), "\t"))
	}
	tw.Flush()
	fmt.Fprintln(w, "\ngames, in the order they were rated")
	for _, g := range st.Games {
		fmt.Fprintf(w, "  %s\n", strings.Join(gameRow(g), "  "))
	}
	for _, g := range st.Unrated {
		fmt.Fprintf(w, "  %s  not rated\n", strings.Join(gameRow(g), "  "))
	}
	for _, id := range st.InPlay {
		fmt.Fprintf(w, "  %s  in play\n", id)
	}
	for _, r := range st.Refused {
		fmt.Fprintf(w, "  %s  NOT COUNTED: %s\n", r.Game, oneLine(r.Err))
	}
	return nil
}

// WriteStandingsCSV writes one table of the standings as CSV with a
// header row: "players", "sides" or "games".
func WriteStandingsCSV(w io.Writer, st *Standings, table string) error {
	cw := csv.NewWriter(w)
	switch table {
	case "players":
		cw.Write([]string{"player", "rating", "rd", "volatility", "played", "won", "drawn", "lost", "on_time", "late", "missed", "abandoned", "reliability_percent"})
		for _, p := range st.Players {
			row := playerRow(p)
			last := len(row) - 1 // a number in CSV; empty when nothing was owed yet
			row[last] = strings.TrimSuffix(strings.TrimSuffix(row[last], "%"), "-")
			cw.Write(row)
		}
	case "sides":
		cw.Write([]string{"scenario", "side", "played", "won", "drawn", "lost"})
		for _, s := range st.Sides {
			cw.Write(sideRow(s))
		}
	case "games":
		cw.Write([]string{"game", "scenario", "ended", "entry", "how", "result", "outcome"})
		for _, g := range st.Games {
			cw.Write([]string{g.Game, g.Scenario, endedText(g.Ended), strconv.Itoa(g.Entry), g.How, scoreText(g), g.Text})
		}
	default:
		return userErr("give --table "+strings.Join(StandingsTables, ", --table "), "no standings table %q", table)
	}
	cw.Flush()
	return cw.Error()
}

func playerRow(p PlayerStanding) []string {
	rel := "-"
	if pc, ok := p.Figure(); ok {
		rel = strconv.Itoa(pc) + "%"
	}
	return []string{p.Name, fmt.Sprintf("%.1f", p.Rating.Rating), fmt.Sprintf("%.1f", p.Rating.RD), fmt.Sprintf("%.6f", p.Rating.Volatility),
		strconv.Itoa(p.Played), strconv.Itoa(p.Won), strconv.Itoa(p.Drawn), strconv.Itoa(p.Lost),
		strconv.Itoa(p.OnTime), strconv.Itoa(p.Late), strconv.Itoa(p.Missed), strconv.Itoa(p.Abandoned), rel}
}

func sideRow(s SideRecord) []string {
	return []string{s.Scenario, s.Side, strconv.Itoa(s.Played), strconv.Itoa(s.Won), strconv.Itoa(s.Drawn), strconv.Itoa(s.Lost)}
}

func gameRow(g GameResult) []string {
	return []string{g.Game, g.Scenario, endedText(g.Ended), g.How + ":", scoreText(g), "(" + g.Text + ")"}
}

// scoreText says who scored what: "red anna 1, blue nino 0".
func scoreText(g GameResult) string {
	var parts []string
	for _, s := range g.Sides {
		parts = append(parts, fmt.Sprintf("%s %s %s", s.Side, s.Player, strconv.FormatFloat(s.Score, 'f', -1, 64)))
	}
	return strings.Join(parts, ", ")
}

func endedText(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format(time.RFC3339)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
