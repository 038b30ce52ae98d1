import { hasPermission } from '@atrium/domain/access/permissions.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { EditAccessStep } from './edit-access-step.tsx';
import { EditInfoStep } from './edit-info-step.tsx';

type StepName = 'info' | 'access';
const STEP_LABELS: Record<StepName, string> = { info: 'User Info', access: 'App Access and Roles' };

/**
 * The two-step edit dialog: step 1 for users with manage-user:edit_all, step 2 for users with
 * manage-user:assign_app_access; someone with only one of the two sees only that step.
 */
export function EditUserDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={user !== null}
      title={user ? `Edit ${user.name}` : ''}
      onClose={onClose}
      width="md"
      fullScreenOnPhone
    >
      {user && <EditUserSteps key={user.id} user={user} onClose={onClose} />}
    </DialogFrame>
  );
}

function EditUserSteps({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { actor } = useSession();
  const steps: StepName[] = [
    ...(hasPermission(actor, 'manage-user:edit_all') ? (['info'] as const) : []),
    ...(hasPermission(actor, 'manage-user:assign_app_access') ? (['access'] as const) : []),
  ];
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const hasNext = index < steps.length - 1;
  return (
    <>
      {steps.length > 1 && (
        <Stepper activeStep={index} sx={{ px: 3, pb: 1 }}>
          {steps.map((name) => (
            <Step key={name}>
              <StepLabel>{STEP_LABELS[name]}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {step === 'info' && (
        <EditInfoStep
          user={user}
          isMe={user.id === actor.id}
          onCancel={onClose}
          onSaved={hasNext ? () => setIndex(index + 1) : onClose}
          onNext={hasNext ? () => setIndex(index + 1) : undefined}
        />
      )}
      {step === 'access' && (
        <EditAccessStep
          user={user}
          onBack={index > 0 ? () => setIndex(index - 1) : undefined}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </>
  );
}
