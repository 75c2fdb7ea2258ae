import { createHash } from 'node:crypto';
import { readPageMount } from '../../harness/shared/page-mount-options';
import { checkPageAgainstConfig } from '../../harness/shared/stale-page';
import type { ConfigFile } from '../../widget/config/schema';
import { governing, type Policy, policyPlace } from './csp';
import type { Finding } from './types';

// `--url <page>`: the stytch-widget snippet in the page as served. An inline script that mounts
// the widget is blocked by any script-src without 'unsafe-inline' (or its nonce or hash), and the
// element then stays empty; the snippets `init` writes have none (a JSON data block and a loader
// file), so the fix is to write the snippet again.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

interface InlineScript {
  attributes: string;
  body: string;
}

/** Inline scripts of the page that mount the widget or import its bundle. */
function inlineWidgetScripts(html: string): InlineScript[] {
  return [...html.matchAll(SCRIPT)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes, body }) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && type !== 'module' && !type.includes('javascript')) return false;
      return /\bmount(Login|ResetPassword|PasskeyRegistration)\b|authenticateFromUrl|stytch-widget\.js/.test(
        body,
      );
    });
}

/** Whether a policy runs this inline script: its nonce, its hash, or 'unsafe-inline' alone. */
function runsInline(policy: Policy, script: InlineScript): { runs: boolean; directive?: string } {
  const rule = governing(policy, 'script-src-elem');
  if (!rule) return { runs: true };
  const sources = rule.sources.map((source) => source.toLowerCase());
  const nonce = /\snonce\s*=\s*["']?([^"'\s>]+)/i.exec(script.attributes)?.[1];
  if (nonce && rule.sources.includes(`'nonce-${nonce}'`)) return { runs: true };
  const hash = createHash('sha256').update(script.body, 'utf8').digest('base64');
  if (rule.sources.includes(`'sha256-${hash}'`)) return { runs: true };
  // A nonce, a hash or 'strict-dynamic' in the list makes browsers ignore 'unsafe-inline'.
  const overridden = sources.some(
    (s) => s.startsWith("'nonce-") || /^'sha(256|384|512)-/.test(s) || s === "'strict-dynamic'",
  );
  return {
    runs: sources.includes("'unsafe-inline'") && !overridden,
    directive: rule.name,
  };
}

/** The bundle and loader the page's own snippet names, resolved against the page. */
export function snippetScriptUrls(
  html: string,
  page: URL,
): { bundles: string[]; loaders: string[] } {
  const resolve = (url: string | undefined) => {
    try {
      return url ? [new URL(url, page).href] : [];
    } catch {
      return [];
    }
  };
  // The page's snippet as smoke and the stale-page check read it (page-mount-options.ts).
  const mount = readPageMount(html);
  return { bundles: resolve(mount?.bundleUrl), loaders: resolve(mount?.loaderUrl) };
}

export function checkPageSnippet(
  html: string,
  page: URL,
  policies: readonly Policy[],
  config: ConfigFile,
): Finding[] {
  const findings: Finding[] = [];
  for (const script of inlineWidgetScripts(html)) {
    for (const policy of policies) {
      const verdict = runsInline(policy, script);
      if (verdict.runs) continue;
      const where = policyPlace(policy);
      findings.push({
        check: 'csp',
        level: 'error',
        message: `${verdict.directive} in ${where} of ${page.origin} blocks the inline script that mounts the widget: the widget would not show`,
        fix: "Write the snippet again with npx stytch-widget snippet (it has no inline script: a JSON data block and embed.js beside the bundle), or give the script a nonce the policy names ('nonce-…').",
      });
    }
  }
  if (!readPageMount(html)) {
    findings.push({
      check: 'pages',
      level: 'info',
      message: `${page.href} has no stytch-widget snippet in its HTML as served (a page that mounts the widget from its own bundled JavaScript, like the React component, is not read here)`,
    });
    return findings;
  }
  const check = checkPageAgainstConfig(html, config);
  if (check.kind === 'checked' && check.differences.length) {
    findings.push({
      check: 'pages',
      level: 'error',
      message: `the snippet on ${page.href} does not match the config: ${check.differences
        .map((d) => `${d.key} (page ${d.page}, config ${d.config})`)
        .join('; ')}`,
      fix: 'Write the snippet again from the config: npx stytch-widget snippet, and paste it into the page.',
    });
  } else if (check.kind === 'checked') {
    findings.push({
      check: 'pages',
      level: 'ok',
      message: `the snippet on ${page.href} matches the config`,
    });
  }
  return findings;
}
