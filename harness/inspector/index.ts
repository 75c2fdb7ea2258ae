// The inspector's entry, for the dev page and the extension (its stylesheet is inspector.css).
export { type InspectorAgent, installInspectorAgent } from './agent';
export { startInPageInspector } from './in-page';
export type { InspectorMessage } from './messages';
export { emptyInspectorState, reduceInspector } from './model';
export { applyWidgetTheme } from './theme';
export { createInspectorView } from './view';
