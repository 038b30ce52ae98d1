import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { ProfileEditor } from '../components/profile-editor.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** The profile: view, edit, then saved or cancelled (platform §2). */
export function ProfilePage() {
  const { me } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeading
        title="Profile"
        actions={
          !editing && (
            <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      {editing ? <ProfileEditor me={me} onDone={() => setEditing(false)} /> : <ProfileView me={me} />}
    </>
  );
}
