// The main-thread work of a timed click, from a Chrome trace (devtools.timeline) of the clicks.
//
// "click → frame, main-thread work" is the renderer main thread's CPU time (the trace's thread
// time) in two tasks:
//   (the task that dispatched the click, from the start of the click's EventDispatch to its end)
//   + (the whole task of the next frame: the one that ran the bench's requestAnimationFrame
//      callback, i.e. rAF callbacks, style, layout, pre-paint, paint, layerize, commit).
// Left out: the idle time between them (the wait for the display's next frame, vsync), what the
// task ran before the click's dispatch (pointerup, mouseup), and, being CPU time, the main
// thread's waits inside the tasks: on the compositor thread in Commit (1-2 ms of wall time for the
// floor here, 0.15 ms of CPU) and on the other processes of this shared 2-core machine. The wall
// time of the same two spans is in the JSON (`wallSamples`). The bench's own callbacks are taken
// out where the trace names them: the MutationObserver callback that requested the frame (the
// FunctionCall around that RequestAnimationFrame) and the rAF callback (its FireAnimationFrame),
// 0.1-0.3 ms together; its click listener and earlier observer calls (hundredths of a ms) stay in.
// Tasks between the two are not counted: none of the measured clicks posts one (a problem is
// reported if page script runs in one). The traced clicks are extra runs after the untraced ones
// that give the other figures, so the tracing cannot change those.
//
// Playwright's click() sends mousemove, mousedown and mouseup as separate input events: the hover
// (pointerover) and the focus move on mousedown run before the click's dispatch, often in tasks
// of their own, and are not in the figure. That is right for this library: it has no :hover
// styles, and mouse focus matches no :focus-visible rule, so they cost a few tenths of a ms of
// hit tests and style (the trace shows it), most of it Playwright's own pointerdown listener. A
// phone's tap does not hover apart from the click either: its compatibility mouse events and the
// click come together from the tap, the click last.

/** Categories for the trace: timeline events, and RunTask (each main-thread task) from the disabled-by-default one. */
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Runs `body` with the page traced; resolves with the trace's events. */
export async function traced(page, body) {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories });
  let buffer;
  try {
    await body();
  } finally {
    // Always stopped, or the next startTracing throws.
    buffer = await browser.stopTracing();
  }
  const trace = JSON.parse(buffer.toString('utf8'));
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/**
 * The browser's own rendering: style, layout, paint and what follows them, each trace event's name
 * with the stage the bench prints it in. Counted where they run in the click's span or its frame,
 * forced by script or not, but not inside another of them.
 */
export const renderingStages = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prePaint',
  Paint: 'paint',
  Layerize: 'composite',
  UpdateLayer: 'composite',
  Commit: 'composite',
};

/** Page script that runs in a task of its own. */
const scriptEvents = new Set(['TimerFire', 'FunctionCall', 'FireIdleCallback']);

/**
 * The work of the click whose next frame ran the rAF callback `frameRequest` (the id
 * requestAnimationFrame returned in the page), in ms of CPU time (`work`, and of it the browser's
 * style, layout and paint: `rendering`, and that by stage: `stages`) and of wall time (`wall`), with the page script that ran
 * between the two tasks (to be reported: it is not in the figure).
 */
export function clickWork(events, frameRequest) {
  const fired = events.filter(
    (event) => event.name === 'FireAnimationFrame' && event.args?.data?.id === frameRequest,
  );
  if (fired.length !== 1)
    throw new Error(`rAF ${frameRequest} fired ${fired.length} times in the trace`);
  const { pid, tid } = fired[0];
  const thread = events
    .filter((event) => event.pid === pid && event.tid === tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = thread.filter((event) => event.name === 'RunTask');
  const around = (event) =>
    tasks.find((task) => task.ts <= event.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur);
  // The bench's MutationObserver requested the frame once it saw the click's change: the click is
  // the last one dispatched before that request.
  const requested = thread.find(
    (event) => event.name === 'RequestAnimationFrame' && event.args?.data?.id === frameRequest,
  );
  if (!requested) throw new Error(`rAF ${frameRequest} was not requested in the trace`);
  const click = thread.findLast(
    (event) =>
      event.name === 'EventDispatch' &&
      event.args?.data?.type === 'click' &&
      event.ts < requested.ts,
  );
  if (!click) throw new Error(`no click before rAF ${frameRequest} was requested`);
  const clickTask = around(click);
  const frameTask = around(fired[0]);
  if (!clickTask || !frameTask) throw new Error('the click or its frame ran outside a task');
  const observer = thread.findLast(
    (event) =>
      event.name === 'FunctionCall' &&
      event.ts <= requested.ts &&
      requested.ts <= event.ts + event.dur,
  );
  const bench = [fired[0], observer].filter(Boolean);
  const sum = (key) => bench.reduce((total, event) => total + event[key], 0);
  // ts and dur: wall time; tts and tdur: the thread's CPU time; both in µs. A click dispatched in
  // the frame's own task (input handled at the start of a frame) is one span.
  const durations = { ts: 'dur', tts: 'tdur' };
  const span = (clock) => {
    const duration = durations[clock];
    const fromClick = clickTask[clock] + clickTask[duration] - click[clock];
    return clickTask === frameTask ? fromClick : fromClick + frameTask[duration];
  };
  const between = thread.filter(
    (event) =>
      scriptEvents.has(event.name) &&
      event.ts >= clickTask.ts + clickTask.dur &&
      event.ts < frameTask.ts,
  );
  const inSpan = (event) =>
    (event.ts >= click.ts && event.ts < clickTask.ts + clickTask.dur) ||
    (event.ts >= frameTask.ts && event.ts < frameTask.ts + frameTask.dur);
  let renderedUntil = 0;
  let rendering = 0;
  const stages = { style: 0, layout: 0, prePaint: 0, paint: 0, composite: 0 };
  for (const event of thread) {
    if (!Object.hasOwn(renderingStages, event.name) || !inSpan(event) || event.ts < renderedUntil)
      continue;
    renderedUntil = event.ts + event.dur;
    rendering += event.tdur ?? event.dur;
    stages[renderingStages[event.name]] += (event.tdur ?? event.dur) / 1000;
  }
  return {
    work: (span('tts') - sum('tdur')) / 1000,
    rendering: rendering / 1000,
    stages,
    wall: (span('ts') - sum('dur')) / 1000,
    between: between.map((event) => event.args?.data?.functionName || event.name),
  };
}
