import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { ComingLaterNote } from '../components/coming-later-note.tsx';
import { parentAppHome, type ScreenInfo } from '../placeholder-screens.ts';

/** A screen of a later release: its name, what it will hold and the way back. */
export function PlaceholderPage({ screen }: { screen: ScreenInfo }) {
  const parent = parentAppHome(screen.path);
  return (
    <>
      <PageHeading title={screen.title} />
      <ComingLaterNote>{screen.coming}</ComingLaterNote>
      <Button component={RouterLink} to={parent ? `/${parent.app}` : '/'} startIcon={<ArrowBackIcon />}>
        {parent ? `Back to ${parent.title}` : 'Back to Home'}
      </Button>
    </>
  );
}
