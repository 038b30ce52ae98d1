import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from './page-heading.tsx';

/** What stands in place of a screen the user may not open: why, and the way back home. */
export function GatedNotice({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeading title={title} />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {dashboardMessages.returnToHome}
      </Button>
    </>
  );
}
