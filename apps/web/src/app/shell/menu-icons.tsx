import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppSettingsAltIcon from '@mui/icons-material/AppSettingsAlt';
import AppsIcon from '@mui/icons-material/Apps';
import BrushIcon from '@mui/icons-material/Brush';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import TableChartIcon from '@mui/icons-material/TableChart';
import TableViewIcon from '@mui/icons-material/TableView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  '/': <DashboardIcon />,
  '/access-management': <AdminPanelSettingsIcon />,
  '/form-management': <DescriptionIcon />,
  '/form-management/forms': <ListAltIcon />,
  '/form-management/form-data': <TableViewIcon />,
  '/form-management/create-new-form': <NoteAddIcon />,
  '/form-management/manage-all-forms': <ViewListIcon />,
  '/form-management/create-form-group': <CreateNewFolderIcon />,
  '/form-management/manage-form-groups': <FolderCopyIcon />,
  '/data-management': <TableChartIcon />,
  '/templates': <LibraryBooksIcon />,
  '/creator-portal': <BrushIcon />,
  '/template-group': <FolderSpecialIcon />,
  '/manage-templates': <EditNoteIcon />,
  '/create-new-organization': <AddBusinessIcon />,
  '/manage-license': <CardMembershipIcon />,
  '/access-management/manage-all-apps': <AppSettingsAltIcon />,
  '/master-home-page': <GroupsIcon />,
};

export function menuIcon(path: string): ReactElement {
  return ICONS[path] ?? <AppsIcon />;
}
