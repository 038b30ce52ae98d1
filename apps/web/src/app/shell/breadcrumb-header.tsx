import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCrumbLabels } from './crumb-names.tsx';

/** 'access-management' becomes 'Access Management'. */
function segmentLabel(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape: show the raw segment.
  }
  return text
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Large screens only: Dashboard, then each segment of the address, a form or group by its name. */
export function BreadcrumbHeader() {
  const { pathname } = useLocation();
  const labels = useCrumbLabels();
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = [
    { label: 'Dashboard', path: '/' },
    ...segments.map((segment, index) => ({
      label: labels[segment] ?? segmentLabel(segment),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
