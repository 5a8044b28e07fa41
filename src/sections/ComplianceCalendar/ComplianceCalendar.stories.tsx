import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { calendarFile, calendarSchedule, complianceCalendarHeading, complianceCalendarLabels } from '../../content/complianceCalendar';
import { CalendarControls } from './CalendarControls';
import { type CalendarSchedule, ComplianceCalendar } from './ComplianceCalendar';
import { DeadlineList } from './DeadlineList';
import { SourceLinks } from './SourceLinks';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Tools/ComplianceCalendar',
  tags: ['stable'],
  component: ComplianceCalendar,
  subcomponents: { CalendarControls, DeadlineList, SourceLinks },
  args: { heading: complianceCalendarHeading, schedule: calendarSchedule, labels: complianceCalendarLabels, file: calendarFile, today: '2026-06-15' },
  parameters: {
    route: '/compliance-calendar',
    docs: {
      description: {
        component: `**What it is for.** On /compliance-calendar: pick a state, kind of company and month of formation, and get every state and IRS deadline of the next 24 months, with what a miss costs and the sources, plus an .ics calendar file. The choice is kept in the address (\`?state=DE&type=corp&formed=2025-03\`) for sharing.

**When not to use it.** For costs use *CostCalculator*; for accepted countries, *CountryCheck*. Home pages link to it through *PlanYourCompany*.

**Content rules.** Words come from \`src/content/complianceCalendar.ts\`; state dates, fees and late fees come from the state facts in \`src/content/stateCosts.ts\`, never typed here. Every deadline and note shows its sources and when they were last checked; an unconfirmed figure reads "Varies, check with the state". Form names, IRS, FinCEN and state names stay in English.

**Keyboard and screen reader.** Four labelled native selects, then the download button, then the source links. An unknown value in the address falls back to the default, described by a note under its field. The summary ("Delaware, C-Corp: 6 deadlines") is a status region. Deadlines are an ordered list, each a date and an h4. Download stays disabled until the page is live, or when nothing is due. Source links say they open a new tab.

**Do / Don't.**
- Do: try shared addresses, as *SharedLink* and *UnknownValues* do.
- Don't: type a fee or date into the labels; change the state facts.

**Status.** Stable: used on /compliance-calendar. Interaction tests in *Playground*, *PickAndDownload*, *UnknownValues*, *SharedLink* and *Arabic*; unit tests for dates and the .ics file; axe and screenshots for every story.`,
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof ComplianceCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dates and titles of the deadlines shown. */
function deadlines(root: HTMLElement) {
  const list = within(root).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => `${item.querySelector('time')?.getAttribute('datetime')} ${within(item).getByRole('heading', { level: 4 }).textContent}`);
}

/** A state's and kind's deadline rule by its id, in the story's language. */
const rule = (schedule: CalendarSchedule, state: string, type: string, id: string) => schedule.schedules[state][type].rules.find((candidate) => candidate.id === id)!;

/** The default: a Wyoming LLC formed this month, its next 24 months. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = (id: string) => rule(args.schedule, 'WY', 'llc', id).title;
    await expect(canvas.getByRole('combobox', { name: args.labels.state })).toHaveValue('WY');
    await expect(canvas.getByRole('combobox', { name: args.labels.formedMonth })).toHaveValue('6');
    await expect(canvas.getByRole('heading', { level: 3, name: args.labels.scheduleHeading('2026-06-15', '2028-06-15') })).toBeVisible();
    await expect(deadlines(canvasElement)).toEqual([
      `2027-04-15 ${title('irs-5472')}`,
      `2027-04-15 ${title('irs-7004-llc')}`,
      `2027-06-01 ${title('wy-llc-annual')}`,
      `2028-04-15 ${title('irs-5472')}`,
      `2028-04-15 ${title('irs-7004-llc')}`,
      `2028-06-01 ${title('wy-llc-annual')}`,
    ]);
    await expect(canvas.getByText(shown(args.schedule.boi.title))).toBeVisible();
  },
};

/** Picking state, kind and month rebuilds the schedule and the address; the button downloads it as an .ics file. */
export const PickAndDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels, schedule } = args;
    const delaware = schedule.states.find((s) => s.code === 'DE')!.name;
    const corp = schedule.types.find((t) => t.id === 'corp')!.label;
    const title = (id: string) => rule(schedule, 'DE', 'corp', id).title;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.state }), delaware);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.type }), corp);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.formedMonth }), labels.months[2]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.formedYear }), '2025');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/compliance-calendar?state=DE&type=corp&formed=2025-03'));
    await expect(deadlines(canvasElement)).toEqual([
      `2027-03-01 ${title('de-corp-annual')}`,
      `2027-04-15 ${title('irs-1120')}`,
      `2027-04-15 ${title('irs-7004-corp')}`,
      `2028-03-01 ${title('de-corp-annual')}`,
      `2028-04-15 ${title('irs-1120')}`,
      `2028-04-15 ${title('irs-7004-corp')}`,
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(shown(labels.summary(delaware, corp, 6)));
    await expect(canvas.getAllByText(shown(rule(schedule, 'DE', 'corp', 'de-corp-annual').ifMissed))).toHaveLength(2);

    // The download: a calendar file built in the page, saved through a link named after the schedule.
    const blobs: Blob[] = [];
    const links: HTMLAnchorElement[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: labels.download }));
      await expect(links).toHaveLength(1);
      await expect(links[0].download).toBe(labels.fileName('DE', 'corp', '2025-03'));
      await expect(links[0].getAttribute('href')).toBe('blob:calendar');
      await expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
      const text = await blobs[0].text();
      await expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      await expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
      await expect(text).toContain('DTSTART;VALUE=DATE:20270301');
      await expect(text).toContain('UID:de-corp-annual-20270301@');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
    // The screenshot shows the schedule, not where focus happened to land.
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvasElement.querySelector('.Mui-focused, .Mui-focusVisible')).toBeNull());
  },
};

/** A shared link with values the calendar does not know: the defaults, with a note next to each field. */
export const UnknownValues: Story = {
  parameters: { route: '/compliance-calendar?state=XX&type=partnership&formed=2026-13' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByRole('combobox', { name: args.labels.state });
    await expect(state).toHaveValue('WY');
    await expect(state).toHaveAccessibleDescription(args.labels.unknownState('XX'));
    await expect(canvas.getByRole('combobox', { name: args.labels.type })).toHaveAccessibleDescription(args.labels.unknownType('partnership'));
    await expect(canvas.getByRole('combobox', { name: args.labels.formedMonth })).toHaveAccessibleDescription(args.labels.unknownFormed('2026-13'));
    await expect(deadlines(canvasElement)).toHaveLength(6);
  },
};

/** A shared link: a New Mexico LLC formed in 2024 has no state deadline, and the note says why. */
export const SharedLink: Story = {
  parameters: { route: '/compliance-calendar?state=NM&type=llc&formed=2024-09' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [note] = args.schedule.schedules.NM.llc.notes;
    await expect(canvas.getByRole('combobox', { name: args.labels.state })).toHaveValue('NM');
    // New Mexico asks for no yearly filing: every deadline is the IRS's, titled '<agency>: …' in each language.
    await expect(new Set(deadlines(canvasElement).map((line) => line.split(' ').slice(1).join(' ').split(':')[0])).size).toBe(1);
    await expect(canvas.getByText(shown(note.text))).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { route: '/compliance-calendar?state=CO&type=llc&formed=2025-11' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Tablet: Story = {
  parameters: { route: '/compliance-calendar?state=FL&type=corp&formed=2026-01' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
