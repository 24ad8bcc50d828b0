// Package hexmap is the hex geometry every mincio rules system shares: hex
// ids as printed on the maps (XXYY), grids with their orientation and
// shifted columns or rows, compass directions, neighbours, distance,
// facing (front and rear hexes), hexsides and vertices as values, exact
// centre-to-centre lines of sight, and cheapest paths and range tracing
// under a cost function supplied by the rules system.
//
// Nothing here knows any terrain: a rules system attaches features to
// hexes, hexsides and vertices in its map data and applies its own rules
// (blocking, movement costs, command range) on top of what this package
// reports. Rule numbers cited in comments refer to the rulebooks in
// /work/shared/seeds: Custoza system (002), Risorgimento 1859 (003),
// Tolentino 1815 (004).
//
// Everything is deterministic: integer arithmetic only (lines of sight use
// scaled cube coordinates, costs are integer sixths of a movement point),
// no map iteration in results, documented tie-breaks. See docs/hexmap.md.
package hexmap
