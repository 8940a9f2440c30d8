// A radio's group name that leaves with the radio: Chromium keeps a radio removed from a shadow root
// in that root's radio group for good, and with it the radio's whole row (a finished game's players'
// list, game after game). Lit tells the directive before it removes the radio, which then drops the
// name while still in the tree: the group lets it go.
import { AsyncDirective, directive, type PartInfo } from 'lit/async-directive.js';
import type { AttributePart } from 'lit/directive.js';

class GroupName extends AsyncDirective {
  #radio: Element;
  #name = '';

  constructor(part: PartInfo) {
    super(part);
    this.#radio = (part as AttributePart).element;
  }

  render(name: string): string {
    this.#name = name;
    return name;
  }

  protected override disconnected(): void {
    this.#radio.removeAttribute('name');
  }

  protected override reconnected(): void {
    this.#radio.setAttribute('name', this.#name);
  }
}

/** `name=${groupName('starter')}` on a radio of a shadow root's group. */
export const groupName = directive(GroupName);
