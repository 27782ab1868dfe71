// Texts of the application shell (menus, layout, account dialog, admin screens); filled by apps/web.
export const shell = {};
