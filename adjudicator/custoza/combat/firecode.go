package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// Hit is a result nS# of the Fire or Assault Table (8.6, 10.4·8): lose SP
// strength points, then every unit worsens Levels status levels. "-" is
// the zero Hit.
type Hit struct {
	SP, Levels int
}

func (h Hit) String() string {
	if h.SP == 0 && h.Levels == 0 {
		return "-"
	}
	return fmt.Sprintf("%dS%d", h.SP, h.Levels)
}

// None reports whether the result does nothing.
func (h Hit) None() bool { return h.SP == 0 && h.Levels == 0 }

// ParseHit reads "nS#" or "-".
func ParseHit(s string) (Hit, error) {
	if s == "-" {
		return Hit{}, nil
	}
	a, b, ok := strings.Cut(s, "S")
	n, err1 := strconv.Atoi(a)
	l, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 0 || l < 0 || n > 20 || l > 4 || a == "" || b == "" || a[0] == '+' || b[0] == '+' {
		return Hit{}, fmt.Errorf("%q is not a result nS# (n SP, # levels, e.g. 1S2) or -", s)
	}
	return Hit{SP: n, Levels: l}, nil
}

// SideResult is one side's half of an Assault Table cell (10.4·8): a
// Hit, or a cohesion check cc# with +# DRM.
type SideResult struct {
	Hit
	Check    bool
	CheckDRM int
}

func (s SideResult) String() string {
	if s.Check {
		return fmt.Sprintf("cc%d", s.CheckDRM)
	}
	return s.Hit.String()
}

func parseSideResult(s string) (SideResult, error) {
	if rest, ok := strings.CutPrefix(s, "cc"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil || n < 0 || n > 9 || rest == "" || rest[0] == '+' {
			return SideResult{}, fmt.Errorf("%q is not a cohesion check cc# (# from 0 to 9)", s)
		}
		return SideResult{Check: true, CheckDRM: n}, nil
	}
	h, err := ParseHit(s)
	return SideResult{Hit: h}, err
}

// Outcome is the background colour of an Assault Table cell (10.4·6).
type Outcome string

const (
	DefenderWins Outcome = "defender" // red
	AttackerWins Outcome = "attacker" // blue
	Draw         Outcome = "draw"     // grey
	Uncertain    Outcome = "uncertain"
)

var colours = map[string]Outcome{"R": DefenderWins, "B": AttackerWins, "G": Draw, "W": Uncertain}

// Cell is one Assault Table cell: ATTACKER/DEFENDER/COLOUR.
type Cell struct {
	Attacker, Defender SideResult
	Outcome            Outcome
	Text               string
}

// ParseCell reads an Assault Table cell such as "1S1/cc1/R".
func ParseCell(s string) (Cell, error) {
	parts := strings.Split(s, "/")
	if len(parts) != 3 {
		return Cell{}, fmt.Errorf("%q: want ATTACKER/DEFENDER/COLOUR, e.g. 1S1/cc1/R (colour R, B, G or W)", s)
	}
	a, err := parseSideResult(parts[0])
	if err != nil {
		return Cell{}, err
	}
	d, err := parseSideResult(parts[1])
	if err != nil {
		return Cell{}, err
	}
	o, ok := colours[parts[2]]
	if !ok {
		return Cell{}, fmt.Errorf("%q: colour %q is not R (red, defender wins), B (blue, attacker wins), G (grey, draw) or W (white, uncertain)", s, parts[2])
	}
	return Cell{Attacker: a, Defender: d, Outcome: o, Text: s}, nil
}
