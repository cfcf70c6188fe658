// Points jest-playwright at Debian's Chromium (scripts/ensure-chromium.sh): the test runner must never download a browser.
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
