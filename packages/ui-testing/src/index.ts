export { deferred, renderWithProviders } from './providers';
export { createStorybookPreview, testEveryStory } from './storybook';
export { observedMargins, scrollIntoView } from './intersection';
