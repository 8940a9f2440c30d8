/** The pips shown inside `node`: every die face holds all seven, its class shows its number's. */
export const shownPips = (node: Element): SVGCircleElement[] =>
  [...node.querySelectorAll<SVGCircleElement>('circle.pip')].filter(
    (pip) => getComputedStyle(pip).visibility === 'visible',
  );
