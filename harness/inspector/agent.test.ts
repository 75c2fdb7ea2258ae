// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountForTest, shellClient } from '../../tests/support/mount-fixture';
import { useFlow } from '../../widget/app/context';
import { WidgetError } from '../../widget/client/errors';
import type { MountMode } from '../../widget/modes/types';
import { type InspectorAgent, installInspectorAgent } from './agent';
import type { InspectorMessage } from './messages';

function Probe() {
  const [, dispatch] = useFlow();
  return createElement(
    'div',
    null,
    createElement(
      'button',
      { type: 'button', onClick: () => dispatch({ type: 'transition', screen: 'Next' as never }) },
      'next',
    ),
  );
}

const probeMode: MountMode = {
  id: 'probe',
  functionName: 'mountProbe',
  componentName: 'StytchProbe',
  startScreen: 'Start',
  screens: { Start: Probe, Next: Probe },
  rules: () => [],
  readyEvents: [],
  snippetTemplates: { html: 'probe.html', react: 'Probe.tsx.tpl' },
};

let agent: InspectorAgent | undefined;
let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  agent?.uninstall();
  document.body.replaceChildren();
});

describe('the inspector agent and the widget devtools hook', () => {
  it('is told of each mount: options, screens from the store, and the host callbacks', () => {
    const messages: InspectorMessage[] = [];
    agent = installInspectorAgent((message) => messages.push(message));
    const { client } = shellClient();
    const config = { products: ['emailMagicLinks'] } as never;
    const mounted = mountForTest(probeMode, client, { config });
    unmount = mounted.unmount;
    expect(messages[0]).toMatchObject({
      type: 'mounted',
      config: { products: ['emailMagicLinks'] },
    });
    expect(messages[1]).toMatchObject({ type: 'state', screen: 'Start' });
    act(() => document.querySelector('button')?.click());
    expect(messages.at(-1)).toMatchObject({ type: 'state', screen: 'Next' });
    expect(mounted.onError).not.toHaveBeenCalled();
  });

  it('reports onError with its kind and still calls the host', async () => {
    const messages: InspectorMessage[] = [];
    agent = installInspectorAgent((message) => messages.push(message));
    const { client } = shellClient();
    // A config the mode refuses makes the widget call onError with kind 'config'.
    const refusing: MountMode = {
      ...probeMode,
      rules: () => [{ path: 'products', message: 'no' }],
    };
    const mounted = mountForTest(refusing, client, { config: { products: ['otp'] } as never });
    unmount = mounted.unmount;
    expect(mounted.onError).toHaveBeenCalledWith(expect.any(WidgetError));
    expect(messages.find((m) => m.type === 'error')).toMatchObject({ kind: 'config' });
  });

  it('types a code into the passcode field and reports the SDK calls, not others', async () => {
    const pageFetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/sdk/v1/')
        ? Response.json({ data: { user_id: 'u1', session: { session_id: 's1', expires_at: 'x' } } })
        : new Response('page'),
    );
    window.fetch = pageFetch as typeof fetch;
    const messages: InspectorMessage[] = [];
    agent = installInspectorAgent((message) => messages.push(message));
    await fetch('http://127.0.0.1:1/page.json');
    await fetch('http://127.0.0.1:1/sdk/v1/otps/authenticate', { method: 'POST', body: '{}' });
    await vi.waitFor(() => expect(messages.some((m) => m.type === 'session')).toBe(true));
    expect(messages.filter((m) => m.type === 'call')).toMatchObject([
      { method: 'POST', path: '/otps/authenticate', status: 200 },
    ]);
    expect(messages.find((m) => m.type === 'session')).toMatchObject({
      userId: 'u1',
      sessionId: 's1',
    });
    agent.uninstall();
    expect(window.fetch).toBe(pageFetch);
    agent = undefined;

    const field = document.createElement('input');
    field.autocomplete = 'one-time-code';
    const typed = vi.fn();
    field.addEventListener('input', () => typed(field.value));
    document.body.append(field);
    agent = installInspectorAgent(() => undefined);
    expect(agent.typeCode('123456')).toBe(true);
    expect(typed).toHaveBeenCalledWith('123456');
  });
});
