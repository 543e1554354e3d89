// The pig on the page: its letter.

export default {
  looks: { pig: { letter: 'p' } },
};
