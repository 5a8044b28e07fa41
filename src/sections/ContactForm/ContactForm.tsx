import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { hrefTo, typedBeforeHydration, useHydrated, usePageAddress } from '../../platform';
import { HoneypotField } from './HoneypotField';
import { type InquiryRow, inquiryLocale, inquiryPostPath, pageLocale } from './inquiryPost';
import { useLocale } from '../../locale/useLocale';
import { type FieldIssue, type Inquiry, type InquiryField, inquiryFields, inquiryLimits, normalizeInquiry, validateInquiry } from './inquiryLimits';
import { SubmitMessage, type SubmitOutcome } from './SubmitMessage';

export interface ContactFormLabels {
  /** The form's h3 heading, which also names the form ('Send us a message'). */
  title: string;
  /** Visible label of the name field. */
  name: string;
  /** Visible label of the email field. */
  email: string;
  /** Visible label of the phone field. */
  phone: string;
  /** Visible label of the message field ('How can we help?'). */
  comments: string;
  /** Hint inside the empty message field, saying what to write. */
  commentsPlaceholder: string;
  /** The submit button's text ('Send Message'). */
  submit: string;
  /** The submit button's text while sending ('Sending...'). */
  submitting: string;
  /** Label of the hidden bot-trap field; people never see or hear it. */
  honeypot: string;
  /** Under the name field when it is left empty. */
  nameRequired: string;
  /** Under the email field when it is left empty. */
  emailRequired: string;
  /** Under the email field when it does not look like an address; says what one looks like. */
  emailInvalid: string;
  /** Under the phone field when it is left empty. */
  phoneRequired: string;
  /** Under the phone field when it is not a phone number; says which digits and signs are fine. */
  phoneInvalid: string;
  /** Under the message field when it is left empty. */
  commentsRequired: string;
  /** Under any field over its limit, shown at once: how long it is and the most allowed. */
  tooLong: (max: number, length: number) => string;
  /** The counter under the message field ('0 of 2000 characters'). */
  charactersUsed: (length: number, max: number) => string;
  /** The green alert once the inquiry is stored. */
  success: string;
  /** The red alert when storing failed; the visitor can try again, nothing typed is lost. */
  failure: string;
  /** The red alert when sending broke in an unexpected way. */
  unexpected: string;
}

/** Resolves with `error` when the insert failed; throws when something unexpected broke. */
export type SubmitInquiry = (inquiry: InquiryRow) => Promise<{ error: unknown | null }>;

export interface ContactFormProps {
  /** Every word of the form: title, field labels, error messages, button and alerts. */
  labels: ContactFormLabels;
  /** Stores the inquiry; called once per valid submit, never for a bot that filled the trap field. */
  onSubmitInquiry: SubmitInquiry;
  /** Put into an empty comments field after mounting (the plan a visitor came from). */
  prefillComments?: string;
  /**
   * The answer to an inquiry the browser posted itself, before this code ran (`/contact-us?sent=1`),
   * shown after mounting so the first render matches the prerendered page.
   */
  postedOutcome?: SubmitOutcome;
}

const empty: Inquiry = { name: '', email: '', phone_no: '', comments: '' };
const nothingShown: Record<InquiryField, boolean> = { name: false, email: false, phone_no: false, comments: false };
const allShown: Record<InquiryField, boolean> = { name: true, email: true, phone_no: true, comments: true };

function issueText(field: InquiryField, issue: FieldIssue, labels: ContactFormLabels): string {
  switch (issue.kind) {
    case 'tooLong':
      return labels.tooLong(issue.max, issue.length);
    case 'email':
      return labels.emailInvalid;
    case 'phone':
      return labels.phoneInvalid;
    case 'required':
      return { name: labels.nameRequired, email: labels.emailRequired, phone_no: labels.phoneRequired, comments: labels.commentsRequired }[field];
  }
}

/**
 * The inquiry form. Checks mirror the database's limits; a too-long field says so at once,
 * other problems once the visitor leaves the field or submits. On failure every value stays.
 */
export function ContactForm({ labels, onSubmitInquiry, prefillComments, postedOutcome }: ContactFormProps) {
  const id = useId();
  // Posted with the form when the browser sends it itself (a hidden field), as the table stores it ('pt-br').
  const locale = inquiryLocale(useLocale().tag) ?? '';
  // Where the browser posts it: under the page's language, which answers in that language.
  const address = usePageAddress();
  // What was typed into the prerendered fields before the page's code arrived stays.
  const [values, setValues] = useState<Inquiry>(() => ({
    name: typedBeforeHydration(`${id}-name`) ?? empty.name,
    email: typedBeforeHydration(`${id}-email`) ?? empty.email,
    phone_no: typedBeforeHydration(`${id}-phone_no`) ?? empty.phone_no,
    comments: typedBeforeHydration(`${id}-comments`) ?? empty.comments,
  }));
  const [honeypot, setHoneypot] = useState('');
  const [shown, setShown] = useState(nothingShown);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<InquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // After mounting, so the prerendered HTML and the first client render agree.
  useEffect(() => {
    if (prefillComments) setValues((current) => (current.comments ? current : { ...current, comments: prefillComments }));
  }, [prefillComments]);

  useEffect(() => {
    if (postedOutcome) setOutcome((current) => current ?? postedOutcome);
  }, [postedOutcome]);

  const issues = validateInquiry(values);

  function fieldProps(field: InquiryField) {
    const issue = issues[field];
    const visible = issue && (shown[field] || issue.kind === 'tooLong') ? issue : null;
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      required: true,
      error: Boolean(visible),
      helperText: visible ? issueText(field, visible, labels) : undefined,
      inputRef: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        inputs.current[field] = node;
      },
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
      onBlur: () => setShown((current) => ({ ...current, [field]: true })),
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setOutcome(null);
    const firstProblem = inquiryFields.find((field) => issues[field]);
    if (firstProblem) {
      setShown(allShown);
      inputs.current[firstProblem]?.focus();
      return;
    }
    if (honeypot.trim()) {
      // A bot: tell it what a person hears, send nothing.
      setValues(empty);
      setShown(nothingShown);
      setOutcome('success');
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const { error } = await onSubmitInquiry({ ...normalizeInquiry(values), locale: pageLocale() });
      if (error) {
        setOutcome('failure');
      } else {
        setValues(empty);
        setShown(nothingShown);
        setOutcome('success');
      }
    } catch {
      setOutcome('unexpected');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const comments = fieldProps('comments');
  // Counted from what the prerender wrote until hydration is done, so text typed before the code
  // arrived is not a mismatch that would make React throw the prerendered form away.
  const hydrated = useHydrated();
  const commentsCounter = labels.charactersUsed(hydrated ? values.comments.trim().length : 0, inquiryLimits.comments.max);

  return (
    // Without scripts the browser posts it itself: never into the address, and answered by the
    // server (server/inquiryForm.mjs). With scripts, an early submit waits for this code (platform/earlyInput.ts).
    <Card
      component="form"
      method="post"
      action={hrefTo(inquiryPostPath, address)}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 3, md: 5 }, position: 'relative' }}
    >
      <Typography id={`${id}-title`} variant="h4" component="h3" sx={{ mb: 3 }}>
        {labels.title}
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <TextField {...fieldProps('name')} label={labels.name} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('email')} label={labels.email} type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('phone_no')} label={labels.phone} type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <TextField {...comments} label={labels.comments} placeholder={labels.commentsPlaceholder} multiline minRows={5} helperText={comments.helperText ?? commentsCounter} />
        </Grid>
      </Grid>
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField id={`${id}-website`} label={labels.honeypot} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 3 }}>
        {sending ? labels.submitting : labels.submit}
      </Button>
      {outcome ? <SubmitMessage outcome={outcome} labels={labels} /> : null}
      {/* Both answers to a post the browser sent itself, for the server to show one (that page has no script). */}
      <>
        <div hidden data-inquiry-answer="success">
          <SubmitMessage outcome="success" labels={labels} />
        </div>
        <div hidden data-inquiry-answer="failure">
          <SubmitMessage outcome="failure" labels={labels} />
        </div>
      </>
    </Card>
  );
}
