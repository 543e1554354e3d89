// The builder on the page: its letter.

export default {
  looks: { builder: { letter: 'U' } },
};
