import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppSettingsAltIcon from '@mui/icons-material/AppSettingsAlt';
import AppsIcon from '@mui/icons-material/Apps';
import BrushIcon from '@mui/icons-material/Brush';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FolderIcon from '@mui/icons-material/Folder';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import TableChartIcon from '@mui/icons-material/TableChart';
import TableViewIcon from '@mui/icons-material/TableView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';
import { routes } from '../paths.ts';

const ICONS: Record<string, ReactElement> = {
  [routes.home]: <DashboardIcon />,
  [routes.accessManagement]: <AdminPanelSettingsIcon />,
  [routes.formManagement]: <DescriptionIcon />,
  [routes.forms]: <ListAltIcon />,
  [routes.formData]: <TableViewIcon />,
  [routes.createForm]: <NoteAddIcon />,
  [routes.manageForms]: <ViewListIcon />,
  [routes.createFormGroup]: <CreateNewFolderIcon />,
  [routes.manageFormGroups]: <FolderCopyIcon />,
  [routes.dataManagement]: <TableChartIcon />,
  [routes.storage]: <FolderIcon />,
  [routes.uploadBills]: <CloudUploadIcon />,
  [routes.viewUploadedBills]: <ReceiptLongIcon />,
  [routes.createFolderPath]: <CreateNewFolderIcon />,
  [routes.expenseManagement]: <ReceiptLongIcon />,
  [routes.requestBankTransfer]: <RequestQuoteIcon />,
  [routes.listBankTransfers]: <PaymentsIcon />,
  [routes.expenseSettings]: <SettingsIcon />,
  '/templates': <LibraryBooksIcon />,
  [routes.creatorPortal]: <BrushIcon />,
  '/template-group': <FolderSpecialIcon />,
  '/manage-templates': <EditNoteIcon />,
  [routes.createOrganization]: <AddBusinessIcon />,
  [routes.manageLicense]: <CardMembershipIcon />,
  [routes.manageApps]: <AppSettingsAltIcon />,
  [routes.masterHome]: <GroupsIcon />,
};

export function menuIcon(path: string): ReactElement {
  return ICONS[path] ?? <AppsIcon />;
}
