// The page side of `npm run bench`. `installHelpers` is run in each page (page.evaluate) after its
// load, so it reaches nothing outside itself; it sets `window.bench`, whose functions measure with
// performance.now() in the page (Chromium rounds it to 0.1 ms) and return milliseconds.

export function installHelpers() {
  /**
   * The next frame: a requestAnimationFrame, then a task posted from it, which runs once that
   * frame's style, layout and paint are done. `at` resolves with the time then; `request` is the
   * rAF's id, which names the frame in a trace (FireAnimationFrame's id).
   */
  const nextFrame = () => {
    let request;
    const at = new Promise((resolve) => {
      request = requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    return { at, request };
  };

  const card = () => document.querySelector('yahtzee-scorecard');
  const parse = (html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };

  window.bench = {
    /**
     * Create, set the attributes, append: to the first render laid out (its first change in the
     * shadow root, seen by a MutationObserver, then a layout read), to the next frame, and to the
     * element whole (updateComplete, which a card's later file's parts are part of, laid out).
     */
    async insert({ tag, attributes }) {
      const start = performance.now();
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
      const drawn = await new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          element.getBoundingClientRect();
          resolve(performance.now());
        });
        // Lit draws in a microtask after the connect, never inside it.
        observer.observe(element.shadowRoot, { childList: true, subtree: true });
      });
      const frame = await nextFrame().at;
      await element.updateComplete;
      if (!element.shadowRoot?.firstElementChild) throw new Error(`<${tag}> drew nothing`);
      element.getBoundingClientRect();
      const whole = performance.now();
      return { drawn: drawn - start, frame: frame - start, whole: whole - start };
    },

    /**
     * What an element's first render leaves in its shadow root (what `insert` times to drawn, seen
     * by the same MutationObserver), as static markup (Lit's comment markers left out) and the
     * text of its style sheets then: for `insertStatic`.
     */
    async snapshot({ tag, attributes }) {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
      const root = element.shadowRoot;
      const snapshot = await new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve({
            html: root.innerHTML.replace(/<!--[^]*?-->/g, ''),
            css: root.adoptedStyleSheets.map((sheet) =>
              [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
            ),
            elements: root.querySelectorAll('*').length,
          });
        });
        observer.observe(root, { childList: true, subtree: true });
      });
      await element.updateComplete;
      element.remove();
      return snapshot;
    },

    /**
     * The floor of a first render: the same shadow DOM and styles as a snapshot, put in a shadow
     * root as static markup and appended, to laid out (a layout read). No script of ours runs:
     * what it costs is the browser's own parsing, style, layout of that DOM in this cold page.
     */
    insertStatic({ html, css }) {
      const start = performance.now();
      const host = document.createElement('div');
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = css.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      root.innerHTML = html;
      document.body.append(host);
      host.getBoundingClientRect();
      return performance.now() - start;
    },

    /**
     * Times the next click (its event, seen first, at the window) until `selector` is present (or
     * absent) in the card's shadow root, seen by a MutationObserver, and until the next frame.
     * The result is `window.bench.result`, a promise; its `request` names that frame in a trace.
     */
    arm({ selector, present, inPage = false }) {
      const root = inPage ? document.body : card().shadowRoot;
      const done = () => (root.querySelector(selector) !== null) === present;
      if (done()) throw new Error(`${selector} is ${present ? 'there' : 'gone'} before the click`);
      let clicked;
      const onClick = () => (clicked ??= performance.now());
      window.addEventListener('click', onClick, { capture: true });
      window.bench.result = new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (clicked === undefined || !done()) return;
          const dom = performance.now();
          stop();
          const { at, request } = nextFrame();
          at.then((frame) => resolve({ dom: dom - clicked, frame: frame - clicked, request }));
        });
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`${selector} not ${present ? 'there' : 'gone'} 10 s after the click`));
        }, 10000);
        const stop = () => {
          observer.disconnect();
          clearTimeout(timer);
          window.removeEventListener('click', onClick, { capture: true });
        };
        observer.observe(root, { subtree: true, childList: true, attributes: true });
      });
    },

    /** A button outside any element whose click sets one attribute on itself (the floor). */
    floorButton() {
      const button = document.createElement('button');
      button.id = 'floor';
      button.textContent = 'Floor';
      button.addEventListener('click', () => button.toggleAttribute('data-on'));
      document.body.prepend(button);
    },

    /**
     * The floor of what a click on the card changes: the shadow DOM of each element in `states`
     * (the card's, and a linked roller's) before and after it (`before`, `after`: its markup) as a
     * static copy with that element's style sheets, in its place (the element is hidden), and a
     * plain button whose click turns the copies into the other state by the fewest DOM
     * operations, worked out before the click (`replay.prepare()`, which returns their number):
     * the browser's own style, layout and paint of what changes, with no script of ours but the
     * operations themselves.
     */
    replica(states) {
      const copies = states.map(({ tag, before, after }) => {
        const element = document.querySelector(tag);
        const host = document.createElement('div');
        host.style.width = `${element.getBoundingClientRect().width}px`;
        const root = host.attachShadow({ mode: 'open' });
        root.adoptedStyleSheets = element.shadowRoot.adoptedStyleSheets;
        root.innerHTML = before;
        element.after(host);
        element.style.display = 'none';
        return { element, host, root, states: [parse(after), parse(before)] };
      });
      // The children kept are the longest run of names the two lists share, in order (each pair
      // compared inside); the others are removed or inserted, new nodes cloned in the click (as a
      // template's are).
      const diff = (was, now, operations) => {
        if (was.nodeType === 1) {
          for (const { name, value } of now.attributes) {
            if (was.getAttribute(name) !== value) {
              operations.push(() => was.setAttribute(name, value));
            }
          }
          for (const { name } of [...was.attributes]) {
            if (!now.hasAttribute(name)) operations.push(() => was.removeAttribute(name));
          }
        }
        const old = [...was.childNodes];
        const nodes = [...now.childNodes];
        // kept[i][j]: how many names old[i..] and nodes[j..] share, in order.
        const kept = Array.from({ length: old.length + 1 }, () =>
          new Array(nodes.length + 1).fill(0),
        );
        for (let i = old.length - 1; i >= 0; i--) {
          for (let j = nodes.length - 1; j >= 0; j--) {
            kept[i][j] =
              old[i].nodeName === nodes[j].nodeName
                ? kept[i + 1][j + 1] + 1
                : Math.max(kept[i + 1][j], kept[i][j + 1]);
          }
        }
        let i = 0;
        let j = 0;
        while (i < old.length || j < nodes.length) {
          if (i < old.length && j < nodes.length && old[i].nodeName === nodes[j].nodeName) {
            const [a, b] = [old[i++], nodes[j++]];
            if (a.nodeType === 1) diff(a, b, operations);
            else if (a.nodeValue !== b.nodeValue)
              operations.push(() => (a.nodeValue = b.nodeValue));
          } else if (j < nodes.length && (i === old.length || kept[i][j + 1] >= kept[i + 1][j])) {
            const [node, next] = [nodes[j++], old[i] ?? null];
            operations.push(() => was.insertBefore(document.importNode(node, true), next));
          } else {
            const node = old[i++];
            operations.push(() => node.remove());
          }
        }
      };
      const button = document.createElement('button');
      button.id = 'replay';
      button.textContent = 'Replay';
      let operations = [];
      let turn = 0;
      button.addEventListener('click', () => {
        for (const operation of operations) operation();
        button.toggleAttribute('data-on');
      });
      document.body.prepend(button);
      window.bench.replay = {
        prepare() {
          operations = [];
          for (const copy of copies) diff(copy.root, copy.states[turn % 2], operations);
          turn++;
          return operations.length;
        },
        remove() {
          for (const { host, element } of copies) {
            host.remove();
            element.style.display = '';
          }
          button.remove();
        },
      };
    },

    /** The card's game where the UI is measured: its seat to play and round. */
    cardState() {
      const element = card();
      return {
        round: element.round,
        currentPlayer: element.currentPlayer,
        drawn: !!element.shadowRoot?.querySelector('table.sheet'),
      };
    },

    /**
     * Plays `entries` ({ category, dice }) on a new card through its enterDice, for each game, and
     * returns what it saved in localStorage (the JSON string under its storage key).
     */
    async saves({ players, games }) {
      const saved = {};
      for (const { key, entries } of games) {
        localStorage.removeItem(key);
        const element = document.createElement('yahtzee-scorecard');
        element.setAttribute('storage-key', key);
        element.setAttribute('players', players.join(','));
        document.body.append(element);
        await element.updateComplete;
        for (const { category, dice } of entries) element.enterDice(category, dice);
        await element.updateComplete;
        // Entries are saved asynchronously, each under the Web Lock named after the key: once
        // that lock is granted, every save queued before is done.
        await navigator.locks.request(key, () => undefined);
        await element.updateComplete;
        saved[key] = localStorage.getItem(key);
        element.remove();
      }
      // Kept by the caller, each in an origin of its own: this one keeps none of them.
      localStorage.clear();
      return saved;
    },

    seed(items) {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },

    /**
     * `<dice-roller>`'s roll() until its render, over and over for `sampleMs` per sample; a
     * newTurn() (not timed) when the turn has no roll left. Rolls per second of each sample.
     */
    async rollRates({ key, warmUp, samples, sampleMs }) {
      const roller = document.createElement('dice-roller');
      roller.setAttribute('storage-key', key);
      document.body.append(roller);
      await roller.updateComplete;
      const rates = [];
      for (let sample = 0; sample < warmUp + samples; sample++) {
        let rolls = 0;
        let busy = 0;
        while (busy < sampleMs) {
          // `rolls` is left out unless set: the ruleset's three rolls then.
          if (roller.rollNumber >= (roller.rolls ?? 3)) {
            roller.newTurn();
            await roller.updateComplete;
          }
          const start = performance.now();
          roller.roll();
          await roller.updateComplete;
          busy += performance.now() - start;
          rolls++;
        }
        if (sample >= warmUp) rates.push((rolls * 1000) / busy);
      }
      roller.remove();
      return rates;
    },
  };
}
