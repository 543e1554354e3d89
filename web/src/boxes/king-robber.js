// King & Robber on the page: nothing of its own yet. Its tiles are drawn as
// any other; the position's `king` and `robber` (who holds each tile) are
// kept in the file's tree as written, with no control of their own (web/src/
// boxes/list.js says what a box's module may hold).

export default {};
