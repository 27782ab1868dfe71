import type { shell as zh } from '../zh/shell';
import type { SameKeys } from '../types';

export const shell = {
  brand: 'AI Flow Platform',
  nav: {
    menu: 'Main menu',
    toggle: 'Open or close the menu',
    home: 'Back to the marketplace',
  },
  menu: {
    explore: 'Marketplace',
    collect: 'My favourites',
    workspace: 'Workspace',
    flows: 'Workflows',
    variable: 'Global variables',
    knowledge: 'Knowledge',
    manage: 'Administration',
    user: 'Users',
    policy: 'Access policies',
    failedJobs: 'Failed jobs',
  },
  footer: {
    help: 'Help',
    social: 'Follow us',
    socialHint: 'Scan to follow our official account for the latest news',
    socialQrAlt: 'QR code of our official account',
  },
  user: {
    menu: 'User menu',
    logout: 'Sign out',
    version: 'Version {{version}}',
  },
  roles: {
    user: 'User',
    developer: 'Developer',
    admin: 'Administrator',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  language: {
    label: 'Language',
  },
  stage: {
    placeholder: 'To be developed',
  },
  health: {
    downTitle: 'Service unavailable',
    downMessage: 'The server cannot be reached or is too busy right now. Please try again in a moment.',
    timeoutTitle: 'Connection timed out',
    timeoutMessage: 'The server took too long to answer. Check your network and try again.',
  },
} satisfies SameKeys<typeof zh>;
