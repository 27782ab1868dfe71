// Browser protections sent with every answer. The policies are data: an answer's path picks one
// (first matching rule), so pages with other needs (embeddable chat pages) add a policy and a rule.
import type { FastifyInstance } from 'fastify';
import { isEmbedPath, isServerPath, pathOf } from './serverPaths';

type Directives = Readonly<Record<string, readonly string[]>>;

/** Header name (lower case) to value. */
export type SecurityHeaders = Readonly<Record<string, string>>;

export function contentSecurityPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every answer: the declared type is final (no sniffing), and other sites learn only our origin. */
const EVERY_ANSWER: SecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** JSON and stored bytes are never a page: nothing loads from them and nobody frames them. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The web console (a Vite build): its own scripts only, no inline or evaluated script.
 * - style-src 'unsafe-inline': Mantine writes its theme variables into <style> elements and
 *   CodeMirror injects its editor styles the same way at run time (style-src-elem); style
 *   attributes arrive as markup too (KaTeX's formulas, Mantine, React Flow: style-src-attr).
 *   None of it comes from a file, and a nonce would need a server-rendered page.
 * - img-src data:: the footer's QR code, CodeMirror's tab marker and outputs that are data:image
 *   URLs. Pictures of other sites stay blocked, so a model's answer cannot make the browser call
 *   out with what it read. (Object URLs serve downloads only, which img-src does not govern.)
 * - worker-src 'self': the PDF.js worker is one of the build's files.
 * - font-src 'self': KaTeX's fonts are build files; the build never inlines fonts (apps/web/vite.config.ts).
 */
const CONSOLE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * The embeddable chat (its loader and files under /plugins/, its page at /rest/bot): the console's
 * rules, but any site may frame it, since the bubble's iframe lives on other sites. The page narrows
 * frame-ancestors to a channel code's domain when it has one (web/embedAssets.ts).
 */
export function embedDirectives(frameAncestors: readonly string[] = ['*']): Directives {
  return { ...CONSOLE_DIRECTIVES, 'frame-ancestors': frameAncestors };
}

export const securityPolicies = {
  api: { ...EVERY_ANSWER, 'content-security-policy': contentSecurityPolicy(API_DIRECTIVES), 'x-frame-options': 'DENY' },
  // X-Frame-Options repeats frame-ancestors for browsers that only know the older header.
  console: { ...EVERY_ANSWER, 'content-security-policy': contentSecurityPolicy(CONSOLE_DIRECTIVES), 'x-frame-options': 'SAMEORIGIN' },
  // No X-Frame-Options: it cannot say "any site", and browsers that know frame-ancestors ignore it.
  embed: { ...EVERY_ANSWER, 'content-security-policy': contentSecurityPolicy(embedDirectives()) },
} satisfies Record<string, SecurityHeaders>;

export type SecurityPolicyName = keyof typeof securityPolicies;

export interface SecurityPolicyRule {
  matches(path: string): boolean;
  policy: SecurityPolicyName;
}

/** Asked in order; a path no rule takes gets the console's policy (its pages, files and their 404s). */
export const securityPolicyRules: readonly SecurityPolicyRule[] = [
  { matches: isServerPath, policy: 'api' },
  { matches: isEmbedPath, policy: 'embed' },
];
const DEFAULT_POLICY: SecurityPolicyName = 'console';

function securityPolicyOf(url: string): SecurityPolicyName {
  const path = pathOf(url);
  return securityPolicyRules.find((candidate) => candidate.matches(path))?.policy ?? DEFAULT_POLICY;
}

export function securityHeadersFor(url: string): SecurityHeaders {
  return securityPolicies[securityPolicyOf(url)];
}

/** Each policy's headers as entries, made once rather than for every answer. */
const policyEntries = Object.fromEntries(Object.entries(securityPolicies).map(([name, headers]) => [name, Object.entries(headers)])) as Record<
  SecurityPolicyName,
  Array<[string, string]>
>;

/**
 * Adds the headers to every answer, errors and 404s included. A header the route already set
 * stays: stored bytes carry a stricter policy of their own (files/downloadHeaders.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: no promise per answer for synchronous work (issue 19).
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of policyEntries[securityPolicyOf(request.url)]) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
