package scenarios

// ProvenanceKind says where a value comes from.
type ProvenanceKind string

const (
	// Rulebook: the value is stated in the rulebook text; Note cites the
	// rule or set-up line.
	Rulebook ProvenanceKind = "rulebook"
	// Estimated: the rulebook does not state the value; Note gives a
	// one-line reason for the estimate.
	Estimated ProvenanceKind = "estimated"
	// Source: the rulebook does not state the value, a historical source
	// does (an order of battle, a staff history, a gazetteer's
	// coordinates); Note names it, title and address. Reconstructed
	// battles whose playbook is lost (Risorgimento 1859) cite them.
	Source ProvenanceKind = "source"
)

// known reports whether k is a provenance kind of the format.
func (k ProvenanceKind) known() bool { return k == Rulebook || k == Estimated || k == Source }

// Provenance is the source of one value line. Line is the line that set
// it (the value line, or the section's "provenance" line for a default).
type Provenance struct {
	Kind ProvenanceKind
	Note string
	Line int
}

// ProvenanceCounts counts the value lines of the scenario (every line
// that carries a provenance: map lines, counters, formations, set-up,
// reinforcements, turn track, rules, victory, table rows) by where their
// values come from.
func (s *Scenario) ProvenanceCounts() (rulebook, estimated int) {
	for _, o := range s.origins() {
		switch o.Prov.Kind {
		case Rulebook:
			rulebook++
		case Estimated:
			estimated++
		}
	}
	return rulebook, estimated
}

// SourcedCount counts the value lines whose values come from a historical
// source outside the rulebook (@source); ProvenanceCounts leaves them out.
func (s *Scenario) SourcedCount() int {
	n := 0
	for _, o := range s.origins() {
		if o.Prov.Kind == Source {
			n++
		}
	}
	return n
}

// origins lists the origin of every value line, in no particular order.
func (s *Scenario) origins() []*Origin {
	var out []*Origin
	if s.TurnsProv != nil {
		out = append(out, &Origin{Line: s.TurnsProv.Line, Prov: *s.TurnsProv})
	}
	if m := s.Map; m != nil {
		out = append(out, m.origins()...)
	}
	for _, f := range s.Formations {
		out = append(out, &f.Origin)
	}
	for _, c := range s.Counters {
		out = append(out, &c.Origin)
	}
	for _, p := range s.Setup {
		out = append(out, &p.Origin)
	}
	for _, st := range s.Statuses {
		out = append(out, &st.Origin)
	}
	if s.Stacking != nil {
		out = append(out, &s.Stacking.Origin)
	}
	for _, r := range s.Reinforcements {
		out = append(out, &r.Origin)
	}
	for _, t := range s.TurnTrack {
		out = append(out, &t.Origin)
	}
	for _, r := range s.Rules {
		out = append(out, &r.Origin)
	}
	for _, o := range s.Objectives {
		out = append(out, &o.Origin)
	}
	for _, c := range s.Conditions {
		out = append(out, &c.Origin)
	}
	for _, st := range s.Strategics {
		out = append(out, &st.Origin)
	}
	for _, c := range s.StrategicChanges {
		out = append(out, &c.Origin)
	}
	for _, f := range s.StrategicFixed {
		out = append(out, &f.Origin)
	}
	for _, t := range s.Tables {
		for _, r := range t.Rows {
			out = append(out, &r.Origin)
		}
	}
	return out
}

func (m *Map) origins() []*Origin {
	var out []*Origin
	if m.GridOrigin != nil {
		out = append(out, m.GridOrigin)
	}
	if m.Area != nil {
		out = append(out, &m.Area.Origin)
	}
	for _, t := range m.Legend {
		out = append(out, &t.Origin)
	}
	for _, r := range append(append([]*MapRow(nil), m.Rows...), m.Levels...) {
		out = append(out, &r.Origin)
	}
	for _, f := range m.Hexsides {
		out = append(out, &f.Origin)
	}
	for _, f := range m.Features {
		out = append(out, &f.Origin)
	}
	for _, p := range m.Paths {
		out = append(out, &p.Origin)
	}
	for _, p := range m.Places {
		out = append(out, &p.Origin)
	}
	for _, e := range m.Entries {
		out = append(out, &e.Origin)
	}
	for _, s := range m.Supplies {
		out = append(out, &s.Origin)
	}
	return out
}
