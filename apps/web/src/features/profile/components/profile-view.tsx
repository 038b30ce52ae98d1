import type { Me } from '@atrium/domain/me/me.schemas.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccessCards } from './access-cards.tsx';

/** View mode: name, username, email, phone and the access cards. */
export function ProfileView({ me }: { me: Me }) {
  const rows = [
    ['Name', me.user.name],
    ['Username', me.user.username],
    ['Email', me.user.email],
    ['Phone', me.user.phoneNumber || '—'],
  ] as const;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mb: 3 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {me.sessionKind === 'org' && (
        <Box component="section" aria-labelledby="profile-access-heading">
          <Typography id="profile-access-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            App Access
          </Typography>
          <AccessCards access={me.user.access} isOrgAdmin={me.user.isOrgAdmin} />
        </Box>
      )}
    </>
  );
}
