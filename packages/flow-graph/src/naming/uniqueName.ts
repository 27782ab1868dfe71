// Unique names with a bracketed number (spec/3 section 5): a duplicated flow named "Name" becomes
// "Name (1)", then "Name (2)", taking the lowest free number. Duplicating "Name (1)" counts on
// from "Name", not "Name (1) (1)".

const NUMBER_SUFFIX = / \(\d+\)$/;

export function uniqueName(name: string, existingNames: Iterable<string>): string {
  const taken = new Set(existingNames);
  if (!taken.has(name)) return name;
  const base = name.replace(NUMBER_SUFFIX, '');
  let number = 1;
  while (taken.has(`${base} (${number})`)) number += 1;
  return `${base} (${number})`;
}
