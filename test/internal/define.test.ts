import { expect } from '@open-wc/testing';
import { define } from '../../src/internal/define.js';

describe('define', () => {
  it('registers a new tag', () => {
    class First extends HTMLElement {}
    define('yw-test-first', First);
    expect(customElements.get('yw-test-first')).to.equal(First);
  });

  it('is a no-op when the same class is defined again', () => {
    class Again extends HTMLElement {}
    define('yw-test-again', Again);
    expect(() => define('yw-test-again', Again)).not.to.throw();
    expect(customElements.get('yw-test-again')).to.equal(Again);
  });

  it('warns and keeps the first class when another class takes the tag (two bundles on a page)', () => {
    class One extends HTMLElement {}
    class Two extends HTMLElement {}
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      define('yw-test-twice', One);
      expect(() => define('yw-test-twice', Two)).not.to.throw();
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('yw-test-twice')).to.equal(One);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]?.[0])).to.contain('yw-test-twice');
  });

  it('uses the registry it is given', () => {
    const calls: string[] = [];
    const registry = {
      get: () => undefined,
      define: (tag: string) => calls.push(tag),
    } as unknown as CustomElementRegistry;
    define('yw-test-registry', class extends HTMLElement {}, registry);
    expect(calls).to.deep.equal(['yw-test-registry']);
    expect(customElements.get('yw-test-registry')).to.equal(undefined);
  });
});
