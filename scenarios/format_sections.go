package scenarios

import (
	"fmt"
	"strings"
)

func (m *Map) format(w *writer) {
	w.section("map")
	if g := m.Grid; m.GridOrigin != nil {
		w.line(m.GridOrigin, "grid", g.Orientation.String(), fmt.Sprintf("cols=%02d-%02d", g.FirstCol, g.LastCol),
			fmt.Sprintf("rows=%02d-%02d", g.FirstRow, g.LastRow), "shifted="+g.Shifted.String())
	}
	if a := m.Area; a != nil {
		rows := ""
		if a.FirstRow != 0 || a.LastRow != 99 {
			rows = fmt.Sprintf("rows=%02d-%02d", a.FirstRow, a.LastRow)
		}
		w.line(&a.Origin, "area", fmt.Sprintf("cols=%02d-%02d", a.FirstCol, a.LastCol), rows)
	}
	for _, t := range m.Legend {
		label := ""
		if t.Label != "" {
			label = quote(t.Label)
		}
		w.line(&t.Origin, "terrain", string(t.Code), t.Name, label)
	}
	for _, r := range m.Rows {
		w.line(&r.Origin, "row", fmt.Sprintf("%02d", r.Row), groupCodes(r.Codes))
	}
	for _, r := range m.Levels {
		w.line(&r.Origin, "level", fmt.Sprintf("%02d", r.Row), groupCodes(r.Codes))
	}
	for _, f := range m.Hexsides {
		var sides []string
		for _, hs := range f.Sides {
			sides = append(sides, hs.String())
		}
		w.line(&f.Origin, "hexside", f.Kind, strings.Join(sides, " "))
	}
	for _, f := range m.Features {
		w.line(&f.Origin, "feature", f.Kind, hexWords(f.Hexes))
	}
	for _, p := range m.Paths {
		w.line(&p.Origin, "path", p.Kind, hexWords(p.Hexes))
	}
	for _, p := range m.Places {
		w.line(&p.Origin, "place", quote(p.Name), hexWords(p.Hexes))
	}
	for _, e := range m.Entries {
		side := ""
		if e.Side != "" {
			side = "side=" + e.Side
		}
		w.line(&e.Origin, "entry", e.ID, side, hexWords(e.Hexes))
	}
	for _, s := range m.Supplies {
		w.line(&s.Origin, "supply", s.Side, hexWords(s.Hexes))
	}
}

// groupCodes writes map codes in groups of ten columns for reading.
func groupCodes(codes string) string {
	var groups []string
	for len(codes) > 10 {
		groups = append(groups, codes[:10])
		codes = codes[10:]
	}
	return strings.Join(append(groups, codes), " ")
}

func (s *Scenario) formatCounters(w *writer) {
	if len(s.Formations) == 0 && len(s.Counters) == 0 {
		return
	}
	w.section("counters")
	for _, f := range s.Formations {
		parent := ""
		if f.Parent != "" {
			parent = "parent=" + word(f.Parent)
		}
		cmd := ""
		if f.Commander != "" {
			cmd = "commander=" + word(f.Commander)
		}
		w.line(&f.Origin, "formation", f.ID, quote(f.Name), "side="+f.Side, cmd, parent, ratings(f.Extra))
	}
	for _, c := range s.Counters {
		kw, typ := "counter", "type="+c.Type
		if c.Leader {
			kw = "leader"
			if c.Type == "leader" {
				typ = ""
			}
		}
		form, size, back := "", "", ""
		if c.Formation != "" {
			form = "formation=" + word(c.Formation)
		}
		if c.Size != 0 {
			size = "size=" + itoa(c.Size)
		}
		if c.Reduced != nil {
			back = "| " + ratings(c.Reduced)
		}
		w.line(&c.Origin, kw, c.ID, quote(c.Name), "side="+c.Side, typ, form, size, ratings(c.Ratings), back)
	}
}

func (s *Scenario) formatSetup(w *writer) {
	if len(s.Setup) == 0 && len(s.Statuses) == 0 && s.Stacking == nil {
		return
	}
	w.section("setup")
	if s.Stacking != nil {
		w.line(&s.Stacking.Origin, "stacking", itoa(s.Stacking.Limit))
	}
	for _, p := range s.Setup {
		var where []string
		for _, wh := range p.Where {
			where = append(where, formatWhere(wh))
		}
		w.line(&p.Origin, "set", strings.Join(p.Counters, " "), strings.Join(where, " or "), with(p.Status), note(p.Note))
	}
	for _, st := range s.Statuses {
		w.line(&st.Origin, "status", strings.Join(st.IDs, " "), with(st.Status), note(st.Note))
	}
}

func formatWhere(wh Where) string {
	switch wh.Kind {
	case "at":
		return "at " + hexWords(wh.Hexes)
	case "within":
		centre := hexWords(wh.Hexes)
		if wh.Place != "" {
			centre = quote(wh.Place)
		}
		return fmt.Sprintf("within %d of %s", wh.Radius, centre)
	case "columns":
		return fmt.Sprintf("columns %02d-%02d", wh.MinCol, wh.MaxCol)
	}
	return wh.Kind
}

func with(status []Rating) string {
	if len(status) == 0 {
		return ""
	}
	return "with " + ratings(status)
}

func note(text string) string {
	if text == "" {
		return ""
	}
	return "note " + quote(text)
}

func (s *Scenario) formatReinforcements(w *writer) {
	if len(s.Reinforcements) == 0 {
		return
	}
	w.section("reinforcements")
	for _, r := range s.Reinforcements {
		at := append(strings.Fields(hexWords(r.Hexes)), r.Entries...)
		opt, cond := "", ""
		if r.Option != "" {
			opt = "option " + r.Option
		}
		if r.If != "" {
			cond = "if " + quote(r.If)
		}
		w.line(&r.Origin, "arrive", strings.Join(r.Counters, " "), "turn", itoa(r.Turn), "at", strings.Join(at, " "), opt, cond, with(r.Status), note(r.Note))
	}
}

func (s *Scenario) formatTurns(w *writer) {
	if len(s.TurnTrack) == 0 {
		return
	}
	w.section("turns")
	for _, t := range s.TurnTrack {
		var kvs []Rating
		for _, r := range []Rating{{"time", t.Time}, {"date", t.Date}, {"light", t.Light}} {
			if r.Value != "" {
				kvs = append(kvs, r)
			}
		}
		w.line(&t.Origin, "turn", itoa(t.Number), ratings(append(kvs, t.Extra...)))
	}
}

func (s *Scenario) formatRules(w *writer) {
	if len(s.Rules) == 0 {
		return
	}
	w.section("rules")
	for _, r := range s.Rules {
		if r.Option {
			w.line(&r.Origin, "option", r.Name, quote(r.Value))
			continue
		}
		v := ""
		if r.Value != "" {
			v = word(r.Value)
		}
		w.line(&r.Origin, "rule", r.Name, v)
	}
}

func (s *Scenario) formatVictory(w *writer) {
	if len(s.Objectives) == 0 && len(s.Conditions) == 0 && len(s.Strategics) == 0 && len(s.StrategicChanges) == 0 && len(s.StrategicFixed) == 0 {
		return
	}
	w.section("victory")
	for _, o := range s.Objectives {
		var kvs []Rating
		if o.Name != "" {
			kvs = append(kvs, Rating{"name", o.Name})
		}
		if o.VP != 0 {
			kvs = append(kvs, Rating{"vp", itoa(o.VP)})
		}
		if o.Side != "" {
			kvs = append(kvs, Rating{"side", o.Side})
		}
		w.line(&o.Origin, "objective", hexWords(o.Hexes), ratings(append(kvs, o.Extra...)))
	}
	for _, c := range s.Conditions {
		w.line(&c.Origin, "condition", c.Side, c.Name, quote(c.Text), hexWords(c.Hexes), ratings(c.Extra))
	}
	s.formatStrategic(w)
}

func formatTable(w *writer, t *Table) {
	w.section("table " + t.Name)
	if t.Title != "" {
		w.line(nil, "title", quote(t.Title))
	}
	w.line(nil, "columns", words(t.Columns))
	if t.RowKeys != nil {
		w.line(nil, "rows", words(t.RowKeys))
	}
	for _, r := range t.Rows {
		w.line(&r.Origin, "row", word(r.Key), words(r.Cells))
	}
}

func words(list []string) string {
	var out []string
	for _, s := range list {
		out = append(out, word(s))
	}
	return strings.Join(out, " ")
}
