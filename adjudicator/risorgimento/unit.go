package risorgimento

// Kind is a combat unit's type (2.2, 2.41, 7.2).
type Kind uint8

const (
	Infantry  Kind = iota + 1 // line infantry battalions
	Light                     // Light infantry: a white-boxed cohesion rating (7.2, 7.22)
	Jager                     // Jägers and Chasseurs: a yellow-boxed cohesion rating (2.41, 7.21)
	Cavalry                   // cavalry regiments (7.5)
	Artillery                 // batteries (7.1)
)

var kindNames = [...]string{"", "infantry", "light", "jager", "cavalry", "artillery"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// IsInfantry: line, Light and Jäger/Chasseur battalions are all infantry.
func (k Kind) IsInfantry() bool { return k == Infantry || k == Light || k == Jager }

// Unit is what the rules read of one combat unit. There are no strength
// points (2.2): a unit is its cohesion and its hits.
type Unit struct {
	ID       string
	Kind     Kind
	Brigade  string // the brigadier's brigade ("" for leaderless corps cavalry, 4.15)
	Corps    string
	Cohesion int  // printed Cohesion Rating (2.41)
	Hits     int  // accumulated Hits (8.1)
	Disorder bool // Disordered side up (8.2)
	Heavy    bool // cavalry: heavy rather than light (7.45)
	Horse    bool // artillery: horse artillery, MA 8 (6.34, 7.11)
	Gun      Gun  // artillery: gun type (7.11)
	MaxRange int  // artillery: maximum range in hexes, printed (7.11)
	MA       int  // printed Movement Allowance (5.0)
	SM       bool // using Strategic Movement (5.1)
	Square   bool // in Square (6.14)
	Reserve  bool // in Reserve status (4.6)
	Out      bool // eliminated outright: artillery attacked alone or Disordered twice, a defender unable to retreat (7.33, 8.24, 8.33)
}

// AdjustedCohesion is the Cohesion Rating less the Hits, used for every
// roll against cohesion unless a rule says "printed" (8.12).
func (u Unit) AdjustedCohesion() int { return u.Cohesion - u.Hits }

// Eliminated: "the instant a unit has accumulated Hits GREATER THAN its
// Cohesion Rating, the unit is eliminated" (8.12), or a rule eliminated it
// outright. Hits have no effect on artillery (8.11).
func (u Unit) Eliminated() bool { return u.Out || (u.Kind != Artillery && u.Hits > u.Cohesion) }

// ExertsZOC: infantry and cavalry exert a ZOC; artillery and Disordered
// units do not (6.21).
func (u Unit) ExertsZOC() bool { return u.Kind != Artillery && !u.Disorder }
