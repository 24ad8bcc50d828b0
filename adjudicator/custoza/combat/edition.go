package combat

import "fmt"

// Edition is the rulebook a scenario plays by where the texts differ
// (docs/custoza-editions.md): Goito 1848 (000, English, read with the
// Italian original 001) or Custoza, Fields of Doom (002).
type Edition string

const (
	Goito   Edition = "goito"
	Custoza Edition = "custoza"
)

// ParseEdition reads a scenario's `edition = goito | custoza` option.
func ParseEdition(s string) (Edition, error) {
	switch Edition(s) {
	case Goito, Custoza:
		return Edition(s), nil
	}
	return "", fmt.Errorf("edition %q: want goito or custoza", s)
}

// rule names a rule in the numbering of the edition's rulebook: Goito
// (000) numbers many rules differently from Custoza (002).
func (e Edition) rule(custoza, goito string) string {
	if e == Goito {
		return "Goito " + goito
	}
	return custoza
}
