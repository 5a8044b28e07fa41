import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface LanguageSuggestionProps {
  /** The suggested language's tag, for `lang` and `hreflang`. */
  tag: string;
  /** The suggested language's direction: the note is laid out right to left for Arabic, whatever the page. */
  dir: 'ltr' | 'rtl';
  /** This page in that language. */
  href: string;
  /** All three in the suggested language. */
  texts: { message: string; open: string; dismiss: string };
  /** Called when the visitor follows the link; the site remembers the language chosen. */
  onOpen: () => void;
  /** Called by the close button; the site hides the note and keeps it closed in this browser. */
  onDismiss: () => void;
}

/**
 * A small note, written in the language it suggests, that this page exists in the visitor's
 * language. It never moves the visitor by itself: the page stays what its address says.
 */
export function LanguageSuggestion({ tag, dir, href, texts, onOpen, onDismiss }: LanguageSuggestionProps) {
  return (
    <Paper
      role="region"
      aria-label={texts.message}
      lang={tag}
      dir={dir}
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: 16,
        insetInlineStart: 16,
        insetInlineEnd: { xs: 80, sm: 'auto' },
        maxWidth: 380,
        zIndex: 'snackbar',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 2,
        pe: 1,
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {texts.message}
      </Typography>
      <Button href={href} hrefLang={tag} variant="contained" size="small" onClick={onOpen} sx={{ flexShrink: 0 }}>
        {texts.open}
      </Button>
      <IconButton aria-label={texts.dismiss} size="small" onClick={onDismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
