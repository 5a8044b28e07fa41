import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { SnackbarProvider, type VariantType, closeSnackbar, enqueueSnackbar } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { ToastContent } from './ToastContent';

/** Shows one toast. */
export type ShowToast = (message: string, options: { variant?: VariantType }) => unknown;

export interface ToastHostProps {
  /** Optional: the host can sit beside the page rather than around it. */
  children?: ReactNode;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Time a toast stays; `null` keeps it until closed (used by screenshots). */
  autoHideDuration?: number | null;
  /**
   * Called with the function that shows a toast once the provider has mounted, and with `null` when
   * it unmounts: notistack drops a toast sent to a provider that is not mounted.
   */
  onReady?: (show: ShowToast | null) => void;
}

/** Toasts top-right (top-left right to left, mirrored), closed after 5 s, by their button or by Escape. */
export function ToastHost({ children, closeLabel, autoHideDuration = 5000, onReady }: ToastHostProps) {
  // notistack places them by physical side, so the page's direction picks the side.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSnackbar();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A parent's effect runs after its children have mounted, so the provider is ready by now.
  useEffect(() => {
    onReady?.(enqueueSnackbar);
    return () => onReady?.(null);
  }, [onReady]);

  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: end }}
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
