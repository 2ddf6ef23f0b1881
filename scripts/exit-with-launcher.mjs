/**
 * Preloaded (`node --import`) into a helper process `npm start` runs in a process group of its own: when the process
 * that started it is gone (killed with SIGKILL, so it could not stop its helpers), the helper stops as on Ctrl-C. Node
 * has no parent-death signal; the parent's pid changing (to init or a subreaper) is how the loss shows.
 */
const launcher = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === launcher) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGINT');
}, 500);
watch.unref();
