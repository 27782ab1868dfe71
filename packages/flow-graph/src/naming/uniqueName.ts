// Unique names with a bracketed number (spec/3 section 5): a duplicated flow named "Name" becomes
// "Name (1)", then "Name (2)", taking the lowest free number. Duplicating "Name (1)" counts on
// from "Name", not "Name (1) (1)". With a length limit (a flow name's 50), the name is cut to
// leave room for the number, so a copy of a name at the limit is not refused for its length.

const NUMBER_SUFFIX = / \(\d+\)$/;

/** The name within `maxLength` characters (code points), `suffix` included: cut, it ends in "…". */
export function fittedName(name: string, maxLength: number, suffix = ''): string {
  const room = maxLength - [...suffix].length;
  const characters = [...name];
  const base = characters.length > room ? `${characters.slice(0, room - 1).join('').trimEnd()}…` : characters.join('');
  return `${base}${suffix}`;
}

export function uniqueName(name: string, existingNames: Iterable<string>, maxLength = Number.POSITIVE_INFINITY): string {
  const taken = new Set(existingNames);
  const fitted = fittedName(name, maxLength);
  if (!taken.has(fitted)) return fitted;
  const base = name.replace(NUMBER_SUFFIX, '');
  let number = 1;
  while (taken.has(fittedName(base, maxLength, ` (${number})`))) number += 1;
  return fittedName(base, maxLength, ` (${number})`);
}
