import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape and the backdrop; leave it out while something runs that must not be left. */
  onClose?: () => void;
  /** The buttons at the bottom. Without them the children lay out their own content and actions (steps). */
  actions?: ReactNode;
  children: ReactNode;
  /** Given: the dialog takes this width; otherwise it fits its content. */
  width?: DialogProps['maxWidth'];
  /** Wide dialogs fill the screen on phones. */
  fullScreenOnPhone?: boolean;
  /** Content and actions become one form, so Enter submits and a submit button needs no form id. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The id of the text that describes the dialog, when there is one. */
  describedBy?: string;
}

/** The frame every dialog shares: a title that names it, its content and its actions. */
export function DialogFrame({
  open,
  title,
  onClose,
  actions,
  children,
  width,
  fullScreenOnPhone,
  onSubmit,
  describedBy,
}: DialogFrameProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const inner = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {actions === undefined ? (
        children
      ) : (
        <>
          <DialogContent>{children}</DialogContent>
          <DialogActions>{actions}</DialogActions>
        </>
      )}
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth={width !== undefined}
      maxWidth={width ?? 'sm'}
      fullScreen={Boolean(fullScreenOnPhone) && phone}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      {onSubmit ? (
        // The form keeps the paper's column layout, so a long content scrolls between title and actions.
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          {inner}
        </Box>
      ) : (
        inner
      )}
    </Dialog>
  );
}
