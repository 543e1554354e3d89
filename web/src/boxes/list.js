// Every box the page knows something of, a line each (its import, and its
// name in BOXES): its module in this folder says what the page does for it
// (its figures' letters and spots, its marks on the board, its controls in
// the setup, its words for a deployment, its choices in the action panel).
// The shared modules ask each box of this list in turn, and a box answers
// only what it has; a new box is its module and its line here. The order
// is the order of the turn's steps that the boxes' choices belong to,
// which is the order the action panel shows them in: the phantom after the
// turn's figure, the dragon's path, the ferries, freed wagons, castles, a
// knight's escape, the City.
//
// What a box's module may hold (each part optional):
//   looks           {kind: {letter, r, square}}: how its figures are drawn
//   ownSpots(kind)  the only spots a figure of its may take (the barn's corners)
//   moreSpots(tile, kind)  spots it adds to a tile's points and middles (a tower's top)
//   spotXY(f)       where on a tile (0 to 1 across) a figure at such a spot stands
//   tileMark(origin, entry, S)  an SVG element over a tile of the board (a tower's floors)
//   tableMarks(model, shown, origin, S)  SVG elements over the figures (the dragon)
//   setup(inPlay)   its controls among the rules and players, shown or hidden
//   wire()          those controls wired, once
//   rulesLeft(m, inPlay)  the tree once the rule sets changed: what it leaves when out of play (the wagon rule)
//   where(d)        where a deployment's figure goes, in words (a flight)
//   deployWords(d)  a deployment of its own, in words (the abbot taken back)
//   tableChoices(body)  groups of chips for the position, above the turn's
//   turnChoices(c)  groups of chips for the turn: c = {body, t, place, here, choose, distinct, where}
//   turnFigure      {part, figure}: a part of the turn of its own that puts a figure on the turn's tile (the phantom)
//   turnLaid(a, fit)  the turn's tile placed or turned: its parts of the turn afresh (a lake's ferry)
//   tablePlaced(entry), tableTurned(entry)  a table tile placed or turned (a lake's ferry)
//   ruling(box, r, byTurn)  its lines under a legal ruling's points (goods, prisoners)
//   rename(m, t, names)  the players its pieces name in the tree and the turn, renamed (names: old -> new)

import phantom from './phantom.js';
import princessDragon from './princess-dragon.js';
import ferries from './ferries.js';
import abbeyMayor from './abbey-mayor.js';
import castles from './castles.js';
import sieges from './sieges.js';
import count from './count.js';
import abbot from './abbot.js';
import bigFollower from './big-follower.js';
import flier from './flier.js';
import builder from './builder.js';
import pig from './pig.js';
import tradersBuilders from './traders-builders.js';
import tower from './tower.js';
import festival from './festival.js';
import river from './river.js';
import riverIi from './river-ii.js';
import kingRobber from './king-robber.js';
import shrines from './shrines.js';
import bridgesCastlesBazaars from './bridges-castles-bazaars.js';

export const BOXES = [phantom, princessDragon, ferries, abbeyMayor, castles, sieges, count, abbot, bigFollower, flier, builder, pig, tradersBuilders, tower, festival, river, riverIi, kingRobber, shrines, bridgesCastlesBazaars];

// The first answer of any box to a question, or undefined.
export const asked = (question, ...args) => {
  for (const b of BOXES) {
    const answer = b[question]?.(...args);
    if (answer !== undefined) return answer;
  }
  return undefined;
};
