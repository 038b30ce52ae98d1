import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { formatDate } from '../../../ui/format-date.ts';
import { useOrganizations } from '../api/organizations.api.ts';

/** The organisations of the platform, newest as the server orders them. */
export function OrganizationsList() {
  const { data: organizations, isPending, error } = useOrganizations();
  return (
    <Box component="section" aria-labelledby="organizations-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="organizations-heading" component="h2" variant="h2" sx={{ flexGrow: 1 }}>
          Organizations
        </Typography>
        <Button
          component={RouterLink}
          to={paths.createOrganization}
          variant="outlined"
          startIcon={<AddBusinessIcon />}
        >
          Create Organization
        </Button>
      </Box>
      <Paper variant="outlined">
        {isPending ? (
          <LinearProgress aria-label="Loading organizations" />
        ) : error ? (
          <Alert severity="error">{errorMessage(error, licenseMessages.loadOrgsFailed)}</Alert>
        ) : organizations.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No organizations yet.
          </Typography>
        ) : (
          <List aria-label="Organizations">
            {organizations.map((org) => (
              <ListItem key={org.id} divider>
                <ListItemText
                  primary={org.name}
                  secondary={`ID ${org.id} · Created ${formatDate(org.createdAt)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
