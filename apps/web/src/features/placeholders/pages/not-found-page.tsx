import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found" />
      <Typography sx={{ mb: 2 }}>There is no page at this address.</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Back to Home
      </Button>
    </>
  );
}
