import type { RouteContext } from '../context';
import type { Route } from '../router';

// GET /sdk/v1/projects/bootstrap/:public_token: project settings the SDK reads at start-up.
// Captcha, DFP and a CNAME stay off so the SDK never reaches for the internet: with any of them
// on it would load Google reCAPTCHA, a telemetry script or another API host.

function bootstrap(ctx: RouteContext) {
  const project = ctx.projects.resolve(ctx.req.params.public_token);
  const s = project.settings;
  return {
    project_name: s.projectName,
    disable_sdk_watermark: s.disableSdkWatermark,
    cname_domain: null,
    email_domains: s.emailDomains,
    captcha_settings: { enabled: false },
    pkce_required_for_email_magic_links: s.pkceRequiredForEmailMagicLinks,
    pkce_required_for_password_resets: s.pkceRequiredForPasswordResets,
    pkce_required_for_oauth: s.pkceRequiredForOauth,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config:
      s.passwordPolicy === 'luds'
        ? { luds_complexity: s.ludsComplexity, luds_minimum_count: s.ludsMinimumCount }
        : null,
    dfp_protected_auth_enabled: false,
    dfp_protected_auth_mode: 'OBSERVATION',
    rbac_policy: { roles: [], resources: [], scopes: [] },
    siwe_required_for_crypto_wallets: s.siweRequiredForCryptoWallets,
    vertical: 'CONSUMER',
  };
}

export const projectRoutes: Route[] = [
  {
    method: 'GET',
    path: '/sdk/v1/projects/bootstrap/:public_token',
    envelope: 'sdk',
    handle: bootstrap,
  },
];
