// Every locale of the console, one folder each; the first is the default and the fallback.
// Adding a language: a folder like en/ and one entry here (README, "Adding a language").
import { en } from './en';
import { zh } from './zh';

export const locales = { zh, en };
