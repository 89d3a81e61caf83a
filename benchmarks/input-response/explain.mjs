// --explain: what to fix when an interaction is over budget. The page's main-thread work during the interaction,
// from a trace and a sampled CPU profile; the tracing adds a little to every task.

/**
 * Starts tracing and profiling `page` in `browser`; the function it returns stops both and prints, under the
 * interaction's `key`, the main thread's work by kind and the JavaScript by function.
 */
export async function explainInteraction(browser, page) {
  const stopTrace = await traceWork(browser);
  await page.send('Profiler.enable');
  await page.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.send('Profiler.start');
  return async (key) => {
    console.log(`${key}: ${await stopTrace()}`);
    const { profile } = await page.send('Profiler.stop');
    console.log(`${key}, JavaScript by function: ${hottestFunctions(profile)}`);
  };
}

/** Starts a trace of the renderer's work; the function it returns stops it and names the page's main-thread work. */
async function traceWork(browser) {
  const stopTrace = await browser.trace('devtools.timeline,disabled-by-default-devtools.timeline,v8');
  return async () => {
    const { events, mainThreads } = await stopTrace();
    events.sort((a, b) => a.ts - b.ts);
    // Per renderer main thread: its tasks' thread time, the work inside them by kind, and each style recalculation's
    // size (a whole page restyled on a click is the first thing to look for).
    const byThread = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
      const thread = byThread.get(`${e.pid}:${e.tid}`) ?? { tasks: 0, work: new Map(), styled: [] };
      if (e.name === 'UpdateLayoutTree')
        thread.styled.push(`${e.args?.elementCount ?? '?'} in ${Math.round((e.tdur ?? e.dur ?? 0) / 1000)} ms`);
      // Thread time: what the work holds the thread for, not the time it waited for a core on a busy machine.
      const ms = (e.tdur ?? e.dur ?? 0) / 1000;
      if (e.name.endsWith('RunTask')) {
        // A task inside another (nested run loops) is counted with the outer one.
        if (e.ts >= (thread.taskEnd ?? 0)) thread.tasks += ms;
        thread.taskEnd = Math.max(thread.taskEnd ?? 0, e.ts + (e.dur ?? 0));
      } else {
        const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
        const name = url ? `${e.name} ${url.replace(/^.*\//, '')}` : e.name;
        thread.work.set(name, (thread.work.get(name) ?? 0) + ms);
      }
      byThread.set(`${e.pid}:${e.tid}`, thread);
    }
    const page = [...byThread.values()].sort((a, b) => b.tasks - a.tasks)[0];
    if (!page) return 'no main-thread work traced';
    const top = [...page.work.entries()]
      .filter(([name]) => !['v8.callFunction', 'v8.run', 'ThreadControllerImpl::RunTask'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
      .join(', ');
    return `main-thread CPU ${Math.round(page.tasks)} ms: ${top}; elements styled: ${page.styled.join(', ')}`;
  };
}

/** The functions that ran longest (self time) in a sampled CPU profile, named with their file. */
function hottestFunctions(profile) {
  const self = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, at) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000);
  });
  return [...self.entries()]
    .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join(', ');
}
