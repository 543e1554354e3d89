// Bridges, Castles & Bazaars on the page: nothing of its own yet. Its tiles
// are drawn as any other, a bridge as the judge's picture draws it; the
// position's `bridges` and `bazaar` and the turn's `bridge` and `auction` are
// kept in the file's tree as written, with no control of their own (web/src/
// boxes/list.js says what a box's module may hold).

export default {};
