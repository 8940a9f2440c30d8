/**
 * An on/off attribute whose default is not off: present is on, "false" (in any case, spaces
 * around it) is off, absent leaves the choice to the ruleset (Maxi Yatzy saves rolls unless told
 * `saved-rolls="false"`; an editor's "FALSE" meant off too).
 */
export const onOffOrUnset = (value: string | null): boolean | undefined =>
  value === null ? undefined : value.trim().toLowerCase() !== 'false';
