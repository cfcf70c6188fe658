import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import '../src/page/page.css';
import { ViewportDocsContainer } from './docs-viewport';
import { loadKitTexts, localeGlobalTypes, localeInitialGlobals, withKitLocale } from './kit-locale';

const preview: Preview = {
  // A docs page with the props table (from the components' TypeScript and JSDoc) for every component.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The a11y addon reports violations as errors in the Storybook UI.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    // Designers start at the Introduction, then the foundations, then the components.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Layout'] } },
    // Each component's docs page: its description (when to use it, accessibility), its props and its
    // stories, with a switch that shows the stories at a phone's or a tablet's width.
    docs: { container: ViewportDocsContainer, toc: false },
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
