import '../src/theme/fonts/siteFonts';
import type { ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { configure } from 'storybook/test';
import { AppProviders } from '../src/app/frame/AppProviders';
import { forgetToasts } from '../src/platform/notify';
import { preloadAllLazy } from '../src/platform/lazyComponent';
import { schemeModes, viewports } from './modes';
import { ReducedMotion } from './ReducedMotion';
import { StoryRouter, type StoryRouterLoader } from './StoryRouter';
import { SchemeSync } from './withScheme';
import { siteLocales } from '../src/locale/siteLocales';
import { LocaleFrame } from './withLocale';
import { storyLocale } from './storyLocale';
import { type PageInLanguage, storyArgsInLanguage } from './storyInLanguage';
import { DocsPage } from './docs/DocsPage';
import { frameForDocs, reportPlayed } from './docs/frameMessage';
import { afterStory } from './visual/afterStory';
import { atOwnWidth } from './atOwnWidth';
import { islandSections, sectionOf, Shipped } from './asShipped';

// Stories wait for animations (carousels, toasts, counters) that finish late on a busy 2-core CI machine;
// every waitFor and findBy in a play function waits up to 5 s instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });
// A story shown in a frame on its Docs page scrolls only itself and tells the page its height (.storybook/docs/).
frameForDocs();

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (and its direction)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: siteLocales.map((locale) => ({ value: locale.slug || 'en', title: `${locale.name}${locale.dir === 'rtl' ? ' (right to left)' : ''}` })),
        dynamicTitle: true,
      },
    },
  },
  // A Phone or Tablet story opened in a tab of its own is drawn at its width (atOwnWidth.ts). Sections
  // and panels that load on demand on the site are shown whole at once here.
  loaders: [
    atOwnWidth,
    async () => {
      await preloadAllLazy();
      return {};
    },
  ],
  // Dates in stories (the footer's year, "posted on", a calendar's "from today") are pinned, so a story
  // shows the same on a fresh load in the browser as in the test run, and baselines do not age.
  // In another language the story takes its args from its file built in that language (storyInLanguage.ts)
  // before it renders, so the story and its play read the same words.
  // Each story starts with no toast asked for, as a page does (src/platform/notify.ts keeps them per page).
  async beforeEach(context) {
    MockDate.set('2026-06-15T12:00:00Z');
    forgetToasts();
    const slug = storyLocale(context.globals).slug;
    if (slug) {
      const { args, page } = await storyArgsInLanguage(context, slug);
      context.args = args;
      if (page) context.loaded.pageInLanguage = page;
    }
    return () => MockDate.reset();
  },
  // In the test run, the run's checks and pictures (visual/afterStory.ts); a story framed on its Docs
  // page then lets the next frame start (.storybook/docs/StoryFrame.tsx).
  async afterEach() {
    await afterStory();
    reportPlayed();
  },
  // No viewport: the canvas is as wide as the window, as the site is (a laptop's 1,440 px, a 1,920 px
  // screen); a Phone or Tablet story sets its own. The test run draws the rest at desktop width
  // (vitest.config.ts), the width of their baselines.
  initialGlobals: { scheme: 'light', locale: 'en' },
  // Storybook's own render (the story's component with its args), except that a page in another
  // language is that page built in the language (storyInLanguage.ts), as the site builds it.
  render: (args, context) => {
    const Component = (context.loaded.pageInLanguage as PageInLanguage | undefined)?.component ?? context.component;
    if (!Component) throw new Error(`Story ${context.id} has neither a component nor a render`);
    return <Component {...args} />;
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // A table of contents beside every Docs page long enough to need one (its stories' headings).
    docs: { page: DocsPage, toc: { headingSelector: 'h2, h3', ignoreSelector: '.sb-unstyled h2, .sb-unstyled h3' } },
    // The sidebar in the order a designer reads it: tokens, shared parts, sections by what they do, pages.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Patterns',
          'Sections',
          [
            'Overview',
            'Layout',
            ['Overview'],
            'Marketing',
            ['Overview'],
            'Services and pricing',
            ['Overview'],
            'Team and projects',
            ['Overview'],
            'Forms',
            ['Overview'],
            'Tools',
            ['Overview'],
            'Blog',
            ['Overview'],
          ],
          'Pages',
        ],
      },
    },
    viewport: { options: viewports },
    a11y: { test: 'error' },
    chromatic: { modes: schemeModes },
  },
  decorators: [
    (Story, context) => {
      const scheme = context.globals.scheme === 'dark' ? 'dark' : 'light';
      const locale = storyLocale(context.globals);
      const route = (context.parameters.route as string | undefined) ?? '/';
      const pattern = context.parameters.routePattern as string | undefined;
      const loader = (context.loaded.pageInLanguage as PageInLanguage | undefined)?.loader ?? (context.parameters.loader as StoryRouterLoader | undefined);
      const story = <Story />;
      const framed = (inner: ReactNode) => (
        <LocaleFrame locale={locale} inDocs={context.viewMode === 'docs'}>
          <AppProviders direction={locale.dir}>
            <SchemeSync scheme={scheme}>
              <StoryRouter url={route} pattern={pattern} loader={loader}>
                {context.parameters.reducedMotion ? <ReducedMotion>{inner}</ReducedMotion> : inner}
              </StoryRouter>
            </SchemeSync>
          </AppProviders>
        </LocaleFrame>
      );
      // A section's "As shipped" story (asShipped.tsx): its prerendered HTML, with code only for an island.
      if (context.parameters.asShipped) return <Shipped tree={framed(story)} island={islandSections.has(sectionOf(context.title) ?? '')} />;
      return framed(story);
    },
  ],
};

export default preview;
