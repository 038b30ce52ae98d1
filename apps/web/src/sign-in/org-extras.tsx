import { ORG_ID_MIN_LENGTH, signInApi } from '@atrium/domain/auth/sign-in.rules.ts';
import { type MouseEvent, useEffect, useState } from 'react';
import { Icon } from './controls.tsx';
import { call } from './sign-in.api.ts';

/** Shows the organisation's name as soon as a typed ID matches one (after 300 ms without typing). */
export function OrgNameChip({ orgId }: { orgId: string }) {
  const typed = orgId.trim();
  const [org, setOrg] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (typed.length < ORG_ID_MIN_LENGTH) return;
    const aborter = new AbortController();
    const timer = window.setTimeout(() => {
      call<{ name: string }>('GET', signInApi.orgPublic(typed), undefined, aborter.signal).then(
        ({ name }) => setOrg({ id: typed, name }),
        () => setOrg(null),
      );
    }, 300);
    return () => {
      window.clearTimeout(timer);
      aborter.abort();
    };
  }, [typed]);
  if (!org || org.id !== typed) return null;
  return (
    <span className="chip">
      <Icon name="business" />
      <span className="chip__label">{org.name}</span>
    </span>
  );
}

interface MicrosoftSignInProps {
  orgId: string;
  /** Checks the organisation ID first; the flow only starts when it is valid. */
  validateOrgId: () => boolean;
}

/** A full-page navigation through the identity provider; shown only when the server has it configured. */
export function MicrosoftSignIn({ orgId, validateOrgId }: MicrosoftSignInProps) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    call<{ microsoft: boolean }>('GET', signInApi.providers).then(
      ({ microsoft }) => setAvailable(microsoft),
      () => setAvailable(false),
    );
  }, []);
  if (!available) return null;
  const href = `${signInApi.microsoftStart}?${new URLSearchParams({ orgId: orgId.trim() }).toString()}`;
  const start = (event: MouseEvent) => {
    event.preventDefault();
    if (validateOrgId()) window.location.assign(href);
  };
  return (
    <>
      <div className="divider">
        <span className="divider__text">or</span>
      </div>
      <a className="button button--outlined button--large" href={href} onClick={start}>
        <span className="button__icon">
          <Icon name="microsoft" small />
        </span>
        Sign in with Microsoft
      </a>
    </>
  );
}
