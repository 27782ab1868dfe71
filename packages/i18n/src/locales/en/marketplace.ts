// The marketplace and favourites screens and their app cards (spec/2 sections 2 and 8).
import type { marketplace as zh } from '../zh/marketplace';
import type { SameKeys } from '../types';

export const marketplace: SameKeys<typeof zh> = {
  explore: {
    title: 'App marketplace',
    empty: 'No apps yet',
    tabs: 'App categories',
  },
  collect: {
    title: 'My favourites',
    empty: 'No favourites yet',
    hint: 'Click the star on an app card in the marketplace to add it to your favourites',
  },
  banner: {
    greeting: 'Hello, <name>{{name}}</name>',
    text: 'The AI apps your team has published: browse by category, search, and click a card to start a chat.',
  },
  tags: {
    all: 'All',
    tool: 'Productivity',
    business: 'Business',
    code: 'Coding',
    life: 'Lifestyle',
    game: 'Games',
    image_audio: 'Image & audio',
    role: 'Characters',
  },
  search: {
    placeholder: 'Search apps',
    label: 'Search apps',
  },
  card: {
    publishedAt: 'Published {{time}}',
    editedAt: 'Edited {{time}}',
    likes: '{{count}} likes',
    collect: 'Add to favourites',
    uncollect: 'Remove from favourites',
    noDescription: 'No description',
  },
  list: {
    loading: 'Loading...',
    loadFailed: 'Loading failed, please try again later',
    retry: 'Retry',
  },
  notices: {
    collectFailed: 'Could not add to favourites',
    uncollectFailed: 'Could not remove from favourites',
    retryLater: 'Please try again later',
    internalError: 'Internal error, please try again later',
  },
};
