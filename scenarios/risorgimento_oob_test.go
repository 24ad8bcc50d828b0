package scenarios_test

// Orders of battle of the Risorgimento 1859 scenarios as data: corps of
// divisions of brigades, each brigade a brigadier and its battalions,
// cavalry regiments and batteries (2.2, 2.5). The writer turns them into
// the [counters] section; the ratings of every counter come from one
// table per nation and kind (rsRating), all estimated (2.6: "cohesion is
// a guess"), so that a group that owns the printed counters changes them
// in one place.

import (
	"fmt"
	"strconv"
	"strings"
)

// rsBde is a brigade: its brigadier and its combat units. Counts are
// counters: a Piedmontese line counter is two battalions (2.5).
type rsBde struct {
	id, name      string
	brigadier     string // leader id; "" when the rules give no brigadier (4.15 Austrian corps cavalry)
	brigadierName string
	cmt, rng      int    // Commitment DRM and Range in leader MP (4.11)
	line, lt, jc  int    // line, light (white box) and Jäger/Chasseur (yellow box) battalion counters
	cav           int    // cavalry regiments
	cavWeight     string // light|heavy (7.45)
	bat           int    // batteries assigned to the brigadier (4.14)
	gun           string // their gun type (7.11)
	elite         bool   // Guard, Zouaves, Grenadiers: one more cohesion
	src           string // provenance of the formation line: name and battalions
	names         []string
	setup, arrive string // the set-up or reinforcement clause (WHERE…, or "turn N at …")
	setupProv     string
	reserve       bool   // starts In Reserve (4.6)
	ldrProv       string // the brigadier's provenance when the rulebook rates him (4.13 E8)
	keys          string // more keys of the formation line (army=… of a Reserve cavalry brigade, 4.16)
}

// rsDiv is a division: a name only, since the rules fold divisions into
// their corps (4.2); kept for the players and for team splits.
type rsDiv struct {
	id, name, src string
	bdes          []rsBde
	// Piedmont: the division's cavalry regiment and batteries, assigned
	// to the division rather than to a brigadier (4.15).
	cav, bat   int
	gun, setup string
	setupProv  string
}

// rsCorps is an activation command (2.41): its commander, Continuity and
// Range (4.21), its reserve batteries (4.14) and, for Austria, its
// leaderless corps cavalry (4.15).
type rsCorps struct {
	id, name, nation, army string
	cdr, cdrName           string
	rng, cont              int
	cdrExtra               string // more ratings (St. Jean d'Angely's range-low, 4.24)
	cdrProv                string
	src                    string
	divs                   []rsDiv
	resBat                 int
	resGun                 string
	resRockets             int // of the reserve batteries, the first are rockets (R, 7.11)
	resSetup, resArrive    string
	corpsCav               int
	cavNames               []string
	cavSetup, cavArrive    string
	cdrSetup, cdrArrive    string
	setupProv              string
}

// rsArmy is the top of a side: an army formation and its overall
// commander (4.3), if on the map.
type rsArmy struct {
	id, name, side, nation string
	oc, ocName             string
	ocRatings              string
	ocProv                 string
	ocSetup, ocArrive      string
	src                    string
	parent                 string
}

// rsRating gives the estimated ratings of a unit kind of a nation.
func rsRating(nation, kind string, elite bool) string {
	coh := map[string]map[string]int{
		// 2.5 and 4.0: French firepower and élan better; Austrians and
		// Piedmontese rated lower; Austrian Jägers low (design notes).
		"france":   {"inf": 6, "linf": 6, "jager": 6, "cav": 6},
		"austria":  {"inf": 5, "linf": 4, "jager": 4, "cav": 5},
		"piedmont": {"inf": 5, "linf": 6, "jager": 6, "cav": 5},
	}[nation][kind]
	if elite {
		coh++
	}
	switch kind {
	case "cav":
		return fmt.Sprintf("coh=%d ma=10", coh)
	case "art":
		return ""
	}
	return fmt.Sprintf("coh=%d ma=6", coh)
}

// rsGunRatings are a battery's ratings by gun type: 7.11's types F, H, R,
// Rf and horse (MA 8, 6.34 E24); the maximum ranges are estimated.
func rsGunRatings(gun string) string {
	switch gun {
	case "horse":
		return "gun=F horse=yes range=4 ma=8"
	case "Rf":
		return "gun=Rf range=8 ma=6"
	case "H":
		return "gun=H range=6 ma=6"
	case "R":
		return "gun=R range=5 ma=6"
	}
	return "gun=F range=5 ma=6"
}

// rsRatingsProv is the [counters] section's default provenance: the
// combat units' lines carry no mark of their own.
const rsRatingsProv = `provenance estimated "counter values are not in the rulebook (2.6: cohesion is a guess): the nation and kind table of docs/scenario-risorgimento.md"`

// rsOOB writes [counters], [setup] and [reinforcements] lines.
type rsOOB struct {
	side      string
	counters  strings.Builder
	setup     strings.Builder
	arrive    strings.Builder
	nBde      int
	unitsByID []string
}

func (o *rsOOB) counter(id, name, typ, form, ratings string) {
	fmt.Fprintf(&o.counters, "counter %s %q side=%s type=%s formation=%s %s\n", id, name, o.side, typ, form, ratings)
	o.unitsByID = append(o.unitsByID, id)
}

// place writes where ids start: a set line, or an arrive line when the
// clause starts with "turn".
//
// A set-up area or an entry hex is never a source's value: a source names
// a place and an hour, the radius and the hex are estimates. A line whose
// note cites a source is therefore estimated, the source kept in its note.
func (o *rsOOB) place(ids []string, where, prov string, reserve bool) {
	if len(ids) == 0 || where == "" {
		return
	}
	if note, ok := strings.CutPrefix(prov, "@source "); ok {
		unq, err := strconv.Unquote(note)
		if err != nil {
			panic(err)
		}
		prov = fmt.Sprintf("@estimated %q", "the area or entry and hour estimated from: "+unq)
	}
	if strings.HasPrefix(where, "turn ") {
		fmt.Fprintf(&o.arrive, "arrive %s %s %s\n", strings.Join(ids, " "), where, prov)
		return
	}
	with := ""
	if reserve {
		with = " with reserve"
	}
	fmt.Fprintf(&o.setup, "set %s %s%s %s\n", strings.Join(ids, " "), where, with, prov)
}

func (o *rsOOB) army(a rsArmy) {
	cmd := "none"
	if a.oc != "" {
		cmd = a.oc
	}
	parent := ""
	if a.parent != "" {
		parent = " parent=" + a.parent
	}
	fmt.Fprintf(&o.counters, "formation %s %q side=%s commander=%s%s kind=army nation=%s %s\n", a.id, a.name, a.side, cmd, parent, a.nation, a.src)
	if a.oc != "" {
		fmt.Fprintf(&o.counters, "leader %s %q side=%s formation=%s type=oc %s %s\n", a.oc, a.ocName, a.side, a.id, a.ocRatings, a.ocProv)
		o.place([]string{a.oc}, a.ocSetup+a.ocArrive, `@estimated "the overall commander's place is not in the rulebook: with his headquarters (docs/scenario-risorgimento.md)"`, false)
	}
}

func (o *rsOOB) corps(c rsCorps) {
	if c.cdr == "" {
		// The Austrian Reserve (4.17): an ersatz corps with a Continuity
		// and no commander.
		fmt.Fprintf(&o.counters, "formation %s %q side=%s commander=none parent=%s kind=corps nation=%s cont=%d %s\n", c.id, c.name, o.side, c.army, c.nation, c.cont, c.src)
	} else {
		fmt.Fprintf(&o.counters, "formation %s %q side=%s commander=%s parent=%s kind=corps nation=%s %s\n", c.id, c.name, o.side, c.cdr, c.army, c.nation, c.src)
		fmt.Fprintf(&o.counters, "leader %s %q side=%s formation=%s type=corps range=%d cont=%d ma=12%s %s\n", c.cdr, c.cdrName, o.side, c.id, c.rng, c.cont, c.cdrExtra, c.cdrProv)
		o.place([]string{c.cdr}, c.cdrSetup+c.cdrArrive, c.setupProv, false)
	}
	var res []string
	for i := 1; i <= c.resBat; i++ {
		id := fmt.Sprintf("%s-res%d", c.id, i)
		gun := c.resGun
		if i <= c.resRockets {
			gun = "R"
		}
		o.counter(id, fmt.Sprintf("%s Reserve battery %d", c.name, i), "art", c.id, rsGunRatings(gun)+" reserve=yes")
		res = append(res, id)
	}
	o.place(res, c.resSetup+c.resArrive, c.setupProv, false)
	var cav []string
	for i := 1; i <= c.corpsCav; i++ {
		id := fmt.Sprintf("%s-cav%d", c.id, i)
		name := fmt.Sprintf("%s corps cavalry %d", c.name, i)
		if i <= len(c.cavNames) {
			name = c.cavNames[i-1]
		}
		o.counter(id, name, "cav", c.id, rsRating(c.nation, "cav", false)+" weight=light")
		cav = append(cav, id)
	}
	o.place(cav, c.cavSetup+c.cavArrive, c.setupProv, false)
	for _, d := range c.divs {
		fmt.Fprintf(&o.counters, "formation %s %q side=%s commander=none parent=%s kind=division %s\n", d.id, d.name, o.side, c.id, d.src)
		for _, b := range d.bdes {
			o.brigade(c, d, b)
		}
		var ids []string
		for i := 1; i <= d.cav; i++ {
			id := fmt.Sprintf("%s-c%d", d.id, i)
			o.counter(id, fmt.Sprintf("%s cavalry %d", d.name, i), "cav", d.id, rsRating(c.nation, "cav", false)+" weight=light")
			ids = append(ids, id)
		}
		for i := 1; i <= d.bat; i++ {
			id := fmt.Sprintf("%s-a%d", d.id, i)
			o.counter(id, fmt.Sprintf("%s battery %d", d.name, i), "art", d.id, rsGunRatings(d.gun))
			ids = append(ids, id)
		}
		o.place(ids, d.setup, d.setupProv, false)
	}
}

func (o *rsOOB) brigade(c rsCorps, d rsDiv, b rsBde) {
	o.nBde++
	cmd := b.brigadier
	if cmd == "" {
		cmd = "none"
	}
	bns := b.line + b.lt + b.jc
	if c.nation == "piedmont" {
		bns = 2*b.line + b.lt + b.jc
	}
	// The brigade's formation id is its id with -bde: the brigadier's
	// leader counter takes the plain id (ids are one namespace).
	form := b.id + "-bde"
	fmt.Fprintf(&o.counters, "formation %s %q side=%s commander=%s parent=%s kind=brigade bns=%d cav=%d bat=%d%s %s\n", form, b.name, o.side, cmd, d.id, bns, b.cav, b.bat, b.keys, b.src)
	var ids []string
	if b.brigadier != "" {
		prov := b.ldrProv
		if prov == "" {
			prov = `@estimated "brigadier ratings are not in the rulebook (4.11): the nation table of docs/scenario-risorgimento.md"`
		}
		fmt.Fprintf(&o.counters, "leader %s %q side=%s formation=%s type=brigadier cmt=%s range=%d ma=12 %s\n", b.brigadier, b.brigadierName, o.side, form, signed(b.cmt), b.rng, prov)
		ids = append(ids, b.brigadier)
	}
	n := 0
	name := func(def string) string {
		if n < len(b.names) {
			return b.names[n]
		}
		return def
	}
	for i := 1; i <= b.line; i++ {
		id := fmt.Sprintf("%s-%d", b.id, i)
		bn := ""
		if c.nation == "piedmont" {
			bn = " bns=2"
		}
		o.counter(id, name(fmt.Sprintf("%s %d", b.name, i)), "inf", form, rsRating(c.nation, "inf", b.elite)+bn)
		n++
		ids = append(ids, id)
	}
	for i := 1; i <= b.lt; i++ {
		id := fmt.Sprintf("%s-l%d", b.id, i)
		o.counter(id, name(fmt.Sprintf("%s light %d", b.name, i)), "linf", form, rsRating(c.nation, "linf", b.elite))
		n++
		ids = append(ids, id)
	}
	for i := 1; i <= b.jc; i++ {
		id := fmt.Sprintf("%s-j%d", b.id, i)
		o.counter(id, name(fmt.Sprintf("%s Jäger/Chasseurs %d", b.name, i)), "jager", form, rsRating(c.nation, "jager", b.elite))
		n++
		ids = append(ids, id)
	}
	for i := 1; i <= b.cav; i++ {
		id := fmt.Sprintf("%s-c%d", b.id, i)
		o.counter(id, name(fmt.Sprintf("%s cavalry %d", b.name, i)), "cav", form, rsRating(c.nation, "cav", b.elite)+" weight="+b.cavWeight)
		n++
		ids = append(ids, id)
	}
	for i := 1; i <= b.bat; i++ {
		id := fmt.Sprintf("%s-a%d", b.id, i)
		o.counter(id, name(fmt.Sprintf("%s battery %d", b.name, i)), "art", form, rsGunRatings(b.gun))
		n++
		ids = append(ids, id)
	}
	o.place(ids, b.setup+b.arrive, b.setupProv, b.reserve)
}

// signed writes a DRM: +1, 0, -1.
func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}
