// Where the board draws each column (or row) of the table. A table may be
// sparse: two tiles a million squares apart are a position the judge takes.
// So the board draws the squares that hold something and their neighbours,
// and a run of empty squares between them closes up into a narrow gap.
// What the board draws grows with what is on the table, never with the
// distance between its tiles (once a loop over the bounding box, which a
// far square turned into one that did not end).

// `values` are the coordinates on one axis of what is drawn (whole numbers
// the module has checked); `size` is a square's width and `gap` a gap's.
// Returns where each drawn coordinate starts (`at`), the drawn coordinates
// in order (`values`), the gaps (`{offset, from, to}`) and the axis' length.
export function axis(values, size, gap) {
  const wanted = [...new Set(values.flatMap((v) => [v - 1, v, v + 1]))].sort((a, b) => a - b);
  const at = new Map();
  const gaps = [];
  let length = 0;
  wanted.forEach((v, i) => {
    if (i > 0 && v > wanted[i - 1] + 1) {
      gaps.push({ offset: length, from: wanted[i - 1] + 1, to: v - 1 });
      length += gap;
    }
    at.set(v, length);
    length += size;
  });
  return { at, values: wanted, gaps, length };
}
