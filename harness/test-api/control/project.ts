import type { RouteContext } from '../context';
import { badRequest } from '../errors';
import { checkSettings, type Project } from '../projects';
import type { Route } from '../router';
import { exportProject } from '../seed/export';
import { importSeed } from '../seed/import';
import { readSeedProject } from '../seed/read';
import { controlBody, controlProject } from './body';
import { clockState, moveClock } from './clock';

// /__emulator/projects/<public_token>/*: reset, clock, settings, seed and export for one
// project, so parallel tests on different tokens never disturb each other.

const projectOf = (ctx: RouteContext): Project =>
  controlProject(ctx, ctx.req.params.public_token, 'The public token in the path is refused');

/** Only this project's users, sessions, codes, outbox and events; its clock follows the global one again. */
function reset(ctx: RouteContext) {
  controlBody(ctx.req.body, []);
  const project = projectOf(ctx);
  ctx.store.resetProject(project.projectId);
  ctx.clocks.forProject(project.projectId).reset();
  return { ok: true, project_id: project.projectId };
}

function clockOf(ctx: RouteContext) {
  const clock = ctx.clocks.forProject(projectOf(ctx).projectId);
  return { ...clockState(clock), own_offset: clock.hasOwnOffset() };
}

function setClock(ctx: RouteContext) {
  moveClock(ctx.clocks.forProject(projectOf(ctx).projectId), ctx.req.body);
  return clockOf(ctx);
}

const settingsOf = (project: Project) => ({
  public_token: project.publicToken,
  project_id: project.projectId,
  settings: project.settings,
});

function putSettings(ctx: RouteContext) {
  const project = projectOf(ctx);
  let patch: ReturnType<typeof checkSettings>;
  try {
    patch = checkSettings(ctx.req.body, 'body');
  } catch (error) {
    throw badRequest((error as Error).message, 'invalid_settings');
  }
  if ('projects' in (ctx.req.body as object)) {
    throw badRequest(
      'body: "projects" belongs in the settings file, not in one project\'s settings.',
    );
  }
  if (Object.keys(patch).length === 0) {
    throw badRequest('body: send at least one setting, e.g. { "otpAttemptLimit": 3 }.');
  }
  return settingsOf(ctx.projects.updateSettings(project.publicToken, patch));
}

/** Back to the settings the project started with (defaults, settings file, options). */
function restoreSettings(ctx: RouteContext) {
  controlBody(ctx.req.body, []);
  return settingsOf(ctx.projects.restoreSettings(projectOf(ctx).publicToken));
}

async function seed(ctx: RouteContext) {
  const project = projectOf(ctx);
  const data = readSeedProject(ctx.req.body ?? {}, 'body');
  const result = await importSeed(ctx, { projects: { [project.publicToken]: data } });
  return { ok: true, user_ids: result.created[project.projectId] ?? [] };
}

const path = (rest: string) => `/__emulator/projects/:public_token/${rest}`;

export const projectControlRoutes: Route[] = [
  { method: 'POST', path: path('reset'), envelope: 'bare', handle: reset },
  { method: 'GET', path: path('clock'), envelope: 'bare', handle: clockOf },
  { method: 'POST', path: path('clock'), envelope: 'bare', handle: setClock },
  {
    method: 'GET',
    path: path('settings'),
    envelope: 'bare',
    handle: (ctx) => settingsOf(projectOf(ctx)),
  },
  { method: 'PUT', path: path('settings'), envelope: 'bare', handle: putSettings },
  { method: 'DELETE', path: path('settings'), envelope: 'bare', handle: restoreSettings },
  { method: 'POST', path: path('seed'), envelope: 'bare', handle: seed },
  {
    method: 'GET',
    path: path('export'),
    envelope: 'bare',
    handle: (ctx) => exportProject(ctx, projectOf(ctx).projectId),
  },
];
