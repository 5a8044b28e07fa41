import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { ToastContent } from './ToastContent';

export interface ToastHostProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Time a toast stays; `null` keeps it until closed (used by screenshots). */
  autoHideDuration?: number | null;
}

/** Toasts top-right, closed after 5 s, by their button or by Escape. */
export function ToastHost({ children, closeLabel, autoHideDuration = 5000 }: ToastHostProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSnackbar();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={autoHideDuration}
      maxSnack={3}
      Components={{ default: ToastContent, success: ToastContent, error: ToastContent, info: ToastContent, warning: ToastContent }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={closeLabel} onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
