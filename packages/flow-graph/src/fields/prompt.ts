// Prompt templates (spec/3 section 5): variables are names in single curly braces; doubled
// braces are literal braces, not variables.

/** The prompt's variable names, each once, in order of appearance. */
export function promptVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.replaceAll(/\{\{|\}\}/g, '').matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
