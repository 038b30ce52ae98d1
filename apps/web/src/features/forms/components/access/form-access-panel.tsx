import type { FormAccessConfig, People } from '@atrium/domain/forms/forms.schemas.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { DataAccessLists } from './data-access-lists.tsx';
import { DataVersionSettingsFields } from './data-version-settings.tsx';
import { OwnerPicker } from './owner-picker.tsx';
import { toPeopleOptions } from './people-options.ts';
import { PrincipalsField } from './principals-field.tsx';
import { UsabilitySwitches } from './usability-switches.tsx';

export interface FormAccessPanelProps {
  value: FormAccessConfig;
  onChange: (value: FormAccessConfig) => void;
  /** The organisation's active users and user groups (GET /api/forms/people). */
  people: People;
  disabled?: boolean;
}

function Section({
  title,
  defaultExpanded,
  children,
}: {
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** Owner, edit-config users and groups, the nine data-access lists, usability switches and data versioning. */
export function FormAccessPanel({ value, onChange, people, disabled }: FormAccessPanelProps) {
  const options = useMemo(() => toPeopleOptions(people), [people]);
  const set = <K extends keyof FormAccessConfig>(key: K, part: FormAccessConfig[K]) =>
    onChange({ ...value, [key]: part });
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Section title="Owner and configuration editors" defaultExpanded>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OwnerPicker
            users={options.users}
            value={value.owner}
            onChange={(owner) => set('owner', owner)}
            disabled={disabled}
          />
          <PrincipalsField
            title="Allowed to edit the form configuration"
            value={value.editFormConfig}
            onChange={(editFormConfig) => set('editFormConfig', editFormConfig)}
            people={options}
            disabled={disabled}
          />
        </Box>
      </Section>
      <Section title="Data permissions">
        <DataAccessLists
          value={value.formDataAccess}
          onChange={(formDataAccess) => set('formDataAccess', formDataAccess)}
          people={options}
          disabled={disabled}
        />
      </Section>
      <Section title="Form usability">
        <UsabilitySwitches
          value={value.formUsabilitySettings}
          onChange={(settings) => set('formUsabilitySettings', settings)}
          disabled={disabled}
        />
      </Section>
      <Section title="Data versioning">
        <DataVersionSettingsFields
          value={value.dataVersionSettings}
          onChange={(settings) => set('dataVersionSettings', settings)}
          disabled={disabled}
        />
      </Section>
    </Box>
  );
}
