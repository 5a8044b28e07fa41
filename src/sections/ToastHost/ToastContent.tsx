import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's toast in the theme's colours, which keep AA contrast in both schemes. */
export const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-default': { backgroundColor: (theme.vars || theme).palette.text.primary, color: (theme.vars || theme).palette.background.default },
  '&.notistack-MuiContent-success': { backgroundColor: (theme.vars || theme).palette.success.main, color: (theme.vars || theme).palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: (theme.vars || theme).palette.error.main, color: (theme.vars || theme).palette.error.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: (theme.vars || theme).palette.primary.main, color: (theme.vars || theme).palette.primary.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: (theme.vars || theme).palette.secondary.main, color: (theme.vars || theme).palette.secondary.contrastText },
}));
