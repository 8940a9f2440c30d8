// A page whose Content-Security-Policy allows workers from its own origin only (no `blob:`): a
// worker script of another origin can start neither way, and the page solves on its main thread.
// A file of its own: the policy stays on the page once set.
import { expect } from '@open-wc/testing';
import { testWorker, tinyGame } from './games.js';
import { clearCache, expectProgress, freshClient, recordingWorker, withWorker } from './helpers.js';

describe("loadAdvisor under a CSP of worker-src 'self'", () => {
  before(() => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "worker-src 'self'";
    document.head.append(policy);
  });
  beforeEach(clearCache);

  it('a script of this origin still starts a module worker', async () => {
    const { loadStrategy } = await freshClient();
    const loaded = await loadStrategy(tinyGame, { worker: testWorker });
    expect(loaded.source).to.equal('worker');
    await loaded.stored;
  });

  it('a script of another origin: the blob worker is refused too, and the page solves', async () => {
    // Refused as another origin's script is (see load.test.ts), so that only the CSP stops the blob.
    const { Worker: Refusing, started } = recordingWorker({ refuse: true });
    const { loadStrategy } = await freshClient();
    const progress: [number, number][] = [];
    const loaded = await withWorker(Refusing, () =>
      loadStrategy(tinyGame, { worker: testWorker, onProgress: (...step) => progress.push(step) }),
    );
    expect(loaded.source).to.equal('main-thread');
    expect(started).to.have.length(2);
    expect(started[1]).to.match(/^blob:/);
    expectProgress(progress);
    await loaded.stored;
  });
});
