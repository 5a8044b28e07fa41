import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { notify } from '../../platform/notify';
import { typedBeforeHydration } from '../../platform';

export interface CommentFormLabels {
  /** The form's h2, which names its region ('Leave a Comment'). */
  heading: string;
  /** Visible label of the name field. */
  name: string;
  /** Visible label of the email field. */
  email: string;
  /** Visible label of the comment field, a text area. */
  comment: string;
  /** The submit button's text, with a send icon after it ('Post Comment'). */
  submit: string;
  /** The toast after a comment is sent. */
  thanks: string;
}

export interface CommentFormProps {
  /** The form's id, the target of the comments' Reply links. */
  id?: string;
  /** The heading, the three field labels, the button's text and the thank-you toast. */
  labels: CommentFormLabels;
}

const empty = { name: '', email: '', comment: '' };

/**
 * Name, email and comment, all required and checked by the browser. A sent comment is not stored
 * anywhere (spec): the form empties and a toast thanks the visitor.
 */
export function CommentForm({ id = 'comment-form', labels }: CommentFormProps) {
  const fieldId = (key: keyof typeof empty) => `${id}-${key}`;
  const [values, setValues] = useState(() => ({
    name: typedBeforeHydration(fieldId('name')) ?? '',
    email: typedBeforeHydration(fieldId('email')) ?? '',
    comment: typedBeforeHydration(fieldId('comment')) ?? '',
  }));
  const field = (key: keyof typeof empty) => ({
    id: fieldId(key),
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
    required: true,
    fullWidth: true,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValues(empty);
    notify(labels.thanks, { variant: 'success' });
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h3" component="h2" sx={{ mb: 3 }}>
        {labels.heading}
      </Typography>
      <Box component="form" id={id} onSubmit={submit} sx={{ scrollMarginTop: 112 }}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('name')} label={labels.name} autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('email')} type="email" label={labels.email} autoComplete="email" />
          </Grid>
          <Grid size={12}>
            <TextField {...field('comment')} label={labels.comment} multiline minRows={5} />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" endIcon={<SendIcon className="flip-in-rtl" aria-hidden />}>
              {labels.submit}
            </Button>
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
