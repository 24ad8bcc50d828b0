package custoza

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The order language (docs/orders-custoza.md): each form parses to what
// it says; each mistake is refused at the word that is wrong.

func mustParse(t *testing.T, text string) order {
	t.Helper()
	o, le := parseLine(text)
	if le != nil {
		t.Fatalf("%q: %s (word %d)", text, le.msg, le.col)
	}
	return o
}

func hexes(hs ...string) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range hs {
		x, _ := hexmap.ParseHex(h)
		out = append(out, x)
	}
	return out
}

func TestParseClauses(t *testing.T) {
	o := mustParse(t, "assault pisa29 2713 via 2714 2713 face n if blocked reroute if empty rotate left if withdrawn follow on failed check stop")
	if o.kind != kAssault || o.cl.Blocked != "reroute" || o.cl.Empty != "left" || o.cl.Withdrawn != "follow" || o.cl.Failed != "stop" || o.face != hexmap.N {
		t.Fatalf("%+v", o)
	}
	o = mustParse(t, "charge uhl12 march 2916 continue 3017 3117 stop-check if square exhausted to 3020 on failed check go on")
	if o.kind != kCharge || !o.march || !slices.Equal(o.cl.Continue, hexes("3017", "3117")) || o.cl.StopCheck != "square" ||
		!o.cl.ExhaustTo || !slices.Equal(o.cl.Exhausted, hexes("3020")) || o.cl.Failed != "go-on" {
		t.Fatalf("%+v", o)
	}
	o = mustParse(t, "charge uhl12 2916 stop-check exhausted 3019 3020")
	if o.cl.StopCheck != "always" || o.cl.ExhaustTo || len(o.cl.Exhausted) != 2 {
		t.Fatalf("%+v", o)
	}
	o = mustParse(t, "fire 2714 art 2912 art face ne then face n")
	if !o.atArt || o.face != hexmap.NE || o.cl.After != hexmap.N {
		t.Fatalf("%+v", o)
	}
	o = mustParse(t, "move 2714 inf to 2915 face s if blocked stop on failed check go-on")
	if !o.to || o.cl.Blocked != "stop" || o.cl.Failed != "go-on" {
		t.Fatalf("%+v", o)
	}
}

func TestParseNewLines(t *testing.T) {
	for text, kind := range map[string]string{
		"rotate 2714 left":                           kRotate,
		"marker 2714 to 2715 charge":                 kMarker,
		"exit-march forli43":                         kExitMarch,
		"reserve howitzers":                          kReserve,
		"losses pisa29 pisa30":                       kLosses,
		"losses biggest":                             kLosses,
		"retreat div1 toward 2612 split face enemy":  kRetreat,
		"retreat any face keep":                      kRetreat,
		"setup pisa29 2715 face ne":                  kSetup,
		"reaction-order art inf cav":                 kReactOrder,
		"reaction-order hex":                         kReactOrder,
		"setup art3-6 2714 unlimbered":               kSetup,
		"done setup":                                 kDoneSetup,
		"react uhl12 counter exhausted to 3020":      kReact,
		"react cav on enter by infantry counter":     kReact,
		"react 2714 inf face se":                     kReact,
		"assault 2714 inf 2713 if empty rotate none": kAssault,
		"build bridge-train 2215":                    kBuild,
		"ferry jg11 2113":                            kFerry,
	} {
		if o := mustParse(t, text); o.kind != kind {
			t.Errorf("%q parses as %s, want %s", text, o.kind, kind)
		}
	}
	o := mustParse(t, "retreat div1 toward 2612 split face sw")
	if o.retr.Scope != "div1" || o.retr.Toward.String() != "2612" || !o.retr.Split || o.retr.Face != "sw" {
		t.Fatalf("%+v", o.retr)
	}
	if got := o.retr.String(); got != "retreat div1 toward 2612 split face sw" {
		t.Fatalf("retreatPref.String() = %q", got)
	}
	o = mustParse(t, "rotate 2714 right")
	if o.left || o.from.String() != "2714" {
		t.Fatalf("%+v", o)
	}
	o = mustParse(t, "setup art3-6 2714 face n limbered")
	if o.unit != "art3-6" || o.limber != "limbered" || o.face != hexmap.N {
		t.Fatalf("%+v", o)
	}
}

func TestParseRefusals(t *testing.T) {
	for text, want := range map[string]string{
		"assault pisa29 2713 if blocked sideways":     "is not stop or reroute",
		"assault pisa29 2713 if empty rotate up":      "is not left, right or none",
		"assault pisa29 2713 if withdrawn chase":      "is not follow or stay",
		"move pisa29 2714 if empty rotate left":       "cannot follow if here",
		"assault pisa29 2713 continue 2712":           "is left over",
		"charge uhl 2713 continue":                    "continue needs target hexes",
		"charge uhl 2713 exhausted":                   "exhausted needs hexes",
		"assault pisa29 2713 on failed check retreat": "is not stop or go-on",
		"fire 2714 art 2713 then turn n":              `"face" expected`,
		"rotate 2714 around":                          "is not left or right",
		"marker 2714 2715":                            `"to" expected`,
		"losses":                                      "losses needs unit ids or biggest",
		"retreat any toward":                          "is not a hex",
		"retreat any sideways":                        "is left over",
		"setup pisa29 2714 sideways":                  "is left over",
		"reserve":                                     "is missing",
		"reaction-order":                              "reaction-order needs types or hex",
		"reaction-order guns":                         "is not a unit type",
		"assault pisa29 2713 via":                     "via needs the hexes entered",
		"build bridge-train":                          "the Mincio hex to bridge, next to the train",
		"build bridge-train 2215 now":                 "is left over",
		"ferry jg11":                                  "the hex it lands in, over the river",
		"ferry":                                       "the unit to ferry is missing",
	} {
		_, le := parseLine(text)
		if le == nil {
			t.Errorf("%q accepted, want %q", text, want)
			continue
		}
		if !strings.Contains(le.msg, want) {
			t.Errorf("%q refused with %q, want %q", text, le.msg, want)
		}
	}
}

// Standing losses and retreat lines stand in the order file wherever
// they are written, each with the key a newer line replaces.
func TestParseStandingCombatChoices(t *testing.T) {
	body := "turn 5\nlosses pisa29 pisa30\nretreat div1 toward 2612\nformation div1\nretreat art face keep\nreaction-order art inf\n"
	lines, ps := System{}.ParseOrders("italy", "f", 1, []byte(body))
	if len(ps) > 0 {
		t.Fatalf("problems: %v", ps)
	}
	keys := map[string]bool{}
	for _, l := range lines {
		if l.Standing {
			keys[l.Key] = true
		}
	}
	for _, k := range []string{"losses", "retreat div1", "retreat art", "reaction-order"} {
		if !keys[k] {
			t.Errorf("no standing line with key %q: %+v", k, lines)
		}
	}
}

func FuzzParseOrders(f *testing.F) {
	for _, s := range []string{
		"turn 5\nactivate div1 times 3\npass\n",
		"formation div1\ndeclare assault 2713 from 2714 by pisa29 and 2714 linf\ndone declare\n",
		"formation div1\nassault pisa29 2713 via 2714 face n if blocked reroute if empty rotate left if withdrawn follow on failed check stop\n",
		"formation v-corps\ncharge uhl12 march 2916 continue 3017 stop-check if square exhausted to 3020\n",
		"formation div1\nfire 2714 art 2912 art then face n\nrotate 2714 left\nmarker 2714 to 2715 charge\nexit-march forli43\nreserve howitzers\n",
		"losses pisa29 pisa30\nretreat div1 toward 2612 split face enemy\nreact cav on enter by infantry counter exhausted to 3020\nreaction-order artillery inf cav\n",
		"setup pisa29 2715 face ne\nsetup art3-6 2714 unlimbered\ndone setup\n",
		"status div1 reserve\nstatus div2 engaged\nstatus div3 march\nentry div4 0103\ndone command\n", "status div1 asleep", "status", "entry div1", "entry div1 x",
		"status d1 march 1505\nobjective d1 1205\nmarch d1 0405 0505 scout scout-d1 0306\nmarch-oc 0410 scout scout-d2 0311\nmarch-oc stay\n",
		"march", "march d1", "march d1 scout", "march d1 0405 scout", "march-oc", "march-oc scout x 0101", "objective", "objective d1 x",
		"formation k1\nbuild bridge-train 2215\nferry jg11 2113\n", "build", "build bridge-train", "build bridge-train 22x5",
		"ferry", "ferry jg11", "ferry jg11 2113 now", "build Bridge+Train 2215",
		"# x\n\n", "assault", "retreat", "if", "on failed", `"`,
		"strategic 3\nkeep strategic\n", "strategic", "strategic x", "strategic 10", "keep", "keep going",
		"formation k1\nexit 4034 inf\nexit ai1 ai2\n", "exit",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		lines, ps := System{}.ParseOrders("italy", "f", 1, []byte(body))
		for _, p := range ps {
			if p.Pos.Line < 1 || p.Pos.Col < 1 || p.Msg == "" {
				t.Fatalf("bad problem %+v", p)
			}
		}
		for _, l := range lines {
			if l.Kind == "" || l.Text == "" {
				t.Fatalf("bad line %+v", l)
			}
			if l.Kind == adjudicator.Heading {
				continue
			}
			if _, le := parseLine(l.Text); le != nil {
				t.Fatalf("accepted line %q does not parse again: %s", l.Text, le.msg)
			}
		}
	})
}
