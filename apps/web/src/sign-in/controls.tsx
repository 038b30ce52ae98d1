import { type ChangeEvent, type ReactNode, useId, useState } from 'react';

/** MUI's icon paths, drawn without MUI. */
export const ICONS = {
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  microsoft: 'M2 3h9v9H2V3m9 19H2v-9h9v9M21 3v9h-9V3h9m0 19h-9v-9h9v9Z',
  business:
    'M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
} as const;

export function Icon({ name, small }: { name: keyof typeof ICONS; small?: boolean }) {
  return (
    <svg
      className={small ? 'icon icon--small' : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/** MUI's standard Alert: role alert, so a screen reader says it at once. */
export function Alert({ notice }: { notice: Notice }) {
  return (
    <div className={`alert alert--${notice.severity}`} role="alert">
      <div className="alert__icon">
        <Icon name={notice.severity} />
      </div>
      <div className="alert__message">{notice.message}</div>
    </div>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  inputRef: (input: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  adornment?: ReactNode;
}

/** An outlined text field: the label names the input, the message under it describes it. */
export function TextField({ label, error, inputRef, adornment, value, ...input }: TextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const classes = ['field', value !== '' && 'field--filled', error && 'field--error']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={adornment ? 'field__box field__box--adorned' : 'field__box'}>
        <input
          {...input}
          id={id}
          ref={inputRef}
          value={value}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        {adornment}
        <fieldset className="field__outline" aria-hidden="true">
          <legend className="field__legend">
            <span className="field__legend-text">{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p className="field__helper" id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  const label = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="icon-button"
          aria-label={visible ? `Hide ${label}` : `Show ${label}`}
          onClick={() => setVisible((shown) => !shown)}
          onMouseDown={(event) => event.preventDefault()}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}

/** The one large, full-width submit button: turns off and spins while the request is on its way. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--contained button--large" disabled={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
