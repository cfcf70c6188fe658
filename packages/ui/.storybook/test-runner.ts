import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { expectNoArabicOverflow } from './arabic-overflow';
import { expectPseudoLocalized } from './pseudo-locale-check';
import { expectStoryToMatchBaseline, registerVisualMatcher } from './visual-baseline';

const config: TestRunnerConfig = {
  setup() {
    registerVisualMatcher();
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  // Runs after the story's play function: every story, in its final state, must have zero axe violations,
  // look like its baseline, clip no text in Arabic, and show every kit text from the pseudo-locale without
  // clipping it at 320 px.
  async postVisit(page, context) {
    await checkA11y(
      page,
      // The whole body, not only #storybook-root: drawers and toasts render into portals outside it.
      'body',
      {
        detailedReport: true,
        // Only violations are printed; a clean story stays quiet.
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: {
          rules: {
            // Page-level rules judge the Storybook iframe, not a component shown on its own.
            region: { enabled: false },
            'landmark-one-main': { enabled: false },
            'page-has-heading-one': { enabled: false },
          },
        },
      },
    );
    // A story whose end state another story already shows may opt out (`parameters.visual.skip`, with why).
    const { parameters } = await getStoryContext(page, context);
    if (!(parameters.visual as { skip?: string } | undefined)?.skip) {
      await expectStoryToMatchBaseline(page, context.id);
    }
    await expectNoArabicOverflow(page, context.id);
    await expectPseudoLocalized(page);
  },
};

export default config;
