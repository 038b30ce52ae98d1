import type { LibraryCard as Card } from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { TEMPLATE_PAGE_SIZE } from '@atrium/domain/templates/templates.schemas.ts';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { libraryFailure, useLibrary, useRestoreImport } from '../api/template-library.ts';
import { ImportDialog } from '../components/library/import-dialog.tsx';
import { type CardAction, LibraryCard } from '../components/library/library-card.tsx';
import { LibraryCounters } from '../components/library/library-counters.tsx';
import { StructureDialog } from '../components/library/structure-dialog.tsx';
import { WhatsNewDialog } from '../components/library/whats-new-dialog.tsx';
import { useTemplatesToast } from '../components/shared/use-templates-toast.ts';

type Open =
  | { action: 'view' | 'whats-new'; templateId: string }
  | { action: 'import' | 'update'; card: Card };

/** Templates Library (/templates): organisation admins import and update templates. */
export function TemplatesLibraryPage() {
  const toast = useTemplatesToast('other');
  const [limit, setLimit] = useState(TEMPLATE_PAGE_SIZE);
  const [open, setOpen] = useState<Open | null>(null);
  const library = useLibrary(limit);
  const restore = useRestoreImport();
  const close = () => setOpen(null);

  const act = (card: Card, action: CardAction) => {
    if (action === 'restore') {
      restore.mutate(card.id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.failure(error, m.restoreFailed),
      });
    } else if (action === 'view' || action === 'whats-new') {
      setOpen({ action, templateId: card.id });
    } else {
      setOpen({ action, card });
    }
  };

  const data = library.data;
  return (
    <>
      <PageHeading
        title="Templates Library"
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void library.refetch()}
            disabled={library.isFetching}
          >
            Refresh
          </Button>
        }
      />
      {data && <LibraryCounters counters={data.counters} />}
      <QueryState
        query={library}
        loadingLabel="Loading templates"
        failure={libraryFailure}
        empty={data?.templates.length === 0 && m.libraryEmpty}
      >
        <CardGrid label="Templates" items={data?.templates ?? []}>
          {(card) => (
            <LibraryCard
              card={card}
              busy={restore.isPending && restore.variables === card.id}
              onAction={(action) => act(card, action)}
            />
          )}
        </CardGrid>
        {data?.hasMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => setLimit((n) => n + TEMPLATE_PAGE_SIZE)}
              disabled={library.isFetching}
            >
              Load More Templates
            </Button>
          </Box>
        )}
      </QueryState>
      <StructureDialog templateId={open?.action === 'view' ? open.templateId : null} onClose={close} />
      <WhatsNewDialog templateId={open?.action === 'whats-new' ? open.templateId : null} onClose={close} />
      <ImportDialog
        card={open?.action === 'import' || open?.action === 'update' ? open.card : null}
        mode={open?.action === 'update' ? 'update' : 'import'}
        onClose={close}
      />
    </>
  );
}
