// Texts of the login, registration and password-reset screens; filled by apps/web.
export const auth = {};
