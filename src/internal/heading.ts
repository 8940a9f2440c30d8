/**
 * The `heading-level` attribute: a whole number from 2 to 6 (the article's own outline sits
 * above it), or undefined for any other value, which leaves the element's own levels.
 */
export const headingLevel = (level: unknown): number | undefined =>
  typeof level == 'number' && level > 1 && level < 7 && level % 1 == 0 ? level : undefined;

/** The level of a heading under one of `level` (no deeper than 6). */
export const lowerLevel = (level: number): number => Math.min(level + 1, 6);
