// Package render draws pictures of a map for players: SVG, and the same
// picture as PNG in pure Go for mail clients that hide SVG.
//
// The input is a Picture: the scenario's map data and the counters a side
// may see, described without reference to any rules system, so every
// system (Tolentino, Custoza, Risorgimento) builds one from its own view.
// The output is deterministic: the same Picture and Options give the same
// bytes. What the pictures show is documented in docs/pictures.md.
package render

import (
	"errors"
	"fmt"
	"io"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// Picture is what to draw: a map and the counters on it.
type Picture struct {
	Title     string              // e.g. "g1 — austria's view, turn 3 (12:00)"
	Scenario  *scenarios.Scenario // map data: grid, terrain, levels, hexsides, paths, places, entries, objectives
	Counters  []Counter
	Highlight []hexmap.Hex // hexes to outline (e.g. the last move)
}

// Counter is one counter as the viewing side sees it.
type Counter struct {
	Hex     hexmap.Hex
	Side    string           // side id: coloured by the side's place in the scenario
	Type    string           // inf, linf, cav, art, hart, leader, pioneer …: drawn as a NATO symbol
	Size    int              // size marks: 1-3 draw | || |||, 4-6 draw x xx xxx; 0 none
	Name    string           // short name as on the counter
	Values  string           // e.g. "4-3-4", formatted by the rules system
	Facing  hexmap.Direction // the faced hexside; zero: none
	Markers []string         // "March", "Routed", "Hits 2" …: small tags
	// FaceDown draws a blank counter of the side's colour with a "?":
	// Type, Size, Name, Values and Reduced are never drawn (Facing and
	// Markers are, when the rules system leaves them set).
	FaceDown bool
	Reduced  bool // the reduced (back) side: a white corner
}

// Options tune a picture. Use DefaultOptions and change what you need:
// the zero Options draws no hex numbers.
type Options struct {
	HexSize    float64 // centre to corner, in px; 0 means 28
	Legend     bool    // draw a legend to the right of the map
	HexNumbers bool    // draw XXYY in each hex
	Setup      bool    // also draw the scenario's set-up counters (SetupCounters)
}

// DefaultOptions draws hexes of 28 px with hex numbers and no legend.
func DefaultOptions() Options { return Options{HexSize: DefaultHexSize, HexNumbers: true} }

// DefaultHexSize is the hex size used when Options.HexSize is 0.
const DefaultHexSize = 28

// Limits on the picture, so that a bad input cannot ask for gigabytes.
const (
	MinHexSize = 8
	MaxHexSize = 120
	maxPixels  = 64 << 20
)

// SVG writes the picture as an SVG document.
func SVG(w io.Writer, p Picture, opt Options) error {
	pa, err := newPainter(p, opt)
	if err != nil {
		return err
	}
	c := newSVGCanvas(pa.width, pa.height, p.Title)
	pa.draw(c)
	return c.finish(w)
}

// PNG writes the same picture as SVG, rasterized, as a PNG image.
func PNG(w io.Writer, p Picture, opt Options) error {
	pa, err := newPainter(p, opt)
	if err != nil {
		return err
	}
	if pa.width*pa.height > maxPixels {
		return fmt.Errorf("render: picture of %.0f×%.0f px is too large; use a smaller HexSize", pa.width, pa.height)
	}
	c := newPNGCanvas(pa.width, pa.height)
	pa.draw(c)
	return c.finish(w)
}

func checkInput(p Picture, opt *Options) error {
	if p.Scenario == nil || p.Scenario.Map == nil {
		return errors.New("render: the picture has no map (scenario without a [map] section)")
	}
	if err := p.Scenario.Map.Grid.Validate(); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	if opt.HexSize == 0 {
		opt.HexSize = DefaultHexSize
	}
	if !(opt.HexSize >= MinHexSize && opt.HexSize <= MaxHexSize) {
		return fmt.Errorf("render: HexSize %v: want %d to %d px", opt.HexSize, MinHexSize, MaxHexSize)
	}
	return nil
}
