import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useStorageFiles, zipUrl } from '../api/storage-files.ts';
import { useMyFolders } from '../api/storage-folders.ts';
import { FileCard } from '../components/files/file-card.tsx';
import { FileList } from '../components/files/file-list.tsx';
import { FilterDialog } from '../components/files/filter-dialog.tsx';
import { filterSummary } from '../components/files/filter-summary.ts';
import { SelectionBar } from '../components/files/selection-bar.tsx';
import { useFileDelete } from '../components/files/use-file-delete.ts';
import { useFileFilters } from '../components/files/use-file-filters.ts';
import { useSelection } from '../components/files/use-selection.ts';
import { useStorageToast } from '../components/files/use-storage-toast.ts';
import { PreviewDialog } from '../components/preview/preview-dialog.tsx';

/** View Uploaded Files (/storage/view-uploaded-bills): the files the caller may see, filtered and paged. */
export function ViewUploadedBillsPage() {
  const toast = useStorageToast();
  const [filters, setFilters] = useFileFilters();
  const [filtering, setFiltering] = useState(false);
  const [previewed, setPreviewed] = useState<StoredBill | null>(null);
  const folders = useMyFolders();
  const query = useStorageFiles(filters);
  const files = useMemo(() => query.data?.pages.flatMap((page) => page.files) ?? [], [query.data]);
  const selection = useSelection(files);
  const remove = useFileDelete((ids) => {
    if (previewed && ids.includes(previewed.id)) setPreviewed(null);
  });
  const listedUploaders = useMemo(
    () => [...new Map(files.map((file) => [file.uploadedBy.id, file.uploadedBy])).values()],
    [files],
  );

  return (
    <>
      <PageHeading
        title="View Uploaded Files"
        subtitle={filterSummary(filters, folders.data ?? [], listedUploaders)}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltering(true)}>
              Filter
            </Button>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              Refresh
            </Button>
          </Box>
        }
      />
      <SelectionBar
        total={files.length}
        selected={selection.selected}
        allSelected={selection.allSelected}
        zipHref={zipUrl(
          filters,
          selection.selected.map((file) => file.id),
        )}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onDownloadStarted={() => toast.success(m.allDownloaded)}
        onDeleteSelected={() => remove.askMany(selection.selected)}
      />
      <FileList query={query} files={files}>
        {(file) => (
          <FileCard
            file={file}
            selected={selection.isSelected(file.id)}
            selecting={selection.selecting}
            onOpen={() => setPreviewed(file)}
            onToggle={() => selection.toggle(file.id)}
            onLongPress={() => selection.add(file.id)}
            onDelete={() => remove.askOne(file)}
          />
        )}
      </FileList>
      <FilterDialog
        open={filtering}
        filters={filters}
        folders={folders.data ?? []}
        foldersFailed={folders.isError}
        listedUploaders={listedUploaders}
        onApply={(next) => {
          setFiltering(false);
          selection.clear();
          setFilters(next);
        }}
        onClose={() => setFiltering(false)}
      />
      <PreviewDialog file={previewed} onClose={() => setPreviewed(null)} onDelete={remove.askOne} />
      <ConfirmDialog {...remove.dialog} />
    </>
  );
}
