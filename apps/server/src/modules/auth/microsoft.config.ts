import type { Config } from '../../config.ts';

/** The Microsoft button shows only when the app registration is configured. */
export function isMicrosoftConfigured(config: Config): boolean {
  return Boolean(config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET && config.MICROSOFT_TENANT_ID);
}

/** Entra ID's v2 issuer for the tenant, unless overridden (tests point it at a local provider). */
export function microsoftIssuer(config: Config): string {
  return config.MICROSOFT_ISSUER ?? `https://login.microsoftonline.com/${config.MICROSOFT_TENANT_ID}/v2.0`;
}
