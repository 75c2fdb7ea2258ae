import type { RawResponse } from '../context';
import { ApiError } from '../errors';
import { escapeHtml, htmlPage } from '../html';
import type { Project } from '../projects';

/** What the start URL asked for, kept server-side until the consent form comes back. */
export interface StartState {
  provider: string;
  publicToken: string;
  loginRedirect: string;
  signupRedirect: string;
  codeChallenge: string | null;
  scopes: string[];
  providerParams: Record<string, string>;
  attachUserId: string | null;
}

/** Errors of a browser navigation are shown as a page, not JSON. */
export function errorPage(error: unknown): RawResponse {
  if (!(error instanceof ApiError)) throw error;
  return htmlPage(
    error.status,
    'OAuth error',
    `<h1>OAuth sign-in cannot start</h1><p><code>${escapeHtml(error.errorType)}</code></p><p>${escapeHtml(error.message)}</p>`,
  );
}

/** The stand-in for the provider's consent screen: an editable test identity. */
export function consentPage(project: Project, state: StartState, stateId: string): RawResponse {
  const p = escapeHtml(state.provider);
  const defaultEmail = `test.user@${state.provider}.example`;
  const params = Object.entries(state.providerParams);
  const details = `
    <table>
      <tr><th>Project</th><td>${escapeHtml(project.settings.projectName)} <code>${escapeHtml(project.projectId)}</code></td></tr>
      <tr><th>Custom scopes</th><td>${state.scopes.length ? state.scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(' ') : '<span class="note">none</span>'}</td></tr>
      <tr><th>Provider params</th><td>${params.length ? params.map(([k, v]) => `<code>${escapeHtml(k)}=${escapeHtml(v)}</code>`).join(' ') : '<span class="note">none</span>'}</td></tr>
      <tr><th>PKCE</th><td>${state.codeChallenge ? 'code_challenge received (S256)' : 'not used'}</td></tr>
      <tr><th>Redirects</th><td>login: <code>${escapeHtml(state.loginRedirect)}</code><br>signup: <code>${escapeHtml(state.signupRedirect)}</code></td></tr>
    </table>`;
  return htmlPage(
    200,
    `Sign in with ${state.provider} (test)`,
    `<h1>Sign in with <span data-provider="${p}">${p}</span> — local test provider</h1>
     <p class="note">This page stands in for ${p}'s consent screen. Nothing leaves this machine.</p>
     ${details}
     <form method="post" action="/v1/public/oauth/${p}/consent">
       <input type="hidden" name="state" value="${escapeHtml(stateId)}">
       <label for="email">Email of the test identity</label>
       <input id="email" name="email" type="email" required value="${escapeHtml(defaultEmail)}">
       <label for="first_name">First name</label>
       <input id="first_name" name="first_name" value="Test">
       <label for="last_name">Last name</label>
       <input id="last_name" name="last_name" value="User">
       <div>
         <button type="submit" name="decision" value="allow">Allow</button>
         <button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>
       </div>
     </form>`,
  );
}
