import { PageHeading } from '../../../ui/page-heading.tsx';

/** Creator Portal (/creator-portal, and / for creators): Template Setup and Form Builder tabs. */
export function CreatorPortalPage() {
  return <PageHeading title="Creator Portal" />;
}
