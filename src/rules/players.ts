import { RuleError, checked } from './rule-error.js';

/** Limits for a table of players; the rulebook sets none, so they are generous. */
export interface PlayerLimits {
  /** Most players a list or a count may hold. */
  maxPlayers: number;
  /** Longest name, in characters (Unicode code points). */
  maxNameLength: number;
}

/**
 * The one name policy of every element: up to 100 players (the rulebook sets no maximum; a club
 * night can be large), names up to 40 characters counted as Unicode code points.
 */
export const playerLimits: Readonly<PlayerLimits> = { maxPlayers: 100, maxNameLength: 40 };

/**
 * A name as it is kept: trimmed, every run of spaces, tabs or line breaks made one space, without
 * the invisible characters that would turn the sentences around it ("Anna's turn") backwards or
 * show as no name: direction marks, embeddings, overrides and isolates, zero-width spaces and
 * joiners between words. Those that join letters or emoji (U+200C, U+200D) stay.
 */
export function cleanName(name: string): string {
  return text(name)
    .replace(/[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Names that are no list of text, or that throw when read, are refused as names that are not text.
const notText = () => new RuleError({ code: 'name-not-text' });

function text(name: unknown): string {
  if (typeof name !== 'string') throw notText();
  return name;
}

/** A name's length as the limit counts it: code points, so an emoji or an accented letter is one. */
export function nameLength(name: string): number {
  return [...text(name)].length;
}

/** Why a text could not be read as players. */
export type PlayersProblem =
  | { problem: 'empty' }
  /** A number that is not whole ("2.5", "1e3"): `text` is what was typed. */
  | { problem: 'not-a-whole-number'; text: string }
  /** A count below one ("0", "-2"). */
  | { problem: 'too-few'; count: number; limit: number }
  /** A count or a list past the limit. */
  | { problem: 'too-many'; count: number; limit: number }
  /** The first name past the length limit, as typed (trimmed). */
  | { problem: 'name-too-long'; name: string; limit: number };

export type ParsedPlayers = { names: string[] } | PlayersProblem;

// Something the reader meant as a number: signs, decimals with a point or a comma, exponents.
const numberLike = /^[+\-\u2212]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[+-]?\d+)?$/i;
const wholeNumber = /^[+\-\u2212]?\d+$/;
// Commas as typed on Western and East Asian keyboards.
const separators = /[,\uFF0C\u3001]/;

/**
 * Reads a text field into player names: a whole number n gives n default names
 * (`defaultName(seat)`, seats from 1); otherwise names separated by commas, trimmed,
 * empty entries ignored, equal names (case-insensitive) told apart as "Anna", "Anna (2)".
 */
export function parsePlayers(
  text: string,
  defaultName: (seat: number) => string,
  limits: PlayerLimits = playerLimits,
): ParsedPlayers {
  return checked(() => readPlayers(text, defaultName, limits), notText);
}

function readPlayers(
  text: string,
  defaultName: (seat: number) => string,
  limits: PlayerLimits,
): ParsedPlayers {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };

  const compact = trimmed.replace(/\s+/g, '');
  if (numberLike.test(compact)) {
    if (!wholeNumber.test(compact)) return { problem: 'not-a-whole-number', text: trimmed };
    const count = Number(compact.replace('\u2212', '-'));
    if (count < 1) return { problem: 'too-few', count, limit: 1 };
    // Not `count > max`: limits without a number must not make billions of names.
    if (!(count <= limits.maxPlayers)) {
      return { problem: 'too-many', count, limit: limits.maxPlayers };
    }
    return { names: Array.from({ length: count }, (_, i) => defaultName(i + 1)) };
  }

  const typed = trimmed
    .split(separators)
    .map(cleanName)
    .filter((name) => name !== '');
  if (typed.length === 0) return { problem: 'empty' };
  if (typed.length > limits.maxPlayers) {
    return { problem: 'too-many', count: typed.length, limit: limits.maxPlayers };
  }
  const tooLong = typed.find((name) => nameLength(name) > limits.maxNameLength);
  if (tooLong !== undefined) {
    return { problem: 'name-too-long', name: tooLong, limit: limits.maxNameLength };
  }
  return { names: distinctNames(typed, limits.maxNameLength) };
}

const key = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * Keeps the first of equal names as typed and numbers the others: "Anna", "Anna (2)", "Anna (3)".
 * A numbered name is cut to fit `maxLength` with its number, so every name stays a name loadGame takes.
 */
export function distinctNames(
  names: readonly string[],
  maxLength = playerLimits.maxNameLength,
): string[] {
  return checked(() => numbered(names, maxLength), notText);
}

function numbered(names: readonly string[], maxLength: number): string[] {
  const used = new Set<string>();
  // A typed "Anna (2)" keeps its name; a generated one skips past it.
  const typedKeys = new Set(names.map(key));
  // The number each name tries next: a long list of one name stays linear.
  const tried = new Map<string, number>();
  return names.map((name) => {
    const k = key(name);
    if (!used.has(k)) {
      used.add(k);
      return name;
    }
    let n = tried.get(k) ?? 1;
    let distinct: string;
    do {
      const number = ` (${++n})`;
      const cut = [...name].slice(0, Math.max(1, maxLength - number.length));
      distinct = cut.join('').trimEnd() + number;
    } while (used.has(key(distinct)) || typedKeys.has(key(distinct)));
    tried.set(k, n);
    used.add(key(distinct));
    return distinct;
  });
}

/** `name` as the seat would get it beside `others`: an equal name is numbered as distinctNames does. */
export function distinctName(others: readonly string[], name: string): string {
  return checked(() => distinctNames([...others, name]).at(-1)!, notText);
}
