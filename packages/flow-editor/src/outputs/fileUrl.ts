// Where the browser fetches a file an output names: URLs and data URLs as they are; a stored flow
// upload ("<flow id>/<name>") through the files API (the session cookie authorises it).
const ABSOLUTE = /^(https?:|data:|blob:|\/)/i;

export function outputFileUrl(path: string, kind: 'image' | 'download'): string {
  if (ABSOLUTE.test(path)) return path;
  const [flowId, ...rest] = path.split('/');
  const name = rest.join('/');
  if (!flowId || !name) return path;
  return `/api/v1/files/${kind === 'image' ? 'images' : 'download'}/${encodeURIComponent(flowId)}/${encodeURIComponent(name)}`;
}

/** The name an image is shown and saved under: the file's own, or image.<type> for a data URL. */
export function imageFileName(path: string): string {
  const data = /^data:image\/([a-z]+)/i.exec(path);
  if (data) return `image.${data[1]!.toLowerCase()}`;
  return path.split(/[?#]/)[0]!.split('/').pop() || 'image';
}
