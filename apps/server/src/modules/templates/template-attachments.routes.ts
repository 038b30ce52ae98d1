import { templatesContract as contract } from '@atrium/domain/templates/templates.contract.ts';
import {
  TEMPLATE_ATTACHMENT_MAX_MB,
  TEMPLATE_ATTACHMENTS_PER_UPLOAD,
} from '@atrium/domain/templates/templates.schemas.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { documentRoute } from '../../platform/http/api-document.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { PDF_POLICY, SANDBOX_POLICY } from '../../platform/http/security-headers.ts';
import {
  addAttachments,
  type IncomingFile,
  openAttachment,
  removeAttachment,
} from './template-attachments.service.ts';

/** A stored name: the last path segment, without control characters, at most 200 characters. */
const storedName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(-200) || 'attachment';

/** The file parts of a multipart upload, one at a time, each read before the next arrives. */
async function* filesOf(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw badRequest('Send the attachments as multipart/form-data.');
  const parts = request.files({
    limits: { fileSize: TEMPLATE_ATTACHMENT_MAX_MB * 1024 * 1024, files: TEMPLATE_ATTACHMENTS_PER_UPLOAD },
    throwFileSizeLimit: false,
  });
  for await (const part of parts) {
    const file = part.file;
    yield { name: storedName(part.filename), stream: file, truncated: () => file.truncated };
  }
}

const fileParams = z.object({ templateId: z.string().uuid(), attachmentId: z.string().uuid() });

export function templateAttachmentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The caller and the template are checked before the first file is read (the files are read lazily).
  addCreateRoute(app, contract.addAttachments, async (request) =>
    addAttachments(ctx, await request.auth(), request.params.templateId, filesOf(request)),
  );
  addRoute(app, contract.removeAttachment, async (request) => {
    const { templateId, attachmentId } = request.params;
    return removeAttachment(ctx, await request.auth(), templateId, attachmentId);
  });

  // View (inline) and Download (?download=1) of an attachment.
  const doc = documentRoute(
    {
      operationId: 'templates.attachmentFile',
      tag: 'templates',
      method: 'GET',
      summary: 'An attachment of a template: creators, and organisation admins for published templates',
      params: fileParams,
    },
    { file: { mediaType: '*/*', description: 'The attachment, with its own content type.' } },
  );
  app.get(
    contract.removeAttachment.path,
    {
      config: doc.config,
      schema: {
        ...doc.schema,
        params: fileParams,
        querystring: z.object({ download: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { templateId, attachmentId } = request.params as z.infer<typeof fileParams>;
      const download = (request.query as { download?: string }).download === '1';
      const { attachment, file } = await openAttachment(ctx, await request.auth(), templateId, attachmentId);
      const disposition = download ? 'attachment' : 'inline';
      reply.header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
      );
      reply.header('content-length', file.size);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=300');
      // A PDF viewer does not run in a sandbox; every other type is served inert.
      const pdf = attachment.mime === 'application/pdf';
      reply.header('content-security-policy', pdf ? PDF_POLICY : SANDBOX_POLICY);
      return reply.type(attachment.mime).send(file.stream);
    },
  );
}
