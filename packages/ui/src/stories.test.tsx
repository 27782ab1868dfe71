// Renders every story in jsdom with the Storybook preview, so a story that breaks fails the tests.
import { testEveryStory } from '@app/ui-testing';
import preview from '../.storybook/preview';

testEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);
