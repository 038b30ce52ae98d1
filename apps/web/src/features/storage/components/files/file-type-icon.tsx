import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** What kind of file a stored bill is, by the type the server found in its content. */
export type FileKind = 'image' | 'pdf' | 'word' | 'sheet' | 'other';

export function kindOf(file: { contentType: string; extension: string }): FileKind {
  const type = file.contentType.toLowerCase();
  const extension = file.extension.toLowerCase().replace(/^\./, '');
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (type.includes('word') || extension === 'doc' || extension === 'docx') return 'word';
  if (type.includes('excel') || type.includes('spreadsheet') || extension === 'xls' || extension === 'xlsx') {
    return 'sheet';
  }
  return 'other';
}

const ICONS = {
  image: ImageIcon,
  pdf: PictureAsPdfIcon,
  word: DescriptionIcon,
  sheet: TableChartIcon,
  other: InsertDriveFileIcon,
} as const;

const COLORS = {
  image: 'success',
  pdf: 'error',
  word: 'primary',
  sheet: 'success',
  other: 'action',
} as const;

/** The icon of a file's kind, for files without a thumbnail; decorative beside the file's name. */
export function FileTypeIcon({ kind, ...props }: { kind: FileKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden color={COLORS[kind]} {...props} />;
}
