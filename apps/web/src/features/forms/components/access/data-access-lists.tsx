import { conflictingList } from '@atrium/domain/forms/form-permissions.ts';
import {
  DATA_ACCESS_KEYS,
  DATA_ACCESS_LABELS,
  type DataAccessKey,
  type FormDataAccess,
} from '@atrium/domain/forms/forms.schemas.ts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { PeopleOptions } from './people-options.ts';
import { PrincipalsField } from './principals-field.tsx';

interface DataAccessListsProps {
  value: FormDataAccess;
  onChange: (value: FormDataAccess) => void;
  people: PeopleOptions;
  disabled?: boolean;
}

/** The nine data rights; the all-data and own-data variants of a right never name the same user or group. */
export function DataAccessLists({ value, onChange, people, disabled }: DataAccessListsProps) {
  const setList = (key: DataAccessKey, list: FormDataAccess[DataAccessKey]) =>
    onChange({ ...value, [key]: list });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        A user group gives the right to each of its members. The owner and organization admins hold every
        right.
      </Typography>
      {DATA_ACCESS_KEYS.map((key, index) => {
        const other = conflictingList(key);
        return (
          <Fragment key={key}>
            {index > 0 && <Divider />}
            <PrincipalsField
              title={DATA_ACCESS_LABELS[key]}
              value={value[key]}
              onChange={(list) => setList(key, list)}
              people={people}
              conflicting={other ? value[other] : null}
              disabled={disabled}
            />
          </Fragment>
        );
      })}
    </Box>
  );
}
