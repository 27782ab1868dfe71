// TypeScript to the JavaScript QuickJS runs: types go, modern syntax stays (QuickJS runs ES2023),
// imports used only as types go too. @app/components compiles its modules with the same options.
import { transform } from 'sucrase';

export function toJavaScript(code: string, filePath: string): string {
  return transform(code, { transforms: ['typescript'], disableESTransforms: true, filePath }).code;
}

/** Sucrase's message without the file name it prefixes: "Unexpected token (3:5)". */
export function syntaxErrorDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error transforming [^:]*:\s*/, '');
}
