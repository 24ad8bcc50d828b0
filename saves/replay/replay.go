// Package replay writes a finished game as one self-contained HTML page
// (`mincio replay`): the map entry by entry and turn by turn, for either
// side's view or the full reveal, each entry's events with every roll,
// the header and the result. The page holds the log's own bytes and
// checks, in the browser, the hash chain and every SSHSIG signature
// (WebCrypto's Ed25519 and SHA-2), so what it shows of the log is what
// was signed. The map pictures are drawn here, from the replay; the page
// says so (docs/replay.md).
package replay

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/saves"
)

// FullView names the view of everything: every side's own counters.
const FullView = "all"

// Data is what the page embeds, as JSON: the log's files as they are
// (base64), for the browser to check, and the map pictures.
type Data struct {
	Game      string  `json:"game"`
	Title     string  `json:"title"` // the scenario's
	Mincio    string  `json:"mincio"`
	Views     []View  `json:"views"`
	Header    []byte  `json:"header"`     // header.json
	HeaderSig string  `json:"header_sig"` // header.json.sig
	Entries   []Entry `json:"entries"`
	// Maps are the pictures, gzipped SVG; an entry's Maps index them, so
	// a picture that did not change is kept once.
	Maps [][]byte `json:"maps"`
}

// View is one way to watch the game: a side's view, or FullView.
type View struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Entry is one log entry's files and its map in each view.
type Entry struct {
	File     []byte `json:"file"` // log/NNNNNN.json
	Sig      string `json:"sig"`  // its host signature
	Input    []byte `json:"input"`
	InputSig []byte `json:"input_sig,omitempty"` // a detached signature, as received
	Signed   []byte `json:"signed"`              // what the input's signature covers
	Armored  string `json:"armored"`             // the input's signature
	// Maps gives, by view id, the index of the entry's picture in Data.Maps.
	Maps map[string]int `json:"maps"`
}

// Build replays the game in folder f, which must verify, and gathers the
// page's data.
func Build(f *saves.Folder, mincio string) (*Data, error) {
	if _, err := saves.Verify(f.Dir); err != nil {
		return nil, fmt.Errorf("the game does not verify, so it cannot be replayed: %w", err)
	}
	d := &Data{Game: f.Header.Game, Title: f.Scenario.Title, Mincio: mincio}
	header, sig, err := f.HeaderFiles()
	if err != nil {
		return nil, err
	}
	d.Header, d.HeaderSig = header, string(sig)
	for _, s := range f.Scenario.Sides {
		d.Views = append(d.Views, View{ID: s.ID, Name: s.Name + "'s view"})
	}
	d.Views = append(d.Views, View{ID: FullView, Name: "everything (the full reveal)"})
	seen := map[string]int{}
	err = f.WalkReplay(func(st saves.ReplayStep) error {
		e := Entry{File: st.EntryFile, Sig: string(st.EntrySig), Input: st.Input, InputSig: st.InputSig,
			Signed: st.Signed, Armored: string(st.Armored), Maps: map[string]int{}}
		for _, v := range d.Views {
			svg, err := picture(f, st.Game, v.ID)
			if err != nil {
				return fmt.Errorf("entry %d, %s: %v", st.Entry.N, v.ID, err)
			}
			i, ok := seen[string(svg)]
			if !ok {
				gz, err := gzipped(svg)
				if err != nil {
					return err
				}
				i = len(d.Maps)
				d.Maps = append(d.Maps, gz)
				seen[string(svg)] = i
			}
			e.Maps[v.ID] = i
		}
		d.Entries = append(d.Entries, e)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// picture draws the map as view id sees it after the entry: a side's
// view, or every side's own counters for the full reveal.
func picture(f *saves.Folder, g *adjudicator.Game, id string) ([]byte, error) {
	if f.Scenario.Map == nil {
		return nil, nil
	}
	var v adjudicator.View
	if id == FullView {
		v = adjudicator.View{Side: "everyone", Status: g.State.Status()}
		for _, s := range g.Sides() {
			for _, p := range g.State.View(s).Pieces {
				if p.Side == s {
					v.Pieces = append(v.Pieces, p)
				}
			}
		}
	} else {
		v = g.State.View(adjudicator.Side(id))
	}
	p, err := render.ViewPicture(f.Scenario, v)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := render.SVG(&b, p, render.DefaultOptions()); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func gzipped(b []byte) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

//go:embed page.html
var pageHTML string

//go:embed page.js
var pageJS string

//go:embed page.css
var pageCSS string

// Write writes the page: one HTML file with its data, script and style
// inside, that asks nothing of the network. The data is JSON as
// encoding/json writes it, which escapes <, > and &, so nothing in it can
// close the script element that holds it.
func Write(w io.Writer, d *Data) error {
	data, err := json.Marshal(d)
	if err != nil {
		return err
	}
	out := strings.NewReplacer(
		"{{TITLE}}", html.EscapeString(fmt.Sprintf("%s — %s (mincio replay)", d.Game, d.Title)),
		"{{STYLE}}", pageCSS,
		"{{DATA}}", string(data),
		"{{SCRIPT}}", pageJS,
	).Replace(pageHTML)
	_, err = io.WriteString(w, out)
	return err
}
