/**
 * An on/off attribute whose default is not off: present is on, "false" is off, absent leaves the
 * choice to the ruleset (Maxi Yatzy saves rolls unless told `saved-rolls="false"`).
 */
export const onOffOrUnset = (value: string | null): boolean | undefined =>
  value === null ? undefined : value !== 'false';
