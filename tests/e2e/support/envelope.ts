// The console's `{code, msg, data}` calls, made through the API with a user's access token: the
// set-up steps of the journeys (accounts, policies, releases, keys) go through them.
export const json = { 'content-type': 'application/json' };

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call (a body goes as JSON); its `data`, or an error naming the call when it failed or answered a non-zero code. */
export async function envelopeCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json()) as Envelope<T>;
  if (!response.ok || answer.code !== 0) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}
