// Each language's own name (中文, English), for a language switch: a module of its own, so a switch
// that loads texts on demand does not bring every language's texts to show their names. The locale
// folders take their `name` from here (not typed by `Language`, which is derived from them).
export const languageNames = { zh: '中文', en: 'English' };
