// Which paths belong to the server's own API, as opposed to the web console it also serves.

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '';
}

/** Paths that belong to the API and never fall back to the console page. */
export function isServerPath(path: string): boolean {
  return /^\/(api|health|health_check)(\/|$)/.test(path);
}

/** The embeddable chat's paths: its loader and files, and its page. */
export function isEmbedPath(path: string): boolean {
  return path.startsWith('/plugins/') || /^\/rest\/bot\/?$/.test(path);
}
