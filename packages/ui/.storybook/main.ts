export { default } from '@app/ui-testing/storybook-main';
