// Shrines on the page: nothing of their own. A shrine is drawn and chosen
// as a monastery is (its centre name, `shrine`, comes with the tile), and
// the box adds no figure, control or choice (web/src/boxes/list.js says
// what a box's module may hold).

export default {};
