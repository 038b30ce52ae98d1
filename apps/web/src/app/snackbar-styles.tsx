import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

// notistack's default greens and oranges are too light for white text; these keep a 4.5:1 contrast.
export const AccessibleSnackbar = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a3e00', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1', color: '#ffffff' },
  '&.notistack-MuiContent-default': { backgroundColor: '#212121', color: '#ffffff' },
}));

export const SNACKBAR_COMPONENTS = {
  default: AccessibleSnackbar,
  success: AccessibleSnackbar,
  error: AccessibleSnackbar,
  warning: AccessibleSnackbar,
  info: AccessibleSnackbar,
};
