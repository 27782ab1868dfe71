import type { auth as zh } from '../zh/auth';
import type { SameKeys } from '../types';

export const auth = {
  marketing: {
    headline: 'Connect every part of your business with AI workflows',
    subtitle: 'Build intelligent apps by dragging components together, publish them to the marketplace in one click, and put AI in everyone’s hands.',
    points: {
      noCode: {
        title: 'No-code AI building',
        description: 'Wire models, knowledge bases and tools together on a visual canvas and turn them into working apps in minutes.',
      },
      api: {
        title: 'Open APIs',
        description: 'Every app comes with a standard HTTP API and a web embed, so it plugs straight into your existing systems and processes.',
      },
      scenarios: {
        title: 'Custom scenarios',
        description: 'Customer service, document analysis, data processing: combine the building blocks freely into assistants made for your business.',
      },
      knowledge: {
        title: 'Cross-system knowledge bases',
        description: 'Bring together documents and data scattered across your systems, so AI answers accurately from your own knowledge.',
      },
      support: {
        title: '24×7 support',
        description: 'A dedicated team is on call around the clock to keep the platform running and answer your questions.',
      },
    },
    copyright: '© {{year}} AI Flow Platform. All rights reserved.',
  },
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to AI Flow Platform with your account',
    username: 'Username / phone / email',
    usernamePlaceholder: 'Username, phone or email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    togglePassword: 'Show or hide the password',
    remember: 'Remember me',
    submit: 'Sign in',
    failed: 'Sign-in failed',
    networkError: 'Cannot reach the server. Check your network and try again',
    timeoutError: 'The server took too long to answer. Please try again later',
  },
  validation: {
    usernameLength: 'Enter 3-20 characters',
    usernameFormat: 'Enter a valid username, phone number or email',
    passwordLength: 'Enter 6-20 characters',
  },
} satisfies SameKeys<typeof zh>;
