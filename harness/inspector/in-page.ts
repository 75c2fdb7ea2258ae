import { type InspectorAgent, installInspectorAgent } from './agent';
import { emptyInspectorState, reduceInspector } from './model';
import { createInspectorView } from './view';

/**
 * The inspector where the widget runs in the same document (the dev page): the agent's
 * messages go straight to the view. Install it before the widget mounts.
 */
export function startInPageInspector(container: HTMLElement, apiUrl: string): InspectorAgent {
  let state = emptyInspectorState();
  let scheduled = false;
  const view = createInspectorView(container, { typeCode: (code) => agent.typeCode(code) });
  const agent = installInspectorAgent((message) => {
    state = reduceInspector(state, message);
    // One redraw per frame, however many messages a frame brings.
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      view.render(state);
    });
  });
  view.render(state);
  view.setApiUrl(apiUrl);
  return agent;
}
