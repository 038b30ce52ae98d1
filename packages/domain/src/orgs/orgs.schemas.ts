import { z } from 'zod';
import { orgMessages as m } from './orgs.messages.ts';

const requiredEmail = z.string().trim().min(1, m.emailInvalid).pipe(z.email(m.emailInvalid));
const tenDigitPhone = z
  .string()
  .trim()
  .regex(/^\d{10}$/, m.phoneInvalid);

/** The Create New Organization form (platform §2, §5). The logo travels separately as a file. */
export const createOrganizationSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(120),
    contactName: z.string().trim().min(1, m.contactNameRequired).max(120),
    contactEmail: requiredEmail,
    contactPhone: tenDigitPhone,
    adminEmail: requiredEmail,
    adminName: z.string().trim().min(1, m.adminNameRequired).max(120),
    adminUsername: z.string().trim().min(1, m.adminUsernameRequired).max(60),
    password: z.string().min(8, m.passwordTooShort).max(200),
    confirmPassword: z.string().min(1, m.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type CreateOrganization = z.infer<typeof createOrganizationSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  contactPerson: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** What anyone may learn from an organisation id: enough for the sign-in chip and the top bar. */
export const organizationPublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type OrganizationPublic = z.infer<typeof organizationPublicSchema>;

export const createOrganizationResultSchema = z.object({
  organization: organizationSchema,
  signInPath: z.string(),
});

/** The logo field: image types only; 2 MB is guidance, the server accepts up to its upload cap. */
export const LOGO_GUIDANCE_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
export function isImageType(mime: string): boolean {
  return /^image\/(png|jpe?g|gif|webp|svg\+xml|avif)$/.test(mime);
}
