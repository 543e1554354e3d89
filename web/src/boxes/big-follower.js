// The big follower on the page: a larger disc with a B.

export default {
  looks: { 'big-follower': { letter: 'B', r: 8.5 } },
};
