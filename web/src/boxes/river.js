// The River on the page: nothing of its own yet (web/src/boxes/list.js
// says what a box's module may hold).

export default {};
