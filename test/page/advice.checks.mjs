// Advice on a page that loads the all-in-one bundle from dist/: the bundle imports the advisor
// beside it (dist/advisor.min.js), which starts its worker beside itself, and the elements'
// advice toggles show advice worked out there. `node test/page/run.mjs advice` after a build.
import { readFileSync } from 'node:fs';
import { assert, elementsDefined, watchedPage } from './browser.mjs';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Advice</title>
    <link rel="icon" href="/test/page/fixtures/icon.svg" />
    <script type="module" src="/dist/yahtzee-widgets.min.js"></script>
  </head>
  <body>
    <dice-roller id="roller"></dice-roller>
    <yahtzee-scorecard id="card" players="Ann" dice-roller="roller"></yahtzee-scorecard>
  </body>
</html>`;

/** A fresh profile's page at /test/page/advice.html, and the worker scripts it starts. */
async function openPage({ url, browser }) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const watched = await watchedPage(context);
  const workers = [];
  watched.page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await watched.page.route(`${url}/test/page/advice.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: page }),
  );
  await watched.page.goto(`${url}/test/page/advice.html`);
  // Every element of the page, not the card alone: the checks set the roller's random source too.
  await watched.page.evaluate(elementsDefined);
  return { ...watched, context, workers };
}

export function checks(session) {
  return [
    [
      'the all-in-one bundle imports ./advisor.min.js, which is beside it with its worker',
      async () => {
        const bundle = readFileSync('dist/yahtzee-widgets.min.js', 'utf8');
        assert(bundle.includes('import("./advisor.min.js")'), 'no import of ./advisor.min.js');
        assert(!/\bbestKeep\b/.test(bundle), 'the solver is inside the bundle');
        const advisor = readFileSync('dist/advisor.min.js', 'utf8');
        assert(advisor.includes('"./advisor-worker.min.js"'), 'the advisor names no worker');
        readFileSync('dist/advisor-worker.min.js');
      },
    ],
    [
      'from dist/: the advisor solves Yahtzee in dist/advisor-worker.min.js and words its advice',
      async () => {
        const { page, problems, context, workers } = await openPage(session);
        try {
          const advice = await page.evaluate(async () => {
            const bundle = document.querySelector('script[type=module]').src;
            const advisor = await import(new URL('./advisor.min.js', bundle).href);
            const strategy = await advisor.loadAdvisor({ ruleset: 'yahtzee' });
            const sheet = { scores: {}, yahtzeeBonus: 0 };
            return {
              start: strategy.expectedScore(),
              keep: advisor.diceAdvice(strategy, sheet, [4, 6, 4, 6, 6], 2, 'nl'),
              box: advisor.scoreAdvice(strategy, sheet, [3, 3, 3, 4, 4], 'fr').text,
            };
          });
          assert(
            workers.includes('/dist/advisor-worker.min.js'),
            `workers started: ${JSON.stringify(workers)}`,
          );
          assert(advice.start > 250 && advice.start < 255, `expected at the start ${advice.start}`);
          assert(
            JSON.stringify(advice.keep.keep) === '[false,true,false,true,true]',
            `44666 keeps ${JSON.stringify(advice.keep.keep)}`,
          );
          assert(
            /^Houd de drie zessen vast: verwacht \d{3},\d$/.test(advice.keep.text),
            advice.keep.text,
          );
          assert(
            /^Notez \d+ dans la case .+\u00a0: espérance \d{3},\d$/.test(advice.box),
            advice.box,
          );
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
    [
      'the elements with advice switched on: the roller marks the dice, the card ranks the boxes of the last roll',
      async () => {
        const { page, problems, context, workers } = await openPage(session);
        try {
          await page.evaluate(() => {
            const roller = document.querySelector('dice-roller');
            const faces = [4, 6, 4, 6, 6];
            roller.random = (bytes) => bytes.map(() => (faces.shift() ?? 1) - 1);
            roller.advice = true;
            document.querySelector('yahtzee-scorecard').advice = true;
            roller.roll();
          });
          const shown = (selector) =>
            page.evaluate((selector) => {
              const [tag, part] = selector.split(' ');
              const root = document.querySelector(tag).shadowRoot;
              return [...root.querySelectorAll(part)].map((node) => ({
                text: node.textContent.trim(),
                keep: node.classList.contains('keep'),
                best: node.classList.contains('best'),
              }));
            }, selector);
          const started = Date.now();
          let line = '';
          while (!/^Keep/.test(line) && Date.now() - started < 30000) {
            await new Promise((resume) => setTimeout(resume, 100));
            line = (await shown('dice-roller .advice'))[0]?.text ?? '';
          }
          assert(/^Keep the three 6s: expected \d{3}\.\d$/.test(line), `the roller says "${line}"`);
          const marks = (await shown('dice-roller button.die')).map((die) => die.keep);
          assert(JSON.stringify(marks) === '[false,true,false,true,true]', `marks ${marks}`);
          // The first roll is not final: the card names no box (the roller says what to keep).
          const early = await shown('yahtzee-scorecard button[data-place]');
          assert(
            early.every((place) => !place.best && !/expected/.test(place.text)),
            'the card ranked the boxes of a first roll',
          );
          // The last roll: the card ranks the boxes.
          await page.evaluate(() => {
            const roller = document.querySelector('dice-roller');
            roller.roll();
            roller.roll();
          });
          let card = '';
          while (!/^Score/.test(card) && Date.now() - started < 30000) {
            await new Promise((resume) => setTimeout(resume, 100));
            card = (await shown('yahtzee-scorecard .advice'))[0]?.text ?? '';
          }
          assert(/^Score \d+ in .+: expected \d{3}\.\d$/.test(card), `the card says "${card}"`);
          const places = await shown('yahtzee-scorecard button[data-place]');
          assert(places.filter((place) => place.best).length === 1, 'one best place');
          assert(
            places.every((place) => /expected \d{3}\.\d$/.test(place.text)),
            'totals',
          );
          assert(
            workers.includes('/dist/advisor-worker.min.js'),
            `workers started: ${JSON.stringify(workers)}`,
          );
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
  ];
}
