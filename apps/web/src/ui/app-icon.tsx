import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppsIcon from '@mui/icons-material/Apps';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  'access-management': <AdminPanelSettingsIcon />,
  'expense-management': <ReceiptLongIcon />,
  storage: <FolderIcon />,
  'form-management': <DescriptionIcon />,
  'data-management': <TableChartIcon />,
};

/** The icon of an app by its app_name; other apps get a generic one. */
export function appIcon(appName: string): ReactElement {
  return ICONS[appName] ?? <AppsIcon />;
}
