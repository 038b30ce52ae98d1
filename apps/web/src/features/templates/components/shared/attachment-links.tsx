import Button from '@mui/material/Button';
import { attachmentHref } from '../../api/templates-setup.ts';

/** View (in a new tab) and Download of one template attachment. */
export function AttachmentLinks({
  templateId,
  attachment,
}: {
  templateId: string;
  attachment: { id: string; name: string };
}) {
  return (
    <>
      <Button
        size="small"
        href={attachmentHref(templateId, attachment.id)}
        target="_blank"
        rel="noopener"
        aria-label={`View ${attachment.name}`}
      >
        View
      </Button>
      <Button
        size="small"
        href={attachmentHref(templateId, attachment.id, true)}
        download={attachment.name}
        aria-label={`Download ${attachment.name}`}
      >
        Download
      </Button>
    </>
  );
}
