import EditNoteIcon from '@mui/icons-material/EditNote';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import Grid from '@mui/material/Grid';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { ComingLaterNote } from '../components/coming-later-note.tsx';

/** The creator's home (also at /creator-portal). Templates are the next release's subject. */
export function CreatorPortalPage() {
  return (
    <>
      <PageHeading title="Creator Portal" subtitle="Build templates that organisations can use." />
      <ComingLaterNote>
        Templates arrive in a later release: the Template Setup and Form Builder tabs will appear here,
        together with template groups and template management.
      </ComingLaterNote>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Grid size={{ xs: 12, sm: 6 }} component="li">
          <LinkCard title="Template Group" path="/template-group" icon={<FolderSpecialIcon />} heading="h2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} component="li">
          <LinkCard title="Manage Templates" path="/manage-templates" icon={<EditNoteIcon />} heading="h2" />
        </Grid>
      </Grid>
    </>
  );
}
