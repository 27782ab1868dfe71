// "Remember password" keeps only the login name on this browser. The password is never stored
// client-side; remembering the session is the server's job (remember_me=true makes it issue a
// long-lived session instead of one that ends with the browser).
const STORAGE_KEY = 'app-remembered-username';

export function readRememberedUsername(): string | null {
  return window.localStorage.getItem(STORAGE_KEY);
}

export function saveRememberedUsername(username: string | null) {
  if (username) window.localStorage.setItem(STORAGE_KEY, username);
  else window.localStorage.removeItem(STORAGE_KEY);
}
