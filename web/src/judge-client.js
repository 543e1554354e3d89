// The page's side of the judging worker. One job runs at a time and at most
// one waits: a newer job replaces the waiting one, and when the running one
// has gone on long enough to be a large table, the worker is ended and a
// new one started from the already compiled module, so that the latest edit
// is judged at once instead of after every edit before it. A job that is
// replaced answers null.

// Below this a judgement is sure to end sooner than a worker starts again.
const PATIENCE_MS = 40;

// `module` is a promise of the compiled module: the worker's script loads
// while the module compiles.
export function judgeClient(module, onCancel = () => {}) {
  let worker = null;
  let running = null;
  let waiting = null;
  let seq = 0;

  const spawn = () => {
    worker = new Worker(new URL('./judge-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = (event) => {
      const answer = event.data;
      if (!running || answer.id !== running.job.id) return;
      const done = running;
      running = null;
      if (answer.error) {
        worker.terminate();
        spawn();
      }
      done.resolve(answer);
      next();
    };
    const mine = worker;
    module.then((m) => mine.postMessage({ module: m }));
  };

  const next = () => {
    if (running || !waiting) return;
    running = { ...waiting, started: performance.now() };
    waiting = null;
    worker.postMessage(running.job);
  };

  // The running job, if it is still the one that was running when a newer
  // one came and has run past the patience, is dropped with its worker.
  const giveUp = (was) => {
    if (running !== was || !waiting) return;
    worker.terminate();
    running.resolve(null);
    running = null;
    onCancel();
    spawn();
    next();
  };

  spawn();

  return function ask(job) {
    return new Promise((resolve) => {
      if (waiting) {
        waiting.resolve(null);
        onCancel();
      }
      waiting = { job: { ...job, id: ++seq }, resolve };
      if (running) setTimeout(giveUp, Math.max(0, running.started + PATIENCE_MS - performance.now()), running);
      next();
    });
  };
}
