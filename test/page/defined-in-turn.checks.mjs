// The bundle's first task does less: each element is registered, and the page's elements of its
// tag upgraded and connected, in a task of its own after it (a top-level await before each
// define, rollup.config.js). Checked on order, not on time: a message loop counts the tasks that
// run, so two steps with different counts ran in different tasks. The bundle's first step is Lit's
// top level, which makes its table of property metadata on the window. A module that imports the bundle still runs
// only once all of it is registered.
import { assert, servedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];

/** Counts tasks with a message loop, and notes the count at the bundle's start and at each define. */
function countTasks() {
  const turns = { task: 0, seen: [] };
  window.turns = turns;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    turns.task++;
    if (!turns.stop) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  let metadata;
  Object.defineProperty(window, 'litPropertyMetadata', {
    configurable: true,
    get: () => metadata,
    set(value) {
      metadata = value;
      turns.seen.push(['bundle', turns.task]);
    },
  });
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (tag, ...rest) {
    turns.seen.push([tag, turns.task]);
    return define.call(this, tag, ...rest);
  };
}

const bundles = [
  { src: '/dist/yahtzee-widgets.min.js', tags },
  ...tags.map((tag) => ({ src: `/dist/cdn/${tag}.min.js`, tags: [tag] })),
];

export function checks({ url, browser }) {
  return [
    [
      "each element is registered in a task of its own, after the bundle's first task (all-in-one and each element alone)",
      async () => {
        for (const bundle of bundles) {
          const { context, page, problems } = await servedPage(browser, url, {
            name: 'defined-in-turn.html',
            initScript: countTasks,
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
              <script type="module" src="${bundle.src}"></script></head>
              <body><first-player-picker id="picker"></first-player-picker>
              <dice-roller id="roller"></dice-roller>
              <yahtzee-scorecard players="Ann, Bo" dice-roller="roller" first-player-picker="picker"></yahtzee-scorecard>
              </body></html>`,
          });
          const { seen, drawn } = await page.evaluate(async (tags) => {
            await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
            const elements = tags.map((tag) => document.querySelector(tag));
            await Promise.all(elements.map((element) => element.updateComplete));
            window.turns.stop = true;
            return {
              seen: window.turns.seen.filter(([step]) => step === 'bundle' || tags.includes(step)),
              drawn: elements.map((element) => element.shadowRoot.childElementCount > 0),
            };
          }, bundle.tags);
          await context.close();
          const where = bundle.src;
          const steps = seen.map(([step]) => step);
          assert(
            steps.join() === ['bundle', ...bundle.tags].join(),
            `${where}: steps ${steps} (the bundle's start, then its defines in order, expected)`,
          );
          for (let i = 1; i < seen.length; i++) {
            const [step, task] = seen[i];
            const [before, taskBefore] = seen[i - 1];
            assert(
              task > taskBefore,
              `${where}: ${step} was defined in the same task as ${before === 'bundle' ? "the bundle's start" : `${before}'s define`}`,
            );
          }
          assert(drawn.every(Boolean), `${where}: elements not drawn: ${drawn}`);
          assert(problems.length === 0, `${where}: ${problems.join('; ')}`);
        }
      },
    ],
    [
      'a module that imports the bundle runs once all three elements are registered',
      async () => {
        const { context, page, problems } = await servedPage(browser, url, {
          name: 'imports-bundle.html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
            <body><dice-roller></dice-roller><script type="module">
              import { DiceRoller } from '/dist/yahtzee-widgets.min.js';
              window.onImport = {
                registered: ${JSON.stringify(tags)}.map((tag) => customElements.get(tag) !== undefined),
                upgraded: document.querySelector('dice-roller') instanceof DiceRoller,
              };
            </script></body></html>`,
        });
        await page.waitForFunction(() => window.onImport);
        const seen = await page.evaluate(() => window.onImport);
        await context.close();
        assert(seen.registered.every(Boolean), `registered on import: ${seen.registered}`);
        assert(seen.upgraded, 'the <dice-roller> in the page was not upgraded on import');
        assert(problems.length === 0, problems.join('; '));
      },
    ],
  ];
}
