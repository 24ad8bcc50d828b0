// Package version says which mincio this is: printed by `mincio
// --version` and recorded in the header of every game it creates, beside
// the rules revisions (docs/archives.md).
package version

import "runtime/debug"

// version is set at link time (-ldflags "-X
// github.com/mincio/mincio/internal/version.version=v1.2.3").
var version = ""

// String is mincio's version: the one set at link time, else the module
// version Go recorded, else "devel" with the commit it was built from
// when Go recorded one ("devel+a10d386c1f2e", "+dirty" when the tree had
// changes).
func String() string {
	if version != "" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	v, dirty := "devel", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v += "+" + s.Value[:min(12, len(s.Value))]
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if dirty {
		v += "+dirty"
	}
	return v
}
