import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '../../platform';
import { useClientValue, useHydrated } from '../../platform';
import { Section } from '../../components/Section';
import { LaunchPlanLink } from '../../components/LaunchPlanLink';
import { SectionHeading } from '../../components/SectionHeading';
import type { SectionHeading as SectionHeadingContent } from '../../types/content';
import { type CalendarControlsLabels, CalendarControls } from './CalendarControls';
import { type DeadlineListLabels, DeadlineList } from './DeadlineList';
import { type DeadlineRule, type DeadlineSource, type YearMonth, addMonths, parseYearMonth, scheduleDeadlines, yearMonthParam } from './deadlines';
import { toICalendar } from './ics';
import { SourceLinks } from './SourceLinks';

export interface CalendarNote {
  text: string;
  sources: DeadlineSource[];
}

/** Every state and kind of company the calendar knows, and what it falls back to. */
export interface CalendarSchedule {
  states: { code: string; name: string }[];
  types: { id: string; label: string }[];
  /** By state code, then kind of company: the deadline rules and the notes without a date. */
  schedules: Record<string, Record<string, { rules: DeadlineRule[]; notes: CalendarNote[] }>>;
  defaults: { state: string; type: string };
  /** "Today" of the prerendered page (ISO date). */
  referenceDate: string;
  boi: { title: string; text: string; sources: DeadlineSource[]; lastChecked: string };
}

export interface ComplianceCalendarLabels extends CalendarControlsLabels, DeadlineListLabels {
  /** Note under the State field when the address names a state we have no calendar for. */
  unknownState: (value: string) => string;
  /** Note under the kind-of-company field when the address names a kind we do not know. */
  unknownType: (value: string) => string;
  /** Note under the month field when the address's month of formation cannot be used. */
  unknownFormed: (value: string) => string;
  /** The h3 above the list: 'Your deadlines from 15 Jun 2026 to 15 Jun 2028'. */
  scheduleHeading: (from: string, to: string) => string;
  /** 'Delaware, C-Corp: 6 deadlines' */
  summary: (state: string, type: string, count: number) => string;
  /** Shown instead of the list when nothing falls due in the 24 months. */
  none: string;
  /** The h3 over the notes without a date and the BOI note: 'Also good to know'. */
  notesHeading: string;
  /** The download button's text: 'Download the calendar (.ics)'. */
  download: string;
  /** One or two sentences beside the button on what the file holds and where it imports. */
  downloadHint: string;
  /** Name of the downloaded file, e.g. 'compliance-calendar-de-corp-2025-03.ics'. */
  fileName: (state: string, type: string, formed: string) => string;
  /** The calendar's name once imported into the visitor's calendar app. */
  calendarName: (state: string, type: string) => string;
  /** Text of each event's reminder a week before: 'In a week: ' and the deadline's title. */
  reminder: (title: string) => string;
  /** The launch plan for the chosen state and kind: a sentence and its link (both go into its address). */
  planLink?: { label: string; text: string; to: string };
  /** Body of each event in the file: what is due, if missed, sources and the day checked. */
  eventDescription: (what: string, ifMissed: string, sources: string, checked: string) => string;
}

export interface ComplianceCalendarProps {
  /** Eyebrow, h2 title and intro, centred above the tool. */
  heading: SectionHeadingContent;
  /** Every state and kind of company with its deadline rules, notes, defaults and the BOI note. */
  schedule: CalendarSchedule;
  /** Every word of the tool: field labels, headings, notes, button and the calendar file's texts. */
  labels: ComplianceCalendarLabels;
  /** Who made the calendar file: its PRODID and the domain of every event's UID. */
  file: { prodId: string; domain: string };
  /** The first day of the schedule (ISO date). Without it: the reference date while hydrating, then the visitor's own date. */
  today?: string;
}

/** The URL parameters of a shared schedule: `?state=DE&type=corp&formed=2026-03`. */
export const calendarParams = { state: 'state', type: 'type', formed: 'formed' } as const;

const headingId = 'compliance-calendar-heading';

/** The visitor's date where they are, as an ISO date. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Hands a text file to the browser's downloads under `fileName`. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed a little later for slower browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** State, kind of company and month of formation in; every deadline of the next 24 months out, also as an .ics file. */
export function ComplianceCalendar({ heading, schedule, labels, file, today: todayProp }: ComplianceCalendarProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The file is made in the browser: without JavaScript the button stays disabled rather than doing nothing.
  const hydrated = useHydrated();
  const clientToday = useClientValue(todayProp ?? localToday(), todayProp ?? schedule.referenceDate);
  const today = todayProp ?? clientToday;
  // Prerendered without a query: the address is read once the page has hydrated.
  const requested = {
    state: useClientValue(searchParams.get(calendarParams.state), null),
    type: useClientValue(searchParams.get(calendarParams.type), null),
    formed: useClientValue(searchParams.get(calendarParams.formed), null),
  };

  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 13 }, (_, index) => thisYear - 10 + index);
  const stateKnown = schedule.states.some((s) => s.code === requested.state?.toUpperCase());
  const typeKnown = schedule.types.some((t) => t.id === requested.type?.toLowerCase());
  const state = stateKnown && requested.state ? requested.state.toUpperCase() : schedule.defaults.state;
  const type = typeKnown && requested.type ? requested.type.toLowerCase() : schedule.defaults.type;
  const parsedFormed = parseYearMonth(requested.formed, { from: years[0], to: years[years.length - 1] });
  const formed: YearMonth = parsedFormed ?? { year: thisYear, month: Number(today.slice(5, 7)) };
  const errors = {
    state: requested.state !== null && !stateKnown ? labels.unknownState(requested.state.slice(0, 30)) : undefined,
    type: requested.type !== null && !typeKnown ? labels.unknownType(requested.type.slice(0, 30)) : undefined,
    formed: requested.formed !== null && !parsedFormed ? labels.unknownFormed(requested.formed.slice(0, 30)) : undefined,
  };

  const { rules, notes } = schedule.schedules[state][type];
  const deadlines = scheduleDeadlines(rules, formed, today);
  const end = addMonths(today, 24);
  const stateName = schedule.states.find((s) => s.code === state)?.name ?? state;
  const typeLabel = schedule.types.find((t) => t.id === type)?.label ?? type;

  // A field not changed keeps what is drawn, or a change to it not yet drawn (two fields changed in quick
  // succession on a busy phone): the second change keeps the first.
  const change = (next: { state?: string; type?: string; formed?: YearMonth }) => {
    setSearchParams(
      (current) => {
        const pending = (param: string) => (current.get(param) !== searchParams.get(param) ? current.get(param) : null);
        const params = new URLSearchParams(current);
        params.set(calendarParams.state, next.state ?? pending(calendarParams.state) ?? state);
        params.set(calendarParams.type, next.type ?? pending(calendarParams.type) ?? type);
        params.set(calendarParams.formed, next.formed ? yearMonthParam(next.formed) : (pending(calendarParams.formed) ?? yearMonthParam(formed)));
        return params;
      },
      { replace: true },
    );
  };

  const download = () => {
    const text = toICalendar(deadlines, {
      name: labels.calendarName(stateName, typeLabel),
      prodId: file.prodId,
      domain: file.domain,
      now: new Date(),
      summary: (deadline) => deadline.rule.title,
      describe: (deadline) =>
        labels.eventDescription(
          deadline.rule.what,
          deadline.rule.ifMissed,
          deadline.rule.sources.map((source) => `${source.label} (${source.url})`).join('; '),
          labels.date(deadline.rule.lastChecked),
        ),
      reminder: (deadline) => labels.reminder(deadline.rule.title),
    });
    saveFile(text, labels.fileName(state, type, yearMonthParam(formed)));
  };

  return (
    <Section labelledBy={headingId} background="paper">
      <SectionHeading id={headingId} {...heading} />
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <CalendarControls states={schedule.states} types={schedule.types} state={state} type={type} formed={formed} years={years} onChange={change} errors={errors} labels={labels} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography id="calendar-schedule-heading" variant="h3" component="h3">
            {labels.scheduleHeading(today, end)}
          </Typography>
          <Typography role="status" sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
            {labels.summary(stateName, typeLabel, deadlines.length)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
            <Button variant="contained" startIcon={<DownloadRounded />} onClick={download} disabled={!hydrated || deadlines.length === 0}>
              {labels.download}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 16rem' }}>
              {labels.downloadHint}
            </Typography>
          </Box>
          {deadlines.length > 0 ? <DeadlineList deadlines={deadlines} labels={labels} /> : <Typography>{labels.none}</Typography>}
          {labels.planLink ? <LaunchPlanLink link={labels.planLink} query={{ state, type }} sx={{ mt: 3 }} /> : null}
          <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
              {labels.notesHeading}
            </Typography>
            {notes.map((note) => (
              <Box key={note.text} sx={{ mb: 2 }}>
                <Typography>{note.text}</Typography>
                {note.sources.length > 0 ? <SourceLinks sources={note.sources} lastChecked={schedule.referenceDate} labels={labels} /> : null}
              </Box>
            ))}
            <Typography variant="h6" component="h4">
              {schedule.boi.title}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{schedule.boi.text}</Typography>
            <SourceLinks sources={schedule.boi.sources} lastChecked={schedule.boi.lastChecked} labels={labels} />
          </Box>
        </Grid>
      </Grid>
    </Section>
  );
}
