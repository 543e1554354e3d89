// The River II on the page: nothing of its own. Its tiles are drawn by the
// shared tile pictures (the river's band, the volcano's mark), and it adds
// no figure, control or choice (web/src/boxes/list.js says what a box's
// module may hold).

export default {};
