import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import '../src/page/page.css';
import { loadKitTexts, localeGlobalTypes, localeInitialGlobals, withKitLocale } from './kit-locale';

const preview: Preview = {
  // A docs page with the props table (from the components' TypeScript and JSDoc) for every component.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The a11y addon reports violations as errors in the Storybook UI.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  globalTypes: localeGlobalTypes,
  loaders: [loadKitTexts],
  decorators: [withKitLocale],
  initialGlobals: {
    ...localeInitialGlobals,
    // Under automation (the test runner) axe runs once per story, in the runner's postVisit hook
    // (.storybook/test-runner.ts); a second scan by the addon would only double the time. People
    // browsing Storybook get the addon's automatic scan.
    a11y: { manual: typeof navigator !== 'undefined' && navigator.webdriver },
  },
};

export default preview;
