// Server rendering as a site builder does it: the package's root entry imported in Node (no DOM),
// the three elements rendered to HTML with declarative shadow roots. Fails unless each one gives
// its first markup.
import assert from 'node:assert/strict';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import 'yahtzee-widgets';

const page = html`
  <dice-roller id="roller" ruleset="yatzy"></dice-roller>
  <first-player-picker id="picker" players="Ann, Bo"></first-player-picker>
  <yahtzee-scorecard
    ruleset="yatzy"
    dice-roller="roller"
    first-player-picker="picker"
  ></yahtzee-scorecard>
`;
const markup = await collectResult(render(page));

for (const tag of ['dice-roller', 'first-player-picker', 'yahtzee-scorecard']) {
  const element = new RegExp(
    `<${tag}[^>]*>\\s*(?:<!--[^]*?-->\\s*)*<template shadowroot(?:mode)?="open"`,
  );
  assert.match(markup, element, `<${tag}> has a declarative shadow root`);
}
// Text a reader sees before any script runs.
assert.match(markup, /Roll/, 'the roller shows its Roll button');
console.log(`ssr-node: the three elements rendered on the server (${markup.length} characters)`);
