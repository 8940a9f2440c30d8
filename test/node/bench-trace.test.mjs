// The bench's reading of a Chrome trace (scripts/bench/trace.mjs): a click's main-thread work, its
// share of the browser's rendering and that share by stage, on a trace made by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickWork } from '../../scripts/bench/trace.mjs';

const thread = { pid: 1, tid: 7 };
/** A complete event at `ts` µs lasting `dur` µs, its CPU time the same unless `tdur` says. */
const event = (name, ts, dur, { tdur = dur, data } = {}) => ({
  ...thread,
  ph: 'X',
  name,
  ts,
  dur,
  tts: ts,
  tdur,
  args: data ? { data } : {},
});

/**
 * A click task (the click's dispatch at 1,100 µs, a forced style and layout in it, the bench's
 * observer asking for frame 42), an idle wait, then the frame's task (the bench's rAF callback,
 * style again, pre-paint, paint, commit), and a task of another thread that must not count.
 */
function trace() {
  return [
    event('RunTask', 1000, 3000),
    event('EventDispatch', 1000, 50, { data: { type: 'pointerup' } }),
    event('EventDispatch', 1100, 1400, { data: { type: 'click' } }),
    event('UpdateLayoutTree', 1300, 200),
    event('Layout', 1500, 400),
    // Inside the layout: not counted twice.
    event('UpdateLayoutTree', 1600, 100),
    event('FunctionCall', 2600, 100),
    {
      ...thread,
      ph: 'X',
      name: 'RequestAnimationFrame',
      ts: 2650,
      dur: 0,
      args: { data: { id: 42 } },
    },
    // Its CPU time is less than its wall time by the commit's wait on the compositor.
    event('RunTask', 9000, 2500, { tdur: 2150 }),
    event('FireAnimationFrame', 9000, 300, { data: { id: 42 } }),
    event('UpdateLayoutTree', 9400, 100),
    event('PrePaint', 9600, 300),
    event('Paint', 10000, 700),
    // Its wall time waits on the compositor; its CPU time is what counts.
    event('Commit', 10800, 500, { tdur: 150 }),
    { ...event('Paint', 10000, 5000), tid: 8 },
  ];
}

test('a click is its task from the dispatch on, plus its frame, without the bench’s own callbacks', () => {
  const click = clickWork(trace(), 42);
  // (4000 − 1100) + 2500 of CPU time: the commit's wait is no CPU time; less the observer's 100
  // and the rAF callback's 300.
  assert.equal(click.work, (4000 - 1100 + 2500 - 350 - 100 - 300) / 1000);
  assert.equal(click.wall, (4000 - 1100 + 2500 - 100 - 300) / 1000);
  assert.deepEqual(click.between, []);
});

test('its rendering is the browser’s stages, each event counted once, by stage', () => {
  const click = clickWork(trace(), 42);
  const stages = Object.entries(click.stages).map(([stage, ms]) => [stage, +ms.toFixed(6)]);
  assert.deepEqual(Object.fromEntries(stages), {
    style: 0.3,
    layout: 0.4,
    prePaint: 0.3,
    paint: 0.7,
    composite: 0.15,
  });
  const sum = Object.values(click.stages).reduce((total, ms) => total + ms, 0);
  assert.equal(sum.toFixed(6), click.rendering.toFixed(6));
  assert.equal(click.rendering, 1.85);
});

test('page script in a task between the click and its frame is reported, not counted', () => {
  const events = [...trace(), event('RunTask', 5000, 300), event('TimerFire', 5000, 300)];
  const click = clickWork(events, 42);
  assert.deepEqual(click.between, ['TimerFire']);
  assert.equal(click.work, clickWork(trace(), 42).work);
});

test('a frame the trace does not hold is an error, not a figure', () => {
  assert.throws(() => clickWork(trace(), 43), /rAF 43 fired 0 times/);
});
